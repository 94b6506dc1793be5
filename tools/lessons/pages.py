"""Reads the figures of a built page: what the SVG draws and what the CSS 3D rendition would put where.

Only the page's own markup is read (the `data-corners`, the anchor circles, the `<desc>`, the rendition's nested
divs with their inline styles); the rendition is composed with the rules of `assets/figures.css` as they stand
(`.layer` is absolutely placed by left/top with the default transform-origin 50% 50% 0 and the default flat
transform-style; `.sublayer-transform` fills its layer at left 0, top 0 and preserves 3D), and with CSS Transforms
2's `perspective` on a layer for its children, about `perspective-origin`.
"""

import html
import re
from html.parser import HTMLParser

from oracle import FLATTEN, apply_point, identity4, make_translation, matmul

LAYER_SVG = re.compile(r'<svg [^>]*class="figure layer-diagram"[^>]*aria-labelledby="figure-([A-Za-z0-9-]+)-layers-title')
LISTING = re.compile(r'<figure class="listing" id="listing-([A-Za-z0-9-]+)"([^>]*)>')
OTHER_SVG = re.compile(r'<svg [^>]*class="figure ([a-z-]+)"[^>]*aria-labelledby="figure-([A-Za-z0-9-]+)-title')
ATTR = re.compile(r'([a-z-]+)="([^"]*)"')


def attrs(tag):
    return {k: html.unescape(v) for k, v in ATTR.findall(tag)}


def corner_list(text):
    return [tuple(float(v) for v in pair.split(",")) for pair in text.split()]


class SvgLayer:
    def __init__(self, name, kind, corners, anchor):
        self.name = name          # data-layer
        self.kind = kind          # "drawn" or "hidden"
        self.corners = corners    # [(x, y)] * 4, as data-corners prints them
        self.anchor = anchor      # (cx, cy) of the anchor circle drawn after the polygon, or None


class Figure:
    def __init__(self, listing_id, platform, svg, rendition):
        self.listing_id = listing_id
        self.platform = platform
        self.svg = svg
        self.layers = svg_layers(svg)
        m = re.search(r"<desc[^>]*>([^<]*)</desc>", svg)
        self.desc = html.unescape(m.group(1)) if m else ""
        self.rendition = rendition_corners(rendition) if rendition else None
        self.rendition_layers = rendition_layers(rendition) if rendition else []


def svg_layers(svg):
    layers = []
    for tag in re.findall(r"<(?:polygon|circle) [^>]*>", svg):
        a = attrs(tag)
        classes = a.get("class", "").split()
        if tag.startswith("<polygon") and "data-layer" in a and "data-corners" in a:
            if "layer" in classes:
                kind = "drawn"
            elif "hidden-back-face" in classes:
                kind = "hidden"
            else:
                continue
            layers.append(SvgLayer(a["data-layer"], kind, corner_list(a["data-corners"]), None))
        elif tag.startswith("<circle") and "anchor-point" in classes and layers and layers[-1].anchor is None:
            layers[-1].anchor = (float(a["cx"]), float(a["cy"]))
    return layers


def figures(page):
    """Every layer diagram of a page, with the listing it belongs to, its platform, its SVG and rendition."""
    listings = [(m.start(), m.group(1), attrs(m.group(2)).get("data-platform", "ios")) for m in LISTING.finditer(page)]
    out = []
    for m in LAYER_SVG.finditer(page):
        start = m.start()
        owner = [entry for entry in listings if entry[0] < start]
        platform = owner[-1][2] if owner else "ios"
        end = page.index("</svg>", start)
        svg = page[start:end]
        live = page.find('<div class="live-rendition" id="figure-%s-layers-live"' % m.group(1), end)
        rendition = None
        if live != -1 and live < page.find("</figure>", end):
            rendition = page[live:page.find("<button", live) if "<button" in page[live:live + 200000] else None]
        out.append(Figure(m.group(1), platform, svg, rendition))
    return out


def other_figures(page):
    """(figure id, kind) of the figures that are not layer diagrams."""
    return [(m.group(2), m.group(1)) for m in OTHER_SVG.finditer(page) if m.group(1) != "layer-diagram"]


# ---------------------------------------------------------------------------------------------------------
# The CSS rendition


class Node:
    def __init__(self, tag, a, parent):
        self.tag = tag
        self.attrs = a
        self.parent = parent
        self.children = []
        self.style = parse_style(a.get("style", ""))
        self.classes = a.get("class", "").split()


def parse_style(text):
    style = {}
    for item in text.split(";"):
        if ":" in item:
            key, value = item.split(":", 1)
            style[key.strip()] = value.strip()
    return style


class TreeBuilder(HTMLParser):
    VOID = {"i"}

    def __init__(self):
        super().__init__()
        self.root = Node("root", {}, None)
        self.current = self.root

    def handle_starttag(self, tag, a):
        node = Node(tag, dict(a), self.current)
        self.current.children.append(node)
        self.current = node

    def handle_endtag(self, tag):
        while self.current is not self.root and self.current.tag != tag:
            self.current = self.current.parent
        if self.current is not self.root:
            self.current = self.current.parent


def px(value):
    return float(value.replace("px", "")) if value else 0.0


def box(node):
    """(left, top, width, height) of a div as figures.css places it."""
    if "sublayer-transform" in node.classes:
        _, _, w, h = box(node.parent)
        return 0.0, 0.0, w, h
    s = node.style
    return px(s.get("left")), px(s.get("top")), px(s.get("width")), px(s.get("height"))


def css_transform(text):
    """A CSS transform list as a row-vector 4x4 (matrix3d lists m11..m44 in CA's order)."""
    m = identity4()
    for name, args in re.findall(r"([a-zA-Z0-9]+)\(([^)]*)\)", text or ""):
        values = [float(v.replace("px", "")) for v in args.split(",")]
        if name == "matrix3d":
            step = [values[i * 4:i * 4 + 4] for i in range(4)]
        elif name == "scaleY":
            step = identity4()
            step[1][1] = values[0]
        elif name == "scaleX":
            step = identity4()
            step[0][0] = values[0]
        elif name == "translateZ":
            step = make_translation(0, 0, values[0])
        else:
            raise ValueError(f"transform function {name} is not understood by figures.py")
        # CSS applies the list's last function to points first: in row vectors, it is the leftmost factor.
        m = matmul(step, m)
    return m


def origin(node, key):
    _, _, w, h = box(node)
    text = node.style.get(key)
    if not text:
        return (w / 2, h / 2, 0.0)
    parts = [px(v) for v in text.split()]
    while len(parts) < 3:
        parts.append(0.0)
    return tuple(parts)


def local(node):
    """Maps the node's own box into its parent's box (row vectors)."""
    left, top, _, _ = box(node)
    ox, oy, oz = origin(node, "transform-origin")
    m = matmul(make_translation(-ox, -oy, -oz), css_transform(node.style.get("transform")))
    m = matmul(m, make_translation(ox + left, oy + top, oz))
    parent = node.parent
    if parent is not None and parent.style.get("perspective"):
        d = px(parent.style["perspective"])
        px_, py_, _ = origin(parent, "perspective-origin")
        p = identity4()
        p[2][3] = -1.0 / d
        m = matmul(m, matmul(matmul(make_translation(-px_, -py_, 0), p), make_translation(px_, py_, 0)))
    return m


def to_stage(node):
    m = identity4()
    while node is not None and node.tag == "div" and "stage" not in node.classes:
        m = matmul(m, local(node))
        parent = node.parent
        if parent is None or "sublayer-transform" not in parent.classes:
            m = matmul(m, FLATTEN)  # a flat parent draws its children into its own plane
        node = parent
    return m


def walk(node):
    yield node
    for child in node.children:
        yield from walk(child)


def rendition_layers(fragment):
    """The rendition's layer elements (Node), in document order."""
    builder = TreeBuilder()
    builder.feed(fragment)
    return [n for n in walk(builder.root) if n.tag == "div" and "layer" in n.classes]


def rendition_corners(fragment):
    """{data-layer: [(x, y)] * 4}: where the rendition puts each layer's corners, in the SVG's coordinates."""
    builder = TreeBuilder()
    builder.feed(fragment)
    live = next(n for n in walk(builder.root) if "live-rendition" in n.classes)
    ox, oy = float(live.attrs.get("data-origin-x", 0)), float(live.attrs.get("data-origin-y", 0))
    out = {}
    for node in walk(live):
        if node.tag != "div" or "layer" not in node.classes or "root" in node.classes:
            continue
        m = to_stage(node)
        _, _, w, h = box(node)
        pts = [apply_point((x, y, 0.0), m) for x, y in ((0, 0), (w, 0), (w, h), (0, h))]
        out[node.attrs.get("data-layer")] = [(p[0] / p[3] + ox, p[1] / p[3] + oy) for p in pts]
    return out
