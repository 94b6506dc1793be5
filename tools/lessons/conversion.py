"""Checks the point-conversion figure (`figure=convert-point`) against the oracle's scene of its listing.

docs/figures.md (PointConversionDiagram): one point in two layers' coordinate systems, `data-source` to
`data-destination`, in the page coordinates of the source's root (the window; y flipped on macOS). Checked against
oracle.py (C12 convertPoint, the layers' screen matrices): each layer's outline, the point drawn once, the dashed
guides from it to (x, 0) and (0, y) of each system, each system's axes from its origin, 40 units long, and the
numbers of the labels and the description, which must be the point and the oracle's converted point.
"""

import html
import re

import expectations
from oracle import apply_point
from scenes import Expected, resolve, scenes_of

SVG = re.compile(r'<svg [^>]*class="figure point-conversion".*?</svg>', re.S)
NUM = r"[−-]?\d+(?:\.\d+)?"
TOL = 0.005 + 1e-7  # the drawing prints two decimals


def attrs(tag):
    return dict(re.findall(r'([a-z0-9-]+)="([^"]*)"', tag))


def number(text):
    return float(text.replace("−", "-"))


def close(text, expected):
    decimals = len(text.split(".")[1]) if "." in text else 0
    return abs(number(text) - expected) <= 0.5 * 10 ** -decimals + 1e-9


def page_point(layer, root, platform, p):
    q = apply_point((p[0], p[1], 0.0), layer.screen())
    return Expected(layer, root, platform).window(q[0] / q[3], q[1] / q[3])


def lines(svg, cls, colour):
    return [[float(a[k]) for k in ("x1", "y1", "x2", "y2")] for a in map(attrs, re.findall(r"<line [^>]*>", svg))
            if a.get("class") == cls and a.get("stroke") == colour]


def check_system(svg, layer, root, platform, p, point, problems):
    """The outline, guides and axes of one layer, whose coordinates of the point are p."""
    name = layer.name
    outline = next((a for a in map(attrs, re.findall(r"<polygon [^>]*>", svg)) if a.get("data-layer") == name), None)
    if outline is None:
        problems.append(f"{name}: not outlined")
        return
    shown = [tuple(map(float, q.split(","))) for q in outline["points"].split()]
    corners = Expected(layer, root, platform).corners()
    if any(abs(a - b) > TOL for s, e in zip(shown, corners) for a, b in zip(s, e)):
        problems.append(f"{name}: outlined at {outline['points']}, the oracle {corners}")
    want = {"coordinate-guide": [point + page_point(layer, root, platform, (p[0], 0.0)),
                                 point + page_point(layer, root, platform, (0.0, p[1]))],
            "axis x": [page_point(layer, root, platform, (0.0, 0.0)) + page_point(layer, root, platform, (40.0, 0.0))],
            "axis y": [page_point(layer, root, platform, (0.0, 0.0)) + page_point(layer, root, platform, (0.0, 40.0))]}
    for cls, expected in want.items():
        drawn = lines(svg, cls, outline["stroke"])
        if len(drawn) != len(expected) or any(abs(a - b) > TOL for d, e in zip(drawn, expected) for a, b in zip(d, e)):
            problems.append(f"{name}: {cls} lines {drawn}, the oracle {[tuple(e) for e in expected]}")


def check_svg(svg, scene, platform, problems):
    head = attrs(svg[:svg.index(">")])
    source, destination = resolve(scene, head["data-source"]), resolve(scene, head["data-destination"])
    if source is None or destination is None:
        problems.append(f"the oracle's scene has no layer {head['data-source']} or {head['data-destination']}")
        return
    desc = html.unescape(re.search(r"<desc[^>]*>([^<]*)</desc>", svg).group(1))
    m = re.search(r"The point \((%s), (%s)\) in \S+ coordinates is \((%s), (%s)\) in \S+" % (NUM, NUM, NUM, NUM), desc)
    if not m:
        problems.append("desc: does not say the point and its conversion")
        return
    p = (number(m.group(1)), number(m.group(2)))
    converted = source.convert_point(p, destination)
    if not (close(m.group(3), converted[0]) and close(m.group(4), converted[1])):
        problems.append(f"desc: '{m.group(0)}', the oracle converts {p} to {converted}")
    for layer, (x, y) in ((source, p), (destination, converted)):
        label = re.search(r'data-layer="%s">\((%s), (%s)\) in ' % (re.escape(layer.name), NUM, NUM), svg)
        if not label or not (close(label.group(1), x) and close(label.group(2), y)):
            problems.append(f"{layer.name}: labelled {label.group(0) if label else 'nothing'}, the oracle ({x}, {y})")
    root = scene.view.layer
    point = page_point(source, root, platform, p)
    circle = attrs(re.search(r'<circle [^>]*class="conversion-point"[^>]*>', svg).group(0))
    if abs(float(circle["cx"]) - point[0]) > TOL or abs(float(circle["cy"]) - point[1]) > TOL:
        problems.append(f"the point is drawn at ({circle['cx']}, {circle['cy']}), the oracle {point}")
    for layer, q in ((source, p), (destination, converted)):
        check_system(svg, layer, root, platform, q, point, problems)


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
