"""Message parameters naming things of 列欧帝国棋: a land, a place (a land or a fleet), a sea zone
(rendered with the board's names in the language), a leader, a colour, a country."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from referee_app.core.messages import Message, Text, msg, register_param

from .board import LANGS, load_board
from .tables import OVERLORD, load_tables


def _lang(lang: str) -> str:
    return lang if lang in LANGS else "en"


@dataclass(frozen=True)
class LandRef:
    """A land in a message: its name in the language (or its code when codes are asked for)."""

    code: str

    def render_param(self, lang: str, names: Any, codes: bool) -> str:
        board = load_board()
        if codes or self.code not in board.lands:
            return self.code
        return f"{board.land_name(self.code, _lang(lang))} ({self.code})"

    def to_json(self) -> dict[str, str]:
        return {"lieou.land": self.code}


@dataclass(frozen=True)
class PlaceRef:
    """A place in a message: a land, a fleet (named after its sea zone) or the overlord fleet."""

    code: str

    def render_param(self, lang: str, names: Any, codes: bool) -> str:
        board = load_board()
        if self.code in board.lands:
            return LandRef(self.code).render_param(lang, names, codes)
        if codes:
            return self.code
        if self.code == OVERLORD:
            return load_tables().overlord_names[_lang(lang)]
        zone = board.sea_zones.get(self.code)
        return zone.names.get(_lang(lang), self.code) if zone is not None else self.code

    def to_json(self) -> dict[str, str]:
        return {"lieou.place": self.code}


@dataclass(frozen=True)
class ZoneRef:
    """A sea zone in a message (7.1): the sea's name."""

    code: str

    def render_param(self, lang: str, names: Any, codes: bool) -> str:
        if codes:
            return self.code
        return load_tables().sea_names.get(self.code, {}).get(_lang(lang), self.code)

    def to_json(self) -> dict[str, str]:
        return {"lieou.zone": self.code}


def _read_land(data: Mapping[str, Any]) -> LandRef:
    return LandRef(str(data["lieou.land"]))


def _read_place(data: Mapping[str, Any]) -> PlaceRef:
    return PlaceRef(str(data["lieou.place"]))


def _read_zone(data: Mapping[str, Any]) -> ZoneRef:
    return ZoneRef(str(data["lieou.zone"]))


register_param("lieou.land", _read_land)
register_param("lieou.place", _read_place)
register_param("lieou.zone", _read_zone)


def colour(c: str) -> Message:
    return msg(f"lieou.colour.{c}")


def country(c: str) -> Message:
    return msg(f"lieou.country.{load_board().countries[c].latin}")


def region(r: str) -> Text:
    return Text(dict(load_board().region_names.get(r, {"en": r})))


def leader(leader_id: str) -> Message:
    """A general (of a country, 10.2) or a marshal (of a region, 11.6) in a message."""
    kind, _, home = leader_id.partition(":")
    if kind == "general":
        return msg("lieou.piece.general", country=country(home))
    return msg("lieou.piece.marshal", region=region(home))


__all__ = ["LandRef", "PlaceRef", "ZoneRef", "colour", "country", "leader", "region"]
