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

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final, Union

from referee_app.core.frozen import quick_init
from referee_app.core.messages import (
    DEFAULT_LANGUAGE,
    LANGUAGE_NAMES,
    LANGUAGES,
    Many,
    Message,
    Text,
    catalogue,
    detect_language,
    error_text,
    message_of,
    msg,
    normalize_language,
    placeholders,
    raw,
    register_catalogue,
    register_param,
    render_param,
    template,
)
from referee_app.core.messages import render as _render

from .geography import GameMap as _GameMap
from .geography import Location
from .orders import Order
from .state import Unit, UnitType

if TYPE_CHECKING:  # the types of dataclass fields are imported for real (a compiled dataclass reads them)
    from .geography import GameMap
    from .ruleset import Ruleset
    from .state import Phase


# --- parameters ---------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class P:
    """A province by its code; ``with_code`` adds the code: ``Paris (PAR)``."""

    code: str
    with_code: bool = False

    def __init__(self, code: str, with_code: bool = False) -> None:
        # the compiled build's constructor (direct stores); the pure build's is made by quick_init below
        self.code = code  # type: ignore[misc]
        self.with_code = with_code  # type: ignore[misc]

    def __reduce__(self) -> tuple[object, tuple[object, ...]]:
        # pickled (to and from worker processes) as a call of the constructor, compiled or not
        return (P, (self.code, self.with_code))

    def render_param(self, lang: str, names: Any, codes: bool) -> str:
        gm = names if type(names) is _GameMap else _map_of(names)
        prov = gm.provinces.get(self.code) if gm is not None else None
        if prov is None or codes:
            name = self.code
        else:
            name = prov.name if lang == "en" else (prov.names.get(lang) or prov.name)
        if self.with_code and not codes:
            return template("_fmt.name_with_code", lang).format(name=name, code=self.code)
        return name

    def to_json(self) -> Any:
        return {"P": self.code, "with_code": self.with_code} if self.with_code else {"P": self.code}


quick_init(P)


@dataclass(frozen=True, slots=True)
class L:
    """A location (a province, or one coast of it) as the orders write it."""

    location: Location

    def __init__(self, location: Location) -> None:
        # the compiled build's constructor (direct stores); the pure build's is made by quick_init below
        self.location = location  # type: ignore[misc]

    def __reduce__(self) -> tuple[object, tuple[object, ...]]:
        # pickled (to and from worker processes) as a call of the constructor, compiled or not
        return (L, (self.location,))

    def render_param(self, lang: str, names: Any, codes: bool) -> str:
        return _location(self.location, lang, _map_of(names), codes)

    def to_json(self) -> Any:
        return {"L": str(self.location)}


quick_init(L)


@dataclass(frozen=True, slots=True)
class U:
    """A unit named in a sentence."""

    unit: Unit

    def __init__(self, unit: Unit) -> None:
        # the compiled build's constructor (direct stores); the pure build's is made by quick_init below
        self.unit = unit  # type: ignore[misc]

    def __reduce__(self) -> tuple[object, tuple[object, ...]]:
        # pickled (to and from worker processes) as a call of the constructor, compiled or not
        return (U, (self.unit,))

    def render_param(self, lang: str, names: Any, codes: bool) -> str:
        if lang == "en" or codes:
            return self.unit.text
        return _unit(self.unit, lang, _map_of(names), codes)

    def to_json(self) -> Any:
        return {"U": str(self.unit), "power": self.unit.power}


quick_init(U)


def _power_word(code: str, fallback: str | None, lang: str, names: Any, *, adjective: bool) -> str:
    """A power's name or adjective in ``lang``; ``fallback`` (or the code) for a power the map does not know."""
    gm = _map_of(names)
    power = gm.powers.get(code) if gm is not None else None
    if power is None:
        return fallback if fallback is not None else code
    if adjective:
        return power.adjective if lang == "en" else (power.adjectives.get(lang) or power.adjective)
    return power.name if lang == "en" else (power.names.get(lang) or power.name)


@dataclass(frozen=True, slots=True)
class W:
    """A power's name, or with ``adjective`` its adjective (``French``: ``A``). ``fallback`` is shown for a code
    the map does not know (default: the code)."""

    code: str
    fallback: str | None = None
    adjective: bool = False

    def __init__(self, code: str, fallback: str | None = None, adjective: bool = False) -> None:
        # the compiled build's constructor (direct stores); the pure build's is made by quick_init below
        self.code = code  # type: ignore[misc]
        self.fallback = fallback  # type: ignore[misc]
        self.adjective = adjective  # type: ignore[misc]

    def __reduce__(self) -> tuple[object, tuple[object, ...]]:
        # pickled (to and from worker processes) as a call of the constructor, compiled or not
        return (W, (self.code, self.fallback, self.adjective))

    def render_param(self, lang: str, names: Any, codes: bool) -> str:
        return _power_word(self.code, self.fallback, lang, names, adjective=self.adjective)

    def to_json(self) -> Any:
        return {"A" if self.adjective else "W": self.code, "fallback": self.fallback}


quick_init(W)


def A(code: str, fallback: str | None = None) -> W:  # noqa: N802 - a parameter's one letter, like its siblings
    """A power's adjective (``French``)."""
    return W(code, fallback, True)


@dataclass(frozen=True, slots=True)
class C:
    """A coast code (``NC`` ``SC`` ``EC`` ``WC``)."""

    coast: str

    def __init__(self, coast: str) -> None:
        # the compiled build's constructor (direct stores); the pure build's is made by quick_init below
        self.coast = coast  # type: ignore[misc]

    def __reduce__(self) -> tuple[object, tuple[object, ...]]:
        # pickled (to and from worker processes) as a call of the constructor, compiled or not
        return (C, (self.coast,))

    def render_param(self, lang: str, names: Any, codes: bool) -> str:
        return template(f"_fmt.coast.{self.coast}", lang) if self.coast in _COAST_CODES else self.coast

    def to_json(self) -> Any:
        return {"C": self.coast}


quick_init(C)


@dataclass(frozen=True, slots=True)
class T:
    """A unit type as a word (army, fleet)."""

    type: UnitType

    def __init__(self, type: UnitType) -> None:
        # the compiled build's constructor (direct stores); the pure build's is made by quick_init below
        self.type = type  # type: ignore[misc]

    def __reduce__(self) -> tuple[object, tuple[object, ...]]:
        # pickled (to and from worker processes) as a call of the constructor, compiled or not
        return (T, (self.type,))

    def render_param(self, lang: str, names: Any, codes: bool) -> str:
        return template("_fmt.army" if self.type.value == "A" else "_fmt.fleet", lang)

    def to_json(self) -> Any:
        return {"T": self.type.value}


quick_init(T)


@dataclass(frozen=True, slots=True)
class O:  # noqa: E742 - one letter like its siblings
    """An order, as the canonical English text or written out in the language."""

    order: Order

    def __init__(self, order: Order) -> None:
        # the compiled build's constructor (direct stores); the pure build's is made by quick_init below
        self.order = order  # type: ignore[misc]

    def __reduce__(self) -> tuple[object, tuple[object, ...]]:
        # pickled (to and from worker processes) as a call of the constructor, compiled or not
        return (O, (self.order,))

    def render_param(self, lang: str, names: Any, codes: bool) -> str:
        return order_text(self.order, lang, _map_of(names), codes=codes)

    def to_json(self) -> Any:
        from .orders import format_order

        return {"O": format_order(self.order)}


quick_init(O)


Param = Union[int, float, str, "P", "L", "U", "W", "C", "T", "O", Many, Text, Message]


# --- rendering ----------------------------------------------------------------------------

Source = Union["Ruleset", "GameMap", None]


def _map_of(source: Source) -> GameMap | None:
    if source is None or type(source) is _GameMap:
        return source
    if isinstance(source, _GameMap):
        return source
    return source.map


def render(message: Message | str, lang: str = DEFAULT_LANGUAGE, source: Source = None, *, codes: bool = False) -> str:
    """The message in ``lang``; ``source`` (a Ruleset or GameMap) gives the names of provinces and powers."""
    return _render(message, lang, source, codes=codes)


def _param(v: Param, lang: str, gm: GameMap | None, codes: bool) -> str:
    return render_param(v, lang, gm, codes)


_COAST_CODES: Final = ("NC", "SC", "EC", "WC")


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
    """succeeds | fails | invalid | void (or a shown status: counted_once | disbanded | refused_late) as a
    word of ``lang``."""
    return template(f"status.{status}", lang) if status in STATUSES or status in SHOWN_STATUSES else status


STATUSES: Final = ("succeeds", "fails", "invalid", "void")
# what a result is shown as where its status would say the wrong thing: a line written twice alike is
# counted once (not an error); a unit the rules disband (no retreat order, none possible, civil disorder)
# is lost (not a success); a late sheet's line refused by the referee
SHOWN_STATUSES: Final = ("counted_once", "disbanded", "refused_late")


def shown_status(result: Any) -> str:
    """The word a view shows for ``result`` (an ``OrderResult``): its status, or one of ``SHOWN_STATUSES``
    when the status alone would mislead (the JSON contract keeps the status)."""
    tag = getattr(result, "tag", "")
    reason = getattr(result, "reason_msg", None)
    if tag == "late-refused":
        return "refused_late"
    if tag == "duplicate" and reason is not None and reason.key == "result.duplicate_same":
        return "counted_once"
    if tag in ("disbanded-default", "disbanded") and result.status == "succeeds" \
            and getattr(result, "text_msg", None) is not None:  # written by the rules, not ordered
        return "disbanded"
    return str(result.status)


END_REASONS: Final = ("victory", "shared-victory", "agreed-year", "agreed-time", "agreed-draw", "lots", "vote", "conceded")


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


# --- JSON of the parameters (kept in the game record) ----------------------------------------------

def _read_location(d: Mapping[str, Any]) -> Param:
    from .geography import Location

    return L(Location.parse(str(d["L"])))


def _read_unit(d: Mapping[str, Any]) -> Param:
    from .state import parse_unit

    return U(parse_unit(str(d["U"]), str(d.get("power", ""))))


def _read_type(d: Mapping[str, Any]) -> Param:
    from .state import UnitType

    return T(UnitType(str(d["T"])))


register_catalogue("referee_app.games.diplomacy")
register_param("P", lambda d: P(str(d["P"]), bool(d.get("with_code", False))))
register_param("L", _read_location)
register_param("U", _read_unit)
register_param("W", lambda d: W(str(d["W"]), d.get("fallback")))
register_param("A", lambda d: A(str(d["A"]), d.get("fallback")))
register_param("C", lambda d: C(str(d["C"])))
register_param("T", _read_type)
register_param("O", lambda d: str(d["O"]))  # an order is kept as its canonical text


# keys the code builds from data rather than writing out (coasts, statuses, phases); every
# catalogue must have them (tests/test_i18n.py checks, with the keys it finds in the source)
INTERNAL_KEYS: tuple[str, ...] = (
    *(f"_fmt.coast.{c}" for c in _COAST_CODES),
    "_fmt.army", "_fmt.fleet", "_fmt.unit", "_fmt.location_coast", "_fmt.name_with_code",
    "_order.unit", "_order.hold", "_order.move", "_order.move_via", "_order.support_hold", "_order.support_move",
    "_order.convoy", "_order.retreat", "_order.disband", "_order.build", "_order.remove", "_order.waive",
    *(f"status.{s}" for s in STATUSES + SHOWN_STATUSES),
    *(f"end.reason.{r}" for r in END_REASONS),
    "phase.long", "phase.season.S", "phase.season.F", "phase.season.W", "phase.type.M", "phase.type.R", "phase.type.A",
)


__all__ = ["A", "C", "DEFAULT_LANGUAGE", "END_REASONS", "end_banner", "end_detail", "end_reason", "end_text", "INTERNAL_KEYS", "L", "LANGUAGES", "LANGUAGE_NAMES", "Many", "Message", "O", "P",
           "Param", "STATUSES", "T", "Text", "U", "W", "catalogue", "detect_language", "error_text", "message_of", "msg",
           "normalize_language", "order_text", "phase_message", "phase_name", "placeholders", "power_name", "province_name", "raw",
           "render", "result_reason", "result_text", "status_text", "template", "tr", "unit_text"]
