"""What the window's start does less of (issue 33, round 6) gives what it gave: PySide's look for "PySide6" in a
module's source answered from the file's bytes (``gui.app.quick_pyside_check``)."""

from __future__ import annotations

import sys

import PySide6.QtWidgets  # noqa: F401  (PySide's feature support loaded, as at a start)

from referee_app.gui import app


def test_pysides_look_at_a_modules_source_gives_what_pyside_gives():
    """Every module imported so far (the program's, Python's own, PySide's, extension and built-in modules): the
    quick check answers as PySide's own does."""
    import referee_app.gui.diplomacy.panels  # noqa: F401
    import referee_app.gui.main_window  # noqa: F401

    feature = sys.modules.get("shibokensupport.feature")
    assert feature is not None and callable(getattr(feature, "_mod_uses_pyside", None))
    original = getattr(feature._mod_uses_pyside, "original", feature._mod_uses_pyside)
    try:
        assert app.quick_pyside_check()
        quick = feature._mod_uses_pyside
        assert quick is not original and quick.quick
        assert app.quick_pyside_check() and feature._mod_uses_pyside is quick  # once
        modules = [m for name, m in sorted(sys.modules.items()) if name not in ("typing.io", "typing.re")]
        answers = [(m.__name__, quick(m)) for m in modules]
        assert answers == [(m.__name__, original(m)) for m in modules]
        said = dict(answers)
        assert said["referee_app.gui.main_window"] and not said["referee_app.core.clock"] and not said["sys"]
        assert not said["referee_app.gui.collector"]  # a module of the window's that imports no Qt
    finally:
        feature._mod_uses_pyside = original
