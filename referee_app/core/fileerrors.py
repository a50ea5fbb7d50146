"""Point a data-file error at its line: ``rulesets/x/ruleset.toml, line 12: unknown option 'foo'``."""

from __future__ import annotations

import re
from pathlib import Path

# what a message quotes, and the tables it names (compiled by ``re`` when an error is first located, not at
# every start)
_QUOTED = r"'([^']{1,80})'|\"([^\"]{1,80})\""
_TABLE = r"\[([A-Za-z_.]+)\]"


def locate(path: Path, message: str) -> int | None:
    """The line (1-based) of the first thing the message quotes, found as a key, a value or a table."""
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except OSError:
        return None
    wanted = [a or b for a, b in re.findall(_QUOTED, message)]
    tables = re.findall(_TABLE, message)
    if " lacks " in message:  # a missing key: point at its table
        wanted = []
    for word in wanted:
        key = re.compile(rf"^\s*{re.escape(word)}\s*=")
        for i, line in enumerate(lines, 1):
            if key.search(line):
                return i
        for i, line in enumerate(lines, 1):
            if f'"{word}"' in line or f"'{word}'" in line:
                return i
    for table in tables:
        for i, line in enumerate(lines, 1):
            if line.strip().startswith(f"[{table}]") or line.strip().startswith(f"[{table}."):
                return i
    return None


def with_line(path: Path, message: str) -> str:
    """``message`` (which starts with the path) with the line number added after the path."""
    if re.search(r"\bline \d+", message):
        return message
    n = locate(path, message)
    if n is None:
        return message
    prefix = str(path)
    if message.startswith(prefix + ":"):
        return f"{prefix}, line {n}:{message[len(prefix) + 1:]}"
    return f"{message} (line {n})"
