"""A ruleset of 列欧帝国棋: its named options (the readings of docs/lieou.md where two are reasonable)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict, dataclass, fields
from typing import Any

from referee_app.core.errors import RulesetError
from referee_app.core.fileerrors import with_line
from referee_app.core.inputs import InputError, read_toml
from referee_app.core.messages import Message, msg
from referee_app.core.paths import game_rulesets

CHOICES: Mapping[str, tuple[Any, ...]] = {
    "victory": ("last_empire", "all_lands"),
    "regime_flight": ("any_own_neighbour", "same_country_neighbour"),
    "desertion_faces": ("raw", "modified"),
    "moves_by_sea_link": (True, False),
    "ask_choices": (True, False),
    "leaders_stack": (True, False),
    "general_fate_8": ("exile", "reroll"),
    "joint_attack_target": ("land_neighbour", "zone_land"),
    "fleet_attacks_empty": (True, False),
    "air_range_sea": ("sea_zone", "sea_links"),
    "attack_dice": ("most", "fewer"),
    "table_dice": (False, True),
}


@dataclass(frozen=True)
class RuleOptions:
    victory: str = "last_empire"
    regime_flight: str = "any_own_neighbour"
    desertion_faces: str = "raw"
    moves_by_sea_link: bool = True
    ask_choices: bool = True
    leaders_stack: bool = True
    general_fate_8: str = "exile"
    joint_attack_target: str = "land_neighbour"
    fleet_attacks_empty: bool = True
    air_range_sea: str = "sea_zone"
    attack_dice: str = "most"  # 4.2.1 "可掷": "most" = the attacker throws the most dice allowed; "fewer" = it may throw fewer
    table_dice: bool = False  # not a rule: the referee types the dice thrown at the table (the window asks for them)

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_mapping(cls, data: Mapping[str, Any], where: str = "options") -> RuleOptions:
        known = {f.name for f in fields(cls)}
        for key, value in data.items():
            if key not in known:
                raise RulesetError(f"{where}: unknown option '{key}' (known: {', '.join(sorted(known))})")
            if value not in CHOICES[key] or type(value) is not type(CHOICES[key][0]):
                allowed = ", ".join(repr(c) for c in CHOICES[key])
                raise RulesetError(f"{where}: option '{key}' cannot be {value!r} (one of {allowed})")
        return cls(**dict(data))


def _word(v: Any) -> str:
    return ("true" if v else "false") if isinstance(v, bool) else str(v)


def rules_card(options: RuleOptions | Mapping[str, Any]) -> list[Message]:
    """The game's rules card: each reading and option chosen, as a sentence naming its paragraph and the
    option's value (for the window's Help, the projector, the players' page and every export's header)."""
    data = options.to_json() if isinstance(options, RuleOptions) else dict(options)
    out = []
    for key in CHOICES:
        if key in data:
            v = _word(data[key])
            out.append(msg("lieou.option.line", reading=msg(f"lieou.option.{key}_{v}"), option=key, value=v))
    return out


def ruleset_names() -> list[str]:
    root = game_rulesets("lieou")
    return sorted(p.name for p in root.iterdir() if (p / "ruleset.toml").is_file())


def load_ruleset(name: str = "standard") -> tuple[str, RuleOptions]:
    """(title, options) of a shipped ruleset."""
    path = game_rulesets("lieou") / name / "ruleset.toml"
    if not path.is_file():
        raise RulesetError(f"列欧帝国棋 has no ruleset '{name}' (it has: {', '.join(ruleset_names())})")
    try:
        data = read_toml(path)  # the kernel's one reader: a bounded read, strict UTF-8, its limits
        return str(data.get("title", name)), RuleOptions.from_mapping(data.get("options", {}), str(path))
    except InputError as exc:
        raise RulesetError(str(exc)) from exc
    except RulesetError as exc:
        raise RulesetError(with_line(path, str(exc))) from exc


__all__ = ["CHOICES", "RuleOptions", "load_ruleset", "rules_card", "ruleset_names"]
