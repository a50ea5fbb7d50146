"""Smoke test of a built bundle or an installed package, run from a clean environment.

    python3 packaging/smoke_test.py BUNDLE_FOLDER       the folder of the tar.xz (or the .deb's /opt/referee-app)
    python3 packaging/smoke_test.py --installed         the programs on PATH (/usr/bin: the installed .deb)
    python3 packaging/smoke_test.py --bin DIR           the programs in DIR (a pip install's bin/, to compare)

Every program runs with a clean environment (what ``env -i`` leaves, a fresh HOME, PATH=/usr/bin:/bin, no
virtual environment; on Windows the few variables a program needs), so only what the bundle carries (or the
system provides) is there. It runs on Windows and macOS too (the release's jobs), without the window part. Checked, in order: ``referee-cli --version`` names
the native lane; in a bundle (not a pip install's programs), that PySide imports shiboken's support code compiled
from the bundle's archive, none of it compiled from source at the start, and that it still serves signatures
(``REFEREE_BUNDLE_CHECK=1``, packaging/launch.py; packaging/shiboken_support.py); a whole e-mail phase (new, orders, process, show, export html and png); ``--workers 2``;
``lieou`` and ``pog`` commands; ``serve`` on 127.0.0.1 (started, the page fetched, stopped); and, where Xvfb,
openbox and xdotool are at hand, the window: ``referee --new``, the New-game dialog accepted, an order typed and
adjudicated, the game file read back (``--no-window`` skips it; ``--need-window`` fails without the tools).
Prints one line per check and the start-to-window time; exits non-zero at the first failure. Only the standard
library: it runs with any Python 3.9+ (the system's).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

ORDERS = "Dear GM,\nmy orders for Spring 1901:\nA PAR - BUR\nA MAR S A PAR - BUR\nF BRE - MAO\nThanks, Ann\n"
DOC = {"phase": "S1901M", "units": {"FRANCE": ["A PAR", "A MAR"], "GERMANY": ["A MUN"]},
       "orders": {"FRANCE": ["A PAR - BUR", "A MAR S A PAR - BUR"], "GERMANY": ["A MUN - BUR"]}}


EXE = ".exe" if sys.platform == "win32" else ""


class Failed(Exception):
    pass


def clean_env(home: Path, tmp: Path) -> dict[str, str]:
    """What ``env -i`` leaves, plus a fresh home and the system's own folders on PATH: no virtual environment, no
    Python of the build, no settings of the user's. Windows needs a few more variables to start a program at all."""
    if sys.platform == "win32":
        root = os.environ.get("SystemRoot", r"C:\Windows")
        return {"SystemRoot": root, "PATH": rf"{root}\system32;{root}", "USERPROFILE": str(home),
                "APPDATA": str(home / "AppData" / "Roaming"), "LOCALAPPDATA": str(home / "AppData" / "Local"),
                "TEMP": str(tmp), "TMP": str(tmp), "PYTHONUTF8": "1"}
    return {"HOME": str(home), "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "TMPDIR": str(tmp)}


class Smoke:
    def __init__(self, bin_dir: Path | None, work: Path) -> None:
        self.bin_dir = bin_dir  # None: found on PATH (/usr/bin)
        self.work = work
        self.home = work / "home"
        self.home.mkdir()
        self.env = clean_env(self.home, work)

    def program(self, name: str) -> str:
        if self.bin_dir is None:
            found = shutil.which(name, path=self.env["PATH"])
            if found is None:
                raise Failed(f"{name} is not on PATH")
            return found
        return str(self.bin_dir / (name + EXE))

    def run(self, name: str, *args: str, stdin: str | None = None, ok: int = 0, timeout: float = 180) -> str:
        r = subprocess.run([self.program(name), *args], input=stdin, capture_output=True, text=True, encoding="utf-8",
                           cwd=self.work, env=self.env, timeout=timeout)
        if r.returncode != ok:
            raise Failed(f"{name} {' '.join(args)}: exit {r.returncode}\n{r.stdout[-2000:]}\n{r.stderr[-2000:]}")
        return r.stdout

    def check(self, what: str, cond: bool, detail: str = "") -> None:
        if not cond:
            raise Failed(f"{what}: {detail[-2000:]}")
        print(f"ok   {what}", flush=True)

    # ------------------------------------------------------------------ the command line
    def version(self) -> None:
        out = self.run("referee-cli", "--version")
        self.check(f"referee-cli --version: {out.strip()}", "native express lane" in out, out)

    def shiboken_support(self) -> None:
        """The bundle's PySide imports shiboken's support package (``shibokensupport``) from the bundle's archive,
        compiled at the build (PyInstaller's loader), because ``shiboken6/files.dir`` is there; not from the copy
        embedded in shiboken's library, which is compiled from source at every start. The signatures it serves
        still come: a Qt method's signature, its docstring, and the wrong-argument message."""
        r = subprocess.run([self.program("referee-cli")], capture_output=True, text=True, encoding="utf-8",
                           cwd=self.work, env={**self.env, "REFEREE_BUNDLE_CHECK": "1"}, timeout=120)
        try:
            report = json.loads(r.stdout)
        except ValueError:
            raise Failed(f"REFEREE_BUNDLE_CHECK=1 referee-cli: exit {r.returncode}\n{r.stdout[-2000:]}\n{r.stderr[-2000:]}") from None
        loaders = report["loaders"]
        expected = {"shibokensupport", "shibokensupport.signature.loader", "shibokensupport.signature.parser",
                    "shibokensupport.signature.mapping", "shibokensupport.signature.layout", "shibokensupport.feature",
                    "shibokensupport.signature.lib.pyi_generator"}
        self.check(f"shiboken's support code: shiboken6/files.dir there, {len(loaders)} modules loaded from the "
                   f"bundle's compiled archive",
                   report["files_dir"] and expected <= set(loaders) and set(loaders.values()) == {"PyiFrozenLoader"},
                   json.dumps(report, indent=1))
        sig, doc, refused = report["signature"], report["doc"] or "", report["refused"]
        self.check(f"signatures served: QObject.setObjectName{sig}",
                   "name" in sig and sig.endswith("-> None") and doc.startswith("setObjectName(")
                   and "Supported signatures" in refused, json.dumps(report, indent=1))

    def mail_phase(self) -> None:
        self.run("referee-cli", "new", "g.dipgame", "--players", "FRANCE=Ann", "--title", "smoke")
        (self.work / "mail.txt").write_text(ORDERS, encoding="utf-8")
        self.run("referee-cli", "orders", "g.dipgame", "mail.txt", "--power", "FRANCE")
        out = self.run("referee-cli", "process", "g.dipgame")
        self.check("e-mail phase: new, orders (a pasted e-mail), process", "Movement results" in out, out)
        out = self.run("referee-cli", "show", "g.dipgame")
        self.check("show: Fall 1901, the French army in Burgundy", "Fall 1901" in out and "A BUR" in out, out)
        self.run("referee-cli", "export", "g.dipgame", "--format", "html", "-o", "g.html")
        html = (self.work / "g.html").read_text(encoding="utf-8")
        self.check("export html", "<html" in html.lower() and "BUR" in html, html[:300])
        self.run("referee-cli", "export", "g.dipgame", "--format", "png", "-o", "png")
        pngs = sorted((self.work / "png").glob("*.png"))
        self.check(f"export png: {len(pngs)} boards", len(pngs) >= 2 and all(p.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
                                                                            and p.stat().st_size > 10_000 for p in pngs))

    def workers(self) -> None:
        lines = "\n".join(json.dumps(DOC) for _ in range(8)) + "\n"
        out = self.run("referee-cli", "adjudicate", "--jsonl", "--workers", "2", "-", stdin=lines)
        results = [json.loads(line) for line in out.splitlines()]
        self.check("adjudicate --jsonl --workers 2", len(results) == 8 and all(r["next_phase"] == "F1901M" for r in results),
                   out)

    def other_games(self) -> None:
        self.run("referee-cli", "lieou", "new", "l.lieou")
        out = self.run("referee-cli", "lieou", "show", "l.lieou")
        board = json.loads(self.run("referee-cli", "lieou", "board"))
        self.check("lieou new, show, board", bool(out.strip()) and bool(board), out[:300])
        self.run("referee-cli", "pog", "new", "p.pog")
        out = self.run("referee-cli", "pog", "show", "p.pog")
        self.check("pog new, show", "Turn 1" in out and "VP" in out, out)

    def serve(self) -> None:
        cmd = [self.program("referee-cli"), "serve", "g.dipgame", "--host", "127.0.0.1", "--port", "0", "--stop-after", "60"]
        p = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, encoding="utf-8",
                             cwd=self.work, env=self.env)
        try:
            assert p.stdout is not None
            line = p.stdout.readline()
            m = re.search(r"http://127\.0\.0\.1:\d+/\S*", line)
            if m is None:
                raise Failed(f"serve printed no address: {line!r} {p.stderr.read() if p.poll() is not None else ''}")
            with urllib.request.urlopen(m.group(0), timeout=30) as resp:
                page = resp.read().decode("utf-8", "replace")
            self.check(f"serve on 127.0.0.1: the players' page ({len(page)} bytes)", resp.status == 200 and "<html" in page.lower(),
                       page[:300])
        finally:
            if sys.platform == "win32":  # no Ctrl+C to send to a process without a console of its own
                p.terminate()
            else:
                p.send_signal(signal.SIGINT)
            try:
                p.wait(timeout=20)
            except subprocess.TimeoutExpired:
                p.kill()
                raise Failed("serve did not stop on Ctrl+C") from None
        self.check("serve stopped", sys.platform == "win32" or p.returncode in (0, 130, -signal.SIGINT), str(p.returncode))

    # ------------------------------------------------------------------ the window
    def window(self) -> float:
        """``referee --new`` under Xvfb and openbox: the New-game dialog accepted (a game in ~/Diplomacy), Austria's
        sheet typed, adjudicated, the program quit; the game file read back. Returns the start-to-window seconds."""
        display = _free_display()
        procs: list[subprocess.Popen[bytes]] = []
        xenv = {"DISPLAY": display, "PATH": "/usr/bin:/bin", "HOME": str(self.home)}

        def xdo(*args: str, timeout: float = 60) -> str:
            r = subprocess.run(["env", "-i", *(f"{k}={v}" for k, v in xenv.items()), "xdotool", *args],
                               capture_output=True, text=True, timeout=timeout)
            return r.stdout.strip()

        def wait_title(pattern: str, seconds: float = 60) -> str:
            end = time.monotonic() + seconds
            title = ""
            while time.monotonic() < end:
                title = xdo("getactivewindow", "getwindowname")
                if re.search(pattern, title):
                    return title
                time.sleep(0.1)
            raise Failed(f"no window {pattern!r} (the active one: {title!r})")

        try:
            procs.append(subprocess.Popen(["Xvfb", display, "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
                                          stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
            for _ in range(100):
                if Path(f"/tmp/.X11-unix/X{display[1:]}").exists():
                    break
                time.sleep(0.1)
            procs.append(subprocess.Popen(["env", "-i", *(f"{k}={v}" for k, v in xenv.items()), "openbox"],
                                          stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
            time.sleep(1)
            env = {**self.env, "DISPLAY": display}
            t0 = time.perf_counter()
            gui = subprocess.Popen([self.program("referee"), "--new"], stdout=subprocess.DEVNULL,
                                   stderr=subprocess.DEVNULL, cwd=self.work, env=env)
            procs.append(gui)  # type: ignore[arg-type]
            while not xdo("search", "--onlyvisible", "--pid", str(gui.pid)):  # every 10 ms (--sync waits 0.5 s)
                if time.perf_counter() - t0 > 120 or gui.poll() is not None:
                    raise Failed("the window did not open")
                time.sleep(0.01)
            started = time.perf_counter() - t0
            wait_title("^New game")
            self.check(f"the window and the New-game dialog opened ({started:.2f} s to the window)", True)
            xdo("key", "Return")
            title = wait_title(r"\.dipgame — Referee's desk$")
            games = sorted(self.home.glob("**/*.dipgame"))  # ~/Documents/Referee's desk, or the same under home
            self.check(f"a game started: {title}", len(games) == 1, str(games))
            xdo("type", "--delay", "40", "A VIE - GAL")
            time.sleep(0.5)
            xdo("key", "ctrl+Return")
            wait_title("^Adjudicate before time is called")
            xdo("key", "alt+y")  # the safe answer (No) is the default: Yes is asked for by its key
            wait_title(r"\.dipgame — Referee's desk$")
            time.sleep(1)
            xdo("key", "ctrl+q")
            try:
                gui.wait(timeout=30)
            except subprocess.TimeoutExpired:
                raise Failed("the window did not close on Ctrl+Q") from None
            out = self.run("referee-cli", "show", str(games[0]))
            self.check("an order typed and adjudicated: Austria's army in Galicia, Fall 1901",
                       "Fall 1901" in out and "A GAL" in out, out)
            return started
        finally:
            for p in reversed(procs):
                if p.poll() is None:
                    p.terminate()
                    try:
                        p.wait(timeout=10)
                    except subprocess.TimeoutExpired:
                        p.kill()


def _free_display() -> str:
    for n in range(90, 200):
        if not Path(f"/tmp/.X11-unix/X{n}").exists() and not Path(f"/tmp/.X{n}-lock").exists():
            return f":{n}"
    raise Failed("no free X display number")


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("bundle", nargs="?", type=Path, help="the bundle's folder (holding referee and referee-cli)")
    p.add_argument("--installed", action="store_true", help="the programs on PATH (/usr/bin)")
    p.add_argument("--bin", type=Path, help="the programs in this folder")
    p.add_argument("--no-window", action="store_true", help="skip the window")
    p.add_argument("--need-window", action="store_true", help="fail when Xvfb, openbox or xdotool is missing")
    args = p.parse_args(argv)
    if sum(map(bool, (args.bundle, args.installed, args.bin))) != 1:
        p.error("give one of: a bundle folder, --installed, --bin DIR")
    bin_dir = None if args.installed else (args.bin or args.bundle).resolve()
    with tempfile.TemporaryDirectory(prefix="referee-smoke-") as tmp:
        smoke = Smoke(bin_dir, Path(tmp))
        try:
            smoke.version()
            if args.bundle or args.installed or (args.bin / "_internal").is_dir():  # not a pip install's programs
                smoke.shiboken_support()
            smoke.mail_phase()
            smoke.workers()
            smoke.other_games()
            smoke.serve()
            if not args.no_window:
                tools = [t for t in ("Xvfb", "openbox", "xdotool") if shutil.which(t) is None]
                if tools and args.need_window:
                    raise Failed(f"the window cannot be tested without {', '.join(tools)}")
                if tools:
                    print(f"skip the window: no {', '.join(tools)}")
                else:
                    started = smoke.window()
                    print(f"start to window: {started:.2f} s")
        except (Failed, subprocess.TimeoutExpired) as exc:
            print(f"FAIL {exc}", file=sys.stderr)
            return 1
    print("smoke test passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
