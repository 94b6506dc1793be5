"""Checks the transform diagrams (a transform with no layer acting on the 100 by 100 reference square).

docs/figures.md: the square (0, 0)-(100, 100) of the transform's own space, before (dashed) and after (solid), with
the basis vectors i = (100, 0) and j = (0, 100) and their images; 3D transforms are projected (x / w, y / w). The
figure's title names the listing's variable ("t: a CATransform3D acting on a reference square"); its value is the
one the listing's chapter function prints for that name (recorded as expectations.Block.affine / t3d is called)
or records with expectations.shown. Checked: the after square's `data-corners` (the exact corners) and
its drawn points (`data-scale` times them), the images of i and j drawn, and the description's images of i, j,
the z unit vector and the origin. Not checked, with the reason: a variable no expect line prints, a square with a
corner at or behind the eye (the drawing clips it), the words naming the transform.
"""

import html
import re

import expectations
from descriptions import DescCheck
from oracle import Layer, apply_point
from scenes import perspective_distance, scales_of_matrix
from pages import LISTING, corner_list

SQUARE = ((0.0, 0.0), (100.0, 0.0), (100.0, 100.0), (0.0, 100.0))
SVG = re.compile(r'<svg [^>]*class="figure transform-diagram".*?</svg>', re.S)
NUM = r"[−-]?\d+(?:\.\d+)?(?:×10[⁻⁰¹²³⁴⁵⁶⁷⁸⁹]+)?"
SUPERSCRIPT = str.maketrans("⁻⁰¹²³⁴⁵⁶⁷⁸⁹", "-0123456789")
_printed = []


def attrs(tag):
    return dict(re.findall(r'([a-z0-9-]+)="([^"]*)"', tag))


def _recording(method, to_matrix):
    def record(self, expr, value, tol=None):
        _printed.append((expr, to_matrix(value)))
        return method(self, expr, value, tol)
    return record


def _affine_matrix(t):
    a, b, c, d, tx, ty = t
    return [[a, b, 0.0, 0.0], [c, d, 0.0, 0.0], [0.0, 0.0, 1.0, 0.0], [tx, ty, 0.0, 1.0]]


expectations.Block.affine = _recording(expectations.Block.affine, _affine_matrix)
expectations.Block.t3d = _recording(expectations.Block.t3d, lambda m: [list(r) for r in m])


def printed_matrices(fn):
    """{expression: 4x4 matrix} of every transform the chapter function prints (the last value of each name) or
    records with expectations.shown (a value the listing names without printing it)."""
    del _printed[:]
    del expectations.SHOWN[:]
    fn()
    out = {name: _affine_matrix(v) if len(v) == 6 else [list(r) for r in v] for name, v in expectations.SHOWN}
    out.update(_printed)
    del _printed[:]
    del expectations.SHOWN[:]
    return out


def value(text):
    text = text.replace("−", "-")
    if "×10" in text:
        mantissa, exponent = text.split("×10")
        return float(mantissa) * 10.0 ** int(exponent.translate(SUPERSCRIPT))
    return float(text)


def plain(text):
    """`6.1×10⁻¹⁵` as the decimal it stands for, with as many digits as it was printed with."""
    mantissa, exponent = text.replace("−", "-").split("×10")
    decimals = (len(mantissa.split(".")[1]) if "." in mantissa else 0) - int(exponent.translate(SUPERSCRIPT))
    return f"{value(text):.{max(decimals, 0)}f}"


def tolerance(text):
    mantissa = text.split("×10")[0]
    decimals = len(mantissa.split(".")[1]) if "." in mantissa else 0
    scale = 10.0 ** int(text.split("×10")[1].translate(SUPERSCRIPT)) if "×10" in text else 1.0
    return 0.5 * 10 ** -decimals * scale + 1e-9


def project(m, p):
    x, y, _, w = apply_point((p[0], p[1], 0.0), m)
    return None if w <= 0 else (x / w, y / w)


def differs(points, expected, tol):
    return any(abs(p[0] - q[0]) > tol or abs(p[1] - q[1]) > tol for p, q in zip(points, expected))


def check_svg(svg, m, problems):
    """Returns (reason not checked or None, the drawing's scale)."""
    expected = [project(m, p) for p in SQUARE]
    if any(p is None for p in expected):
        return "a corner of the square is at or behind the eye (clipping is not checked)", None
    printed_scale = attrs(svg[:svg.index(">")]).get("data-scale", "1")
    square = attrs(re.search(r'<polygon [^>]*class="square after"[^>]*>', svg).group(0))
    if differs(corner_list(square["data-corners"]), expected, 0.5e-4 + 1e-7):
        problems.append(f"the square's data-corners {square['data-corners']}, the oracle {expected}")
    shown = [float(v) for v in re.split(r"[ ,]", square["points"])]
    exact = [x for p in expected for x in p]
    # data-scale prints its factor rounded: the drawing must be one uniform scale of the corners (fitted by least
    # squares), within the printed factor's rounding, each point within its own two decimals.
    scale = sum(a * b for a, b in zip(shown, exact)) / sum(b * b for b in exact)
    if (len(shown) != 8 or abs(scale - float(printed_scale)) > tolerance(printed_scale)
            or any(abs(a - scale * b) > 0.005 + 1e-7 for a, b in zip(shown, exact))):
        problems.append(f"the square is drawn at {square['points']}, not data-scale {printed_scale} times the "
                        f"oracle's corners")
    for basis, end in (("i", (100.0, 0.0)), ("j", (0.0, 100.0))):
        line = attrs(re.search(r'<line [^>]*class="basis after %s"[^>]*>' % basis, svg).group(0))
        ends = [(float(line["x1"]), float(line["y1"])), (float(line["x2"]), float(line["y2"]))]
        want = [(scale * x, scale * y) for x, y in (project(m, (0.0, 0.0)), project(m, end))]
        if differs(ends, want, 0.005 + 1e-7):
            problems.append(f"the image of {basis} is drawn from {ends[0]} to {ends[1]}, the oracle {want}")
    return None, scale


def check_images(desc, m, affine, problems):
    """`i = (1, 0) becomes k = (a, b)`, `j = ... becomes l = ...`, `the z unit vector ... becomes ...` and `the
    origin moves to (x, y)`: the rows of the matrix (row vectors: a direction's image is its row)."""
    n = 2 if affine else 3
    claims = [("k", m[0][:n]), ("l", m[1][:n])]
    if not affine:
        claims.append(("the z unit vector", m[2][:3]))
    else:
        claims.append(("the origin", m[3][:2]))
    for name, want in claims:
        if name in ("k", "l"):
            pattern = r"becomes %s = \(([^)]*)\)" % name
        elif name == "the origin":
            pattern = r"the origin moves to \(([^)]*)\)"
        else:
            pattern = r"the z unit vector \([^)]*\) becomes \(([^)]*)\)"
        found = re.search(pattern, desc)
        if not found:
            problems.append(f"desc: does not say where {name} goes")
            continue
        said = [s.strip() for s in found.group(1).split(",")]
        if len(said) != len(want) or any(abs(value(s) - w) > tolerance(s) for s, w in zip(said, want)):
            problems.append(f"desc: {name} becomes ({found.group(1)}), the oracle {tuple(want)}")


class WordCheck(DescCheck):
    """The layer description's checks of a transform's words (rotation, shear, scale, translation, perspective),
    applied to the transform alone: no scene, no layer tree."""

    def __init__(self, platform, problems, unchecked):
        self.platform = platform
        self.problems = problems
        self.unchecked = unchecked

    def words(self, text, m):
        layer = Layer("t")
        layer.transform = m
        rest = re.sub(NUM, lambda n: plain(n.group(0)) if "×10" in n.group(0) else n.group(0), text)
        for check in (self.identity, self.flattened, self.scale3, self.no_transform, self.sheared, self.rotation,
                      self.scale, self.translation, self.perspective):
            rest = check(layer, rest)
        self.leftover(rest)

    def identity(self, layer, text):
        """'the identity' only for the exact identity (IsIdentity is exact, B-section); 'nearly the identity, not
        exactly' for a matrix within 1e-9 of it in every entry but not equal (the spec names no such threshold:
        1e-9 is the convention checked)."""
        exact = layer.transform == [[float(i == j) for j in range(4)] for i in range(4)]
        near = max(abs(v - float(i == j)) for i, row in enumerate(layer.transform) for j, v in enumerate(row))
        said = text.strip()
        if said == "is the identity":
            if not exact:
                self.fail(f"t: 'is the identity' but the oracle's matrix is {layer.transform}")
            return ""
        if said == "is nearly the identity, not exactly":
            if exact or near > 1e-9:
                self.fail(f"t: '{said}' but the oracle's matrix is {layer.transform}")
            return ""
        return text

    def flattened(self, layer, text):
        m = re.search(r"(?:is )?flattened \(its 3×3 part is singular\)", text)
        if not m:
            return text
        upper = [row[:3] for row in layer.transform[:3]]
        det = (upper[0][0] * (upper[1][1] * upper[2][2] - upper[1][2] * upper[2][1])
               - upper[0][1] * (upper[1][0] * upper[2][2] - upper[1][2] * upper[2][0])
               + upper[0][2] * (upper[1][0] * upper[2][1] - upper[1][1] * upper[2][0]))
        if det != 0:
            self.fail(f"t: '{m.group(0)}' but the 3x3 part's determinant is {det}")
        return text.replace(m.group(0), "", 1)

    def scale3(self, layer, text):
        m = re.search(r"scaled by \((%s), (%s), (%s)\)" % (NUM, NUM, NUM), text)
        if not m:
            return text
        scales = scales_of_matrix(layer.transform)
        if any(abs(value(g) - s) > tolerance(g) for g, s in zip(m.groups(), scales)):
            self.fail(f"t: '{m.group(0)}' but the oracle's scales are {scales}")
        return text.replace(m.group(0), "", 1)


def mirrored(m):
    """The F reads mirrored when the projected square's winding reverses (signed area of its image)."""
    q = [project(m, p) for p in SQUARE]
    return sum(q[i][0] * q[(i + 1) % 4][1] - q[(i + 1) % 4][0] * q[i][1] for i in range(4)) < 0


def slanted(m):
    k, l = m[0][:2], m[1][:2]
    return abs(k[0] * l[0] + k[1] * l[1]) > 1e-9 and m[0][3] == m[1][3] == m[2][3] == 0


def check_sentences(desc, m, scale, svg, problems, unchecked):
    """The sentences after the images: grid, size, mirrored F, vanishing point, slanted parallelogram."""
    rest = desc[desc.find(". ", desc.find("becomes l")) + 2:] if "becomes l" in desc else desc
    grid = re.search(r"The grid's lines are (\d+) points apart\. ?", rest)
    if not grid or grid.group(1) != attrs(svg[:svg.index(">")]).get("data-grid-step"):
        problems.append("desc: the grid's spacing is not the data-grid-step drawn")
    claims = [
        (r"Drawn at (\d+)% of its size to fit the panel\. ?", lambda g: abs(int(g) - 100 * scale) <= 0.5 + 1e-9,
         abs(scale - 1) > 0.005, "the drawing's scale"),
        (r"The F mark reads mirrored: the transform flips orientation\. ?", None, mirrored(m),
         "the winding of the square's image"),
        (r"Lines parallel to the z axis converge at the vanishing point \(0, 0\)\. ?", None,
         perspective_distance(m) is not None and m[2][3] != 0, "a perspective applied last (t = A . P)"),
        (r"The image is a slanted parallelogram; tick marks pair its parallel edges\. ?", None, slanted(m),
         "an affine image whose k and l are not perpendicular"),
    ]
    for pattern, number_ok, expected, what in claims:
        found = re.search(pattern, rest)
        if bool(found) != expected or (found and number_ok and not number_ok(found.group(1))):
            problems.append(f"desc: {'says' if found else 'does not say'} '{found.group(0) if found else pattern}' "
                            f"({what}: {expected}, scale {scale:.4f})")
        if found:
            rest = rest.replace(found.group(0), "")
    if grid:
        rest = rest.replace(grid.group(0), "")
    if rest.strip():
        unchecked.append(f"'{rest.strip()}'")


def platform_at(page, at):
    owner = [m for m in LISTING.finditer(page) if m.start() < at]
    return 'data-platform="macos"' in owner[-1].group(0) if owner else False


def check_page(path, page, problems, not_checked, unchecked):
    """Returns how many transform diagrams were checked."""
    chapter = path.stem + ".md"
    checked = 0
    for match in SVG.finditer(page):
        svg = match.group(0)
        head = re.search(r'aria-labelledby="figure-(.+)-square-(\d+)-title', svg)
        listing_id = head.group(1)
        where = f"{path.name} transform diagram {head.group(1)}-square-{head.group(2)}"
        title = re.search(r"<title[^>]*>([^<:]*): a (CGAffineTransform|CATransform3D) acting", svg)
        fn = expectations.REGISTRY.get((chapter, listing_id))
        if fn is None or title is None:
            not_checked.append(f"{where}: no chapter function rebuilds this listing or no variable is named")
            continue
        m = printed_matrices(fn).get(title.group(1))
        if m is None:
            not_checked.append(f"{where}: the chapter function prints no value of {title.group(1)}")
            continue
        found = []
        reason, scale = check_svg(svg, m, found)
        if reason:
            not_checked.append(f"{where}: {reason} (only the description's images are checked)")
        desc = html.unescape(re.search(r"<desc[^>]*>([^<]*)</desc>", svg).group(1))
        check_images(desc, m, title.group(2) == "CGAffineTransform", found)
        words = re.search(r"solid after [^,]*, which (.*?); the images", desc)
        notes = []
        if words:
            WordCheck("macos" if platform_at(page, match.start()) else "ios", found, notes).words(words.group(1), m)
        else:
            found.append("desc: does not name the transform (', which ...; the images')")
        if scale is not None:
            check_sentences(desc, m, scale, svg, found, notes)
        unchecked.extend(f"{where}: {n}" for n in notes)
        problems.extend(f"{where}: {p}" for p in found)
        checked += 1
    return checked
