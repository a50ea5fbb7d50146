"""Work that takes a while and never changes for the same inputs (a map's geometry read from its SVG, the
names placed on it, a TOML data file or catalogue read), kept on disk between runs of the program:
``<settings folder>/cache/``.

An entry is named by a digest of everything its result depends on: the input files' bytes, the values
given, and the source of the code that computes it (so a new version of the program never reads an older
one's result). Entries hold plain data only (tuples, dicts, strings, numbers) written with ``marshal``;
the caller rebuilds its objects from them (one exception: ``codecache``'s entries hold code objects, the data
classes' methods and shiboken's support code, written private and read only from a file of the user's own). Anything wrong with an entry (missing, unreadable, cut short,
of another shape) is the same as no entry: the work is done again and the entry written anew. Nothing
here is needed for the program to work: a folder that cannot be written only means the work is redone.
"""

from __future__ import annotations

import marshal
import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .userdir import config_dir

# The entries' names are BLAKE2b digests (32 bytes), from Python's own module for it where there is one: ``hashlib``
# first loads OpenSSL (3-4 ms of a start), and Python's own SHA-256 takes three times as long (a start with a game
# digests 0.8 MB: the map's SVG, the sources of the code whose results are kept: 2.5-2.8 ms with SHA-256, 0.9 with
# BLAKE2b). The digests are byte for byte those of hashlib.blake2b(digest_size=32) (tests/test_diskcache.py).
if TYPE_CHECKING:
    from hashlib import blake2b
else:
    try:
        from _blake2 import blake2b
    except ImportError:  # pragma: no cover - a Python built without it: hashlib's
        from hashlib import blake2b

_DIGEST_SIZE = 32


def _digester(data: bytes = b"") -> blake2b:
    return blake2b(data, digest_size=_DIGEST_SIZE)


_MAGIC = b"referee-cache 1\n"
KEPT_TOML_BYTES = 1 << 20  # a TOML document kept on disk is at most this long (a map's is 26 KiB)
_SOURCES: dict[str, bytes] = {}


def folder() -> Path:
    return config_dir() / "cache"


def code_digest(*module_files: str) -> bytes | None:
    """A digest of the source of the modules that compute an entry (their bytes' digest, found once per process);
    None when a source cannot be read (then nothing is kept on disk: the code's version is unknown)."""
    h = _digester()
    for f in module_files:
        d = _SOURCES.get(f)
        if d is None:
            d = _SOURCES[f] = _source_digest(f)
        if not d:
            return None
        h.update(d)
    return h.digest()


_SOURCE_DIGESTS: dict[str, Any] = {"table": None}  # path -> (modification time in ns, size, digest of the bytes)


def _source_digest(path: str) -> bytes:
    """The digest of the bytes of the source file ``path`` (b"" when it cannot be read). A file's digest is kept
    on disk beside its modification time (ns) and size (an entry of its own, read at the first digest of a
    process, written when a file was digested anew): a file whose time and size are the ones kept is only
    ``stat``ed, not read and digested again (10 files at a start: 0.8-1.1 ms read and digested, 0.4-0.5 kept). That is the test Python itself
    makes before it runs a module's compiled code instead of its source, so the digest stands for the code that
    runs as much as before. Read only from a file of the user's own that no one else may write, as the code
    cache's entries (an entry's name depends on it); a damaged table, or one holding anything else, is none."""
    try:
        st = os.stat(path)
    except OSError:
        return b""
    table = _source_table()
    kept = table.get(path)
    if kept is not None and kept[0] == st.st_mtime_ns and kept[1] == st.st_size:
        return kept[2]
    try:
        with open(path, "rb") as fh:
            st = os.fstat(fh.fileno())  # the file read: its time and size are the ones its digest is kept with
            digest = _digester(fh.read()).digest()
    except OSError:
        return b""
    table[path] = (st.st_mtime_ns, st.st_size, digest)
    store(_source_table_name(), dict(table), private=True)
    return digest


def _source_table_name() -> str:
    return key("source-digests", sys.version)


def _source_table() -> dict[str, tuple[int, int, bytes]]:
    table: dict[str, tuple[int, int, bytes]] | None = _SOURCE_DIGESTS["table"]
    if table is None:
        table = {}
        name = _source_table_name()
        data = load(name) if own_file(str(folder() / name)) else None
        if type(data) is dict:
            table.update((k, v) for k, v in data.items() if type(k) is str and type(v) is tuple and len(v) == 3
                         and type(v[0]) is int and type(v[1]) is int and type(v[2]) is bytes and len(v[2]) == _DIGEST_SIZE)
        _SOURCE_DIGESTS["table"] = table
    return table


def own_file(path: str) -> bool:
    """Whether ``path`` is a file of this user's that no one else may write (POSIX); on Windows, a file."""
    try:
        st = os.stat(path)
    except OSError:
        return False
    if os.name != "posix":
        return True
    return st.st_uid == os.getuid() and not st.st_mode & 0o022


def data_digest(data: bytes) -> str:
    """The digest of ``data`` (BLAKE2b, 32 bytes), in hexadecimal (an input file's bytes, as part of an entry's name)."""
    return _digester(data).hexdigest()


def key(kind: str, *parts: bytes | str) -> str:
    """An entry's file name: ``kind`` and the digest of ``parts``."""
    h = _digester()
    for p in parts:
        b = p.encode() if isinstance(p, str) else p
        h.update(len(b).to_bytes(8, "little"))
        h.update(b)
    return f"{kind}-{h.hexdigest()[:40]}.bin"


def load(name: str) -> object | None:
    """The entry's data, or None when there is no usable entry."""
    try:
        raw = (folder() / name).read_bytes()
    except OSError:
        return None
    if not raw.startswith(_MAGIC):
        return None
    try:
        data: object = marshal.loads(memoryview(raw)[len(_MAGIC):])  # not a copy of the entry first (1 MB for the map)
        return data
    except (EOFError, ValueError, TypeError):
        return None


def store(name: str, data: Any, *, private: bool = False) -> None:
    """Write an entry (plain data only) in one step: written beside it, then renamed over it. ``private``: a file
    only its owner may read and write (whatever the process's umask)."""
    try:
        blob = _MAGIC + marshal.dumps(data)
        d = folder()
        d.mkdir(parents=True, exist_ok=True)
        tmp = d / f".{name}.{os.getpid()}.tmp"
        if private:
            fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC | getattr(os, "O_BINARY", 0), 0o600)
            with os.fdopen(fd, "wb") as fh:
                fh.write(blob)
        else:
            tmp.write_bytes(blob)
        os.replace(tmp, d / name)
    except (OSError, ValueError):
        return


def toml_document(data: bytes, read: Callable[[], dict[str, Any]], sources: tuple[str, ...], *given: str) -> dict[str, Any]:
    """``read()``: the TOML document whose bytes are ``data``, parsed (and checked) by the caller; kept on disk
    by a digest of ``data``, the values ``given`` (what else the reading depends on), Python's version (its
    TOML reader) and the source of this module and of the modules ``sources`` (the caller's code that reads
    and checks), so that an edited file, another limit or another program is another entry. A document that
    does not read raises as ``read`` does, each time (only a document read is kept); one that ``marshal``
    cannot write (a TOML date) or longer than ``KEPT_TOML_BYTES`` is read each time."""
    code = code_digest(__file__, *sources) if len(data) <= KEPT_TOML_BYTES else None
    if code is None:
        return read()
    name = key("toml", data, code, sys.version, *given)
    hit = load(name)
    if type(hit) is dict:
        return hit
    doc = read()
    store(name, doc)
    return doc
