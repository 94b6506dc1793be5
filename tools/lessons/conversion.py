"""Checks the point-conversion figure (`figure=convert-point`) against the oracle's scene of its listing.

docs/figures.md (PointConversionDiagram): one point in two layers' coordinate systems, `data-source` to
`data-destination`, in window coordinates (C17; y flipped on macOS). Checked against oracle.py (C12 convertPoint,
the layers' screen matrices): each layer's outline, the point drawn once, the dashed guides from it to (x, 0) and
(0, y) of each system, each system's axes from its origin, 40 units long, and the numbers of the labels and the
description, which must be the point and the oracle's converted point. A system named "the window" (a conversion
to or from nil) is the window itself: no outline, its axes from the window's origin.
"""

import html
import re

import expectations
from oracle import apply_point
from scenes import Expected, resolve, scenes_of

SVG = re.compile(r'<svg [^>]*class="figure point-conversion".*?</svg>', re.S)
NUM = r"[−-]?\d+(?:\.\d+)?"
TOL = 0.005 + 1e-7  # the drawing prints two decimals
WINDOW = "the window"  # the figure's name for nil: window base coordinates, which no layer has


def attrs(tag):
    return dict(re.findall(r'([a-z0-9-]+)="([^"]*)"', tag))


def number(text):
    return float(text.replace("−", "-"))


def close(text, expected):
    decimals = len(text.split(".")[1]) if "." in text else 0
    return abs(number(text) - expected) <= 0.5 * 10 ** -decimals + 1e-9


def page_point(layer, root, platform, p, top):
    """A point of `layer` (None: the window) on the page: in window coordinates, flipped on macOS. A layer of another
    tree than `top` (the source's topmost layer) is placed through `top`, whose space C12 takes for its root's."""
    if layer is None:
        return Expected(root, root, platform).window(float(p[0]), float(p[1]))
    if layer.ancestors()[-1] is not top:
        layer, p = top, layer.convert_point(p, top)
    q = apply_point((p[0], p[1], 0.0), layer.screen())
    return Expected(layer, root, platform).window(q[0] / q[3], q[1] / q[3])


def name_of(layer):
    return WINDOW if layer is None else layer.name


def convert(p, source, destination):
    """C12 from `source` to `destination`, either None for the window (C16, C17)."""
    if source is None:
        return destination.convert_point_from_window(p)
    return source.convert_point(p, destination)


def colour_of(svg, name):
    """The colour a system is drawn in: its outline's stroke, or for the window (no outline) its label's fill."""
    for a in map(attrs, re.findall(r"<(?:polygon|text) [^>]*>", svg)):
        if a.get("data-layer") == name:
            return a.get("stroke") or a.get("fill")
    return None


def lines(svg, cls, colour):
    return [[float(a[k]) for k in ("x1", "y1", "x2", "y2")] for a in map(attrs, re.findall(r"<line [^>]*>", svg))
            if a.get("class") == cls and a.get("stroke") == colour]


def check_outline(svg, layer, root, platform, top, problems):
    """A layer's outline where the oracle puts its corners; the window (None) has none. Its colour, or None."""
    name = name_of(layer)
    outline = next((a for a in map(attrs, re.findall(r"<polygon [^>]*>", svg)) if a.get("data-layer") == name), None)
    if layer is None:
        if outline is not None:
            problems.append(f"{name}: outlined, but the window has no bounds to outline")
        return colour_of(svg, name)
    if outline is None:
        problems.append(f"{name}: not outlined")
        return None
    shown = [tuple(map(float, q.split(","))) for q in outline["points"].split()]
    corners = [page_point(layer, root, platform, c, top) for c in layer.corners()]
    if any(abs(a - b) > TOL for s, e in zip(shown, corners) for a, b in zip(s, e)):
        problems.append(f"{name}: outlined at {outline['points']}, the oracle {corners}")
    return outline["stroke"]


def check_system(svg, layer, root, platform, top, p, point, problems):
    """The outline, guides and axes of one layer (None: the window), whose coordinates of the point are p."""
    name = name_of(layer)
    colour = check_outline(svg, layer, root, platform, top, problems)
    if colour is None:
        return

    def on_page(q):
        return page_point(layer, root, platform, q, top)
    want = {"coordinate-guide": [point + on_page((p[0], 0.0)), point + on_page((0.0, p[1]))],
            "axis x": [on_page((0.0, 0.0)) + on_page((40.0, 0.0))],
            "axis y": [on_page((0.0, 0.0)) + on_page((0.0, 40.0))]}
    for cls, expected in want.items():
        drawn = lines(svg, cls, colour)
        if len(drawn) != len(expected) or any(abs(a - b) > TOL for d, e in zip(drawn, expected) for a, b in zip(d, e)):
            problems.append(f"{name}: {cls} lines {drawn}, the oracle {[tuple(e) for e in expected]}")


def check_svg(svg, scene, platform, problems):
    head = attrs(svg[:svg.index(">")])
    names = (head["data-source"], head["data-destination"])
    source, destination = (None if name == WINDOW else resolve(scene, name) for name in names)
    if any(layer is None and name != WINDOW for layer, name in zip((source, destination), names)) or names == (WINDOW, WINDOW):
        problems.append(f"the oracle's scene has no layer {names[0]} or {names[1]}")
        return
    desc = html.unescape(re.search(r"<desc[^>]*>([^<]*)</desc>", svg).group(1))
    m = re.search(r"The point \((%s), (%s)\) in .+?'s coordinates is \((%s), (%s)\) in .+?'s:" % (NUM, NUM, NUM, NUM), desc)
    if not m:
        problems.append("desc: does not say the point and its conversion")
        return
    p = (number(m.group(1)), number(m.group(2)))
    converted = convert(p, source, destination)
    if not (close(m.group(3), converted[0]) and close(m.group(4), converted[1])):
        problems.append(f"desc: '{m.group(0)}', the oracle converts {p} to {converted}")
    for layer, (x, y) in ((source, p), (destination, converted)):
        label = re.search(r'data-layer="%s">\((%s), (%s)\) in ' % (re.escape(name_of(layer)), NUM, NUM), svg)
        if not label or not (close(label.group(1), x) and close(label.group(2), y)):
            problems.append(f"{name_of(layer)}: labelled {label.group(0) if label else 'nothing'}, the oracle ({x}, {y})")
    root = scene.view.layer
    top = (source or destination).ancestors()[-1]
    point = page_point(source, root, platform, p, top)
    circle = attrs(re.search(r'<circle [^>]*class="conversion-point"[^>]*>', svg).group(0))
    if abs(float(circle["cx"]) - point[0]) > TOL or abs(float(circle["cy"]) - point[1]) > TOL:
        problems.append(f"the point is drawn at ({circle['cx']}, {circle['cy']}), the oracle {point}")
    for layer, q in ((source, p), (destination, converted)):
        check_system(svg, layer, root, platform, top, q, point, problems)


def check_page(path, page, problems, not_checked):
    checked = 0
    for match in SVG.finditer(page):
        owner = [m for m in re.finditer(r'<figure class="listing" id="listing-([A-Za-z0-9-]+)"([^>]*)>', page)
                 if m.start() < match.start()]
        listing_id = owner[-1].group(1) if owner else "?"
        where = f"{path.name} point conversion of {listing_id}"
        fn = expectations.REGISTRY.get((path.stem + ".md", listing_id))
        scenes = scenes_of(fn) if fn else []
        if len(scenes) != 1:
            not_checked.append(f"{where}: the chapter function builds {len(scenes)} scenes, not one")
            continue
        platform = "macos" if 'data-platform="macos"' in owner[-1].group(2) else "ios"
        found = []
        check_svg(match.group(0), scenes[0], platform, found)
        problems.extend(f"{where}: {p}" for p in found)
        checked += 1
    return checked
