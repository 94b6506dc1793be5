"""Chapter 1: layer geometry."""

import math

from expectations import Block, listing
from oracle import Layer, Scene, affine_make_rotation, make_affine_transform

CH = "01-layer-geometry.md"


def code_layer(scene, name, bounds=None, position=None, anchor=None, frame=None):
    layer = Layer(name)
    if anchor is not None:
        layer.anchor = anchor
    if position is not None:
        layer.position = tuple(map(float, position))
    if bounds is not None:
        layer.bounds = tuple(map(float, bounds))
    if frame is not None:
        layer.set_frame(frame)
    scene.view.layer.add_sublayer(layer)
    return layer


@listing(CH, "position-bounds")
def position_bounds():
    s = Scene()
    layer = code_layer(s, "layer", bounds=(0, 0, 120, 80), position=(100, 100))
    return (Block().rect("layer.frame", layer.frame()).point("layer.anchorPoint", layer.anchor)
            .quad("layer", layer).done())


@listing(CH, "frame-setter")
def frame_setter():
    s = Scene()
    layer = code_layer(s, "layer", frame=(40, 60, 120, 80))
    return (Block().point("layer.position", layer.position).rect("layer.bounds", layer.bounds)
            .rect("layer.frame", layer.frame()).done())


@listing(CH, "unit-coordinates")
def unit_coordinates():
    s = Scene()
    bounds = (0.0, 0.0, 120.0, 80.0)
    anchor = (0.25, 0.75)
    position = (100.0, 100.0)
    anchor_in_bounds = (bounds[0] + anchor[0] * bounds[2], bounds[1] + anchor[1] * bounds[3])
    frame = (position[0] - anchor_in_bounds[0], position[1] - anchor_in_bounds[1], bounds[2], bounds[3])
    layer = code_layer(s, "layer", bounds=bounds, position=position, anchor=anchor)
    assert layer.frame() == frame
    return (Block().point("anchorInBounds", anchor_in_bounds).rect("frame", frame)
            .rect("layer.frame", layer.frame()).quad("layer", layer).done())


@listing(CH, "anchor-zero-frame")
def anchor_zero_frame():
    s = Scene()
    layer = code_layer(s, "layer", anchor=(0, 0), frame=(40, 60, 120, 80))
    return (Block().point("layer.position", layer.position).rect("layer.bounds", layer.bounds)
            .rect("layer.frame", layer.frame()).done())


@listing(CH, "anchor-only")
def anchor_only():
    s = Scene()
    layer = code_layer(s, "layer", bounds=(0, 0, 120, 80), position=(100, 100))
    layer.anchor = (0.0, 0.0)
    return (Block().point("layer.position", layer.position).rect("layer.frame", layer.frame())
            .quad("layer", layer).done())


def three_anchors_block():
    s = Scene()
    centred = code_layer(s, "centred", bounds=(0, 0, 120, 80), position=(160, 100))
    left_middle = code_layer(s, "leftMiddle", anchor=(0, 0.5), bounds=(0, 0, 120, 80), position=(160, 240))
    corner = code_layer(s, "corner", anchor=(1, 0), bounds=(0, 0, 120, 80), position=(160, 380))
    b = Block()
    for name, layer in (("centred", centred), ("leftMiddle", left_middle), ("corner", corner)):
        b.rect(name + ".frame", layer.frame())
    b.quad("corner", corner)
    return b.done()


listing(CH, "three-anchors")(three_anchors_block)
listing(CH, "three-anchors-macos")(three_anchors_block)


def pivot(anchor_zero):
    s = Scene()
    view = s.layer_view()
    if anchor_zero:
        view.layer.anchor = (0.0, 0.0)
        view.layer.position = (60.0, 140.0)
    view.layer.transform = make_affine_transform(affine_make_rotation(math.pi / 6))
    b = Block()
    if anchor_zero:
        b.point("self.layerView.layer.anchorPoint", view.layer.anchor)
    return b.layer("self.layerView.layer", view.layer).done()


listing(CH, "centre-pivot")(lambda: pivot(False))
listing(CH, "corner-pivot")(lambda: pivot(True))


@listing(CH, "exercise-corner")
def exercise_corner():
    s = Scene()
    view = s.layer_view()
    frame = view.layer.frame()
    view.layer.anchor = (1.0, 1.0)
    view.layer.set_frame(frame)
    view.layer.transform = make_affine_transform(affine_make_rotation(-math.pi / 6))
    return (Block().rect("frame", frame).point("self.layerView.layer.position", view.layer.position)
            .layer("self.layerView.layer", view.layer).done())


@listing(CH, "convert-point")
def convert_point():
    s = Scene()
    red = code_layer(s, "redLayer", frame=(50, 100, 220, 160))
    in_view = red.convert_point((20, 30), s.view.layer)
    back = s.view.layer.convert_point(in_view, red)
    return Block().point("inView", in_view).point("back", back).done()


@listing(CH, "exercise-anchor-corner")
def exercise_anchor_corner():
    view = Scene().layer_view()
    view.layer.bounds = (0.0, 0.0, 100.0, 50.0)
    view.layer.position = (200.0, 100.0)
    view.layer.anchor = (0.0, 0.0)
    layer = view.layer
    return Block().rect("self.layerView.layer.frame", layer.frame()).quad("self.layerView.layer", layer).done()
