"""The scenes the chapter functions build, and what a figure of each should show, from oracle.py alone.

A chapter function (expectations.REGISTRY) rebuilds its listing's scene and returns expect lines; the scene itself
is recorded here by watching `oracle.Scene` being created while the function runs, so that the chapter files stay
as they are. The layers of a scene are every layer under its root view's layer, in tree order.
"""

import math
import re

import oracle
from oracle import apply_point, identity4

_created = []
_original_init = oracle.Scene.__init__


def _recording_init(self, *args, **kwargs):
    _original_init(self, *args, **kwargs)
    _created.append(self)


oracle.Scene.__init__ = _recording_init


def scenes_of(fn):
    """Runs a chapter function and returns the scenes it built, in the order it built them."""
    del _created[:]
    fn()
    scenes = list(_created)
    del _created[:]
    return scenes


def layers_of(scene):
    out = []

    def visit(layer):
        for sub in layer.sublayers:
            out.append(sub)
            visit(sub)
    visit(scene.view.layer)
    return out


def short_name(layer):
    """The name a figure's description uses: `self.faces[1].subviews[0].layer` is `subviews[0]`."""
    name = layer.name
    if name.endswith(".layer"):
        name = name[:-len(".layer")]
    if name.startswith("self."):
        name = name[len("self."):]
    return name.split(".")[-1]


def resolve(scene, name):
    """The oracle's layer a figure names: by the oracle's name, as `self.NAME.layer` for a view written without
    `.layer`, or by path (`self.view.layer.sublayers[0]`, `self.faces[0].layer.sublayers[0]`); None if none."""
    layers = layers_of(scene)
    for candidate in (name, f"self.{name}.layer", f"self.{name}"):
        found = [l for l in layers if l.name == candidate]
        if len(found) == 1:
            return found[0]
    if name in ("view", "self.view.layer", "self.view"):
        return scene.view.layer
    m = re.fullmatch(r"(.+)\.sublayers\[(\d+)\]", name)
    if m:
        parent = resolve(scene, m.group(1))
        if parent is not None and int(m.group(2)) < len(parent.sublayers):
            return parent.sublayers[int(m.group(2))]
    return None


class Expected:
    """What a figure of one layer should show, on one platform (macOS draws y up: y' = height - y)."""

    def __init__(self, layer, root, platform):
        self.layer = layer
        self.height = root.bounds[3]
        self.flip = platform == "macos"
        self.state = self.state_of(layer)

    def window(self, x, y):
        return (x, self.height - y) if self.flip else (x, y)

    def homogeneous(self, points):
        m = self.layer.screen()
        return [apply_point((x, y, 0.0), m) for x, y in points]

    def corners(self):
        pts = self.homogeneous(self.layer.corners())
        if any(p[3] <= 0 for p in pts):
            return None
        return [self.window(p[0] / p[3], p[1] / p[3]) for p in pts]

    def anchor(self):
        ax, ay, _ = self.layer.anchor_in_bounds()
        p = self.homogeneous([(ax, ay)])[0]
        return self.window(p[0] / p[3], p[1] / p[3]) if p[3] > 0 else None

    def anchor_without_own_transform(self):
        saved = self.layer.transform
        self.layer.transform = identity4()
        try:
            return self.anchor()
        finally:
            self.layer.transform = saved

    @staticmethod
    def state_of(layer):
        """drawn, hidden (a back face with doubleSided = NO), culled (under a hidden layer), clipped (a corner
        at or behind the eye: not checked) or edge-on (facing undefined: either is accepted)."""
        up = layer.superlayer
        while up is not None and up.superlayer is not None:
            if Expected.state_of(up) in ("hidden", "culled"):
                return "culled"
            up = up.superlayer
        pts = [apply_point((x, y, 0.0), layer.screen()) for x, y in layer.corners()]
        if any(p[3] <= 0 for p in pts):
            return "clipped"
        q = [(p[0] / p[3], p[1] / p[3]) for p in pts]
        area = sum(q[i][0] * q[(i + 1) % 4][1] - q[(i + 1) % 4][0] * q[i][1] for i in range(4)) / 2
        if abs(area) <= 1e-6:
            return "edge-on"
        if area < 0 and not layer.double_sided:
            return "hidden"
        return "drawn"


# ---------------------------------------------------------------------------------------------------------
# The words of a transform, computed from its matrix


def rotation_of_matrix(m):
    """(degrees, unit axis) of the rotation in the upper 3x3 with its scale divided out (rows normalised), or
    None when there is none. Axis from the antisymmetric part of oracle.rotation_of's rows: m23 - m32 = 2 x s,
    m31 - m13 = 2 y s, m12 - m21 = 2 z s; at 180 degrees from the diagonal, u_i^2 = (R_ii + 1) / 2."""
    rows = [m[i][:3] for i in range(3)]
    norms = [math.sqrt(sum(v * v for v in r)) for r in rows]
    if any(n == 0 for n in norms):
        return None
    r = [[v / n for v in row] for row, n in zip(rows, norms)]
    c = max(-1.0, min(1.0, (r[0][0] + r[1][1] + r[2][2] - 1) / 2))
    angle = math.degrees(math.acos(c))
    if angle < 1e-9:
        return None
    s2 = (r[1][2] - r[2][1], r[2][0] - r[0][2], r[0][1] - r[1][0])
    length = math.sqrt(sum(v * v for v in s2))
    if length > 1e-9:
        return angle, tuple(v / length for v in s2)
    axis = [math.sqrt(max(0.0, (r[i][i] + 1) / 2)) for i in range(3)]
    return angle, tuple(axis)


def scales_of_matrix(m):
    return tuple(math.sqrt(sum(v * v for v in m[i][:3])) for i in range(3))


def receding_edges(layer, platform):
    """The edges whose midpoint the layer's own transform moves further from the eye (smaller z) than its anchor
    point; `top` is the edge drawn at the top of the picture (min y on iOS, max y on macOS)."""
    bx, by, bw, bh = layer.bounds
    ax, ay, _ = layer.anchor_in_bounds()
    top, bottom = ("top", "bottom") if platform != "macos" else ("bottom", "top")
    mids = {"left": (bx, by + bh / 2), "right": (bx + bw, by + bh / 2),
            top: (bx + bw / 2, by), bottom: (bx + bw / 2, by + bh)}

    def z(p):
        q = apply_point((p[0] - ax, p[1] - ay, 0.0), layer.transform)
        return q[2]
    anchor_z = z((ax, ay))
    return {edge for edge, p in mids.items() if z(p) < anchor_z - 1e-9}


def perspective_distance(m):
    """d of a transform A . P(d), an affine A applied first and then the perspective P(d) (m34 = -1/d): its w
    column is then -1/d times its z column in the rows x, y, z. None when the transform is not of that form."""
    z = [m[i][2] for i in range(3)]
    w = [m[i][3] for i in range(3)]
    ww = sum(v * v for v in w)
    if ww == 0:
        return None
    d = -sum(a * b for a, b in zip(z, w)) / ww
    if any(abs(zi + wi * d) > 1e-9 * max(1.0, abs(d)) for zi, wi in zip(z, w)):
        return None
    return d

