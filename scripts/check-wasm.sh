#!/usr/bin/env bash
# Compiles the portable core with Embedded Swift for wasm32-unknown-none-wasm, so it stays portable (issue 17).
#
#   scripts/check-wasm.sh [MODULE ...]     default: every module listed in `portable` below
#
# Each module is compiled on its own, in dependency order, against the modules compiled before it. Nothing here
# links a program: that needs wasi-libc (libm, malloc) and belongs to the WebAssembly build step. The flags are the
# recipe the toolchain documents for Embedded Swift: whole-module, size-optimised, no stack protector, and `Extern`
# for the libm declarations of the platform seams (TransformKit/LibM.swift). The output is LLVM bitcode
# (`-lto=llvm-full`): the WebAssembly build links the modules with link-time optimisation, which drops what no entry
# point reaches across modules and keeps the module about 7 % smaller (inside its 2 MiB budget). The closure
# specializer is off: it copied functions that take closures once per caller (three copies of Value's description,
# 39 KB); without it the module is 73 KB smaller and the code the same.
set -euo pipefail
cd "$(dirname "$0")/.."
portable=(Diagnostics TransformKit SnippetLanguage Figures)
modules=("${@:-${portable[@]}}")
work=.build/wasm32
mkdir -p "$work"
status=0
for module in "${modules[@]}"; do
  sources=$(find "Sources/$module" -name '*.swift' | sort)
  if swiftc -target wasm32-unknown-none-wasm \
      -enable-experimental-feature Embedded -enable-experimental-feature Extern \
      -wmo -Osize -lto=llvm-full -Xllvm -sil-disable-pass=closure-specialize \
      -parse-as-library -Xfrontend -disable-stack-protector \
      -module-name "$module" -I "$work" \
      -emit-module -emit-module-path "$work/$module.swiftmodule" \
      -c $sources -o "$work/$module.o" 2> "$work/$module.log"; then
    echo "wasm32: $module compiles ($(wc -c < "$work/$module.o") bytes of LLVM bitcode)"
  else
    echo "wasm32: $module does not compile for Embedded Swift:" >&2
    grep -E "^[^ ].*error:" "$work/$module.log" | sort -u | head -40 >&2
    status=1
  fi
done
exit $status
