"""The window's language: Qt translators, the referee's choice kept between runs, CJK fonts.

The window's own words are translated with Qt's translation system: ``translate(context, text)``
in the code, ``.ts`` sources and compiled ``.qm`` catalogues in ``referee_app/gui/i18n/``
(``tools/update_translations.py`` regenerates both). Everything the core says - order errors,
results, phase names, province and power names - comes from the core's catalogues
(``referee_app.games.diplomacy.rules.i18n``) in the same language.

``install(lang)`` switches the whole application at once; open windows retranslate themselves
(``MainWindow.set_language``). The choice ("system" or a language, and "codes only" for the board)
is kept in ``settings.json`` in the program's settings folder.

Fonts: the project bundles subsets of Noto Sans CJK (SIL Open Font License 1.1) holding every
CJK character the program writes (``assets/fonts``, made by ``tools/make_cjk_fonts.py``). They are
registered at start-up and put last in the font lists, after the system's own CJK fonts: a
machine with a full CJK font uses it (and can show any name a player types); a fresh machine
still shows the program's own words without boxes.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QLocale, QTranslator
from PySide6.QtGui import QFont, QFontDatabase, QGuiApplication

from referee_app.core.messages import DEFAULT_LANGUAGE, LANGUAGE_NAMES, LANGUAGES, detect_language, normalize_language

CATALOGUE_DIR = Path(__file__).resolve().parent / "i18n"


def _font_dir() -> Path:
    """assets/fonts: inside the installed package (referee_app.assets), or in the source tree."""
    try:
        from referee_app.core.packagefiles import package_files  # importlib.resources.files (importing it for a zip only)

        d = Path(str(package_files("referee_app.assets") / "fonts"))
        if d.is_dir():
            return d
    except (ImportError, TypeError, ValueError):
        pass
    return Path(__file__).resolve().parent.parent.parent / "assets" / "fonts"


FONT_DIR = _font_dir()

# the bundled subsets (family names differ from the full fonts', so they never hide them)
BUNDLED_FAMILIES = {"zh_Hant": "Referee Sans CJK TC", "zh_Hans": "Referee Sans CJK SC", "ja": "Referee Sans CJK JP"}
# the system's CJK fonts, best first, then the bundled one
UI_FAMILIES = {
    "zh_Hant": ("Noto Sans CJK TC", "Noto Sans TC", "Source Han Sans TC", "Microsoft JhengHei", "PingFang TC",
                "Noto Sans CJK HK", "Noto Sans CJK SC", "Noto Sans CJK JP"),
    "zh_Hans": ("Noto Sans CJK SC", "Noto Sans SC", "Source Han Sans SC", "Microsoft YaHei", "PingFang SC",
                "Noto Sans CJK TC", "Noto Sans CJK JP"),
    "ja": ("Noto Sans CJK JP", "Noto Sans JP", "Source Han Sans JP", "Yu Gothic UI", "Yu Gothic", "Hiragino Sans",
           "Meiryo", "Noto Sans CJK SC", "Noto Sans CJK TC"),
}
# Qt's own words (OK, Cancel, Yes, No in standard dialogs)
QT_CATALOGUES = {"zh_Hant": "qtbase_zh_TW", "zh_Hans": "qtbase_zh_CN", "ja": "qtbase_ja"}
QT_LOCALES = {"en": "en_GB", "zh_Hant": "zh_TW", "zh_Hans": "zh_CN", "ja": "ja_JP"}

def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - the name pyside6-lupdate looks for
    """Mark ``text`` for translation in ``context`` without translating it now (Qt's macro, typed)."""
    return text


_state: dict[str, Any] = {"lang": DEFAULT_LANGUAGE, "translators": [], "fonts": None, "base_font": None}


def current() -> str:
    """The language the window speaks now."""
    return str(_state["lang"])


def catalogue_path(lang: str) -> Path:
    return CATALOGUE_DIR / f"referee_{lang}.qm"


def register_fonts() -> list[str]:
    """Register the bundled CJK fonts with Qt (once); the families registered."""
    if _state["fonts"] is not None:
        return list(_state["fonts"])
    families: list[str] = []
    if QGuiApplication.instance() is not None:
        for path in _font_files(FONT_DIR):
            fid = QFontDatabase.addApplicationFont(str(path))
            if fid >= 0:
                families.extend(QFontDatabase.applicationFontFamilies(fid))
        _state["fonts"] = families
    return families


def _font_files(folder: Path) -> list[Path]:
    """The font files of ``folder``: its ``*.otf`` sorted, then its ``*.ttf`` sorted, as ``Path.glob`` lists them
    (one listing of the folder instead of two globs, whose patterns ``fnmatch`` compiles: 0.3 ms of a start)."""
    if os.name == "nt":  # (glob matches and sorts without case there)
        return sorted(folder.glob("*.otf")) + sorted(folder.glob("*.ttf"))
    try:
        names = os.listdir(folder)
    except OSError:  # no folder (glob lists nothing)
        return []
    return [folder / n for suffix in (".otf", ".ttf") for n in sorted(n for n in names if n.endswith(suffix))]


def font_families(lang: str) -> list[str]:
    """Font families to draw ``lang`` with, best first (system fonts, then the bundled subset)."""
    out = list(UI_FAMILIES.get(lang, ()))
    for other in ("zh_Hant", "zh_Hans", "ja"):
        if other != lang:
            out.extend(f for f in UI_FAMILIES[other] if f not in out)
    bundled = [BUNDLED_FAMILIES[lang]] if lang in BUNDLED_FAMILIES else []
    bundled += [f for k, f in BUNDLED_FAMILIES.items() if k != lang]
    return out + bundled


def install(lang: str) -> str:
    """Speak ``lang`` from now on: Qt's translators and the application font. Returns the language
    installed (English for an unknown one)."""
    lang = lang if lang in LANGUAGES else DEFAULT_LANGUAGE
    app = QCoreApplication.instance()
    for t in _state["translators"]:
        QCoreApplication.removeTranslator(t)
    _state["translators"] = []
    if app is not None and lang != "en":
        from PySide6.QtCore import QLibraryInfo  # (here: an English window never asks, and its enum is made when first imported)

        qt = QTranslator(app)
        if qt.load(QT_CATALOGUES[lang], QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
            QCoreApplication.installTranslator(qt)
            _state["translators"].append(qt)
            accel = _AcceleratorFallback(qt, app)
            QCoreApplication.installTranslator(accel)
            _state["translators"].append(accel)
        mine = QTranslator(app)
        if mine.load(str(catalogue_path(lang))):
            QCoreApplication.installTranslator(mine)
            _state["translators"].append(mine)
    QLocale.setDefault(QLocale(QT_LOCALES.get(lang, "en_GB")))
    _state["lang"] = lang
    if isinstance(app, QGuiApplication):
        register_fonts()
        base = _state["base_font"]
        if base is None:
            base = QFont(app.font())
            _state["base_font"] = base
        f = QFont(base)
        families = [base.family()] + font_families(lang) if lang != "en" else [base.family(), *font_families("ja")]
        f.setFamilies(families)
        app.setFont(f)
    return lang


def file_dialog_options() -> Any:
    """Qt's own file dialogs, in the window's language (Qt's base catalogue, installed by ``install``),
    where a desktop's native dialog would speak the desktop's language instead."""
    from PySide6.QtWidgets import QFileDialog

    return QFileDialog.Option.DontUseNativeDialog


WORD_JOINER = "\u2060"  # drawing.linebreak's (imported when a label is first wrapped: its patterns take a while)
_NAMES: dict[str, tuple[str, ...]] = {}  # language -> names never broken (the board's provinces, the powers)
_NAMES_LATER: dict[str, Callable[[], Iterable[str]]] = {}  # language -> its names, read when first needed


def keep_names(lang: str, names: Iterable[str] | Callable[[], Iterable[str]]) -> None:
    """The names a wrapped line of ``lang`` never breaks (a game's part gives its board's). Given as a function,
    they are read the first time a text of ``lang`` is wrapped (an English window wraps none: a game opened
    read the names of four languages for nothing), as they would have been read now: the function must give
    the same names whenever it is called."""
    if callable(names):
        _NAMES_LATER[lang] = names
        _NAMES.pop(lang, None)
    else:
        _NAMES_LATER.pop(lang, None)
        _NAMES[lang] = _sorted_names(names)


def _sorted_names(names: Iterable[str]) -> tuple[str, ...]:
    return tuple(sorted({n for n in names if n}, key=len, reverse=True))


def kept_names(lang: str) -> tuple[str, ...]:
    """The names a wrapped line of ``lang`` never breaks, longest first (read now if given as a function)."""
    later = _NAMES_LATER.pop(lang, None)
    if later is not None:
        _NAMES[lang] = _sorted_names(later())
    return _NAMES.get(lang, ())


_LINEBREAK: list[Any] = [None]  # ``referee_app.drawing.linebreak``, once ``keep_words`` has imported it


def keep_words(text: str, lang: str | None = None) -> str:
    """A label's text (plain or rich) that wraps only between phrases in Japanese and Chinese, never inside a
    word or a name (ブルゴー / ニュ, 後 / 退した, 開 / 始): ``drawing.linebreak`` (BudouX's phrases, the names
    given by ``keep_names``, runs of katakana). Other languages unchanged."""
    linebreak = _LINEBREAK[0]
    if linebreak is None:  # (imported at the first text: an import in a function, each call, went through PySide's hook)
        from referee_app.drawing import linebreak

        _LINEBREAK[0] = linebreak
    lang = linebreak.language_of(text, lang or current())
    if lang not in linebreak.CJK_LANGUAGES:  # (what ``for_layout`` gives it, without its names)
        return text
    return linebreak.for_layout(text, lang, kept_names(lang))


_ACCEL_CONTEXTS = frozenset({"QFileDialog", "QFileSystemModel", "QMessageBox", "QDialogButtonBox", "QPlatformTheme",
                             "QColorDialog", "QFontDialog", "QInputDialog", "QPrintDialog", "QErrorMessage"})


class _AcceleratorFallback(QTranslator):
    """Qt 6 wrote some of its own dialogs' labels with an accelerator ("&Look in:", "Files of &type:")
    that its shipped catalogues still have without one ("Look in:"): those labels are looked up again
    without the "&", and the key is kept as the languages write it, "(&T)"."""

    def __init__(self, base: QTranslator, parent: Any) -> None:
        super().__init__(parent)
        self.base = base

    def translate(self, context: str, source: str, disambiguation: str | None = None,  # type: ignore[override]
                  n: int = -1) -> str | None:
        # None (a null string) lets Qt ask the other translators; "" would be taken as the translation
        if "&" not in source or "&&" in source or context not in _ACCEL_CONTEXTS:
            return None
        plain = source.replace("&", "")
        found = self.base.translate(context, plain, disambiguation, n)
        if not found or found == plain:
            return None
        key = source[source.index("&") + 1].upper()
        tail = found[-1] if found[-1] in ":：" else ""
        return f"{found[: len(found) - len(tail)]}(&{key}){tail}"

    def isEmpty(self) -> bool:  # noqa: N802 (Qt's name)
        return False


def language_name(lang: str) -> str:
    """A language's name in that language (for the Language menu)."""
    return LANGUAGE_NAMES.get(lang, lang)


# --- the referee's choice, kept between runs -------------------------------------------------

def _settings_file() -> Path:
    from referee_app.core.record import config_dir

    return config_dir() / "settings.json"


def load_settings() -> dict[str, Any]:
    try:
        doc = json.loads(_settings_file().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return doc if isinstance(doc, dict) else {}


def save_settings(**values: Any) -> None:
    """Remember some settings (never raises: a preference must not stop the game)."""
    doc = load_settings()
    doc.update(values)
    f = _settings_file()
    try:
        f.parent.mkdir(parents=True, exist_ok=True)
        tmp = f.with_name(f.name + ".tmp")
        tmp.write_text(json.dumps(doc, ensure_ascii=False, indent=1), encoding="utf-8")
        os.replace(tmp, f)
    except OSError:
        pass


def preferred_language() -> str:
    """The language to start in: the referee's choice, else the system's."""
    choice = load_settings().get("language", "system")
    if isinstance(choice, str) and choice != "system":
        lang = normalize_language(choice)
        if lang:
            return lang
    return detect_language()


def codes_only() -> bool:
    return bool(load_settings().get("codes_only", False))


__all__ = ["WORD_JOINER", "keep_names", "kept_names", "keep_words", "file_dialog_options", "BUNDLED_FAMILIES", "CATALOGUE_DIR", "FONT_DIR", "LANGUAGES", "catalogue_path", "codes_only", "current",
           "font_families", "install", "language_name", "load_settings", "preferred_language", "register_fonts",
           "save_settings"]
