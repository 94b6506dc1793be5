#!/usr/bin/env python3
"""Kills `notebook build` at random moments and checks that Site/ is always one complete site.

After each SIGKILL, Site/ must be byte-for-byte either the previous complete site or the new complete site, never
a mixture or a partial folder, and the next build must succeed. Every other kill interrupts a rebuild that reuses
the previous site (the manifest in .notebook-cache/ kept); after it, the next rebuild must give exactly the site a
build from scratch of the same sources gives, so a killed build can never leave the reuse state stale. Moments are
drawn from a seeded RNG over the duration of a normal build, so a failure can be replayed with the same seed.

Usage: kill_build.py NOTEBOOK_BINARY BOOK_DIR [--kills 40] [--seed 1]
Prints "N passed, N failed" (one check per kill); exits 1 on any failure.
"""

import argparse
import hashlib
import os
import pathlib
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time


def snapshot(site):
    if not site.exists():
        return None
    digest = {}
    for path in sorted(site.rglob("*")):
        if path.is_file():
            digest[str(path.relative_to(site))] = hashlib.sha256(path.read_bytes()).hexdigest()
    return digest


def build(notebook, book):
    result = subprocess.run([notebook, "build"], cwd=book, capture_output=True, text=True)
    if result.returncode != 0:
        raise SystemExit(f"build failed:\n{result.stderr[-3000:]}")


def edit(book, marker):
    chapters = sorted((book / "Chapters").glob("*.md"))
    target = chapters[0]
    text = target.read_text()
    text = text.split("\n<!-- kill-test -->")[0] + f"\n<!-- kill-test -->\nEdition {marker} of this paragraph.\n"
    target.write_text(text)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("notebook")
    parser.add_argument("book")
    parser.add_argument("--kills", type=int, default=40)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    notebook = str(pathlib.Path(args.notebook).resolve())
    work = pathlib.Path(tempfile.mkdtemp(prefix="notebook-kill-"))
    book = work / "book"
    # The book is its config and its chapters; copying only those keeps a repository checkout's other folders out.
    book.mkdir()
    shutil.copy2(pathlib.Path(args.book) / "notebook.toml", book / "notebook.toml")
    shutil.copytree(pathlib.Path(args.book) / "Chapters", book / "Chapters")
    site = book / "Site"
    rng = random.Random(args.seed)

    edit(book, "A")
    start = time.perf_counter()
    build(notebook, book)
    duration = time.perf_counter() - start
    edit(book, "A2")
    start = time.perf_counter()
    build(notebook, book)
    rebuild_duration = time.perf_counter() - start
    passed = failed = 0
    try:
        for kill in range(args.kills):
            previous = snapshot(site)
            edit(book, f"B{kill}")
            incremental = kill % 2 == 1
            if not incremental:
                # Without a cache the build does all its work every time; kill it somewhere inside that work.
                shutil.rmtree(book / ".notebook-cache", ignore_errors=True)
            process = subprocess.Popen([notebook, "build"], cwd=book, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            time.sleep(rng.uniform(0, (rebuild_duration if incremental else duration) * 1.2))
            process.send_signal(signal.SIGKILL)
            process.wait()
            after = snapshot(site)
            build(notebook, book)
            complete_new = snapshot(site)
            fresh = None
            if incremental:
                scratch = work / f"scratch-{kill}"
                scratch.mkdir()
                shutil.copy2(book / "notebook.toml", scratch / "notebook.toml")
                shutil.copytree(book / "Chapters", scratch / "Chapters")
                build(notebook, scratch)
                fresh = snapshot(scratch / "Site")
                shutil.rmtree(scratch, ignore_errors=True)
            if fresh is not None and fresh != complete_new:
                failed += 1
                changed = sorted(set(fresh.items()) ^ set(complete_new.items()))[:5]
                print(f"kill {kill}: the rebuild after the kill differs from a build from scratch: {changed}")
            elif after == previous or after == complete_new:
                passed += 1
            else:
                failed += 1
                changed = sorted(set((previous or {}).items()) ^ set((after or {}).items()))[:5]
                print(f"kill {kill}: Site/ is neither the previous nor the next complete site; differing entries: {changed}")
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print(f"kill-build: {args.kills} kills during builds of about {duration:.2f} s (rebuilds {rebuild_duration:.3f} s)")
    print(f"kill-build: {passed} passed, {failed} failed")
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
