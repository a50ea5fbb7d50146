"""Reading a sheet pasted from an e-mail: which lines are orders, which are not (and why).

Greetings, signatures, the ``Dnn:`` header of a game's e-mails, mail headers and quoted text are
skipped and listed with the reason, never guessed at. The command line (``referee-cli orders``) and
the window (a sheet pasted into an order pane) read mail with this one reader.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..rules.names import tokenize
from .game import Game

_DNN = re.compile(r"^\s*(?:(?:re|fw|fwd|subject|件名)\s*[:：]\s*)*D\d+\s*[:：]", re.IGNORECASE)
_MAIL_HEADER = re.compile(r"^\s*(from|to|cc|bcc|date|sent|subject|reply-to|差出人|宛先|日付|件名|送信日時)\s*[:：]",
                          re.IGNORECASE)
_BULLET = re.compile(r"^\s*(?:[-*•]\s+|[・･]\s*|\d{1,2}[.)]\s+|\(\d{1,2}\)\s*|[0-9０-９]{1,2}[.．)）]\s*)")
_SIGNATURE = re.compile(r"^\s*--\s*$")
_QUOTE = re.compile(r"^\s*[>＞|]")

_START_UNIT = {"ARMY", "FLEET"}
_START_ADJUST = {"BUILD", "REMOVE", "DISBAND"}
_AFTER_PLACE = {"MOVE", "SUPPORT", "CONVOY", "HOLD", "RETREAT", "DISBAND", "VIA"}
_ORDER_WORDS = {"MOVE", "SUPPORT", "CONVOY", "RETREAT"}


@dataclass(frozen=True)
class Skipped:
    line_no: int
    text: str
    why: str  # in English; ``why_key`` names it in the catalogues (cli.skip.*)

    @property
    def why_key(self) -> str:
        return _SKIP_KEYS.get(self.why, "")


_SKIP_KEYS = {"signature": "cli.skip.signature", "the Dnn: header of the game's e-mails": "cli.skip.dnn",
              "e-mail header": "cli.skip.header", "quoted text": "cli.skip.quoted", "not an order": "cli.skip.not_order"}


@dataclass(frozen=True)
class MailSheet:
    orders: list[str]  # the order lines, as written (list bullets taken off)
    skipped: list[Skipped]


def starts_like_order(text: str, game: Game) -> bool:
    """Does the line begin the way an order begins?

    A unit type followed by a space name (``A Par``, ``Fleet Brest``, ``陸軍パリ``);
    a space name followed by an order word (``Paris - Burgundy``, ``Mun S ...``);
    ``Build``/``Remove``/``Disband`` followed by a unit or a space; or a line
    that is only a waive. A leading power name (``France:``) is passed over.
    """
    names = game.ruleset.names
    toks = tokenize(text)
    i = 0
    n, _ = names.powers.longest(toks, 0)
    if n and len(toks) > n:
        i = n
    if i >= len(toks):
        return False
    k, kws = names.keywords.longest(toks, i)
    if k:
        kw = {str(v) for v in kws}
        if kw & _START_UNIT:
            p, _ = names.provinces.longest(toks, i + k)
            if p:
                return True
            # a misspelt space between the unit type and an order word: "A Pqr - Gas"
            k2, kws2 = names.keywords.longest(toks, i + k + 1)
            return bool(k2) and bool({str(v) for v in kws2} & _ORDER_WORDS)
        if kw & _START_ADJUST:
            p, _ = names.provinces.longest(toks, i + k)
            k2, kws2 = names.keywords.longest(toks, i + k)
            return bool(p) or bool({str(v) for v in kws2} & _START_UNIT)
        if "WAIVE" in kw:
            return i + k == len(toks)
    p, _ = names.provinces.longest(toks, i)
    if p:
        if i + p < len(toks) and toks[i + p] in ("(", "/"):  # a coast: "Spa (nc) - ..."
            while i + p < len(toks) and toks[i + p] != ")" and p < 6:
                p += 1
            p += 1
        k, kws = names.keywords.longest(toks, i + p)
        return bool(k) and bool({str(v) for v in kws} & _AFTER_PLACE)
    return False


def _has_order_word(text: str, game: Game) -> bool:
    """Any order word or unit type in the line? (A lone word that happens to be near a space's
    name - "Best," read as Brest - is not taken for an order.)"""
    names = game.ruleset.names
    toks = tokenize(text)
    return any(names.keywords.longest(toks, i)[0] for i in range(len(toks)))


def read_mail(text: str, game: Game, power: str) -> MailSheet:
    """Split a pasted e-mail into order lines and skipped lines (with the reason for each).

    A line is taken as an order when it starts like one (``starts_like_order``) or when it
    parses and has an order word in it (``Parris - Bur``: a misspelling the rules follow).
    Everything else is skipped and listed, never guessed at.
    """
    orders: list[str] = []
    skipped: list[Skipped] = []
    signature = False
    for no, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line:
            continue
        if signature:
            skipped.append(Skipped(no, line, "signature"))
            continue
        if _SIGNATURE.match(raw):
            signature = True
            skipped.append(Skipped(no, line, "signature"))
            continue
        if _DNN.match(line):
            skipped.append(Skipped(no, line, "the Dnn: header of the game's e-mails"))
            continue
        if _MAIL_HEADER.match(line):
            skipped.append(Skipped(no, line, "e-mail header"))
            continue
        if _QUOTE.match(line):
            skipped.append(Skipped(no, line, "quoted text"))
            continue
        body = _BULLET.sub("", line, count=1).strip() or line
        # (the order word first: reading a line is the dear part, and prose has no order word)
        if starts_like_order(body, game) or (_has_order_word(body, game) and game.check_line(power, body).ok):
            orders.append(body)
        else:
            skipped.append(Skipped(no, line, "not an order"))
    return MailSheet(orders, skipped)


__all__ = ["MailSheet", "Skipped", "read_mail", "starts_like_order"]
