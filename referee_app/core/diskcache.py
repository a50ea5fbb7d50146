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
from typing import TYPE_CHECKING, Any, Generic, TypeVar

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
            d = _SOURCES[f] = file_digest(f) or _bundled_code(f)
        if not d:
            return None
        h.update(d)
    return h.digest()


def _bundled_code(module_file: str) -> bytes:
    """In the installed program (a bundle frozen by PyInstaller: ``sys.frozen``, its files under ``sys._MEIPASS``)
    a module's source is not on disk: its compiled code is in the archive inside the program's executable. That
    file's digest then stands for the code of every module bundled with it (a new version is another archive);
    b"" for a module that is not the bundle's, or outside a bundle. Without it, nothing keyed by its
    code was ever kept by the installed program (the map's geometry, its layers, the names placed)."""
    bundle = getattr(sys, "_MEIPASS", None)
    if not getattr(sys, "frozen", False) or not isinstance(bundle, str) or not bundle:
        return b""
    try:
        inside = os.path.commonpath([os.path.abspath(bundle), os.path.abspath(module_file)]) == os.path.abspath(bundle)
    except ValueError:  # another drive (Windows)
        return b""
    archive = _code_archive()
    return file_digest(archive) if inside and archive else b""


def _code_archive() -> str:
    """The file holding the bundle's compiled modules: the one PyInstaller's importer reads them from (its PYZ
    archive, inside the executable on every platform with PyInstaller 6), else the executable."""
    importer = sys.modules.get("pyimod02_importers")
    name = getattr(getattr(importer, "pyz_archive", None), "_filename", None)
    if isinstance(name, str) and os.path.isfile(name):
        return name
    return sys.executable or ""


def file_digest(path: str) -> bytes:
    """The digest of the bytes of the file ``path`` as it is now (b"" when it cannot be read), kept on disk by the
    file's modification time and size (``_SOURCE_DIGESTS``): a file whose time and size are the ones kept is only
    ``stat``ed, not read and digested again. That is the test Python itself makes before it runs a module's
    compiled code instead of its source, so the digest stands for the file as much as before. Used for the
    sources of the code that computes an entry (``code_digest``: 10 files at a start, 0.8-1.1 ms read and digested,
    0.4-0.5 kept) and for a data file read at every start whose entries are named by its bytes (the map's SVG,
    0.5 MB: about 4 M instructions read and digested)."""
    try:
        return _SOURCE_DIGESTS.of_file(path, _bytes_digest)
    except OSError:
        return b""


def _bytes_digest(data: bytes) -> bytes:
    return _digester(data).digest()


def _is_digest(v: object) -> bool:
    return type(v) is bytes and len(v) == _DIGEST_SIZE


V = TypeVar("V")
_NEW_TABLES: list[KeptByStat[Any]] = []  # the tables holding answers found anew since they were written


class KeptByStat(Generic[V]):
    """Answers about files kept on disk by each file's modification time (ns) and size, in one entry of the disk
    cache (``kind``: its name, with Python's version): a file whose time and size are the ones kept is answered
    from the entry without being read (reading a file costs ten times its ``stat``).

    The entry is read at the first use in a process, only from a file of the user's own that no one else may
    write (``load_own``: an entry's name, and the code run, may depend on what it holds); a damaged entry is the
    same as none, and an item of it that is not (path, (time, size, answer)) with an answer that passes
    ``is_answer`` is dropped. It is written back, private, when an answer was found anew, at most once per start
    (``write_back_kept``: at the end of the window's start; what is found later, or in a process without such an
    end, at the process's exit): with the files answered and the ones read from it that still exist (two kinds of
    start answer about other files: written back with only its own, each would drop the other's). The tables:
    the sources' digests (``code_digest``) and ``gui.app``'s answers to PySide's look for "PySide6" in a
    module's source."""

    def __init__(self, kind: str, is_answer: Callable[[object], bool]) -> None:
        self.kind = kind
        self.is_answer = is_answer
        self.answers: dict[str, tuple[int, int, V]] | None = None  # the table (None: not read yet)
        self.used: set[str] = set()  # the files answered
        self.new = False  # whether one was answered anew (then the entry is written back)

    def entry(self) -> str:
        """The table's entry in the disk cache (one per Python version)."""
        return key(self.kind, sys.version)

    def read(self) -> dict[str, tuple[int, int, V]]:
        """The table: read from its entry at the first call (or the first since ``forget``)."""
        answers = self.answers
        if answers is None:
            answers = self.answers = {}
            data = load_own(self.entry())
            if type(data) is dict:
                ok = self.is_answer
                answers.update((k, v) for k, v in data.items() if type(k) is str and type(v) is tuple and len(v) == 3
                               and type(v[0]) is int and type(v[1]) is int and ok(v[2]))
        return answers

    def answer(self, path: str, mtime_ns: int, size: int) -> V | None:
        """The kept answer for ``path`` as it is now (None: not kept, or the file changed since)."""
        answers = self.answers
        kept = (answers if answers is not None else self.read()).get(path)
        if kept is None or kept[0] != mtime_ns or kept[1] != size:
            return None
        self.used.add(path)
        return kept[2]

    def keep(self, path: str, mtime_ns: int, size: int, said: V) -> None:
        """``said`` kept as the answer for ``path`` while its time and size are ``mtime_ns`` and ``size``."""
        self.read()[path] = (mtime_ns, size, said)
        self.used.add(path)
        if not self.new:
            self.new = True
            if not _EXIT_WRITE:
                import atexit

                atexit.register(write_back_kept)
                _EXIT_WRITE.append(True)
            _NEW_TABLES.append(self)

    def of_file(self, path: str, make: Callable[[bytes], V]) -> V:
        """The answer for the file ``path``: the kept one when the file's time and size are the ones kept, else
        ``make`` of its bytes, kept with the time and size of the file read. ``OSError`` when the file cannot be
        read."""
        st = os.stat(path)
        said = self.answer(path, st.st_mtime_ns, st.st_size)
        if said is not None:
            return said
        with open(path, "rb") as fh:
            st = os.fstat(fh.fileno())  # the file read: its time and size are the ones its answer is kept with
            said = make(fh.read())
        self.keep(path, st.st_mtime_ns, st.st_size, said)
        return said

    def write_back(self) -> None:
        """The answers kept for the next start (only when one was found anew since the last write)."""
        if not self.new:
            return
        self.new = False
        if self in _NEW_TABLES:
            _NEW_TABLES.remove(self)
        answers = self.read()
        store(self.entry(), {p: v for p, v in answers.items() if p in self.used or os.path.exists(p)}, private=True)

    def forget(self) -> None:
        """What is in memory dropped, as in a new process (the next use reads the entry); nothing is written."""
        if self in _NEW_TABLES:
            _NEW_TABLES.remove(self)
        self.answers = None
        self.used = set()
        self.new = False


_EXIT_WRITE: list[bool] = []  # whether ``write_back_kept`` is to run at the process's exit (registered once)


def write_back_kept() -> None:
    """Every table that found an answer anew since it was written, written back (``KeptByStat.write_back``): at
    the end of the window's start (``gui.app.main``), and at the process's exit for what was found after it."""
    while _NEW_TABLES:
        _NEW_TABLES[0].write_back()


_SOURCE_DIGESTS: KeptByStat[bytes] = KeptByStat("source-digests", _is_digest)  # path -> (time, size, digest)


def load_own(name: str) -> object | None:
    """The entry's data (as ``load``), only when it is a file of the user's own that no one else may write: an
    entry holding code that runs, or answers that name other entries."""
    return load(name) if own_file(str(folder() / name)) else None


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
        _write_whole(folder(), name, (_MAGIC, marshal.dumps(data)), private=private)
    except (OSError, ValueError):
        return


def _write_whole(d: Path, name: str, parts: tuple[bytes | memoryview, ...], *, private: bool = False) -> None:
    """The file ``name`` in the folder ``d`` made of ``parts`` (written one after another, not joined first: an
    image's megabytes) in one step: written beside it, then renamed over it, so a reader finds the old file or the
    new one whole. ``private``: a file only its owner may read and write (whatever the process's umask)."""
    d.mkdir(parents=True, exist_ok=True)
    tmp = d / f".{name}.{os.getpid()}.tmp"
    mode = 0o600 if private else 0o666
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC | getattr(os, "O_BINARY", 0), mode)
    with os.fdopen(fd, "wb") as fh:
        for part in parts:
            fh.write(part)
    os.replace(tmp, d / name)


_RAW_MAGIC = b"referee-raw 1\n"  # then the payload's length (8 bytes) and its CRC-32 (4), little-endian, then the payload
_RAW_HEAD = len(_RAW_MAGIC) + 12


def store_raw(name: str, payload: bytes | memoryview, *, keep: int = 0, where: Path | None = None) -> None:
    """Write a raw entry (bytes read back as they are, not through ``marshal``: an image's pixels, megabytes that
    ``load_raw_into`` reads straight into their place) in one step, as ``store`` does; the payload's length and
    CRC-32 go before it. ``keep``: at most this many entries of the same kind (the name up to its last "-") are
    left in the folder, the ones written last (each a few megabytes). ``where``: the cache's folder as it was when
    the entry was made (written later, the settings folder may have changed since), else the folder now."""
    import zlib

    try:
        d = folder() if where is None else where
        head = _RAW_MAGIC + len(payload).to_bytes(8, "little") + zlib.crc32(payload).to_bytes(4, "little")
        _write_whole(d, name, (head, payload))
        if keep > 0:
            _prune(d, name.rpartition("-")[0] + "-", keep)
    except (OSError, ValueError):
        return


def _prune(d: Path, prefix: str, keep: int) -> None:
    """The entries named ``prefix``... but the ``keep`` written last, removed."""
    found = []
    for e in os.scandir(d):
        if e.name.startswith(prefix):
            try:
                found.append((e.stat().st_mtime_ns, e.name))
            except OSError:
                continue
    for _, old in sorted(found, reverse=True)[keep:]:
        try:
            os.remove(d / old)
        except OSError:
            continue


def load_raw_into(name: str, into: memoryview) -> bool:
    """Whether the raw entry ``name`` (``store_raw``) was read into ``into``, a writable buffer of exactly the
    payload's length: False (``into`` then holds anything) when there is no such entry, or it is of another length
    (its file's size is checked before anything is read), cut short, or its bytes do not give the CRC-32 written
    with them. The CRC-32 of an entry's bytes is computed once per file: an entry found whole is kept as checked
    with its file's modification time and size (``_RAW_CHECKED``), and an entry whose time and size are the ones
    checked is not checked again (as a module's compiled code is run on its source's time and size, and the
    sources' digests kept, ``file_digest``: an entry written anew, or changed in any way that moves its time, is
    checked again)."""
    import zlib

    size = into.nbytes
    path = folder() / name
    try:
        with open(path, "rb", buffering=0) as fh:
            st = os.fstat(fh.fileno())
            if st.st_size != _RAW_HEAD + size:
                return False
            head = fh.read(_RAW_HEAD)
            if (len(head) != _RAW_HEAD or not head.startswith(_RAW_MAGIC)
                    or int.from_bytes(head[len(_RAW_MAGIC):-4], "little") != size):
                return False
            got = 0
            view = into.cast("B") if into.format != "B" or into.ndim != 1 else into
            while got < size:
                n = fh.readinto(view[got:])
                if not n:
                    return False
                got += n
            crc = int.from_bytes(head[-4:], "little")
            if _RAW_CHECKED.answer(str(path), st.st_mtime_ns, st.st_size) == crc:
                return True
            if zlib.crc32(view) != crc:
                return False
            _RAW_CHECKED.keep(str(path), st.st_mtime_ns, st.st_size, crc)
            return True
    except (OSError, ValueError):
        return False


def _is_crc(v: object) -> bool:
    return type(v) is int and 0 <= v < 1 << 32


_RAW_CHECKED: KeptByStat[int] = KeptByStat("raw-checked", _is_crc)  # raw entry -> (time, size, its CRC-32 found)


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
