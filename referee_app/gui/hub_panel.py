"""Tournament > Serve the boards: the tournament hub on the local network (``tournament/hub.py``), its
address and QR code for the boards' desks, the public standings page, and how many boards report.

Off until the director turns it on; it binds to the one address the director chooses (as the players'
page does). While it serves, the Tournament window and its projector follow every board's report:
the hub calls back from its own thread, this panel notes it, and a timer in the window's thread
refreshes them ("if every game ended now" on the projector).
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, QTimer, Signal
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from referee_app.share.qr import qr_png
from referee_app.tournament.hub import HubServer
from referee_app.tournament.tournament import Tournament

from . import language
from .common import address_block
from .share_panel import network_addresses

translate = QCoreApplication.translate
DEFAULT_PORT = 8766


class HubPanel(QWidget):
    """The hub's window: the address (written out and as a QR code), the public page, the boards reporting."""

    stopped = Signal()

    def __init__(self, tournament: Tournament, on_report: Callable[[], None], parent: QWidget | None = None, *,
                 addresses: list[str] | None = None, port: int = DEFAULT_PORT) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("HubPanel")
        self.tournament = tournament
        self.on_report = on_report
        self.port = port
        self.hub: HubServer | None = None
        self.error = ""
        self._changed = threading.Event()
        lay = QVBoxLayout(self)
        self.intro, self.host_label, self.hosts, self.qr, self.url = address_block(lay, 260, 16)
        self.status = QLabel()
        self.status.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.status.setWordWrap(True)
        lay.addWidget(self.status)
        self.stop_button = QPushButton()
        self.stop_button.clicked.connect(self.close)
        lay.addWidget(self.stop_button, 0, Qt.AlignmentFlag.AlignRight)
        saved = language.load_settings().get("share_host")
        found = addresses if addresses is not None else network_addresses()
        for host in found:
            self.hosts.addItem(host, host)
        self.hosts.setCurrentIndex(found.index(saved) if isinstance(saved, str) and saved in found else 0)
        self.hosts.currentIndexChanged.connect(lambda _i: self.start())
        self.timer = QTimer(self)
        self.timer.setInterval(1000)
        self.timer.timeout.connect(self.poll)
        self.retranslate()
        self.resize(420, 560)

    @property
    def serving(self) -> bool:
        return self.hub is not None

    def start(self) -> bool:
        """Serve on the chosen address (a new address code each time); False if it could not."""
        self._stop()
        self.error = ""
        for port in (self.port, 0):  # the usual port, else any free one
            hub = HubServer(self.tournament.path, host=str(self.hosts.currentData()), port=port)
            hub.on_change = self._changed.set
            try:
                hub.start()
            except OSError as exc:
                self.error = exc.strerror or str(exc)
                continue
            self.hub = hub
            break
        self.timer.start()
        self.refresh()
        return self.serving

    def _stop(self) -> None:
        if self.hub is not None:
            self.hub.stop()
            self.hub = None

    def poll(self) -> None:
        """In the window's thread: a board reported since the last look: the window follows."""
        if self._changed.is_set():
            self._changed.clear()
            self.tournament.reload()
            self.on_report()
        self.refresh()

    def refresh(self) -> None:
        if self.hub is None:
            self.url.setText("")
            self.qr.clear()
            self.status.setText(translate("HubPanel", "The hub could not start: {error}").format(error=self.error))
            return
        url = self.hub.url
        self.url.setText(url)
        if self.qr.property("url") != url:
            pix = QPixmap()
            pix.loadFromData(qr_png(url, scale=6))
            self.qr.setPixmap(pix)
            self.qr.setProperty("url", url)
        t = self.tournament
        live = t.live_centres(t.last_round())
        done = sum(1 for b in t.boards(t.last_round()) if b.result is not None)
        self.status.setText(translate("HubPanel", "Round {round}: {live} boards reporting, {done} with a result.\n"
                                      "Public standings: {url}standings").format(
            round=t.last_round(), live=len(live), done=done, url=url))

    def retranslate(self) -> None:
        self.setWindowTitle(translate("HubPanel", "Tournament hub"))
        self.intro.setText(translate("HubPanel", "Each board's desk joins with this address (File > Join a "
                                     "tournament, or referee-cli tournament join ADDRESS --board N) and reports its "
                                     "centres and its result as it plays."))
        self.host_label.setText(translate("HubPanel", "Serve on:"))
        self.stop_button.setText(translate("HubPanel", "Stop serving"))
        self.refresh()

    def closeEvent(self, event: Any) -> None:
        self.timer.stop()
        self._stop()
        self.stopped.emit()
        super().closeEvent(event)


__all__ = ["HubPanel"]
