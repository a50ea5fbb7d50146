"""Reading province, power and keyword names the way referees write them.

Text is cut into tokens (latin words, single CJK characters, and the
punctuation that matters: ``-`` ``(`` ``)`` ``/``). Names are cut the same way
and stored in a trie, so that ``Mid-Atlantic Ocean``, ``St. P (sc)`` and
``挪威海`` are recognised by longest match.
"""

from __future__ import annotations

import re
import sys
import unicodedata
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from referee_app.core import diskcache
from referee_app.core.frozen import quick_init, set_slot

from .geography import GameMap


def is_cjk(ch: str) -> bool:
    """Whether the character ``ch`` is kana, a CJK ideograph or a compatibility ideograph (U+3040-30FF,
    U+3400-9FFF, U+F900-FAFF): a character of a Chinese or Japanese name, which the names index cuts one token a
    character (names are written without spaces), and for which the order sheet's completer takes a fragment of
    one character (``gui.diplomacy.order_pane``). Half-width katakana (U+FF66-FF9F) are not named: the index meets
    text NFKC-normalized (they are full-width katakana then; tests/test_cjk_check.py), and the sheet's completer
    compares the text as typed with names that have none. Compared, not a pattern: compiling this character
    class took 3.5-4 ms of every start. (``drawing.linebreak._is_cjk`` means another thing: a character a line
    may break beside.)"""
    return "\u3040" <= ch <= "\u30ff" or "\u3400" <= ch <= "\u9fff" or "\uf900" <= ch <= "\ufaff"


def has_cjk(text: str) -> bool:
    """Whether ``text`` has a character ``is_cjk`` names."""
    return not text.isascii() and any(map(is_cjk, text))


@cache
def _token_re() -> re.Pattern[str]:
    """``tokenize``'s tokens, compiled when a text other than plain Latin is first cut (``tokens_of`` takes
    the common case without it: no start needs it before its first paint)."""
    return re.compile(r"[^\W_]+|-|\(|\)|/", re.UNICODE)


_ARROWS = ("->", "=>", "→", "⇒", "➔", "–", "—", "－", "‐", "−", "~")


# text made only of these characters is cut by ``str.split`` exactly as ``tokenize`` cuts it (no
# normalisation, control character, arrow, apostrophe or CJK to take care of): the fast path, and what
# ``Game._spaced_check`` relies on (such a text is read by its words alone)
PLAIN_TEXT = re.compile(r"[A-Za-z0-9 /()-]*")
_SPACED = str.maketrans({"/": " / ", "(": " ( ", ")": " ) ", "-": " - "})


def tokens_of(text: str) -> list[str]:
    """``tokenize(text)``, the common case (latin letters, digits, ``-`` ``(`` ``)`` ``/``) taken quickly."""
    if PLAIN_TEXT.fullmatch(text):
        return text.lower().translate(_SPACED).split()
    return tokenize(text)


def tokenize(text: str) -> list[str]:
    """Cut text into lower-case tokens; CJK runs become one token per character."""
    text = unicodedata.normalize("NFKC", text)
    text = "".join(
        " " if unicodedata.category(ch) in ("Cc", "Cf", "Zl", "Zp") else ch for ch in text
    )
    for arrow in _ARROWS:
        if arrow in text:
            text = text.replace(arrow, " - ")
    text = text.replace("'", "").replace("’", "")
    out: list[str] = []
    for tok in _token_re().findall(text.casefold()):
        if has_cjk(tok):
            buf = ""
            for ch in tok:
                if is_cjk(ch):
                    if buf:
                        out.append(buf)
                        buf = ""
                    out.append(ch)
                else:
                    buf += ch
            if buf:
                out.append(buf)
        else:
            out.append(tok)
    return out


def squash(text: str) -> str:
    """A name reduced to letters and digits, for prefix and fuzzy comparison (a plain text's tokens taken quickly,
    ``tokens_of``: an unknown word is squashed two or three times at each letter typed in it)."""
    return "".join(t for t in tokens_of(text) if t not in "-()/")


class Trie:
    """Token-sequence trie mapping phrases to sets of values."""

    __slots__ = ("_root", "_values")

    def __init__(self) -> None:
        self._root: dict[str, Any] = {}
        self._values: dict[int, set[object]] = {}

    def add(self, tokens: Sequence[str], value: object) -> None:
        node = self._root
        for t in tokens:
            node = node.setdefault(t, {})
        node.setdefault("", set()).add(value)  # "" never is a token

    def first_tokens(self) -> list[str]:
        return [t for t in self._root if t]

    def continuations(self, token: str) -> list[str]:
        """Tokens that follow ``token`` in some longer phrase."""
        node = self._root.get(token)
        return [t for t in node if t] if node is not None else []

    def longest(self, tokens: Sequence[str], start: int) -> tuple[int, set[object]]:
        """(length, values) of the longest phrase starting at ``start``; (0, set()) if none."""
        node = self._root
        best: tuple[int, set[object]] = (0, set())
        i = start
        while i < len(tokens):
            nxt = node.get(tokens[i])
            if nxt is None:
                break
            node = nxt
            i += 1
            vals = node.get("")
            if vals is not None:
                best = (i - start, vals)
        return best


# Keywords. Values: MOVE SUPPORT CONVOY HOLD VIA RETREAT DISBAND BUILD REMOVE WAIVE ARMY FLEET
_KEYWORDS: dict[str, tuple[str, ...]] = {
    "MOVE": ("-", "to", "m", "mv", "move", "moves", "move to", "moves to", "attack", "attacks",
             "移動", "移動到", "移動至", "移至", "進攻", "進入", "攻擊", "攻击", "前往", "进攻", "进入", "移动",
             "移动到", "至", "往", "へ", "進軍", "进军", "攻撃", "侵攻", "ムーブ"),
    "SUPPORT": ("s", "sup", "supp", "support", "supports", "supporting", "支援", "支持", "援護", "サポート"),
    "CONVOY": ("c", "convoy", "convoys", "convoying", "護航", "护航", "護送", "护送", "輸送", "输送", "運輸", "运输", "コンボイ"),
    "HOLD": ("h", "hold", "holds", "stand", "stands", "留守", "駐守", "驻守", "待機", "待机", "防守", "固守", "維持", "维持", "ホールド"),
    "VIA": ("via", "via convoy", "by convoy", "vc", "via c", "經護航", "经护航", "經由護航", "经由护航", "由護航", "海路", "経由", "輸送で",
            "輸送経由", "経由輸送", "經運輸", "经运输"),
    "RETREAT": ("r", "ret", "retreat", "retreats", "retreat to", "retreats to", "撤退", "撤退至", "撤退到", "退却", "後退",
                "リトリート"),
    "DISBAND": ("d", "disband", "disbands", "復員", "复员", "解散", "消滅", "解隊", "全滅", "ディスバンド"),
    "BUILD": ("b", "build", "builds", "建立", "建造", "動員", "动员", "成軍", "成军", "增設", "增设", "建設", "生産", "ビルド",
              "増設", "増強"),
    "REMOVE": ("remove", "removes", "rem", "移除", "撤除", "除去", "削減", "削减", "リムーブ"),
    "WAIVE": ("waive", "waives", "waived", "no build", "pass", "放棄", "放弃", "放棄建設", "棄權", "弃权", "ウェイブ",
              "放棄動員", "放弃动员", "増設放棄", "ウェイヴ"),
    "ARMY": ("a", "army", "陸軍", "陆军", "陸", "陆"),
    "FLEET": ("f", "fleet", "艦隊", "舰队", "海軍", "海军", "艦", "舰"),
}

def order_words() -> tuple[str, ...]:
    """The words of orders written in Chinese and Japanese (撤退, 支援, 艦隊 ...): what a wrapped line never
    breaks inside, beside the board's names."""
    return tuple(sorted({w for words in _KEYWORDS.values() for w in words
                         if len(w) > 1 and all(ord(ch) > 0x2FFF for ch in w)}))


_COASTS: dict[str, tuple[str, ...]] = {
    "NC": ("nc", "n", "north", "north coast", "northern coast", "n c", "北岸", "北海岸", "北部海岸", "北"),
    "SC": ("sc", "s", "south", "south coast", "southern coast", "s c", "南岸", "南海岸", "南部海岸", "南"),
    "EC": ("ec", "e", "east", "east coast", "eastern coast", "e c", "東岸", "东岸", "東海岸", "东海岸", "東"),
    "WC": ("wc", "w", "west", "west coast", "western coast", "w c", "西岸", "西海岸", "西"),
}
# coast words that may stand bare after a province (others need "(...)" or "/")
_BARE_COASTS = {"nc", "sc", "ec", "wc", "north coast", "south coast", "east coast", "west coast",
                "北岸", "南岸", "東岸", "东岸", "北海岸", "南海岸", "東海岸", "东海岸", "西岸"}


@quick_init
@dataclass(frozen=True, slots=True)
class Item:
    """One thing read in an order's text: a province (``prov``; ``?`` with ``candidates`` when the
    spelling fits several), an order keyword (``kw``), a power (``power``) or a word nobody knows
    (``unknown``). ``text`` is the phrase as read (lower case); ``sig`` what the order's shape sees:
    ``P`` a province, ``T`` a unit type, ``W`` a power, a keyword by itself (``MOVE``), ``?`` anything else."""

    kind: str
    value: str
    text: str
    coast: str | None = None
    candidates: frozenset[str] = frozenset()
    guessed: bool = False  # not a name as written: the start of one ("Yorkshir") or a near spelling ("Galcia")
    sig: str = field(default="", init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        if self.kind == "prov":
            sig = "P" if self.value != "?" else "?"
        elif self.kind == "kw":
            sig = "T" if self.value in ("ARMY", "FLEET") else self.value
        else:
            sig = "W" if self.kind == "power" else "?"
        _set_item_sig(self, sig)


_set_item_sig = set_slot(Item, "sig")


@dataclass(frozen=True)
class NameHit:
    """The provinces (and coast) a name read in an order can mean, and the text read."""
    provinces: frozenset[str]
    coast: str | None
    text: str


def _letter_counts(text: str) -> dict[str, int]:
    counts: dict[str, int] = {}
    for ch in text:
        counts[ch] = counts.get(ch, 0) + 1
    return counts


def _spellings(game_map: GameMap, extra_aliases: Mapping[str, Iterable[str]] | None) -> tuple[Any, ...]:
    """Every spelling a name index is made of, in the order it reads them: per province its code, name, aliases
    and names in other languages; the extra aliases per province; per power its code, name, adjective,
    aliases, names and adjectives."""
    provinces = tuple((code, (code, prov.name, *prov.aliases, *prov.names.values()))
                      for code, prov in game_map.provinces.items())
    extra = tuple((code, tuple(more)) for code, more in (extra_aliases or {}).items())
    powers = tuple((code, (code, p.name, p.adjective, *p.aliases, *p.names.values(), *p.adjectives.values()))
                   for code, p in game_map.powers.items())
    return provinces, extra, powers


def _kept_name(spellings: tuple[Any, ...]) -> str | None:
    """The disk cache's name for the index these spellings make: their digest, this module's source (the
    keywords, coasts and the way text is cut) and Python's version (its Unicode tables); None when the
    source cannot be read (nothing is kept)."""
    code = diskcache.code_digest(__file__)
    if code is None:
        return None
    return diskcache.key("names", repr(spellings), code, sys.version)


class NameIndex:
    """Every way of writing each province, power, coast and order keyword."""

    def __init__(self, game_map: GameMap, extra_aliases: Mapping[str, Iterable[str]] | None = None) -> None:
        self.map = game_map
        self.provinces = Trie()
        self.powers = Trie()
        self.keywords = Trie()
        self.coasts = Trie()
        self.bare_coasts = Trie()
        self._squashed: dict[str, set[str]] = {}  # squashed name -> provinces
        # names, their lengths, and per letter its count in each name (_near_enough)
        self._columns: tuple[list[str], list[int], dict[str, list[int]]] | None = None
        self.scan_cache: dict[str, tuple[Any, ...]] = {}  # text -> scanned items (see parse._scan)
        # (squashed fragment, n) -> ``nearest_codes``'s answer: a word that does not read is looked up by the sheet's
        # check as it is typed, and again by the adjudication's reading of the same line (``adjudication.refused``)
        self._nearest: dict[tuple[str, int], tuple[str, ...]] = {}
        self.words: Any = None  # the words of the quick reading (parse.word_table, built once)
        self.display: dict[str, str] = {}
        self.single: dict[str, tuple[Item, frozenset[str], str | None]] = {}
        provinces, extra, powers = names = _spellings(game_map, extra_aliases)
        # what the spellings make is kept on disk (names of the map, of the program's version: ``_kept_name``):
        # building it takes a few milliseconds of every start with a game
        kept = _kept_name(names)
        if kept is not None and self._restore(diskcache.load(kept)):
            return
        for code, spellings in provinces:
            for s in spellings:
                self._add_province(s, code)
            self.display[code] = spellings[1]
        for code, more in extra:
            for s in more:
                self._add_province(s, code)
        for code, spellings in powers:
            for s in spellings:
                toks = tokenize(s)
                if toks and len(self.provinces.longest(toks, 0)[1]) == 0:
                    self.powers.add(toks, code)
        for kw, words in _KEYWORDS.items():
            for w in words:
                self.keywords.add(tokenize(w), kw)
        for coast, words in _COASTS.items():
            for w in words:
                self.coasts.add(tokenize(w), coast)
                if w in _BARE_COASTS:
                    self.bare_coasts.add(tokenize(w), coast)
        self.single = self._single_tokens()
        if kept is not None:
            diskcache.store(kept, self._kept())

    _TRIES = ("provinces", "powers", "keywords", "coasts", "bare_coasts")

    def _kept(self) -> tuple[Any, ...]:
        """What the spellings made, as plain data (``_restore`` makes the same index from it)."""
        single = {tok: ((it.kind, it.value, it.text, it.coast, it.candidates, it.guessed), follow, coast)
                  for tok, (it, follow, coast) in self.single.items()}
        return (tuple(getattr(self, t)._root for t in self._TRIES), self._squashed, self.display, single)

    def _restore(self, data: Any) -> bool:
        """The index as ``_kept`` gave it; False (nothing changed) when ``data`` is not of its shape."""
        try:
            roots, squashed, display, single = data
            if not (type(roots) is tuple and len(roots) == len(self._TRIES) and all(type(r) is dict for r in roots)
                    and type(squashed) is dict and type(display) is dict and type(single) is dict):
                return False
            items = {tok: (Item(*fields), follow, coast) for tok, (fields, follow, coast) in single.items()}
        except (TypeError, ValueError):
            return False
        for t, root in zip(self._TRIES, roots, strict=True):
            getattr(self, t)._root = root
        self._squashed, self.display, self.single = squashed, display, items
        return True

    def _single_tokens(self) -> dict[str, tuple[Item, frozenset[str], str | None]]:
        """The table the scanner reads first: for a token that is a whole name or keyword by itself,
        its item, the tokens that could continue a longer phrase from it (when the next token is one
        of them the scanner takes the long way), and the coast it means right after a province
        (``nc``), if any. Built once per map; what it decides is what the tries decide."""
        tries = (self.provinces, self.keywords, self.powers, self.bare_coasts)
        firsts: set[str] = set()
        for t in tries:
            firsts.update(t.first_tokens())
        out: dict[str, tuple[Item, frozenset[str], str | None]] = {}
        for tok in firsts:
            if tok in ("(", ")", "/"):
                continue
            follow: set[str] = set()
            for t in tries:
                follow.update(t.continuations(tok))
            plen, pvals = self.provinces.longest([tok], 0)
            klen, kvals = self.keywords.longest([tok], 0)
            wlen, wvals = self.powers.longest([tok], 0)
            blen, bvals = self.bare_coasts.longest([tok], 0)
            best = max(plen, klen, wlen)
            if best == 0:
                continue  # not a name by itself: fuzzy matching, the long way
            if klen == best:
                item = Item("kw", str(next(iter(kvals))), tok)
            elif plen == best:
                codes = frozenset(str(v) for v in pvals)
                if len(codes) > 1:
                    continue  # ambiguous: the long way, which says so
                item = Item("prov", next(iter(codes)), tok)
            else:
                item = Item("power", str(next(iter(wvals))), tok)
            out[tok] = (item, frozenset(follow), str(next(iter(bvals))) if blen else None)
        return out

    def _add_province(self, spelling: str, code: str) -> None:
        toks = tokenize(spelling)
        if not toks:
            return
        self.provinces.add(toks, code)
        # "St.P", "St P" and "StP" all the same
        self._squashed.setdefault("".join(t for t in toks if t not in "-()/"), set()).add(code)
        if len(toks) > 1 and all(t not in "-()/" for t in toks) and not is_cjk(toks[0][:1]):
            self.provinces.add(["".join(toks)], code)

    # --- fuzzy help ----------------------------------------------------------
    def prefix_candidates(self, fragment: str) -> set[str]:
        frag = squash(fragment)
        if len(frag) < 3:
            return set()
        found: set[str] = set()
        for name, codes in self._squashed.items():
            if name.startswith(frag):
                found |= codes
        return found

    def close_provinces(self, fragment: str, cutoff: float = 0.75) -> set[str]:
        """Provinces whose name is a near spelling of ``fragment`` (letters swapped, one typo)."""
        frag = squash(fragment)
        if len(frag) < 4 or has_cjk(frag):
            return set()
        import difflib  # here: a near spelling is looked for only when a name does not read (1 ms of a start)

        found: set[str] = set()
        for name in difflib.get_close_matches(frag, self._near_enough(frag, cutoff), n=6, cutoff=cutoff):
            if len(name) >= 4:
                found |= self._squashed[name]
        return found

    def _near_enough(self, frag: str, cutoff: float) -> list[str]:
        """The names ``difflib.get_close_matches`` could return for ``frag``: those passing its two quick
        bounds (lengths, then letters in common), counted column by column from letter counts made once.
        The same answer as giving it every name, many times faster (a hostile sheet of unknown words stays
        cheap)."""
        if self._columns is None:
            names = list(self._squashed)
            columns: dict[str, list[int]] = {}
            for i, name in enumerate(names):
                for ch in name:
                    columns.setdefault(ch, [0] * len(names))[i] += 1
            self._columns = (names, [len(name) for name in names], columns)
        names, lengths, columns = self._columns
        common = [0] * len(names)
        for ch, k in _letter_counts(frag).items():
            col = columns.get(ch)
            if col is not None:
                common = [c + (k if b > k else b) for c, b in zip(common, col)]
        lf = len(frag)
        return [name for name, ln, c in zip(names, lengths, common)
                if lf + ln and 2.0 * min(lf, ln) / (lf + ln) >= cutoff and 2.0 * c / (lf + ln) >= cutoff]

    def nearest_codes(self, fragment: str, n: int = 3) -> list[str]:
        """Codes of the provinces whose names come nearest to ``fragment`` (for "did you mean").

        The answer depends on the squashed fragment and ``n`` alone (the index does not change once made): kept,
        so that a word looked up while its line was typed is not searched for again when the sheet is checked
        or adjudicated (the fuzzy search is about 1.9 M instructions a word)."""
        frag = squash(fragment)
        kept = self._nearest.get((frag, n))
        if kept is None:
            kept = tuple(self._nearest_codes(frag, n))
            if len(self._nearest) >= 2000:  # a hostile sheet of unknown words: the memory stays bounded
                self._nearest.clear()
            self._nearest[(frag, n)] = kept
        return list(kept)

    def _nearest_codes(self, frag: str, n: int) -> list[str]:
        import difflib

        close = difflib.get_close_matches(frag, self._near_enough(frag, 0.6), n=8, cutoff=0.6)
        out: list[str] = []
        for name in close:
            for code in sorted(self._squashed[name]):
                if code not in out:
                    out.append(code)
        return out[:n]

    def nearest(self, fragment: str, n: int = 3) -> list[str]:
        return [f"{self.display[c]} ({c})" for c in self.nearest_codes(fragment, n)]

    def describe(self, codes: Iterable[str]) -> list[str]:
        return [f"{self.display[c]} ({c})" for c in sorted(codes)]
