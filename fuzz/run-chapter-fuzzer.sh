#!/bin/sh
# Fuzzes a whole chapter (decoding, front matter, cmark, listings, evaluation, expectations, page HTML, figures)
# with libFuzzer, shipped with the Swift toolchain.
#
#   fuzz/run-chapter-fuzzer.sh [seconds]      default 60
#
# Compiles Diagnostics, TransformKit, SnippetLanguage, Figures and Notebook from their sources with coverage
# instrumentation (libcmark through the CCmark module map), links fuzz/chapter/ChapterFuzzer.swift against them, seeds a corpus with the book's Chapters/*.md and the hostile-input cases'
# chapters (copied at run time; new inputs go to .build/fuzz-chapter/corpus), and runs for at most `seconds`.
# Crashes go to .build/fuzz-chapter/crashes (keep reproducers worth keeping in fuzz/chapter/crashes/).
# Exit status is libFuzzer's: non-zero when it found a crash, a leak or a timeout.
#
# FUZZ_SANITIZE=fuzzer,address adds AddressSanitizer (about 3x slower); the default is the fuzzer alone, which
# still traps on every Swift runtime check (bounds, overflow, force unwraps).
set -eu
seconds="${1:-60}"
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$root/.build/fuzz-chapter"
rm -rf "$work/modules"
mkdir -p "$work/modules" "$work/corpus" "$work/crashes"
sanitize="${FUZZ_SANITIZE:-fuzzer}"
# One module at a time, in dependency order, each instrumented for coverage (Figures and Notebook both have a
# `MarkupNode`, so they cannot share a module). -enable-testing lets the fuzzer reach the pipeline's internal types.
# The preview server is a module of its own (NotebookServe, the only one importing the FlyingSocks package): a chapter
# never reaches it, so it is not compiled here.
for module in Diagnostics TransformKit SnippetLanguage Figures Notebook; do
    swiftc -sanitize="$sanitize" -parse-as-library -O -g -wmo -enable-testing -module-name "$module" \
        -I "$work/modules" -I "$root/Sources/CCmark" \
        -emit-module -emit-module-path "$work/modules/$module.swiftmodule" \
        -c $(find "$root/Sources/$module" -name '*.swift' | sort) -o "$work/modules/$module.o"
done
swiftc -sanitize="$sanitize" -parse-as-library -O -g -module-name ChapterFuzz \
    -I "$work/modules" -I "$root/Sources/CCmark" \
    "$root/fuzz/chapter/ChapterFuzzer.swift" "$work"/modules/*.o -lcmark -o "$work/chapter-fuzzer"

# Seeds: each input is one flag byte (unsafe-html off) followed by the chapter.
seed() {
    printf '\000' > "$2"
    cat "$1" >> "$2"
}
for chapter in "$root"/Chapters/*.md; do
    seed "$chapter" "$work/corpus/book-$(basename "$chapter" .md)"
done
for chapter in "$root"/Tests/HostileInputTests/Cases/*/Chapters/*.md; do
    [ -f "$chapter" ] || continue
    case_name="$(basename "$(dirname "$(dirname "$chapter")")")"
    seed "$chapter" "$work/corpus/hostile-$case_name-$(basename "$chapter" .md)"
done

cd "$work"
exec ./chapter-fuzzer -max_total_time="$seconds" -timeout=20 -rss_limit_mb=4096 -max_len=65536 \
    -artifact_prefix="$work/crashes/" -print_final_stats=1 "$work/corpus"
