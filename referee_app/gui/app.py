"""``referee``: the referee's window.

    referee                      start page (Ctrl+N new game, Ctrl+O open)
    referee GAME.dipgame         open a game file and go on where it stopped
    referee --new                the New-game dialog at once
    referee --projector GAME     also open the projector window
    referee --lang ja            speak Japanese (en, zh_Hant, zh_Hans, ja; default: the last choice in the
                                 Language menu, else the system's language)
"""

from __future__ import annotations

import gc
import sys
from importlib.machinery import SourceFileLoader  # (here, before PySide: the quick check below uses it)

# (``typing`` is not imported here: this module is the program's first, and what it imports is imported before
# ``main`` holds the collector; ``typing``, ``re`` and ``enum`` are then imported with the collector held)
TYPE_CHECKING = False
if TYPE_CHECKING:
    import argparse
    from collections.abc import Sequence
    from typing import Any


LANG_CHOICES = ("en", "zh_Hant", "zh_Hans", "ja")


def build_parser() -> argparse.ArgumentParser:
    import argparse

    p = argparse.ArgumentParser(prog="referee", description="The referee's desk: run a game at the table (Diplomacy, "
                                "列欧帝国棋, Paths of Glory): order entry, adjudication, the clock and a projector view.")
    p.add_argument("game", nargs="?", help="a game file to open")
    p.add_argument("--new", action="store_true", help="start with the New-game dialog")
    p.add_argument("--projector", action="store_true", help="open the projector window too")
    p.add_argument("--lang", default=None, choices=list(LANG_CHOICES),
                   help="the window's language and the names on the boards (default: the Language menu's last "
                        "choice, else the system's language)")
    p.add_argument("--codes", action="store_true", help="the boards show province codes instead of names")
    return p


def parse_args(argv: Sequence[str]) -> Any:
    """The command line read by ``build_parser``; none (a start from the desktop's menu or icon): the parser's
    defaults as they are, without building it (argparse looks up its translations and compiles its patterns as
    it builds; tests/test_gui_files.py checks the defaults are the parser's)."""
    if not argv:
        from types import SimpleNamespace

        return SimpleNamespace(game=None, new=False, projector=False, lang=None, codes=False)
    return build_parser().parse_args(list(argv))


def _import_before_qt(game: bool) -> None:
    """Import the Qt-free modules the window needs before Qt: once PySide is imported, its import hook reads
    the source of every module imported after it (to see whether it uses PySide), which costs about as much
    as importing it. With a game file to open: Diplomacy's rules and drawing (the game a file most often
    holds; another game's are imported as it opens)."""
    import referee_app.core.clock  # noqa: F401
    import referee_app.core.messages  # noqa: F401
    import referee_app.core.record  # noqa: F401
    import referee_app.gui.platform_check  # noqa: F401  (asked before Qt starts; it imports no Qt)

    if game:
        import referee_app.drawing.diplomacy.scene  # noqa: F401
        import referee_app.drawing.linebreak  # noqa: F401  (the sheets' labels)
        import referee_app.drawing.svg_export  # noqa: F401  (the board)
        import referee_app.games.diplomacy  # noqa: F401
        import referee_app.games.diplomacy.contract.jsonapi  # noqa: F401  (positions read from the record)
        import referee_app.games.diplomacy.kind  # noqa: F401  (the game's kind: its table and record)


def quick_pyside_check() -> bool:
    """PySide's ``__feature__`` support keeps, for each module, whether it uses PySide: for each module it has not
    seen, named in an import statement once PySide is imported, it reads the module's whole source with
    ``inspect.getsource`` (through ``linecache``, which keeps every line) and looks for the text "PySide6" in it:
    about 0.1 ms a module, 70 modules at a start with a game file (the kernel's, the rules', Python's own). Its
    check is given the same answer from the bytes of the module's source file (the text is ASCII: it is in the
    bytes exactly when it is in the decoded source), and that answer is kept on disk for the next start beside
    the file's modification time and size (``kept_answers``: a file changed since is read again; reading a source
    file costs ten times its ``stat``); a module that is not a source file on disk is asked of PySide's own
    check. Nothing is changed where PySide has no such check (another version): False then."""
    feature = sys.modules.get("shibokensupport.feature")
    original = getattr(feature, "_mod_uses_pyside", None)
    if original is None or getattr(original, "quick", False):
        return original is not None
    kept = kept_answers()  # (its table read at the first module asked)

    def uses_pyside(module: Any) -> bool:
        path = getattr(module, "__file__", None)
        if isinstance(path, str) and path.endswith(".py") and isinstance(getattr(module, "__loader__", None),
                                                                         SourceFileLoader):
            try:
                said: bool = kept.of_file(path, _names_pyside)
                return said
            except OSError:
                pass
        return bool(original(module))

    uses_pyside.quick = True  # type: ignore[attr-defined]
    uses_pyside.original = original  # type: ignore[attr-defined]
    uses_pyside.kept = kept  # type: ignore[attr-defined]
    feature._mod_uses_pyside = uses_pyside  # type: ignore[union-attr]
    return True


class _QuickCheckAsSoonAsItCan:
    """An import finder that finds nothing: asked for each module imported during PySide's first import, it puts
    the quick check in place once PySide's ``__feature__`` support is loaded (PySide looks at the source of each
    module named in an import statement from then on, reading it with ``linecache``: 13 modules during its own
    import, 1.0-1.6 ms; 8 of them, 0.5 ms, come before any module is imported anew, and stay PySide's)."""

    def find_spec(self, name: str, path: Any = None, target: Any = None) -> None:
        if "shibokensupport.feature" in sys.modules:
            quick_pyside_check()


def kept_answers() -> Any:
    """The quick check's answers kept on disk (a ``core.diskcache.KeptByStat``, the disk cache's entry
    "pyside-uses"): per source file, its modification time (ns) and size when it was read, and whether "PySide6"
    is in it; made at the first PySide import, when ``core.diskcache`` is imported already (this module imports
    no ``typing`` at its own import), and written back at the end of the start (``main``) when it answered a file
    anew."""
    from referee_app.core.diskcache import KeptByStat

    return KeptByStat("pyside-uses", _is_bool)


def _is_bool(v: object) -> bool:
    return type(v) is bool


def _names_pyside(source: bytes) -> bool:
    return b"PySide6" in source


def file_opener(win: Any) -> Any:
    """An event filter that opens the game file of a ``QFileOpenEvent`` (macOS: a .dipgame, .lieou or .pog
    double-clicked in the Finder, or dropped on the Dock's icon, after the Info.plist's document types) in ``win``."""
    from PySide6.QtCore import QEvent, QObject

    class _Opener(QObject):
        def eventFilter(self, obj: Any, event: Any) -> bool:  # noqa: N802 - Qt's name
            if event.type() == QEvent.Type.FileOpen:
                path = event.file()
                if path:
                    win.open_game(path)
                    return True
            return False

    return _Opener(win)


def make_application(argv: list[str]) -> Any:
    """The program's ``QApplication``, which hands a ``QFileOpenEvent`` sent to it (macOS) to the filter in its
    ``opener`` (``file_opener``) before its own handling. Watching the application's own events this way,
    rather than through an application-wide event filter, keeps every other object's events out of Python: such
    a filter is called for every event of every object, and each call made PySide look up the Python class of
    objects it has none for (Qt's window handles), loading every class of QtCore, QtGui and QtWidgets and
    making their enums on the first events (about 140 enums, 15-30 ms of a start)."""
    from PySide6.QtWidgets import QApplication

    class _Application(QApplication):
        opener: Any = None

        def event(self, event: Any) -> bool:
            if self.opener is not None and self.opener.eventFilter(self, event):
                return True
            return bool(super().event(event))

    return _Application(argv)


ICON_AFTER_PAINT_MS = 300  # the windows' icon is handed over this long after the window's first paint
ICON_AT_THE_LATEST_MS = 3000  # or this long after the window is shown, when it is not painted by then (minimised)


def icon_after_first_paint(app: Any, win: Any) -> Any:
    """The program's icon given to its windows (``about.set_app_icon``) once ``win`` has been painted, when the
    window is idle (``ICON_AFTER_PAINT_MS`` after its first paint; ``ICON_AT_THE_LATEST_MS`` after this call when
    it has not been painted by then): on X11 Qt decodes the icon's seven PNGs (up to 256 px) and hands their
    pixels to the X server as the window is made, about 10 M instructions (1% of a start with a game file) before
    the first paint, which does not show the icon. The object returned (a child of ``win``) watches ``win`` until
    its first paint; the icon is set once."""
    from PySide6.QtCore import QEvent, QObject, QTimer

    from .about import set_app_icon

    class _IconAfterPaint(QObject):
        def __init__(self) -> None:
            super().__init__(win)
            self.timer = QTimer(self)
            self.timer.setSingleShot(True)
            self.timer.timeout.connect(self.give)
            self.watching = True
            win.installEventFilter(self)
            self.timer.start(ICON_AT_THE_LATEST_MS)

        def eventFilter(self, obj: Any, event: Any) -> bool:  # noqa: N802 - Qt's name
            if self.watching and event.type() == QEvent.Type.Paint:
                self.stop_watching()
                self.timer.start(ICON_AFTER_PAINT_MS)  # (within the paint: it only starts the timer again)
            return False

        def stop_watching(self) -> None:
            if self.watching:
                self.watching = False
                win.removeEventFilter(self)

        def give(self) -> None:
            self.stop_watching()
            set_app_icon(app)

    return _IconAfterPaint()


def main(argv: Sequence[str] | None = None) -> int:
    # starting allocates and keeps: no collector's pass walks it (start_done before the loop), from the first
    # import on (Python's own modules imported now and by PySide made 15-20 passes before, 2.5-4 ms)
    gc.disable()
    from referee_app.core import codecache, diskcache

    codecache.keep_compiled()  # the data classes' methods: compiled once, kept on disk (core/codecache.py)
    try:
        args = parse_args(sys.argv[1:] if argv is None else argv)  # (argparse's patterns kept too: compiled once)
        started = _start(args)
    finally:
        codecache.done()
        diskcache.write_back_kept()  # PySide's answers and the sources' digests found anew, kept once
    if started is None:
        return 1
    app, win = started
    if args.new and not args.game:
        win.new_game()
    if args.projector and win.game is not None:
        win.toggle_projector()
    collect_between_events(app)  # from now on Python's collector runs between events, never inside a paint
    return int(app.exec())


COLLECT_EVERY_MS = 500


def collect_between_events(app: Any) -> Any:
    """The timer (a child of ``app``) that makes the collections Python's collector would have made by itself,
    between the event loop's events (``collector.collect_due``; why: gui/collector.py)."""
    from PySide6.QtCore import QTimer

    from .collector import collect_due

    timer = QTimer(app)
    timer.setObjectName("collect between events")
    timer.setInterval(COLLECT_EVERY_MS)
    timer.timeout.connect(collect_due)
    timer.start()
    return timer


def _start(args: Any) -> tuple[Any, Any] | None:
    """The application and the window, shown (with the game of the command line); None (said on standard
    error) when Qt cannot open a window here."""
    from .collector import start_done

    _import_before_qt(bool(args.game))
    from referee_app.core.codecache import compile_kept_for_shiboken

    from .quick_enums import install as quick_enums

    quick_enums()  # PySide's Python enums made without enum's per-name work (gui/quick_enums.py): 30% of a start

    finder = _QuickCheckAsSoonAsItCan()  # PySide's look for "PySide6" in each module's source made quick as soon as
    sys.meta_path.insert(0, finder)  # its support is loaded, for the modules PySide's own import names too
    try:
        with compile_kept_for_shiboken():  # the program's first PySide import: shiboken's support code kept compiled
            from PySide6.QtWidgets import QApplication
    finally:
        sys.meta_path.remove(finder)
    quick_pyside_check()  # (where it was not put in place during the import: PySide imported before, another version)

    if QApplication.instance() is None:  # before Qt starts: Qt aborts the process when it cannot open a window
        from .platform_check import platform_problem

        problem = platform_problem()
        if problem:
            print(problem, file=sys.stderr)
            return None

    from . import language
    from .about import set_app_identity
    from .main_window import MainWindow

    app = QApplication.instance() or make_application(sys.argv[:1])
    app.setApplicationName("Referee's desk")
    app.setOrganizationName("referee-app")
    set_app_identity(app, icon=False)  # the desktop entry's name (the windows' icon once the window is painted)
    language.register_fonts()
    lang = args.lang or language.preferred_language()
    win = MainWindow(lang=lang, codes_only=args.codes or language.codes_only(), opening=bool(args.game))
    opener = file_opener(win)  # macOS: a game file double-clicked in the Finder comes as an event, not an argument
    if hasattr(app, "opener"):  # the program's own application: the events sent to it, not every object's
        app.opener = opener
    else:  # an application made before (a test's): the same filter, application-wide
        app.installEventFilter(opener)
    start_done()  # what the start made lives as long as the program (a game opened now is not in it)
    if args.game:  # opened before the window is shown: it comes up with the game, never reading the recent games
        win.take_font_change()  # the panels laid out once, in the fonts they are shown in
        win.open_game(args.game)
        if win.panels is None:  # it could not be opened (the referee was told why), or it is a sandbox: its window
            win.show_start_page()
    if language.load_settings().get("language", "system") == "system" and not args.lang:  # (the menus are made now)
        win.act_system_language.setChecked(True)
    icon_after_first_paint(app, win)  # (watching the window from before it is shown)
    win.show()
    if args.game:  # laid out before the first paint (the board and the window as they will stay)
        win.lay_out_shown()
    return app, win


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
