"""Checks the perspective side view (`figure=side-view`) against the oracle's scene of its listing.

docs/figures.md (PerspectiveSideView): the layer's transform is split as t = A . P(m34 = -1/d), the perspective
applied last; the layer's left and right edges at the anchor's height go through A to (x, z), drawn at page (x, z)
about the anchor (z towards the viewer drawn downwards); the eye is at (0, d); a ray from the eye through each
edge meets the screen z = 0 at x . d / (d - z) (`data-x`, exact), and the drawn width is the distance between the
two hits. The oracle's layer is the one layer of the listing's scene whose transform is not affine; A is the
transform times P(d)'s inverse (oracle.invert), d from scenes.perspective_distance.
"""

import html
import math
import re

import expectations
from oracle import identity4, invert, is_affine, matmul, apply_point
from scenes import layers_of, perspective_distance, rotation_of_matrix, scenes_of

SVG = re.compile(r'<svg [^>]*class="figure perspective-side-view".*?</svg>', re.S)
NUM = r"-?\d+(?:\.\d+)?"


def attrs(tag):
    return dict(re.findall(r'([a-z0-9-]+)="([^"]*)"', tag))


def close(text, expected):
    decimals = len(text.split(".")[1]) if "." in text else 0
    return abs(float(text.replace("−", "-")) - expected) <= 0.5 * 10 ** -decimals + 1e-9


def edges(layer, d):
    """(x, z) of the left and right edges at the anchor's height through A, about the anchor."""
    p = identity4()
    p[2][3] = -1.0 / d
    a = matmul(layer.transform, invert(p))
    bx, _, bw, _ = layer.bounds
    ax, _, _ = layer.anchor_in_bounds()
    out = []
    for x in (bx - ax, bx + bw - ax):
        q = apply_point((x, 0.0, 0.0), a)
        out.append((q[0] / q[3], q[2] / q[3]))
    return out, a


def check_svg(svg, layer, problems):
    d = perspective_distance(layer.transform)
    if d is None:
        problems.append("the listing's transform is not A . P(d)")
        return
    if abs(float(attrs(svg[:svg.index(">")])["data-distance"]) - d) > 1e-9:
        problems.append(f"data-distance is not the oracle's d = {d}")
    (left, right), a = edges(layer, d)
    line = attrs(re.search(r'<line [^>]*class="layer"[^>]*>', svg).group(0))
    ends = [(float(line["x1"]), float(line["y1"])), (float(line["x2"]), float(line["y2"]))]
    if any(abs(p - q) > 0.005 + 1e-7 for e, w in zip(ends, (left, right)) for p, q in zip(e, w)):
        problems.append(f"the turned layer is drawn from {ends[0]} to {ends[1]}, the oracle {left} to {right}")
    hits = [x * d / (d - z) for x, z in (left, right)]
    drawn = [float(attrs(c)["data-x"]) for c in re.findall(r'<circle [^>]*class="screen-hit"[^>]*>', svg)]
    if len(drawn) != 2 or any(abs(h - e) > 1e-9 for h, e in zip(drawn, hits)):
        problems.append(f"the rays meet the screen at {drawn}, the oracle x . d / (d - z) gives {hits}")
    desc = html.unescape(re.search(r"<desc[^>]*>([^<]*)</desc>", svg).group(1))
    check_desc(desc, layer, d, a, (left, right), hits, problems)


def check_desc(desc, layer, d, a, edge_points, hits, problems):
    turn = rotation_of_matrix(a)
    claims = [
        (r"The eye is (%s) points in front of the screen plane" % NUM, [d]),
        (r"The layer, (%s) points wide" % NUM, [layer.bounds[2]]),
        (r"is turned (%s)° about y" % NUM, [turn[0] if turn and abs(abs(turn[1][1]) - 1) < 1e-9 else math.nan]),
        (r"its left edge is (%s) points (in front of|behind) the screen" % NUM, [abs(edge_points[0][1])]),
        (r"its right edge is (%s) points (in front of|behind) the screen" % NUM, [abs(edge_points[1][1])]),
        (r"meet the screen at x = (%s) and x = (%s)" % (NUM, NUM), hits),
        (r"so the layer is drawn (%s) points wide" % NUM, [hits[1] - hits[0]]),
    ]
    for pattern, values in claims:
        m = re.search(pattern, desc)
        numbers = [g for g in m.groups() if g not in ("in front of", "behind")] if m else []
        if not m or any(not close(n, v) for n, v in zip(numbers, values)):
            problems.append(f"desc: '{m.group(0) if m else pattern}', the oracle {values}")
        elif len(m.groups()) == 2 and m.group(2) in ("in front of", "behind"):
            z = edge_points[0 if "left" in pattern else 1][1]
            if (m.group(2) == "in front of") != (z > 0):
                problems.append(f"desc: '{m.group(0)}' but the edge's z is {z}")


def check_page(path, page, problems, not_checked):
    checked = 0
    for match in SVG.finditer(page):
        svg = match.group(0)
        listing = [m.group(1) for m in re.finditer(r'<figure class="listing" id="listing-([A-Za-z0-9-]+)"', page)
                   if m.start() < match.start()]
        where = f"{path.name} perspective side view of {listing[-1] if listing else '?'}"
        fn = expectations.REGISTRY.get((path.stem + ".md", listing[-1])) if listing else None
        scenes = scenes_of(fn) if fn else []
        layers = [l for s in scenes[:1] for l in layers_of(s) if not is_affine(l.transform)]
        if len(layers) != 1:
            not_checked.append(f"{where}: the oracle's scene has no single layer in perspective")
            continue
        found = []
        check_svg(svg, layers[0], found)
        problems.extend(f"{where}: {p}" for p in found)
        checked += 1
    return checked
