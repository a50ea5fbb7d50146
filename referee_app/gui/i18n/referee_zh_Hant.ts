<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW">
<context>
    <name>About</name>
    <message>
        <source>(source tree)</source>
        <translation>（開發版）</translation>
    </message>
    <message>
        <source>pure Python</source>
        <translation>純 Python</translation>
    </message>
    <message>
        <source>compiled (mypyc), {done} of {total} modules</source>
        <translation>已編譯（mypyc）：{done} / {total}</translation>
    </message>
    <message>
        <source>native express lane: built in</source>
        <translation>原生 C 通道：已內建</translation>
    </message>
    <message>
        <source>native express lane: not built (the Python lanes do the same work)</source>
        <translation>原生 C 通道：未建置（Python 通道做同樣的工作）</translation>
    </message>
    <message>
        <source>Engine: {core}</source>
        <translation>核心：{core}</translation>
    </message>
    <message>
        <source>Referee&apos;s desk {version}</source>
        <translation>裁判桌 {version}</translation>
    </message>
    <message>
        <source>Python {python}, Qt {qt}, PySide6 {pyside}</source>
        <translation>Python {python}、Qt {qt}、PySide6 {pyside}</translation>
    </message>
    <message>
        <source>Free software under the MIT licence. It uses Qt and PySide6 under the GNU LGPL version 3 (you may replace those libraries: see the notices), Python under the PSF licence, the Noto Sans CJK fonts under the SIL Open Font License 1.1, and Natural Earth&apos;s map data (public domain).</source>
        <translation>以 MIT 許可發布的自由程式。使用 GNU LGPL 第 3 版許可的 Qt 與 PySide6（可以替換這些程式庫：見第三方說明）、PSF 許可的 Python、SIL Open Font License 1.1 許可的 Noto Sans CJK 字型，以及 Natural Earth 的地圖資料（公有領域）。</translation>
    </message>
    <message>
        <source>The third-party notices: {path}</source>
        <translation>第三方說明：{path}</translation>
    </message>
    <message>
        <source>About the referee&apos;s desk</source>
        <translation>關於裁判桌</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <source>supply centre, {power}</source>
        <translation>軍需區，屬{power}</translation>
    </message>
    <message>
        <source>neutral supply centre</source>
        <translation>中立軍需區</translation>
    </message>
    <message>
        <source>sea</source>
        <translation>水域</translation>
    </message>
    <message>
        <source>inland</source>
        <translation>內陸省</translation>
    </message>
    <message>
        <source>coastal</source>
        <translation>沿岸省</translation>
    </message>
    <message>
        <source>impassable</source>
        <translation>不得進入</translation>
    </message>
    <message>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message>
        <source>{power} {unit} ({code})</source>
        <translation>{power}：{unit}（{code}）</translation>
    </message>
    <message>
        <source>dislodged: {power} {unit}, attacked from {origin}</source>
        <translation>被驅逐：{power}：{unit}，攻擊來自 {origin}</translation>
    </message>
    <message>
        <source>standoff: no retreat here</source>
        <translation>規避：不得撤至此處</translation>
    </message>
    <message>
        <source>order: {order} ({status})</source>
        <translation>指令：{order}（{status}）</translation>
    </message>
    <message>
        <source>order: {order}</source>
        <translation>指令：{order}</translation>
    </message>
</context>
<context>
    <name>Clock</name>
    <message>
        <source>Clock stopped</source>
        <translation>計時停止</translation>
    </message>
    <message>
        <source>Diplomacy</source>
        <translation>交涉期</translation>
    </message>
    <message>
        <source>Order writing</source>
        <translation>指令訂定期</translation>
    </message>
    <message>
        <source>Retreats</source>
        <translation>撤退期</translation>
    </message>
    <message>
        <source>Adjustments</source>
        <translation>部隊數目調整期</translation>
    </message>
    <message>
        <source>time called</source>
        <translation>已宣告時限完結</translation>
    </message>
    <message>
        <source> (first period)</source>
        <translation>（首回合）</translation>
    </message>
    <message>
        <source>time taken</source>
        <translation>已用時間</translation>
    </message>
    <message>
        <source>TIME</source>
        <translation>時間到</translation>
    </message>
    <message>
        <source>ended</source>
        <translation>已完結</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>暫停</translation>
    </message>
</context>
<context>
    <name>HubPanel</name>
    <message>
        <source>The hub could not start: {error}</source>
        <translation>比賽中心無法啟動：{error}</translation>
    </message>
    <message>
        <source>Round {round}: {live} boards reporting, {done} with a result.
Public standings: {url}standings</source>
        <translation>第{round}輪：{live}桌送出中，{done}桌已有結果。
公開排名：{url}standings</translation>
    </message>
    <message>
        <source>Tournament hub</source>
        <translation>比賽中心</translation>
    </message>
    <message>
        <source>Each board&apos;s desk joins with this address (File &gt; Join a tournament, or referee-cli tournament join ADDRESS --board N) and reports its centres and its result as it plays.</source>
        <translation>每桌的終端以此連線位置加入（檔案 &gt; 加入比賽，或 referee-cli tournament join 連線位置 --board N），並在對局中送出補給中心與結果。</translation>
    </message>
    <message>
        <source>Serve on:</source>
        <translation>連線位置：</translation>
    </message>
    <message>
        <source>Stop serving</source>
        <translation>停止比賽中心</translation>
    </message>
</context>
<context>
    <name>Lieou</name>
    <message>
        <source>Held by: %1</source>
        <translation>歸屬：%1</translation>
    </message>
    <message>
        <source>Armies: %1</source>
        <translation>軍隊：%1</translation>
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
        <translation>機場</translation>
    </message>
    <message>
        <source>Air column</source>
        <translation>空軍縱隊</translation>
    </message>
    <message>
        <source>Air groups: %1</source>
        <translation>機群：%1</translation>
    </message>
    <message>
        <source>General</source>
        <translation>將軍</translation>
    </message>
    <message>
        <source>Marshal</source>
        <translation>元帥</translation>
    </message>
    <message>
        <source>Empire tokens (1.1)</source>
        <translation>帝國標誌 (1.1)</translation>
    </message>
    <message>
        <source>Empire by die (1.2)</source>
        <translation>擲骰選國 (1.2)</translation>
    </message>
    <message>
        <source>Capital by die (1.3)</source>
        <translation>擲骰定都 (1.3)</translation>
    </message>
    <message>
        <source>Battle round: attacker / defender</source>
        <translation>戰鬥一輪：進攻方 / 防守方</translation>
    </message>
    <message>
        <source>Air combat: attacker / defender</source>
        <translation>空戰：進攻方 / 防守方</translation>
    </message>
    <message>
        <source>Leader&apos;s fate (10.8)</source>
        <translation>將帥的結局 (10.8)</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>骰子</translation>
    </message>
    <message>
        <source>Done: %1</source>
        <translation>已執行：%1</translation>
    </message>
    <message>
        <source>Can be done</source>
        <translation>可以執行</translation>
    </message>
    <message>
        <source>%1 → %2: takes it %3 %, armies left %4 (defender %5)</source>
        <translation>%1 → %2：攻佔機率 %3 %，剩餘軍隊 %4（防守方 %5）</translation>
    </message>
    <message>
        <source>Counted: %1</source>
        <translation>計入：%1</translation>
    </message>
    <message>
        <source>Set-up (chapter 1)</source>
        <translation>開局（第一章）</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>棋局已結束</translation>
    </message>
    <message>
        <source>Tokens: %1</source>
        <translation>帝國標誌：%1</translation>
    </message>
    <message>
        <source>Action, e.g. attack 法B 德E — Tab completes, Enter does it</source>
        <translation>行動，例如 attack 法B 德E — Tab 補全，Enter 執行</translation>
    </message>
    <message>
        <source>Roll (one round)</source>
        <translation>擲骰（一輪）</translation>
    </message>
    <message>
        <source>Fight to the end</source>
        <translation>決戰到底</translation>
    </message>
    <message>
        <source>Default choice</source>
        <translation>預設選擇</translation>
    </message>
    <message>
        <source>Undo last action</source>
        <translation>撤銷上一個行動</translation>
    </message>
    <message>
        <source>air combat (13.6)</source>
        <translation>空戰 (13.6)</translation>
    </message>
    <message>
        <source>raid (13.4)</source>
        <translation>空襲 (13.4)</translation>
    </message>
    <message>
        <source>counter-raid (13.5)</source>
        <translation>反襲 (13.5)</translation>
    </message>
    <message>
        <source>land battle (4)</source>
        <translation>陸戰 (4)</translation>
    </message>
    <message>
        <source>round %1</source>
        <translation>第 %1 輪</translation>
    </message>
    <message>
        <source>Readings and options of this game</source>
        <translation>本局的規則解讀與選項</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>撤銷</translation>
    </message>
    <message>
        <source>Take back the last action: %1?

It stays in the game file, marked as taken back.</source>
        <translation>撤銷上一個行動：%1？

它仍留在對局檔案中，標記為已撤銷。</translation>
    </message>
    <message>
        <source>Taken back: %1</source>
        <translation>已撤銷：%1</translation>
    </message>
    <message>
        <source>&amp;Ruleset</source>
        <translation>規則集(&amp;R)</translation>
    </message>
    <message>
        <source>Rolled by the program (seeded)</source>
        <translation>由程式擲骰（種子）</translation>
    </message>
    <message>
        <source>Physical dice thrown at the table, typed</source>
        <translation>桌上實體骰子，手動輸入</translation>
    </message>
    <message>
        <source>&amp;Dice</source>
        <translation>骰子(&amp;D)</translation>
    </message>
    <message>
        <source>blank: a new one</source>
        <translation>留空：新產生一個</translation>
    </message>
    <message>
        <source>Dice &amp;seed</source>
        <translation>骰子種子(&amp;S)</translation>
    </message>
    <message>
        <source>Either way any roll may be typed (roll 652/41) or rolled (roll); every die is recorded in the game file as it is thrown.</source>
        <translation>兩種方式下，每次擲骰都可輸入點數（roll 652/41）或由程式擲出（roll）；每粒骰子擲出時即記入對局檔案。</translation>
    </message>
    <message>
        <source>Owners choose after the dice (else the defaults)</source>
        <translation>擲骰後由所有者選擇（否則取預設）</translation>
    </message>
    <message>
        <source>Last empire standing</source>
        <translation>最後存留的帝國</translation>
    </message>
    <message>
        <source>All lands</source>
        <translation>佔領全部領土</translation>
    </message>
    <message>
        <source>Throws the most dice allowed</source>
        <translation>擲最多可擲的骰子</translation>
    </message>
    <message>
        <source>May throw fewer dice</source>
        <translation>可少擲骰子</translation>
    </message>
    <message>
        <source>Attacker&apos;s dice (4.2.1)</source>
        <translation>攻方骰子數 (4.2.1)</translation>
    </message>
    <message>
        <source>The dice seed is a whole number (or blank), not “%1”.</source>
        <translation>骰子種子須為整數（或留空），而不是「%1」。</translation>
    </message>
    <message>
        <source>Victory (14.1)</source>
        <translation>勝利條件 (14.1)</translation>
    </message>
    <message>
        <source>Lands</source>
        <translation>領土</translation>
    </message>
    <message>
        <source>Regimes</source>
        <translation>政權</translation>
    </message>
    <message>
        <source>Armies</source>
        <translation>軍隊</translation>
    </message>
    <message>
        <source>Capital</source>
        <translation>首都</translation>
    </message>
    <message>
        <source>Ranking</source>
        <translation>名次</translation>
    </message>
    <message>
        <source>Fallen</source>
        <translation>亡國</translation>
    </message>
    <message>
        <source>Lieou Empires — projector</source>
        <translation>列歐帝國棋 — 投影</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1方獲勝</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Game record (JSON)…</source>
        <translation>棋局記錄（JSON）…</translation>
    </message>
    <message>
        <source>Results log, plain text…</source>
        <translation>結果記錄（純文字）…</translation>
    </message>
    <message>
        <source>Saved game of the &apos;diplomacy&apos; package (JSON)…</source>
        <translation>「diplomacy」套件之存檔（JSON）…</translation>
    </message>
    <message>
        <source>Boards of every phase (SVG, zip)…</source>
        <translation>各階段之圖板（SVG，zip）…</translation>
    </message>
    <message>
        <source>Boards of every phase (PNG, zip)…</source>
        <translation>各階段之圖板（PNG，zip）…</translation>
    </message>
    <message>
        <source>Web page with every phase…</source>
        <translation>載有各階段之網頁…</translation>
    </message>
    <message>
        <source>Order pane of power 1 … 7</source>
        <translation>第1…7國之指令欄</translation>
    </message>
    <message>
        <source>Next / previous power</source>
        <translation>下一國／上一國</translation>
    </message>
    <message>
        <source>Complete a province name (a list when several fit)</source>
        <translation>補全區域名稱（多於一個相符時列出清單）</translation>
    </message>
    <message>
        <source>Adjudicate the phase</source>
        <translation>裁定此階段</translation>
    </message>
    <message>
        <source>Start / pause / resume the clock</source>
        <translation>開始／暫停／繼續計時</translation>
    </message>
    <message>
        <source>End the period now (all players agree, 2.2.2)</source>
        <translation>立即結束此時期（全體弈者同意，2.2.2.）</translation>
    </message>
    <message>
        <source>Extend by one minute / by …</source>
        <translation>延長一分鐘／延長…</translation>
    </message>
    <message>
        <source>Straight to the results table, the retreats, the centres, the record, the score</source>
        <translation>直接到結果表、撤退、軍需區、記錄、得分</translation>
    </message>
    <message>
        <source>Call time (later changes are marked late, 2.1.3)</source>
        <translation>宣告時限完結（其後之更改標為逾時，2.1.3.）</translation>
    </message>
    <message>
        <source>Let this power&apos;s late sheet stand / refuse it</source>
        <translation>接受／拒絕此國之逾時指令</translation>
    </message>
    <message>
        <source>Next results tab (results, retreats, centres, record)</source>
        <translation>下一個結果分頁（結果、撤退、軍需區、記錄）</translation>
    </message>
    <message>
        <source>Back to the order pane</source>
        <translation>返回指令欄</translation>
    </message>
    <message>
        <source>Projector window on/off / full screen</source>
        <translation>投影畫面開關／全螢幕</translation>
    </message>
    <message>
        <source>New / open / save the game as</source>
        <translation>新棋局／開啟／另存棋局</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>匯出</translation>
    </message>
    <message>
        <source>Projector: standings / seating of the round / Best Country / full screen</source>
        <translation>投影：排名／本輪座位／最佳國家／全螢幕</translation>
    </message>
    <message>
        <source>Civil disorder for this power on/off (rule 4.3)</source>
        <translation>此國陷入內亂／恢復（棋例4.3.）</translation>
    </message>
    <message>
        <source>Declare the end of the game</source>
        <translation>宣布棋局結束</translation>
    </message>
    <message>
        <source>Fit the board to its window</source>
        <translation>圖板配合視窗大小</translation>
    </message>
    <message>
        <source>Add a note to the record</source>
        <translation>於記錄加上備註</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>結束程式</translation>
    </message>
    <message>
        <source>Agreed end: draw between the survivors</source>
        <translation>議定結束：仍有部隊者和局</translation>
    </message>
    <message>
        <source>Shared victory</source>
        <translation>共同勝出</translation>
    </message>
    <message>
        <source>Agreed end at a year set in advance</source>
        <translation>按事前議定之年份結束</translation>
    </message>
    <message>
        <source>Agreed end at a time set in advance</source>
        <translation>按事前議定之時限結束</translation>
    </message>
    <message>
        <source>End by vote</source>
        <translation>投票結束</translation>
    </message>
    <message>
        <source>Conceded to one power</source>
        <translation>向一國認輸</translation>
    </message>
    <message>
        <source>Victory</source>
        <translation>勝出</translation>
    </message>
    <message>
        <source>How it ends</source>
        <translation>結束方式</translation>
    </message>
    <message>
        <source>{power} ({n} centres)</source>
        <translation>{power}（{n}個軍需區）</translation>
    </message>
    <message>
        <source>Winners / sharing</source>
        <translation>勝出者／共享者</translation>
    </message>
    <message>
        <source>e.g. agreed at 23:10 by all players</source>
        <translation>例如：全體弈者於23:10同意</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>詳情</translation>
    </message>
    <message>
        <source>Timer lengths</source>
        <translation>計時長度</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Retreats</source>
        <translation>撤退</translation>
    </message>
    <message>
        <source>Centres &amp;&amp; adjustments</source>
        <translation>軍需區及部隊數目調整</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>記錄</translation>
    </message>
    <message>
        <source>Adjudicate  (Ctrl+Enter)</source>
        <translation>行動裁定（Ctrl+Enter）</translation>
    </message>
    <message>
        <source>Call time (F8)</source>
        <translation>宣告時限完結（F8）</translation>
    </message>
    <message>
        <source>F1: keyboard shortcuts</source>
        <translation>F1：快捷鍵</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>檔案(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>新棋局(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>開啟(&amp;O)…</translation>
    </message>
    <message>
        <source>Recent games</source>
        <translation>最近之棋局</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>儲存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>另存為(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>匯出(&amp;E)</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>匯出…</translation>
    </message>
    <message>
        <source>&amp;Join a tournament…</source>
        <translation>加入比賽(&amp;J)…</translation>
    </message>
    <message>
        <source>This board reports its centres and its result to the director&apos;s hub</source>
        <translation>本桌向管理員的比賽中心送出補給中心與結果</translation>
    </message>
    <message>
        <source>Join a tournament</source>
        <translation>加入比賽</translation>
    </message>
    <message>
        <source>Ask to leave the room&apos;s clock</source>
        <translation>請管理員同意本桌離開全場計時</translation>
    </message>
    <message>
        <source>This board keeps its own clock once the director consents</source>
        <translation>管理員同意後，本桌使用自己的計時</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>結束(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>棋局(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Adjudicate</source>
        <translation>行動裁定(&amp;A)</translation>
    </message>
    <message>
        <source>adjudicate</source>
        <translation>行動裁定</translation>
    </message>
    <message>
        <source>&amp;Why? The figures of the selected result</source>
        <translation>為何？所選結果之數字(&amp;W)</translation>
    </message>
    <message>
        <source>why?</source>
        <translation>為何？</translation>
    </message>
    <message>
        <source>Why? The selected result&apos;s figures: attack, hold, defend and prevent strengths, supports counted or cut, convoy routes, the paradox rule</source>
        <translation>為何？所選結果之數字：攻擊、留守、防守及阻擋兵力，計入或被阻斷之支援，護航航線，裁定悖論之規則</translation>
    </message>
    <message>
        <source>Why?</source>
        <translation>為何？</translation>
    </message>
    <message>
        <source>Next power</source>
        <translation>下一國</translation>
    </message>
    <message>
        <source>next / previous power</source>
        <translation>下一國／上一國</translation>
    </message>
    <message>
        <source>Previous power</source>
        <translation>上一國</translation>
    </message>
    <message>
        <source>power</source>
        <translation>國家</translation>
    </message>
    <message>
        <source>complete a name</source>
        <translation>補全名稱</translation>
    </message>
    <message>
        <source>Let the late sheet stand</source>
        <translation>接受逾時指令</translation>
    </message>
    <message>
        <source>late sheet stands</source>
        <translation>逾時指令有效</translation>
    </message>
    <message>
        <source>Refuse the late sheet</source>
        <translation>拒絕逾時指令</translation>
    </message>
    <message>
        <source>Civil disorder for this power on/off (4.3)</source>
        <translation>此國陷入內亂／恢復（4.3.）</translation>
    </message>
    <message>
        <source>Declare the &amp;end of the game…</source>
        <translation>宣布棋局結束(&amp;E)…</translation>
    </message>
    <message>
        <source>Add a &amp;note to the record…</source>
        <translation>於記錄加上備註(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Clock</source>
        <translation>計時(&amp;C)</translation>
    </message>
    <message>
        <source>Start / pause / resume</source>
        <translation>開始／暫停／繼續</translation>
    </message>
    <message>
        <source>clock start/pause</source>
        <translation>開始／暫停計時</translation>
    </message>
    <message>
        <source>End the period now (all agree)</source>
        <translation>立即結束此時期（全體同意）</translation>
    </message>
    <message>
        <source>end period</source>
        <translation>結束時期</translation>
    </message>
    <message>
        <source>Extend by one minute</source>
        <translation>延長一分鐘</translation>
    </message>
    <message>
        <source>+1 min</source>
        <translation>加1分鐘</translation>
    </message>
    <message>
        <source>Extend by…</source>
        <translation>延長…</translation>
    </message>
    <message>
        <source>Call time</source>
        <translation>宣告時限完結</translation>
    </message>
    <message>
        <source>call time</source>
        <translation>宣告時限完結</translation>
    </message>
    <message>
        <source>Take back the call of time</source>
        <translation>收回時限完結之宣告</translation>
    </message>
    <message>
        <source>Call time automatically when order writing runs out</source>
        <translation>指令訂定期時間用完時自動宣告時限完結</translation>
    </message>
    <message>
        <source>Timer lengths…</source>
        <translation>計時長度…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>檢視(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Projector window</source>
        <translation>投影畫面(&amp;P)</translation>
    </message>
    <message>
        <source>projector</source>
        <translation>投影畫面</translation>
    </message>
    <message>
        <source>Projector full screen</source>
        <translation>投影畫面全螢幕</translation>
    </message>
    <message>
        <source>Province codes only on the boards</source>
        <translation>圖板上只顯示區域代號</translation>
    </message>
    <message>
        <source>Unit marks in the language (陸/艦) instead of A/F</source>
        <translation>部隊標記用中文（陸/艦）而非 A/F</translation>
    </message>
    <message>
        <source>Unit marks in the language</source>
        <translation>部隊標記用中文</translation>
    </message>
    <message>
        <source>Order pane</source>
        <translation>指令欄</translation>
    </message>
    <message>
        <source>Next results tab</source>
        <translation>下一個結果分頁</translation>
    </message>
    <message>
        <source>results tabs</source>
        <translation>結果分頁</translation>
    </message>
    <message>
        <source>results table … score tab</source>
        <translation>結果表 … 得分分頁</translation>
    </message>
    <message>
        <source>Results table</source>
        <translation>結果表</translation>
    </message>
    <message>
        <source>Retreats tab</source>
        <translation>「撤退」分頁</translation>
    </message>
    <message>
        <source>Centres &amp;&amp; adjustments tab</source>
        <translation>「軍需區及部隊數目調整」分頁</translation>
    </message>
    <message>
        <source>Record tab</source>
        <translation>「記錄」分頁</translation>
    </message>
    <message>
        <source>Score tab</source>
        <translation>「得分」分頁</translation>
    </message>
    <message>
        <source>Results at full height</source>
        <translation>結果以全高顯示</translation>
    </message>
    <message>
        <source>results full height</source>
        <translation>結果全高</translation>
    </message>
    <message>
        <source>Results at full height / the board back</source>
        <translation>結果以全高顯示／回到地圖</translation>
    </message>
    <message>
        <source>A click on the board writes the space into the sheet</source>
        <translation>點擊地圖即把地區寫入指令表</translation>
    </message>
    <message>
        <source>Ctrl+click on the board: write the space into the sheet</source>
        <translation>Ctrl+點擊地圖：把地區寫入指令表</translation>
    </message>
    <message>
        <source>Fit the board</source>
        <translation>圖板配合視窗</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>語言(&amp;L)</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>系統語言</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>說明(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Keyboard</source>
        <translation>快捷鍵(&amp;K)</translation>
    </message>
    <message>
        <source>all keys</source>
        <translation>全部按鍵</translation>
    </message>
    <message>
        <source>&amp;About the referee&apos;s desk</source>
        <translation>關於裁判桌(&amp;A)</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>按鍵</translation>
    </message>
    <message>
        <source>Diplomacy</source>
        <translation>歐洲外交縱橫</translation>
    </message>
    <message>
        <source>Retreats of the last adjudication:</source>
        <translation>上一次裁定之撤退：</translation>
    </message>
    <message>
        <source>  (no player)</source>
        <translation>（無弈者）</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Time called: changes now are marked late (2.1.3).</source>
        <translation>已宣告時限完結：此後之更改均標為逾時（2.1.3.）。</translation>
    </message>
    <message>
        <source> Late: {powers} (Ctrl+L lets a late sheet stand).</source>
        <translation>逾時：{powers}（Ctrl+L 接受逾時指令）。</translation>
    </message>
    <message>
        <source>Late sheets waiting for your decision: {powers}</source>
        <translation>待裁判決定之逾時指令：{powers}</translation>
    </message>
    <message>
        <source>  (Undo the last adjudication with Ctrl+Alt+Z to go on.)</source>
        <translation>（以 Ctrl+Alt+Z 撤銷上一次裁定即可繼續。）</translation>
    </message>
    <message>
        <source>Retreats from {province}: {where}</source>
        <translation>{province}之撤退：{where}</translation>
    </message>
    <message>
        <source>none (disbands)</source>
        <translation>無（復員）</translation>
    </message>
    <message>
        <source>{province}: Ctrl+click writes it into the sheet.</source>
        <translation>{province}：Ctrl+點擊可把它寫入指令表。</translation>
    </message>
    <message>
        <source>{power}&apos;s sheet is not late.</source>
        <translation>{power}之指令並未逾時。</translation>
    </message>
    <message>
        <source>The late sheet of {power} stands.</source>
        <translation>{power}之逾時指令有效。</translation>
    </message>
    <message>
        <source>The late sheet of {power} is refused: it does not count.</source>
        <translation>{power}之逾時指令不予接受：不予計算。</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>棋局已結束</translation>
    </message>
    <message>
        <source>The game has ended. Undo the last adjudication (Ctrl+Alt+Z) to go on.</source>
        <translation>棋局已結束。撤銷上一次裁定（Ctrl+Alt+Z）即可繼續。</translation>
    </message>
    <message>
        <source>Late sheets</source>
        <translation>逾時指令</translation>
    </message>
    <message>
        <source>These sheets were changed after time was called and do not count unless you let them stand (Ctrl+L): {powers}.

Adjudicate anyway?</source>
        <translation>以下國家之指令於宣告時限完結後更改，除非裁判接受（Ctrl+L），否則不予計算：{powers}。

仍然進行裁定？</translation>
    </message>
    <message>
        <source>Cannot adjudicate</source>
        <translation>無法裁定</translation>
    </message>
    <message>
        <source>{phase} adjudicated; now {next}.</source>
        <translation>已裁定{phase}；現為{next}。</translation>
    </message>
    <message>
        <source>heads</source>
        <translation>公</translation>
    </message>
    <message>
        <source>tails</source>
        <translation>字</translation>
    </message>
    <message>
        <source> Coin toss ({side}): {power} joins {joins}.</source>
        <translation>擲毫（{side}）：{power}加入{joins}一方。</translation>
    </message>
    <message>
        <source> The game is over.</source>
        <translation>棋局已結束。</translation>
    </message>
    <message>
        <source>The clock has not been started.</source>
        <translation>計時器尚未開始。</translation>
    </message>
    <message>
        <source>The diplomacy period is still on: order writing has not begun.</source>
        <translation>交涉期仍在進行：指令訂定期尚未開始。</translation>
    </message>
    <message>
        <source>Time has not been called on order writing (F8).</source>
        <translation>指令訂定期尚未宣告時限完結（F8）。</translation>
    </message>
    <message>
        <source>No orders yet from: {powers}.</source>
        <translation>尚未有指令：{powers}。</translation>
    </message>
    <message>
        <source>Adjudicate now?</source>
        <translation>現在裁定嗎？</translation>
    </message>
    <message>
        <source>Adjudicate before time is called?</source>
        <translation>在宣告時限完結前裁定？</translation>
    </message>
    <message>
        <source>Nothing to undo</source>
        <translation>沒有可撤銷之裁定</translation>
    </message>
    <message>
        <source>No phase has been adjudicated yet.</source>
        <translation>尚未裁定任何階段。</translation>
    </message>
    <message>
        <source>Undo the adjudication</source>
        <translation>撤銷裁定</translation>
    </message>
    <message>
        <source>Take back the adjudication of {phase}? Its orders come back for correction; both versions stay in the game record.</source>
        <translation>撤銷{phase}之裁定？其指令將交回修正；兩個版本均保留於棋局記錄。</translation>
    </message>
    <message>
        <source>Cannot undo</source>
        <translation>無法撤銷</translation>
    </message>
    <message>
        <source>The adjudication of {phase} was taken back. Correct the orders and adjudicate again.</source>
        <translation>已撤銷{phase}之裁定。請修正指令後再次裁定。</translation>
    </message>
    <message>
        <source>Civil disorder</source>
        <translation>內亂</translation>
    </message>
    <message>
        <source>Put {power} in civil disorder? Its units hold, dislodged units disband and removals follow the rules (chapter 4).</source>
        <translation>宣布{power}陷入內亂？其部隊留守原地，被驅逐之部隊即行復員，復員依棋例決定（第四章）。</translation>
    </message>
    <message>
        <source>Take {power} out of civil disorder: its player is back?</source>
        <translation>{power}脫離內亂：其弈者已經回來？</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>備註</translation>
    </message>
    <message>
        <source>A note for the game record:</source>
        <translation>棋局記錄之備註：</translation>
    </message>
    <message>
        <source>Warning: {minutes} minute(s) left of {period}.</source>
        <translation>提示：{period}尚餘{minutes}分鐘。</translation>
    </message>
    <message>
        <source>… F1: every key</source>
        <translation>… F1：所有按鍵</translation>
    </message>
    <message>
        <source>Order writing is over: time is called (sheets changed now are late). Adjudicate with Ctrl+Enter.</source>
        <translation>指令訂定期已完：已宣告時限完結（此後更改的指令表為逾時）。以 Ctrl+Enter 裁定。</translation>
    </message>
    <message>
        <source>Order writing is over: call time (F8), then adjudicate (Ctrl+Enter).</source>
        <translation>指令訂定期已完結：請宣告時限完結（F8），然後裁定（Ctrl+Enter）。</translation>
    </message>
    <message>
        <source> Refused as late: {powers}.</source>
        <translation> 逾時拒收：{powers}。</translation>
    </message>
    <message>
        <source>The late sheet of {power} is refused already.</source>
        <translation>{power}逾時的命令單已被拒收。</translation>
    </message>
    <message>
        <source>F5 starts the diplomacy period</source>
        <translation>F5 開始交涉期</translation>
    </message>
    <message>
        <source>F5 starts the clock</source>
        <translation>F5 開始計時</translation>
    </message>
    <message>
        <source>F5 starts order writing</source>
        <translation>F5 開始指令訂定期</translation>
    </message>
    <message>
        <source>Call time (F8) and adjudicate (Ctrl+Enter)</source>
        <translation>宣告時限完結（F8）並裁定（Ctrl+Enter）</translation>
    </message>
    <message>
        <source>Adjudicate (Ctrl+Enter)</source>
        <translation>裁定（Ctrl+Enter）</translation>
    </message>
    <message>
        <source>Paused: F5 resumes</source>
        <translation>已暫停：F5 繼續</translation>
    </message>
    <message>
        <source>F6 ends it early · F7 +1 min</source>
        <translation>F6 提早結束 · F7 加1分鐘</translation>
    </message>
    <message>
        <source>Retreats are written at once (2.5.2)</source>
        <translation>撤退指令須立即寫下（2.5.2.）</translation>
    </message>
    <message>
        <source>Builds and removals are written at once (2.6.5)</source>
        <translation>動員及復員指令須立即寫下（2.6.5.）</translation>
    </message>
    <message>
        <source>Time is called: adjudicate (Ctrl+Enter)</source>
        <translation>已宣告時限完結：裁定（Ctrl+Enter）</translation>
    </message>
    <message>
        <source>Start clock (F5)</source>
        <translation>開始計時（F5）</translation>
    </message>
    <message>
        <source>Pause (F5)</source>
        <translation>暫停（F5）</translation>
    </message>
    <message>
        <source>Resume (F5)</source>
        <translation>繼續（F5）</translation>
    </message>
    <message>
        <source>This period is over. Extend it (F7) or adjudicate (Ctrl+Enter).</source>
        <translation>此時期已完結。可延長（F7）或裁定（Ctrl+Enter）。</translation>
    </message>
    <message>
        <source>No period is running.</source>
        <translation>現時沒有進行中之時期。</translation>
    </message>
    <message>
        <source>Diplomacy ended early; order writing has started.</source>
        <translation>交涉期提早結束；指令訂定期已開始。</translation>
    </message>
    <message>
        <source>Extended by {minutes} minute(s).</source>
        <translation>已延長{minutes}分鐘。</translation>
    </message>
    <message>
        <source>Extend</source>
        <translation>延長</translation>
    </message>
    <message>
        <source>Extend the period by (minutes):</source>
        <translation>此時期延長（分鐘）：</translation>
    </message>
    <message>
        <source>Time is already called (Shift+F8 takes it back).</source>
        <translation>已經宣告時限完結（Shift+F8 可收回）。</translation>
    </message>
    <message>
        <source>Time called: any change now is marked late; you decide whether it stands.</source>
        <translation>已宣告時限完結：此後之任何更改均標為逾時，由裁判決定是否有效。</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>新棋局</translation>
    </message>
    <message>
        <source>Cannot save the game</source>
        <translation>無法儲存棋局</translation>
    </message>
    <message>
        <source>Open a game</source>
        <translation>開啟棋局</translation>
    </message>
    <message>
        <source>Cannot open the game</source>
        <translation>無法開啟棋局</translation>
    </message>
    <message>
        <source>{file} could not be read: {error}</source>
        <translation>無法讀取{file}：{error}</translation>
    </message>
    <message>
        <source>{file} holds a game of {game}, which this window cannot show yet; referee-cli can.</source>
        <translation>{file} 是{game}的棋局，本視窗尚無法顯示；請用 referee-cli。</translation>
    </message>
    <message>
        <source>Opened {file}: {phase}.</source>
        <translation>已開啟{file}：{phase}。</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>無法儲存</translation>
    </message>
    <message>
        <source>Saved. Every change is stored as it happens in {file}.</source>
        <translation>已儲存。每項更改於發生時即存入{file}。</translation>
    </message>
    <message>
        <source>Save the game as</source>
        <translation>另存棋局為</translation>
    </message>
    <message>
        <source>Saved as {path}.</source>
        <translation>已另存為{path}。</translation>
    </message>
    <message>
        <source>(none yet)</source>
        <translation>（尚未有）</translation>
    </message>
    <message>
        <source>Export the game as:</source>
        <translation>匯出棋局為：</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>所有檔案 (*)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>匯出失敗</translation>
    </message>
    <message>
        <source>Referee&apos;s desk</source>
        <translation>裁判桌</translation>
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
        <translation>{game} 暫時還不能顯示在玩家的手機上。</translation>
    </message>
    <message>
        <source>A tournament board is a Diplomacy game with its file: start or open the board&apos;s game first.</source>
        <translation>比賽的一桌是一局有檔案的外交遊戲：請先開始或開啟本桌的對局。</translation>
    </message>
    <message>
        <source>This board has not joined a tournament.</source>
        <translation>本桌尚未加入比賽。</translation>
    </message>
    <message>
        <source>The hub&apos;s address (the director&apos;s window shows it):</source>
        <translation>比賽中心的連線位置（管理員的視窗上有）：</translation>
    </message>
    <message>
        <source>This board&apos;s number:</source>
        <translation>本桌編號：</translation>
    </message>
    <message>
        <source>Board {board} of the tournament: {waiting} to send</source>
        <translation>比賽第{board}桌：待送出{waiting}項</translation>
    </message>
    <message>
        <source>Board {board} of the tournament: all sent</source>
        <translation>比賽第{board}桌：全部已送出</translation>
    </message>
    <message>
        <source>the hub cannot be reached; trying again</source>
        <translation>無法連上比賽中心；將再試</translation>
    </message>
    <message>
        <source>Could not export as {format}: {error}</source>
        <translation>無法匯出為{format}：{error}</translation>
    </message>
    <message>
        <source>Exported {format} to {path}.</source>
        <translation>已將{format}匯出至{path}。</translation>
    </message>
    <message>
        <source>Saving failed</source>
        <translation>儲存失敗</translation>
    </message>
    <message>
        <source>{problem}

Choose another place to save the game, so that nothing is lost.</source>
        <translation>{problem}

請另選地方儲存棋局，以免遺失任何內容。</translation>
    </message>
    <message>
        <source>Save the game elsewhere</source>
        <translation>於別處儲存棋局</translation>
    </message>
    <message>
        <source>{game} games (*{suffix})</source>
        <translation>{game}棋局檔案 (*{suffix})</translation>
    </message>
    <message>
        <source>Game files ({patterns})</source>
        <translation>棋局檔案 ({patterns})</translation>
    </message>
    <message>
        <source>NOT SAVED: {error}</source>
        <translation>未能儲存：{error}</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>快捷鍵</translation>
    </message>
    <message>
        <source>The record, plain text…</source>
        <translation>棋局記錄，純文字…</translation>
    </message>
    <message>
        <source>Web page with the VP chart…</source>
        <translation>含 VP 圖的網頁…</translation>
    </message>
    <message>
        <source>Roll: the mandated offensives (A), the combat (B), a siege (D)</source>
        <translation>擲骰：宣布進攻（A）、會戰（B）、圍城（D）</translation>
    </message>
    <message>
        <source>Log the action round (B), the replacement points spent (F)</source>
        <translation>記錄 Action Round（B）、使用的重置點數（F）</translation>
    </message>
    <message>
        <source>&amp;Finish the segment</source>
        <translation>結束此 Segment(&amp;F)</translation>
    </message>
    <message>
        <source>finish the segment</source>
        <translation>結束 Segment</translation>
    </message>
    <message>
        <source>Finish the segment and go to the next (6.0)</source>
        <translation>結束此 Segment，進入下一個（6.0）</translation>
    </message>
    <message>
        <source>Cannot finish the segment</source>
        <translation>無法結束此 Segment</translation>
    </message>
    <message>
        <source>&amp;Undo the last operation</source>
        <translation>撤銷上一個動作(&amp;U)</translation>
    </message>
    <message>
        <source>undo</source>
        <translation>撤銷</translation>
    </message>
    <message>
        <source>Undo the last operation (it stays in the record, taken back)</source>
        <translation>撤銷上一個動作（仍留在記錄中，標示為已撤銷）</translation>
    </message>
    <message>
        <source>&amp;Roll</source>
        <translation>擲骰(&amp;R)</translation>
    </message>
    <message>
        <source>roll</source>
        <translation>擲骰</translation>
    </message>
    <message>
        <source>Cannot roll</source>
        <translation>無法擲骰</translation>
    </message>
    <message>
        <source>&amp;Log the action / the RP spent</source>
        <translation>記錄行動／使用的 RP(&amp;L)</translation>
    </message>
    <message>
        <source>log the action</source>
        <translation>記錄行動</translation>
    </message>
    <message>
        <source>Cannot log it</source>
        <translation>無法記錄</translation>
    </message>
    <message>
        <source>&amp;Combat</source>
        <translation>會戰(&amp;C)</translation>
    </message>
    <message>
        <source>combat</source>
        <translation>會戰</translation>
    </message>
    <message>
        <source>Combat (12.2.1): the units and cards of the next combat</source>
        <translation>會戰（12.2.1）：下一場會戰的部隊和卡片</translation>
    </message>
    <message>
        <source>New combat</source>
        <translation>新的會戰</translation>
    </message>
    <message>
        <source>A new combat: the inputs cleared</source>
        <translation>新的會戰：清除輸入</translation>
    </message>
    <message>
        <source>Mandated offensive &amp;made…</source>
        <translation>已執行宣布進攻(&amp;M)…</translation>
    </message>
    <message>
        <source>A side made its mandated offensive (7.1.3)</source>
        <translation>一方已執行宣布進攻（7.1.3）</translation>
    </message>
    <message>
        <source>Mandated offensive</source>
        <translation>宣布進攻</translation>
    </message>
    <message>
        <source>&amp;Entrenchment roll…</source>
        <translation>挖壕溝擲骰(&amp;E)…</translation>
    </message>
    <message>
        <source>An entrenchment roll (11.2)</source>
        <translation>挖壕溝擲骰（11.2）</translation>
    </message>
    <message>
        <source>Entrenchment roll</source>
        <translation>挖壕溝擲骰</translation>
    </message>
    <message>
        <source>&amp;VP change…</source>
        <translation>VP 改變(&amp;V)…</translation>
    </message>
    <message>
        <source>VP change</source>
        <translation>VP 改變</translation>
    </message>
    <message>
        <source>A change of the VP track read off the VP table (5.1.2)</source>
        <translation>依 VP 表改變 VP 等級（5.1.2）</translation>
    </message>
    <message>
        <source>C&amp;onfirm the offered VP change</source>
        <translation>確認建議的 VP 變動(&amp;O)</translation>
    </message>
    <message>
        <source>Confirm a VP change the state gives (E.1, E.4): it is recorded with its reason</source>
        <translation>確認由現況得出的 VP 變動（E.1、E.4）：連同理由記錄</translation>
    </message>
    <message>
        <source>A space&apos;s &amp;stack…</source>
        <translation>區域的部隊(&amp;S)…</translation>
    </message>
    <message>
        <source>The order of battle: a space&apos;s units, trench and control</source>
        <translation>兵力部署：區域的部隊、壕溝與控制</translation>
    </message>
    <message>
        <source>A space&apos;s stack</source>
        <translation>區域的部隊</translation>
    </message>
    <message>
        <source>Re&amp;treat or advance after the combat…</source>
        <translation>會戰後的撤退或挺進(&amp;T)…</translation>
    </message>
    <message>
        <source>The order of battle: the last combat&apos;s retreat or advance (12.5, 12.6)</source>
        <translation>戰鬥序列:上一場會戰的撤退或挺進 (12.5, 12.6)</translation>
    </message>
    <message>
        <source>Retreat or advance</source>
        <translation>撤退或挺進</translation>
    </message>
    <message>
        <source>Remove the units out of s&amp;upply (C)</source>
        <translation>移除 OOS 部隊（C）(&amp;U)</translation>
    </message>
    <message>
        <source>Phase C with the order of battle kept: the units out of supply removed (14.3.5)</source>
        <translation>保存兵力部署時的消耗階段：移除 OOS 部隊（14.3.5）</translation>
    </message>
    <message>
        <source>Attrition</source>
        <translation>消耗</translation>
    </message>
    <message>
        <source>Events in &amp;play…</source>
        <translation>已執行的事件(&amp;P)…</translation>
    </message>
    <message>
        <source>Events the aid must know of (Hoffmann, Entrench …)</source>
        <translation>輔助程式須知道的事件（Hoffmann、Entrench …）</translation>
    </message>
    <message>
        <source>Events in play</source>
        <translation>已執行的事件</translation>
    </message>
    <message>
        <source>A nation enters the &amp;war…</source>
        <translation>一國參戰(&amp;W)…</translation>
    </message>
    <message>
        <source>A nation enters the war</source>
        <translation>一國參戰</translation>
    </message>
    <message>
        <source>Peace terms &amp;accepted…</source>
        <translation>接受和平協議(&amp;A)…</translation>
    </message>
    <message>
        <source>Peace terms</source>
        <translation>和平協議</translation>
    </message>
    <message>
        <source>Arm&amp;istice (E.3)…</source>
        <translation>休戰(&amp;I)（E.3）…</translation>
    </message>
    <message>
        <source>Armistice</source>
        <translation>休戰</translation>
    </message>
    <message>
        <source>The segment&apos;s entry</source>
        <translation>此 Segment 的輸入</translation>
    </message>
    <message>
        <source>the segment&apos;s entry</source>
        <translation>Segment 的輸入</translation>
    </message>
    <message>
        <source>Back to the segment&apos;s entry (the action, the dice, the RP)</source>
        <translation>回到此 Segment 的輸入（行動、骰子、RP）</translation>
    </message>
    <message>
        <source>Next tab</source>
        <translation>下一個分頁</translation>
    </message>
    <message>
        <source>record / VP chart / counts</source>
        <translation>記錄／VP 圖／計算</translation>
    </message>
    <message>
        <source>Next tab (record, VP chart, counts)</source>
        <translation>下一個分頁（記錄、VP 圖、計算）</translation>
    </message>
    <message>
        <source>The segment&apos;s checklist</source>
        <translation>此 Segment 的檢查表</translation>
    </message>
    <message>
        <source>To the checklist (Space ticks a line)</source>
        <translation>到檢查表（空白鍵勾選）</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>得分</translation>
    </message>
    <message>
        <source>New game from a &amp;position…</source>
        <translation>由局面開始新棋局(&amp;P)…</translation>
    </message>
    <message>
        <source>New game from any position: edited, or a phase of a game file or export</source>
        <translation>由任何局面開始新棋局：自行編輯，或取自棋局檔案或匯出檔之某一階段</translation>
    </message>
    <message>
        <source>&amp;Tournament…</source>
        <translation>錦標賽(&amp;T)…</translation>
    </message>
    <message>
        <source>The tournament window: players, rounds, results, standings</source>
        <translation>錦標賽視窗：弈者、輪次、結果、排名</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>錦標賽</translation>
    </message>
    <message>
        <source>&amp;Score of the game…</source>
        <translation>棋局得分(&amp;S)…</translation>
    </message>
    <message>
        <source>Score of the ended game: choose the scoring system</source>
        <translation>已結束棋局之得分：選擇計分制</translation>
    </message>
    <message>
        <source>&amp;Record the score under the chosen system</source>
        <translation>按所選計分制記錄得分(&amp;R)</translation>
    </message>
    <message>
        <source>Cannot score the game</source>
        <translation>無法為棋局計分</translation>
    </message>
    <message>
        <source>&amp;Share with players (phones, local network)</source>
        <translation>與弈者分享圖板（手機，本地網路）(&amp;S)</translation>
    </message>
    <message>
        <source>Share the board with the players&apos; phones (read-only page) on/off</source>
        <translation>與弈者手機分享圖板（只讀頁面）：開始／停止</translation>
    </message>
    <message>
        <source>Share with players</source>
        <translation>與弈者分享</translation>
    </message>
    <message>
        <source>Typed orders of every power on the board</source>
        <translation>地圖上顯示各國已輸入之指令</translation>
    </message>
    <message>
        <source>Typed orders on the board: every power&apos;s / the selected power&apos;s</source>
        <translation>地圖上已輸入之指令：各國／所選之國</translation>
    </message>
    <message>
        <source>Colours safe for colour-blind players</source>
        <translation>色覺障礙者亦能分辨之顏色</translation>
    </message>
    <message>
        <source>Power initials on the units</source>
        <translation>部隊上顯示國名首字</translation>
    </message>
    <message>
        <source>New / open a tournament file</source>
        <translation>新增／開啟錦標賽檔案</translation>
    </message>
    <message>
        <source>Players / rounds / standings</source>
        <translation>弈者／輪次／排名</translation>
    </message>
    <message>
        <source>Previous / next round</source>
        <translation>上一輪／下一輪</translation>
    </message>
    <message>
        <source>Export the standings</source>
        <translation>匯出排名</translation>
    </message>
    <message>
        <source>Cannot record the result</source>
        <translation>無法記錄結果</translation>
    </message>
    <message>
        <source>Cannot change the seats</source>
        <translation>無法更改座位</translation>
    </message>
    <message>
        <source>&amp;Tournament</source>
        <translation>錦標賽(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;New tournament…</source>
        <translation>新錦標賽(&amp;N)…</translation>
    </message>
    <message>
        <source>New tournament</source>
        <translation>新錦標賽</translation>
    </message>
    <message>
        <source>Cannot open the tournament</source>
        <translation>無法開啟錦標賽</translation>
    </message>
    <message>
        <source>Scoring system and &amp;tie-breaks…</source>
        <translation>計分制及同分決勝(&amp;T)…</translation>
    </message>
    <message>
        <source>Scoring system and tie-breaks</source>
        <translation>計分制及同分決勝</translation>
    </message>
    <message>
        <source>Standings as a &amp;spreadsheet (CSV)…</source>
        <translation>排名匯出為試算表（CSV）(&amp;S)…</translation>
    </message>
    <message>
        <source>Standings as a &amp;web page…</source>
        <translation>排名匯出為網頁(&amp;W)…</translation>
    </message>
    <message>
        <source>Serve the &amp;boards (tournament hub)</source>
        <translation>為各桌開啟比賽中心(&amp;B)</translation>
    </message>
    <message>
        <source>The boards&apos; desks report to this window over the local network</source>
        <translation>各桌的終端經區域網路向此視窗送出資料</translation>
    </message>
    <message>
        <source>The room&apos;s c&amp;lock…</source>
        <translation>全場計時(&amp;L)…</translation>
    </message>
    <message>
        <source>Every joined board&apos;s diplomacy ends at the same moment</source>
        <translation>所有加入的桌同時結束外交時間</translation>
    </message>
    <message>
        <source>A board keeps its own clock…</source>
        <translation>某桌使用自己的計時…</translation>
    </message>
    <message>
        <source>The director consents: a board leaves the room&apos;s clock (kept in the log)</source>
        <translation>管理員同意：某桌離開全場計時（記錄在日誌中）</translation>
    </message>
    <message>
        <source>&amp;Close the window</source>
        <translation>關閉視窗(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>弈者(&amp;P)</translation>
    </message>
    <message>
        <source>players</source>
        <translation>弈者</translation>
    </message>
    <message>
        <source>&amp;Add a player</source>
        <translation>加入弈者(&amp;A)</translation>
    </message>
    <message>
        <source>add a player</source>
        <translation>加入弈者</translation>
    </message>
    <message>
        <source>Add a player (type the name, Enter; late players play from the next round)</source>
        <translation>加入弈者（輸入姓名後按 Enter；遲到者由下一輪起參賽）</translation>
    </message>
    <message>
        <source>&amp;Drop the player…</source>
        <translation>弈者退出(&amp;D)…</translation>
    </message>
    <message>
        <source>Drop the chosen player: no more rounds after the last one seated</source>
        <translation>所選弈者退出：已安排座位之最後一輪後不再參賽</translation>
    </message>
    <message>
        <source>Cannot drop the player</source>
        <translation>弈者無法退出</translation>
    </message>
    <message>
        <source>&amp;Absent from the next round (roll call)</source>
        <translation>下一輪缺席（點名）(&amp;A)</translation>
    </message>
    <message>
        <source>Roll call: the chosen player is not here for the next round, or is again</source>
        <translation>點名：所選弈者下一輪不在，或再次到場</translation>
    </message>
    <message>
        <source>Roll call</source>
        <translation>點名</translation>
    </message>
    <message>
        <source>S&amp;tandby player</source>
        <translation>候補弈者(&amp;T)</translation>
    </message>
    <message>
        <source>The chosen player plays only when a board needs a player</source>
        <translation>所選弈者只在一桌需要時上場</translation>
    </message>
    <message>
        <source>May play t&amp;wo boards</source>
        <translation>可同時下兩桌(&amp;W)</translation>
    </message>
    <message>
        <source>The chosen player may play a second board to fill one</source>
        <translation>所選弈者可再下第二桌，補足一桌</translation>
    </message>
    <message>
        <source>&amp;Rounds</source>
        <translation>輪次(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Seating and results</source>
        <translation>座位及結果(&amp;S)</translation>
    </message>
    <message>
        <source>rounds</source>
        <translation>輪次</translation>
    </message>
    <message>
        <source>Seat the &amp;next round</source>
        <translation>安排下一輪座位(&amp;N)</translation>
    </message>
    <message>
        <source>seat the next round</source>
        <translation>安排下一輪</translation>
    </message>
    <message>
        <source>Seat the next round: boards of seven, powers as varied as possible</source>
        <translation>安排下一輪座位：每桌七人，各人所執國家盡量不同</translation>
    </message>
    <message>
        <source>Cannot seat the next round</source>
        <translation>無法安排下一輪座位</translation>
    </message>
    <message>
        <source>Previous round</source>
        <translation>上一輪</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>下一輪</translation>
    </message>
    <message>
        <source>Type the board&apos;s &amp;result…</source>
        <translation>輸入該桌結果(&amp;R)…</translation>
    </message>
    <message>
        <source>type a result</source>
        <translation>輸入結果</translation>
    </message>
    <message>
        <source>Type the chosen board&apos;s result (centres, draw or solo)</source>
        <translation>輸入所選一桌之結果（軍需區、和局或單獨勝出）</translation>
    </message>
    <message>
        <source>Result from a &amp;game file…</source>
        <translation>由棋局檔案取得結果(&amp;G)…</translation>
    </message>
    <message>
        <source>result from a game file</source>
        <translation>由棋局檔案取得結果</translation>
    </message>
    <message>
        <source>Take the chosen board&apos;s result from its ended game file</source>
        <translation>由已結束之棋局檔案取得所選一桌之結果</translation>
    </message>
    <message>
        <source>&amp;Clear the board&apos;s result</source>
        <translation>清除該桌結果(&amp;C)</translation>
    </message>
    <message>
        <source>S&amp;wap the seat with another…</source>
        <translation>與另一座位對調(&amp;W)…</translation>
    </message>
    <message>
        <source>swap seats</source>
        <translation>對調座位</translation>
    </message>
    <message>
        <source>Swap the chosen seat&apos;s player with another seat&apos;s</source>
        <translation>將所選座位之弈者與另一座位之弈者對調</translation>
    </message>
    <message>
        <source>Put a &amp;player in the seat…</source>
        <translation>安排弈者入座(&amp;P)…</translation>
    </message>
    <message>
        <source>Put a player in the chosen seat (a late arrival)</source>
        <translation>安排弈者坐進所選座位（遲到者）</translation>
    </message>
    <message>
        <source>Seat played in ci&amp;vil disorder</source>
        <translation>此座位無人操控(&amp;V)</translation>
    </message>
    <message>
        <source>Nobody plays the chosen empty seat: civil disorder</source>
        <translation>所選空位無人下：記為無人操控</translation>
    </message>
    <message>
        <source>&amp;Standings</source>
        <translation>排名(&amp;S)</translation>
    </message>
    <message>
        <source>standings</source>
        <translation>排名</translation>
    </message>
    <message>
        <source>Standings on the &amp;projector</source>
        <translation>投影排名(&amp;P)</translation>
    </message>
    <message>
        <source>Seating of the round on the projector</source>
        <translation>投影本輪座位</translation>
    </message>
    <message>
        <source>Best Country on the projector</source>
        <translation>投影最佳國家</translation>
    </message>
    <message>
        <source>Back: take back the last adjudication or correction</source>
        <translation>後退：撤銷最後一次裁定或更正</translation>
    </message>
    <message>
        <source>Forward: adjudicate the phase</source>
        <translation>前進：裁定此階段</translation>
    </message>
    <message>
        <source>Cannot save the sandbox</source>
        <translation>無法儲存沙盤</translation>
    </message>
    <message>
        <source>&amp;Sandbox</source>
        <translation>沙盤(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Save the sandbox</source>
        <translation>儲存沙盤(&amp;S)</translation>
    </message>
    <message>
        <source>Save the sandbox &amp;as…</source>
        <translation>沙盤另存為(&amp;A)…</translation>
    </message>
    <message>
        <source>Show it on the &amp;projector (teaching)</source>
        <translation>於投影畫面顯示（教學用）(&amp;P)</translation>
    </message>
    <message>
        <source>on the projector</source>
        <translation>投影</translation>
    </message>
    <message>
        <source>Show the sandbox on the projector, for teaching (again: the game)</source>
        <translation>於投影畫面顯示沙盤，供教學之用（再按：回到棋局）</translation>
    </message>
    <message>
        <source>&amp;Close the sandbox</source>
        <translation>關閉沙盤(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Orders</source>
        <translation>指令(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>後退(&amp;B)</translation>
    </message>
    <message>
        <source>back</source>
        <translation>後退</translation>
    </message>
    <message>
        <source>Edit the &amp;position…</source>
        <translation>編輯局面(&amp;P)…</translation>
    </message>
    <message>
        <source>edit the position</source>
        <translation>編輯局面</translation>
    </message>
    <message>
        <source>&amp;Undo last adjudication or correction</source>
        <translation>撤銷最後一次裁定或更正(&amp;U)</translation>
    </message>
    <message>
        <source>Undo the last adjudication, or the last correction of the position (everything stays in the record)</source>
        <translation>撤銷最後一次裁定，或最後一次局面更正（全部保留於記錄）</translation>
    </message>
    <message>
        <source>Correct the &amp;position…</source>
        <translation>更正局面(&amp;P)…</translation>
    </message>
    <message>
        <source>correct the position</source>
        <translation>更正局面</translation>
    </message>
    <message>
        <source>Correct the position (kept in the record with your note; Ctrl+Alt+Z takes it back)</source>
        <translation>更正局面（連同備註保存於記錄；Ctrl+Alt+Z 可撤銷）</translation>
    </message>
    <message>
        <source>Cannot correct the position</source>
        <translation>無法更正局面</translation>
    </message>
    <message>
        <source>&amp;Sandbox…</source>
        <translation>沙盤(&amp;S)…</translation>
    </message>
    <message>
        <source>sandbox</source>
        <translation>沙盤</translation>
    </message>
    <message>
        <source>A sandbox: a copy of any phase (or an empty board) to try orders in; never the game</source>
        <translation>沙盤：任何階段（或空白圖板）之副本，供試下指令；永不影響棋局</translation>
    </message>
    <message>
        <source>Sandbox</source>
        <translation>沙盤</translation>
    </message>
    <message>
        <source>{power}, line {n}: {order}</source>
        <translation>{power}，第{n}行：{order}</translation>
    </message>
    <message>
        <source>Undo the correction</source>
        <translation>撤銷更正</translation>
    </message>
    <message>
        <source>Take back the correction of the position made in {phase} ({note})? The position before it comes back; both stay in the game record.</source>
        <translation>撤銷於{phase}所作之局面更正（{note}）？更正前之局面將會恢復；兩者均保留於棋局記錄。</translation>
    </message>
    <message>
        <source>The correction of the position was taken back.</source>
        <translation>已撤銷局面之更正。</translation>
    </message>
    <message>
        <source>Correct the position — {phase}</source>
        <translation>更正局面 — {phase}</translation>
    </message>
    <message>
        <source>The position was corrected and the correction kept in the record; Ctrl+Alt+Z takes it back.</source>
        <translation>局面已更正，更正已保存於記錄；Ctrl+Alt+Z 可撤銷。</translation>
    </message>
    <message>
        <source>New game from a position</source>
        <translation>由局面開始新棋局</translation>
    </message>
    <message>
        <source>Starting position</source>
        <translation>開局局面</translation>
    </message>
    <message>
        <source>Empty board</source>
        <translation>空白圖板</translation>
    </message>
    <message>
        <source>A phase of a game file…</source>
        <translation>棋局檔案之某一階段…</translation>
    </message>
    <message>
        <source>A phase of a game file</source>
        <translation>棋局檔案之某一階段</translation>
    </message>
    <message>
        <source>Games and exports (*.dipgame *.json);;All files (*)</source>
        <translation>棋局及匯出檔 (*.dipgame *.json);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>Which phase?</source>
        <translation>哪一階段？</translation>
    </message>
    <message>
        <source>The phase to start from:</source>
        <translation>由此階段開始：</translation>
    </message>
    <message>
        <source>Cannot read the file</source>
        <translation>無法讀取檔案</translation>
    </message>
    <message>
        <source>Now: {phase}, with the orders written so far</source>
        <translation>現時：{phase}，連同至今已寫之指令</translation>
    </message>
    <message>
        <source>{phase}, as adjudicated, with its orders</source>
        <translation>{phase}，裁定時之局面，連同其指令</translation>
    </message>
    <message>
        <source>An empty board</source>
        <translation>空白圖板</translation>
    </message>
    <message>
        <source>A sandbox is a copy to try orders in; the game never changes. Copy:</source>
        <translation>沙盤是供試下指令之副本；棋局永不改變。複製：</translation>
    </message>
    <message>
        <source>the game</source>
        <translation>棋局</translation>
    </message>
    <message>
        <source>Score under {system} kept in the game record.</source>
        <translation>按{system}計算之得分已存於棋局記錄。</translation>
    </message>
    <message>
        <source>Diplomacy games (*{suffix});;All files (*)</source>
        <translation>棋局檔案 (*{suffix});;所有檔案 (*)</translation>
    </message>
    <message>
        <source>◀ Back (Alt+Left)</source>
        <translation>◀ 後退（Alt+←）</translation>
    </message>
    <message>
        <source>Edit the position (Ctrl+E)</source>
        <translation>編輯局面（Ctrl+E）</translation>
    </message>
    <message>
        <source>Adjudicate ▶ (Ctrl+Enter)</source>
        <translation>行動裁定 ▶（Ctrl+Enter）</translation>
    </message>
    <message>
        <source>{key} is for the game: use it in the referee window. The sandbox never touches the game.</source>
        <translation>{key} 屬於棋局：請於裁判視窗使用。沙盤永不影響棋局。</translation>
    </message>
    <message>
        <source>Nothing to take back: this is where the sandbox started.</source>
        <translation>沒有可撤銷之事項：沙盤由此開始。</translation>
    </message>
    <message>
        <source>The last change of the position was taken back.</source>
        <translation>已撤銷最後一次局面更改。</translation>
    </message>
    <message>
        <source>Back to {phase}: its orders are there to change.</source>
        <translation>回到{phase}：可更改其指令。</translation>
    </message>
    <message>
        <source>Sandbox: edit the position</source>
        <translation>沙盤：編輯局面</translation>
    </message>
    <message>
        <source>No referee window to show it with.</source>
        <translation>沒有裁判視窗可供顯示。</translation>
    </message>
    <message>
        <source>Save the sandbox as</source>
        <translation>沙盤另存為</translation>
    </message>
    <message>
        <source>not saved</source>
        <translation>未儲存</translation>
    </message>
    <message>
        <source>SANDBOX — not the game. Nothing done here reaches the game, its file or the projector.</source>
        <translation>沙盤 — 並非棋局。此處所作之一切均不會影響棋局、其檔案或投影畫面。</translation>
    </message>
    <message>
        <source>SANDBOX — shown on the projector (Ctrl+P: the game again).</source>
        <translation>沙盤 — 正於投影畫面顯示（Ctrl+P：回到棋局）。</translation>
    </message>
    <message>
        <source>Sandbox — {source} — {file}</source>
        <translation>沙盤 — {source} — {file}</translation>
    </message>
    <message>
        <source>empty board</source>
        <translation>空白圖板</translation>
    </message>
    <message>
        <source>Log of every action and die (text)…</source>
        <translation>每個行動與骰子的記錄（文字）…</translation>
    </message>
    <message>
        <source>Web page: the board after each turn, lands and armies chart…</source>
        <translation>網頁：每回合後的棋盤、領土與軍隊圖表…</translation>
    </message>
    <message>
        <source>Cannot do that now</source>
        <translation>現在不能這樣做</translation>
    </message>
    <message>
        <source>&amp;Empires</source>
        <translation>帝國(&amp;E)</translation>
    </message>
    <message>
        <source>action line</source>
        <translation>行動欄</translation>
    </message>
    <message>
        <source>To the action line (one action a line, docs/lieou.md)</source>
        <translation>到行動欄（一行一個行動，見 docs/lieou.md）</translation>
    </message>
    <message>
        <source>&amp;Roll the next dice</source>
        <translation>擲下一次骰子(&amp;R)</translation>
    </message>
    <message>
        <source>Roll the next dice (one round); with the table&apos;s dice: type them</source>
        <translation>擲下一次骰子（一輪）；使用桌上骰子時：輸入點數</translation>
    </message>
    <message>
        <source>&amp;Fight the battle to the end</source>
        <translation>將戰鬥進行到底(&amp;F)</translation>
    </message>
    <message>
        <source>whole battle</source>
        <translation>整場戰鬥</translation>
    </message>
    <message>
        <source>Roll every die until a choice is awaited or all is decided</source>
        <translation>連續擲骰，直到需要選擇或全部決定</translation>
    </message>
    <message>
        <source>Take the &amp;default choice</source>
        <translation>採用預設選擇(&amp;D)</translation>
    </message>
    <message>
        <source>Answer the choice awaited with its default</source>
        <translation>以預設值回答待定的選擇</translation>
    </message>
    <message>
        <source>Readings and &amp;options of this game…</source>
        <translation>本局的規則解讀與選項(&amp;O)…</translation>
    </message>
    <message>
        <source>The rules card: every reading and option chosen (4.2.1, 5.3.1 …)</source>
        <translation>規則卡：所選的每項解讀與選項（4.2.1、5.3.1 …）</translation>
    </message>
    <message>
        <source>&amp;Undo the last action</source>
        <translation>撤銷上一個行動(&amp;U)</translation>
    </message>
    <message>
        <source>Undo the last action (it stays in the record, taken back)</source>
        <translation>撤銷上一個行動（記錄中保留，標為已撤銷）</translation>
    </message>
    <message>
        <source>Do the action typed</source>
        <translation>執行輸入的行動</translation>
    </message>
    <message>
        <source>Complete the action (the lines that fit are listed)</source>
        <translation>補全行動（列出符合的行）</translation>
    </message>
    <message>
        <source>complete</source>
        <translation>補全</translation>
    </message>
    <message>
        <source>Go to the &amp;action line</source>
        <translation>轉到行動輸入行(&amp;A)</translation>
    </message>
</context>
<context>
    <name>NewGame</name>
    <message>
        <source>e.g. 5, 1</source>
        <translation>例如 5, 1</translation>
    </message>
    <message>
        <source>First diplomacy period (2.2.2)</source>
        <translation>首回合交涉期（2.2.2.）</translation>
    </message>
    <message>
        <source>Later diplomacy periods (2.2.2)</source>
        <translation>其後之交涉期（2.2.2.）</translation>
    </message>
    <message>
        <source>Order writing (2.3.1)</source>
        <translation>指令訂定期（2.3.1.）</translation>
    </message>
    <message>
        <source>Warnings, minutes left (2.1.3)</source>
        <translation>提示時間，尚餘分鐘（2.1.3.）</translation>
    </message>
    <message>
        <source> min</source>
        <translation> 分鐘</translation>
    </message>
    <message>
        <source>warning times must be minutes separated by commas, e.g. &apos;5, 1&apos; (not {text})</source>
        <translation>提示時間須為以逗號分隔之分鐘數，如「5, 1」（而非{text}）</translation>
    </message>
    <message>
        <source>warning times must be more than 0 minutes</source>
        <translation>提示時間須多於0分鐘</translation>
    </message>
    <message>
        <source>{game} games (*{suffix})</source>
        <translation>{game}棋局檔案 (*{suffix})</translation>
    </message>
    <message>
        <source>The rulebook gives 1870 as the first year (the 1982 rules: 1901); a start year can be chosen.</source>
        <translation>棋例以1870年為首回合（1982年版規則：1901年）；可另選開局年份。</translation>
    </message>
    <message>
        <source>The rulebook gives 1801 as the first year (the 1982 rules: 1901); a start year can be chosen.</source>
        <translation>棋例以1801年為首回合（1982年版規則：1901年）；可另選開局年份。</translation>
    </message>
    <message>
        <source>Two assignments; seed 002 gives only the second.</source>
        <translation>有兩種分配法；中文遊戲指南只列出第二種。</translation>
    </message>
    <message>
        <source>Italy is neutral and impassable in 1914; a coin toss before the Fall 1914 adjustments decides which side it joins from Spring 1915; 24 centres win.</source>
        <translation>1914年意大利為中立國，不可進入；於1914年秋季部隊數目調整前擲毫，決定意大利自1915年春季起加入何方；擁有24個軍需區者勝出。</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>新棋局</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>遊戲(&amp;G)</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>標準</translation>
    </message>
    <message>
        <source>&amp;Ruleset</source>
        <translation>規則(&amp;R)</translation>
    </message>
    <message>
        <source>e.g. Club night, 14 March</source>
        <translation>例如：3月14日棋會</translation>
    </message>
    <message>
        <source>&amp;Title</source>
        <translation>名稱(&amp;T)</translation>
    </message>
    <message>
        <source>Number of &amp;players (1.2.3)</source>
        <translation>弈者人數(&amp;P)（1.2.3.）</translation>
    </message>
    <message>
        <source>&amp;Powers per player</source>
        <translation>每人所領之國(&amp;P)</translation>
    </message>
    <message>
        <source>First &amp;year</source>
        <translation>首回合年份(&amp;Y)</translation>
    </message>
    <message>
        <source>Player names</source>
        <translation>弈者姓名</translation>
    </message>
    <message>
        <source>Timers</source>
        <translation>計時</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>瀏覽…</translation>
    </message>
    <message>
        <source>Game file (every change is saved into it as it happens)</source>
        <translation>棋局檔案（每項更改於發生時即存入）</translation>
    </message>
    <message>
        <source>one power each</source>
        <translation>每人一國</translation>
    </message>
    <message>
        <source>player {n}</source>
        <translation>弈者{n}</translation>
    </message>
    <message>
        <source>Rule {rule}.</source>
        <translation>棋例{rule}。</translation>
    </message>
    <message>
        <source>No player: {powers} (civil disorder: units hold, rulebook chapter 4).</source>
        <translation>無弈者：{powers}（內亂：部隊留守原地，棋例第四章）。</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>{power} is neutral at first.</source>
        <translation>{power}開局時為中立國。</translation>
    </message>
    <message>
        <source>{n} centres win.</source>
        <translation>擁有{n}個軍需區者勝出。</translation>
    </message>
    <message>
        <source>Game file</source>
        <translation>棋局檔案</translation>
    </message>
    <message>
        <source>{file} already exists: choose another file name (Browse…).</source>
        <translation>{file}已存在：請另選檔案名稱（瀏覽…）。</translation>
    </message>
    <message>
        <source>The game starts from the position you set: {phase}.</source>
        <translation>棋局由你所設之局面開始：{phase}。</translation>
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
        <translation>輸入或貼上所寫之指令，
每行一道，例如：

陸軍 巴黎 - 勃艮第
A Par - Bur
艦隊 布雷斯特 - 中大西洋
陸軍 馬賽 支援 陸軍 巴黎 - 勃艮第
艦隊 倫敦 護航 陸軍 約克郡 - 挪威</translation>
    </message>
    <message>
        <source>Retreat orders, one per line, e.g.

A Ven - Pie
F Tri disband</source>
        <translation>撤退指令，每行一道，例如：

陸軍 威尼斯 撤退至 皮埃蒙特
艦隊 的里雅斯特 復員</translation>
    </message>
    <message>
        <source>Builds and removals, one per line, e.g.

Build A Par
Build F StP/nc
Remove A Mun
Waive</source>
        <translation>動員及復員，每行一道，例如：

動員 陸軍 巴黎
動員 艦隊 聖彼得堡（北岸）
復員 陸軍 慕尼黑
放棄動員</translation>
    </message>
    <message>
        <source>Tab: {names}</source>
        <translation>Tab：{names}</translation>
    </message>
    <message>
        <source>Let it stand (Ctrl+L)</source>
        <translation>接受（Ctrl+L）</translation>
    </message>
    <message>
        <source>Refuse (Ctrl+Shift+L)</source>
        <translation>拒絕（Ctrl+Shift+L）</translation>
    </message>
    <message>
        <source>{n} accepted</source>
        <translation>{n}道有效</translation>
    </message>
    <message>
        <source> ({n} spelling corrected)</source>
        <translation>（{n} 個拼寫已更正）</translation>
    </message>
    <message>
        <source> · {n} rejected</source>
        <translation> · {n}道無效</translation>
    </message>
    <message>
        <source>No player: civil disorder (rulebook chapter 4). Its units hold, dislodged units disband, removals are made by the rules.</source>
        <translation>無弈者：內亂（棋例第四章）。其部隊留守原地，被驅逐之部隊即行復員，復員依棋例決定。</translation>
    </message>
    <message>
        <source>Nothing to order in this phase.</source>
        <translation>此階段無須下達指令。</translation>
    </message>
    <message>
        <source>line {n}: {text} ({why})</source>
        <translation>第 {n} 行：{text}（{why}）</translation>
    </message>
    <message>
        <source>Not orders, left out of the pasted text:</source>
        <translation>貼上的文字中不是指令、已略去的行：</translation>
    </message>
    <message>
        <source>LATE: this sheet changed after time was called (2.1.3). It does not count unless you let it stand.</source>
        <translation>逾時：此指令於宣告時限完結後更改（2.1.3.）。除非裁判接受，否則不予計算。</translation>
    </message>
    <message>
        <source>REFUSED as late (2.1.3): none of its orders counts; its units hold.</source>
        <translation>逾時而拒收（2.1.3）：此命令單的指令一概不計；其部隊留守原地。</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>none free</source>
        <translation>沒有空置者</translation>
    </message>
    <message>
        <source>&lt;b&gt;Builds owed: {owed}&lt;/b&gt; ({written} written). Build sites: {sites}. Builds not written are waived.</source>
        <translation>&lt;b&gt;可動員：{owed}&lt;/b&gt;（已寫{written}道）。可成軍之地：{sites}。未寫之動員作放棄論。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Removals owed: {owed}&lt;/b&gt; ({written} written). Removals not written are made by the rules (civil-disorder order).</source>
        <translation>&lt;b&gt;須復員：{owed}&lt;/b&gt;（已寫{written}道）。未寫之復員依棋例決定（內亂之次序）。</translation>
    </message>
    <message>
        <source>No builds or removals.</source>
        <translation>無須動員或復員。</translation>
    </message>
    <message>
        <source>Every unit has an order.</source>
        <translation>所有部隊均有指令。</translation>
    </message>
    <message>
        <source>Will disband (no order yet):</source>
        <translation>將會復員（尚未有指令）：</translation>
    </message>
    <message>
        <source>Will hold (no order yet):</source>
        <translation>將會留守（尚未有指令）：</translation>
    </message>
    <message>
        <source>REFUSED</source>
        <translation>拒收</translation>
    </message>
    <message>
        <source>Line {n}:</source>
        <translation>第{n}行：</translation>
    </message>
    <message>
        <source>Late sheet refused:</source>
        <translation>逾時命令單已拒收：</translation>
    </message>
    <message>
        <source>none of its orders counts; the results will say so (Ctrl+L lets it stand after all).</source>
        <translation>其指令一概不計，結果會如此註明（Ctrl+L 仍可准許）。</translation>
    </message>
    <message>
        <source>Late sheet not decided yet:</source>
        <translation>逾時指令表尚未決定：</translation>
    </message>
    <message>
        <source>until you let it stand (Ctrl+L), none of its orders counts.</source>
        <translation>在你讓它有效（Ctrl+L）之前，其指令全部不算。</translation>
    </message>
    <message>
        <source>LATE</source>
        <translation>逾時</translation>
    </message>
</context>
<context>
    <name>PathsOfGlory</name>
    <message>
        <source>Designate the combat</source>
        <translation>指定會戰階段</translation>
    </message>
    <message>
        <source>Determine combat strengths</source>
        <translation>決定會戰力階段</translation>
    </message>
    <message>
        <source>Attempt a flank attack</source>
        <translation>企圖挾擊階段</translation>
    </message>
    <message>
        <source>Play combat cards</source>
        <translation>使用會戰卡階段</translation>
    </message>
    <message>
        <source>Determine DRMs</source>
        <translation>決定DRM階段</translation>
    </message>
    <message>
        <source>Determine fire columns</source>
        <translation>決定開火表階段</translation>
    </message>
    <message>
        <source>Determine results</source>
        <translation>決定結果階段</translation>
    </message>
    <message>
        <source>Take losses</source>
        <translation>傷害承受階段</translation>
    </message>
    <message>
        <source>Determine the combat winner</source>
        <translation>決定會戰贏家階段</translation>
    </message>
    <message>
        <source>Defender retreat</source>
        <translation>防守方撤退階段</translation>
    </message>
    <message>
        <source>Attacker advance</source>
        <translation>攻擊方挺進階段</translation>
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
        <translation>山脈</translation>
    </message>
    <message>
        <source>swamp</source>
        <translation>沼澤</translation>
    </message>
    <message>
        <source>desert</source>
        <translation>沙漠</translation>
    </message>
    <message>
        <source>One counter a line: nation, A (army) or C (corps), combat factor full/reduced, r if reduced, BEF… — e.g. GE A 5/3</source>
        <translation>每行一個部隊：國籍、A（集團軍）或 C（軍）、完整／降級的 CF、降級加 r、BEF… — 例：GE A 5/3</translation>
    </message>
    <message>
        <source>&amp;Units</source>
        <translation>部隊(&amp;U)</translation>
    </message>
    <message>
        <source>Reserve box</source>
        <translation>重置區</translation>
    </message>
    <message>
        <source>Attacking side</source>
        <translation>攻擊方</translation>
    </message>
    <message>
        <source>Terrain (12.2.7)</source>
        <translation>地形（12.2.7）</translation>
    </message>
    <message>
        <source>Trench level (11.2)</source>
        <translation>壕溝等級（11.2）</translation>
    </message>
    <message>
        <source>Fort: combat factor (0: none)</source>
        <translation>要塞：CF（0：無）</translation>
    </message>
    <message>
        <source>loss factor</source>
        <translation>LF</translation>
    </message>
    <message>
        <source>All attackers in the Sinai (−3)</source>
        <translation>所有攻擊部隊都在 Sinai（−3）</translation>
    </message>
    <message>
        <source>Die rolled at the table</source>
        <translation>桌上擲出的骰值</translation>
    </message>
    <message>
        <source>Attacking from</source>
        <translation>攻擊起始區域</translation>
    </message>
    <message>
        <source>Defended space</source>
        <translation>防守區域</translation>
    </message>
    <message>
        <source>Fort (0: none)</source>
        <translation>要塞（0：無）</translation>
    </message>
    <message>
        <source>Cards: shift</source>
        <translation>會戰卡：移行</translation>
    </message>
    <message>
        <source>victory space</source>
        <translation>勝利區域</translation>
    </message>
    <message>
        <source>fort destroyed</source>
        <translation>要塞已摧毀</translation>
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
        <translation>例：Metz, Strasbourg（Tab 補全）</translation>
    </message>
    <message>
        <source>e.g. Verdun (Tab completes)</source>
        <translation>例：Verdun（Tab 補全）</translation>
    </message>
    <message>
        <source>spaces</source>
        <translation>區域數</translation>
    </message>
    <message>
        <source>How many spaces attack (the names typed count themselves)</source>
        <translation>攻擊區域的數目（輸入的區域名稱會自動計數）</translation>
    </message>
    <message>
        <source>Corps in the reserve box that may replace an eliminated army (12.4.4); &apos;;&apos; between them</source>
        <translation>重置區中可取代被消滅集團軍的軍（12.4.4）；以「;」分隔</translation>
    </message>
    <message>
        <source>roll</source>
        <translation>擲骰</translation>
    </message>
    <message>
        <source>The die the players rolled; blank: the program rolls</source>
        <translation>玩家擲出的骰值；空白：由程式擲骰</translation>
    </message>
    <message>
        <source>cancelled by</source>
        <translation>無效，因</translation>
    </message>
    <message>
        <source>a card; blank: the trench counts</source>
        <translation>卡片；空白：壕溝有效</translation>
    </message>
    <message>
        <source>An event that cancels the trench for this combat: its name goes in the record</source>
        <translation>使這場會戰的壕溝無效的事件：名稱記入紀錄</translation>
    </message>
    <message>
        <source>The terrain and trench shifts are the chart&apos;s and are added by themselves; only the cards&apos; shifts go here</source>
        <translation>地形與壕溝的移行依地形效果表自動加上；此處只輸入會戰卡的移行</translation>
    </message>
    <message>
        <source>Attacker</source>
        <translation>攻方</translation>
    </message>
    <message>
        <source>Defender</source>
        <translation>守方</translation>
    </message>
    <message>
        <source>Try a &amp;flank attack (12.3)</source>
        <translation>企圖挾擊(&amp;F)（12.3）</translation>
    </message>
    <message>
        <source>qualifying spaces (+1 each)</source>
        <translation>符合條件的區域（每個 +1）</translation>
    </message>
    <message>
        <source>its die</source>
        <translation>其骰值</translation>
    </message>
    <message>
        <source>This attack is the side&apos;s mandated offensive (7.1.3)</source>
        <translation>這次攻擊是該方的宣布進攻（7.1.3）</translation>
    </message>
    <message>
        <source>French and Americans together (7.1.8)</source>
        <translation>法軍和美軍聯合攻擊（7.1.8）</translation>
    </message>
    <message>
        <source>Roll and resolve (Ctrl+R)</source>
        <translation>擲骰並解決會戰（Ctrl+R）</translation>
    </message>
    <message>
        <source>New combat (Ctrl+Shift+B)</source>
        <translation>新的會戰（Ctrl+Shift+B）</translation>
    </message>
    <message>
        <source>die {roll} {drm} → {modified}: &lt;b&gt;{losses}&lt;/b&gt;</source>
        <translation>骰 {roll} {drm} → {modified}：&lt;b&gt;{losses}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>{unit} reduced (LF {lf})</source>
        <translation>{unit} 降級（LF {lf}）</translation>
    </message>
    <message>
        <source>the fort destroyed (LF {lf})</source>
        <translation>要塞被摧毀（LF {lf}）</translation>
    </message>
    <message>
        <source>{unit} eliminated (LF {lf}), replaced by {corps} from the reserve box</source>
        <translation>{unit} 被消滅（LF {lf}），由重置區的 {corps} 取代</translation>
    </message>
    <message>
        <source>{unit} eliminated (LF {lf}): no corps to replace it, removed for good</source>
        <translation>{unit} 被消滅（LF {lf}）：沒有可取代的軍，移出遊戲</translation>
    </message>
    <message>
        <source>{unit} eliminated (LF {lf})</source>
        <translation>{unit} 被消滅（LF {lf}）</translation>
    </message>
    <message>
        <source>takes {taken} of {inflicted}</source>
        <translation>承受 {inflicted} 點中的 {taken} 點</translation>
    </message>
    <message>
        <source>({n} as by a corps the reserve box lacks, 12.4.4.2)</source>
        <translation>（其中 {n} 點視為由重置區缺少的軍承受，12.4.4.2）</translation>
    </message>
    <message>
        <source>{attackers} attack {defenders}</source>
        <translation>{attackers} 攻擊 {defenders}</translation>
    </message>
    <message>
        <source>(and a fort of {cf})</source>
        <translation>（以及 CF {cf} 的要塞）</translation>
    </message>
    <message>
        <source>in {space} from {spaces}</source>
        <translation>於 {space}，自 {spaces}</translation>
    </message>
    <message>
        <source>{units} retreated this action round (12.5.6): no combat factor, eliminated by any loss number</source>
        <translation>{units} 在這個 Action Round 撤退過 (12.5.6):不加 CF,有任何傷害點數就被消滅</translation>
    </message>
    <message>
        <source>attacker {a} · defender {d}</source>
        <translation>攻方 {a} · 守方 {d}</translation>
    </message>
    <message>
        <source>no flank attack: both fire at once</source>
        <translation>未挾擊：雙方同時開火</translation>
    </message>
    <message>
        <source>flank attack tried: +{drm}, succeeds on 4 or more</source>
        <translation>企圖挾擊：+{drm}，4 以上成功</translation>
    </message>
    <message>
        <source>the attacker fires first</source>
        <translation>攻方先開火</translation>
    </message>
    <message>
        <source>the defender fires first</source>
        <translation>守方先開火</translation>
    </message>
    <message>
        <source>die {roll} +{drm}: {outcome}, {first}</source>
        <translation>骰 {roll} +{drm}：{outcome}，{first}</translation>
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
        <translation>行位移：攻方 {a}，守方 {d}</translation>
    </message>
    <message>
        <source>DRM: attacker {a}, defender {d}</source>
        <translation>DRM：攻方 {a}，守方 {d}</translation>
    </message>
    <message>
        <source>(Sinai −3)</source>
        <translation>（Sinai −3）</translation>
    </message>
    <message>
        <source>army table</source>
        <translation>Army開火表</translation>
    </message>
    <message>
        <source>corps/fort table</source>
        <translation>Corps/要塞開火表</translation>
    </message>
    <message>
        <source>{side}: {table}, column {column}</source>
        <translation>{side}：{table}，{column} 行</translation>
    </message>
    <message>
        <source>attacker</source>
        <translation>攻方</translation>
    </message>
    <message>
        <source>defender</source>
        <translation>守方</translation>
    </message>
    <message>
        <source>after the dice</source>
        <translation>擲骰之後</translation>
    </message>
    <message>
        <source>{side}: wiped out by the first fire, does not fire (12.3.3)</source>
        <translation>{side}：在先開火時被全滅，不開火（12.3.3）</translation>
    </message>
    <message>
        <source>{side}: die {roll} → {modified}, {losses} losses</source>
        <translation>{side}：骰 {roll} → {modified}，傷害 {losses}</translation>
    </message>
    <message>
        <source>no retreat</source>
        <translation>不撤退</translation>
    </message>
    <message>
        <source>the defender retreats 1 space (12.5.2)</source>
        <translation>守方撤退 1 格（12.5.2）</translation>
    </message>
    <message>
        <source>the defender retreats {n} spaces (12.5.2)</source>
        <translation>守方撤退 {n} 格（12.5.2）</translation>
    </message>
    <message>
        <source>or stays by taking one more step (12.5.3)</source>
        <translation>或再承受一 step 傷害而不撤退（12.5.3）</translation>
    </message>
    <message>
        <source>may advance: {units}</source>
        <translation>可以挺進：{units}</translation>
    </message>
    <message>
        <source>no advance</source>
        <translation>不挺進</translation>
    </message>
    <message>
        <source>Proposed as 12.4 requires: as many losses as can be taken, never more; the players may choose another allocation that takes as many.</source>
        <translation>依 12.4 的建議分配：儘可能承受傷害，但不超過傷害點數；玩家可改用承受同樣點數的其他分配。</translation>
    </message>
    <message>
        <source>“{word}” is neither a nation (FR, BR …) nor a number of points</source>
        <translation>「{word}」既不是國籍（FR、BR …）也不是點數</translation>
    </message>
    <message>
        <source>The die the player rolled; blank: the program rolls</source>
        <translation>玩家擲出的骰值；空白：由程式擲骰</translation>
    </message>
    <message>
        <source>To roll on the {side} table (7.1.1).</source>
        <translation>在{side}的宣布進攻表擲骰（7.1.1）。</translation>
    </message>
    <message>
        <source>read as {n}</source>
        <translation>對照 {n}</translation>
    </message>
    <message>
        <source>Events in play that change the tables: {events} (Ctrl+Shift+F)</source>
        <translation>會改變此表的已執行事件：{events}（Ctrl+Shift+F）</translation>
    </message>
    <message>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <source>Roll (Ctrl+R)</source>
        <translation>擲骰（Ctrl+R）</translation>
    </message>
    <message>
        <source>Operations (OPS)</source>
        <translation>作戰（OPS）</translation>
    </message>
    <message>
        <source>Strategic redeployment (SR)</source>
        <translation>戰略調度（SR）</translation>
    </message>
    <message>
        <source>Replacement points (RP)</source>
        <translation>重置點數（RP）</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>事件</translation>
    </message>
    <message>
        <source>Peace terms</source>
        <translation>和平協議</translation>
    </message>
    <message>
        <source>Automatic operation (1 OPS)</source>
        <translation>自動作戰（1 OPS）</translation>
    </message>
    <message>
        <source>&amp;Action</source>
        <translation>行動(&amp;A)</translation>
    </message>
    <message>
        <source>C&amp;ard</source>
        <translation>卡片(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Value</source>
        <translation>點數(&amp;V)</translation>
    </message>
    <message>
        <source>RP per &amp;nation</source>
        <translation>各國 RP(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;War status +</source>
        <translation>戰爭狀態 +(&amp;W)</translation>
    </message>
    <message>
        <source>Ne&amp;utral entry</source>
        <translation>中立國參戰(&amp;U)</translation>
    </message>
    <message>
        <source>Reinforce&amp;ment</source>
        <translation>增兵(&amp;M)</translation>
    </message>
    <message>
        <source>O operations, S strategic redeployment, R replacement points, E event, P peace terms, A automatic operation</source>
        <translation>O 作戰，S 戰略調度，R 重置點數，E 事件，P 和約，A 自動作戰</translation>
    </message>
    <message>
        <source>Action rounds (8.1)</source>
        <translation>Action Round（8.1）</translation>
    </message>
    <message>
        <source>Combat (12)</source>
        <translation>會戰（12）</translation>
    </message>
    <message>
        <source>Mandated offensive made… (Ctrl+Shift+M)</source>
        <translation>已執行宣布進攻…（Ctrl+Shift+M）</translation>
    </message>
    <message>
        <source>Entrenchment roll… (Ctrl+E)</source>
        <translation>挖壕溝擲骰…（Ctrl+E）</translation>
    </message>
    <message>
        <source>Log the action (Ctrl+L)</source>
        <translation>記錄行動（Ctrl+L）</translation>
    </message>
    <message>
        <source>the card&apos;s name or number</source>
        <translation>卡片名稱或編號</translation>
    </message>
    <message>
        <source>Round {n} of {rounds}: {side} to act</source>
        <translation>第 {n}／{rounds} 個 Action Round：{side}行動</translation>
    </message>
    <message>
        <source>All {rounds} action rounds are played: finish the segment (Ctrl+Enter).</source>
        <translation>{rounds} 個 Action Round 都已完成：結束此 Segment（Ctrl+Enter）。</translation>
    </message>
    <message>
        <source>&amp;Fort</source>
        <translation>要塞(&amp;F)</translation>
    </message>
    <message>
        <source>Its &amp;combat factor</source>
        <translation>其 CF(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;DRM (cards)</source>
        <translation>DRM（卡片）(&amp;D)</translation>
    </message>
    <message>
        <source>Fort of {space}, value {cf}</source>
        <translation>{space} 的要塞,數值 {cf}</translation>
    </message>
    <message>
        <source>Cannot fall: it would need more than 6</source>
        <translation>不會投降:需要大於 6 的骰</translation>
    </message>
    <message>
        <source>Falls on any die</source>
        <translation>任何骰都投降</translation>
    </message>
    <message>
        <source>Falls on a die of {n} or more</source>
        <translation>骰 {n} 以上投降</translation>
    </message>
    <message>
        <source>e.g. Liege</source>
        <translation>例：Liege</translation>
    </message>
    <message>
        <source>{side}: replacement points this turn: {points}</source>
        <translation>{side}：這一回合的重置點數：{points}</translation>
    </message>
    <message>
        <source>&amp;Spent</source>
        <translation>使用(&amp;S)</translation>
    </message>
    <message>
        <source>Log the RP spent (Ctrl+L)</source>
        <translation>記錄使用的 RP（Ctrl+L）</translation>
    </message>
    <message>
        <source>&amp;Units rebuilt</source>
        <translation>重建的單位(&amp;U)</translation>
    </message>
    <message>
        <source>Name the units the points rebuild (ids separated by &apos;;&apos;, an eliminated army with &apos;@&apos; and the space it returns to): one RP of its nation each, the points filled in; what is not spent is lost when the segment ends (9.4.4).</source>
        <translation>指定點數所重建的單位(ID 以「;」分隔,被消滅的集團軍加上「@」及它返回的地區):每個單位使用其國家 1 RP,點數自動填入;沒有使用的點數在此階段結束時作廢 (9.4.4)。</translation>
    </message>
    <message>
        <source>Flip or rebuild the units on the map, then log the points spent per nation; what is not spent is lost when the segment ends (9.4.4).</source>
        <translation>在地圖上翻面或重建部隊，再依國籍記錄使用的點數；沒有使用的點數在此 Segment 結束時作廢（9.4.4）。</translation>
    </message>
    <message>
        <source>The VP changes of this turn:</source>
        <translation>這一回合的 VP 改變：</translation>
    </message>
    <message>
        <source>No VP change this turn yet.</source>
        <translation>這一回合尚無 VP 改變。</translation>
    </message>
    <message>
        <source>What the game&apos;s state gives from the VP table: confirm each (Ctrl+Shift+O), or correct it with Ctrl+Shift+V.</source>
        <translation>依現況由 VP 表得出的變動：逐一確認（Ctrl+Shift+O），或以 Ctrl+Shift+V 修正。</translation>
    </message>
    <message>
        <source>Apply the VP table&apos;s War Status Phase part with Ctrl+Shift+V.</source>
        <translation>以 Ctrl+Shift+V 套用 VP 表的戰爭狀態階段部份。</translation>
    </message>
    <message>
        <source>VP {vp}: the Central Powers win at {central} or more, the Allies at {allied} or less.</source>
        <translation>VP {vp}：{central} 以上同盟國勝利，{allied} 以下協約國勝利。</translation>
    </message>
    <message>
        <source>No automatic victory: the game goes on.</source>
        <translation>沒有自動勝利：遊戲繼續。</translation>
    </message>
    <message>
        <source>In the campaign scenario an armistice ends the game (5.5.1).</source>
        <translation>在戰役劇本中，休戰結束遊戲（5.5.1）。</translation>
    </message>
    <message>
        <source>Not on turn 1 (E.4).</source>
        <translation>第 1 回合不執行（E.4）。</translation>
    </message>
    <message>
        <source>{side}: war status {ws}, commitment {level} (limited war at {limited}, total war at {total})</source>
        <translation>{side}：戰爭狀態 {ws}，戰爭承諾等級 {level}（{limited} 區域戰爭，{total} 全面戰爭）</translation>
    </message>
    <message>
        <source>This is the scenario&apos;s last turn: finishing it ends the game.</source>
        <translation>這是劇本的最後一回合：結束它即結束遊戲。</translation>
    </message>
    <message>
        <source>Next: turn {turn}, {name}.</source>
        <translation>下一回合：第 {turn} 回合，{name}。</translation>
    </message>
    <message>
        <source>Out of supply, traced over the map (14.3.5): {units}. Corps go to the eliminated units, armies out of the game; confirm with the button.</source>
        <translation>依地圖找出的 OOS 部隊（14.3.5）：{units}。軍放入被消滅的部隊，集團軍移出遊戲；按下方確認。</translation>
    </message>
    <message>
        <source>Control passes to the enemy where they leave no fort of their side (14.3.6): {spaces}.</source>
        <translation>沒有己方要塞留下的區域變成敵方控制 (14.3.6):{spaces}。</translation>
    </message>
    <message>
        <source>Every unit of the order of battle traces supply (14.3.5).</source>
        <translation>兵力部署中的每支部隊都在補給範圍內（14.3.5）。</translation>
    </message>
    <message>
        <source>The players remove the units out of supply; the aid keeps no order of battle.</source>
        <translation>玩家移除 OOS 部隊；本工具沒有保存兵力部署。</translation>
    </message>
    <message>
        <source>The players draw their cards.</source>
        <translation>玩家抽牌。</translation>
    </message>
    <message>
        <source>Confirm: VP {delta}, {reason}</source>
        <translation>確認：VP {delta}，{reason}</translation>
    </message>
    <message>
        <source>VP change… (Ctrl+Shift+V)</source>
        <translation>VP 改變…（Ctrl+Shift+V）</translation>
    </message>
    <message>
        <source>Remove the units out of supply</source>
        <translation>移除 OOS 部隊</translation>
    </message>
    <message>
        <source>Armistice…</source>
        <translation>休戰…</translation>
    </message>
    <message>
        <source>Nationalities in the space (9.2.3)</source>
        <translation>區域內的國籍（9.2.3）</translation>
    </message>
    <message>
        <source>In France or Germany</source>
        <translation>在法國或德國境內</translation>
    </message>
    <message>
        <source>Channel space</source>
        <translation>海峽區域</translation>
    </message>
    <message>
        <source>Corps to redeploy (13.1.2)</source>
        <translation>要 SR 的軍（13.1.2）</translation>
    </message>
    <message>
        <source>Armies to redeploy</source>
        <translation>要 SR 的集團軍</translation>
    </message>
    <message>
        <source>Units in the space (10.1)</source>
        <translation>區域內的部隊數（10.1）</translation>
    </message>
    <message>
        <source>Supply of (14.2)</source>
        <translation>補給源（14.2）</translation>
    </message>
    <message>
        <source>{n} activation points</source>
        <translation>{n} 點啓動點</translation>
    </message>
    <message>
        <source>{n} SR points</source>
        <translation>{n} 點 SR</translation>
    </message>
    <message>
        <source>{n} units: within the limit of {limit}</source>
        <translation>{n} 支部隊：未超過上限 {limit}</translation>
    </message>
    <message>
        <source>{n} units: over the limit of {limit}</source>
        <translation>{n} 支部隊：超過上限 {limit}</translation>
    </message>
    <message>
        <source>Turn {turn} of {last}: {name}</source>
        <translation>第 {turn}／{last} 回合：{name}</translation>
    </message>
    <message>
        <source>(Undo with Ctrl+Alt+Z to go on.)</source>
        <translation>（以 Ctrl+Alt+Z 撤銷即可繼續。）</translation>
    </message>
    <message>
        <source>Finish the segment (Ctrl+Enter)</source>
        <translation>結束此 Segment（Ctrl+Enter）</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>記錄</translation>
    </message>
    <message>
        <source>VP chart</source>
        <translation>VP 圖</translation>
    </message>
    <message>
        <source>Order of battle</source>
        <translation>兵力部署</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>地圖</translation>
    </message>
    <message>
        <source>Counts</source>
        <translation>計算</translation>
    </message>
    <message>
        <source>What this segment asks of the players (Space ticks a line, F4):</source>
        <translation>此 Segment 要玩家做的事（空白鍵勾選，F4）：</translation>
    </message>
    <message>
        <source>Central Powers win</source>
        <translation>同盟勝利</translation>
    </message>
    <message>
        <source>Allies win</source>
        <translation>協約勝利</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>平手</translation>
    </message>
    <message>
        <source>War status</source>
        <translation>戰爭狀態</translation>
    </message>
    <message>
        <source>Commitment</source>
        <translation>戰爭承諾等級</translation>
    </message>
    <message>
        <source>Mandated offensive</source>
        <translation>宣布進攻</translation>
    </message>
    <message>
        <source>must attack</source>
        <translation>必需攻擊</translation>
    </message>
    <message>
        <source>no effect</source>
        <translation>不產生效用</translation>
    </message>
    <message>
        <source>Combined war status {n} (9.5.1.3)</source>
        <translation>Combined War Status {n}（9.5.1.3）</translation>
    </message>
    <message>
        <source>Last combat, {side} attacking</source>
        <translation>上一場會戰，{side}攻擊</translation>
    </message>
    <message>
        <source>attacker inflicts {a}, defender {d}</source>
        <translation>攻方造成 {a}，守方 {d}</translation>
    </message>
    <message>
        <source>No order of battle kept: Ctrl+Shift+P places a space&apos;s stack.</source>
        <translation>沒有保存兵力部署：Ctrl+Shift+P 放置區域的部隊。</translation>
    </message>
    <message>
        <source>trench {n}</source>
        <translation>壕溝 {n}</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>撤銷</translation>
    </message>
    <message>
        <source>Take back the last operation: {what}?

It stays in the game file, marked as taken back.</source>
        <translation>撤銷上一個動作：{what}？

它仍留在棋局檔中，標示為已撤銷。</translation>
    </message>
    <message>
        <source>Taken back: {what}</source>
        <translation>已撤銷：{what}</translation>
    </message>
    <message>
        <source>the fort</source>
        <translation>要塞</translation>
    </message>
    <message>
        <source>The fort falls when the die and its DRM are greater than its value (15.3.2, see docs/paths-of-glory.md).</source>
        <translation>骰加上 DRM 大於要塞數值時要塞投降 (15.3.2,見 docs/paths-of-glory.md)。</translation>
    </message>
    <message>
        <source>No dice in this segment.</source>
        <translation>此 Segment 不擲骰。</translation>
    </message>
    <message>
        <source>Nothing to log in this segment.</source>
        <translation>此 Segment 沒有要記錄的。</translation>
    </message>
    <message>
        <source>Combats are fought in the action rounds (B).</source>
        <translation>會戰在 Action Round 中進行（B）。</translation>
    </message>
    <message>
        <source>No mandated offensive is waiting to be made.</source>
        <translation>沒有尚待執行的宣布進攻。</translation>
    </message>
    <message>
        <source>Mandated offensive made</source>
        <translation>已執行宣布進攻</translation>
    </message>
    <message>
        <source>Which side made its mandated offensive (7.1.3)?</source>
        <translation>哪一方已執行宣布進攻（7.1.3）？</translation>
    </message>
    <message>
        <source>French Mutiny</source>
        <translation>French Mutiny</translation>
    </message>
    <message>
        <source>Did the French attack together with the Americans (7.1.8)?</source>
        <translation>法軍是否和美軍聯合攻擊（7.1.8）？</translation>
    </message>
    <message>
        <source>A nation enters the war</source>
        <translation>一國參戰</translation>
    </message>
    <message>
        <source>Which nation enters the war?</source>
        <translation>哪一國參戰？</translation>
    </message>
    <message>
        <source>The peace terms were accepted: the game ends in a draw (5.1.1; both players lose in a tournament, 5.6.4)?</source>
        <translation>和平協議被接受：遊戲以平手結束（5.1.1；錦標賽中雙方都算輸，5.6.4）？</translation>
    </message>
    <message>
        <source>Armistice</source>
        <translation>休戰</translation>
    </message>
    <message>
        <source>An armistice ends the campaign (5.5.1): end the game now?</source>
        <translation>休戰結束戰役劇本（5.5.1）：現在結束遊戲？</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>備註</translation>
    </message>
    <message>
        <source>A note for the game record (the players never see it):</source>
        <translation>棋局記錄之備註（玩家看不到）：</translation>
    </message>
    <message>
        <source>+1 VP when the Allies reach Limited or Total War first (5.1.3)</source>
        <translation>協約國先達到區域戰爭或全面戰爭時 +1 VP（5.1.3）</translation>
    </message>
    <message>
        <source>−1 to the next entrenchment roll after a failure (11.2.9)</source>
        <translation>挖壕溝失敗後下一次擲骰 −1（11.2.9）</translation>
    </message>
    <message>
        <source>Hands of 8 cards (9.1.4)</source>
        <translation>8 張手牌（9.1.4）</translation>
    </message>
    <message>
        <source>&amp;Scenario</source>
        <translation>劇本(&amp;S)</translation>
    </message>
    <message>
        <source>Optional rules</source>
        <translation>選擇規則</translation>
    </message>
    <message>
        <source>Tournament game (5.6): the Allied player&apos;s VP bid</source>
        <translation>錦標賽（5.6）：協約國玩家的 VP 投標</translation>
    </message>
    <message>
        <source>blank: a new one</source>
        <translation>空白：新的</translation>
    </message>
    <message>
        <source>Dice &amp;seed</source>
        <translation>骰子種子(&amp;S)</translation>
    </message>
    <message>
        <source>none: the printed tables</source>
        <translation>無：使用印刷的表格</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>瀏覽…</translation>
    </message>
    <message>
        <source>Referee&apos;s corrections to the &amp;tables</source>
        <translation>裁判對表格的修正(&amp;T)</translation>
    </message>
    <message>
        <source>Turns 1 to {last} (to {end}); the Central Powers win at {central} VP or more, the Allies at {allied} or less; automatic victory at {auto_c} and at {auto_a} (5.2).</source>
        <translation>第 1 至 {last} 回合（至 {end}）；VP {central} 以上同盟勝利，{allied} 以下協約勝利；自動勝利為 {auto_c} 及 {auto_a}（5.2）。</translation>
    </message>
    <message>
        <source>Corrections to the tables</source>
        <translation>表格的修正</translation>
    </message>
    <message>
        <source>Tables (*.toml);;All files (*)</source>
        <translation>表格 (*.toml);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>The dice seed is a whole number (or blank), not “{text}”.</source>
        <translation>骰子種子是整數（或空白），不是「{text}」。</translation>
    </message>
    <message>
        <source>line {n}: “{words}” not understood</source>
        <translation>第 {n} 行：無法理解「{words}」</translation>
    </message>
    <message>
        <source>line {n}: which nation (GE, FR, BR …)?</source>
        <translation>第 {n} 行：哪一國（GE、FR、BR …）？</translation>
    </message>
    <message>
        <source>line {n}: army (A) or corps (C)?</source>
        <translation>第 {n} 行：集團軍（A）還是軍（C）？</translation>
    </message>
    <message>
        <source>two units are called {name}</source>
        <translation>兩支部隊同名為 {name}</translation>
    </message>
    <message>
        <source>A space&apos;s stack</source>
        <translation>區域的部隊</translation>
    </message>
    <message>
        <source>as the units&apos; side</source>
        <translation>依部隊的陣線</translation>
    </message>
    <message>
        <source>&amp;Space</source>
        <translation>區域(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Units (none: an empty space)</source>
        <translation>部隊（無：空的區域）(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Trench level</source>
        <translation>壕溝等級(&amp;T)</translation>
    </message>
    <message>
        <source>C&amp;ontrol</source>
        <translation>控制(&amp;O)</translation>
    </message>
    <message>
        <source>Its &amp;fort is destroyed (15.1.9: an event such as Guns of August)</source>
        <translation>要塞已被摧毀 (15.1.9:例如 Guns of August 事件)(&amp;F)</translation>
    </message>
    <message>
        <source>Retreat or advance</source>
        <translation>撤退或挺進</translation>
    </message>
    <message>
        <source>the defenders retreat (12.5)</source>
        <translation>防守方撤退 (12.5)</translation>
    </message>
    <message>
        <source>the defenders stand: one unit takes one more step (12.5.3)</source>
        <translation>守方不撤退:一支部隊再承受一 step 傷害 (12.5.3)</translation>
    </message>
    <message>
        <source>the defenders cannot retreat: eliminated (12.5.4)</source>
        <translation>守方無法撤退:被消滅 (12.5.4)</translation>
    </message>
    <message>
        <source>the attackers advance (12.6)</source>
        <translation>攻擊方挺進 (12.6)</translation>
    </message>
    <message>
        <source>A retreat may end in: {spaces} (12.5.5)</source>
        <translation>撤退可以停在:{spaces} (12.5.5)</translation>
    </message>
    <message>
        <source>&amp;Who</source>
        <translation>哪一方(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;To the space</source>
        <translation>前往地區(&amp;T)</translation>
    </message>
    <message>
        <source>VP change</source>
        <translation>VP 改變</translation>
    </message>
    <message>
        <source>e.g. Belgrade captured</source>
        <translation>例：佔領 Belgrade</translation>
    </message>
    <message>
        <source>+ for the Central Powers, − for the Allies (the VP table, 5.1.2)</source>
        <translation>＋ 對同盟國有利，− 對協約國有利（VP 表，5.1.2）</translation>
    </message>
    <message>
        <source>&amp;Change</source>
        <translation>改變(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Reason</source>
        <translation>原因(&amp;R)</translation>
    </message>
    <message>
        <source>Events in play</source>
        <translation>已執行的事件</translation>
    </message>
    <message>
        <source>Tick each event that has been played (Space); the aid counts with it.</source>
        <translation>勾選已執行的事件（空白鍵）；輔助程式會據此計算。</translation>
    </message>
    <message>
        <source>Entrenchment roll (11.2)</source>
        <translation>挖壕溝擲骰（11.2）</translation>
    </message>
    <message>
        <source>blank: the program rolls</source>
        <translation>空白：由程式擲骰</translation>
    </message>
    <message>
        <source>This army failed last time (11.2.9: −1)</source>
        <translation>此集團軍上次失敗（11.2.9：−1）</translation>
    </message>
    <message>
        <source>The army is out of supply (14.3.3)</source>
        <translation>此集團軍缺乏補給（14.3.3）</translation>
    </message>
    <message>
        <source>&amp;Nation of the army</source>
        <translation>集團軍國籍(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Trench level there now</source>
        <translation>該區現有壕溝等級(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Die rolled at the table</source>
        <translation>桌上擲出的骰值(&amp;D)</translation>
    </message>
    <message>
        <source>Paths of Glory — projector</source>
        <translation>光榮之路 — 投影</translation>
    </message>
    <message>
        <source>Out of supply (14.1): {units}</source>
        <translation>斷補給（14.1）：{units}</translation>
    </message>
    <message>
        <source>Every unit on the map is in supply (14.1).</source>
        <translation>地圖上所有單位皆有補給（14.1）。</translation>
    </message>
    <message>
        <source>All {rounds} action rounds are played.</source>
        <translation>{rounds} 個 Action Round 都已完成。</translation>
    </message>
    <message>
        <source>die {n}</source>
        <translation>骰 {n}</translation>
    </message>
    <message>
        <source>Mandated offensive, {side}: {result}</source>
        <translation>宣布進攻，{side}：{result}</translation>
    </message>
    <message>
        <source>war status {ws} · {level}</source>
        <translation>戰爭狀態 {ws} · {level}</translation>
    </message>
    <message>
        <source>attacker: die {roll} → {modified}, inflicts {losses}</source>
        <translation>攻方：骰 {roll} → {modified}，造成 {losses}</translation>
    </message>
    <message>
        <source>attacker: wiped out by the first fire, does not fire (12.3.3)</source>
        <translation>攻方：在先開火時被全滅，不開火（12.3.3）</translation>
    </message>
    <message>
        <source>defender: die {roll} → {modified}, inflicts {losses}</source>
        <translation>守方：骰 {roll} → {modified}，造成 {losses}</translation>
    </message>
    <message>
        <source>defender: wiped out by the first fire, does not fire (12.3.3)</source>
        <translation>守方：在先開火時被全滅，不開火（12.3.3）</translation>
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
        <translation>艦隊(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>移除(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Centre owner</source>
        <translation>軍需區所屬(&amp;C)</translation>
    </message>
    <message>
        <source>Dislodged arm&amp;y</source>
        <translation>被驅逐之陸軍(&amp;Y)</translation>
    </message>
    <message>
        <source>Dislodged fl&amp;eet</source>
        <translation>被驅逐之艦隊(&amp;E)</translation>
    </message>
    <message>
        <source>S&amp;tandoff</source>
        <translation>規避(&amp;T)</translation>
    </message>
    <message>
        <source>Type a change and press Enter, one or several (separated by ; or new lines): &lt;b&gt;A PAR&lt;/b&gt; · &lt;b&gt;F STP/SC&lt;/b&gt; · &lt;b&gt;- MUN&lt;/b&gt; · &lt;b&gt;centre BEL FRANCE&lt;/b&gt; · &lt;b&gt;centre BEL none&lt;/b&gt; · &lt;b&gt;phase F1903R&lt;/b&gt; · &lt;b&gt;dislodged A MUN from BOH&lt;/b&gt; · &lt;b&gt;standoff BUR&lt;/b&gt; · &lt;b&gt;FRANCE:&lt;/b&gt; (whose units follow) · &lt;b&gt;clear&lt;/b&gt; · &lt;b&gt;start&lt;/b&gt;. Units and centres without a power go to the chosen power. A click on the board does what the chosen tool says. Ctrl+Z (in an empty line) takes back the last change; Ctrl+1 … 7 choose the power.</source>
        <translation>輸入更改後按 Enter，可一次輸入多項（以 ; 或換行分隔）：&lt;b&gt;A PAR&lt;/b&gt; · &lt;b&gt;F STP/SC&lt;/b&gt; · &lt;b&gt;- MUN&lt;/b&gt; · &lt;b&gt;centre BEL FRANCE&lt;/b&gt; · &lt;b&gt;centre BEL none&lt;/b&gt; · &lt;b&gt;phase F1903R&lt;/b&gt; · &lt;b&gt;dislodged A MUN from BOH&lt;/b&gt; · &lt;b&gt;standoff BUR&lt;/b&gt; · &lt;b&gt;FRANCE:&lt;/b&gt;（其後之部隊屬此國）· &lt;b&gt;clear&lt;/b&gt;（清空）· &lt;b&gt;start&lt;/b&gt;（開局局面）。未寫國家之部隊及軍需區歸於所選之國家。點擊圖板依所選之工具行事。Ctrl+Z（於空白輸入行）撤銷最後一項更改；Ctrl+1 … 7 選擇國家。</translation>
    </message>
    <message>
        <source>Position editor</source>
        <translation>局面編輯器</translation>
    </message>
    <message>
        <source>&amp;Phase</source>
        <translation>階段(&amp;P)</translation>
    </message>
    <message>
        <source>P&amp;ower</source>
        <translation>國家(&amp;O)</translation>
    </message>
    <message>
        <source>A click on the board:</source>
        <translation>點擊圖板：</translation>
    </message>
    <message>
        <source>A PAR · F STP/SC · - MUN · centre BEL FRANCE · phase F1903R</source>
        <translation>A PAR · F STP/SC · - MUN · centre BEL FRANCE · phase F1903R</translation>
    </message>
    <message>
        <source>&amp;Change:</source>
        <translation>更改(&amp;C)：</translation>
    </message>
    <message>
        <source>e.g. the board was bumped; the game moved from paper</source>
        <translation>例如：圖板被碰亂；棋局由紙上移到此處</translation>
    </message>
    <message>
        <source>&amp;Why (kept in the game record):</source>
        <translation>原因(&amp;W)（保存於棋局記錄）：</translation>
    </message>
    <message>
        <source>OK (Ctrl+Enter)</source>
        <translation>確定（Ctrl+Enter）</translation>
    </message>
    <message>
        <source>Nothing changes.</source>
        <translation>沒有任何更改。</translation>
    </message>
    <message>
        <source>Done: {commands}</source>
        <translation>已完成：{commands}</translation>
    </message>
    <message>
        <source>No change to take back.</source>
        <translation>沒有可撤銷之更改。</translation>
    </message>
    <message>
        <source>The last change was taken back.</source>
        <translation>已撤銷最後一項更改。</translation>
    </message>
    <message>
        <source>Changes ({n}):</source>
        <translation>更改（{n}項）：</translation>
    </message>
    <message>
        <source>No changes yet.</source>
        <translation>尚未更改。</translation>
    </message>
    <message>
        <source>Refused: this position cannot exist.</source>
        <translation>不予接受：此局面不可能存在。</translation>
    </message>
    <message>
        <source>Refused:</source>
        <translation>不予接受：</translation>
    </message>
</context>
<context>
    <name>Projector</name>
    <message>
        <source>Diplomacy — projector</source>
        <translation>歐洲外交縱橫 — 投影畫面</translation>
    </message>
    <message>
        <source>Retreat orders are written now, without talking (2.5.2)</source>
        <translation>現在寫下撤退指令，不得交談（2.5.2.）</translation>
    </message>
    <message>
        <source>Builds and removals are written now, without talking (2.6.5)</source>
        <translation>現在寫下動員及復員指令，不得交談（2.6.5.）</translation>
    </message>
    <message>
        <source>Write your orders — no talking (2.3.2)</source>
        <translation>請訂定指令 — 不得交談（2.3.2.）</translation>
    </message>
    <message>
        <source>Diplomacy</source>
        <translation>交涉期</translation>
    </message>
    <message>
        <source> (no player)</source>
        <translation>（無弈者）</translation>
    </message>
    <message>
        <source>{n} units</source>
        <translation>{n}支部隊</translation>
    </message>
    <message>
        <source>Supply centres ({n} win)</source>
        <translation>軍需區（{n}個勝出）</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Results of {phase}</source>
        <translation>{phase}之結果</translation>
    </message>
    <message>
        <source>Standoffs: {names}</source>
        <translation>規避：{names}</translation>
    </message>
    <message>
        <source>nowhere: disbands</source>
        <translation>無處可撤：復員</translation>
    </message>
    <message>
        <source>Dislodged units may retreat:</source>
        <translation>被驅逐之部隊可撤退：</translation>
    </message>
    <message>
        <source>Builds:</source>
        <translation>動員：</translation>
    </message>
    <message>
        <source>Removals:</source>
        <translation>復員：</translation>
    </message>
    <message>
        <source>SANDBOX — a trial, not the game</source>
        <translation>沙盤 — 試演，並非棋局</translation>
    </message>
</context>
<context>
    <name>Results</name>
    <message>
        <source>Power</source>
        <translation>國家</translation>
    </message>
    <message>
        <source>Order as written</source>
        <translation>所寫之指令</translation>
    </message>
    <message>
        <source>Read as</source>
        <translation>解讀為</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>弈者</translation>
    </message>
    <message>
        <source>Centres</source>
        <translation>軍需區</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>部隊</translation>
    </message>
    <message>
        <source>Builds / removals</source>
        <translation>動員／復員</translation>
    </message>
    <message>
        <source>Build sites</source>
        <translation>可成軍之地</translation>
    </message>
    <message>
        <source>no order</source>
        <translation>未有指令</translation>
    </message>
    <message>
        <source>held</source>
        <translation>留守</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Phase:</source>
        <translation>階段：</translation>
    </message>
    <message>
        <source>Why?</source>
        <translation>為何？</translation>
    </message>
    <message>
        <source>The figures of the selected result: strengths, supports, what opposed it (Ctrl+I)</source>
        <translation>所選結果之數字：兵力、支援、與之對抗之部隊（Ctrl+I）</translation>
    </message>
    <message>
        <source>No adjudication yet.</source>
        <translation>尚未有行動裁定。</translation>
    </message>
    <message>
        <source>No adjudication yet. Type the orders, then adjudicate (Ctrl+Enter).</source>
        <translation>尚未有行動裁定。請輸入指令，然後裁定（Ctrl+Enter）。</translation>
    </message>
    <message>
        <source>holds (no valid order)</source>
        <translation>留守（沒有有效指令）</translation>
    </message>
    <message>
        <source>Results of {phase} — {summary}</source>
        <translation>{phase}之結果 — {summary}</translation>
    </message>
    <message>
        <source>no orders</source>
        <translation>沒有指令</translation>
    </message>
    <message>
        <source>&lt;b&gt;Standoffs&lt;/b&gt; (left empty; no retreat there): {names}</source>
        <translation>&lt;b&gt;規避&lt;/b&gt;（因而留空，不得撤至該處）：{names}</translation>
    </message>
    <message>
        <source>No standoffs.</source>
        <translation>沒有規避。</translation>
    </message>
    <message>
        <source>Nothing adjudicated yet: there is no result to explain.</source>
        <translation>尚未裁定：沒有結果可以解釋。</translation>
    </message>
    <message>
        <source>Only the orders of a movement phase have figures to explain.</source>
        <translation>只有移動期之指令有數字可以解釋。</translation>
    </message>
    <message>
        <source>A unit without a valid order holds: its hold strength is in the explanation of each move against it.</source>
        <translation>沒有有效指令之部隊留守：其留守兵力見於每個攻擊它之移動的解釋。</translation>
    </message>
    <message>
        <source>Select an order&apos;s result in the table first, then ask why.</source>
        <translation>請先在表中選取一項指令之結果，再問為何。</translation>
    </message>
    <message>
        <source>This order was not adjudicated (invalid, or another order of the unit was used): its reason says why.</source>
        <translation>此指令未經裁定（無效，或採用了該部隊之另一指令）：其理由欄已說明。</translation>
    </message>
    <message>
        <source>Why? {order} — {result}</source>
        <translation>為何？{order} — {result}</translation>
    </message>
    <message>
        <source>No dislodged units.</source>
        <translation>沒有被驅逐之部隊。</translation>
    </message>
    <message>
        <source>{power}: {unit} dislodged (attacked from {origin} by convoy)</source>
        <translation>{power}：{unit}被驅逐（攻擊經護航來自{origin}）</translation>
    </message>
    <message>
        <source>{power}: {unit} dislodged (attacked from {origin})</source>
        <translation>{power}：{unit}被驅逐（攻擊來自{origin}）</translation>
    </message>
    <message>
        <source>may retreat to {where}, or disband</source>
        <translation>可撤退至{where}，或復員</translation>
    </message>
    <message>
        <source>no retreat: must disband</source>
        <translation>無處可撤：須復員</translation>
    </message>
    <message>
        <source>{n} dislodged unit(s). Select one (arrow keys) to see its retreats on the board.</source>
        <translation>{n}支部隊被驅逐。選擇其一（方向鍵）即可在圖板上看到可撤退之區域。</translation>
    </message>
    <message>
        <source>builds {n}</source>
        <translation>動員 {n}</translation>
    </message>
    <message>
        <source>removes {n}</source>
        <translation>復員 {n}</translation>
    </message>
    <message>
        <source>civil disorder</source>
        <translation>內亂</translation>
    </message>
    <message>
        <source>Adjustments of {phase}: builds only in free home centres still owned (2.6.6). {n} centres win.</source>
        <translation>{phase}：只可於仍受控制而空置之本土軍需區成軍（2.6.6.）。擁有{n}個軍需區者勝出。</translation>
    </message>
    <message>
        <source>Supply centres after the last autumn count. {n} centres win.</source>
        <translation>上次秋季點算後之軍需區。擁有{n}個軍需區者勝出。</translation>
    </message>
    <message>
        <source>{period} started</source>
        <translation>{period}開始</translation>
    </message>
    <message>
        <source>{period}: warning, {n} min left</source>
        <translation>{period}：警告，尚餘 {n} 分鐘</translation>
    </message>
    <message>
        <source>{period} paused</source>
        <translation>{period}暫停</translation>
    </message>
    <message>
        <source>{period} resumed</source>
        <translation>{period}繼續</translation>
    </message>
    <message>
        <source>{period} extended by {n} min</source>
        <translation>{period}延長 {n} 分鐘</translation>
    </message>
    <message>
        <source>{period} over</source>
        <translation>{period}完結</translation>
    </message>
    <message>
        <source>Time called (later changes are late)</source>
        <translation>宣告時限完結（此後的更改為逾時）</translation>
    </message>
    <message>
        <source>Call of time taken back</source>
        <translation>收回時限完結的宣告</translation>
    </message>
    <message>
        <source>Timer lengths set</source>
        <translation>已設定計時長度</translation>
    </message>
    <message>
        <source>Deadline set</source>
        <translation>已設定截止時間</translation>
    </message>
    <message>
        <source>time ran out</source>
        <translation>時間用完</translation>
    </message>
    <message>
        <source>ended early, all agreed</source>
        <translation>全體同意提早結束</translation>
    </message>
    <message>
        <source>adjudicated</source>
        <translation>已裁定</translation>
    </message>
    <message>
        <source>time called</source>
        <translation>已宣告時限完結</translation>
    </message>
    <message>
        <source>the program was closed; the clock waits until it is started again</source>
        <translation>程式已關閉；計時器等待再次開始</translation>
    </message>
    <message>
        <source>Game set up ({ruleset})</source>
        <translation>棋局設定（{ruleset}）</translation>
    </message>
    <message>
        <source>{phase} {power} sheet LATE: {n} line(s)</source>
        <translation>{phase} {power}指令（逾時）：{n}行</translation>
    </message>
    <message>
        <source>{phase} {power} sheet: {n} line(s)</source>
        <translation>{phase} {power}指令：{n}行</translation>
    </message>
    <message>
        <source>{phase} late sheet of {power} stands</source>
        <translation>{phase} {power}之逾時指令有效</translation>
    </message>
    <message>
        <source>{phase} late sheet of {power} refused</source>
        <translation>{phase} {power}之逾時指令不予接受</translation>
    </message>
    <message>
        <source> ({reason})</source>
        <translation>（{reason}）</translation>
    </message>
    <message>
        <source>{phase} {power} in civil disorder</source>
        <translation>{phase} {power}陷入內亂</translation>
    </message>
    <message>
        <source>{phase} {power} back in play</source>
        <translation>{phase} {power}恢復參戰</translation>
    </message>
    <message>
        <source>{phase} coin toss</source>
        <translation>{phase} 擲硬幣</translation>
    </message>
    <message>
        <source>, elapsed {s} s</source>
        <translation>，已過{s}秒</translation>
    </message>
    <message>
        <source>Adjudicated {phase}</source>
        <translation>已裁定 {phase}</translation>
    </message>
    <message>
        <source>Undid the adjudication of {phase}</source>
        <translation>已撤銷 {phase} 之裁定</translation>
    </message>
    <message>
        <source>Game ended: {reason} {winners}</source>
        <translation>棋局結束：{reason} {winners}</translation>
    </message>
    <message>
        <source>Note: {text}</source>
        <translation>備註：{text}</translation>
    </message>
    <message>
        <source>{phase} position corrected: {note}</source>
        <translation>{phase} 局面更正：{note}</translation>
    </message>
    <message>
        <source> ({commands})</source>
        <translation>（{commands}）</translation>
    </message>
    <message>
        <source>{phase} correction of the position taken back</source>
        <translation>{phase} 撤銷局面更正</translation>
    </message>
    <message>
        <source>Scored under {system}: {scores}</source>
        <translation>按{system}計分：{scores}</translation>
    </message>
</context>
<context>
    <name>Score</name>
    <message>
        <source>Place</source>
        <translation>名次</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>國家</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>弈者</translation>
    </message>
    <message>
        <source>Centres</source>
        <translation>軍需區</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>得分</translation>
    </message>
    <message>
        <source>&amp;Scoring system:</source>
        <translation>計分制(&amp;S)：</translation>
    </message>
    <message>
        <source>Record this score</source>
        <translation>記錄此得分</translation>
    </message>
    <message>
        <source>The game goes on. When it ends it is scored under {system} and the score is kept in the game record.</source>
        <translation>棋局仍在進行。棋局結束時按{system}計分，得分存於棋局記錄。</translation>
    </message>
    <message>
        <source>This game cannot be scored: {error}</source>
        <translation>此棋局無法計分：{error}</translation>
    </message>
    <message>
        <source>Score under {system}</source>
        <translation>按{system}之得分</translation>
    </message>
    <message>
        <source>Kept in the game record ({time}).</source>
        <translation>已存於棋局記錄（{time}）。</translation>
    </message>
    <message>
        <source>Not kept in the game record yet: Record this score keeps it.</source>
        <translation>尚未存於棋局記錄：按「記錄此得分」即可存入。</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Also scored under: {systems}.</source>
        <translation>亦曾按以下計分制計分：{systems}。</translation>
    </message>
</context>
<context>
    <name>SharePanel</name>
    <message>
        <source>The address is copied.</source>
        <translation>已複製連結。</translation>
    </message>
    <message>
        <source>Share with players</source>
        <translation>與弈者分享</translation>
    </message>
    <message>
        <source>On a phone or laptop on the same network, scan the code or open the address:</source>
        <translation>同一網路上之手機等，以相機讀取下圖，或開啟此連結：</translation>
    </message>
    <message>
        <source>Share on:</source>
        <translation>分享於：</translation>
    </message>
    <message>
        <source>{address} (this computer only)</source>
        <translation>{address}（只限本機）</translation>
    </message>
    <message>
        <source>Read-only: the players see what the projector shows, and an order only after you adjudicate it. Closing this window stops sharing.</source>
        <translation>只讀：弈者只看到投影畫面所示之內容，指令於行動裁定後方會顯示。關上此視窗即停止分享。</translation>
    </message>
    <message>
        <source>Copy the address</source>
        <translation>複製連結</translation>
    </message>
    <message>
        <source>Stop sharing</source>
        <translation>停止分享</translation>
    </message>
    <message>
        <source>Cannot share on {address}: {error}</source>
        <translation>未能於{address}分享：{error}</translation>
    </message>
    <message>
        <source>Not sharing.</source>
        <translation>未在分享。</translation>
    </message>
    <message>
        <source>Nobody is watching yet.</source>
        <translation>尚未有人在看。</translation>
    </message>
    <message>
        <source>Watching: {n} (on {devices} devices)</source>
        <translation>在看：{n}（{devices}部機）</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>Type and check every order, adjudicate by the rules, run the clock and show the board to the players on a projector.</source>
        <translation>輸入並檢查每道指令，依規則裁定，掌管計時，並以投影讓玩家看到地圖。</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>棋局</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>階段</translation>
    </message>
    <message>
        <source>Ruleset</source>
        <translation>規則</translation>
    </message>
    <message>
        <source>Last change</source>
        <translation>最後變更</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>資料夾</translation>
    </message>
    <message>
        <source>{phase} (ended)</source>
        <translation>{phase}（已結束）</translation>
    </message>
    <message>
        <source>today {time}</source>
        <translation>今天 {time}</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>開始</translation>
    </message>
    <message>
        <source>Recent games</source>
        <translation>最近之棋局</translation>
    </message>
    <message>
        <source>No game yet: Ctrl+N starts one, Ctrl+O opens a game file.</source>
        <translation>尚無棋局：Ctrl+N 開新棋局，Ctrl+O 開啟棋局檔案。</translation>
    </message>
    <message>
        <source>Return opens the selected game, 1 … 9 the game of that number; F1 lists every key.</source>
        <translation>Enter 開啟所選之棋局，1…9 開啟該編號之棋局；F1 列出所有快捷鍵。</translation>
    </message>
    <message>
        <source>cannot be read</source>
        <translation>無法讀取</translation>
    </message>
</context>
<context>
    <name>Tournament</name>
    <message>
        <source>{name} — projector</source>
        <translation>{name} — 投影</translation>
    </message>
    <message>
        <source>{player} · {score} · round {round}</source>
        <translation>{player} · {score}分 · 第{round}輪</translation>
    </message>
    <message>
        <source>{players} · {score}</source>
        <translation>{players} · {score}分</translation>
    </message>
    <message>
        <source>No board has a result yet</source>
        <translation>尚無任何一桌有結果</translation>
    </message>
    <message>
        <source>Round {n}: where you sit</source>
        <translation>第{n}輪：座位</translation>
    </message>
    <message>
        <source>No round seated yet</source>
        <translation>尚未安排任何一輪之座位</translation>
    </message>
    <message>
        <source>Board {n}</source>
        <translation>第{n}桌</translation>
    </message>
    <message>
        <source>Sitting out: {players}</source>
        <translation>輪空：{players}</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>R{n}</source>
        <translation>第{n}輪</translation>
    </message>
    <message>
        <source>If every game ended now ({n} boards still playing) · {rule}</source>
        <translation>若所有對局此刻結束（仍有{n}桌進行中） · {rule}</translation>
    </message>
    <message>
        <source>{name}: round {n} being played</source>
        <translation>{name}：第{n}輪進行中</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>總分</translation>
    </message>
    <message>
        <source>page {page} of {pages}</source>
        <translation>第{page}頁，共{pages}頁</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>弈者</translation>
    </message>
    <message>
        <source>&amp;Scoring system</source>
        <translation>計分制(&amp;S)</translation>
    </message>
    <message>
        <source>every round</source>
        <translation>每一輪</translation>
    </message>
    <message>
        <source>&amp;Total of the best … rounds</source>
        <translation>總分計算最佳…輪(&amp;T)</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（無）</translation>
    </message>
    <message>
        <source>Tie-break {n}</source>
        <translation>同分決勝準則{n}</translation>
    </message>
    <message>
        <source>New tournament</source>
        <translation>新錦標賽</translation>
    </message>
    <message>
        <source>e.g. Club Cup 2024</source>
        <translation>如 2024 年會內盃賽</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>名稱(&amp;N)</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>瀏覽…</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>檔案(&amp;F)</translation>
    </message>
    <message>
        <source>Scoring system and tie-breaks</source>
        <translation>計分制及同分決勝</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>不計分</translation>
    </message>
    <message>
        <source>A round sat &amp;out scores</source>
        <translation>輪空一輪得分(&amp;O)</translation>
    </message>
    <message>
        <source>Sit-out score &amp;counts</source>
        <translation>輪空得分計入(&amp;C)</translation>
    </message>
    <message>
        <source>Best Country &amp;by</source>
        <translation>最佳國家依(&amp;B)</translation>
    </message>
    <message>
        <source>Result of round {round}, board {board}</source>
        <translation>第{round}輪第{board}桌之結果</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>國家</translation>
    </message>
    <message>
        <source>Centres</source>
        <translation>軍需區</translation>
    </message>
    <message>
        <source>Fell in</source>
        <translation>出局年份</translation>
    </message>
    <message>
        <source>In the draw</source>
        <translation>參與和局</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>得分</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>不詳</translation>
    </message>
    <message>
        <source>Draw of every survivor</source>
        <translation>所有仍有部隊者和局</translation>
    </message>
    <message>
        <source>Draw of the ticked powers</source>
        <translation>已勾選之國家和局</translation>
    </message>
    <message>
        <source>Solo: {power}</source>
        <translation>單獨勝出：{power}</translation>
    </message>
    <message>
        <source>&amp;Outcome</source>
        <translation>結局(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Last year played</source>
        <translation>最後進行之年份(&amp;L)</translation>
    </message>
    <message>
        <source>Best round</source>
        <translation>最佳一輪</translation>
    </message>
    <message>
        <source>Second-best round</source>
        <translation>次佳一輪</translation>
    </message>
    <message>
        <source>All rounds</source>
        <translation>各輪合計</translation>
    </message>
    <message>
        <source>Solos</source>
        <translation>單獨勝出</translation>
    </message>
    <message>
        <source>Tops</source>
        <translation>居首</translation>
    </message>
    <message>
        <source>Tournaments (*{suffix});;All files (*)</source>
        <translation>錦標賽檔案 (*{suffix});;所有檔案 (*)</translation>
    </message>
    <message>
        <source>New &amp;player:</source>
        <translation>新弈者(&amp;P)：</translation>
    </message>
    <message>
        <source>type a name, then Enter</source>
        <translation>輸入姓名後按 Enter</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>弈者</translation>
    </message>
    <message>
        <source>&amp;Round:</source>
        <translation>輪次(&amp;R)：</translation>
    </message>
    <message>
        <source>Seating and results</source>
        <translation>座位及結果</translation>
    </message>
    <message>
        <source>&amp;After round:</source>
        <translation>計至第…輪(&amp;A)：</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>排名</translation>
    </message>
    <message>
        <source>&lt;h2&gt;No tournament open&lt;/h2&gt;&lt;p&gt;Ctrl+N: a new tournament &amp;nbsp;·&amp;nbsp; Ctrl+O: open a tournament file&lt;/p&gt;</source>
        <translation>&lt;h2&gt;未開啟錦標賽&lt;/h2&gt;&lt;p&gt;Ctrl+N：新錦標賽 &amp;nbsp;·&amp;nbsp; Ctrl+O：開啟錦標賽檔案&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Open a tournament</source>
        <translation>開啟錦標賽</translation>
    </message>
    <message>
        <source>Cannot add the player</source>
        <translation>無法加入弈者</translation>
    </message>
    <message>
        <source>{name} plays from round {n}.</source>
        <translation>{name}由第{n}輪起參賽。</translation>
    </message>
    <message>
        <source>Drop the player</source>
        <translation>弈者退出</translation>
    </message>
    <message>
        <source>{name} plays on board {board} ({power}) of round {n}. Drop them now? The seat then needs a replacement or is played in civil disorder.</source>
        <translation>{name}正在第{n}輪第{board}桌（{power}）。現在讓此人退出？此座位須安排替補，或記為無人操控。</translation>
    </message>
    <message>
        <source>{name} plays no round after round {n}?</source>
        <translation>{name}於第{n}輪後不再參賽？</translation>
    </message>
    <message>
        <source>Round {n} is seated: {boards} boards.</source>
        <translation>第{n}輪座位已安排：共{boards}桌。</translation>
    </message>
    <message>
        <source>Choose a seat first (a player&apos;s cell).</source>
        <translation>請先選擇座位（弈者之格）。</translation>
    </message>
    <message>
        <source>Board {board} · {power} · {player}</source>
        <translation>第{board}桌 · {power} · {player}</translation>
    </message>
    <message>
        <source>Swap seats</source>
        <translation>對調座位</translation>
    </message>
    <message>
        <source>Swap with:</source>
        <translation>與此對調：</translation>
    </message>
    <message>
        <source>{player} (board {board}, {power})</source>
        <translation>{player}（第{board}桌，{power}）</translation>
    </message>
    <message>
        <source>{player} (no seat)</source>
        <translation>{player}（無座位）</translation>
    </message>
    <message>
        <source>Put a player in the seat</source>
        <translation>安排弈者入座</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>弈者：</translation>
    </message>
    <message>
        <source>{why}.

Move them here? Their other seat will be empty.</source>
        <translation>{why}。

將此人移來？原座位將成為空位。</translation>
    </message>
    <message>
        <source>{why}.

Replace them? They will sit out this round.</source>
        <translation>{why}。

替換此人？此人本輪將輪空。</translation>
    </message>
    <message>
        <source>Choose a board first (Ctrl+2, then its row).</source>
        <translation>請先選擇一桌（Ctrl+2，再選該行）。</translation>
    </message>
    <message>
        <source>The board&apos;s ended game file</source>
        <translation>該桌已結束之棋局檔案</translation>
    </message>
    <message>
        <source>Clear the result</source>
        <translation>清除結果</translation>
    </message>
    <message>
        <source>Take away the result of round {round}, board {board}?</source>
        <translation>清除第{round}輪第{board}桌之結果？</translation>
    </message>
    <message>
        <source>Export the standings</source>
        <translation>匯出排名</translation>
    </message>
    <message>
        <source>Standings written to {path}.</source>
        <translation>排名已寫入{path}。</translation>
    </message>
    <message>
        <source>The room&apos;s clock</source>
        <translation>全場計時</translation>
    </message>
    <message>
        <source>Minutes until the period ends (0: no room clock):</source>
        <translation>距本段時間結束的分鐘數（0：不用全場計時）：</translation>
    </message>
    <message>
        <source>The room&apos;s clock is set.</source>
        <translation>已設定全場計時。</translation>
    </message>
    <message>
        <source>No room clock.</source>
        <translation>不用全場計時。</translation>
    </message>
    <message>
        <source>A board keeps its own clock</source>
        <translation>某桌使用自己的計時</translation>
    </message>
    <message>
        <source>Board:</source>
        <translation>桌：</translation>
    </message>
    <message>
        <source>Board {n} keeps its own clock.</source>
        <translation>第{n}桌使用自己的計時。</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>錦標賽</translation>
    </message>
    <message>
        <source>{name} — {file} — tournament</source>
        <translation>{name} — {file} — 錦標賽</translation>
    </message>
    <message>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <source>{rule}. Ties broken by: {tiebreaks}.</source>
        <translation>{rule}。同分時比較：{tiebreaks}。</translation>
    </message>
    <message>
        <source>#</source>
        <translation>編號</translation>
    </message>
    <message>
        <source>Plays from round</source>
        <translation>由第…輪起參賽</translation>
    </message>
    <message>
        <source>Dropped after round</source>
        <translation>於第…輪後退出</translation>
    </message>
    <message>
        <source>Rounds played</source>
        <translation>已賽輪數</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>備註</translation>
    </message>
    <message>
        <source>standby</source>
        <translation>候補</translation>
    </message>
    <message>
        <source>may play two boards</source>
        <translation>可同時下兩桌</translation>
    </message>
    <message>
        <source>away in round {n}</source>
        <translation>第{n}輪缺席</translation>
    </message>
    <message>
        <source>Round {n}</source>
        <translation>第{n}輪</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>桌</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>(civil disorder)</source>
        <translation>（無人操控）</translation>
    </message>
    <message>
        <source>— empty —</source>
        <translation>— 空位 —</translation>
    </message>
    <message>
        <source>{centres} SC · score {score}</source>
        <translation>軍需區{centres}個 · {score}分</translation>
    </message>
    <message>
        <source>{centres} SC in {year}</source>
        <translation>{year}年{centres}個補給中心</translation>
    </message>
    <message>
        <source>being played: {year} reported</source>
        <translation>進行中：已送出{year}年</translation>
    </message>
    <message>
        <source>No round yet: Ctrl+R seats the first round.</source>
        <translation>尚未有任何一輪：按 Ctrl+R 安排第一輪座位。</translation>
    </message>
    <message>
        <source>{boards} boards, {done} with a result.</source>
        <translation>共{boards}桌，{done}桌已有結果。</translation>
    </message>
    <message>
        <source>Ctrl+R seats the next round.</source>
        <translation>按 Ctrl+R 安排下一輪座位。</translation>
    </message>
    <message>
        <source>Standby: {players}</source>
        <translation>候補：{players}</translation>
    </message>
    <message>
        <source>no result yet</source>
        <translation>尚未有結果</translation>
    </message>
    <message>
        <source>Draw: {powers}</source>
        <translation>和局：{powers}</translation>
    </message>
    <message>
        <source>(from {file})</source>
        <translation>（取自{file}）</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>名次</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>所有檔案 (*)</translation>
    </message>
    <message>
        <source>Diplomacy games (*.dipgame);;All files (*)</source>
        <translation>棋局檔案 (*.dipgame);;所有檔案 (*)</translation>
    </message>
</context>
</TS>
