"""The regular expressions compiled during the start kept on disk (core/codecache.py, ``_keep_patterns``): a
pattern made from its kept arguments is the pattern ``re`` compiles (``_sre`` compares two patterns by their
flags, text and matching code), it matches the same; a pattern whose compile warns or fails is never kept; a
damaged entry is not read; outside the start ``re`` compiles as it always does. PySide's own (shiboken's
signature support, at its import) are all kept by a start and made from the entry by the next one."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import warnings
from pathlib import Path

import pytest

from referee_app.core import codecache, diskcache

ROOT = Path(__file__).resolve().parent.parent

# of every kind: verbose, named groups and back references, look-arounds, flags (given and inline), bytes,
# non-ASCII text, repeats up to the largest, classes, anchors; and one PySide's parser compiles
PATTERNS: list[tuple[str | bytes, int]] = [
    (r"(?P<year>\d{4})-(?P<season>[SF])\s+(?P=season)?", 0),
    (r"""
        \b                      # edge of a word
        (typing\.Optional |     # the Optional
         typing\.Union)         # or the Union
        \[ ([^\]]*) \]
    """, re.VERBOSE),
    (r"(?<=A )(?:Par|Bre|Mar)(?!\w)", re.IGNORECASE),
    (r"(?m)^\s*#.*$", 0),
    (rb"\d{1,10} [^\s]{0,255} \d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ\n?", 0),
    (r"[À-ÿ]+|[\u4e00-\u9fff]{2,}", 0),
    (r"a{3,}?b*+c?", re.DOTALL | re.MULTILINE),
    (r"(x)?(?(1)y|z)", 0),
    (r"^(.?[<>=^])?[+ -]?#?0?(\d+|{\w+})?[,_]?(\.(\d+|{\w+}))?[bcdefgnosx%]?$", re.ASCII),
]
SAMPLES = ["1901-S S", "typing.Optional[int] x", "a par", "A Par", "  # note\nx", "é 中文字", "aaab", "aaaabbbcc",
           "xy", "z", "{0:>+10,.2f}", ">10", ""]


def _compile_all() -> list[re.Pattern]:  # type: ignore[type-arg]
    re.purge()  # (``re`` keeps the patterns it made: each is made anew here)
    return [re.compile(p, f) for p, f in PATTERNS]


def _matches(p: re.Pattern) -> list[object]:  # type: ignore[type-arg]
    out: list[object] = []
    for s in SAMPLES:
        text: str | bytes = s.encode() if isinstance(p.pattern, bytes) else s
        out.append([(m.span(), m.groups(), m.groupdict()) for m in p.finditer(text)])  # type: ignore[arg-type]
    return out


def _kept_stretch() -> list[re.Pattern]:  # type: ignore[type-arg]
    assert codecache._keep_patterns()
    try:
        return _compile_all()
    finally:
        codecache._patterns_done()


def test_a_pattern_made_from_its_kept_arguments_is_the_pattern_re_compiles(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    plain = _compile_all()
    first = _kept_stretch()  # nothing kept yet: compiled by ``re`` and kept
    entry = diskcache.folder() / codecache.patterns_entry_name()
    assert entry.is_file() and (os.name != "posix" or entry.stat().st_mode & 0o777 == 0o600)
    assert codecache._keep_patterns()  # read from the entry
    try:
        assert len(codecache._PATTERNS.codes) == len(PATTERNS)
        kept = _compile_all()
        assert codecache._PATTERNS.compiled == 0  # none compiled: every one made from the entry
        assert len(codecache._PATTERNS.used) == len(PATTERNS)
    finally:
        codecache._patterns_done()
    for want, a, b in zip(plain, first, kept, strict=True):
        # ``_sre``'s equality: the same flags, text and matching code, byte for byte
        assert a == want and b == want, want.pattern
        assert (b.pattern, b.flags, b.groups, b.groupindex) == (want.pattern, want.flags, want.groups, want.groupindex)
        assert _matches(b) == _matches(want)
    assert re._compiler.compile is codecache._SRE["original"]  # type: ignore[attr-defined]  # ``re``'s own again
    re.purge()
    assert re.compile(*PATTERNS[0]) == plain[0]


def test_a_pattern_that_warns_or_fails_is_compiled_by_re_each_time_and_never_kept(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    for _ in range(2):
        assert codecache._keep_patterns()
        try:
            re.purge()
            with warnings.catch_warnings(record=True) as warned:
                warnings.simplefilter("always")
                nested = re.compile(r"[[a]")  # "Possible nested set" (a FutureWarning), at each compile
            assert any(issubclass(w.category, FutureWarning) for w in warned)
            with pytest.raises(re.error):
                re.compile(r"(unclosed")
            re.compile(r"x+", re.DEBUG)  # (``re`` prints its code at each such compile)
            assert "MAX_REPEAT" in capsys.readouterr().out
            assert not codecache._PATTERNS.codes
        finally:
            codecache._patterns_done()
    re.purge()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        assert nested == re.compile(r"[[a]")


def test_a_damaged_entry_is_not_read(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    plain = _compile_all()
    _kept_stretch()
    entry = diskcache.folder() / codecache.patterns_entry_name()
    data = entry.read_bytes()
    for damaged in (data[: len(data) // 2], data[:-1] + bytes([data[-1] ^ 0xFF]), b""):
        entry.write_bytes(damaged)
        os.chmod(entry, 0o600)
        assert _kept_stretch() == plain
    # arguments of the wrong kinds are left out as the entry is read (compiled again, and kept anew)
    diskcache.store(codecache.patterns_entry_name(), {PATTERNS[0]: (0, ["x"], 0, {}, ())}, private=True)
    assert codecache._keep_patterns()
    try:
        assert not codecache._PATTERNS.codes
        assert _compile_all() == plain
    finally:
        codecache._patterns_done()


def test_pysides_patterns_are_kept_by_a_start_and_made_from_the_entry_by_the_next(tmp_path):
    code = ("from referee_app.core import codecache\n"
            "with codecache.compile_kept_for_shiboken():\n"
            "    import PySide6.QtWidgets\n"
            "    kept = codecache._PATTERNS\n"
            "    print(len(kept.used), kept.compiled)\n")
    env = dict(os.environ, XDG_CONFIG_HOME=str(tmp_path / "config"), QT_QPA_PLATFORM="offscreen")
    env.pop("PYTHONPATH", None)
    runs = [subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True, check=True)
            .stdout.split() for _ in range(2)]
    used, compiled = (int(x) for x in runs[0])
    assert used >= 5 and compiled == used  # the first start compiles them (shiboken's parser and stub writer)
    assert runs[1] == [str(used), "0"]  # the next makes every one from the entry


def test_the_kept_matching_code_is_one_bytes_object_that_reads_back_to_res_own(tmp_path, monkeypatch):
    """Each pattern's matching code is kept as the bytes of an array of its items (marshal reads one object where it
    read one integer per item, some 14,000 at a start, and the entry's reader asked each one's type: about 7 M
    instructions a start); read back, it is item for item the list ``re`` hands to ``_sre.compile``. A code whose
    length is not a whole number of items is left out as the entry is read. (Fails on the former entry, which held
    the list of integers.)"""
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    _kept_stretch()
    kept = diskcache.load_own(codecache.patterns_entry_name())
    assert type(kept) is dict
    _compiler = re._compiler  # type: ignore[attr-defined]
    for key in PATTERNS:
        args = kept[key]
        assert type(args[1]) is bytes
        noted = codecache._NotedSre(_compiler._sre)
        monkeypatch.setattr(_compiler, "_sre", noted)
        re.purge()
        re.compile(*key)
        monkeypatch.setattr(_compiler, "_sre", noted._sre)
        assert noted.args is not None
        code = codecache._code_list(args[1])
        assert code == list(noted.args[2]) and all(type(c) is int for c in code)
        assert (args[0], args[2], args[3], args[4]) == tuple(noted.args[i] for i in (1, 3, 4, 5))
    cut = dict(kept)
    cut[PATTERNS[0]] = (kept[PATTERNS[0]][0], kept[PATTERNS[0]][1][:-1], *kept[PATTERNS[0]][2:])
    diskcache.store(codecache.patterns_entry_name(), cut, private=True)
    assert codecache._keep_patterns()
    try:
        assert PATTERNS[0] not in codecache._PATTERNS.codes and PATTERNS[1] in codecache._PATTERNS.codes
    finally:
        codecache._patterns_done()
