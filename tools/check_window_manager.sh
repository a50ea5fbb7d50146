#!/bin/bash
# Issue 21 item 22: the projector and closing under a real window manager (openbox, xdotool, Xvfb from Debian).
# Opens a game with the projector, Shift+F11 on the projector, minimises the main window (the projector stays),
# Shift+F11 back, Ctrl+Q: the program exits 0 and the game file reopens (its lock released).
export DISPLAY=:77
Xvfb :77 -screen 0 1920x1080x24 >/dev/null 2>&1 & XV=$!
sleep 1; openbox >/dev/null 2>&1 & OB=$!
sleep 1
cd /work/wt-gui-evening
rm -f /tmp/wm.dipgame /tmp/wm.dipgame.lock
/work/venv-wt/bin/python -c "
from referee_app.games.diplomacy import Game
from referee_app.core.record import GameFile
GameFile.create('/tmp/wm.dipgame', Game.new('standard')).close()"
QT_QPA_PLATFORM=xcb /work/venv-wt/bin/python -m referee_app.gui.app /tmp/wm.dipgame --projector > /tmp/wm_app.log 2>&1 & APP=$!
sleep 4
xdotool search --name "projector" | head -1 > /tmp/proj_id
xdotool search --name "wm.dipgame" | head -1 > /tmp/main_id
echo "main $(cat /tmp/main_id) projector $(cat /tmp/proj_id)"
P=$(cat /tmp/proj_id); M=$(cat /tmp/main_id)
xdotool windowactivate --sync $P key shift+F11; sleep 1
xwininfo -id $P | grep -E "Width|Height|Map State"
xdotool windowminimize --sync $M; sleep 1
echo "after minimising the main window:"; xwininfo -id $M | grep "Map State"; xwininfo -id $P | grep -E "Map State|Width"
xdotool windowactivate --sync $P key shift+F11; sleep 1; xwininfo -id $P | grep -E "Width"
wmctrl_close() { xdotool windowclose $1 2>/dev/null || xdotool windowkill $1; }
xdotool windowmap $M; sleep 1
xdotool windowactivate --sync $M key ctrl+q; sleep 2
if kill -0 $APP 2>/dev/null; then echo "app still running"; kill $APP; else echo "app exited rc=$(wait $APP; echo $?)"; fi
ls /tmp/wm.dipgame* ; /work/venv-wt/bin/python -c "
from referee_app.core.record import GameFile
gf=GameFile.open('/tmp/wm.dipgame'); print('reopened', gf.game.phase, [e.data.get('action') for e in gf.game.events if e.kind=='clock']); gf.close()"
kill $OB $XV
