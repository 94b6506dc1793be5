#!/usr/bin/env bash
# Runs every test: the unit and end-to-end tests, then verifies every listing of the book.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
swift build --product notebook
.build/debug/notebook verify
swift test
