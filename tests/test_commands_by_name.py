"""A command found by its name (issue 33, round 20): the window runs each key's command by name (``MainWindow.run``),
and the name is looked up in a dict made once per command table, not by a walk of the whole table at every key. The
command found is the one a walk finds (the first of its name), for every table."""

from __future__ import annotations

import pytest

from referee_app.gui import commands as cmds
from referee_app.gui.diplomacy import commands as diplomacy


def test_a_command_by_name_is_the_first_of_its_name_and_found_without_a_walk(monkeypatch):
    monkeypatch.setattr(cmds, "_BY_NAME", {}, raising=False)  # (the tables of other tests' windows not among them)
    tables = [cmds.COMMANDS, tuple(diplomacy.ROWS), tuple(cmds.COMMANDS) + tuple(diplomacy.ROWS)]
    for rows in tables:
        names = [c.name for c in cmds.commands(rows)]
        assert names
        for name in names:
            assert cmds.command(name, rows) is next(c for c in cmds.commands(list(rows)) if c.name == name)
        with pytest.raises(KeyError):
            cmds.command("no such command", rows)
    walks = []
    own = cmds.commands
    monkeypatch.setattr(cmds, "commands", lambda rows=cmds.COMMANDS: walks.append(1) or own(rows))
    for rows in tables:
        for name in [c.name for c in own(rows)] * 3:
            cmds.command(name, rows)
    assert walks == [], "a command was found by a walk of its table"
    table = tuple(diplomacy.ROWS)  # another table (a new tuple): made once for it
    cmds.command(own(table)[0].name, table)
    cmds.command(own(table)[-1].name, table)
    assert len(walks) <= 1
