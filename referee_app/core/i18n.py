"""The table's language: English, Traditional Chinese, Simplified Chinese and Japanese.

Every message the core gives a referee is data, not text: a ``Message(key, params)``. The key
names a template in the catalogues ``referee_app/core/locale/{lang}.toml``; ``render`` fills it
in the chosen language. The English rendering is what ``str(error)`` and ``OrderResult.reason``
have always said, so nothing that reads the English text changes.

Parameters are plain values (numbers; ``str`` is shown verbatim, e.g. what the referee typed) or
small typed wrappers naming things on the board, rendered with the ruleset's names:

=====================  ======================  ====================  =====================
wrapper                English                 zh_Hant               ja
=====================  ======================  ====================  =====================
``P("PAR")``           Paris                   巴黎                  パリ
``P("PAR", True)``     Paris (PAR)             巴黎（PAR）           パリ（PAR）
``L(location)``        SPA/NC                  西班牙（北岸）        スペイン（北岸）
``U(unit)``            A PAR                   巴黎陸軍              パリの陸軍
``W("FRANCE")``        France                  法國                  フランス
``A("FRANCE")``        French                  法國                  フランス
``C("NC")``            NC                      北岸                  北岸
``T(UnitType.FLEET)``  fleet                   艦隊                  海軍
``O(order)``           A PAR - BUR             陸軍 巴黎 → 勃艮第    陸軍 パリ → ブルゴーニュ
``Many(items, "or")``  x or y or z            x或y或z               xまたはyまたはz
``Many(items, "and")`` x, y and z              x、y及z               x、yおよびz
``Text({lang: text})`` a text the data gives in several languages (a ruleset's note)
a nested ``Message``   rendered in place
=====================  ======================  ====================  =====================

With ``codes=True`` (the board's "codes only" option) provinces and locations show their codes.

A catalogue value is a string with ``{name}`` placeholders, or a table ``{ one = "...", other =
"..." }`` chosen by the integer parameter ``n`` (English plurals). Keys starting with ``_`` are
the pieces the wrappers are made of (unit, coast, list words, order formats).

No Qt here: the window uses Qt's own translation system for its widgets and this module for
everything the core says.
"""

from __future__ import annotations

import locale
import os
import string
import tomllib
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from typing import TYPE_CHECKING, Any, Union

if TYPE_CHECKING:
    from .geography import GameMap, Location
    from .orders import Order
    from .ruleset import Ruleset
    from .state import Phase, Unit, UnitType

LANGUAGES: tuple[str, ...] = ("en", "zh_Hant", "zh_Hans", "ja")
DEFAULT_LANGUAGE = "en"
# each language's own name, for a Language menu
LANGUAGE_NAMES: Mapping[str, str] = {"en": "English", "zh_Hant": "繁體中文", "zh_Hans": "简体中文", "ja": "日本語"}


# --- parameters ---------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class P:
    """A province by its code; ``with_code`` adds the code: ``Paris (PAR)``."""

    code: str
    with_code: bool = False


@dataclass(frozen=True, slots=True)
class L:
    """A location (a province, or one coast of it) as the orders write it."""

    location: Location


@dataclass(frozen=True, slots=True)
class U:
    """A unit named in a sentence."""

    unit: Unit


@dataclass(frozen=True, slots=True)
class W:
    """A power's name. ``fallback`` is shown for a code the map does not know (default: the code)."""

    code: str
    fallback: str | None = None


@dataclass(frozen=True, slots=True)
class A:
    """A power's adjective (``French``)."""

    code: str
    fallback: str | None = None


@dataclass(frozen=True, slots=True)
class C:
    """A coast code (``NC`` ``SC`` ``EC`` ``WC``)."""

    coast: str


@dataclass(frozen=True, slots=True)
class T:
    """A unit type as a word (army, fleet)."""

    type: UnitType


@dataclass(frozen=True, slots=True)
class O:  # noqa: E742 - one letter like its siblings
    """An order, as the canonical English text or written out in the language."""

    order: Order


@dataclass(frozen=True, slots=True)
class Many:
    """Several parameters joined: ``"or"`` (x or y or z), ``"and"`` (x, y and z) or ``"list"`` (x, y, z)."""

    items: tuple[Param, ...]
    joiner: str = "list"

    def __init__(self, items: Iterable[Param], joiner: str = "list") -> None:
        object.__setattr__(self, "items", tuple(items))
        object.__setattr__(self, "joiner", joiner)


@dataclass(frozen=True)
class Text:
    """A text the data gives in several languages (a ruleset's note): ``{lang: text}``, English if
    the language has none."""

    by_lang: Mapping[str, str]


Param = Union[int, float, str, P, L, U, W, A, C, T, O, Many, Text, "Message"]


@dataclass(frozen=True)
class Message:
    """A message a referee reads: a catalogue key and its parameters. Render with ``render``."""

    key: str
    params: Mapping[str, Param] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        """Plain JSON (for the game record); ``Message.from_json`` reads it back."""
        return {"key": self.key, "params": {k: _param_to_json(v) for k, v in self.params.items()}}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Message:
        return cls(str(data["key"]), {str(k): _param_from_json(v) for k, v in dict(data.get("params", {})).items()})


def msg(key: str, **params: Param) -> Message:
    """``Message(key, params)`` written shortly: ``msg("parse.empty")``, ``msg("x.y", province=P(code))``."""
    return Message(key, params)


def raw(text: str) -> Message:
    """A text that has no translation (e.g. from an older record): shown as it is in every language."""
    return Message("_raw", {"text": text})


# --- catalogues ---------------------------------------------------------------------------

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


@cache
def catalogue(lang: str) -> Mapping[str, str | dict[str, str]]:
    """The message templates of one language, keyed by dotted key."""
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}; known: {', '.join(LANGUAGES)}")
    text = (resources.files("referee_app.core") / "locale" / f"{lang}.toml").read_text(encoding="utf-8")
    return _flatten(tomllib.loads(text))


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

Source = Union["Ruleset", "GameMap", None]


def _map_of(source: Source) -> GameMap | None:
    if source is None:
        return None
    from .geography import GameMap

    if isinstance(source, GameMap):
        return source
    return source.map


def render(message: Message | str, lang: str = DEFAULT_LANGUAGE, source: Source = None, *, codes: bool = False) -> str:
    """The message in ``lang``; ``source`` (a Ruleset or GameMap) gives the names of provinces and powers."""
    if isinstance(message, str):
        return message
    if lang not in LANGUAGES:
        lang = DEFAULT_LANGUAGE
    return _render(message, lang, _map_of(source), codes)


_PLAIN: dict[tuple[str, str], str] = {}  # parameterless messages, rendered once per language


def _render(message: Message, lang: str, gm: GameMap | None, codes: bool) -> str:
    if message.key == "_raw":
        return str(message.params.get("text", ""))
    params = message.params
    if not params:
        hit = _PLAIN.get((message.key, lang))
        if hit is None:
            hit = _PLAIN[(message.key, lang)] = template(message.key, lang, None).format_map(_Fill())
        return hit
    n = params.get("n")
    tmpl = template(message.key, lang, n if isinstance(n, int) else None)
    values = _Fill({k: _param(v, lang, gm, codes) for k, v in params.items()})
    return tmpl.format_map(values)


def _param(v: Param, lang: str, gm: GameMap | None, codes: bool) -> str:
    if isinstance(v, str):
        return v
    if isinstance(v, Message):
        return _render(v, lang, gm, codes)
    if isinstance(v, P):
        name = _province(v.code, lang, gm, codes)
        if v.with_code and not codes:
            return template("_fmt.name_with_code", lang).format(name=name, code=v.code)
        return name
    if isinstance(v, L):
        return _location(v.location, lang, gm, codes)
    if isinstance(v, U):
        return _unit(v.unit, lang, gm, codes)
    if isinstance(v, W):
        power = gm.powers.get(v.code) if gm is not None else None
        if power is None:
            return v.fallback if v.fallback is not None else v.code
        return power.name if lang == "en" else (power.names.get(lang) or power.name)
    if isinstance(v, A):
        power = gm.powers.get(v.code) if gm is not None else None
        if power is None:
            return v.fallback if v.fallback is not None else v.code
        return power.adjective if lang == "en" else (power.adjectives.get(lang) or power.adjective)
    if isinstance(v, C):
        return template(f"_fmt.coast.{v.coast}", lang) if v.coast in _COAST_CODES else v.coast
    if isinstance(v, T):
        return template("_fmt.army" if v.type.value == "A" else "_fmt.fleet", lang)
    if isinstance(v, O):
        return order_text(v.order, lang, gm, codes=codes)
    if isinstance(v, Text):
        return v.by_lang.get(lang) or v.by_lang.get(DEFAULT_LANGUAGE, "")
    if isinstance(v, Many):
        parts = [_param(x, lang, gm, codes) for x in v.items]
        if v.joiner == "or":
            return template("_fmt.or", lang).join(parts)
        if v.joiner == "and" and len(parts) > 1:
            return template("_fmt.list", lang).join(parts[:-1]) + template("_fmt.and", lang) + parts[-1]
        return template("_fmt.list", lang).join(parts)
    return str(v)


_COAST_CODES = ("NC", "SC", "EC", "WC")


def _province(code: str, lang: str, gm: GameMap | None, codes: bool) -> str:
    prov = gm.provinces.get(code) if gm is not None else None
    if prov is None or codes:
        return code
    return prov.name if lang == "en" else (prov.names.get(lang) or prov.name)


def _location(loc: Location, lang: str, gm: GameMap | None, codes: bool) -> str:
    if lang == "en" or codes:
        return str(loc)
    name = _province(loc.province, lang, gm, codes)
    if not loc.coast:
        return name
    return template("_fmt.location_coast", lang).format(province=name, coast=_param(C(loc.coast), lang, gm, codes))


def _unit(unit: Unit, lang: str, gm: GameMap | None, codes: bool) -> str:
    if lang == "en" or codes:
        return str(unit)
    return template("_fmt.unit", lang).format(type=_param(T(unit.type), lang, gm, codes),
                                              place=_location(unit.location, lang, gm, codes))


def _order_unit(unit: Unit, lang: str, gm: GameMap | None, codes: bool) -> str:
    return template("_order.unit", lang).format(type=_param(T(unit.type), lang, gm, codes),
                                                place=_location(unit.location, lang, gm, codes))


def order_text(order: Order, lang: str = DEFAULT_LANGUAGE, source: Source = None, *, codes: bool = False) -> str:
    """An order written out in ``lang`` (English: the canonical ``A PAR - BUR``).

    The Chinese and Japanese forms follow the rulebook's pattern "unit type, place - destination"
    (rule 3.2.1) and are read back by the order parser: ``陸軍 巴黎 → 勃艮第``.
    """
    from .geography import Location
    from .orders import Build, Convoy, Disband, Hold, Move, Remove, Retreat, Support, Waive, format_order

    if lang == "en" or lang not in LANGUAGES:
        return format_order(order)
    gm = _map_of(source)

    def unit(u: Unit) -> str:
        return _order_unit(u, lang, gm, codes)

    def place(loc: Location) -> str:
        return _location(loc, lang, gm, codes)

    if isinstance(order, Hold):
        return template("_order.hold", lang).format(unit=unit(order.unit))
    if isinstance(order, Move):
        key = "_order.move_via" if order.via_convoy else "_order.move"
        return template(key, lang).format(unit=unit(order.unit), dest=place(order.dest))
    if isinstance(order, Support):
        target = unit(order.supported.moved_to(order.supported.location.bare))
        if order.dest is None:
            return template("_order.support_hold", lang).format(unit=unit(order.unit), target=target)
        return template("_order.support_move", lang).format(unit=unit(order.unit), target=target,
                                                            dest=place(Location(order.dest, order.dest_coast)))
    if isinstance(order, Convoy):
        return template("_order.convoy", lang).format(unit=unit(order.unit), army=unit(order.army.moved_to(order.army.location.bare)),
                                                      dest=place(Location(order.dest)))
    if isinstance(order, Retreat):
        return template("_order.retreat", lang).format(unit=unit(order.unit), dest=place(order.dest))
    if isinstance(order, Disband):
        return template("_order.disband", lang).format(unit=unit(order.unit))
    if isinstance(order, Build):
        from .state import Unit as _Unit

        return template("_order.build", lang).format(unit=unit(_Unit(order.power, order.type, order.location)))
    if isinstance(order, Remove):
        return template("_order.remove", lang).format(unit=unit(order.unit))
    if isinstance(order, Waive):
        return template("_order.waive", lang)
    return format_order(order)


# --- what the views and exports call --------------------------------------------------------

def message_of(obj: object) -> Message | None:
    """The Message behind an error, a line check or an order result (None if it has none)."""
    if isinstance(obj, Message):
        return obj
    for attr in ("message", "reason_msg"):
        m = getattr(obj, attr, None)
        if isinstance(m, Message):
            return m
    return None


def error_text(obj: object, lang: str = DEFAULT_LANGUAGE, source: Source = None, *, codes: bool = False) -> str:
    """The error of an exception (``RefereeError``) or a ``LineCheck`` in ``lang``."""
    m = message_of(obj)
    if m is not None:
        return render(m, lang, source, codes=codes)
    err = getattr(obj, "error", None)
    if isinstance(err, str):
        return err
    return str(obj)


def result_reason(result: object, lang: str = DEFAULT_LANGUAGE, source: Source = None, *, codes: bool = False) -> str:
    """Why an ``OrderResult`` came out as it did, in ``lang`` ("" when there is nothing to say)."""
    m = getattr(result, "reason_msg", None)
    if isinstance(m, Message):
        return render(m, lang, source, codes=codes)
    return str(getattr(result, "reason", ""))


def result_text(result: object, lang: str = DEFAULT_LANGUAGE, source: Source = None, *, codes: bool = False) -> str:
    """The order of an ``OrderResult``: as typed, or for an order the rules wrote (a civil-disorder
    removal), that order in ``lang``."""
    m = getattr(result, "text_msg", None)
    if isinstance(m, Message):
        return render(m, lang, source, codes=codes)
    return str(getattr(result, "text", ""))


def status_text(status: str, lang: str = DEFAULT_LANGUAGE) -> str:
    """succeeds | fails | invalid | void as a word of ``lang``."""
    return template(f"status.{status}", lang) if status in STATUSES else status


STATUSES = ("succeeds", "fails", "invalid", "void")


END_REASONS = ("victory", "shared-victory", "agreed-year", "agreed-time", "agreed-draw", "lots", "vote", "conceded")


def end_reason(reason: str) -> Message | str:
    """How a game ended (``GameEnd.reason``) as a Message; an unknown reason as it is."""
    return Message(f"end.reason.{reason}") if reason in END_REASONS else reason


def end_detail(end: object, lang: str = DEFAULT_LANGUAGE, source: Source = None) -> str:
    """The detail of a ``GameEnd`` (who won, by what count) in ``lang``."""
    data = getattr(end, "data", None) or {}
    kept = data.get("detail_msg") if isinstance(data, Mapping) else None
    if isinstance(kept, Mapping):
        try:
            return render(Message.from_json(kept), lang, source)
        except (KeyError, TypeError, ValueError):
            pass
    return str(getattr(end, "detail", ""))


def end_text(end: object, lang: str = DEFAULT_LANGUAGE, source: Source = None) -> str:
    """How a game ended, its winners and the detail: one line in ``lang``."""
    reason = str(getattr(end, "reason", ""))
    winners = [W(str(w), str(w).title()) for w in getattr(end, "winners", ())]
    detail = end_detail(end, lang, source)
    m = msg("end.line", reason=end_reason(reason), winners=Many(winners, "and") if winners else msg("end.no_winner"),
            detail=msg("end.with_detail", detail=detail) if detail else "")
    return render(m, lang, source)


def end_banner(end: object, lang: str = DEFAULT_LANGUAGE, source: Source = None) -> str:
    """The window's banner when a game is over: ``Game over — France wins. 18 supply centres after ...``."""
    reason = str(getattr(end, "reason", ""))
    powers = Many([W(str(w), str(w).title()) for w in getattr(end, "winners", ())])
    if reason == "victory":
        what = msg("end.banner.victory", powers=powers)
    elif reason == "shared-victory":
        what = msg("end.banner.shared", powers=powers)
    elif reason in ("agreed-draw", "agreed-year", "vote"):
        what = msg("end.banner.agreed", powers=powers if powers.items else msg("end.banner.draw"))
    elif reason == "conceded":
        what = msg("end.banner.conceded", powers=powers)
    else:
        what = msg("end.banner.other", reason=end_reason(reason), powers=powers)
    detail = end_detail(end, lang, source)
    return render(msg("end.banner.line", what=what, detail=msg("end.banner.detail", detail=detail) if detail else ""),
                  lang, source)


def phase_message(phase: Phase) -> Message:
    """A phase's long name as a Message (to put in other messages)."""
    return Message("phase.long", {"season": Message(f"phase.season.{phase.season.value}"), "year": str(phase.year),
                                  "type": Message(f"phase.type.{phase.type.value}")})


def phase_name(phase: Phase, lang: str = DEFAULT_LANGUAGE) -> str:
    """``Spring 1901 Movement`` / ``1901年春季 行動`` / ``1901年春 移動フェイズ``."""
    return render(phase_message(phase), lang)


def province_name(code: str, lang: str = DEFAULT_LANGUAGE, source: Source = None, *, codes: bool = False) -> str:
    return _province(code, lang, _map_of(source), codes)


def power_name(code: str, lang: str = DEFAULT_LANGUAGE, source: Source = None) -> str:
    return _param(W(code), lang, _map_of(source), False)


def unit_text(unit: Unit, lang: str = DEFAULT_LANGUAGE, source: Source = None, *, codes: bool = False) -> str:
    """A unit in a sentence: ``A PAR`` / ``巴黎陸軍`` / ``パリの陸軍``."""
    return _unit(unit, lang, _map_of(source), codes)


def tr(key: str, lang: str = DEFAULT_LANGUAGE, source: Source = None, **params: Param) -> str:
    """One catalogue text in ``lang`` (for command-line messages and exports)."""
    return render(Message(key, params), lang, source)


# --- the system's language ---------------------------------------------------------------------

_TRADITIONAL = ("zh_tw", "zh_hk", "zh_mo", "zh_hant", "chinese (traditional)", "chinese_taiwan", "chinese_hong",
                "chinese-traditional", "cht")
_SIMPLIFIED = ("zh_cn", "zh_sg", "zh_hans", "zh_my", "chinese (simplified)", "chinese_china", "chinese_singapore",
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


# --- JSON of messages (kept in the game record) ----------------------------------------------------

def _param_to_json(v: Param) -> Any:
    if isinstance(v, (int, float, str)):
        return v
    if isinstance(v, Message):
        return {"M": v.to_json()}
    if isinstance(v, P):
        return {"P": v.code, "with_code": v.with_code} if v.with_code else {"P": v.code}
    if isinstance(v, L):
        return {"L": str(v.location)}
    if isinstance(v, U):
        return {"U": str(v.unit), "power": v.unit.power}
    if isinstance(v, W):
        return {"W": v.code, "fallback": v.fallback}
    if isinstance(v, A):
        return {"A": v.code, "fallback": v.fallback}
    if isinstance(v, C):
        return {"C": v.coast}
    if isinstance(v, T):
        return {"T": v.type.value}
    if isinstance(v, O):
        from .orders import format_order

        return {"O": format_order(v.order)}
    if isinstance(v, Many):
        return {"Many": [_param_to_json(x) for x in v.items], "joiner": v.joiner}
    if isinstance(v, Text):
        return {"Text": dict(v.by_lang)}
    return str(v)


def _param_from_json(d: Any) -> Param:
    from .geography import Location
    from .state import UnitType, parse_unit

    if isinstance(d, (int, float, str)):
        return d
    if not isinstance(d, Mapping):
        return str(d)
    if "M" in d:
        return Message.from_json(d["M"])
    if "P" in d:
        return P(str(d["P"]), bool(d.get("with_code", False)))
    if "L" in d:
        return L(Location.parse(str(d["L"])))
    if "U" in d:
        return U(parse_unit(str(d["U"]), str(d.get("power", ""))))
    if "W" in d:
        return W(str(d["W"]), d.get("fallback"))
    if "A" in d:
        return A(str(d["A"]), d.get("fallback"))
    if "C" in d:
        return C(str(d["C"]))
    if "T" in d:
        return T(UnitType(str(d["T"])))
    if "O" in d:
        return str(d["O"])  # an order is kept as its canonical text
    if "Many" in d:
        return Many([_param_from_json(x) for x in d["Many"]], str(d.get("joiner", "list")))
    if "Text" in d:
        return Text({str(k): str(v) for k, v in dict(d["Text"]).items()})
    return str(d)


# keys the code builds from data rather than writing out (coasts, statuses, phases); every
# catalogue must have them (tests/test_i18n.py checks, with the keys it finds in the source)
INTERNAL_KEYS: tuple[str, ...] = (
    *(f"_fmt.coast.{c}" for c in _COAST_CODES),
    "_fmt.army", "_fmt.fleet", "_fmt.unit", "_fmt.location_coast", "_fmt.name_with_code", "_fmt.list", "_fmt.or",
    "_fmt.and",
    "_order.unit", "_order.hold", "_order.move", "_order.move_via", "_order.support_hold", "_order.support_move",
    "_order.convoy", "_order.retreat", "_order.disband", "_order.build", "_order.remove", "_order.waive",
    *(f"status.{s}" for s in STATUSES),
    *(f"end.reason.{r}" for r in END_REASONS),
    "phase.long", "phase.season.S", "phase.season.F", "phase.season.W", "phase.type.M", "phase.type.R", "phase.type.A",
)


__all__ = ["A", "C", "DEFAULT_LANGUAGE", "END_REASONS", "end_banner", "end_detail", "end_reason", "end_text", "INTERNAL_KEYS", "L", "LANGUAGES", "LANGUAGE_NAMES", "Many", "Message", "O", "P",
           "Param", "STATUSES", "T", "Text", "U", "W", "catalogue", "detect_language", "error_text", "message_of", "msg",
           "normalize_language", "order_text", "phase_message", "phase_name", "placeholders", "power_name", "province_name", "raw",
           "render", "result_reason", "result_text", "status_text", "template", "tr", "unit_text"]
