#!/usr/bin/env bash
# Builds the notebook tool and the site: Chapters/ -> Site/.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
# Linked statically against the Swift runtime and Foundation: the binary runs without the toolchain's libraries
# (copied onto a PATH, or into a CI image), and each run skips loading them and resolving their symbols at start-up.
# Linked by the toolchain's lld: gold, the default, prints glibc's link-time warning about the mktemp inside
# Foundation's static archive (Data+Writing), which a clean build must not show and our code cannot change.
swift build -c release --static-swift-stdlib -Xswiftc -use-ld=lld --product notebook
# The live cells' WebAssembly module, which `notebook build` copies into the site. Without wasm-ld or wasi-libc
# (status 2) the site is built without it, and the build says so in a note; a failed build of it is an error.
wasm_status=0
scripts/build-wasm.sh || wasm_status=$?
if [ "$wasm_status" != 0 ] && [ "$wasm_status" != 2 ]; then exit "$wasm_status"; fi
.build/release/notebook build "$@"
