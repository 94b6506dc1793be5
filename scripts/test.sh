#!/usr/bin/env bash
# Runs every test:
#   0. builds the tool (a clean build, as in CI, must print no warning) and compiles the portable core for
#      WebAssembly (Embedded Swift), so it stays portable, linking it into the live cells' module (scripts/build-wasm.sh);
#   1. checks the documentation's examples, flags and named files (tools/docs/check_docs.py) and the code's shape
#      (no file over 600 lines, no function over 60: tools/docs/check_code_shape.py), verifies every listing of the book (expectations, Objective-C/Swift twins, intentional errors), and checks
#      that every expect block is what the independent Python oracle computes (tools/lessons), and, once the site
#      is built, that every figure (layer diagrams and their Play frames, transform diagrams, event panels and the
#      other kinds) draws and says what the oracle gives (tools/lessons/figures.py);
#   2. builds the site and loads every page in headless chromium (console errors, requests leaving the site,
#      SVG/MathML present, SVG quads vs where the browser draws the CSS rendition), with screenshots;
#   2b. in chromium, evaluates every listing of the book with the WebAssembly module, against
#      `notebook eval --json` (tools/browser/check_wasm.py), then drives the live cell as a reader does
#      (tools/browser/check_cell.py) and measures how deeply it recurses in V8 (tools/wasm/stack_depth.js); all
#      skipped, loudly, only without wasm-ld or wasi-libc;
#   3. kills builds at random moments and checks Site/ is always one complete site (and that a rebuild after a
#      killed rebuild equals a build from scratch), then runs the book benchmark once on a small book, so the
#      script that measures speed keeps working (its figures are printed, not asserted: see BENCHMARKS.md);
#   4. runs the libFuzzer targets (listing front end, whole chapter) side by side for a bounded time;
#   5. the unit, end-to-end and hostile-input tests (swift test), last, so its summary closes the run.
# FUZZ_SECONDS (default 30) bounds each fuzzer; SKIP_FUZZ=1 skips step 4 for a quick local run. Each step's heading
# says when it started (minutes:seconds), so a slow step shows in CI's log.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh browser
output=test-output
started=$SECONDS
heading() {
  local elapsed=$((SECONDS - started))
  printf '== [%d:%02d] %s\n' $((elapsed / 60)) $((elapsed % 60)) "$*"
}
rm -rf "$output"
mkdir -p "$output"

heading "build: the tool compiles, and a clean build prints no warning"
swift build --product notebook 2>&1 | tee "$output/build.log"
if grep -q "warning:" "$output/build.log"; then
  echo "!! the build printed warnings (a clean build prints none):" >&2
  grep "warning:" "$output/build.log" >&2
  exit 1
fi
notebook=.build/debug/notebook

heading "wasm32: the portable core compiles with Embedded Swift, linked into the live cells' module (scripts/build-wasm.sh)"
# build-wasm.sh compiles the core (scripts/check-wasm.sh) on its way to the module, so the core is compiled once.
# Without wasm-ld or wasi-libc (status 2) the core is still compiled, only not linked.
wasm_status=0
scripts/build-wasm.sh || wasm_status=$?
if [ "$wasm_status" = 2 ]; then
  scripts/check-wasm.sh
elif [ "$wasm_status" != 0 ]; then
  exit "$wasm_status"
fi

heading "docs: every Markdown example of the docs builds, every documented flag exists (tools/docs/check_docs.py)"
python3 tools/docs/check_docs.py "$notebook"
heading "code shape: no source file over 600 lines, no function over 60, one main type per file (tools/docs/check_code_shape.py)"
python3 tools/docs/check_code_shape.py

heading "verify: every listing of Chapters/"
$notebook verify

heading "lessons oracle: every expect block recomputed without notebook (tools/lessons/README.md)"
python3 tools/lessons/selftest.py "$notebook"
python3 tools/lessons/fill.py --check

heading "site: the book built into $output/site"
$notebook build --output "$output/site"
heading "lessons oracle: every figure of the built site against the oracle's scenes (tools/lessons/figures.py)"
# the full list (what is not checked, and why) stays in $output/figures.txt; the mismatches are printed here
figures_status=0
python3 tools/lessons/figures.py "$output/site" > "$output/figures.txt" || figures_status=$?
grep "^mismatch" "$output/figures.txt" || true
tail -1 "$output/figures.txt"
[ "$figures_status" = 0 ] || exit 1
python3 tools/lessons/figures_selftest.py "$output/site"
heading "browser: the pages in headless chromium (tools/browser/check_site.py)"
python3 tools/browser/check_site.py "$output/site" --screenshots "$output/screenshots"

if [ "$wasm_status" = 2 ]; then
  echo "!! SKIPPED the WebAssembly and cell checks: wasm-ld or wasi-libc is missing (see the wasm32 step); the live cells are NOT tested" >&2
else
  heading "wasm: every listing evaluated by the module in chromium, against notebook eval --json"
  python3 tools/browser/check_wasm.py "$notebook" .build/wasm32/notebook.wasm --work "$output/wasm"
  heading "cell: the live cell in chromium (edit, drag a number, step, reset, 390 px)"
  python3 tools/browser/check_cell.py "$notebook" .build/wasm32/notebook.wasm --work "$output/cell"
  heading "stack: how deeply the module recurses before V8's own stack runs out (a plain 64-deep recursion must run)"
  node tools/wasm/stack_depth.js .build/wasm32/notebook.wasm
fi

heading "kill-build: Site/ survives a build killed at random moments"
python3 tools/proof/kill_build.py "$notebook" . --kills 8

heading "benchmark smoke: the book benchmark on 20 chapters of 10 listings (debug build, figures not comparable)"
python3 tools/bench/book_benchmark.py "$notebook" --chapters 20 --listings 10 --runs 1 --workdir "$output/bench"

if [ "${SKIP_FUZZ:-0}" != "1" ]; then
  heading "fuzz: the listing front end and the whole chapter, side by side, ${FUZZ_SECONDS:-30} s each"
  # Each fuzzer compiles its modules (mostly on one core) and then runs on one core: run together, they take the
  # time of the longer one.
  sh fuzz/run-snippet-fuzzer.sh "${FUZZ_SECONDS:-30}" > "$output/fuzz-snippet.log" 2>&1 &
  snippet_fuzzer=$!
  sh fuzz/run-chapter-fuzzer.sh "${FUZZ_SECONDS:-30}" > "$output/fuzz-chapter.log" 2>&1 &
  chapter_fuzzer=$!
  fuzz_status=0
  wait "$snippet_fuzzer" || { fuzz_status=1; echo "!! the snippet fuzzer failed:" >&2; tail -40 "$output/fuzz-snippet.log"; }
  wait "$chapter_fuzzer" || { fuzz_status=1; echo "!! the chapter fuzzer failed:" >&2; tail -40 "$output/fuzz-chapter.log"; }
  [ "$fuzz_status" = 0 ] || exit 1
  grep -E "stat::number_of_executed_units|Done [0-9]+ runs" "$output/fuzz-snippet.log" | sed 's/^/snippet fuzzer: /'
  grep -E "stat::number_of_executed_units|Done [0-9]+ runs" "$output/fuzz-chapter.log" | sed 's/^/chapter fuzzer: /'
fi

heading "swift test: unit, end-to-end and hostile-input tests"
swift test
heading "done"
