#!/usr/bin/env python3
"""Checks every figure of a built site against the oracle, independently of the notebook tool.

    python3 tools/lessons/figures.py SITE_DIR

For every layer diagram (the SVG of a listing's figure and its CSS 3D rendition) whose listing a chapter function
of expectations.py rebuilds, the scene that function builds with oracle.py gives: each layer's four window
corners (`data-corners`), which layers are drawn, hidden as back faces or culled under a hidden layer, the anchor
point's circle, and the numbers and words of the `<desc>` (descriptions.py, with painters.py for the back-to-front
order), the touches it marks (touches.py: the dot where the root's placement in the window puts the root-view
point, the view the oracle's hitTest reaches); composing the rendition's nested divs with the page's CSS (pages.py) must put every layer's corners where
the SVG puts them; Play's keyframes are checked by keyframes.py and animated.py. The other kinds of figures are
checked by transforms.py, events.py, sideview.py, conversion.py, matrixorders.py, axes.py and flattening.py. Every
mismatch is printed, all in one run, and the exit status is 1 if there is any. Figures that are not checked are
listed with the reason.
"""

import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).parent))

import animated  # noqa: E402
import axes  # noqa: E402
import conversion  # noqa: E402
import events  # noqa: E402
import expectations  # noqa: E402
import flattening  # noqa: E402
import keyframes  # noqa: E402
import touches  # noqa: E402
import transforms  # noqa: E402
import matrixorders  # noqa: E402
import pages  # noqa: E402
import sideview  # noqa: E402
from descriptions import check_desc  # noqa: E402
from scenes import Expected, layers_of, resolve, scenes_of  # noqa: E402

CORNER_TOL = 0.5e-4 + 1e-7   # data-corners print 4 decimals
ANCHOR_TOL = 0.5e-2 + 1e-7   # the circle's cx, cy print 2 decimals
CHECKED_KINDS = ("transform-diagram", "event-step-panel", "perspective-side-view", "point-conversion",
                 "matrix-orders", "rotation-axes", "flattening-comparison")
RENDITION_TOL = 1e-3         # the rendition against the SVG: both from the page, different rounding


def differs(a, b, tol):
    return len(a) != len(b) or any(abs(p[0] - q[0]) > tol or abs(p[1] - q[1]) > tol for p, q in zip(a, b))


def fmt(points):
    return " ".join(f"{x:.4f},{y:.4f}" for x, y in points)


def scene_for(figure, scenes):
    """The scene a figure shows: the one built scene holding every layer the SVG names. Several such scenes that
    do not agree on those layers' corners cannot be told apart, so the figure is not checked (None, reason)."""
    names = {layer.name for layer in figure.layers}
    fitting = [s for s in scenes if all(resolve(s, n) is not None for n in names)
               and not getattr(s.view.layer, "cross_check_only", False)]
    if not fitting:
        built = sorted({l.name for s in scenes for l in layers_of(s)})
        return None, f"the oracle's scene has none of the layers {sorted(names)} (its layers: {built})"
    first = fitting[0]

    def corners(scene):
        return [Expected(resolve(scene, n), scene.view.layer, figure.platform).corners() for n in sorted(names)]
    if any(corners(s) != corners(first) for s in fitting[1:]):
        return None, f"the chapter function builds {len(fitting)} different scenes with these layers"
    return first, None


def check_layers(figure, scene, problems):
    seen = set()
    for drawn in figure.layers:
        layer = resolve(scene, drawn.name)
        if layer is None or id(layer) in seen:
            problems.append(f"{drawn.name}: no (further) layer of the oracle's scene has this name")
            continue
        seen.add(id(layer))
        expected = Expected(layer, scene.view.layer, figure.platform)
        if expected.state == "clipped":
            problems.append(f"{drawn.name}: drawn as {drawn.kind}, but a corner is behind the eye (clipping is "
                            f"not checked: the SVG should say so)")
            continue
        if drawn.kind != expected.state and expected.state != "edge-on":
            problems.append(f"{drawn.name}: the SVG draws it as {drawn.kind}, the oracle says {expected.state}")
        corners = expected.corners()
        if differs(drawn.corners, corners, CORNER_TOL):
            problems.append(f"{drawn.name}: data-corners {fmt(drawn.corners)}, oracle {fmt(corners)}")
        if drawn.anchor is not None:
            anchor = expected.anchor()
            if differs([drawn.anchor], [anchor], ANCHOR_TOL):
                problems.append(f"{drawn.name}: anchor circle at {drawn.anchor}, oracle ({anchor[0]:.4f}, "
                                f"{anchor[1]:.4f})")
        elif drawn.kind == "drawn":
            problems.append(f"{drawn.name}: drawn without its anchor point")
    for layer in layers_of(scene):
        state = Expected(layer, scene.view.layer, figure.platform).state
        if id(layer) not in seen and state in ("drawn", "hidden"):
            problems.append(f"{layer.name}: the oracle has it {state}, the SVG does not draw it")


def check_rendition(figure, problems):
    if figure.rendition is None:
        problems.append("no CSS rendition")
        return
    for drawn in figure.layers:
        corners = figure.rendition.get(drawn.name)
        if corners is None:
            problems.append(f"{drawn.name}: not in the CSS rendition")
        elif differs(corners, drawn.corners, RENDITION_TOL):
            problems.append(f"{drawn.name}: the CSS rendition puts its corners at {fmt(corners)}, the SVG at "
                            f"{fmt(drawn.corners)}")


def check_page(path, problems, not_checked, unchecked, counts):
    chapter = path.stem + ".md"
    page = path.read_text()
    for figure in pages.figures(page):
        where = f"{path.name} figure of {figure.listing_id}"
        found, notes = [], []
        # The rendition against the SVG needs no oracle: it is checked for every layer diagram.
        check_rendition(figure, found)
        counts["frames"] += keyframes.check(figure.rendition_layers, found, notes)
        problems.extend(f"{where}: {p}" for p in found)
        unchecked.extend(f"{where}: {n}" for n in notes)
        found, notes = [], []
        fn = expectations.REGISTRY.get((chapter, figure.listing_id))
        if fn is None:
            not_checked.append(f"{where}: no chapter function rebuilds this listing (only its rendition is checked)")
            continue
        scene, reason = scene_for(figure, scenes_of(fn))
        if scene is None:
            not_checked.append(f"{where}: {reason} (only its rendition is checked)")
            continue
        found = []
        check_layers(figure, scene, found)
        counts["touches"] += touches.check(figure, scene, found)
        figure.outlines = animated.check_outlines(figure, figure.svg, scene, found)
        check_desc(figure, scene, found, notes)
        counts["frames"] += animated.check(figure.rendition_layers, scene, found, notes)
        problems.extend(f"{where}: {p}" for p in found)
        unchecked.extend(f"{where}: {n}" for n in notes)
        counts["figures"] += 1
        counts["layers"] += len(figure.layers)
    counts["transforms"] += transforms.check_page(path, page, problems, not_checked, unchecked)
    counts["panels"] += events.check_page(path, page, problems, not_checked)
    for module in (sideview, conversion, matrixorders, axes, flattening):
        counts["others"] += module.check_page(path, page, problems, not_checked)
    for figure_id, kind in pages.other_figures(page):
        if kind not in CHECKED_KINDS:
            not_checked.append(f"{path.name} {kind} figure {figure_id}: not checked (no check of this kind)")


def main(argv):
    if len(argv) != 2:
        print("usage: figures.py SITE_DIR", file=sys.stderr)
        return 2
    site = pathlib.Path(argv[1])
    paths = sorted(site.glob("[0-9]*.html"))
    if not paths:
        print(f"error: no chapter pages in {site}", file=sys.stderr)
        return 1
    problems, not_checked, unchecked = [], [], []
    counts = {"figures": 0, "layers": 0, "touches": 0, "frames": 0, "transforms": 0, "panels": 0, "others": 0}
    for path in paths:
        check_page(path, problems, not_checked, unchecked, counts)
    for line in not_checked:
        print(f"not checked: {line}")
    for line in unchecked:
        print(f"words not checked: {line}")
    for line in problems:
        print(f"mismatch: {line}")
    print(f"figures.py: {counts['figures']} layer diagrams ({counts['layers']} layers, {counts['touches']} touches) checked, "
          f"{counts['frames']} Play keyframes, {counts['transforms']} transform diagrams, {counts['panels']} event "
          f"panels and {counts['others']} other figures checked, {len(not_checked)} figures not checked, "
          f"{len(problems)} mismatches")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
