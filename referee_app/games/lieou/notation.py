"""The action notation of 列欧帝国棋 (one action a line; docs/lieou.md, "Actions").

    roll [faces]                   the next set-up roll, battle round or other die the game waits for
    fight                          roll until the battle (or the set-up) waits for a choice or is decided
    move 法B 法C                    move one army (3.1)
    attack FROM TO [with=FLEET,...] [losses=land|fleet] [raid[=N]] [counter[=N]]
           [flee=L] [seat=L] [levy=L] [capital=L] [follow=N[:who]] [escape=L] [place=L]
    build fleet ZONE [LAND:n ...]  build overlord [LAND:n ...]   build general LAND   build marshal LAND
    build airfield PLACE   build air PLACE   build column PLACE
    sail FLEET ZONE                adjust FLEET PLACE=n ...      mobilise [PLACE=n ...] [FLEET>ZONE ...]
    support FLEET N                raid [N]                      counter [N]
    general FROM TO                marshal FROM TO               gather AT FROM:n ...      send AT TO:n ...
    muster [PLACE=n ...] [[g:|m:]FROM>TO ...]
    fly FROM TO [N]                bomb FROM TARGET [N]
    choose [VALUE]  (also: flee L, seat L, levy L, capital L, follow N [who], place L, escape L, relocate L)

Places: a land by code (法B), Latin code (FB), any language's name or alias; a fleet or sea zone by
id (baltic), its fleet's or sea's name in any language or alias (波罗的海, BAL); the overlord fleet
(overlord, 霸王舰队). Verbs also in Chinese and Japanese (the table ``VERBS``).
"""

from __future__ import annotations

from referee_app.core.dice import parse_faces
from referee_app.core.messages import Message, msg

from .actions import Action, LieouError
from .board import Board, norm
from .params import LandRef
from .tables import OVERLORD, sea_lookup

VERBS: dict[str, str] = {
    "roll": "roll", "r": "roll", "掷": "roll", "擲": "roll", "振る": "roll", "ダイス": "roll",
    "fight": "fight", "f": "fight", "战": "fight", "戰": "fight", "戦": "fight", "決戦": "fight",
    "move": "move", "m": "move", "调": "move", "調": "move", "移動": "move",
    "attack": "attack", "a": "attack", "攻": "attack", "攻撃": "attack", "进攻": "attack", "進攻": "attack",
    "build": "build", "b": "build", "建": "build", "建造": "build", "建立": "build", "構築": "build",
    "sail": "sail", "s": "sail", "航": "sail", "航行": "sail", "駛": "sail", "驶": "sail",
    "adjust": "adjust", "调整": "adjust", "調整": "adjust", "整": "adjust",
    "mobilise": "mobilise", "mobilize": "mobilise", "总动员": "mobilise", "總動員": "mobilise", "総動員": "mobilise",
    "support": "support", "援": "support", "支援": "support", "增援": "support", "增援する": "support",
    "raid": "raid", "袭": "raid", "襲": "raid", "袭击": "raid", "襲擊": "raid", "襲撃": "raid",
    "counter": "counter", "反袭": "counter", "反襲": "counter", "迎撃": "counter",
    "general": "general", "g": "general", "将军": "general", "將軍": "general", "将軍": "general",
    "marshal": "marshal", "元帅": "marshal", "元帥": "marshal",
    "gather": "gather", "聚": "gather", "集": "gather", "集結": "gather", "集结": "gather",
    "send": "send", "遣": "send", "派": "send", "派遣": "send",
    "muster": "muster", "总调动": "muster", "總調動": "muster", "総調動": "muster",
    "fly": "fly", "飞": "fly", "飛": "fly", "飞行": "fly", "飛行": "fly",
    "bomb": "bomb", "炸": "bomb", "轰炸": "bomb", "轟炸": "bomb", "爆撃": "bomb",
    "choose": "choose", "c": "choose", "选": "choose", "選": "choose", "選択": "choose", "决定": "choose",
    "決定": "choose", "flee": "flee", "seat": "seat", "levy": "levy", "capital": "capital", "follow": "follow",
    "place": "place", "escape": "escape", "relocate": "relocate",
}
DECISIONS = ("flee", "seat", "levy", "capital", "follow", "place", "escape", "relocate")
CHOICE_KEYS = ("flee", "seat", "levy", "capital", "follow", "escape", "place", "with", "losses", "raid", "counter",
               "dice")
BUILD_KINDS: dict[str, str] = {
    "fleet": "fleet", "舰队": "fleet", "艦隊": "fleet", "海军": "fleet", "海軍": "fleet",
    "overlord": "overlord", "霸王": "overlord", "覇王": "overlord", "霸王舰队": "overlord", "霸王艦隊": "overlord",
    "覇王艦隊": "overlord",
    "general": "general", "将军": "general", "將軍": "general", "将軍": "general",
    "marshal": "marshal", "元帅": "marshal", "元帥": "marshal",
    "airfield": "airfield", "机场": "airfield", "機場": "airfield", "飛行場": "airfield",
    "air": "air", "group": "air", "机群": "air", "機群": "air", "航空隊": "air",
    "column": "column", "纵队": "column", "縱隊": "column", "縦隊": "column",
}
FOLLOW_WORDS: dict[str, str] = {
    "all": "all", "全": "all", "全部": "all", "全員": "all",
    "general": "general", "将军": "general", "將軍": "general", "将軍": "general",
    "marshal": "marshal", "元帅": "marshal", "元帥": "marshal",
    "stay": "stay", "留": "stay", "留守": "stay", "残る": "stay",
}
USAGE = {
    "roll": "roll [faces]",
    "fight": "fight",
    "move": "move FROM TO",
    "attack": "attack FROM TO [with=FLEET] [losses=land|fleet] [raid[=N]] [counter[=N]] [dice=N] [flee=LAND] [seat=LAND] "
              "[levy=LAND] [capital=LAND] [follow=N] [escape=LAND] [place=LAND]",
    "build": "build fleet ZONE [LAND:n ...] | build overlord [LAND:n ...] | build general|marshal LAND | "
             "build airfield|air|column PLACE",
    "sail": "sail FLEET ZONE",
    "adjust": "adjust FLEET PLACE=n ...",
    "mobilise": "mobilise [PLACE=n ...] [FLEET>ZONE ...]",
    "support": "support FLEET N",
    "raid": "raid [N]",
    "counter": "counter [N]",
    "general": "general FROM TO",
    "marshal": "marshal FROM TO",
    "gather": "gather AT FROM:n ...",
    "send": "send AT TO:n ...",
    "muster": "muster [PLACE=n ...] [FROM>TO ...]",
    "fly": "fly FROM TO [N]",
    "bomb": "bomb FROM TARGET [N]",
    "choose": "choose [VALUE]",
    "follow": "follow N [all|general|marshal] | follow stay",
}
for _d in DECISIONS:
    USAGE.setdefault(_d, f"{_d} LAND")


# F1's table of the notation: each verb, an example and the seed's paragraphs (what it does: the catalogue's
# ``lieou.help.<verb>``)
HELP: tuple[tuple[str, str, str], ...] = (
    ('roll', 'roll 652/41', '1, 4.2, 13'),
    ('fight', 'fight', '4.3'),
    ('choose', 'choose 德A', '5.3, 6.2, 10.4, 10.8, 13.11'),
    ('move', 'move 法B 法C', '3.1'),
    ('attack', 'attack 法B 德E with=north_sea raid', '4.1, 8.3-8.7, 9.3, 13.4'),
    ('build', 'build fleet baltic 俄B:2', '7.1, 9.1, 10.1, 11.1, 12.1-12.4'),
    ('sail', 'sail baltic north_sea', '7.3, 7.4'),
    ('adjust', 'adjust baltic 俄B=3 baltic=4', '8.1'),
    ('mobilise', 'mobilise overlord=6 法F=2', '9.5'),
    ('general', 'general 法B 法C', '10.5'),
    ('gather', 'gather 法B 法C:2', '10.7'),
    ('muster', 'muster 法B=4 法C=3', '11.5'),
    ('fly', 'fly 法B 法C 2', '12.9'),
    ('bomb', 'bomb 法B 德E', '13.1-13.3'),
    ('support', 'support baltic 2', '8.2, 9.7'),
    ('raid', 'raid 2', '13.4, 13.5'),
    ('undo', 'undo', ''),
)


def notation_help() -> list[tuple[str, tuple[str, ...], str, str, str, Message]]:
    """Each verb of the notation: (verb, the other ways to write it, its usage, an example, the paragraphs, what
    it does as a message), for the window's F1 in its language."""
    out = []
    for verb, example, paragraphs in HELP:
        aliases = tuple(k for k, v in VERBS.items() if v == verb and k != verb)
        out.append((verb, aliases, USAGE.get(verb, verb), example, paragraphs, msg(f"lieou.help.{verb}")))
    return out


def land(text: str, board: Board) -> str:
    code = board.find(text)
    if code is None:
        raise LieouError(msg("lieou.err.unknown_land", name=text))
    return code


def sea(text: str) -> str | None:
    return sea_lookup().get(norm(text))


def place(text: str, board: Board) -> str:
    """A land, a fleet or the overlord fleet."""
    code = board.find(text) or sea(text)
    if code is None:
        raise LieouError(msg("lieou.err.unknown_place", name=text))
    return code


def zone(text: str) -> str:
    z = sea(text)
    if z is None or z == OVERLORD:
        raise LieouError(msg("lieou.err.unknown_zone", name=text))
    return z


def fleet(text: str) -> str:
    f = sea(text)
    if f is None:
        raise LieouError(msg("lieou.err.unknown_fleet", name=text))
    return f


def _number(text: str, usage: str) -> int:
    t = text.strip()
    if not t.isdigit() or not t.isascii():
        raise LieouError(msg("lieou.err.bad_number", typed=text, usage=usage))
    return int(t)


def _split(token: str, marks: str) -> tuple[str, str] | None:
    for m in marks:
        if m in token:
            a, _, b = token.partition(m)
            return a, b
    return None


def parse_action(line: str, board: Board) -> Action:
    for wide, narrow in (("＝", "="), ("：", ":"), ("＞", ">"), ("→", ">"), ("、", ",")):
        line = line.replace(wide, narrow)
    words = line.replace("，", " ").replace("　", " ").split()
    if not words:
        raise LieouError(msg("lieou.err.empty"))
    verb = VERBS.get(words[0].casefold())
    if verb is None:
        raise LieouError(msg("lieou.err.unknown_verb", verb=words[0]))
    args = words[1:]
    if verb == "roll":
        return _roll(args, board)
    if verb == "fight":
        if args:
            raise LieouError(msg("lieou.err.usage", usage=USAGE[verb]))
        return Action("fight", "fight")
    if verb in ("move", "attack"):
        return _move_or_attack(verb, args, board)
    if verb == "build":
        return _build(args, board)
    if verb in ("choose", *DECISIONS):
        return _choose(verb, args, board)
    return _other(verb, args, board)


def _move_or_attack(verb: str, args: list[str], board: Board) -> Action:
    plain = [a for a in args if "=" not in a and a.casefold() not in ("raid", "counter")]
    if len(plain) != 2:
        raise LieouError(msg("lieou.err.usage", usage=USAGE[verb]))
    lands = (place(plain[0], board), place(plain[1], board))
    if verb == "move" and not all(x in board.lands for x in lands):
        raise LieouError(msg("lieou.err.usage", usage=USAGE[verb]))
    choices: dict[str, str] = {}
    for a in args:
        if a in plain:
            continue
        if verb != "attack":
            raise LieouError(msg("lieou.err.usage", usage=USAGE[verb]))
        key, _, value = a.replace("＝", "=").partition("=")
        key = key.casefold()
        if key not in CHOICE_KEYS:
            raise LieouError(msg("lieou.err.bad_choice_key", choice=key))
        if key in choices:
            raise LieouError(msg("lieou.err.choice_twice", choice=key))
        choices[key] = _choice_value(key, value, board)
    if lands[0] == lands[1]:
        raise LieouError(msg("lieou.err.same_land", land=LandRef(lands[0])))
    text = " ".join([verb, *lands, *(f"{k}={v}" for k, v in choices.items())])
    return Action(verb, text, lands, None, (), choices)


def _choice_value(key: str, value: str, board: Board) -> str:
    if key in ("raid", "counter"):
        return str(_number(value, USAGE["attack"])) if value else "0"
    if key == "dice":  # 4.2.1 read as "may throw": the most attacking dice this attack throws
        n = _number(value, USAGE["attack"])
        if not 1 <= n <= 3:
            raise LieouError(msg("lieou.err.usage", usage=USAGE["attack"]))
        return str(n)
    if key == "with":
        fleets = [fleet(v) for v in value.replace("、", ",").split(",") if v]
        if not fleets or len(set(fleets)) != len(fleets):
            raise LieouError(msg("lieou.err.usage", usage=USAGE["attack"]))
        return ",".join(fleets)
    if key == "losses":
        v = value.casefold()
        if v not in ("land", "fleet"):
            raise LieouError(msg("lieou.err.usage", usage=USAGE["attack"]))
        return v
    if key == "follow":
        return _follow_value(value.replace(":", " ").split()).replace(" ", ":")
    return land(value, board)


def _follow_value(args: list[str]) -> str:
    if not args:
        raise LieouError(msg("lieou.err.usage", usage=USAGE["follow"]))
    if len(args) == 1 and FOLLOW_WORDS.get(args[0].casefold()) == "stay":
        return "stay"
    n = _number(args[0], USAGE["follow"])
    if len(args) == 1:
        return str(n)
    who = FOLLOW_WORDS.get(args[1].casefold())
    if len(args) != 2 or who is None or who == "stay":
        raise LieouError(msg("lieou.err.usage", usage=USAGE["follow"]))
    return f"{n} {who}"


def _amounts(tokens: list[str], board: Board, usage: str) -> tuple[tuple[str, int], ...]:
    out: list[tuple[str, int]] = []
    for t in tokens:
        parts = _split(t, ":：")
        if parts is None:
            raise LieouError(msg("lieou.err.usage", usage=usage))
        code = place(parts[0], board)
        if any(code == c for c, _ in out):
            raise LieouError(msg("lieou.err.place_twice", place=code))
        out.append((code, _number(parts[1], usage)))
    return tuple(out)


def _build(args: list[str], board: Board) -> Action:
    usage = USAGE["build"]
    if not args:
        raise LieouError(msg("lieou.err.usage", usage=usage))
    what = BUILD_KINDS.get(args[0].casefold())
    rest = args[1:]
    if what is None:
        f = sea(args[0])
        if f is None:
            raise LieouError(msg("lieou.err.bad_build", what=args[0]))
        what, rest = ("overlord", args[1:]) if f == OVERLORD else ("fleet", args)
    if what == "fleet":
        if not rest:
            raise LieouError(msg("lieou.err.usage", usage=usage))
        z = zone(rest[0])
        amounts = _amounts(rest[1:], board, usage)
        line = " ".join(["build fleet", z, *(f"{c}:{n}" for c, n in amounts)])
        return Action("build", line, (z,), what="fleet", amounts=amounts)
    if what == "overlord":
        amounts = _amounts(rest, board, usage)
        line = " ".join(["build overlord", *(f"{c}:{n}" for c, n in amounts)])
        return Action("build", line, (), what="overlord", amounts=amounts)
    if len(rest) != 1:
        raise LieouError(msg("lieou.err.usage", usage=usage))
    p = place(rest[0], board)
    return Action("build", f"build {what} {p}", (p,), what=what)


def _choose(verb: str, args: list[str], board: Board) -> Action:
    what = "" if verb == "choose" else verb
    if not args:
        if what:
            raise LieouError(msg("lieou.err.usage", usage=USAGE[verb]))
        return Action("choose", "choose")
    if what == "follow" or (not what and (args[0].isdigit() or args[0].casefold() in FOLLOW_WORDS)):
        value = _follow_value(args)
    elif len(args) == 1:
        value = place(args[0], board)
    else:
        raise LieouError(msg("lieou.err.usage", usage=USAGE[verb]))
    return Action("choose", f"{verb} {value}", what=what, value=value)


def _other(verb: str, args: list[str], board: Board) -> Action:
    usage = USAGE[verb]
    if verb == "sail":
        if len(args) != 2:
            raise LieouError(msg("lieou.err.usage", usage=usage))
        f, z = fleet(args[0]), zone(args[1])
        return Action(verb, f"sail {f} {z}", (f, z))
    if verb in ("raid", "counter"):
        if len(args) > 1:
            raise LieouError(msg("lieou.err.usage", usage=usage))
        n = _number(args[0], usage) if args else 0
        return Action(verb, f"{verb} {n}" if n else verb, count=n)
    if verb == "support":
        if len(args) != 2:
            raise LieouError(msg("lieou.err.usage", usage=usage))
        f, n = fleet(args[0]), _number(args[1], usage)
        return Action(verb, f"support {f} {n}", (f,), count=n)
    if verb in ("general", "marshal"):
        if len(args) != 2:
            raise LieouError(msg("lieou.err.usage", usage=usage))
        a, b = place(args[0], board), place(args[1], board)
        return Action(verb, f"{verb} {a} {b}", (a, b))
    if verb in ("fly", "bomb"):
        if len(args) not in (2, 3):
            raise LieouError(msg("lieou.err.usage", usage=usage))
        a, b = place(args[0], board), place(args[1], board)
        n = _number(args[2], usage) if len(args) == 3 else 0
        if a == b:
            raise LieouError(msg("lieou.err.same_land", land=LandRef(a)))
        return Action(verb, " ".join([verb, a, b] + ([str(n)] if n else [])), (a, b), count=n)
    if verb in ("gather", "send"):
        if len(args) < 2:
            raise LieouError(msg("lieou.err.usage", usage=usage))
        at = place(args[0], board)
        amounts = _amounts(args[1:], board, usage)
        return Action(verb, " ".join([verb, at, *(f"{c}:{n}" for c, n in amounts)]), (at,), amounts=amounts)
    if verb == "adjust":
        if len(args) < 2:
            raise LieouError(msg("lieou.err.usage", usage=usage))
        f = fleet(args[0])
        totals, _ = _totals_and_shifts(args[1:], board, usage, "")
        return Action(verb, " ".join([verb, f, *(f"{c}={n}" for c, n in totals)]), (f,), totals=totals)
    # mobilise, muster
    totals, shifts = _totals_and_shifts(args, board, usage, "fleet" if verb == "mobilise" else "leader")
    if not totals and not shifts:
        raise LieouError(msg("lieou.err.usage", usage=usage))
    line = " ".join([verb, *(f"{c}={n}" for c, n in totals),
                     *(f"{w + ':' if w else ''}{a}>{b}" for w, a, b in shifts)])
    return Action(verb, line, totals=totals, shifts=shifts)


def _totals_and_shifts(tokens: list[str], board: Board, usage: str,
                       shift_kind: str) -> tuple[tuple[tuple[str, int], ...], tuple[tuple[str, str, str], ...]]:
    """``PLACE=n`` new totals, and ``FLEET>ZONE`` (``shift_kind`` "fleet") or ``[g:|m:]FROM>TO`` ("leader")."""
    totals: list[tuple[str, int]] = []
    shifts: list[tuple[str, str, str]] = []
    for t in tokens:
        t = t.replace("＝", "=").replace("＞", ">").replace("→", ">")
        eq = _split(t, "=")
        if eq is not None:
            code = place(eq[0], board)
            if any(code == c for c, _ in totals):
                raise LieouError(msg("lieou.err.place_twice", place=code))
            totals.append((code, _number(eq[1], usage)))
            continue
        arrow = _split(t, ">")
        if arrow is None or not shift_kind:
            raise LieouError(msg("lieou.err.usage", usage=usage))
        who, src = "", arrow[0]
        prefix = _split(src, ":：")
        if prefix is not None:
            who = {"g": "general", "general": "general", "m": "marshal", "marshal": "marshal"}.get(
                prefix[0].casefold(), "?")
            if who == "?":
                raise LieouError(msg("lieou.err.usage", usage=usage))
            src = prefix[1]
        if shift_kind == "fleet":
            a = sea(src)
            if a is None or a == OVERLORD or who:
                raise LieouError(msg("lieou.err.unknown_fleet", name=src))
            shifts.append(("", a, zone(arrow[1])))
        else:
            shifts.append((who, place(src, board), place(arrow[1], board)))
    return tuple(totals), tuple(shifts)


def _token_names(board: Board) -> dict[str, str]:
    """Every way of writing an empire token (1.1): its character, its Latin letter, its name in each language."""
    names: dict[str, str] = {}
    for e in board.empires:
        c = board.countries[e]
        for word in (e, c.latin, *c.names.values()):
            names[norm(word)] = e
    return names


def token_hint(board: Board) -> str:
    """The tokens as the error shows them: ``俄=R 德=G ...``."""
    return " ".join(f"{e}={board.countries[e].latin}" for e in board.empires)


def token_order(text: str, board: Board) -> tuple[str, ...]:
    """The six empire tokens in the order typed: ``德俄法英曼奥``, ``G R F E O A``, ``German Empire, Russian
    Empire, ...`` or mixed (the longest name that fits is read first)."""
    names = _token_names(board)
    rest = norm(text.replace(",", " ").replace("，", " ").replace("、", " "))
    out: list[str] = []
    while rest:
        hit = next((w for w in sorted(names, key=len, reverse=True) if rest.startswith(w)), None)
        if hit is None:
            raise LieouError(msg("lieou.err.tokens", want=token_hint(board)))
        out.append(names[hit])
        rest = rest[len(hit):]
    if sorted(out) != sorted(board.empires):
        raise LieouError(msg("lieou.err.tokens", want=token_hint(board)))
    return tuple(out)


def _roll(args: list[str], board: Board) -> Action:
    if not args:
        return Action("roll", "roll")
    joined = "".join(args)
    if not all(ch.isdigit() or ch in "/ ,，" for ch in joined):  # 1.1: the token order, in any writing
        tokens = token_order(" ".join(args), board)
        return Action("roll", "roll " + "".join(tokens), (), None, tokens)
    text = " ".join(args)
    groups = [g for g in text.split("/")] if "/" in text else args
    faces = tuple(tuple(parse_faces(g.strip(), 6)) for g in groups)
    if any(not g for g in faces):
        raise LieouError(msg("lieou.err.usage", usage=USAGE["roll"]))
    canon = "roll " + "/".join("".join(str(f) for f in g) for g in faces)
    return Action("roll", canon, (), faces)


__all__ = ["BUILD_KINDS", "CHOICE_KEYS", "DECISIONS", "USAGE", "VERBS", "fleet", "land", "parse_action", "place",
           "notation_help", "sea", "token_hint", "token_order", "zone"]
