#!/usr/bin/env bash
# Builds the WebAssembly module of the live cells (docs/live-cells.md): .build/wasm32/notebook.wasm.
#
#   scripts/build-wasm.sh           builds it unless it is newer than every source it is made from
#   scripts/build-wasm.sh --force   builds it anyway
#
# The portable modules are compiled with Embedded Swift by scripts/check-wasm.sh; the entry points
# (Sources/NotebookWasm) are compiled against them with the files of the Notebook module that bridge the
# snippet language to Figures and read the page's requests (Sources/Notebook/Live); RuntimeShim.c supplies the
# few C symbols nothing else does. wasm-ld links it all with wasi-libc (malloc, libm, strtod). The module is built from source here, never downloaded or committed.
# When binaryen's wasm-opt is installed (apt-get install binaryen), it then shrinks the module without changing
# its code (docs/live-cells.md, "Size"); without it the module is 46 KB larger, the same code, still within budget.
#
# Exit status: 0 built (or up to date), 1 a build step failed, 2 a prerequisite (wasm-ld, wasi-libc) is missing.
set -euo pipefail
cd "$(dirname "$0")/.."
work=.build/wasm32
output="$work/notebook.wasm"
toolchain="$(dirname "$(command -v swiftc)")"
wasm_ld="$toolchain/wasm-ld"
clang="$toolchain/clang"
wasi_libc=/usr/lib/wasm32-wasi/libc.a
wasi_headers=/usr/include/wasm32-wasi
unicode_tables="$toolchain/../lib/swift/embedded/wasm32-unknown-none-wasm/libswiftUnicodeDataTables.a"
shared=(Sources/Notebook/Build/Evaluation/Value+FigureValue.swift Sources/Notebook/Build/Evaluation/EvaluationFigures.swift
        Sources/Notebook/Live/LiveRequest.swift Sources/Notebook/Live/LiveEvaluation.swift)

missing=()
[ -x "$wasm_ld" ] || missing+=("wasm-ld (expected next to swiftc, at $wasm_ld)")
[ -f "$wasi_libc" ] && [ -d "$wasi_headers" ] || missing+=("wasi-libc ($wasi_libc and $wasi_headers; apt-get install wasi-libc)")
[ -f "$unicode_tables" ] || missing+=("Embedded Swift's wasm32 Unicode tables ($unicode_tables)")
if [ ${#missing[@]} -gt 0 ]; then
  for item in "${missing[@]}"; do echo "build-wasm: missing $item" >&2; done
  exit 2
fi

if [ "${1:-}" != "--force" ] && [ -f "$output" ] && \
   [ -z "$(find Sources/Diagnostics Sources/TransformKit Sources/SnippetLanguage Sources/Figures Sources/NotebookWasm \
             "${shared[@]}" scripts/build-wasm.sh scripts/check-wasm.sh -newer "$output" -print -quit)" ]; then
  echo "wasm32: $output is up to date ($(wc -c < "$output") bytes)"
  exit 0
fi

scripts/check-wasm.sh || exit 1
flags=(-target wasm32-unknown-none-wasm -enable-experimental-feature Embedded -enable-experimental-feature Extern
       -wmo -Osize -lto=llvm-full -Xllvm -sil-disable-pass=closure-specialize -parse-as-library
       -Xfrontend -disable-stack-protector)  # as scripts/check-wasm.sh says why
if ! swiftc "${flags[@]}" -module-name NotebookWasm -I "$work" -c Sources/NotebookWasm/*.swift "${shared[@]}" \
     -o "$work/NotebookWasm.o" 2> "$work/NotebookWasm.log"; then
  echo "wasm32: the entry points (Sources/NotebookWasm) do not compile:" >&2
  grep -E "error:" "$work/NotebookWasm.log" | sort -u | head -40 >&2
  exit 1
fi
"$clang" --target=wasm32-wasi -Os -isystem "$wasi_headers" -c Sources/NotebookWasm/RuntimeShim.c -o "$work/RuntimeShim.o"
# The shadow stack lies first in memory, so an overflow traps instead of overwriting the data after it (which
# showed as calls through corrupted function pointers); 32 MiB, as the evaluator's depth limits need with -Osize
# frames (native threads get 64 MiB, LargeStack.stackSize). NOTEBOOK_WASM_NAMES=1 keeps function names for traces.
# --compress-relocations writes each function index and address in the code in as few LEB128 bytes as it needs
# instead of the five a relocatable object reserves (117 KB of the code section); it needs the debug information
# stripped, so NOTEBOOK_WASM_NAMES keeps the name section only.
strip=(--strip-all)
keep_names=()
[ -n "${NOTEBOOK_WASM_NAMES:-}" ] && strip=(--strip-debug) && keep_names=(--debuginfo)
"$wasm_ld" --no-entry "${strip[@]}" --compress-relocations --stack-first -z stack-size=$((32 * 1024 * 1024)) \
  --export=notebook_alloc --export=notebook_free --export=notebook_evaluate \
  "$work/NotebookWasm.o" "$work/Figures.o" "$work/SnippetLanguage.o" "$work/TransformKit.o" "$work/Diagnostics.o" \
  "$work/RuntimeShim.o" "$unicode_tables" "$wasi_libc" -o "$output.partial"
linked=$(wc -c < "$output.partial")
# binaryen's wasm-opt then rewrites the module without touching a function's body: it merges identical functions
# (specialisations of the standard library that came out the same for types of one layout, 15 KB), numbers the
# functions most called first so that calls to them take one or two LEB128 bytes (22 KB), and drops the runs of
# zeros from the data (7 KB). Not -Oz (173 KB smaller): it reshapes the bodies, and V8 then needs more of its own
# stack per level of recursion, so a 64-deep recursion that runs in the unoptimised module traps
# (tools/wasm/stack_depth.js measures it; docs/live-cells.md, "Size"). The features are the ones the wasm32 target
# emits (its target_features section, which --strip-all drops).
if command -v wasm-opt > /dev/null; then
  if ! wasm-opt --duplicate-function-elimination --reorder-functions --memory-packing "${keep_names[@]}" \
       --enable-bulk-memory --enable-sign-ext --enable-mutable-globals --enable-nontrapping-float-to-int \
       --enable-multivalue --enable-reference-types \
       "$output.partial" -o "$output.optimised" > "$work/wasm-opt.log" 2>&1; then
    echo "wasm32: wasm-opt failed on the linked module ($work/wasm-opt.log):" >&2
    head -20 "$work/wasm-opt.log" >&2
    exit 1
  fi
  mv "$output.optimised" "$output.partial"
  note="linked $linked bytes, then wasm-opt"
else
  note="wasm-opt (apt-get install binaryen) not found: as linked"
fi
mv "$output.partial" "$output"
size=$(wc -c < "$output")
echo "wasm32: built $output ($size bytes; $note)"
budget=$((2 * 1024 * 1024))
if [ "$size" -gt "$budget" ]; then
  echo "wasm32: $output is $size bytes, over the budget of $budget" >&2
  exit 1
fi
