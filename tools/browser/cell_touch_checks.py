"""The touches a live cell's figure marks once the reader transforms `self.view` (docs/figures.md, "touches").

A touch is given in `self.view`'s coordinates and drawn in the window, through `self.view`'s placement (spec C17),
by the module as by the build. The cube chapter's listing with three `hit` lines is edited to scale `self.view` by
0.5 about its centre (anchor (160, 240) of its 320 x 480 bounds, at the position (160, 240)): a point p of
`self.view` is then drawn at (p - (160, 240)) * 0.5 + (160, 240), so the touches at (125, 150), (195, 165) and
(160, 400) are drawn at (142.5, 195), (177.5, 202.5) and (160, 320); they reach the views they reached before
(hit testing asks `self.view` in its own coordinates), and the legends say the numbers are `self.view`'s.

On macOS (a `platform=macos` listing, y up) the figure is the window drawn flipped once at the root, so the page's
pixels map to the window's points with y negated: the drag-to-rotate chapter's pan handler, made a macOS listing (its
`data-platform`, as the build writes it for `platform=macos`), dragged 40 px down at half size, receives the pan
(0, 0) ... (0, -80), a negative y translation in the y-up window, as AppKit reports a drag down; the layer the cell
draws is the one `notebook eval --platform macos --events` computes, flipped within the root's 480 points; and the
up arrow key, up on the screen, is the pan (0, 10).
"""

import html
import json
import re

from cell_reader_checks import press

TOUCH_LISTING = "listing-cube-touch-fix"
SCALE_LINE = "\n    self.view.transform = CGAffineTransformMakeScale(0.5, 0.5);"
EXPECTED_DOTS = [(142.5, 195.0), (177.5, 202.5), (160.0, 320.0)]
# The cell's figure of a draggable listing, shown at half its natural width (so a drag must divide by the scale):
# where its layer is on the screen, its exact corners, and the points per pixel.
DRAG_FIGURE = r"""
((id, layerName) => {
  const cell = document.getElementById(id).querySelector('.cell'), holder = cell.querySelector('.cell-figure');
  holder.style.width = (holder.querySelector('svg').viewBox.baseVal.width / 2) + 'px';
  const svg = holder.querySelector('svg');
  svg.scrollIntoView({block: 'center'});
  const box = svg.getBoundingClientRect();
  const layer = Array.from(svg.querySelectorAll('polygon.layer')).find(p => p.getAttribute('data-layer') === layerName);
  const l = layer ? layer.getBoundingClientRect() : box;
  return {scale: svg.viewBox.baseVal.width / box.width, x: l.left + l.width / 2, y: l.top + l.height / 2,
          corners: layer ? layer.getAttribute('data-corners') : null, draggable: holder.classList.contains('cell-draggable'),
          hint: !!cell.querySelector('.cell-drag-hint'), scrollY: window.scrollY};
})(%s, %s)
"""
DOT = re.compile(r'<circle cx="([^"]+)" cy="([^"]+)" r="2\.5" class="touch-point"')
LEGEND = re.compile(r'class="label legend"[^>]*>(touch \d at [^<]*)<')


def dots_and_legends(figure):
    return ([(float(x), float(y)) for x, y in DOT.findall(figure or "")],
            [html.unescape(text) for text in LEGEND.findall(figure or "")])


def run(open_page, checks):
    """`open_page()` opens the cube chapter's page (a check_cell.CellPage)."""
    page = open_page()
    try:
        check(page, checks)
    finally:
        page.close()


def check(page, checks):
    listing = TOUCH_LISTING
    before = page.state(listing)
    page.click(listing, ".cell-edit")
    verified = page.wait_evaluated(listing, before["events"])
    dots, legends = dots_and_legends(verified["figure"])
    if not checks.expect(len(dots) == 3 and len(legends) == 3,
                         f"{listing}: the unedited cell should mark 3 touches, it marks {dots} {legends}"):
        return
    checks.expect(all(" in self.view " not in text for text in legends),
                  f"{listing}: an untransformed self.view needs no system in the legends: {legends}")
    code = verified["code"]
    if not checks.expect("[super viewDidLoad];" in code, f"{listing}: no [super viewDidLoad]; to add a line after"):
        return
    page.set_code(listing, code.replace("[super viewDidLoad];", "[super viewDidLoad];" + SCALE_LINE, 1))
    scaled = page.wait_settled(listing, verified["events"])
    moved, moved_legends = dots_and_legends(scaled["figure"])
    close = len(moved) == 3 and all(abs(a - c) <= 0.006 and abs(b - d) <= 0.006
                                    for (a, b), (c, d) in zip(moved, EXPECTED_DOTS))
    checks.expect(close, f"{listing}: with self.view scaled by 0.5 the touches should be drawn at {EXPECTED_DOTS}, "
                         f"they are at {moved}")
    wanted = [text.replace(") reaches", ") in self.view reaches") for text in legends]
    checks.expect(moved_legends == wanted, f"{listing}: legends {moved_legends}, wanted {wanted}")
    checks.expect(scaled["checks"] == verified["checks"],
                  f"{listing}: the expectations (hit lines) should read as before with a scaled self.view: "
                  f"{scaled['checks']}, before {verified['checks']}")
    page.click(listing, ".cell-reset")


def pan_translations(line):
    return [(float(x), float(y)) for x, y in re.findall(r"\(\s*(-?[\d.]+)\s*,\s*(-?[\d.]+)\s*\)", line)]


def run_macos_drag(open_page, checks, listing, layer_name, evaluate):
    """`open_page()` opens the page of `listing`, a listing with a pan handler that draws `layer_name`;
    `evaluate(code, events)` is `notebook eval --json --platform macos` of the code with those events."""
    page = open_page()
    try:
        check_macos_drag(page, checks, listing, layer_name, evaluate)
    finally:
        page.close()


def check_macos_drag(page, checks, listing, layer_name, evaluate):
    page.js("document.getElementById(%s).setAttribute('data-platform', 'macos'), true" % json.dumps(listing))
    before = page.state(listing)
    page.click(listing, ".cell-edit")
    page.wait_evaluated(listing, before["events"])
    figure = page.js(DRAG_FIGURE % (json.dumps(listing), json.dumps(layer_name)))
    if not checks.expect(figure["draggable"] and figure["corners"] and abs(figure["scale"] - 2) < 1e-9,
                         f"{listing} on macOS: the figure is not draggable at half size: {figure}"):
        return
    moves = [(0, 5 * k) for k in range(1, 9)]
    before = page.state(listing)
    page.drag_figure(figure, moves)
    state = page.wait_settled(listing, before["events"])
    events = ((state["last"] or {}).get("events") or "").split("\n")
    sent = pan_translations(events[-1]) if events[-1].startswith("pan ") else []
    wanted = [(0.0, 0.0)] + [(0.0, -dy * figure["scale"]) for _, dy in moves]
    checks.expect(len(sent) == len(wanted) and all(abs(a - c) <= 0.011 and abs(b - d) <= 0.011
                                                   for (a, b), (c, d) in zip(sent, wanted)),
                  f"{listing} on macOS: a drag 40 px down at 2 points per pixel should send the y-up window's pan "
                  f"{wanted[-1]}, sent {sent[-3:]}")
    drawn = page.js(DRAG_FIGURE % (json.dumps(listing), json.dumps(layer_name)))
    expected = evaluate(state["code"], "\n".join(events))
    quads = {layer["name"]: [(p["x"], p["y"]) if isinstance(p, dict) else tuple(p) for p in layer.get("quad", [])]
             for layer in expected.get("layers", [])}
    root = quads.get("self.view.layer", [])
    flip = min(y for _, y in root) + max(y for _, y in root) if root else 480.0
    flipped = [number for x, y in quads.get(layer_name, []) for number in (x, flip - y)]
    shown = [float(number) for pair in (drawn["corners"] or "").split() for number in pair.split(",")]
    checks.expect(len(flipped) == 8 and len(shown) == 8 and all(abs(a - b) <= 5e-5 + 1e-12 * max(abs(a), abs(b), 1)
                                                                 for a, b in zip(shown, flipped)),
                  f"{listing} on macOS: the dragged layer is drawn at {shown}, notebook eval --platform macos "
                  f"computes {flipped} once flipped")
    count = page.state(listing)["events"]
    page.js("document.getElementById(%s).querySelector('.cell-figure').focus(), true" % json.dumps(listing))
    press(page, "ArrowUp")
    state = page.wait_settled(listing, count)
    events = ((state["last"] or {}).get("events") or "").split("\n")
    checks.expect(events[-1] == "pan (0, 0) (0, 10)",
                  f"{listing} on macOS: the up arrow should send the pan (0, 10), up in a y-up window: {events[-1]!r}")
