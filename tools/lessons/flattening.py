"""Checks the flattening comparison (two panels: what Core Animation draws, and the intermediate layer as a
CATransformLayer) against the oracle's scene of its listing.

Spec C5: Screen(L) = Up(L) . F? . Up(S1) . F? ... where each F (m33 := 0) is present iff that superlayer is not a
CATransformLayer. The left panel's `data-corners` are the oracle's corners (oracle.Layer.screen: F at every layer,
the listing's layers being ordinary ones); the right panel's are the same product without the F of the intermediate layer the title names, for its
sublayers (the intermediate itself is where it was). The description's edge lengths of each sublayer in both
panels (left and right edges, top edge: distances between the window corners) are compared within their digits.
"""

import html
import math
import re

import expectations
from oracle import FLATTEN, apply_point, matmul
from scenes import Expected, resolve, scenes_of

PANEL = re.compile(r'<svg class="panel (drawn|expected)".*?</svg>', re.S)
CORNERS = re.compile(r'<polygon [^>]*class="layer[^"]*"[^>]*data-layer="([^"]*)"[^>]*data-corners="([^"]*)"')
TOL = 0.5e-4 + 1e-7
NUM = r"\d+(?:\.\d+)?"


def screen(layer, transform_layer):
    """C5's product, with no F for the sublayers of `transform_layer` (None: F everywhere)."""
    m = layer.up()
    while layer.superlayer is not None:
        if layer.superlayer is not transform_layer:
            m = matmul(m, FLATTEN)
        layer = layer.superlayer
        m = matmul(m, layer.up())
    return matmul(m, FLATTEN)


def corners(layer, transform_layer, root):
    pts = [apply_point((x, y, 0.0), screen(layer, transform_layer)) for x, y in layer.corners()]
    return [Expected(layer, root, "ios").window(p[0] / p[3], p[1] / p[3]) for p in pts]


def edges(quad):
    def length(a, b):
        return math.hypot(quad[a][0] - quad[b][0], quad[a][1] - quad[b][1])
    return length(0, 3), length(1, 2), length(0, 1)


def check_svg(svg, scene, intermediate, problems):
    root = scene.view.layer
    expected = {}
    for kind, panel in ((m.group(1), m.group(0)) for m in PANEL.finditer(svg)):
        for name, text in CORNERS.findall(panel):
            layer = resolve(scene, name)
            if layer is None:
                problems.append(f"{kind} panel: no layer {name} in the oracle's scene")
                continue
            want = corners(layer, intermediate if kind == "expected" else None, root)
            shown = [tuple(map(float, p.split(","))) for p in text.split()]
            if any(abs(a - b) > TOL for s, w in zip(shown, want) for a, b in zip(s, w)):
                problems.append(f"{kind} panel: {name} data-corners {text}, the oracle (C5) {want}")
            expected[(kind, layer.name)] = want
    desc = html.unescape(re.search(r"<desc[^>]*>([^<]*)</desc>", svg).group(1))
    for sub in intermediate.sublayers:
        name = sub.name.split(".")[-2] if sub.name.endswith(".layer") else sub.name
        m = re.search(r"Left, %s is [^:]*: its left edge is (%s) and its right edge (%s) points long, its top edge "
                      r"(%s) points wide; right, it is [^:]*: its left edge is (%s) and its right edge (%s) points "
                      r"long, its top edge (%s) points wide" % ((re.escape(name),) + (NUM,) * 6), desc)
        if not m:
            problems.append(f"desc: does not give {name}'s edges in both panels")
            continue
        want = edges(corners(sub, None, root)) + edges(corners(sub, intermediate, root))
        for said, value in zip(m.groups(), want):
            decimals = len(said.split(".")[1]) if "." in said else 0
            if abs(float(said) - value) > 0.5 * 10 ** -decimals + 1e-9:
                problems.append(f"desc: {name}'s edges {m.groups()}, the oracle {tuple(round(v, 4) for v in want)}")
                break


def check_page(path, page, problems, not_checked):
    checked = 0
    for match in re.finditer(r'<svg [^>]*class="figure flattening-comparison"', page):
        end = page.index("</figure>", match.start())
        svg = page[match.start():end]
        owner = [m.group(1) for m in re.finditer(r'<figure class="listing" id="listing-([A-Za-z0-9-]+)"', page)
                 if m.start() < match.start()]
        where = f"{path.name} flattening comparison of {owner[-1] if owner else '?'}"
        title = re.search(r"<title[^>]*>[^<]*: (\S+) flattens its sublayers</title>", svg)
        fn = expectations.REGISTRY.get((path.stem + ".md", owner[-1])) if owner else None
        scenes = [s for s in (scenes_of(fn) if fn else []) if title and resolve(s, title.group(1))]
        if not scenes:
            not_checked.append(f"{where}: no oracle scene has the layer its title names")
            continue
        found = []
        check_svg(svg, scenes[0], resolve(scenes[0], title.group(1)), found)
        problems.extend(f"{where}: {p}" for p in found)
        checked += 1
    return checked
