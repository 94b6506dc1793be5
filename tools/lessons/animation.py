"""Animations for the oracle: timing functions, matrix interpolation and a CABasicAnimation's presentation value.

transform-semantics.md says only that whole matrices interpolate "very likely" by decomposition (B11) and that a
key-path animation such as `transform.rotation.z` interpolates its number (B10); the rest comes from the published
sources named at each function:

* CSS Transforms Module Level 2, section "Interpolation of Matrices" (Decomposing a 3D matrix, the Graphics Gems
  "unmatrix"; Interpolation of decomposed 3D matrix values; Recomposing to a 3D matrix), with the quaternion
  blended along the shortest arc (the chapter's text; also Chromium's gfx::Quaternion::Slerp);
* CAMediaTimingFunction: a cubic Bezier from (0, 0) to (1, 1) whose control points for
  kCAMediaTimingFunctionEaseInEaseOut are (0.42, 0) and (0.58, 1) (Apple's CAMediaTimingFunction reference);
  a timing function maps the fraction of time x to the fraction of the change y, so x is solved for the curve's
  parameter first.

Matrices are CATransform3D rows as in oracle.py (row vectors, p' = p . M). The CSS pseudo-code stores its
matrices with the translation in matrix[3][0..2] and the perspective in matrix[i][3], which is the same layout,
so its indices are used as they are; its products are written here in row-vector order.
"""

import math

import numpy as np

from oracle import identity4, invert, make_rotation, matmul

# ---------------------------------------------------------------------------------------------------------
# Timing functions


def cubic_bezier_timing(x1, y1, x2, y2):
    """The timing function of a cubic Bezier with control points (0, 0), (x1, y1), (x2, y2), (1, 1)."""

    def coordinate(a, b, s):
        # Bernstein form of a coordinate whose end points are 0 and 1
        u = 1 - s
        return 3 * u * u * s * a + 3 * u * s * s * b + s * s * s

    def timing(x):
        if x <= 0 or x >= 1:
            return 0.0 if x <= 0 else 1.0
        # x(s) increases on [0, 1] for control abscissas in [0, 1]: bisect until the interval stops shrinking,
        # which solves x(s) = x to double precision.
        lo, hi = 0.0, 1.0
        while True:
            mid = (lo + hi) / 2
            if mid <= lo or mid >= hi:
                break
            if coordinate(x1, x2, mid) < x:
                lo = mid
            else:
                hi = mid
        s = lo if abs(coordinate(x1, x2, lo) - x) <= abs(coordinate(x1, x2, hi) - x) else hi
        return coordinate(y1, y2, s)

    return timing


def linear(x):
    return x


EASE_IN_EASE_OUT = cubic_bezier_timing(0.42, 0.0, 0.58, 1.0)

# ---------------------------------------------------------------------------------------------------------
# CSS Transforms 2: decomposition, interpolation and recomposition of 4x4 matrices


def _dot(a, b):
    return sum(x * y for x, y in zip(a, b))


def _combine(a, b, sa, sb):
    return [sa * x + sb * y for x, y in zip(a, b)]


def _normalize(v):
    length = math.sqrt(_dot(v, v))
    return [x / length for x in v], length


def _cross(a, b):
    return [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]]


def _perspective(matrix):
    """The perspective column: solved from M = N . P, N the matrix with its last column (0, 0, 0, 1)."""
    if matrix[0][3] == 0 and matrix[1][3] == 0 and matrix[2][3] == 0:
        return [0.0, 0.0, 0.0, 1.0]
    n = [list(r) for r in matrix]
    for i in range(3):
        n[i][3] = 0.0
    n[3][3] = 1.0
    inverse = invert(n)
    rhs = [matrix[i][3] for i in range(4)]
    # multVecMatrix(rhs, transpose(inverse)): the inverse applied to the column rhs
    return [sum(inverse[i][j] * rhs[j] for j in range(4)) for i in range(4)]


def decompose(m):
    """Decomposing a 3D matrix: (translation, scale, skew, perspective, quaternion), or None when singular."""
    if m[3][3] == 0:
        return None
    matrix = [[v / m[3][3] for v in row] for row in m]
    upper = np.array([row[:3] for row in matrix[:3]])
    if np.linalg.det(upper) == 0:
        return None
    perspective = _perspective(matrix)
    translation = [matrix[3][i] for i in range(3)]
    row = [list(matrix[i][:3]) for i in range(3)]
    scale, skew = [0.0] * 3, [0.0] * 3
    row[0], scale[0] = _normalize(row[0])
    skew[0] = _dot(row[0], row[1])
    row[1] = _combine(row[1], row[0], 1.0, -skew[0])
    row[1], scale[1] = _normalize(row[1])
    skew[0] /= scale[1]
    skew[1] = _dot(row[0], row[2])
    row[2] = _combine(row[2], row[0], 1.0, -skew[1])
    skew[2] = _dot(row[1], row[2])
    row[2] = _combine(row[2], row[1], 1.0, -skew[2])
    row[2], scale[2] = _normalize(row[2])
    skew[1] /= scale[2]
    skew[2] /= scale[2]
    if _dot(row[0], _cross(row[1], row[2])) < 0:
        scale = [-s for s in scale]
        row = [[-v for v in r] for r in row]
    return translation, scale, skew, perspective, _quaternion(row)


def _quaternion(row):
    q = [0.5 * math.sqrt(max(1 + row[0][0] - row[1][1] - row[2][2], 0.0)),
         0.5 * math.sqrt(max(1 - row[0][0] + row[1][1] - row[2][2], 0.0)),
         0.5 * math.sqrt(max(1 - row[0][0] - row[1][1] + row[2][2], 0.0)),
         0.5 * math.sqrt(max(1 + row[0][0] + row[1][1] + row[2][2], 0.0))]
    if row[2][1] > row[1][2]:
        q[0] = -q[0]
    if row[0][2] > row[2][0]:
        q[1] = -q[1]
    if row[1][0] > row[0][1]:
        q[2] = -q[2]
    return q


def _rotation_matrix(q):
    """The rotation of quaternion q in the row layout. The specification writes this matrix for its own sign
    rules; with the signs chosen by _quaternion on rows (p' = p . M), the layout that recomposes the matrix the
    quaternion came from is the transpose of the printed one (checked by recompose_checked)."""
    x, y, z, w = q
    return [[1 - 2 * (y * y + z * z), 2 * (x * y - z * w), 2 * (x * z + y * w), 0.0],
            [2 * (x * y + z * w), 1 - 2 * (x * x + z * z), 2 * (y * z - x * w), 0.0],
            [2 * (x * z - y * w), 2 * (y * z + x * w), 1 - 2 * (x * x + y * y), 0.0],
            [0.0, 0.0, 0.0, 1.0]]


def _transpose(m):
    return [[m[j][i] for j in range(4)] for i in range(4)]


def recompose(parts):
    """Recomposing to a 3D matrix: points are scaled, skewed, rotated, translated, then projected:
    M = S . K . R . T . P in row vectors."""
    translation, scale, skew, perspective, q = parts
    matrix = identity4()
    for i in range(4):
        matrix[i][3] = perspective[i]
    for i in range(4):
        for j in range(3):
            matrix[3][i] += translation[j] * matrix[j][i]
    matrix = matmul(_transpose(_rotation_matrix(q)), matrix)
    for index, (r, c) in ((2, (2, 1)), (1, (2, 0)), (0, (1, 0))):
        if skew[index]:
            temp = identity4()
            temp[r][c] = skew[index]
            matrix = matmul(temp, matrix)
    for i in range(3):
        for j in range(4):
            matrix[i][j] *= scale[i]
    return matrix


def slerp(qa, qb, t):
    product = _dot(qa, qb)
    if product < 0:
        # the shortest arc: q and -q are the same rotation
        qb, product = [-v for v in qb], -product
    product = min(max(product, -1.0), 1.0)
    if abs(product) == 1.0:
        return list(qa)
    theta = math.acos(product)
    w = math.sin(t * theta) * 1 / math.sqrt(1 - product * product)
    return [a * (math.cos(t * theta) - product * w) + b * w for a, b in zip(qa, qb)]


def interpolate_matrices(a, b, t):
    """The matrix a fraction t of the way from a to b; where either does not decompose, a until halfway, then b
    (the specification's fallback)."""
    da, db = decompose(a), decompose(b)
    if da is None or db is None:
        return [list(r) for r in (a if t < 0.5 else b)]
    lerp = [[(1 - t) * x + t * y for x, y in zip(pa, pb)] for pa, pb in zip(da[:4], db[:4])]
    return recompose(tuple(lerp) + (slerp(da[4], db[4], t),))


def recompose_checked(m, tol=1e-12):
    """Decomposes and recomposes m, and checks (with numpy) that the round trip gives m back."""
    back = recompose(decompose(m))
    assert np.allclose(np.array(back), np.array(m), atol=tol), f"decomposition round trip failed for {m}"
    return back

# ---------------------------------------------------------------------------------------------------------
# CABasicAnimation


class BasicAnimation:
    """A CABasicAnimation added at time 0 with fromValue and toValue on `key_path` ("transform" or
    "transform.rotation.z"). Its value at a time of its duration is from + (to - from) . timing(fraction); after
    the end the layer shows the model value again, unless removedOnCompletion is NO and the fill mode is
    forwards (or both), when it holds the animation's last value, toValue itself."""

    def __init__(self, key_path, from_value, to_value, duration, timing=linear, removed_on_completion=True,
                 fill_forwards=False):
        self.key_path = key_path
        self.from_value = from_value
        self.to_value = to_value
        self.duration = float(duration)
        self.timing = timing
        self.removed_on_completion = removed_on_completion
        self.fill_forwards = fill_forwards

    def presentation_transform(self, model, time):
        """The transform the screen shows `time` seconds after the animation was added to a layer whose model
        transform is `model`."""
        if time >= self.duration:
            if self.removed_on_completion or not self.fill_forwards:
                return model
            return self._at_end()
        return self._value(self.timing(time / self.duration), model)

    def _at_end(self):
        if self.key_path == "transform":
            return [list(r) for r in self.to_value]
        return self._value(1.0, identity4())

    def _value(self, progress, model):
        if self.key_path == "transform":
            if progress == 0:
                return [list(r) for r in self.from_value]
            return interpolate_matrices(self.from_value, self.to_value, progress)
        assert self.key_path == "transform.rotation.z"
        # B10: on an identity model, rotation.z = angle is MakeRotation(angle, 0, 0, 1); other models are not
        # specified there, so the oracle refuses them.
        assert model == identity4(), "rotation.z on a model transform other than the identity"
        angle = self.from_value + (self.to_value - self.from_value) * progress
        return make_rotation(angle, 0, 0, 1)
