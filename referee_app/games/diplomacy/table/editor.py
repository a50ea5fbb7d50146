"""The position editor's language: a position changed by typed commands, and what changed.

One command a line (or separated by ``;`` or ``,``), in the names the orders use (codes, names,
aliases, any language)::

    A PAR                  place an army (of the power chosen, or the one named: "FRANCE A PAR",
    F STP/SC                "A PAR FRANCE"; a power named alone or "FRANCE:" names it for the lines after)
    - MUN                  remove the unit in Munich (also "remove MUN", "- A MUN")
    centre BEL FRANCE      Belgium's owner (also "center", "sc"; "centre BEL none": nobody's)
    phase F1903R           the phase (a phase alone, "F1903R", says the same)
    dislodged A MUN BOH    a dislodged unit in a retreat phase, attacked from Bohemia
                           ("dislodged A MUN from BOH", "... via convoy")
    standoff BUR           a standoff left Burgundy empty (retreat phase); "- standoff BUR"
    - dislodged MUN        remove a dislodged unit; "- centre BEL": Belgium belongs to nobody
    clear                  an empty board ("clear units", "clear centres")
    start                  the ruleset's starting position

``apply_commands`` gives the new draft; ``checked_position`` (``position_check``) says whether it
can exist. A command that cannot be read raises ``EditCommandError`` naming it. ``describe_changes``
says what changed between two positions, for the record, the window and the exports.

No Qt here.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass, replace

from ..rules.errors import PhaseError, RefereeError
from ..rules.geography import Location
from ..rules.i18n import Many, Message, P, U, W, msg, phase_message
from ..rules.names import NameIndex, Trie, tokenize
from ..rules.positions import PositionDraft, checked_position
from ..rules.ruleset import Ruleset
from ..rules.state import Dislodged, Phase, PhaseType, Position, Season, Unit, UnitType, parse_unit


class EditCommandError(RefereeError):
    """A command of the position editor that cannot be read or done. ``command``: the command as typed."""

    def __init__(self, message: Message, names: Ruleset | None = None, command: str = "") -> None:
        super().__init__(message, names)
        self.command = command


# --- the words of the language -------------------------------------------------------------------

_WORDS: dict[str, tuple[str, ...]] = {
    "REMOVE": ("-", "remove", "delete", "del", "rm", "x", "移除", "撤除", "除去", "刪除", "删除", "取り除く", "削除"),
    "CENTRE": ("centre", "center", "sc", "supply centre", "supply center", "owner", "軍需區", "军需区", "補給都市",
               "補給センター", "補給中心", "补给中心"),
    "NONE": ("none", "nobody", "neutral", "unowned", "no one", "無", "无", "無人", "无人", "なし", "中立"),
    "DISLODGED": ("dislodged", "dislodge", "retreating", "被驅逐", "被驱逐", "驅逐", "驱逐", "撃退", "被撃退"),
    "FROM": ("from", "by", "attacked from", "從", "从", "由", "から", "より"),
    "STANDOFF": ("standoff", "stand off", "standoffs", "contested", "bounce", "bounced", "規避", "规避", "スタンドオフ"),
    "PHASE": ("phase", "階段", "阶段", "フェイズ", "フェーズ"),
    "CLEAR": ("clear", "empty", "清空", "清除", "クリア"),
    "UNITS": ("units", "unit", "部隊", "部队", "駒"),
    "CENTRES": ("centres", "centers", "supply centres", "supply centers", "軍需區", "军需区", "補給都市"),
    "ALL": ("all", "everything", "全部", "すべて"),
    "START": ("start", "reset", "starting position", "開局", "开局", "初期配置"),
}
_TRIE: Trie | None = None
_SPLIT = re.compile(r"[\n;,、]")


def _words() -> Trie:
    global _TRIE
    if _TRIE is None:
        trie = Trie()
        for kw, words in _WORDS.items():
            for w in words:
                trie.add(tokenize(w), kw)
        _TRIE = trie
    return _TRIE


def split_commands(text: str) -> list[str]:
    """The commands of a text: one a line, or separated by ``;`` or ``,`` (blank ones left out)."""
    text = unicodedata.normalize("NFKC", text)
    return [part.strip() for part in _SPLIT.split(text) if part.strip()]


# --- one command as read ------------------------------------------------------------------------

@dataclass(frozen=True)
class EditStep:
    """One command, read. ``kind``: unit | remove | centre | phase | dislodged | remove-dislodged |
    standoff | remove-standoff | clear | start | power (a power named for the lines after)."""

    text: str
    kind: str
    unit: Unit | None = None
    province: str = ""
    owner: str | None = None
    phase: Phase | None = None
    dislodged: Dislodged | None = None
    provinces: tuple[str, ...] = ()
    what: str = ""
    power: str = ""  # a power named at the start: it stands for the lines after too


class _Reader:
    def __init__(self, text: str, ruleset: Ruleset) -> None:
        self.text = text
        self.rs = ruleset
        self.names: NameIndex = ruleset.names
        self.toks = tokenize(text)
        self.i = 0

    def fail(self, message: Message) -> EditCommandError:
        return EditCommandError(message, self.rs, self.text)

    def done(self) -> bool:
        return self.i >= len(self.toks)

    def word(self, *kinds: str) -> str | None:
        """The edit keyword at the reading point if it is one of ``kinds`` (taken)."""
        n, vals = _words().longest(self.toks, self.i)
        hit = next((k for k in kinds if k in vals), None) if n else None
        if hit is not None:
            self.i += n
        return hit

    def power(self) -> str | None:
        n, vals = self.names.powers.longest(self.toks, self.i)
        if n and len(vals) == 1:
            self.i += n
            return str(next(iter(vals)))
        return None

    def unit_type(self) -> UnitType | None:
        n, vals = self.names.keywords.longest(self.toks, self.i)
        if n and vals & {"ARMY", "FLEET"}:
            self.i += n
            return UnitType.ARMY if "ARMY" in vals else UnitType.FLEET
        return None

    def via(self) -> bool:
        n, vals = self.names.keywords.longest(self.toks, self.i)
        if n and "VIA" in vals:
            self.i += n
            return True
        return False

    def place(self) -> Location:
        """A province and, for a fleet, its coast: ``STP/SC``, ``St Petersburg (south coast)``, ``Spa nc``."""
        if self.done():
            raise self.fail(msg("edit.no_place", text=self.text))
        toks = self.toks
        n, vals = self.names.provinces.longest(toks, self.i)
        if not n:
            word = toks[self.i]
            near = self.names.nearest_codes(word)
            hint: Message | str = msg("parse.did_you_mean", names=Many([P(c, True) for c in near])) if near else ""
            raise self.fail(msg("edit.unknown_word", word=word, text=self.text, hint=hint))
        if len(vals) > 1:
            codes = sorted(str(v) for v in vals)
            raise self.fail(msg("edit.ambiguous", word=" ".join(toks[self.i:self.i + n]),
                                candidates=Many([P(c, True) for c in codes], "or")))
        code = str(next(iter(vals)))
        self.i += n
        coast: str | None = None
        if not self.done() and toks[self.i] in ("/", "("):
            m, cvals = self.names.coasts.longest(toks, self.i + 1)
            if m:
                coast = str(next(iter(cvals)))
                self.i += 1 + m
                if not self.done() and toks[self.i] == ")":
                    self.i += 1
        elif not self.done():
            m, cvals = self.names.bare_coasts.longest(toks, self.i)
            if m:
                coast = str(next(iter(cvals)))
                self.i += m
        return Location(code, coast)

    def rest(self) -> str:
        return " ".join(self.toks[self.i:])

    def end(self) -> None:
        if not self.done():
            raise self.fail(msg("edit.extra_words", text=self.text, words=self.rest()))


def _phase_of(text: str) -> Phase | None:
    squashed = re.sub(r"\s+", "", text)
    try:
        return Phase.parse(squashed)
    except PhaseError:
        return None


def _owner(r: _Reader, lead: str | None, default: str | None, province: str) -> str:
    power = r.power() or lead or default
    if power is None:
        raise r.fail(msg("edit.whose_centre", province=P(province), text=r.text))
    return power


def _unit_at(r: _Reader, utype: UnitType, lead: str | None, default: str | None) -> Unit:
    loc = r.place()
    trailing = r.power()
    home = r.rs.map.provinces[loc.province].home_of
    power = trailing or lead or default or (home.upper() if home else None)
    if utype is UnitType.ARMY:
        loc = loc.bare  # an army stands in the province, whatever coast was written
    unit = Unit(power or "", utype, loc)
    if power is None:
        raise r.fail(msg("edit.whose_unit", unit=U(unit), text=r.text))
    return unit


def read_command(text: str, ruleset: Ruleset, power: str | None = None) -> EditStep | None:
    """One command (None for a blank one). ``power``: the power a unit or centre goes to when the command
    names none (the power chosen in the window, ``--power``); without it a unit goes to the power whose
    home the space is. Raises ``EditCommandError``."""
    r = _Reader(text, ruleset)
    if r.done():
        return None
    lead = r.power()
    if r.done():
        if lead is None:
            raise r.fail(msg("edit.unreadable", text=text))
        return EditStep(text, "power", power=lead)
    default = power.upper() if power else None
    if r.word("REMOVE"):
        sub = r.word("DISLODGED", "STANDOFF", "CENTRE")
        if sub == "STANDOFF":
            provinces = [r.place().province]
            while not r.done():
                provinces.append(r.place().province)
            return EditStep(text, "remove-standoff", provinces=tuple(provinces), power=lead or "")
        r.power()
        r.unit_type()
        loc = r.place()
        r.power()
        r.end()
        kind = {"DISLODGED": "remove-dislodged", "CENTRE": "centre"}.get(sub or "", "remove")
        return EditStep(text, kind, province=loc.province, owner=None, power=lead or "")
    if r.word("CENTRE"):
        loc = r.place()
        if r.word("NONE"):
            owner = None
        else:
            owner = _owner(r, lead, default, loc.province)
        r.end()
        return EditStep(text, "centre", province=loc.province, owner=owner, power=lead or "")
    if r.word("DISLODGED"):
        lead = r.power() or lead
        utype = r.unit_type()
        if utype is None:
            raise r.fail(msg("edit.unit_type", text=text))
        unit = _unit_at(r, utype, lead, default)
        by_convoy = r.via()
        origin = ""
        r.word("FROM")
        if not r.done() and not r.via():
            origin = r.place().province
        by_convoy = r.via() or by_convoy
        r.end()
        return EditStep(text, "dislodged", dislodged=Dislodged(unit, origin, by_convoy), power=lead or "")
    if r.word("STANDOFF"):
        provinces = [r.place().province]
        while not r.done():
            provinces.append(r.place().province)
        return EditStep(text, "standoff", provinces=tuple(provinces), power=lead or "")
    if r.word("PHASE"):
        phase = _phase_of(r.rest())
        if phase is None:
            raise r.fail(msg("edit.bad_phase", text=r.rest() or text))
        return EditStep(text, "phase", phase=phase, power=lead or "")
    if r.word("CLEAR"):
        what = {"UNITS": "units", "CENTRES": "centres"}.get(r.word("UNITS", "CENTRES", "ALL") or "", "all")
        r.end()
        return EditStep(text, "clear", what=what, power=lead or "")
    if r.word("START"):
        r.end()
        return EditStep(text, "start", power=lead or "")
    phase = _phase_of(r.rest())
    if phase is not None:
        return EditStep(text, "phase", phase=phase, power=lead or "")
    utype = r.unit_type()
    if utype is not None:
        unit = _unit_at(r, utype, lead, default)
        r.end()
        return EditStep(text, "unit", unit=unit, power=lead or "")
    raise r.fail(msg("edit.unreadable", text=text))


# --- applying commands ---------------------------------------------------------------------------

def apply_step(draft: PositionDraft, step: EditStep, ruleset: Ruleset) -> PositionDraft:
    """``draft`` with ``step`` done (not checked: ``checked_position`` says whether it can exist)."""
    def fail(message: Message) -> EditCommandError:
        return EditCommandError(message, ruleset, step.text)

    if step.kind == "unit":
        assert step.unit is not None
        return replace(draft, units=draft.units + (step.unit,))
    if step.kind == "remove":
        unit = draft.unit_in(step.province)
        if unit is None:
            raise fail(msg("edit.no_unit", province=P(step.province, True)))
        return replace(draft, units=tuple(u for u in draft.units if u is not unit))
    if step.kind == "centre":
        centers = dict(draft.centers)
        if step.owner is None:
            centers.pop(step.province, None)
        else:
            centers[step.province] = step.owner
        return replace(draft, centers=centers)
    if step.kind == "phase":
        assert step.phase is not None
        return replace(draft, phase=step.phase)
    if step.kind == "dislodged":
        assert step.dislodged is not None
        return replace(draft, dislodged=draft.dislodged + (step.dislodged,))
    if step.kind == "remove-dislodged":
        d = draft.dislodged_in(step.province)
        if d is None:
            raise fail(msg("edit.no_dislodged", province=P(step.province, True)))
        return replace(draft, dislodged=tuple(x for x in draft.dislodged if x is not d))
    if step.kind == "standoff":
        return replace(draft, contested=draft.contested | frozenset(step.provinces))
    if step.kind == "remove-standoff":
        missing = [c for c in step.provinces if c not in draft.contested]
        if missing:
            raise fail(msg("edit.no_standoff", province=P(missing[0], True)))
        return replace(draft, contested=draft.contested - frozenset(step.provinces))
    if step.kind == "clear":
        if step.what in ("units", "all"):
            draft = replace(draft, units=(), dislodged=(), contested=frozenset())
        if step.what in ("centres", "all"):
            draft = replace(draft, centers={})
        return draft
    if step.kind == "start":
        return _starting_draft(ruleset, draft.phase.year)
    return draft  # "power": nothing on the board changes


def _starting_draft(ruleset: Ruleset, year: int) -> PositionDraft:
    """The ruleset's starting position in Spring ``year`` (as ``game.starting_position``, which this
    module cannot import: the game imports the editor)."""
    gm = ruleset.map
    units = tuple(parse_unit(text, code, gm) for code, power in gm.powers.items() for text in power.starting_units)
    centers = {c: code for code, power in gm.powers.items() for c in power.home_centers if c in gm.supply_centers}
    return PositionDraft(Phase(year, Season.SPRING, PhaseType.MOVEMENT), units, centers)


def apply_commands(draft: PositionDraft, commands: Iterable[str], ruleset: Ruleset,
                   power: str | None = None) -> PositionDraft:
    """``draft`` with every command done in turn (each item may hold several, see ``split_commands``).
    A power named alone or at the start of a command stands for the commands after it."""
    current = power
    for item in commands:
        for text in split_commands(item):
            step = read_command(text, ruleset, current)
            if step is None:
                continue
            if step.power:
                current = step.power
            draft = apply_step(draft, step, ruleset)
    return draft


def edited_position(position: Position, commands: Iterable[str], ruleset: Ruleset, power: str | None = None) -> Position:
    """``position`` changed by ``commands``; ``EditCommandError`` for a command that cannot be read,
    ``PositionError`` (every reason) if the result cannot exist."""
    return checked_position(apply_commands(PositionDraft.of(position), commands, ruleset, power), ruleset)


def empty_position(phase: Phase | None = None) -> Position:
    """An empty board (no unit, no owner) in ``phase`` (Spring 1901 Movement by default)."""
    return Position(phase or Phase(1901, Season.SPRING, PhaseType.MOVEMENT), {}, {})


# --- what changed --------------------------------------------------------------------------------

def describe_changes(before: Position, after: Position) -> list[Message]:
    """What changed from ``before`` to ``after``: the phase, units placed and removed, centre owners,
    dislodged units and standoffs; one Message each, in that order."""
    out: list[Message] = []
    if before.phase != after.phase:
        out.append(msg("edit.change.phase", phase=phase_message(after.phase), before=phase_message(before.phase)))
    for prov in sorted(set(before.units) | set(after.units)):
        old, new = before.units.get(prov), after.units.get(prov)
        if old == new:
            continue
        if old is not None:
            out.append(msg("edit.change.removed", power=W(old.power), unit=U(old)))
        if new is not None:
            out.append(msg("edit.change.placed", power=W(new.power), unit=U(new)))
    for c in sorted(set(before.centers) | set(after.centers)):
        old_owner, new_owner = before.centers.get(c), after.centers.get(c)
        if old_owner == new_owner:
            continue
        out.append(msg("edit.change.centre", province=P(c),
                       owner=W(new_owner) if new_owner else msg("edit.change.nobody"),
                       before=W(old_owner) if old_owner else msg("edit.change.nobody")))
    for prov in sorted(set(before.dislodged) | set(after.dislodged)):
        old_d, new_d = before.dislodged.get(prov), after.dislodged.get(prov)
        if old_d == new_d:
            continue
        if old_d is not None:
            out.append(msg("edit.change.undislodged", power=W(old_d.unit.power), unit=U(old_d.unit)))
        if new_d is not None:
            if new_d.attacker_from:
                out.append(msg("edit.change.dislodged_from", power=W(new_d.unit.power), unit=U(new_d.unit),
                               origin=P(new_d.attacker_from)))
            else:
                out.append(msg("edit.change.dislodged", power=W(new_d.unit.power), unit=U(new_d.unit)))
    for c in sorted(after.contested - before.contested):
        out.append(msg("edit.change.standoff", province=P(c)))
    for c in sorted(before.contested - after.contested):
        out.append(msg("edit.change.no_standoff", province=P(c)))
    return out


def changes_message(before: Position, after: Position) -> Message:
    """Every change in one message ("France: A PAR placed; Germany: A MUN removed"), or "no change"."""
    changes = describe_changes(before, after)
    if not changes:
        return msg("edit.change.none")
    return msg("edit.change.all", changes=Many(changes, "list"))


def unit_command(unit: Unit) -> str:
    """The command that places ``unit`` ("FRANCE A PAR")."""
    return f"{unit.power} {unit}"


__all__ = ["EditCommandError", "EditStep", "apply_commands", "apply_step", "changes_message", "describe_changes",
           "edited_position", "empty_position", "read_command", "split_commands", "unit_command"]
