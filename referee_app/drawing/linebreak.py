"""Where a line of Japanese or Chinese may break: between phrases, never inside a word or a name.

Japanese and Chinese are written without spaces, and a text layout (Qt's, a browser's) breaks them between
any two characters: "ブルゴー / ニュ", "後 / 退した", "開 / 始". This module finds the phrases with BudouX
(its Japanese, simplified and traditional Chinese models; Apache-2.0, pure Python) and says where a line may
break; the names given as ``keep`` (the provinces of the board, the powers) are never broken, whatever the
model says, nor a run of katakana. Without BudouX installed, only those two rules apply.

Two renderings: ``for_layout`` puts a WORD JOINER (U+2060) between the letters of each phrase and a ZERO
WIDTH SPACE (U+200B) between phrases, for a layout that follows the Unicode line-breaking rules (Qt's
labels); ``for_html`` puts ``<wbr>`` between phrases, for a page styled ``word-break: keep-all``. Both
leave markup (``<b>``, ``&amp;``) alone. Other languages pass through unchanged. No Qt here: shared by the window
and the exports (display text, not the kernel's business).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import cache, lru_cache
from typing import Any

WORD_JOINER = "\u2060"
ZERO_WIDTH_SPACE = "\u200b"
CJK_LANGUAGES = ("ja", "zh_Hant", "zh_Hans")


# The module's patterns, each compiled when first used: a window in English (or any text without CJK) never
# uses them, and compiling them took about 0.4 ms of every start. A space is ``str.isspace``, which is what the
# pattern ``\s`` matched (both are Python's Unicode whitespace, Py_UNICODE_ISSPACE).
@cache
def _markup() -> re.Pattern[str]:
    return re.compile(r"(<[^>]*>|&#?[A-Za-z0-9]+;)")


@cache
def _katakana_run() -> re.Pattern[str]:
    return re.compile(r"[\u30a0-\u30ff\u31f0-\u31ff\uff66-\uff9f]{2,}")


@cache
def _kana() -> re.Pattern[str]:
    return re.compile(r"[\u3040-\u30ff\u31f0-\u31ff\uff66-\uff9f]")


def _is_cjk(ch: str) -> bool:
    """Whether the character ``ch`` is one a layout treats as a word of its own (ideographs, kana, full-width
    forms: U+3000-30FF, U+31F0-31FF, U+3400-4DBF, U+4E00-9FFF, U+F900-FAFF, U+FF00-FFEF). Compared, not a
    pattern: compiling this character class took 2.4 ms of every start. Not the names index's ``is_cjk``
    (games.diplomacy.rules.names, which the drawing may not import) on purpose: a layout also breaks beside CJK
    punctuation (U+3000-303F), the small katakana of Ainu (U+31F0-31FF) and full-width forms (U+FF00-FFEF), which
    are laid out as wide characters, and not beside the Yijing hexagrams (U+4DC0-4DFF), which Unicode's line
    breaking (UAX #14) counts as letters; the names index asks whether a name is written in Chinese or Japanese."""
    return ("\u3000" <= ch <= "\u30ff" or "\u31f0" <= ch <= "\u31ff" or "\u3400" <= ch <= "\u4dbf"
            or "\u4e00" <= ch <= "\u9fff" or "\uf900" <= ch <= "\ufaff" or "\uff00" <= ch <= "\uffef")


def _has_cjk(text: str) -> bool:
    """Whether ``text`` has a character ``_is_cjk`` names (none below U+3000: a text whose largest character is below
    it, as a sheet's list of rejected lines with its ✗ marks, is not looked at character by character)."""
    return not text.isascii() and max(text) >= "\u3000" and any(map(_is_cjk, text))



@lru_cache(maxsize=4)
def _parser(lang: str) -> Any:
    """BudouX's model for ``lang``, loaded once (None without BudouX)."""
    try:
        import budoux  # type: ignore[import-untyped]
    except ImportError:  # pragma: no cover - BudouX is a dependency; a stripped install still breaks names whole
        return None
    if lang == "ja":
        return budoux.load_default_japanese_parser()
    if lang == "zh_Hans":
        return budoux.load_default_simplified_chinese_parser()
    return budoux.load_default_traditional_chinese_parser()


def break_points(text: str, lang: str, keep: Iterable[str] = ()) -> list[int]:
    """Where a line of ``text`` (plain text, no markup) may break between two CJK characters: the indices
    ``i`` such that a line may end after ``text[:i]``. Breaks at spaces are the layout's own and are not
    listed. Never inside a name of ``keep`` nor inside a run of katakana."""
    if lang not in CJK_LANGUAGES or not _has_cjk(text):
        return []
    return list(_points(text, lang, tuple(sorted(set(keep), key=len, reverse=True))))


@lru_cache(maxsize=4096)
def _points(text: str, lang: str, keep: tuple[str, ...]) -> tuple[int, ...]:
    parser = _parser(lang)
    phrases = parser.parse(text) if parser is not None else [text]
    points: set[int] = set()
    at = 0
    for phrase in phrases[:-1]:
        at += len(phrase)
        points.add(at)
    forbidden: set[int] = set()
    for m in _katakana_run().finditer(text):
        forbidden.update(range(m.start() + 1, m.end()))
    for name in keep:
        if len(name) < 2:
            continue
        start = text.find(name)
        while start >= 0:
            forbidden.update(range(start + 1, start + len(name)))
            start = text.find(name, start + 1)
    out = []
    for i in sorted(points - forbidden):
        if 0 < i < len(text) and not text[i - 1].isspace() and not text[i].isspace() \
                and (_is_cjk(text[i - 1]) or _is_cjk(text[i])):  # "(PIE)" stays whole
            out.append(i)
    return tuple(out)


def language_of(text: str, lang: str) -> str:
    """The language whose phrases ``text`` is cut into: ``lang`` if it is Japanese or Chinese, else (a
    Japanese or Chinese text shown in another language's window: a name) Japanese when it has kana, else
    traditional Chinese."""
    if lang in CJK_LANGUAGES or not _has_cjk(text):
        return lang
    return "ja" if _kana().search(text) else "zh_Hant"


def _segments(text: str) -> list[tuple[bool, str]]:
    """``text`` cut into (is_markup, piece)."""
    markup = _markup()
    return [(bool(markup.fullmatch(piece)), piece) for piece in markup.split(text) if piece]


def for_layout(text: str, lang: str, keep: Iterable[str] = ()) -> str:
    """``text`` (plain or rich) with a line break allowed only between phrases (see the module's text)."""
    if lang not in CJK_LANGUAGES:
        return text
    names = tuple(keep)
    out = []
    for markup, piece in _segments(text):
        if markup or not _has_cjk(piece):
            out.append(piece)
            continue
        points = set(break_points(piece, lang, names))
        chars = []
        for i, ch in enumerate(piece):
            if i:
                prev = piece[i - 1]
                if i in points:
                    chars.append(ZERO_WIDTH_SPACE)
                elif not prev.isspace() and not ch.isspace() and (_is_cjk(prev) or _is_cjk(ch)):
                    chars.append(WORD_JOINER)
            chars.append(ch)
        out.append("".join(chars))
    return "".join(out)


def for_html(text: str, lang: str, keep: Iterable[str] = ()) -> str:
    """``text`` (HTML, escaped) with ``<wbr>`` between phrases: the page's ``word-break: keep-all`` then
    breaks a CJK line only there (or at a space)."""
    if lang not in CJK_LANGUAGES:
        return text
    names = tuple(keep)
    out = []
    for markup, piece in _segments(text):
        if markup or not _has_cjk(piece):
            out.append(piece)
            continue
        points = break_points(piece, lang, names)
        last = 0
        for i in points:
            out.append(piece[last:i] + "<wbr>")
            last = i
        out.append(piece[last:])
    return "".join(out)


def plain(text: str) -> str:
    """``text`` without the joiners and break marks ``for_layout`` put in (to compare, copy or search)."""
    return text.replace(WORD_JOINER, "").replace(ZERO_WIDTH_SPACE, "")


__all__ = ["CJK_LANGUAGES", "WORD_JOINER", "ZERO_WIDTH_SPACE", "break_points", "for_html", "for_layout", "language_of", "plain"]
