#!/usr/bin/env python3
"""Loads every page of a built site in headless chromium and checks what a reader would notice.

For each page: no console error or uncaught exception, no failed request, no request that leaves the site (anything
but file: and data: URLs), every inline SVG has a <title> and a <desc>, headings skip no level, pages that show listings carry MathML, and
for every layer of every live CSS rendition, the corners the browser draws agree with the SVG quad within 0.5 px;
the chapter list holds every chapter, and the search index loads (its per-page scripts) and finds a word of the
page's title. Then the page is loaded again three times: at 390 px (a phone) nothing may be wider than the screen
(the page's scroll width, every svg, figure and live rendition), SVG text must be drawn at 10 px or more, every control must be 44 × 44 px or more to tap, and the
search results must stay on the screen; in the dark theme (emulated `prefers-color-scheme: dark`) every figure
panel and rendition stage must be dark; printed (in either scheme) the text is dark on white with every
text at 4.5:1 and no control shows; with `prefers-reduced-motion: reduce`, Play must start no animation and
instead show a frame and say why. In the cube's renditions (six numbered faces that Play moves) the faces have six
colours, and at 30, 60 and 90 % of Play the face drawn at each face's centre is the one nearest the eye there.

Usage: check_site.py SITE_DIR [--screenshots DIR]
Prints one line per problem and a closing line "N passed, N failed" (one check per page); exits 1 on any failure.
"""

import argparse
import base64
import os
import pathlib
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from cdp import Browser  # noqa: E402
from reader_probes import CONTRAST_PROBE, PRINT_PROBE, check_keyboard  # noqa: E402

ALLOWED_SCHEMES = ("file:", "data:", "blob:", "about:", "chrome-error:")

# Runs inside the page after load; returns what the Python side checks. Kept in one string so the browser does
# the DOM work and the result comes back as plain JSON.
# Loads the search shards the way the search box does, then searches for a word of the page's title.
SEARCH_PROBE = r"""
new Promise(resolve => {
  if (!window.NotebookSearch) { resolve({error: 'no NotebookSearch'}); return; }
  const timer = setTimeout(() => resolve({error: 'the search index did not load within 10 s'}), 10000);
  window.NotebookSearch.load(() => {
    clearTimeout(timer);
    const word = (document.title.match(/[A-Za-z]{3,}/) || [''])[0];
    resolve({documents: window.NotebookSearch.documents().length, word,
             results: word ? window.NotebookSearch.search(word).length : 0});
  });
})
"""

PAGE_PROBE = r"""
(() => {
  const problems = [];
  // Nested <svg> panels (side-by-side comparisons) are described by their outermost <svg>.
  const svgs = Array.from(document.querySelectorAll('svg')).filter(svg => !svg.parentElement.closest('svg'));
  svgs.forEach((svg, index) => {
    const label = svg.id || ('svg #' + index);
    if (!svg.querySelector(':scope > title')) problems.push(label + ': no <title>');
    if (!svg.querySelector(':scope > desc')) problems.push(label + ': no <desc>');
    const box = svg.viewBox && svg.viewBox.baseVal;
    if (!box || !(box.width > 0) || !(box.height > 0)) problems.push(label + ': no usable viewBox');
  });
  // Every id an aria-labelledby names is on the page (a layer diagram names the page's layer-diagram-key).
  document.querySelectorAll('[aria-labelledby]').forEach(element => {
    element.getAttribute('aria-labelledby').split(/\s+/).filter(id => id).forEach(id => {
      if (!document.getElementById(id)) problems.push((element.id || element.tagName) + ': aria-labelledby names no element ' + id);
    });
  });
  // Headings go down one level at a time (a screen reader lists them as the page's outline): h2 then h4 skips one.
  let previous = 0;
  document.querySelectorAll('h1, h2, h3, h4, h5, h6').forEach(heading => {
    const level = Number(heading.tagName[1]);
    if (previous && level > previous + 1) {
      problems.push('heading h' + level + ' "' + heading.textContent.trim().slice(0, 40) + '" follows an h' + previous + ', skipping a level');
    }
    previous = level;
  });
  const listings = document.querySelectorAll('.listing').length;
  const maths = document.querySelectorAll('math').length;
  // Corner agreement (docs/figures.md, "Same coordinates as the SVG"): in each figure, every layer element of the
  // live CSS rendition holds four zero-size corner marks; where the browser puts them, measured from the stage and
  // offset by the stage's data-origin, must be the vertices of the SVG polygon with the same data-layer-index.
  const corners = [];
  // One figure: the SVG shows and the rendition's stage stays out of sight until Play swaps it in; the corner check
  // below then swaps every rendition in, as Play does.
  document.querySelectorAll('.live-rendition[data-origin-x]').forEach(rendition => {
    const inner = rendition.querySelector(':scope > .stage');
    if (inner && inner.getBoundingClientRect().width > 0) problems.push(rendition.id + ': the rendition shows before Play');
    rendition.classList.add('shown');
  });
  document.querySelectorAll('.live-rendition[data-origin-x]').forEach(stage => {
    const figure = stage.closest('figure') || stage.parentElement;
    const svg = figure && figure.querySelector('svg.layer-diagram');
    if (!svg) { problems.push((stage.id || 'rendition') + ': no layer diagram beside the live rendition'); return; }
    const stageRect = stage.getBoundingClientRect();
    // A stage wider than its column is scaled down by the page script: measure in the stage's own pixels.
    const inner = stage.querySelector(':scope > .stage');
    const scale = inner && inner.offsetWidth > 0 ? stageRect.width / inner.offsetWidth : 1;
    const ox = Number(stage.getAttribute('data-origin-x')), oy = Number(stage.getAttribute('data-origin-y'));
    stage.querySelectorAll('[data-layer-index]').forEach(layer => {
      const marks = Array.from(layer.querySelectorAll(':scope > i'));
      if (!marks.length) return;
      const index = layer.getAttribute('data-layer-index');
      const shape = svg.querySelector('[data-layer-index="' + index + '"][data-corners]');
      const id = (layer.id || stage.id) + ' (' + layer.getAttribute('data-layer') + ')';
      if (!shape) {
        // A back face hidden by doubleSided = NO is culled with everything inside it: the SVG draws the face as a
        // dashed outline and nothing of its sublayers (a face's button), so those have no polygon to match.
        let ancestor = layer.parentElement && layer.parentElement.closest('[data-layer-index]');
        while (ancestor && stage.contains(ancestor)) {
          const drawn = svg.querySelector('[data-layer-index="' + ancestor.getAttribute('data-layer-index') + '"]');
          if (drawn && drawn.classList.contains('hidden-back-face')) return;
          ancestor = ancestor.parentElement && ancestor.parentElement.closest('[data-layer-index]');
        }
        corners.push({id, svg: [], css: marks.map(() => [0, 0]), skipped: 'no polygon'});
        return;
      }
      if (shape.getAttribute('data-clipped') === 'true') return;  // a clipped polygon has no four corners to match
      // The marks are written in the quad's order (the stylesheet places the k-th at corner k).
      corners.push({
        id,
        svg: (shape.getAttribute('data-corners') || '').trim().split(/\s+/).map(p => p.split(',').map(Number)),
        css: marks.map(mark => {
          const r = mark.getBoundingClientRect();
          return [(r.left + r.width / 2 - stageRect.left) / scale + ox, (r.top + r.height / 2 - stageRect.top) / scale + oy];
        }),
      });
    });
  });
  // The chapter list is completed from assets/contents.js: one entry per chapter, the current one marked.
  const contents = window.NotebookContents;
  if (!contents) problems.push('assets/contents.js did not define NotebookContents');
  const tocItems = document.querySelectorAll('.sidebar ol.toc > li').length;
  if (contents && tocItems !== contents.pages.length) {
    problems.push('the chapter list shows ' + tocItems + ' chapters, the book has ' + contents.pages.length);
  }
  return {problems, listings, maths, svgs: svgs.length, corners, title: document.title};
})()
"""


# At 390 px (a phone): nothing wider than the screen, and diagram labels at least 10 px as drawn. Run after the page
# script has fitted the figures to the column.
PHONE_PROBE = r"""
(() => {
  const problems = [];
  const width = window.innerWidth;
  const scrolling = document.scrollingElement.scrollWidth;
  if (scrolling > width) problems.push('the page is ' + scrolling + ' px wide on a ' + width + ' px screen');
  const boxes = Array.from(document.querySelectorAll('svg, figure, .live-rendition'))
    .filter(element => !(element.tagName.toLowerCase() === 'svg' && element.parentElement.closest('svg')));
  boxes.forEach(element => {
    const r = element.getBoundingClientRect();
    if (r.width === 0 && r.height === 0) return;
    if (r.left < -0.5 || r.right > width + 0.5) {
      const name = element.id || element.className.baseVal || element.className || element.tagName;
      problems.push(name + ' spans ' + r.left.toFixed(1) + '..' + r.right.toFixed(1) + ' px on a ' + width + ' px screen');
    }
  });
  let smallest = Infinity, where = '';
  document.querySelectorAll('svg text').forEach(text => {
    const matrix = text.getScreenCTM();
    if (!matrix || text.getBoundingClientRect().width === 0) return;
    const size = parseFloat(getComputedStyle(text).fontSize) * Math.hypot(matrix.a, matrix.b);
    if (size < smallest) { smallest = size; where = (text.closest('svg').id || 'svg') + ' "' + text.textContent + '"'; }
  });
  if (smallest < 10 - 0.01) problems.push('SVG text drawn at ' + smallest.toFixed(2) + ' px (under 10 px): ' + where);
  // Every control is big enough to tap: 44 × 44 CSS px (WCAG 2.5.5), one line per kind of control.
  const small = {};
  document.querySelectorAll('button, input, textarea, select, summary').forEach(control => {
    const r = control.getBoundingClientRect();
    if (r.width === 0 || (r.width >= 44 - 0.5 && r.height >= 44 - 0.5)) return;
    small[control.tagName.toLowerCase() + (control.className ? '.' + control.className.trim().replace(/\s+/g, '.') : '')] =
      Math.round(r.width) + ' × ' + Math.round(r.height);
  });
  Object.entries(small).forEach(([kind, size]) => problems.push(kind + ' is ' + size + ' px, under 44 × 44 to tap'));
  return {problems, smallest: smallest === Infinity ? null : smallest};
})()
"""

# The search results of a query stay on the screen.
SEARCH_BOX_PROBE = r"""
new Promise(resolve => {
  const input = document.getElementById('search-input');
  if (!input || !window.NotebookSearch) { resolve({problems: []}); return; }
  input.focus();
  input.value = 'transform';
  input.dispatchEvent(new Event('input'));
  const started = Date.now();
  (function poll() {
    const results = document.getElementById('search-results');
    if (results && !results.hidden && results.children.length > 0) {
      const r = results.getBoundingClientRect();
      const problems = r.left < -0.5 || r.right > window.innerWidth + 0.5
        ? ['the search results span ' + r.left.toFixed(1) + '..' + r.right.toFixed(1) + ' px on a ' + window.innerWidth + ' px screen'] : [];
      input.value = '';
      input.dispatchEvent(new Event('input'));
      resolve({problems});
    } else if (Date.now() - started > 10000) {
      resolve({problems: ['the search showed no results for "transform" within 10 s']});
    } else {
      setTimeout(poll, 50);
    }
  })();
})
"""

# In the dark theme, figure panels and rendition stages are dark (relative luminance under 0.2).
DARK_PROBE = r"""
(() => {
  const problems = [];
  function luminance(colour) {
    const parts = (colour.match(/[\d.]+/g) || []).map(Number);
    if (parts.length < 3 || (parts.length > 3 && parts[3] === 0)) return null;
    const [r, g, b] = parts.slice(0, 3).map(v => { v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  }
  const panels = Array.from(document.querySelectorAll('svg.figure, .live-rendition .stage'))
    .filter(element => !element.parentElement.closest('svg'));
  panels.forEach(element => {
    const value = luminance(getComputedStyle(element).backgroundColor);
    if (value === null || value > 0.2) {
      problems.push((element.id || element.className.baseVal || element.className) + ' has a light background in the dark theme (' +
                    getComputedStyle(element).backgroundColor + ')');
    }
  });
  const body = luminance(getComputedStyle(document.body).backgroundColor);
  if (body === null || body > 0.2) problems.push('the page background is not dark in the dark theme');
  return {problems, panels: panels.length};
})()
"""

# With reduced motion, Play starts no animation: it shows a frame at once (the first press the start, the identity)
# and says so beside the button.
REDUCED_MOTION_PROBE = r"""
(() => {
  const button = document.querySelector('button.play');
  if (!button) return {problems: [], played: false};
  const problems = [];
  const target = document.getElementById(button.getAttribute('data-targets').split(' ')[0]);
  const before = getComputedStyle(target).transform;
  button.click();
  const running = target.getAnimations().length;
  if (running) problems.push('Play started ' + running + ' animation(s) with reduced motion');
  const status = button.parentElement.querySelector('.play-status');
  if (!status || !/reduced motion/i.test(status.textContent)) problems.push('Play said nothing with reduced motion');
  const after = getComputedStyle(target).transform;
  const identity = new DOMMatrix(after).isIdentity || /^matrix3d\(1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, [^,]+, 1\)$/.test(after);
  if (after === before && !identity) problems.push('Play showed no other frame with reduced motion');
  return {problems, played: true, status: status ? status.textContent : ''};
})()
"""


# Play swaps the rendition in for the SVG and plays a compound transform one labelled step at a time: the first
# step-by-step button of the page is pressed from the keyboard's focus; its targets animate over 5 frames per step
# plus the start, the status marks step 1 early and step 2 after the first step's share of the duration.
PLAY_PROBE = r"""
new Promise(resolve => {
  const button = Array.from(document.querySelectorAll('button.play'))
    .find(b => b.getAttribute('data-targets').split(' ').some(id => (document.getElementById(id) || {}).hasAttribute && document.getElementById(id).hasAttribute('data-steps')));
  if (!button) { resolve({problems: [], played: false}); return; }
  const problems = [];
  const rendition = button.closest('.live-rendition');
  const diagram = document.getElementById(rendition.id.replace(/-live$/, '') + '-title').closest('svg');
  const stage = rendition.querySelector(':scope > .stage');
  if (stage.getBoundingClientRect().width > 0) problems.push('the rendition shows before Play');
  if (diagram.getBoundingClientRect().width === 0) problems.push('the SVG does not show before Play');
  button.focus();
  if (document.activeElement !== button) problems.push('Play cannot take the keyboard focus');
  button.click();
  if (diagram.getBoundingClientRect().width !== 0) problems.push('the SVG still shows after Play');
  if (stage.getBoundingClientRect().width === 0) problems.push('the rendition does not show after Play');
  const target = Array.from(button.getAttribute('data-targets').split(' ')).map(id => document.getElementById(id))
    .find(element => element.hasAttribute('data-steps'));
  const steps = target.getAttribute('data-steps').split('|');
  const animations = target.getAnimations();
  if (animations.length !== 1) problems.push('Play started ' + animations.length + ' animations on ' + target.id);
  else if (animations[0].effect.getKeyframes().length !== steps.length * 5 + 1) {
    problems.push(target.id + ': ' + animations[0].effect.getKeyframes().length + ' keyframes for ' + steps.length + ' steps');
  }
  const status = () => (button.parentElement.querySelector('.play-status mark') || {}).textContent || '';
  const duration = Number(button.getAttribute('data-duration'));
  setTimeout(() => {
    const first = status();
    if (first !== '1 ' + steps[0]) problems.push('early in the play the status marks "' + first + '", not "1 ' + steps[0] + '"');
    setTimeout(() => {
      const second = status();
      if (second !== '2 ' + steps[1]) problems.push('after the first step the status marks "' + second + '", not "2 ' + steps[1] + '"');
      resolve({problems, played: true, steps});
    }, duration / steps.length);
  }, duration / steps.length / 2);
})
"""

# The cube (issue 15 item 6): in every rendition with six numbered faces the faces have six distinct colours, and at
# three points of Play (30, 60 and 90 % of the animation, paused there) the browser paints the nearest face on top:
# at each face's centre, elementFromPoint returns the face whose plane is nearest the eye along that pixel's ray,
# computed here from the elements' own matrices (CSS transform, origin, offsets, the preserve-3d wrapper's matrix).
CUBE_PROBE = r"""
(() => {
  const problems = [];
  let checked = 0;
  function local(element) {
    const style = getComputedStyle(element);
    const origin = style.transformOrigin.split(' ').map(parseFloat);
    const m = new DOMMatrix(style.transform === 'none' ? undefined : style.transform);
    return new DOMMatrix().translate(element.offsetLeft, element.offsetTop)
      .translate(origin[0], origin[1], origin[2] || 0).multiply(m).translate(-origin[0], -origin[1], -(origin[2] || 0));
  }
  function solve(matrix, x, y) {
    // Where the plane z = 0 of the face meets the ray through (x, y): X - xW = 0 and Y - yW = 0, affine in (u, v).
    const a = matrix.m11 - x * matrix.m14, b = matrix.m21 - x * matrix.m24, c = matrix.m41 - x * matrix.m44;
    const d = matrix.m12 - y * matrix.m14, e = matrix.m22 - y * matrix.m24, f = matrix.m42 - y * matrix.m44;
    const det = a * e - b * d;
    if (Math.abs(det) < 1e-9) return null;
    const u = (b * f - c * e) / det, v = (c * d - a * f) / det;
    const p = matrix.transformPoint(new DOMPoint(u, v, 0, 1));
    return {u, v, depth: p.z / p.w, w: p.w};
  }
  document.querySelectorAll('.live-rendition').forEach(rendition => {
    const faces = Array.from(rendition.querySelectorAll('.layer')).filter(l => l.querySelector(':scope > .face-number'));
    // The cube's renditions: six numbered faces that Play moves (not the flat net).
    if (faces.length !== 6 || !faces.every(face => face.hasAttribute('data-keyframes'))) return;
    const name = rendition.id;
    const colours = new Set(faces.map(face => getComputedStyle(face).backgroundColor));
    if (colours.size !== 6) problems.push(name + ': the six faces have ' + colours.size + ' colours');
    const wrapper = faces[0].parentElement;
    if (!wrapper.classList.contains('sublayer-transform') || faces.some(face => face.parentElement !== wrapper)) {
      problems.push(name + ': the faces are not siblings in a preserve-3d wrapper'); return;
    }
    rendition.querySelector('button.play').click();
    // elementFromPoint sees only the viewport.
    rendition.scrollIntoView({block: 'center'});
    const container = wrapper.parentElement;
    for (const fraction of [0.3, 0.6, 0.9]) {
      faces.forEach(face => face.getAnimations().forEach(animation => {
        animation.pause();
        animation.currentTime = fraction * animation.effect.getComputedTiming().duration;
      }));
      const box = container.getBoundingClientRect();
      const wrap = local(wrapper);
      const matrices = faces.map(face => wrap.multiply(local(face)));
      faces.forEach((face, index) => {
        const mark = face.querySelector(':scope > .face-number').getBoundingClientRect();
        const x = mark.left + mark.width / 2, y = mark.top + mark.height / 2;
        const hits = matrices.map((matrix, other) => {
          const hit = solve(matrix, x - box.left, y - box.top);
          const element = faces[other];
          if (!hit || hit.w <= 0 || hit.u < 0 || hit.v < 0 || hit.u > element.offsetWidth || hit.v > element.offsetHeight) return null;
          const corners = [[0, 0], [1, 0], [1, 1], [0, 1]].map(([cx, cy]) => matrix.transformPoint(
            new DOMPoint(cx * element.offsetWidth, cy * element.offsetHeight, 0, 1))).map(p => [p.x / p.w, p.y / p.w]);
          let area = 0;
          corners.forEach((p, k) => { const q = corners[(k + 1) % 4]; area += p[0] * q[1] - q[0] * p[1]; });
          if (area < 0 && getComputedStyle(element).backfaceVisibility === 'hidden') return null;
          return {face: other, depth: hit.depth};
        }).filter(Boolean).sort((p, q) => q.depth - p.depth);
        // Skip a pixel where two planes meet (within a tenth of a unit of depth): either may be drawn there.
        if (!hits.length || (hits.length > 1 && hits[0].depth - hits[1].depth < 0.1)) return;
        const element = document.elementFromPoint(x, y);
        const drawn = faces.findIndex(f => f.contains(element));
        checked += 1;
        if (drawn !== hits[0].face) {
          problems.push(name + ' at ' + Math.round(fraction * 100) + '% of Play: at the centre of face ' + (index + 1) +
                        ' the browser shows ' + (drawn < 0 ? 'no face (' + (element ? element.tagName + '.' + element.className + ' ' + (element.getAttribute('data-layer') || '') : 'nothing') + ')' : 'face ' + faces[drawn].querySelector('.face-number').textContent) +
                        ', the nearest is face ' + faces[hits[0].face].querySelector('.face-number').textContent);
        }
      });
    }
    faces.forEach(face => face.getAnimations().forEach(animation => animation.finish()));
  });
  return {problems, checked};
})()
"""


def emulate(page, width, features, mobile=False):
    page.call("Emulation.setEmulatedMedia", features=features)
    page.call("Emulation.setDeviceMetricsOverride", width=width, height=844 if mobile else 900, deviceScaleFactor=1,
              mobile=mobile)


def reload(page):
    page.call("Page.reload", ignoreCache=True)
    page.wait_for("Page.loadEventFired", timeout=30)
    time.sleep(0.3)


def check_conditions(page):
    """The phone, dark-theme and reduced-motion passes of one page; returns their failures."""
    failures = []
    emulate(page, 390, [{"name": "prefers-color-scheme", "value": "light"}], mobile=True)
    reload(page)
    failures += [f"390 px: {problem}" for problem in page.evaluate(PHONE_PROBE)["problems"]]
    failures += [f"390 px: {problem}" for problem in page.evaluate(SEARCH_BOX_PROBE)["problems"]]
    failures += [f"light: {problem}" for problem in page.evaluate(CONTRAST_PROBE)["problems"]]
    emulate(page, 1280, [{"name": "prefers-color-scheme", "value": "dark"}])
    reload(page)
    failures += [f"dark: {problem}" for problem in page.evaluate(DARK_PROBE)["problems"]]
    failures += [f"dark: {problem}" for problem in page.evaluate(CONTRAST_PROBE)["problems"]]
    for scheme in ("light", "dark"):
        emulate(page, 1280, [{"name": "prefers-color-scheme", "value": scheme}])
        page.call("Emulation.setEmulatedMedia", media="print", features=[{"name": "prefers-color-scheme", "value": scheme}])
        reload(page)
        failures += [f"print ({scheme} scheme): {problem}" for problem in page.evaluate(PRINT_PROBE)["problems"]]
        failures += [f"print ({scheme} scheme): {problem}" for problem in page.evaluate(CONTRAST_PROBE)["problems"]]
    page.call("Emulation.setEmulatedMedia", media="", features=[])
    emulate(page, 1280, [{"name": "prefers-color-scheme", "value": "light"}, {"name": "prefers-reduced-motion", "value": "reduce"}])
    reload(page)
    failures += [f"reduced motion: {problem}" for problem in page.evaluate(REDUCED_MOTION_PROBE)["problems"]]
    emulate(page, 1280, [])
    return failures


def check_page(browser, path, screenshot_dir=None):
    failures = []
    page = browser.new_page()
    try:
        for domain in ("Page", "Runtime", "Log", "Network"):
            page.call(f"{domain}.enable")
        url = path.resolve().as_uri()
        page.call("Page.navigate", url=url)
        page.wait_for("Page.loadEventFired", timeout=30)
        time.sleep(0.3)  # let deferred scripts and late requests show up
        probe = page.evaluate(PAGE_PROBE)
        search = page.evaluate(SEARCH_PROBE)
        page.call("Runtime.evaluate", expression="0")  # flush queued events
        for event in page.events:
            method, params = event["method"], event.get("params", {})
            if method == "Runtime.consoleAPICalled" and params.get("type") in ("error", "assert"):
                text = " ".join(str(a.get("value", a.get("description", ""))) for a in params.get("args", []))
                failures.append(f"console error: {text}")
            elif method == "Runtime.exceptionThrown":
                details = params.get("exceptionDetails", {})
                failures.append(f"uncaught exception: {details.get('exception', {}).get('description') or details.get('text')}")
            elif method == "Log.entryAdded" and params.get("entry", {}).get("level") == "error":
                failures.append(f"browser error: {params['entry'].get('text')} {params['entry'].get('url', '')}")
            elif method == "Network.requestWillBeSent":
                request_url = params.get("request", {}).get("url", "")
                if not request_url.startswith(ALLOWED_SCHEMES):
                    failures.append(f"external request: {request_url}")
            elif method == "Network.loadingFailed" and not params.get("canceled"):
                failures.append(f"failed request: {params.get('errorText')} ({params.get('type')})")
        failures.extend(probe["problems"])
        if search.get("error"):
            failures.append(f"search: {search['error']}")
        elif search["documents"] == 0:
            failures.append("search: the index is empty")
        elif search["word"] and search["results"] == 0:
            failures.append(f"search: no result for '{search['word']}', a word of the page's title")
        if probe["listings"] and not probe["maths"]:
            failures.append(f"{probe['listings']} listings but no MathML")
        for quad in probe["corners"]:
            if len(quad["css"]) != 4 or len(quad["svg"]) != 4:
                failures.append(f"{quad['id']}: expected 4 SVG and 4 CSS corners, got {len(quad['svg'])} and {len(quad['css'])}")
                continue
            for index, (a, b) in enumerate(zip(quad["svg"], quad["css"])):
                distance = ((a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2) ** 0.5
                if distance > 0.5:
                    failures.append(
                        f"{quad['id']}: corner {index} differs by {distance:.3f} px "
                        f"(svg {a[0]:.2f},{a[1]:.2f} css {b[0]:.2f},{b[1]:.2f})")
        reload(page)
        failures += [f"keyboard: {problem}" for problem in check_keyboard(page)]
        reload(page)
        failures += [f"play: {problem}" for problem in page.evaluate(PLAY_PROBE)["problems"]]
        reload(page)
        cube = page.evaluate(CUBE_PROBE)
        failures += [f"cube: {problem}" for problem in cube["problems"]]
        probe["cube_points"] = cube["checked"]
        failures.extend(check_conditions(page))
        if screenshot_dir:
            emulate(page, 390, [{"name": "prefers-color-scheme", "value": "dark"}], mobile=True)
            reload(page)
            shot = page.call("Page.captureScreenshot", format="png")
            (pathlib.Path(screenshot_dir) / f"{path.stem}-phone-dark.png").write_bytes(base64.b64decode(shot["data"]))
            for scheme in ("light", "dark"):
                page.call("Emulation.setEmulatedMedia", features=[{"name": "prefers-color-scheme", "value": scheme}])
                page.call("Emulation.setDeviceMetricsOverride", width=1280, height=900, deviceScaleFactor=1, mobile=False)
                time.sleep(0.2)
                shot = page.call("Page.captureScreenshot", format="png")
                out = pathlib.Path(screenshot_dir) / f"{path.stem}-{scheme}.png"
                out.write_bytes(base64.b64decode(shot["data"]))
        return failures, probe
    finally:
        page.close()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("site")
    parser.add_argument("--screenshots", help="folder for light and dark screenshots of three representative pages")
    args = parser.parse_args()
    site = pathlib.Path(args.site)
    pages = sorted(site.rglob("*.html"))
    if not pages:
        print(f"no pages under {site}")
        print("0 passed, 1 failed")
        return 1
    representative = set()
    if args.screenshots:
        os.makedirs(args.screenshots, exist_ok=True)
        chapters = [p for p in pages if p.name != "index.html"]
        representative = {site / "index.html"} | set(chapters[:1]) | set(chapters[len(chapters) // 2:][:1])
    browser = Browser()
    passed = failed = corner_checks = cube_points = 0
    try:
        for path in pages:
            failures, probe = check_page(browser, path, args.screenshots if path in representative else None)
            corner_checks += len(probe["corners"])
            cube_points += probe.get("cube_points", 0)
            relative = path.relative_to(site)
            if failures:
                failed += 1
                for failure in failures:
                    print(f"{relative}: {failure}")
            else:
                passed += 1
    finally:
        browser.close()
    print(f"browser: {len(pages)} pages, {corner_checks} layer quads compared with the CSS rendition")
    print(f"browser: {cube_points} face centres of the cube's Play checked for the nearest face on top")
    print(f"browser: {passed} passed, {failed} failed")
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
