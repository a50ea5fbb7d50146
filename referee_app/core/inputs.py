"""Input the program refuses before using it: documents and texts from outside, checked up front.

Whatever reaches a game from outside (a JSON document, an exported game, an e-mail, a typed sheet,
a player's name) passes here first, so that nothing half-read or unwritable gets in:

- ``read_json(data, where)``: bytes or text from a file or a pipe -> a JSON value. Refuses more than
  ``max_bytes``, bytes that are not UTF-8, invalid JSON, a key given twice in one object, NaN and
  infinities, numbers of more than ``MAX_INT_DIGITS`` digits, nesting deeper than ``MAX_DEPTH``;
  then ``check_document``.
- ``check_document(doc, where)``: a JSON-like value already in memory (dicts, lists, strings,
  numbers): the same limits, and every string (keys too) must be writable as UTF-8 (no lone
  surrogate). The walk is iterative and stops at the first problem or once the size passes the
  limit, so a hostile value costs little.
- ``check_text(text, where)``: one text (a mail, a sheet, a name): size, lines, UTF-8.
- ``decode_text(data, where)``: bytes -> text (UTF-8, with or without a BOM).
- ``read_source(source, where)``: the bytes of a file, or of standard input (``-``), read with a bounded
  read: at most ``max_bytes + 1`` bytes are ever read, so ``/dev/zero`` or an endless pipe is refused at once.
- ``read_document(source, where)``: ``read_source`` then ``read_json``: every JSON document a command reads.
- ``read_toml(path, where)``: a data file (a ruleset, a map, a referee's corrections to the tables): the same
  bounded read (``MAX_DATA_BYTES``), strict UTF-8, TOML, then ``check_document``.
- ``check_keys(obj, allowed, where)``: an object's keys, each one of ``allowed`` (an unknown key is refused
  with its name and the keys there are).

Every refusal is an ``InputError`` (a ``RefereeError``, so a ``ValueError``) with one line that
says what is wrong and where; a quoted piece of the input is shortened (``clip``) so the line stays
readable. Game-agnostic: a game adds its own checks of what the document means.
"""

from __future__ import annotations

import json
import math
import os
import sys
from collections.abc import Iterable, Mapping
from typing import Any, Final

from .errors import RefereeError
from .messages import Message, msg

# A phase of Diplomacy as JSON is a few kilobytes; a whole game's export a few megabytes.
MAX_DOCUMENT_BYTES: Final = 1 << 20  # 1 MiB: one phase (referee-cli adjudicate), one e-mail
MAX_RECORD_BYTES: Final = 256 << 20  # 256 MiB: a whole game exported as JSON
MAX_DATA_BYTES: Final = 4 << 20  # 4 MiB: a ruleset, a map (Diplomacy's standard map is 26 KiB), a table
MAX_DEPTH: Final = 32  # a phase nests 5 deep
MAX_INT_DIGITS: Final = 100
MAX_TEXT_LINES: Final = 20_000  # an e-mail
CLIP: Final = 60  # characters of the input quoted in a message


class InputError(RefereeError):
    """Input refused before it is used: too large, too deep, not UTF-8, not JSON, unwritable text."""


def clip(value: object, limit: int = CLIP) -> str:
    """``repr(value)`` for a message, shortened to about ``limit`` characters (never raises)."""
    if isinstance(value, str):
        text = repr(value[: limit + 1])
        if len(value) > limit:
            text = text[:-1][: limit + 1] + "…" + text[-1]
        return text
    try:
        text = repr(value)
    except Exception:  # noqa: BLE001 - any object a caller passed
        text = f"<{type(value).__name__}>"
    return text if len(text) <= limit else text[:limit] + "…"


def _digits(value: int) -> int:
    """About how many decimal digits ``value`` has, without converting it (Python refuses past 4300)."""
    return int(abs(value).bit_length() * 0.30103) + 1


def _where(where: str | Message | None) -> str | Message:
    return where if where is not None else msg("input.where.document")


def decode_text(data: bytes, where: str | Message | None = None) -> str:
    """UTF-8 bytes (a BOM allowed) -> text; anything else is refused with the offset of the first bad byte."""
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise InputError(msg("input.not_utf8", where=_where(where), offset=exc.start)) from None


def read_json(data: bytes | str, where: str | Message | None = None, *, max_bytes: int = MAX_DOCUMENT_BYTES) -> Any:
    """Read one JSON document from outside, refusing anything this module refuses (see its docstring).

    ``data``: the bytes of a file or a pipe (decoded as UTF-8), or text already decoded. Errors name
    ``where`` (the file, "standard input"); the caller reads at most ``max_bytes + 1`` bytes so that
    an endless input costs nothing.
    """
    w = _where(where)
    size = len(data) if isinstance(data, bytes) else len(data.encode("utf-8", "surrogatepass"))
    if size > max_bytes:
        raise InputError(msg("input.too_large", where=w, limit=size_text(max_bytes)))
    text = decode_text(data, w) if isinstance(data, bytes) else data
    hooks = _Hooks(w)
    try:
        doc = json.loads(text, object_pairs_hook=hooks.no_duplicates, parse_constant=hooks.no_constant,
                         parse_int=hooks.int)
    except _Refused as refused:  # each clause names its own exception (a compiled module types the name)
        raise InputError(refused.message) from None
    except RecursionError:
        raise InputError(msg("input.too_deep", where=w, limit=MAX_DEPTH)) from None
    except json.JSONDecodeError as bad:
        raise InputError(msg("input.bad_json", where=w, line=bad.lineno, column=bad.colno, error=bad.msg)) from None
    except ValueError as exc:  # pragma: no cover - json raises nothing else, but never a traceback
        raise InputError(msg("input.bad_json", where=w, line=1, column=1, error=str(exc)[:200])) from None
    check_document(doc, w, max_bytes=max_bytes)
    return doc


def _stdin_bytes(limit: int) -> bytes:
    stream = getattr(sys.stdin, "buffer", None)
    if stream is None:  # a text stream put in place of standard input (tests)
        return str(sys.stdin.read(limit)).encode("utf-8", "surrogatepass")
    return bytes(stream.read(limit))


def read_source(source: str | os.PathLike[str], where: str | Message | None = None, *,
                max_bytes: int = MAX_DOCUMENT_BYTES) -> bytes:
    """The bytes of the file ``source`` (``-``: standard input), refused when larger than ``max_bytes``.

    A bounded read: at most ``max_bytes + 1`` bytes are read whatever the source is (a device that never
    ends, ``/dev/zero``, a pipe), so a hostile source costs one read of the limit and a one-line message."""
    w = where if where is not None else (msg("input.where.stdin") if os.fspath(source) == "-" else os.fspath(source))
    try:
        if os.fspath(source) == "-":
            data = _stdin_bytes(max_bytes + 1)
        else:
            with open(source, "rb") as fh:
                data = fh.read(max_bytes + 1)
    except OSError as exc:
        raise InputError(msg("input.cannot_read", where=w, error=str(exc.strerror or exc))) from None
    if len(data) > max_bytes:
        raise InputError(msg("input.too_large", where=w, limit=size_text(max_bytes)))
    return data


def read_document(source: str | os.PathLike[str], where: str | Message | None = None, *,
                  max_bytes: int = MAX_DOCUMENT_BYTES) -> Any:
    """One JSON document from a file or standard input (``-``), read and checked as ``read_json`` reads."""
    w = where if where is not None else (msg("input.where.stdin") if os.fspath(source) == "-" else os.fspath(source))
    return read_json(read_source(source, w, max_bytes=max_bytes), w, max_bytes=max_bytes)


def read_toml(path: str | os.PathLike[str], where: str | Message | None = None, *,
              max_bytes: int = MAX_DATA_BYTES) -> dict[str, Any]:
    """A TOML data file (a ruleset, a map, a table or a referee's corrections to one): a bounded read, strict
    UTF-8, TOML, and the limits of ``check_document`` (nesting, numbers, text). Raises ``InputError``."""
    w = where if where is not None else os.fspath(path)
    data = read_source(path, w, max_bytes=max_bytes)
    from .diskcache import toml_document

    # the document these bytes give, as checked below, is kept on disk by the bytes (a map's TOML takes 6 ms
    # to read, its kept document well under one); what does not read is refused here every time
    return toml_document(data, lambda: _read_toml(data, w, max_bytes), (__file__,), str(max_bytes))


def _read_toml(data: bytes, w: str | Message, max_bytes: int) -> dict[str, Any]:
    import tomllib

    text = decode_text(data, w)
    try:
        doc = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise InputError(msg("input.bad_toml", where=w, error=clip(str(exc), 120))) from None
    except RecursionError:
        raise InputError(msg("input.too_deep", where=w, limit=MAX_DEPTH)) from None
    except ValueError as exc:  # tomllib's own limits (an integer too long to convert)
        raise InputError(msg("input.bad_toml", where=w, error=clip(str(exc), 120))) from None
    check_document(doc, w, max_bytes=max_bytes)
    return doc


def check_keys(obj: Mapping[str, Any], allowed: Iterable[str], where: str | Message | None = None,
               at: str = "") -> None:
    """Refuse a key of ``obj`` that is not one of ``allowed`` (the first, in sorted order, is named)."""
    known = tuple(allowed)
    unknown = sorted(str(k) for k in obj if k not in known)
    if unknown:
        name = (at + "." if at else "") + unknown[0]
        raise InputError(msg("input.unknown_key", where=_where(where), name=clip(name),
                             keys=", ".join(sorted(known))))


class _Refused(Exception):
    def __init__(self, message: Message) -> None:
        super().__init__(message.key)
        self.message = message


class _Hooks:
    """What ``json.loads`` calls back: a key twice, NaN/Infinity, an integer too long are refused."""

    def __init__(self, where: str | Message) -> None:
        self.where = where

    def no_duplicates(self, pairs: list[tuple[str, Any]]) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for k, v in pairs:
            if k in out:
                raise _Refused(msg("input.duplicate_key", where=self.where, name=clip(k)))
            out[k] = v
        return out

    def no_constant(self, name: str) -> Any:
        raise _Refused(msg("input.not_finite", where=self.where, value=name))

    def int(self, text: str) -> int:
        digits = len(text.lstrip("-"))
        if digits > MAX_INT_DIGITS:
            raise _Refused(msg("input.big_number", where=self.where, digits=digits, limit=MAX_INT_DIGITS))
        return int(text)


def check_document(doc: Any, where: str | Message | None = None, *, max_bytes: int = MAX_DOCUMENT_BYTES,
                   max_depth: int = MAX_DEPTH) -> None:
    """Check a JSON-like value: depth, size (as compact JSON, roughly), numbers, writable strings.

    Dicts, lists and tuples are walked; strings, numbers, booleans and None are leaves; anything else is
    left to the caller's own checks (it is not part of a JSON document). Raises ``InputError``.
    """
    if _fits(doc, max_bytes, max_depth):
        return  # the common case, settled without keeping paths; anything else is walked again below
    w = _where(where)
    size = 0
    # (value, depth, path): iterative, so nesting never reaches Python's recursion limit
    stack: list[tuple[Any, int, tuple[object, ...]]] = [(doc, 1, ())]
    while stack:
        value, depth, path = stack.pop()
        if isinstance(value, str):
            size += _str_size(value, w, path) + 2
        elif isinstance(value, bool) or value is None:
            size += 5
        elif isinstance(value, int):
            if abs(value).bit_length() > MAX_INT_DIGITS * 3.33:
                raise InputError(msg("input.big_number_at", where=w, path=_path(path) or "-", digits=_digits(value),
                                     limit=MAX_INT_DIGITS))
            size += 20
        elif isinstance(value, float):
            if not math.isfinite(value):
                raise InputError(msg("input.not_finite_at", where=w, path=_path(path) or "-", value=repr(value)))
            size += 24
        elif isinstance(value, (Mapping, list, tuple)):
            if depth > max_depth:
                raise InputError(msg("input.too_deep", where=w, limit=max_depth))
            size += 2
            if isinstance(value, Mapping):
                for k, v in value.items():
                    if isinstance(k, str):
                        size += _str_size(k, w, path + (k,)) + 4
                    stack.append((v, depth + 1, path + (k,)))
                    if size > max_bytes:
                        break
            else:
                for i, v in enumerate(value):
                    size += 1
                    stack.append((v, depth + 1, path + (i,)))
                    if size > max_bytes:
                        break
        if size > max_bytes:
            raise InputError(msg("input.too_large", where=w, limit=size_text(max_bytes)))


def document_fits(doc: Any, max_bytes: int = MAX_DOCUMENT_BYTES, max_depth: int = MAX_DEPTH) -> bool:
    """True only when ``check_document(doc, where, max_bytes=max_bytes, max_depth=max_depth)`` passes ``doc`` for
    certain, without making its message (``where``): a caller on a hot path checks this first and calls
    ``check_document`` only when it answers False (which then refuses the document or passes it)."""
    return _fits(doc, max_bytes, max_depth)


def _fits(doc: Any, max_bytes: int, max_depth: int) -> bool:
    """True only when ``check_document`` passes ``doc`` for certain: the same walk and the same size count,
    with no path kept (plain dicts, lists, strings, numbers, booleans and None; anything else, a str or
    dict subclass or a tuple included, answers False and is left to the full walk, which says what is
    wrong or passes it). A JSON contract document is checked on every call, so this is on the hot path."""
    size = 0
    stack: list[tuple[Any, int]] = [(doc, 1)]
    while stack:
        value, depth = stack.pop()
        t = type(value)
        # each kind bound to a typed name: the compiled build then works on it natively
        if t is str:
            text: str = value
            if text.isascii():
                size += len(text) + 2
            else:
                try:
                    size += len(text.encode("utf-8")) + 2
                except UnicodeEncodeError:
                    return False
        elif t is dict:
            mapping: dict[Any, Any] = value
            if depth > max_depth or len(mapping) > max_bytes:
                return False
            size += 2
            depth += 1
            for k, v in mapping.items():
                if type(k) is str:
                    key: str = k
                    if key.isascii():
                        size += len(key) + 4
                    else:
                        try:
                            size += len(key.encode("utf-8")) + 4
                        except UnicodeEncodeError:
                            return False
                elif isinstance(k, str):
                    return False
                stack.append((v, depth))
        elif t is list:
            items: list[Any] = value
            if depth > max_depth or len(items) > max_bytes:
                return False
            size += 2 + len(items)
            depth += 1
            for v in items:
                if type(v) is str:  # most leaves: counted here, not pushed
                    leaf: str = v
                    if leaf.isascii():
                        size += len(leaf) + 2
                        continue
                stack.append((v, depth))
        elif value is None or t is bool:
            size += 5
        elif t is int:
            number: int = value
            if number.bit_length() > MAX_INT_DIGITS * 3.33:
                return False
            size += 20
        elif t is float:
            real: float = value
            if not math.isfinite(real):
                return False
            size += 24
        else:
            return False
        if size > max_bytes:
            return False
    return True


def _str_size(text: str, where: str | Message, path: tuple[object, ...]) -> int:
    try:
        return len(text.encode("utf-8"))
    except UnicodeEncodeError as exc:
        raise InputError(msg("input.surrogate", where=where, path=_path(path) or "-",
                             code=f"U+{ord(text[exc.start]):04X}")) from None


def _path(path: tuple[object, ...]) -> str:
    """``orders.FRANCE[3]``: where in a document something is (keys that are not plain words quoted, clipped)."""
    out = ""
    for part in path:
        if isinstance(part, int):
            out += f"[{part}]"
        elif isinstance(part, str) and part.isascii() and part.replace("_", "a").replace("-", "a").isalnum() and len(part) <= 40:
            out += ("." if out else "") + part
        else:
            safe = part.encode("utf-8", "backslashreplace").decode("utf-8") if isinstance(part, str) else part
            out += f"[{clip(safe, 30)}]"
    return out


def check_text(text: str, where: str | Message, *, max_bytes: int = MAX_DOCUMENT_BYTES,
               max_lines: int = MAX_TEXT_LINES, names: Any = None) -> str:
    """One text from outside (an e-mail, a pasted sheet): at most ``max_bytes`` as UTF-8 and ``max_lines``
    lines, and writable as UTF-8. Returns the text. ``names``: what ``where`` names things with (a game's)."""
    try:
        size = _str_size(text, where, ())
    except InputError as exc:
        raise InputError(exc.message, names) from None
    if size > max_bytes:
        raise InputError(msg("input.too_large", where=where, limit=size_text(max_bytes)), names)
    lines = text.count("\n") + 1
    if lines > max_lines:
        raise InputError(msg("input.too_many_lines", where=where, n=lines, limit=max_lines), names)
    return text


def size_text(n: int) -> str:
    """A byte count as people write it: ``1 MiB``, ``64 KiB``, ``100 bytes``."""
    if n >= 1 << 20 and n % (1 << 20) == 0:
        return f"{n >> 20} MiB"
    if n >= 1 << 10 and n % (1 << 10) == 0:
        return f"{n >> 10} KiB"
    return f"{n} bytes"


__all__ = ["CLIP", "InputError", "MAX_DATA_BYTES", "MAX_DEPTH", "MAX_DOCUMENT_BYTES", "MAX_INT_DIGITS",
           "MAX_RECORD_BYTES", "MAX_TEXT_LINES", "check_document", "check_keys", "check_text", "clip", "decode_text", "document_fits",
           "read_document", "read_json", "read_source", "read_toml", "size_text"]
