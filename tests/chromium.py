"""A headless Chromium driven through the DevTools protocol over a pipe (standard library only).

For the real-browser test of the players' page and the screenshots in docs/ (tools/screenshot_share.py).
Uses the system's Chromium (Debian: ``apt-get install chromium``); ``find_chromium()`` is None without one.
"""

from __future__ import annotations

import base64
import json
import os
import shutil
import subprocess
import tempfile
import time
from typing import Any

CANDIDATES = ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable")


def find_chromium() -> str | None:
    env = os.environ.get("CHROMIUM")
    if env and shutil.which(env):
        return shutil.which(env)
    for name in CANDIDATES:
        path = shutil.which(name)
        if path:
            return path
    return None


class Chromium:
    """One headless browser with one page (a phone-sized one by default)."""

    def __init__(self, width: int = 390, height: int = 844, scale: float = 2.0, mobile: bool = True,
                 lang: str = "en-GB", timeout: float = 30.0) -> None:
        exe = find_chromium()
        if exe is None:
            raise RuntimeError("no Chromium on this machine (Debian: apt-get install chromium)")
        self.timeout = timeout
        self._profile = tempfile.TemporaryDirectory(prefix="referee-chromium-")
        cmd_r, cmd_w = os.pipe()  # we write commands; the browser reads fd 3
        out_r, out_w = os.pipe()  # the browser writes fd 4; we read

        def child_fds() -> None:  # the pipe's ends as fds 3 and 4, whatever numbers they had
            a, b = os.dup(cmd_r), os.dup(out_w)
            os.dup2(a, 3)
            os.dup2(b, 4)

        args = [exe, "--headless=new", "--remote-debugging-pipe", "--no-first-run", "--no-default-browser-check",
                "--disable-gpu", "--disable-extensions", "--disable-background-networking", "--disable-sync",
                "--metrics-recording-only", "--mute-audio", "--hide-scrollbars", f"--lang={lang}",
                f"--user-data-dir={self._profile.name}", "about:blank"]
        if hasattr(os, "geteuid") and os.geteuid() == 0:
            args.insert(1, "--no-sandbox")  # Chromium refuses to run as root with its sandbox
        self.proc = subprocess.Popen(args, preexec_fn=child_fds, pass_fds=(3, 4),  # noqa: PLW1509
                                     stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(cmd_r)
        os.close(out_w)
        self._w = os.fdopen(cmd_w, "wb", buffering=0)
        self._r = os.fdopen(out_r, "rb", buffering=0)
        self._buf = b""
        self._id = 0
        self.session = ""
        target = self.call("Target.createTarget", url="about:blank")["targetId"]
        self.session = self.call("Target.attachToTarget", targetId=target, flatten=True)["sessionId"]
        self.send("Page.enable")
        self.send("Runtime.enable")
        self.send("Emulation.setDeviceMetricsOverride", width=width, height=height, deviceScaleFactor=scale, mobile=mobile)
        if mobile:
            self.send("Emulation.setTouchEmulationEnabled", enabled=True, maxTouchPoints=5)

    # --- the protocol -------------------------------------------------------------------------
    def _read_message(self, deadline: float) -> dict[str, Any]:
        import select

        while b"\0" not in self._buf:
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError("Chromium did not answer in time")
            ready, _, _ = select.select([self._r], [], [], left)
            if ready:
                chunk = self._r.read(1 << 16)
                if not chunk:
                    raise RuntimeError("Chromium went away")
                self._buf += chunk
        raw, _, self._buf = self._buf.partition(b"\0")
        msg: dict[str, Any] = json.loads(raw)
        return msg

    def call(self, method: str, **params: Any) -> dict[str, Any]:
        """A command at the browser level (no session)."""
        return self._call(method, params, session=None)

    def send(self, method: str, **params: Any) -> dict[str, Any]:
        """A command to the page."""
        return self._call(method, params, session=self.session)

    def _call(self, method: str, params: dict[str, Any], session: str | None) -> dict[str, Any]:
        self._id += 1
        ident = self._id
        msg: dict[str, Any] = {"id": ident, "method": method, "params": params}
        if session:
            msg["sessionId"] = session
        self._w.write(json.dumps(msg).encode() + b"\0")
        deadline = time.monotonic() + self.timeout
        while True:
            reply = self._read_message(deadline)
            if reply.get("id") == ident:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                result: dict[str, Any] = reply.get("result", {})
                return result

    # --- what tests and tools use ------------------------------------------------------------------
    def goto(self, url: str) -> None:
        self.send("Page.navigate", url=url)

    def eval(self, expression: str) -> Any:
        res = self.send("Runtime.evaluate", expression=expression, returnByValue=True, awaitPromise=True)
        if "exceptionDetails" in res:
            raise RuntimeError(f"{expression}: {res['exceptionDetails']}")
        return res.get("result", {}).get("value")

    def wait_for(self, expression: str, timeout: float = 30.0, interval: float = 0.1) -> Any:
        """The value of ``expression`` once it is truthy; ``TimeoutError`` after ``timeout`` seconds."""
        deadline = time.monotonic() + timeout
        last: Any = None
        while time.monotonic() < deadline:
            try:
                last = self.eval(expression)
            except RuntimeError:
                last = None
            if last:
                return last
            time.sleep(interval)
        raise TimeoutError(f"{expression!r} still {last!r} after {timeout} s")

    def screenshot(self, path: str, full_page: bool = False) -> None:
        params: dict[str, Any] = {"format": "png"}
        if full_page:
            params["captureBeyondViewport"] = True
            metrics = self.send("Page.getLayoutMetrics")
            size = metrics.get("cssContentSize") or metrics.get("contentSize")
            params["clip"] = {"x": 0, "y": 0, "width": size["width"], "height": size["height"], "scale": 1}
        data = self.send("Page.captureScreenshot", **params)["data"]
        with open(path, "wb") as fh:
            fh.write(base64.b64decode(data))

    def close(self) -> None:
        try:
            self.call("Browser.close")
        except Exception:  # noqa: BLE001 - it is going anyway
            pass
        try:
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait(timeout=10)
        for f in (self._w, self._r):
            try:
                f.close()
            except OSError:
                pass
        self._profile.cleanup()

    def __enter__(self) -> Chromium:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
