#!/usr/bin/env python3
"""Checks the oracle against the worked cases of transform-semantics.md section E (exit status 1 on failure), and
against `notebook eval --json` where no worked case covers a rule (a CATransformLayer's 3D context converted to the
window).

Usage: selftest.py [NOTEBOOK]   (default: the repository's .build/debug/notebook)
"""

import json
import math
import pathlib
import subprocess
import sys

import numpy as np

from animation import EASE_IN_EASE_OUT, decompose, interpolate_matrices, recompose
from oracle import *  # noqa: F401,F403

failures = []


def check(name, got, want, tol=0.0):
    flat_got = list(flatten(got))
    flat_want = list(flatten(want))
    ok = len(flat_got) == len(flat_want) and all(abs(a - b) <= tol for a, b in zip(flat_got, flat_want))
    if not ok:
        failures.append(f"{name}: got {got}, want {want}")


def flatten(v):
    if isinstance(v, (list, tuple)):
        for x in v:
            yield from flatten(x)
    else:
        yield float(v)


# E1, E2: rotations are not snapped
check("E1", affine_make_rotation(math.pi), (-1, 1.2246467991473532e-16, -1.2246467991473532e-16, -1, 0, 0))
check("E2", affine_make_rotation(math.pi / 2), (6.123233995736766e-17, 1, -1, 6.123233995736766e-17, 0, 0))
# E3: Concat applies its first argument first
check("E3", affine_concat(affine_make_translation(-1920, -1080), affine_make_rotation(math.pi)),
      (-1, 1.2246467991473532e-16, -1.2246467991473532e-16, -1, 1920.0000000000002, 1079.9999999999998))
# E7: Listing 5.2
t = affine_translate(affine_rotate(affine_scale(AFFINE_IDENTITY, 0.5, 0.5), math.pi / 180.0 * 30.0), 200, 0)
check("E7", t, (0.43301270189221935, 0.24999999999999997, -0.24999999999999997, 0.43301270189221935,
                86.60254037844388, 49.99999999999999))
# E11: a singular inverse returns its input
check("E11", affine_invert(affine_make_scale(0, 0)), (0, 0, 0, 0, 0, 0))
# E14, E15
check("E14", affine_apply_size((200, 100), affine_make_rotation(math.pi / 2)), (-99.99999999999999, 200.0))
check("E15", affine_apply_rect((0, 0, 200, 100), affine_make_rotation(math.pi / 2)),
      (-100, 0, 100.00000000000001, 200), 1e-12)
# E16, E18, E21: rotation axes
check("E16", make_rotation(1.0, 0, 0, 0), identity4())
check("E18", make_rotation(0.3, 0, 0, 2), make_rotation(0.3, 0, 0, 1))
r = make_rotation(math.pi / 4, 0, 1, 0)
check("E21", (r[0][0], r[2][2], r[0][2], r[2][0]),
      (0.7071067811865476, 0.7071067811865476, -0.7071067811865475, 0.7071067811865475))
# E22: a singular 3D inverse returns its input
check("E22", invert(make_scale(1, 1, 0)), make_scale(1, 1, 0))

root = Layer("root", (0, 0, 320, 480), (160, 240))
# E26: frame from position, bounds and anchor; setting the frame with anchor (0, 0)
a = Layer("a", (0, 0, 120, 80), (100, 100))
root.add_sublayer(a)
check("E26 frame", a.frame(), (40, 60, 120, 80))
a.anchor = (0.0, 0.0)
a.set_frame((40, 60, 120, 80))
check("E26 position", a.position, (40, 60))
# E27: frame of a rotated layer (plain double arithmetic; Apple's FMA differs in the last digit)
b = Layer("b", (0, 0, 200, 100), (110, 70))
root.add_sublayer(b)
b.transform = make_affine_transform(affine_make_rotation(math.pi / 6))
check("E27", b.frame(), (-1.602540378443871, -23.301270189221924, 223.20508075688775, 186.60254037844385), 1e-14)
# E28: frame of a layer rotated about y without perspective
c = Layer("c", (0, 0, 200, 100), (100, 50))
root.add_sublayer(c)
c.transform = make_rotation(math.pi / 4, 0, 1, 0)
check("E28", c.frame(), (29.289321881345245, 0, 141.42135623730951, 100), 1e-12)
# E29: sublayerTransform about the parent's anchor
p = Layer("p", (0, 0, 300, 300), (150, 150))
root.add_sublayer(p)
persp = identity4()
persp[2][3] = -1 / 500
p.sublayer_transform = persp
child = Layer("child", (0, 0, 100, 100), (150, 150))
p.add_sublayer(child)
child.transform = make_rotation(math.pi / 4, 0, 1, 0)
check("E29 w", [h[3] for h in child.homogeneous_quad()],
      [0.92928932188134528, 1.0707106781186548, 1.0707106781186548, 0.92928932188134528], 1e-15)
check("E29 quad", child.quad(), [(111.95443310620364, 96.195443310620362), (183.02044126565565, 103.30204412656556),
                                 (183.02044126565565, 196.69795587343441), (111.95443310620364, 203.80455668937964)],
      1e-12)
# E34: a layer turned by 180 degrees faces back and is hidden when single-sided
d = Layer("d", (0, 0, 100, 100), (50, 50))
root.add_sublayer(d)
d.transform = make_rotation(math.pi, 0, 1, 0)
d.double_sided = False
if d.facing() != "back" or d.visible():
    failures.append("E34: a 180-degree turn must face back and be hidden")

# Animations (not in section E): the ease-in-ease-out curve against numpy's roots of x(s) = 0.25, and its symmetry
roots = np.roots([1 + 3 * 0.42 - 3 * 0.58, 3 * 0.58 - 6 * 0.42, 3 * 0.42, -0.25])
s_quarter = [r.real for r in roots if abs(r.imag) < 1e-12 and 0 <= r.real <= 1][0]
check("ease-in-ease-out at 1/4", EASE_IN_EASE_OUT(0.25), 3 * s_quarter ** 2 - 2 * s_quarter ** 3, 1e-15)
check("ease-in-ease-out at 1/2", EASE_IN_EASE_OUT(0.5), 0.5, 1e-15)
check("ease-in-ease-out symmetry", EASE_IN_EASE_OUT(0.8), 1 - EASE_IN_EASE_OUT(0.2), 1e-15)
check("ease-in-ease-out ends", (EASE_IN_EASE_OUT(0), EASE_IN_EASE_OUT(1)), (0, 1))
# decomposition round trips, with scale, skew, translation and perspective
skewed = identity4()
skewed[1][0] = 0.4
persp = identity4()
persp[2][3] = -1 / 700
for name, m in (("rotation", make_rotation(0.3, 1, 2, 3)),
                ("scale, skew, turn and move", matmul(matmul(make_scale(2, 3, 0.5), skewed),
                                                     translate(make_rotation(1.1, 0, 1, 1), 5, 6, 7))),
                ("perspective", rotate(persp, math.pi / 4, 1, 0, 0))):
    check("round trip: " + name, recompose(decompose(m)), m, 1e-12)
# interpolation: a turn about one axis interpolates its angle, along the shorter arc; translations and scales
# interpolate linearly
check("halfway to a z turn", interpolate_matrices(identity4(), make_rotation(1.2, 0, 0, 1), 0.25),
      make_rotation(0.3, 0, 0, 1), 1e-12)
check("the shorter arc from the identity", interpolate_matrices(identity4(), make_rotation(3 * math.pi / 2, 0, 0, 1),
                                                               0.5), make_rotation(-math.pi / 4, 0, 0, 1), 1e-12)
# from -135 to +135 degrees the shorter way is through 180, not through 0
check("the shorter arc", interpolate_matrices(make_rotation(-3 * math.pi / 4, 0, 0, 1),
                                              make_rotation(3 * math.pi / 4, 0, 0, 1), 0.5),
      make_rotation(math.pi, 0, 0, 1), 1e-12)
scaled_and_moved = concat(make_scale(3, 5, 1), make_translation(10, 20, 0))
check("halfway to a scale and a move", interpolate_matrices(identity4(), scaled_and_moved, 0.5),
      concat(make_scale(2, 3, 1), make_translation(5, 10, 0)), 1e-12)

# C17's lone layer (200 x 200 at (150, 150), turned 45 degrees about z) converted to and from nil, the window, by
# hand: (x, y).R = (x.c - y.s, x.s + y.c), c = s = sqrt(2)/2; its (0, 0) is (-100, -100).R + (150, 150) =
# (150, 150 - 100.sqrt(2)), and the window's (150, 150) is its anchor (100, 100)
lone = Layer("lone", (0, 0, 200, 200), (150, 150))
lone.transform = make_rotation(math.pi / 4, 0, 0, 1)
check("to the window (nil)", lone.convert_point((0, 0), None), (150, 150 - 100 * math.sqrt(2)), 1e-12)
check("from the window (nil)", lone.convert_point_from_window((150, 150)), (100, 100), 1e-12)
inner = Layer("inner", (0, 0, 40, 40), (70, 70))
lone.add_sublayer(inner)
check("a sublayer to the window", inner.convert_point((0, 0), None), (150, 150 - 50 * math.sqrt(2)), 1e-12)

# A CATransformLayer's sublayer converted to and from the window (nil), which no worked case of section E covers:
# against notebook eval --json. The face is turned 60 degrees about y inside a transform layer whose own transform
# holds a perspective: the face's z after its turn must reach that perspective (C5, C16: no F between the two Ups),
# so its point (100, 0) lies nearer the eye (w < 1) than a flattened face would put it.
TRANSFORM_LAYER_LISTING = """
CATransformLayer *cube = [CATransformLayer layer];
cube.frame = CGRectMake(60, 140, 200, 200);
CATransform3D perspective = CATransform3DIdentity;
perspective.m34 = -1.0 / 500.0;
cube.transform = perspective;
[self.view.layer addSublayer:cube];
CALayer *face = [CALayer layer];
face.frame = CGRectMake(50, 50, 100, 100);
face.transform = CATransform3DMakeRotation(M_PI / 3, 0, 1, 0);
[cube addSublayer:face];
CGPoint toWindow = [face convertPoint:CGPointMake(100, 0) toLayer:nil];
CGPoint fromWindow = [face convertPoint:CGPointMake(150, 200) fromLayer:nil];
CGPoint toRoot = [face convertPoint:CGPointMake(100, 100) toLayer:self.view.layer];
"""


def transform_layer_scene():
    scene = Scene()
    cube = TransformLayer("cube")
    cube.set_frame((60, 140, 200, 200))
    perspective = identity4()
    perspective[2][3] = -1.0 / 500.0
    cube.transform = perspective
    scene.view.layer.add_sublayer(cube)
    face = Layer("face")
    face.set_frame((50, 50, 100, 100))
    face.transform = make_rotation(math.pi / 3, 0, 1, 0)
    cube.add_sublayer(face)
    return scene, face


def check_against_notebook(notebook):
    if not notebook.is_file():
        failures.append(f"no notebook binary at {notebook} to compare the transform layer's conversions with "
                        "(swift build --product notebook, or pass its path)")
        return
    result = subprocess.run([str(notebook), "eval", "--json", "--dialect", "objc", "-"], capture_output=True,
                            input=TRANSFORM_LAYER_LISTING.encode(), timeout=120)
    try:
        values = json.loads(result.stdout.decode())
    except ValueError:
        failures.append(f"notebook eval --json: status {result.returncode}, {result.stderr.decode()[:300]}")
        return
    variables = values.get("variables", {})
    scene, face = transform_layer_scene()
    root = scene.view.layer
    oracle_values = {"toWindow": face.convert_point((100, 0), None),
                     "fromWindow": face.convert_point_from_window((150, 200)),
                     "toRoot": face.convert_point((100, 100), root)}
    for name, want in oracle_values.items():
        got = variables.get(name, {})
        check(f"transform layer: {name} against notebook eval", (got.get("x", math.nan), got.get("y", math.nan)),
              want, 1e-9)
    eval_quad = next((layer.get("quad") for layer in values.get("layers", []) if layer.get("name") == "face"), None)
    check("transform layer: the face's quad against notebook eval", eval_quad or [], face.quad(), 1e-9)


check_against_notebook(pathlib.Path(sys.argv[1]) if len(sys.argv) > 1
                       else pathlib.Path(__file__).resolve().parents[2] / ".build" / "debug" / "notebook")

if failures:
    print("\n".join(failures))
    sys.exit(1)
print("oracle self-test: all cases of section E, the animation checks and the transform layer against notebook eval hold")
