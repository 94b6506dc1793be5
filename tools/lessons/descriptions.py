"""Checks the sentences of a layer diagram's `<desc>` against the oracle's scene.

Each number is compared within the precision it is printed with (half a unit of its last printed digit). Words
the checker does not know are returned as unchecked phrases, so that what is not checked is said, not skipped.
"""

import math
import re

from animated import check_phrase
from oracle import is_identity
from painters import painters_order
from scenes import (Expected, layers_of, resolve, perspective_distance, receding_edges, rotation_of_matrix,
                    scales_of_matrix, short_name)

NUM = r"[−-]?\d+(?:\.\d+)?"
CLAUSE = re.compile(r"(?P<name>[A-Za-z_][\w\[\].]*) \((?P<w>%s) by (?P<h>%s), anchor at \((?P<ax>%s), (?P<ay>%s)\) "
                    r"in its superlayer\)" % (NUM, NUM, NUM, NUM))
AXES = {"x": (1, 0, 0), "y": (0, 1, 0), "z": (0, 0, 1)}


def value(text):
    return float(text.replace("−", "-"))


def tolerance(text):
    decimals = len(text.split(".")[1]) if "." in text else 0
    return 0.5 * 10 ** -decimals + 1e-9


def close(text, expected):
    return expected is not None and abs(value(text) - expected) <= tolerance(text)


def split_names(text):
    return [n.strip() for n in re.split(r", | and ", text) if n.strip()]


class DescCheck:
    def __init__(self, figure, scene, problems, unchecked):
        self.figure = figure
        self.scene = scene
        self.problems = problems
        self.unchecked = unchecked
        self.platform = figure.platform
        self.root = scene.view.layer
        self.undescribed = 0

    def fail(self, text):
        self.problems.append(f"desc: {text}")

    def run(self):
        desc = self.figure.desc
        clauses = list(CLAUSE.finditer(desc))
        head = desc[:clauses[0].start()] if clauses else desc
        self.check_general(head)
        layers = layers_of(self.scene)
        candidates = [self.root] + layers
        used = set()
        for i, m in enumerate(clauses):
            end = clauses[i + 1].start() if i + 1 < len(clauses) else len(desc)
            body = desc[m.end():end]
            body, tail = self.split_tail(body)
            layer = next((c for c in candidates if id(c) not in used and self.names(c, m.group("name"))), None)
            if layer is None:
                self.fail(f"describes '{m.group('name')}', which the oracle's scene has no (further) layer of")
                continue
            used.add(id(layer))
            self.check_clause(layer, m, body)
            if tail:
                self.check_general(tail)
        missing = [l for l in layers if id(l) not in used]
        if self.undescribed and self.undescribed != len(missing):
            self.fail(f"says {self.undescribed} more layers are not described, but {len(missing)} are not")
        for layer in missing:
            if self.undescribed:
                continue
            state = Expected.state_of(layer)
            if not is_identity(layer.transform) or state in ("hidden", "culled"):
                self.fail(f"{layer.name} is not described (its transform is not the identity, or it is {state})")
            else:
                self.unchecked.append(f"{layer.name} is not described (an untransformed layer; the spec is silent)")

    def names(self, layer, name):
        if layer is self.root:
            return name == "view"
        return name == short_name(layer) or resolve(self.scene, name) is layer

    @staticmethod
    def split_tail(body):
        """The sentences after a clause that are about the whole figure, not the layer."""
        m = re.search(r"\. (?=\d+ back faces? (?:is|are) hidden|\d+ more layers? (?:is|are) not described|Drawn back to front|The perspective d|The y axis)", body)
        if m:
            return body[:m.start()], body[m.end():]
        return body, ""

    # -----------------------------------------------------------------------------------------------------

    def check_general(self, text):
        rest = text
        m = re.search(r"The view bounds are (%s) by (%s) points\." % (NUM, NUM), rest)
        if m:
            if not (close(m.group(1), self.root.bounds[2]) and close(m.group(2), self.root.bounds[3])):
                self.fail(f"'{m.group(0)}' but the root view is {self.root.bounds[2]} by {self.root.bounds[3]}")
            rest = rest.replace(m.group(0), "")
        m = re.search(r"The y axis points up \(macOS\)\.", rest)
        if m:
            if self.platform != "macos":
                self.fail("says the y axis points up on an iOS figure")
            rest = rest.replace(m.group(0), "")
        m = re.search(r"(\d+) back faces? (?:is|are) hidden: (.*?)\.(?:\s|$)", rest)
        if m:
            hidden = [l for l in layers_of(self.scene) if Expected.state_of(l) == "hidden"]
            said = self.layers_named(split_names(m.group(2)))
            if said != self.ids(hidden) or int(m.group(1)) != len(hidden):
                self.fail(f"'{m.group(0)}' but the hidden back faces are {[l.name for l in hidden]}")
            rest = rest.replace(m.group(0), "")
        m = re.search(r"Drawn back to front: (.*?)\.(?:\s|$)", rest)
        if m:
            drawn = [l for l in layers_of(self.scene) if Expected.state_of(l) in ("drawn", "edge-on")]
            said = self.layers_named(split_names(m.group(1)))
            if said != self.ids(drawn):
                self.fail(f"'{m.group(0)}' but the drawn layers are {[l.name for l in drawn]}")
            else:
                self.check_painters_order(split_names(m.group(1)), drawn)
            rest = rest.replace(m.group(0), "")
        m = re.search(r"(\d+) more layers? (?:is|are) not described: (.*?)(?: and others)?\.(?:\s|$)", rest)
        if m:
            self.undescribed = int(m.group(1))
            self.unchecked.append(f"'{m.group(0).strip()}' (the layers it names are counted, not checked)")
            rest = rest.replace(m.group(0), "")
        m = re.search(r"The perspective d = (%s) of (\S+)'s sublayerTransform gives ([^.]*) one shared vanishing point "
                      r"at \((%s), (%s)\), the anchor point of \S+\." % (NUM, NUM, NUM), rest)
        if m:
            self.check_shared_vanishing_point(m)
            rest = rest.replace(m.group(0), "")
        for m in list(re.finditer(r"The perspective d = (%s) in (\S+)'s own transform puts its vanishing point at "
                                  r"\((%s), (%s)\), where its anchor point sits\." % (NUM, NUM, NUM), rest)):
            self.check_own_vanishing_point(m)
            rest = rest.replace(m.group(0), "")
        self.leftover(rest)

    def check_own_vanishing_point(self, m):
        """A perspective in a layer's own transform, A . P(d), projects towards the point its anchor would occupy
        without that transform: lines parallel to z meet there."""
        layer = next((l for l in layers_of(self.scene) if self.names(l, m.group(2))), None)
        if layer is None:
            self.fail(f"'{m.group(0)}': no layer {m.group(2)} in the scene")
            return
        if not close(m.group(1), perspective_distance(layer.transform)):
            self.fail(f"{layer.name}: perspective d = {m.group(1)}, oracle {perspective_distance(layer.transform)}")
        point = Expected(layer, self.root, self.platform).anchor_without_own_transform()
        if not (close(m.group(3), point[0]) and close(m.group(4), point[1])):
            self.fail(f"{layer.name}: vanishing point ({m.group(3)}, {m.group(4)}), oracle {point}")

    @staticmethod
    def ids(layers):
        return sorted(id(l) for l in layers)

    def check_painters_order(self, names, drawn):
        """The names must follow painters.py's back-to-front order of the drawn layers (C10)."""
        shown = {id(l) for l in drawn}
        order = [l for l in painters_order(self.scene.view.layer) if id(l) in shown]
        if len(order) != len(names) or not all(self.names(l, n) for l, n in zip(order, names)):
            self.fail(f"draws back to front {names}, the painter's order of C10 is {[short_name(l) for l in order]}")

    def layers_named(self, names):
        """The scene's layers a list of names means, each name taking the first layer of that name not yet taken
        in tree order (three buttons are each `subviews[0]`); a name with no layer left is kept as None."""
        taken, out = set(), []
        for name in names:
            layer = next((l for l in layers_of(self.scene) if id(l) not in taken and self.names(l, name)), None)
            if layer is not None:
                taken.add(id(layer))
            out.append(id(layer))
        return sorted(out, key=lambda v: (v is None, v or 0))

    def check_shared_vanishing_point(self, m):
        owner = next((l for l in [self.root] + layers_of(self.scene)
                      if self.names(l, m.group(2))), None)
        if owner is None:
            self.fail(f"'{m.group(0)}': no layer {m.group(2)} in the scene")
            return
        if not close(m.group(1), perspective_distance(owner.sublayer_transform)):
            self.fail(f"perspective d = {m.group(1)} but {owner.name}'s sublayerTransform has "
                      f"d = {perspective_distance(owner.sublayer_transform)}")
        point = Expected(owner, self.root, self.platform).anchor()
        if not (close(m.group(4), point[0]) and close(m.group(5), point[1])):
            self.fail(f"shared vanishing point ({m.group(4)}, {m.group(5)}) but {owner.name}'s anchor is at {point}")
        children = sorted(short_name(l) for l in owner.sublayers)
        if sorted(split_names(m.group(3))) != children:
            self.fail(f"the vanishing point is shared by {m.group(3)} but {owner.name}'s sublayers are {children}")

    def leftover(self, text):
        words = " ".join(w for w in re.split(r"[\s.;,()]+", text) if w and w not in ("is", "and", "with"))
        if words:
            self.unchecked.append(f"'{words}'")

    # -----------------------------------------------------------------------------------------------------

    def check_clause(self, layer, m, body):
        name = layer.name
        if not (close(m.group("w"), layer.bounds[2]) and close(m.group("h"), layer.bounds[3])):
            self.fail(f"{name}: size {m.group('w')} by {m.group('h')}, oracle {layer.bounds[2]} by {layer.bounds[3]}")
        if not (close(m.group("ax"), layer.position[0]) and close(m.group("ay"), layer.position[1])):
            self.fail(f"{name}: anchor at ({m.group('ax')}, {m.group('ay')}) in its superlayer, "
                      f"oracle position {layer.position}")
        rest = check_phrase(layer, body, getattr(self.figure, "outlines", {}), self.fail)
        for check in (self.no_transform, self.sheared, self.rotation, self.scale, self.translation, self.perspective,
                      self.recedes, self.moves, self.hidden, self.culled):
            rest = check(layer, rest)
        rest = self.mirrored(layer, rest)
        self.leftover(rest)

    def sheared(self, layer, text):
        """`rotated A° clockwise, sheared by K (parallel edges stay parallel) and scaled by X horizontally and Y
        vertically`: the spec names no decomposition of a general affine matrix; these numbers are checked as
        M = shear(K) . scale(X, Y) . rotation(A) in row vectors (shear applied to points first), i.e.
        A = atan2(b, a), X = |(a, b)|, Y = det / X, K = (a c + b d) / X^2."""
        m = re.search(r"(?:is )?(?:rotated (%s)° (clockwise|counter-clockwise)(?:, | and ))?sheared by (%s) \(parallel edges "
                      r"stay parallel\)(?: and scaled by (%s) horizontally and (%s) vertically)?" % (NUM, NUM, NUM, NUM),
                      text)
        if not m:
            return text
        t = layer.transform
        a, b, c, d = t[0][0], t[0][1], t[1][0], t[1][1]
        angle = math.degrees(math.atan2(b, a))
        sx = math.hypot(a, b)
        sy = (a * d - b * c) / sx
        k = (a * c + b * d) / (sx * sx)
        clockwise = (angle > 0) == (self.platform != "macos")
        said_angle, said_sx, said_sy = m.group(1) or "0", m.group(4) or "1", m.group(5) or "1"
        turn_ok = close(said_angle, abs(angle)) and (m.group(2) is None or (m.group(2) == "clockwise") == clockwise)
        ok = turn_ok and close(m.group(3), k) and close(said_sx, sx) and close(said_sy, sy)
        if not ok:
            self.fail(f"{layer.name}: '{m.group(0)}' but shear . scale . rotation of the oracle's matrix is "
                      f"{angle:.4f}°, {k:.4f}, {sx:.4f} by {sy:.4f} on {self.platform}")
        return text.replace(m.group(0), "", 1)

    def mirrored(self, layer, text):
        m = re.search(r"we see its back,? so the F reads mirrored", text)
        if m and not (Expected.state_of(layer) == "drawn" and layer.facing() == "back"):
            self.fail(f"{layer.name}: '{m.group(0)}' but the oracle has it {Expected.state_of(layer)}, "
                      f"facing {layer.facing()}")
        return text.replace(m.group(0), "", 1) if m else text

    def no_transform(self, layer, text):
        m = re.search(r"has no transform of its own", text)
        if m and not is_identity(layer.transform):
            self.fail(f"{layer.name}: 'has no transform of its own' but its transform is {layer.transform}")
        return text.replace(m.group(0), "", 1) if m else text

    def rotation(self, layer, text):
        m = re.search(r"is rotated (%s)° (?:(clockwise|counter-clockwise)|about the (negative )?([xyz]) axis|"
                      r"about the axis \((%s), (%s), (%s)\))" % (NUM, NUM, NUM, NUM), text)
        if not m:
            return text
        found = rotation_of_matrix(layer.transform)
        if found is None:
            self.fail(f"{layer.name}: '{m.group(0)}' but its transform has no rotation")
            return text.replace(m.group(0), "", 1)
        angle, axis = found
        if m.group(2):
            said_axis = (0, 0, 1)
            clockwise_positive = self.platform != "macos"  # iOS y down: a positive z turn is clockwise
            if (m.group(2) == "clockwise") != clockwise_positive:
                said_axis = (0, 0, -1)
        elif m.group(4):
            said_axis = tuple(-v for v in AXES[m.group(4)]) if m.group(3) else AXES[m.group(4)]
        else:
            said_axis = tuple(value(m.group(i)) for i in (5, 6, 7))
        if not close(m.group(1), angle):
            self.fail(f"{layer.name}: rotated {m.group(1)}° but the oracle's angle is {angle:.6f}°")
        axis_tol = max(tolerance(m.group(i)) for i in (5, 6, 7)) if m.group(5) else 1e-6
        if angle < 180 - 1e-6 and any(abs(a - b) > axis_tol for a, b in zip(axis, said_axis)):
            self.fail(f"{layer.name}: '{m.group(0)}' but the oracle's rotation axis is "
                      f"({axis[0]:.6f}, {axis[1]:.6f}, {axis[2]:.6f}) on {self.platform}")
        if angle >= 180 - 1e-6 and any(abs(abs(a) - abs(b)) > axis_tol for a, b in zip(axis, said_axis)):
            self.fail(f"{layer.name}: '{m.group(0)}' but the oracle's half-turn axis is {axis}")
        return text.replace(m.group(0), "", 1)

    def scale(self, layer, text):
        m = re.search(r"scaled by (%s)(?: horizontally and (%s) vertically)?" % (NUM, NUM), text)
        if not m:
            return text
        sx, sy, _ = scales_of_matrix(layer.transform)
        said = (m.group(1), m.group(2) or m.group(1))
        if not (close(said[0], sx) and close(said[1], sy)):
            self.fail(f"{layer.name}: '{m.group(0)}' but the oracle's scales are {sx}, {sy}")
        return text.replace(m.group(0), "", 1)

    def translation(self, layer, text):
        m = re.search(r"translated by \((%s), (%s)(?:, (%s))?\)" % (NUM, NUM, NUM), text)
        if not m:
            return text
        t = layer.transform[3]
        ok = close(m.group(1), t[0]) and close(m.group(2), t[1]) and (m.group(3) is None or close(m.group(3), t[2]))
        if m.group(3) is None and t[2] != 0:
            ok = False
        if not ok:
            self.fail(f"{layer.name}: '{m.group(0)}' but the transform's translation row is ({t[0]}, {t[1]}, {t[2]})")
        return text.replace(m.group(0), "", 1)

    def perspective(self, layer, text):
        m = re.search(r"(?:with|is a) perspective (?:with )?d = (%s)" % NUM, text)
        if not m:
            return text
        d = perspective_distance(layer.transform)
        if not close(m.group(1), d):
            self.fail(f"{layer.name}: perspective d = {m.group(1)} but -1/m34 = {d}")
        return text.replace(m.group(0), "", 1)

    def recedes(self, layer, text):
        m = re.search(r"its ((?:left|right|top|bottom)(?:(?:, | and )(?:left|right|top|bottom))*) edges? recedes?", text)
        edges = receding_edges(layer, self.platform)
        if m:
            said = set(split_names(m.group(1)))
            if said != edges:
                self.fail(f"{layer.name}: '{m.group(0)}' but the receding edges are {sorted(edges) or 'none'}")
            return text.replace(m.group(0), "", 1)
        return text

    def moves(self, layer, text):
        m = re.search(r"its anchor point moves from \((%s), (%s)\) to \((%s), (%s)\)" % (NUM, NUM, NUM, NUM), text)
        if not m:
            return text
        expected = Expected(layer, self.root, self.platform)
        start, end = expected.anchor_without_own_transform(), expected.anchor()
        if not (start and close(m.group(1), start[0]) and close(m.group(2), start[1])):
            self.fail(f"{layer.name}: anchor moves from ({m.group(1)}, {m.group(2)}) but without its own transform "
                      f"the oracle puts it at {start}")
        if not (end and close(m.group(3), end[0]) and close(m.group(4), end[1])):
            self.fail(f"{layer.name}: anchor moves to ({m.group(3)}, {m.group(4)}) but the oracle puts it at {end}")
        return text.replace(m.group(0), "", 1)

    def hidden(self, layer, text):
        phrase = r"it faces away with doubleSided = NO, so it is hidden \(dotted outline\)"
        return self.state_phrase(layer, text, phrase, "hidden", "a hidden back face")

    def culled(self, layer, text):
        return self.state_phrase(layer, text, r"it is not drawn because a superlayer is hidden or culled",
                                 "culled", "culled")

    def state_phrase(self, layer, text, pattern, state_named, what):
        """The phrase saying the layer is in state `state_named`: present exactly when the oracle's state is that."""
        m = re.search(pattern, text)
        state = Expected.state_of(layer)
        if bool(m) != (state == state_named):
            self.fail(f"{layer.name}: {'says' if m else 'does not say'} it is {what}; oracle: {state}")
        return text.replace(m.group(0), "", 1) if m else text


def check_desc(figure, scene, problems, unchecked):
    DescCheck(figure, scene, problems, unchecked).run()

