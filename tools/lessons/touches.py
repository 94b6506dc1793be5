"""Checks the touches a layer diagram marks (docs/figures.md, "touches") against the oracle's scene.

A touch is given in the root view's coordinates (`self.view`'s, as a listing's events and hit expectations are):
its legend says "touch at (X, Y) reaches NAME". The oracle places the root in the window by its own geometry
(spec C16 rootToWindow, C17) and asks UIKit's hitTest from the root view, so for every legend: the touch's dot
(`touch-point`, r = 2.5) must lie where the root's window matrix puts (X, Y), NAME must be the view the oracle's
hitTest reaches, and, when the root's placement moves the point, the legend must say "in self.view" and the
`<desc>` where the touch is drawn in the window; when it does not move it, neither may add a word.
"""

import html
import math
import re
from types import SimpleNamespace

from oracle import Scene, View, apply_point, identity4, make_rotation, make_scale, matmul
from scenes import Expected

POINT_TOL = 0.5e-2 + 1e-7      # a circle's cx, cy print 2 decimals
WORDS_TOL = 0.5e-2 + 1e-7      # the description's coordinates print 2 decimals
LEGEND = re.compile(r"(touch(?: (\d+))?) at \(([^,]+), ([^)]+)\)( in (\S+))? reaches (.+)")
DOT = re.compile(r'<circle cx="([^"]+)" cy="([^"]+)" r="2\.5" class="touch-point"')
NUMBER = r"([−-]?\d+(?:\.\d+)?)"


def number(text):
    return float(text.replace("\u2212", "-"))


def view_name(view):
    """The view as a figure's legend writes it (LayerDiagram.viewName): `self.faces[2].subviews[0]` →
    `faces[2].subviews[0]`; the root stays `self.view`."""
    name = view.layer.name
    if name.endswith(".layer"):
        name = name[:-len(".layer")]
    if name.startswith("self.") and name != "self.view":
        name = name[len("self."):]
    return name


def window_point(root, point):
    """Where a point of the root's coordinates lies in the window: through the root's placement (None behind the
    eye). The figure draws it flipped on macOS (`Expected.window`); the description gives it unflipped."""
    p = apply_point((point[0], point[1], 0.0), root.screen())
    return (p[0] / p[3], p[1] / p[3]) if p[3] > 0 else None


def legends(svg):
    texts = re.findall(r'<text [^>]*class="label legend"[^>]*>([^<]*)</text>', svg)
    return [m for m in (LEGEND.fullmatch(html.unescape(t)) for t in texts) if m]


def check(figure, scene, problems):
    """Returns how many touches were checked."""
    found = legends(figure.svg)
    dots = [(float(x), float(y)) for x, y in DOT.findall(figure.svg)]
    root = scene.view.layer
    expected = [window_point(root, (number(m.group(3)), number(m.group(4)))) for m in found]
    # A touch behind the eye has its legend but no dot: the dots pair with the others, in order.
    drawable = [index for index, window in enumerate(expected) if window is not None]
    if len(dots) != len(drawable):
        problems.append(f"{len(dots)} touch dots drawn, {len(drawable)} touch legends of points in front of the eye")
    dot_of = dict(zip(drawable, dots))
    desc = figure.desc or ""
    for index, legend in enumerate(found):
        title, _, x, y, system, system_name, receiver = legend.groups()
        point = (number(x), number(y))
        window = expected[index]
        moved = window is None or abs(window[0] - point[0]) > 1e-9 or abs(window[1] - point[1]) > 1e-9
        dot = Expected(root, root, figure.platform).window(*window) if window is not None else None
        drawn = dot_of.get(index)
        if dot is not None and drawn is not None and (abs(drawn[0] - dot[0]) > POINT_TOL
                                                      or abs(drawn[1] - dot[1]) > POINT_TOL):
            problems.append(f"{title} at {point} of self.view: dot at {drawn}, the oracle places it at "
                            f"({dot[0]:.4f}, {dot[1]:.4f}) in the figure")
        hit = scene.view.hit_test(point)
        reached = view_name(hit) if hit is not None else "no view"
        if receiver != reached:
            problems.append(f"{title} at {point}: the legend says it reaches {receiver}, the oracle's hitTest {reached}")
        if moved != (system is not None):
            problems.append(f"{title} at {point}: the legend {'omits' if moved else 'adds'} the root's name, but the "
                            f"root's placement {'moves' if moved else 'does not move'} the point")
        check_words(title, point, window, moved, reached, desc, problems)
    return len(found)


def check_words(title, point, expected, moved, reached, desc, problems):
    """The description's sentence about a touch the root's placement moves, and none about one it does not."""
    subject = "The touch" if title == "touch" else "Touch " + title.split(" ")[1]
    pattern = (re.escape(subject) + r" at \(" + NUMBER + ", " + NUMBER + r"\) in \S+ (?:is drawn at \(" + NUMBER + ", "
               + NUMBER + r"\) in the window, where its geometry places that point,|lies behind the eye and is not "
               r"drawn,) and reaches (.+?)\.(?: |$)")
    said = [m for m in re.finditer(pattern, desc)
            if abs(number(m.group(1)) - point[0]) <= WORDS_TOL and abs(number(m.group(2)) - point[1]) <= WORDS_TOL]
    if not moved:
        if said:
            problems.append(f"desc: says where {title} at {point} is drawn, but the root does not move it")
        return
    if not said:
        problems.append(f"desc: says nothing of where {title} at {point} of self.view is drawn in the window")
        return
    words = said[0]
    if expected is None:
        if words.group(3) is not None:
            problems.append(f"desc: {title} drawn at ({words.group(3)}, {words.group(4)}), the oracle has it behind "
                            f"the eye")
    elif words.group(3) is None or abs(number(words.group(3)) - expected[0]) > WORDS_TOL \
            or abs(number(words.group(4)) - expected[1]) > WORDS_TOL:
        problems.append(f"desc: {title} drawn at ({words.group(3)}, {words.group(4)}), the oracle "
                        f"({expected[0]:.2f}, {expected[1]:.2f})")
    if words.group(5) != reached:
        problems.append(f"desc: {title} reaches {words.group(5)}, the oracle's hitTest {reached}")


def selfcheck():
    """The mapping on a transformed root, whose numbers the book's figures never exercise (its self.view is
    untransformed): a 320 x 480 root view, anchor (160, 240) in its bounds at the position (160, 240), puts a point
    p at (p - (160, 240)) . transform + (160, 240). Returns the failures (empty when all hold)."""
    failures = []
    cases = [
        # Scaled by 0.5: (150, 200) - (160, 240) = (-10, -40), halved (-5, -20): (155, 220).
        (make_scale(0.5, 0.5, 1), (150, 200), (155, 220)),
        # Rotated 90 degrees (row vectors: (x, y) becomes (-y, x)): (-10, -40) turns to (40, -10): (200, 230).
        (make_rotation(math.pi / 2, 0, 0, 1), (150, 200), (200, 230)),
    ]
    for transform, point, want in cases:
        root = View("self.view", (0, 0, 320, 480))
        root.layer.transform = transform
        got = window_point(root.layer, point)
        if got is None or abs(got[0] - want[0]) > 1e-9 or abs(got[1] - want[1]) > 1e-9:
            failures.append(f"touches.window_point({point}) on a transformed root: {got}, want {want}")
    problems = []
    check(behind_the_eye_figure(), behind_the_eye_scene(), problems)
    failures += [f"a figure with a touch behind the eye: {problem}" for problem in problems]
    return failures


def behind_the_eye_scene():
    """The root turned 60 degrees about y under a perspective of 100 (TouchFigureTests): a point x of it goes to
    z = -(x - 160) sin 60, w = 1 - z / 100, so (0, 240) has w = 1 - 1.3856 < 0, behind the eye, and (300, 240)
    has (70, 0, -121.2436) at w = 2.2124: (70 / 2.2124 + 160, 240) = (191.64, 240)."""
    scene = Scene()
    perspective = identity4()
    perspective[2][3] = -1.0 / 100
    scene.view.layer.transform = matmul(make_rotation(math.pi / 3, 0, 1, 0), perspective)
    return scene


def behind_the_eye_figure():
    """The figure as LayerDiagram draws it for touches at (0, 240) and (300, 240) of that root: one dot, two legends."""
    svg = ('<circle cx="191.64" cy="240" r="2.5" class="touch-point"/>\n'
           '<text x="0" y="0" class="label legend">touch 1 at (0, 240) in self.view reaches self.view</text>\n'
           '<text x="0" y="0" class="label legend">touch 2 at (300, 240) in self.view reaches self.view</text>\n')
    desc = ("Touch 1 at (0, 240) in self.view lies behind the eye and is not drawn, and reaches self.view. "
            "Touch 2 at (300, 240) in self.view is drawn at (191.64, 240) in the window, where its geometry places "
            "that point, and reaches self.view.")
    return SimpleNamespace(svg=svg, desc=desc, platform="ios")
