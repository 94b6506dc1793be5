#!/usr/bin/env python3
"""Proves the live cells' WebAssembly module computes what the notebook tool computes (docs/live-cells.md).

Builds the book's site with the module (NOTEBOOK_WASM=WASM), opens every chapter page from file:// in headless
chromium, and for every code variant of every listing calls `notebook.evaluate(source, {dialect, listing,
figure: true})` in the page and `notebook eval --json --dialect D -` on the same source: the two objects must have
the same keys, strings and booleans, and every number must agree within 1e-12 relative (so the diagnostics, their
messages, files, lines and columns, are the same). A listing whose page shows a figure must get a figure (an <svg>)
when it evaluates without errors. Also checks the module is loaded lazily (not before the page asks), that a
bad dialect is refused with a TypeError, and that on a site built without the module `notebook.ready` rejects.
A listing with a scene block (its page carries it in `data-scene`) is evaluated with that scene on both sides
(`notebook eval --scene`), and so is a macOS listing (`data-platform`, `--platform`). A listing with an events block
(`data-events`) is evaluated with its events on both sides (`notebook eval --events events`, so that diagnostics name
the same file); one that declares a pan is also evaluated with a pan of the page's own (the `events` option, as a
reader's drag sends it) against `notebook eval --events` of the same pan, and with events that do not parse, which
must reject.

The figure's live rendition (`rendition`, the CSS 3D markup of the layer diagram) of an unedited listing must be the
static page's, byte for byte: the listing's `<div class="rendition-frame">` in the page's file holds exactly that
markup, and a listing whose page has none gets an empty one. So must its SVG (`figure`): the page sends what the
build drew with (the figure's ids, the listing's title, marks, scene, events, the points of its `hit` lines and its
extra figure), and the listing's `<div class="figure-body">` in the page's file starts with exactly that markup; a
failure names the code variant and the first differing character.

Usage: check_wasm.py NOTEBOOK WASM [--book DIR] [--work DIR]
Prints one line per problem, the module's size, its load time and the slowest evaluation, and a closing line
"N passed, N failed" (one check per code variant); exits 1 on any failure.
"""

import argparse
import json
import os
import pathlib
import re
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from cdp import Browser  # noqa: E402

RELATIVE_TOLERANCE = 1e-12

LISTINGS_PROBE = r"""
Array.from(document.querySelectorAll('.listing .code-variant')).map(variant => {
  const listing = variant.closest('.listing');
  const figure = listing.querySelector('figure.figure svg');
  return {id: variant.id, dialect: variant.getAttribute('data-language'), listing: listing.id,
          source: variant.querySelector('pre code').textContent, hasFigure: !!figure,
          scene: listing.getAttribute('data-scene'), events: listing.getAttribute('data-events'),
          platform: listing.getAttribute('data-platform')};
})
"""

LAZY_PROBE = r"""
({loaded: typeof window.NotebookWasm !== 'undefined',
  script: !!document.querySelector('script[src$="notebook-wasm.js"]'),
  api: typeof window.notebook === 'object' && typeof window.notebook.evaluate === 'function'})
"""

# A dialect that is not objc or swift is refused with a TypeError (a rejected Promise, not an exception).
BAD_DIALECT_PROBE = r"""
window.notebook.evaluate('int x = 1;', {dialect: 'cobol'}).then(() => 'resolved', error => error.name)
"""

# On a site built without the module, `ready` rejects and says why.
MISSING_PROBE = r"""
window.notebook.ready.then(() => 'resolved', error => String(error.message))
"""

# ... and `available` says so (assets/live-config.js), and no listing has an Edit control; with the module, they do.
CONTROLS_PROBE = r"""
window.notebook.available.then(available => ({available,
  edits: document.querySelectorAll('.cell-edit').length,
  listings: document.querySelectorAll('figure.listing:not(:has(.listing-part[aria-label="Not evaluated"]))').length}))
"""

READY_PROBE = r"""
(async () => { const start = performance.now(); await window.notebook.ready; return performance.now() - start; })()
"""


# A pan of the page's own, as a reader's drag sends it: translations from where the pointer went down, in hundredths.
PAGE_PAN = ["pan (0, 0) (12.5, -3) (40, -20.25) (41, -60)", "pan (0, 0) (-30, 0) (-30, 45.5)"]

# Events that do not parse reject the evaluation, with where the problem is.
BAD_EVENTS_PROBE = r"""
window.notebook.evaluate(%s, {dialect: %s, listing: %s, events: ['pan (0, 0) to']})
  .then(() => 'resolved', error => String(error.message))
"""


def evaluate_probe(variant, events=None):
    options = {"dialect": variant["dialect"], "listing": variant["listing"], "figure": True}
    if events is not None:
        options["events"] = events
    arguments = json.dumps(variant["source"]), json.dumps(options)
    return (r"""(async () => { const start = performance.now();
      const result = await window.notebook.evaluate(%s, %s);
      const milliseconds = performance.now() - start;
      const svg = result.figure ? new DOMParser().parseFromString(result.figure, 'image/svg+xml')
          .querySelector('svg') : null;
      const figure = result.figure, rendition = result.rendition;
      delete result.figure;
      delete result.rendition;
      return {milliseconds, result, figure, rendition, figureIsSVG: !!svg}; })()""" % arguments)


RENDITION_FRAME = '<div class="rendition-frame">'


def static_listing(page_text, listing):
    """The markup of `<figure class="listing" id=LISTING>` in the page's file, up to the next listing."""
    start = page_text.find(f'<figure class="listing" id="{listing}"')
    if start < 0:
        return ""
    end = page_text.find('<figure class="listing" ', start + 1)
    return page_text[start:end if end >= 0 else len(page_text)]


FIGURE_BODY = '<div class="figure-body">\n'


def first_difference(left, right):
    """The first index at which two strings differ (the shorter one's length when one starts the other)."""
    return next((i for i, (a, b) in enumerate(zip(left, right)) if a != b), min(len(left), len(right)))


def svg_problems(live, listing_markup, report):
    """The module's SVG against the page's, byte for byte: the page's figure body starts with it, then its end or
    the rendition's frame. A listing whose page shows no figure (`figure=none`) has nothing to compare: its cell
    draws one for the reader's edits."""
    figure = live["figure"] or ""
    start = listing_markup.find(FIGURE_BODY)
    if start < 0:
        return []
    static = listing_markup[start + len(FIGURE_BODY):]
    # The build's extra picture (`figure=side-view|axes|...`) may follow: the module does not draw it.
    if any(static.startswith(figure + "\n" + end) for end in (RENDITION_FRAME, "</div>", "<svg")):
        report["identical svg"] += 1
        return []
    at = first_difference(figure, static)
    return [f"the module's SVG is not the page's: first difference at character {at} of {len(figure)}: "
            f"module {figure[max(0, at - 40):at + 40]!r}, page {static[max(0, at - 40):at + 40]!r}"]


def figure_problems(live, listing_markup, report):
    """The module's SVG and rendition against the static page's, byte for byte."""
    rendition = live["rendition"]
    if rendition is None:
        return ["the module returned no rendition (a module without the `rendition` field)"]
    problems = svg_problems(live, listing_markup, report)
    static = RENDITION_FRAME in listing_markup
    if not rendition:
        return problems + (["the page shows a live rendition, the module returned none"] if static and live["figureIsSVG"] else [])
    report["renditions"] += 1
    if RENDITION_FRAME + rendition + "</div>" not in listing_markup:
        at = next((i for i, (a, b) in enumerate(zip(rendition, listing_markup[listing_markup.find(RENDITION_FRAME)
                                                                               + len(RENDITION_FRAME):]))
                   if a != b), None) if static else None
        where = f" (first difference at character {at}: {rendition[max(0, (at or 0) - 40):(at or 0) + 40]!r})" if at is not None else ""
        return problems + [f"the module's rendition is not the static page's{where}"]
    report["identical renditions"] += 1
    return problems


def differences(left, right, path="$", tolerance=RELATIVE_TOLERANCE):
    """Where two JSON values differ beyond `tolerance` (relative, for numbers), as readable lines."""
    if isinstance(left, bool) or isinstance(right, bool) or left is None or right is None or isinstance(left, str):
        return [] if left == right else [f"{path}: wasm {left!r}, notebook {right!r}"]
    if isinstance(left, (int, float)) and isinstance(right, (int, float)):
        scale = max(abs(left), abs(right))
        return [] if abs(left - right) <= tolerance * scale else [f"{path}: wasm {left!r}, notebook {right!r}"]
    if isinstance(left, dict) and isinstance(right, dict):
        if list(left) != list(right):
            return [f"{path}: wasm keys {list(left)}, notebook keys {list(right)}"]
        return [line for key in left for line in differences(left[key], right[key], f"{path}.{key}", tolerance)]
    if isinstance(left, list) and isinstance(right, list):
        if len(left) != len(right):
            return [f"{path}: wasm has {len(left)} elements, notebook {len(right)}"]
        return [line for index, (a, b) in enumerate(zip(left, right)) for line in differences(a, b, f"{path}[{index}]", tolerance)]
    return [f"{path}: wasm {left!r}, notebook {right!r}"]


def notebook_eval(notebook, source, dialect, scene=None, platform=None, work=".", events=None):
    """`notebook eval --json` of `source`, with the listing's scene block (--scene), events block (--events) and
    platform when it has them. The events file is `events` in `work`, run from there: the module names the page's
    events `events`, so a diagnostic met while delivering one names the same file on both sides."""
    arguments = [notebook, "eval", "--json", "--dialect", dialect]
    if scene is not None:
        scene_file = pathlib.Path(work).resolve() / "scene.txt"
        scene_file.write_text(scene)
        arguments += ["--scene", str(scene_file)]
    if events is not None:
        (pathlib.Path(work) / "events").write_text(events)
        arguments += ["--events", "events"]
    if platform:
        arguments += ["--platform", platform]
    result = subprocess.run(arguments + ["-"], input=source.encode(), capture_output=True, timeout=120, cwd=work)
    return json.loads(result.stdout.decode())


def build_site(notebook, wasm, book, site):
    environment = dict(os.environ, NOTEBOOK_WASM=str(wasm), NOTEBOOK_PROGRESS="never")
    subprocess.run([notebook, "build", "--output", str(site)], cwd=book, env=environment, check=True,
                   stdout=subprocess.DEVNULL)
    if not (site / "assets" / "notebook-wasm.js").is_file():
        raise RuntimeError(f"notebook build wrote no assets/notebook-wasm.js into {site}")


def check_page(browser, path, notebook, report, work):
    failures = []
    page_text = path.read_text()
    page = browser.new_page()
    try:
        page.call("Page.enable")
        page.call("Runtime.enable")
        page.call("Page.navigate", url=path.resolve().as_uri())
        page.wait_for("Page.loadEventFired", timeout=30)
        lazy = page.evaluate(LAZY_PROBE)
        if not lazy["api"]:
            return [f"{path.name}: no window.notebook.evaluate"], 0
        if lazy["loaded"] or lazy["script"]:
            failures.append(f"{path.name}: the module was loaded before the page asked for it")
        variants = page.evaluate(LISTINGS_PROBE)
        controls = page.evaluate(CONTROLS_PROBE)
        if not controls["available"] or controls["edits"] != controls["listings"]:
            failures.append(f"{path.name}: with the module, {controls['edits']} Edit controls for {controls['listings']} "
                            f"evaluated listings (available: {controls['available']})")
        if variants:
            report["loads"].append(page.evaluate(READY_PROBE))
            refusal = page.evaluate(BAD_DIALECT_PROBE)
            if refusal != "TypeError":
                failures.append(f"{path.name}: evaluate with dialect 'cobol' gave {refusal!r}, not a TypeError")
        for variant in variants:
            live = page.evaluate(evaluate_probe(variant))
            expected = notebook_eval(notebook, variant["source"], variant["dialect"], variant["scene"], variant["platform"], work,
                                     variant["events"])
            report["with scene"] += 1 if variant["scene"] is not None else 0
            report["with events"] += 1 if variant["events"] is not None else 0
            problems = differences(live["result"], expected)
            if variant["events"] is not None and "events" not in expected:
                problems.append("notebook eval --events delivered none of the listing's events")
            if not variant["source"].strip():
                problems.append("the page shows no source for this code variant")
            report["exact"] += 1 if not differences(live["result"], expected, tolerance=0) else 0
            report["with values"] += 1 if expected["variables"] or expected["layers"] else 0
            if variant["hasFigure"] and not live["result"]["diagnostics"] and not live["figureIsSVG"]:
                problems.append("the page shows a figure, the module drew none")
            if not any(diagnostic.get("severity") == "error" for diagnostic in live["result"]["diagnostics"]):
                problems += figure_problems(live, static_listing(page_text, variant["listing"]), report)
            report["evaluations"].append((live["milliseconds"], variant["id"]))
            report["figures"] += 1 if live["figureIsSVG"] else 0
            failures.extend(f"{path.name}#{variant['id']}: {line}" for line in problems[:10])
            report["passed" if not problems else "failed"] += 1
            if variant["events"] is not None and PAN_LINE.search(variant["events"]):
                check_page_events(page, variant, notebook, report, work, failures, path)
    finally:
        page.close()
    return failures, len(variants)


PAN_LINE = re.compile(r"^[ \t]*pan\b", re.MULTILINE)


def check_page_events(page, variant, notebook, report, work, failures, path):
    """The page's own pan (the `events` option) replaces the listing's events, in the module as in `notebook eval
    --events`; events that do not parse reject."""
    name = f"{path.name}#{variant['id']}"
    live = page.evaluate(evaluate_probe(variant, PAGE_PAN))
    expected = notebook_eval(notebook, variant["source"], variant["dialect"], variant["scene"], variant["platform"], work,
                             "\n".join(PAGE_PAN))
    problems = differences(live["result"], expected)
    if [event.get("event") for event in expected.get("events", [])] != PAGE_PAN:
        problems.append(f"notebook eval did not deliver the page's pans: {expected.get('events')}")
    failures.extend(f"{name} (the page's pan): {line}" for line in problems[:10])
    report["passed" if not problems else "failed"] += 1
    report["page events"] += 1
    message = page.evaluate(BAD_EVENTS_PROBE % (json.dumps(variant["source"]), json.dumps(variant["dialect"]),
                                                json.dumps(variant["listing"])))
    if not message.startswith("the events do not parse: events:1:"):
        failures.append(f"{name}: events that do not parse gave {message!r}, not a rejection saying where")
        report["failed"] += 1
    else:
        report["passed"] += 1


def check_site_without_module(browser, notebook, book, site):
    """A site built with NOTEBOOK_WASM=none: its pages have the API, whose `ready` rejects with a reason."""
    environment = dict(os.environ, NOTEBOOK_WASM="none", NOTEBOOK_PROGRESS="never")
    subprocess.run([notebook, "build", "--output", str(site)], cwd=book, env=environment, check=True,
                   stdout=subprocess.DEVNULL)
    page = browser.new_page()
    try:
        page.call("Page.enable")
        first = sorted(p for p in site.glob("*.html") if p.name != "index.html")[0]
        page.call("Page.navigate", url=first.resolve().as_uri())
        page.wait_for("Page.loadEventFired", timeout=30)
        message = page.evaluate(MISSING_PROBE)
        controls = page.evaluate(CONTROLS_PROBE)
    finally:
        page.close()
    failures = []
    if "built without" not in message:
        failures.append(f"site without the module: notebook.ready gave {message!r}, not a rejection saying it is missing")
    if controls["available"] or controls["edits"] or not controls["listings"]:
        failures.append(f"site without the module: available {controls['available']}, {controls['edits']} Edit controls "
                        f"on {first.name} ({controls['listings']} evaluated listings): expected none")
    return failures


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("notebook")
    parser.add_argument("wasm")
    parser.add_argument("--book", default=".")
    parser.add_argument("--work", default="test-output/wasm")
    args = parser.parse_args()
    notebook = str(pathlib.Path(args.notebook).resolve())
    wasm = pathlib.Path(args.wasm).resolve()
    site = pathlib.Path(args.work).resolve() / "site"
    build_site(notebook, wasm, args.book, site)
    pages = sorted(p for p in site.glob("*.html") if p.name != "index.html")
    report = {"loads": [], "evaluations": [], "figures": 0, "renditions": 0, "identical renditions": 0, "identical svg": 0, "exact": 0, "with values": 0, "with scene": 0,
              "with events": 0, "page events": 0, "passed": 0, "failed": 0}
    failures = []
    browser = Browser()
    try:
        for path in pages:
            page_failures, _ = check_page(browser, path, notebook, report, site.parent)
            failures.extend(page_failures)
        failures.extend(check_site_without_module(browser, notebook, args.book, site.parent / "site-without-module"))
    finally:
        browser.close()
    if report["with scene"] == 0 and any("```scene" in chapter.read_text(errors="replace")
                                         for chapter in pathlib.Path(args.book, "Chapters").glob("*.md")):
        failures.append("the book has scene blocks, but no page carried one to the module (data-scene)")
    if report["with events"] == 0 and any("```events" in chapter.read_text(errors="replace")
                                          for chapter in pathlib.Path(args.book, "Chapters").glob("*.md")):
        failures.append("the book has events blocks, but no page carried one to the module (data-events)")
    for line in failures:
        print(line)
    if not report["evaluations"]:
        print("wasm: no listing was evaluated")
        report["failed"] += 1
    else:
        slowest = max(report["evaluations"])
        loads = report["loads"]
        print(f"wasm: module {wasm.stat().st_size} bytes; loaded in {min(loads):.1f}-{max(loads):.1f} ms "
              f"(first page {loads[0]:.1f} ms) on {len(loads)} pages; {len(report['evaluations'])} evaluations, "
              f"{report['with values']} with variables or layers, {report['with scene']} with a scene block, "
              f"{report['with events']} with an events block ({report['page events']} also with the page's own pan), "
              f"{report['exact']} identical to the last bit, "
              f"{report['figures']} figures ({report['identical svg']} SVGs identical to the page's), "
              f"{report['renditions']} renditions ({report['identical renditions']} identical to the page's); slowest {slowest[1]} in {slowest[0]:.1f} ms")
    print(f"wasm: {report['passed']} passed, {report['failed']} failed")
    return 0 if report["failed"] == 0 and not failures else 1


if __name__ == "__main__":
    sys.exit(main())
