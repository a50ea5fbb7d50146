"""The provinces that fit the start of a line (name completion's filter, ``Game.places_that_fit``) kept for the last
start asked (issue 33, round 19): a name typed letter by letter asks the same start of the line at each letter, and
each asked the rules to work it out again. The answer kept is the answer worked out afresh, whatever changes between
two asks: the start of the line, the power, the position (an adjudication, an undo), the phase."""

from __future__ import annotations

from gui_helpers import SPRING_1901

from referee_app.games.diplomacy import Game
from referee_app.games.diplomacy.rules import completion


def test_the_places_kept_for_a_start_of_line_are_those_worked_out_afresh(monkeypatch):
    real = completion.places_that_fit
    asked: list[tuple[str, str]] = []

    def counted(position, ruleset, power, before):  # type: ignore[no-untyped-def]
        asked.append((power, before))
        return real(position, ruleset, power, before)
    monkeypatch.setattr(completion, "places_that_fit", counted)
    game = Game.new("standard")
    starts = ["", "A ", "A Par - ", "A Mar S ", "A Mar S A ", "A Mar S A Par - ", "F Bre C ", "A Xyz - ", "Build A "]
    checked = 0
    for step in range(3):  # Spring 1901, then its results' position, then the undo back to it
        for power in ("FRANCE", "GERMANY", "FRANCE"):
            for before in starts:
                asked.clear()
                first = game.places_that_fit(power, before)
                again = game.places_that_fit(power, before)  # the next letter of the same name
                assert first == again == real(game.position, game.ruleset, power, before), (step, power, before)
                assert len(asked) == 1, f"the same start {before!r} worked out {len(asked)} times"
                checked += 1
        if step == 0:
            for power, lines in SPRING_1901.items():
                game.set_orders(power, lines)
            game.process()  # a new position: nothing kept from the old one is answered
        elif step == 1:
            game.undo()
    assert checked == 3 * 3 * len(starts)
