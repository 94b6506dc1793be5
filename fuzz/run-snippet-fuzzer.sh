#!/bin/sh
# Fuzzes the snippet language with libFuzzer (shipped with the Swift toolchain) under AddressSanitizer.
#
#   fuzz/run-snippet-fuzzer.sh [seconds]      default 60
#
# Compiles the sources of Diagnostics, TransformKit and SnippetLanguage together with fuzz/SnippetFuzzer.swift
# into one module (their `import` lines between each other are dropped), then runs the fuzzer on a copy of the
# seed corpus fuzz/corpus/ (new inputs go to .build/fuzz/corpus, crashes to .build/fuzz/crashes). Exit status is
# libFuzzer's: non-zero when it found a crash, a leak or a timeout.
set -eu
seconds="${1:-60}"
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$root/.build/fuzz"
rm -rf "$work/src"
mkdir -p "$work/src" "$work/corpus" "$work/crashes"
for module in Diagnostics TransformKit SnippetLanguage; do
    for file in $(find "$root/Sources/$module" -name '*.swift' | sort); do
        name="$module-$(echo "${file#$root/Sources/$module/}" | tr '/' '-')"
        grep -v -E '^import (Diagnostics|TransformKit)$' "$file" > "$work/src/$name"
    done
done
cp "$root/fuzz/SnippetFuzzer.swift" "$work/src/"
swiftc -sanitize=fuzzer,address -parse-as-library -O -g -module-name SnippetFuzz \
    "$work"/src/*.swift -o "$work/snippet-fuzzer"
cp "$root"/fuzz/corpus/* "$work/corpus/" 2>/dev/null || true
cd "$work"
exec ./snippet-fuzzer -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=8192 \
    -artifact_prefix="$work/crashes/" -print_final_stats=1 "$work/corpus"
