"""The painter's order of a scene's layers, back to front, from transform-semantics.md C10.

C10: sublayers are listed "in back to front order"; zPosition changes the front-to-back ordering; "For SVG: sort
siblings by z of their transformed centre (primary) then array order". The transformed centre is the centre of the
layer's bounds mapped into its superlayer's space (C2-C4: anchor, transform, position and zPosition, then the
superlayer's sublayerTransform), so zPosition enters through that z; the z is taken as C10 writes it, not divided
by a perspective's w (on this book's figures both give the same order). The specification is silent on when two
depths tie: the z values are compared exactly, so centres at one depth in real numbers (opposite faces of a cube
turned 45 degrees) are ordered by their last bits of rounding, as the notebook tool orders them too; array order
decides exact ties only. A layer is painted before its sublayers (a flat superlayer draws its sublayers into its
own plane, C7), so the order of the whole tree is its pre-order walk with every layer's sublayers sorted.
"""

from oracle import apply_point


def centre_depth(layer):
    bx, by, bw, bh = layer.bounds
    return apply_point((bx + bw / 2, by + bh / 2, 0.0), layer.up())[2]


def sorted_sublayers(layer):
    """Back to front: by the centre's z, exact ties in array order."""
    return [sub for _, sub in sorted(enumerate(layer.sublayers), key=lambda e: (centre_depth(e[1]), e[0]))]


def painters_order(root):
    """Every layer under `root`, back to front."""
    out = []

    def visit(layer):
        for sub in sorted_sublayers(layer):
            out.append(sub)
            visit(sub)
    visit(root)
    return out
