"""Chapter 3: affine transforms."""

import math

from expectations import Block, listing, shown
from oracle import (AFFINE_IDENTITY, Scene, affine, affine_apply_point, affine_apply_rect, affine_concat,
                    affine_invert, affine_is_identity, affine_make_rotation, affine_make_scale,
                    affine_make_translation, affine_rotate, affine_scale, affine_translate, identity4,
                    is_affine, make_affine_transform, rotate)

CH = "03-affine-transforms.md"


def on_layer_view(t, scene=None, frame=(60, 140, 200, 200)):
    s = scene or Scene()
    v = s.layer_view(frame=frame)
    v.layer.transform = make_affine_transform(t)
    return v


def compound():
    t = AFFINE_IDENTITY
    t = affine_scale(t, 0.5, 0.5)
    t = affine_rotate(t, math.pi / 180.0 * 30.0)
    return affine_translate(t, 200, 0)


@listing(CH, "rotate-45")
def rotate_45():
    t = affine_make_rotation(math.pi / 4)
    v = on_layer_view(t)
    return (Block().affine("transform", t).t3d("self.layerView.layer.transform", v.layer.transform)
            .layer("self.layerView.layer", v.layer).done())


@listing(CH, "degree-macros")
def degree_macros():
    return (Block().num("radians", 45.0 / 180.0 * math.pi).num("degrees", (math.pi / 4) / math.pi * 180.0)
            .num("thirtyDegrees", 30.0 / 180.0 * math.pi).done())


@listing(CH, "make-scale")
def make_scale_listing():
    v = on_layer_view(affine_make_scale(0.5, 0.5))
    return Block().layer("self.layerView.layer", v.layer).done()


@listing(CH, "make-translation")
def make_translation_listing():
    v = on_layer_view(affine_make_translation(40, -60))
    return Block().layer("self.layerView.layer", v.layer).done()


@listing(CH, "compound")
def compound_listing():
    t = compound()
    v = on_layer_view(t)
    return (Block().affine("transform", t).num("transform.tx", t[4]).num("transform.ty", t[5])
            .layer("self.layerView.layer", v.layer).done())


@listing(CH, "compound-by-concat")
def compound_by_concat():
    by_concat = affine_concat(affine_concat(shown("translate", affine_make_translation(200, 0)),
                                            shown("rotate", affine_make_rotation(math.pi / 180.0 * 30.0))),
                              shown("scale", affine_make_scale(0.5, 0.5)))
    t = compound()
    return Block().affine("byConcat", by_concat).affine("transform", t).boolean("same", by_concat == t).done()


@listing(CH, "reversed-order")
def reversed_order():
    t = AFFINE_IDENTITY
    t = affine_translate(t, 200, 0)
    t = affine_rotate(t, math.pi / 180.0 * 30.0)
    t = affine_scale(t, 0.5, 0.5)
    v = on_layer_view(t)
    return Block().affine("self.layerView.layer.transform", t) if False else (
        Block().t3d("self.layerView.layer.transform", v.layer.transform)
        .layer("self.layerView.layer", v.layer).done())


@listing(CH, "identity")
def identity_listing():
    t = affine_make_rotation(math.pi / 4)
    s = Scene()
    v = s.layer_view()
    v.layer.transform = identity4()
    return (Block().boolean("rotatedIsIdentity", affine_is_identity(t))
            .boolean("unitScaleIsIdentity", affine_is_identity(affine_make_scale(1, 1)))
            .t3d("self.layerView.layer.transform", v.layer.transform)
            .layer("self.layerView.layer", v.layer).done())


@listing(CH, "invert")
def invert_listing():
    t = compound()
    inverse = affine_invert(t)
    moved = affine_apply_point((10.0, 20.0), t)
    back = affine_apply_point(moved, inverse)
    squash = affine_invert(affine_make_scale(0, 0))
    v = on_layer_view(inverse)
    return (Block().comment("the squash has no inverse: the tool warns, and Core Graphics returns the input")
            .raw("warning: singular").affine("inverse", inverse, "1e-12").point("moved", moved).point("back", back, "1e-12")
            .affine("squash", squash).layer("self.layerView.layer", v.layer, tol="1e-9").done())


@listing(CH, "shear")
def shear():
    t = affine(1, 0, -1, 1, 0, 0)
    v = on_layer_view(t)
    return (Block().t3d("self.layerView.layer.transform", v.layer.transform)
            .layer("self.layerView.layer", v.layer).done())


@listing(CH, "affine-vs-nonaffine")
def affine_vs_nonaffine():
    s = Scene()
    _, v1, v2 = s.side_by_side()
    a = affine_concat(affine(1, 0, -0.5, 1, 0, 0), affine_make_rotation(math.pi / 12))
    flat = make_affine_transform(a)
    v1.layer.transform = flat
    deep = identity4()
    deep[2][3] = -1.0 / 200.0
    deep = rotate(deep, math.pi / 3, 0, 1, 0)
    v2.layer.transform = deep
    q1 = v1.layer.quad()
    q2 = v2.layer.quad()
    # the affine quad is a parallelogram: opposite edges are equal vectors
    e1 = (q1[1][0] - q1[0][0], q1[1][1] - q1[0][1])
    e3 = (q1[2][0] - q1[3][0], q1[2][1] - q1[3][1])
    assert abs(e1[0] - e3[0]) < 1e-9 and abs(e1[1] - e3[1]) < 1e-9
    return (Block().affine("affine", a).boolean("flatIsAffine", is_affine(flat))
            .boolean("deepIsAffine", is_affine(deep))
            .quad("self.layerView1.layer", v1.layer).quad("self.layerView2.layer", v2.layer).done())


@listing(CH, "rotated-frame")
def rotated_frame():
    rotation = affine_make_rotation(math.pi / 6)
    v = on_layer_view(rotation, frame=(10, 20, 200, 100))
    frame = v.layer.frame()
    box = affine_apply_rect((-100.0, -50.0, 200.0, 100.0), rotation)
    return (Block().rect("frame", frame).rect("box", box)
            .quad("self.layerView.layer", v.layer).done())


@listing(CH, "exercise-corner-rotation")
def exercise_corner_rotation():
    t = affine_make_translation(100, 100)
    t = affine_concat(t, affine_make_rotation(math.pi / 4))
    t = affine_concat(t, affine_make_translation(-100, -100))
    v = on_layer_view(t)
    return Block().affine("transform", t).quad("self.layerView.layer", v.layer).done()


@listing(CH, "rotate-45-macos")
def rotate_45_macos():
    # macOS changes no number: the same matrix and corners, drawn with y up
    t = affine_make_rotation(math.pi / 4)
    v = on_layer_view(t)
    return Block().affine("transform", t).quad("self.layerView.layer", v.layer).done()


@listing(CH, "exercise-inverse")
def exercise_inverse():
    transform = affine_concat(affine_make_scale(2, 2), affine_make_translation(10, 0))
    inverse = affine_invert(transform)
    return (Block().affine("transform", transform).affine("inverse", inverse)
            .point("back", affine_apply_point((30.0, 0.0), inverse)).done())
