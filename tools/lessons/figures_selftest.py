#!/usr/bin/env python3
"""Shows that figures.py can fail: each of a few small damages to a copy of a built site must be reported.

    python3 tools/lessons/figures_selftest.py SITE_DIR

Every damage is a figure that says something the oracle does not: in layer diagrams a corner off by 1e-4, the
turn's direction on iOS, the receding edge, a back face drawn as front, an anchor circle moved by 0.02, the
perspective of a sublayerTransform in the rendition only, two layers of "Drawn back to front" swapped; in Play's
keyframes a step's words, a step's in-between frame off by 2e-6, a frame played from the identity off by 1e-6, an
animation's frame off by 1e-6; an animation's outline off by 1e-4 and a time its description outlines; in transform
diagrams a corner, the image of k described, the image of j drawn, a turn's direction and the drawing's size in the
description; an event panel's layer corner and caption; a ray's screen hit and an edge's side in the perspective
side view; a guide and a label of the point conversion; a number and a name in the matrix orders; a label and an
arc's point of the rotation axes; a corner and an edge length of the flattening comparison; a touch's dot moved by
0.01, the view a touch reaches, a legend and a description that say the root moved a touch it did not move (and,
before the site, the touch mapping on a scaled and a rotated root against hand-computed points, and a touch behind
the eye). The copy is checked
once; the script fails if the undamaged site has a mismatch or if a damage goes unreported.
"""

import pathlib
import re
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, str(pathlib.Path(__file__).parent))

import touches  # noqa: E402

HERE = pathlib.Path(__file__).parent

# (page, figure's listing id, text in that figure, replacement, what the report must say about it)
DAMAGES = [
    ("03-affine-transforms.html", "rotate-45", 'data-corners="160,98.5786 ', 'data-corners="160,98.5787 ',
     r"rotate-45: self.layerView.layer: data-corners"),
    ("03-affine-transforms.html", "rotate-45", "is rotated 45&#176; clockwise.", "is rotated 45&#176; counter-clockwise.",
     r"rotate-45: desc: self.layerView.layer: 'is rotated 45° counter-clockwise'"),
    ("04-3d-transforms.html", "rotate-y", "its right edge recedes", "its left edge recedes",
     r"rotate-y: desc: self.layerView.layer: 'its left edge recedes'"),
    ("05-solid-objects.html", "cube-single-sided", 'class="hidden-back-face"', 'class="layer"',
     r"cube-single-sided: self.faces\[\d\].layer: the SVG draws it as drawn, the oracle says hidden"),
    ("05-solid-objects.html", "cube-corner", '<circle cx="81.43" cy="295.56"', '<circle cx="81.43" cy="295.58"',
     r"cube-corner: self.faces\[0\].layer: anchor circle"),
    ("04-3d-transforms.html", "sublayer-transform", "-0.48,1,-0.002,", "-0.48,1,-0.0021,",
     r"sublayer-transform: self.layerView1.layer: the CSS rendition puts its corners"),
    ("04-3d-transforms.html", "z-position", "front: containerView, layerView1 and layerView2.",
     "front: containerView, layerView2 and layerView1.", r"z-position: desc: draws back to front"),
    ("07-drag-to-rotate.html", "article-animation", ",,,,,.999866,.016362,", ",,,,,.999866,.016363,",
     r"article-animation: self.view.layer.sublayers\[0\]: the frame at t = 0.104167 s"),
    ("07-drag-to-rotate.html", "article-animation", 'data-corners="0,129.1345 ', 'data-corners="0,129.1346 ',
     r"article-animation: self.view.layer.sublayers\[0\]: the asked-time outline \(t = 2.5 s\)"),
    ("07-drag-to-rotate.html", "full-turn", "at t = 0.5 s (dotted)", "at t = 0.25 s (dotted)",
     r"full-turn: desc: layer: outlined at t = \['0.25', '1'\] s"),
    ("02-vectors-and-matrices.html", "matrix-from-images-square-1", 'data-corners="0,0 200,50 ',
     'data-corners="0,0 200,50.0001 ', r"matrix-from-images-square-1: the square's data-corners"),
    ("02-vectors-and-matrices.html", "matrix-from-images-square-1", "k = (2, 0.5)", "k = (2, 0.6)",
     r"matrix-from-images-square-1: desc: k becomes \(2, 0.6\)"),
    ("02-vectors-and-matrices.html", "matrix-from-images-square-1", 'x2="-46.4" y2="92.8"', 'x2="-46.4" y2="92.9"',
     r"matrix-from-images-square-1: the image of j is drawn"),
    ("02-vectors-and-matrices.html", "basis-images-square-1", "30&#176; clockwise", "30&#176; counter-clockwise",
     r"basis-images-square-1: desc: t: 'is rotated 30° counter-clockwise'"),
    ("02-vectors-and-matrices.html", "matrix-from-images-square-1", "Drawn at 93%", "Drawn at 95%",
     r"matrix-from-images-square-1: desc: says 'Drawn at 95%"),
    ("07-drag-to-rotate.html", "drag-pan-handler-step-6", 'points="58.3,137.59 ', 'points="58.3,137.6 ',
     r"drag-pan-handler-step-6: self.layerView.layer: drawn at"),
    ("07-drag-to-rotate.html", "drag-pan-dhvector-step-11", ">pan +50, 0</title>", ">pan +45, 0</title>",
     r"drag-pan-dhvector-step-11: captioned 'pan \+45, 0'"),
    ("04-3d-transforms.html", "perspective-side-view", 'data-x="61.94967154964771"', 'data-x="61.9497"',
     r"perspective side view of perspective: the rays meet the screen"),
    ("04-3d-transforms.html", "perspective-side-view", "right edge is 70.7 points behind",
     "right edge is 70.7 points in front of",
     r"perspective side view of perspective: desc: 'its right edge is 70.7 points in front of the screen'"),
    ("01-layer-geometry.html", "convert-point-convert-point", 'x1="70" y1="130" x2="70" y2="0"',
     'x1="70" y1="130" x2="70" y2="1"', r"point conversion of convert-point: self.view.layer: coordinate-guide"),
    ("01-layer-geometry.html", "convert-point-convert-point", ">(70, 130) in self.view.layer<",
     ">(70, 131) in self.view.layer<", r"point conversion of convert-point: self.view.layer: labelled"),
    ("02-vectors-and-matrices.html", "translation-3d-matrix-orders", ">50</text>", ">51</text>",
     r"matrix orders of translation-3d: ca cell 12 shows 51"),
    ("02-vectors-and-matrices.html", "translation-3d-matrix-orders", ">m30</text>", ">m03</text>",
     r"matrix orders of translation-3d: glk cell 12 is named m03"),
    ("04-3d-transforms.html", "z-rotation-axes", "+ about z: x → y", "+ about z: y → x",
     r"rotation axes of z-rotation: says a positive angle about z turns y towards x"),
    ("04-3d-transforms.html", "z-rotation-axes", "-28.96,41.43 ", "-28.96,41.53 ",
     r"rotation axes of z-rotation: the arc about z: point 2"),
    ("04-3d-transforms.html", "opposite-y-flattening", 'data-corners="113.302,193.302 ',
     'data-corners="113.302,193.3021 ', r"flattening comparison of opposite-y: expected panel: self.innerView.layer"),
    ("04-3d-transforms.html", "opposite-y-flattening", "right edge 107.6 points", "right edge 107.7 points",
     r"flattening comparison of opposite-y: desc: innerView's edges"),
    ("03-affine-transforms.html", "compound", 'data-steps="scale 0.5|rotate 30°', 'data-steps="scale 0.5|rotate 35°',
     r"compound: self.layerView.layer: step 2 'rotate 35°': its last frame"),
    ("03-affine-transforms.html", "compound", '.7,,,,,.7;', '.7,,,,,.700002;',
     r"compound: self.layerView.layer: step 1 'scale 0.5': frame 3 is"),
    ("03-affine-transforms.html", "rotate-45", '.92388,.382683,', '.92388,.382684,',
     r"rotate-45: self.layerView.layer: Play from the identity: frame 5 is"),
    ("05-solid-objects.html", "cube-single-sided", '<circle cx="125" cy="150" r="2.5"', '<circle cx="125" cy="150.01" r="2.5"',
     r"cube-single-sided: touch 1 at \(125.0, 150.0\) of self.view: dot at"),
    ("05-solid-objects.html", "cube-touch-fix", ">touch 3 at (160, 400) reaches containerView<",
     ">touch 3 at (160, 400) reaches faces[2]<", r"cube-touch-fix: touch 3 at \(160.0, 400.0\): the legend says it reaches faces\[2\]"),
    ("05-solid-objects.html", "cube-touch-fix", ">touch 1 at (125, 150) reaches", ">touch 1 at (125, 150) in self.view reaches",
     r"cube-touch-fix: touch 1 at \(125.0, 150.0\): the legend adds the root's name"),
    ("05-solid-objects.html", "cube-touch-fix", "desc\">The view bounds are 320 by 480 points.",
     "desc\">The view bounds are 320 by 480 points. Touch 2 at (195, 165) in self.view is drawn at (200, 165) in the "
     "window, where its geometry places that point, and reaches faces[2].subviews[0].",
     r"cube-touch-fix: desc: says where touch 2 at \(195.0, 165.0\) is drawn"),
]


def damage(page, listing_id, old, new):
    """Replaces the first `old` inside the layer diagram of `listing_id` (from its SVG to the end of its
    rendition), or else from the SVG whose figure id it is (`ID-square-N`, `ID-step-N`, ...) to its figure's end."""
    layers = f'aria-labelledby="figure-{listing_id}-layers-title'
    if layers in page:
        start = page.index(layers)
        end = page.index("</figure>", page.index(f'id="figure-{listing_id}-layers-live"'))
    else:
        start = page.index(f'aria-labelledby="figure-{listing_id}-title')
        end = page.index("</figure>", start)
    at = page.index(old, start, end)
    return page[:at] + new + page[at + len(old):]


def run(site):
    out = subprocess.run([sys.executable, str(HERE / "figures.py"), str(site)], capture_output=True, text=True)
    return out.returncode, [line for line in out.stdout.splitlines() if line.startswith("mismatch: ")]


def main(argv):
    if len(argv) != 2:
        print("usage: figures_selftest.py SITE_DIR", file=sys.stderr)
        return 2
    failures = touches.selfcheck()
    if failures:
        print("figures_selftest: the oracle's touch mapping is wrong:", *failures, sep="\n  ")
        return 1
    status, mismatches = run(argv[1])
    if status != 0 or mismatches:
        print("figures_selftest: the undamaged site already has mismatches:", *mismatches, sep="\n  ")
        return 1
    with tempfile.TemporaryDirectory() as work:
        copy = pathlib.Path(work) / "site"
        shutil.copytree(argv[1], copy, ignore=shutil.ignore_patterns("assets", "search"))
        for page_name, listing_id, old, new, _ in DAMAGES:
            path = copy / page_name
            try:
                path.write_text(damage(path.read_text(), listing_id, old, new))
            except ValueError:
                print(f"figures_selftest: the figure of {listing_id} in {page_name} no longer holds {old!r}: "
                      f"the book changed, update DAMAGES")
                return 1
        status, mismatches = run(copy)
    missing = [expected for *_, expected in DAMAGES if not any(re.search(expected, m) for m in mismatches)]
    if status != 1 or missing:
        print(f"figures_selftest: figures.py exited {status}; damages not reported:", *missing, sep="\n  ")
        return 1
    print(f"figures_selftest: all {len(DAMAGES)} damages reported ({len(mismatches)} mismatches), exit status 1")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
