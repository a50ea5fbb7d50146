"""The games at the table, one package each: ``diplomacy`` (and the others as they land).

A game package holds its rules, Qt-free; it imports the kernel (``referee_app.core``) and nothing of
another game, the window or the drawing machinery. ``referee_app.core.registry`` finds each game's
``GameKind`` by name.
"""
