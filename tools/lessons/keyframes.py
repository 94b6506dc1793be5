"""Checks the Play keyframes of a layer diagram's CSS rendition (`data-keyframes`, `data-steps`), from the oracle.

docs/figures.md says what the frames are: "Play from the identity" holds the nine frames between the identity and
the layer's transform, evenly spaced, by CSS-style interpolation; "Play step by step" (`data-steps`) moves one
operation at a time, five frames per operation from the matrix before it to the matrix after it, the last of
them the step's result (the last step's result is the style's transform itself, not repeated). The
specification says only that whole matrices interpolate "very likely" by decomposition (B11): the frames are
compared with animation.py's CSS Transforms 2 interpolation, which is what the docs claim Play uses.

Each step's result is also computed from its words with oracle.py: `translate`, `scale`, `rotate` (about z, or
`about x|y|z`) applied to the matrix before it, either as a step function (the operation applied first, as
CATransform3DRotate(t, ...) does) or as a concatenation after it (Concat(t, op)), since the words do not say which
the listing wrote; `invert` the inverse; `perspective m34 = v` the matrix before it with m34 set to v (within v's
printed digits). `set entries` names no values: only its interpolation is checked. Frames print six decimals.
"""

import math
import re

from animation import interpolate_matrices
from oracle import identity4, invert, make_rotation, make_scale, make_translation, matmul

FRAME_TOL = 0.5e-6 + 1e-9   # six decimals
STYLE_MATRIX = re.compile(r"matrix3d\(([^)]*)\)")
AXES = {"x": (1, 0, 0), "y": (0, 1, 0), "z": (0, 0, 1)}
NUMBER = r"-?\d+(?:\.\d+)?(?:e-?\d+)?"


def spelled_matrix(text):
    """A frame in the compact spelling: empty entries are the identity's, missing trailing ones too."""
    entries = text.split(",")
    if len(entries) > 16:
        raise ValueError(f"a frame of {len(entries)} entries")
    flat = [float(e) if e else (1.0 if i % 5 == 0 else 0.0) for i, e in enumerate(entries)]
    flat += [1.0 if i % 5 == 0 else 0.0 for i in range(len(flat), 16)]
    return [flat[i * 4:i * 4 + 4] for i in range(4)]


def style_matrix(style):
    m = STYLE_MATRIX.search(style.get("transform", ""))
    return spelled_matrix(m.group(1)) if m else identity4()


def off(a, b):
    return max(abs(x - y) for ra, rb in zip(a, b) for x, y in zip(ra, rb))


def fmt(m):
    return "(" + ", ".join(f"{v:.6g}" for row in m for v in row) + ")"


def operation(words):
    """The matrix of a step's operation from its words, or None for words it does not know."""
    m = re.fullmatch(r"translate (%s), (%s)(?:, (%s))?" % (NUMBER, NUMBER, NUMBER), words)
    if m:
        return make_translation(float(m.group(1)), float(m.group(2)), float(m.group(3) or 0))
    m = re.fullmatch(r"scale (%s)(?:, (%s))?(?:, (%s))?" % (NUMBER, NUMBER, NUMBER), words)
    if m:
        sx = float(m.group(1))
        return make_scale(sx, float(m.group(2)) if m.group(2) else sx, float(m.group(3) or 1))
    m = re.fullmatch(r"rotate (%s)° ?(?:about ([xyz]))?" % NUMBER, words)
    if m:
        return make_rotation(math.radians(float(m.group(1))), *AXES[m.group(2) or "z"])
    m = re.fullmatch(r"rotate (%s)° about \((%s), (%s), (%s)\)" % ((NUMBER,) * 4), words)
    if m:
        return make_rotation(math.radians(float(m.group(1))), *(float(m.group(i)) for i in (2, 3, 4)))
    return None


def candidates(words, before):
    """What the words do to `before` (both orders for an operation), or None for words that name no values."""
    if words == "invert":
        return [invert(before)]
    op = operation(words)
    return None if op is None else [matmul(op, before), matmul(before, op)]


def undone(words, after):
    """The matrices before a step whose words and result are known, or None."""
    if words == "invert":
        return [invert(after)]
    op = operation(words)
    return None if op is None else [matmul(invert(op), after), matmul(after, invert(op))]


def nearest(options, frame):
    return min(options, key=lambda m: off(m, frame))


def exact_results(steps, shown, end):
    """Each step's result computed from the words: forward from the identity up to the first step whose words name
    no values, backward from the style's exact transform down to it; None where neither reaches. `shown` are the
    results as the frames print them, used only to choose between the two orders of an operation."""
    exact = [None] * len(steps)
    before = identity4()
    for k, words in enumerate(steps):
        options = candidates(words, before)
        if options is None:
            break
        exact[k] = before = nearest(options, shown[k])
    exact[-1] = end
    for k in range(len(steps) - 1, 0, -1):
        options = undone(steps[k], exact[k])
        if options is None or exact[k - 1] is not None:
            break
        exact[k - 1] = nearest(options, shown[k - 1])
    return exact


def perspective_problem(words, before, after):
    m = re.fullmatch(r"perspective m34 = (%s)" % NUMBER, words)
    if not m:
        return None
    decimals = len(m.group(1).split(".")[1]) if "." in m.group(1) else 0
    if abs(after[2][3] - float(m.group(1))) > 0.5 * 10 ** -decimals + 1e-12:
        return f"m34 {after[2][3]!r}, the words say {m.group(1)}"
    expected = [row[:] for row in before]
    expected[2][3] = after[2][3]
    if off(expected, after) > FRAME_TOL:
        return f"gives {fmt(after)}, more than m34 set on {fmt(before)}"
    return None


def check_interpolation(frames, start, end, divisions, present, first, label, problems):
    """frames[first:first + present] must be the interpolation from start to end at 1/divisions, 2/divisions, ..."""
    for j in range(1, present + 1):
        index = first + j - 1
        expected = interpolate_matrices(start, end, j / divisions)
        if index < len(frames) and off(frames[index], expected) > FRAME_TOL:
            problems.append(f"{label}: frame {index + 1} is {fmt(frames[index])}, the CSS interpolation at "
                            f"{j}/{divisions} gives {fmt(expected)}")


def check_steps(name, steps, frames, end, problems, unchecked):
    if len(frames) != 5 * len(steps) - 1:
        problems.append(f"{name}: {len(frames)} keyframes for {len(steps)} steps (five per step, the last the end)")
        return
    shown = [frames[5 * k + 4] for k in range(len(steps) - 1)] + [end]
    exact = exact_results(steps, shown, end)
    before = identity4()
    for k, words in enumerate(steps):
        label = f"{name}: step {k + 1} '{words}'"
        after = exact[k]
        if after is None:
            unchecked.append(f"{label}: neither the words before nor after it give this step's result")
            after = shown[k]
        elif off(after, shown[k]) > FRAME_TOL:
            problems.append(f"{label}: its last frame is {fmt(shown[k])}, the words give {fmt(after)}")
        if words not in ("invert", "set entries") and operation(words) is None:
            problem = perspective_problem(words, before, after)
            if problem:
                problems.append(f"{label} {problem}")
            elif not words.startswith("perspective m34 = "):
                unchecked.append(f"{label}: words the checker does not know")
        check_interpolation(frames, before, after, 5, 5 if k < len(steps) - 1 else 4, 5 * k, label, problems)
        before = after


def check(layer_divs, problems, unchecked):
    """layer_divs: the rendition's layer elements (pages.Node). Returns how many frames were checked."""
    checked = 0
    for node in layer_divs:
        text = node.attrs.get("data-keyframes")
        if text is None:
            continue
        name = node.attrs.get("data-layer")
        if "data-animation" in node.attrs:
            continue  # animated.py checks them against the oracle's scene
        frames = [spelled_matrix(f) for f in text.split(";")]
        end = style_matrix(node.style)
        steps = node.attrs.get("data-steps")
        if steps:
            check_steps(name, steps.split("|"), frames, end, problems, unchecked)
        elif len(frames) != 9:
            problems.append(f"{name}: {len(frames)} keyframes from the identity, the docs say nine")
        else:
            check_interpolation(frames, identity4(), end, 10, 9, 0, f"{name}: Play from the identity", problems)
        checked += len(frames)
    return checked
