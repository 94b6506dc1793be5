"""An independent oracle for the lessons' expected values.

Implements /work/shared/reference/transform-semantics.md directly in plain Python floats (IEEE doubles, no
fused multiply-add), so that every number pasted into an `expect` block was computed without the notebook tool:

* row vectors, p' = p . M (sections A1, B1);
* the step functions pre-multiply: Rotate(t, ...) = R * t, so the new operation is applied to points first
  (A6, B5); Concat(a, b) = a * b applies a first (A7, B6);
* layer geometry C2-C7: Frame(L) = T(-A) . M . T(P); the superlayer's sublayerTransform acts about the
  superlayer's anchor; every ordinary layer flattens its subtree with F = I with m33 := 0, a CATransformLayer
  (`TransformLayer`) does not: its sublayers share its superlayer's 3D rendering context (C5);
* quads are the four bounds corners (minX,minY), (maxX,minY), (maxX,maxY), (minX,maxY) in window coordinates:
  the topmost layer sits in the window by its own geometry, rootToWindow(R) = Frame(R) . F (C16, C17).

numpy is used only to cross-check the hand-written algebra (inverse, products), never to produce a value.
"""

import math

import numpy as np

# ---------------------------------------------------------------------------------------------------------
# CGAffineTransform: (a, b, c, d, tx, ty)


def affine(a, b, c, d, tx, ty):
    return (float(a), float(b), float(c), float(d), float(tx), float(ty))


AFFINE_IDENTITY = affine(1, 0, 0, 1, 0, 0)


def affine_make_rotation(angle):
    c, s = math.cos(angle), math.sin(angle)
    return (c, s, -s, c, 0.0, 0.0)


def affine_make_scale(sx, sy):
    return affine(sx, 0, 0, sy, 0, 0)


def affine_make_translation(tx, ty):
    return affine(1, 0, 0, 1, tx, ty)


def affine_translate(t, tx, ty):
    a, b, c, d, x, y = t
    return (a, b, c, d, tx * a + ty * c + x, tx * b + ty * d + y)


def affine_scale(t, sx, sy):
    a, b, c, d, x, y = t
    return (sx * a, sx * b, sy * c, sy * d, x, y)


def affine_rotate(t, angle):
    a, b, c, d, x, y = t
    co, si = math.cos(angle), math.sin(angle)
    return (co * a + si * c, co * b + si * d, -si * a + co * c, -si * b + co * d, x, y)


def affine_concat(t1, t2):
    a1, b1, c1, d1, x1, y1 = t1
    a2, b2, c2, d2, x2, y2 = t2
    return (a1 * a2 + b1 * c2, a1 * b2 + b1 * d2,
            c1 * a2 + d1 * c2, c1 * b2 + d1 * d2,
            x1 * a2 + y1 * c2 + x2, x1 * b2 + y1 * d2 + y2)


def affine_invert(t):
    a, b, c, d, x, y = t
    det = a * d - b * c
    if det == 0:
        return t
    return (d / det, -b / det, -c / det, a / det, (c * y - d * x) / det, (b * x - a * y) / det)


def affine_apply_point(p, t):
    a, b, c, d, tx, ty = t
    x, y = p
    return (a * x + c * y + tx, b * x + d * y + ty)


def affine_apply_size(s, t):
    a, b, c, d, _, _ = t
    w, h = s
    return (a * w + c * h, b * w + d * h)


def affine_apply_rect(r, t):
    x, y, w, h = r
    corners = [(x, y), (x + w, y), (x + w, y + h), (x, y + h)]
    pts = [affine_apply_point(p, t) for p in corners]
    xs = [p[0] for p in pts]
    ys = [p[1] for p in pts]
    return (min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))


def affine_is_identity(t):
    return t == AFFINE_IDENTITY


# ---------------------------------------------------------------------------------------------------------
# CATransform3D: a list of 4 rows of 4 floats, m[i][j] = m(i+1)(j+1)


def identity4():
    return [[1.0 if i == j else 0.0 for j in range(4)] for i in range(4)]


IDENTITY3D = identity4()


def copy4(m):
    return [list(r) for r in m]


def matmul(a, b):
    """(a * b)[i][j] = sum_k a[i][k] * b[k][j], summed left to right in k."""
    out = []
    for i in range(4):
        row = []
        for j in range(4):
            acc = a[i][0] * b[0][j]
            acc = acc + a[i][1] * b[1][j]
            acc = acc + a[i][2] * b[2][j]
            acc = acc + a[i][3] * b[3][j]
            row.append(acc)
        out.append(row)
    return out


def make_translation(tx, ty, tz):
    m = identity4()
    m[3][0], m[3][1], m[3][2] = float(tx), float(ty), float(tz)
    return m


def make_scale(sx, sy, sz):
    m = identity4()
    m[0][0], m[1][1], m[2][2] = float(sx), float(sy), float(sz)
    return m


def make_rotation(angle, x, y, z):
    return rotation_of(math.cos(angle), math.sin(angle), x, y, z)


def rotation_of(c, s, x, y, z):
    """MakeRotation for the angle whose cosine and sine are c and s: with exact values (cos pi = -1, sin pi = 0)
    it is the turn the lessons state, which the computed angle's turn approaches within a tolerance."""
    length = math.sqrt(x * x + y * y + z * z)
    if length == 0:
        return identity4()
    x, y, z = x / length, y / length, z / length
    t = 1 - c
    return [
        [c + x * x * t, x * y * t + z * s, x * z * t - y * s, 0.0],
        [y * x * t - z * s, c + y * y * t, y * z * t + x * s, 0.0],
        [z * x * t + y * s, z * y * t - x * s, c + z * z * t, 0.0],
        [0.0, 0.0, 0.0, 1.0],
    ]


def translate(t, tx, ty, tz):
    m = copy4(t)
    for j in range(4):
        m[3][j] = tx * t[0][j] + ty * t[1][j] + tz * t[2][j] + t[3][j]
    return m


def scale(t, sx, sy, sz):
    m = copy4(t)
    for j in range(4):
        m[0][j] = sx * t[0][j]
        m[1][j] = sy * t[1][j]
        m[2][j] = sz * t[2][j]
    return m


def rotate(t, angle, x, y, z):
    r = make_rotation(angle, x, y, z)
    m = copy4(t)
    for i in range(3):
        for j in range(4):
            m[i][j] = r[i][0] * t[0][j] + r[i][1] * t[1][j] + r[i][2] * t[2][j]
    return m


def concat(a, b):
    return matmul(a, b)


def invert(t):
    """Gauss-Jordan with partial pivoting; a singular matrix is returned unchanged (B7)."""
    n = 4
    a = [list(map(float, r)) + [1.0 if i == j else 0.0 for j in range(n)] for i, r in enumerate(t)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(a[r][col]))
        if a[pivot][col] == 0:
            return copy4(t)
        a[col], a[pivot] = a[pivot], a[col]
        p = a[col][col]
        a[col] = [v / p for v in a[col]]
        for r in range(n):
            if r != col:
                f = a[r][col]
                a[r] = [v - f * w for v, w in zip(a[r], a[col])]
    out = [row[n:] for row in a]
    check = np.linalg.inv(np.array(t, dtype=float))
    assert np.allclose(check, np.array(out), atol=1e-12), "inverse cross-check failed"
    return out


def make_affine_transform(t):
    a, b, c, d, tx, ty = t
    m = identity4()
    m[0][0], m[0][1], m[1][0], m[1][1], m[3][0], m[3][1] = a, b, c, d, tx, ty
    return m


def get_affine_transform(m):
    return (m[0][0], m[0][1], m[1][0], m[1][1], m[3][0], m[3][1])


def is_affine(m):
    return (m[0][2] == 0 and m[0][3] == 0 and m[1][2] == 0 and m[1][3] == 0 and m[2][0] == 0
            and m[2][1] == 0 and m[2][3] == 0 and m[3][2] == 0 and m[2][2] == 1 and m[3][3] == 1)


def is_identity(m):
    return m == IDENTITY3D


def equal(a, b):
    return a == b


def apply_point(p, m):
    """[x y z 1] . m, returns (X, Y, Z, W)."""
    x, y, z = p
    return tuple(x * m[0][j] + y * m[1][j] + z * m[2][j] + m[3][j] for j in range(4))


def plane_rows(m):
    """The plane-to-plane part of a layer step: z = 0 goes in and z is dropped (flattened) coming out, so only
    rows and columns x, y, w of the 4x4 matter: a 3x3 homography."""
    keep = (0, 1, 3)
    return [[float(m[i][j]) for j in keep] for i in keep]


def invert3(h):
    """The inverse homography: the point on the layer's plane that the step draws at a given point. A singular
    step is returned unchanged (B7: points go through it as they come)."""
    embedded = [[h[0][0], h[0][1], 0.0, h[0][2]], [h[1][0], h[1][1], 0.0, h[1][2]],
                [0.0, 0.0, 1.0, 0.0], [h[2][0], h[2][1], 0.0, h[2][2]]]
    inv = invert(embedded)
    return plane_rows(inv)


def plane_map(m, p, rows=False):
    """[x y 1] . H, divided by w; `m` is a 4x4 layer step, or with `rows` already a 3x3 homography."""
    h = m if rows else plane_rows(m)
    x, y = p
    out = [x * h[0][j] + y * h[1][j] + h[2][j] for j in range(3)]
    return (out[0] / out[2], out[1] / out[2])


FLATTEN = identity4()
FLATTEN[2][2] = 0.0


# ---------------------------------------------------------------------------------------------------------
# Layers and views


class Layer:
    def __init__(self, name, bounds=(0.0, 0.0, 0.0, 0.0), position=(0.0, 0.0)):
        self.name = name
        self.bounds = tuple(map(float, bounds))
        self.position = tuple(map(float, position))
        self.anchor = (0.5, 0.5)
        self.z_position = 0.0
        self.transform = identity4()
        self.sublayer_transform = identity4()
        self.double_sided = True
        self.animations = []  # animation.BasicAnimation objects added to the layer (figures.py plays them)
        self.superlayer = None
        self.sublayers = []

    # C5: an ordinary layer projects its sublayers into its plane; a CATransformLayer does not
    flattens = True

    # C2 and the frame setter
    def set_frame(self, frame):
        x, y, w, h = map(float, frame)
        bx, by, _, _ = self.bounds
        self.bounds = (bx, by, w, h)
        ax, ay = self.anchor
        self.position = (x + ax * w, y + ay * h)

    def add_sublayer(self, layer):
        if layer.superlayer is not None:
            layer.superlayer.sublayers.remove(layer)
        layer.superlayer = self
        self.sublayers.append(layer)

    def anchor_in_bounds(self):
        bx, by, bw, bh = self.bounds
        ax, ay = self.anchor
        return (bx + ax * bw, by + ay * bh, 0.0)

    def frame_transform(self):
        ax, ay, az = self.anchor_in_bounds()
        px, py = self.position
        m = matmul(make_translation(-ax, -ay, -az), self.transform)
        return matmul(m, make_translation(px, py, self.z_position))

    def up(self):
        m = self.frame_transform()
        s = self.superlayer
        if s is not None and not is_identity(s.sublayer_transform):
            sx, sy, sz = s.anchor_in_bounds()
            sub = matmul(matmul(make_translation(-sx, -sy, -sz), s.sublayer_transform),
                         make_translation(sx, sy, sz))
            m = matmul(m, sub)
        return m

    def screen(self):
        """C5, C16: Up(L) . F? . Up(S1) . F? ... . rootToWindow(R), each F present iff that superlayer flattens."""
        m = identity4()
        layer = self
        while layer.superlayer is not None:
            m = matmul(m, layer.up())
            if layer.superlayer.flattens:
                m = matmul(m, FLATTEN)
            layer = layer.superlayer
        # C16 rootToWindow: the topmost layer is placed in the window like a sublayer in its superlayer.
        return matmul(matmul(m, layer.up()), FLATTEN)

    def levels(self, ancestor=None):
        """The steps from this layer's plane up to `ancestor`'s (None: the window), one 4x4 map per 3D rendering
        context (C5, C16): the Up of a layer whose superlayer is a CATransformLayer is composed in 3D, z kept, with
        the Ups above it, up to the layer that flattens them (or `ancestor`), where the point is projected into that
        plane. To the window, the last step places the topmost layer by its own Up (rootToWindow, C17), composed
        with the Ups of a 3D context the topmost layer owns, and the window flattens."""
        steps = []
        pending = identity4()
        layer = self
        while layer is not ancestor and layer.superlayer is not None:
            pending = matmul(pending, layer.up())
            layer = layer.superlayer
            if layer.flattens or layer is ancestor:
                steps.append(pending)
                pending = identity4()
        if ancestor is None:
            steps.append(matmul(pending, layer.up()))
        return steps

    def corners(self):
        x, y, w, h = self.bounds
        return [(x, y), (x + w, y), (x + w, y + h), (x, y + h)]

    def homogeneous_quad(self):
        m = self.screen()
        return [apply_point((x, y, 0.0), m) for x, y in self.corners()]

    def quad(self):
        pts = self.homogeneous_quad()
        assert all(p[3] > 0 for p in pts), f"{self.name}: a corner is behind the eye; use polygon"
        return [(p[0] / p[3], p[1] / p[3]) for p in pts]

    def frame(self):
        """Bounding box of the transformed bounds in the superlayer (C11), without its sublayerTransform."""
        m = self.frame_transform()
        pts = [apply_point((x, y, 0.0), m) for x, y in self.corners()]
        xs = [p[0] / p[3] for p in pts]
        ys = [p[1] / p[3] for p in pts]
        return (min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))

    def ancestors(self):
        """The layer itself, its superlayer, ..., its topmost layer."""
        chain = [self]
        while chain[-1].superlayer is not None:
            chain.append(chain[-1].superlayer)
        return chain

    def convert_point(self, p, to_layer):
        """C12: up from this layer to the common ancestor through each step of `levels` (point-wise,
        projectively), then down to `to_layer` through the inverses. With no common ancestor the two topmost
        layers are one space. `to_layer` None is the window (UIKit's nil): the implicit parent of the topmost
        layer, which sits in it by its own Up (C16 rootToWindow, C17), so the point goes up through every layer,
        the topmost's included."""
        if to_layer is None:
            x, y = map(float, p)
            for step in self.levels(None):
                x, y = plane_map(step, (x, y))
            return (x, y)
        ups = self.ancestors()
        downs = to_layer.ancestors()
        common = next((a for a in ups if a in downs), None)
        x, y = map(float, p)
        for step in self.levels(common if common is not None else ups[-1]):
            x, y = plane_map(step, (x, y))
        for step in reversed(to_layer.levels(common if common is not None else downs[-1])):
            x, y = plane_map(invert3(plane_rows(step)), (x, y), rows=True)
        return (x, y)

    def convert_point_from_window(self, p):
        """convertPoint:fromLayer:nil: the window's point down to this layer, through the inverse of every step
        of `levels` from the window's (C16, C17)."""
        x, y = map(float, p)
        for step in reversed(self.levels(None)):
            x, y = plane_map(invert3(plane_rows(step)), (x, y), rows=True)
        return (x, y)

    def signed_area(self):
        q = self.quad()
        area = 0.0
        for i in range(4):
            x0, y0 = q[i]
            x1, y1 = q[(i + 1) % 4]
            area += x0 * y1 - x1 * y0
        return area / 2

    def facing(self):
        area = self.signed_area()
        assert abs(area) > 1e-6, f"{self.name}: edge-on, facing is not meaningful"
        return "front" if area > 0 else "back"

    def visible(self):
        return not (self.facing() == "back" and not self.double_sided)


class TransformLayer(Layer):
    """CATransformLayer (C5): it does not flatten its sublayers into its plane."""
    flattens = False


class View:
    def __init__(self, name, frame=(0, 0, 0, 0), superview=None):
        x, y, w, h = map(float, frame)
        self.name = name
        self.layer = Layer(name + ".layer", (0, 0, w, h), (x + w / 2, y + h / 2))
        self.superview = None
        self.subviews = []
        self.user_interaction = True
        if superview is not None:
            superview.add_subview(self)

    def hit_test(self, p):
        """UIKit's hitTest:withEvent: with `p` in this view's coordinates: a view that ignores touches or does not
        contain the point (half-open bounds, as CGRectContainsPoint) answers nil; otherwise its subviews are asked
        last to first, each with the point converted into its own plane (C12), and the first answer wins."""
        if not self.user_interaction:
            return None
        x, y = p
        bx, by, bw, bh = self.layer.bounds
        if not (bx <= x < bx + bw and by <= y < by + bh):
            return None
        for sub in reversed(self.subviews):
            hit = sub.hit_test(self.layer.convert_point(p, sub.layer))
            if hit is not None:
                return hit
        return self

    def add_subview(self, view):
        if view.superview is not None:
            view.superview.subviews.remove(view)
        view.superview = self
        self.subviews.append(view)
        self.layer.add_sublayer(view.layer)

    @property
    def center(self):
        return self.layer.position

    @center.setter
    def center(self, p):
        self.layer.position = tuple(map(float, p))


class Scene:
    """The default scene of docs/authoring.md."""

    def __init__(self, root=(0, 0, 320, 480)):
        self.view = View("self.view", root)
        self.view.layer.position = (root[2] / 2, root[3] / 2)

    def layer_view(self, name="layerView", frame=(60, 140, 200, 200), superview=None):
        return View("self." + name, frame, superview or self.view)

    def container(self):
        return View("self.containerView", (0, 0, 320, 480), self.view)

    def side_by_side(self):
        container = self.container()
        v1 = View("self.layerView1", (40, 190, 100, 100), container)
        v2 = View("self.layerView2", (180, 190, 100, 100), container)
        return container, v1, v2

    def outer_inner(self):
        outer = View("self.outerView", (60, 140, 200, 200), self.view)
        inner = View("self.innerView", (50, 50, 100, 100), outer)
        return outer, inner

    def faces(self):
        return [View(f"self.faces[{i}]", (0, 0, 200, 200)) for i in range(6)]


# ---------------------------------------------------------------------------------------------------------
# Gestures, as an `events` block of docs/authoring.md ("Events") declares them


def pan_line(start, end, steps):
    """`pan (X0, Y0) to (X1, Y1) in N steps`: N + 1 evenly spaced translations, both ends included."""
    (x0, y0), (x1, y1) = map(float, start), map(float, end)
    return [(x0 + (x1 - x0) * i / steps, y0 + (y1 - y0) * i / steps) for i in range(steps + 1)]


def pan_calls(translations):
    """The calls a pan recognizer's action receives for one pan: `began` at the first translation, `changed` at
    each next one and `ended` at the last again, each as (state, translationInView:)."""
    calls = [("began", translations[0])]
    calls += [("changed", t) for t in translations[1:]]
    calls.append(("ended", translations[-1]))
    return calls


# ---------------------------------------------------------------------------------------------------------
# Formatting in the notation of docs/authoring.md


def num(v):
    v = float(v)
    if v == 0:
        return "0"
    if v.is_integer() and abs(v) < 1e15:
        return str(int(v))
    return repr(v)


def fmt_point(p):
    return f"({num(p[0])}, {num(p[1])})"


def fmt_rect(r):
    return "(" + ", ".join(num(v) for v in r) + ")"


def fmt_quad(q):
    return " ".join(fmt_point(p) for p in q)


def fmt_affine(t):
    return "[" + " ".join(num(v) for v in t) + "]"


def fmt_3d(m):
    return "[" + "; ".join(" ".join(num(v) for v in row) for row in m) + "]"


def fmt_bool(b):
    return "YES" if b else "NO"
