"""The methods Python's ``dataclasses`` writes for each data class, compiled once and kept on disk.

For every data class it makes, ``dataclasses`` writes its ``__init__``, ``__repr__``, ``__eq__`` (and a frozen
class's ``__hash__``, ``__setattr__`` and ``__delattr__``) as source text and compiles that text, about 0.4 ms a
class: 25-30 ms of a start that makes about seventy (the rules' positions and orders, the messages, the scene,
the game's records, the commands). While the program starts (``keep_compiled`` … ``done``) each text it compiles
is compiled once and its code object kept on disk (the disk cache, ``<settings>/cache/``, one entry per Python
version): a later start runs the kept code object, which is exactly what compiling the text gives (``marshal``
writes and reads code objects as Python's own compiled modules do). Only the module ``dataclasses`` sees it:
its ``exec`` is this module's for the stretch (and ``core.frozen``'s, whose ``quick_init`` writes the ``__init__`` of
the engine's value objects the same way: about twenty classes, 0.05-0.25 ms each), every other ``exec`` is Python's
own. A text is kept with the ``__future__`` flags ``exec`` compiles it with (those of the module calling it).

An entry holds code that runs, so it is read only from a file of the user's own that no one else may write (as
the settings folder is; on Windows the folder's own permissions decide); any other entry, a damaged one, or a
text it lacks is compiled as Python would, and the entry written anew with what this start compiled.

The same is done for Python's own ``compile`` during the program's first import of PySide
(``compile_kept_for_shiboken``): shiboken6 carries its signature support (the package ``shibokensupport``, 13
modules, and its bootstrap) as sources inside its library and compiles them with ``compile`` at every start
outside the installers (15-20 ms of CPU); the installers ship them compiled (packaging/shiboken_support.py) and
are left as they are.

And for Python's regular expressions during the start (``keep_compiled`` … ``done``, and the first import of
PySide): a pattern compiled once is kept as the arguments ``re`` hands to ``_sre.compile`` (its matching code),
and made from them at a later start (see ``_kept_pattern``); shiboken's signature support alone compiles about
ten at its import, three of them long verbose ones (about 100 M instructions of a start).
"""

from __future__ import annotations
import __future__

import builtins
import sys
from collections.abc import Callable, Hashable
from types import CodeType
from typing import Any, Generic, TypeVar, cast

from . import diskcache

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")


_AGES = 0  # the entry's key under which each call's age is kept (never a call: an int)
KEPT_WRITES = 16  # a call kept is dropped once the entry was written this many times without it being used


class _KeptCodes(Generic[K, V]):
    """One entry of kept code objects during a stretch of the start: read at its beginning (only from a file
    of the user's own that no one else may write), the calls compiled anew counted, and at its end written
    back when any was compiled anew: with the calls the stretch answered and the ones it read that an earlier
    start answered (a start without a game file and one with a game make other data classes: writing back only
    its own, each dropped the other's, and every other start compiled them again, 80 methods a start with a game
    file after one without). A call not used for ``KEPT_WRITES`` writes of the entry is dropped (so what a changed
    program no longer compiles does not stay): each call's age, the writes since it was last used, is kept under
    the entry's key ``_AGES``. (Not a ``diskcache.KeptByStat``: a code object is kept by the call that compiled
    it, which is all it depends on, not by a file's time and size; and a call is dropped by its age, as no file
    tells whether it is still made. The entry is read and written as that one's: ``diskcache.load_own``, private.)"""

    def __init__(self, entry: Callable[[], str], is_key: Callable[[object], bool],
                 is_value: Callable[[object], bool] = lambda v: type(v) is CodeType) -> None:
        self.entry = entry
        self.is_key = is_key
        self.is_value = is_value  # (a code object, or what else the entry keeps: checked as it is read)
        self.codes: dict[K, V] = {}  # the calls compiled (or read) during the stretch, and their code
        self.ages: dict[K, int] = {}  # of the calls read, the entry's writes since each was last used
        self.used: set[K] = set()  # the calls the stretch answered
        self.compiled = 0  # of them, compiled anew

    def read(self) -> None:
        data = diskcache.load_own(self.entry())
        if type(data) is dict:
            self.codes.update((k, v) for k, v in data.items() if self.is_key(k) and self.is_value(v))
            ages = data.get(_AGES)
            if type(ages) is dict:
                self.ages.update((k, v) for k, v in ages.items() if k in self.codes and type(v) is int)

    def code(self, key: K, make: Callable[[], V | None]) -> V | None:
        """The kept code of ``key``, else ``make()``'s, kept (None, from ``make``: not kept, nothing answered)."""
        code = self.codes.get(key)
        if code is None:
            code = make()
            if code is None:
                return None
            self.codes[key] = code
            self.compiled += 1
        self.used.add(key)
        return code

    def write_back(self) -> None:
        if self.compiled:
            ages = {key: 0 if key in self.used else self.ages.get(key, 0) + 1 for key in self.codes}
            kept: dict[Any, Any] = {key: self.codes[key] for key, age in ages.items() if age < KEPT_WRITES}
            kept[_AGES] = {key: age for key, age in ages.items() if age < KEPT_WRITES}
            diskcache.store(self.entry(), kept, private=True)
        self.codes.clear()
        self.ages.clear()
        self.used.clear()
        self.compiled = 0


def entry_name() -> str:
    """The cache entry of this Python (its version and build) and of this module's code."""
    return diskcache.key("dataclass-code", sys.version, sys.implementation.cache_tag,
                         diskcache.code_digest(__file__) or b"")


def _is_text_key(k: object) -> bool:
    return type(k) is str or (type(k) is tuple and len(k) == 2 and type(k[0]) is str and type(k[1]) is int)


# the texts and their code: a text ``dataclasses`` compiles is its own key; a text compiled with ``__future__``
# flags (``frozen.quick_init``'s, in a module with ``from __future__ import annotations``) is (text, flags)
_DATACLASS_CODE: _KeptCodes[str | tuple[str, int], CodeType] = _KeptCodes(entry_name, _is_text_key)
_STATE: dict[str, Any] = {"module": None, "frozen": None, "patterns": False}  # the modules whose ``exec`` is this
# module's, and whether ``keep_compiled`` began keeping the patterns compiled (``_keep_patterns``)


def _compile(source: str, flags: int = 0) -> CodeType:
    """What ``exec(source)`` compiles in a module whose ``__future__`` flags are ``flags``: the text as a module
    of its own (``<string>``), with those flags (``exec`` takes them over from the code calling it; ``dataclasses``
    has none)."""
    code: CodeType = compile(source, "<string>", "exec", flags=flags, dont_inherit=True)
    return code


def _exec(source: Any, globals: Any = None, locals: Any = None, /) -> None:  # noqa: A002 (exec's own names)
    if type(source) is str:
        text = source
        try:  # the flags ``exec`` would take over from its caller (the module's ``from __future__`` statements)
            flags = sys._getframe(1).f_code.co_flags & _INHERITED
        except ValueError:  # pragma: no cover - called from C with no Python code running
            flags = 0
        source = _DATACLASS_CODE.code(text if not flags else (text, flags), lambda: _compile(text, flags))
    builtins.exec(source, globals, locals)


def keep_compiled() -> None:
    """From now until ``done``: the data classes made take their methods' code from the kept entry, or compile
    it and keep it (and so does ``frozen.quick_init``)."""
    import dataclasses

    from . import frozen

    if _STATE["module"] is not None:
        return
    _STATE["patterns"] = _keep_patterns()  # the regular expressions compiled during the start too
    _DATACLASS_CODE.read()
    _STATE["module"] = dataclasses
    dataclasses.exec = _exec  # type: ignore[attr-defined]  # (a module global: found before the builtin)
    _STATE["frozen"] = frozen  # ``quick_init``'s ``__init__`` of the engine's value objects, made the same way
    frozen.exec = _exec  # type: ignore[attr-defined]


def done() -> None:
    """The start is over: ``dataclasses`` compiles as it always does again; what this start compiled anew is
    kept (the entry then holds the texts this start used, so a changed class's old text does not stay)."""
    module = _STATE["module"]
    if module is None:
        return
    _STATE["module"] = None
    module.__dict__.pop("exec", None)
    frozen = _STATE["frozen"]
    if frozen is not None:
        _STATE["frozen"] = None
        frozen.__dict__.pop("exec", None)
    _DATACLASS_CODE.write_back()
    if _STATE.get("patterns"):
        _STATE["patterns"] = False
        _patterns_done()


# --- Python's ``compile`` while PySide is first imported --------------------------------------------------------

# The flags ``compile`` takes over from the code that calls it (unless ``dont_inherit``): the ``__future__``
# statements of the caller's module (CPython's PyCF_MASK; ``nested_scopes`` and ``generators`` are the
# compiler's own, never inherited). shiboken's importer (``EmbeddableZipImporter.exec_module``) is compiled with
# ``from __future__ import annotations``, so the support modules are compiled with it: the code kept must be.
_INHERITED = 0
for _feature in __future__.all_feature_names:
    if _feature not in ("nested_scopes", "generators"):
        _INHERITED |= getattr(__future__, _feature).compiler_flag

Key = tuple[str | bytes, str, str, int, int]  # the text, file name, mode, flags and optimization level compiled
_COMPILE: dict[str, Any] = {"original": None, "on": False}


def compile_entry_name() -> str:
    """The cache entry of ``compile``'s results kept by ``compile_kept_for_shiboken`` for this Python."""
    return diskcache.key("compile-code", sys.version, sys.implementation.cache_tag,
                         diskcache.code_digest(__file__) or b"")


def _kept_compile(source: Any, filename: Any, mode: Any, flags: Any = 0, dont_inherit: Any = False,
                  optimize: Any = -1, **kwargs: Any) -> Any:
    """``builtins.compile`` during the stretch: what ``compile`` returns for the same call, a text compiled before
    taken from the entry. A call it cannot key (an AST, a path-like file name, flags beyond the ``__future__``
    ones, keyword arguments it does not know) and every call once the stretch is over (a module may have kept
    this function) are Python's ``compile``'s, given the flags it would have taken from the caller."""
    original = _COMPILE["original"]
    try:
        caller = sys._getframe(1).f_code.co_flags & _INHERITED
    except ValueError:  # called from C with no Python code running: nothing to inherit
        caller = 0
    if (_COMPILE["on"] and type(source) in (str, bytes) and type(filename) is str and type(mode) is str
            and mode in ("exec", "eval", "single") and type(flags) is int and not flags & ~_INHERITED
            and type(dont_inherit) in (bool, int) and type(optimize) is int and -1 <= optimize <= 2 and not kwargs):
        key: Key = (source, filename, mode, flags if dont_inherit else flags | caller,
                    sys.flags.optimize if optimize == -1 else optimize)
        code = _COMPILED.code(key, lambda: _compile_quietly(original, key))
        if code is None:  # it warns (or fails): compiled each time, as Python does
            return original(source, filename, mode, key[3], True, optimize)
        return code
    import operator

    try:
        inherit = not operator.index(dont_inherit)
        flags = operator.index(flags) | caller if inherit else flags
    except TypeError:  # not an integer: Python's compile says so
        inherit = False
    return original(source, filename, mode, flags, True if inherit else dont_inherit, optimize, **kwargs)


def _compile_quietly(original: Any, key: Key) -> CodeType | None:
    """The code of ``key``'s call, or None when compiling it warns (a warning is shown at each compile, so such a
    text is never kept) or fails."""
    import warnings

    source, filename, mode, flags, optimize = key
    try:
        with warnings.catch_warnings(record=True) as warned:
            warnings.simplefilter("always")
            code = original(source, filename, mode, flags, True, optimize)
    except Exception:  # noqa: BLE001 - compiled again outside, to raise what Python raises
        return None
    return code if not warned and type(code) is CodeType else None


# --- Python's regular expressions while PySide is first imported -----------------------------------------------

# shiboken's signature support compiles 13 regular expressions at its import (its parser's and its stub writer's,
# three of them long verbose ones): about 100 M instructions, 8-11 ms of CPU, at every start; the kernel's and
# Python's own modules about fifteen more during the start (``keep_compiled`` … ``done``). ``re`` compiles a pattern by parsing
# it and writing its matching code (``re._compiler.compile``), then hands that code to ``_sre.compile``, which
# makes the pattern object. During the stretch each pattern compiled anew is compiled by ``re`` itself, the
# arguments it hands to ``_sre.compile`` noted and kept; a later start hands the kept arguments to ``_sre.compile``,
# which makes the pattern ``re`` makes (``_sre`` checks the code it is given as at every compile). A pattern whose
# compile warns (the warning is shown at each compile) or fails, or one compiled with ``re.DEBUG``, is never kept.
PatternKey = tuple[str | bytes, int]  # the pattern and the flags ``re`` compiles it with
PatternArgs = tuple[int, bytes, int, dict[str, int], tuple[str | None, ...]]  # ``_sre.compile``'s after the pattern,
# the matching code (a list of integers) kept as the bytes of an array of them (``_code_bytes``, ``_code_list``)
_SRE: dict[str, Any] = {"original": None, "on": False}


def _re_modules() -> tuple[Any, Any]:
    """``re``'s compiler (``re._compiler``) and ``_sre``, the module making its pattern objects."""
    import importlib

    return importlib.import_module("re._compiler"), importlib.import_module("_sre")


def patterns_entry_name() -> str:
    """The cache entry of the patterns kept by ``compile_kept_for_shiboken`` for this Python (its ``re``)."""
    _sre = _re_modules()[1]
    return diskcache.key("sre-args", sys.version, sys.implementation.cache_tag, str(_sre.MAGIC),
                         diskcache.code_digest(__file__) or b"")


class _NotedSre:
    """``_sre`` as ``re._compiler`` sees it while one pattern is compiled: ``compile``'s arguments noted."""

    def __init__(self, sre: Any) -> None:
        self._sre = sre
        self.args: tuple[Any, ...] | None = None

    def __getattr__(self, name: str) -> Any:
        return getattr(self._sre, name)

    def compile(self, *args: Any) -> Any:  # noqa: A003 (``_sre``'s name)
        self.args = args
        return self._sre.compile(*args)


def _args_quietly(original: Any, key: PatternKey) -> PatternArgs | None:
    """The arguments after the pattern that ``re`` hands to ``_sre.compile`` for ``key``, or None when compiling it
    warns or fails, or they are not plain data."""
    import warnings

    _compiler = _re_modules()[0]
    noted = _NotedSre(_compiler._sre)
    _compiler._sre = noted
    try:
        with warnings.catch_warnings(record=True) as warned:
            warnings.simplefilter("always")
            original(*key)
    except Exception:  # noqa: BLE001 - compiled again outside, to raise what ``re`` raises
        return None
    finally:
        _compiler._sre = noted._sre
    args = noted.args
    if warned or args is None or len(args) != 6 or args[0] is not key[0] or type(args[2]) is not list \
            or not all(isinstance(c, int) for c in args[2]):
        return None
    # the code's operation codes are ``re``'s named integers: kept as the integers they are (``_sre`` reads each
    # item of the code as an integer), in an array's bytes
    code = _code_bytes(args[2])
    if code is None:
        return None
    plain = (args[1], code, args[3], args[4], args[5])
    return cast(PatternArgs, plain) if _is_pattern_args(plain) else None


def _code_array() -> Any:
    """An empty ``array`` of the items ``_sre`` makes a pattern's matching code of (``_sre.CODESIZE`` bytes each)."""
    from array import array

    size = _re_modules()[1].CODESIZE
    return array(next(t for t in "IL" if array(t).itemsize == size))


def _code_bytes(code: list[int]) -> bytes | None:
    """A pattern's matching code as the bytes of an array of its items (read back whole by ``_code_list``:
    marshal reads one bytes object where it read an integer object per item, some 14,000 at a start, each of
    which the entry's reader then had to ask the type of); None when an item does not fit."""
    items = _code_array()
    try:
        items.fromlist([int(c) for c in code])
    except (OverflowError, TypeError):
        return None
    return bytes(items.tobytes())


def _code_list(code: bytes) -> list[int]:
    items = _code_array()
    items.frombytes(code)
    return list(items.tolist())


def _kept_pattern(pattern: Any, flags: Any) -> Any:
    """``re._compiler.compile`` during the stretch: a pattern (text or bytes, with integer flags) from its kept
    arguments, or compiled by ``re`` and kept; anything else, and every call once the stretch is over, ``re``'s."""
    import re

    original = _SRE["original"]
    if _SRE["on"] and type(pattern) in (str, bytes) and type(flags) is int and not flags & re.DEBUG:
        key: PatternKey = (pattern, flags)
        args = _PATTERNS.code(key, lambda: _args_quietly(original, key))
        if args is not None:
            return _re_modules()[1].compile(pattern, args[0], _code_list(args[1]), *args[2:])
    return original(pattern, flags)


def _is_pattern_key(k: object) -> bool:
    return type(k) is tuple and len(k) == 2 and type(k[0]) in (str, bytes) and type(k[1]) is int


def _is_pattern_args(v: object) -> bool:
    return (type(v) is tuple and len(v) == 5 and type(v[0]) is int and type(v[1]) is bytes
            and len(v[1]) % _CODE_ITEM == 0 and type(v[2]) is int and type(v[3]) is dict
            and all(type(n) is str and type(i) is int for n, i in v[3].items())
            and type(v[4]) is tuple and all(n is None or type(n) is str for n in v[4]))


def _keep_patterns() -> bool:
    """From now on (until ``_patterns_done``) each pattern is made from its kept arguments, or compiled and kept;
    False (nothing done) when it already is."""
    if _SRE["on"]:
        return False
    _compiler = _re_modules()[0]
    _PATTERNS.read()
    _SRE["original"] = _compiler.compile
    _SRE["on"] = True
    _compiler.compile = _kept_pattern
    return True


def _patterns_done() -> None:
    """``re`` compiles as it always does again; the patterns this stretch compiled anew are kept."""
    _compiler = _re_modules()[0]
    _SRE["on"] = False
    _compiler.compile = _SRE["original"]
    _PATTERNS.write_back()


class compile_kept_for_shiboken:  # noqa: N801 - used as a function: ``with compile_kept_for_shiboken(): ...``
    """Around the program's first import of PySide: ``builtins.compile`` takes the code of each text from the
    kept entry, or compiles it and keeps it; restored when the block ends, however it ends. Nothing is done
    when shiboken6 is already imported, when it is already in effect, or in a frozen bundle (its shiboken
    imports its support package as compiled modules)."""

    def __init__(self) -> None:
        self.installed = False
        self.patterns = False  # the patterns kept from this block's start to its end

    def __enter__(self) -> None:
        if _COMPILE["on"] or "shiboken6" in sys.modules or getattr(sys, "frozen", False):
            return
        _COMPILED.read()
        _COMPILE["original"] = builtins.compile
        _COMPILE["on"] = self.installed = True
        builtins.compile = _kept_compile
        self.patterns = _keep_patterns()  # (already kept from ``keep_compiled`` on, in the program's start)

    def __exit__(self, *exc: object) -> None:
        if not self.installed:
            return
        self.installed = _COMPILE["on"] = False
        builtins.compile = _COMPILE["original"]
        _COMPILED.write_back()
        if self.patterns:
            self.patterns = False
            _patterns_done()


def _is_key(k: object) -> bool:
    return (type(k) is tuple and len(k) == 5 and type(k[0]) in (str, bytes) and type(k[1]) is str
            and type(k[2]) is str and type(k[3]) is int and type(k[4]) is int)


_COMPILED: _KeptCodes[Key, CodeType] = _KeptCodes(compile_entry_name, _is_key)  # ``compile``'s calls and their code
_PATTERNS: _KeptCodes[PatternKey, PatternArgs] = _KeptCodes(patterns_entry_name, _is_pattern_key, _is_pattern_args)
_CODE_ITEM = _code_array().itemsize


__all__ = ["compile_entry_name", "compile_kept_for_shiboken", "done", "entry_name", "keep_compiled", "patterns_entry_name"]
