#!/usr/bin/env python3
"""Independent expected values for the book's listings (Tests/SnippetLanguageTests/Examples/listings-*.txt).

Written from the cited specification (/work/shared/reference/transform-semantics.md: A5-A7 affine functions, B3-B6
CATransform3D functions, C2 frame, C3-C6 layer map, sublayerTransform about the superlayer's anchor, flattening,
division by w) and the scene table of docs/authoring.md, with numpy in double precision and numpy.float32 for
GLKit and C `float` arithmetic. It does not read or run the Swift code. The evaluator's results are compared with
these numbers (tolerance 1e-9 unless a line says otherwise).

Usage: python3 listings.py   (prints the expectation lines, grouped by listing)
"""
import math
import numpy as np

f32 = np.float32


def fmt(x):
    x = float(x)
    if x == int(x) and abs(x) < 1e15:
        return str(int(x)) if not (x == 0 and math.copysign(1, x) < 0) else "-0"
    return repr(x)


# --- CATransform3D (row vectors, op * t) -------------------------------------------------------------------
def T(tx, ty, tz):
    m = np.identity(4); m[3, :3] = [tx, ty, tz]; return m

def S(sx, sy, sz):
    return np.diag([sx, sy, sz, 1.0])

def R(angle, x, y, z):
    n = math.sqrt(x * x + y * y + z * z)
    if n == 0:
        return np.identity(4)
    x, y, z = x / n, y / n, z / n
    c, s = math.cos(angle), math.sin(angle); t = 1 - c
    return np.array([[c + x * x * t, x * y * t + z * s, x * z * t - y * s, 0],
                     [y * x * t - z * s, c + y * y * t, y * z * t + x * s, 0],
                     [z * x * t + y * s, z * y * t - x * s, c + z * z * t, 0],
                     [0, 0, 0, 1.0]])

def rotate(m, angle, x, y, z):
    return R(angle, x, y, z) @ m

def translate(m, tx, ty, tz):
    return T(tx, ty, tz) @ m

def affine_to_3d(a, b, c, d, tx, ty):
    m = np.identity(4); m[0, 0] = a; m[0, 1] = b; m[1, 0] = c; m[1, 1] = d; m[3, 0] = tx; m[3, 1] = ty; return m

def t3(m):
    return "[" + "; ".join(" ".join(fmt(v) for v in row) for row in m) + "]"

# --- layers -------------------------------------------------------------------------------------------------
class Layer:
    def __init__(self, frame, parent=None, transform=None, sublayer=None, flattens=True):
        x, y, w, h = frame
        self.bounds = (0.0, 0.0, w, h)
        self.position = (x + 0.5 * w, y + 0.5 * h)
        self.anchor = (0.5, 0.5)
        self.transform = np.identity(4) if transform is None else transform
        self.sublayer = np.identity(4) if sublayer is None else sublayer
        self.parent = parent
        self.flattens = flattens

    def anchor_point(self):
        bx, by, bw, bh = self.bounds
        return (bx + self.anchor[0] * bw, by + self.anchor[1] * bh)

    def up(self):
        ax, ay = self.anchor_point()
        m = T(-ax, -ay, 0) @ self.transform @ T(self.position[0], self.position[1], 0)
        p = self.parent
        if p is not None:
            px, py = p.anchor_point()
            m = m @ T(-px, -py, 0) @ p.sublayer @ T(px, py, 0)
        return m

def screen(layer, root):
    m = np.identity(4)
    x = layer
    while x is not root:
        m = m @ x.up()
        if x.parent.flattens:
            m = m @ np.diag([1.0, 1.0, 0.0, 1.0])
        x = x.parent
    return m

def quad(layer, root):
    bx, by, bw, bh = layer.bounds
    m = screen(layer, root)
    out = []
    for (x, y) in [(bx, by), (bx + bw, by), (bx + bw, by + bh), (bx, by + bh)]:
        v = np.array([x, y, 0.0, 1.0]) @ m
        out.append((v[0] / v[3], v[1] / v[3]))
    return out

def facing(q):
    area = 0.0
    for i in range(4):
        x1, y1 = q[i]; x2, y2 = q[(i + 1) % 4]
        area += x1 * y2 - x2 * y1
    return "front" if area >= 0 else "back"

def qtext(q):
    return " ".join("(%s, %s)" % (fmt(x), fmt(y)) for x, y in q)

def frame_of(layer):
    """C2/C11: without a transform, position - anchor*size; with an affine one, the box of the mapped bounds."""
    ax, ay = layer.anchor_point()
    m = T(-ax, -ay, 0) @ layer.transform @ T(layer.position[0], layer.position[1], 0)
    bx, by, bw, bh = layer.bounds
    pts = []
    for (x, y) in [(bx, by), (bx + bw, by), (bx + bw, by + bh), (bx, by + bh)]:
        v = np.array([x, y, 0.0, 1.0]) @ m
        pts.append((v[0] / v[3], v[1] / v[3]))
    xs = [p[0] for p in pts]; ys = [p[1] for p in pts]
    return (min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))

def rect(r):
    return "(%s)" % ", ".join(fmt(v) for v in r)

ROOT = lambda: Layer((0, 0, 320, 480))

def out(title, lines):
    print("## " + title)
    for line in lines:
        print(line)
    print()

# --- Listing 5.1 ---------------------------------------------------------------------------------------------
a = math.cos(math.pi / 4); b = math.sin(math.pi / 4)
root = ROOT(); lv = Layer((60, 140, 200, 200), root, affine_to_3d(a, b, -b, a, 0, 0))
out("5.1", ["transform = [%s %s %s %s 0 0]" % (fmt(a), fmt(b), fmt(-b), fmt(a)),
            "self.layerView.layer.transform = " + t3(lv.transform),
            "self.layerView.layer.quad = " + qtext(quad(lv, root)),
            "self.layerView.layer.frame = " + rect(frame_of(lv))])

# --- Listing 5.2 (A6: Scale/Rotate/Translate pre-multiply) ---------------------------------------------------
def aff_scale(t, sx, sy):
    a, b, c, d, tx, ty = t; return (sx * a, sx * b, sy * c, sy * d, tx, ty)
def aff_rotate(t, angle):
    a, b, c, d, tx, ty = t; co, si = math.cos(angle), math.sin(angle)
    return (co * a + si * c, co * b + si * d, -si * a + co * c, -si * b + co * d, tx, ty)
def aff_translate(t, x, y):
    a, b, c, d, tx, ty = t; return (a, b, c, d, x * a + y * c + tx, x * b + y * d + ty)
t = (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)
t = aff_scale(t, 0.5, 0.5); t = aff_rotate(t, math.pi / 180.0 * 30.0); t = aff_translate(t, 200, 0)
root = ROOT(); lv = Layer((60, 140, 200, 200), root, affine_to_3d(*t))
out("5.2", ["transform = [%s]" % " ".join(fmt(v) for v in t),
            "transform.tx = " + fmt(t[4]), "transform.ty = " + fmt(t[5]),
            "self.layerView.layer.quad = " + qtext(quad(lv, root))])

# --- Listing 5.3 shear ---------------------------------------------------------------------------------------
root = ROOT(); lv = Layer((60, 140, 200, 200), root, affine_to_3d(1, 0, -1, 1, 0, 0))
out("5.3", ["self.layerView.layer.affineTransform = [1 0 -1 1 0 0]",
            "CGAffineTransformMakeShear(1, 0) = [1 0 -1 1 0 0]",
            "self.layerView.layer.quad = " + qtext(quad(lv, root))])

# --- Listing 5.4 ---------------------------------------------------------------------------------------------
m = R(math.pi / 4, 0, 1, 0)
root = ROOT(); lv = Layer((60, 140, 200, 200), root, m)
out("5.4", ["transform = " + t3(m), "self.layerView.layer.quad = " + qtext(quad(lv, root)),
            "self.layerView.layer.frame = " + rect(frame_of(lv))])

# --- Listing 5.5 ---------------------------------------------------------------------------------------------
p = np.identity(4); p[2, 3] = -1.0 / 500.0
m = rotate(p, math.pi / 4, 0, 1, 0)
root = ROOT(); lv = Layer((60, 140, 200, 200), root, m)
q = quad(lv, root)
out("5.5", ["transform = " + t3(m), "self.layerView.layer.quad = " + qtext(q),
            "self.layerView.layer.facing = " + facing(q)])

# --- Listing 5.6 ---------------------------------------------------------------------------------------------
p = np.identity(4); p[2, 3] = -1.0 / 500.0
root = ROOT(); container = Layer((0, 0, 320, 480), root, sublayer=p)
l1 = Layer((40, 190, 100, 100), container, R(math.pi / 4, 0, 1, 0))
l2 = Layer((180, 190, 100, 100), container, R(-math.pi / 4, 0, 1, 0))
out("5.6", ["perspective = " + t3(p), "transform1 = " + t3(l1.transform), "transform2 = " + t3(l2.transform),
            "self.layerView1.layer.quad = " + qtext(quad(l1, root)),
            "self.layerView2.layer.quad = " + qtext(quad(l2, root))])

# --- Listing 5.7 ---------------------------------------------------------------------------------------------
root = ROOT(); outer = Layer((60, 140, 200, 200), root, R(math.pi / 4, 0, 0, 1))
inner = Layer((50, 50, 100, 100), outer, R(-math.pi / 4, 0, 0, 1))
out("5.7", ["outer = " + t3(outer.transform), "inner = " + t3(inner.transform),
            "self.outerView.layer.quad = " + qtext(quad(outer, root)),
            "self.innerView.layer.quad = " + qtext(quad(inner, root))])

# --- Listing 5.8 ---------------------------------------------------------------------------------------------
p = np.identity(4); p[2, 3] = -1.0 / 500.0
root = ROOT(); outer = Layer((60, 140, 200, 200), root, rotate(p, math.pi / 4, 0, 1, 0))
inner = Layer((50, 50, 100, 100), outer, rotate(p, -math.pi / 4, 0, 1, 0))
out("5.8", ["outer = " + t3(outer.transform), "inner = " + t3(inner.transform),
            "self.outerView.layer.quad = " + qtext(quad(outer, root)),
            "self.innerView.layer.quad = " + qtext(quad(inner, root))])

# --- Listings 5.9 and 5.10: the cube -------------------------------------------------------------------------
face_transforms = [
    T(0, 0, 100),
    rotate(T(100, 0, 0), math.pi / 2, 0, 1, 0),
    rotate(T(0, -100, 0), math.pi / 2, 1, 0, 0),
    rotate(T(0, 100, 0), -math.pi / 2, 1, 0, 0),
    rotate(T(-100, 0, 0), -math.pi / 2, 0, 1, 0),
    rotate(T(0, 0, -100), math.pi, 0, 1, 0),
]

def cube(perspective):
    root = ROOT(); container = Layer((0, 0, 320, 480), root, sublayer=perspective)
    faces = [Layer((60, 140, 200, 200), container, ft) for ft in face_transforms]
    return root, container, faces

p = np.identity(4); p[2, 3] = -1.0 / 500.0
root, container, faces = cube(p)
lines = ["perspective = " + t3(p), "transform = " + t3(face_transforms[5])]
for i, face in enumerate(faces):
    q = quad(face, root)
    lines.append("self.faces[%d].layer.quad = %s" % (i, qtext(q)))
    lines.append("self.faces[%d].layer.facing = %s" % (i, facing(q)))
out("5.9", lines)

p2 = rotate(rotate(p, -math.pi / 4, 1, 0, 0), -math.pi / 4, 0, 1, 0)
root, container, faces = cube(p2)
lines = ["perspective = " + t3(p2)]
for i, face in enumerate(faces):
    q = quad(face, root)
    lines.append("self.faces[%d].layer.quad = %s" % (i, qtext(q)))
    lines.append("self.faces[%d].layer.facing = %s" % (i, facing(q)))

# Lighting (GLKit in float32, C float arithmetic): normal = M3 * (0,0,1) with M3 the upper-left 3x3 of the face
# transform rounded to float, normalised as v * (1/|v|); light = normalize(0, 1, -0.5); dot in float;
# shadow = (float)(1 + dot) - 0.5 in double; UIColor clamps alpha to [0, 1].
def normalize(v):
    length = f32(math.sqrt(float(v[0] * v[0] + v[1] * v[1] + v[2] * v[2])))
    length = np.sqrt(f32(v[0] * v[0] + v[1] * v[1] + v[2] * v[2]), dtype=f32)
    scale = f32(1) / length
    return [f32(v[0] * scale), f32(v[1] * scale), f32(v[2] * scale)]
light = normalize([f32(0), f32(1), f32(-0.5)])
for i, ft in enumerate(face_transforms):
    m = ft.astype(f32)
    nz = [f32(0), f32(0), f32(1)]
    normal = [f32(m[0, j] * nz[0] + m[1, j] * nz[1] + m[2, j] * nz[2]) for j in range(3)]
    normal = normalize(normal)
    dot = f32(f32(f32(light[0] * normal[0]) + f32(light[1] * normal[1])) + f32(light[2] * normal[2]))
    shadow = float(f32(f32(1) + dot)) - 0.5
    alpha = min(1.0, max(0.0, shadow))
    lines.append("self.faces[%d].layer.sublayers[0].backgroundColor = rgba(0, 0, 0, %s)" % (i, fmt(alpha)))
out("5.10", lines)

# --- seed 002: frame, anchor point, zDistance, key path -------------------------------------------------------
out("002", ["layer.frame = (40, 60, 120, 80)", "anchored.position = (40, 60)",
            "aTransform.m34 = " + fmt(1.0 / -850), "DegreesToRadians(30) = " + fmt(30 * math.pi / 180),
            "RadiansToDegrees(M_PI_4) = " + fmt((math.pi / 4) * 180 / math.pi)])

# --- seed 003: perspective with a float literal --------------------------------------------------------------
m34 = float(f32(-1) / f32(700))
p = np.identity(4); p[2, 3] = m34
m = rotate(p, math.pi / 4, 1, 0, 0)
root = ROOT(); layer = Layer((0, 0, 320, 240), root, m); layer.position = (160, 240)
radian = 1.5 / 400.0 * (math.pi * 2)
out("003", ["perspectiveTransform.m34 = " + fmt(m34), "transform = " + t3(m),
            "layer.quad = " + qtext(quad(layer, root)), "radian = " + fmt(radian)])
