"""Game-master commands of ``referee-cli``: a play-by-e-mail game kept in a game file.

::

    referee-cli new game.dipgame --ruleset standard --players "FRANCE=Ann,GERMANY=Bob"
    referee-cli orders game.dipgame --power FRANCE mail.txt --at 2024-05-01T21:10+09:00 --deadline 2024-05-02T00:00+09:00
    referee-cli process game.dipgame        # adjudicate; prints the results to paste into an e-mail
    referee-cli undo game.dipgame
    referee-cli show game.dipgame [--phase S1901M]
    referee-cli export game.dipgame --format html -o game.html

Sheets are time-stamped (``--at``, default now). When a power sends several
sheets for one phase, the latest one sent before the deadline counts (seed 004,
§2.10): a sheet sent after the deadline, or older than the one already
counted, is kept in the record but not counted. Orders pasted from an e-mail:
lines that are not orders (greetings, signatures, the ``Dnn:`` header, quoted
text) are listed as skipped, never guessed at.

No Qt here (``export --format png`` loads it, only then).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from datetime import datetime
from pathlib import Path
from typing import Any

from ..core.inputs import MAX_DOCUMENT_BYTES, check_text, clip, read_json, size_text
from ..core.record import GameFile, WrongGameError
from ..games.diplomacy.contract.jsonapi import adjudicate_json
from ..games.diplomacy.rules.errors import PhaseError, RefereeError
from ..games.diplomacy.rules.i18n import (
    Message,
    detect_language,
    end_reason,
    error_text,
    msg,
    normalize_language,
    phase_name,
    render,
)
from ..games.diplomacy.rules.names import tokenize
from ..games.diplomacy.rules.ruleset import load_ruleset
from ..games.diplomacy.rules.state import Phase, PhaseType
from ..games.diplomacy.table.game import Game, LineCheck
from ..games.diplomacy.table.mail import MailSheet, Skipped, read_mail, starts_like_order
from .files import open_game, wrong_game

PREFIX = ""  # Diplomacy's commands stand at referee-cli's top level (cli/files.py)
GAME = "diplomacy"

# --- reading an e-mail: the game's own reader (games/diplomacy/table/mail.py), shared with the window ---


# --- times -------------------------------------------------------------------------------------

def parse_time(text: str, what: str = "time") -> float:
    """An ISO 8601 date and time (``2024-05-01T21:00``, ``2024-05-01 21:00+09:00``, ``...Z``) -> epoch seconds.
    Without an offset, local time."""
    t = text.strip()
    try:
        dt = datetime.fromisoformat(t.replace("Z", "+00:00") if t.endswith("Z") else t)
        if dt.tzinfo is None:
            dt = dt.astimezone()
        stamp = dt.timestamp()
        show_time(stamp)  # a time at the edge of the calendar that cannot be shown back is refused too
        return stamp
    except (ValueError, OverflowError, OSError):
        raise RefereeError(msg("cli.bad_time", what=what, text=clip(text))) from None


def show_time(t: float) -> str:
    return datetime.fromtimestamp(t).astimezone().isoformat(timespec="minutes")


# --- helpers -------------------------------------------------------------------------------------

def power_code(game_or_rs: Any, text: str) -> str:
    """A power named by its code, name or a usual abbreviation -> its code."""
    rs = game_or_rs.ruleset if isinstance(game_or_rs, Game) else game_or_rs
    powers = rs.map.powers
    t = text.strip()
    if t.upper() in powers:
        return t.upper()
    for code, p in powers.items():
        if t.casefold() in (p.name.casefold(), p.adjective.casefold()):
            return code
    toks = tokenize(t)
    n, vals = rs.names.powers.longest(toks, 0)
    if n and n == len(toks) and len(vals) == 1:
        return str(next(iter(vals)))
    raise RefereeError(msg("cli.unknown_power", power=repr(text), powers=", ".join(powers)))


# the language of what the commands print (``--lang``; default: the system's)
_LANG = ["en"]


def _lang() -> str:
    return _LANG[0]


def _t(key: str, **params: Any) -> str:
    """One catalogue text in the language chosen with ``--lang``."""
    return render(Message(key, params), _LANG[0])


def _pname(game: Game, code: str) -> str:
    p = game.ruleset.map.powers.get(code)
    if p is None:
        return code.title()
    lang = _LANG[0]
    return p.name if lang == "en" else (p.names.get(lang) or p.name)


def _phase(game_or_phase: Any) -> str:
    phase = game_or_phase.phase if isinstance(game_or_phase, Game) else game_or_phase
    return phase_name(phase, _LANG[0])


def _unit(game: Game, unit: Any) -> str:
    """A unit as the orders write it (``A PAR``), with its name in Chinese or Japanese."""
    if _LANG[0] == "en":
        return str(unit)
    from ..games.diplomacy.rules.i18n import unit_text

    return f"{unit_text(unit, _LANG[0], game.ruleset)}({unit})"


def _sep() -> str:
    return _t("cli.list_sep")


@contextmanager
def _clock_at(game: Game, t: float | None) -> Iterator[None]:
    """Time-stamp the events made inside with ``t`` (a sheet's sending time) instead of now."""
    if t is None:
        yield
        return
    old: Callable[[], float] = game.now
    game.now = lambda: t
    try:
        yield
    finally:
        game.now = old


def deadline_of(game: Game) -> float | None:
    """The deadline set for the current phase (a 'clock' event with action 'deadline'), if any."""
    phase = str(game.phase)
    found: float | None = None
    for ev in game.events:
        if ev.kind == "clock" and ev.data.get("action") == "deadline" and ev.data.get("phase") == phase:
            found = float(ev.data["deadline"])
    return found


def _record_sheet_not_counted(game: Game, power: str, lines: Sequence[str], sent: float, why: str) -> None:
    data = {"power": power, "sent_at": sent, "lines": list(lines), "reason": why}
    game.record("sheet-not-counted", data)


def _open(path: str) -> GameFile:
    return open_game(path, GAME)


def _out(text: str = "") -> None:
    sys.stdout.write(text + ("\n" if not text.endswith("\n") else ""))


def _check_mark(chk: LineCheck, game: Game | None = None) -> str:
    if chk.ok:
        return chk.canonical
    return _t("cli.error", error=error_text(chk, _LANG[0], game.ruleset if game is not None else None))


# --- commands ------------------------------------------------------------------------------------

def cmd_new(args: argparse.Namespace) -> int:
    source = None
    if args.source:
        from ..exports.diplomacy.phase_source import read_phase, split_source

        path, phase = split_source(args.source)
        try:
            source = read_phase(path, phase, ruleset=args.ruleset)
        except WrongGameError as exc:
            raise wrong_game(exc, path) from None
        rs = load_ruleset(args.ruleset) if args.ruleset else source.ruleset
    else:
        rs = load_ruleset(args.ruleset or "standard")
    players: dict[str, str] = {p: "" for p in rs.map.powers}
    if source is not None:
        players.update({p: n for p, n in source.players.items() if p in players})
    for spec in args.players or []:
        for item in spec.split(","):
            if not item.strip():
                continue
            if "=" not in item:
                raise RefereeError(msg("cli.players_syntax", got=repr(item.strip())))
            power, name = item.split("=", 1)
            players[power_code(rs, power)] = name.strip()
    civil = [power_code(rs, p) for p in args.civil_disorder or []]
    if source is not None:
        game = _checked(lambda: source.new_game(title=args.title or source.title, players=players, ruleset=rs))
        if not civil:
            civil = list(game.civil_disorder)
    else:
        game = Game.new(rs, players=players, civil_disorder=civil, title=args.title or "")
    gf = GameFile.create(args.file, game, overwrite=args.force)
    with gf:
        title = (rs.title or rs.name) + (", " + game.setup.title if game.setup.title else "")
        _out(_t("cli.created", path=str(gf.path), title=title))
        if source is not None:
            _out(_t("cli.edit.started_from", file=Path(source.path).name, phase=_phase(source.phase)))
            for line in _position_lines(game, game.position):
                _out(line)
        _out(_t("cli.first_phase", phase=_phase(game)))
        named = [_t("cli.player", power=_pname(game, p), name=n) for p, n in players.items() if n]
        if named:
            _out(_t("cli.players", players=_t("cli.list_semicolon").join(named)))
        if civil:
            _out(_t("cli.in_civil_disorder", powers=_sep().join(_pname(game, p) for p in civil)))
    return 0


def _read_text(source: str) -> str:
    """An e-mail or a sheet from a file or standard input: UTF-8 (a BOM allowed), else Shift_JIS (a
    Japanese mail saved by an older mailer); at most ``MAX_DOCUMENT_BYTES``."""
    data = _read_bytes(source, MAX_DOCUMENT_BYTES)
    where = msg("input.where.stdin") if source == "-" else source
    if len(data) > MAX_DOCUMENT_BYTES:
        raise RefereeError(msg("input.too_large", where=where, limit=size_text(MAX_DOCUMENT_BYTES)))
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        try:
            text = data.decode("cp932")
        except UnicodeDecodeError as exc:
            raise RefereeError(msg("cli.not_utf8", source=source)) from exc
    return check_text(text, where)


def cmd_orders(args: argparse.Namespace) -> int:
    text = _read_text(args.orders_file)
    with _open(args.file) as gf:
        game = gf.game
        power = power_code(game, args.power)
        sent = parse_time(args.at, "--at") if args.at else time.time()
        if args.deadline:
            dl = parse_time(args.deadline, "--deadline")
            if deadline_of(game) != dl:
                game.log_clock("deadline", deadline=dl, deadline_iso=show_time(dl))
        deadline = deadline_of(game)
        mail = read_mail(text, game, power)
        _out(_t("cli.orders_from", power=_pname(game, power), phase=_phase(game), sent=show_time(sent)))
        if not mail.orders:
            for s in mail.skipped:
                _out(_t("cli.skipped_line", n=s.line_no, text=repr(s.text), why=_why(s)))
            source = _t("cli.the_input") if args.orders_file == "-" else args.orders_file
            raise RefereeError(msg("cli.no_orders_found", source=source))
        width = max(_width(x) for x in mail.orders)
        for line in mail.orders:
            _out(f"  {_ljust(line, width)}   {_check_mark(game.check_line(power, line), game)}")
        if mail.skipped:
            _out(render(msg("cli.skipped", n=len(mail.skipped)), _LANG[0]))
            for s in mail.skipped:
                _out(_t("cli.skipped_item", n=s.line_no, text=repr(s.text), why=_why(s)))
        previous = game.current.entered_at.get(power) if game.current.sheets.get(power) else None
        if deadline is not None and sent > deadline:
            why = f"sent after the deadline ({show_time(deadline)})"  # kept in the record in English
            _record_sheet_not_counted(game, power, mail.orders, sent, why)
            hint = "" if args.at else _t("cli.give_at")
            _out(_t("cli.late_not_counted", deadline=show_time(deadline), hint=hint))
            if previous is not None:
                _out(_t("cli.previous_stands", sent=show_time(previous)))
            return 0
        if previous is not None and sent < previous:
            why = f"an older sheet than the one already received (sent {show_time(previous)})"
            _record_sheet_not_counted(game, power, mail.orders, sent, why)
            _out(_t("cli.older_not_counted", sent=show_time(previous)))
            return 0
        with _clock_at(game, sent):
            game.set_orders(power, mail.orders)
        if previous is not None:
            _out(_t("cli.replaces", sent=show_time(previous)))
        _out_owed(game, power)
        if deadline is not None:
            _out(_t("cli.deadline", deadline=show_time(deadline)))
    return 0


def _out_owed(game: Game, power: str) -> None:
    if game.phase.type is PhaseType.ADJUSTMENTS:
        n = game.adjustments().get(power, 0)
        given = sum(1 for c in game.check_sheet(power) if c.ok)
        if n > 0:
            _out(render(msg("cli.may_build", power=_pname(game, power), owed=n, n=given), _LANG[0]))
        elif n < 0:
            _out(render(msg("cli.must_remove", power=_pname(game, power), owed=-n, n=given), _LANG[0]))
        return
    left = game.unordered_units(power)
    if left:
        key = "cli.unordered_disband" if game.phase.type is PhaseType.RETREATS else "cli.unordered_hold"
        _out(_t(key, units=_sep().join(_unit(game, u) for u in left)))


def cmd_process(args: argparse.Namespace) -> int:
    from ..exports.diplomacy.text import phase_text

    with _open(args.file) as gf:
        game = gf.game
        missing = [p for p in game.active_powers() if not game.current.sheets.get(p)]
        game.process()
        rec = game.last
        assert rec is not None
        _out(phase_text(game, rec, _LANG[0]))
        if missing:
            _out(_t("cli.no_orders_from", powers=_sep().join(_pname(game, p) for p in missing)))
            _out("")
        _out_next(game)
    return 0


def _out_next(game: Game) -> None:
    if game.end is not None:
        winners = _t("export.and").join(_pname(game, w) for w in game.end.winners) or _t("export.nobody")
        _out(_t("export.ended", reason=end_reason(game.end.reason), winners=winners, detail=""))
        return
    _out(_t("export.next_phase", phase=_phase(game)))
    _out_due(game)


def _out_due(game: Game) -> None:
    if game.phase.type is PhaseType.RETREATS:
        for o in game.retreat_options():
            dests = ", ".join(str(d) for d in o.destinations) or _t("cli.no_retreat")
            _out(_t("cli.may_retreat", power=_pname(game, o.unit.power), unit=_unit(game, o.unit), origin=o.attacker_from,
                    places=dests))
    elif game.phase.type is PhaseType.ADJUSTMENTS:
        for p, n in game.adjustments().items():
            if n > 0:
                sites = game.build_sites(p)
                where = _t("cli.build_sites", sites=", ".join(sites)) if sites else _t("cli.no_build_site")
                _out(_t("cli.builds_of", power=_pname(game, p), n=min(n, len(sites)), owed=n, where=where))
            else:
                _out(_t("cli.removes", power=_pname(game, p), n=-n))
    powers = game.active_powers()
    if powers:
        _out(_t("cli.orders_due", powers=_sep().join(_pname(game, p) for p in powers)))


def cmd_undo(args: argparse.Namespace) -> int:
    from ..games.diplomacy.table.game import EditRecord

    with _open(args.file) as gf:
        game = gf.game
        target = game.undo_target()
        game.undo()
        if isinstance(target, EditRecord):
            _out(_t("cli.edit.undone", phase=_phase(game), note=target.note))
            return 0
        _out(_t("cli.undone", phase=_phase(game)))
        for p, lines in sorted(game.current.sheets.items()):
            if lines:
                _out(f"  {_pname(game, p)}: " + "; ".join(ln for ln in lines if ln.strip()))
    return 0


def _checked(make: Callable[[], Any]) -> Any:
    """``make()``; a position that cannot exist is told with every reason, one a line (exit 2)."""
    from ..games.diplomacy.rules.positions import PositionError

    try:
        return make()
    except PositionError as exc:
        lines = [render(p, _LANG[0], exc.names) for p in exc.problems]
        raise RefereeError(_t("cli.edit.impossible") + "".join("\n  - " + line for line in lines)) from exc


def cmd_edit(args: argparse.Namespace) -> int:
    from ..games.diplomacy.table.editor import describe_changes

    with _open(args.file) as gf:
        game = gf.game
        before = game.position
        power = power_code(game, args.power) if args.power else None
        _checked(lambda: game.edit(args.commands, args.note or "", power))
        after = game.position
        if after == before:
            _out(_t("cli.edit.nothing"))
            return 0
        _out(_t("cli.edit.done", phase=_phase(game), note=args.note or ""))
        for change in describe_changes(before, after):
            _out("  - " + render(change, _LANG[0], game.ruleset))
        _out("")
        _out(_t("cli.position"))
        for line in _position_lines(game, after):
            _out(line)
    return 0


def _position_lines(game: Game, rec_position: Any) -> list[str]:
    pos = rec_position
    out = []
    for p in game.powers:
        units = pos.units_of(p)
        centres = pos.centers_of(p)
        dis = [d.unit for d in pos.dislodged.values() if d.unit.power == p]
        if not units and not centres and not dis:
            continue
        player = game.setup.players.get(p, "")
        head = f"{_pname(game, p)}{' (' + player + ')' if player else ''}"
        line = _t("cli.position_units", head=head, units=_sep().join(_unit(game, u) for u in units) or _t("cli.no_units"))
        if dis:
            line += _t("cli.position_dislodged", units=_sep().join(_unit(game, u) for u in dis))
        out.append(line)
        out.append(render(msg("cli.position_centres", n=len(centres), centres=" ".join(centres)), _LANG[0]))
    return out


def cmd_show(args: argparse.Namespace) -> int:
    from ..exports.diplomacy.common import kept_phases
    from ..exports.diplomacy.text import phase_text

    gf = open_game(args.file, GAME, readonly=True)
    game = gf.game
    title = f"{game.setup.title} - " if game.setup.title else ""
    if args.phase:
        try:
            want = Phase.parse(args.phase)
        except PhaseError as exc:
            raise RefereeError(str(exc)) from exc
        if want != game.phase:
            found = [e for e in kept_phases(game) if e.record.phase == want]
            if not found:
                played = ", ".join(str(e.record.phase) for e in kept_phases(game)) or _t("cli.none_yet")
                raise RefereeError(msg("cli.not_played", phase=str(want), played=played, now=str(game.phase)))
            rec = found[-1].record
            _out(_t("cli.adjudicated_heading", title=title, phase=_phase(want)))
            _out("")
            _out(_t("cli.position"))
            for line in _position_lines(game, rec.position):
                _out(line)
            _out("")
            _out(phase_text(game, rec, _LANG[0]))
            return 0
    _out(title + _phase(game) + (_t("cli.has_ended") if game.end else ""))
    dl = deadline_of(game)
    if dl is not None:
        _out(_t("cli.deadline_line", deadline=show_time(dl)))
    _out("")
    _out(_t("cli.position"))
    for line in _position_lines(game, game.position):
        _out(line)
    _out("")
    if game.end is not None:
        _out_next(game)
        return 0
    if game.last is not None and not args.phase:
        adj = game.last.adjudication
        assert adj is not None
        _out(_t("cli.last_results", phase=_phase(adj.phase), code=str(adj.phase)))
        _out("")
    _out(_t("cli.orders_received"))
    for p in game.active_powers():
        lines = [ln for ln in game.current.sheets.get(p, []) if ln.strip()]
        if not lines:
            _out(_t("cli.none_received", power=_pname(game, p)))
        else:
            checks = [game.check_line(p, ln) for ln in lines]
            bad = sum(1 for c in checks if not c.ok)
            when = game.current.entered_at.get(p)
            text = render(msg("cli.lines_received", power=_pname(game, p), n=len(lines)), _LANG[0])
            if bad:
                text += _t("cli.with_errors", n=bad)
            if when:
                text += _t("cli.sent_at", sent=show_time(when))
            _out(text)
            for ln, c in zip(lines, checks):
                _out(f"      {ln}   {_check_mark(c, game)}")
        if game.phase.type is not PhaseType.ADJUSTMENTS:
            left = game.unordered_units(p)
            if left:
                _out(_t("cli.owes_orders", units=_sep().join(_unit(game, u) for u in left)))
    _out("")
    _out(_t("cli.still_to_do"))
    _out_due(game)
    return 0


def cmd_export(args: argparse.Namespace) -> int:
    from ..exports import export_game

    gf = open_game(args.file, GAME, readonly=True)
    out = export_game(gf.game, args.format, args.output, lang=_LANG[0])
    _out(_t("cli.wrote", path=str(out), format=args.format))
    return 0


class _Intermixed(argparse.ArgumentParser):
    """Lets ``orders FILE --power P MAIL`` work: the positional after the options is not lost."""

    _mixing = False

    def parse_known_args(self, args: Any = None, namespace: Any = None) -> Any:
        if self._mixing:
            return super().parse_known_args(args, namespace)
        self._mixing = True
        try:
            return self.parse_known_intermixed_args(args, namespace)
        finally:
            self._mixing = False


def _why(s: Skipped) -> str:
    return _t(s.why_key) if s.why_key else s.why


def _width(text: str) -> int:
    from ..exports.diplomacy.text import text_width

    return text_width(text)


def _ljust(text: str, width: int) -> str:
    return text + " " * max(0, width - _width(text))


def set_language(lang: str | None) -> str:
    """The language the commands print in: one of en, zh_Hant, zh_Hans, ja (or a locale name); None:
    the system's."""
    _LANG[0] = (normalize_language(lang) if lang else None) or detect_language()
    return _LANG[0]


def _read_bytes(source: str, limit: int) -> bytes:
    """At most ``limit + 1`` bytes of a file or of standard input (``-``): enough to tell it is too large."""
    try:
        if source == "-":
            stream = getattr(sys.stdin, "buffer", None)
            if stream is None:  # a text stream put in place of stdin (tests)
                return sys.stdin.read(limit + 1).encode("utf-8", "surrogatepass")
            return bytes(stream.read(limit + 1))
        with open(source, "rb") as fh:
            return fh.read(limit + 1)
    except OSError as exc:
        raise RefereeError(msg("cli.cannot_read", source=source, error=str(exc.strerror or exc))) from exc


def _read_json(path: str) -> Any:
    where = msg("input.where.stdin") if path == "-" else path
    return read_json(_read_bytes(path, MAX_DOCUMENT_BYTES), where)


def _write_json(doc: Any, pretty: bool) -> None:
    """The whole document, or nothing: serialised and encoded first, then written in one go."""
    text = json.dumps(doc, ensure_ascii=False, allow_nan=False, indent=2 if pretty else None) + "\n"
    data = text.encode("utf-8")  # the contract never returns what UTF-8 cannot hold (its input is checked)
    stream = getattr(sys.stdout, "buffer", None)
    if stream is None:
        sys.stdout.write(text)
    else:
        sys.stdout.flush()
        stream.write(data)
    sys.stdout.flush()


def cmd_adjudicate(args: argparse.Namespace) -> int:
    cores = os.cpu_count() or 1
    if not 0 <= args.workers <= cores:  # each worker is a process: never more than the machine's cores
        raise RefereeError(msg("cli.bad_workers", n=args.workers, cores=cores))
    if args.jsonl:
        return _adjudicate_jsonl(args)
    doc = _read_json(args.file)
    if not isinstance(doc, dict):
        raise RefereeError(msg("contract.not_object"))
    _write_json(adjudicate_json(doc), args.pretty)
    return 0


def _adjudicate_jsonl(args: argparse.Namespace) -> int:
    """One JSON document per line in, one result per line out, in order (blank lines are skipped).
    A line that cannot be adjudicated gives ``{"error": "...", "line": N}`` in its place and is named
    on standard error; the exit status is then 2. Each line is read as any JSON from outside
    (``core.inputs.read_json``: at most ``MAX_DOCUMENT_BYTES``, UTF-8, strict JSON); each result is
    written whole, as UTF-8, whatever the terminal's encoding."""
    from ..games.diplomacy.contract.batch import LineError, adjudicate_lines

    if args.file == "-":
        source: Any = getattr(sys.stdin, "buffer", None) or sys.stdin  # a text stream put in place of stdin (tests)
    else:
        try:
            source = open(args.file, "rb")  # noqa: SIM115 - closed below
        except OSError as exc:
            raise RefereeError(msg("cli.cannot_read", source=args.file, error=str(exc.strerror or exc))) from exc
    total = failed = 0
    stream = getattr(sys.stdout, "buffer", None)
    dumps = json.JSONEncoder(ensure_ascii=False).encode
    try:
        for line_no, result in adjudicate_lines(_capped_lines(source, MAX_DOCUMENT_BYTES), args.workers):
            total += 1
            if isinstance(result, LineError):
                failed += 1
                text = dumps({"error": result.text, "line": line_no}) + "\n"
                print(f"referee-cli: {_t('cli.jsonl_line', line=line_no, error=result.message)}", file=sys.stderr)
            else:
                text = result + "\n"
            if stream is None:
                sys.stdout.write(text)
            else:
                stream.write(text.encode("utf-8"))  # each result whole, as UTF-8 (its input was checked)
        sys.stdout.flush()
    finally:
        if source is not sys.stdin and source is not getattr(sys.stdin, "buffer", None):
            source.close()
    if failed:
        print(f"referee-cli: {_t('cli.jsonl_failed', n=failed, total=total)}", file=sys.stderr)
        return 2
    return 0


def _capped_lines(stream: Any, limit: int) -> Iterator[bytes | str]:
    """The lines of ``stream``, none longer than ``limit + 1`` (bytes, or characters of a text stream): the
    rest of a longer line is read past, never held, and what is kept is enough for ``read_json`` to say
    the line is too large."""
    while True:
        line = stream.readline(limit + 1)
        if not line:
            return
        if len(line) > limit and not line.endswith(b"\n" if isinstance(line, bytes) else "\n"):
            while True:  # an over-long line: skip to its end
                rest = stream.readline(1 << 16)
                if not rest or rest.endswith(b"\n" if isinstance(rest, bytes) else "\n"):
                    break
        yield line


def _in_language(func: Callable[[argparse.Namespace], int]) -> Callable[[argparse.Namespace], int]:
    """Run a command in the language ``referee-cli`` chose (``args.lang``)."""

    def run(args: argparse.Namespace) -> int:
        set_language(getattr(args, "lang", None))
        return func(args)

    return run


def add_commands(sub: Any) -> None:
    """Add Diplomacy's commands to ``referee-cli``'s sub-command parser (at the top level: the headless
    contract ``adjudicate`` and the game master's commands over game files)."""
    from ..exports.diplomacy import FORMATS

    p = sub.add_parser("adjudicate", help="adjudicate one phase given as JSON (see docs/headless-api.md)")
    p.add_argument("file", nargs="?", default="-", help="JSON file, or - for standard input (default)")
    p.add_argument("--pretty", action="store_true", help="indent the output")
    p.add_argument("--jsonl", action="store_true",
                   help="many phases: one JSON document per line in, one result per line out")
    p.add_argument("--workers", type=int, default=1, metavar="N",
                   help="with --jsonl: worker processes, at most this machine's cores (0: one per core; default 1)")
    p.set_defaults(func=_in_language(cmd_adjudicate))

    p = sub.add_parser("new", help="start a game file")
    p.add_argument("file", help="the game file to create (e.g. game.dipgame)")
    p.add_argument("--ruleset", default=None, help="ruleset name (default: standard, or the one of the --from game)")
    p.add_argument("--from", dest="source", metavar="FILE[:PHASE]",
                   help="start from a phase of another game: a game file, a json or diplomacy-json export "
                        "(e.g. game.json:F1903R; default: its latest phase)")
    p.add_argument("--players", action="append", metavar="POWER=NAME,...",
                   help='who plays which power, e.g. "FRANCE=Ann,GERMANY=Bob" (may be repeated)')
    p.add_argument("--civil-disorder", action="append", metavar="POWER", help="a power with no player (may be repeated)")
    p.add_argument("--title", default="", help="the game's name (e.g. its Dnn number)")
    p.add_argument("--force", action="store_true", help="overwrite an existing file")
    p.set_defaults(func=_in_language(cmd_new))

    p = sub.add_parser("orders", help="record one power's order sheet (a whole sheet; pasted e-mails welcome)")
    p.add_argument("file", help="the game file")
    p.add_argument("orders_file", nargs="?", default="-", metavar="ORDERS_FILE",
                   help="text with the orders (an e-mail is fine), or - for standard input (default)")
    p.add_argument("--power", required=True, help="the power sending the sheet")
    p.add_argument("--at", metavar="ISO_TIME", help="when the sheet was sent (default: now)")
    p.add_argument("--deadline", metavar="ISO_TIME", help="the deadline of this phase (kept for later sheets)")
    p.set_defaults(func=_in_language(cmd_orders))
    p.__class__ = _Intermixed

    p = sub.add_parser("edit", help="correct the position (a bumped board, a game moved from paper): an event in the "
                                    "record with your note, undone by 'undo'")
    p.add_argument("file", help="the game file")
    p.add_argument("commands", nargs="+", metavar="COMMAND",
                   help='editor commands: "A PAR", "F STP/SC", "- MUN", "centre BEL FRANCE", "phase F1903R", '
                        '"dislodged A MUN from BOH", "standoff BUR", "FRANCE:" (whose units follow)')
    p.add_argument("--note", help="why the position is corrected (kept in the record; required)")
    p.add_argument("--power", help="whose units and centres commands without a power give (default: the power "
                                   "whose home the space is)")
    p.set_defaults(func=_in_language(cmd_edit))
    p.__class__ = _Intermixed

    p = sub.add_parser("process", help="adjudicate the current phase and print the results")
    p.add_argument("file", help="the game file")
    p.set_defaults(func=_in_language(cmd_process))

    p = sub.add_parser("undo", help="take back the last adjudication, or the last correction of the position")
    p.add_argument("file", help="the game file")
    p.set_defaults(func=_in_language(cmd_undo))

    p = sub.add_parser("show", help="the position, orders received, retreat options and what each power owes")
    p.add_argument("file", help="the game file")
    p.add_argument("--phase", help="a phase played (e.g. S1901M): its position and results")
    p.set_defaults(func=_in_language(cmd_show))

    p = sub.add_parser("export", help="write the game in another format")
    p.add_argument("file", help="the game file")
    p.add_argument("--format", required=True, choices=sorted(FORMATS), help="; ".join(f"{k}: {v}" for k, v in FORMATS.items()))
    p.add_argument("-o", "--output", required=True, help="output file (svg/png: a folder, or a .zip)")
    p.set_defaults(func=_in_language(cmd_export))


__all__ = ["MailSheet", "Skipped", "add_commands", "parse_time", "power_code", "read_mail", "starts_like_order"]
