#!/usr/bin/env python3
"""Attributes the bytes of a WebAssembly module to its functions, Swift types and modules.

Reads the module's sections, the size of each function body in the code section and the function names in the
`name` custom section (present when the module is linked without --strip-all: `NOTEBOOK_WASM_NAMES=1
scripts/build-wasm.sh`), demangles the Swift names with `swift demangle --simplified`, and prints the sections, the
largest functions, and the bodies summed by owner (the Swift type or free function a body belongs to, looking
through `generic specialization ... of`, `outlined copy of` and the like) and by module.

Usage: size_report.py WASM [--top N] [--functions N]
"""

import argparse
import collections
import re
import subprocess
import sys

SECTION_NAMES = {0: "custom", 1: "type", 2: "import", 3: "function", 4: "table", 5: "memory", 6: "global",
                 7: "export", 8: "start", 9: "element", 10: "code", 11: "data", 12: "datacount"}


def read_uleb(data, offset):
    result, shift = 0, 0
    while True:
        byte = data[offset]
        offset += 1
        result |= (byte & 0x7F) << shift
        shift += 7
        if byte < 0x80:
            return result, offset


def read_name(data, offset):
    length, offset = read_uleb(data, offset)
    return data[offset:offset + length].decode("utf-8", "replace"), offset + length


def sections(data):
    if data[:4] != b"\0asm":
        sys.exit("error: not a WebAssembly module")
    offset = 8
    while offset < len(data):
        section_id = data[offset]
        size, body = read_uleb(data, offset + 1)
        yield section_id, data[body:body + size], body + size - offset
        offset = body + size


def imported_function_count(payload):
    count, offset = read_uleb(payload, 0)
    functions = 0
    for _ in range(count):
        _, offset = read_name(payload, offset)
        _, offset = read_name(payload, offset)
        kind = payload[offset]
        offset += 1
        if kind == 0:
            _, offset = read_uleb(payload, offset)
            functions += 1
        elif kind == 1:
            offset += 1
            flags, offset = read_uleb(payload, offset)
            _, offset = read_uleb(payload, offset)
            if flags & 1:
                _, offset = read_uleb(payload, offset)
        elif kind == 2:
            flags, offset = read_uleb(payload, offset)
            _, offset = read_uleb(payload, offset)
            if flags & 1:
                _, offset = read_uleb(payload, offset)
        elif kind == 3:
            offset += 2
    return functions


def body_sizes(payload):
    count, offset = read_uleb(payload, 0)
    sizes = []
    for _ in range(count):
        size, start = read_uleb(payload, offset)
        sizes.append(start + size - offset)
        offset = start + size
    return sizes


def function_names(payload):
    _, offset = read_name(payload, 0)  # "name"
    names = {}
    while offset < len(payload):
        kind = payload[offset]
        size, start = read_uleb(payload, offset + 1)
        if kind == 1:
            count, cursor = read_uleb(payload, start)
            for _ in range(count):
                index, cursor = read_uleb(payload, cursor)
                names[index], cursor = read_name(payload, cursor)
        offset = start + size
    return names


def demangle(names, simplified=True):
    text = "\n".join(name.replace("\n", " ") for name in names)
    command = ["swift", "demangle"] + (["--simplified"] if simplified else [])
    try:
        output = subprocess.run(command, input=text, capture_output=True, text=True, check=True).stdout
    except (OSError, subprocess.CalledProcessError):
        return list(names)
    lines = output.split("\n")
    return lines[:len(names)] if len(lines) >= len(names) else list(names)


PREFIXES = ("generic specialization ", "function signature specialization ", "specialized ", "merged ",
            "outlined copy of ", "outlined consume of ", "outlined destroy of ", "outlined retain of ",
            "outlined release of ", "outlined init with take of ", "outlined init with copy of ",
            "outlined assign with take of ", "outlined assign with copy of ", "partial apply forwarder for ",
            "partial apply for ", "value witness for ", "one-time initialization function for ",
            "one-time initialization token for ", "variable initialization expression of ", "lazy protocol witness ",
            "static ", "dispatch thunk of ", "protocol witness for ", "serialized, ", "implicit ")


def skip_brackets(text, index):
    """The index after the bracketed group (<...>, (...), [...], {...}) that starts at `index`."""
    depth = 0
    for position in range(index, len(text)):
        if text[position] in "<([{":
            depth += 1
        elif text[position] in ">)]}":
            depth -= 1
            if depth == 0:
                return position + 1
    return len(text)


def unwrap(name):
    """The innermost meaningful name: without `generic specialization <...> of`, `closure #1 in` and the like."""
    while True:
        previous = name
        for prefix in PREFIXES:
            if name.startswith(prefix):
                name = name[len(prefix):]
        if name.startswith(("<", "{")):
            name = name[skip_brackets(name, 0):].lstrip()
            if name.startswith("of "):
                name = name[3:]
        match = re.match(r"^(?:closure #\d+|reabstraction thunk helper|outlined variable #\d+ of|"
                         r"[A-Za-z_]+ #\d+)(?: .*?)? in ", name)
        if match and not name.startswith("(extension"):
            name = name[match.end():]
        if name == previous:
            return name


def owner(demangled):
    """The type (or free function) a body belongs to: `Module.Type` of its innermost meaningful name."""
    name = unwrap(demangled)
    if name.startswith("(extension in "):
        name = name[skip_brackets(name, 0):].lstrip(":")
    plain, position = "", 0
    while position < len(name) and name[position] not in " (":
        if name[position] == "<":
            position = skip_brackets(name, position)
            continue
        plain += name[position]
        position += 1
    parts = [part for part in plain.split(".") if part]
    if not parts:
        return demangled[:60]
    return ".".join(parts[:2])


def module(qualified, mangled):
    """The module a body comes from: the first identifier of its mangled name (`$s15SnippetLanguage...`; the standard
    library's substitutions `$sSa...` are Swift's), so that a specialisation of a standard-library generic counts as
    the standard library's; C for a name that is not Swift's."""
    name = mangled.lstrip("_")
    if not name.startswith(("$s", "$e")):
        return "C (wasi-libc, runtime shim)"
    name = name[2:]
    match = re.match(r"(\d+)", name)
    if match:
        start = match.end()
        return name[start:start + int(match.group(1))]
    if name.startswith("S"):
        return "Swift"
    return owner(qualified).split(".")[0]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("wasm")
    parser.add_argument("--top", type=int, default=30, help="owners and modules to list")
    parser.add_argument("--functions", type=int, default=30, help="largest functions to list")
    arguments = parser.parse_args()
    data = open(arguments.wasm, "rb").read()

    imports, sizes, names, section_totals = 0, [], {}, collections.Counter()
    for section_id, payload, total in sections(data):
        label = SECTION_NAMES.get(section_id, str(section_id))
        if section_id == 0:
            label = "custom " + read_name(payload, 0)[0]
        section_totals[label] += total
        if section_id == 2:
            imports = imported_function_count(payload)
        elif section_id == 10:
            sizes = body_sizes(payload)
        elif label == "custom name":
            names = function_names(payload)

    print(f"{len(data)} bytes")
    for label, total in section_totals.most_common():
        print(f"  {total:>9}  section {label}")
    raw = [names.get(imports + index, f"func[{imports + index}]") for index in range(len(sizes))]
    demangled = demangle(raw)
    qualified = demangle(raw, simplified=False)
    code = sum(sizes)

    print(f"\nlargest functions (of {len(sizes)}, {code} bytes of code):")
    order = sorted(range(len(sizes)), key=lambda index: -sizes[index])
    for index in order[:arguments.functions]:
        print(f"  {sizes[index]:>8}  {demangled[index][:150]}")

    by_owner, by_module, counts = collections.Counter(), collections.Counter(), collections.Counter()
    for size, name, full, mangled in zip(sizes, demangled, qualified, raw):
        key = owner(name)
        by_owner[key] += size
        counts[key] += 1
        by_module[module(full, mangled)] += size
    print(f"\nby owner (type or free function), top {arguments.top}:")
    for key, total in by_owner.most_common(arguments.top):
        print(f"  {total:>8}  {100 * total / code:5.1f}%  {counts[key]:>5} bodies  {key}")
    print("\nby module (the first one its mangled name names; C: not a Swift name):")
    for key, total in by_module.most_common(arguments.top):
        print(f"  {total:>8}  {100 * total / code:5.1f}%  {key}")


if __name__ == "__main__":
    main()
