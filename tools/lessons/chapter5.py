"""Chapter 5: solid objects."""

import math

import numpy as np

from expectations import Block, listing
from oracle import Layer, Scene, View, identity4, make_rotation, make_translation, rotate, rotation_of

CH = "05-solid-objects.md"

FACE_ORDER = [0, 1, 2, 3, 4, 5]


def face_transforms():
    t = [None] * 6
    t[0] = make_translation(0, 0, 100)
    t[1] = rotate(make_translation(100, 0, 0), math.pi / 2, 0, 1, 0)
    t[2] = rotate(make_translation(0, -100, 0), math.pi / 2, 1, 0, 0)
    t[3] = rotate(make_translation(0, 100, 0), -math.pi / 2, 1, 0, 0)
    t[4] = rotate(make_translation(-100, 0, 0), -math.pi / 2, 0, 1, 0)
    t[5] = rotate(make_translation(0, 0, -100), math.pi, 0, 1, 0)
    return t


def camera(corner=True, y_angle=-math.pi / 4):
    p = identity4()
    p[2][3] = -1.0 / 500.0
    if corner:
        p = rotate(p, -math.pi / 4, 1, 0, 0)
        p = rotate(p, y_angle, 0, 1, 0)
    return p


def build_cube(perspective, order=FACE_ORDER, double_sided=True, lighting=False):
    s = Scene()
    container = s.container()
    container.layer.sublayer_transform = perspective
    faces = s.faces()
    transforms = face_transforms()
    for i in order:
        face = faces[i]
        container.add_subview(face)
        face.center = (container.layer.bounds[2] / 2.0, container.layer.bounds[3] / 2.0)
        face.layer.transform = transforms[i]
        face.layer.double_sided = double_sided
        if lighting:
            light_layer = Layer(f"light{i}")
            light_layer.set_frame(face.layer.bounds)
            face.layer.add_sublayer(light_layer)
            q1, q2 = light_layer.quad(), face.layer.quad()
            for a, b in zip(q1, q2):
                assert abs(a[0] - b[0]) < 1e-9 and abs(a[1] - b[1]) < 1e-9
    return container, faces


def cube_block(perspective, visible=False, order=FACE_ORDER, double_sided=True, lighting=False):
    _, faces = build_cube(perspective, order, double_sided, lighting)
    b = Block().t3d("perspective", perspective).t3d("self.containerView.layer.sublayerTransform", perspective)
    for i, face in enumerate(faces):
        name = f"self.faces[{i}].layer"
        b.quad(name, face.layer)
        b.value(name + ".facing", face.layer.facing())
        if visible:
            b.boolean(name + ".visible", face.layer.visible())
    return b


@listing(CH, "cube")
def cube():
    b = cube_block(camera(corner=False))
    b.t3d("transform", face_transforms()[5])
    return b.done()


@listing(CH, "cube-corner")
def cube_corner():
    return cube_block(camera()).done()


def glk_lighting(transform):
    """Listing 5.10's arithmetic in GLKit's single precision."""
    f = np.float32
    m3 = np.array([[f(transform[i][j]) for j in range(3)] for i in range(3)], dtype=np.float32)
    normal = np.array([0, 0, 1], dtype=np.float32)
    # GLKMatrix3MultiplyVector3 (column-major storage of the CA rows) = v . M with row vectors
    normal = np.array([m3[0][k] * normal[0] + m3[1][k] * normal[1] + m3[2][k] * normal[2] for k in range(3)],
                      dtype=np.float32)
    normal = (normal / np.float32(np.sqrt(np.float32(np.dot(normal, normal))))).astype(np.float32)
    light = np.array([0, 1, -0.5], dtype=np.float32)
    light = (light / np.float32(np.sqrt(np.float32(np.dot(light, light))))).astype(np.float32)
    dot = np.float32(light[0] * normal[0] + light[1] * normal[1] + light[2] * normal[2])
    shadow = 1 + float(dot) - 0.5
    return normal, light, dot, shadow


@listing(CH, "lighting-one-face")
def lighting_one_face():
    t = face_transforms()[2]
    normal, light, dot, shadow = glk_lighting(t)
    tol = "1e-6"
    b = Block().comment("GLKit computes in float: compare to single precision")
    b.num("normal.x", float(normal[0]), tol).num("normal.y", float(normal[1]), tol)
    b.num("normal.z", float(normal[2]), tol)
    b.num("light.y", float(light[1]), tol).num("light.z", float(light[2]), tol)
    b.num("dotProduct", float(dot), tol).num("shadow", shadow, tol)
    return b.done()


@listing(CH, "lighting")
def lighting():
    for i, t in enumerate(face_transforms()):
        _, _, _, shadow = glk_lighting(t)
    return cube_block(camera(), lighting=True).done()


def add_buttons(faces, interactive=None):
    """A button in the middle of every face (50, 75, 100, 50); with `interactive`, only that face takes touches."""
    for i, face in enumerate(faces):
        View(f"{face.name}.subviews[0]", (50, 75, 100, 50), face)
        if interactive is not None:
            face.user_interaction = (i == interactive)


@listing(CH, "cube-single-sided")
def cube_single_sided():
    container, faces = build_cube(camera(), double_sided=False)
    add_buttons(faces)
    root = container.superview
    top, back = faces[2].layer, faces[4].layer
    assert top.facing() == "front" and not back.visible() and not faces[5].layer.visible()
    return (Block().value("self.faces[2].layer.facing", top.facing())
            .boolean("self.faces[4].layer.visible", back.visible())
            .boolean("self.faces[5].layer.visible", faces[5].layer.visible())
            .hit((125, 150), root.hit_test((125, 150)), "      # meant for face 3's button, taken by face 5")
            .hit((195, 165), root.hit_test((195, 165)),
                 "   # and here by face 6's own button, behind the cube")
            .done())


@listing(CH, "cube-touch-fix")
def cube_touch_fix():
    # Unlike Listing cube-single-sided, this listing leaves doubleSided at its default YES.
    container, faces = build_cube(camera())
    add_buttons(faces, interactive=2)
    root = container.superview
    return (Block().boolean("self.faces[2].userInteractionEnabled", faces[2].user_interaction)
            .boolean("self.faces[5].userInteractionEnabled", faces[5].user_interaction)
            .hit((125, 150), root.hit_test((125, 150)))
            .hit((195, 165), root.hit_test((195, 165)))
            .hit((160, 400), root.hit_test((160, 400)),
                 "    # face 1 ignores touches too: its button no longer answers")
            .done())


@listing(CH, "exercise-left-corner")
def exercise_left_corner():
    return cube_block(camera(y_angle=math.pi / 4), visible=True, double_sided=False).done()


def shadows():
    return [glk_lighting(t)[3] for t in face_transforms()]


@listing(CH, "cube-net")
def cube_net():
    s = Scene(root=(0, 0, 800, 600))
    faces = s.faces()
    centers = {0: (300, 300), 2: (300, 100), 3: (300, 500), 4: (100, 300), 1: (500, 300), 5: (700, 300)}
    b = Block()
    for i in (0, 2, 3, 4, 1, 5):
        s.view.add_subview(faces[i])
        faces[i].center = centers[i]
    for i, face in enumerate(faces):
        b.rect(f"self.faces[{i}].frame", face.layer.frame())
    b.quad("self.faces[5].layer", faces[5].layer)
    return b.done()


@listing(CH, "exercise-back-face")
def exercise_back_face():
    # The block states the half turn about y exactly (cos pi = -1, sin pi = 0) within 1e-15; the computed
    # M_PI's turn keeps sin(M_PI) = 1.2246467991473532e-16 in m13 and m31.
    turned = make_rotation(math.pi, 0, 1, 0)
    half_turn = rotation_of(-1.0, 0.0, 0, 1, 0)
    assert max(abs(a - b) for ra, rb in zip(turned, half_turn) for a, b in zip(ra, rb)) <= 1e-15
    face6 = rotate(make_translation(0, 0, -100), math.pi, 0, 1, 0)
    return Block().t3d("turned", half_turn, "1e-15").t3d("face6", face6).done()
