"""Message catalogues: what the program says to a referee, as data, in four languages.

Every message a game or the kernel gives is a ``Message(key, params)``. The key names a template in
the catalogues; ``render`` fills it in the chosen language. Catalogues are TOML files
``<package>/locale/{lang}.toml``: the kernel has its own (list words, dice, the clock) and each game
registers its own with ``register_catalogue`` when its package is imported. Keys are merged into one
table per language; two catalogues may not define the same key (a game's keys start with its name,
except Diplomacy's, which predate the other games).

A template is a string with ``{name}`` placeholders, or a table ``{ one = "...", other = "..." }``
chosen by the integer parameter ``n`` (English plurals). A language that lacks a key falls back to
English; a key nobody has renders as itself.

Parameters are plain values (numbers; ``str`` is shown verbatim), a nested ``Message``, ``Many``
(several values joined with the language's "or"/"and"/list words), ``Text`` (a text the data gives in
several languages), or any object of a game with a ``render_param(lang, names, codes)`` method (the
game's own wrappers for the things on its board, rendered with ``names``: its ruleset or map). Such a
parameter is kept in a game record as ``{"<tag>": ...}`` through ``to_json`` and read back by the
reader registered for its tag with ``register_param``.

No Qt here: the window uses Qt's translation system for its widgets and this module for everything the
games and the kernel say.
"""

from __future__ import annotations

import locale
import os
import string
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, Final, Protocol, Union

from .frozen import quick_init

LANGUAGES: tuple[str, ...] = ("en", "zh_Hant", "zh_Hans", "ja")
DEFAULT_LANGUAGE: Final = "en"
# each language's own name, for a Language menu
LANGUAGE_NAMES: Mapping[str, str] = {"en": "English", "zh_Hant": "繁體中文", "zh_Hans": "简体中文", "ja": "日本語"}


class ParamValue(Protocol):
    """A game's own parameter type: names a thing on its board and renders it in a language."""

    def render_param(self, lang: str, names: Any, codes: bool) -> str: ...

    def to_json(self) -> Any: ...


@dataclass(frozen=True, slots=True)
class Many:
    """Several parameters joined: ``"or"`` (x or y or z), ``"and"`` (x, y and z) or ``"list"`` (x, y, z)."""

    items: tuple[Param, ...]
    joiner: str = "list"

    def __init__(self, items: Iterable[Param], joiner: str = "list") -> None:
        object.__setattr__(self, "items", tuple(items))
        object.__setattr__(self, "joiner", joiner)

    def __reduce__(self) -> tuple[object, tuple[object, ...]]:
        # pickled as a call of the constructor (a class compiled by mypyc needs it)
        return (Many, (self.items, self.joiner))


@dataclass(frozen=True)
class Text:
    """A text the data gives in several languages (a ruleset's note): ``{lang: text}``, English if
    the language has none."""

    by_lang: Mapping[str, str]

    def __reduce__(self) -> tuple[object, tuple[object, ...]]:
        return (Text, (self.by_lang,))


Param = Union[int, float, str, Many, Text, "Message", ParamValue]


@dataclass(frozen=True, slots=True)
class Message:
    """A message a referee reads: a catalogue key and its parameters. Render with ``render``."""

    key: str
    params: Mapping[str, Param] = field(default_factory=dict)

    def __init__(self, key: str, params: Mapping[str, Param] | None = None) -> None:
        # the compiled build's constructor (direct stores); the pure build's is made by quick_init below
        self.key = key  # type: ignore[misc]
        self.params = {} if params is None else params  # type: ignore[misc]

    def __reduce__(self) -> tuple[object, tuple[object, ...]]:
        # pickled (to and from worker processes) as a call of the constructor, compiled or not
        return (Message, (self.key, self.params))

    def to_json(self) -> dict[str, Any]:
        """Plain JSON (for the game record); ``Message.from_json`` reads it back."""
        return {"key": self.key, "params": {k: param_to_json(v) for k, v in self.params.items()}}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Message:
        return cls(str(data["key"]), {str(k): param_from_json(v) for k, v in dict(data.get("params", {})).items()})


quick_init(Message)


def msg(key: str, **params: Param) -> Message:
    """``Message(key, params)`` written shortly: ``msg("parse.empty")``, ``msg("x.y", count=3)``."""
    return Message(key, params)


def raw(text: str) -> Message:
    """A text that has no translation (e.g. from an older record): shown as it is in every language."""
    return Message("_raw", {"text": text})


# --- catalogues ---------------------------------------------------------------------------

_CATALOGUE_PACKAGES: list[str] = ["referee_app.core"]
_MERGED: dict[str, Mapping[str, str | dict[str, str]]] = {}
_PLAIN: dict[str, dict[str, str]] = {}  # language -> parameterless messages, rendered once


def plain_texts(lang: str) -> dict[str, str]:
    """key -> text of the parameterless messages of ``lang`` rendered so far (a cache the caller
    may read, never write: a key not there is rendered by ``render``). The same dict for the whole
    process: registering a catalogue empties it."""
    plain = _PLAIN.get(lang)
    if plain is None:
        plain = _PLAIN[lang] = {}
    return plain


def register_catalogue(package: str) -> None:
    """Add the catalogues ``<package>/locale/{lang}.toml`` (a game calls this when it is imported)."""
    if package not in _CATALOGUE_PACKAGES:
        _CATALOGUE_PACKAGES.append(package)
        _MERGED.clear()
        for plain in _PLAIN.values():
            plain.clear()


def catalogue_packages() -> tuple[str, ...]:
    """The packages whose catalogues are merged, the kernel's first."""
    return tuple(_CATALOGUE_PACKAGES)


def _flatten(table: Mapping[str, Any], prefix: str = "") -> dict[str, str | dict[str, str]]:
    out: dict[str, str | dict[str, str]] = {}
    for k, v in table.items():
        key = f"{prefix}{k}"
        if isinstance(v, str):
            out[key] = v
        elif isinstance(v, Mapping) and v and set(v) <= {"one", "other"} and all(isinstance(x, str) for x in v.values()):
            out[key] = {str(a): str(b) for a, b in v.items()}
        elif isinstance(v, Mapping):
            out.update(_flatten(v, key + "."))
        else:
            raise ValueError(f"catalogue entry {key} must be a string or a table")
    return out


def package_catalogue(package: str, lang: str) -> dict[str, str | dict[str, str]]:
    """One package's templates of one language (empty if it has no file for that language)."""
    from .diskcache import toml_document
    from .packagefiles import package_files  # (importlib.resources.files, without importing it for a folder on disk)

    path = package_files(package) / "locale" / f"{lang}.toml"
    if not path.is_file():
        return {}
    data = path.read_bytes()

    def read() -> dict[str, Any]:
        import tomllib

        return tomllib.loads(data.decode("utf-8"))

    # the catalogue's document is kept on disk by its bytes (Diplomacy's English one takes 7-9 ms to read)
    return _flatten(toml_document(data, read, (__file__,)))


def catalogue(lang: str) -> Mapping[str, str | dict[str, str]]:
    """The message templates of one language from every registered catalogue, keyed by dotted key."""
    hit = _MERGED.get(lang)
    if hit is not None:
        return hit
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}; known: {', '.join(LANGUAGES)}")
    merged: dict[str, str | dict[str, str]] = {}
    owner: dict[str, str] = {}
    for package in _CATALOGUE_PACKAGES:
        for key, value in package_catalogue(package, lang).items():
            if key in merged:
                raise ValueError(f"message key {key} is defined by both {owner[key]} and {package}")
            merged[key] = value
            owner[key] = package
    _MERGED[lang] = merged
    return merged


def template(key: str, lang: str, n: int | None = None) -> str:
    """The template of ``key`` in ``lang`` (English if the language lacks it, the key if nobody has it)."""
    entry = catalogue(lang).get(key) if lang in LANGUAGES else None
    if entry is None:
        entry = catalogue(DEFAULT_LANGUAGE).get(key)
    if entry is None:
        return key
    if isinstance(entry, dict):
        return entry["one"] if n == 1 and "one" in entry else entry.get("other", next(iter(entry.values())))
    return entry


def placeholders(tmpl: str) -> set[str]:
    """The ``{names}`` a template uses."""
    return {name for _, name, _, _ in string.Formatter().parse(tmpl) if name}


class _Fill(dict[str, str]):
    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


# --- rendering ----------------------------------------------------------------------------

def render(message: Message | str, lang: str = DEFAULT_LANGUAGE, names: Any = None, *, codes: bool = False) -> str:
    """The message in ``lang``; ``names`` (a game's ruleset or map) names the things on its board."""
    if isinstance(message, str):
        return message
    if lang not in LANGUAGES:
        lang = DEFAULT_LANGUAGE
    return render_message(message, lang, names, codes)


# a template cut once into its pieces: (literal text, parameter name or None, format spec)
_Pieces = tuple[tuple[str, "str | None", str], ...]
_COMPILED: dict[str, _Pieces | None] = {}


def _compiled(tmpl: str) -> _Pieces | None:
    """The pieces of a template (None when it needs ``str.format_map``: attributes, conversions)."""
    try:
        return _COMPILED[tmpl]
    except KeyError:
        pass
    pieces: list[tuple[str, str | None, str]] | None = []
    try:
        for literal, name, spec, conversion in string.Formatter().parse(tmpl):
            if name is not None and (conversion or not name.isidentifier() or "{" in (spec or "")):
                pieces = None
                break
            assert pieces is not None
            pieces.append((literal, name, spec or ""))
    except ValueError:
        pieces = None
    out = tuple(pieces) if pieces is not None else None
    if len(_COMPILED) < 4096:
        _COMPILED[tmpl] = out
    return out


def render_message(message: Message, lang: str, names: Any, codes: bool) -> str:
    """``render`` without the checks (for parameters rendering nested messages)."""
    key = message.key
    if key == "_raw":
        return str(message.params.get("text", ""))
    params = message.params
    if not params:
        plain = _PLAIN.get(lang)
        if plain is None:
            plain = _PLAIN[lang] = {}
        hit = plain.get(key)
        if hit is None:
            hit = plain[key] = template(key, lang, None).format_map(_Fill())
        return hit
    n = params.get("n")
    tmpl = template(key, lang, n if isinstance(n, int) else None)
    pieces = _compiled(tmpl)
    if pieces is None:
        values = _Fill({k: render_param(v, lang, names, codes) for k, v in params.items()})
        return tmpl.format_map(values)
    out: list[str] = []
    for literal, name, spec in pieces:
        if literal:
            out.append(literal)
        if name is not None:
            v = params.get(name, _ABSENT)
            if v is _ABSENT:
                text = "{" + name + "}"  # as format_map with _Fill leaves a parameter nobody gave
            else:
                text = v if type(v) is str else render_param(v, lang, names, codes)  # type: ignore[arg-type]
            out.append(format(text, spec) if spec else text)
    return "".join(out)


_ABSENT: Final = object()


def render_param(v: Param, lang: str, names: Any, codes: bool) -> str:
    """One parameter as text in ``lang``."""
    t = type(v)
    if t is str:
        return v  # type: ignore[return-value]
    method = getattr(t, "render_param", None)  # a game's own parameter (the common case)
    if method is not None:
        return str(method(v, lang, names, codes))
    if isinstance(v, str):
        return v
    if isinstance(v, Message):
        return render_message(v, lang, names, codes)
    if isinstance(v, Many):
        parts = [render_param(x, lang, names, codes) for x in v.items]
        if v.joiner == "or":
            return template("_fmt.or", lang).join(parts)
        if v.joiner == "and" and len(parts) > 1:
            return template("_fmt.list", lang).join(parts[:-1]) + template("_fmt.and", lang) + parts[-1]
        return template("_fmt.list", lang).join(parts)
    if isinstance(v, Text):
        return v.by_lang.get(lang) or v.by_lang.get(DEFAULT_LANGUAGE, "")
    method = getattr(v, "render_param", None)
    if method is not None:
        return str(method(lang, names, codes))
    return str(v)


def tr(key: str, lang: str = DEFAULT_LANGUAGE, names: Any = None, **params: Param) -> str:
    """One catalogue text in ``lang`` (for command-line messages and exports)."""
    return render(Message(key, params), lang, names)


def message_of(obj: object) -> Message | None:
    """The Message behind an error, a check or a result (None if it has none)."""
    if isinstance(obj, Message):
        return obj
    for attr in ("message", "reason_msg"):
        m = getattr(obj, attr, None)
        if isinstance(m, Message):
            return m
    return None


def error_text(obj: object, lang: str = DEFAULT_LANGUAGE, names: Any = None, *, codes: bool = False) -> str:
    """The text of an error (a ``RefereeError``, or anything carrying a Message) in ``lang``."""
    m = message_of(obj)
    if m is not None:
        if names is None and isinstance(obj, BaseException):
            names = getattr(obj, "names", None)  # a RefereeError keeps the names it was raised with
        return render(m, lang, names, codes=codes)
    err = getattr(obj, "error", None)
    if isinstance(err, str):
        return err
    return str(obj)


# --- JSON of parameters (kept in game records) -----------------------------------------------

_PARAM_READERS: dict[str, Callable[[Mapping[str, Any]], Param]] = {}


def register_param(tag: str, reader: Callable[[Mapping[str, Any]], Param]) -> None:
    """Read back a game's parameter kept as ``{tag: ...}`` in a record."""
    if tag in ("M", "Many", "Text"):
        raise ValueError(f"parameter tag {tag} is the kernel's")
    _PARAM_READERS[tag] = reader


def param_to_json(v: Param) -> Any:
    if isinstance(v, (int, float, str)):
        return v
    if isinstance(v, Message):
        return {"M": v.to_json()}
    if isinstance(v, Many):
        return {"Many": [param_to_json(x) for x in v.items], "joiner": v.joiner}
    if isinstance(v, Text):
        return {"Text": dict(v.by_lang)}
    to_json = getattr(v, "to_json", None)
    if to_json is not None:
        return to_json()
    return str(v)


def param_from_json(d: Any) -> Param:
    if isinstance(d, (int, float, str)):
        return d
    if not isinstance(d, Mapping):
        return str(d)
    if "M" in d:
        return Message.from_json(d["M"])
    if "Many" in d:
        return Many([param_from_json(x) for x in d["Many"]], str(d.get("joiner", "list")))
    if "Text" in d:
        return Text({str(k): str(v) for k, v in dict(d["Text"]).items()})
    for tag, reader in _PARAM_READERS.items():
        if tag in d:
            return reader(d)
    return str(d)


# --- the system's language ---------------------------------------------------------------------

_TRADITIONAL: Final = ("zh_tw", "zh_hk", "zh_mo", "zh_hant", "chinese (traditional)", "chinese_taiwan", "chinese_hong",
                "chinese-traditional", "cht")
_SIMPLIFIED: Final = ("zh_cn", "zh_sg", "zh_hans", "zh_my", "chinese (simplified)", "chinese_china", "chinese_singapore",
               "chinese-simplified", "chs")


def normalize_language(text: str | None) -> str | None:
    """One of LANGUAGES for a locale or language name (``zh_TW.UTF-8``, ``zh-Hant``, ``ja_JP``,
    ``Japanese_Japan``, ``english``), or None when it names none of them."""
    if not text:
        return None
    t = text.strip().replace("-", "_").casefold()
    t = t.split(".", 1)[0].split("@", 1)[0]
    if t in ("c", "posix", ""):
        return None
    for lang in LANGUAGES:
        if t == lang.casefold():
            return lang
    if t.startswith(_TRADITIONAL) or "traditional" in t or "taiwan" in t or "hong kong" in t or "繁" in t:
        return "zh_Hant"
    if t.startswith(_SIMPLIFIED) or "simplified" in t or "简" in t or t.startswith("zh") or t.startswith("chinese") or t.startswith("中文"):
        return "zh_Hans"
    if t.startswith("ja") or t.startswith("日本"):
        return "ja"
    if t.startswith("en"):
        return "en"
    return None


def detect_language(env: Mapping[str, str] | None = None) -> str:
    """The language of the system locale: zh_TW/zh_HK -> zh_Hant, zh_CN/zh_SG -> zh_Hans, ja -> ja,
    anything else English. ``REFEREE_LANG`` overrides it; then ``LANGUAGE``, ``LC_ALL``,
    ``LC_MESSAGES``, ``LANG`` as POSIX orders them; then what Python's locale says."""
    env = os.environ if env is None else env
    explicit = normalize_language(env.get("REFEREE_LANG"))
    if explicit:
        return explicit
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(var)
        if not value:
            continue
        # LANGUAGE is a list (``zh_TW:en``); the first it knows wins. The others name one locale.
        for part in value.split(":") if var == "LANGUAGE" else [value]:
            lang = normalize_language(part)
            if lang:
                return lang
        if var != "LANGUAGE":
            return DEFAULT_LANGUAGE  # an explicit locale in no language of ours
    if env is os.environ:
        try:
            loc = locale.getlocale()[0]
        except ValueError:
            loc = None
        return normalize_language(loc) or DEFAULT_LANGUAGE
    return DEFAULT_LANGUAGE


# keys the kernel builds from data rather than writing out; every catalogue must have them
KERNEL_KEYS: tuple[str, ...] = ("_fmt.list", "_fmt.or", "_fmt.and")

__all__ = ["DEFAULT_LANGUAGE", "KERNEL_KEYS", "LANGUAGES", "LANGUAGE_NAMES", "Many", "Message", "Param", "ParamValue", "Text",
           "catalogue", "catalogue_packages", "detect_language", "error_text", "message_of", "msg", "normalize_language",
           "package_catalogue", "param_from_json", "param_to_json", "placeholders", "raw", "register_catalogue",
           "register_param", "render", "render_message", "render_param", "template", "tr"]
