#!/usr/bin/env bash
# Installs the system packages notebook needs, when they are missing. Safe to run repeatedly.
#   scripts/setup.sh            libcmark-dev (to build), cmark (the reference renderer for tests), wasi-libc and
#                               binaryen (live cells), python3-numpy (the lessons' oracle, tools/lessons)
#   scripts/setup.sh browser    also chromium, for the browser tests, and nodejs (tools/wasm/stack_depth.js, and the
#                               search tokenizer's agreement test, which is skipped without it)
set -euo pipefail

packages=()
pkg-config --exists libcmark 2>/dev/null || packages+=(libcmark-dev)
command -v cmark >/dev/null 2>&1 || packages+=(cmark)
# malloc and libm for the live cells' WebAssembly module (scripts/build-wasm.sh).
[ -f /usr/lib/wasm32-wasi/libc.a ] || packages+=(wasi-libc)
# wasm-opt, which makes that module 46 KB smaller without changing its code (optional: it fits its budget without).
command -v wasm-opt >/dev/null 2>&1 || packages+=(binaryen)
# numpy cross-checks the lessons' oracle (tools/lessons), which scripts/test.sh runs.
python3 -c "import numpy" >/dev/null 2>&1 || packages+=(python3-numpy)
if [ "${1:-}" = "browser" ]; then
  command -v chromium >/dev/null 2>&1 || packages+=(chromium)
  command -v node >/dev/null 2>&1 || packages+=(nodejs)
fi

if [ ${#packages[@]} -gt 0 ]; then
  sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  echo "installing ${packages[*]}" >&2
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${packages[@]}" >/dev/null
fi
