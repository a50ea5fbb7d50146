"""The methods Python's ``dataclasses`` writes for each data class, compiled once and kept on disk.

For every data class it makes, ``dataclasses`` writes its ``__init__``, ``__repr__``, ``__eq__`` (and a frozen
class's ``__hash__``, ``__setattr__`` and ``__delattr__``) as source text and compiles that text, about 0.4 ms a
class: 25-30 ms of a start that makes about seventy (the rules' positions and orders, the messages, the scene,
the game's records, the commands). While the program starts (``keep_compiled`` … ``done``) each text it compiles
is compiled once and its code object kept on disk (the disk cache, ``<settings>/cache/``, one entry per Python
version): a later start runs the kept code object, which is exactly what compiling the text gives (``marshal``
writes and reads code objects as Python's own compiled modules do). Only the module ``dataclasses`` sees it:
its ``exec`` is this module's for the stretch, every other ``exec`` is Python's own.

An entry holds code that runs, so it is read only from a file of the user's own that no one else may write (as
the settings folder is; on Windows the folder's own permissions decide); any other entry, a damaged one, or a
text it lacks is compiled as Python would, and the entry written anew with what this start compiled.
"""

from __future__ import annotations

import builtins
import os
import sys
from types import CodeType
from typing import Any

from . import diskcache

_CODES: dict[str, CodeType] = {}  # the texts compiled (or read) during the start, and their code
_USED: set[str] = set()  # the texts the start compiled or took from the entry
_STATE: dict[str, Any] = {"module": None, "compiled": 0}


def entry_name() -> str:
    """The cache entry of this Python (its version and build) and of this module's code."""
    return diskcache.key("dataclass-code", sys.version, sys.implementation.cache_tag,
                         diskcache.code_digest(__file__) or b"")


def _compile(source: str) -> CodeType:
    """What ``exec(source)`` in ``dataclasses`` compiles: the text as a module of its own (``<string>``),
    with none of the compiler's ``__future__`` flags (``dataclasses`` has none, and this module's are not
    passed on)."""
    return compile(source, "<string>", "exec", dont_inherit=True)


def _exec(source: Any, globals: Any = None, locals: Any = None, /) -> None:  # noqa: A002 (exec's own names)
    if type(source) is str:
        code = _CODES.get(source)
        if code is None:
            code = _CODES[source] = _compile(source)
            _STATE["compiled"] += 1
        _USED.add(source)
        source = code
    builtins.exec(source, globals, locals)


def _own_file(path: str) -> bool:
    """Whether ``path`` is a file of this user's that no one else may write (POSIX); on Windows, a file."""
    try:
        st = os.stat(path)
    except OSError:
        return False
    if os.name != "posix":
        return True
    return st.st_uid == os.getuid() and not st.st_mode & 0o022


def keep_compiled() -> None:
    """From now until ``done``: the data classes made take their methods' code from the kept entry, or compile
    it and keep it."""
    import dataclasses

    if _STATE["module"] is not None:
        return
    name = entry_name()
    path = str(diskcache.folder() / name)
    data = diskcache.load(name) if _own_file(path) else None
    if type(data) is dict:
        _CODES.update((k, v) for k, v in data.items() if type(k) is str and type(v) is CodeType)
    _STATE["module"] = dataclasses
    dataclasses.exec = _exec  # type: ignore[attr-defined]  # (a module global: found before the builtin)


def done() -> None:
    """The start is over: ``dataclasses`` compiles as it always does again; what this start compiled anew is
    kept (the entry then holds the texts this start used, so a changed class's old text does not stay)."""
    module = _STATE["module"]
    if module is None:
        return
    _STATE["module"] = None
    module.__dict__.pop("exec", None)
    if _STATE["compiled"]:
        diskcache.store(entry_name(), {text: _CODES[text] for text in _USED}, private=True)
    _CODES.clear()
    _USED.clear()
    _STATE["compiled"] = 0


__all__ = ["done", "entry_name", "keep_compiled"]
