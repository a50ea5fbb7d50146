"""Make the bundled CJK fonts: subsets of Noto Sans CJK with every character the program writes.

    pip install fonttools
    python tools/make_cjk_fonts.py [--source /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc] [--keep]

Noto Sans CJK (Adobe and Google, SIL Open Font License 1.1; Debian: fonts-noto-cjk) covers
Traditional and Simplified Chinese and Japanese, each region with its own forms of the Han
characters. This keeps, for the TC (zh_Hant), SC (zh_Hans) and JP (ja) faces, only the characters
that appear in the program's own texts: the core's message catalogues, the window's translations,
the rulesets' names of provinces and powers, the order words of the parser, and ASCII. The result
is a few hundred kilobytes instead of tens of megabytes.

The subsets are renamed "Referee Sans CJK TC/SC/JP": a modified font must not pass for the
original (OFL section 3; the reserved name is "Source"), and a distinct name keeps a full Noto
Sans CJK on the machine from being hidden by the subset (the window lists the system's CJK fonts
first and the bundled ones last: see referee_app/gui/language.py).

Run it again whenever a catalogue, a translation or a province name gains a character; a test
(tests/test_i18n_gui.py) checks that every character the program writes is in the fonts.
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "assets" / "fonts"
DEFAULT_SOURCE = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
# our face -> the region of Noto Sans CJK it is cut from
FACES = {"TC": "Noto Sans CJK TC", "SC": "Noto Sans CJK SC", "JP": "Noto Sans CJK JP"}
# where the program's own texts are
TEXT_FILES = ["referee_app/**/locale/*.toml", "referee_app/gui/i18n/*.ts", "rulesets/**/*.toml",
              "referee_app/**/*.py", "referee_app/share/page/*"]
EXTRA = "、。，．・：；？！「」『』（）［］【】〈〉《》“”‘’…—–─→←↑↓⇒～￥０１２３４５６７８９＋－＝／％＆＊＃＠"


def program_characters(root: Path = ROOT) -> set[str]:
    """Every character outside ASCII in the program's texts, and printable ASCII."""
    chars = {chr(c) for c in range(0x20, 0x7F)} | set(EXTRA)
    for pattern in TEXT_FILES:
        for path in sorted(root.glob(pattern)):
            text = path.read_text(encoding="utf-8")
            chars |= {ch for ch in text if ord(ch) > 0x7F and not ch.isspace()}
    # controls and private-use never need a glyph
    return {ch for ch in chars if not re.match(r"[\u0000-\u001f\u007f-\u009f\ue000-\uf8ff\ufe00-\ufe0f]", ch)}


def cjk_characters(chars: set[str]) -> set[str]:
    """The characters of ``chars`` the CJK subsets hold: every block whose glyphs a CJK font draws (radicals and
    CJK punctuation from U+2E80, ideographs, kana, full-width forms), wider on purpose than the names index's
    ``is_cjk`` (which asks whether a name is Chinese or Japanese) and linebreak's (where a line may break)."""
    return {ch for ch in chars if re.match(r"[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef\u3000-\u303f]", ch)}


def bundled_characters(out: Path = OUT) -> set[str]:
    """The characters the bundled subsets hold now (``--keep``: regenerating never drops one that
    another branch's texts may still need)."""
    from fontTools.ttLib import TTFont

    chars: set[str] = set()
    for path in sorted(out.glob("RefereeSansCJK*-Regular.otf")):
        chars |= {chr(c) for c in TTFont(str(path)).getBestCmap()}
    return chars


def make(source: str, out: Path = OUT, *, keep: bool = False) -> list[Path]:
    from fontTools import subset
    from fontTools.ttLib import TTCollection

    chars = program_characters()
    if keep:
        chars |= bundled_characters(out)
    coll = TTCollection(source)
    by_name = {f["name"].getDebugName(1): i for i, f in enumerate(coll.fonts)}
    written = []
    out.mkdir(parents=True, exist_ok=True)
    for tag, family in FACES.items():
        if family not in by_name:
            raise SystemExit(f"{source} has no face {family!r}")
        font = TTCollection(source).fonts[by_name[family]]
        options = subset.Options()
        options.layout_features = ["*"]  # keep 'locl', 'vert', kerning
        options.name_IDs = ["*"]
        options.name_languages = ["*"]
        options.notdef_outline = True
        options.recalc_bounds = True
        options.prune_unicode_ranges = True
        options.hinting = False  # Qt renders CJK unhinted (or autohinted) anyway; a third smaller
        sub = subset.Subsetter(options)
        sub.populate(unicodes=[ord(c) for c in chars])
        sub.subset(font)
        rename(font, f"Referee Sans CJK {tag}", f"RefereeSansCJK{tag}-Regular")
        path = out / f"RefereeSansCJK{tag}-Regular.otf"
        font.save(str(path))
        written.append(path)
        cmap = font.getBestCmap()
        lost = sorted(c for c in cjk_characters(chars) if ord(c) not in cmap)
        print(f"{path.relative_to(ROOT)}: {path.stat().st_size // 1024} KB, {len(cmap)} characters"
              + (f"; not in {family}: {''.join(lost)}" if lost else ""))
    return written


def rename(font: object, family: str, postscript: str) -> None:
    """Give a subset its own name (OFL: a modified version does not pass for the original)."""
    name = font["name"]  # type: ignore[index]
    note = ("A subset of Noto Sans CJK made for referee-app by tools/make_cjk_fonts.py: only the characters "
            "the program writes. Licensed under the SIL Open Font License 1.1 like the original.")
    for rec in list(name.names):
        if rec.nameID in (1, 16):
            rec.string = family
        elif rec.nameID in (2, 17):
            rec.string = "Regular"
        elif rec.nameID == 3:
            rec.string = f"{postscript};referee-app subset"
        elif rec.nameID == 4:
            rec.string = f"{family} Regular"
        elif rec.nameID == 6:
            rec.string = postscript
        elif rec.nameID == 10:
            rec.string = note
        elif rec.nameID == 5:
            rec.string = str(rec.toUnicode()) + "; referee-app subset"
    name.setName(note, 10, 3, 1, 0x409)
    if "CFF " in font:  # type: ignore[operator]
        cff = font["CFF "].cff  # type: ignore[index]
        cff.fontNames = [postscript]
        top = cff.topDictIndex[0]
        for attr in ("FullName", "FamilyName"):
            if hasattr(top, attr):
                setattr(top, attr, family if attr == "FamilyName" else f"{family} Regular")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--source", default=DEFAULT_SOURCE, help="Noto Sans CJK Regular collection (.ttc)")
    ap.add_argument("--keep", action="store_true",
                    help="keep every character the bundled subsets hold now, as well as the program's")
    args = ap.parse_args()
    if not Path(args.source).exists():
        print(f"{args.source} not found: install fonts-noto-cjk (Debian) or give --source", file=sys.stderr)
        return 2
    make(args.source, keep=args.keep)
    return 0


if __name__ == "__main__":
    sys.exit(main())
