"""Checks the frames of an animated layer's Play (`data-animation`, `data-keyframes`) against animation.py.

docs/figures.md says what they are: the presentation transform at 49 times evenly spaced over the animations'
span, both ends included, the last at the end itself (what the screen shows once the animations are over). The
oracle's layer (scenes.resolve) carries the animations its chapter function adds (`oracle.Layer.animations`, all
added at time 0); animation.BasicAnimation gives the presentation transform at each time (B10/B11 and the
published sources named there). Only one animation per layer is modelled; more are listed as not checked.
"""

from keyframes import FRAME_TOL, fmt, off, spelled_matrix
from scenes import resolve

FRAMES = 49


def check(layer_divs, scene, problems, unchecked):
    """Returns how many frames were checked."""
    checked = 0
    for node in layer_divs:
        if "data-animation" not in node.attrs:
            continue
        name = node.attrs.get("data-layer")
        layer = resolve(scene, name)
        animations = getattr(layer, "animations", [])
        if len(animations) != 1:
            unchecked.append(f"{name}: the oracle's layer has {len(animations)} animations, its frames are not "
                             f"checked")
            continue
        animation = animations[0]
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
