"""Checks the strip of event-step panels under a listing's figure against the oracle's scene after each step.

docs/authoring.md ("Events"): a step is an event or one translation of a pan; each panel draws the layers as that
step left them, captioned with its event (`pan +25, 0`: the step's translation from its pan's start). docs/figures.md
(EventStepPanel): the caption is the SVG's `<title>`, `CAPTION: N layers, as this step left them.` its `<desc>`, and a
layer is outlined exactly where the main figure draws it. A chapter function in expectations.EVENT_STEPS gives the
oracle's layer view after every step; each panel's layer polygons (points with two decimals) must be that layer's
window corners, its caption the step's translation, its count the layers under the root.
"""

import html
import re

import expectations
from scenes import Expected, layers_of

SVG = re.compile(r'<svg [^>]*class="figure event-step-panel".*?</svg>', re.S)
POLYGON = re.compile(r'<polygon points="([^"]*)" class="layer[^"]*"[^>]*data-layer="([^"]*)"')
POINT_TOL = 0.005 + 1e-7


class _Root:
    """layers_of takes a scene; the panel's scene is the one the step's view was built in."""

    def __init__(self, layer):
        while layer.superlayer is not None:
            layer = layer.superlayer

        class View:
            pass
        self.view = View()
        self.view.layer = layer


def check_panel(svg, view, translation, problems):
    scene = _Root(view.layer)
    title = html.unescape(re.search(r"<title[^>]*>([^<]*)</title>", svg).group(1))
    m = re.fullmatch(r"pan ([+-]?\d+(?:\.\d+)?), ([+-]?\d+(?:\.\d+)?)", title)
    if not m or abs(float(m.group(1)) - translation[0]) > 1e-9 or abs(float(m.group(2)) - translation[1]) > 1e-9:
        problems.append(f"captioned '{title}', the step's translation is {translation}")
    layers = layers_of(scene)
    drawn = POLYGON.findall(svg)
    desc = html.unescape(re.search(r"<desc[^>]*>([^<]*)</desc>", svg).group(1))
    count = re.fullmatch(re.escape(title) + r": (\d+) layers?, as this step left (?:it|them)\.", desc)
    if not count or int(count.group(1)) != len(layers):
        problems.append(f"desc '{desc}', the oracle's scene has {len(layers)} layers under the root")
    named = {layer.name: layer for layer in layers}
    for points, name in drawn:
        layer = named.get(name)
        if layer is None:
            problems.append(f"{name}: no layer of the oracle's scene has this name")
            continue
        shown = [tuple(float(v) for v in p.split(",")) for p in points.split()]
        expected = Expected(layer, scene.view.layer, "ios").corners()
        if expected is None or any(abs(a[0] - b[0]) > POINT_TOL or abs(a[1] - b[1]) > POINT_TOL
                                   for a, b in zip(shown, expected)):
            problems.append(f"{name}: drawn at {points}, the oracle after this step "
                            f"{' '.join(f'{x:.4f},{y:.4f}' for x, y in expected or [])}")
    if len(drawn) != len(layers):
        problems.append(f"{len(drawn)} layers outlined, the oracle's scene has {len(layers)}")


def check_page(path, page, problems, not_checked):
    """Returns how many panels were checked."""
    chapter = path.stem + ".md"
    checked = 0
    steps_of = {}
    for match in SVG.finditer(page):
        svg = match.group(0)
        head = re.search(r'aria-labelledby="figure-(.+)-step-(\d+)-title', svg)
        listing_id, step = head.group(1), int(head.group(2))
        where = f"{path.name} event-step panel {listing_id}-step-{step}"
        fn = expectations.EVENT_STEPS.get((chapter, listing_id))
        if fn is None:
            not_checked.append(f"{where}: no chapter function gives the scene after each step")
            continue
        if listing_id not in steps_of:
            steps_of[listing_id] = fn()
        steps = steps_of[listing_id]
        if not 1 <= step <= len(steps):
            problems.append(f"{where}: step {step}, the declared events have {len(steps)} steps")
            continue
        found = []
        check_panel(svg, *steps[step - 1], found)
        problems.extend(f"{where}: {p}" for p in found)
        checked += 1
    return checked
