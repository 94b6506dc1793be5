"""Checks the frames of an animated layer's Play (`data-animation`, `data-keyframes`) against animation.py.

docs/figures.md says what they are: the presentation transform at 49 times evenly spaced over the animations'
span, both ends included, the last at the end itself (what the screen shows once the animations are over). The
oracle's layer (scenes.resolve) carries the animations its chapter function adds (`oracle.Layer.animations`, all
added at time 0); animation.BasicAnimation gives the presentation transform at each time (B10/B11 and the
published sources named there). Only one animation per layer is modelled; more are listed as not checked.

The SVG outlines the layer where the presentation transform puts it at the start, at the times the listing asks
about and at the end (`polygon.animation-outline` with `data-time` and `data-corners`); one outline labelled the
start and the end is checked at both times. The `<desc>` phrase "it is animated from t = A s to t = B s, outlined
at ..." must name the animation's span and exactly the outlines drawn.
"""

import re

from keyframes import FRAME_TOL, fmt, off, spelled_matrix
from pages import attrs, corner_list
from scenes import Expected, resolve

CORNER_TOL = 0.5e-4 + 1e-7   # data-corners print 4 decimals
OUTLINE = re.compile(r'<polygon [^>]*class="animation-outline ([a-z-]+)"[^>]*>')
PHRASE = re.compile(r"; it is animated from t = ([\d.]+) s to t = ([\d.]+) s, outlined (.*?)(?=\.(?:\s|$)|;)")

FRAMES = 49


def animated_layers(layer_divs, scene, unchecked=None):
    """(div, name, oracle layer, its animation) of each rendition layer with `data-animation` whose oracle layer has
    exactly one animation; the others are listed in `unchecked` when it is given."""
    for node in layer_divs:
        if "data-animation" not in node.attrs:
            continue
        name = node.attrs.get("data-layer")
        layer = resolve(scene, name)
        animations = getattr(layer, "animations", [])
        if len(animations) != 1:
            if unchecked is not None:
                unchecked.append(f"{name}: the oracle's layer has {len(animations)} animations, its frames are not "
                                 f"checked")
            continue
        yield node, name, layer, animations[0]


def check(layer_divs, scene, problems, unchecked):
    """Returns how many frames were checked."""
    checked = 0
    for node, name, layer, animation in animated_layers(layer_divs, scene, unchecked):
        span = float(node.attrs["data-animation"])
        if abs(span - animation.duration) > 1e-9:
            problems.append(f"{name}: data-animation {span} s, the animation lasts {animation.duration} s")
        frames = [spelled_matrix(f) for f in node.attrs.get("data-keyframes", "").split(";")]
        if len(frames) != FRAMES:
            problems.append(f"{name}: {len(frames)} animation frames, the docs say {FRAMES}")
            continue
        for i, frame in enumerate(frames):
            time = animation.duration * i / (FRAMES - 1)
            expected = animation.presentation_transform(layer.transform, time)
            if off(frame, expected) > FRAME_TOL:
                problems.append(f"{name}: the frame at t = {time:g} s is {fmt(frame)}, the oracle's presentation "
                                f"transform {fmt(expected)}")
        checked += len(frames)
    return checked


def corners_at(layer, scene, platform, animation, time):
    saved = layer.transform
    layer.transform = animation.presentation_transform(saved, time)
    try:
        return Expected(layer, scene.view.layer, platform).corners()
    finally:
        layer.transform = saved


def outlines(svg, index):
    """(class, data-time, data-corners) of the outlines of the layer with `data-layer-index` index."""
    found = []
    for m in OUTLINE.finditer(svg):
        a = attrs(m.group(0))
        if a.get("data-layer-index") == index:
            found.append((m.group(1), float(a["data-time"]), corner_list(a["data-corners"])))
    return found


def check_outlines(figure, svg, scene, problems):
    """Every outline of an animated layer against the oracle; returns {layer name: [outline classes and times]}."""
    drawn = {}
    for node, name, layer, animation in animated_layers(figure.rendition_layers, scene):
        found = outlines(svg, node.attrs.get("data-layer-index"))
        drawn[id(layer)] = found
        for kind, time, corners in found:
            times = [time, animation.duration] if kind == "start" and time == 0 and not any(
                k == "end" for k, _, _ in found) else [time]
            for t in times:
                expected = corners_at(layer, scene, figure.platform, animation, t)
                if any(abs(p[0] - q[0]) > CORNER_TOL or abs(p[1] - q[1]) > CORNER_TOL
                       for p, q in zip(corners, expected)):
                    problems.append(f"{name}: the {kind} outline (t = {time:g} s) has corners {corners}, the "
                                    f"oracle at t = {t:g} s {[(round(x, 4), round(y, 4)) for x, y in expected]}")
    return drawn


def check_phrase(layer, body, drawn, fail):
    """Removes and checks the animation phrase of a layer's clause; returns the rest of the clause."""
    m = PHRASE.search(body)
    if not m:
        if layer.animations:
            fail(f"{layer.name}: the description does not say that it is animated")
        return body
    if len(layer.animations) != 1:
        fail(f"{layer.name}: described as animated, the oracle's layer has {len(layer.animations)} animations")
        return body.replace(m.group(0), "")
    duration = layer.animations[0].duration
    if float(m.group(1)) != 0 or abs(float(m.group(2)) - duration) > 0.5 * 10 ** -len(m.group(2).partition(".")[2]):
        fail(f"{layer.name}: animated from t = {m.group(1)} s to t = {m.group(2)} s, the animation lasts {duration} s")
    said = re.findall(r"at t = ([\d.]+) s \(dotted\)", m.group(3))
    found = drawn.get(id(layer), [])
    times = sorted(t for k, t, _ in found if k == "asked-time")
    if sorted(float(t) for t in said) != times:
        fail(f"{layer.name}: outlined at t = {said} s (dotted), the SVG draws them at {times}")
    start_end = "at the start and the end, which coincide (dashed)" in m.group(3)
    kinds = sorted(k for k, _, _ in found if k != "asked-time")
    expected_kinds = ["start"] if start_end else ["end", "start"]
    says_end = "at the end as the screen then shows it (solid)" in m.group(3)
    if kinds != expected_kinds or (not start_end and not says_end):
        fail(f"{layer.name}: '{m.group(0)}' but the SVG draws the outlines {kinds}")
    return body.replace(m.group(0), "")
