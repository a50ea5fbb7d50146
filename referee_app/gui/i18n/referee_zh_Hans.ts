<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>About</name>
    <message>
        <source>(source tree)</source>
        <translation>（开发版）</translation>
    </message>
    <message>
        <source>pure Python</source>
        <translation>纯 Python</translation>
    </message>
    <message>
        <source>compiled (mypyc), {done} of {total} modules</source>
        <translation>已编译（mypyc）：{done} / {total}</translation>
    </message>
    <message>
        <source>native express lane: built in</source>
        <translation>原生 C 通道：已内置</translation>
    </message>
    <message>
        <source>native express lane: not built (the Python lanes do the same work)</source>
        <translation>原生 C 通道：未构建（Python 通道做同样的工作）</translation>
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
        <translation>以 MIT 许可发布的自由程序。使用 GNU LGPL 第 3 版许可的 Qt 与 PySide6（可以替换这些库：见第三方说明）、PSF 许可的 Python、SIL Open Font License 1.1 许可的 Noto Sans CJK 字体，以及 Natural Earth 的地图数据（公有领域）。</translation>
    </message>
    <message>
        <source>The third-party notices: {path}</source>
        <translation>第三方说明：{path}</translation>
    </message>
    <message>
        <source>About the referee&apos;s desk</source>
        <translation>关于裁判桌</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <source>supply centre, {power}</source>
        <translation>军需区，属于{power}</translation>
    </message>
    <message>
        <source>neutral supply centre</source>
        <translation>中立军需区</translation>
    </message>
    <message>
        <source>sea</source>
        <translation>水域</translation>
    </message>
    <message>
        <source>inland</source>
        <translation>内陆省</translation>
    </message>
    <message>
        <source>coastal</source>
        <translation>沿岸省</translation>
    </message>
    <message>
        <source>impassable</source>
        <translation>不得进入</translation>
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
        <translation>被驱逐：{power}：{unit}，攻击来自 {origin}</translation>
    </message>
    <message>
        <source>standoff: no retreat here</source>
        <translation>规避：不能撤退到这里</translation>
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
        <translation>计时停止</translation>
    </message>
    <message>
        <source>Diplomacy</source>
        <translation>交涉期</translation>
    </message>
    <message>
        <source>Order writing</source>
        <translation>指令订定期</translation>
    </message>
    <message>
        <source>Retreats</source>
        <translation>撤退期</translation>
    </message>
    <message>
        <source>Adjustments</source>
        <translation>部队数目调整期</translation>
    </message>
    <message>
        <source>time called</source>
        <translation>已宣告时限完结</translation>
    </message>
    <message>
        <source> (first period)</source>
        <translation>（首回合）</translation>
    </message>
    <message>
        <source>time taken</source>
        <translation>已用时间</translation>
    </message>
    <message>
        <source>TIME</source>
        <translation>时间到</translation>
    </message>
    <message>
        <source>ended</source>
        <translation>已结束</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>暂停</translation>
    </message>
</context>
<context>
    <name>HubPanel</name>
    <message>
        <source>The hub could not start: {error}</source>
        <translation>比赛中心无法启动：{error}</translation>
    </message>
    <message>
        <source>Round {round}: {live} boards reporting, {done} with a result.
Public standings: {url}standings</source>
        <translation>第{round}轮：{live}桌发送中，{done}桌已有结果。
公开排名：{url}standings</translation>
    </message>
    <message>
        <source>Tournament hub</source>
        <translation>比赛中心</translation>
    </message>
    <message>
        <source>Each board&apos;s desk joins with this address (File &gt; Join a tournament, or referee-cli tournament join ADDRESS --board N) and reports its centres and its result as it plays.</source>
        <translation>每桌的终端用此连线位置加入（文件 &gt; 加入比赛，或 referee-cli tournament join 连线位置 --board N），并在对局中发送补给中心与结果。</translation>
    </message>
    <message>
        <source>Serve on:</source>
        <translation>连线位置：</translation>
    </message>
    <message>
        <source>Stop serving</source>
        <translation>停止比赛中心</translation>
    </message>
</context>
<context>
    <name>Lieou</name>
    <message>
        <source>Held by: %1</source>
        <translation>归属：%1</translation>
    </message>
    <message>
        <source>Armies: %1</source>
        <translation>军队：%1</translation>
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
        <translation>机场</translation>
    </message>
    <message>
        <source>Air column</source>
        <translation>空军纵队</translation>
    </message>
    <message>
        <source>Air groups: %1</source>
        <translation>机群：%1</translation>
    </message>
    <message>
        <source>General</source>
        <translation>将军</translation>
    </message>
    <message>
        <source>Marshal</source>
        <translation>元帅</translation>
    </message>
    <message>
        <source>Empire tokens (1.1)</source>
        <translation>帝国标志 (1.1)</translation>
    </message>
    <message>
        <source>Empire by die (1.2)</source>
        <translation>掷骰选国 (1.2)</translation>
    </message>
    <message>
        <source>Capital by die (1.3)</source>
        <translation>掷骰定都 (1.3)</translation>
    </message>
    <message>
        <source>Battle round: attacker / defender</source>
        <translation>战斗一轮：进攻方 / 防守方</translation>
    </message>
    <message>
        <source>Air combat: attacker / defender</source>
        <translation>空战：进攻方 / 防守方</translation>
    </message>
    <message>
        <source>Leader&apos;s fate (10.8)</source>
        <translation>将帅的结局 (10.8)</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>骰子</translation>
    </message>
    <message>
        <source>Done: %1</source>
        <translation>已执行：%1</translation>
    </message>
    <message>
        <source>Can be done</source>
        <translation>可以执行</translation>
    </message>
    <message>
        <source>%1 → %2: takes it %3 %, armies left %4 (defender %5)</source>
        <translation>%1 → %2：攻占概率 %3 %，剩余军队 %4（防守方 %5）</translation>
    </message>
    <message>
        <source>Counted: %1</source>
        <translation>计入：%1</translation>
    </message>
    <message>
        <source>Set-up (chapter 1)</source>
        <translation>开局（第一章）</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>对局已经结束</translation>
    </message>
    <message>
        <source>Tokens: %1</source>
        <translation>帝国标志：%1</translation>
    </message>
    <message>
        <source>Action, e.g. attack 法B 德E — Tab completes, Enter does it</source>
        <translation>行动，例如 attack 法B 德E — Tab 补全，Enter 执行</translation>
    </message>
    <message>
        <source>Roll (one round)</source>
        <translation>掷骰（一轮）</translation>
    </message>
    <message>
        <source>Fight to the end</source>
        <translation>决战到底</translation>
    </message>
    <message>
        <source>Default choice</source>
        <translation>默认选择</translation>
    </message>
    <message>
        <source>Undo last action</source>
        <translation>撤销上一个行动</translation>
    </message>
    <message>
        <source>air combat (13.6)</source>
        <translation>空战 (13.6)</translation>
    </message>
    <message>
        <source>raid (13.4)</source>
        <translation>空袭 (13.4)</translation>
    </message>
    <message>
        <source>counter-raid (13.5)</source>
        <translation>反袭 (13.5)</translation>
    </message>
    <message>
        <source>land battle (4)</source>
        <translation>陆战 (4)</translation>
    </message>
    <message>
        <source>round %1</source>
        <translation>第 %1 轮</translation>
    </message>
    <message>
        <source>Readings and options of this game</source>
        <translation>本局的规则解读与选项</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <source>Take back the last action: %1?

It stays in the game file, marked as taken back.</source>
        <translation>撤销上一个行动：%1？

它仍留在对局文件中，标记为已撤销。</translation>
    </message>
    <message>
        <source>Taken back: %1</source>
        <translation>已撤销：%1</translation>
    </message>
    <message>
        <source>&amp;Ruleset</source>
        <translation>规则集(&amp;R)</translation>
    </message>
    <message>
        <source>Rolled by the program (seeded)</source>
        <translation>由程序掷骰（种子）</translation>
    </message>
    <message>
        <source>Physical dice thrown at the table, typed</source>
        <translation>桌上实体骰子，手动输入</translation>
    </message>
    <message>
        <source>&amp;Dice</source>
        <translation>骰子(&amp;D)</translation>
    </message>
    <message>
        <source>blank: a new one</source>
        <translation>留空：新生成一个</translation>
    </message>
    <message>
        <source>Dice &amp;seed</source>
        <translation>骰子种子(&amp;S)</translation>
    </message>
    <message>
        <source>Either way any roll may be typed (roll 652/41) or rolled (roll); every die is recorded in the game file as it is thrown.</source>
        <translation>两种方式下，每次掷骰都可输入点数（roll 652/41）或由程序掷出（roll）；每粒骰子掷出时即记入对局文件。</translation>
    </message>
    <message>
        <source>Owners choose after the dice (else the defaults)</source>
        <translation>掷骰后由所有者选择（否则取默认）</translation>
    </message>
    <message>
        <source>Last empire standing</source>
        <translation>最后存留的帝国</translation>
    </message>
    <message>
        <source>All lands</source>
        <translation>占领全部领土</translation>
    </message>
    <message>
        <source>Throws the most dice allowed</source>
        <translation>掷最多可掷的骰子</translation>
    </message>
    <message>
        <source>May throw fewer dice</source>
        <translation>可少掷骰子</translation>
    </message>
    <message>
        <source>Attacker&apos;s dice (4.2.1)</source>
        <translation>攻方骰子数 (4.2.1)</translation>
    </message>
    <message>
        <source>The dice seed is a whole number (or blank), not “%1”.</source>
        <translation>骰子种子须为整数（或留空），而不是“%1”。</translation>
    </message>
    <message>
        <source>Victory (14.1)</source>
        <translation>胜利条件 (14.1)</translation>
    </message>
    <message>
        <source>Lands</source>
        <translation>领土</translation>
    </message>
    <message>
        <source>Regimes</source>
        <translation>政权</translation>
    </message>
    <message>
        <source>Armies</source>
        <translation>军队</translation>
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
        <translation>亡国</translation>
    </message>
    <message>
        <source>Lieou Empires — projector</source>
        <translation>列欧帝国棋 — 投影</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1方获胜</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Game record (JSON)…</source>
        <translation>对局记录（JSON）…</translation>
    </message>
    <message>
        <source>Results log, plain text…</source>
        <translation>结果记录（纯文本）…</translation>
    </message>
    <message>
        <source>Saved game of the &apos;diplomacy&apos; package (JSON)…</source>
        <translation>“diplomacy”软件包的存档（JSON）…</translation>
    </message>
    <message>
        <source>Boards of every phase (SVG, zip)…</source>
        <translation>各阶段的地图（SVG，zip）…</translation>
    </message>
    <message>
        <source>Boards of every phase (PNG, zip)…</source>
        <translation>各阶段的地图（PNG，zip）…</translation>
    </message>
    <message>
        <source>Web page with every phase…</source>
        <translation>包含各阶段的网页…</translation>
    </message>
    <message>
        <source>Order pane of power 1 … 7</source>
        <translation>第1…7国的指令栏</translation>
    </message>
    <message>
        <source>Next / previous power</source>
        <translation>下一国／上一国</translation>
    </message>
    <message>
        <source>Complete a province name (a list when several fit)</source>
        <translation>补全区域名称（多个相符时列出清单）</translation>
    </message>
    <message>
        <source>Adjudicate the phase</source>
        <translation>裁定此阶段</translation>
    </message>
    <message>
        <source>Start / pause / resume the clock</source>
        <translation>开始／暂停／继续计时</translation>
    </message>
    <message>
        <source>End the period now (all players agree, 2.2.2)</source>
        <translation>立即结束此时期（全体玩家同意，2.2.2）</translation>
    </message>
    <message>
        <source>Extend by one minute / by …</source>
        <translation>延长一分钟／延长…</translation>
    </message>
    <message>
        <source>Straight to the results table, the retreats, the centres, the record, the score</source>
        <translation>直接到结果表、撤退、军需区、记录、得分</translation>
    </message>
    <message>
        <source>Call time (later changes are marked late, 2.1.3)</source>
        <translation>宣告时限结束（之后的更改标为迟交，2.1.3）</translation>
    </message>
    <message>
        <source>Let this power&apos;s late sheet stand / refuse it</source>
        <translation>接受／拒绝此国的迟交指令</translation>
    </message>
    <message>
        <source>Next results tab (results, retreats, centres, record)</source>
        <translation>下一个结果标签（结果、撤退、军需区、记录）</translation>
    </message>
    <message>
        <source>Back to the order pane</source>
        <translation>返回指令栏</translation>
    </message>
    <message>
        <source>Projector window on/off / full screen</source>
        <translation>投影画面开关／全屏</translation>
    </message>
    <message>
        <source>New / open / save the game as</source>
        <translation>新对局／打开／另存对局</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>Projector: standings / seating of the round / Best Country / full screen</source>
        <translation>投影：排名／本轮座位／最佳国家／全屏</translation>
    </message>
    <message>
        <source>Civil disorder for this power on/off (rule 4.3)</source>
        <translation>此国陷入内乱／恢复（规则4.3）</translation>
    </message>
    <message>
        <source>Declare the end of the game</source>
        <translation>宣布对局结束</translation>
    </message>
    <message>
        <source>Fit the board to its window</source>
        <translation>地图适应窗口大小</translation>
    </message>
    <message>
        <source>Add a note to the record</source>
        <translation>在记录中添加备注</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>退出程序</translation>
    </message>
    <message>
        <source>Agreed end: draw between the survivors</source>
        <translation>约定结束：幸存者和局</translation>
    </message>
    <message>
        <source>Shared victory</source>
        <translation>共同获胜</translation>
    </message>
    <message>
        <source>Agreed end at a year set in advance</source>
        <translation>按事先约定的年份结束</translation>
    </message>
    <message>
        <source>Agreed end at a time set in advance</source>
        <translation>按事先约定的时限结束</translation>
    </message>
    <message>
        <source>End by vote</source>
        <translation>投票结束</translation>
    </message>
    <message>
        <source>Conceded to one power</source>
        <translation>向一国认输</translation>
    </message>
    <message>
        <source>Victory</source>
        <translation>获胜</translation>
    </message>
    <message>
        <source>How it ends</source>
        <translation>结束方式</translation>
    </message>
    <message>
        <source>{power} ({n} centres)</source>
        <translation>{power}（{n}个军需区）</translation>
    </message>
    <message>
        <source>Winners / sharing</source>
        <translation>获胜者／共享者</translation>
    </message>
    <message>
        <source>e.g. agreed at 23:10 by all players</source>
        <translation>例如：全体玩家于23:10同意</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>详情</translation>
    </message>
    <message>
        <source>Timer lengths</source>
        <translation>计时长度</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Retreats</source>
        <translation>撤退</translation>
    </message>
    <message>
        <source>Centres &amp;&amp; adjustments</source>
        <translation>军需区和部队数目调整</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>记录</translation>
    </message>
    <message>
        <source>Adjudicate  (Ctrl+Enter)</source>
        <translation>行动裁定（Ctrl+Enter）</translation>
    </message>
    <message>
        <source>Call time (F8)</source>
        <translation>宣告时限结束（F8）</translation>
    </message>
    <message>
        <source>F1: keyboard shortcuts</source>
        <translation>F1：快捷键</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>新对局(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <source>Recent games</source>
        <translation>最近的对局</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>导出(&amp;E)</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>导出…</translation>
    </message>
    <message>
        <source>&amp;Join a tournament…</source>
        <translation>加入比赛(&amp;J)…</translation>
    </message>
    <message>
        <source>This board reports its centres and its result to the director&apos;s hub</source>
        <translation>本桌向管理员的比赛中心发送补给中心与结果</translation>
    </message>
    <message>
        <source>Join a tournament</source>
        <translation>加入比赛</translation>
    </message>
    <message>
        <source>Ask to leave the room&apos;s clock</source>
        <translation>请管理员同意本桌离开全场计时</translation>
    </message>
    <message>
        <source>This board keeps its own clock once the director consents</source>
        <translation>管理员同意后，本桌使用自己的计时</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>对局(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Adjudicate</source>
        <translation>行动裁定(&amp;A)</translation>
    </message>
    <message>
        <source>adjudicate</source>
        <translation>行动裁定</translation>
    </message>
    <message>
        <source>&amp;Why? The figures of the selected result</source>
        <translation>为什么？所选结果的数字(&amp;W)</translation>
    </message>
    <message>
        <source>why?</source>
        <translation>为什么？</translation>
    </message>
    <message>
        <source>Why? The selected result&apos;s figures: attack, hold, defend and prevent strengths, supports counted or cut, convoy routes, the paradox rule</source>
        <translation>为什么？所选结果的数字：攻击、留守、防守和阻挡兵力，计入或被切断的支援，护航航线，裁定悖论的规则</translation>
    </message>
    <message>
        <source>Why?</source>
        <translation>为什么？</translation>
    </message>
    <message>
        <source>Next power</source>
        <translation>下一国</translation>
    </message>
    <message>
        <source>next / previous power</source>
        <translation>下一国／上一国</translation>
    </message>
    <message>
        <source>Previous power</source>
        <translation>上一国</translation>
    </message>
    <message>
        <source>power</source>
        <translation>国家</translation>
    </message>
    <message>
        <source>complete a name</source>
        <translation>补全名称</translation>
    </message>
    <message>
        <source>Let the late sheet stand</source>
        <translation>接受迟交指令</translation>
    </message>
    <message>
        <source>late sheet stands</source>
        <translation>迟交指令有效</translation>
    </message>
    <message>
        <source>Refuse the late sheet</source>
        <translation>拒绝迟交指令</translation>
    </message>
    <message>
        <source>Civil disorder for this power on/off (4.3)</source>
        <translation>此国陷入内乱／恢复（4.3）</translation>
    </message>
    <message>
        <source>Declare the &amp;end of the game…</source>
        <translation>宣布对局结束(&amp;E)…</translation>
    </message>
    <message>
        <source>Add a &amp;note to the record…</source>
        <translation>在记录中添加备注(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Clock</source>
        <translation>计时(&amp;C)</translation>
    </message>
    <message>
        <source>Start / pause / resume</source>
        <translation>开始／暂停／继续</translation>
    </message>
    <message>
        <source>clock start/pause</source>
        <translation>开始／暂停计时</translation>
    </message>
    <message>
        <source>End the period now (all agree)</source>
        <translation>立即结束此时期（全体同意）</translation>
    </message>
    <message>
        <source>end period</source>
        <translation>结束时期</translation>
    </message>
    <message>
        <source>Extend by one minute</source>
        <translation>延长一分钟</translation>
    </message>
    <message>
        <source>+1 min</source>
        <translation>加1分钟</translation>
    </message>
    <message>
        <source>Extend by…</source>
        <translation>延长…</translation>
    </message>
    <message>
        <source>Call time</source>
        <translation>宣告时限结束</translation>
    </message>
    <message>
        <source>call time</source>
        <translation>宣告时限结束</translation>
    </message>
    <message>
        <source>Take back the call of time</source>
        <translation>收回时限结束的宣告</translation>
    </message>
    <message>
        <source>Call time automatically when order writing runs out</source>
        <translation>指令订定期时间用完时自动宣告时限完结</translation>
    </message>
    <message>
        <source>Timer lengths…</source>
        <translation>计时长度…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Projector window</source>
        <translation>投影画面(&amp;P)</translation>
    </message>
    <message>
        <source>projector</source>
        <translation>投影画面</translation>
    </message>
    <message>
        <source>Projector full screen</source>
        <translation>投影画面全屏</translation>
    </message>
    <message>
        <source>Province codes only on the boards</source>
        <translation>地图上只显示区域代号</translation>
    </message>
    <message>
        <source>Unit marks in the language (陸/艦) instead of A/F</source>
        <translation>部队标记用中文（陆/舰）而非 A/F</translation>
    </message>
    <message>
        <source>Unit marks in the language</source>
        <translation>部队标记用中文</translation>
    </message>
    <message>
        <source>Order pane</source>
        <translation>指令栏</translation>
    </message>
    <message>
        <source>Next results tab</source>
        <translation>下一个结果标签</translation>
    </message>
    <message>
        <source>results tabs</source>
        <translation>结果标签</translation>
    </message>
    <message>
        <source>results table … score tab</source>
        <translation>结果表 … 得分标签页</translation>
    </message>
    <message>
        <source>Results table</source>
        <translation>结果表</translation>
    </message>
    <message>
        <source>Retreats tab</source>
        <translation>「撤退」标签页</translation>
    </message>
    <message>
        <source>Centres &amp;&amp; adjustments tab</source>
        <translation>「军需区和部队数目调整」标签页</translation>
    </message>
    <message>
        <source>Record tab</source>
        <translation>「记录」标签页</translation>
    </message>
    <message>
        <source>Score tab</source>
        <translation>「得分」标签页</translation>
    </message>
    <message>
        <source>Results at full height</source>
        <translation>结果以全高显示</translation>
    </message>
    <message>
        <source>results full height</source>
        <translation>结果全高</translation>
    </message>
    <message>
        <source>Results at full height / the board back</source>
        <translation>结果以全高显示／回到地图</translation>
    </message>
    <message>
        <source>A click on the board writes the space into the sheet</source>
        <translation>点击地图即把地区写入指令表</translation>
    </message>
    <message>
        <source>Ctrl+click on the board: write the space into the sheet</source>
        <translation>Ctrl+点击地图：把地区写入指令表</translation>
    </message>
    <message>
        <source>Fit the board</source>
        <translation>地图适应窗口</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>系统语言</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Keyboard</source>
        <translation>快捷键(&amp;K)</translation>
    </message>
    <message>
        <source>all keys</source>
        <translation>全部按键</translation>
    </message>
    <message>
        <source>&amp;About the referee&apos;s desk</source>
        <translation>关于裁判桌(&amp;A)</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>按键</translation>
    </message>
    <message>
        <source>Diplomacy</source>
        <translation>欧洲外交纵横</translation>
    </message>
    <message>
        <source>Retreats of the last adjudication:</source>
        <translation>上一次裁定的撤退：</translation>
    </message>
    <message>
        <source>  (no player)</source>
        <translation>（无玩家）</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Time called: changes now are marked late (2.1.3).</source>
        <translation>已宣告时限结束：此后的更改都标为迟交（2.1.3）。</translation>
    </message>
    <message>
        <source> Late: {powers} (Ctrl+L lets a late sheet stand).</source>
        <translation>迟交：{powers}（Ctrl+L 接受迟交指令）。</translation>
    </message>
    <message>
        <source>Late sheets waiting for your decision: {powers}</source>
        <translation>等待裁判决定的迟交指令：{powers}</translation>
    </message>
    <message>
        <source>  (Undo the last adjudication with Ctrl+Alt+Z to go on.)</source>
        <translation>（用 Ctrl+Alt+Z 撤销上一次裁定即可继续。）</translation>
    </message>
    <message>
        <source>Retreats from {province}: {where}</source>
        <translation>{province}的撤退：{where}</translation>
    </message>
    <message>
        <source>none (disbands)</source>
        <translation>无（复员）</translation>
    </message>
    <message>
        <source>{province}: Ctrl+click writes it into the sheet.</source>
        <translation>{province}：Ctrl+点击可把它写入指令表。</translation>
    </message>
    <message>
        <source>{power}&apos;s sheet is not late.</source>
        <translation>{power}的指令没有迟交。</translation>
    </message>
    <message>
        <source>The late sheet of {power} stands.</source>
        <translation>{power}的迟交指令有效。</translation>
    </message>
    <message>
        <source>The late sheet of {power} is refused: it does not count.</source>
        <translation>{power}的迟交指令不予接受：不计入。</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>对局已经结束</translation>
    </message>
    <message>
        <source>The game has ended. Undo the last adjudication (Ctrl+Alt+Z) to go on.</source>
        <translation>对局已经结束。撤销上一次裁定（Ctrl+Alt+Z）即可继续。</translation>
    </message>
    <message>
        <source>Late sheets</source>
        <translation>迟交指令</translation>
    </message>
    <message>
        <source>These sheets were changed after time was called and do not count unless you let them stand (Ctrl+L): {powers}.

Adjudicate anyway?</source>
        <translation>以下国家的指令在宣告时限结束后更改，除非裁判接受（Ctrl+L），否则不计入：{powers}。

仍然进行裁定？</translation>
    </message>
    <message>
        <source>Cannot adjudicate</source>
        <translation>无法裁定</translation>
    </message>
    <message>
        <source>{phase} adjudicated; now {next}.</source>
        <translation>已裁定{phase}；现在是{next}。</translation>
    </message>
    <message>
        <source>heads</source>
        <translation>正面</translation>
    </message>
    <message>
        <source>tails</source>
        <translation>反面</translation>
    </message>
    <message>
        <source> Coin toss ({side}): {power} joins {joins}.</source>
        <translation>掷硬币（{side}）：{power}加入{joins}一方。</translation>
    </message>
    <message>
        <source> The game is over.</source>
        <translation>对局已经结束。</translation>
    </message>
    <message>
        <source>The clock has not been started.</source>
        <translation>计时器尚未开始。</translation>
    </message>
    <message>
        <source>The diplomacy period is still on: order writing has not begun.</source>
        <translation>交涉期仍在进行：指令订定期尚未开始。</translation>
    </message>
    <message>
        <source>Time has not been called on order writing (F8).</source>
        <translation>指令订定期尚未宣告时限完结（F8）。</translation>
    </message>
    <message>
        <source>No orders yet from: {powers}.</source>
        <translation>尚未有指令：{powers}。</translation>
    </message>
    <message>
        <source>Adjudicate now?</source>
        <translation>现在裁定吗？</translation>
    </message>
    <message>
        <source>Adjudicate before time is called?</source>
        <translation>在宣告时限完结前裁定？</translation>
    </message>
    <message>
        <source>Nothing to undo</source>
        <translation>没有可以撤销的裁定</translation>
    </message>
    <message>
        <source>No phase has been adjudicated yet.</source>
        <translation>还没有裁定任何阶段。</translation>
    </message>
    <message>
        <source>Undo the adjudication</source>
        <translation>撤销裁定</translation>
    </message>
    <message>
        <source>Take back the adjudication of {phase}? Its orders come back for correction; both versions stay in the game record.</source>
        <translation>撤销{phase}的裁定？其指令将退回修改；两个版本都保留在对局记录中。</translation>
    </message>
    <message>
        <source>Cannot undo</source>
        <translation>无法撤销</translation>
    </message>
    <message>
        <source>The adjudication of {phase} was taken back. Correct the orders and adjudicate again.</source>
        <translation>已撤销{phase}的裁定。请修改指令后再次裁定。</translation>
    </message>
    <message>
        <source>Civil disorder</source>
        <translation>内乱</translation>
    </message>
    <message>
        <source>Put {power} in civil disorder? Its units hold, dislodged units disband and removals follow the rules (chapter 4).</source>
        <translation>宣布{power}陷入内乱？其部队留守原地，被驱逐的部队立即复员，复员按规则决定（第四章）。</translation>
    </message>
    <message>
        <source>Take {power} out of civil disorder: its player is back?</source>
        <translation>{power}脱离内乱：其玩家已经回来？</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>A note for the game record:</source>
        <translation>对局记录的备注：</translation>
    </message>
    <message>
        <source>Warning: {minutes} minute(s) left of {period}.</source>
        <translation>提示：{period}还剩{minutes}分钟。</translation>
    </message>
    <message>
        <source>… F1: every key</source>
        <translation>… F1：所有按键</translation>
    </message>
    <message>
        <source>Order writing is over: time is called (sheets changed now are late). Adjudicate with Ctrl+Enter.</source>
        <translation>指令订定期已完：已宣告时限完结（此后更改的指令表为逾时）。以 Ctrl+Enter 裁定。</translation>
    </message>
    <message>
        <source>Order writing is over: call time (F8), then adjudicate (Ctrl+Enter).</source>
        <translation>指令订定期已结束：请宣告时限结束（F8），然后裁定（Ctrl+Enter）。</translation>
    </message>
    <message>
        <source> Refused as late: {powers}.</source>
        <translation> 逾时拒收：{powers}。</translation>
    </message>
    <message>
        <source>The late sheet of {power} is refused already.</source>
        <translation>{power}逾时的命令单已被拒收。</translation>
    </message>
    <message>
        <source>F5 starts the diplomacy period</source>
        <translation>F5 开始交涉期</translation>
    </message>
    <message>
        <source>F5 starts the clock</source>
        <translation>F5 开始计时</translation>
    </message>
    <message>
        <source>F5 starts order writing</source>
        <translation>F5 开始指令订定期</translation>
    </message>
    <message>
        <source>Call time (F8) and adjudicate (Ctrl+Enter)</source>
        <translation>宣告时限结束（F8）并裁定（Ctrl+Enter）</translation>
    </message>
    <message>
        <source>Adjudicate (Ctrl+Enter)</source>
        <translation>裁定（Ctrl+Enter）</translation>
    </message>
    <message>
        <source>Paused: F5 resumes</source>
        <translation>已暂停：F5 继续</translation>
    </message>
    <message>
        <source>F6 ends it early · F7 +1 min</source>
        <translation>F6 提前结束 · F7 加1分钟</translation>
    </message>
    <message>
        <source>Retreats are written at once (2.5.2)</source>
        <translation>撤退指令须立即写下（2.5.2）</translation>
    </message>
    <message>
        <source>Builds and removals are written at once (2.6.5)</source>
        <translation>动员和复员指令须立即写下（2.6.5）</translation>
    </message>
    <message>
        <source>Time is called: adjudicate (Ctrl+Enter)</source>
        <translation>已宣告时限完结：裁定（Ctrl+Enter）</translation>
    </message>
    <message>
        <source>Start clock (F5)</source>
        <translation>开始计时（F5）</translation>
    </message>
    <message>
        <source>Pause (F5)</source>
        <translation>暂停（F5）</translation>
    </message>
    <message>
        <source>Resume (F5)</source>
        <translation>继续（F5）</translation>
    </message>
    <message>
        <source>This period is over. Extend it (F7) or adjudicate (Ctrl+Enter).</source>
        <translation>此时期已经结束。可延长（F7）或裁定（Ctrl+Enter）。</translation>
    </message>
    <message>
        <source>No period is running.</source>
        <translation>目前没有进行中的时期。</translation>
    </message>
    <message>
        <source>Diplomacy ended early; order writing has started.</source>
        <translation>交涉期提前结束；指令订定期已开始。</translation>
    </message>
    <message>
        <source>Extended by {minutes} minute(s).</source>
        <translation>已延长{minutes}分钟。</translation>
    </message>
    <message>
        <source>Extend</source>
        <translation>延长</translation>
    </message>
    <message>
        <source>Extend the period by (minutes):</source>
        <translation>此时期延长（分钟）：</translation>
    </message>
    <message>
        <source>Time is already called (Shift+F8 takes it back).</source>
        <translation>已经宣告时限结束（Shift+F8 可收回）。</translation>
    </message>
    <message>
        <source>Time called: any change now is marked late; you decide whether it stands.</source>
        <translation>已宣告时限结束：此后的任何更改都标为迟交，由裁判决定是否有效。</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>新对局</translation>
    </message>
    <message>
        <source>Cannot save the game</source>
        <translation>无法保存对局</translation>
    </message>
    <message>
        <source>Open a game</source>
        <translation>打开对局</translation>
    </message>
    <message>
        <source>Cannot open the game</source>
        <translation>无法打开对局</translation>
    </message>
    <message>
        <source>{file} could not be read: {error}</source>
        <translation>无法读取{file}：{error}</translation>
    </message>
    <message>
        <source>{file} holds a game of {game}, which this window cannot show yet; referee-cli can.</source>
        <translation>{file} 是{game}的对局，本窗口尚无法显示；请用 referee-cli。</translation>
    </message>
    <message>
        <source>Opened {file}: {phase}.</source>
        <translation>已打开{file}：{phase}。</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>无法保存</translation>
    </message>
    <message>
        <source>Saved. Every change is stored as it happens in {file}.</source>
        <translation>已保存。每项更改发生时即存入{file}。</translation>
    </message>
    <message>
        <source>Save the game as</source>
        <translation>另存对局为</translation>
    </message>
    <message>
        <source>Saved as {path}.</source>
        <translation>已另存为{path}。</translation>
    </message>
    <message>
        <source>(none yet)</source>
        <translation>（还没有）</translation>
    </message>
    <message>
        <source>Export the game as:</source>
        <translation>将对局导出为：</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>所有文件 (*)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>导出失败</translation>
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
        <translation>{game} 暂时还不能显示在玩家的手机上。</translation>
    </message>
    <message>
        <source>A tournament board is a Diplomacy game with its file: start or open the board&apos;s game first.</source>
        <translation>比赛的一桌是一局有文件的外交游戏：请先开始或打开本桌的对局。</translation>
    </message>
    <message>
        <source>This board has not joined a tournament.</source>
        <translation>本桌尚未加入比赛。</translation>
    </message>
    <message>
        <source>The hub&apos;s address (the director&apos;s window shows it):</source>
        <translation>比赛中心的连线位置（管理员的窗口上有）：</translation>
    </message>
    <message>
        <source>This board&apos;s number:</source>
        <translation>本桌编号：</translation>
    </message>
    <message>
        <source>Board {board} of the tournament: {waiting} to send</source>
        <translation>比赛第{board}桌：待发送{waiting}项</translation>
    </message>
    <message>
        <source>Board {board} of the tournament: all sent</source>
        <translation>比赛第{board}桌：全部已发送</translation>
    </message>
    <message>
        <source>the hub cannot be reached; trying again</source>
        <translation>无法连上比赛中心；将再试</translation>
    </message>
    <message>
        <source>Could not export as {format}: {error}</source>
        <translation>无法导出为{format}：{error}</translation>
    </message>
    <message>
        <source>Exported {format} to {path}.</source>
        <translation>已将{format}导出到{path}。</translation>
    </message>
    <message>
        <source>Saving failed</source>
        <translation>保存失败</translation>
    </message>
    <message>
        <source>{problem}

Choose another place to save the game, so that nothing is lost.</source>
        <translation>{problem}

请另选位置保存对局，以免丢失任何内容。</translation>
    </message>
    <message>
        <source>Save the game elsewhere</source>
        <translation>在别处保存对局</translation>
    </message>
    <message>
        <source>{game} games (*{suffix})</source>
        <translation>{game}对局文件 (*{suffix})</translation>
    </message>
    <message>
        <source>Game files ({patterns})</source>
        <translation>对局文件 ({patterns})</translation>
    </message>
    <message>
        <source>NOT SAVED: {error}</source>
        <translation>未能保存：{error}</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>快捷键</translation>
    </message>
    <message>
        <source>The record, plain text…</source>
        <translation>对局记录，纯文本…</translation>
    </message>
    <message>
        <source>Web page with the VP chart…</source>
        <translation>含 VP 图的网页…</translation>
    </message>
    <message>
        <source>Roll: the mandated offensives (A), the combat (B), a siege (D)</source>
        <translation>掷骰：宣布进攻（A）、会战（B）、围城（D）</translation>
    </message>
    <message>
        <source>Log the action round (B), the replacement points spent (F)</source>
        <translation>记录 Action Round（B）、使用的重置点数（F）</translation>
    </message>
    <message>
        <source>&amp;Finish the segment</source>
        <translation>结束此 Segment(&amp;F)</translation>
    </message>
    <message>
        <source>finish the segment</source>
        <translation>结束 Segment</translation>
    </message>
    <message>
        <source>Finish the segment and go to the next (6.0)</source>
        <translation>结束此 Segment，进入下一个（6.0）</translation>
    </message>
    <message>
        <source>Cannot finish the segment</source>
        <translation>无法结束此 Segment</translation>
    </message>
    <message>
        <source>&amp;Undo the last operation</source>
        <translation>撤销上一个动作(&amp;U)</translation>
    </message>
    <message>
        <source>undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <source>Undo the last operation (it stays in the record, taken back)</source>
        <translation>撤销上一个动作（仍留在记录中，标示为已撤销）</translation>
    </message>
    <message>
        <source>&amp;Roll</source>
        <translation>掷骰(&amp;R)</translation>
    </message>
    <message>
        <source>roll</source>
        <translation>掷骰</translation>
    </message>
    <message>
        <source>Cannot roll</source>
        <translation>无法掷骰</translation>
    </message>
    <message>
        <source>&amp;Log the action / the RP spent</source>
        <translation>记录行动／使用的 RP(&amp;L)</translation>
    </message>
    <message>
        <source>log the action</source>
        <translation>记录行动</translation>
    </message>
    <message>
        <source>Cannot log it</source>
        <translation>无法记录</translation>
    </message>
    <message>
        <source>&amp;Combat</source>
        <translation>会战(&amp;C)</translation>
    </message>
    <message>
        <source>combat</source>
        <translation>会战</translation>
    </message>
    <message>
        <source>Combat (12.2.1): the units and cards of the next combat</source>
        <translation>会战（12.2.1）：下一场会战的部队和卡牌</translation>
    </message>
    <message>
        <source>New combat</source>
        <translation>新的会战</translation>
    </message>
    <message>
        <source>A new combat: the inputs cleared</source>
        <translation>新的会战：清除输入</translation>
    </message>
    <message>
        <source>Mandated offensive &amp;made…</source>
        <translation>已执行宣布进攻(&amp;M)…</translation>
    </message>
    <message>
        <source>A side made its mandated offensive (7.1.3)</source>
        <translation>一方已执行宣布进攻（7.1.3）</translation>
    </message>
    <message>
        <source>Mandated offensive</source>
        <translation>宣布进攻</translation>
    </message>
    <message>
        <source>&amp;Entrenchment roll…</source>
        <translation>挖壕沟掷骰(&amp;E)…</translation>
    </message>
    <message>
        <source>An entrenchment roll (11.2)</source>
        <translation>挖壕沟掷骰（11.2）</translation>
    </message>
    <message>
        <source>Entrenchment roll</source>
        <translation>挖壕沟掷骰</translation>
    </message>
    <message>
        <source>&amp;VP change…</source>
        <translation>VP 改变(&amp;V)…</translation>
    </message>
    <message>
        <source>VP change</source>
        <translation>VP 改变</translation>
    </message>
    <message>
        <source>A change of the VP track read off the VP table (5.1.2)</source>
        <translation>依 VP 表改变 VP 等级（5.1.2）</translation>
    </message>
    <message>
        <source>C&amp;onfirm the offered VP change</source>
        <translation>确认建议的 VP 变动(&amp;O)</translation>
    </message>
    <message>
        <source>Confirm a VP change the state gives (E.1, E.4): it is recorded with its reason</source>
        <translation>确认由现况得出的 VP 变动（E.1、E.4）：连同理由记录</translation>
    </message>
    <message>
        <source>A space&apos;s &amp;stack…</source>
        <translation>区域的部队(&amp;S)…</translation>
    </message>
    <message>
        <source>The order of battle: a space&apos;s units, trench and control</source>
        <translation>兵力部署：区域的部队、壕沟与控制</translation>
    </message>
    <message>
        <source>A space&apos;s stack</source>
        <translation>区域的部队</translation>
    </message>
    <message>
        <source>Re&amp;treat or advance after the combat…</source>
        <translation>会战后的撤退或挺进(&amp;T)…</translation>
    </message>
    <message>
        <source>The order of battle: the last combat&apos;s retreat or advance (12.5, 12.6)</source>
        <translation>战斗序列:上一场会战的撤退或挺进 (12.5, 12.6)</translation>
    </message>
    <message>
        <source>Retreat or advance</source>
        <translation>撤退或挺进</translation>
    </message>
    <message>
        <source>Remove the units out of s&amp;upply (C)</source>
        <translation>移除 OOS 部队（C）(&amp;U)</translation>
    </message>
    <message>
        <source>Phase C with the order of battle kept: the units out of supply removed (14.3.5)</source>
        <translation>保存兵力部署时的消耗阶段：移除 OOS 部队（14.3.5）</translation>
    </message>
    <message>
        <source>Attrition</source>
        <translation>消耗</translation>
    </message>
    <message>
        <source>Events in &amp;play…</source>
        <translation>已执行的事件(&amp;P)…</translation>
    </message>
    <message>
        <source>Events the aid must know of (Hoffmann, Entrench …)</source>
        <translation>辅助程序须知道的事件（Hoffmann、Entrench …）</translation>
    </message>
    <message>
        <source>Events in play</source>
        <translation>已执行的事件</translation>
    </message>
    <message>
        <source>A nation enters the &amp;war…</source>
        <translation>一国参战(&amp;W)…</translation>
    </message>
    <message>
        <source>A nation enters the war</source>
        <translation>一国参战</translation>
    </message>
    <message>
        <source>Peace terms &amp;accepted…</source>
        <translation>接受和平协议(&amp;A)…</translation>
    </message>
    <message>
        <source>Peace terms</source>
        <translation>和平协议</translation>
    </message>
    <message>
        <source>Arm&amp;istice (E.3)…</source>
        <translation>休战(&amp;I)（E.3）…</translation>
    </message>
    <message>
        <source>Armistice</source>
        <translation>休战</translation>
    </message>
    <message>
        <source>The segment&apos;s entry</source>
        <translation>此 Segment 的输入</translation>
    </message>
    <message>
        <source>the segment&apos;s entry</source>
        <translation>Segment 的输入</translation>
    </message>
    <message>
        <source>Back to the segment&apos;s entry (the action, the dice, the RP)</source>
        <translation>回到此 Segment 的输入（行动、骰子、RP）</translation>
    </message>
    <message>
        <source>Next tab</source>
        <translation>下一个标签页</translation>
    </message>
    <message>
        <source>record / VP chart / counts</source>
        <translation>记录／VP 图／计算</translation>
    </message>
    <message>
        <source>Next tab (record, VP chart, counts)</source>
        <translation>下一个标签页（记录、VP 图、计算）</translation>
    </message>
    <message>
        <source>The segment&apos;s checklist</source>
        <translation>此 Segment 的检查表</translation>
    </message>
    <message>
        <source>To the checklist (Space ticks a line)</source>
        <translation>到检查表（空格键勾选）</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>得分</translation>
    </message>
    <message>
        <source>New game from a &amp;position…</source>
        <translation>从局面开始新对局(&amp;P)…</translation>
    </message>
    <message>
        <source>New game from any position: edited, or a phase of a game file or export</source>
        <translation>从任何局面开始新对局：自行编辑，或取自对局文件或导出文件的某个阶段</translation>
    </message>
    <message>
        <source>&amp;Tournament…</source>
        <translation>锦标赛(&amp;T)…</translation>
    </message>
    <message>
        <source>The tournament window: players, rounds, results, standings</source>
        <translation>锦标赛窗口：玩家、轮次、结果、排名</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>锦标赛</translation>
    </message>
    <message>
        <source>&amp;Score of the game…</source>
        <translation>对局得分(&amp;S)…</translation>
    </message>
    <message>
        <source>Score of the ended game: choose the scoring system</source>
        <translation>已结束对局的得分：选择计分制</translation>
    </message>
    <message>
        <source>&amp;Record the score under the chosen system</source>
        <translation>按所选计分制记录得分(&amp;R)</translation>
    </message>
    <message>
        <source>Cannot score the game</source>
        <translation>无法为对局计分</translation>
    </message>
    <message>
        <source>&amp;Share with players (phones, local network)</source>
        <translation>与玩家分享地图（手机，局域网）(&amp;S)</translation>
    </message>
    <message>
        <source>Share the board with the players&apos; phones (read-only page) on/off</source>
        <translation>与玩家手机分享地图（只读页面）：开始／停止</translation>
    </message>
    <message>
        <source>Share with players</source>
        <translation>与玩家分享</translation>
    </message>
    <message>
        <source>Typed orders of every power on the board</source>
        <translation>地图上显示各国已输入的指令</translation>
    </message>
    <message>
        <source>Typed orders on the board: every power&apos;s / the selected power&apos;s</source>
        <translation>地图上已输入的指令：各国／所选的国</translation>
    </message>
    <message>
        <source>Colours safe for colour-blind players</source>
        <translation>色觉障碍者也能分辨的颜色</translation>
    </message>
    <message>
        <source>Power initials on the units</source>
        <translation>部队上显示国名首字</translation>
    </message>
    <message>
        <source>New / open a tournament file</source>
        <translation>新建／打开锦标赛文件</translation>
    </message>
    <message>
        <source>Players / rounds / standings</source>
        <translation>玩家／轮次／排名</translation>
    </message>
    <message>
        <source>Previous / next round</source>
        <translation>上一轮／下一轮</translation>
    </message>
    <message>
        <source>Export the standings</source>
        <translation>导出排名</translation>
    </message>
    <message>
        <source>Cannot record the result</source>
        <translation>无法记录结果</translation>
    </message>
    <message>
        <source>Cannot change the seats</source>
        <translation>无法更改座位</translation>
    </message>
    <message>
        <source>&amp;Tournament</source>
        <translation>锦标赛(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;New tournament…</source>
        <translation>新锦标赛(&amp;N)…</translation>
    </message>
    <message>
        <source>New tournament</source>
        <translation>新锦标赛</translation>
    </message>
    <message>
        <source>Cannot open the tournament</source>
        <translation>无法打开锦标赛</translation>
    </message>
    <message>
        <source>Scoring system and &amp;tie-breaks…</source>
        <translation>计分制及同分决胜(&amp;T)…</translation>
    </message>
    <message>
        <source>Scoring system and tie-breaks</source>
        <translation>计分制及同分决胜</translation>
    </message>
    <message>
        <source>Standings as a &amp;spreadsheet (CSV)…</source>
        <translation>排名导出为电子表格（CSV）(&amp;S)…</translation>
    </message>
    <message>
        <source>Standings as a &amp;web page…</source>
        <translation>排名导出为网页(&amp;W)…</translation>
    </message>
    <message>
        <source>Serve the &amp;boards (tournament hub)</source>
        <translation>为各桌开启比赛中心(&amp;B)</translation>
    </message>
    <message>
        <source>The boards&apos; desks report to this window over the local network</source>
        <translation>各桌的终端经局域网向此窗口发送数据</translation>
    </message>
    <message>
        <source>The room&apos;s c&amp;lock…</source>
        <translation>全场计时(&amp;L)…</translation>
    </message>
    <message>
        <source>Every joined board&apos;s diplomacy ends at the same moment</source>
        <translation>所有加入的桌同时结束外交时间</translation>
    </message>
    <message>
        <source>A board keeps its own clock…</source>
        <translation>某桌使用自己的计时…</translation>
    </message>
    <message>
        <source>The director consents: a board leaves the room&apos;s clock (kept in the log)</source>
        <translation>管理员同意：某桌离开全场计时（记录在日志中）</translation>
    </message>
    <message>
        <source>&amp;Close the window</source>
        <translation>关闭窗口(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>玩家(&amp;P)</translation>
    </message>
    <message>
        <source>players</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>&amp;Add a player</source>
        <translation>添加玩家(&amp;A)</translation>
    </message>
    <message>
        <source>add a player</source>
        <translation>添加玩家</translation>
    </message>
    <message>
        <source>Add a player (type the name, Enter; late players play from the next round)</source>
        <translation>添加玩家（输入名字后按 Enter；迟到者从下一轮起参赛）</translation>
    </message>
    <message>
        <source>&amp;Drop the player…</source>
        <translation>玩家退出(&amp;D)…</translation>
    </message>
    <message>
        <source>Drop the chosen player: no more rounds after the last one seated</source>
        <translation>所选玩家退出：已安排座位的最后一轮后不再参赛</translation>
    </message>
    <message>
        <source>Cannot drop the player</source>
        <translation>玩家无法退出</translation>
    </message>
    <message>
        <source>&amp;Absent from the next round (roll call)</source>
        <translation>下一轮缺席（点名）(&amp;A)</translation>
    </message>
    <message>
        <source>Roll call: the chosen player is not here for the next round, or is again</source>
        <translation>点名：所选弈者下一轮不在，或再次到场</translation>
    </message>
    <message>
        <source>Roll call</source>
        <translation>点名</translation>
    </message>
    <message>
        <source>S&amp;tandby player</source>
        <translation>候补弈者(&amp;T)</translation>
    </message>
    <message>
        <source>The chosen player plays only when a board needs a player</source>
        <translation>所选弈者只在一桌需要时上场</translation>
    </message>
    <message>
        <source>May play t&amp;wo boards</source>
        <translation>可同时下两桌(&amp;W)</translation>
    </message>
    <message>
        <source>The chosen player may play a second board to fill one</source>
        <translation>所选弈者可再下第二桌，补足一桌</translation>
    </message>
    <message>
        <source>&amp;Rounds</source>
        <translation>轮次(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Seating and results</source>
        <translation>座位及结果(&amp;S)</translation>
    </message>
    <message>
        <source>rounds</source>
        <translation>轮次</translation>
    </message>
    <message>
        <source>Seat the &amp;next round</source>
        <translation>安排下一轮座位(&amp;N)</translation>
    </message>
    <message>
        <source>seat the next round</source>
        <translation>安排下一轮</translation>
    </message>
    <message>
        <source>Seat the next round: boards of seven, powers as varied as possible</source>
        <translation>安排下一轮座位：每桌七人，各人所执国家尽量不同</translation>
    </message>
    <message>
        <source>Cannot seat the next round</source>
        <translation>无法安排下一轮座位</translation>
    </message>
    <message>
        <source>Previous round</source>
        <translation>上一轮</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>下一轮</translation>
    </message>
    <message>
        <source>Type the board&apos;s &amp;result…</source>
        <translation>输入该桌结果(&amp;R)…</translation>
    </message>
    <message>
        <source>type a result</source>
        <translation>输入结果</translation>
    </message>
    <message>
        <source>Type the chosen board&apos;s result (centres, draw or solo)</source>
        <translation>输入所选一桌的结果（军需区、和局或单独获胜）</translation>
    </message>
    <message>
        <source>Result from a &amp;game file…</source>
        <translation>从对局文件读取结果(&amp;G)…</translation>
    </message>
    <message>
        <source>result from a game file</source>
        <translation>从对局文件读取结果</translation>
    </message>
    <message>
        <source>Take the chosen board&apos;s result from its ended game file</source>
        <translation>从已结束的对局文件读取所选一桌的结果</translation>
    </message>
    <message>
        <source>&amp;Clear the board&apos;s result</source>
        <translation>清除该桌结果(&amp;C)</translation>
    </message>
    <message>
        <source>S&amp;wap the seat with another…</source>
        <translation>与另一座位对调(&amp;W)…</translation>
    </message>
    <message>
        <source>swap seats</source>
        <translation>对调座位</translation>
    </message>
    <message>
        <source>Swap the chosen seat&apos;s player with another seat&apos;s</source>
        <translation>将所选座位的玩家与另一座位的玩家对调</translation>
    </message>
    <message>
        <source>Put a &amp;player in the seat…</source>
        <translation>安排玩家入座(&amp;P)…</translation>
    </message>
    <message>
        <source>Put a player in the chosen seat (a late arrival)</source>
        <translation>安排玩家坐进所选座位（迟到者）</translation>
    </message>
    <message>
        <source>Seat played in ci&amp;vil disorder</source>
        <translation>此座位无人操控(&amp;V)</translation>
    </message>
    <message>
        <source>Nobody plays the chosen empty seat: civil disorder</source>
        <translation>所选空位无人下：记为无人操控</translation>
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
        <translation>投影本轮座位</translation>
    </message>
    <message>
        <source>Best Country on the projector</source>
        <translation>投影最佳国家</translation>
    </message>
    <message>
        <source>Back: take back the last adjudication or correction</source>
        <translation>后退：撤销最后一次裁定或更正</translation>
    </message>
    <message>
        <source>Forward: adjudicate the phase</source>
        <translation>前进：裁定这个阶段</translation>
    </message>
    <message>
        <source>Cannot save the sandbox</source>
        <translation>无法保存沙盘</translation>
    </message>
    <message>
        <source>&amp;Sandbox</source>
        <translation>沙盘(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Save the sandbox</source>
        <translation>保存沙盘(&amp;S)</translation>
    </message>
    <message>
        <source>Save the sandbox &amp;as…</source>
        <translation>沙盘另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>Show it on the &amp;projector (teaching)</source>
        <translation>在投影画面显示（教学用）(&amp;P)</translation>
    </message>
    <message>
        <source>on the projector</source>
        <translation>投影</translation>
    </message>
    <message>
        <source>Show the sandbox on the projector, for teaching (again: the game)</source>
        <translation>在投影画面显示沙盘，供教学之用（再按：回到对局）</translation>
    </message>
    <message>
        <source>&amp;Close the sandbox</source>
        <translation>关闭沙盘(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Orders</source>
        <translation>指令(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>后退(&amp;B)</translation>
    </message>
    <message>
        <source>back</source>
        <translation>后退</translation>
    </message>
    <message>
        <source>Edit the &amp;position…</source>
        <translation>编辑局面(&amp;P)…</translation>
    </message>
    <message>
        <source>edit the position</source>
        <translation>编辑局面</translation>
    </message>
    <message>
        <source>&amp;Undo last adjudication or correction</source>
        <translation>撤销最后一次裁定或更正(&amp;U)</translation>
    </message>
    <message>
        <source>Undo the last adjudication, or the last correction of the position (everything stays in the record)</source>
        <translation>撤销最后一次裁定，或最后一次局面更正（全部保留在记录中）</translation>
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
        <translation>更正局面（连同备注保存在记录中；Ctrl+Alt+Z 可以撤销）</translation>
    </message>
    <message>
        <source>Cannot correct the position</source>
        <translation>无法更正局面</translation>
    </message>
    <message>
        <source>&amp;Sandbox…</source>
        <translation>沙盘(&amp;S)…</translation>
    </message>
    <message>
        <source>sandbox</source>
        <translation>沙盘</translation>
    </message>
    <message>
        <source>A sandbox: a copy of any phase (or an empty board) to try orders in; never the game</source>
        <translation>沙盘：任何阶段（或空白地图）的副本，供试下指令；永远不影响对局</translation>
    </message>
    <message>
        <source>Sandbox</source>
        <translation>沙盘</translation>
    </message>
    <message>
        <source>{power}, line {n}: {order}</source>
        <translation>{power}，第{n}行：{order}</translation>
    </message>
    <message>
        <source>Undo the correction</source>
        <translation>撤销更正</translation>
    </message>
    <message>
        <source>Take back the correction of the position made in {phase} ({note})? The position before it comes back; both stay in the game record.</source>
        <translation>撤销在{phase}所作的局面更正（{note}）？更正前的局面会恢复；两者都保留在对局记录中。</translation>
    </message>
    <message>
        <source>The correction of the position was taken back.</source>
        <translation>已撤销局面的更正。</translation>
    </message>
    <message>
        <source>Correct the position — {phase}</source>
        <translation>更正局面 — {phase}</translation>
    </message>
    <message>
        <source>The position was corrected and the correction kept in the record; Ctrl+Alt+Z takes it back.</source>
        <translation>局面已更正，更正已保存在记录中；Ctrl+Alt+Z 可以撤销。</translation>
    </message>
    <message>
        <source>New game from a position</source>
        <translation>从局面开始新对局</translation>
    </message>
    <message>
        <source>Starting position</source>
        <translation>开局局面</translation>
    </message>
    <message>
        <source>Empty board</source>
        <translation>空白地图</translation>
    </message>
    <message>
        <source>A phase of a game file…</source>
        <translation>对局文件的某个阶段…</translation>
    </message>
    <message>
        <source>A phase of a game file</source>
        <translation>对局文件的某个阶段</translation>
    </message>
    <message>
        <source>Games and exports (*.dipgame *.json);;All files (*)</source>
        <translation>对局及导出文件 (*.dipgame *.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Which phase?</source>
        <translation>哪一个阶段？</translation>
    </message>
    <message>
        <source>The phase to start from:</source>
        <translation>从这个阶段开始：</translation>
    </message>
    <message>
        <source>Cannot read the file</source>
        <translation>无法读取文件</translation>
    </message>
    <message>
        <source>Now: {phase}, with the orders written so far</source>
        <translation>现在：{phase}，连同至今已写的指令</translation>
    </message>
    <message>
        <source>{phase}, as adjudicated, with its orders</source>
        <translation>{phase}，裁定时的局面，连同其指令</translation>
    </message>
    <message>
        <source>An empty board</source>
        <translation>空白地图</translation>
    </message>
    <message>
        <source>A sandbox is a copy to try orders in; the game never changes. Copy:</source>
        <translation>沙盘是供试下指令的副本；对局永远不会改变。复制：</translation>
    </message>
    <message>
        <source>the game</source>
        <translation>对局</translation>
    </message>
    <message>
        <source>Score under {system} kept in the game record.</source>
        <translation>按{system}计算的得分已保存在对局记录中。</translation>
    </message>
    <message>
        <source>Diplomacy games (*{suffix});;All files (*)</source>
        <translation>对局文件 (*{suffix});;所有文件 (*)</translation>
    </message>
    <message>
        <source>◀ Back (Alt+Left)</source>
        <translation>◀ 后退（Alt+←）</translation>
    </message>
    <message>
        <source>Edit the position (Ctrl+E)</source>
        <translation>编辑局面（Ctrl+E）</translation>
    </message>
    <message>
        <source>Adjudicate ▶ (Ctrl+Enter)</source>
        <translation>行动裁定 ▶（Ctrl+Enter）</translation>
    </message>
    <message>
        <source>{key} is for the game: use it in the referee window. The sandbox never touches the game.</source>
        <translation>{key} 属于对局：请在裁判窗口使用。沙盘永远不影响对局。</translation>
    </message>
    <message>
        <source>Nothing to take back: this is where the sandbox started.</source>
        <translation>没有可以撤销的内容：沙盘从这里开始。</translation>
    </message>
    <message>
        <source>The last change of the position was taken back.</source>
        <translation>已撤销最后一次局面更改。</translation>
    </message>
    <message>
        <source>Back to {phase}: its orders are there to change.</source>
        <translation>回到{phase}：可以更改它的指令。</translation>
    </message>
    <message>
        <source>Sandbox: edit the position</source>
        <translation>沙盘：编辑局面</translation>
    </message>
    <message>
        <source>No referee window to show it with.</source>
        <translation>没有裁判窗口可以显示。</translation>
    </message>
    <message>
        <source>Save the sandbox as</source>
        <translation>沙盘另存为</translation>
    </message>
    <message>
        <source>not saved</source>
        <translation>未保存</translation>
    </message>
    <message>
        <source>SANDBOX — not the game. Nothing done here reaches the game, its file or the projector.</source>
        <translation>沙盘 — 不是对局。这里所做的一切都不会影响对局、它的文件或投影画面。</translation>
    </message>
    <message>
        <source>SANDBOX — shown on the projector (Ctrl+P: the game again).</source>
        <translation>沙盘 — 正在投影画面显示（Ctrl+P：回到对局）。</translation>
    </message>
    <message>
        <source>Sandbox — {source} — {file}</source>
        <translation>沙盘 — {source} — {file}</translation>
    </message>
    <message>
        <source>empty board</source>
        <translation>空白地图</translation>
    </message>
    <message>
        <source>Log of every action and die (text)…</source>
        <translation>每个行动与骰子的记录（文本）…</translation>
    </message>
    <message>
        <source>Web page: the board after each turn, lands and armies chart…</source>
        <translation>网页：每回合后的棋盘、领土与军队图表…</translation>
    </message>
    <message>
        <source>Cannot do that now</source>
        <translation>现在不能这样做</translation>
    </message>
    <message>
        <source>&amp;Empires</source>
        <translation>帝国(&amp;E)</translation>
    </message>
    <message>
        <source>action line</source>
        <translation>行动栏</translation>
    </message>
    <message>
        <source>To the action line (one action a line, docs/lieou.md)</source>
        <translation>到行动栏（一行一个行动，见 docs/lieou.md）</translation>
    </message>
    <message>
        <source>&amp;Roll the next dice</source>
        <translation>掷下一次骰子(&amp;R)</translation>
    </message>
    <message>
        <source>Roll the next dice (one round); with the table&apos;s dice: type them</source>
        <translation>掷下一次骰子（一轮）；使用桌上骰子时：输入点数</translation>
    </message>
    <message>
        <source>&amp;Fight the battle to the end</source>
        <translation>将战斗进行到底(&amp;F)</translation>
    </message>
    <message>
        <source>whole battle</source>
        <translation>整场战斗</translation>
    </message>
    <message>
        <source>Roll every die until a choice is awaited or all is decided</source>
        <translation>连续掷骰，直到需要选择或全部决定</translation>
    </message>
    <message>
        <source>Take the &amp;default choice</source>
        <translation>采用默认选择(&amp;D)</translation>
    </message>
    <message>
        <source>Answer the choice awaited with its default</source>
        <translation>以默认值回答待定的选择</translation>
    </message>
    <message>
        <source>Readings and &amp;options of this game…</source>
        <translation>本局的规则解读与选项(&amp;O)…</translation>
    </message>
    <message>
        <source>The rules card: every reading and option chosen (4.2.1, 5.3.1 …)</source>
        <translation>规则卡：所选的每项解读与选项（4.2.1、5.3.1 …）</translation>
    </message>
    <message>
        <source>&amp;Undo the last action</source>
        <translation>撤销上一个行动(&amp;U)</translation>
    </message>
    <message>
        <source>Undo the last action (it stays in the record, taken back)</source>
        <translation>撤销上一个行动（记录中保留，标为已撤销）</translation>
    </message>
    <message>
        <source>Do the action typed</source>
        <translation>执行输入的行动</translation>
    </message>
    <message>
        <source>Complete the action (the lines that fit are listed)</source>
        <translation>补全行动（列出符合的行）</translation>
    </message>
    <message>
        <source>complete</source>
        <translation>补全</translation>
    </message>
    <message>
        <source>Go to the &amp;action line</source>
        <translation>转到行动输入行(&amp;A)</translation>
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
        <translation>首回合交涉期（2.2.2）</translation>
    </message>
    <message>
        <source>Later diplomacy periods (2.2.2)</source>
        <translation>之后的交涉期（2.2.2）</translation>
    </message>
    <message>
        <source>Order writing (2.3.1)</source>
        <translation>指令订定期（2.3.1）</translation>
    </message>
    <message>
        <source>Warnings, minutes left (2.1.3)</source>
        <translation>提示时间，剩余分钟（2.1.3）</translation>
    </message>
    <message>
        <source> min</source>
        <translation> 分钟</translation>
    </message>
    <message>
        <source>warning times must be minutes separated by commas, e.g. &apos;5, 1&apos; (not {text})</source>
        <translation>提示时间须为以逗号分隔的分钟数，如“5, 1”（而不是{text}）</translation>
    </message>
    <message>
        <source>warning times must be more than 0 minutes</source>
        <translation>提示时间须多于0分钟</translation>
    </message>
    <message>
        <source>{game} games (*{suffix})</source>
        <translation>{game}对局文件 (*{suffix})</translation>
    </message>
    <message>
        <source>The rulebook gives 1870 as the first year (the 1982 rules: 1901); a start year can be chosen.</source>
        <translation>规则书以1870年为第一回合（1982年版规则：1901年）；可以另选开局年份。</translation>
    </message>
    <message>
        <source>The rulebook gives 1801 as the first year (the 1982 rules: 1901); a start year can be chosen.</source>
        <translation>规则书以1801年为第一回合（1982年版规则：1901年）；可以另选开局年份。</translation>
    </message>
    <message>
        <source>Two assignments; seed 002 gives only the second.</source>
        <translation>有两种分配方式；中文游戏指南只列出第二种。</translation>
    </message>
    <message>
        <source>Italy is neutral and impassable in 1914; a coin toss before the Fall 1914 adjustments decides which side it joins from Spring 1915; 24 centres win.</source>
        <translation>1914年意大利为中立国，不得进入；在1914年秋季部队数目调整前掷硬币，决定意大利从1915年春季起加入哪一方；拥有24个军需区即获胜。</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>新对局</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>游戏(&amp;G)</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>标准</translation>
    </message>
    <message>
        <source>&amp;Ruleset</source>
        <translation>规则(&amp;R)</translation>
    </message>
    <message>
        <source>e.g. Club night, 14 March</source>
        <translation>例如：3月14日棋会</translation>
    </message>
    <message>
        <source>&amp;Title</source>
        <translation>名称(&amp;T)</translation>
    </message>
    <message>
        <source>Number of &amp;players (1.2.3)</source>
        <translation>玩家人数(&amp;P)（1.2.3）</translation>
    </message>
    <message>
        <source>&amp;Powers per player</source>
        <translation>每人所领的国家(&amp;P)</translation>
    </message>
    <message>
        <source>First &amp;year</source>
        <translation>第一回合年份(&amp;Y)</translation>
    </message>
    <message>
        <source>Player names</source>
        <translation>玩家姓名</translation>
    </message>
    <message>
        <source>Timers</source>
        <translation>计时</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>Game file (every change is saved into it as it happens)</source>
        <translation>对局文件（每项更改发生时即存入）</translation>
    </message>
    <message>
        <source>one power each</source>
        <translation>每人一国</translation>
    </message>
    <message>
        <source>player {n}</source>
        <translation>玩家{n}</translation>
    </message>
    <message>
        <source>Rule {rule}.</source>
        <translation>规则{rule}。</translation>
    </message>
    <message>
        <source>No player: {powers} (civil disorder: units hold, rulebook chapter 4).</source>
        <translation>无玩家：{powers}（内乱：部队留守原地，规则第四章）。</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>{power} is neutral at first.</source>
        <translation>{power}开局时为中立国。</translation>
    </message>
    <message>
        <source>{n} centres win.</source>
        <translation>拥有{n}个军需区即获胜。</translation>
    </message>
    <message>
        <source>Game file</source>
        <translation>对局文件</translation>
    </message>
    <message>
        <source>{file} already exists: choose another file name (Browse…).</source>
        <translation>{file}已经存在：请另选文件名（浏览…）。</translation>
    </message>
    <message>
        <source>The game starts from the position you set: {phase}.</source>
        <translation>对局从你设定的局面开始：{phase}。</translation>
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
        <translation>输入或粘贴所写的指令，
每行一条，例如：

陆军 巴黎 - 勃艮第
A Par - Bur
舰队 布雷斯特 - 中大西洋
陆军 马赛 支援 陆军 巴黎 - 勃艮第
舰队 伦敦 护航 陆军 约克郡 - 挪威</translation>
    </message>
    <message>
        <source>Retreat orders, one per line, e.g.

A Ven - Pie
F Tri disband</source>
        <translation>撤退指令，每行一条，例如：

陆军 威尼斯 撤退至 皮埃蒙特
舰队 的里雅斯特 复员</translation>
    </message>
    <message>
        <source>Builds and removals, one per line, e.g.

Build A Par
Build F StP/nc
Remove A Mun
Waive</source>
        <translation>动员和复员，每行一条，例如：

动员 陆军 巴黎
动员 舰队 圣彼得堡（北岸）
复员 陆军 慕尼黑
放弃动员</translation>
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
        <translation>拒绝（Ctrl+Shift+L）</translation>
    </message>
    <message>
        <source>{n} accepted</source>
        <translation>{n}条有效</translation>
    </message>
    <message>
        <source> ({n} spelling corrected)</source>
        <translation>（{n} 个拼写已更正）</translation>
    </message>
    <message>
        <source> · {n} rejected</source>
        <translation> · {n}条无效</translation>
    </message>
    <message>
        <source>No player: civil disorder (rulebook chapter 4). Its units hold, dislodged units disband, removals are made by the rules.</source>
        <translation>无玩家：内乱（规则第四章）。其部队留守原地，被驱逐的部队立即复员，复员按规则决定。</translation>
    </message>
    <message>
        <source>Nothing to order in this phase.</source>
        <translation>此阶段无须下达指令。</translation>
    </message>
    <message>
        <source>line {n}: {text} ({why})</source>
        <translation>第 {n} 行：{text}（{why}）</translation>
    </message>
    <message>
        <source>Not orders, left out of the pasted text:</source>
        <translation>粘贴的文字中不是指令、已略去的行：</translation>
    </message>
    <message>
        <source>LATE: this sheet changed after time was called (2.1.3). It does not count unless you let it stand.</source>
        <translation>迟交：此指令在宣告时限结束后更改（2.1.3）。除非裁判接受，否则不计入。</translation>
    </message>
    <message>
        <source>REFUSED as late (2.1.3): none of its orders counts; its units hold.</source>
        <translation>逾时而拒收（2.1.3）：此命令单的指令一概不计；其部队留守原地。</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>none free</source>
        <translation>没有空置的</translation>
    </message>
    <message>
        <source>&lt;b&gt;Builds owed: {owed}&lt;/b&gt; ({written} written). Build sites: {sites}. Builds not written are waived.</source>
        <translation>&lt;b&gt;可动员：{owed}&lt;/b&gt;（已写{written}条）。可成军之地：{sites}。未写的动员视为放弃。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Removals owed: {owed}&lt;/b&gt; ({written} written). Removals not written are made by the rules (civil-disorder order).</source>
        <translation>&lt;b&gt;须复员：{owed}&lt;/b&gt;（已写{written}条）。未写的复员按规则决定（内乱的次序）。</translation>
    </message>
    <message>
        <source>No builds or removals.</source>
        <translation>无须动员或复员。</translation>
    </message>
    <message>
        <source>Every unit has an order.</source>
        <translation>所有部队都有指令。</translation>
    </message>
    <message>
        <source>Will disband (no order yet):</source>
        <translation>将会复员（还没有指令）：</translation>
    </message>
    <message>
        <source>Will hold (no order yet):</source>
        <translation>将会留守（还没有指令）：</translation>
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
        <translation>逾时命令单已拒收：</translation>
    </message>
    <message>
        <source>none of its orders counts; the results will say so (Ctrl+L lets it stand after all).</source>
        <translation>其指令一概不计，结果会如此注明（Ctrl+L 仍可准许）。</translation>
    </message>
    <message>
        <source>Late sheet not decided yet:</source>
        <translation>逾时指令表尚未决定：</translation>
    </message>
    <message>
        <source>until you let it stand (Ctrl+L), none of its orders counts.</source>
        <translation>在你让它有效（Ctrl+L）之前，其指令全部不算。</translation>
    </message>
    <message>
        <source>LATE</source>
        <translation>迟交</translation>
    </message>
</context>
<context>
    <name>PathsOfGlory</name>
    <message>
        <source>Designate the combat</source>
        <translation>指定会战阶段</translation>
    </message>
    <message>
        <source>Determine combat strengths</source>
        <translation>决定会战力阶段</translation>
    </message>
    <message>
        <source>Attempt a flank attack</source>
        <translation>企图挟击阶段</translation>
    </message>
    <message>
        <source>Play combat cards</source>
        <translation>使用会战卡阶段</translation>
    </message>
    <message>
        <source>Determine DRMs</source>
        <translation>决定DRM阶段</translation>
    </message>
    <message>
        <source>Determine fire columns</source>
        <translation>决定开火表阶段</translation>
    </message>
    <message>
        <source>Determine results</source>
        <translation>决定结果阶段</translation>
    </message>
    <message>
        <source>Take losses</source>
        <translation>伤害承受阶段</translation>
    </message>
    <message>
        <source>Determine the combat winner</source>
        <translation>决定会战赢家阶段</translation>
    </message>
    <message>
        <source>Defender retreat</source>
        <translation>防守方撤退阶段</translation>
    </message>
    <message>
        <source>Attacker advance</source>
        <translation>攻击方挺进阶段</translation>
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
        <translation>山脉</translation>
    </message>
    <message>
        <source>swamp</source>
        <translation>沼泽</translation>
    </message>
    <message>
        <source>desert</source>
        <translation>沙漠</translation>
    </message>
    <message>
        <source>One counter a line: nation, A (army) or C (corps), combat factor full/reduced, r if reduced, BEF… — e.g. GE A 5/3</source>
        <translation>每行一个部队：国籍、A（集团军）或 C（军）、完整／降级的 CF、降级加 r、BEF… — 例：GE A 5/3</translation>
    </message>
    <message>
        <source>&amp;Units</source>
        <translation>部队(&amp;U)</translation>
    </message>
    <message>
        <source>Reserve box</source>
        <translation>重置区</translation>
    </message>
    <message>
        <source>Attacking side</source>
        <translation>攻击方</translation>
    </message>
    <message>
        <source>Terrain (12.2.7)</source>
        <translation>地形（12.2.7）</translation>
    </message>
    <message>
        <source>Trench level (11.2)</source>
        <translation>壕沟等级（11.2）</translation>
    </message>
    <message>
        <source>Fort: combat factor (0: none)</source>
        <translation>要塞：CF（0：无）</translation>
    </message>
    <message>
        <source>loss factor</source>
        <translation>LF</translation>
    </message>
    <message>
        <source>All attackers in the Sinai (−3)</source>
        <translation>所有攻击部队都在 Sinai（−3）</translation>
    </message>
    <message>
        <source>Die rolled at the table</source>
        <translation>桌上掷出的骰值</translation>
    </message>
    <message>
        <source>Attacking from</source>
        <translation>攻击起始区域</translation>
    </message>
    <message>
        <source>Defended space</source>
        <translation>防守区域</translation>
    </message>
    <message>
        <source>Fort (0: none)</source>
        <translation>要塞（0：无）</translation>
    </message>
    <message>
        <source>Cards: shift</source>
        <translation>会战卡：移行</translation>
    </message>
    <message>
        <source>victory space</source>
        <translation>胜利区域</translation>
    </message>
    <message>
        <source>fort destroyed</source>
        <translation>要塞已摧毁</translation>
    </message>
    <message>
        <source>fort {n}</source>
        <translation>要塞 {n}</translation>
    </message>
    <message>
        <source>supply source</source>
        <translation>补给源</translation>
    </message>
    <message>
        <source>DRM</source>
        <translation>DRM</translation>
    </message>
    <message>
        <source>e.g. Metz, Strasbourg (Tab completes)</source>
        <translation>例：Metz, Strasbourg（Tab 补全）</translation>
    </message>
    <message>
        <source>e.g. Verdun (Tab completes)</source>
        <translation>例：Verdun（Tab 补全）</translation>
    </message>
    <message>
        <source>spaces</source>
        <translation>区域数</translation>
    </message>
    <message>
        <source>How many spaces attack (the names typed count themselves)</source>
        <translation>攻击区域的数目（输入的区域名称会自动计数）</translation>
    </message>
    <message>
        <source>Corps in the reserve box that may replace an eliminated army (12.4.4); &apos;;&apos; between them</source>
        <translation>重置区中可取代被消灭集团军的军（12.4.4）；以“;”分隔</translation>
    </message>
    <message>
        <source>roll</source>
        <translation>掷骰</translation>
    </message>
    <message>
        <source>The die the players rolled; blank: the program rolls</source>
        <translation>玩家掷出的骰值；空白：由程序掷骰</translation>
    </message>
    <message>
        <source>cancelled by</source>
        <translation>无效，因</translation>
    </message>
    <message>
        <source>a card; blank: the trench counts</source>
        <translation>卡片；空白：壕沟有效</translation>
    </message>
    <message>
        <source>An event that cancels the trench for this combat: its name goes in the record</source>
        <translation>使这场会战的壕沟无效的事件：名称记入记录</translation>
    </message>
    <message>
        <source>The terrain and trench shifts are the chart&apos;s and are added by themselves; only the cards&apos; shifts go here</source>
        <translation>地形与壕沟的移行依地形效果表自动加上；此处只输入会战卡的移行</translation>
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
        <translation>企图挟击(&amp;F)（12.3）</translation>
    </message>
    <message>
        <source>qualifying spaces (+1 each)</source>
        <translation>符合条件的区域（每个 +1）</translation>
    </message>
    <message>
        <source>its die</source>
        <translation>其骰值</translation>
    </message>
    <message>
        <source>This attack is the side&apos;s mandated offensive (7.1.3)</source>
        <translation>这次攻击是该方的宣布进攻（7.1.3）</translation>
    </message>
    <message>
        <source>French and Americans together (7.1.8)</source>
        <translation>法军和美军联合攻击（7.1.8）</translation>
    </message>
    <message>
        <source>Roll and resolve (Ctrl+R)</source>
        <translation>掷骰并解决会战（Ctrl+R）</translation>
    </message>
    <message>
        <source>New combat (Ctrl+Shift+B)</source>
        <translation>新的会战（Ctrl+Shift+B）</translation>
    </message>
    <message>
        <source>die {roll} {drm} → {modified}: &lt;b&gt;{losses}&lt;/b&gt;</source>
        <translation>骰 {roll} {drm} → {modified}：&lt;b&gt;{losses}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>{unit} reduced (LF {lf})</source>
        <translation>{unit} 降级（LF {lf}）</translation>
    </message>
    <message>
        <source>the fort destroyed (LF {lf})</source>
        <translation>要塞被摧毁（LF {lf}）</translation>
    </message>
    <message>
        <source>{unit} eliminated (LF {lf}), replaced by {corps} from the reserve box</source>
        <translation>{unit} 被消灭（LF {lf}），由重置区的 {corps} 取代</translation>
    </message>
    <message>
        <source>{unit} eliminated (LF {lf}): no corps to replace it, removed for good</source>
        <translation>{unit} 被消灭（LF {lf}）：没有可取代的军，移出游戏</translation>
    </message>
    <message>
        <source>{unit} eliminated (LF {lf})</source>
        <translation>{unit} 被消灭（LF {lf}）</translation>
    </message>
    <message>
        <source>takes {taken} of {inflicted}</source>
        <translation>承受 {inflicted} 点中的 {taken} 点</translation>
    </message>
    <message>
        <source>({n} as by a corps the reserve box lacks, 12.4.4.2)</source>
        <translation>（其中 {n} 点视为由重置区缺少的军承受，12.4.4.2）</translation>
    </message>
    <message>
        <source>{attackers} attack {defenders}</source>
        <translation>{attackers} 攻击 {defenders}</translation>
    </message>
    <message>
        <source>(and a fort of {cf})</source>
        <translation>（以及 CF {cf} 的要塞）</translation>
    </message>
    <message>
        <source>in {space} from {spaces}</source>
        <translation>于 {space}，自 {spaces}</translation>
    </message>
    <message>
        <source>{units} retreated this action round (12.5.6): no combat factor, eliminated by any loss number</source>
        <translation>{units} 在这个 Action Round 撤退过 (12.5.6):不加 CF,有任何伤害点数就被消灭</translation>
    </message>
    <message>
        <source>attacker {a} · defender {d}</source>
        <translation>攻方 {a} · 守方 {d}</translation>
    </message>
    <message>
        <source>no flank attack: both fire at once</source>
        <translation>未挟击：双方同时开火</translation>
    </message>
    <message>
        <source>flank attack tried: +{drm}, succeeds on 4 or more</source>
        <translation>企图挟击：+{drm}，4 以上成功</translation>
    </message>
    <message>
        <source>the attacker fires first</source>
        <translation>攻方先开火</translation>
    </message>
    <message>
        <source>the defender fires first</source>
        <translation>守方先开火</translation>
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
        <translation>失败</translation>
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
        <translation>Army开火表</translation>
    </message>
    <message>
        <source>corps/fort table</source>
        <translation>Corps/要塞开火表</translation>
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
        <translation>掷骰之后</translation>
    </message>
    <message>
        <source>{side}: wiped out by the first fire, does not fire (12.3.3)</source>
        <translation>{side}：在先开火时被全灭，不开火（12.3.3）</translation>
    </message>
    <message>
        <source>{side}: die {roll} → {modified}, {losses} losses</source>
        <translation>{side}：骰 {roll} → {modified}，伤害 {losses}</translation>
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
        <translation>或再承受一 step 伤害而不撤退（12.5.3）</translation>
    </message>
    <message>
        <source>may advance: {units}</source>
        <translation>可以挺进：{units}</translation>
    </message>
    <message>
        <source>no advance</source>
        <translation>不挺进</translation>
    </message>
    <message>
        <source>Proposed as 12.4 requires: as many losses as can be taken, never more; the players may choose another allocation that takes as many.</source>
        <translation>依 12.4 的建议分配：尽可能承受伤害，但不超过伤害点数；玩家可改用承受同样点数的其他分配。</translation>
    </message>
    <message>
        <source>“{word}” is neither a nation (FR, BR …) nor a number of points</source>
        <translation>“{word}”既不是国籍（FR、BR …）也不是点数</translation>
    </message>
    <message>
        <source>The die the player rolled; blank: the program rolls</source>
        <translation>玩家掷出的骰值；空白：由程序掷骰</translation>
    </message>
    <message>
        <source>To roll on the {side} table (7.1.1).</source>
        <translation>在{side}的宣布进攻表掷骰（7.1.1）。</translation>
    </message>
    <message>
        <source>read as {n}</source>
        <translation>对照 {n}</translation>
    </message>
    <message>
        <source>Events in play that change the tables: {events} (Ctrl+Shift+F)</source>
        <translation>会改变此表的已执行事件：{events}（Ctrl+Shift+F）</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Roll (Ctrl+R)</source>
        <translation>掷骰（Ctrl+R）</translation>
    </message>
    <message>
        <source>Operations (OPS)</source>
        <translation>作战（OPS）</translation>
    </message>
    <message>
        <source>Strategic redeployment (SR)</source>
        <translation>战略调度（SR）</translation>
    </message>
    <message>
        <source>Replacement points (RP)</source>
        <translation>重置点数（RP）</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>事件</translation>
    </message>
    <message>
        <source>Peace terms</source>
        <translation>和平协议</translation>
    </message>
    <message>
        <source>Automatic operation (1 OPS)</source>
        <translation>自动作战（1 OPS）</translation>
    </message>
    <message>
        <source>&amp;Action</source>
        <translation>行动(&amp;A)</translation>
    </message>
    <message>
        <source>C&amp;ard</source>
        <translation>卡牌(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Value</source>
        <translation>点数(&amp;V)</translation>
    </message>
    <message>
        <source>RP per &amp;nation</source>
        <translation>各国 RP(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;War status +</source>
        <translation>战争状态 +(&amp;W)</translation>
    </message>
    <message>
        <source>Ne&amp;utral entry</source>
        <translation>中立国参战(&amp;U)</translation>
    </message>
    <message>
        <source>Reinforce&amp;ment</source>
        <translation>增兵(&amp;M)</translation>
    </message>
    <message>
        <source>O operations, S strategic redeployment, R replacement points, E event, P peace terms, A automatic operation</source>
        <translation>O 作战，S 战略调度，R 重置点数，E 事件，P 和约，A 自动作战</translation>
    </message>
    <message>
        <source>Action rounds (8.1)</source>
        <translation>Action Round（8.1）</translation>
    </message>
    <message>
        <source>Combat (12)</source>
        <translation>会战（12）</translation>
    </message>
    <message>
        <source>Mandated offensive made… (Ctrl+Shift+M)</source>
        <translation>已执行宣布进攻…（Ctrl+Shift+M）</translation>
    </message>
    <message>
        <source>Entrenchment roll… (Ctrl+E)</source>
        <translation>挖壕沟掷骰…（Ctrl+E）</translation>
    </message>
    <message>
        <source>Log the action (Ctrl+L)</source>
        <translation>记录行动（Ctrl+L）</translation>
    </message>
    <message>
        <source>the card&apos;s name or number</source>
        <translation>卡牌名称或编号</translation>
    </message>
    <message>
        <source>Round {n} of {rounds}: {side} to act</source>
        <translation>第 {n}／{rounds} 个 Action Round：{side}行动</translation>
    </message>
    <message>
        <source>All {rounds} action rounds are played: finish the segment (Ctrl+Enter).</source>
        <translation>{rounds} 个 Action Round 都已完成：结束此 Segment（Ctrl+Enter）。</translation>
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
        <translation>DRM（卡牌）(&amp;D)</translation>
    </message>
    <message>
        <source>Fort of {space}, value {cf}</source>
        <translation>{space} 的要塞,数值 {cf}</translation>
    </message>
    <message>
        <source>Cannot fall: it would need more than 6</source>
        <translation>不会投降:需要大于 6 的骰</translation>
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
        <translation>{side}：这一回合的重置点数：{points}</translation>
    </message>
    <message>
        <source>&amp;Spent</source>
        <translation>使用(&amp;S)</translation>
    </message>
    <message>
        <source>Log the RP spent (Ctrl+L)</source>
        <translation>记录使用的 RP（Ctrl+L）</translation>
    </message>
    <message>
        <source>&amp;Units rebuilt</source>
        <translation>重建的单位(&amp;U)</translation>
    </message>
    <message>
        <source>Name the units the points rebuild (ids separated by &apos;;&apos;, an eliminated army with &apos;@&apos; and the space it returns to): one RP of its nation each, the points filled in; what is not spent is lost when the segment ends (9.4.4).</source>
        <translation>指定点数所重建的单位(ID 以「;」分隔,被消灭的集团军加上「@」及它返回的地区):每个单位使用其国家 1 RP,点数自动填入;没有使用的点数在此阶段结束时作废 (9.4.4)。</translation>
    </message>
    <message>
        <source>Flip or rebuild the units on the map, then log the points spent per nation; what is not spent is lost when the segment ends (9.4.4).</source>
        <translation>在地图上翻面或重建部队，再依国籍记录使用的点数；没有使用的点数在此 Segment 结束时作废（9.4.4）。</translation>
    </message>
    <message>
        <source>The VP changes of this turn:</source>
        <translation>这一回合的 VP 改变：</translation>
    </message>
    <message>
        <source>No VP change this turn yet.</source>
        <translation>这一回合尚无 VP 改变。</translation>
    </message>
    <message>
        <source>What the game&apos;s state gives from the VP table: confirm each (Ctrl+Shift+O), or correct it with Ctrl+Shift+V.</source>
        <translation>依现况由 VP 表得出的变动：逐一确认（Ctrl+Shift+O），或以 Ctrl+Shift+V 修正。</translation>
    </message>
    <message>
        <source>Apply the VP table&apos;s War Status Phase part with Ctrl+Shift+V.</source>
        <translation>以 Ctrl+Shift+V 套用 VP 表的战争状态阶段部分。</translation>
    </message>
    <message>
        <source>VP {vp}: the Central Powers win at {central} or more, the Allies at {allied} or less.</source>
        <translation>VP {vp}：{central} 以上同盟国胜利，{allied} 以下协约国胜利。</translation>
    </message>
    <message>
        <source>No automatic victory: the game goes on.</source>
        <translation>没有自动胜利：游戏继续。</translation>
    </message>
    <message>
        <source>In the campaign scenario an armistice ends the game (5.5.1).</source>
        <translation>在战役剧本中，休战结束游戏（5.5.1）。</translation>
    </message>
    <message>
        <source>Not on turn 1 (E.4).</source>
        <translation>第 1 回合不执行（E.4）。</translation>
    </message>
    <message>
        <source>{side}: war status {ws}, commitment {level} (limited war at {limited}, total war at {total})</source>
        <translation>{side}：战争状态 {ws}，战争承诺等级 {level}（{limited} 区域战争，{total} 全面战争）</translation>
    </message>
    <message>
        <source>This is the scenario&apos;s last turn: finishing it ends the game.</source>
        <translation>这是剧本的最后一回合：结束它即结束游戏。</translation>
    </message>
    <message>
        <source>Next: turn {turn}, {name}.</source>
        <translation>下一回合：第 {turn} 回合，{name}。</translation>
    </message>
    <message>
        <source>Out of supply, traced over the map (14.3.5): {units}. Corps go to the eliminated units, armies out of the game; confirm with the button.</source>
        <translation>依地图找出的 OOS 部队（14.3.5）：{units}。军放入被消灭的部队，集团军移出游戏；按下方确认。</translation>
    </message>
    <message>
        <source>Control passes to the enemy where they leave no fort of their side (14.3.6): {spaces}.</source>
        <translation>没有己方要塞留下的区域变成敌方控制 (14.3.6):{spaces}。</translation>
    </message>
    <message>
        <source>Every unit of the order of battle traces supply (14.3.5).</source>
        <translation>兵力部署中的每支部队都在补给范围内（14.3.5）。</translation>
    </message>
    <message>
        <source>The players remove the units out of supply; the aid keeps no order of battle.</source>
        <translation>玩家移除 OOS 部队；本工具没有保存兵力部署。</translation>
    </message>
    <message>
        <source>The players draw their cards.</source>
        <translation>玩家抽牌。</translation>
    </message>
    <message>
        <source>Confirm: VP {delta}, {reason}</source>
        <translation>确认：VP {delta}，{reason}</translation>
    </message>
    <message>
        <source>VP change… (Ctrl+Shift+V)</source>
        <translation>VP 改变…（Ctrl+Shift+V）</translation>
    </message>
    <message>
        <source>Remove the units out of supply</source>
        <translation>移除 OOS 部队</translation>
    </message>
    <message>
        <source>Armistice…</source>
        <translation>休战…</translation>
    </message>
    <message>
        <source>Nationalities in the space (9.2.3)</source>
        <translation>区域内的国籍（9.2.3）</translation>
    </message>
    <message>
        <source>In France or Germany</source>
        <translation>在法国或德国境内</translation>
    </message>
    <message>
        <source>Channel space</source>
        <translation>海峡区域</translation>
    </message>
    <message>
        <source>Corps to redeploy (13.1.2)</source>
        <translation>要 SR 的军（13.1.2）</translation>
    </message>
    <message>
        <source>Armies to redeploy</source>
        <translation>要 SR 的集团军</translation>
    </message>
    <message>
        <source>Units in the space (10.1)</source>
        <translation>区域内的部队数（10.1）</translation>
    </message>
    <message>
        <source>Supply of (14.2)</source>
        <translation>补给源（14.2）</translation>
    </message>
    <message>
        <source>{n} activation points</source>
        <translation>{n} 点启动点</translation>
    </message>
    <message>
        <source>{n} SR points</source>
        <translation>{n} 点 SR</translation>
    </message>
    <message>
        <source>{n} units: within the limit of {limit}</source>
        <translation>{n} 支部队：未超过上限 {limit}</translation>
    </message>
    <message>
        <source>{n} units: over the limit of {limit}</source>
        <translation>{n} 支部队：超过上限 {limit}</translation>
    </message>
    <message>
        <source>Turn {turn} of {last}: {name}</source>
        <translation>第 {turn}／{last} 回合：{name}</translation>
    </message>
    <message>
        <source>(Undo with Ctrl+Alt+Z to go on.)</source>
        <translation>（以 Ctrl+Alt+Z 撤销即可继续。）</translation>
    </message>
    <message>
        <source>Finish the segment (Ctrl+Enter)</source>
        <translation>结束此 Segment（Ctrl+Enter）</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>记录</translation>
    </message>
    <message>
        <source>VP chart</source>
        <translation>VP 图</translation>
    </message>
    <message>
        <source>Order of battle</source>
        <translation>兵力部署</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>地图</translation>
    </message>
    <message>
        <source>Counts</source>
        <translation>计算</translation>
    </message>
    <message>
        <source>What this segment asks of the players (Space ticks a line, F4):</source>
        <translation>此 Segment 要玩家做的事（空格键勾选，F4）：</translation>
    </message>
    <message>
        <source>Central Powers win</source>
        <translation>同盟胜利</translation>
    </message>
    <message>
        <source>Allies win</source>
        <translation>协约胜利</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>平局</translation>
    </message>
    <message>
        <source>War status</source>
        <translation>战争状态</translation>
    </message>
    <message>
        <source>Commitment</source>
        <translation>战争承诺等级</translation>
    </message>
    <message>
        <source>Mandated offensive</source>
        <translation>宣布进攻</translation>
    </message>
    <message>
        <source>must attack</source>
        <translation>必需攻击</translation>
    </message>
    <message>
        <source>no effect</source>
        <translation>不产生效用</translation>
    </message>
    <message>
        <source>Combined war status {n} (9.5.1.3)</source>
        <translation>Combined War Status {n}（9.5.1.3）</translation>
    </message>
    <message>
        <source>Last combat, {side} attacking</source>
        <translation>上一场会战，{side}攻击</translation>
    </message>
    <message>
        <source>attacker inflicts {a}, defender {d}</source>
        <translation>攻方造成 {a}，守方 {d}</translation>
    </message>
    <message>
        <source>No order of battle kept: Ctrl+Shift+P places a space&apos;s stack.</source>
        <translation>没有保存兵力部署：Ctrl+Shift+P 放置区域的部队。</translation>
    </message>
    <message>
        <source>trench {n}</source>
        <translation>壕沟 {n}</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <source>Take back the last operation: {what}?

It stays in the game file, marked as taken back.</source>
        <translation>撤销上一个动作：{what}？

它仍留在对局文件中，标示为已撤销。</translation>
    </message>
    <message>
        <source>Taken back: {what}</source>
        <translation>已撤销：{what}</translation>
    </message>
    <message>
        <source>the fort</source>
        <translation>要塞</translation>
    </message>
    <message>
        <source>The fort falls when the die and its DRM are greater than its value (15.3.2, see docs/paths-of-glory.md).</source>
        <translation>骰加上 DRM 大于要塞数值时要塞投降 (15.3.2,见 docs/paths-of-glory.md)。</translation>
    </message>
    <message>
        <source>No dice in this segment.</source>
        <translation>此 Segment 不掷骰。</translation>
    </message>
    <message>
        <source>Nothing to log in this segment.</source>
        <translation>此 Segment 没有要记录的。</translation>
    </message>
    <message>
        <source>Combats are fought in the action rounds (B).</source>
        <translation>会战在 Action Round 中进行（B）。</translation>
    </message>
    <message>
        <source>No mandated offensive is waiting to be made.</source>
        <translation>没有尚待执行的宣布进攻。</translation>
    </message>
    <message>
        <source>Mandated offensive made</source>
        <translation>已执行宣布进攻</translation>
    </message>
    <message>
        <source>Which side made its mandated offensive (7.1.3)?</source>
        <translation>哪一方已执行宣布进攻（7.1.3）？</translation>
    </message>
    <message>
        <source>French Mutiny</source>
        <translation>French Mutiny</translation>
    </message>
    <message>
        <source>Did the French attack together with the Americans (7.1.8)?</source>
        <translation>法军是否和美军联合攻击（7.1.8）？</translation>
    </message>
    <message>
        <source>A nation enters the war</source>
        <translation>一国参战</translation>
    </message>
    <message>
        <source>Which nation enters the war?</source>
        <translation>哪一国参战？</translation>
    </message>
    <message>
        <source>The peace terms were accepted: the game ends in a draw (5.1.1; both players lose in a tournament, 5.6.4)?</source>
        <translation>和平协议被接受：游戏以平局结束（5.1.1；锦标赛中双方都算输，5.6.4）？</translation>
    </message>
    <message>
        <source>Armistice</source>
        <translation>休战</translation>
    </message>
    <message>
        <source>An armistice ends the campaign (5.5.1): end the game now?</source>
        <translation>休战结束战役剧本（5.5.1）：现在结束游戏？</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>A note for the game record (the players never see it):</source>
        <translation>对局记录的备注（玩家看不到）：</translation>
    </message>
    <message>
        <source>+1 VP when the Allies reach Limited or Total War first (5.1.3)</source>
        <translation>协约国先达到区域战争或全面战争时 +1 VP（5.1.3）</translation>
    </message>
    <message>
        <source>−1 to the next entrenchment roll after a failure (11.2.9)</source>
        <translation>挖壕沟失败后下一次掷骰 −1（11.2.9）</translation>
    </message>
    <message>
        <source>Hands of 8 cards (9.1.4)</source>
        <translation>8 张手牌（9.1.4）</translation>
    </message>
    <message>
        <source>&amp;Scenario</source>
        <translation>剧本(&amp;S)</translation>
    </message>
    <message>
        <source>Optional rules</source>
        <translation>选择规则</translation>
    </message>
    <message>
        <source>Tournament game (5.6): the Allied player&apos;s VP bid</source>
        <translation>锦标赛（5.6）：协约国玩家的 VP 投标</translation>
    </message>
    <message>
        <source>blank: a new one</source>
        <translation>空白：新的</translation>
    </message>
    <message>
        <source>Dice &amp;seed</source>
        <translation>骰子种子(&amp;S)</translation>
    </message>
    <message>
        <source>none: the printed tables</source>
        <translation>无：使用印刷的表格</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>Referee&apos;s corrections to the &amp;tables</source>
        <translation>裁判对表格的修正(&amp;T)</translation>
    </message>
    <message>
        <source>Turns 1 to {last} (to {end}); the Central Powers win at {central} VP or more, the Allies at {allied} or less; automatic victory at {auto_c} and at {auto_a} (5.2).</source>
        <translation>第 1 至 {last} 回合（至 {end}）；VP {central} 以上同盟胜利，{allied} 以下协约胜利；自动胜利为 {auto_c} 及 {auto_a}（5.2）。</translation>
    </message>
    <message>
        <source>Corrections to the tables</source>
        <translation>表格的修正</translation>
    </message>
    <message>
        <source>Tables (*.toml);;All files (*)</source>
        <translation>表格 (*.toml);;所有文件 (*)</translation>
    </message>
    <message>
        <source>The dice seed is a whole number (or blank), not “{text}”.</source>
        <translation>骰子种子是整数（或空白），不是“{text}”。</translation>
    </message>
    <message>
        <source>line {n}: “{words}” not understood</source>
        <translation>第 {n} 行：无法理解“{words}”</translation>
    </message>
    <message>
        <source>line {n}: which nation (GE, FR, BR …)?</source>
        <translation>第 {n} 行：哪一国（GE、FR、BR …）？</translation>
    </message>
    <message>
        <source>line {n}: army (A) or corps (C)?</source>
        <translation>第 {n} 行：集团军（A）还是军（C）？</translation>
    </message>
    <message>
        <source>two units are called {name}</source>
        <translation>两支部队同名为 {name}</translation>
    </message>
    <message>
        <source>A space&apos;s stack</source>
        <translation>区域的部队</translation>
    </message>
    <message>
        <source>as the units&apos; side</source>
        <translation>依部队的阵线</translation>
    </message>
    <message>
        <source>&amp;Space</source>
        <translation>区域(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Units (none: an empty space)</source>
        <translation>部队（无：空的区域）(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Trench level</source>
        <translation>壕沟等级(&amp;T)</translation>
    </message>
    <message>
        <source>C&amp;ontrol</source>
        <translation>控制(&amp;O)</translation>
    </message>
    <message>
        <source>Its &amp;fort is destroyed (15.1.9: an event such as Guns of August)</source>
        <translation>要塞已被摧毁 (15.1.9:例如 Guns of August 事件)(&amp;F)</translation>
    </message>
    <message>
        <source>Retreat or advance</source>
        <translation>撤退或挺进</translation>
    </message>
    <message>
        <source>the defenders retreat (12.5)</source>
        <translation>防守方撤退 (12.5)</translation>
    </message>
    <message>
        <source>the defenders stand: one unit takes one more step (12.5.3)</source>
        <translation>守方不撤退:一支部队再承受一 step 伤害 (12.5.3)</translation>
    </message>
    <message>
        <source>the defenders cannot retreat: eliminated (12.5.4)</source>
        <translation>守方无法撤退:被消灭 (12.5.4)</translation>
    </message>
    <message>
        <source>the attackers advance (12.6)</source>
        <translation>攻击方挺进 (12.6)</translation>
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
        <translation>前往地区(&amp;T)</translation>
    </message>
    <message>
        <source>VP change</source>
        <translation>VP 改变</translation>
    </message>
    <message>
        <source>e.g. Belgrade captured</source>
        <translation>例：占领 Belgrade</translation>
    </message>
    <message>
        <source>+ for the Central Powers, − for the Allies (the VP table, 5.1.2)</source>
        <translation>＋ 对同盟国有利，− 对协约国有利（VP 表，5.1.2）</translation>
    </message>
    <message>
        <source>&amp;Change</source>
        <translation>改变(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Reason</source>
        <translation>原因(&amp;R)</translation>
    </message>
    <message>
        <source>Events in play</source>
        <translation>已执行的事件</translation>
    </message>
    <message>
        <source>Tick each event that has been played (Space); the aid counts with it.</source>
        <translation>勾选已执行的事件（空格键）；辅助程序会据此计算。</translation>
    </message>
    <message>
        <source>Entrenchment roll (11.2)</source>
        <translation>挖壕沟掷骰（11.2）</translation>
    </message>
    <message>
        <source>blank: the program rolls</source>
        <translation>空白：由程序掷骰</translation>
    </message>
    <message>
        <source>This army failed last time (11.2.9: −1)</source>
        <translation>此集团军上次失败（11.2.9：−1）</translation>
    </message>
    <message>
        <source>The army is out of supply (14.3.3)</source>
        <translation>此集团军缺乏补给（14.3.3）</translation>
    </message>
    <message>
        <source>&amp;Nation of the army</source>
        <translation>集团军国籍(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Trench level there now</source>
        <translation>该区现有壕沟等级(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Die rolled at the table</source>
        <translation>桌上掷出的骰值(&amp;D)</translation>
    </message>
    <message>
        <source>Paths of Glory — projector</source>
        <translation>光荣之路 — 投影</translation>
    </message>
    <message>
        <source>Out of supply (14.1): {units}</source>
        <translation>断补给（14.1）：{units}</translation>
    </message>
    <message>
        <source>Every unit on the map is in supply (14.1).</source>
        <translation>地图上所有单位皆有补给（14.1）。</translation>
    </message>
    <message>
        <source>All {rounds} action rounds are played.</source>
        <translation>{rounds} 个 Action Round 都已完成。</translation>
    </message>
    <message>
        <source>die {n}</source>
        <translation>骰 {n}</translation>
    </message>
    <message>
        <source>Mandated offensive, {side}: {result}</source>
        <translation>宣布进攻，{side}：{result}</translation>
    </message>
    <message>
        <source>war status {ws} · {level}</source>
        <translation>战争状态 {ws} · {level}</translation>
    </message>
    <message>
        <source>attacker: die {roll} → {modified}, inflicts {losses}</source>
        <translation>攻方：骰 {roll} → {modified}，造成 {losses}</translation>
    </message>
    <message>
        <source>attacker: wiped out by the first fire, does not fire (12.3.3)</source>
        <translation>攻方：在先开火时被全灭，不开火（12.3.3）</translation>
    </message>
    <message>
        <source>defender: die {roll} → {modified}, inflicts {losses}</source>
        <translation>守方：骰 {roll} → {modified}，造成 {losses}</translation>
    </message>
    <message>
        <source>defender: wiped out by the first fire, does not fire (12.3.3)</source>
        <translation>守方：在先开火时被全灭，不开火（12.3.3）</translation>
    </message>
</context>
<context>
    <name>PositionEditor</name>
    <message>
        <source>&amp;Army</source>
        <translation>陆军(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Fleet</source>
        <translation>舰队(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>移除(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Centre owner</source>
        <translation>军需区归属(&amp;C)</translation>
    </message>
    <message>
        <source>Dislodged arm&amp;y</source>
        <translation>被驱逐的陆军(&amp;Y)</translation>
    </message>
    <message>
        <source>Dislodged fl&amp;eet</source>
        <translation>被驱逐的舰队(&amp;E)</translation>
    </message>
    <message>
        <source>S&amp;tandoff</source>
        <translation>规避(&amp;T)</translation>
    </message>
    <message>
        <source>Type a change and press Enter, one or several (separated by ; or new lines): &lt;b&gt;A PAR&lt;/b&gt; · &lt;b&gt;F STP/SC&lt;/b&gt; · &lt;b&gt;- MUN&lt;/b&gt; · &lt;b&gt;centre BEL FRANCE&lt;/b&gt; · &lt;b&gt;centre BEL none&lt;/b&gt; · &lt;b&gt;phase F1903R&lt;/b&gt; · &lt;b&gt;dislodged A MUN from BOH&lt;/b&gt; · &lt;b&gt;standoff BUR&lt;/b&gt; · &lt;b&gt;FRANCE:&lt;/b&gt; (whose units follow) · &lt;b&gt;clear&lt;/b&gt; · &lt;b&gt;start&lt;/b&gt;. Units and centres without a power go to the chosen power. A click on the board does what the chosen tool says. Ctrl+Z (in an empty line) takes back the last change; Ctrl+1 … 7 choose the power.</source>
        <translation>输入更改后按 Enter，可以一次输入多项（用 ; 或换行分隔）：&lt;b&gt;A PAR&lt;/b&gt; · &lt;b&gt;F STP/SC&lt;/b&gt; · &lt;b&gt;- MUN&lt;/b&gt; · &lt;b&gt;centre BEL FRANCE&lt;/b&gt; · &lt;b&gt;centre BEL none&lt;/b&gt; · &lt;b&gt;phase F1903R&lt;/b&gt; · &lt;b&gt;dislodged A MUN from BOH&lt;/b&gt; · &lt;b&gt;standoff BUR&lt;/b&gt; · &lt;b&gt;FRANCE:&lt;/b&gt;（之后的部队属于这个国家）· &lt;b&gt;clear&lt;/b&gt;（清空）· &lt;b&gt;start&lt;/b&gt;（开局局面）。没有写国家的部队和军需区归于所选的国家。点击地图按所选的工具操作。Ctrl+Z（在空白输入行中）撤销最后一项更改；Ctrl+1 … 7 选择国家。</translation>
    </message>
    <message>
        <source>Position editor</source>
        <translation>局面编辑器</translation>
    </message>
    <message>
        <source>&amp;Phase</source>
        <translation>阶段(&amp;P)</translation>
    </message>
    <message>
        <source>P&amp;ower</source>
        <translation>国家(&amp;O)</translation>
    </message>
    <message>
        <source>A click on the board:</source>
        <translation>点击地图：</translation>
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
        <translation>例如：地图被碰乱；对局从纸上移到这里</translation>
    </message>
    <message>
        <source>&amp;Why (kept in the game record):</source>
        <translation>原因(&amp;W)（保存在对局记录中）：</translation>
    </message>
    <message>
        <source>OK (Ctrl+Enter)</source>
        <translation>确定（Ctrl+Enter）</translation>
    </message>
    <message>
        <source>Nothing changes.</source>
        <translation>没有任何更改。</translation>
    </message>
    <message>
        <source>Done: {commands}</source>
        <translation>已完成：{commands}</translation>
    </message>
    <message>
        <source>No change to take back.</source>
        <translation>没有可以撤销的更改。</translation>
    </message>
    <message>
        <source>The last change was taken back.</source>
        <translation>已撤销最后一项更改。</translation>
    </message>
    <message>
        <source>Changes ({n}):</source>
        <translation>更改（{n}项）：</translation>
    </message>
    <message>
        <source>No changes yet.</source>
        <translation>尚未更改。</translation>
    </message>
    <message>
        <source>Refused: this position cannot exist.</source>
        <translation>不予接受：这个局面不可能存在。</translation>
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
        <translation>欧洲外交纵横 — 投影画面</translation>
    </message>
    <message>
        <source>Retreat orders are written now, without talking (2.5.2)</source>
        <translation>现在写下撤退指令，不得交谈（2.5.2）</translation>
    </message>
    <message>
        <source>Builds and removals are written now, without talking (2.6.5)</source>
        <translation>现在写下动员和复员指令，不得交谈（2.6.5）</translation>
    </message>
    <message>
        <source>Write your orders — no talking (2.3.2)</source>
        <translation>请订定指令 — 不得交谈（2.3.2）</translation>
    </message>
    <message>
        <source>Diplomacy</source>
        <translation>交涉期</translation>
    </message>
    <message>
        <source> (no player)</source>
        <translation>（无玩家）</translation>
    </message>
    <message>
        <source>{n} units</source>
        <translation>{n}支部队</translation>
    </message>
    <message>
        <source>Supply centres ({n} win)</source>
        <translation>军需区（{n}个获胜）</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Results of {phase}</source>
        <translation>{phase}的结果</translation>
    </message>
    <message>
        <source>Standoffs: {names}</source>
        <translation>规避：{names}</translation>
    </message>
    <message>
        <source>nowhere: disbands</source>
        <translation>无处可退：复员</translation>
    </message>
    <message>
        <source>Dislodged units may retreat:</source>
        <translation>被驱逐的部队可以撤退：</translation>
    </message>
    <message>
        <source>Builds:</source>
        <translation>动员：</translation>
    </message>
    <message>
        <source>Removals:</source>
        <translation>复员：</translation>
    </message>
    <message>
        <source>SANDBOX — a trial, not the game</source>
        <translation>沙盘 — 试演，不是对局</translation>
    </message>
</context>
<context>
    <name>Results</name>
    <message>
        <source>Power</source>
        <translation>国家</translation>
    </message>
    <message>
        <source>Order as written</source>
        <translation>所写的指令</translation>
    </message>
    <message>
        <source>Read as</source>
        <translation>解读为</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Centres</source>
        <translation>军需区</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>部队</translation>
    </message>
    <message>
        <source>Builds / removals</source>
        <translation>动员／复员</translation>
    </message>
    <message>
        <source>Build sites</source>
        <translation>可成军之地</translation>
    </message>
    <message>
        <source>no order</source>
        <translation>没有指令</translation>
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
        <translation>阶段：</translation>
    </message>
    <message>
        <source>Why?</source>
        <translation>为什么？</translation>
    </message>
    <message>
        <source>The figures of the selected result: strengths, supports, what opposed it (Ctrl+I)</source>
        <translation>所选结果的数字：兵力、支援、与之对抗的部队（Ctrl+I）</translation>
    </message>
    <message>
        <source>No adjudication yet.</source>
        <translation>还没有行动裁定。</translation>
    </message>
    <message>
        <source>No adjudication yet. Type the orders, then adjudicate (Ctrl+Enter).</source>
        <translation>还没有行动裁定。请输入指令，然后裁定（Ctrl+Enter）。</translation>
    </message>
    <message>
        <source>holds (no valid order)</source>
        <translation>留守（没有有效指令）</translation>
    </message>
    <message>
        <source>Results of {phase} — {summary}</source>
        <translation>{phase}的结果 — {summary}</translation>
    </message>
    <message>
        <source>no orders</source>
        <translation>没有指令</translation>
    </message>
    <message>
        <source>&lt;b&gt;Standoffs&lt;/b&gt; (left empty; no retreat there): {names}</source>
        <translation>&lt;b&gt;规避&lt;/b&gt;（因此空出，不能撤退到那里）：{names}</translation>
    </message>
    <message>
        <source>No standoffs.</source>
        <translation>没有规避。</translation>
    </message>
    <message>
        <source>Nothing adjudicated yet: there is no result to explain.</source>
        <translation>尚未裁定：没有可以解释的结果。</translation>
    </message>
    <message>
        <source>Only the orders of a movement phase have figures to explain.</source>
        <translation>只有移动阶段的指令有数字可以解释。</translation>
    </message>
    <message>
        <source>A unit without a valid order holds: its hold strength is in the explanation of each move against it.</source>
        <translation>没有有效指令的部队留守：它的留守兵力见于每个攻击它的移动的解释。</translation>
    </message>
    <message>
        <source>Select an order&apos;s result in the table first, then ask why.</source>
        <translation>请先在表中选择一条指令的结果，再问为什么。</translation>
    </message>
    <message>
        <source>This order was not adjudicated (invalid, or another order of the unit was used): its reason says why.</source>
        <translation>这条指令没有经过裁定（无效，或采用了该部队的另一条指令）：理由栏已说明。</translation>
    </message>
    <message>
        <source>Why? {order} — {result}</source>
        <translation>为什么？{order} — {result}</translation>
    </message>
    <message>
        <source>No dislodged units.</source>
        <translation>没有被驱逐的部队。</translation>
    </message>
    <message>
        <source>{power}: {unit} dislodged (attacked from {origin} by convoy)</source>
        <translation>{power}：{unit}被驱逐（攻击经护航来自{origin}）</translation>
    </message>
    <message>
        <source>{power}: {unit} dislodged (attacked from {origin})</source>
        <translation>{power}：{unit}被驱逐（攻击来自{origin}）</translation>
    </message>
    <message>
        <source>may retreat to {where}, or disband</source>
        <translation>可以撤退到{where}，或复员</translation>
    </message>
    <message>
        <source>no retreat: must disband</source>
        <translation>无处可退：必须复员</translation>
    </message>
    <message>
        <source>{n} dislodged unit(s). Select one (arrow keys) to see its retreats on the board.</source>
        <translation>{n}支部队被驱逐。选择其中一支（方向键）即可在地图上看到可撤退的区域。</translation>
    </message>
    <message>
        <source>builds {n}</source>
        <translation>动员 {n}</translation>
    </message>
    <message>
        <source>removes {n}</source>
        <translation>复员 {n}</translation>
    </message>
    <message>
        <source>civil disorder</source>
        <translation>内乱</translation>
    </message>
    <message>
        <source>Adjustments of {phase}: builds only in free home centres still owned (2.6.6). {n} centres win.</source>
        <translation>{phase}：只能在仍受控制且空置的本土军需区成军（2.6.6）。拥有{n}个军需区即获胜。</translation>
    </message>
    <message>
        <source>Supply centres after the last autumn count. {n} centres win.</source>
        <translation>上次秋季统计后的军需区。拥有{n}个军需区即获胜。</translation>
    </message>
    <message>
        <source>{period} started</source>
        <translation>{period}开始</translation>
    </message>
    <message>
        <source>{period}: warning, {n} min left</source>
        <translation>{period}：警告，尚余 {n} 分钟</translation>
    </message>
    <message>
        <source>{period} paused</source>
        <translation>{period}暂停</translation>
    </message>
    <message>
        <source>{period} resumed</source>
        <translation>{period}继续</translation>
    </message>
    <message>
        <source>{period} extended by {n} min</source>
        <translation>{period}延长 {n} 分钟</translation>
    </message>
    <message>
        <source>{period} over</source>
        <translation>{period}完结</translation>
    </message>
    <message>
        <source>Time called (later changes are late)</source>
        <translation>宣告时限完结（此后的更改为逾时）</translation>
    </message>
    <message>
        <source>Call of time taken back</source>
        <translation>收回时限完结的宣告</translation>
    </message>
    <message>
        <source>Timer lengths set</source>
        <translation>已设定计时长度</translation>
    </message>
    <message>
        <source>Deadline set</source>
        <translation>已设定截止时间</translation>
    </message>
    <message>
        <source>time ran out</source>
        <translation>时间用完</translation>
    </message>
    <message>
        <source>ended early, all agreed</source>
        <translation>全体同意提早结束</translation>
    </message>
    <message>
        <source>adjudicated</source>
        <translation>已裁定</translation>
    </message>
    <message>
        <source>time called</source>
        <translation>已宣告时限完结</translation>
    </message>
    <message>
        <source>the program was closed; the clock waits until it is started again</source>
        <translation>程序已关闭；计时器等待再次开始</translation>
    </message>
    <message>
        <source>Game set up ({ruleset})</source>
        <translation>对局设定（{ruleset}）</translation>
    </message>
    <message>
        <source>{phase} {power} sheet LATE: {n} line(s)</source>
        <translation>{phase} {power}指令（迟交）：{n}行</translation>
    </message>
    <message>
        <source>{phase} {power} sheet: {n} line(s)</source>
        <translation>{phase} {power}指令：{n}行</translation>
    </message>
    <message>
        <source>{phase} late sheet of {power} stands</source>
        <translation>{phase} {power}的迟交指令有效</translation>
    </message>
    <message>
        <source>{phase} late sheet of {power} refused</source>
        <translation>{phase} {power}的迟交指令不予接受</translation>
    </message>
    <message>
        <source> ({reason})</source>
        <translation>（{reason}）</translation>
    </message>
    <message>
        <source>{phase} {power} in civil disorder</source>
        <translation>{phase} {power}陷入内乱</translation>
    </message>
    <message>
        <source>{phase} {power} back in play</source>
        <translation>{phase} {power}恢复参战</translation>
    </message>
    <message>
        <source>{phase} coin toss</source>
        <translation>{phase} 掷硬币</translation>
    </message>
    <message>
        <source>, elapsed {s} s</source>
        <translation>，已过{s}秒</translation>
    </message>
    <message>
        <source>Adjudicated {phase}</source>
        <translation>已裁定 {phase}</translation>
    </message>
    <message>
        <source>Undid the adjudication of {phase}</source>
        <translation>已撤销 {phase} 的裁定</translation>
    </message>
    <message>
        <source>Game ended: {reason} {winners}</source>
        <translation>对局结束：{reason} {winners}</translation>
    </message>
    <message>
        <source>Note: {text}</source>
        <translation>备注：{text}</translation>
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
        <translation>{phase} 撤销局面更正</translation>
    </message>
    <message>
        <source>Scored under {system}: {scores}</source>
        <translation>按{system}计分：{scores}</translation>
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
        <translation>国家</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Centres</source>
        <translation>军需区</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>得分</translation>
    </message>
    <message>
        <source>&amp;Scoring system:</source>
        <translation>计分制(&amp;S)：</translation>
    </message>
    <message>
        <source>Record this score</source>
        <translation>记录此得分</translation>
    </message>
    <message>
        <source>The game goes on. When it ends it is scored under {system} and the score is kept in the game record.</source>
        <translation>对局仍在进行。对局结束时按{system}计分，得分保存在对局记录中。</translation>
    </message>
    <message>
        <source>This game cannot be scored: {error}</source>
        <translation>此对局无法计分：{error}</translation>
    </message>
    <message>
        <source>Score under {system}</source>
        <translation>按{system}的得分</translation>
    </message>
    <message>
        <source>Kept in the game record ({time}).</source>
        <translation>已保存在对局记录中（{time}）。</translation>
    </message>
    <message>
        <source>Not kept in the game record yet: Record this score keeps it.</source>
        <translation>尚未保存在对局记录中：点“记录此得分”即可保存。</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Also scored under: {systems}.</source>
        <translation>也曾按以下计分制计分：{systems}。</translation>
    </message>
</context>
<context>
    <name>SharePanel</name>
    <message>
        <source>The address is copied.</source>
        <translation>已复制 URL。</translation>
    </message>
    <message>
        <source>Share with players</source>
        <translation>与玩家分享</translation>
    </message>
    <message>
        <source>On a phone or laptop on the same network, scan the code or open the address:</source>
        <translation>同一局域网上的手机等，用相机读取下图，或打开此 URL：</translation>
    </message>
    <message>
        <source>Share on:</source>
        <translation>分享于：</translation>
    </message>
    <message>
        <source>{address} (this computer only)</source>
        <translation>{address}（只限本机）</translation>
    </message>
    <message>
        <source>Read-only: the players see what the projector shows, and an order only after you adjudicate it. Closing this window stops sharing.</source>
        <translation>只读：玩家只看到投影画面显示的内容，指令在行动裁定后才会显示。关上此窗口即停止分享。</translation>
    </message>
    <message>
        <source>Copy the address</source>
        <translation>复制 URL</translation>
    </message>
    <message>
        <source>Stop sharing</source>
        <translation>停止分享</translation>
    </message>
    <message>
        <source>Cannot share on {address}: {error}</source>
        <translation>无法在{address}分享：{error}</translation>
    </message>
    <message>
        <source>Not sharing.</source>
        <translation>未在分享。</translation>
    </message>
    <message>
        <source>Nobody is watching yet.</source>
        <translation>还没有人在看。</translation>
    </message>
    <message>
        <source>Watching: {n} (on {devices} devices)</source>
        <translation>在看：{n}（{devices}台设备）</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>Type and check every order, adjudicate by the rules, run the clock and show the board to the players on a projector.</source>
        <translation>输入并检查每条指令，按规则裁定，掌管计时，并用投影让玩家看到地图。</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>对局</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>阶段</translation>
    </message>
    <message>
        <source>Ruleset</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>Last change</source>
        <translation>最后更改</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>文件夹</translation>
    </message>
    <message>
        <source>{phase} (ended)</source>
        <translation>{phase}（已结束）</translation>
    </message>
    <message>
        <source>today {time}</source>
        <translation>今天 {time}</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>Recent games</source>
        <translation>最近的对局</translation>
    </message>
    <message>
        <source>No game yet: Ctrl+N starts one, Ctrl+O opens a game file.</source>
        <translation>尚无对局：Ctrl+N 开始新对局，Ctrl+O 打开对局文件。</translation>
    </message>
    <message>
        <source>Return opens the selected game, 1 … 9 the game of that number; F1 lists every key.</source>
        <translation>Enter 打开所选的对局，1…9 打开该编号的对局；F1 列出所有快捷键。</translation>
    </message>
    <message>
        <source>cannot be read</source>
        <translation>无法读取</translation>
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
        <translation>{player} · {score}分 · 第{round}轮</translation>
    </message>
    <message>
        <source>{players} · {score}</source>
        <translation>{players} · {score}分</translation>
    </message>
    <message>
        <source>No board has a result yet</source>
        <translation>尚无任何一桌有结果</translation>
    </message>
    <message>
        <source>Round {n}: where you sit</source>
        <translation>第{n}轮：座位</translation>
    </message>
    <message>
        <source>No round seated yet</source>
        <translation>尚未安排任何一轮的座位</translation>
    </message>
    <message>
        <source>Board {n}</source>
        <translation>第{n}桌</translation>
    </message>
    <message>
        <source>Sitting out: {players}</source>
        <translation>轮空：{players}</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>R{n}</source>
        <translation>第{n}轮</translation>
    </message>
    <message>
        <source>If every game ended now ({n} boards still playing) · {rule}</source>
        <translation>若所有对局此刻结束（仍有{n}桌进行中） · {rule}</translation>
    </message>
    <message>
        <source>{name}: round {n} being played</source>
        <translation>{name}：第{n}轮进行中</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>总分</translation>
    </message>
    <message>
        <source>page {page} of {pages}</source>
        <translation>第{page}页，共{pages}页</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>&amp;Scoring system</source>
        <translation>计分制(&amp;S)</translation>
    </message>
    <message>
        <source>every round</source>
        <translation>每一轮</translation>
    </message>
    <message>
        <source>&amp;Total of the best … rounds</source>
        <translation>总分计算最佳…轮(&amp;T)</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>Tie-break {n}</source>
        <translation>同分决胜规则{n}</translation>
    </message>
    <message>
        <source>New tournament</source>
        <translation>新锦标赛</translation>
    </message>
    <message>
        <source>e.g. Club Cup 2024</source>
        <translation>如 2024 年俱乐部杯赛</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>名称(&amp;N)</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>Scoring system and tie-breaks</source>
        <translation>计分制及同分决胜</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>不计分</translation>
    </message>
    <message>
        <source>A round sat &amp;out scores</source>
        <translation>轮空一轮得分(&amp;O)</translation>
    </message>
    <message>
        <source>Sit-out score &amp;counts</source>
        <translation>轮空得分计入(&amp;C)</translation>
    </message>
    <message>
        <source>Best Country &amp;by</source>
        <translation>最佳国家按(&amp;B)</translation>
    </message>
    <message>
        <source>Result of round {round}, board {board}</source>
        <translation>第{round}轮第{board}桌的结果</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>国家</translation>
    </message>
    <message>
        <source>Centres</source>
        <translation>军需区</translation>
    </message>
    <message>
        <source>Fell in</source>
        <translation>出局年份</translation>
    </message>
    <message>
        <source>In the draw</source>
        <translation>参与和局</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>得分</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>不详</translation>
    </message>
    <message>
        <source>Draw of every survivor</source>
        <translation>所有幸存者和局</translation>
    </message>
    <message>
        <source>Draw of the ticked powers</source>
        <translation>已勾选的国家和局</translation>
    </message>
    <message>
        <source>Solo: {power}</source>
        <translation>单独获胜：{power}</translation>
    </message>
    <message>
        <source>&amp;Outcome</source>
        <translation>结局(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Last year played</source>
        <translation>最后进行的年份(&amp;L)</translation>
    </message>
    <message>
        <source>Best round</source>
        <translation>最佳一轮</translation>
    </message>
    <message>
        <source>Second-best round</source>
        <translation>次佳一轮</translation>
    </message>
    <message>
        <source>All rounds</source>
        <translation>各轮合计</translation>
    </message>
    <message>
        <source>Solos</source>
        <translation>单独获胜</translation>
    </message>
    <message>
        <source>Tops</source>
        <translation>领先</translation>
    </message>
    <message>
        <source>Tournaments (*{suffix});;All files (*)</source>
        <translation>锦标赛文件 (*{suffix});;所有文件 (*)</translation>
    </message>
    <message>
        <source>New &amp;player:</source>
        <translation>新玩家(&amp;P)：</translation>
    </message>
    <message>
        <source>type a name, then Enter</source>
        <translation>输入名字后按 Enter</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>&amp;Round:</source>
        <translation>轮次(&amp;R)：</translation>
    </message>
    <message>
        <source>Seating and results</source>
        <translation>座位及结果</translation>
    </message>
    <message>
        <source>&amp;After round:</source>
        <translation>计至第…轮(&amp;A)：</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>排名</translation>
    </message>
    <message>
        <source>&lt;h2&gt;No tournament open&lt;/h2&gt;&lt;p&gt;Ctrl+N: a new tournament &amp;nbsp;·&amp;nbsp; Ctrl+O: open a tournament file&lt;/p&gt;</source>
        <translation>&lt;h2&gt;未打开锦标赛&lt;/h2&gt;&lt;p&gt;Ctrl+N：新锦标赛 &amp;nbsp;·&amp;nbsp; Ctrl+O：打开锦标赛文件&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Open a tournament</source>
        <translation>打开锦标赛</translation>
    </message>
    <message>
        <source>Cannot add the player</source>
        <translation>无法添加玩家</translation>
    </message>
    <message>
        <source>{name} plays from round {n}.</source>
        <translation>{name}从第{n}轮起参赛。</translation>
    </message>
    <message>
        <source>Drop the player</source>
        <translation>玩家退出</translation>
    </message>
    <message>
        <source>{name} plays on board {board} ({power}) of round {n}. Drop them now? The seat then needs a replacement or is played in civil disorder.</source>
        <translation>{name}正在第{n}轮第{board}桌（{power}）。现在让此人退出？此座位须安排替补，或记为无人操控。</translation>
    </message>
    <message>
        <source>{name} plays no round after round {n}?</source>
        <translation>{name}在第{n}轮后不再参赛？</translation>
    </message>
    <message>
        <source>Round {n} is seated: {boards} boards.</source>
        <translation>第{n}轮座位已安排：共{boards}桌。</translation>
    </message>
    <message>
        <source>Choose a seat first (a player&apos;s cell).</source>
        <translation>请先选择座位（玩家所在的格子）。</translation>
    </message>
    <message>
        <source>Board {board} · {power} · {player}</source>
        <translation>第{board}桌 · {power} · {player}</translation>
    </message>
    <message>
        <source>Swap seats</source>
        <translation>对调座位</translation>
    </message>
    <message>
        <source>Swap with:</source>
        <translation>与此对调：</translation>
    </message>
    <message>
        <source>{player} (board {board}, {power})</source>
        <translation>{player}（第{board}桌，{power}）</translation>
    </message>
    <message>
        <source>{player} (no seat)</source>
        <translation>{player}（无座位）</translation>
    </message>
    <message>
        <source>Put a player in the seat</source>
        <translation>安排玩家入座</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>玩家：</translation>
    </message>
    <message>
        <source>{why}.

Move them here? Their other seat will be empty.</source>
        <translation>{why}。

将此人移来？原座位将成为空位。</translation>
    </message>
    <message>
        <source>{why}.

Replace them? They will sit out this round.</source>
        <translation>{why}。

替换此人？此人本轮将轮空。</translation>
    </message>
    <message>
        <source>Choose a board first (Ctrl+2, then its row).</source>
        <translation>请先选择一桌（Ctrl+2，再选该行）。</translation>
    </message>
    <message>
        <source>The board&apos;s ended game file</source>
        <translation>该桌已结束的对局文件</translation>
    </message>
    <message>
        <source>Clear the result</source>
        <translation>清除结果</translation>
    </message>
    <message>
        <source>Take away the result of round {round}, board {board}?</source>
        <translation>清除第{round}轮第{board}桌的结果？</translation>
    </message>
    <message>
        <source>Export the standings</source>
        <translation>导出排名</translation>
    </message>
    <message>
        <source>Standings written to {path}.</source>
        <translation>排名已写入{path}。</translation>
    </message>
    <message>
        <source>The room&apos;s clock</source>
        <translation>全场计时</translation>
    </message>
    <message>
        <source>Minutes until the period ends (0: no room clock):</source>
        <translation>距本段时间结束的分钟数（0：不用全场计时）：</translation>
    </message>
    <message>
        <source>The room&apos;s clock is set.</source>
        <translation>已设定全场计时。</translation>
    </message>
    <message>
        <source>No room clock.</source>
        <translation>不用全场计时。</translation>
    </message>
    <message>
        <source>A board keeps its own clock</source>
        <translation>某桌使用自己的计时</translation>
    </message>
    <message>
        <source>Board:</source>
        <translation>桌：</translation>
    </message>
    <message>
        <source>Board {n} keeps its own clock.</source>
        <translation>第{n}桌使用自己的计时。</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>锦标赛</translation>
    </message>
    <message>
        <source>{name} — {file} — tournament</source>
        <translation>{name} — {file} — 锦标赛</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>{rule}. Ties broken by: {tiebreaks}.</source>
        <translation>{rule}。同分时比较：{tiebreaks}。</translation>
    </message>
    <message>
        <source>#</source>
        <translation>编号</translation>
    </message>
    <message>
        <source>Plays from round</source>
        <translation>从第…轮起参赛</translation>
    </message>
    <message>
        <source>Dropped after round</source>
        <translation>在第…轮后退出</translation>
    </message>
    <message>
        <source>Rounds played</source>
        <translation>已赛轮数</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>standby</source>
        <translation>候补</translation>
    </message>
    <message>
        <source>may play two boards</source>
        <translation>可同时下两桌</translation>
    </message>
    <message>
        <source>away in round {n}</source>
        <translation>第{n}轮缺席</translation>
    </message>
    <message>
        <source>Round {n}</source>
        <translation>第{n}轮</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>桌</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>(civil disorder)</source>
        <translation>（无人操控）</translation>
    </message>
    <message>
        <source>— empty —</source>
        <translation>— 空位 —</translation>
    </message>
    <message>
        <source>{centres} SC · score {score}</source>
        <translation>军需区{centres}个 · {score}分</translation>
    </message>
    <message>
        <source>{centres} SC in {year}</source>
        <translation>{year}年{centres}个补给中心</translation>
    </message>
    <message>
        <source>being played: {year} reported</source>
        <translation>进行中：已发送{year}年</translation>
    </message>
    <message>
        <source>No round yet: Ctrl+R seats the first round.</source>
        <translation>还没有任何一轮：按 Ctrl+R 安排第一轮座位。</translation>
    </message>
    <message>
        <source>{boards} boards, {done} with a result.</source>
        <translation>共{boards}桌，{done}桌已有结果。</translation>
    </message>
    <message>
        <source>Ctrl+R seats the next round.</source>
        <translation>按 Ctrl+R 安排下一轮座位。</translation>
    </message>
    <message>
        <source>Standby: {players}</source>
        <translation>候补：{players}</translation>
    </message>
    <message>
        <source>no result yet</source>
        <translation>还没有结果</translation>
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
        <translation>所有文件 (*)</translation>
    </message>
    <message>
        <source>Diplomacy games (*.dipgame);;All files (*)</source>
        <translation>对局文件 (*.dipgame);;所有文件 (*)</translation>
    </message>
</context>
</TS>
