"""Checks the matrix-orders figure (`figure=matrix-orders`) against the oracle's matrix of its listing.

docs/figures.md (MatrixOrdersDiagram): three grids of the same sixteen numbers, each cell named: CATransform3D rows
m11...m44 (row r, column c holds m(r+1)(c+1), memory index 4r + c); GLKMatrix4 read as M . v (cell (r, c) holds
field m(c)(r), memory index 4c + r); CSS matrix3d's arguments 1...16 in memory order (written eight to a row).
The matrix is the transform of the one transformed layer of the listing's scene (oracle.py); every cell's place,
name and number, and the description's list of the entries other than the identity's, are checked.
"""

import html
import re

import expectations
from oracle import is_identity
from scenes import layers_of, scenes_of

SVG = re.compile(r'<svg [^>]*class="figure matrix-orders".*?</svg>', re.S)
CELL = re.compile(r'<polygon points="([^"]*)" class="matrix-cell (\w+)"[^>]*data-index="(\d+)"/>\s*'
                  r'<text[^>]*>([^<]*)</text>\s*<text[^>]*>([^<]*)</text>')


def expected_index(kind, row, col):
    return {"ca": 4 * row + col, "glk": 4 * col + row, "css": 8 * row + col}[kind]


def expected_name(kind, index):
    r, c = divmod(index, 4)
    return {"ca": f"m{r + 1}{c + 1}", "glk": f"m{r}{c}", "css": f"{index + 1}: m{r + 1}{c + 1}"}[kind]


def shown_value(text, expected):
    text = text.replace("−", "-")
    decimals = len(text.split(".")[1]) if "." in text else 0
    return abs(float(text) - expected) <= 0.5 * 10 ** -decimals + 1e-9


def check_svg(svg, m, problems):
    cells = CELL.findall(svg)
    origin = {}
    for points, kind, index, name, number in cells:
        corners = [tuple(map(float, p.split(","))) for p in points.split()]
        x, y = corners[0]
        w, h = corners[2][0] - x, corners[2][1] - y
        x0, y0 = origin.setdefault(kind, (x, y))
        place = expected_index(kind, round((y - y0) / h), round((x - x0) / w))
        if int(index) != place:
            problems.append(f"{kind} cell at ({x:g}, {y:g}) has data-index {index}, its place holds {place}")
        if name != expected_name(kind, int(index)):
            problems.append(f"{kind} cell {index} is named {name}, the docs say {expected_name(kind, int(index))}")
        if not shown_value(html.unescape(number), m[int(index) // 4][int(index) % 4]):
            problems.append(f"{kind} cell {index} shows {number}, the oracle {m[int(index) // 4][int(index) % 4]!r}")
    counts = {k: sum(1 for c in cells if c[1] == k) for k in ("ca", "glk", "css")}
    if any(n != 16 for n in counts.values()):
        problems.append(f"cells per grid {counts}, sixteen each")
    desc = html.unescape(re.search(r"<desc[^>]*>([^<]*)</desc>", svg).group(1))
    said = re.search(r"Entries other than the identity's: ([^(]*) \(coloured\)", desc)
    others = [f"m{r + 1}{c + 1}" for r in range(4) for c in range(4) if m[r][c] != float(r == c)]
    if not said or [n.strip() for n in re.split(r", | and ", said.group(1))] != others:
        problems.append(f"desc: '{said.group(0) if said else 'no list of entries'}', the oracle's are {others}")


def check_page(path, page, problems, not_checked):
    checked = 0
    for match in SVG.finditer(page):
        owner = [m.group(1) for m in re.finditer(r'<figure class="listing" id="listing-([A-Za-z0-9-]+)"', page)
                 if m.start() < match.start()]
        where = f"{path.name} matrix orders of {owner[-1] if owner else '?'}"
        fn = expectations.REGISTRY.get((path.stem + ".md", owner[-1])) if owner else None
        layers = [l for s in (scenes_of(fn) if fn else [])[:1] for l in layers_of(s) if not is_identity(l.transform)]
        if len(layers) != 1:
            not_checked.append(f"{where}: the oracle's scene has no single transformed layer")
            continue
        found = []
        check_svg(match.group(0), layers[0].transform, found)
        problems.extend(f"{where}: {p}" for p in found)
        checked += 1
    return checked
