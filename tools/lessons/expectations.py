"""The expected values of every listing, computed by the oracle, one function per listing id.

Each function rebuilds the listing's scene with oracle.py (never with the notebook tool) and returns the lines
of its `expect` block.
"""

import math

from oracle import *  # noqa: F401,F403

REGISTRY = {}


def listing(chapter, listing_id):
    def register(fn):
        REGISTRY[(chapter, listing_id)] = fn
        return fn
    return register


# (chapter, listing id) -> a function returning [(oracle.View of the layer, the step's pan translation)], one per
# step of the listing's declared events (figures.py checks the strip of event panels against it)
EVENT_STEPS = {}


# (name, CGAffineTransform tuple or CATransform3D rows) of values a listing computes and a figure shows, but its
# expect block does not print (figures.py's transform diagrams read them with the printed ones)
SHOWN = []


def shown(name, value):
    """Records a value the listing names and computes without printing it; returns the value."""
    SHOWN.append((name, value))
    return value


def cross_check_only(layer):
    """Marks the scene of `layer` as one a chapter function builds only to cross-check another, not as the
    listing's own scene (figures.py draws the listing's scene only)."""
    while layer.superlayer is not None:
        layer = layer.superlayer
    layer.cross_check_only = True


class Block:
    def __init__(self):
        self.lines = []

    def comment(self, text):
        self.lines.append("# " + text)
        return self

    def raw(self, text):
        self.lines.append(text)
        return self

    def value(self, expr, text, tol=None):
        self.lines.append(f"{expr} = {text}" + (f" ± {tol}" if tol else ""))
        return self

    def num(self, expr, v, tol=None):
        return self.value(expr, num(v), tol)

    def point(self, expr, p, tol=None):
        return self.value(expr, fmt_point(p), tol)

    def rect(self, expr, r, tol=None):
        return self.value(expr, fmt_rect(r), tol)

    def affine(self, expr, t, tol=None):
        return self.value(expr, fmt_affine(t), tol)

    def t3d(self, expr, m, tol=None):
        return self.value(expr, fmt_3d(m), tol)

    def boolean(self, expr, b):
        return self.value(expr, fmt_bool(b))

    def hit(self, point, view, comment=None):
        """A `hit` line: where a touch at `point` (self.view's coordinates, as `[self.view hitTest:withEvent:]` takes
        it) lands, `none` when no view takes it."""
        line = f"hit {fmt_point(point)} -> {view.name if view is not None else 'nil'}"
        if comment:
            line += comment
        self.lines.append(line)
        return self

    def quad(self, expr_layer, layer, tol=None):
        return self.value(expr_layer + ".quad", fmt_quad(layer.quad()), tol)

    def layer(self, expr, layer, frame=True, facing=False, visible=False, tol=None):
        if frame:
            self.rect(expr + ".frame", layer.frame(), tol)
        self.quad(expr, layer, tol)
        if facing:
            self.value(expr + ".facing", layer.facing())
        if visible:
            self.boolean(expr + ".visible", layer.visible())
        return self

    def done(self):
        return self.lines


import chapter1  # noqa: E402,F401
import chapter2  # noqa: E402,F401
import chapter3  # noqa: E402,F401
import chapter4  # noqa: E402,F401
import chapter5  # noqa: E402,F401
import chapter6  # noqa: E402,F401
import chapter7  # noqa: E402,F401
