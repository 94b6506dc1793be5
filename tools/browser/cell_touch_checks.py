"""The touches a live cell's figure marks once the reader transforms `self.view` (docs/figures.md, "touches").

A touch is given in `self.view`'s coordinates and drawn in the window, through `self.view`'s placement (spec C17),
by the module as by the build. The cube chapter's listing with three `hit` lines is edited to scale `self.view` by
0.5 about its centre (anchor (160, 240) of its 320 x 480 bounds, at the position (160, 240)): a point p of
`self.view` is then drawn at (p - (160, 240)) * 0.5 + (160, 240), so the touches at (125, 150), (195, 165) and
(160, 400) are drawn at (142.5, 195), (177.5, 202.5) and (160, 320); they reach the views they reached before
(hit testing asks `self.view` in its own coordinates), and the legends say the numbers are `self.view`'s.
"""

import html
import re

TOUCH_LISTING = "listing-cube-touch-fix"
SCALE_LINE = "\n    self.view.transform = CGAffineTransformMakeScale(0.5, 0.5);"
EXPECTED_DOTS = [(142.5, 195.0), (177.5, 202.5), (160.0, 320.0)]
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
