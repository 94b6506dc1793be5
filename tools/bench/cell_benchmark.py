#!/usr/bin/env python3
"""Measures the live cell's edit-to-redraw in headless chromium, and the module's size and load time (BENCHMARKS.md).

Builds the book's site with the module (NOTEBOOK_WASM=WASM), opens the page of the heaviest listing of the book (the
lit cube, `listing-lighting`) from file://, opens its cell, and scrubs one number EDITS times (`500.0` of
`perspective.m34 = -1.0 / 500.0`, one step of a drag each: every edit changes the geometry of the SVG figure and of
the rendition). Each edit is the cell's own path: the textarea's `input` event, the cell's evaluation at the next
animation frame, its DOM update. For each edit it records, with `performance.now()` in the page:

  module     `notebook.evaluate` (the module's evaluation, figure and rendition, and the JSON parse of its result)
  dom        the cell's update of the page after it (values, checks, figure SVG, rendition), as the cell reports it
             (`notebook:cell-evaluated`'s `milliseconds`) minus `module`
  layout     the style and layout the browser then owes (forced with `offsetHeight`)
  redraw     module + dom + layout: the work of the frame that shows the edit (the 16 ms budget)
  to frame   from the input event until the next frame after the cell drew: the wait for the frame the cell
             evaluates in, and for the one after it (measured beside it: two empty frames)

first with the figure's SVG shown (the cell's default), then with the rendition shown (after the cell's Play,
which swaps the CSS rendition in for the SVG), when the cell has one. Then the module: its size, and in LOADS fresh
pages `notebook.ready` (loading assets/notebook-wasm.js, decoding its base64, compiling and instantiating), with the
decoding, `WebAssembly.compile` and `WebAssembly.instantiate` timed apart.

Not a test: nothing is compared with a budget here; the numbers go to BENCHMARKS.md.

Usage: cell_benchmark.py NOTEBOOK WASM [--book DIR] [--work DIR] [--edits 60] [--loads 5] [--listing ID]
"""

import argparse
import json
import math
import os
import pathlib
import statistics
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "browser"))
from cdp import Browser  # noqa: E402
from check_cell import CellPage, page_with  # noqa: E402
from check_wasm import build_site  # noqa: E402

LISTING = "listing-lighting"
LITERAL = "500.0"

# Times the module's part of every evaluation: `notebook.evaluate` is a property the cell reads at each call.
INSTRUMENT = r"""
(() => {
  const api = window.notebook, original = api.evaluate;
  window.__bench = {module: 0};
  api.evaluate = function (source, options) {
    const start = performance.now();
    return original.call(api, source, options).then(result => {
      window.__bench.module = performance.now() - start; return result; });
  };
  return true;
})()
"""

ONE_EDIT = r"""
(async (id, text) => {
  const listing = document.getElementById(id), input = listing.querySelector('.cell textarea');
  let cell = 0, module = 0, layout = 0;
  const frame = new Promise(resolve => listing.addEventListener('notebook:cell-evaluated', event => {
    cell = event.detail.milliseconds; module = window.__bench.module;
    const start = performance.now();
    void document.documentElement.offsetHeight;
    layout = performance.now() - start;
    requestAnimationFrame(() => resolve(performance.now()));
  }, {once: true}));
  const start = performance.now();
  input.value = text; input.dispatchEvent(new Event('input'));
  const end = await frame;
  const shown = listing.querySelector('.cell .live-rendition.shown');
  return {module, dom: cell - module, layout, redraw: cell + layout, toFrame: end - start, renditionShown: !!shown};
})(%s, %s)
"""

TWO_FRAMES = r"""
(async () => { const t = performance.now();
  await new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r))); return performance.now() - t; })()
"""

# Presses the cell's Play and waits until its animations have finished.
PLAY = r"""
(async (id) => {
  const cell = document.getElementById(id).querySelector('.cell');
  const play = cell.querySelector('.live-rendition button.play');
  if (!play) { return false; }
  play.click();
  await Promise.all(cell.querySelector('.live-rendition').getAnimations({subtree: true}).map(a => a.finished));
  return !!cell.querySelector('.live-rendition.shown');
})(%s)
"""

LOAD = r"""
(async () => {
  const start = performance.now();
  await window.notebook.ready;
  const ready = performance.now() - start;
  let t = performance.now();
  const binary = atob(window.NotebookWasm.base64), bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) { bytes[i] = binary.charCodeAt(i); }
  const decode = performance.now() - t;
  t = performance.now();
  const module = await WebAssembly.compile(bytes);
  const compile = performance.now() - t;
  const stub = () => 0;
  t = performance.now();
  await WebAssembly.instantiate(module, {wasi_snapshot_preview1: {fd_write: stub, fd_close: stub, fd_seek: stub,
                                                                   random_get: stub}});
  const instantiate = performance.now() - t;
  return {ready, decode, compile, instantiate, scriptBytes: window.NotebookWasm.base64.length};
})()
"""


def percentile(values, fraction):
    """The nearest-rank percentile (p90: the smallest value at least 90 % of the values do not exceed)."""
    ordered = sorted(values)
    return ordered[max(0, math.ceil(fraction * len(ordered)) - 1)]


def summary(name, values):
    return (f"{name} median {statistics.median(values):.1f} ms, p90 {percentile(values, 0.9):.1f}, "
            f"min {min(values):.1f}, max {max(values):.1f}")


def scrub(page, listing, code, edits):
    """`edits` edits of the literal, as a drag moves it: 500.0, 499.0, ... down and back up."""
    timings = []
    for edit in range(edits):
        offset = edit % 40 if edit % 80 < 40 else 40 - edit % 40
        value = f"{float(LITERAL) - 2 * (offset + 1):.1f}"
        timings.append(page.js(ONE_EDIT % (json.dumps(listing), json.dumps(code.replace(LITERAL, value, 1)))))
    return timings


def report(label, timings, frames):
    lines = [f"{label}: {len(timings)} edits"]
    for key, name in (("redraw", "edit-to-redraw (module + DOM + layout)"), ("module", "  module"),
                      ("dom", "  DOM update"), ("layout", "  style and layout"), ("toFrame", "input to next frame")):
        lines.append("  " + summary(name, [timing[key] for timing in timings]))
    lines.append("  " + summary("two empty frames", frames))
    return lines


def benchmark_cell(browser, site, listing, edits):
    page = CellPage(browser, page_with(site, listing))
    lines = []
    try:
        page.js("(b => { if (b) b.click(); return true; })(document.querySelector("
                "'.language-switch [data-language=\"objc\"]'))")
        state = page.state(listing)
        page.click(listing, ".cell-edit")
        state = page.wait_evaluated(listing, state["events"])
        page.js(INSTRUMENT)
        code = state["code"]
        if LITERAL not in code:
            return [f"benchmark: {listing} has no literal {LITERAL}"]
        frames = [page.js(TWO_FRAMES) for _ in range(20)]
        scrub(page, listing, code, 5)  # warm-up, not counted
        lines += report(f"{listing}, figure (SVG) shown", scrub(page, listing, code, edits), frames)
        if page.js(PLAY % json.dumps(listing)):
            timings = scrub(page, listing, code, edits)
            if not all(timing["renditionShown"] for timing in timings):
                lines.append("benchmark: the rendition did not stay shown across the edits")
            lines += report(f"{listing}, rendition (CSS 3D) shown after Play", timings, frames)
        else:
            lines.append(f"{listing}: the cell has no rendition to play (a module without it)")
    finally:
        page.close()
    return lines


def benchmark_load(browser, site, listing, loads, wasm):
    results = []
    for _ in range(loads):
        page = CellPage(browser, page_with(site, listing))
        try:
            results.append(page.js(LOAD))
        finally:
            page.close()
    lines = [f"module: {wasm.stat().st_size} bytes ({results[0]['scriptBytes']} bytes of base64 in assets/notebook-wasm.js), "
             f"{loads} fresh pages"]
    for key, name in (("ready", "notebook.ready (load the script, decode, compile, instantiate)"),
                      ("decode", "  base64 decode"), ("compile", "  WebAssembly.compile"),
                      ("instantiate", "  WebAssembly.instantiate")):
        lines.append("  " + summary(name, [result[key] for result in results]))
    return lines


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("notebook")
    parser.add_argument("wasm")
    parser.add_argument("--book", default=".")
    parser.add_argument("--work", default="test-output/cell-benchmark")
    parser.add_argument("--edits", type=int, default=60)
    parser.add_argument("--loads", type=int, default=5)
    parser.add_argument("--listing", default=LISTING)
    args = parser.parse_args()
    if args.edits < 1 or args.loads < 1:
        parser.error("--edits and --loads must be at least 1")
    notebook = str(pathlib.Path(args.notebook).resolve())
    wasm = pathlib.Path(args.wasm).resolve()
    site = pathlib.Path(args.work).resolve() / "site"
    build_site(notebook, wasm, args.book, site)
    browser = Browser()
    try:
        print(f"chromium: {browser.executable}; load average {os.getloadavg()[0]:.2f}")
        for line in benchmark_cell(browser, site, args.listing, args.edits):
            print(line, flush=True)
        for line in benchmark_load(browser, site, args.listing, args.loads, wasm):
            print(line, flush=True)
        print(f"load average after: {os.getloadavg()[0]:.2f}")
    finally:
        browser.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
