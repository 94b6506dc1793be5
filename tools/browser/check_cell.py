#!/usr/bin/env python3
"""Drives the live cell of a built site in headless chromium (docs/live-cells.md, "The cell").

Builds the book's site with the module (NOTEBOOK_WASM=WASM) and, from file://:
  - checks a page has an Edit control on its evaluated listings and no cell (and no module) before a click;
  - opens the cell of a listing, sees the verified code and "Live (as verified)" with every expectation holding
    (a listing with a scene block, so the scene reaches the module);
  - drags a number with the mouse (Input.dispatchMouseEvent, as a reader does) and sees the code, a value and the
    figure change and an expectation stop holding; types an error and sees a diagnostic with its caret;
  - steps through an order-matters listing: N steps, one per statement, the current line highlighted, the figure
    changing; then Reset restores the verified code, and the page's static values, checks and figure are the
    same bytes as before any of this;
  - the cell's live rendition (the CSS 3D one): unedited, the static page's (but for its ids); after Play it stays
    swapped in for the SVG while the reader edits and steps, each edit and step redrawing it, and Play plays again;
  - at 390 px (a phone) the open cell is no wider than the screen;
  - every evaluated listing of the book, opened unedited, reads "Live (as verified)" with every expectation holding;
  - in the drag-to-rotate chapter, dragging the figure of the listing with a pan handler (mouse, then finger; the
    figure shown at half its size) sends the declared events then one pan per drag, its translations the pointer's
    movement in the window's points, and the layer the cell draws is the one `notebook eval --events` computes for the
    same events (within 1e-12); the page does not scroll under the finger; Reset forgets the drags;
  - with self.view scaled in the cube's hit-testing listing, the touches are drawn where the scale puts them, and
    the pan handler's listing made a macOS one turns a drag down into a negative y translation (cell_touch_checks.py).
With --benchmark N it also measures edit-to-redraw (a changed number until the cell has drawn the new figure and the
next frame started) for the heaviest listings, median of N, and the module's load time; see BENCHMARKS.md.

Before these, the checks of cell_reader_checks.py: the cell with the keyboard alone, with a screen reader, on a phone,
and with edits that go wrong (--reader-only runs only those).

Usage: check_cell.py NOTEBOOK WASM [--book DIR] [--work DIR] [--benchmark N] [--reader-only]
Prints one line per problem and a closing line "cell: N passed, N failed"; exits 1 on any failure.
"""

import argparse
import json
import os
import pathlib
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from cdp import Browser  # noqa: E402
from check_wasm import build_site, notebook_eval  # noqa: E402
import cell_reader_checks  # noqa: E402
import cell_touch_checks  # noqa: E402

SCENE_LISTING = "listing-rotated-frame"
DRAG_LISTING = "listing-drag-pan-handler"
DRAGGED_LAYER = "self.layerView.layer"
SCRUB_LISTING = "listing-composition-on-layers"
SCRUB_LITERAL = "1.5"
# The lit cube, and the listing that was the heaviest before it (its Swift twin): (listing, literal to change, language).
BENCHMARK_LISTINGS = [("listing-lighting", "0.5", "objc"), ("listing-drag-upwards", "40", "swift")]

# Records every cell event of the page, so the checks can wait for the evaluation a step asked for.
RECORDER = r"""
window.__cellEvents = [];
document.addEventListener('notebook:cell-evaluated', e => window.__cellEvents.push(Object.assign({ok: true}, e.detail)), true);
document.addEventListener('notebook:cell-failed', e => window.__cellEvents.push({ok: false, message: e.detail.message}), true);
true
"""

STATE = r"""
((id) => {
  const listing = document.getElementById(id), cell = listing.querySelector('.cell');
  const text = s => listing.querySelector(s) ? listing.querySelector(s).textContent : null;
  return {
    events: window.__cellEvents.length,
    last: window.__cellEvents[window.__cellEvents.length - 1] || null,
    open: !!cell && !cell.hidden,
    code: cell ? cell.querySelector('textarea').value : null,
    verified: Array.from(listing.querySelectorAll('pre.code > code')).map(c => c.textContent),
    heading: text('.cell-results .listing-part-title'),
    status: text('.cell-status'),
    values: Array.from(listing.querySelectorAll('.cell-values .value')).map(v => v.textContent),
    checks: Array.from(listing.querySelectorAll('.cell-checks li')).map(li => li.className + ' ' + li.textContent),
    diagnostics: text('.cell-diagnostics'),
    figure: cell && cell.querySelector('.cell-figure svg') ? cell.querySelector('.cell-figure').innerHTML : null,
    current: Array.from(listing.querySelectorAll('.cell-line.current')).map(l => l.textContent),
    stepDisabled: cell ? cell.querySelector('.cell-step').disabled : null,
    staticParts: Array.from(listing.children).filter(c => !c.classList.contains('cell') &&
                                                     !c.classList.contains('cell-toolbar')).map(c => c.outerHTML).join('')
  };
})(%s)
"""


class CellPage:
    def __init__(self, browser, path, width=1280):
        self.page = browser.new_page()
        self.page.call("Page.enable")
        self.page.call("Runtime.enable")
        self.page.call("Emulation.setDeviceMetricsOverride", width=width, height=900, deviceScaleFactor=1,
                       mobile=width < 600)
        self.page.call("Page.navigate", url=path.resolve().as_uri())
        self.page.wait_for("Page.loadEventFired", timeout=30)
        self.page.evaluate(RECORDER)

    def state(self, listing):
        return self.page.evaluate(STATE % json.dumps(listing))

    def js(self, expression):
        return self.page.evaluate(expression)

    def click(self, listing, selector):
        self.js("document.getElementById(%s).querySelector(%s).click(), true" % (json.dumps(listing), json.dumps(selector)))

    def wait_evaluated(self, listing, before, timeout=30):
        """Waits for the next cell evaluation after `before` events; returns the state then."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            state = self.state(listing)
            if state["events"] > before:
                return state
            time.sleep(0.02)
        raise TimeoutError(f"{listing}: the cell did not evaluate within {timeout} s")

    def set_code(self, listing, text):
        self.js("""(() => { const input = document.getElementById(%s).querySelector('.cell textarea');
                   input.value = %s; input.dispatchEvent(new Event('input')); return true; })()"""
                % (json.dumps(listing), json.dumps(text)))

    def number_box(self, listing, literal):
        return self.js("""(() => { const spans = Array.from(document.getElementById(%s).querySelectorAll('.cell-number'));
                          const span = spans.find(s => s.textContent === %s); if (!span) return null;
                          span.scrollIntoView({block: 'center'}); const r = span.getBoundingClientRect();
                          return {x: r.left + r.width / 2, y: r.top + r.height / 2}; })()"""
                       % (json.dumps(listing), json.dumps(literal)))

    def drag(self, box, distance):
        mouse = dict(button="left", clickCount=1)
        self.page.call("Input.dispatchMouseEvent", type="mouseMoved", x=box["x"], y=box["y"])
        self.page.call("Input.dispatchMouseEvent", type="mousePressed", x=box["x"], y=box["y"], **mouse)
        for step in range(1, 6):
            self.page.call("Input.dispatchMouseEvent", type="mouseMoved", x=box["x"] + distance * step / 5, y=box["y"],
                           buttons=1)
        self.page.call("Input.dispatchMouseEvent", type="mouseReleased", x=box["x"] + distance, y=box["y"], **mouse)

    def wait_settled(self, listing, before, quiet=0.4, timeout=30):
        """Waits until the cell has evaluated since `before` events and then not again for `quiet` seconds."""
        deadline = time.monotonic() + timeout
        state = self.state(listing)
        while time.monotonic() < deadline:
            time.sleep(quiet)
            later = self.state(listing)
            if later["events"] > before and later["events"] == state["events"]:
                return later
            state = later
        raise TimeoutError(f"{listing}: the cell did not settle within {timeout} s")

    def drag_figure(self, start, moves, touch=False):
        """Presses at `start`, moves by each (dx, dy) in pixels from there, releases at the last."""
        points = [(start["x"] + dx, start["y"] + dy) for dx, dy in moves]
        if touch:
            # A touch screen, as a phone's: the page then gets pointer events of type "touch".
            self.page.call("Emulation.setTouchEmulationEnabled", enabled=True, maxTouchPoints=1)
            self.page.call("Input.dispatchTouchEvent", type="touchStart", touchPoints=[dict(x=start["x"], y=start["y"])])
            for x, y in points:
                self.page.call("Input.dispatchTouchEvent", type="touchMove", touchPoints=[dict(x=x, y=y)])
            self.page.call("Input.dispatchTouchEvent", type="touchEnd", touchPoints=[])
            return
        mouse = dict(button="left", clickCount=1)
        self.page.call("Input.dispatchMouseEvent", type="mouseMoved", x=start["x"], y=start["y"])
        self.page.call("Input.dispatchMouseEvent", type="mousePressed", x=start["x"], y=start["y"], **mouse)
        for x, y in points:
            self.page.call("Input.dispatchMouseEvent", type="mouseMoved", x=x, y=y, buttons=1)
        self.page.call("Input.dispatchMouseEvent", type="mouseReleased", x=points[-1][0], y=points[-1][1], **mouse)

    def close(self):
        self.page.close()


def page_with(site, listing):
    for path in sorted(site.glob("*.html")):
        if f'id="{listing}"' in path.read_text(errors="replace"):
            return path
    raise RuntimeError(f"no page of {site} has {listing}")


class Checks:
    def __init__(self):
        self.passed = 0
        self.failures = []

    def expect(self, condition, message):
        if condition:
            self.passed += 1
        else:
            self.failures.append(message)
        return condition


def check_before_edit(page, checks, listing):
    probe = page.js("""({edits: document.querySelectorAll('.cell-edit').length,
                         listings: document.querySelectorAll('figure.listing').length,
                         cells: document.querySelectorAll('.cell').length,
                         module: typeof window.NotebookWasm !== 'undefined'})""")
    checks.expect(probe["edits"] > 0, f"no Edit control on the page of {listing}")
    checks.expect(probe["cells"] == 0 and not probe["module"], "a cell or the module exists before any click on Edit")


def check_scene_listing(page, checks):
    before = page.state(SCENE_LISTING)
    page.click(SCENE_LISTING, ".cell-edit")
    state = page.wait_evaluated(SCENE_LISTING, before["events"])
    checks.expect(state["open"] and state["code"] in state["verified"], f"{SCENE_LISTING}: Edit did not open the verified code")
    checks.expect(state["heading"] == "Live (as verified)", f"{SCENE_LISTING}: heading {state['heading']!r}")
    checks.expect(state["checks"] and all(c.startswith("holds ") for c in state["checks"]),
                  f"{SCENE_LISTING}: with its scene every expectation should hold live: {state['checks']}")
    checks.expect(state["figure"] is not None, f"{SCENE_LISTING}: no live figure")


def check_scrub_and_errors(page, checks):
    listing = SCRUB_LISTING
    before = page.state(listing)
    page.click(listing, ".cell-edit")
    verified = page.wait_evaluated(listing, before["events"])
    box = page.number_box(listing, SCRUB_LITERAL)
    if not checks.expect(box is not None, f"{listing}: the literal {SCRUB_LITERAL} is not draggable"):
        return verified
    page.drag(box, 40)
    dragged = page.state(listing)
    deadline = time.monotonic() + 30
    while (dragged["code"] == verified["code"] or dragged["events"] == verified["events"]
           or dragged["figure"] == verified["figure"]) and time.monotonic() < deadline:
        time.sleep(0.05)
        dragged = page.state(listing)
    checks.expect("CGAffineTransformMakeScale(2.5, 1)" in dragged["code"],
                  f"{listing}: dragging {SCRUB_LITERAL} by 40 px should make it 2.5, the code reads "
                  f"{[line for line in dragged['code'].splitlines() if 'MakeScale' in line]}")
    checks.expect(dragged["values"] != verified["values"], f"{listing}: the values did not change: {dragged['values']}")
    checks.expect(dragged["figure"] != verified["figure"], f"{listing}: the figure did not change")
    checks.expect(dragged["heading"] == "Edited", f"{listing}: heading {dragged['heading']!r} after a drag")
    checks.expect(dragged["staticParts"] == verified["staticParts"], f"{listing}: the drag changed the static page")
    box = page.number_box(listing, "2.5")
    if checks.expect(box is not None, f"{listing}: 2.5 is not draggable after the drag"):
        page.drag(box, 0)
        selected = page.js("(i => i.value.slice(i.selectionStart, i.selectionEnd))(document.getElementById(%s)"
                           ".querySelector('.cell textarea'))" % json.dumps(listing))
        checks.expect(selected == "2.5", f"{listing}: a click on a number should select it, selected {selected!r}")
    count = page.state(listing)["events"]
    page.set_code(listing, dragged["code"].replace("CGAffineTransformConcat(rotate, stretch)", "CGAffineTransformConcat(rotate, )", 1))
    broken = page.wait_evaluated(listing, count)
    diagnostics = broken["diagnostics"] or ""
    checks.expect(": error: " in diagnostics and "\n" in diagnostics and diagnostics.rstrip().endswith("^"),
                  f"{listing}: a syntax error should show as in a terminal, with a caret: {diagnostics!r}")
    checks.expect(broken["figure"] is None, f"{listing}: a listing with errors still shows a figure")
    return verified


def check_steps_and_reset(page, checks, verified):
    listing = SCRUB_LISTING
    state = page.state(listing)
    page.click(listing, ".cell-reset")
    state = page.wait_evaluated(listing, state["events"])
    total = state["last"]["statements"]
    checks.expect(total == 5, f"{listing}: {total} statements, expected 5 ([super viewDidLoad], two transforms, two layers)")
    figures, lines = [], []
    for step in range(1, (total or 0) + 2):
        if state["stepDisabled"]:
            break
        count = state["events"]
        page.click(listing, ".cell-step")
        state = page.wait_evaluated(listing, count)
        figures.append(state["figure"])
        lines.append(state["current"])
        checks.expect(state["status"].startswith(f"Step {step} of {total}"), f"{listing}: status {state['status']!r} at step {step}")
    checks.expect(len(figures) == total, f"{listing}: {len(figures)} steps until Step was disabled, expected {total}")
    checks.expect(all(len(current) == 1 for current in lines), f"{listing}: one highlighted line per step: {lines}")
    checks.expect(len(lines) >= 5 and "layerView1" in lines[3][0] and "layerView2" in lines[4][0],
                  f"{listing}: steps 4 and 5 should highlight the two layers' lines: {lines}")
    checks.expect(len(set(figures[2:])) == len(figures[2:]),
                  f"{listing}: the figure should change at each of the two layer statements (the order shows)")
    count = state["events"]
    page.set_code(listing, state["code"].replace("1.5", "3"))
    page.wait_evaluated(listing, count)
    count = page.state(listing)["events"]
    page.click(listing, ".cell-reset")
    reset = page.wait_evaluated(listing, count)
    checks.expect(reset["code"] == verified["code"], f"{listing}: Reset did not restore the verified code")
    checks.expect(reset["heading"] == "Live (as verified)" and reset["values"] == verified["values"],
                  f"{listing}: after Reset the live values should be the verified ones")
    checks.expect(reset["staticParts"] == verified["staticParts"],
                  f"{listing}: the page's static values, checks or figure changed")
    check_language_switch(page, checks, reset)


# The cell's rendition and the static one of the same listing.
RENDITION = r"""
((id) => {
  const listing = document.getElementById(id), cell = listing.querySelector('.cell');
  const live = cell && cell.querySelector('.cell-figure .rendition-frame > .live-rendition');
  const still = listing.querySelector('.figure-body .rendition-frame > .live-rendition');
  const svg = cell && cell.querySelector('.cell-figure svg');
  return {markup: live ? live.outerHTML : null, id: live ? live.id : null,
          staticMarkup: still ? still.outerHTML : null, staticId: still ? still.id : null,
          shown: !!live && live.classList.contains('shown'),
          stageVisible: !!live && live.querySelector('.stage').getBoundingClientRect().width > 0,
          svgHidden: !!svg && getComputedStyle(svg).display === 'none',
          animations: live ? live.getAnimations({subtree: true}).length : 0,
          styles: live ? Array.from(live.querySelectorAll('.layer')).map(e => e.getAttribute('style')) : []};
})(%s)
"""


def check_rendition(page, checks):
    """The cell redraws the figure's live rendition with every edit and step, and Play works after edits."""
    listing = SCRUB_LISTING
    rendition = lambda: page.js(RENDITION % json.dumps(listing))  # noqa: E731
    state = page.state(listing)
    page.click(listing, ".cell-reset")
    state = page.wait_evaluated(listing, state["events"])
    verified = rendition()
    if not checks.expect(verified["markup"] and verified["staticMarkup"],
                         f"{listing}: the cell or the page has no live rendition: {verified['id']}, {verified['staticId']}"):
        return
    suffix = "-layers-live"
    static_prefix, cell_prefix = verified["staticId"][:-len(suffix)], verified["id"][:-len(suffix)]
    checks.expect(verified["staticMarkup"].replace(static_prefix + "-", cell_prefix + "-") == verified["markup"],
                  f"{listing}: unedited, the cell's rendition is not the page's (but for its ids)")
    checks.expect(not verified["shown"] and not verified["svgHidden"], f"{listing}: the cell shows its rendition before Play")
    page.click(listing, ".cell .live-rendition button.play")
    played = rendition()
    checks.expect(played["shown"] and played["stageVisible"] and played["svgHidden"] and played["animations"] > 0,
                  f"{listing}: Play in the cell did not swap in and play the rendition: {played['shown']}, "
                  f"{played['stageVisible']}, {played['svgHidden']}, {played['animations']} animations")
    page.set_code(listing, state["code"].replace(SCRUB_LITERAL, "2.5", 1))
    state = page.wait_evaluated(listing, state["events"])
    edited = rendition()
    checks.expect(edited["styles"] != verified["styles"], f"{listing}: the rendition did not follow the edit")
    checks.expect(edited["shown"] and edited["stageVisible"] and edited["svgHidden"],
                  f"{listing}: after an edit the played rendition should stay shown, the SVG swapped out")
    page.click(listing, ".cell .live-rendition button.play")
    checks.expect(rendition()["animations"] > 0, f"{listing}: Play does not play after an edit")
    styles = []
    for step in range(1, 6):
        count = page.state(listing)["events"]
        page.click(listing, ".cell-step")
        page.wait_evaluated(listing, count)
        styles.append(rendition()["styles"])
    checks.expect(len(styles) == 5 and styles[3] != styles[2] and styles[4] != styles[3] and styles[4] == edited["styles"],
                  f"{listing}: stepping should redraw the rendition at each layer statement, and the last step be the "
                  f"edited listing's")
    checks.expect(rendition()["shown"], f"{listing}: stepping hid the played rendition")
    count = page.state(listing)["events"]
    page.click(listing, ".cell-reset")
    page.wait_evaluated(listing, count)
    checks.expect(rendition()["styles"] == verified["styles"], f"{listing}: after Reset the rendition is not the verified one")


def check_language_switch(page, checks, state):
    """The cell follows the book's language switch, keeping each language's edits."""
    listing = SCRUB_LISTING
    objc, swift = state["verified"]
    page.set_code(listing, objc.replace("1.5", "1.25"))
    state = page.wait_evaluated(listing, state["events"])
    page.click(listing, '.language-switch [data-language="swift"]')
    state = page.wait_evaluated(listing, state["events"])
    label = page.js("document.getElementById(%s).querySelector('.cell textarea').getAttribute('aria-label')" % json.dumps(listing))
    checks.expect(state["code"] == swift and label.endswith("(Swift)"),
                  f"{listing}: after the switch to Swift the cell should edit the Swift code ({label!r})")
    checks.expect(state["heading"] == "Live (as verified)", f"{listing}: the Swift code is the verified one: {state['heading']!r}")
    page.click(listing, '.language-switch [data-language="objc"]')
    state = page.wait_evaluated(listing, state["events"])
    checks.expect("MakeScale(1.25, 1)" in state["code"], f"{listing}: the Objective-C edit was lost by the switch")


def corners_of(text):
    return [float(number) for pair in text.split() for number in pair.split(",")]


def check_one_drag(page, checks, notebook, work, moves, touch, drags_before, declared):
    """One drag of the figure: the pan the page sends, and the layer it draws against notebook eval --events."""
    listing, how = DRAG_LISTING, "a finger" if touch else "the mouse"
    if touch:
        # A touch screen is one from the start: its coarse pointer gives the controls their 44 px before the figure is
        # measured, as on a phone (switched on mid-drag, the grown controls would move the figure under the finger).
        page.page.call("Emulation.setTouchEmulationEnabled", enabled=True, maxTouchPoints=1)
    figure = page.js(cell_touch_checks.DRAG_FIGURE % (json.dumps(listing), json.dumps(DRAGGED_LAYER)))
    before = page.state(listing)
    page.drag_figure(figure, moves, touch=touch)
    state = page.wait_settled(listing, before["events"])
    checks.expect(page.js("window.scrollY") == figure["scrollY"], f"{listing}: the page scrolled under {how}")
    detail = state["last"] or {}
    events = (detail.get("events") or "").split("\n")
    checks.expect(detail.get("drags") == drags_before + 1 and events[:len(declared)] == declared,
                  f"{listing}: after a drag with {how}, {detail.get('drags')} drags, events {events[:3]}…")
    sent = cell_touch_checks.pan_translations(events[-1]) if events and events[-1].startswith("pan ") else []
    wanted = [(0.0, 0.0)] + [(dx * figure["scale"], dy * figure["scale"]) for dx, dy in moves]
    close = len(sent) == len(wanted) and all(abs(a - c) <= 0.011 and abs(b - d) <= 0.011
                                             for (a, b), (c, d) in zip(sent, wanted))
    checks.expect(abs(figure["scale"] - 2) < 1e-9 and close,
                  f"{listing}: a drag with {how} of {moves[-1]} px at {figure['scale']} points per pixel should send "
                  f"{wanted[-1]}, sent {sent[-3:]}")
    drawn = page.js(cell_touch_checks.DRAG_FIGURE % (json.dumps(listing), json.dumps(DRAGGED_LAYER)))
    expected = notebook_eval(notebook, state["code"], "objc", work=work, events=detail.get("events") or "")
    layer = next((l for l in expected["layers"] if l["name"] == DRAGGED_LAYER), None)
    quad = [float(number) for point in (layer or {}).get("quad", [])
            for number in ((point["x"], point["y"]) if isinstance(point, dict) else point)]
    shown = corners_of(drawn["corners"] or "")
    # The figure writes its corners (data-corners) to 4 decimals: within 5e-5 of the computed quad.
    checks.expect(len(quad) == 8 and len(shown) == 8 and
                  all(abs(a - b) <= 5e-5 + 1e-12 * max(abs(a), abs(b), 1) for a, b in zip(shown, quad)),
                  f"{listing}: the dragged layer drawn {shown} is not the one notebook eval --events computes {quad}")
    checks.expect(drawn["corners"] != figure["corners"], f"{listing}: dragging with {how} did not move the layer")
    checks.expect(state["heading"].startswith("Live, after your"), f"{listing}: heading {state['heading']!r} after a drag")
    return drawn, state


def check_drag(browser, site, checks, notebook, work):
    """The reader drags the layer of the drag-to-rotate chapter's pan handler with the mouse and with a finger."""
    page = CellPage(browser, page_with(site, DRAG_LISTING))
    try:
        before = page.state(DRAG_LISTING)
        page.click(DRAG_LISTING, ".cell-edit")
        verified = page.wait_evaluated(DRAG_LISTING, before["events"])
        declared = page.js("document.getElementById(%s).getAttribute('data-events')" % json.dumps(DRAG_LISTING))
        figure = page.js(cell_touch_checks.DRAG_FIGURE % (json.dumps(DRAG_LISTING), json.dumps(DRAGGED_LAYER)))
        if not checks.expect(declared and figure["draggable"] and figure["hint"] and figure["corners"],
                             f"{DRAG_LISTING}: no events block on the page, or its cell's figure is not draggable: {figure}"):
            return
        lines = declared.split("\n")
        # Right 60 px, then up 40 px: at half size, 120 points right and 80 up.
        moves = [(6 * k, 0) for k in range(1, 11)] + [(60, -4 * k) for k in range(1, 11)]
        check_one_drag(page, checks, notebook, work, moves, False, 0, lines)
        _, state = check_one_drag(page, checks, notebook, work, [(0, 5 * k) for k in range(1, 9)], True, 1, lines)
        checks.expect(state["staticParts"] == verified["staticParts"], f"{DRAG_LISTING}: dragging changed the static page")
        count = state["events"]
        page.click(DRAG_LISTING, ".cell-reset")
        reset = page.wait_evaluated(DRAG_LISTING, count)
        checks.expect(reset["heading"] == "Live (as verified)" and (reset["last"] or {}).get("drags") == 0
                      and reset["figure"] == verified["figure"],
                      f"{DRAG_LISTING}: Reset should forget the drags: {reset['heading']!r}")
    finally:
        page.close()


def check_every_listing(browser, site, checks):
    """Every evaluated listing of the book, opened unedited: the cell says "Live (as verified)" and every expectation
    of its table still holds (the page's scene, platform and expectations reach the module; the comparison in the
    page agrees with the build's)."""
    opened = held = 0
    for path in sorted(p for p in site.glob("*.html") if p.name != "index.html"):
        page = CellPage(browser, path)
        try:
            listings = page.js("Array.from(document.querySelectorAll('figure.listing'))"
                               ".filter(l => l.querySelector('.cell-edit')).map(l => l.id)")
            for listing in listings:
                state = page.state(listing)
                page.click(listing, ".cell-edit")
                state = page.wait_evaluated(listing, state["events"])
                opened += 1
                not_held = [check for check in state["checks"] if not check.startswith("holds ")]
                held += len(state["checks"]) - len(not_held)
                checks.expect(state["heading"] == "Live (as verified)" and not not_held,
                              f"{path.name}#{listing}: unedited, {state['heading']!r}, not holding: {not_held[:3]}")
        finally:
            page.close()
    checks.expect(opened > 0 and held > 0, f"no listing with expectations was opened ({opened} cells)")
    return f"cell: {opened} listings opened unedited, {held} expectations hold live"


def check_phone(browser, site, checks):
    page = CellPage(browser, page_with(site, SCRUB_LISTING), width=390)
    try:
        before = page.state(SCRUB_LISTING)
        page.click(SCRUB_LISTING, ".cell-edit")
        page.wait_evaluated(SCRUB_LISTING, before["events"])
        widths = page.js("""({page: document.documentElement.scrollWidth, view: window.innerWidth,
                              cell: document.getElementById(%s).querySelector('.cell').getBoundingClientRect().right})"""
                         % json.dumps(SCRUB_LISTING))
        checks.expect(widths["page"] <= widths["view"] and widths["cell"] <= widths["view"],
                      f"390 px: the open cell is wider than the screen: {widths}")
    finally:
        page.close()


def benchmark(browser, site, runs):
    """Per listing: the module's load, then `runs` edits of one literal, each timed from the input event until the
    frame after the cell drew the result (edit-to-redraw), and the evaluation with its figure and DOM update alone."""
    lines = []
    for listing, literal, language in BENCHMARK_LISTINGS:
        page = CellPage(browser, page_with(site, listing))
        try:
            load = page.js("(async () => { const t = performance.now(); await window.notebook.ready; "
                           "return performance.now() - t; })()")
            page.js("(b => { if (b) b.click(); return true; })(document.querySelector("
                    "'.language-switch [data-language=\"%s\"]'))" % language)
            state = page.state(listing)
            page.click(listing, ".cell-edit")
            state = page.wait_evaluated(listing, state["events"])
            code = state["code"]
            if literal not in code:
                lines.append(f"benchmark: {listing} has no literal {literal}")
                continue
            redraws, evaluations = [], []
            for run in range(runs):
                edited = code.replace(literal, literal + ("1" if run % 2 == 0 else "2"), 1)
                timing = page.js("""(async () => {
                  const listing = document.getElementById(%s), input = listing.querySelector('.cell textarea');
                  let evaluation = 0;
                  const done = new Promise(resolve => listing.addEventListener('notebook:cell-evaluated', event => {
                      evaluation = event.detail.milliseconds; requestAnimationFrame(() => resolve()); }, {once: true}));
                  const start = performance.now();
                  input.value = %s; input.dispatchEvent(new Event('input'));
                  await done; return {redraw: performance.now() - start, evaluation}; })()"""
                                 % (json.dumps(listing), json.dumps(edited)))
                redraws.append(timing["redraw"])
                evaluations.append(timing["evaluation"])
            # The floor of edit-to-redraw: the wait for a frame (the cell evaluates in one) and for the next.
            frames = [page.js("(async () => { const t = performance.now(); await new Promise(r => "
                              "requestAnimationFrame(() => requestAnimationFrame(r))); return performance.now() - t; })()")
                      for _ in range(runs)]
            lines.append(f"benchmark: {listing} ({language}): edit-to-redraw median {statistics.median(redraws):.1f} ms "
                         f"(min {min(redraws):.1f}, max {max(redraws):.1f}); evaluation + figure + DOM median "
                         f"{statistics.median(evaluations):.1f} ms (min {min(evaluations):.1f}); two empty frames median "
                         f"{statistics.median(frames):.1f} ms; {runs} runs; module load {load:.1f} ms")
        finally:
            page.close()
    return lines


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("notebook")
    parser.add_argument("wasm")
    parser.add_argument("--book", default=".")
    parser.add_argument("--work", default="test-output/cell")
    parser.add_argument("--benchmark", type=int, default=0, metavar="N")
    parser.add_argument("--reader-only", action="store_true", help="only the checks of cell_reader_checks.py")
    args = parser.parse_args()
    notebook = str(pathlib.Path(args.notebook).resolve())
    site = pathlib.Path(args.work).resolve() / "site"
    build_site(notebook, pathlib.Path(args.wasm).resolve(), args.book, site)
    checks = Checks()
    browser = Browser()
    report = []
    try:
        cell_reader_checks.run(browser, site, checks)
        if args.reader_only:
            raise SystemExit(finish(checks, report))
        page = CellPage(browser, page_with(site, SCENE_LISTING))
        try:
            check_before_edit(page, checks, SCENE_LISTING)
            check_scene_listing(page, checks)
        finally:
            page.close()
        page = CellPage(browser, page_with(site, SCRUB_LISTING))
        try:
            verified = check_scrub_and_errors(page, checks)
            check_steps_and_reset(page, checks, verified)
            check_rendition(page, checks)
        finally:
            page.close()
        check_phone(browser, site, checks)
        check_drag(browser, site, checks, notebook, site.parent)
        cell_touch_checks.run(lambda: CellPage(browser, page_with(site, cell_touch_checks.TOUCH_LISTING)), checks)
        cell_touch_checks.run_macos_drag(
            lambda: CellPage(browser, page_with(site, DRAG_LISTING)), checks, DRAG_LISTING, DRAGGED_LAYER,
            lambda code, events: notebook_eval(notebook, code, "objc", platform="macos", work=site.parent, events=events))
        report.append(check_every_listing(browser, site, checks))
        if args.benchmark:
            report += benchmark(browser, site, args.benchmark)
    except TimeoutError as error:
        checks.expect(False, str(error))
    finally:
        browser.close()
    return finish(checks, report)


def finish(checks, report):
    for line in checks.failures + report:
        print(line)
    print(f"cell: {checks.passed} passed, {len(checks.failures)} failed")
    return 0 if not checks.failures else 1


if __name__ == "__main__":
    sys.exit(main())
