"""Fighting in 列欧帝国棋: attacks by land, fleet or both (4, 8.3-8.7, 9.3-9.7, 10.6, 11.4), air combat,
raids and bombing (13), and what follows a battle (5, 6, 10.4, 10.8, 12.2, 13.11, 13.13, 14.2).

An attack or a bombing is a queue of steps in the state (``State.queue``): the attack line queues
``prepare`` (before the first die: fleets may send armies to the land attacked, 8.2, 9.7, air forces
may be told to raid, 13.4, 13.5) and ``begin``; the first ``roll`` passes ``prepare``; ``begin`` queues
an air combat when both places have air forces (13.6), the raids, and ``engage`` (the battle of chapter
4 with the leaders' bonuses); the battle's end queues what follows it: the leaders' fates (10.8), the
airfield's die and the air groups' dice (12.2, 13.11), the regimes (5.3, 6.2), the general following
(10.4), the armies the conquest brings (5, 8.4, 8.5, 9.6), the unification (6.4-6.6). Steps that need
dice wait for ``roll`` (one step) or ``fight`` (all); a choice with more than one answer waits for the
owner (``State.decision``, answered by ``choose``) unless it was given on the line or the ruleset
takes defaults (``ask_choices``).
"""

from __future__ import annotations

from collections.abc import Sequence

from referee_app.core.messages import Many, msg

from .actions import Action, LieouError
from .air import AirCombat, AirForce, bomb_dice, bomb_losses
from .base import DiceSource, EngineBase, Out
from .battle import Battle, check_faces
from .params import LandRef, PlaceRef, colour, country, leader
from .state import Engagement, Regime, Step
from .tables import OVERLORD

DECISIONS = ("flee", "seat", "levy", "capital", "follow", "place", "escape", "relocate")
PREPARE_VERBS = ("support", "raid", "counter")
Info = tuple[str, list[str], str, str] | None  # who chooses, the answers, the default, what it is about


class WarMixin(EngineBase):
    """Attacks, bombing and the steps that follow them (see the module's docstring)."""

    # --- declaring an attack (4.1, 8.3, 8.5, 8.6, 9.3, 10.6, 11.4) ---------------------------

    def attack_action(self, action: Action, out: Out, lands: set[str]) -> None:
        s = self.state
        src, tgt = action.lands
        me = str(s.turn)
        self.own(src)
        if not self.exists(tgt):
            raise LieouError(msg("lieou.err.no_fleet", fleet=PlaceRef(tgt)))
        if self.owner_of(tgt) == me:
            raise LieouError(msg("lieou.err.attack_own", land=PlaceRef(tgt)))
        choices = dict(action.choices)
        joined = [f for f in choices.pop("with", "").split(",") if f]
        src_land, tgt_land = self.is_land(src), self.is_land(tgt)
        if joined and not (src_land and tgt_land):
            raise LieouError(msg("lieou.err.joint_land_only"))
        if src_land and tgt_land:
            if not self.adjacent(src, tgt, False):
                raise LieouError(msg("lieou.err.not_adjacent", a=LandRef(src), b=LandRef(tgt)))
            for f in joined:
                if f not in s.fleets or s.fleets[f].holder != me:
                    raise LieouError(msg("lieou.err.not_yours", land=PlaceRef(f), colour=colour(me)))
                if not self.reaches(f, src) or (self.options.joint_attack_target == "zone_land"
                                                and not self.reaches(f, tgt)):
                    raise LieouError(msg("lieou.err.joint_out_of_reach", fleet=PlaceRef(f), land=LandRef(src)))
        elif src_land:
            if not self.leaders_at(src):
                raise LieouError(msg("lieou.err.fleet_needs_leader", land=LandRef(src)))
            if not self.reaches(tgt, src):
                raise LieouError(msg("lieou.err.fleet_out_of_reach", fleet=PlaceRef(tgt), land=LandRef(src)))
        elif tgt_land:
            if not self.reaches(src, tgt):
                raise LieouError(msg("lieou.err.land_out_of_reach", fleet=PlaceRef(src), land=LandRef(tgt)))
            if s.owner[tgt] is None and not self.options.fleet_attacks_empty:
                raise LieouError(msg("lieou.err.fleet_empty_land", land=LandRef(tgt)))
        elif not self.fleets_touch(src, tgt):
            raise LieouError(msg("lieou.err.fleets_apart", a=PlaceRef(src), b=PlaceRef(tgt)))
        pieces = [src, *joined]
        force = sum(self.armies_of(p) for p in pieces) - len(pieces) + 1
        if force < 2:
            raise LieouError(msg("lieou.err.too_few", land=PlaceRef(src), n=self.armies_of(src)))
        defender = self.owner_of(tgt)
        self._check_choices(choices, tgt, defender)
        raid = self._raid_choice(choices, "raid", src, defender)
        counter = self._raid_choice(choices, "counter", tgt, defender)
        losses = choices.pop("losses", "land")
        self.use_order()
        e = Engagement("attack", me, src, tgt, defender, joined, losses, choices,
                       garrison=self.armies_of(tgt) if defender else 0, raid=raid, counter=counter)
        e.leaders = [ld.id for ld in self.leaders_at(src)]
        e.marshal_led = any(ld.kind == "marshal" for ld in self.leaders_at(src))
        e.extra = self.tables.land_extra if tgt_land and (not src_land or e.marshal_led) else 0
        s.battle = e
        s.queue = [{"k": "prepare"}, {"k": "begin"}]
        lands.update((src, tgt, *joined))
        out.append(msg("lieou.log.attack", colour=colour(me), a=PlaceRef(src), b=PlaceRef(tgt),
                       att=msg("lieou.report.armies", n=force if joined else self.armies_of(src)),
                       dfn=msg("lieou.report.armies", n=self.armies_of(tgt))))
        if joined:
            out.append(msg("lieou.log.joint", fleets=Many([PlaceRef(f) for f in joined], "and")))

    def _raid_choice(self, choices: dict[str, str], key: str, raider: str, defender: str | None) -> int | None:
        if key not in choices:
            return None
        n = int(choices.pop(key))
        self._check_raid(key, raider, defender, n)
        return n

    def _check_raid(self, key: str, raider: str, defender: str | None, n: int) -> None:
        force = self.air_at(raider)
        if force.empty:
            raise LieouError(msg("lieou.err.no_air", place=PlaceRef(raider)))
        if defender is None:
            raise LieouError(msg("lieou.err.raid_empty"))  # 13.14
        if n and (force.column or n > force.groups):
            raise LieouError(msg("lieou.err.too_many_groups", place=PlaceRef(raider), n=n))

    def _check_choices(self, choices: dict[str, str], target: str, defender: str | None) -> None:
        s, b = self.state, self.board
        for key, value in choices.items():
            if key == "flee":
                ok = defender is not None and value in b.lands and s.owner[value] == defender \
                    and target in b.lands and value in b.neighbours[target]
            elif key == "dice":  # 4.2.1 "可掷": only where the ruleset reads it as "may throw fewer"
                if self.options.attack_dice != "fewer":
                    raise LieouError(msg("lieou.err.dice_most"))
                ok = True
            elif key == "capital":
                ok = defender is not None and any(r.land == value and r.holder == defender
                                                  for r in s.regimes.values()) and value != target
            else:
                ok = True  # seat, levy, follow, escape, place: checked when the choice is made
            if not ok:
                raise LieouError(msg(f"lieou.err.bad_{key}", land=LandRef(value)))

    # --- before the first die: 8.2, 9.7, 13.4, 13.5 -----------------------------------------

    def prepare_action(self, action: Action, out: Out, lands: set[str]) -> None:
        s = self.state
        e = s.battle
        if e is None or e.kind != "attack" or e.winner is not None:
            raise LieouError(msg("lieou.err.no_battle"))
        before = not e.started
        if action.verb == "support":
            self._support(e, action.lands[0], int(action.count or 0), before, out, lands)
            return
        if not before:
            raise LieouError(msg("lieou.err.battle_begun"))
        n = int(action.count or 0)
        if action.verb == "raid":
            self._check_raid("raid", e.source, e.defender, n)
            e.raid = n
            out.append(msg("lieou.log.raid_set", place=PlaceRef(e.source)))
        else:
            self._check_raid("counter", e.target, e.defender, n)
            e.counter = n
            out.append(msg("lieou.log.counter_set", place=PlaceRef(e.target)))

    def _support(self, e: Engagement, f: str, n: int, before: bool, out: Out, lands: set[str]) -> None:
        s = self.state
        fl = s.fleets.get(f)
        if fl is None or e.defender is None or fl.holder != e.defender or not self.is_land(e.target) \
                or not self.reaches(f, e.target):
            raise LieouError(msg("lieou.err.cannot_support", fleet=PlaceRef(f), land=PlaceRef(e.target)))
        if n < 1 or fl.armies - n < 1:
            raise LieouError(msg("lieou.err.support_armies", fleet=PlaceRef(f), n=n))
        if f == OVERLORD:  # 9.7: at any time, at most twice the garrison
            if e.battle is not None and e.battle.winner is not None:
                raise LieouError(msg("lieou.err.no_battle"))
            cap = self.tables.overlord_support_factor * e.garrison
            if e.supported.get(f, 0) + n > cap:
                raise LieouError(msg("lieou.err.overlord_cap", n=cap - e.supported.get(f, 0)))
        else:  # 8.2: before the battle, once, at most a third
            if not before:
                raise LieouError(msg("lieou.err.battle_begun"))
            if f in e.supported:
                raise LieouError(msg("lieou.err.supported_once", fleet=PlaceRef(f)))
            cap = self.tables.support_cap(fl.armies)
            if n > cap:
                raise LieouError(msg("lieou.err.support_cap", fleet=PlaceRef(f), n=cap))
        fl.armies -= n
        s.armies[e.target] += n
        if e.battle is not None:
            e.battle.defender += n
        e.supported[f] = e.supported.get(f, 0) + n
        lands.update((f, e.target))
        out.append(msg("lieou.log.support", fleet=PlaceRef(f), n=n, land=LandRef(e.target)))

    # --- the runner ---------------------------------------------------------------------------

    def run(self, mode: str, faces: Sequence[Sequence[int]] | None, dice: DiceSource, out: Out,
            lands: set[str]) -> None:
        """Take the queued steps: "auto" those without dice, "one" one step of dice (``faces`` typed for
        it) and what follows it without dice, "all" every step until a choice is awaited or nothing is left."""
        s = self.state
        rolled = False
        while s.queue and s.decision is None:
            step = s.queue[0]
            if step["k"] == "prepare":
                if mode == "auto":
                    break
                s.queue.pop(0)
                if s.battle is not None:
                    s.battle.started = True
                continue
            shape = self.dice_shape(step)
            if shape is None:
                s.queue.pop(0)
                self._auto(step, out, lands)
                continue
            if mode == "auto" or (mode == "one" and rolled):
                break
            values = self._throw(step, shape, faces if not rolled else None, dice)
            rolled = True
            self._dice_step(step, values, out, lands)
        if faces is not None and not rolled:
            raise LieouError(msg("lieou.err.nothing_to_roll"))

    def dice_shape(self, step: Step) -> tuple[int, ...] | None:
        """The dice a step waits for (one count, or the attacker's and the defender's), None if none."""
        s, k = self.state, step["k"]
        e = s.battle
        if k == "air" and e is not None and e.air is not None:
            return e.air.dice_needed()
        if k == "rounds" and e is not None and e.battle is not None:
            return e.battle.dice_needed()
        if k == "raid" and e is not None:
            force, raider, victim = self._raider(e, step["side"])
            ok = not force.empty and self.exists(victim) and self.armies_of(victim) > 0 and self.exists(raider)
            return (bomb_dice(force),) if ok else None
        if k == "bomb" and e is not None:
            force = self._bombers(e)
            ok = not force.empty and self.exists(e.target) and self.armies_of(e.target) > 0
            return (bomb_dice(force),) if ok else None
        if k == "fate":
            return (2,) if step["leader"] in s.leaders else None
        if k == "airfield":
            return (1,)
        if k == "aircapture":
            f = self.air_at(step["place"])
            return None if f.empty else (self.tables.column_groups if f.column else f.groups,)
        return None

    def _throw(self, step: Step, shape: tuple[int, ...], typed: Sequence[Sequence[int]] | None,
               dice: DiceSource) -> list[tuple[int, ...]]:
        k = step["k"]
        purpose = f"lieou.{k}"
        if len(shape) == 2:
            if typed is not None:
                if len(typed) != 2:
                    raise LieouError(msg("lieou.err.battle_faces", na=shape[0], nd=shape[1]))
                if k == "rounds":
                    e = self.state.battle
                    bt = e.battle if e is not None else None
                    capital = bt is not None and bt.capital
                    if bt is not None:  # 4.2.1 read as "may throw": fewer attacking dice typed
                        shape = (bt.attack_count(typed[0]), shape[1])
                    check_faces(list(typed[0]), shape[0], "attacker", capital)
                    check_faces(list(typed[1]), shape[1], "defender", False)
                else:
                    for side, group, n in (("attacker", typed[0], shape[0]), ("defender", typed[1], shape[1])):
                        if len(group) != n:
                            raise LieouError(msg(f"lieou.dice.air_count_{side}", n=n, typed=len(group)))
            pa, pd = ("lieou.attack", "lieou.defence") if k == "rounds" else (f"{purpose}.attack", f"{purpose}.defence")
            ra = dice.roll(shape[0], pa, typed[0] if typed is not None else None)
            rd = dice.roll(shape[1], pd, typed[1] if typed is not None else None)
            e = self.state.battle
            if k == "rounds" and e is not None and e.battle is not None and typed is None:  # a recorded round
                shape = (e.battle.attack_count(ra.values), shape[1])
            if len(ra.values) != shape[0] or len(rd.values) != shape[1]:
                raise LieouError(msg("lieou.err.record_short"))
            return [ra.values, rd.values]
        flat = tuple(f for g in typed for f in g) if typed is not None else None
        if flat is not None and len(flat) != shape[0]:
            raise LieouError(msg("lieou.err.dice_count", what=msg(f"lieou.roll.{k}"), n=shape[0], typed=len(flat)))
        r = dice.roll(shape[0], purpose, flat)
        if len(r.values) != shape[0]:
            raise LieouError(msg("lieou.err.record_short"))
        return [r.values]

    def _auto(self, step: Step, out: Out, lands: set[str]) -> None:
        k = step["k"]
        if k in DECISIONS:
            self._decide(step, None, out, lands)
            return
        getattr(self, f"_step_{k}")(step, out, lands)

    def _step_air(self, step: Step, out: Out, lands: set[str]) -> None:
        """An air combat, a battle or a leader's fate with nothing left to fight or decide: nothing to do."""

    _step_rounds = _step_fate = _step_aircapture = _step_airfield = _step_air

    def _dice_step(self, step: Step, values: list[tuple[int, ...]], out: Out, lands: set[str]) -> None:
        getattr(self, f"_roll_{step['k']}")(step, values, out, lands)

    def _pop(self, step: Step) -> None:
        if self.state.queue and self.state.queue[0] is step:
            self.state.queue.pop(0)

    # --- the battle ---------------------------------------------------------------------------

    def _engagement(self) -> Engagement:
        e = self.state.battle
        if e is None:  # pragma: no cover - steps of a battle run only while it is under way
            raise LieouError(msg("lieou.err.no_battle"))
        return e

    def _step_begin(self, step: Step, out: Out, lands: set[str]) -> None:
        e = self._engagement()
        steps: list[Step] = []
        if e.defender is not None and not self.air_at(e.source).empty and not self.air_at(e.target).empty:
            self._start_air(e, e.source, self.air_at(e.source), e.target, out)  # 13.6
            steps.append({"k": "air"})
        if e.raid is not None:
            steps.append({"k": "raid", "side": "attacker"})
        if e.counter is not None:
            steps.append({"k": "raid", "side": "defender"})
        steps.append({"k": "engage"})
        self.push(*steps)

    def _start_air(self, e: Engagement, a: str, force: AirForce, d: str, out: Out) -> None:
        t = self.tables
        e.air = AirCombat(force, self.air_at(d), self.bonus_at(a), self.bonus_at(d), t.column_groups, t.column_marshal)
        e.air_sides = (a, d)
        out.append(msg("lieou.log.air_combat", a=PlaceRef(a), b=PlaceRef(d)))

    def _roll_air(self, step: Step, values: list[tuple[int, ...]], out: Out, lands: set[str]) -> None:
        e = self._engagement()
        ac = e.air
        assert ac is not None
        al, dl = ac.fight(values[0], values[1])
        a, d = e.air_sides
        out.append(msg("lieou.log.air_round", att=" ".join(map(str, values[0])), dfn=" ".join(map(str, values[1])),
                       a_lost=al, d_lost=dl))
        if ac.winner is None:
            return
        self._pop(step)
        e.air_log.append({**ac.to_json(), "source": a, "target": d})
        a_after, d_after = ac.result()
        lands.update((a, d))
        if e.kind == "bomb":
            if e.bombers == 0:
                self.set_air(a, a_after)
                e.bombers = -1 if a_after.empty else 0
            else:
                self.set_air(a, AirForce(self.air_at(a).groups - e.bombers + a_after.groups))
                e.bombers = a_after.groups or -1
        else:
            self.set_air(a, a_after)
        self.set_air(d, d_after)
        won = ac.winner == "attacker"
        out.append(msg("lieou.log.air_won", place=PlaceRef(a if won else d)))
        e.air = None
        if e.kind == "attack":  # 10.8: "包括陆战前的空战失利": the leaders of the side that lost the air combat
            loser_place, captor = (d, e.attacker) if won else (a, e.defender)
            self.push(*[{"k": "fate", "leader": ld.id, "captor": captor} for ld in self.leaders_at(loser_place)])

    def _raider(self, e: Engagement, side: str) -> tuple[AirForce, str, str]:
        raider, victim = (e.source, e.target) if side == "attacker" else (e.target, e.source)
        want = e.attacker if side == "attacker" else e.defender
        if self.owner_of(raider) != want:
            return AirForce(), raider, victim
        force = self.air_at(raider)
        n = e.raid if side == "attacker" else e.counter
        if n and not force.column:
            force = AirForce(min(n, force.groups))
        return force, raider, victim

    def _step_raid(self, step: Step, out: Out, lands: set[str]) -> None:
        e = self._engagement()
        _, raider, _ = self._raider(e, step["side"])
        out.append(msg("lieou.log.no_raid", place=PlaceRef(raider)))

    def _roll_raid(self, step: Step, values: list[tuple[int, ...]], out: Out, lands: set[str]) -> None:
        """13.4, 13.5: a raid before the battle; it may leave the land attacked or the attacking land empty."""
        self._pop(step)
        e = self._engagement()
        force, raider, victim = self._raider(e, step["side"])
        t = self.tables
        killed = min(self.armies_of(victim), bomb_losses(values[0], force, t.bomb_divisor, t.column_table,
                                                         self.kills_at(raider), self.shield_at(victim)))
        self.add_armies(victim, -killed)
        e.raids.append({"side": step["side"], "source": raider, "target": victim, "dice": list(values[0]),
                        "killed": killed, "left": self.armies_of(victim)})
        lands.update((raider, victim))
        out.append(msg("lieou.log.raid", place=PlaceRef(raider), target=PlaceRef(victim),
                       dice=" ".join(map(str, values[0])), n=killed))
        if self.armies_of(victim) > 0:
            return
        self.state.queue = [x for x in self.state.queue if x["k"] not in ("raid", "engage")]
        if step["side"] == "attacker":
            e.winner = "attacker"
            if self.is_land(victim):  # 13.4: taken at once, its leaders killed (13.2)
                for ld in self.leaders_at(victim):
                    self.remove_leader(ld.id, out, "death")
                self._won(e)
            else:  # 13.2, 8.8: a fleet wiped out by air is sunk, not taken (13.10)
                self.push({"k": "end"})
                self.sink(victim, out, True)
        else:
            e.winner = "defender"
            self.push({"k": "end"})
            if self.is_land(victim):  # 13.5: the attacking land razed
                self.raze(victim, out, lands)
            else:
                self.sink(victim, out, True)

    def _pieces(self, e: Engagement) -> list[str]:
        return [e.source, *[f for f in e.joined if f in self.state.fleets and self.state.fleets[f].holder == e.attacker]]

    def _step_engage(self, step: Step, out: Out, lands: set[str]) -> None:
        e = self._engagement()
        s = self.state
        pieces = self._pieces(e)
        force = sum(self.armies_of(p) for p in pieces) - len(pieces) + 1
        if force < 2:  # 4.4 (after a raid on the attacking land)
            e.winner = "defender"
            out.append(msg("lieou.log.held", land=PlaceRef(e.target)))
            self._lost(e)
            return
        tgt_is_land = self.is_land(e.target)
        defenders = self.armies_of(e.target) if e.defender is not None else 0
        capital = tgt_is_land and self.capital_at(e.target)
        initial = s.initial_period and e.defender is None
        e.battle = Battle(force, defenders, capital, initial, self.bonus_at(e.source),
                          self.bonus_at(e.target) if e.defender is not None else "none",
                          desertion=self.options.desertion_faces, cap=int(e.choices.get("dice", 3)),
                          fewer=self.options.attack_dice == "fewer")
        self.push({"k": "rounds"})

    def _roll_rounds(self, step: Step, values: list[tuple[int, ...]], out: Out, lands: set[str]) -> None:
        e = self._engagement()
        bt = e.battle
        assert bt is not None
        r = bt.fight(list(values[0]), list(values[1]))
        self._share_losses(e, r.attacker_lost, r.attacker_gained)
        if e.defender is not None:
            self.set_armies(e.target, max(0, bt.defender))
        lands.update((e.target, *self._pieces(e)))
        out.append(msg("lieou.log.round", att=" ".join(map(str, r.attacker)), dfn=" ".join(map(str, r.defender)),
                       a_left=r.attacker_left, d_left=max(0, r.defender_left)))
        if bt.winner is None:
            return
        self._pop(step)
        e.winner = bt.winner
        self._record_last(e)
        if bt.winner == "defender":
            out.append(msg("lieou.log.held", land=PlaceRef(e.target)))
            self._lost(e)
        else:
            self._won(e)

    def _share_losses(self, e: Engagement, lost: int, gained: int) -> None:
        """8.6: a joint force's gains go to the land, its losses come from the land first ("losses=land")
        or from the fleets first ("losses=fleet"), never the last army of a place."""
        pieces = self._pieces(e)
        self.add_armies(pieces[0], gained)
        order = pieces if e.losses == "land" else [*pieces[1:], pieces[0]]
        for _ in range(lost):
            p = next((x for x in order if self.armies_of(x) > 1), pieces[0])
            self.add_armies(p, -1)

    def _lost(self, e: Engagement) -> None:
        """The attack failed: its leaders' fates (10.8; no one captures for an empty land: they escape)."""
        steps: list[Step] = [{"k": "fate", "leader": ld.id, "captor": e.defender}
                             for ld in self.leaders_at(e.source) if ld.id in e.leaders]
        self.push(*steps, {"k": "end"})

    def _won(self, e: Engagement) -> None:
        self.push({"k": "take_land" if self.is_land(e.target) else "take_fleet"})

    # --- what a conquest brings (5, 6, 8.4, 9.6, 10.4, 12.2, 13.11) -----------------------------

    def _step_take_land(self, step: Step, out: Out, lands: set[str]) -> None:
        s, b, t = self.state, self.board, self.tables
        e = self._engagement()
        land, me, loser = e.target, e.attacker, e.defender
        s.owner[land] = me
        s.armies[land] = 0
        lands.add(land)
        out.append(msg("lieou.log.taken", colour=colour(me), land=LandRef(land)))
        steps: list[Step] = [{"k": "fate", "leader": ld.id, "captor": me}
                             for ld in self.leaders_at(land) if ld.holder != me]
        if land in s.airfields and loser is not None:
            steps.append({"k": "airfield", "place": land, "loser": loser})
        here = [r.country for r in s.regimes.values() if r.land == land]
        e.bonus = t.conquest["regime_fled"] if here else t.conquest["empty" if loser is None else "ordinary"]
        steps += [{"k": "regime", "country": c} for c in here]
        steps += [{"k": "follow"}, {"k": "bonus"}, {"k": "unify", "country": b.country_of(land)}, {"k": "initial"},
                  {"k": "end"}]
        self.push(*steps)

    def _step_take_fleet(self, step: Step, out: Out, lands: set[str]) -> None:
        s, t = self.state, self.tables
        e = self._engagement()
        fl = s.fleets[e.target]
        fl.holder, fl.armies = e.attacker, 0
        lands.add(fl.id)
        out.append(msg("lieou.log.fleet_taken", colour=colour(e.attacker), fleet=PlaceRef(fl.id)))
        steps: list[Step] = [{"k": "fate", "leader": ld.id, "captor": e.attacker}
                             for ld in self.leaders_at(fl.id) if ld.holder != e.attacker]
        if fl.id in s.airfields and e.defender is not None:
            steps.append({"k": "airfield", "place": fl.id, "loser": e.defender})
        e.bonus = t.capture_overlord if fl.id == OVERLORD else t.capture_fleet
        e.extra = 0
        self.push(*steps, {"k": "bonus"}, {"k": "end"})

    def _step_regime(self, step: Step, out: Out, lands: set[str]) -> None:
        s, b = self.state, self.board
        e = self._engagement()
        regime = s.regimes.get(step["country"])
        if regime is None or regime.land != e.target:
            return
        me, land, rc = e.attacker, e.target, regime.country
        unified_rc = all(s.owner[x] == me for x in b.countries[rc].lands)
        if self._refuges(regime, land) and not unified_rc:  # 5.3.1
            self.push({"k": "flee", "country": rc})
            return
        e.bonus = self.tables.conquest["regime_captured"]  # 5.3.2
        self.push(*self._capture(regime, me, out, lands))

    def _refuges(self, regime: Regime, land: str) -> list[str]:
        s, b = self.state, self.board
        q = regime.holder
        return [x for x in sorted(b.neighbours[land], key=b.order) if s.owner[x] == q
                and (self.options.regime_flight == "any_own_neighbour" or b.country_of(x) == regime.country)]

    def _capture(self, regime: Regime, me: str, out: Out, lands: set[str], mode: str = "captured") -> list[Step]:
        """A regime passes to ``me`` (5.3.2, 5.3.4); the steps that follow: placed in its own country if ``me``
        holds it all (5.3.3), its loser's new capital (6.2)."""
        s, b = self.state, self.board
        loser = regime.holder
        regime.holder = me
        rc = regime.country
        out.append(msg("lieou.log.captured", colour=colour(me), country=country(rc)))
        if s.conscripted.get(rc) not in (None, me):
            del s.conscripted[rc]  # 6.6: a regime captured may be levied again
        steps: list[Step] = []
        if all(s.owner[x] == me for x in b.countries[rc].lands):
            steps.append({"k": "seat", "country": rc, "mode": mode})
        if s.capital.get(loser) == rc:
            del s.capital[loser]
            steps.append({"k": "capital", "loser": loser})
        return steps

    def _step_bonus(self, step: Step, out: Out, lands: set[str]) -> None:
        e = self._engagement()
        src_n, tgt_n = e.bonus
        src_n += e.extra
        if self.exists(e.source) and self.owner_of(e.source) == e.attacker:
            self.add_armies(e.source, src_n)
        self.add_armies(e.target, tgt_n)
        lands.update((e.source, e.target))
        out.append(msg("lieou.log.bonus", a=PlaceRef(e.source), n=src_n, b=PlaceRef(e.target), m=tgt_n))

    def _step_unify(self, step: Step, out: Out, lands: set[str]) -> None:
        s, b = self.state, self.board
        e = self._engagement()
        me, c = e.attacker, step["country"]
        home = b.countries[c].lands
        if not all(s.owner[x] == me for x in home):
            return
        out.append(msg("lieou.log.unified", colour=colour(me), country=country(c)))
        regime = s.regimes.get(c)
        steps: list[Step] = []
        if regime is None:  # 6.4: a new government
            steps.append({"k": "seat", "country": c, "mode": "new"})
        elif regime.holder != me:  # 5.3.4: extradited from abroad
            steps += self._capture(regime, me, out, lands, "extradite")
        elif regime.land not in home:  # 6.4: brought home
            steps.append({"k": "seat", "country": c, "mode": "home"})
        if s.conscripted.get(c) != me:  # 6.5, 6.6
            s.conscripted[c] = me
            for x in home:
                s.armies[x] += 1
            lands.update(home)
            steps.append({"k": "levy", "country": c})
        self.push(*steps)

    def _step_initial(self, step: Step, out: Out, lands: set[str]) -> None:
        s = self.state
        if not any(o is None for o in s.owner.values()):
            if s.initial_period:
                out.append(msg("lieou.log.initial_over"))
            s.initial_period = False

    def _step_end(self, step: Step, out: Out, lands: set[str]) -> None:
        e = self.state.battle
        if e is not None and (e.battle is not None or e.air_log or e.raids or e.bombing is not None):
            self._record_last(e)
        self.state.battle = None

    def _record_last(self, e: Engagement) -> None:
        """The last engagement as the table saw it (the projector, the players' page): an attack's air combats,
        raids and battle rounds, or a bombing's air combat and dice."""
        self.state.last_battle = {
            "kind": e.kind, "source": e.source, "target": e.target, "attacker": e.attacker, "defender": e.defender,
            "winner": e.winner, "joined": list(e.joined),
            "rounds": [x.to_json() for x in e.battle.rounds] if e.battle is not None else [],
            "air": [dict(a) for a in e.air_log], "raids": [dict(r) for r in e.raids],
            "bombing": dict(e.bombing) if e.bombing is not None else None}

    # --- leaders' fates (10.8, 11.7) ------------------------------------------------------------

    def _roll_fate(self, step: Step, values: list[tuple[int, ...]], out: Out, lands: set[str]) -> None:
        s = self.state
        total = sum(values[0])
        fate = self.tables.fate.get(total) or ("exile" if self.options.general_fate_8 == "exile" else "reroll")
        ld = s.leaders[step["leader"]]
        out.append(msg("lieou.log.fate", leader=leader(ld.id), dice=" ".join(map(str, values[0])), total=total,
                       fate=msg(f"lieou.fate.{fate}")))
        if fate == "reroll":
            return
        self._pop(step)
        if ld.place:
            lands.add(ld.place)
        if fate in ("death", "exile"):
            self.remove_leader(ld.id, out, fate)
            return
        captor = step.get("captor")
        if fate == "captured":
            if captor is None:  # no empire holds the field (an empty land): he escapes
                out.append(msg("lieou.log.no_captor", leader=leader(ld.id)))
            elif ld.kind == "marshal" and self.marshal_of(captor) is not None:  # 11.6: one marshal an empire
                self.remove_leader(ld.id, out, "exile")
                return
            else:
                ld.holder = captor
        ld.place = ""
        self.push({"k": "place", "leader": ld.id})

    # --- air forces of a place taken (12.2, 13.11) ----------------------------------------------

    def _roll_airfield(self, step: Step, values: list[tuple[int, ...]], out: Out, lands: set[str]) -> None:
        self._pop(step)
        s = self.state
        p = step["place"]
        face = values[0][0]
        kept = (face % 2 == 1) == (self.tables.airfield_kept == "odd")
        lands.add(p)
        if not kept:
            s.airfields.discard(p)
            lost = self.air_at(p)
            self.set_air(p, AirForce())
            out.append(msg("lieou.log.airfield_destroyed", place=PlaceRef(p), face=face))
            if not lost.empty:
                out.append(msg("lieou.log.air_destroyed", place=PlaceRef(p)))
            return
        out.append(msg("lieou.log.airfield_kept", place=PlaceRef(p), face=face))
        if not self.air_at(p).empty:
            self.push({"k": "aircapture", "place": p, "loser": step["loser"]})

    def _roll_aircapture(self, step: Step, values: list[tuple[int, ...]], out: Out, lands: set[str]) -> None:
        self._pop(step)
        t = self.tables
        p = step["place"]
        fates = [t.air_capture[f] for f in values[0]]
        taken, fled = fates.count("captured"), fates.count("escape")
        if taken == t.column_groups:
            self.set_air(p, AirForce(0, True))
        else:
            self.set_air(p, AirForce(min(taken, t.max_groups)))
        out.append(msg("lieou.log.air_capture", place=PlaceRef(p), dice=" ".join(map(str, values[0])), taken=taken,
                       fled=fled, lost=len(fates) - taken - fled))
        if fled:
            self.push({"k": "escape", "place": p, "n": fled, "owner": step["loser"]})

    # --- bombing (13.1-13.3) ---------------------------------------------------------------------

    def _bombers(self, e: Engagement) -> AirForce:
        if e.bombers < 0 or self.owner_of(e.source) != e.attacker:
            return AirForce()
        whole = self.air_at(e.source)
        if e.bombers == 0 or whole.column:
            return whole
        return AirForce(min(e.bombers, whole.groups))

    def bomb_action(self, action: Action, out: Out, lands: set[str]) -> None:
        """13.1: one order, an enemy land or fleet in range; an air combat first if it has an air force (13.6)."""
        s = self.state
        a, b = action.lands
        me = str(s.turn)
        self.own(a)
        force = self.air_at(a)
        if force.empty:
            raise LieouError(msg("lieou.err.no_air", place=PlaceRef(a)))
        owner = self.owner_of(b) if self.exists(b) else None
        if owner is None or owner == me:
            raise LieouError(msg("lieou.err.bomb_target", place=PlaceRef(b)))
        if b not in self.air_range(a):
            raise LieouError(msg("lieou.err.out_of_range", a=PlaceRef(a), b=PlaceRef(b)))
        n = int(action.count or 0)
        if n and (force.column or n > force.groups):
            raise LieouError(msg("lieou.err.too_many_groups", place=PlaceRef(a), n=n))
        if n == force.groups:
            n = 0
        self.use_order()
        e = Engagement("bomb", me, a, b, owner, bombers=n)
        s.battle = e
        out.append(msg("lieou.log.bomb", colour=colour(me), a=PlaceRef(a), b=PlaceRef(b)))
        steps: list[Step] = []
        if not self.air_at(b).empty:
            self._start_air(e, a, force if n == 0 else AirForce(n), b, out)
            steps.append({"k": "air"})
        s.queue = [*steps, {"k": "bomb"}, {"k": "end"}]
        lands.update((a, b))

    def _step_bomb(self, step: Step, out: Out, lands: set[str]) -> None:
        out.append(msg("lieou.log.no_bombers"))

    def _roll_bomb(self, step: Step, values: list[tuple[int, ...]], out: Out, lands: set[str]) -> None:
        self._pop(step)
        e = self._engagement()
        t = self.tables
        force = self._bombers(e)
        killed = min(self.armies_of(e.target), bomb_losses(values[0], force, t.bomb_divisor, t.column_table,
                                                           self.kills_at(e.source), self.shield_at(e.target)))
        self.add_armies(e.target, -killed)
        e.bombing = {"dice": list(values[0]), "killed": killed, "left": self.armies_of(e.target)}
        lands.update((e.source, e.target))
        out.append(msg("lieou.log.bombed", place=PlaceRef(e.source), target=PlaceRef(e.target),
                       dice=" ".join(map(str, values[0])), n=killed))
        if self.armies_of(e.target) > 0:
            return
        if self.is_land(e.target):
            self.raze(e.target, out, lands)
        else:
            self.sink(e.target, out, True)

    # --- choices after the dice -------------------------------------------------------------------

    def _given(self, kind: str) -> str | None:
        e = self.state.battle
        if e is None:
            return None
        v = e.choices.get(kind)
        return v.replace(":", " ") if v is not None and kind == "follow" else v

    def _decide(self, step: Step, answer: str | None, out: Out, lands: set[str]) -> None:
        """Work out a choice (``answer`` None) and make it, or wait for it; or make it with ``answer``."""
        kind = step["k"]
        info = getattr(self, f"_options_{kind}")(step, out, lands)
        if info is None:
            return
        who, options, default, subject = info
        if answer is None:
            answer = self.ask(step, kind, who, options, default, self._given(kind), subject)
            if answer is None:
                return
        elif answer not in options:
            raise LieouError(msg("lieou.err.bad_answer", answer=answer,
                                 options=Many([PlaceRef(o) if self.exists(o) else o for o in options[:12]], "or")))
        getattr(self, f"_settle_{kind}")(step, answer, out, lands)

    def answer(self, action: Action, out: Out, lands: set[str]) -> None:
        s = self.state
        d = s.decision
        if d is None:
            raise LieouError(msg("lieou.err.no_decision"))
        if action.what and action.what != d.kind:
            raise LieouError(msg("lieou.err.wrong_decision", kind=d.kind))
        value = action.value or d.default
        if d.kind == "follow" and value.endswith(" all"):
            value = value[: -len(" all")]
        s.decision = None
        self._decide(d.step, value, out, lands)

    # flee (5.3.1)
    def _options_flee(self, step: Step, out: Out, lands: set[str]) -> Info:
        regime = self.state.regimes[step["country"]]
        refuges = self._refuges(regime, self._engagement().target)
        return regime.holder, refuges, self.best_land(refuges), regime.country

    def _settle_flee(self, step: Step, answer: str, out: Out, lands: set[str]) -> None:
        regime = self.state.regimes[step["country"]]
        regime.land = answer
        lands.add(answer)
        out.append(msg("lieou.log.fled", country=country(regime.country), land=LandRef(answer)))

    # seat (5.3.3, 5.3.4, 6.4)
    def _options_seat(self, step: Step, out: Out, lands: set[str]) -> Info:
        c = step["country"]
        home = list(self.board.countries[c].lands)
        e = self._engagement()
        regime = self.state.regimes.get(c)
        if step["mode"] == "captured" and regime is not None and regime.land in home:
            default = regime.land
        else:
            default = e.target if e.target in home else self.best_land(home)
        return e.attacker, home, default, c

    def _settle_seat(self, step: Step, answer: str, out: Out, lands: set[str]) -> None:
        s = self.state
        c = step["country"]
        regime = s.regimes.get(c)
        if regime is None:
            s.regimes[c] = Regime(c, answer, self._engagement().attacker)
        else:
            regime.land = answer
        lands.add(answer)
        out.append(msg("lieou.log.government", country=country(c), land=LandRef(answer)))

    # capital (6.2)
    def _options_capital(self, step: Step, out: Out, lands: set[str]) -> Info:
        loser = step["loser"]
        left = self.regimes_of(loser)
        if not left:
            self.fall(loser, out, lands)
            return None
        options = list(dict.fromkeys(r.land for r in left))
        return loser, options, max(options, key=lambda x: (self.state.armies[x], -self.board.order(x))), loser

    def _settle_capital(self, step: Step, answer: str, out: Out, lands: set[str]) -> None:
        loser = step["loser"]
        pick = next(r for r in self.regimes_of(loser) if r.land == answer)
        self.state.capital[loser] = pick.country
        out.append(msg("lieou.log.new_capital", colour=colour(loser), land=LandRef(answer)))

    # levy (6.5)
    def _options_levy(self, step: Step, out: Out, lands: set[str]) -> Info:
        c = step["country"]
        home = list(self.board.countries[c].lands)
        e = self._engagement()
        return e.attacker, home, e.target if e.target in home else self.best_land(home), c

    def _settle_levy(self, step: Step, answer: str, out: Out, lands: set[str]) -> None:
        c = step["country"]
        extra = len(self.board.countries[c].lands) - 2
        self.state.armies[answer] += extra
        lands.add(answer)
        out.append(msg("lieou.log.levy", country=country(c), n=extra, land=LandRef(answer)))

    # follow (10.4, 11.3, 11.4)
    def _followers(self) -> tuple[list[str], list[str]]:
        """(leaders who must follow, leaders who may) into the land just taken."""
        s = self.state
        e = self._engagement()
        if not self.is_land(e.target) or s.owner[e.target] != e.attacker:
            return [], []
        here = [ld for ld in self.leaders_at(e.source) if ld.id in e.leaders and ld.holder == e.attacker]
        blocked = self.general_at(e.target) is not None
        has_marshal = self.marshal_of(e.attacker) is not None
        must = [ld.id for ld in here if ld.kind == "general" and not has_marshal and not blocked]
        may = [ld.id for ld in here if ld.id not in must and not (ld.kind == "general" and blocked)]
        return must, may

    def _options_follow(self, step: Step, out: Out, lands: set[str]) -> Info:
        must, may = self._followers()
        if not must and not may:
            return None
        e = self._engagement()
        top = self.armies_of(e.source) - 1
        labels = [""]  # all who can
        if may:
            kinds = {self.state.leaders[x].kind for x in must + may}
            if len(kinds) > 1:
                labels += [k for k in ("general", "marshal") if all(
                    self.state.leaders[x].kind == k for x in must)]
        options = [f"{n}{' ' + w if w else ''}" for w in labels for n in range(top + 1)]
        if not must:
            options.append("stay")
        return e.attacker, options, "0", ""

    def _settle_follow(self, step: Step, answer: str, out: Out, lands: set[str]) -> None:
        s = self.state
        e = self._engagement()
        if answer == "stay":
            out.append(msg("lieou.log.stay"))
            return
        n_text, _, who = answer.partition(" ")
        must, may = self._followers()
        moving = [x for x in must + may if not who or s.leaders[x].kind == who or x in must]
        n = int(n_text)
        for x in moving:
            s.leaders[x].place = e.target
            out.append(msg("lieou.log.follow", leader=leader(x), land=LandRef(e.target)))
        if n:
            self.add_armies(e.source, -n)
            s.armies[e.target] += n
            out.append(msg("lieou.log.follow_armies", n=n, a=PlaceRef(e.source), b=LandRef(e.target)))
        lands.update((e.source, e.target))

    # place (10.8: a leader captured or escaped)
    def _options_place(self, step: Step, out: Out, lands: set[str]) -> Info:
        s = self.state
        ld = s.leaders.get(step["leader"])
        if ld is None:
            return None
        options = [x for x in self.lands_of(ld.holder) if ld.kind != "general" or self.general_at(x) is None]
        if not options:
            self.remove_leader(ld.id, out, "exile")
            return None
        cap = s.capital.get(ld.holder)
        home = s.regimes[cap].land if cap in s.regimes else None
        return ld.holder, options, home if home in options else self.best_land(options), ld.id

    def _settle_place(self, step: Step, answer: str, out: Out, lands: set[str]) -> None:
        ld = self.state.leaders[step["leader"]]
        ld.place = answer
        lands.add(answer)
        out.append(msg("lieou.log.placed", leader=leader(ld.id), colour=colour(ld.holder), land=LandRef(answer)))

    # escape (13.11: air groups that throw a 1)
    def _options_escape(self, step: Step, out: Out, lands: set[str]) -> Info:
        s, b, t = self.state, self.board, self.tables
        p, owner = step["place"], step["owner"]
        near = b.neighbours[p] if p in b.lands else set(self.fleet_lands(p)) if p in s.fleets else set()
        options = [x for x in sorted(near, key=b.order) if s.owner.get(x) == owner and x in s.airfields
                   and not self.air_at(x).column and self.air_at(x).groups < t.max_groups]
        if not options:
            out.append(msg("lieou.log.air_no_escape", n=step["n"]))
            return None
        return owner, options, max(options, key=lambda x: (-self.air_at(x).groups, s.armies[x], -b.order(x))), p

    def _settle_escape(self, step: Step, answer: str, out: Out, lands: set[str]) -> None:
        room = self.tables.max_groups - self.air_at(answer).groups
        n = min(room, int(step["n"]))
        self.set_air(answer, AirForce(self.air_at(answer).groups + n))
        lands.add(answer)
        out.append(msg("lieou.log.air_escape", n=n, land=LandRef(answer), lost=int(step["n"]) - n))

    # relocate (13.13: a regime whose land was razed)
    def _options_relocate(self, step: Step, out: Out, lands: set[str]) -> Info:
        s, b = self.state, self.board
        regime = s.regimes.get(step["country"])
        if regime is None or regime.land != step["from"]:
            return None
        options = sorted(self.lands_of(regime.holder), key=b.order)
        if not options:
            out.append(msg("lieou.log.regime_stays", country=country(regime.country), land=LandRef(regime.land)))
            return None
        home = [x for x in options if b.country_of(x) == regime.country]
        return regime.holder, options, self.best_land(home or options), regime.country

    def _settle_relocate(self, step: Step, answer: str, out: Out, lands: set[str]) -> None:
        regime = self.state.regimes[step["country"]]
        regime.land = answer
        lands.add(answer)
        out.append(msg("lieou.log.relocated", country=country(regime.country), land=LandRef(answer)))


__all__ = ["DECISIONS", "PREPARE_VERBS", "WarMixin"]
