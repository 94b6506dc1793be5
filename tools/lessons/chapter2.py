"""Chapter 2: vectors and matrices."""

import math

from expectations import Block, listing, shown
from oracle import (Layer, Scene, affine, affine_apply_point, affine_apply_size, affine_concat,
                    affine_make_rotation, affine_make_scale, affine_make_translation, concat, equal,
                    identity4, make_affine_transform, make_scale, make_translation, rotate, scale)

CH = "02-vectors-and-matrices.md"


@listing(CH, "basis-images")
def basis_images():
    r = affine_make_rotation(math.pi / 6)
    k = affine_apply_point((1.0, 0.0), r)
    l = affine_apply_point((0.0, 1.0), r)
    return Block().affine("rotation", r).point("k", k).point("l", l).done()


@listing(CH, "matrix-from-images")
def matrix_from_images():
    k, l = (2.0, 0.5), (-0.5, 1.0)
    m = affine(k[0], k[1], l[0], l[1], 0, 0)
    v = (30.0, 20.0)
    image = affine_apply_point(v, m)
    by_hand = (v[0] * k[0] + v[1] * l[0], v[0] * k[1] + v[1] * l[1])
    assert image == by_hand
    return Block().affine("m", m).point("image", image).point("byHand", by_hand).done()


@listing(CH, "matrix-on-layer")
def matrix_on_layer():
    s = Scene()
    v = s.layer_view()
    m = affine(1, 0.25, -0.5, 1, 0, 0)
    v.layer.transform = make_affine_transform(m)
    return Block().layer("self.layerView.layer", v.layer).done()


@listing(CH, "composition-order")
def composition_order():
    rot = shown("rotate", affine_make_rotation(math.pi / 2))
    stretch = shown("stretch", affine_make_scale(2, 1))
    rts = affine_concat(rot, stretch)
    str_ = affine_concat(stretch, rot)
    p = (1.0, 0.0)
    return (Block().affine("rotateThenStretch", rts).affine("stretchThenRotate", str_)
            .point("p1", affine_apply_point(p, rts)).point("p2", affine_apply_point(p, str_)).done())


@listing(CH, "composition-on-layers")
def composition_on_layers():
    s = Scene()
    _, v1, v2 = s.side_by_side()
    rot = affine_make_rotation(math.pi / 4)
    stretch = affine_make_scale(1.5, 1)
    v1.layer.transform = make_affine_transform(affine_concat(rot, stretch))
    v2.layer.transform = make_affine_transform(affine_concat(stretch, rot))
    return (Block().quad("self.layerView1.layer", v1.layer).quad("self.layerView2.layer", v2.layer)
            .done())


@listing(CH, "point-vs-vector")
def point_vs_vector():
    move = shown("move", affine_make_translation(50, 20))
    return (Block().point("point", affine_apply_point((10.0, 10.0), move))
            .point("vector", affine_apply_size((10.0, 10.0), move)).done())


@listing(CH, "not-additive")
def not_additive():
    move = shown("move", affine_make_translation(50, 20))
    u, v = (10.0, 0.0), (0.0, 10.0)
    image_of_sum = affine_apply_point((u[0] + v[0], u[1] + v[1]), move)
    iu, iv = affine_apply_point(u, move), affine_apply_point(v, move)
    return (Block().point("imageOfSum", image_of_sum)
            .point("sumOfImages", (iu[0] + iv[0], iu[1] + iv[1])).done())


@listing(CH, "translation-3d")
def translation_3d():
    s = Scene()
    v = s.layer_view()
    move = make_translation(50, -30, 0)
    v.layer.transform = move
    return Block().t3d("move", move).layer("self.layerView.layer", v.layer).done()


@listing(CH, "scale-3d")
def scale_3d():
    s = Scene()
    layer = Layer("layer")
    layer.set_frame((130, 220, 60, 40))
    s.view.layer.add_sublayer(layer)
    layer.transform = make_scale(2, 3, 1)
    return Block().t3d("layer.transform", layer.transform).layer("layer", layer).done()


@listing(CH, "scale-is-premultiplied")
def scale_is_premultiplied():
    t = shown("t", make_translation(100, 0, 0))
    scaled = scale(t, 2, 1, 1)
    first = shown("scaleFirst", concat(make_scale(2, 1, 1), t))
    last = concat(t, make_scale(2, 1, 1))
    return (Block().t3d("scaled", scaled).t3d("scaleLast", last)
            .boolean("isScaleFirst", equal(scaled, first)).boolean("isScaleLast", equal(scaled, last)).done())


@listing(CH, "rails")
def rails():
    s = Scene()
    layer = Layer("rails")
    layer.set_frame((120, 40, 80, 400))
    s.view.layer.add_sublayer(layer)
    t = identity4()
    t[2][3] = -1.0 / 300.0
    t = rotate(t, math.pi / 3, 1, 0, 0)
    layer.transform = t
    vp = (layer.position[0] + t[1][0] / t[1][3], layer.position[1] + t[1][1] / t[1][3])
    # cross-check: the two long edges of the quad meet at the vanishing point
    q = layer.quad()

    def meet(p1, p2, p3, p4):
        x1, y1 = p1
        x2, y2 = p2
        x3, y3 = p3
        x4, y4 = p4
        den = (x1 - x2) * (y3 - y4) - (y1 - y2) * (x3 - x4)
        a = x1 * y2 - y1 * x2
        b = x3 * y4 - y3 * x4
        return ((a * (x3 - x4) - (x1 - x2) * b) / den, (a * (y3 - y4) - (y1 - y2) * b) / den)

    cross = meet(q[0], q[3], q[1], q[2])
    assert abs(cross[0] - vp[0]) < 1e-9 and abs(cross[1] - vp[1]) < 1e-9, (cross, vp)
    return (Block().t3d("transform", t).point("railsMeet", vp)
            .quad("rails", layer).done())


@listing(CH, "exercise-quarter-turn")
def exercise_quarter_turn():
    from_images = affine(0, 1, -1, 0, 0, 0)
    quarter = affine_make_rotation(math.pi / 2)
    return (Block().affine("fromImages", from_images).affine("quarterTurn", quarter)
            .affine("quarterTurn", from_images, "1e-15")
            .point("image", affine_apply_point((100.0, 50.0), from_images)).done())


@listing(CH, "exercise-rows")
def exercise_rows():
    stretch = affine(2, 0, 0, 3, 10, 20)
    return Block().affine("stretch", stretch).point("image", affine_apply_point((5.0, 5.0), stretch)).done()
