"""Scrubbing a number of the live cell, as a screen reader and a power user meet it (cell_reader_checks.py runs these;
docs/live-cells.md, "The cell"):

  - Alt+Up/Down says the number's new value in a polite live region of the cell (the status, also polite, keeps
    speaking of results only), and typing says nothing there;
  - a mouse drag of a number says its value once, at the end, not at every step;
  - the literal is written as the language expects, whatever it was: positional digits however large or small (never
    `1e+21`), its decimals, its `f` suffix, its trailing point and its exponent kept, exact digits past 2^53, its
    sign crossing zero without a `-0`, Up raising a negative number; a minus that would join the operator before it
    (`q-1` to `q--1`) stops at 0 and says why; an octal or hexadecimal literal, the digits of a name, a number in a
    comment or a string are left alone; the bounds of a Swift range (`0..<4`, `1...5`) are numbers, and so are those
    inside a Swift string's interpolation `\\( … )` (with a unary minus), not those of its text, of a string inside it
    or of an Objective-C string's `\\(`; a selected number stays selected.
"""

import json
import time

from cell_reader_checks import ALT, press

# The cell's live regions but its status: the one that speaks of the scrubbed number, and whether assistive technology
# sees it (not hidden by display, nor inside an aria-hidden part).
NOTE = r"""
((id) => {
  const cell = document.getElementById(id).querySelector('.cell');
  const regions = Array.from(cell.querySelectorAll('[aria-live]')).filter(r => !r.classList.contains('cell-status'));
  return regions.map(r => ({polite: r.getAttribute('aria-live') === 'polite', text: r.textContent,
                            hidden: !!r.closest('[aria-hidden="true"]') || getComputedStyle(r).display === 'none'}));
})(%s)
"""

# Every text the note shows, in order, from now on.
NOTE_RECORDER = r"""
((id) => {
  const cell = document.getElementById(id).querySelector('.cell');
  const note = Array.from(cell.querySelectorAll('[aria-live]')).find(r => !r.classList.contains('cell-status'));
  window.__noted = [];
  if (note) {
    new MutationObserver(() => window.__noted.push(note.textContent))
      .observe(note, {childList: true, characterData: true, subtree: true});
  }
  return !!note;
})(%s)
"""

CARET = r"""
((id, at) => { const input = document.getElementById(id).querySelector('.cell textarea');
  input.focus(); input.setSelectionRange(at, at); return true; })(%s, %d)
"""

# (the line with a `|` at the caret, the key, the line after each press). Lines are Objective-C, the listing's language.
LITERALS = [
    ("CGFloat a = -|1;", "ArrowUp", ["CGFloat a = 0;", "CGFloat a = 1;"]),
    ("CGFloat b = |1;", "ArrowDown", ["CGFloat b = 0;", "CGFloat b = -1;"]),
    ("CGFloat c = -0.|1;", "ArrowUp", ["CGFloat c = 0.0;", "CGFloat c = 0.1;"]),
    ("CGFloat d = 0.5|0;", "ArrowUp", ["CGFloat d = 0.51;"]),
    ("CGFloat e = 1.|0f;", "ArrowUp", ["CGFloat e = 1.1f;"]),
    ("CGFloat f = |2.;", "ArrowUp", ["CGFloat f = 3.;"]),
    ("CGFloat g = 999999999999999999999.|9;", "ArrowUp", ["CGFloat g = 1000000000000000000000.0;"]),
    ("long h = 123456789012345678|9;", "ArrowUp", ["long h = 1234567890123456790;"]),
    ("CGFloat i = 0.0000000|1;", "ArrowDown", ["CGFloat i = 0.00000000;", "CGFloat i = -0.00000001;"]),
    ("CGFloat j = |1e3;", "ArrowUp", ["CGFloat j = 2e3;"]),
    ("CGFloat k = 1.5e-|3;", "ArrowUp", ["CGFloat k = 1.6e-3;"]),
    ("int l = 0x1|0;", "ArrowUp", ["int l = 0x10;"]),
    ("int m = 01|0;", "ArrowUp", ["int m = 010;"]),
    ("CGFloat n = layerView|2;", "ArrowUp", ["CGFloat n = layerView2;"]),
    ("// turn by 4|5 degrees", "ArrowUp", ["// turn by 45 degrees"]),
    ('NSString *o = @"layer |2";', "ArrowUp", ['NSString *o = @"layer 2";']),
    # An Objective-C string has no interpolation: `\(` is text there.
    ('NSString *oo = @"layer \\(|2)";', "ArrowUp", ['NSString *oo = @"layer \\(2)";']),
    ("CGFloat p = q-|1;", "ArrowDown", ["CGFloat p = q-0;", "CGFloat p = q-0;"]),
    ("CGFloat r = s - |1;", "ArrowDown", ["CGFloat r = s - 0;", "CGFloat r = s - -1;"]),
    ("for _ in |0..<4 {", "ArrowUp", ["for _ in 1..<4 {"]),
    ("for _ in 1...|5 {", "ArrowUp", ["for _ in 1...6 {"]),
    ("CGFloat v=|1;", "ArrowDown", ["CGFloat v=0;", "CGFloat v=-1;"]),
    # The sign after a keyword and a line break, and after a long run of spaces, is still the literal's.
    ("return\n-|1;", "ArrowUp", ["0;", "1;"]),
    ("CGFloat x = y" + " " * 45 + "-|1;", "ArrowDown", ["CGFloat x = y" + " " * 45 + "-0;"] * 2),
]
# In Swift a minus glued to any operator makes another one (`=-` does not exist): the number stops at 0.
SWIFT_LITERALS = [
    ("let v=|1", "ArrowDown", ["let v=0", "let v=0"]),
    ("let w = |1", "ArrowDown", ["let w = 0", "let w = -1"]),
    # A Swift string's interpolation is code, its literals draggable (a unary minus theirs); the string's own text, and
    # a string inside the interpolation, are not.
    ('let a = "angle \\(b * |2 + 15) degrees"', "ArrowUp", ['let a = "angle \\(b * 3 + 15) degrees"']),
    ('print("scale \\(|0.5 * s)")', "ArrowUp", ['print("scale \\(0.6 * s)")']),
    ('let c = "\\(-|1 + x)"', "ArrowUp", ['let c = "\\(0 + x)"', 'let c = "\\(1 + x)"']),
    ('let d = "layer |2 \\(e)"', "ArrowUp", ['let d = "layer 2 \\(e)"']),
    ('let f = "\\(g("h |3"))"', "ArrowUp", ['let f = "\\(g("h 3"))"']),
]


def note(page, listing):
    regions = page.js(NOTE % json.dumps(listing))
    return regions[0] if len(regions) == 1 else None


def line_of(code, index):
    start = code.rfind("\n", 0, index) + 1
    end = code.find("\n", index)
    return code[start:] if end < 0 else code[start:end]


def check_literals(page, checks, listing, cases):
    """Alt+Up/Down on each literal of `cases`: the line after each press, and what the note says."""
    lines = [line.replace("|", "") for line, _, _ in cases]
    code = "\n".join(lines) + "\n"
    count = page.state(listing)["events"]
    page.set_code(listing, code)
    page.wait_evaluated(listing, count)
    for (marked, key, wanted), line in zip(cases, lines):
        code = page.state(listing)["code"]
        # The line checked is the caret's, the last of a case written over two.
        start = code.index(line + "\n") + marked.index("|")
        page.js(CARET % (json.dumps(listing), start))
        got = []
        for index, after in enumerate(wanted):
            before_press = line_of(page.state(listing)["code"], start)
            press(page, key, ALT)
            now = line_of(page.state(listing)["code"], start)
            got.append(now)
            said = (note(page, listing) or {}).get("text", "")
            if now != before_press:
                checks.expect(said.split(" ")[0] in now,
                              f"{listing}: after Alt+{key[5:]} to {now.strip()!r} the number's live region says {said!r}")
            elif index > 0 and wanted[index - 1] == after:
                checks.expect("minus" in said, f"{listing}: Alt+{key[5:]} stopping on {now.strip()!r} should say why, "
                              f"said {said!r}")
        checks.expect(got == wanted, f"{listing}: Alt+{key[5:]} on {marked!r} should give {wanted}, gave {got}")


def check_keyboard_note(page, checks, listing, literal):
    """Alt+Up says the new value in a polite live region of the cell, which typing leaves silent."""
    state = page.state(listing)
    at = state["code"].index(literal) + 1
    page.js(CARET % (json.dumps(listing), at))
    recording = page.js(NOTE_RECORDER % json.dumps(listing))
    press(page, "ArrowUp", ALT)
    raised = literal[:-1] + str(int(literal[-1]) + 1)
    said = note(page, listing)
    checks.expect(recording and said and said["polite"] and not said["hidden"] and said["text"].startswith(raised),
                  f"{listing}: after Alt+Up on {literal} a polite live region of the cell (not its status) should say "
                  f"{raised}: {page.js(NOTE % json.dumps(listing))}")
    page.js("(i => { i.setSelectionRange(%d, %d); return true; })(document.getElementById(%s).querySelector('.cell textarea'))"
            % (at - 1, at - 1 + len(raised), json.dumps(listing)))
    press(page, "ArrowUp", ALT)
    selected = page.js("(i => i.value.slice(i.selectionStart, i.selectionEnd))(document.getElementById(%s)"
                       ".querySelector('.cell textarea'))" % json.dumps(listing))
    checks.expect(selected == raised[:-1] + str(int(raised[-1]) + 1),
                  f"{listing}: Alt+Up on the selected {raised} should leave the new number selected, selected {selected!r}")
    page.js(NOTE_RECORDER % json.dumps(listing))
    count = page.state(listing)["events"]
    page.page.call("Input.insertText", text="7")
    page.wait_evaluated(listing, count)
    checks.expect(page.js("window.__noted") == [], f"{listing}: typing changed the number's live region: "
                  f"{page.js('window.__noted')}")


def check_drag_note(page, checks, listing, literal, dragged):
    """A mouse drag of `literal` to `dragged` says the value once, at its end."""
    box = page.number_box(listing, literal)
    page.js(NOTE_RECORDER % json.dumps(listing))
    page.drag(box, 40)
    deadline = time.monotonic() + 5
    while dragged not in page.state(listing)["code"] and time.monotonic() < deadline:
        time.sleep(0.05)
    noted = page.js("window.__noted")
    checks.expect(len(noted) == 1 and noted[0].startswith(dragged),
                  f"{listing}: a drag of {literal} to {dragged} should say {dragged} once, at its end; said {noted}")


def run(browser, page_path, checks, listing, literal, dragged):
    """Every check of this file on `listing` of the page at `page_path`, whose code holds `literal`."""
    from check_cell import CellPage
    page = CellPage(browser, page_path)
    try:
        state = page.state(listing)
        page.click(listing, ".cell-edit")
        page.wait_evaluated(listing, state["events"])
        check_drag_note(page, checks, listing, literal, dragged)
        count = page.state(listing)["events"]
        page.click(listing, ".cell-reset")
        page.wait_evaluated(listing, count)
        check_keyboard_note(page, checks, listing, literal)
        check_literals(page, checks, listing, LITERALS)
        count = page.state(listing)["events"]
        page.click(listing, '.language-switch [data-language="swift"]')
        page.wait_evaluated(listing, count)
        check_literals(page, checks, listing, SWIFT_LITERALS)
        # The choice is the book's, kept for the next pages: the checks after these read Objective-C.
        count = page.state(listing)["events"]
        page.click(listing, '.language-switch [data-language="objc"]')
        page.wait_evaluated(listing, count)
    finally:
        page.close()
