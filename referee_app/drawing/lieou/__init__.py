"""The board of 列欧帝国棋: what it shows (``board_scene``, plain data) and its primitives (``scene``)."""

from __future__ import annotations

from typing import Any

from referee_app.core.registry import Audience


def board_scene(game: Any, audience: Audience, **options: Any) -> dict[str, Any]:
    """Qt-free: what each land shows (owner, armies, regime, capital flag, airfield, air force,
    leaders), the fleets in their sea zones, the current player and what the game waits for."""
    data = game.to_json()
    regimes: dict[str, list[dict[str, Any]]] = {}
    for c, r in data["regimes"].items():
        regimes.setdefault(r["land"], []).append({"country": c, **r})
    return {"turn": data["turn"], "lands": [
        {"code": code, "owner": v["owner"], "armies": v["armies"], "regimes": regimes.get(code, []),
         "regime": regimes[code][0] if regimes.get(code) else None, "airfield": v["airfield"], "air": v["air"],
         "leaders": v["leaders"]}
        for code, v in data["lands"].items()], "battle": data["battle"], "sea_zones": [
        {"id": z.id, "members": list(z.members), "fleet": next((f for f, x in data["fleets"].items()
                                                                if x["zone"] == z.id), None)}
        for z in game.board.sea_zones.values()], "fleets": data["fleets"], "waiting": data["waiting"]}


__all__ = ["board_scene"]
