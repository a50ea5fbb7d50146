<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
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
        <source>Undo the last adjudication (both versions stay in the record)</source>
        <translation>直前の判定を取り消す（両方とも記録に残る）</translation>
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
        <source>&lt;h1&gt;Diplomacy referee&lt;/h1&gt;&lt;p&gt;Ctrl+N: new game &amp;nbsp;·&amp;nbsp; Ctrl+O: open a game file&lt;/p&gt;</source>
        <translation>&lt;h1&gt;ディプロマシー 審判&lt;/h1&gt;&lt;p&gt;Ctrl+N：新しいゲーム &amp;nbsp;·&amp;nbsp; Ctrl+O：ゲームファイルを開く&lt;/p&gt;</translation>
    </message>
    <message>
        <source>New game… (Ctrl+N)</source>
        <translation>新しいゲーム…（Ctrl+N）</translation>
    </message>
    <message>
        <source>Open… (Ctrl+O)</source>
        <translation>開く…（Ctrl+O）</translation>
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
        <source>&amp;Undo last adjudication</source>
        <translation>直前の判定を取り消す(&amp;U)</translation>
    </message>
    <message>
        <source>undo adjudication</source>
        <translation>判定の取り消し</translation>
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
        <source>Keys</source>
        <translation>キー</translation>
    </message>
    <message>
        <source>Diplomacy referee</source>
        <translation>ディプロマシー 審判</translation>
    </message>
    <message>
        <source>Diplomacy</source>
        <translation>ディプロマシー</translation>
    </message>
    <message>
        <source>{title} — {file} — referee</source>
        <translation>{title} — {file} — 審判</translation>
    </message>
    <message>
        <source>{title} — referee</source>
        <translation>{title} — 審判</translation>
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
        <source>Order writing is over: time is called (sheets changed now are late). Adjudicate with Ctrl+Enter.</source>
        <translation>命令記入の時間が終わりました。締切を宣言しました（これ以降に変わった命令書は遅れです）。Ctrl+Enter で判定します。</translation>
    </message>
    <message>
        <source>Order writing is over: call time (F8), then adjudicate (Ctrl+Enter).</source>
        <translation>命令記入は終わりました：締切を宣言し（F8）、判定してください（Ctrl+Enter）。</translation>
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
        <source>Recent games (File &gt; Recent games):</source>
        <translation>最近のゲーム（ファイル &gt; 最近のゲーム）：</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>キーボード操作</translation>
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
        <source>Line {n}:</source>
        <translation>{n}行目：</translation>
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
        <source>Why</source>
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
</context>
</TS>
