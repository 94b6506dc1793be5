#!/usr/bin/env python3
"""Fill (or check) the `expect` blocks of Chapters/*.md from the oracle.

Every listing with `id=NAME` that is followed by an `expect` block gets the lines computed by the function
registered for NAME in expectations.py. Usage:

    python3 tools/lessons/fill.py            # rewrite the expect blocks in place
    python3 tools/lessons/fill.py --check    # exit 1 if any block differs from the oracle or has none
    python3 tools/lessons/fill.py --show ID  # print one block
"""

import pathlib
import re
import sys

sys.path.insert(0, str(pathlib.Path(__file__).parent))

import expectations  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parents[2]
# A fence at the start of a line, or inside a block quote (the exercises' answers: `> ```expect`).
FENCE = re.compile(r"^((?:> ?)*)(```+)(.*)$")
ID = re.compile(r"\bid=([A-Za-z0-9-]+)")


def unquoted(line, quote):
    """A line of a block inside `quote` without the quote's markers (an empty quoted line may be a bare `>`)."""
    if line.startswith(quote):
        return line[len(quote):]
    if line == quote.rstrip():
        return ""
    return line


def quoted(line, quote):
    return (quote + line) if line else quote.rstrip()


def process(path, check, problems):
    """Fills (or with `check` compares) the expect blocks of one chapter; every block without a listing id or
    without an oracle is appended to `problems` and left as it is, so that one run reports all of them."""
    chapter = path.name
    lines = path.read_text().split("\n")
    out = []
    current_id = None
    i = 0
    changed = False
    used = set()
    while i < len(lines):
        line = lines[i]
        m = FENCE.match(line)
        if not m:
            out.append(line)
            i += 1
            continue
        quote, fence, info = m.group(1), m.group(2), m.group(3).strip()
        # find the closing fence
        j = i + 1
        while j < len(lines) and unquoted(lines[j], quote).strip() != fence:
            j += 1
        body = [unquoted(body_line, quote) for body_line in lines[i + 1:j]]
        word = info.split(" ")[0] if info else ""
        if word in ("objc", "swift"):
            idm = ID.search(info)
            if word == "objc" or idm:
                current_id = idm.group(1) if idm else None
        if word == "expect":
            key = (chapter, current_id)
            if current_id is None:
                problems.append(f"{path}:{i + 1}: expect block without a listing id")
            elif key not in expectations.REGISTRY:
                problems.append(f"{path}:{i + 1}: no oracle for {current_id}")
            else:
                new_body = expectations.REGISTRY[key]()
                used.add(key)
                if new_body != body:
                    changed = True
                    if check:
                        problems.append(f"{path}:{i + 1}: expect block of {current_id} differs from the oracle")
                body = new_body
        out.append(line)
        out.extend(quoted(body_line, quote) for body_line in body)
        if j < len(lines):
            out.append(lines[j])
        i = j + 1
    if changed and not check:
        path.write_text("\n".join(out))
    return changed, used


def main():
    args = sys.argv[1:]
    if args[:1] == ["--show"]:
        for key, fn in expectations.REGISTRY.items():
            if key[1] == args[1]:
                print("\n".join(fn()))
        return 0
    check = "--check" in args
    problems = []
    used = set()
    for path in sorted((ROOT / "Chapters").glob("*.md")):
        _, u = process(path, check, problems)
        used |= u
    for problem in problems:
        print(problem)
    for key in expectations.REGISTRY:
        if key not in used:
            print(f"warning: oracle for {key[0]} {key[1]} is not used by any expect block")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
