#!/usr/bin/env python3
"""Holds the code to the shape DEVELOPERS.md asks for: no source file over 600 lines, no function over 60, one main
type per file.

A function is measured from its first line (attributes and modifiers included, a signature over several lines
included) to its closing brace at the same indentation, so nested functions and closures count towards it. Flat
dispatchers (a switch whose every case is one short call, read as a table) may be longer; they are listed below by
file and name, each with why (an entry whose function is no longer over the limit is reported, so the list cannot
go stale). A file's main type is its one top-level type over 20 lines; beside it a file may keep
small ones that serve it (an error enum, a key, a payload), never a second type of that size. Everything under
Sources/ is checked.

Usage: check_code_shape.py [ROOT]   (prints each problem as path:line: error: ..., exits 1 if there is one)
"""

import os
import re
import sys

MAX_FILE_LINES = 600
MAX_FUNCTION_LINES = 60
# A top-level type longer than this is a main type: a file holds one.
MAX_SECONDARY_TYPE_LINES = 20

# (file name, function name): why it may be longer.
FLAT_DISPATCHERS = {
    ("Lexer.swift", "matchPunctuator"): "the punctuators' table, longest first",
    ("Interpreter+Expressions.swift", "evaluate"): "one case per kind of expression, each a call",
}

DECLARATION = re.compile(
    r"^(\s*)(?:@[\w.]+(?:\([^)]*\))?\s+)*"
    r"(?:(?:public|private|fileprivate|internal|package|open|static|class|mutating|nonmutating|override|final|"
    r"nonisolated|convenience|required|consuming|borrowing)(?:\([^)]*\))?\s+)*"
    r"(func\s+([^\s(<]+)|init[?!]?|deinit|subscript)\b")


TYPE_DECLARATION = re.compile(
    r"^(?:@[\w.]+(?:\([^)]*\))?\s+)*(?:(?:public|private|fileprivate|internal|package|open|final|indirect)\s+)*"
    r"(?:struct|enum|class|protocol|actor)\s+(\w+)")


def top_level_types(lines):
    """(name, first line index, length in lines) of every type declared at the top of a file (extensions aside)."""
    found = []
    index = 0
    while index < len(lines):
        match = TYPE_DECLARATION.match(lines[index])
        if not match:
            index += 1
            continue
        end = index
        if not lines[index].rstrip().endswith("}"):
            while end < len(lines) and not lines[end].startswith("}"):
                end += 1
        found.append((match.group(1), index, end - index + 1))
        index = end + 1
    return found


def functions(lines):
    """(name, first line index, length in lines) of every function, initializer and subscript with a body."""
    found = []
    for start, line in enumerate(lines):
        match = DECLARATION.match(line)
        if not match:
            continue
        indent = len(match.group(1))
        name = match.group(3) or match.group(2)
        # The body opens on the signature's last line (a signature may run over a few lines).
        opening = start
        while opening < len(lines) and not lines[opening].rstrip().endswith("{") and opening - start < 8:
            if lines[opening].rstrip().endswith("}"):
                break  # a one-line body, or a requirement without one
            opening += 1
        if opening >= len(lines) or not lines[opening].rstrip().endswith("{"):
            continue
        end = opening + 1
        closing = " " * indent + "}"
        while end < len(lines) and not (lines[end].startswith(closing) and
                                        len(lines[end]) - len(lines[end].lstrip()) == indent):
            end += 1
        found.append((name, start, end - start + 1))
    return found


def main():
    root = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..", ".."))
    problems, files, measured = [], 0, 0
    allowed_and_long = set()
    for directory, folders, names in os.walk(os.path.join(root, "Sources")):
        folders.sort()
        for file_name in sorted(names):
            if not file_name.endswith(".swift"):
                continue
            path = os.path.join(directory, file_name)
            relative = os.path.relpath(path, root)
            with open(path, encoding="utf-8") as handle:
                lines = handle.read().split("\n")
            files += 1
            if len(lines) - 1 > MAX_FILE_LINES:
                problems.append(f"{relative}:1: error: {len(lines) - 1} lines (at most {MAX_FILE_LINES}): split the file by concept")
            main_types = [(name, start) for name, start, length in top_level_types(lines)
                          if length > MAX_SECONDARY_TYPE_LINES]
            for name, start in main_types[1:]:
                problems.append(f"{relative}:{start + 1}: error: '{name}' is a second main type (over "
                                f"{MAX_SECONDARY_TYPE_LINES} lines) beside '{main_types[0][0]}': give it a file of its own")
            for name, start, length in functions(lines):
                measured += 1
                if length > MAX_FUNCTION_LINES and (file_name, name) in FLAT_DISPATCHERS:
                    allowed_and_long.add((file_name, name))
                elif length > MAX_FUNCTION_LINES:
                    problems.append(f"{relative}:{start + 1}: error: '{name}' is {length} lines (at most "
                                    f"{MAX_FUNCTION_LINES}): split it into named steps")
    for file_name, name in sorted(set(FLAT_DISPATCHERS) - allowed_and_long):
        problems.append(f"tools/docs/check_code_shape.py: error: '{name}' of {file_name} is allowed over "
                        f"{MAX_FUNCTION_LINES} lines but is not (or is gone): take it off FLAT_DISPATCHERS")
    for problem in problems:
        print(problem)
    print(f"code shape: {files} files, {measured} functions measured; {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
