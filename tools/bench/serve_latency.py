#!/usr/bin/env python3
"""Times how long a saved chapter takes to reach an open page in `notebook serve`.

Copies a book (notebook.toml and Chapters/) to a temporary folder, starts `notebook serve --port 0` on it, and RUNS
times: opens a long-poll (`/__notebook/wait?since=VERSION`, what the page's live-reload script does), writes one chapter
(a new sentence at its end), and times from the write until the long-poll answers with a new version. Reports each
time, the median, and the "rebuilt ... in N ms" lines serve logged.

Usage: serve_latency.py NOTEBOOK_BINARY [--book DIR] [--chapter NAME] [--runs 10]
"""

import argparse
import http.client
import json
import pathlib
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time


def fetch_version(port, since, timeout=60):
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout)
    try:
        connection.request("GET", f"/__notebook/wait?since={since}")
        response = connection.getresponse()
        body = response.read()
        if response.status != 200:
            raise RuntimeError(f"/__notebook/wait answered {response.status}: {body!r}")
        return json.loads(body)["version"]
    finally:
        connection.close()


def read_lines(stream, sink):
    for line in iter(stream.readline, ""):
        sink.append(line)


def start_server(binary, book, log):
    process = subprocess.Popen([binary, "serve", "--port", "0", "--book", str(book)], stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, text=True)
    # Read serve's log from the start: a full pipe would stop it.
    threading.Thread(target=read_lines, args=(process.stderr, log), daemon=True).start()
    line = process.stdout.readline()
    match = re.search(r"http://127\.0\.0\.1:(\d+)/", line)
    if not match:
        process.kill()
        process.wait()
        raise RuntimeError(f"serve did not start: {line!r} {''.join(log)}")
    return process, int(match.group(1))


def time_one_edit(port, chapter, run):
    version = fetch_version(port, -1)
    answered = {}

    def long_poll():
        answered["version"] = fetch_version(port, version)
        answered["at"] = time.perf_counter()

    waiter = threading.Thread(target=long_poll)
    waiter.start()
    time.sleep(0.3)  # the long-poll is open and waiting before the write
    if "version" in answered:
        raise RuntimeError("the long-poll answered before anything changed")
    text = chapter.read_text()
    started = time.perf_counter()
    chapter.write_text(text + f"\nEdited for latency run {run}.\n")
    waiter.join(timeout=30)
    if "at" not in answered:
        raise RuntimeError("no new version within 30 s")
    if answered["version"] == version:
        raise RuntimeError("the long-poll answered with the old version")
    return (answered["at"] - started) * 1000


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("binary")
    parser.add_argument("--book", default=str(pathlib.Path(__file__).resolve().parents[2]))
    parser.add_argument("--chapter", help="the chapter to edit (default: the first in Chapters/)")
    parser.add_argument("--runs", type=int, default=10)
    arguments = parser.parse_args()

    source = pathlib.Path(arguments.book)
    with tempfile.TemporaryDirectory() as folder:
        book = pathlib.Path(folder) / "book"
        book.mkdir()
        shutil.copy(source / "notebook.toml", book / "notebook.toml")
        shutil.copytree(source / "Chapters", book / "Chapters")
        chapters = sorted((book / "Chapters").rglob("*.md"))
        chapter = book / "Chapters" / arguments.chapter if arguments.chapter else chapters[0]
        log = []
        process, port = start_server(arguments.binary, book, log)
        try:
            fetch_version(port, -1)
            time.sleep(0.5)  # the first build's files settle before the first edit
            times = []
            for run in range(arguments.runs):
                times.append(time_one_edit(port, chapter, run))
                time.sleep(0.3)
        finally:
            process.terminate()
            process.wait(timeout=10)
    rebuilt = [line.strip() for line in log if line.startswith("rebuilt ")]
    print(f"edited {chapter.relative_to(book)} {len(times)} times")
    print("write -> long-poll answer (ms): " + ", ".join(f"{t:.1f}" for t in times))
    print(f"median: {statistics.median(times):.1f} ms, min {min(times):.1f} ms, max {max(times):.1f} ms")
    for line in rebuilt:
        print(f"  serve: {line}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
