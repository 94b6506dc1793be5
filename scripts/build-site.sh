#!/usr/bin/env bash
# Builds the notebook tool and the site: Chapters/ -> Site/.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
# The Swift runtime and Foundation linked statically: a rebuild is a short process, and dynamic loading and symbol
# binding were a tenth of it (BENCHMARKS.md, "Book build against cmark").
swift build -c release --static-swift-stdlib --product notebook
.build/release/notebook build "$@"
