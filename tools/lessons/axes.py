"""Checks the rotation-axes figure (`figure=axes`) against oracle.py's rotations and the listing's scene.

docs/figures.md (RotationAxesDiagram): the x, y and z axes in an oblique view, page(x, y, z) = (x - 0.5 z,
y + 0.35 z); round each axis a 270-degree arc from the next axis (x -> y, y -> z, z -> x), computed by turning that
axis. Each arc's points must be the next axis turned about the arc's axis by evenly spaced positive angles with
oracle.make_rotation (row vectors: p . R), about a centre on the axis and with a radius found from its first
point. The words "a positive angle about A turns B towards C" and the labels "+ about A: B -> C" are checked by
turning B a quarter turn about A; the listing's own rotation axis (rotation_of_matrix of its transformed layer)
must be the one drawn heavier and named by the description.
"""

import html
import math
import re

import expectations
from oracle import apply_point, is_identity, make_rotation
from scenes import layers_of, rotation_of_matrix, scenes_of

SVG = re.compile(r'<svg [^>]*class="figure rotation-axes".*?</svg>', re.S)
AXES = {"x": (1.0, 0.0, 0.0), "y": (0.0, 1.0, 0.0), "z": (0.0, 0.0, 1.0)}
NEXT = {"x": "y", "y": "z", "z": "x"}
TOL = 0.005 + 1e-7


def page(p):
    return (p[0] - 0.5 * p[2], p[1] + 0.35 * p[2])


def turned(v, degrees, axis):
    q = apply_point(v, make_rotation(math.radians(degrees), *AXES[axis]))
    return q[:3]


def check_arc(name, points, problems):
    a, n = page(AXES[name]), page(AXES[NEXT[name]])
    det = a[0] * n[1] - a[1] * n[0]
    c = (points[0][0] * n[1] - points[0][1] * n[0]) / det
    r = (a[0] * points[0][1] - a[1] * points[0][0]) / det
    for k, shown in enumerate(points):
        v = turned(AXES[NEXT[name]], 270.0 * k / (len(points) - 1), name)
        want = page(tuple(c * x + r * y for x, y in zip(AXES[name], v)))
        if abs(shown[0] - want[0]) > TOL or abs(shown[1] - want[1]) > TOL:
            problems.append(f"the arc about {name}: point {k + 1} at {shown}, the oracle's turn of {NEXT[name]} "
                            f"puts it at ({want[0]:.2f}, {want[1]:.2f})")
            return


def turns_towards(axis, start, end):
    return turned(AXES[start], 90.0, axis)[list(AXES).index(end)] > 1 - 1e-12


def check_svg(svg, listing_axis, problems):
    arcs = re.findall(r'<polyline points="([^"]*)" class="rotation ([xyz])"', svg)
    if sorted(name for _, name in arcs) != ["x", "y", "z"]:
        problems.append(f"arcs about {[name for _, name in arcs]}, one about each axis expected")
    for points, name in arcs:
        check_arc(name, [tuple(map(float, p.split(","))) for p in points.split()], problems)
    text = html.unescape(svg)
    said = re.findall(r"A positive angle about ([xyz]) turns ([xyz]) towards ([xyz])", text)
    said += re.findall(r"\+ about ([xyz]): ([xyz]) → ([xyz])", text)
    if len(said) != 6:
        problems.append(f"{len(said)} sentences and labels name a positive turn, the figure has three of each")
    for axis, start, end in said:
        if not turns_towards(axis, start, end):
            problems.append(f"says a positive angle about {axis} turns {start} towards {end}; oracle.make_rotation "
                            f"turns {start} to {turned(AXES[start], 90.0, axis)}")
    heavier = re.findall(r'class="axis ([xyz]) highlighted"', svg)
    named = re.search(r"The listing rotates about ([xyz]), drawn heavier", text)
    if heavier != [listing_axis] or not named or named.group(1) != listing_axis:
        problems.append(f"the listing's axis is drawn {heavier} and named {named.group(1) if named else None}, "
                        f"the oracle's rotation is about {listing_axis}")


def axis_name(layer):
    found = rotation_of_matrix(layer.transform)
    if found is None:
        return None
    return next((n for n, v in AXES.items() if all(abs(abs(a) - b) < 1e-9 for a, b in zip(found[1], v))), None)


def check_page(path, page_text, problems, not_checked):
    checked = 0
    for match in SVG.finditer(page_text):
        owner = [m.group(1) for m in re.finditer(r'<figure class="listing" id="listing-([A-Za-z0-9-]+)"', page_text)
                 if m.start() < match.start()]
        where = f"{path.name} rotation axes of {owner[-1] if owner else '?'}"
        fn = expectations.REGISTRY.get((path.stem + ".md", owner[-1])) if owner else None
        layers = [l for s in (scenes_of(fn) if fn else [])[:1] for l in layers_of(s) if not is_identity(l.transform)]
        axis = axis_name(layers[0]) if len(layers) == 1 else None
        if axis is None:
            not_checked.append(f"{where}: the oracle's scene has no single layer turned about x, y or z")
            continue
        found = []
        check_svg(match.group(0), axis, found)
        problems.extend(f"{where}: {p}" for p in found)
        checked += 1
    return checked
