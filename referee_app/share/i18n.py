"""The players' page in the player's language: its own words, and the choice of language.

The page's words are a catalogue of their own (``referee_app/share/locale/{lang}.toml``, the same
TOML shape as the kernel's catalogues: ``{placeholders}``, ``{ one, other }`` tables for English
plurals). It is read here rather than merged into the kernel's catalogues: the page is drawn by the
phone's browser with the phone's fonts, so its words stay out of the window's bundled font subsets
(tools/make_cjk_fonts.py). Everything that names things of the game (phases, provinces, powers,
results and their reasons) comes from the game's own catalogues.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Mapping

from referee_app.core.messages import DEFAULT_LANGUAGE, LANGUAGE_NAMES, LANGUAGES, normalize_language, package_catalogue

PACKAGE = "referee_app.share"


@functools.cache
def catalogue(lang: str) -> Mapping[str, str | dict[str, str]]:
    """The page's templates in ``lang`` (dotted keys)."""
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}; known: {', '.join(LANGUAGES)}")
    return package_catalogue(PACKAGE, lang)


def text(key: str, lang: str, **params: object) -> str:
    """The page's text ``key`` in ``lang`` (English if that language lacks it), filled with ``params``.

    A template table ``{ one, other }`` is chosen by the integer parameter ``n``."""
    entry = catalogue(lang).get(key) if lang in LANGUAGES else None
    if entry is None:
        entry = catalogue(DEFAULT_LANGUAGE).get(key)
    if entry is None:
        return key
    if isinstance(entry, dict):
        n = params.get("n")
        entry = entry["one"] if n == 1 and "one" in entry else entry.get("other", next(iter(entry.values())))
    return entry.format_map({k: str(v) for k, v in params.items()}) if params else entry


UI_WORDS = ("language", "connecting", "live", "offline", "zoom_in", "zoom_out", "fit", "read_only")


# the footer's words of a game other than Diplomacy (Diplomacy's, ``page.read_only``, cite its rule 2.3.2)
READ_ONLY = {"lieou": "page.read_only_lieou", "pog": "page.read_only_pog"}


def page_words(lang: str, game_title: str, game_name: str = "diplomacy") -> dict[str, str]:
    """The page's fixed words in ``lang`` (its title names the game: ``game_title``; the footer is
    ``game_name``'s)."""
    words = {k: text(f"page.{k}", lang) for k in UI_WORDS}
    if game_name in READ_ONLY:
        words["read_only"] = text(READ_ONLY[game_name], lang)
    words["title"] = text("page.title", lang, game=game_title)
    return words


def game_title(game_name: str, lang: str) -> str:
    """The game's title in ``lang`` (its ``GameKind.titles``), or its name."""
    from referee_app.core import registry

    try:
        return registry.get(game_name).titles.get(lang) or registry.get(game_name).titles.get("en") or game_name
    except Exception:  # noqa: BLE001 - a title is only a title
        return game_name


_Q = re.compile(r"^\s*([A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*|\*)\s*(?:;\s*q\s*=\s*([0-9.]+))?\s*$")


def from_accept_language(header: str | None) -> str | None:
    """The first of our languages a browser's ``Accept-Language`` asks for (by its weights), or None."""
    if not header:
        return None
    wanted: list[tuple[float, int, str]] = []
    for i, part in enumerate(header.split(",")[:32]):
        m = _Q.match(part)
        if m is None or m.group(1) == "*":
            continue
        try:
            q = float(m.group(2)) if m.group(2) else 1.0
        except ValueError:
            continue
        if q > 0:
            wanted.append((-q, i, m.group(1)))
    for _q, _i, tag in sorted(wanted):
        lang = _browser_tag(tag)
        if lang is not None:
            return lang
    return None


def _browser_tag(tag: str) -> str | None:
    """``zh-TW``, ``zh-Hant-HK``, ``zh-CN``, ``ja-JP``, ``en-GB`` → one of our languages (None: not ours)."""
    low = tag.lower()
    if low.startswith("zh"):
        if "hant" in low or low.split("-")[-1] in ("tw", "hk", "mo"):
            return "zh_Hant"
        return "zh_Hans"
    if low.startswith("ja"):
        return "ja"
    if low.startswith("en"):
        return "en"
    return None


def choose(query_lang: str | None, accept_language: str | None, default: str = DEFAULT_LANGUAGE) -> str:
    """The page's language: the one asked for in the address (``?lang=``), else the browser's, else ``default``."""
    if query_lang:
        lang = query_lang if query_lang in LANGUAGES else normalize_language(query_lang)
        if lang in LANGUAGES:
            return lang
    return from_accept_language(accept_language) or (default if default in LANGUAGES else DEFAULT_LANGUAGE)


__all__ = ["LANGUAGES", "LANGUAGE_NAMES", "PACKAGE", "READ_ONLY", "UI_WORDS", "catalogue", "choose", "from_accept_language", "game_title",
           "page_words", "text"]
