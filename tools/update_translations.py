"""Update the window's translation catalogues after its texts changed.

    python tools/update_translations.py           # lupdate: new texts into the .ts files; lrelease: the .qm files
    python tools/update_translations.py --check   # only report texts without a translation (exit 1 if any)

The window's texts are marked in the code with ``translate("Context", "text")`` or
``QT_TRANSLATE_NOOP("Context", "text")`` (referee_app/gui/*.py). ``pyside6-lupdate`` collects them
into ``referee_app/gui/i18n/referee_<lang>.ts`` (XML, keeping the translations already there; a
new text comes in marked "unfinished"); translate it there (Qt Linguist: ``pyside6-linguist``, or
any editor), then ``pyside6-lrelease`` compiles the ``.qm`` files the program loads. Both tools come
with PySide6-Essentials (in the virtual environment's ``bin``/``Scripts``). The core's own
messages are not here: they are in ``referee_app/core/locale/*.toml``.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GUI = ROOT / "referee_app" / "gui"
I18N = GUI / "i18n"
# our language -> the Qt locale name written in the .ts file
LANGS = {"zh_Hant": "zh_TW", "zh_Hans": "zh_CN", "ja": "ja"}


def tool(name: str) -> str:
    """A PySide6 tool: beside this Python, or on the PATH."""
    here = Path(sys.executable).parent
    for cand in (here / name, here / f"{name}.exe"):
        if cand.exists():
            return str(cand)
    found = shutil.which(name)
    if found:
        return found
    raise SystemExit(f"{name} not found: install PySide6-Essentials in this environment")


def untranslated(ts: Path) -> list[tuple[str, str]]:
    out = []
    for ctx in ET.parse(ts).getroot().iter("context"):
        name = ctx.findtext("name", "")
        for m in ctx.iter("message"):
            tr = m.find("translation")
            if tr is None or tr.get("type") in ("unfinished", "vanished", "obsolete"):
                if tr is not None and tr.get("type") in ("vanished", "obsolete"):
                    continue
                out.append((name, m.findtext("source", "")))
            elif not (tr.text or "").strip() and not list(tr):
                out.append((name, m.findtext("source", "")))
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true", help="only report untranslated texts")
    args = ap.parse_args()
    I18N.mkdir(exist_ok=True)
    sources = sorted(str(p.relative_to(ROOT)) for p in GUI.rglob("*.py"))
    missing = 0
    for lang, qt_lang in LANGS.items():
        ts = I18N / f"referee_{lang}.ts"
        if not args.check:
            subprocess.run([tool("pyside6-lupdate"), *sources, "-no-obsolete", "-locations", "none", "-target-language", qt_lang,
                            "-ts", str(ts.relative_to(ROOT))], cwd=ROOT, check=True)
        todo = untranslated(ts)
        missing += len(todo)
        for ctx, src in todo:
            print(f"{ts.name}: untranslated [{ctx}] {src!r}")
        if not args.check:
            subprocess.run([tool("pyside6-lrelease"), str(ts), "-qm", str(ts.with_suffix(".qm"))], check=True)
    return 1 if (args.check and missing) else 0


if __name__ == "__main__":
    sys.exit(main())
