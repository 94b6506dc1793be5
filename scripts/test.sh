#!/usr/bin/env bash
# Runs every test: the unit and end-to-end tests, then verifies every listing of the book.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
# The end-to-end tests run the real binary, so build it before the tests.
swift build --product notebook
swift test
.build/debug/notebook verify
