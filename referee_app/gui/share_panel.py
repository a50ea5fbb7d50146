"""View > Share with players: the players' page on the local network, its address, QR code and watchers.

The window's thin hook on ``referee_app.share`` (Qt-free). While the panel is open the game is shared;
closing it (or the menu item again) stops sharing. Each time sharing starts the page gets a new
unguessable address. The referee chooses which of the machine's addresses to share on (remembered);
the server binds to that one address only.

The panel hands the share the game's events after each change the players may see (a typed sheet is
not one); the share rebuilds its own copy of the game on a thread of its own and never touches the
window's game.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QGuiApplication, QPixmap
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QNetworkInterface
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from referee_app.games.diplomacy import Change, Game
from referee_app.share.feed import Feed
from referee_app.share.qr import qr_png
from referee_app.share.server import DEFAULT_PORT, ShareServer

from . import language
from .common import address_block, note_label

translate = QCoreApplication.translate

LOOPBACK = "127.0.0.1"
TYPED_SHEETS = ("orders", "orders-late")  # events that change nothing the players may see


def network_addresses() -> list[str]:
    """This machine's IPv4 addresses on its networks (up, running, not loopback), then 127.0.0.1."""
    out: list[str] = []
    for ifc in QNetworkInterface.allInterfaces():
        flags = ifc.flags()
        if not (flags & QNetworkInterface.InterfaceFlag.IsUp and flags & QNetworkInterface.InterfaceFlag.IsRunning):
            continue
        if flags & QNetworkInterface.InterfaceFlag.IsLoopBack:
            continue
        for entry in ifc.addressEntries():
            ip = entry.ip()
            if ip.protocol() is QAbstractSocket.NetworkLayerProtocol.IPv4Protocol and not ip.isLoopback() \
                    and not ip.isEqual(QHostAddress(QHostAddress.SpecialAddress.AnyIPv4)):
                text = ip.toString()
                if text not in out:
                    out.append(text)
    return out + [LOOPBACK]


def _wall(game: Any) -> Callable[[], float]:
    """The game's own wall clock (every game's ``now``; a test's fake time), for the share to replay the
    game with."""
    wall: Callable[[], float] = game.now
    return wall


class SharePanel(QWidget):
    """The share's window: which address, the address written out and as a QR code, who is watching."""

    stopped = Signal()  # sharing stopped (the panel was closed): the menu's check mark follows

    def __init__(self, game: Game, parent: QWidget | None = None, *, lang: str = "en", port: int = DEFAULT_PORT,
                 addresses: list[str] | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("SharePanel")
        self.game = game
        self.lang = lang
        self.port = port
        self.feed = Feed(wall=_wall(game))
        self.server: ShareServer | None = None
        self.error = ""

        lay = QVBoxLayout(self)
        lay.setSpacing(8)
        self.intro, self.host_label, self.hosts, self.qr, self.url = address_block(lay, 280, 17)
        self.watching = QLabel()
        self.watching.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.watching.setStyleSheet("font-size: 16px;")
        lay.addWidget(self.watching)
        self.note = note_label(colour="#5b6773")
        lay.addWidget(self.note)
        buttons = QHBoxLayout()
        self.copy_button = QPushButton()
        self.copy_button.clicked.connect(self.copy_address)
        self.stop_button = QPushButton()
        self.stop_button.clicked.connect(self.close)
        buttons.addWidget(self.copy_button)
        buttons.addStretch(1)
        buttons.addWidget(self.stop_button)
        lay.addLayout(buttons)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)

        saved = language.load_settings().get("share_host")
        found = addresses if addresses is not None else network_addresses()
        for host in found:
            self.hosts.addItem(host, host)
        pick = saved if isinstance(saved, str) and saved in found else found[0]
        self.hosts.setCurrentIndex(found.index(pick))
        self.hosts.currentIndexChanged.connect(self._host_chosen)

        self.timer = QTimer(self)
        self.timer.setInterval(1000)
        self.timer.timeout.connect(self.refresh)
        game.subscribe(self.on_change)
        self.retranslate()
        self.resize(420, 600)

    # --- sharing --------------------------------------------------------------------------------
    @property
    def sharing(self) -> bool:
        return self.server is not None and self.server.running

    @property
    def host(self) -> str:
        return str(self.hosts.currentData())

    def start(self) -> bool:
        """Share the game on the chosen address (a new address code each time). False if it could not."""
        self._stop_server()
        self.feed.push(self.game.game_name, self.game.events)
        self.error = ""
        for port in (self.port, 0):  # the usual port, else any free one
            server = ShareServer(self.feed, self.host, port, default_lang=self.lang, game_name=self.game.game_name)
            try:
                server.start()
            except OSError as exc:
                self.error = exc.strerror or str(exc)
                continue
            self.server = server
            self.error = ""
            break
        self.timer.start()
        self.refresh()
        return self.sharing

    def _stop_server(self) -> None:
        if self.server is not None:
            self.server.stop()
            self.server = None

    def _host_chosen(self, _index: int) -> None:
        language.save_settings(share_host=self.host)
        if self.isVisible() or self.sharing:
            self.start()

    def set_game(self, game: Game) -> None:
        """The window shows another game: share that one (at the same address)."""
        self.game.unsubscribe(self.on_change)
        self.game = game
        self.feed.wall = _wall(game)
        game.subscribe(self.on_change)
        self.feed.push(game.game_name, game.events)

    def on_change(self, change: Change) -> None:
        ev = change.event
        if ev is None:
            return
        if ev.kind in TYPED_SHEETS and not (change.phase or change.position or change.results or change.ended):
            return  # a typed sheet: the players see nothing of it
        self.feed.push(self.game.game_name, self.game.events)

    def copy_address(self) -> None:
        if self.server is not None:
            QGuiApplication.clipboard().setText(self.server.url)
            self.watching.setText(translate("SharePanel", "The address is copied."))

    # --- showing ---------------------------------------------------------------------------------
    def set_language(self, lang: str) -> None:
        self.lang = lang
        if self.server is not None:
            self.server.default_lang = lang
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(translate("SharePanel", "Share with players"))
        self.intro.setText(translate("SharePanel", "On a phone or laptop on the same network, scan the code or open "
                                                   "the address:"))
        self.host_label.setText(translate("SharePanel", "Share on:"))
        for i in range(self.hosts.count()):
            host = str(self.hosts.itemData(i))
            self.hosts.setItemText(i, host if host != LOOPBACK else
                                   translate("SharePanel", "{address} (this computer only)").format(address=host))
        self.note.setText(translate("SharePanel", "Read-only: the players see what the projector shows, and an order "
                                                  "only after you adjudicate it. Closing this window stops sharing."))
        self.copy_button.setText(translate("SharePanel", "Copy the address"))
        self.stop_button.setText(translate("SharePanel", "Stop sharing"))
        self.refresh()

    def refresh(self) -> None:
        server = self.server
        if server is None or not server.running:
            self.qr.clear()
            self.url.setText("")
            self.copy_button.setEnabled(False)
            self.watching.setText(translate("SharePanel", "Cannot share on {address}: {error}").format(
                address=self.host, error=self.error) if self.error else translate("SharePanel", "Not sharing."))
            return
        self.copy_button.setEnabled(True)
        url = server.url
        if self.url.text() != url:
            self.url.setText(url)
            pix = QPixmap()
            pix.loadFromData(qr_png(url, scale=8, border=4), "PNG")
            side = max(200, min(self.qr.width(), self.qr.height()) - 8)
            self.qr.setPixmap(pix.scaled(side, side, Qt.AspectRatioMode.KeepAspectRatio,
                                         Qt.TransformationMode.FastTransformation))
        n, devices = server.watchers, server.devices
        if n == 0:
            self.watching.setText(translate("SharePanel", "Nobody is watching yet."))
        else:
            self.watching.setText(translate("SharePanel", "Watching: {n} (on {devices} devices)").format(
                n=n, devices=devices))

    def resizeEvent(self, event: Any) -> None:  # noqa: N802 (Qt's naming)
        super().resizeEvent(event)
        self.url.setText("")  # draw the code again at the new size
        self.refresh()

    # --- stopping ------------------------------------------------------------------------------------
    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt's naming)
        self.shutdown()
        super().closeEvent(event)

    def shutdown(self) -> None:
        """Stop sharing for good: the server, the feed, the subscription."""
        was = self.server is not None or not self.feed.closed
        self.timer.stop()
        self._stop_server()
        self.game.unsubscribe(self.on_change)
        self.feed.close()
        if was:
            self.stopped.emit()


__all__ = ["SharePanel", "network_addresses"]
