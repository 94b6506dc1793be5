#!/usr/bin/env bash
# Builds the notebook tool and the site: Chapters/ -> Site/.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
swift build -c release --product notebook
.build/release/notebook build "$@"
