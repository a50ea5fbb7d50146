<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
<context>
    <name>About</name>
    <message>
        <source>(source tree)</source>
        <translation>（未インストール）</translation>
    </message>
    <message>
        <source>pure Python</source>
        <translation>Python のみ</translation>
    </message>
    <message>
        <source>compiled (mypyc), {done} of {total} modules</source>
        <translation>コンパイル済み（mypyc）：{done} / {total}</translation>
    </message>
    <message>
        <source>native express lane: built in</source>
        <translation>ネイティブ C レーン：組み込み済み</translation>
    </message>
    <message>
        <source>native express lane: not built (the Python lanes do the same work)</source>
        <translation>ネイティブ C レーン：なし（Python のレーンが同じ計算をします）</translation>
    </message>
    <message>
        <source>Engine: {core}</source>
        <translation>エンジン：{core}</translation>
    </message>
    <message>
        <source>Referee&apos;s desk {version}</source>
        <translation>審判デスク {version}</translation>
    </message>
    <message>
        <source>Python {python}, Qt {qt}, PySide6 {pyside}</source>
        <translation>Python {python}、Qt {qt}、PySide6 {pyside}</translation>
    </message>
    <message>
        <source>Free software under the MIT licence. It uses Qt and PySide6 under the GNU LGPL version 3 (you may replace those libraries: see the notices), Python under the PSF licence, the Noto Sans CJK fonts under the SIL Open Font License 1.1, and Natural Earth&apos;s map data (public domain).</source>
        <translation>MIT ライセンスの自由なプログラムです。GNU LGPL 第 3 版の Qt と PySide6（これらのライブラリは差し替えられます：第三者の告知を参照）、PSF ライセンスの Python、SIL Open Font License 1.1 の Noto Sans CJK フォント、Natural Earth の地図データ（パブリックドメイン）を使っています。</translation>
    </message>
    <message>
        <source>The third-party notices: {path}</source>
        <translation>第三者の告知：{path}</translation>
    </message>
    <message>
        <source>About the referee&apos;s desk</source>
        <translation>審判デスクについて</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <source>supply centre, {power}</source>
        <translation>補給都市（{power}）</translation>
    </message>
    <message>
        <source>neutral supply centre</source>
        <translation>中立の補給都市</translation>
    </message>
    <message>
        <source>sea</source>
        <translation>海域</translation>
    </message>
    <message>
        <source>inland</source>
        <translation>内陸</translation>
    </message>
    <message>
        <source>coastal</source>
        <translation>沿岸</translation>
    </message>
    <message>
        <source>impassable</source>
        <translation>通行不能</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>{power} {unit} ({code})</source>
        <translation>{power}：{unit}（{code}）</translation>
    </message>
    <message>
        <source>dislodged: {power} {unit}, attacked from {origin}</source>
        <translation>撃退：{power}：{unit}、{origin}からの攻撃</translation>
    </message>
    <message>
        <source>standoff: no retreat here</source>
        <translation>スタンドオフ：ここへは後退できない</translation>
    </message>
    <message>
        <source>order: {order} ({status})</source>
        <translation>命令：{order}（{status}）</translation>
    </message>
    <message>
        <source>order: {order}</source>
        <translation>命令：{order}</translation>
    </message>
</context>
<context>
    <name>Clock</name>
    <message>
        <source>Clock stopped</source>
        <translation>時計停止中</translation>
    </message>
    <message>
        <source>Diplomacy</source>
        <translation>交渉期間</translation>
    </message>
    <message>
        <source>Order writing</source>
        <translation>命令記入</translation>
    </message>
    <message>
        <source>Retreats</source>
        <translation>後退</translation>
    </message>
    <message>
        <source>Adjustments</source>
        <translation>増減</translation>
    </message>
    <message>
        <source>time called</source>
        <translation>締切宣言済み</translation>
    </message>
    <message>
        <source> (first period)</source>
        <translation>（最初）</translation>
    </message>
    <message>
        <source>time taken</source>
        <translation>経過時間</translation>
    </message>
    <message>
        <source>TIME</source>
        <translation>時間切れ</translation>
    </message>
    <message>
        <source>ended</source>
        <translation>終了</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>一時停止</translation>
    </message>
</context>
<context>
    <name>HubPanel</name>
    <message>
        <source>The hub could not start: {error}</source>
        <translation>ハブを開始できません：{error}</translation>
    </message>
    <message>
        <source>Round {round}: {live} boards reporting, {done} with a result.
Public standings: {url}standings</source>
        <translation>第{round}ラウンド：{live}卓が送信中、{done}卓に結果あり。
公開順位：{url}standings</translation>
    </message>
    <message>
        <source>Tournament hub</source>
        <translation>大会ハブ</translation>
    </message>
    <message>
        <source>Each board&apos;s desk joins with this address (File &gt; Join a tournament, or referee-cli tournament join ADDRESS --board N) and reports its centres and its result as it plays.</source>
        <translation>各卓の端末はこのアドレスで参加し（ファイル &gt; 大会に参加、または referee-cli tournament join アドレス --board N）、プレイしながら補給都市と結果を送信します。</translation>
    </message>
    <message>
        <source>Serve on:</source>
        <translation>アドレス：</translation>
    </message>
    <message>
        <source>Stop serving</source>
        <translation>ハブを止める</translation>
    </message>
</context>
<context>
    <name>Lieou</name>
    <message>
        <source>Held by: %1</source>
        <translation>所有：%1</translation>
    </message>
    <message>
        <source>Armies: %1</source>
        <translation>軍：%1</translation>
    </message>
    <message>
        <source>capital</source>
        <translation>首都</translation>
    </message>
    <message>
        <source>government</source>
        <translation>政府</translation>
    </message>
    <message>
        <source>Airfield</source>
        <translation>飛行場</translation>
    </message>
    <message>
        <source>Air column</source>
        <translation>航空縦隊</translation>
    </message>
    <message>
        <source>Air groups: %1</source>
        <translation>航空群：%1</translation>
    </message>
    <message>
        <source>General</source>
        <translation>将軍</translation>
    </message>
    <message>
        <source>Marshal</source>
        <translation>元帥</translation>
    </message>
    <message>
        <source>Empire tokens (1.1)</source>
        <translation>帝国の標識 (1.1)</translation>
    </message>
    <message>
        <source>Empire by die (1.2)</source>
        <translation>サイコロで帝国を選ぶ (1.2)</translation>
    </message>
    <message>
        <source>Capital by die (1.3)</source>
        <translation>サイコロで首都を決める (1.3)</translation>
    </message>
    <message>
        <source>Battle round: attacker / defender</source>
        <translation>戦闘の1回：攻撃側 / 防御側</translation>
    </message>
    <message>
        <source>Air combat: attacker / defender</source>
        <translation>空中戦：攻撃側 / 防御側</translation>
    </message>
    <message>
        <source>Leader&apos;s fate (10.8)</source>
        <translation>将帥の運命 (10.8)</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>サイコロ</translation>
    </message>
    <message>
        <source>Done: %1</source>
        <translation>実行済み：%1</translation>
    </message>
    <message>
        <source>Can be done</source>
        <translation>実行できます</translation>
    </message>
    <message>
        <source>%1 → %2: takes it %3 %, armies left %4 (defender %5)</source>
        <translation>%1 → %2：占領の確率 %3 %、残る軍 %4（防御側 %5）</translation>
    </message>
    <message>
        <source>Counted: %1</source>
        <translation>含む：%1</translation>
    </message>
    <message>
        <source>Set-up (chapter 1)</source>
        <translation>開局（第1章）</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>ゲームは終了しています</translation>
    </message>
    <message>
        <source>Tokens: %1</source>
        <translation>帝国の標識：%1</translation>
    </message>
    <message>
        <source>Action, e.g. attack 法B 德E — Tab completes, Enter does it</source>
        <translation>行動（例：attack 法B 德E）— Tab で補完、Enter で実行</translation>
    </message>
    <message>
        <source>Roll (one round)</source>
        <translation>サイコロ（1回）</translation>
    </message>
    <message>
        <source>Fight to the end</source>
        <translation>決着まで戦う</translation>
    </message>
    <message>
        <source>Default choice</source>
        <translation>既定の選択</translation>
    </message>
    <message>
        <source>Undo last action</source>
        <translation>直前の行動を取り消す</translation>
    </message>
    <message>
        <source>air combat (13.6)</source>
        <translation>空中戦 (13.6)</translation>
    </message>
    <message>
        <source>raid (13.4)</source>
        <translation>空襲 (13.4)</translation>
    </message>
    <message>
        <source>counter-raid (13.5)</source>
        <translation>迎撃 (13.5)</translation>
    </message>
    <message>
        <source>land battle (4)</source>
        <translation>陸戦 (4)</translation>
    </message>
    <message>
        <source>round %1</source>
        <translation>第 %1 巡</translation>
    </message>
    <message>
        <source>Readings and options of this game</source>
        <translation>この対局の規則の読みと選択</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>取り消し</translation>
    </message>
    <message>
        <source>Take back the last action: %1?

It stays in the game file, marked as taken back.</source>
        <translation>直前の行動を取り消しますか：%1

ゲームファイルには取り消し済みとして残ります。</translation>
    </message>
    <message>
        <source>Taken back: %1</source>
        <translation>取り消しました：%1</translation>
    </message>
    <message>
        <source>&amp;Ruleset</source>
        <translation>ルールセット(&amp;R)</translation>
    </message>
    <message>
        <source>Rolled by the program (seeded)</source>
        <translation>プログラムが振る（シード）</translation>
    </message>
    <message>
        <source>Physical dice thrown at the table, typed</source>
        <translation>卓上で振った実物のサイコロを入力</translation>
    </message>
    <message>
        <source>&amp;Dice</source>
        <translation>サイコロ(&amp;D)</translation>
    </message>
    <message>
        <source>blank: a new one</source>
        <translation>空欄：新しく作る</translation>
    </message>
    <message>
        <source>Dice &amp;seed</source>
        <translation>サイコロのシード(&amp;S)</translation>
    </message>
    <message>
        <source>Either way any roll may be typed (roll 652/41) or rolled (roll); every die is recorded in the game file as it is thrown.</source>
        <translation>どちらの場合も出目は入力（roll 652/41）でもプログラム（roll）でもよく、サイコロはすべて振った時点でゲームファイルに記録されます。</translation>
    </message>
    <message>
        <source>Owners choose after the dice (else the defaults)</source>
        <translation>サイコロの後で所有者が選ぶ（しなければ既定）</translation>
    </message>
    <message>
        <source>Last empire standing</source>
        <translation>最後に残った帝国</translation>
    </message>
    <message>
        <source>All lands</source>
        <translation>全領土の占領</translation>
    </message>
    <message>
        <source>Throws the most dice allowed</source>
        <translation>許される最大数のサイコロを振る</translation>
    </message>
    <message>
        <source>May throw fewer dice</source>
        <translation>サイコロを減らせる</translation>
    </message>
    <message>
        <source>Attacker&apos;s dice (4.2.1)</source>
        <translation>攻撃側のサイコロ (4.2.1)</translation>
    </message>
    <message>
        <source>The dice seed is a whole number (or blank), not “%1”.</source>
        <translation>サイコロのシードは整数（または空欄）です。「%1」ではありません。</translation>
    </message>
    <message>
        <source>Victory (14.1)</source>
        <translation>勝利条件 (14.1)</translation>
    </message>
    <message>
        <source>Lands</source>
        <translation>領土</translation>
    </message>
    <message>
        <source>Regimes</source>
        <translation>政権</translation>
    </message>
    <message>
        <source>Armies</source>
        <translation>軍</translation>
    </message>
    <message>
        <source>Capital</source>
        <translation>首都</translation>
    </message>
    <message>
        <source>Ranking</source>
        <translation>順位</translation>
    </message>
    <message>
        <source>Fallen</source>
        <translation>滅亡</translation>
    </message>
    <message>
        <source>Lieou Empires — projector</source>
        <translation>列欧帝国棋 — プロジェクター</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1の勝利</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Game record (JSON)…</source>
        <translation>ゲームの記録（JSON）…</translation>
    </message>
    <message>
        <source>Results log, plain text…</source>
        <translation>結果ログ（テキスト）…</translation>
    </message>
    <message>
        <source>Saved game of the &apos;diplomacy&apos; package (JSON)…</source>
        <translation>「diplomacy」パッケージの保存ゲーム（JSON）…</translation>
    </message>
    <message>
        <source>Boards of every phase (SVG, zip)…</source>
        <translation>全フェイズの盤面（SVG、zip）…</translation>
    </message>
    <message>
        <source>Boards of every phase (PNG, zip)…</source>
        <translation>全フェイズの盤面（PNG、zip）…</translation>
    </message>
    <message>
        <source>Web page with every phase…</source>
        <translation>全フェイズのウェブページ…</translation>
    </message>
    <message>
        <source>Order pane of power 1 … 7</source>
        <translation>国1…7の命令欄</translation>
    </message>
    <message>
        <source>Next / previous power</source>
        <translation>次／前の国</translation>
    </message>
    <message>
        <source>Complete a province name (a list when several fit)</source>
        <translation>地域名を補完（候補が複数あれば一覧）</translation>
    </message>
    <message>
        <source>Adjudicate the phase</source>
        <translation>このフェイズを判定</translation>
    </message>
    <message>
        <source>Start / pause / resume the clock</source>
        <translation>時計の開始／一時停止／再開</translation>
    </message>
    <message>
        <source>End the period now (all players agree, 2.2.2)</source>
        <translation>この期間をすぐに終える（全員の同意、2.2.2）</translation>
    </message>
    <message>
        <source>Extend by one minute / by …</source>
        <translation>1分延長／指定して延長</translation>
    </message>
    <message>
        <source>Straight to the results table, the retreats, the centres, the record, the score</source>
        <translation>結果の表・後退・補給都市・記録・得点へ直接</translation>
    </message>
    <message>
        <source>Call time (later changes are marked late, 2.1.3)</source>
        <translation>締切を宣言（以後の変更は遅れ扱い、2.1.3）</translation>
    </message>
    <message>
        <source>Let this power&apos;s late sheet stand / refuse it</source>
        <translation>この国の遅れた命令書を有効／無効にする</translation>
    </message>
    <message>
        <source>Next results tab (results, retreats, centres, record)</source>
        <translation>次の結果タブ（結果、後退、補給都市、記録）</translation>
    </message>
    <message>
        <source>Back to the order pane</source>
        <translation>命令欄に戻る</translation>
    </message>
    <message>
        <source>Projector window on/off / full screen</source>
        <translation>プロジェクター画面のオン／オフ／全画面</translation>
    </message>
    <message>
        <source>New / open / save the game as</source>
        <translation>新規／開く／名前を付けて保存</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>書き出し</translation>
    </message>
    <message>
        <source>Projector: standings / seating of the round / Best Country / full screen</source>
        <translation>プロジェクター：順位／ラウンドの席／ベストカントリー／全画面</translation>
    </message>
    <message>
        <source>Civil disorder for this power on/off (rule 4.3)</source>
        <translation>この国の内乱状態のオン／オフ（ルール4.3）</translation>
    </message>
    <message>
        <source>Declare the end of the game</source>
        <translation>ゲーム終了を宣言</translation>
    </message>
    <message>
        <source>Fit the board to its window</source>
        <translation>盤面をウィンドウに合わせる</translation>
    </message>
    <message>
        <source>Add a note to the record</source>
        <translation>記録にメモを追加</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>終了</translation>
    </message>
    <message>
        <source>Agreed end: draw between the survivors</source>
        <translation>合意による終了：生存者の引き分け</translation>
    </message>
    <message>
        <source>Shared victory</source>
        <translation>共同勝利</translation>
    </message>
    <message>
        <source>Agreed end at a year set in advance</source>
        <translation>事前に取り決めた年での終了</translation>
    </message>
    <message>
        <source>Agreed end at a time set in advance</source>
        <translation>事前に取り決めた時間での終了</translation>
    </message>
    <message>
        <source>End by vote</source>
        <translation>投票による終了</translation>
    </message>
    <message>
        <source>Conceded to one power</source>
        <translation>一国への投了</translation>
    </message>
    <message>
        <source>Victory</source>
        <translation>勝利</translation>
    </message>
    <message>
        <source>How it ends</source>
        <translation>終わり方</translation>
    </message>
    <message>
        <source>{power} ({n} centres)</source>
        <translation>{power}（補給都市{n}）</translation>
    </message>
    <message>
        <source>Winners / sharing</source>
        <translation>勝者／共同勝者</translation>
    </message>
    <message>
        <source>e.g. agreed at 23:10 by all players</source>
        <translation>例：23:10に全員が合意</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>詳細</translation>
    </message>
    <message>
        <source>Timer lengths</source>
        <translation>時計の長さ</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Retreats</source>
        <translation>後退</translation>
    </message>
    <message>
        <source>Centres &amp;&amp; adjustments</source>
        <translation>補給都市と増減</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>記録</translation>
    </message>
    <message>
        <source>Adjudicate  (Ctrl+Enter)</source>
        <translation>判定（Ctrl+Enter）</translation>
    </message>
    <message>
        <source>Call time (F8)</source>
        <translation>締切宣言（F8）</translation>
    </message>
    <message>
        <source>F1: keyboard shortcuts</source>
        <translation>F1：キーボード操作</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>新しいゲーム(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>開く(&amp;O)…</translation>
    </message>
    <message>
        <source>Recent games</source>
        <translation>最近のゲーム</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>名前を付けて保存(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>書き出し(&amp;E)</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>書き出し…</translation>
    </message>
    <message>
        <source>&amp;Join a tournament…</source>
        <translation>大会に参加(&amp;J)…</translation>
    </message>
    <message>
        <source>This board reports its centres and its result to the director&apos;s hub</source>
        <translation>この卓は補給都市と結果をディレクターのハブに送信します</translation>
    </message>
    <message>
        <source>Join a tournament</source>
        <translation>大会に参加</translation>
    </message>
    <message>
        <source>Ask to leave the room&apos;s clock</source>
        <translation>会場の時計から外れる（ディレクターの同意で）</translation>
    </message>
    <message>
        <source>This board keeps its own clock once the director consents</source>
        <translation>ディレクターが同意すると、この卓は自分の時計を使います</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>ゲーム(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Adjudicate</source>
        <translation>判定(&amp;A)</translation>
    </message>
    <message>
        <source>adjudicate</source>
        <translation>判定</translation>
    </message>
    <message>
        <source>&amp;Why? The figures of the selected result</source>
        <translation>なぜ？選んだ結果の数字(&amp;W)</translation>
    </message>
    <message>
        <source>why?</source>
        <translation>なぜ？</translation>
    </message>
    <message>
        <source>Why? The selected result&apos;s figures: attack, hold, defend and prevent strengths, supports counted or cut, convoy routes, the paradox rule</source>
        <translation>なぜ？選んだ結果の数字：攻撃・維持・防御・阻止の戦力、有効な支援とカットされた支援、輸送経路、パラドックスを解決したルール</translation>
    </message>
    <message>
        <source>Why?</source>
        <translation>なぜ？</translation>
    </message>
    <message>
        <source>Next power</source>
        <translation>次の国</translation>
    </message>
    <message>
        <source>next / previous power</source>
        <translation>次／前の国</translation>
    </message>
    <message>
        <source>Previous power</source>
        <translation>前の国</translation>
    </message>
    <message>
        <source>power</source>
        <translation>国</translation>
    </message>
    <message>
        <source>complete a name</source>
        <translation>名前の補完</translation>
    </message>
    <message>
        <source>Let the late sheet stand</source>
        <translation>遅れた命令書を有効にする</translation>
    </message>
    <message>
        <source>late sheet stands</source>
        <translation>遅れた命令書を有効に</translation>
    </message>
    <message>
        <source>Refuse the late sheet</source>
        <translation>遅れた命令書を無効にする</translation>
    </message>
    <message>
        <source>Civil disorder for this power on/off (4.3)</source>
        <translation>この国の内乱状態のオン／オフ（4.3）</translation>
    </message>
    <message>
        <source>Declare the &amp;end of the game…</source>
        <translation>ゲーム終了を宣言(&amp;E)…</translation>
    </message>
    <message>
        <source>Add a &amp;note to the record…</source>
        <translation>記録にメモを追加(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Clock</source>
        <translation>時計(&amp;C)</translation>
    </message>
    <message>
        <source>Start / pause / resume</source>
        <translation>開始／一時停止／再開</translation>
    </message>
    <message>
        <source>clock start/pause</source>
        <translation>時計の開始／停止</translation>
    </message>
    <message>
        <source>End the period now (all agree)</source>
        <translation>この期間をすぐに終える（全員の同意）</translation>
    </message>
    <message>
        <source>end period</source>
        <translation>期間終了</translation>
    </message>
    <message>
        <source>Extend by one minute</source>
        <translation>1分延長</translation>
    </message>
    <message>
        <source>+1 min</source>
        <translation>1分延長</translation>
    </message>
    <message>
        <source>Extend by…</source>
        <translation>延長…</translation>
    </message>
    <message>
        <source>Call time</source>
        <translation>締切宣言</translation>
    </message>
    <message>
        <source>call time</source>
        <translation>締切宣言</translation>
    </message>
    <message>
        <source>Take back the call of time</source>
        <translation>締切宣言を取り消す</translation>
    </message>
    <message>
        <source>Call time automatically when order writing runs out</source>
        <translation>命令記入の時間切れで自動的に締切を宣言</translation>
    </message>
    <message>
        <source>Timer lengths…</source>
        <translation>時計の長さ…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Projector window</source>
        <translation>プロジェクター画面(&amp;P)</translation>
    </message>
    <message>
        <source>projector</source>
        <translation>プロジェクター</translation>
    </message>
    <message>
        <source>Projector full screen</source>
        <translation>プロジェクターを全画面</translation>
    </message>
    <message>
        <source>Province codes only on the boards</source>
        <translation>盤面には地域の略号だけを表示</translation>
    </message>
    <message>
        <source>Unit marks in the language (陸/艦) instead of A/F</source>
        <translation>駒の印を日本語で（陸/海）、A/F の代わりに</translation>
    </message>
    <message>
        <source>Unit marks in the language</source>
        <translation>駒の印を日本語で</translation>
    </message>
    <message>
        <source>Order pane</source>
        <translation>命令欄</translation>
    </message>
    <message>
        <source>Next results tab</source>
        <translation>次の結果タブ</translation>
    </message>
    <message>
        <source>results tabs</source>
        <translation>結果タブ</translation>
    </message>
    <message>
        <source>results table … score tab</source>
        <translation>結果の表 … 得点タブ</translation>
    </message>
    <message>
        <source>Results table</source>
        <translation>結果の表</translation>
    </message>
    <message>
        <source>Retreats tab</source>
        <translation>「後退」タブ</translation>
    </message>
    <message>
        <source>Centres &amp;&amp; adjustments tab</source>
        <translation>「補給都市と増減」タブ</translation>
    </message>
    <message>
        <source>Record tab</source>
        <translation>「記録」タブ</translation>
    </message>
    <message>
        <source>Score tab</source>
        <translation>「得点」タブ</translation>
    </message>
    <message>
        <source>Results at full height</source>
        <translation>結果を全高で表示</translation>
    </message>
    <message>
        <source>results full height</source>
        <translation>結果を全高で</translation>
    </message>
    <message>
        <source>Results at full height / the board back</source>
        <translation>結果を全高で表示／地図に戻す</translation>
    </message>
    <message>
        <source>A click on the board writes the space into the sheet</source>
        <translation>地図をクリックすると地域を命令書に書き込む</translation>
    </message>
    <message>
        <source>Ctrl+click on the board: write the space into the sheet</source>
        <translation>Ctrl+地図クリック：地域を命令書に書き込む</translation>
    </message>
    <message>
        <source>Fit the board</source>
        <translation>盤面を合わせる</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>言語(&amp;L)</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>システムの言語</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Keyboard</source>
        <translation>キーボード操作(&amp;K)</translation>
    </message>
    <message>
        <source>all keys</source>
        <translation>キー一覧</translation>
    </message>
    <message>
        <source>&amp;About the referee&apos;s desk</source>
        <translation>審判デスクについて(&amp;A)</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>キー</translation>
    </message>
    <message>
        <source>Diplomacy</source>
        <translation>ディプロマシー</translation>
    </message>
    <message>
        <source>Retreats of the last adjudication:</source>
        <translation>直前の判定による後退：</translation>
    </message>
    <message>
        <source>  (no player)</source>
        <translation>（プレイヤーなし）</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Time called: changes now are marked late (2.1.3).</source>
        <translation>締切を宣言しました：以後の変更は遅れ扱いです（2.1.3）。</translation>
    </message>
    <message>
        <source> Late: {powers} (Ctrl+L lets a late sheet stand).</source>
        <translation>遅れ：{powers}（Ctrl+L で遅れた命令書を有効にする）。</translation>
    </message>
    <message>
        <source>Late sheets waiting for your decision: {powers}</source>
        <translation>判断を待つ遅れた命令書：{powers}</translation>
    </message>
    <message>
        <source>  (Undo the last adjudication with Ctrl+Alt+Z to go on.)</source>
        <translation>（続けるには Ctrl+Alt+Z で直前の判定を取り消してください。）</translation>
    </message>
    <message>
        <source>Retreats from {province}: {where}</source>
        <translation>{province}からの後退：{where}</translation>
    </message>
    <message>
        <source>none (disbands)</source>
        <translation>なし（解散）</translation>
    </message>
    <message>
        <source>{province}: Ctrl+click writes it into the sheet.</source>
        <translation>{province}：Ctrl+クリックで命令書に書き込みます。</translation>
    </message>
    <message>
        <source>{power}&apos;s sheet is not late.</source>
        <translation>{power}の命令書は遅れていません。</translation>
    </message>
    <message>
        <source>The late sheet of {power} stands.</source>
        <translation>{power}の遅れた命令書を有効にしました。</translation>
    </message>
    <message>
        <source>The late sheet of {power} is refused: it does not count.</source>
        <translation>{power}の遅れた命令書を無効にしました：数えません。</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>ゲームは終了しています</translation>
    </message>
    <message>
        <source>The game has ended. Undo the last adjudication (Ctrl+Alt+Z) to go on.</source>
        <translation>ゲームは終了しました。続けるには直前の判定を取り消してください（Ctrl+Alt+Z）。</translation>
    </message>
    <message>
        <source>Late sheets</source>
        <translation>遅れた命令書</translation>
    </message>
    <message>
        <source>These sheets were changed after time was called and do not count unless you let them stand (Ctrl+L): {powers}.

Adjudicate anyway?</source>
        <translation>次の命令書は締切宣言の後に変更されたため、有効にしない限り（Ctrl+L）数えません：{powers}。

このまま判定しますか？</translation>
    </message>
    <message>
        <source>Cannot adjudicate</source>
        <translation>判定できません</translation>
    </message>
    <message>
        <source>{phase} adjudicated; now {next}.</source>
        <translation>{phase}を判定しました。現在は{next}です。</translation>
    </message>
    <message>
        <source>heads</source>
        <translation>表</translation>
    </message>
    <message>
        <source>tails</source>
        <translation>裏</translation>
    </message>
    <message>
        <source> Coin toss ({side}): {power} joins {joins}.</source>
        <translation>コイントス（{side}）：{power}は{joins}の側に加わります。</translation>
    </message>
    <message>
        <source> The game is over.</source>
        <translation>ゲームは終了しました。</translation>
    </message>
    <message>
        <source>The clock has not been started.</source>
        <translation>時計はまだ始まっていません。</translation>
    </message>
    <message>
        <source>The diplomacy period is still on: order writing has not begun.</source>
        <translation>外交フェイズの最中です。命令記入はまだ始まっていません。</translation>
    </message>
    <message>
        <source>Time has not been called on order writing (F8).</source>
        <translation>命令記入の締切はまだ宣言されていません（F8）。</translation>
    </message>
    <message>
        <source>No orders yet from: {powers}.</source>
        <translation>まだ命令がない国：{powers}。</translation>
    </message>
    <message>
        <source>Adjudicate now?</source>
        <translation>今すぐ判定しますか？</translation>
    </message>
    <message>
        <source>Adjudicate before time is called?</source>
        <translation>締切宣言の前に判定しますか？</translation>
    </message>
    <message>
        <source>Nothing to undo</source>
        <translation>取り消せるものがありません</translation>
    </message>
    <message>
        <source>No phase has been adjudicated yet.</source>
        <translation>まだどのフェイズも判定していません。</translation>
    </message>
    <message>
        <source>Undo the adjudication</source>
        <translation>判定の取り消し</translation>
    </message>
    <message>
        <source>Take back the adjudication of {phase}? Its orders come back for correction; both versions stay in the game record.</source>
        <translation>{phase}の判定を取り消しますか？命令は修正のために戻され、両方ともゲームの記録に残ります。</translation>
    </message>
    <message>
        <source>Cannot undo</source>
        <translation>取り消せません</translation>
    </message>
    <message>
        <source>The adjudication of {phase} was taken back. Correct the orders and adjudicate again.</source>
        <translation>{phase}の判定を取り消しました。命令を直してもう一度判定してください。</translation>
    </message>
    <message>
        <source>Civil disorder</source>
        <translation>内乱</translation>
    </message>
    <message>
        <source>Put {power} in civil disorder? Its units hold, dislodged units disband and removals follow the rules (chapter 4).</source>
        <translation>{power}を内乱状態にしますか？駒は維持し、撃退された駒は解散し、削減はルールに従います（第4章）。</translation>
    </message>
    <message>
        <source>Take {power} out of civil disorder: its player is back?</source>
        <translation>{power}の内乱状態を解除しますか？プレイヤーが戻りましたか？</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>メモ</translation>
    </message>
    <message>
        <source>A note for the game record:</source>
        <translation>ゲームの記録へのメモ：</translation>
    </message>
    <message>
        <source>Warning: {minutes} minute(s) left of {period}.</source>
        <translation>警告：{period}の残りは{minutes}分です。</translation>
    </message>
    <message>
        <source>… F1: every key</source>
        <translation>… F1：すべてのキー</translation>
    </message>
    <message>
        <source>Order writing is over: time is called (sheets changed now are late). Adjudicate with Ctrl+Enter.</source>
        <translation>命令記入の時間が終わりました。締切を宣言しました（これ以降に変わった命令書は遅れです）。Ctrl+Enter で判定します。</translation>
    </message>
    <message>
        <source>Order writing is over: call time (F8), then adjudicate (Ctrl+Enter).</source>
        <translation>命令記入は終わりました：締切を宣言し（F8）、判定してください（Ctrl+Enter）。</translation>
    </message>
    <message>
        <source> Refused as late: {powers}.</source>
        <translation> 遅れたため却下：{powers}。</translation>
    </message>
    <message>
        <source>The late sheet of {power} is refused already.</source>
        <translation>{power}の遅れた命令書はすでに却下されています。</translation>
    </message>
    <message>
        <source>F5 starts the diplomacy period</source>
        <translation>F5 で交渉期間を開始</translation>
    </message>
    <message>
        <source>F5 starts the clock</source>
        <translation>F5 で時計を開始</translation>
    </message>
    <message>
        <source>F5 starts order writing</source>
        <translation>F5 で命令記入を開始</translation>
    </message>
    <message>
        <source>Call time (F8) and adjudicate (Ctrl+Enter)</source>
        <translation>締切を宣言（F8）して判定（Ctrl+Enter）</translation>
    </message>
    <message>
        <source>Adjudicate (Ctrl+Enter)</source>
        <translation>判定（Ctrl+Enter）</translation>
    </message>
    <message>
        <source>Paused: F5 resumes</source>
        <translation>一時停止中：F5 で再開</translation>
    </message>
    <message>
        <source>F6 ends it early · F7 +1 min</source>
        <translation>F6 で早めに終了 · F7 で1分延長</translation>
    </message>
    <message>
        <source>Retreats are written at once (2.5.2)</source>
        <translation>後退命令はすぐに書く（2.5.2）</translation>
    </message>
    <message>
        <source>Builds and removals are written at once (2.6.5)</source>
        <translation>増設と削減はすぐに書く（2.6.5）</translation>
    </message>
    <message>
        <source>Time is called: adjudicate (Ctrl+Enter)</source>
        <translation>締切宣言済み：判定（Ctrl+Enter）</translation>
    </message>
    <message>
        <source>Start clock (F5)</source>
        <translation>時計を開始（F5）</translation>
    </message>
    <message>
        <source>Pause (F5)</source>
        <translation>一時停止（F5）</translation>
    </message>
    <message>
        <source>Resume (F5)</source>
        <translation>再開（F5）</translation>
    </message>
    <message>
        <source>This period is over. Extend it (F7) or adjudicate (Ctrl+Enter).</source>
        <translation>この期間は終わりました。延長する（F7）か判定してください（Ctrl+Enter）。</translation>
    </message>
    <message>
        <source>No period is running.</source>
        <translation>進行中の期間はありません。</translation>
    </message>
    <message>
        <source>Diplomacy ended early; order writing has started.</source>
        <translation>交渉期間を早めに終えました。命令記入が始まりました。</translation>
    </message>
    <message>
        <source>Extended by {minutes} minute(s).</source>
        <translation>{minutes}分延長しました。</translation>
    </message>
    <message>
        <source>Extend</source>
        <translation>延長</translation>
    </message>
    <message>
        <source>Extend the period by (minutes):</source>
        <translation>この期間の延長（分）：</translation>
    </message>
    <message>
        <source>Time is already called (Shift+F8 takes it back).</source>
        <translation>締切はすでに宣言されています（Shift+F8 で取り消し）。</translation>
    </message>
    <message>
        <source>Time called: any change now is marked late; you decide whether it stands.</source>
        <translation>締切を宣言しました：以後の変更はすべて遅れ扱いで、有効かどうかは審判が決めます。</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <source>Cannot save the game</source>
        <translation>ゲームを保存できません</translation>
    </message>
    <message>
        <source>Open a game</source>
        <translation>ゲームを開く</translation>
    </message>
    <message>
        <source>Cannot open the game</source>
        <translation>ゲームを開けません</translation>
    </message>
    <message>
        <source>{file} could not be read: {error}</source>
        <translation>{file}を読めませんでした：{error}</translation>
    </message>
    <message>
        <source>{file} holds a game of {game}, which this window cannot show yet; referee-cli can.</source>
        <translation>{file} は{game}のゲームで、このウィンドウではまだ表示できません。referee-cli を使ってください。</translation>
    </message>
    <message>
        <source>Opened {file}: {phase}.</source>
        <translation>{file}を開きました：{phase}。</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>保存できません</translation>
    </message>
    <message>
        <source>Saved. Every change is stored as it happens in {file}.</source>
        <translation>保存しました。変更はすべて、その都度{file}に保存されます。</translation>
    </message>
    <message>
        <source>Save the game as</source>
        <translation>名前を付けてゲームを保存</translation>
    </message>
    <message>
        <source>Saved as {path}.</source>
        <translation>{path}として保存しました。</translation>
    </message>
    <message>
        <source>(none yet)</source>
        <translation>（まだなし）</translation>
    </message>
    <message>
        <source>Export the game as:</source>
        <translation>ゲームの書き出し形式：</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>書き出しに失敗しました</translation>
    </message>
    <message>
        <source>Referee&apos;s desk</source>
        <translation>審判デスク</translation>
    </message>
    <message>
        <source>{title} — {file} — {program}</source>
        <translation>{title} — {file} — {program}</translation>
    </message>
    <message>
        <source>{title} — {program}</source>
        <translation>{title} — {program}</translation>
    </message>
    <message>
        <source>{game} cannot be shown on the players&apos; phones yet.</source>
        <translation>{game} はまだプレイヤーの携帯電話に表示できません。</translation>
    </message>
    <message>
        <source>A tournament board is a Diplomacy game with its file: start or open the board&apos;s game first.</source>
        <translation>大会の卓はファイルのあるディプロマシーのゲームです。先にこの卓のゲームを始めるか開いてください。</translation>
    </message>
    <message>
        <source>This board has not joined a tournament.</source>
        <translation>この卓は大会に参加していません。</translation>
    </message>
    <message>
        <source>The hub&apos;s address (the director&apos;s window shows it):</source>
        <translation>ハブのアドレス（ディレクターの画面に出ています）：</translation>
    </message>
    <message>
        <source>This board&apos;s number:</source>
        <translation>この卓の番号：</translation>
    </message>
    <message>
        <source>Board {board} of the tournament: {waiting} to send</source>
        <translation>大会の第{board}卓：送信待ち{waiting}件</translation>
    </message>
    <message>
        <source>Board {board} of the tournament: all sent</source>
        <translation>大会の第{board}卓：すべて送信済み</translation>
    </message>
    <message>
        <source>the hub cannot be reached; trying again</source>
        <translation>ハブに接続できません。再試行します</translation>
    </message>
    <message>
        <source>Could not export as {format}: {error}</source>
        <translation>{format}として書き出せませんでした：{error}</translation>
    </message>
    <message>
        <source>Exported {format} to {path}.</source>
        <translation>{format}を{path}に書き出しました。</translation>
    </message>
    <message>
        <source>Saving failed</source>
        <translation>保存に失敗しました</translation>
    </message>
    <message>
        <source>{problem}

Choose another place to save the game, so that nothing is lost.</source>
        <translation>{problem}

何も失われないように、別の場所を選んでゲームを保存してください。</translation>
    </message>
    <message>
        <source>Save the game elsewhere</source>
        <translation>別の場所にゲームを保存</translation>
    </message>
    <message>
        <source>{game} games (*{suffix})</source>
        <translation>{game}のゲームファイル (*{suffix})</translation>
    </message>
    <message>
        <source>Game files ({patterns})</source>
        <translation>ゲームファイル ({patterns})</translation>
    </message>
    <message>
        <source>NOT SAVED: {error}</source>
        <translation>保存されていません：{error}</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>キーボード操作</translation>
    </message>
    <message>
        <source>The record, plain text…</source>
        <translation>記録、プレーンテキスト…</translation>
    </message>
    <message>
        <source>Web page with the VP chart…</source>
        <translation>VPグラフ付きのウェブページ…</translation>
    </message>
    <message>
        <source>Roll: the mandated offensives (A), the combat (B), a siege (D)</source>
        <translation>振る：義務攻勢（A）、戦闘（B）、包囲（D）</translation>
    </message>
    <message>
        <source>Log the action round (B), the replacement points spent (F)</source>
        <translation>アクションラウンド（B）、使った補充ポイント（F）を記録</translation>
    </message>
    <message>
        <source>&amp;Finish the segment</source>
        <translation>セグメントを終える(&amp;F)</translation>
    </message>
    <message>
        <source>finish the segment</source>
        <translation>セグメント終了</translation>
    </message>
    <message>
        <source>Finish the segment and go to the next (6.0)</source>
        <translation>セグメントを終えて次へ（6.0）</translation>
    </message>
    <message>
        <source>Cannot finish the segment</source>
        <translation>セグメントを終えられません</translation>
    </message>
    <message>
        <source>&amp;Undo the last operation</source>
        <translation>直前の操作を取り消す(&amp;U)</translation>
    </message>
    <message>
        <source>undo</source>
        <translation>取り消し</translation>
    </message>
    <message>
        <source>Undo the last operation (it stays in the record, taken back)</source>
        <translation>直前の操作を取り消す（取り消しとして記録に残る）</translation>
    </message>
    <message>
        <source>&amp;Roll</source>
        <translation>振る(&amp;R)</translation>
    </message>
    <message>
        <source>roll</source>
        <translation>サイコロ</translation>
    </message>
    <message>
        <source>Cannot roll</source>
        <translation>振れません</translation>
    </message>
    <message>
        <source>&amp;Log the action / the RP spent</source>
        <translation>行動・使ったRPを記録(&amp;L)</translation>
    </message>
    <message>
        <source>log the action</source>
        <translation>行動を記録</translation>
    </message>
    <message>
        <source>Cannot log it</source>
        <translation>記録できません</translation>
    </message>
    <message>
        <source>&amp;Combat</source>
        <translation>戦闘(&amp;C)</translation>
    </message>
    <message>
        <source>combat</source>
        <translation>戦闘</translation>
    </message>
    <message>
        <source>Combat (12.2.1): the units and cards of the next combat</source>
        <translation>戦闘（12.2.1）：次の戦闘のユニットとカード</translation>
    </message>
    <message>
        <source>New combat</source>
        <translation>新しい戦闘</translation>
    </message>
    <message>
        <source>A new combat: the inputs cleared</source>
        <translation>新しい戦闘：入力を消去</translation>
    </message>
    <message>
        <source>Mandated offensive &amp;made…</source>
        <translation>義務攻勢を実施(&amp;M)…</translation>
    </message>
    <message>
        <source>A side made its mandated offensive (7.1.3)</source>
        <translation>一方が義務攻勢を実施した（7.1.3）</translation>
    </message>
    <message>
        <source>Mandated offensive</source>
        <translation>義務攻勢</translation>
    </message>
    <message>
        <source>&amp;Entrenchment roll…</source>
        <translation>塹壕構築のダイス(&amp;E)…</translation>
    </message>
    <message>
        <source>An entrenchment roll (11.2)</source>
        <translation>塹壕構築のダイス（11.2）</translation>
    </message>
    <message>
        <source>Entrenchment roll</source>
        <translation>塹壕構築のダイス</translation>
    </message>
    <message>
        <source>&amp;VP change…</source>
        <translation>VPの変更(&amp;V)…</translation>
    </message>
    <message>
        <source>VP change</source>
        <translation>VPの変更</translation>
    </message>
    <message>
        <source>A change of the VP track read off the VP table (5.1.2)</source>
        <translation>VP表に従ったVPトラックの変更（5.1.2）</translation>
    </message>
    <message>
        <source>C&amp;onfirm the offered VP change</source>
        <translation>提案された VP 変更を確認(&amp;O)</translation>
    </message>
    <message>
        <source>Confirm a VP change the state gives (E.1, E.4): it is recorded with its reason</source>
        <translation>状況から出る VP 変更を確認（E.1、E.4）：理由とともに記録</translation>
    </message>
    <message>
        <source>A space&apos;s &amp;stack…</source>
        <translation>スペースのスタック(&amp;S)…</translation>
    </message>
    <message>
        <source>The order of battle: a space&apos;s units, trench and control</source>
        <translation>戦闘序列：スペースのユニット、塹壕、支配</translation>
    </message>
    <message>
        <source>A space&apos;s stack</source>
        <translation>スペースのスタック</translation>
    </message>
    <message>
        <source>Re&amp;treat or advance after the combat…</source>
        <translation>戦闘後の退却・前進(&amp;T)…</translation>
    </message>
    <message>
        <source>The order of battle: the last combat&apos;s retreat or advance (12.5, 12.6)</source>
        <translation>戦闘序列:直前の戦闘の退却または前進 (12.5, 12.6)</translation>
    </message>
    <message>
        <source>Retreat or advance</source>
        <translation>退却または前進</translation>
    </message>
    <message>
        <source>Remove the units out of s&amp;upply (C)</source>
        <translation>補給切れのユニットを除去（C）(&amp;U)</translation>
    </message>
    <message>
        <source>Phase C with the order of battle kept: the units out of supply removed (14.3.5)</source>
        <translation>戦闘序列を記録しているときの消耗フェイズ：補給切れのユニットを除去（14.3.5）</translation>
    </message>
    <message>
        <source>Attrition</source>
        <translation>消耗</translation>
    </message>
    <message>
        <source>Events in &amp;play…</source>
        <translation>プレイ済みのイベント(&amp;P)…</translation>
    </message>
    <message>
        <source>Events the aid must know of (Hoffmann, Entrench …)</source>
        <translation>ツールが知るべきイベント（Hoffmann、Entrench …）</translation>
    </message>
    <message>
        <source>Events in play</source>
        <translation>プレイ済みのイベント</translation>
    </message>
    <message>
        <source>A nation enters the &amp;war…</source>
        <translation>国の参戦(&amp;W)…</translation>
    </message>
    <message>
        <source>A nation enters the war</source>
        <translation>参戦する国</translation>
    </message>
    <message>
        <source>Peace terms &amp;accepted…</source>
        <translation>和平の受諾(&amp;A)…</translation>
    </message>
    <message>
        <source>Peace terms</source>
        <translation>和平</translation>
    </message>
    <message>
        <source>Arm&amp;istice (E.3)…</source>
        <translation>休戦(&amp;I)（E.3）…</translation>
    </message>
    <message>
        <source>Armistice</source>
        <translation>休戦</translation>
    </message>
    <message>
        <source>The segment&apos;s entry</source>
        <translation>セグメントの入力</translation>
    </message>
    <message>
        <source>the segment&apos;s entry</source>
        <translation>セグメントの入力</translation>
    </message>
    <message>
        <source>Back to the segment&apos;s entry (the action, the dice, the RP)</source>
        <translation>セグメントの入力へ戻る（行動、ダイス、RP）</translation>
    </message>
    <message>
        <source>Next tab</source>
        <translation>次のタブ</translation>
    </message>
    <message>
        <source>record / VP chart / counts</source>
        <translation>記録・VPグラフ・計算</translation>
    </message>
    <message>
        <source>Next tab (record, VP chart, counts)</source>
        <translation>次のタブ（記録、VPグラフ、計算）</translation>
    </message>
    <message>
        <source>The segment&apos;s checklist</source>
        <translation>セグメントのチェックリスト</translation>
    </message>
    <message>
        <source>To the checklist (Space ticks a line)</source>
        <translation>チェックリストへ（スペースでチェック）</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>得点</translation>
    </message>
    <message>
        <source>New game from a &amp;position…</source>
        <translation>局面から新しいゲーム(&amp;P)…</translation>
    </message>
    <message>
        <source>New game from any position: edited, or a phase of a game file or export</source>
        <translation>任意の局面から新しいゲーム：編集した局面、またはゲームファイルや書き出しファイルのフェイズから</translation>
    </message>
    <message>
        <source>&amp;Tournament…</source>
        <translation>大会(&amp;T)…</translation>
    </message>
    <message>
        <source>The tournament window: players, rounds, results, standings</source>
        <translation>大会ウィンドウ：プレイヤー、ラウンド、結果、順位</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>大会</translation>
    </message>
    <message>
        <source>&amp;Score of the game…</source>
        <translation>ゲームの得点(&amp;S)…</translation>
    </message>
    <message>
        <source>Score of the ended game: choose the scoring system</source>
        <translation>終わったゲームの得点：得点方式を選ぶ</translation>
    </message>
    <message>
        <source>&amp;Record the score under the chosen system</source>
        <translation>選んだ得点方式で得点を記録(&amp;R)</translation>
    </message>
    <message>
        <source>Cannot score the game</source>
        <translation>ゲームの得点を計算できません</translation>
    </message>
    <message>
        <source>&amp;Share with players (phones, local network)</source>
        <translation>プレイヤーと共有（スマートフォン、ローカルネットワーク）(&amp;S)</translation>
    </message>
    <message>
        <source>Share the board with the players&apos; phones (read-only page) on/off</source>
        <translation>プレイヤーのスマートフォンに盤面を共有（読み取り専用のページ）オン／オフ</translation>
    </message>
    <message>
        <source>Share with players</source>
        <translation>プレイヤーと共有</translation>
    </message>
    <message>
        <source>Typed orders of every power on the board</source>
        <translation>全ての国の入力済み命令を盤面に表示</translation>
    </message>
    <message>
        <source>Typed orders on the board: every power&apos;s / the selected power&apos;s</source>
        <translation>盤面に入力済みの命令：全ての国／選んだ国</translation>
    </message>
    <message>
        <source>Colours safe for colour-blind players</source>
        <translation>色覚の多様性に配慮した配色</translation>
    </message>
    <message>
        <source>Power initials on the units</source>
        <translation>駒に国の頭文字を表示</translation>
    </message>
    <message>
        <source>New / open a tournament file</source>
        <translation>大会ファイルの新規作成／開く</translation>
    </message>
    <message>
        <source>Players / rounds / standings</source>
        <translation>プレイヤー／ラウンド／順位</translation>
    </message>
    <message>
        <source>Previous / next round</source>
        <translation>前のラウンド／次のラウンド</translation>
    </message>
    <message>
        <source>Export the standings</source>
        <translation>順位を書き出す</translation>
    </message>
    <message>
        <source>Cannot record the result</source>
        <translation>結果を記録できません</translation>
    </message>
    <message>
        <source>Cannot change the seats</source>
        <translation>席を変更できません</translation>
    </message>
    <message>
        <source>&amp;Tournament</source>
        <translation>大会(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;New tournament…</source>
        <translation>新しい大会(&amp;N)…</translation>
    </message>
    <message>
        <source>New tournament</source>
        <translation>新しい大会</translation>
    </message>
    <message>
        <source>Cannot open the tournament</source>
        <translation>大会を開けません</translation>
    </message>
    <message>
        <source>Scoring system and &amp;tie-breaks…</source>
        <translation>得点方式とタイブレーク(&amp;T)…</translation>
    </message>
    <message>
        <source>Scoring system and tie-breaks</source>
        <translation>得点方式とタイブレーク</translation>
    </message>
    <message>
        <source>Standings as a &amp;spreadsheet (CSV)…</source>
        <translation>順位を表計算（CSV）に(&amp;S)…</translation>
    </message>
    <message>
        <source>Standings as a &amp;web page…</source>
        <translation>順位をウェブページに(&amp;W)…</translation>
    </message>
    <message>
        <source>Serve the &amp;boards (tournament hub)</source>
        <translation>各卓にハブを開く(&amp;B)</translation>
    </message>
    <message>
        <source>The boards&apos; desks report to this window over the local network</source>
        <translation>各卓の端末がローカルネットワークでこの画面に送信します</translation>
    </message>
    <message>
        <source>The room&apos;s c&amp;lock…</source>
        <translation>会場の時計(&amp;L)…</translation>
    </message>
    <message>
        <source>Every joined board&apos;s diplomacy ends at the same moment</source>
        <translation>参加しているすべての卓の外交時間が同時に終わります</translation>
    </message>
    <message>
        <source>A board keeps its own clock…</source>
        <translation>ある卓が自分の時計を使う…</translation>
    </message>
    <message>
        <source>The director consents: a board leaves the room&apos;s clock (kept in the log)</source>
        <translation>ディレクターが同意：ある卓が会場の時計から外れます（ログに残ります）</translation>
    </message>
    <message>
        <source>&amp;Close the window</source>
        <translation>ウィンドウを閉じる(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>プレイヤー(&amp;P)</translation>
    </message>
    <message>
        <source>players</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>&amp;Add a player</source>
        <translation>プレイヤーを追加(&amp;A)</translation>
    </message>
    <message>
        <source>add a player</source>
        <translation>プレイヤー追加</translation>
    </message>
    <message>
        <source>Add a player (type the name, Enter; late players play from the next round)</source>
        <translation>プレイヤーを追加（名前を入力して Enter。途中参加者は次のラウンドから）</translation>
    </message>
    <message>
        <source>&amp;Drop the player…</source>
        <translation>プレイヤーの棄権(&amp;D)…</translation>
    </message>
    <message>
        <source>Drop the chosen player: no more rounds after the last one seated</source>
        <translation>選んだプレイヤーの棄権：席が決まった最後のラウンドの後は出場しない</translation>
    </message>
    <message>
        <source>Cannot drop the player</source>
        <translation>プレイヤーを棄権させられません</translation>
    </message>
    <message>
        <source>&amp;Absent from the next round (roll call)</source>
        <translation>次のラウンドを欠席（出欠）(&amp;A)</translation>
    </message>
    <message>
        <source>Roll call: the chosen player is not here for the next round, or is again</source>
        <translation>出欠：選んだプレイヤーが次のラウンドに欠席、または再び出席</translation>
    </message>
    <message>
        <source>Roll call</source>
        <translation>出欠</translation>
    </message>
    <message>
        <source>S&amp;tandby player</source>
        <translation>補欠(&amp;T)</translation>
    </message>
    <message>
        <source>The chosen player plays only when a board needs a player</source>
        <translation>選んだプレイヤーは卓が必要な時だけプレイ</translation>
    </message>
    <message>
        <source>May play t&amp;wo boards</source>
        <translation>2卓同時可(&amp;W)</translation>
    </message>
    <message>
        <source>The chosen player may play a second board to fill one</source>
        <translation>選んだプレイヤーは2卓目もプレイできます</translation>
    </message>
    <message>
        <source>&amp;Rounds</source>
        <translation>ラウンド(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Seating and results</source>
        <translation>席と結果(&amp;S)</translation>
    </message>
    <message>
        <source>rounds</source>
        <translation>ラウンド</translation>
    </message>
    <message>
        <source>Seat the &amp;next round</source>
        <translation>次のラウンドの席決め(&amp;N)</translation>
    </message>
    <message>
        <source>seat the next round</source>
        <translation>次のラウンドの席決め</translation>
    </message>
    <message>
        <source>Seat the next round: boards of seven, powers as varied as possible</source>
        <translation>次のラウンドの席決め：1卓7人、担当国はできるだけ重ならないように</translation>
    </message>
    <message>
        <source>Cannot seat the next round</source>
        <translation>次のラウンドの席を決められません</translation>
    </message>
    <message>
        <source>Previous round</source>
        <translation>前のラウンド</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>次のラウンド</translation>
    </message>
    <message>
        <source>Type the board&apos;s &amp;result…</source>
        <translation>卓の結果を入力(&amp;R)…</translation>
    </message>
    <message>
        <source>type a result</source>
        <translation>結果を入力</translation>
    </message>
    <message>
        <source>Type the chosen board&apos;s result (centres, draw or solo)</source>
        <translation>選んだ卓の結果を入力（補給都市、引き分けか単独勝利）</translation>
    </message>
    <message>
        <source>Result from a &amp;game file…</source>
        <translation>ゲームファイルから結果を取得(&amp;G)…</translation>
    </message>
    <message>
        <source>result from a game file</source>
        <translation>ゲームファイルから結果</translation>
    </message>
    <message>
        <source>Take the chosen board&apos;s result from its ended game file</source>
        <translation>選んだ卓の結果を終わったゲームのファイルから取得</translation>
    </message>
    <message>
        <source>&amp;Clear the board&apos;s result</source>
        <translation>卓の結果を消す(&amp;C)</translation>
    </message>
    <message>
        <source>S&amp;wap the seat with another…</source>
        <translation>別の席と入れ替え(&amp;W)…</translation>
    </message>
    <message>
        <source>swap seats</source>
        <translation>席の入れ替え</translation>
    </message>
    <message>
        <source>Swap the chosen seat&apos;s player with another seat&apos;s</source>
        <translation>選んだ席のプレイヤーを別の席のプレイヤーと入れ替え</translation>
    </message>
    <message>
        <source>Put a &amp;player in the seat…</source>
        <translation>プレイヤーを席に着ける(&amp;P)…</translation>
    </message>
    <message>
        <source>Put a player in the chosen seat (a late arrival)</source>
        <translation>選んだ席にプレイヤーを着ける（遅れて来た人）</translation>
    </message>
    <message>
        <source>Seat played in ci&amp;vil disorder</source>
        <translation>この席を無政府状態に(&amp;V)</translation>
    </message>
    <message>
        <source>Nobody plays the chosen empty seat: civil disorder</source>
        <translation>選んだ空席は誰も担当しない：無政府状態</translation>
    </message>
    <message>
        <source>&amp;Standings</source>
        <translation>順位(&amp;S)</translation>
    </message>
    <message>
        <source>standings</source>
        <translation>順位</translation>
    </message>
    <message>
        <source>Standings on the &amp;projector</source>
        <translation>順位をプロジェクターに(&amp;P)</translation>
    </message>
    <message>
        <source>Seating of the round on the projector</source>
        <translation>ラウンドの席をプロジェクターに</translation>
    </message>
    <message>
        <source>Best Country on the projector</source>
        <translation>ベストカントリーをプロジェクターに</translation>
    </message>
    <message>
        <source>Back: take back the last adjudication or correction</source>
        <translation>戻る：最後の判定または訂正を取り消す</translation>
    </message>
    <message>
        <source>Forward: adjudicate the phase</source>
        <translation>進む：このフェイズを判定</translation>
    </message>
    <message>
        <source>Cannot save the sandbox</source>
        <translation>サンドボックスを保存できません</translation>
    </message>
    <message>
        <source>&amp;Sandbox</source>
        <translation>サンドボックス(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Save the sandbox</source>
        <translation>サンドボックスを保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save the sandbox &amp;as…</source>
        <translation>サンドボックスに名前を付けて保存(&amp;A)…</translation>
    </message>
    <message>
        <source>Show it on the &amp;projector (teaching)</source>
        <translation>プロジェクターに映す（説明用）(&amp;P)</translation>
    </message>
    <message>
        <source>on the projector</source>
        <translation>プロジェクター</translation>
    </message>
    <message>
        <source>Show the sandbox on the projector, for teaching (again: the game)</source>
        <translation>サンドボックスをプロジェクターに映す（説明用。もう一度押すとゲームに戻る）</translation>
    </message>
    <message>
        <source>&amp;Close the sandbox</source>
        <translation>サンドボックスを閉じる(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Orders</source>
        <translation>命令(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>戻る(&amp;B)</translation>
    </message>
    <message>
        <source>back</source>
        <translation>戻る</translation>
    </message>
    <message>
        <source>Edit the &amp;position…</source>
        <translation>局面を編集(&amp;P)…</translation>
    </message>
    <message>
        <source>edit the position</source>
        <translation>局面を編集</translation>
    </message>
    <message>
        <source>&amp;Undo last adjudication or correction</source>
        <translation>最後の判定または訂正を取り消す(&amp;U)</translation>
    </message>
    <message>
        <source>Undo the last adjudication, or the last correction of the position (everything stays in the record)</source>
        <translation>最後の判定、または最後の局面の訂正を取り消す（すべて記録に残る）</translation>
    </message>
    <message>
        <source>Correct the &amp;position…</source>
        <translation>局面を訂正(&amp;P)…</translation>
    </message>
    <message>
        <source>correct the position</source>
        <translation>局面を訂正</translation>
    </message>
    <message>
        <source>Correct the position (kept in the record with your note; Ctrl+Alt+Z takes it back)</source>
        <translation>局面を訂正（メモとともに記録に残る。Ctrl+Alt+Z で取り消し）</translation>
    </message>
    <message>
        <source>Cannot correct the position</source>
        <translation>局面を訂正できません</translation>
    </message>
    <message>
        <source>&amp;Sandbox…</source>
        <translation>サンドボックス(&amp;S)…</translation>
    </message>
    <message>
        <source>sandbox</source>
        <translation>サンドボックス</translation>
    </message>
    <message>
        <source>A sandbox: a copy of any phase (or an empty board) to try orders in; never the game</source>
        <translation>サンドボックス：任意のフェイズ（または空の盤）の複製で命令を試す。ゲームには一切影響しない</translation>
    </message>
    <message>
        <source>Sandbox</source>
        <translation>サンドボックス</translation>
    </message>
    <message>
        <source>{power}, line {n}: {order}</source>
        <translation>{power}、{n}行目：{order}</translation>
    </message>
    <message>
        <source>Undo the correction</source>
        <translation>訂正の取り消し</translation>
    </message>
    <message>
        <source>Take back the correction of the position made in {phase} ({note})? The position before it comes back; both stay in the game record.</source>
        <translation>{phase}に行った局面の訂正（{note}）を取り消しますか？ 訂正前の局面に戻ります。どちらもゲームの記録に残ります。</translation>
    </message>
    <message>
        <source>The correction of the position was taken back.</source>
        <translation>局面の訂正を取り消しました。</translation>
    </message>
    <message>
        <source>Correct the position — {phase}</source>
        <translation>局面の訂正 — {phase}</translation>
    </message>
    <message>
        <source>The position was corrected and the correction kept in the record; Ctrl+Alt+Z takes it back.</source>
        <translation>局面を訂正し、訂正を記録に残しました。Ctrl+Alt+Z で取り消せます。</translation>
    </message>
    <message>
        <source>New game from a position</source>
        <translation>局面から新しいゲーム</translation>
    </message>
    <message>
        <source>Starting position</source>
        <translation>初期配置</translation>
    </message>
    <message>
        <source>Empty board</source>
        <translation>空の盤</translation>
    </message>
    <message>
        <source>A phase of a game file…</source>
        <translation>ゲームファイルのフェイズ…</translation>
    </message>
    <message>
        <source>A phase of a game file</source>
        <translation>ゲームファイルのフェイズ</translation>
    </message>
    <message>
        <source>Games and exports (*.dipgame *.json);;All files (*)</source>
        <translation>ゲームと書き出しファイル (*.dipgame *.json);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Which phase?</source>
        <translation>どのフェイズ？</translation>
    </message>
    <message>
        <source>The phase to start from:</source>
        <translation>開始するフェイズ：</translation>
    </message>
    <message>
        <source>Cannot read the file</source>
        <translation>ファイルを読めません</translation>
    </message>
    <message>
        <source>Now: {phase}, with the orders written so far</source>
        <translation>現在：{phase}（ここまでに書かれた命令つき）</translation>
    </message>
    <message>
        <source>{phase}, as adjudicated, with its orders</source>
        <translation>{phase}（判定したときの局面と命令）</translation>
    </message>
    <message>
        <source>An empty board</source>
        <translation>空の盤</translation>
    </message>
    <message>
        <source>A sandbox is a copy to try orders in; the game never changes. Copy:</source>
        <translation>サンドボックスは命令を試すための複製で、ゲームは変わりません。複製するもの：</translation>
    </message>
    <message>
        <source>the game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <source>Score under {system} kept in the game record.</source>
        <translation>{system}による得点をゲームの記録に残しました。</translation>
    </message>
    <message>
        <source>Diplomacy games (*{suffix});;All files (*)</source>
        <translation>ゲームファイル (*{suffix});;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>◀ Back (Alt+Left)</source>
        <translation>◀ 戻る（Alt+←）</translation>
    </message>
    <message>
        <source>Edit the position (Ctrl+E)</source>
        <translation>局面を編集（Ctrl+E）</translation>
    </message>
    <message>
        <source>Adjudicate ▶ (Ctrl+Enter)</source>
        <translation>判定 ▶（Ctrl+Enter）</translation>
    </message>
    <message>
        <source>{key} is for the game: use it in the referee window. The sandbox never touches the game.</source>
        <translation>{key} はゲーム用のキーです。審判ウィンドウで使ってください。サンドボックスはゲームに一切影響しません。</translation>
    </message>
    <message>
        <source>Nothing to take back: this is where the sandbox started.</source>
        <translation>取り消すものはありません。サンドボックスはここから始まりました。</translation>
    </message>
    <message>
        <source>The last change of the position was taken back.</source>
        <translation>最後の局面の変更を取り消しました。</translation>
    </message>
    <message>
        <source>Back to {phase}: its orders are there to change.</source>
        <translation>{phase}に戻りました。命令を書き直せます。</translation>
    </message>
    <message>
        <source>Sandbox: edit the position</source>
        <translation>サンドボックス：局面の編集</translation>
    </message>
    <message>
        <source>No referee window to show it with.</source>
        <translation>映すための審判ウィンドウがありません。</translation>
    </message>
    <message>
        <source>Save the sandbox as</source>
        <translation>サンドボックスに名前を付けて保存</translation>
    </message>
    <message>
        <source>not saved</source>
        <translation>未保存</translation>
    </message>
    <message>
        <source>SANDBOX — not the game. Nothing done here reaches the game, its file or the projector.</source>
        <translation>サンドボックス — ゲームではありません。ここでの操作はゲームにもそのファイルにもプロジェクターにも届きません。</translation>
    </message>
    <message>
        <source>SANDBOX — shown on the projector (Ctrl+P: the game again).</source>
        <translation>サンドボックス — プロジェクターに映しています（Ctrl+P でゲームに戻る）。</translation>
    </message>
    <message>
        <source>Sandbox — {source} — {file}</source>
        <translation>サンドボックス — {source} — {file}</translation>
    </message>
    <message>
        <source>empty board</source>
        <translation>空の盤</translation>
    </message>
    <message>
        <source>Log of every action and die (text)…</source>
        <translation>すべての行動とサイコロの記録（テキスト）…</translation>
    </message>
    <message>
        <source>Web page: the board after each turn, lands and armies chart…</source>
        <translation>ウェブページ：各手番後の盤面、領土と軍隊のグラフ…</translation>
    </message>
    <message>
        <source>Cannot do that now</source>
        <translation>今はそれができません</translation>
    </message>
    <message>
        <source>&amp;Empires</source>
        <translation>帝国(&amp;E)</translation>
    </message>
    <message>
        <source>action line</source>
        <translation>行動欄</translation>
    </message>
    <message>
        <source>To the action line (one action a line, docs/lieou.md)</source>
        <translation>行動欄へ（1 行に 1 行動、docs/lieou.md）</translation>
    </message>
    <message>
        <source>&amp;Roll the next dice</source>
        <translation>次のサイコロを振る(&amp;R)</translation>
    </message>
    <message>
        <source>Roll the next dice (one round); with the table&apos;s dice: type them</source>
        <translation>次のサイコロを振る（1 回）；卓上のサイコロなら出目を入力</translation>
    </message>
    <message>
        <source>&amp;Fight the battle to the end</source>
        <translation>戦闘を決着まで行う(&amp;F)</translation>
    </message>
    <message>
        <source>whole battle</source>
        <translation>戦闘すべて</translation>
    </message>
    <message>
        <source>Roll every die until a choice is awaited or all is decided</source>
        <translation>選択が必要になるか全て決まるまで振り続ける</translation>
    </message>
    <message>
        <source>Take the &amp;default choice</source>
        <translation>既定の選択をとる(&amp;D)</translation>
    </message>
    <message>
        <source>Answer the choice awaited with its default</source>
        <translation>待っている選択に既定値で答える</translation>
    </message>
    <message>
        <source>Readings and &amp;options of this game…</source>
        <translation>この対局の規則の読みと選択(&amp;O)…</translation>
    </message>
    <message>
        <source>The rules card: every reading and option chosen (4.2.1, 5.3.1 …)</source>
        <translation>規則カード：選んだ読みと選択のすべて（4.2.1、5.3.1 …）</translation>
    </message>
    <message>
        <source>&amp;Undo the last action</source>
        <translation>直前の行動を取り消す(&amp;U)</translation>
    </message>
    <message>
        <source>Undo the last action (it stays in the record, taken back)</source>
        <translation>直前の行動を取り消す（記録には取り消し済みとして残る）</translation>
    </message>
    <message>
        <source>Do the action typed</source>
        <translation>入力した行動を実行</translation>
    </message>
    <message>
        <source>Complete the action (the lines that fit are listed)</source>
        <translation>行動を補完（当てはまる行を一覧）</translation>
    </message>
    <message>
        <source>complete</source>
        <translation>補完</translation>
    </message>
    <message>
        <source>Go to the &amp;action line</source>
        <translation>行動の入力行へ(&amp;A)</translation>
    </message>
</context>
<context>
    <name>NewGame</name>
    <message>
        <source>e.g. 5, 1</source>
        <translation>例：5, 1</translation>
    </message>
    <message>
        <source>First diplomacy period (2.2.2)</source>
        <translation>最初の交渉期間（2.2.2）</translation>
    </message>
    <message>
        <source>Later diplomacy periods (2.2.2)</source>
        <translation>2回目以降の交渉期間（2.2.2）</translation>
    </message>
    <message>
        <source>Order writing (2.3.1)</source>
        <translation>命令記入（2.3.1）</translation>
    </message>
    <message>
        <source>Warnings, minutes left (2.1.3)</source>
        <translation>警告（残り分、2.1.3）</translation>
    </message>
    <message>
        <source> min</source>
        <translation> 分</translation>
    </message>
    <message>
        <source>warning times must be minutes separated by commas, e.g. &apos;5, 1&apos; (not {text})</source>
        <translation>警告の時間はカンマで区切った分で書いてください（例：「5, 1」。{text}ではありません）</translation>
    </message>
    <message>
        <source>warning times must be more than 0 minutes</source>
        <translation>警告の時間は0分より長くしてください</translation>
    </message>
    <message>
        <source>{game} games (*{suffix})</source>
        <translation>{game}のゲームファイル (*{suffix})</translation>
    </message>
    <message>
        <source>The rulebook gives 1870 as the first year (the 1982 rules: 1901); a start year can be chosen.</source>
        <translation>ルールブックでは最初の年は1870年（1982年版ルールでは1901年）。開始年は選べます。</translation>
    </message>
    <message>
        <source>The rulebook gives 1801 as the first year (the 1982 rules: 1901); a start year can be chosen.</source>
        <translation>ルールブックでは最初の年は1801年（1982年版ルールでは1901年）。開始年は選べます。</translation>
    </message>
    <message>
        <source>Two assignments; seed 002 gives only the second.</source>
        <translation>割り当ては2通り。中国語の解説書には2番目だけが載っています。</translation>
    </message>
    <message>
        <source>Italy is neutral and impassable in 1914; a coin toss before the Fall 1914 adjustments decides which side it joins from Spring 1915; 24 centres win.</source>
        <translation>1914年のイタリアは中立で通行不能。1914年秋の増減の前にコイントスをして、1915年春からどちらの側に加わるかを決める。補給都市24で勝利。</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>ゲーム(&amp;G)</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>標準</translation>
    </message>
    <message>
        <source>&amp;Ruleset</source>
        <translation>ルール(&amp;R)</translation>
    </message>
    <message>
        <source>e.g. Club night, 14 March</source>
        <translation>例：3月14日の例会</translation>
    </message>
    <message>
        <source>&amp;Title</source>
        <translation>タイトル(&amp;T)</translation>
    </message>
    <message>
        <source>Number of &amp;players (1.2.3)</source>
        <translation>プレイヤー数(&amp;P)（1.2.3）</translation>
    </message>
    <message>
        <source>&amp;Powers per player</source>
        <translation>担当する国(&amp;P)</translation>
    </message>
    <message>
        <source>First &amp;year</source>
        <translation>最初の年(&amp;Y)</translation>
    </message>
    <message>
        <source>Player names</source>
        <translation>プレイヤー名</translation>
    </message>
    <message>
        <source>Timers</source>
        <translation>時計</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>参照…</translation>
    </message>
    <message>
        <source>Game file (every change is saved into it as it happens)</source>
        <translation>ゲームファイル（変更はすべてその都度保存されます）</translation>
    </message>
    <message>
        <source>one power each</source>
        <translation>1人1国</translation>
    </message>
    <message>
        <source>player {n}</source>
        <translation>プレイヤー{n}</translation>
    </message>
    <message>
        <source>Rule {rule}.</source>
        <translation>ルール{rule}。</translation>
    </message>
    <message>
        <source>No player: {powers} (civil disorder: units hold, rulebook chapter 4).</source>
        <translation>プレイヤーなし：{powers}（内乱：駒は維持、ルール第4章）。</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>{power} is neutral at first.</source>
        <translation>{power}は最初は中立です。</translation>
    </message>
    <message>
        <source>{n} centres win.</source>
        <translation>補給都市{n}で勝利。</translation>
    </message>
    <message>
        <source>Game file</source>
        <translation>ゲームファイル</translation>
    </message>
    <message>
        <source>{file} already exists: choose another file name (Browse…).</source>
        <translation>{file}はすでにあります。別のファイル名を選んでください（参照…）。</translation>
    </message>
    <message>
        <source>The game starts from the position you set: {phase}.</source>
        <translation>ゲームは設定した局面から始まります：{phase}。</translation>
    </message>
</context>
<context>
    <name>OrderPane</name>
    <message>
        <source>Type or paste the written orders,
one per line, e.g.

A Par - Bur
F Bre - Mid-Atlantic Ocean
A Mar S A Par - Bur
F Lon C A Yor - Nwy</source>
        <translation>書かれた命令を入力するか貼り付けます。
1行に1つ。例：

陸軍 パリ → ブルゴーニュ
A Par - Bur
海軍 ブレスト → 中部大西洋
陸軍 マルセイユ 支援 陸軍 パリ → ブルゴーニュ
海軍 ロンドン 輸送 陸軍 ヨークシャー → ノルウェー</translation>
    </message>
    <message>
        <source>Retreat orders, one per line, e.g.

A Ven - Pie
F Tri disband</source>
        <translation>後退命令、1行に1つ。例：

陸軍 ヴェネツィア 後退 ピエモンテ
海軍 トリエステ 解散</translation>
    </message>
    <message>
        <source>Builds and removals, one per line, e.g.

Build A Par
Build F StP/nc
Remove A Mun
Waive</source>
        <translation>増設と削減、1行に1つ。例：

増設 陸軍 パリ
増設 海軍 サンクトペテルブルク（北岸）
削減 陸軍 ミュンヘン
増設放棄</translation>
    </message>
    <message>
        <source>Tab: {names}</source>
        <translation>Tab：{names}</translation>
    </message>
    <message>
        <source>Let it stand (Ctrl+L)</source>
        <translation>有効にする（Ctrl+L）</translation>
    </message>
    <message>
        <source>Refuse (Ctrl+Shift+L)</source>
        <translation>無効にする（Ctrl+Shift+L）</translation>
    </message>
    <message>
        <source>{n} accepted</source>
        <translation>有効{n}</translation>
    </message>
    <message>
        <source> ({n} spelling corrected)</source>
        <translation>（綴りを直したもの {n}）</translation>
    </message>
    <message>
        <source> · {n} rejected</source>
        <translation> · 無効{n}</translation>
    </message>
    <message>
        <source>No player: civil disorder (rulebook chapter 4). Its units hold, dislodged units disband, removals are made by the rules.</source>
        <translation>プレイヤーなし：内乱（ルール第4章）。駒は維持し、撃退された駒は解散し、削減はルールで決まります。</translation>
    </message>
    <message>
        <source>Nothing to order in this phase.</source>
        <translation>このフェイズで命令するものはありません。</translation>
    </message>
    <message>
        <source>line {n}: {text} ({why})</source>
        <translation>{n}行目：{text}（{why}）</translation>
    </message>
    <message>
        <source>Not orders, left out of the pasted text:</source>
        <translation>貼り付けた文から除いた命令でない行：</translation>
    </message>
    <message>
        <source>LATE: this sheet changed after time was called (2.1.3). It does not count unless you let it stand.</source>
        <translation>遅れ：この命令書は締切宣言の後に変更されました（2.1.3）。有効にしない限り数えません。</translation>
    </message>
    <message>
        <source>REFUSED as late (2.1.3): none of its orders counts; its units hold.</source>
        <translation>遅れたため却下（2.1.3）：この命令書の命令はどれも数えません。駒は維持します。</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>none free</source>
        <translation>空きなし</translation>
    </message>
    <message>
        <source>&lt;b&gt;Builds owed: {owed}&lt;/b&gt; ({written} written). Build sites: {sites}. Builds not written are waived.</source>
        <translation>&lt;b&gt;増設できる数：{owed}&lt;/b&gt;（記入{written}）。増設できる都市：{sites}。書かれなかった増設は放棄となります。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Removals owed: {owed}&lt;/b&gt; ({written} written). Removals not written are made by the rules (civil-disorder order).</source>
        <translation>&lt;b&gt;削減する数：{owed}&lt;/b&gt;（記入{written}）。書かれなかった削減はルールで決まります（内乱の順序）。</translation>
    </message>
    <message>
        <source>No builds or removals.</source>
        <translation>増設も削減もありません。</translation>
    </message>
    <message>
        <source>Every unit has an order.</source>
        <translation>すべての駒に命令があります。</translation>
    </message>
    <message>
        <source>Will disband (no order yet):</source>
        <translation>解散する駒（まだ命令なし）：</translation>
    </message>
    <message>
        <source>Will hold (no order yet):</source>
        <translation>維持する駒（まだ命令なし）：</translation>
    </message>
    <message>
        <source>REFUSED</source>
        <translation>却下</translation>
    </message>
    <message>
        <source>Line {n}:</source>
        <translation>{n}行目：</translation>
    </message>
    <message>
        <source>Late sheet refused:</source>
        <translation>遅れた命令書は却下：</translation>
    </message>
    <message>
        <source>none of its orders counts; the results will say so (Ctrl+L lets it stand after all).</source>
        <translation>その命令はどれも数えず、結果にそう書かれます（Ctrl+L で認めることもできます）。</translation>
    </message>
    <message>
        <source>Late sheet not decided yet:</source>
        <translation>遅れた命令書はまだ決めていません：</translation>
    </message>
    <message>
        <source>until you let it stand (Ctrl+L), none of its orders counts.</source>
        <translation>有効にする（Ctrl+L）まで、その命令はどれも数えません。</translation>
    </message>
    <message>
        <source>LATE</source>
        <translation>遅れ</translation>
    </message>
</context>
<context>
    <name>PathsOfGlory</name>
    <message>
        <source>Designate the combat</source>
        <translation>戦闘の指定</translation>
    </message>
    <message>
        <source>Determine combat strengths</source>
        <translation>戦闘力の決定</translation>
    </message>
    <message>
        <source>Attempt a flank attack</source>
        <translation>側面攻撃の試み</translation>
    </message>
    <message>
        <source>Play combat cards</source>
        <translation>戦闘カードのプレイ</translation>
    </message>
    <message>
        <source>Determine DRMs</source>
        <translation>DRMの決定</translation>
    </message>
    <message>
        <source>Determine fire columns</source>
        <translation>射撃列の決定</translation>
    </message>
    <message>
        <source>Determine results</source>
        <translation>結果の決定</translation>
    </message>
    <message>
        <source>Take losses</source>
        <translation>損害の適用</translation>
    </message>
    <message>
        <source>Determine the combat winner</source>
        <translation>戦闘の勝者の決定</translation>
    </message>
    <message>
        <source>Defender retreat</source>
        <translation>防御側の退却</translation>
    </message>
    <message>
        <source>Attacker advance</source>
        <translation>攻撃側の前進</translation>
    </message>
    <message>
        <source>clear</source>
        <translation>平地</translation>
    </message>
    <message>
        <source>forest</source>
        <translation>森林</translation>
    </message>
    <message>
        <source>mountain</source>
        <translation>山岳</translation>
    </message>
    <message>
        <source>swamp</source>
        <translation>湿地</translation>
    </message>
    <message>
        <source>desert</source>
        <translation>砂漠</translation>
    </message>
    <message>
        <source>One counter a line: nation, A (army) or C (corps), combat factor full/reduced, r if reduced, BEF… — e.g. GE A 5/3</source>
        <translation>1行に1駒：国籍、A（軍）かC（軍団）、戦闘力（完全／減少）、減少なら r、BEF… — 例：GE A 5/3</translation>
    </message>
    <message>
        <source>&amp;Units</source>
        <translation>ユニット(&amp;U)</translation>
    </message>
    <message>
        <source>Reserve box</source>
        <translation>予備ボックス</translation>
    </message>
    <message>
        <source>Attacking side</source>
        <translation>攻撃する陣営</translation>
    </message>
    <message>
        <source>Terrain (12.2.7)</source>
        <translation>地形（12.2.7）</translation>
    </message>
    <message>
        <source>Trench level (11.2)</source>
        <translation>塹壕レベル（11.2）</translation>
    </message>
    <message>
        <source>Fort: combat factor (0: none)</source>
        <translation>要塞：戦闘力（0：なし）</translation>
    </message>
    <message>
        <source>loss factor</source>
        <translation>損害係数</translation>
    </message>
    <message>
        <source>All attackers in the Sinai (−3)</source>
        <translation>攻撃ユニットがすべてシナイ（−3）</translation>
    </message>
    <message>
        <source>Die rolled at the table</source>
        <translation>テーブルで振った出目</translation>
    </message>
    <message>
        <source>Attacking from</source>
        <translation>攻撃元</translation>
    </message>
    <message>
        <source>Defended space</source>
        <translation>防御スペース</translation>
    </message>
    <message>
        <source>Fort (0: none)</source>
        <translation>要塞（0：なし）</translation>
    </message>
    <message>
        <source>Cards: shift</source>
        <translation>カード：シフト</translation>
    </message>
    <message>
        <source>victory space</source>
        <translation>勝利スペース</translation>
    </message>
    <message>
        <source>fort destroyed</source>
        <translation>要塞は破壊済み</translation>
    </message>
    <message>
        <source>fort {n}</source>
        <translation>要塞 {n}</translation>
    </message>
    <message>
        <source>supply source</source>
        <translation>補給源</translation>
    </message>
    <message>
        <source>DRM</source>
        <translation>DRM</translation>
    </message>
    <message>
        <source>e.g. Metz, Strasbourg (Tab completes)</source>
        <translation>例：Metz, Strasbourg（Tab で補完）</translation>
    </message>
    <message>
        <source>e.g. Verdun (Tab completes)</source>
        <translation>例：Verdun（Tab で補完）</translation>
    </message>
    <message>
        <source>spaces</source>
        <translation>スペース数</translation>
    </message>
    <message>
        <source>How many spaces attack (the names typed count themselves)</source>
        <translation>攻撃するスペースの数（入力した名前は自動で数える）</translation>
    </message>
    <message>
        <source>Corps in the reserve box that may replace an eliminated army (12.4.4); &apos;;&apos; between them</source>
        <translation>除去された軍と置き換えられる予備ボックスの軍団（12.4.4）。「;」で区切る</translation>
    </message>
    <message>
        <source>roll</source>
        <translation>振る</translation>
    </message>
    <message>
        <source>The die the players rolled; blank: the program rolls</source>
        <translation>プレイヤーが振った出目。空欄ならプログラムが振る</translation>
    </message>
    <message>
        <source>cancelled by</source>
        <translation>無効化</translation>
    </message>
    <message>
        <source>a card; blank: the trench counts</source>
        <translation>カード；空欄：塹壕有効</translation>
    </message>
    <message>
        <source>An event that cancels the trench for this combat: its name goes in the record</source>
        <translation>この戦闘で塹壕を無効にするイベント：名前が記録に残る</translation>
    </message>
    <message>
        <source>The terrain and trench shifts are the chart&apos;s and are added by themselves; only the cards&apos; shifts go here</source>
        <translation>地形と塹壕のシフトは地形効果表から自動で加わる。ここにはカードのシフトだけを入れる</translation>
    </message>
    <message>
        <source>Attacker</source>
        <translation>攻撃側</translation>
    </message>
    <message>
        <source>Defender</source>
        <translation>防御側</translation>
    </message>
    <message>
        <source>Try a &amp;flank attack (12.3)</source>
        <translation>側面攻撃を試みる(&amp;F)（12.3）</translation>
    </message>
    <message>
        <source>qualifying spaces (+1 each)</source>
        <translation>条件を満たすスペース（各+1）</translation>
    </message>
    <message>
        <source>its die</source>
        <translation>その出目</translation>
    </message>
    <message>
        <source>This attack is the side&apos;s mandated offensive (7.1.3)</source>
        <translation>この攻撃はその陣営の義務攻勢（7.1.3）</translation>
    </message>
    <message>
        <source>French and Americans together (7.1.8)</source>
        <translation>フランス軍とアメリカ軍の共同攻撃（7.1.8）</translation>
    </message>
    <message>
        <source>Roll and resolve (Ctrl+R)</source>
        <translation>振って解決（Ctrl+R）</translation>
    </message>
    <message>
        <source>New combat (Ctrl+Shift+B)</source>
        <translation>新しい戦闘（Ctrl+Shift+B）</translation>
    </message>
    <message>
        <source>die {roll} {drm} → {modified}: &lt;b&gt;{losses}&lt;/b&gt;</source>
        <translation>出目 {roll} {drm} → {modified}：&lt;b&gt;{losses}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>{unit} reduced (LF {lf})</source>
        <translation>{unit} 減少（損害係数 {lf}）</translation>
    </message>
    <message>
        <source>the fort destroyed (LF {lf})</source>
        <translation>要塞破壊（損害係数 {lf}）</translation>
    </message>
    <message>
        <source>{unit} eliminated (LF {lf}), replaced by {corps} from the reserve box</source>
        <translation>{unit} 除去（損害係数 {lf}）、予備ボックスの {corps} と置き換え</translation>
    </message>
    <message>
        <source>{unit} eliminated (LF {lf}): no corps to replace it, removed for good</source>
        <translation>{unit} 除去（損害係数 {lf}）：置き換える軍団がなく永久除去</translation>
    </message>
    <message>
        <source>{unit} eliminated (LF {lf})</source>
        <translation>{unit} 除去（損害係数 {lf}）</translation>
    </message>
    <message>
        <source>takes {taken} of {inflicted}</source>
        <translation>{inflicted} のうち {taken} を受ける</translation>
    </message>
    <message>
        <source>({n} as by a corps the reserve box lacks, 12.4.4.2)</source>
        <translation>（うち {n} は予備ボックスにない軍団が受けたものとみなす、12.4.4.2）</translation>
    </message>
    <message>
        <source>{attackers} attack {defenders}</source>
        <translation>{attackers} が {defenders} を攻撃</translation>
    </message>
    <message>
        <source>(and a fort of {cf})</source>
        <translation>（と戦闘力 {cf} の要塞）</translation>
    </message>
    <message>
        <source>in {space} from {spaces}</source>
        <translation>{space} へ、{spaces} から</translation>
    </message>
    <message>
        <source>{units} retreated this action round (12.5.6): no combat factor, eliminated by any loss number</source>
        <translation>{units} はこのアクションラウンドに退却済み (12.5.6):CF を加えず、損害数があればただちに除去</translation>
    </message>
    <message>
        <source>attacker {a} · defender {d}</source>
        <translation>攻撃側 {a} · 防御側 {d}</translation>
    </message>
    <message>
        <source>no flank attack: both fire at once</source>
        <translation>側面攻撃なし：両者同時に射撃</translation>
    </message>
    <message>
        <source>flank attack tried: +{drm}, succeeds on 4 or more</source>
        <translation>側面攻撃を試みる：+{drm}、4以上で成功</translation>
    </message>
    <message>
        <source>the attacker fires first</source>
        <translation>攻撃側が先に射撃</translation>
    </message>
    <message>
        <source>the defender fires first</source>
        <translation>防御側が先に射撃</translation>
    </message>
    <message>
        <source>die {roll} +{drm}: {outcome}, {first}</source>
        <translation>出目 {roll} +{drm}：{outcome}、{first}</translation>
    </message>
    <message>
        <source>success</source>
        <translation>成功</translation>
    </message>
    <message>
        <source>failure</source>
        <translation>失敗</translation>
    </message>
    <message>
        <source>column shifts: attacker {a}, defender {d}</source>
        <translation>コラムシフト：攻撃側 {a}、防御側 {d}</translation>
    </message>
    <message>
        <source>DRM: attacker {a}, defender {d}</source>
        <translation>DRM：攻撃側 {a}、防御側 {d}</translation>
    </message>
    <message>
        <source>(Sinai −3)</source>
        <translation>（シナイ −3）</translation>
    </message>
    <message>
        <source>army table</source>
        <translation>軍の射撃表</translation>
    </message>
    <message>
        <source>corps/fort table</source>
        <translation>軍団・要塞の射撃表</translation>
    </message>
    <message>
        <source>{side}: {table}, column {column}</source>
        <translation>{side}：{table}、{column} の列</translation>
    </message>
    <message>
        <source>attacker</source>
        <translation>攻撃側</translation>
    </message>
    <message>
        <source>defender</source>
        <translation>防御側</translation>
    </message>
    <message>
        <source>after the dice</source>
        <translation>ダイスの後で</translation>
    </message>
    <message>
        <source>{side}: wiped out by the first fire, does not fire (12.3.3)</source>
        <translation>{side}：先の射撃で全滅、射撃しない（12.3.3）</translation>
    </message>
    <message>
        <source>{side}: die {roll} → {modified}, {losses} losses</source>
        <translation>{side}：出目 {roll} → {modified}、損害 {losses}</translation>
    </message>
    <message>
        <source>no retreat</source>
        <translation>退却なし</translation>
    </message>
    <message>
        <source>the defender retreats 1 space (12.5.2)</source>
        <translation>防御側は 1 スペース退却（12.5.2）</translation>
    </message>
    <message>
        <source>the defender retreats {n} spaces (12.5.2)</source>
        <translation>防御側は {n} スペース退却（12.5.2）</translation>
    </message>
    <message>
        <source>or stays by taking one more step (12.5.3)</source>
        <translation>または追加の1ステップを受けて留まる（12.5.3）</translation>
    </message>
    <message>
        <source>may advance: {units}</source>
        <translation>前進できる：{units}</translation>
    </message>
    <message>
        <source>no advance</source>
        <translation>前進なし</translation>
    </message>
    <message>
        <source>Proposed as 12.4 requires: as many losses as can be taken, never more; the players may choose another allocation that takes as many.</source>
        <translation>12.4 に従った提案：受けられるだけの損害を受け、それを超えない。同じだけ受ける別の割り振りを選んでもよい。</translation>
    </message>
    <message>
        <source>“{word}” is neither a nation (FR, BR …) nor a number of points</source>
        <translation>「{word}」は国籍（FR、BR …）でもポイント数でもない</translation>
    </message>
    <message>
        <source>The die the player rolled; blank: the program rolls</source>
        <translation>プレイヤーが振った出目。空欄ならプログラムが振る</translation>
    </message>
    <message>
        <source>To roll on the {side} table (7.1.1).</source>
        <translation>{side}の義務攻勢表で振る（7.1.1）。</translation>
    </message>
    <message>
        <source>read as {n}</source>
        <translation>{n} として参照</translation>
    </message>
    <message>
        <source>Events in play that change the tables: {events} (Ctrl+Shift+F)</source>
        <translation>表を変えるプレイ済みイベント：{events}（Ctrl+Shift+F）</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>Roll (Ctrl+R)</source>
        <translation>振る（Ctrl+R）</translation>
    </message>
    <message>
        <source>Operations (OPS)</source>
        <translation>作戦（OPS）</translation>
    </message>
    <message>
        <source>Strategic redeployment (SR)</source>
        <translation>戦略再配置（SR）</translation>
    </message>
    <message>
        <source>Replacement points (RP)</source>
        <translation>補充ポイント（RP）</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>イベント</translation>
    </message>
    <message>
        <source>Peace terms</source>
        <translation>和平</translation>
    </message>
    <message>
        <source>Automatic operation (1 OPS)</source>
        <translation>自動作戦（1 OPS）</translation>
    </message>
    <message>
        <source>&amp;Action</source>
        <translation>行動(&amp;A)</translation>
    </message>
    <message>
        <source>C&amp;ard</source>
        <translation>カード(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Value</source>
        <translation>値(&amp;V)</translation>
    </message>
    <message>
        <source>RP per &amp;nation</source>
        <translation>国ごとのRP(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;War status +</source>
        <translation>戦争状態 +(&amp;W)</translation>
    </message>
    <message>
        <source>Ne&amp;utral entry</source>
        <translation>中立国の参戦(&amp;U)</translation>
    </message>
    <message>
        <source>Reinforce&amp;ment</source>
        <translation>増援(&amp;M)</translation>
    </message>
    <message>
        <source>O operations, S strategic redeployment, R replacement points, E event, P peace terms, A automatic operation</source>
        <translation>O 作戦、S 戦略再配置、R 補充ポイント、E イベント、P 和平、A 自動作戦</translation>
    </message>
    <message>
        <source>Action rounds (8.1)</source>
        <translation>アクションラウンド（8.1）</translation>
    </message>
    <message>
        <source>Combat (12)</source>
        <translation>戦闘（12）</translation>
    </message>
    <message>
        <source>Mandated offensive made… (Ctrl+Shift+M)</source>
        <translation>義務攻勢を実施…（Ctrl+Shift+M）</translation>
    </message>
    <message>
        <source>Entrenchment roll… (Ctrl+E)</source>
        <translation>塹壕構築のダイス…（Ctrl+E）</translation>
    </message>
    <message>
        <source>Log the action (Ctrl+L)</source>
        <translation>行動を記録（Ctrl+L）</translation>
    </message>
    <message>
        <source>the card&apos;s name or number</source>
        <translation>カードの名前か番号</translation>
    </message>
    <message>
        <source>Round {n} of {rounds}: {side} to act</source>
        <translation>アクションラウンド {n}／{rounds}：{side}の番</translation>
    </message>
    <message>
        <source>All {rounds} action rounds are played: finish the segment (Ctrl+Enter).</source>
        <translation>{rounds} つのアクションラウンドが終わった：セグメントを終える（Ctrl+Enter）。</translation>
    </message>
    <message>
        <source>&amp;Fort</source>
        <translation>要塞(&amp;F)</translation>
    </message>
    <message>
        <source>Its &amp;combat factor</source>
        <translation>その戦闘力(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;DRM (cards)</source>
        <translation>DRM（カード）(&amp;D)</translation>
    </message>
    <message>
        <source>Fort of {space}, value {cf}</source>
        <translation>{space} の要塞、値 {cf}</translation>
    </message>
    <message>
        <source>Cannot fall: it would need more than 6</source>
        <translation>陥落しない:6 を超える目が要る</translation>
    </message>
    <message>
        <source>Falls on any die</source>
        <translation>どの目でも陥落</translation>
    </message>
    <message>
        <source>Falls on a die of {n} or more</source>
        <translation>{n} 以上の目で陥落</translation>
    </message>
    <message>
        <source>e.g. Liege</source>
        <translation>例：Liege</translation>
    </message>
    <message>
        <source>{side}: replacement points this turn: {points}</source>
        <translation>{side}：このターンの補充ポイント：{points}</translation>
    </message>
    <message>
        <source>&amp;Spent</source>
        <translation>使用(&amp;S)</translation>
    </message>
    <message>
        <source>Log the RP spent (Ctrl+L)</source>
        <translation>使ったRPを記録（Ctrl+L）</translation>
    </message>
    <message>
        <source>&amp;Units rebuilt</source>
        <translation>再建するユニット(&amp;U)</translation>
    </message>
    <message>
        <source>Name the units the points rebuild (ids separated by &apos;;&apos;, an eliminated army with &apos;@&apos; and the space it returns to): one RP of its nation each, the points filled in; what is not spent is lost when the segment ends (9.4.4).</source>
        <translation>ポイントで再建するユニットを指定する(IDは「;」で区切り、除去された軍は「@」と戻るスペースを付ける):一ユニットにつきその国のRP 1、ポイントは自動で記入される。使わなかったポイントはセグメントの終わりに失われる (9.4.4)。</translation>
    </message>
    <message>
        <source>Flip or rebuild the units on the map, then log the points spent per nation; what is not spent is lost when the segment ends (9.4.4).</source>
        <translation>地図上のユニットを裏返すか再建し、国ごとに使ったポイントを記録する。使わなかった分はセグメント終了時に失われる（9.4.4）。</translation>
    </message>
    <message>
        <source>The VP changes of this turn:</source>
        <translation>このターンのVPの変化：</translation>
    </message>
    <message>
        <source>No VP change this turn yet.</source>
        <translation>このターンのVPの変化はまだない。</translation>
    </message>
    <message>
        <source>What the game&apos;s state gives from the VP table: confirm each (Ctrl+Shift+O), or correct it with Ctrl+Shift+V.</source>
        <translation>状況から VP 表で出る変更：一つずつ確認（Ctrl+Shift+O）、または Ctrl+Shift+V で修正。</translation>
    </message>
    <message>
        <source>Apply the VP table&apos;s War Status Phase part with Ctrl+Shift+V.</source>
        <translation>VP表の戦争状態フェイズの項は Ctrl+Shift+V で適用する。</translation>
    </message>
    <message>
        <source>VP {vp}: the Central Powers win at {central} or more, the Allies at {allied} or less.</source>
        <translation>VP {vp}：{central}以上で同盟国、{allied}以下で連合国の勝利。</translation>
    </message>
    <message>
        <source>No automatic victory: the game goes on.</source>
        <translation>自動勝利なし：ゲームは続く。</translation>
    </message>
    <message>
        <source>In the campaign scenario an armistice ends the game (5.5.1).</source>
        <translation>キャンペーンシナリオでは休戦でゲームが終わる（5.5.1）。</translation>
    </message>
    <message>
        <source>Not on turn 1 (E.4).</source>
        <translation>ターン1には行わない（E.4）。</translation>
    </message>
    <message>
        <source>{side}: war status {ws}, commitment {level} (limited war at {limited}, total war at {total})</source>
        <translation>{side}：戦争状態 {ws}、戦争関与 {level}（{limited}で限定戦争、{total}で総力戦）</translation>
    </message>
    <message>
        <source>This is the scenario&apos;s last turn: finishing it ends the game.</source>
        <translation>シナリオ最後のターン：終えるとゲームが終わる。</translation>
    </message>
    <message>
        <source>Next: turn {turn}, {name}.</source>
        <translation>次：ターン {turn}、{name}。</translation>
    </message>
    <message>
        <source>Out of supply, traced over the map (14.3.5): {units}. Corps go to the eliminated units, armies out of the game; confirm with the button.</source>
        <translation>地図で追った補給切れ（14.3.5）：{units}。軍団は除去されたユニットへ、軍はゲームから除かれる。ボタンで確認。</translation>
    </message>
    <message>
        <source>Control passes to the enemy where they leave no fort of their side (14.3.6): {spaces}.</source>
        <translation>自軍の要塞が残らない地域は支配が敵に移ります (14.3.6):{spaces}。</translation>
    </message>
    <message>
        <source>Every unit of the order of battle traces supply (14.3.5).</source>
        <translation>戦闘序列のすべてのユニットが補給を引ける（14.3.5）。</translation>
    </message>
    <message>
        <source>The players remove the units out of supply; the aid keeps no order of battle.</source>
        <translation>プレイヤーが補給切れのユニットを除去する。このツールは戦闘序列を記録していない。</translation>
    </message>
    <message>
        <source>The players draw their cards.</source>
        <translation>プレイヤーがカードを引く。</translation>
    </message>
    <message>
        <source>Confirm: VP {delta}, {reason}</source>
        <translation>確認：VP {delta}、{reason}</translation>
    </message>
    <message>
        <source>VP change… (Ctrl+Shift+V)</source>
        <translation>VPの変更…（Ctrl+Shift+V）</translation>
    </message>
    <message>
        <source>Remove the units out of supply</source>
        <translation>補給切れのユニットを除去</translation>
    </message>
    <message>
        <source>Armistice…</source>
        <translation>休戦…</translation>
    </message>
    <message>
        <source>Nationalities in the space (9.2.3)</source>
        <translation>スペースの国籍（9.2.3）</translation>
    </message>
    <message>
        <source>In France or Germany</source>
        <translation>フランスかドイツ国内</translation>
    </message>
    <message>
        <source>Channel space</source>
        <translation>海峡沿いのスペース</translation>
    </message>
    <message>
        <source>Corps to redeploy (13.1.2)</source>
        <translation>再配置する軍団（13.1.2）</translation>
    </message>
    <message>
        <source>Armies to redeploy</source>
        <translation>再配置する軍</translation>
    </message>
    <message>
        <source>Units in the space (10.1)</source>
        <translation>スペースのユニット数（10.1）</translation>
    </message>
    <message>
        <source>Supply of (14.2)</source>
        <translation>補給源（14.2）</translation>
    </message>
    <message>
        <source>{n} activation points</source>
        <translation>活性化ポイント {n}</translation>
    </message>
    <message>
        <source>{n} SR points</source>
        <translation>SRポイント {n}</translation>
    </message>
    <message>
        <source>{n} units: within the limit of {limit}</source>
        <translation>{n} ユニット：上限 {limit} 以内</translation>
    </message>
    <message>
        <source>{n} units: over the limit of {limit}</source>
        <translation>{n} ユニット：上限 {limit} を超える</translation>
    </message>
    <message>
        <source>Turn {turn} of {last}: {name}</source>
        <translation>ターン {turn}／{last}：{name}</translation>
    </message>
    <message>
        <source>(Undo with Ctrl+Alt+Z to go on.)</source>
        <translation>（Ctrl+Alt+Z で取り消せば続けられる。）</translation>
    </message>
    <message>
        <source>Finish the segment (Ctrl+Enter)</source>
        <translation>セグメントを終える（Ctrl+Enter）</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>記録</translation>
    </message>
    <message>
        <source>VP chart</source>
        <translation>VPグラフ</translation>
    </message>
    <message>
        <source>Order of battle</source>
        <translation>戦闘序列</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>地図</translation>
    </message>
    <message>
        <source>Counts</source>
        <translation>計算</translation>
    </message>
    <message>
        <source>What this segment asks of the players (Space ticks a line, F4):</source>
        <translation>このセグメントでプレイヤーがすること（スペースでチェック、F4）：</translation>
    </message>
    <message>
        <source>Central Powers win</source>
        <translation>同盟国の勝利</translation>
    </message>
    <message>
        <source>Allies win</source>
        <translation>連合国の勝利</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>引き分け</translation>
    </message>
    <message>
        <source>War status</source>
        <translation>戦争状態</translation>
    </message>
    <message>
        <source>Commitment</source>
        <translation>戦争関与</translation>
    </message>
    <message>
        <source>Mandated offensive</source>
        <translation>義務攻勢</translation>
    </message>
    <message>
        <source>must attack</source>
        <translation>攻撃が必要</translation>
    </message>
    <message>
        <source>no effect</source>
        <translation>効果なし</translation>
    </message>
    <message>
        <source>Combined war status {n} (9.5.1.3)</source>
        <translation>合計戦争状態 {n}（9.5.1.3）</translation>
    </message>
    <message>
        <source>Last combat, {side} attacking</source>
        <translation>直前の戦闘、{side}の攻撃</translation>
    </message>
    <message>
        <source>attacker inflicts {a}, defender {d}</source>
        <translation>攻撃側の与損害 {a}、防御側 {d}</translation>
    </message>
    <message>
        <source>No order of battle kept: Ctrl+Shift+P places a space&apos;s stack.</source>
        <translation>戦闘序列の記録なし：Ctrl+Shift+P でスペースのスタックを置く。</translation>
    </message>
    <message>
        <source>trench {n}</source>
        <translation>塹壕 {n}</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>取り消し</translation>
    </message>
    <message>
        <source>Take back the last operation: {what}?

It stays in the game file, marked as taken back.</source>
        <translation>直前の操作を取り消す：{what}？

取り消しの印を付けてゲームファイルに残る。</translation>
    </message>
    <message>
        <source>Taken back: {what}</source>
        <translation>取り消した：{what}</translation>
    </message>
    <message>
        <source>the fort</source>
        <translation>要塞</translation>
    </message>
    <message>
        <source>The fort falls when the die and its DRM are greater than its value (15.3.2, see docs/paths-of-glory.md).</source>
        <translation>ダイスの目と DRM の和が要塞の値より大きければ要塞は陥落 (15.3.2、docs/paths-of-glory.md 参照)。</translation>
    </message>
    <message>
        <source>No dice in this segment.</source>
        <translation>このセグメントではダイスを振らない。</translation>
    </message>
    <message>
        <source>Nothing to log in this segment.</source>
        <translation>このセグメントで記録することはない。</translation>
    </message>
    <message>
        <source>Combats are fought in the action rounds (B).</source>
        <translation>戦闘はアクションラウンドで行う（B）。</translation>
    </message>
    <message>
        <source>No mandated offensive is waiting to be made.</source>
        <translation>実施待ちの義務攻勢はない。</translation>
    </message>
    <message>
        <source>Mandated offensive made</source>
        <translation>義務攻勢の実施</translation>
    </message>
    <message>
        <source>Which side made its mandated offensive (7.1.3)?</source>
        <translation>どちらが義務攻勢を実施したか（7.1.3）？</translation>
    </message>
    <message>
        <source>French Mutiny</source>
        <translation>French Mutiny</translation>
    </message>
    <message>
        <source>Did the French attack together with the Americans (7.1.8)?</source>
        <translation>フランス軍はアメリカ軍と共同で攻撃したか（7.1.8）？</translation>
    </message>
    <message>
        <source>A nation enters the war</source>
        <translation>参戦する国</translation>
    </message>
    <message>
        <source>Which nation enters the war?</source>
        <translation>どの国が参戦するか？</translation>
    </message>
    <message>
        <source>The peace terms were accepted: the game ends in a draw (5.1.1; both players lose in a tournament, 5.6.4)?</source>
        <translation>和平が受け入れられた：ゲームは引き分けで終わる（5.1.1。トーナメントでは両者の負け、5.6.4）？</translation>
    </message>
    <message>
        <source>Armistice</source>
        <translation>休戦</translation>
    </message>
    <message>
        <source>An armistice ends the campaign (5.5.1): end the game now?</source>
        <translation>休戦でキャンペーンが終わる（5.5.1）：ゲームを終えるか？</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>メモ</translation>
    </message>
    <message>
        <source>A note for the game record (the players never see it):</source>
        <translation>ゲームの記録へのメモ（プレイヤーには見えない）：</translation>
    </message>
    <message>
        <source>+1 VP when the Allies reach Limited or Total War first (5.1.3)</source>
        <translation>連合国が先に限定戦争・総力戦に達したら +1 VP（5.1.3）</translation>
    </message>
    <message>
        <source>−1 to the next entrenchment roll after a failure (11.2.9)</source>
        <translation>塹壕構築の失敗後、次のダイスに −1（11.2.9）</translation>
    </message>
    <message>
        <source>Hands of 8 cards (9.1.4)</source>
        <translation>手札8枚（9.1.4）</translation>
    </message>
    <message>
        <source>&amp;Scenario</source>
        <translation>シナリオ(&amp;S)</translation>
    </message>
    <message>
        <source>Optional rules</source>
        <translation>選択ルール</translation>
    </message>
    <message>
        <source>Tournament game (5.6): the Allied player&apos;s VP bid</source>
        <translation>トーナメント（5.6）：連合国プレイヤーのVP入札</translation>
    </message>
    <message>
        <source>blank: a new one</source>
        <translation>空欄：新しく</translation>
    </message>
    <message>
        <source>Dice &amp;seed</source>
        <translation>ダイスのシード(&amp;S)</translation>
    </message>
    <message>
        <source>none: the printed tables</source>
        <translation>なし：印刷された表</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>参照…</translation>
    </message>
    <message>
        <source>Referee&apos;s corrections to the &amp;tables</source>
        <translation>審判による表の訂正(&amp;T)</translation>
    </message>
    <message>
        <source>Turns 1 to {last} (to {end}); the Central Powers win at {central} VP or more, the Allies at {allied} or less; automatic victory at {auto_c} and at {auto_a} (5.2).</source>
        <translation>ターン1～{last}（{end}まで）。VP {central}以上で同盟国、{allied}以下で連合国の勝利。自動勝利は {auto_c} と {auto_a}（5.2）。</translation>
    </message>
    <message>
        <source>Corrections to the tables</source>
        <translation>表の訂正</translation>
    </message>
    <message>
        <source>Tables (*.toml);;All files (*)</source>
        <translation>表 (*.toml);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>The dice seed is a whole number (or blank), not “{text}”.</source>
        <translation>ダイスのシードは整数（か空欄）で、「{text}」ではない。</translation>
    </message>
    <message>
        <source>line {n}: “{words}” not understood</source>
        <translation>{n}行目：「{words}」が読めない</translation>
    </message>
    <message>
        <source>line {n}: which nation (GE, FR, BR …)?</source>
        <translation>{n}行目：どの国（GE、FR、BR …）？</translation>
    </message>
    <message>
        <source>line {n}: army (A) or corps (C)?</source>
        <translation>{n}行目：軍（A）か軍団（C）か？</translation>
    </message>
    <message>
        <source>two units are called {name}</source>
        <translation>2つのユニットが {name} という名前</translation>
    </message>
    <message>
        <source>A space&apos;s stack</source>
        <translation>スペースのスタック</translation>
    </message>
    <message>
        <source>as the units&apos; side</source>
        <translation>ユニットの陣営</translation>
    </message>
    <message>
        <source>&amp;Space</source>
        <translation>スペース(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Units (none: an empty space)</source>
        <translation>ユニット（なし：空のスペース）(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Trench level</source>
        <translation>塹壕レベル(&amp;T)</translation>
    </message>
    <message>
        <source>C&amp;ontrol</source>
        <translation>支配(&amp;O)</translation>
    </message>
    <message>
        <source>Its &amp;fort is destroyed (15.1.9: an event such as Guns of August)</source>
        <translation>要塞は破壊済み (15.1.9:Guns of August などのイベント)(&amp;F)</translation>
    </message>
    <message>
        <source>Retreat or advance</source>
        <translation>退却または前進</translation>
    </message>
    <message>
        <source>the defenders retreat (12.5)</source>
        <translation>防御側が退却 (12.5)</translation>
    </message>
    <message>
        <source>the defenders stand: one unit takes one more step (12.5.3)</source>
        <translation>守備側は踏みとどまる:1ユニットがもう1ステップ損害 (12.5.3)</translation>
    </message>
    <message>
        <source>the defenders cannot retreat: eliminated (12.5.4)</source>
        <translation>守備側は退却できない:除去 (12.5.4)</translation>
    </message>
    <message>
        <source>the attackers advance (12.6)</source>
        <translation>攻撃側が前進 (12.6)</translation>
    </message>
    <message>
        <source>A retreat may end in: {spaces} (12.5.5)</source>
        <translation>退却先の候補:{spaces} (12.5.5)</translation>
    </message>
    <message>
        <source>&amp;Who</source>
        <translation>誰が(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;To the space</source>
        <translation>行き先のスペース(&amp;T)</translation>
    </message>
    <message>
        <source>VP change</source>
        <translation>VPの変更</translation>
    </message>
    <message>
        <source>e.g. Belgrade captured</source>
        <translation>例：ベオグラード占領</translation>
    </message>
    <message>
        <source>+ for the Central Powers, − for the Allies (the VP table, 5.1.2)</source>
        <translation>＋は同盟国、−は連合国に有利（VP表、5.1.2）</translation>
    </message>
    <message>
        <source>&amp;Change</source>
        <translation>変更(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Reason</source>
        <translation>理由(&amp;R)</translation>
    </message>
    <message>
        <source>Events in play</source>
        <translation>プレイ済みのイベント</translation>
    </message>
    <message>
        <source>Tick each event that has been played (Space); the aid counts with it.</source>
        <translation>プレイ済みのイベントにチェック（スペース）。計算に反映する。</translation>
    </message>
    <message>
        <source>Entrenchment roll (11.2)</source>
        <translation>塹壕構築のダイス（11.2）</translation>
    </message>
    <message>
        <source>blank: the program rolls</source>
        <translation>空欄：プログラムが振る</translation>
    </message>
    <message>
        <source>This army failed last time (11.2.9: −1)</source>
        <translation>この軍は前回失敗した（11.2.9：−1）</translation>
    </message>
    <message>
        <source>The army is out of supply (14.3.3)</source>
        <translation>この軍は補給切れ（14.3.3）</translation>
    </message>
    <message>
        <source>&amp;Nation of the army</source>
        <translation>軍の国籍(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Trench level there now</source>
        <translation>そこの現在の塹壕レベル(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Die rolled at the table</source>
        <translation>テーブルで振った出目(&amp;D)</translation>
    </message>
    <message>
        <source>Paths of Glory — projector</source>
        <translation>パス・オブ・グローリー — プロジェクター</translation>
    </message>
    <message>
        <source>Out of supply (14.1): {units}</source>
        <translation>補給切れ（14.1）：{units}</translation>
    </message>
    <message>
        <source>Every unit on the map is in supply (14.1).</source>
        <translation>マップ上の全ユニットが補給下にある（14.1）。</translation>
    </message>
    <message>
        <source>All {rounds} action rounds are played.</source>
        <translation>{rounds} つのアクションラウンドが終わった。</translation>
    </message>
    <message>
        <source>die {n}</source>
        <translation>出目 {n}</translation>
    </message>
    <message>
        <source>Mandated offensive, {side}: {result}</source>
        <translation>義務攻勢、{side}：{result}</translation>
    </message>
    <message>
        <source>war status {ws} · {level}</source>
        <translation>戦争状態 {ws} · {level}</translation>
    </message>
    <message>
        <source>attacker: die {roll} → {modified}, inflicts {losses}</source>
        <translation>攻撃側：出目 {roll} → {modified}、与損害 {losses}</translation>
    </message>
    <message>
        <source>attacker: wiped out by the first fire, does not fire (12.3.3)</source>
        <translation>攻撃側：先の射撃で全滅、射撃しない（12.3.3）</translation>
    </message>
    <message>
        <source>defender: die {roll} → {modified}, inflicts {losses}</source>
        <translation>防御側：出目 {roll} → {modified}、与損害 {losses}</translation>
    </message>
    <message>
        <source>defender: wiped out by the first fire, does not fire (12.3.3)</source>
        <translation>防御側：先の射撃で全滅、射撃しない（12.3.3）</translation>
    </message>
</context>
<context>
    <name>PositionEditor</name>
    <message>
        <source>&amp;Army</source>
        <translation>陸軍(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Fleet</source>
        <translation>海軍(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>取り除く(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Centre owner</source>
        <translation>補給都市の所有者(&amp;C)</translation>
    </message>
    <message>
        <source>Dislodged arm&amp;y</source>
        <translation>撃退された陸軍(&amp;Y)</translation>
    </message>
    <message>
        <source>Dislodged fl&amp;eet</source>
        <translation>撃退された海軍(&amp;E)</translation>
    </message>
    <message>
        <source>S&amp;tandoff</source>
        <translation>スタンドオフ(&amp;T)</translation>
    </message>
    <message>
        <source>Type a change and press Enter, one or several (separated by ; or new lines): &lt;b&gt;A PAR&lt;/b&gt; · &lt;b&gt;F STP/SC&lt;/b&gt; · &lt;b&gt;- MUN&lt;/b&gt; · &lt;b&gt;centre BEL FRANCE&lt;/b&gt; · &lt;b&gt;centre BEL none&lt;/b&gt; · &lt;b&gt;phase F1903R&lt;/b&gt; · &lt;b&gt;dislodged A MUN from BOH&lt;/b&gt; · &lt;b&gt;standoff BUR&lt;/b&gt; · &lt;b&gt;FRANCE:&lt;/b&gt; (whose units follow) · &lt;b&gt;clear&lt;/b&gt; · &lt;b&gt;start&lt;/b&gt;. Units and centres without a power go to the chosen power. A click on the board does what the chosen tool says. Ctrl+Z (in an empty line) takes back the last change; Ctrl+1 … 7 choose the power.</source>
        <translation>変更を入力して Enter（; または改行で区切って複数可）：&lt;b&gt;A PAR&lt;/b&gt; · &lt;b&gt;F STP/SC&lt;/b&gt; · &lt;b&gt;- MUN&lt;/b&gt; · &lt;b&gt;centre BEL FRANCE&lt;/b&gt; · &lt;b&gt;centre BEL none&lt;/b&gt; · &lt;b&gt;phase F1903R&lt;/b&gt; · &lt;b&gt;dislodged A MUN from BOH&lt;/b&gt; · &lt;b&gt;standoff BUR&lt;/b&gt; · &lt;b&gt;FRANCE:&lt;/b&gt;（以降の駒はこの国）· &lt;b&gt;clear&lt;/b&gt;（空にする）· &lt;b&gt;start&lt;/b&gt;（初期配置）。国を書かない駒と補給都市は選んだ国のものになります。盤をクリックすると選んだ道具のとおりに変わります。Ctrl+Z（空の入力欄で）で最後の変更を取り消し、Ctrl+1 … 7 で国を選びます。</translation>
    </message>
    <message>
        <source>Position editor</source>
        <translation>局面エディター</translation>
    </message>
    <message>
        <source>&amp;Phase</source>
        <translation>フェイズ(&amp;P)</translation>
    </message>
    <message>
        <source>P&amp;ower</source>
        <translation>国(&amp;O)</translation>
    </message>
    <message>
        <source>A click on the board:</source>
        <translation>盤をクリックすると：</translation>
    </message>
    <message>
        <source>A PAR · F STP/SC · - MUN · centre BEL FRANCE · phase F1903R</source>
        <translation>A PAR · F STP/SC · - MUN · centre BEL FRANCE · phase F1903R</translation>
    </message>
    <message>
        <source>&amp;Change:</source>
        <translation>変更(&amp;C)：</translation>
    </message>
    <message>
        <source>e.g. the board was bumped; the game moved from paper</source>
        <translation>例：盤がずれた、紙で進めていたゲームを移した</translation>
    </message>
    <message>
        <source>&amp;Why (kept in the game record):</source>
        <translation>理由(&amp;W)（ゲームの記録に残る）：</translation>
    </message>
    <message>
        <source>OK (Ctrl+Enter)</source>
        <translation>OK（Ctrl+Enter）</translation>
    </message>
    <message>
        <source>Nothing changes.</source>
        <translation>何も変わりません。</translation>
    </message>
    <message>
        <source>Done: {commands}</source>
        <translation>実行しました：{commands}</translation>
    </message>
    <message>
        <source>No change to take back.</source>
        <translation>取り消す変更はありません。</translation>
    </message>
    <message>
        <source>The last change was taken back.</source>
        <translation>最後の変更を取り消しました。</translation>
    </message>
    <message>
        <source>Changes ({n}):</source>
        <translation>変更（{n}件）：</translation>
    </message>
    <message>
        <source>No changes yet.</source>
        <translation>まだ変更はありません。</translation>
    </message>
    <message>
        <source>Refused: this position cannot exist.</source>
        <translation>受け付けません：この局面はありえません。</translation>
    </message>
    <message>
        <source>Refused:</source>
        <translation>受け付けません：</translation>
    </message>
</context>
<context>
    <name>Projector</name>
    <message>
        <source>Diplomacy — projector</source>
        <translation>ディプロマシー — プロジェクター</translation>
    </message>
    <message>
        <source>Retreat orders are written now, without talking (2.5.2)</source>
        <translation>今、後退命令を書きます。話し合いはできません（2.5.2）</translation>
    </message>
    <message>
        <source>Builds and removals are written now, without talking (2.6.5)</source>
        <translation>今、増設と削減を書きます。話し合いはできません（2.6.5）</translation>
    </message>
    <message>
        <source>Write your orders — no talking (2.3.2)</source>
        <translation>命令を書いてください — 話し合いは禁止（2.3.2）</translation>
    </message>
    <message>
        <source>Diplomacy</source>
        <translation>交渉期間</translation>
    </message>
    <message>
        <source> (no player)</source>
        <translation>（プレイヤーなし）</translation>
    </message>
    <message>
        <source>{n} units</source>
        <translation>駒{n}</translation>
    </message>
    <message>
        <source>Supply centres ({n} win)</source>
        <translation>補給都市（{n}で勝利）</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Results of {phase}</source>
        <translation>{phase}の結果</translation>
    </message>
    <message>
        <source>Standoffs: {names}</source>
        <translation>スタンドオフ：{names}</translation>
    </message>
    <message>
        <source>nowhere: disbands</source>
        <translation>後退先なし：解散</translation>
    </message>
    <message>
        <source>Dislodged units may retreat:</source>
        <translation>撃退された駒の後退先：</translation>
    </message>
    <message>
        <source>Builds:</source>
        <translation>増設：</translation>
    </message>
    <message>
        <source>Removals:</source>
        <translation>削減：</translation>
    </message>
    <message>
        <source>SANDBOX — a trial, not the game</source>
        <translation>サンドボックス — 検討用で、ゲームではありません</translation>
    </message>
</context>
<context>
    <name>Results</name>
    <message>
        <source>Power</source>
        <translation>国</translation>
    </message>
    <message>
        <source>Order as written</source>
        <translation>書かれた命令</translation>
    </message>
    <message>
        <source>Read as</source>
        <translation>解釈</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>理由</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Centres</source>
        <translation>補給都市</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>駒</translation>
    </message>
    <message>
        <source>Builds / removals</source>
        <translation>増設／削減</translation>
    </message>
    <message>
        <source>Build sites</source>
        <translation>増設できる都市</translation>
    </message>
    <message>
        <source>no order</source>
        <translation>命令なし</translation>
    </message>
    <message>
        <source>held</source>
        <translation>維持した</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Phase:</source>
        <translation>フェイズ：</translation>
    </message>
    <message>
        <source>Why?</source>
        <translation>なぜ？</translation>
    </message>
    <message>
        <source>The figures of the selected result: strengths, supports, what opposed it (Ctrl+I)</source>
        <translation>選んだ結果の数字：戦力、支援、対抗した駒（Ctrl+I）</translation>
    </message>
    <message>
        <source>No adjudication yet.</source>
        <translation>まだ判定していません。</translation>
    </message>
    <message>
        <source>No adjudication yet. Type the orders, then adjudicate (Ctrl+Enter).</source>
        <translation>まだ判定していません。命令を入力してから判定してください（Ctrl+Enter）。</translation>
    </message>
    <message>
        <source>holds (no valid order)</source>
        <translation>維持（有効な命令なし）</translation>
    </message>
    <message>
        <source>Results of {phase} — {summary}</source>
        <translation>{phase}の結果 — {summary}</translation>
    </message>
    <message>
        <source>no orders</source>
        <translation>命令なし</translation>
    </message>
    <message>
        <source>&lt;b&gt;Standoffs&lt;/b&gt; (left empty; no retreat there): {names}</source>
        <translation>&lt;b&gt;スタンドオフ&lt;/b&gt;（空いたまま。そこへは後退できない）：{names}</translation>
    </message>
    <message>
        <source>No standoffs.</source>
        <translation>スタンドオフなし。</translation>
    </message>
    <message>
        <source>Nothing adjudicated yet: there is no result to explain.</source>
        <translation>まだ判定していません。説明する結果がありません。</translation>
    </message>
    <message>
        <source>Only the orders of a movement phase have figures to explain.</source>
        <translation>数字で説明できるのは移動フェイズの命令だけです。</translation>
    </message>
    <message>
        <source>A unit without a valid order holds: its hold strength is in the explanation of each move against it.</source>
        <translation>有効な命令のない駒は維持します。その維持戦力は、その駒に向かう各移動の説明にあります。</translation>
    </message>
    <message>
        <source>Select an order&apos;s result in the table first, then ask why.</source>
        <translation>先に表で命令の結果を選んでから、「なぜ？」を押してください。</translation>
    </message>
    <message>
        <source>This order was not adjudicated (invalid, or another order of the unit was used): its reason says why.</source>
        <translation>この命令は判定されていません（無効、またはその駒の別の命令が使われた）。理由の欄を見てください。</translation>
    </message>
    <message>
        <source>Why? {order} — {result}</source>
        <translation>なぜ？{order} — {result}</translation>
    </message>
    <message>
        <source>No dislodged units.</source>
        <translation>撃退された駒はありません。</translation>
    </message>
    <message>
        <source>{power}: {unit} dislodged (attacked from {origin} by convoy)</source>
        <translation>{power}：{unit}が撃退された（{origin}から輸送による攻撃）</translation>
    </message>
    <message>
        <source>{power}: {unit} dislodged (attacked from {origin})</source>
        <translation>{power}：{unit}が撃退された（{origin}からの攻撃）</translation>
    </message>
    <message>
        <source>may retreat to {where}, or disband</source>
        <translation>{where}へ後退できる。または解散</translation>
    </message>
    <message>
        <source>no retreat: must disband</source>
        <translation>後退先なし：解散</translation>
    </message>
    <message>
        <source>{n} dislodged unit(s). Select one (arrow keys) to see its retreats on the board.</source>
        <translation>撃退された駒は{n}個。選ぶ（矢印キー）と盤上に後退先が表示されます。</translation>
    </message>
    <message>
        <source>builds {n}</source>
        <translation>増設 {n}</translation>
    </message>
    <message>
        <source>removes {n}</source>
        <translation>削減 {n}</translation>
    </message>
    <message>
        <source>civil disorder</source>
        <translation>内乱</translation>
    </message>
    <message>
        <source>Adjustments of {phase}: builds only in free home centres still owned (2.6.6). {n} centres win.</source>
        <translation>{phase}：増設できるのは、まだ支配している空いた本国の補給都市だけ（2.6.6）。補給都市{n}で勝利。</translation>
    </message>
    <message>
        <source>Supply centres after the last autumn count. {n} centres win.</source>
        <translation>直近の秋の集計による補給都市。補給都市{n}で勝利。</translation>
    </message>
    <message>
        <source>{period} started</source>
        <translation>{period}開始</translation>
    </message>
    <message>
        <source>{period}: warning, {n} min left</source>
        <translation>{period}：警告、残り {n} 分</translation>
    </message>
    <message>
        <source>{period} paused</source>
        <translation>{period}一時停止</translation>
    </message>
    <message>
        <source>{period} resumed</source>
        <translation>{period}再開</translation>
    </message>
    <message>
        <source>{period} extended by {n} min</source>
        <translation>{period}を {n} 分延長</translation>
    </message>
    <message>
        <source>{period} over</source>
        <translation>{period}終了</translation>
    </message>
    <message>
        <source>Time called (later changes are late)</source>
        <translation>締切宣言（以後の変更は遅れ）</translation>
    </message>
    <message>
        <source>Call of time taken back</source>
        <translation>締切宣言を取り消し</translation>
    </message>
    <message>
        <source>Timer lengths set</source>
        <translation>時間の長さを設定</translation>
    </message>
    <message>
        <source>Deadline set</source>
        <translation>締切を設定</translation>
    </message>
    <message>
        <source>time ran out</source>
        <translation>時間切れ</translation>
    </message>
    <message>
        <source>ended early, all agreed</source>
        <translation>全員の同意で早く終了</translation>
    </message>
    <message>
        <source>adjudicated</source>
        <translation>判定済み</translation>
    </message>
    <message>
        <source>time called</source>
        <translation>締切宣言済み</translation>
    </message>
    <message>
        <source>the program was closed; the clock waits until it is started again</source>
        <translation>プログラムを閉じました。時計は再び始めるまで止まっています</translation>
    </message>
    <message>
        <source>Game set up ({ruleset})</source>
        <translation>ゲーム開始（{ruleset}）</translation>
    </message>
    <message>
        <source>{phase} {power} sheet LATE: {n} line(s)</source>
        <translation>{phase} {power}の命令書（遅れ）：{n}行</translation>
    </message>
    <message>
        <source>{phase} {power} sheet: {n} line(s)</source>
        <translation>{phase} {power}の命令書：{n}行</translation>
    </message>
    <message>
        <source>{phase} late sheet of {power} stands</source>
        <translation>{phase} {power}の遅れた命令書を有効とする</translation>
    </message>
    <message>
        <source>{phase} late sheet of {power} refused</source>
        <translation>{phase} {power}の遅れた命令書を無効とする</translation>
    </message>
    <message>
        <source> ({reason})</source>
        <translation>（{reason}）</translation>
    </message>
    <message>
        <source>{phase} {power} in civil disorder</source>
        <translation>{phase} {power}が内乱状態に</translation>
    </message>
    <message>
        <source>{phase} {power} back in play</source>
        <translation>{phase} {power}が復帰</translation>
    </message>
    <message>
        <source>{phase} coin toss</source>
        <translation>{phase} コイントス</translation>
    </message>
    <message>
        <source>, elapsed {s} s</source>
        <translation>、経過{s}秒</translation>
    </message>
    <message>
        <source>Adjudicated {phase}</source>
        <translation>{phase} を判定</translation>
    </message>
    <message>
        <source>Undid the adjudication of {phase}</source>
        <translation>{phase} の判定を取り消し</translation>
    </message>
    <message>
        <source>Game ended: {reason} {winners}</source>
        <translation>ゲーム終了：{reason} {winners}</translation>
    </message>
    <message>
        <source>Note: {text}</source>
        <translation>メモ：{text}</translation>
    </message>
    <message>
        <source>{phase} position corrected: {note}</source>
        <translation>{phase} 局面を訂正：{note}</translation>
    </message>
    <message>
        <source> ({commands})</source>
        <translation>（{commands}）</translation>
    </message>
    <message>
        <source>{phase} correction of the position taken back</source>
        <translation>{phase} 局面の訂正を取り消し</translation>
    </message>
    <message>
        <source>Scored under {system}: {scores}</source>
        <translation>{system}による得点：{scores}</translation>
    </message>
</context>
<context>
    <name>Score</name>
    <message>
        <source>Place</source>
        <translation>順位</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>国</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Centres</source>
        <translation>補給都市</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>得点</translation>
    </message>
    <message>
        <source>&amp;Scoring system:</source>
        <translation>得点方式(&amp;S)：</translation>
    </message>
    <message>
        <source>Record this score</source>
        <translation>この得点を記録</translation>
    </message>
    <message>
        <source>The game goes on. When it ends it is scored under {system} and the score is kept in the game record.</source>
        <translation>ゲームは続いています。終わると{system}で得点を計算し、ゲームの記録に残します。</translation>
    </message>
    <message>
        <source>This game cannot be scored: {error}</source>
        <translation>このゲームの得点は計算できません：{error}</translation>
    </message>
    <message>
        <source>Score under {system}</source>
        <translation>{system}による得点</translation>
    </message>
    <message>
        <source>Kept in the game record ({time}).</source>
        <translation>ゲームの記録に残っています（{time}）。</translation>
    </message>
    <message>
        <source>Not kept in the game record yet: Record this score keeps it.</source>
        <translation>まだゲームの記録にありません。「この得点を記録」で残します。</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Also scored under: {systems}.</source>
        <translation>ほかに計算した得点方式：{systems}。</translation>
    </message>
</context>
<context>
    <name>SharePanel</name>
    <message>
        <source>The address is copied.</source>
        <translation>アドレスをコピーしました。</translation>
    </message>
    <message>
        <source>Share with players</source>
        <translation>プレイヤーと共有</translation>
    </message>
    <message>
        <source>On a phone or laptop on the same network, scan the code or open the address:</source>
        <translation>同じネットワークのスマートフォンなどで、下のQRコードを読み取るか、アドレスを開いてください：</translation>
    </message>
    <message>
        <source>Share on:</source>
        <translation>共有するアドレス：</translation>
    </message>
    <message>
        <source>{address} (this computer only)</source>
        <translation>{address}（このコンピューターのみ）</translation>
    </message>
    <message>
        <source>Read-only: the players see what the projector shows, and an order only after you adjudicate it. Closing this window stops sharing.</source>
        <translation>読み取り専用：プレイヤーにはプロジェクターと同じ内容が表示され、命令は判定した後にだけ表示されます。共有はこのウィンドウが開いている間だけ続きます。</translation>
    </message>
    <message>
        <source>Copy the address</source>
        <translation>アドレスをコピー</translation>
    </message>
    <message>
        <source>Stop sharing</source>
        <translation>共有を終了</translation>
    </message>
    <message>
        <source>Cannot share on {address}: {error}</source>
        <translation>{address}で共有できません：{error}</translation>
    </message>
    <message>
        <source>Not sharing.</source>
        <translation>共有していません。</translation>
    </message>
    <message>
        <source>Nobody is watching yet.</source>
        <translation>まだ誰も見ていません。</translation>
    </message>
    <message>
        <source>Watching: {n} (on {devices} devices)</source>
        <translation>表示中のページ：{n}（端末{devices}台）</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>Type and check every order, adjudicate by the rules, run the clock and show the board to the players on a projector.</source>
        <translation>命令を入力して確かめ、ルールどおりに判定し、時間を計り、盤面をプロジェクターでプレイヤーに見せます。</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>フェイズ</translation>
    </message>
    <message>
        <source>Ruleset</source>
        <translation>ルール</translation>
    </message>
    <message>
        <source>Last change</source>
        <translation>最終変更</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>フォルダー</translation>
    </message>
    <message>
        <source>{phase} (ended)</source>
        <translation>{phase}（終了）</translation>
    </message>
    <message>
        <source>today {time}</source>
        <translation>今日 {time}</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>始める</translation>
    </message>
    <message>
        <source>Recent games</source>
        <translation>最近のゲーム</translation>
    </message>
    <message>
        <source>No game yet: Ctrl+N starts one, Ctrl+O opens a game file.</source>
        <translation>まだゲームがありません：Ctrl+N で新しいゲーム、Ctrl+O でゲームファイルを開きます。</translation>
    </message>
    <message>
        <source>Return opens the selected game, 1 … 9 the game of that number; F1 lists every key.</source>
        <translation>Enter で選んだゲームを、1…9 でその番号のゲームを開きます。F1 で全てのキーを表示。</translation>
    </message>
    <message>
        <source>cannot be read</source>
        <translation>読み込めません</translation>
    </message>
</context>
<context>
    <name>Tournament</name>
    <message>
        <source>{name} — projector</source>
        <translation>{name} — プロジェクター</translation>
    </message>
    <message>
        <source>{player} · {score} · round {round}</source>
        <translation>{player} · {score}点 · 第{round}ラウンド</translation>
    </message>
    <message>
        <source>{players} · {score}</source>
        <translation>{players} · {score}点</translation>
    </message>
    <message>
        <source>No board has a result yet</source>
        <translation>結果の出た卓はまだありません</translation>
    </message>
    <message>
        <source>Round {n}: where you sit</source>
        <translation>第{n}ラウンド：席</translation>
    </message>
    <message>
        <source>No round seated yet</source>
        <translation>まだどのラウンドも席が決まっていません</translation>
    </message>
    <message>
        <source>Board {n}</source>
        <translation>第{n}卓</translation>
    </message>
    <message>
        <source>Sitting out: {players}</source>
        <translation>休み：{players}</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>R{n}</source>
        <translation>第{n}R</translation>
    </message>
    <message>
        <source>If every game ended now ({n} boards still playing) · {rule}</source>
        <translation>全ゲームが今終わったら（{n}卓がプレイ中） · {rule}</translation>
    </message>
    <message>
        <source>{name}: round {n} being played</source>
        <translation>{name}：第{n}ラウンド進行中</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>page {page} of {pages}</source>
        <translation>{page}／{pages}ページ</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>&amp;Scoring system</source>
        <translation>得点方式(&amp;S)</translation>
    </message>
    <message>
        <source>every round</source>
        <translation>全ラウンド</translation>
    </message>
    <message>
        <source>&amp;Total of the best … rounds</source>
        <translation>合計に入れる上位ラウンド数(&amp;T)</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（なし）</translation>
    </message>
    <message>
        <source>Tie-break {n}</source>
        <translation>タイブレーク{n}</translation>
    </message>
    <message>
        <source>New tournament</source>
        <translation>新しい大会</translation>
    </message>
    <message>
        <source>e.g. Club Cup 2024</source>
        <translation>例：2024年クラブ杯</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>名前(&amp;N)</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>参照…</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <source>Scoring system and tie-breaks</source>
        <translation>得点方式とタイブレーク</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>A round sat &amp;out scores</source>
        <translation>休みのラウンドの得点(&amp;O)</translation>
    </message>
    <message>
        <source>Sit-out score &amp;counts</source>
        <translation>休みの得点を数える(&amp;C)</translation>
    </message>
    <message>
        <source>Best Country &amp;by</source>
        <translation>ベストカントリーの基準(&amp;B)</translation>
    </message>
    <message>
        <source>Result of round {round}, board {board}</source>
        <translation>第{round}ラウンド第{board}卓の結果</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>国</translation>
    </message>
    <message>
        <source>Centres</source>
        <translation>補給都市</translation>
    </message>
    <message>
        <source>Fell in</source>
        <translation>滅亡した年</translation>
    </message>
    <message>
        <source>In the draw</source>
        <translation>引き分けに参加</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>得点</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>不明</translation>
    </message>
    <message>
        <source>Draw of every survivor</source>
        <translation>生存国全員の引き分け</translation>
    </message>
    <message>
        <source>Draw of the ticked powers</source>
        <translation>チェックした国の引き分け</translation>
    </message>
    <message>
        <source>Solo: {power}</source>
        <translation>単独勝利：{power}</translation>
    </message>
    <message>
        <source>&amp;Outcome</source>
        <translation>結末(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Last year played</source>
        <translation>最後にプレイした年(&amp;L)</translation>
    </message>
    <message>
        <source>Best round</source>
        <translation>最高ラウンド</translation>
    </message>
    <message>
        <source>Second-best round</source>
        <translation>2番目のラウンド</translation>
    </message>
    <message>
        <source>All rounds</source>
        <translation>全ラウンド合計</translation>
    </message>
    <message>
        <source>Solos</source>
        <translation>単独勝利</translation>
    </message>
    <message>
        <source>Tops</source>
        <translation>首位</translation>
    </message>
    <message>
        <source>Tournaments (*{suffix});;All files (*)</source>
        <translation>大会ファイル (*{suffix});;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>New &amp;player:</source>
        <translation>新しいプレイヤー(&amp;P)：</translation>
    </message>
    <message>
        <source>type a name, then Enter</source>
        <translation>名前を入力して Enter</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>&amp;Round:</source>
        <translation>ラウンド(&amp;R)：</translation>
    </message>
    <message>
        <source>Seating and results</source>
        <translation>席と結果</translation>
    </message>
    <message>
        <source>&amp;After round:</source>
        <translation>ラウンド終了時点(&amp;A)：</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>順位</translation>
    </message>
    <message>
        <source>&lt;h2&gt;No tournament open&lt;/h2&gt;&lt;p&gt;Ctrl+N: a new tournament &amp;nbsp;·&amp;nbsp; Ctrl+O: open a tournament file&lt;/p&gt;</source>
        <translation>&lt;h2&gt;大会が開かれていません&lt;/h2&gt;&lt;p&gt;Ctrl+N：新しい大会 &amp;nbsp;·&amp;nbsp; Ctrl+O：大会ファイルを開く&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Open a tournament</source>
        <translation>大会を開く</translation>
    </message>
    <message>
        <source>Cannot add the player</source>
        <translation>プレイヤーを追加できません</translation>
    </message>
    <message>
        <source>{name} plays from round {n}.</source>
        <translation>{name}は第{n}ラウンドから出場します。</translation>
    </message>
    <message>
        <source>Drop the player</source>
        <translation>プレイヤーの棄権</translation>
    </message>
    <message>
        <source>{name} plays on board {board} ({power}) of round {n}. Drop them now? The seat then needs a replacement or is played in civil disorder.</source>
        <translation>{name}は第{n}ラウンド第{board}卓（{power}）でプレイ中です。今すぐ外しますか？その席には代わりのプレイヤーが必要になるか、無政府状態になります。</translation>
    </message>
    <message>
        <source>{name} plays no round after round {n}?</source>
        <translation>{name}は第{n}ラウンドの後は出場しませんか？</translation>
    </message>
    <message>
        <source>Round {n} is seated: {boards} boards.</source>
        <translation>第{n}ラウンドの席が決まりました：{boards}卓。</translation>
    </message>
    <message>
        <source>Choose a seat first (a player&apos;s cell).</source>
        <translation>先に席（プレイヤーのセル）を選んでください。</translation>
    </message>
    <message>
        <source>Board {board} · {power} · {player}</source>
        <translation>第{board}卓 · {power} · {player}</translation>
    </message>
    <message>
        <source>Swap seats</source>
        <translation>席の入れ替え</translation>
    </message>
    <message>
        <source>Swap with:</source>
        <translation>入れ替える相手：</translation>
    </message>
    <message>
        <source>{player} (board {board}, {power})</source>
        <translation>{player}（第{board}卓、{power}）</translation>
    </message>
    <message>
        <source>{player} (no seat)</source>
        <translation>{player}（席なし）</translation>
    </message>
    <message>
        <source>Put a player in the seat</source>
        <translation>プレイヤーを席に着ける</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>プレイヤー：</translation>
    </message>
    <message>
        <source>{why}.

Move them here? Their other seat will be empty.</source>
        <translation>{why}。

こちらに移しますか？元の席は空席になります。</translation>
    </message>
    <message>
        <source>{why}.

Replace them? They will sit out this round.</source>
        <translation>{why}。

入れ替えますか？その人はこのラウンドを休みます。</translation>
    </message>
    <message>
        <source>Choose a board first (Ctrl+2, then its row).</source>
        <translation>先に卓を選んでください（Ctrl+2 で、その行を選ぶ）。</translation>
    </message>
    <message>
        <source>The board&apos;s ended game file</source>
        <translation>卓の終わったゲームのファイル</translation>
    </message>
    <message>
        <source>Clear the result</source>
        <translation>結果を消す</translation>
    </message>
    <message>
        <source>Take away the result of round {round}, board {board}?</source>
        <translation>第{round}ラウンド第{board}卓の結果を消しますか？</translation>
    </message>
    <message>
        <source>Export the standings</source>
        <translation>順位を書き出す</translation>
    </message>
    <message>
        <source>Standings written to {path}.</source>
        <translation>順位を{path}に書き出しました。</translation>
    </message>
    <message>
        <source>The room&apos;s clock</source>
        <translation>会場の時計</translation>
    </message>
    <message>
        <source>Minutes until the period ends (0: no room clock):</source>
        <translation>時間が終わるまでの分数（0：会場の時計なし）：</translation>
    </message>
    <message>
        <source>The room&apos;s clock is set.</source>
        <translation>会場の時計を設定しました。</translation>
    </message>
    <message>
        <source>No room clock.</source>
        <translation>会場の時計はありません。</translation>
    </message>
    <message>
        <source>A board keeps its own clock</source>
        <translation>ある卓が自分の時計を使う</translation>
    </message>
    <message>
        <source>Board:</source>
        <translation>卓：</translation>
    </message>
    <message>
        <source>Board {n} keeps its own clock.</source>
        <translation>第{n}卓は自分の時計を使います。</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>大会</translation>
    </message>
    <message>
        <source>{name} — {file} — tournament</source>
        <translation>{name} — {file} — 大会</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>{rule}. Ties broken by: {tiebreaks}.</source>
        <translation>{rule}。同点のときは{tiebreaks}で決める。</translation>
    </message>
    <message>
        <source>#</source>
        <translation>番号</translation>
    </message>
    <message>
        <source>Plays from round</source>
        <translation>出場開始ラウンド</translation>
    </message>
    <message>
        <source>Dropped after round</source>
        <translation>棄権したラウンド</translation>
    </message>
    <message>
        <source>Rounds played</source>
        <translation>出場ラウンド数</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>メモ</translation>
    </message>
    <message>
        <source>standby</source>
        <translation>補欠</translation>
    </message>
    <message>
        <source>may play two boards</source>
        <translation>2卓同時可</translation>
    </message>
    <message>
        <source>away in round {n}</source>
        <translation>第{n}ラウンド欠席</translation>
    </message>
    <message>
        <source>Round {n}</source>
        <translation>第{n}ラウンド</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>卓</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>(civil disorder)</source>
        <translation>（無政府状態）</translation>
    </message>
    <message>
        <source>— empty —</source>
        <translation>— 空席 —</translation>
    </message>
    <message>
        <source>{centres} SC · score {score}</source>
        <translation>補給都市{centres} · {score}点</translation>
    </message>
    <message>
        <source>{centres} SC in {year}</source>
        <translation>{year}年 補給都市{centres}</translation>
    </message>
    <message>
        <source>being played: {year} reported</source>
        <translation>進行中：{year}年まで送信済み</translation>
    </message>
    <message>
        <source>No round yet: Ctrl+R seats the first round.</source>
        <translation>まだラウンドがありません：Ctrl+R で第1ラウンドの席を決めます。</translation>
    </message>
    <message>
        <source>{boards} boards, {done} with a result.</source>
        <translation>{boards}卓、うち{done}卓の結果あり。</translation>
    </message>
    <message>
        <source>Ctrl+R seats the next round.</source>
        <translation>Ctrl+R で次のラウンドの席を決めます。</translation>
    </message>
    <message>
        <source>Standby: {players}</source>
        <translation>補欠：{players}</translation>
    </message>
    <message>
        <source>no result yet</source>
        <translation>結果はまだ</translation>
    </message>
    <message>
        <source>Draw: {powers}</source>
        <translation>引き分け：{powers}</translation>
    </message>
    <message>
        <source>(from {file})</source>
        <translation>（{file}から）</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>順位</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Diplomacy games (*.dipgame);;All files (*)</source>
        <translation>ゲームファイル (*.dipgame);;すべてのファイル (*)</translation>
    </message>
</context>
</TS>
