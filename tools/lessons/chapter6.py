"""Chapter 6: the transform function reference."""

import math

from expectations import Block, listing, shown
from oracle import (AFFINE_IDENTITY, Layer, Scene, affine, concat, equal, get_affine_transform,
                    identity4, invert, is_affine, is_identity, make_affine_transform, make_rotation,
                    make_scale, make_translation, rotate, scale, translate)

CH = "06-transform-reference.md"


def on_layer_view(t):
    s = Scene()
    v = s.layer_view()
    v.layer.transform = t
    return v


@listing(CH, "make-translation-3d")
def make_translation_3d():
    return Block().t3d("t", make_translation(30, -20, 10)).done()


@listing(CH, "translate-3d")
def translate_3d():
    q = shown("quarterTurn", make_rotation(math.pi / 2, 0, 0, 1))
    moved = translate(q, 100, 0, 0)
    by_concat = shown("byConcat", concat(make_translation(100, 0, 0), q))
    return (Block().t3d("moved", moved).num("moved.m42", moved[3][1])
            .boolean("same", equal(moved, by_concat)).done())


@listing(CH, "scale-3d-steps")
def scale_3d_steps():
    t = scale(make_scale(0.5, 0.5, 1), 1, 2, 1)
    v = on_layer_view(t)
    return Block().t3d("transform", t).layer("self.layerView.layer", v.layer).done()


@listing(CH, "rotation-axes")
def rotation_axes():
    diagonal = make_rotation(math.pi / 3, 1, 1, 0)
    long_axis = make_rotation(math.pi / 3, 0, 0, 2)
    unit_axis = make_rotation(math.pi / 3, 0, 0, 1)
    no_axis = make_rotation(math.pi / 3, 0, 0, 0)
    v = on_layer_view(diagonal)
    return (Block().comment("normalising (1, 1, 0) may differ in the last bit between implementations")
            .t3d("diagonal", diagonal, "1e-15").boolean("sameAxis", equal(long_axis, unit_axis))
            .boolean("noAxisIsIdentity", is_identity(no_axis))
            .quad("self.layerView.layer", v.layer, "1e-9").done())


@listing(CH, "rotate-vs-concat")
def rotate_vs_concat():
    s = Scene()
    _, v1, v2 = s.side_by_side()
    move = make_translation(50, 0, 0)
    v1.layer.transform = rotate(move, math.pi / 4, 0, 0, 1)
    v2.layer.transform = concat(move, make_rotation(math.pi / 4, 0, 0, 1))
    return (Block().t3d("self.layerView1.layer.transform", v1.layer.transform)
            .t3d("self.layerView2.layer.transform", v2.layer.transform)
            .quad("self.layerView1.layer", v1.layer).quad("self.layerView2.layer", v2.layer).done())


@listing(CH, "concat-3d")
def concat_3d():
    s = Scene()
    c, v1, v2 = s.side_by_side()
    p = identity4()
    p[2][3] = -1.0 / 500.0
    c.layer.sublayer_transform = p
    ax = make_rotation(math.pi / 4, 1, 0, 0)
    ay = make_rotation(math.pi / 4, 0, 1, 0)
    v1.layer.transform = concat(ax, ay)
    v2.layer.transform = concat(ay, ax)
    return (Block().t3d("xThenY", concat(ax, ay)).t3d("yThenX", concat(ay, ax))
            .quad("self.layerView1.layer", v1.layer).quad("self.layerView2.layer", v2.layer).done())


@listing(CH, "invert-3d")
def invert_3d():
    t = translate(make_rotation(math.pi / 6, 0, 0, 1), 50, 20, 0)
    inverse = invert(t)
    product = concat(t, inverse)
    flat = shown("flat", make_scale(1, 1, 0))
    return (Block().comment("the flat scale has no inverse: the tool warns, and Core Animation returns the input")
            .raw("warning: singular").t3d("t", t).t3d("inverse", inverse, "1e-12").t3d("product", identity4(), "1e-12")
            .t3d("notInverted", flat).done())


@listing(CH, "affine-conversions")
def affine_conversions():
    shear = affine(1, 0, -0.5, 1, 0, 0)
    lifted = make_affine_transform(shear)
    tilted = make_rotation(math.pi / 4, 0, 1, 0)
    v = on_layer_view(tilted)
    reported = get_affine_transform(tilted) if is_affine(tilted) else AFFINE_IDENTITY
    return (Block().t3d("lifted", lifted).boolean("liftedIsAffine", is_affine(lifted))
            .affine("back", get_affine_transform(lifted)).boolean("tiltedIsAffine", is_affine(tilted))
            .affine("reported", reported).quad("self.layerView.layer", v.layer).done())


@listing(CH, "identity-tests")
def identity_tests():
    full = make_rotation(2 * math.pi, 0, 0, 1)
    made = shown("made", make_scale(2, 2, 1))
    stepped = shown("stepped", scale(identity4(), 2, 2, 1))
    return (Block().t3d("fullTurn", full).boolean("identityIsIdentity", True)
            .boolean("fullTurnIsIdentity", is_identity(full)).boolean("equal", equal(made, stepped)).done())


@listing(CH, "degree-functions")
def degree_functions():
    return (Block().num("thirty", 30 * math.pi / 180).num("quarter", (math.pi / 2) * 180 / math.pi)
            .num("fullCircle", (2 * math.pi) * 180 / math.pi).done())


@listing(CH, "direct-field-edit")
def direct_field_edit():
    """Apple's guide: aTransform.m34 = 1.0 / -zDistance with zDistance = 850."""
    t = identity4()
    t[2][3] = 1.0 / -850.0
    assert t[2][3] == -0.001176470588235294
    t = rotate(t, math.pi / 3, 0, 1, 0)
    v = on_layer_view(t)
    return (Block().num("zDistance", 850).t3d("aTransform", t)
            .quad("self.layerView.layer", v.layer).done())


@listing(CH, "keypath-set-rotation")
def keypath_set_rotation():
    s = Scene()
    my_layer = Layer("myLayer")
    my_layer.set_frame((20, 20, 80, 80))
    s.view.layer.add_sublayer(my_layer)
    v = s.layer_view()
    v.layer.transform = make_rotation(math.pi / 6, 0, 0, 1)
    return (Block().t3d("myLayer.transform", identity4())
            .t3d("self.layerView.layer.transform", v.layer.transform, "1e-12")
            .quad("self.layerView.layer", v.layer, "1e-9").done())


@listing(CH, "keypath-scale")
def keypath_scale():
    s = Scene()
    _, v1, v2 = s.side_by_side()
    v1.layer.transform = make_scale(0.5, 0.5, 0.5)
    v2.layer.transform = make_scale(1.5, 1, 1)
    return (Block().t3d("self.layerView1.layer.transform", v1.layer.transform)
            .t3d("self.layerView2.layer.transform", v2.layer.transform)
            .quad("self.layerView1.layer", v1.layer).quad("self.layerView2.layer", v2.layer).done())


@listing(CH, "keypath-translation")
def keypath_translation():
    v = on_layer_view(make_translation(10, -30, 0))
    return (Block().t3d("self.layerView.layer.transform", v.layer.transform)
            .layer("self.layerView.layer", v.layer).done())


@listing(CH, "keypath-read")
def keypath_read():
    s = Scene()
    _, v1, v2 = s.side_by_side()
    v1.layer.transform = make_scale(2, 4, 1)
    v2.layer.transform = make_rotation(math.pi / 6, 0, 0, 1)
    # B10: rotation.z read back from the matrix is atan2(m12, m11), the closed form pi/6 within the tolerance
    t = v2.layer.transform
    assert abs(math.atan2(t[0][1], t[0][0]) - math.pi / 6) <= 1e-12
    return Block().num("averageScale", (2 + 4 + 1) / 3).num("angle", math.pi / 6, "1e-12").done()


@listing(CH, "exercise-keypaths")
def exercise_keypaths():
    t = make_scale(0.5, 1, 1)
    t[3][1] = 40.0
    v = on_layer_view(t)
    return (Block().t3d("self.layerView.layer.transform", t)
            .layer("self.layerView.layer", v.layer).done())


@listing(CH, "exercise-inverse-scale")
def exercise_inverse_scale():
    scale_matrix = shown("scale", make_scale(2, 4, 1))
    return (Block().t3d("inverse", invert(scale_matrix)).boolean("affine", is_affine(scale_matrix)).done())
