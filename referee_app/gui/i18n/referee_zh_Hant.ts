<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW">
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
        <source>Undo the last adjudication (both versions stay in the record)</source>
        <translation>撤銷上一次裁定（兩個版本均保留於記錄）</translation>
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
        <source>&lt;h1&gt;Diplomacy referee&lt;/h1&gt;&lt;p&gt;Ctrl+N: new game &amp;nbsp;·&amp;nbsp; Ctrl+O: open a game file&lt;/p&gt;</source>
        <translation>&lt;h1&gt;歐洲外交縱橫 裁判&lt;/h1&gt;&lt;p&gt;Ctrl+N：新棋局 &amp;nbsp;·&amp;nbsp; Ctrl+O：開啟棋局檔案&lt;/p&gt;</translation>
    </message>
    <message>
        <source>New game… (Ctrl+N)</source>
        <translation>新棋局…（Ctrl+N）</translation>
    </message>
    <message>
        <source>Open… (Ctrl+O)</source>
        <translation>開啟…（Ctrl+O）</translation>
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
        <source>&amp;Undo last adjudication</source>
        <translation>撤銷上一次裁定(&amp;U)</translation>
    </message>
    <message>
        <source>undo adjudication</source>
        <translation>撤銷裁定</translation>
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
        <source>Keys</source>
        <translation>按鍵</translation>
    </message>
    <message>
        <source>Diplomacy referee</source>
        <translation>歐洲外交縱橫 裁判</translation>
    </message>
    <message>
        <source>Diplomacy</source>
        <translation>歐洲外交縱橫</translation>
    </message>
    <message>
        <source>{title} — {file} — referee</source>
        <translation>{title} — {file} — 裁判</translation>
    </message>
    <message>
        <source>{title} — referee</source>
        <translation>{title} — 裁判</translation>
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
        <source>Order writing is over: time is called (sheets changed now are late). Adjudicate with Ctrl+Enter.</source>
        <translation>指令訂定期已完：已宣告時限完結（此後更改的指令表為逾時）。以 Ctrl+Enter 裁定。</translation>
    </message>
    <message>
        <source>Order writing is over: call time (F8), then adjudicate (Ctrl+Enter).</source>
        <translation>指令訂定期已完結：請宣告時限完結（F8），然後裁定（Ctrl+Enter）。</translation>
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
        <source>Recent games (File &gt; Recent games):</source>
        <translation>最近之棋局（檔案 &gt; 最近之棋局）：</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>快捷鍵</translation>
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
        <source>Line {n}:</source>
        <translation>第{n}行：</translation>
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
        <source>Why</source>
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
</context>
</TS>
