"""The live cell as readers use it, beyond the mouse (check_cell.py runs these; docs/live-cells.md, "The cell"):

  - keyboard only: Edit with Enter puts the focus in the editor, its caret at the start and the page where it was, Alt+Up/Down change the number at the caret (the
    caret stays in it), the arrow keys drag a figure with a pan handler, Tab leaves the editor, Step, Run all, Reset and Play with Enter, each leaving the focus on a
    control of the cell with its outline (a control that becomes disabled under the focus must not drop it on the
    page's body), and Enter on "Close editor" closes the cell;
  - screen readers: every control of the cell has a name; the status (a polite live region) changes only when what it
    says changes (no "Evaluating…" between every keystroke and its result), and it says when the code has errors;
    a scrubbed number's new value is said (cell_scrub_checks.py, with the literals a scrub must write correctly);
  - a phone (390 px, a touch screen): the editor's text is at least 16 px (a smaller one makes a phone zoom in on
    focus), the cell's controls are 44 px, a finger dragging a number scrubs it without scrolling the page, the
    figure and its rendition fit the screen;
  - edits that go wrong: an endless loop stops at the loop limit with a diagnostic, a perspective with a zero or a
    huge distance draws no NaN or infinity, deleting all the code, pasting 1 MB, typing faster than the frames, two
    cells open at once, and a module that fails to load (the page says so and keeps the static figure).
"""

import json
import time

from reader_probes import FOCUS_PROBE

PERSPECTIVE_LISTING = "listing-perspective"
LONG_LISTING = "listing-lighting"
OTHER_LISTING_ON_SCRUB_PAGE = "listing-composition-order"

# What has the focus: its class, whether it is in the listing's cell, and a description when it shows no outline.
ACTIVE = r"""
((id) => {
  const element = document.activeElement, cell = document.getElementById(id).querySelector('.cell');
  return {tag: element ? element.tagName.toLowerCase() : null, className: element ? element.className : null,
          inCell: !!cell && cell.contains(element), body: element === document.body,
          noOutline: %s,
          caret: element && element.tagName === 'TEXTAREA' ? [element.selectionStart, element.selectionEnd] : null};
})(%s)
"""

# Every text the status (a live region) shows, in order, from now on.
STATUS_RECORDER = r"""
((id) => {
  const status = document.getElementById(id).querySelector('.cell-status');
  window.__announced = [];
  new MutationObserver(() => window.__announced.push(status.textContent))
    .observe(status, {childList: true, characterData: true, subtree: true});
  return true;
})(%s)
"""

# Controls of the cell without an accessible name (their text or aria-label), or one a screen reader reads with the
# names of its arrows ("black left-pointing triangle"); and the names of the page's Edit buttons.
NAMES = r"""
((id) => {
  const name = c => (c.getAttribute('aria-label') || c.textContent).trim();
  return {unnamed: Array.from(document.getElementById(id).querySelectorAll('.cell button, .cell textarea, .cell-toolbar button'))
            .filter(c => !name(c) || /[\u25c0\u25b6]/.test(name(c))).map(c => c.className + ' ' + JSON.stringify(name(c))),
          edits: Array.from(document.querySelectorAll('.cell-edit')).map(name)};
})(%s)
"""

KEYS = {"Enter": ("Enter", 13, "\r"), "Tab": ("Tab", 9, None), "ArrowUp": ("ArrowUp", 38, None),
        "ArrowDown": ("ArrowDown", 40, None), "ArrowRight": ("ArrowRight", 39, None)}
ALT = 1


def press(page, name, modifiers=0):
    code, keycode, text = KEYS[name]
    down = dict(type="keyDown" if text else "rawKeyDown", key=name, code=code, windowsVirtualKeyCode=keycode,
                modifiers=modifiers)
    if text:
        down["text"] = text
    page.page.call("Input.dispatchKeyEvent", **down)
    page.page.call("Input.dispatchKeyEvent", type="keyUp", key=name, code=code, windowsVirtualKeyCode=keycode,
                   modifiers=modifiers)


def active(page, listing):
    return page.js(ACTIVE % (FOCUS_PROBE.strip(), json.dumps(listing)))


def focus(page, listing, selector):
    page.js("document.getElementById(%s).querySelector(%s).focus(), true" % (json.dumps(listing), json.dumps(selector)))


def press_and_wait(page, listing, name, modifiers=0):
    count = page.state(listing)["events"]
    press(page, name, modifiers)
    return page.wait_evaluated(listing, count)


def check_keyboard(page, checks, listing, literal):
    """Open, scrub, step, run all, reset, play and close the cell of `listing` with the keyboard alone."""
    focus(page, listing, ".cell-edit")
    state = press_and_wait(page, listing, "Enter")
    where = active(page, listing)
    checks.expect(state["open"] and where["tag"] == "textarea", f"{listing}: Enter on Edit should open the cell and "
                  f"put the focus in its editor, the focus is on {where}")
    start = state["code"].index(literal) + 1
    page.js("(i => { i.setSelectionRange(%d, %d); return true; })(document.getElementById(%s).querySelector('.cell textarea'))"
            % (start, start, json.dumps(listing)))
    count = state["events"]
    press(page, "ArrowUp", ALT)
    deadline = time.monotonic() + 5
    while page.state(listing)["events"] == count and time.monotonic() < deadline:
        time.sleep(0.05)
    state = page.state(listing)
    raised = literal[:-1] + str(int(literal[-1]) + 1)
    where = active(page, listing)
    checks.expect(state["code"].count(raised) > state["verified"][0].count(raised) and state["heading"] == "Edited",
                  f"{listing}: Alt+Up with the caret in {literal} should make it {raised} and evaluate it "
                  f"({state['heading']!r})")
    checks.expect(where["tag"] == "textarea" and where["caret"] is not None and
                  start - 1 <= where["caret"][0] <= start + len(literal),
                  f"{listing}: after Alt+Up the caret should stay in the number, it is at {where['caret']}")
    press(page, "Tab")
    where = active(page, listing)
    checks.expect(where["tag"] != "textarea" and not where["body"], f"{listing}: Tab should leave the editor: {where}")
    focus(page, listing, ".cell-step")
    steps = 0
    while not page.state(listing)["stepDisabled"] and steps < 12:
        press_and_wait(page, listing, "Enter")
        steps += 1
        where = active(page, listing)
        if not checks.expect(where["inCell"] and not where["noOutline"], f"{listing}: after Step {steps} with Enter "
                             f"the focus should stay on a control of the cell, with its outline: {where}"):
            focus(page, listing, ".cell-step-back")
            break
    focus(page, listing, ".cell-run-all")
    state = press_and_wait(page, listing, "Enter")
    where = active(page, listing)
    checks.expect(state["status"].endswith("statements, edited") and where["inCell"] and not where["noOutline"],
                  f"{listing}: after Run all with Enter ({state['status']!r}) the focus should stay in the cell: {where}")
    focus(page, listing, ".cell-reset")
    state = press_and_wait(page, listing, "Enter")
    where = active(page, listing)
    checks.expect(state["code"] in state["verified"] and where["inCell"],
                  f"{listing}: Reset with Enter should restore the code and keep the focus: {where}")
    if page.js("!!document.getElementById(%s).querySelector('.cell .live-rendition button.play')" % json.dumps(listing)):
        focus(page, listing, ".cell .live-rendition button.play")
        press(page, "Enter")
        shown = page.js("!!document.getElementById(%s).querySelector('.cell .live-rendition.shown')" % json.dumps(listing))
        where = active(page, listing)
        checks.expect(shown and where["inCell"] and not where["noOutline"],
                      f"{listing}: Play with Enter should play the rendition and keep a visible focus: {where}")
    focus(page, listing, ".cell-edit")
    press(page, "Enter")
    where = active(page, listing)
    checks.expect(not page.state(listing)["open"] and where["className"] == "cell-edit",
                  f"{listing}: Enter on Close editor should close the cell, the focus on its Edit button: {where}")


# Where the Edit button and the cell's controls are on the screen, the caret and the window's height.
PLACE = r"""
((id) => {
  const listing = document.getElementById(id), top = s => listing.querySelector(s).getBoundingClientRect().top;
  return {edit: top('.cell-edit'), controls: top('.cell-controls'), caret: listing.querySelector('.cell textarea').selectionStart,
          height: innerHeight};
})(%s)
"""


def check_open_keeps_place(page, checks, listing):
    """Opening the cell of a long listing with Enter keeps the Edit button and the cell's controls on the screen, the
    caret at the start of the code (focusing its end scrolled them off)."""
    page.js("document.getElementById(%s).querySelector('.cell-edit').scrollIntoView({block: 'center'}), true"
            % json.dumps(listing))
    focus(page, listing, ".cell-edit")
    press_and_wait(page, listing, "Enter")
    place = page.js(PLACE % json.dumps(listing))
    checks.expect(0 <= place["edit"] < place["controls"] < place["height"] and place["caret"] == 0,
                  f"{listing}: opened with Enter, the cell should keep its Edit button and controls on the screen, the "
                  f"caret at the start: {place}")


def check_keyboard_drag(page, checks, listing):
    """The figure of a listing with a pan handler is dragged with the arrow keys too: each press one pan of 10 points,
    the focus staying on the figure (redrawn under it), with its outline."""
    state = page.state(listing)
    page.click(listing, ".cell-edit")
    page.wait_evaluated(listing, state["events"])
    focus(page, listing, ".cell-figure")
    count = page.state(listing)["events"]
    press(page, "ArrowRight")
    press(page, "ArrowRight")
    deadline = time.monotonic() + 5
    while page.state(listing)["events"] == count and time.monotonic() < deadline:
        time.sleep(0.05)
    state = page.wait_settled(listing, count) if page.state(listing)["events"] > count else page.state(listing)
    detail, where = state["last"] or {}, active(page, listing)
    events = (detail.get("events") or "").split("\n")
    checks.expect(detail.get("drags") == 2 and events[-1] == "pan (0, 0) (10, 0)" and
                  state["heading"].startswith("Live, after your 2 drags"),
                  f"{listing}: two presses of the right arrow on the focused figure should send two pans of 10 points: "
                  f"{detail.get('drags')} drags, last {events[-1]!r}, heading {state['heading']!r}")
    checks.expect("cell-figure" in (where["className"] or "") and not where["noOutline"],
                  f"{listing}: after the arrow keys the focus should stay on the figure, with its outline: {where}")


def type_text(page, listing, text):
    """Types `text` at the caret, one character per key, waiting for each to be evaluated."""
    for character in text:
        count = page.state(listing)["events"]
        page.page.call("Input.insertText", text=character)
        page.wait_evaluated(listing, count)


def check_announcements(page, checks, listing, literal):
    """The cell's controls have names, and the status announces results, not keystrokes."""
    state = page.state(listing)
    page.click(listing, ".cell-edit")
    state = page.wait_evaluated(listing, state["events"])
    names = page.js(NAMES % json.dumps(listing))
    checks.expect(not names["unnamed"], f"{listing}: controls of the cell without a name, or named with arrows: "
                  f"{names['unnamed']}")
    checks.expect(len(set(names["edits"])) == len(names["edits"]) and all(n.startswith(("Edit", "Close editor"))
                                                                          for n in names["edits"]),
                  f"the Edit buttons of a page should have one name each, starting with their text: {names['edits'][:4]}")
    at = state["code"].index(literal) + len(literal)
    page.js("(i => { i.focus(); i.setSelectionRange(%d, %d); return true; })(document.getElementById(%s)"
            ".querySelector('.cell textarea'))" % (at, at, json.dumps(listing)))
    page.js(STATUS_RECORDER % json.dumps(listing))
    type_text(page, listing, "1111")
    typed = page.state(listing)["code"]
    checks.expect(literal + "1111" in typed, f"{listing}: the redraws after each key moved the caret: "
                  f"{[line.strip() for line in typed.splitlines() if '1111' in line]}")
    announced = page.js("window.__announced")
    said = [text for index, text in enumerate(announced) if index == 0 or announced[index - 1] != text]
    checks.expect(len(said) <= 1 and "Evaluating…" not in said,
                  f"{listing}: four keystrokes that change no count should announce at most one status, announced {said}")
    count = page.state(listing)["events"]
    page.set_code(listing, state["code"].replace(literal, literal + " +", 1))
    broken = page.wait_evaluated(listing, count)
    checks.expect(": error: " in (broken["diagnostics"] or "") and "error" in broken["status"],
                  f"{listing}: with an error in the code the status (the live region) should say so: {broken['status']!r}")
    count = page.state(listing)["events"]
    page.click(listing, ".cell-reset")
    page.wait_evaluated(listing, count)


# At 390 px on a touch screen: the editor's font size, the cell's controls smaller than 44 px, and how far right the
# cell's figure and rendition reach.
PHONE = r"""
((id) => {
  const cell = document.getElementById(id).querySelector('.cell');
  const right = s => { const e = cell.querySelector(s); return e ? e.getBoundingClientRect().right : 0; };
  return {font: parseFloat(getComputedStyle(cell.querySelector('textarea')).fontSize),
          small: Array.from(cell.querySelectorAll('button')).filter(b => b.getBoundingClientRect().width > 0)
            .map(b => b.getBoundingClientRect()).filter(r => r.width < 44 || r.height < 44)
            .map(r => Math.round(r.width) + 'x' + Math.round(r.height)),
          figure: right('.cell-figure svg'), rendition: right('.cell-figure .rendition-frame'),
          view: window.innerWidth, page: document.documentElement.scrollWidth};
})(%s)
"""


def touch_drag(page, box, distance):
    page.page.call("Input.dispatchTouchEvent", type="touchStart", touchPoints=[dict(x=box["x"], y=box["y"])])
    for step in range(1, 6):
        page.page.call("Input.dispatchTouchEvent", type="touchMove",
                       touchPoints=[dict(x=box["x"] + distance * step / 5, y=box["y"])])
    page.page.call("Input.dispatchTouchEvent", type="touchEnd", touchPoints=[])


def check_phone_reader(page, checks, listing, literal, dragged):
    """A finger scrubs `literal` by 40 px (to `dragged`) on a 390 px touch screen, and the cell fits."""
    page.page.call("Emulation.setTouchEmulationEnabled", enabled=True, maxTouchPoints=1)
    state = page.state(listing)
    page.click(listing, ".cell-edit")
    state = page.wait_evaluated(listing, state["events"])
    probe = page.js(PHONE % json.dumps(listing))
    checks.expect(probe["font"] >= 16, f"390 px: the editor's text is {probe['font']} px; below 16 px a phone zooms "
                  f"in on the editor when it takes the focus")
    checks.expect(not probe["small"], f"390 px: controls of the cell smaller than 44 px: {probe['small']}")
    checks.expect(probe["figure"] <= probe["view"] and probe["rendition"] <= probe["view"] and probe["page"] <= probe["view"],
                  f"390 px: the cell's figure or rendition is wider than the screen: {probe}")
    box = page.number_box(listing, literal)
    scroll = page.js("[window.scrollX, window.scrollY]")
    count = state["events"]
    touch_drag(page, box, 40)
    deadline = time.monotonic() + 10
    while page.state(listing)["events"] == count and time.monotonic() < deadline:
        time.sleep(0.05)
    state = page.wait_settled(listing, count) if page.state(listing)["events"] > count else page.state(listing)
    checks.expect(dragged in state["code"], f"390 px: a finger dragging {literal} 40 px should make it {dragged}: "
                  f"{[line.strip() for line in state['code'].splitlines() if literal[:1] in line][:3]}")
    checks.expect(page.js("[window.scrollX, window.scrollY]") == scroll, "390 px: the page scrolled under the finger")
    check_swipe_over_number(page, checks, listing, dragged)


def check_swipe_over_number(page, checks, listing, literal):
    """A finger swiping up from a number scrolls the page: it neither changes the number nor focuses the editor (which
    would open a phone's keyboard)."""
    page.js("document.activeElement.blur(), true")
    code = page.state(listing)["code"]
    box = page.number_box(listing, literal)
    top = page.js("window.scrollY")
    page.page.call("Input.dispatchTouchEvent", type="touchStart", touchPoints=[dict(x=box["x"], y=box["y"])])
    for step in range(1, 11):
        page.page.call("Input.dispatchTouchEvent", type="touchMove", touchPoints=[dict(x=box["x"], y=box["y"] - 15 * step)])
    page.page.call("Input.dispatchTouchEvent", type="touchEnd", touchPoints=[])
    time.sleep(0.3)
    where = active(page, listing)
    checks.expect(page.js("window.scrollY") > top and page.state(listing)["code"] == code and where["tag"] != "textarea",
                  f"390 px: a finger swiping up from {literal} should scroll the page and leave the editor alone, the "
                  f"focus is on {where['tag']} (a phone's keyboard opens), caret {where['caret']}")


def evaluate_code(page, listing, code, timeout=60):
    count = page.state(listing)["events"]
    page.set_code(listing, code)
    return page.wait_evaluated(listing, count, timeout=timeout)


def after_statement(code, statement, addition):
    at = code.index(statement) + len(statement)
    return code[:at] + addition + code[at:]


def check_runaway_loops(page, checks, listing):
    """An endless and a huge loop typed into the cell stop at the evaluator's loop limit with a diagnostic."""
    state = page.state(listing)
    verified = state["verified"][0]
    for loop in ("\n    while (1) { }", "\n    for (int i = 0; i < 1000000000; i++) { }"):
        state = evaluate_code(page, listing, after_statement(verified, "[super viewDidLoad];", loop))
        checks.expect("evaluation stopped" in (state["diagnostics"] or "") and "error" in state["status"],
                      f"{listing}: {loop.strip()!r} should stop at the loop limit with a diagnostic the status speaks of: "
                      f"{(state['diagnostics'] or '')[:160]!r}, status {state['status']!r}")
        print(f"cell: {loop.strip()} stopped after {state['last'].get('milliseconds', 0):.0f} ms")


def check_degenerate_perspective(page, checks, listing):
    """A camera distance of 0 or 1e-308 (m34 infinite or huge) draws no NaN or infinity: a figure or a message."""
    state = page.state(listing)
    verified = state["verified"][0]
    for distance in ("0.0", "1e-308", "0.0 * 0.0"):
        state = evaluate_code(page, listing, verified.replace("-1.0 / 500.0", "-1.0 / (" + distance + ")"))
        figure = page.js("document.getElementById(%s).querySelector('.cell-figure').innerHTML" % json.dumps(listing))
        text = page.js("document.getElementById(%s).querySelector('.cell-figure').textContent" % json.dumps(listing))
        broken = [word for word in ("NaN", "Infinity", "inf") if word in figure]
        checks.expect(not broken and (state["figure"] or text.strip()),
                      f"{listing}: with a camera distance of {distance} the cell's figure holds {broken} "
                      f"or says nothing: {figure[:120]!r}")


def check_empty_and_huge(page, checks, listing):
    """All the code deleted, then 1 MB pasted: the module refuses it with a diagnostic, and the editor stays light."""
    state = evaluate_code(page, listing, "")
    checks.expect(state["last"]["ok"] and state["status"].startswith("0 statements") and state["stepDisabled"],
                  f"{listing}: with no code the cell should say 0 statements, Step disabled: {state['status']!r}")
    line = "    CGFloat scale = 1.5;\n"
    huge = state["verified"][0].replace("[super viewDidLoad];", "[super viewDidLoad];\n" + line * ((1 << 20) // len(line)))
    started = time.monotonic()
    state = evaluate_code(page, listing, huge, timeout=120)
    print(f"cell: 1 MB of code evaluated in {time.monotonic() - started:.1f} s: {state['status']!r}")
    checks.expect(state["last"]["ok"] and "listing is" in (state["diagnostics"] or "") and "1 error" in state["status"],
                  f"{listing}: 1 MB of code should be refused with a diagnostic: {state['status']!r}")
    # The overlay underlines numbers with an element each and the browser lays them out, twice per keystroke: for
    # 1 MB that blocked the tab for seconds at every key. Counted, not timed.
    elements = page.js("document.getElementById(%s).querySelectorAll('.cell-overlay *').length" % json.dumps(listing))
    checks.expect(elements <= 1, f"{listing}: with 1 MB of code the editor's overlay holds {elements} elements, "
                  f"laid out at every keystroke")


def check_fast_typing(page, checks, listing, literal):
    """Ten edits within one frame: the cell shows the last one's result."""
    state = page.state(listing)
    verified = state["verified"][0]
    last = evaluate_code(page, listing, verified.replace(literal, "3", 1))
    count = page.state(listing)["events"]
    page.js("""(() => { const input = document.getElementById(%s).querySelector('.cell textarea');
               %s.forEach(v => { input.value = v; input.dispatchEvent(new Event('input')); }); return true; })()"""
            % (json.dumps(listing), json.dumps([verified.replace(literal, str(k), 1) for k in range(4, 13)]
                                                + [verified.replace(literal, "3", 1)])))
    state = page.wait_settled(listing, count)
    checks.expect(state["values"] == last["values"] and state["code"] == verified.replace(literal, "3", 1),
                  f"{listing}: after ten quick edits the cell shows another result than the last edit's")


def check_two_cells(page, checks, listing, other):
    """Two cells open on one page: an error in one leaves the other as it was."""
    state = page.state(other)
    page.click(other, ".cell-edit")
    before = page.wait_evaluated(other, state["events"])
    evaluate_code(page, listing, page.state(listing)["verified"][0] + "\n}")
    after = page.state(other)
    checks.expect(after["open"] and after["heading"] == before["heading"] == "Live (as verified)" and
                  after["values"] == before["values"] and after["status"] == before["status"],
                  f"{other}: an edit in {listing}'s cell changed this cell: {after['heading']!r}, {after['status']!r}")


def check_module_failure(browser, site_page, checks, listing, blocked):
    """The module cannot be loaded (its file blocked) or compiled (a broken one): the cell says so and the page keeps
    its static figure."""
    from check_cell import CellPage
    page = CellPage(browser, site_page)
    try:
        if blocked:
            page.page.call("Network.enable")
            page.page.call("Network.setBlockedURLs", urls=["*notebook-wasm.js"])
        else:
            page.js("window.NotebookWasm = {base64: btoa('not a module')}, true")
        count = page.state(listing)["events"]
        page.click(listing, ".cell-edit")
        deadline = time.monotonic() + 30
        while page.state(listing)["events"] == count and time.monotonic() < deadline:
            time.sleep(0.05)
        state = page.state(listing)
        shown = page.js("(f => !!f && f.getBoundingClientRect().height > 0)(document.getElementById(%s)"
                        ".querySelector('figure.figure'))" % json.dumps(listing))
        how = "blocked" if blocked else "broken"
        checks.expect(state["last"] and not state["last"]["ok"] and "could not" in state["status"] and shown,
                      f"{listing}: with the module {how}, the cell should say it could not be loaded and the static "
                      f"figure stay: {state['status']!r}, static figure shown {shown}")
    finally:
        page.close()


def run(browser, site, checks):
    """Every check of this file, on the book's site."""
    from check_cell import CellPage, DRAG_LISTING, SCRUB_LISTING, SCRUB_LITERAL, page_with
    scrub_page = page_with(site, SCRUB_LISTING)
    for check in (lambda page: check_keyboard(page, checks, SCRUB_LISTING, SCRUB_LITERAL),
                  lambda page: check_announcements(page, checks, SCRUB_LISTING, SCRUB_LITERAL)):
        page = CellPage(browser, scrub_page)
        try:
            check(page)
        finally:
            page.close()
    import cell_scrub_checks
    cell_scrub_checks.run(browser, scrub_page, checks, SCRUB_LISTING, SCRUB_LITERAL, "2.5")
    page = CellPage(browser, scrub_page, width=390)
    try:
        check_phone_reader(page, checks, SCRUB_LISTING, SCRUB_LITERAL, "2.5")
    finally:
        page.close()
    page = CellPage(browser, page_with(site, DRAG_LISTING))
    try:
        check_keyboard_drag(page, checks, DRAG_LISTING)
    finally:
        page.close()
    page = CellPage(browser, page_with(site, LONG_LISTING))
    try:
        check_open_keeps_place(page, checks, LONG_LISTING)
    finally:
        page.close()
    page = CellPage(browser, page_with(site, PERSPECTIVE_LISTING))
    try:
        state = page.state(PERSPECTIVE_LISTING)
        page.click(PERSPECTIVE_LISTING, ".cell-edit")
        page.wait_evaluated(PERSPECTIVE_LISTING, state["events"])
        check_degenerate_perspective(page, checks, PERSPECTIVE_LISTING)
        check_runaway_loops(page, checks, PERSPECTIVE_LISTING)
        check_empty_and_huge(page, checks, PERSPECTIVE_LISTING)
    finally:
        page.close()
    page = CellPage(browser, scrub_page)
    try:
        state = page.state(SCRUB_LISTING)
        page.click(SCRUB_LISTING, ".cell-edit")
        page.wait_evaluated(SCRUB_LISTING, state["events"])
        check_fast_typing(page, checks, SCRUB_LISTING, SCRUB_LITERAL)
        check_two_cells(page, checks, SCRUB_LISTING, OTHER_LISTING_ON_SCRUB_PAGE)
    finally:
        page.close()
    for blocked in (True, False):
        check_module_failure(browser, scrub_page, checks, SCRUB_LISTING, blocked)
