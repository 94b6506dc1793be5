"""Chapter 4: 3D transforms."""

import math

from expectations import Block, cross_check_only, listing, shown
from oracle import (Layer, Scene, View, affine_make_rotation, equal, identity4, make_affine_transform,
                    make_rotation, rotate, translate)

CH = "04-3d-transforms.md"


def perspective(d):
    t = identity4()
    t[2][3] = -1.0 / d
    return t


def on_layer_view(t):
    s = Scene()
    v = s.layer_view()
    v.layer.transform = t
    return v


@listing(CH, "z-rotation")
def z_rotation():
    around_z = make_rotation(math.pi / 4, 0, 0, 1)
    from_affine = make_affine_transform(affine_make_rotation(math.pi / 4))
    v = on_layer_view(around_z)
    return (Block().t3d("aroundZ", around_z).t3d("fromAffine", from_affine)
            .boolean("same", equal(around_z, from_affine)).quad("self.layerView.layer", v.layer).done())


@listing(CH, "rotate-y")
def rotate_y():
    t = make_rotation(math.pi / 4, 0, 1, 0)
    v = on_layer_view(t)
    return (Block().t3d("transform", t).layer("self.layerView.layer", v.layer, facing=True).done())


@listing(CH, "perspective")
def perspective_listing():
    t = rotate(perspective(500.0), math.pi / 4, 0, 1, 0)
    v = on_layer_view(t)
    return (Block().t3d("transform", t).num("transform.m34", t[2][3]).num("transform.m14", t[0][3])
            .quad("self.layerView.layer", v.layer).value("self.layerView.layer.facing", v.layer.facing())
            .done())


@listing(CH, "integer-division")
def integer_division():
    t = identity4()
    t[2][3] = float(-1 // 500 + (1 if -1 % 500 else 0))  # C truncates towards zero: -1 / 500 == 0
    assert t[2][3] == 0
    t = rotate(t, math.pi / 4, 0, 1, 0)
    v = on_layer_view(t)
    return (Block().raw("warning: perspective").num("perspective.m34", 0.0).num("transform.m34", t[2][3])
            .quad("self.layerView.layer", v.layer).done())


@listing(CH, "swift-literals")
def swift_literals():
    t = rotate(perspective(500.0), math.pi / 4, 0, 1, 0)
    v = on_layer_view(t)
    return (Block().num("perspective.m34", -1 / 500).num("transform.m34", t[2][3])
            .quad("self.layerView.layer", v.layer).done())


@listing(CH, "camera-distance")
def camera_distance():
    s = Scene()
    b = Block()
    for name, x, d in (("close", 20, 150.0), ("natural", 120, 500.0), ("distant", 220, 5000.0)):
        layer = Layer(name)
        layer.set_frame((x, 200, 80, 80))
        layer.transform = rotate(perspective(d), math.pi / 3, 0, 1, 0)
        s.view.layer.add_sublayer(layer)
        b.quad(name, layer)
    return b.done()


@listing(CH, "receding-tiles")
def receding_tiles():
    s = Scene()
    b = Block()
    for i in range(4):
        layer = Layer(f"tile{i}")
        layer.set_frame((130, 210, 60, 60))
        layer.transform = translate(perspective(500.0), 100, 100, -300.0 * i)
        s.view.layer.add_sublayer(layer)
        b.quad(f"tile{i}", layer)
    return b.done()


@listing(CH, "separate-vanishing-points")
def separate_vanishing_points():
    s = Scene()
    _, v1, v2 = s.side_by_side()
    v1.layer.transform = rotate(perspective(500.0), math.pi / 4, 0, 1, 0)
    v2.layer.transform = rotate(perspective(500.0), -math.pi / 4, 0, 1, 0)
    return Block().quad("self.layerView1.layer", v1.layer).quad("self.layerView2.layer", v2.layer).done()


def shared_quads():
    s = Scene()
    c, v1, v2 = s.side_by_side()
    v1.layer.position = (160.0, 240.0)
    v2.layer.position = (160.0, 240.0)
    v1.layer.transform = rotate(translate(perspective(500.0), -70, 0, 0), math.pi / 4, 0, 1, 0)
    v2.layer.transform = rotate(translate(perspective(500.0), 70, 0, 0), -math.pi / 4, 0, 1, 0)
    return v1.layer.quad(), v2.layer.quad()


def sublayer_quads():
    s = Scene()
    c, v1, v2 = s.side_by_side()
    c.layer.sublayer_transform = perspective(500.0)
    v1.layer.transform = make_rotation(math.pi / 4, 0, 1, 0)
    v2.layer.transform = make_rotation(-math.pi / 4, 0, 1, 0)
    return v1.layer, v2.layer


@listing(CH, "shared-vanishing-point")
def shared_vanishing_point():
    q1, q2 = shared_quads()
    l1, l2 = sublayer_quads()
    cross_check_only(l1)
    for a, b in zip(q1 + q2, l1.quad() + l2.quad()):
        assert abs(a[0] - b[0]) < 1e-9 and abs(a[1] - b[1]) < 1e-9
    from oracle import fmt_quad
    return (Block().value("self.layerView1.layer.quad", fmt_quad(q1))
            .value("self.layerView2.layer.quad", fmt_quad(q2)).done())


@listing(CH, "sublayer-transform")
def sublayer_transform():
    l1, l2 = sublayer_quads()
    return (Block().t3d("perspective", perspective(500.0))
            .t3d("self.containerView.layer.sublayerTransform", perspective(500.0))
            .quad("self.layerView1.layer", l1).value("self.layerView1.layer.facing", l1.facing())
            .quad("self.layerView2.layer", l2).value("self.layerView2.layer.facing", l2.facing()).done())


@listing(CH, "backface")
def backface():
    v = on_layer_view(make_rotation(math.pi, 0, 1, 0))
    return (Block().t3d("transform", v.layer.transform)
            .layer("self.layerView.layer", v.layer, facing=True, visible=True).done())


@listing(CH, "backface-hidden")
def backface_hidden():
    v = on_layer_view(make_rotation(math.pi, 0, 1, 0))
    v.layer.double_sided = False
    return (Block().quad("self.layerView.layer", v.layer)
            .value("self.layerView.layer.facing", v.layer.facing())
            .boolean("self.layerView.layer.visible", v.layer.visible()).done())


@listing(CH, "opposite-z")
def opposite_z():
    s = Scene()
    outer, inner = s.outer_inner()
    outer.layer.transform = make_rotation(math.pi / 4, 0, 0, 1)
    inner.layer.transform = make_rotation(-math.pi / 4, 0, 0, 1)
    return (Block().quad("self.outerView.layer", outer.layer)
            .quad("self.innerView.layer", inner.layer).done())


@listing(CH, "flattening-hoped")
def flattening_hoped():
    s = Scene()
    # The listing declares only the outerView outlet: the scene has no innerView (docs/authoring.md "Scene").
    outer = View("self.outerView", (60, 140, 200, 200), s.view)
    outer.layer.transform = rotate(perspective(500.0), math.pi / 4, 0, 1, 0)
    hoped = Layer("hoped")
    hoped.set_frame((110, 190, 100, 100))
    s.view.layer.add_sublayer(hoped)
    return Block().quad("self.outerView.layer", outer.layer).quad("hoped", hoped).done()


@listing(CH, "opposite-y")
def opposite_y():
    s = Scene()
    outer, inner = s.outer_inner()
    outer.layer.transform = rotate(perspective(500.0), math.pi / 4, 0, 1, 0)
    inner.layer.transform = rotate(perspective(500.0), -math.pi / 4, 0, 1, 0)
    return (Block().t3d("outer", outer.layer.transform).t3d("inner", inner.layer.transform)
            .quad("self.outerView.layer", outer.layer)
            .quad("self.innerView.layer", inner.layer).value("self.innerView.layer.facing", inner.layer.facing())
            .done())


@listing(CH, "exercise-tip-back")
def exercise_tip_back():
    v = on_layer_view(rotate(perspective(400.0), math.pi / 3, 1, 0, 0))
    q = v.layer.quad()
    top = q[1][0] - q[0][0]
    bottom = q[2][0] - q[3][0]
    assert top < 200 < bottom
    return Block().t3d("transform", v.layer.transform).quad("self.layerView.layer", v.layer).done()


@listing(CH, "side-by-side")
def side_by_side():
    s = Scene()
    c, v1, v2 = s.side_by_side()
    c.layer.sublayer_transform = perspective(500.0)
    return (Block().t3d("self.containerView.layer.sublayerTransform", c.layer.sublayer_transform)
            .quad("self.layerView1.layer", v1.layer).quad("self.layerView2.layer", v2.layer).done())


@listing(CH, "z-position")
def z_position():
    s = Scene()
    c, v1, v2 = s.side_by_side()
    c.layer.sublayer_transform = perspective(500.0)
    v2.layer.z_position = 100.0
    q = v2.layer.quad()
    assert abs((q[1][0] - q[0][0]) - 125) < 1e-9
    return (Block().num("self.layerView2.layer.zPosition", 100)
            .quad("self.layerView1.layer", v1.layer).quad("self.layerView2.layer", v2.layer).done())


@listing(CH, "exercise-how-far")
def exercise_how_far():
    pushed = translate(shown("perspective", perspective(1000)), 0, 0, -100)
    return Block().t3d("pushed", pushed).num("shrink", 1.0 / pushed[3][3]).done()
