#!/usr/bin/env python3
"""Independent oracle for TransformKit's layer projection.

Re-implements, with numpy and without looking at the Swift code, the formulas of the cited specification
(/work/shared/reference/transform-semantics.md, sections B1-B5, C3-C9, C16 and C17): row-vector matrices, op * t for the
step functions, the per-layer map T(-A) . M . T(P), the superlayer's sublayerTransform about its anchor point, the
geometryFlipped flip, flattening F (m33 := 0) at every ordinary superlayer and none at a CATransformLayer, the
division by w, the topmost layer placed in the window by its own geometry (C16 rootToWindow = up(R) . F, so quads
are in window coordinates), near-plane clipping (Sutherland-Hodgman against w >= epsilon after every flattening level), facing
from the signed area in the layer's own context plane, and visibility.

Writes Tests/TransformKitTests/Fixtures/quads.json. Each case lists its layers (with their 16-element transforms and
the operations that built them, so the Swift test can also check its own CATransform3D functions) and, for every
layer, the expected corners (x, y, w), quad, polygon, clipped flag, facing and visibility.

Usage: python3 tools/oracle/quads.py [output-path]
"""

import json
import math
import os
import sys

import numpy as np

EPSILON = 1e-6
IDENTITY = np.identity(4)
FLATTEN = np.diag([1.0, 1.0, 0.0, 1.0])


# --- CATransform3D functions (spec B3-B5), as 4x4 numpy arrays in row-vector form ---------------------------

def make_translation(tx, ty, tz):
    m = np.identity(4)
    m[3, 0:3] = [tx, ty, tz]
    return m


def make_scale(sx, sy, sz):
    return np.diag([sx, sy, sz, 1.0])


def make_rotation(angle, x, y, z):
    length = math.sqrt(x * x + y * y + z * z)
    if length == 0:
        return np.identity(4)
    x, y, z = x / length, y / length, z / length
    c, s = math.cos(angle), math.sin(angle)
    t = 1 - c
    return np.array([
        [c + x * x * t, x * y * t + z * s, x * z * t - y * s, 0],
        [y * x * t - z * s, c + y * y * t, y * z * t + x * s, 0],
        [z * x * t + y * s, z * y * t - x * s, c + z * z * t, 0],
        [0, 0, 0, 1],
    ])


def apply_ops(ops):
    """Builds a transform from operations, each applied as CATransform3D{Translate,Scale,Rotate}(m, ...) = op . m."""
    m = np.identity(4)
    for op in ops:
        kind, args = op[0], op[1:]
        if kind == "translate":
            m = make_translation(*args) @ m
        elif kind == "scale":
            m = make_scale(*args) @ m
        elif kind == "rotate":
            if math.sqrt(args[1] ** 2 + args[2] ** 2 + args[3] ** 2) != 0:
                m = make_rotation(*args) @ m
        elif kind == "m34":
            m[2, 3] = args[0]
        else:
            raise ValueError(kind)
    return m


# --- Scene ------------------------------------------------------------------------------------------------

class Layer:
    def __init__(self, spec, parent):
        self.id = spec["id"]
        self.kind = spec.get("kind", "layer")
        self.bounds = spec["bounds"]
        self.position = spec["position"]
        self.anchor = spec.get("anchorPoint", [0.5, 0.5])
        self.anchor_z = spec.get("anchorPointZ", 0.0)
        self.z_position = spec.get("zPosition", 0.0)
        self.transform = apply_ops(spec.get("transformOps", []))
        self.sublayer_transform = apply_ops(spec.get("sublayerTransformOps", []))
        self.double_sided = spec.get("doubleSided", True)
        self.geometry_flipped = spec.get("geometryFlipped", False)
        self.hidden = spec.get("hidden", False)
        self.parent = parent

    @property
    def flattens(self):
        return self.kind != "transformLayer"

    def anchor_in_bounds(self):
        x, y, w, h = self.bounds
        return (x + self.anchor[0] * w, y + self.anchor[1] * h, self.anchor_z)

    def corners(self):
        x, y, w, h = self.bounds
        return [(x, y), (x + w, y), (x + w, y + h), (x, y + h)]


def up(layer):
    """Spec C3/C4/C14: layer-local -> superlayer-local (3D, before the superlayer flattens)."""
    a = layer.anchor_in_bounds()
    m = make_translation(-a[0], -a[1], -a[2]) @ layer.transform @ make_translation(
        layer.position[0], layer.position[1], layer.z_position)
    s = layer.parent
    if s is not None:
        if not np.array_equal(s.sublayer_transform, IDENTITY):
            sa = s.anchor_in_bounds()
            m = m @ make_translation(-sa[0], -sa[1], -sa[2]) @ s.sublayer_transform @ make_translation(*sa)
        if s.geometry_flipped:
            x, y, w, h = s.bounds
            flip = np.identity(4)
            flip[1, 1] = -1
            flip[3, 1] = y + (y + h)
            m = m @ flip
    return m


def levels(layer, root):
    """[(start layer, matrix with F if the context owner flattens, flips)] from the layer up to the root, and on into
    the window when the root is topmost (spec C16: rootToWindow(R) = up(R) . F, which also ends the 3D context of a
    topmost CATransformLayer)."""
    in_window = root.parent is None
    result = []
    pending = None
    start = layer
    flips = 0
    current = layer
    while current is not root and current.parent is not None:
        step = up(current)
        combined = step if pending is None else pending @ step
        parent = current.parent
        if parent.geometry_flipped:
            flips += 1
        if parent.flattens or (parent is root and not in_window):
            result.append((start, combined @ FLATTEN if parent.flattens else combined, flips))
            pending = None
            flips = 0
            start = parent
        else:
            pending = combined
        current = parent
    if in_window:
        to_window = up(root) if pending is None else pending @ up(root)
        result.append((start, to_window @ FLATTEN, flips))
    elif pending is not None:
        result.append((start, pending, flips))
    return result


def clip(polygon):
    """Sutherland-Hodgman against w >= EPSILON on homogeneous (x, y, z, w) vertices."""
    if all(v[3] >= EPSILON for v in polygon):
        return polygon, False
    out = []
    n = len(polygon)
    for i in range(n):
        current, previous = polygon[i], polygon[i - 1]
        cin, pin = current[3] >= EPSILON, previous[3] >= EPSILON
        if cin != pin:
            t = (previous[3] - EPSILON) / (previous[3] - current[3])
            v = previous + t * (current - previous)
            v[3] = EPSILON
            out.append(v)
        if cin:
            out.append(current)
    return out, True


def signed_area(points):
    total = 0.0
    for i in range(len(points)):
        x0, y0 = points[i - 1]
        x1, y1 = points[i]
        total += x0 * y1 - x1 * y0
    return total / 2


def own_surface(layer, level):
    """(facing, behind eye) of a layer in its own context plane (spec C9, option c)."""
    _, matrix, flips = level
    vertices = [np.array([x, y, 0.0, 1.0]) @ matrix for x, y in layer.corners()]
    vertices, _ = clip(vertices)
    if not vertices:
        return "front", True
    area = signed_area([(v[0] / v[3], v[1] / v[3]) for v in vertices])
    if flips % 2 == 1:
        area = -area
    return ("back" if area < 0 else "front"), False


def number(value):
    """A JSON number, or the strings "Infinity", "-Infinity", "NaN" (plain JSON has no such numbers)."""
    value = float(value)
    if math.isnan(value):
        return "NaN"
    if math.isinf(value):
        return "Infinity" if value > 0 else "-Infinity"
    return value


def project(layer, root):
    chain = levels(layer, root)
    screen = np.identity(4)
    for _, matrix, _ in chain:
        screen = screen @ matrix
    corners = [np.array([x, y, 0.0, 1.0]) @ screen for x, y in layer.corners()]
    with np.errstate(divide="ignore", invalid="ignore"):
        quad = [(np.float64(c[0]) / np.float64(c[3]), np.float64(c[1]) / np.float64(c[3])) for c in corners]
    vertices = [np.array([x, y, 0.0, 1.0]) for x, y in layer.corners()]
    clipped = False
    for _, matrix, _ in chain:
        vertices = [v @ matrix for v in vertices]
        vertices, did_clip = clip(vertices)
        clipped = clipped or did_clip
        if not vertices:
            break
    polygon = [(v[0] / v[3], v[1] / v[3]) for v in vertices] if clipped else quad
    if chain:
        facing, behind = own_surface(layer, chain[0])
    else:
        facing, behind = "front", False
    ancestor_hidden = False
    a = layer.parent if layer is not root else None
    while a is not None:
        if a.hidden:
            ancestor_hidden = True
        if a is root:
            break
        a = a.parent
    for level in chain[1:]:
        f, b = own_surface(level[0], level)
        if b or (not level[0].double_sided and f == "back"):
            ancestor_hidden = True
    visible = not (layer.hidden or ancestor_hidden or behind or (clipped and not polygon)
                   or (not layer.double_sided and facing == "back"))
    return {
        "corners": [[number(c[0]), number(c[1]), number(c[3])] for c in corners],
        "quad": [[number(x), number(y)] for x, y in quad],
        "polygon": [[number(x), number(y)] for x, y in polygon],
        "clipped": clipped,
        "facing": facing,
        "visible": visible,
    }


# --- Cases ------------------------------------------------------------------------------------------------

PI = math.pi
PERSPECTIVE = [["m34", -1.0 / 500.0]]


def view(id, frame, parent, **extra):
    """A UIView-style layer from a frame (anchor centre): position = centre, bounds = (0, 0, w, h)."""
    x, y, w, h = frame
    spec = {"id": id, "parent": parent, "bounds": [0.0, 0.0, w, h], "position": [x + w / 2, y + h / 2]}
    spec.update(extra)
    return spec


def root_view(**extra):
    spec = {"id": "root", "parent": None, "bounds": [0.0, 0.0, 320.0, 480.0], "position": [160.0, 240.0]}
    spec.update(extra)
    return spec


def cube_faces(parent):
    ops = [
        [["translate", 0, 0, 100]],
        [["rotate", PI / 2, 0, 1, 0], ["translate", 100, 0, 0]],
        [["rotate", PI / 2, 1, 0, 0], ["translate", 0, -100, 0]],
        [["rotate", -PI / 2, 1, 0, 0], ["translate", 0, 100, 0]],
        [["rotate", -PI / 2, 0, 1, 0], ["translate", -100, 0, 0]],
        [["rotate", PI, 0, 1, 0], ["translate", 0, 0, -100]],
    ]
    # CATransform3DRotate(MakeTranslation(t), angle, axis) = R . T: apply_ops applies each op as op . m, so the
    # translation is listed last.
    return [view("face%d" % (i + 1), (60, 140, 200, 200), parent, transformOps=o) for i, o in enumerate(ops)]


def cases():
    yield "listing-5.4", "rotateY(45°) without perspective", [
        root_view(), view("layerView", (60, 140, 200, 200), "root", transformOps=[["rotate", PI / 4, 0, 1, 0]])]
    yield "listing-5.5", "rotateY(45°) with m34 = -1/500 in the layer's own transform", [
        root_view(), view("layerView", (60, 140, 200, 200), "root",
                          transformOps=PERSPECTIVE + [["rotate", PI / 4, 0, 1, 0]])]
    yield "listing-5.6", "two views under a shared perspective sublayerTransform", [
        root_view(), view("containerView", (0, 0, 320, 480), "root", sublayerTransformOps=PERSPECTIVE),
        view("layerView1", (40, 190, 100, 100), "containerView", transformOps=[["rotate", PI / 4, 0, 1, 0]]),
        view("layerView2", (180, 190, 100, 100), "containerView", transformOps=[["rotate", -PI / 4, 0, 1, 0]])]
    yield "e29", "spec E29: 300×300 parent with perspective, 100×100 child rotated 45° about y", [
        {"id": "root", "parent": None, "bounds": [0.0, 0.0, 300.0, 300.0], "position": [150.0, 150.0],
         "sublayerTransformOps": PERSPECTIVE},
        view("child", (100, 100, 100, 100), "root", transformOps=[["rotate", PI / 4, 0, 1, 0]])]
    yield "listing-5.7", "opposite rotations about z cancel", [
        root_view(), view("outerView", (60, 140, 200, 200), "root", transformOps=[["rotate", PI / 4, 0, 0, 1]]),
        view("innerView", (50, 50, 100, 100), "outerView", transformOps=[["rotate", -PI / 4, 0, 0, 1]])]
    yield "listing-5.8", "opposite y rotations with perspective do not cancel: the outer layer flattens", [
        root_view(), view("outerView", (60, 140, 200, 200), "root",
                          transformOps=PERSPECTIVE + [["rotate", PI / 4, 0, 1, 0]]),
        view("innerView", (50, 50, 100, 100), "outerView", transformOps=PERSPECTIVE + [["rotate", -PI / 4, 0, 1, 0]])]
    yield "listing-5.8-transform-layer", "the same with a CATransformLayer outside: no flattening", [
        root_view(), view("outerView", (60, 140, 200, 200), "root", kind="transformLayer",
                          transformOps=PERSPECTIVE + [["rotate", PI / 4, 0, 1, 0]]),
        view("innerView", (50, 50, 100, 100), "outerView", transformOps=PERSPECTIVE + [["rotate", -PI / 4, 0, 1, 0]])]
    yield "cube-face-on", "Listing 5.9: six faces under a perspective sublayerTransform", [
        root_view(), view("containerView", (0, 0, 320, 480), "root", sublayerTransformOps=PERSPECTIVE)
    ] + cube_faces("containerView")
    yield "cube-corner-on", "Listing 5.9 with the camera rotated -45° about x then -45° about y", [
        root_view(), view("containerView", (0, 0, 320, 480), "root", sublayerTransformOps=PERSPECTIVE + [
            ["rotate", -PI / 4, 1, 0, 0], ["rotate", -PI / 4, 0, 1, 0]])
    ] + [dict(face, doubleSided=False) for face in cube_faces("containerView")]
    yield "cube-transform-layer", "the cube's faces in a CATransformLayer rotated as a whole", [
        root_view(), view("containerView", (0, 0, 320, 480), "root", sublayerTransformOps=PERSPECTIVE),
        view("cube", (60, 140, 200, 200), "containerView", kind="transformLayer",
             transformOps=[["rotate", PI / 6, 1, 1, 0]])
    ] + [dict(view(f["id"], (0, 0, 200, 200), "cube", transformOps=f["transformOps"])) for f in cube_faces("cube")]
    yield "anchor-zero", "anchorPoint (0, 0): rotation about the top-left corner, and a perspective parent anchored there", [
        root_view(),
        {"id": "container", "parent": "root", "bounds": [0.0, 0.0, 300.0, 300.0], "position": [10.0, 20.0],
         "anchorPoint": [0.0, 0.0], "sublayerTransformOps": PERSPECTIVE},
        {"id": "corner", "parent": "container", "bounds": [0.0, 0.0, 120.0, 80.0], "position": [40.0, 60.0],
         "anchorPoint": [0.0, 0.0], "transformOps": [["rotate", PI / 6, 0, 0, 1], ["rotate", PI / 5, 0, 1, 0]]}]
    yield "bounds-origin", "bounds.origin (0, 380) on a parent scrolls its sublayers up by 380", [
        root_view(),
        {"id": "scroll", "parent": "root", "bounds": [0.0, 380.0, 320.0, 480.0], "position": [160.0, 240.0],
         "sublayerTransformOps": PERSPECTIVE},
        view("row", (20, 400, 280, 60), "scroll", transformOps=[["rotate", PI / 8, 1, 0, 0]])]
    yield "near-plane", "layers crossing the plane of the eye: two corners, one corner, all corners behind", [
        {"id": "root", "parent": None, "bounds": [0.0, 0.0, 300.0, 300.0], "position": [150.0, 150.0],
         "sublayerTransformOps": PERSPECTIVE},
        view("wide", (-450, 100, 1200, 100), "root", transformOps=[["rotate", PI / 3, 0, 1, 0]]),
        view("oblique", (-350, -350, 1000, 1000), "root", transformOps=[["rotate", PI / 3, 1, 1, 0]]),
        view("behind", (100, 100, 100, 100), "root", zPosition=600.0),
        view("at-eye", (100, 100, 100, 100), "root", zPosition=500.0)]
    yield "nested-near-plane", "clipping at an inner flattening level, then a second perspective", [
        {"id": "root", "parent": None, "bounds": [0.0, 0.0, 300.0, 300.0], "position": [150.0, 150.0],
         "sublayerTransformOps": PERSPECTIVE},
        view("panel", (50, 50, 200, 200), "root", transformOps=[["rotate", PI / 5, 0, 1, 0]],
             sublayerTransformOps=[["m34", -1.0 / 200.0]]),
        view("sheet", (-300, 50, 800, 100), "panel", transformOps=[["rotate", -PI / 3, 0, 1, 0]])]
    yield "geometry-flipped", "a geometryFlipped parent (macOS-style y up for its sublayers)", [
        {"id": "root", "parent": None, "bounds": [0.0, 0.0, 400.0, 300.0], "position": [200.0, 150.0],
         "geometryFlipped": True},
        view("box", (20, 30, 100, 50), "root", transformOps=[["rotate", PI / 6, 0, 0, 1]]),
        view("tilted", (200, 100, 100, 100), "root", transformOps=PERSPECTIVE + [["rotate", PI / 4, 0, 1, 0]])]
    yield "z-position", "zPosition and anchorPointZ under perspective", [
        root_view(sublayerTransformOps=PERSPECTIVE),
        view("raised", (60, 140, 200, 200), "root", zPosition=100.0, anchorPointZ=20.0,
             transformOps=[["rotate", PI / 6, 1, 0, 0]]),
        view("lowered", (60, 140, 100, 100), "root", zPosition=-200.0)]
    yield "window-lone-layer", "spec C17: a lone layer at (150, 150), 200 x 200, rotated 45° about z, in the window", [
        {"id": "lone", "parent": None, "bounds": [0.0, 0.0, 200.0, 200.0], "position": [150.0, 150.0],
         "transformOps": [["rotate", PI / 4, 0, 0, 1]]}]
    yield "window-placed-root", "a topmost layer with perspective and an offset bounds origin carries its sublayers", [
        {"id": "panel", "parent": None, "bounds": [10.0, 20.0, 200.0, 100.0], "position": [200.0, 150.0],
         "anchorPoint": [0.25, 0.5], "transformOps": PERSPECTIVE + [["rotate", PI / 4, 0, 1, 0]]},
        view("badge", (30, 40, 50, 50), "panel", transformOps=[["rotate", PI / 6, 0, 0, 1]])]
    yield "window-culled-root", "a single-sided topmost layer turned away from the viewer hides its sublayers", [
        {"id": "card", "parent": None, "bounds": [0.0, 0.0, 200.0, 100.0], "position": [160.0, 240.0],
         "doubleSided": False, "transformOps": [["rotate", PI, 0, 1, 0]]},
        view("text", (20, 20, 100, 50), "card")]
    yield "window-transform-layer", "a topmost CATransformLayer: its 3D context ends at the window", [
        {"id": "cube", "parent": None, "kind": "transformLayer", "bounds": [0.0, 0.0, 200.0, 200.0],
         "position": [160.0, 240.0], "transformOps": PERSPECTIVE + [["rotate", PI / 6, 1, 1, 0]]}
    ] + [dict(view(f["id"], (0, 0, 200, 200), "cube", transformOps=f["transformOps"]), doubleSided=False)
         for f in cube_faces("cube")]


def build(specs):
    layers = {}
    for spec in specs:
        parent = layers.get(spec["parent"]) if spec["parent"] is not None else None
        layers[spec["id"]] = Layer(spec, parent)
    return layers


def main():
    output = sys.argv[1] if len(sys.argv) > 1 else os.path.join(
        os.path.dirname(__file__), "..", "..", "Tests", "TransformKitTests", "Fixtures", "quads.json")
    result = {"generator": "tools/oracle/quads.py", "epsilon": EPSILON, "cases": []}
    for name, description, specs in cases():
        layers = build(specs)
        root = layers[specs[0]["id"]]
        out_layers = []
        for spec in specs:
            layer = layers[spec["id"]]
            entry = dict(spec)
            entry["transform"] = [float(v) for v in layer.transform.flatten()]
            entry["sublayerTransform"] = [float(v) for v in layer.sublayer_transform.flatten()]
            entry["expected"] = project(layer, root)
            out_layers.append(entry)
        result["cases"].append({"name": name, "description": description, "layers": out_layers})
    with open(output, "w") as f:
        json.dump(result, f, indent=1, sort_keys=True, ensure_ascii=False, allow_nan=False)
        f.write("\n")


if __name__ == "__main__":
    main()
