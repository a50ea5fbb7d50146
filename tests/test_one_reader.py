"""Issue 31: every document and file from outside goes through the kernel's one reader (core/inputs.py).

``lieou battle``, ``pog victory|fire|losses|combat`` and their ``--tables`` files, ``score`` and the rulesets'
files: a size cap read with a bounded read (``/dev/zero`` is refused at once), the nesting cap, number limits,
strict UTF-8, no lone surrogate, no key twice, no NaN, unknown keys refused. Each hostile input ends in exit 2
with one line, nothing on standard output, and nothing there that is not UTF-8. And ``adjudicate --workers``
stays between 1 and the machine's cores.
"""

from __future__ import annotations

import io
import json
import os
import sys

import pytest

from referee_app.cli import main
from referee_app.core.inputs import InputError, check_keys, read_document, read_source, read_toml

HOSTILE: dict[str, bytes] = {
    "nested 100,000 deep": b"[" * 100_000 + b"]" * 100_000,
    "a 10,000-digit number": b'{"vp": ' + b"9" * 10_000 + b"}",
    "an escaped lone surrogate": b'{"scenario": "\\ud800", "vp": 1}',
    "a raw invalid byte": b'{"scenario": "\xff\xfe", "vp": 1}',
    "a key twice": b'{"vp": 1, "vp": 2}',
    "NaN": b'{"vp": NaN}',
    "Infinity": b'{"vp": -Infinity}',
    "not JSON": b"{vp: 1",
    "more than 1 MiB": b'{"x": "' + b"a" * (1 << 20) + b'"}',
}

COMMANDS = [["lieou", "battle"], ["pog", "victory"], ["pog", "fire"], ["pog", "losses"], ["pog", "combat"],
            ["score", "--system", "c-diplo"]]


def _run(argv: list[str], stdin: bytes = b"") -> tuple[int, bytes, str]:
    """``referee-cli`` in this process, its standard output kept as bytes."""
    out = io.BytesIO()
    err = io.StringIO()
    old = sys.stdin, sys.stdout, sys.stderr
    sys.stdin = source = io.TextIOWrapper(io.BytesIO(stdin), encoding="utf-8")
    sys.stdout = wrapper = io.TextIOWrapper(out, encoding="utf-8")
    sys.stderr = err
    try:
        code = main(argv)
    finally:
        wrapper.flush()
        data = out.getvalue()
        sys.stdin, sys.stdout, sys.stderr = old
    del source
    return code, data, err.getvalue()


def _refused(code: int, out: bytes, err: str) -> None:
    assert code == 2, (code, out[:200], err)
    assert out == b"", out[:200]
    assert err.startswith("referee-cli: ") and err.count("\n") == 1, err
    assert "Traceback" not in err
    err.encode("utf-8")  # nothing that is not UTF-8 (a raw byte of the input is never echoed)


@pytest.mark.parametrize("what", list(HOSTILE))
@pytest.mark.parametrize("command", COMMANDS, ids=[" ".join(c[:2]) for c in COMMANDS])
def test_hostile_documents_are_refused_by_every_command(tmp_path, command, what):
    doc = tmp_path / "doc.json"
    doc.write_bytes(HOSTILE[what])
    _refused(*_run(["--lang", "en", *command, str(doc)]))
    _refused(*_run(["--lang", "en", *command, "-"], stdin=HOSTILE[what][: 1 << 16]))


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="POSIX device")
@pytest.mark.parametrize("command", COMMANDS, ids=[" ".join(c[:2]) for c in COMMANDS])
def test_dev_zero_as_the_document_is_refused_at_once(command):
    code, out, err = _run(["--lang", "en", *command, "/dev/zero"])
    _refused(code, out, err)
    assert "larger than 1 MiB" in err


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="POSIX device")
@pytest.mark.parametrize("command", [["pog", "fire"], ["pog", "losses"], ["pog", "combat"], ["pog", "victory"]])
def test_dev_zero_as_the_tables_file_is_refused_at_once(tmp_path, command):
    doc = tmp_path / "doc.json"
    doc.write_text('{"table": "army", "cf": 3, "roll": 4}')
    code, out, err = _run(["--lang", "en", *command, str(doc), "--tables", "/dev/zero"])
    _refused(code, out, err)
    assert "/dev/zero" in err and "larger than 4 MiB" in err


@pytest.mark.parametrize("body", [b"[a]\nb = [" + b"[" * 5000 + b"]" * 5000 + b"]\n", b"x = \"\xff\"\n",
                                  b"x = 1\nx = 2\n", b"fire = 1e400\n"])
def test_hostile_tables_files_are_refused(tmp_path, body):
    tables = tmp_path / "mine.toml"
    tables.write_bytes(body)
    doc = tmp_path / "doc.json"
    doc.write_text('{"table": "army", "cf": 3, "roll": 4}')
    _refused(*_run(["--lang", "en", "pog", "fire", str(doc), "--tables", str(tables)]))


@pytest.mark.parametrize(("command", "doc"), [
    (["pog", "victory"], {"scenario": "intro", "vp": 10, "winner": "me"}),
    (["pog", "fire"], {"table": "army", "cf": 3, "roll": 4, "bonus": 1}),
    (["pog", "losses"], {"units": [], "losses": 1, "fort": {"lf": 1}, "extra": True}),
])
def test_unknown_keys_are_refused(tmp_path, command, doc):
    path = tmp_path / "doc.json"
    path.write_text(json.dumps(doc))
    code, out, err = _run(["--lang", "en", *command, str(path)])
    _refused(code, out, err)
    assert "Unknown field" in err
    del doc[[k for k in doc if k in ("winner", "bonus", "extra")][0]]
    path.write_text(json.dumps(doc))
    assert _run(["--lang", "en", *command, str(path)])[0] == 0  # the same without it is read


def test_the_reader_itself(tmp_path):
    with pytest.raises(InputError, match="larger than 64 bytes"):
        read_source("/dev/zero", max_bytes=64)
    with pytest.raises(InputError, match="cannot read"):
        read_document(tmp_path / "missing.json")
    with pytest.raises(InputError, match="cannot read"):
        read_document(tmp_path)  # a folder
    with pytest.raises(InputError, match="unknown key 'b'"):
        check_keys({"a": 1, "b": 2}, ["a"], "here")
    (tmp_path / "x.toml").write_text("a = 1\n")
    assert read_toml(tmp_path / "x.toml") == {"a": 1}


def test_a_rulesets_referenced_map_is_read_with_the_cap(tmp_path, monkeypatch):
    """A user's ruleset whose map is an endless device is refused at once, with the file named."""
    from referee_app.games.diplomacy.rules.errors import RulesetError
    from referee_app.games.diplomacy.rules.ruleset import _read

    folder = tmp_path / "mine"
    folder.mkdir()
    (folder / "ruleset.toml").write_text('[ruleset]\nname = "mine"\nmap = "/dev/zero"\n')
    with pytest.raises(RulesetError, match="larger than 4 MiB"):
        _read(folder / "ruleset.toml")


@pytest.mark.parametrize("n", ["-1", "-40", str((os.cpu_count() or 1) + 1), "4000"])
def test_workers_outside_one_to_the_cores_are_refused(n):
    code, out, err = _run(["--lang", "en", "adjudicate", "--jsonl", "--workers", n, "-"], stdin=b"{}\n")
    _refused(code, out, err)
    assert f"--workers {n}" in err and str(os.cpu_count() or 1) in err


def test_workers_within_the_cores_work():
    doc = json.dumps({"phase": "S1901M", "units": {"FRANCE": ["A PAR"]}, "orders": {"FRANCE": ["A PAR - BUR"]}})
    code, out, err = _run(["adjudicate", "--jsonl", "--workers", "1", "-"], stdin=(doc + "\n").encode())
    assert code == 0 and json.loads(out)["next_phase"] == "F1901M"
