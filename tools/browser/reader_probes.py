"""The reader's probes of check_site.py that are about access: contrast of every text, focus outlines along the
keyboard's path, and the printed page. Each probe runs inside the page and returns plain JSON."""

import time

# Keyboard: where the focus is, as a reader moving with Tab (or the arrow keys in the search results) sees it. Returns
# a description of the focused element when it shows no outline, else null.
FOCUS_PROBE = r"""
(() => {
  const element = document.activeElement;
  if (!element || element === document.body) return null;
  const style = getComputedStyle(element);
  if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1) return null;
  const place = element.closest('[id]');
  return element.tagName.toLowerCase() + (place ? ' in #' + place.id : '');
})()
"""


# Printed, the page is dark text on white paper whatever the reader's scheme, and shows no control.
PRINT_PROBE = r"""
(() => {
  const problems = [];
  const parts = getComputedStyle(document.body).color.match(/[\d.]+/g).map(Number);
  if (parts[0] + parts[1] + parts[2] > 3 * 100) problems.push('the text prints in ' + getComputedStyle(document.body).color + ' on white paper');
  document.querySelectorAll('button, input, textarea, select').forEach(control => {
    if (control.getBoundingClientRect().width > 0) problems.push(control.tagName.toLowerCase() + '.' + control.className + ' is printed');
  });
  return {problems: Array.from(new Set(problems))};
})()
"""


# Every piece of text a reader sees reaches WCAG AA contrast (4.5:1) against what it is drawn on: the page's text,
# code highlighting, muted captions, MathML and the SVG labels (against the figure's panel). Disabled controls and
# visually hidden text are exempt, as WCAG exempts them. One line per kind of text (tag, class, colour), worst first.
CONTRAST_PROBE = r"""
(() => {
  function parse(colour) {
    const parts = (colour.match(/[\d.]+/g) || []).map(Number);
    return parts.length < 3 ? null : {rgb: parts.slice(0, 3), alpha: parts.length > 3 ? parts[3] : 1};
  }
  function luminance(rgb) {
    const [r, g, b] = rgb.map(v => { v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  }
  // The first opaque background up the tree; an SVG label is drawn on its figure's panel.
  function background(element) {
    for (let node = element; node; node = node.parentElement) {
      const colour = parse(getComputedStyle(node).backgroundColor);
      if (colour && colour.alpha > 0.5) return luminance(colour.rgb);
    }
    return luminance(parse(getComputedStyle(document.body).backgroundColor).rgb);
  }
  const worst = {};
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement;
    if (!node.textContent.trim() || !element || element.closest('.visually-hidden, :disabled, [aria-hidden="true"]')) continue;
    const rect = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    if (rect.width === 0 || style.visibility === 'hidden') continue;
    const svg = element.closest('svg');
    const ink = parse(svg ? style.fill : style.color);
    if (!ink || ink.alpha === 0) continue;
    const on = background(svg ? svg : element), fg = luminance(ink.rgb);
    const ratio = (Math.max(fg, on) + 0.05) / (Math.min(fg, on) + 0.05);
    if (ratio >= 4.5) continue;
    const kind = element.tagName.toLowerCase() + '.' + String(element.className.baseVal ?? element.className).trim().replace(/\s+/g, '.') +
      ' in ' + (svg ? style.fill : style.color);
    if (!worst[kind] || ratio < worst[kind].ratio) worst[kind] = {ratio, text: node.textContent.trim().slice(0, 30)};
  }
  const problems = Object.entries(worst).sort((a, b) => a[1].ratio - b[1].ratio)
    .map(([kind, w]) => 'text ' + kind + ' has contrast ' + w.ratio.toFixed(2) + ':1 (under 4.5), e.g. "' + w.text + '"');
  return {problems};
})()
"""


def press(page, key, code):
    for kind in ("keyDown", "keyUp"):
        page.call("Input.dispatchKeyEvent", type=kind, key=key, code=key, windowsVirtualKeyCode=code)


def check_keyboard(page):
    """Tabs through the first 60 stops of the page, then types a query and arrows into the search results: every
    stop must show an outline. Returns the failures, one per kind of element."""
    bare = []
    for _ in range(60):
        press(page, "Tab", 9)
        found = page.evaluate(FOCUS_PROBE)
        if found and found not in bare:
            bare.append(found)
    if page.evaluate("!!document.getElementById('search-input') && !!window.NotebookSearch"):
        page.evaluate("document.getElementById('search-input').focus()")
        page.call("Input.insertText", text="transform")
        started = time.time()
        while time.time() - started < 10 and not page.evaluate(
                "document.getElementById('search-results').children.length > 0 && !document.getElementById('search-results').hidden"):
            time.sleep(0.05)
        press(page, "ArrowDown", 40)
        found = page.evaluate(FOCUS_PROBE)
        if found and found not in bare:
            bare.append(found)
    return [f"{kind} shows no outline when it has the keyboard focus" for kind in bare]
