#!/usr/bin/env python3
"""Checks that the documentation does what it says, as a newcomer copying its examples would find out.

    python3 tools/docs/check_docs.py .build/debug/notebook

1. Every fenced block marked ``markdown`` in README.md and docs/*.md is a chapter (a fragment without a title gets
   a `# Example` heading): a book of it alone must pass `notebook verify --strict` and `notebook build --strict`.
2. The `notebook.toml` example of docs/authoring.md is read as a book's configuration and verifies.
3. Every `notebook COMMAND ... --flag` written in README.md, docs/*.md and docs/notebook.1 names a command and
   flags that `notebook COMMAND --help` lists.
4. The CI recipe of docs/ci.md: `verify --format github` prints `::error file=...,line=...,col=...,title=...::`
   annotations, `--report notebook.xml` writes a JUnit report whose test cases carry `file`, `line` and `time`,
   `--report notebook.json` writes JSON, and the exit status is 1 when a check fails.
5. Every path and type named in a README under Sources/ (a module's or a folder's), README.md, docs/authoring.md, ci.md,
   figures.md and live-cells.md exists (a path of the repository, or one the code or scripts write; a name written in the code).

Each problem is printed as `path:line: error: message`; the exit status is 1 when there is any.
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ElementTree

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
DOCS = ["README.md"] + sorted("docs/" + name for name in os.listdir(os.path.join(ROOT, "docs"))
                              if name.endswith(".md"))
COMMANDS = ["build", "verify", "eval", "reference", "init", "new", "serve", "completions"]
ENVIRONMENT = dict(os.environ, NOTEBOOK_PROGRESS="never", NO_COLOR="1", NOTEBOOK_ELAPSED="never",
                   NOTEBOOK_WASM="none")

problems = []


def problem(path, line, message):
    problems.append(f"{path}:{line}: error: {message}")


def read(path):
    with open(os.path.join(ROOT, path), encoding="utf-8") as handle:
        return handle.read()


def run(notebook, arguments, directory):
    return subprocess.run([notebook] + arguments, cwd=directory, capture_output=True, text=True,
                          env=ENVIRONMENT, timeout=120)


def fenced_blocks(text, language):
    """(line of the opening fence, body) of every top-level fenced block whose info string is `language`."""
    lines = text.split("\n")
    blocks, index = [], 0
    while index < len(lines):
        match = re.match(r"^(`{3,}|~{3,})\s*(\S*)", lines[index])
        if not match:
            index += 1
            continue
        fence, info = match.group(1), match.group(2)
        end = index + 1
        while end < len(lines) and not closes(lines[end], fence):
            end += 1
        if info == language:
            blocks.append((index + 1, "\n".join(lines[index + 1:end]) + "\n"))
        index = end + 1
    return blocks


def closes(line, fence):
    """Whether `line` closes a block opened by `fence` (the same character, at least as many, nothing else)."""
    stripped = line.strip()
    return line.startswith(fence[0]) and len(stripped) >= len(fence) and set(stripped) == {fence[0]}


def scratch_book(chapters, toml=None):
    """A book in a temporary folder holding `chapters` (file name -> text), listed in order."""
    book = tempfile.mkdtemp(prefix="notebook-docs-")
    os.makedirs(os.path.join(book, "Chapters"))
    for name, text in chapters.items():
        with open(os.path.join(book, "Chapters", name), "w", encoding="utf-8") as handle:
            handle.write(text)
    if toml is None:
        listed = ", ".join(f'"{name}"' for name in chapters)
        toml = f'title = "Documentation example"\nchapters = [{listed}]\n'
    with open(os.path.join(book, "notebook.toml"), "w", encoding="utf-8") as handle:
        handle.write(toml)
    return book


def has_title(text):
    return text.startswith("---\n") or re.search(r"^# ", text, re.MULTILINE) is not None


def check_markdown_examples(notebook):
    count = 0
    for doc in DOCS:
        for line, body in fenced_blocks(read(doc), "markdown"):
            count += 1
            chapter = body if has_title(body) else "# Example\n\n" + body
            book = scratch_book({"01-example.md": chapter})
            try:
                for command in (["verify", "--strict"], ["build", "--strict"]):
                    result = run(notebook, command, book)
                    if result.returncode != 0:
                        output = (result.stdout + result.stderr).strip().replace("\n", "\n    ")
                        problem(doc, line, f"the example does not pass `notebook {' '.join(command)}`:\n    {output}")
            finally:
                shutil.rmtree(book)
    return count


def check_configuration_example(notebook):
    doc = "docs/authoring.md"
    blocks = fenced_blocks(read(doc), "toml")
    for line, toml in blocks:
        names = re.findall(r'"([^"]+\.md)"', toml)
        book = scratch_book({name: f"# Chapter {number}\n\nText.\n" for number, name in enumerate(names, 1)}, toml)
        try:
            result = run(notebook, ["verify", "--strict"], book)
            if result.returncode != 0:
                problem(doc, line, f"the notebook.toml example is refused: {(result.stdout + result.stderr).strip()}")
        finally:
            shutil.rmtree(book)
    return len(blocks)


def help_flags(notebook, command):
    result = run(notebook, [command, "--help"], ROOT)
    if result.returncode != 0:
        return None
    return set(re.findall(r"(?<![\w-])(--[a-z][a-z-]*)", result.stdout))


def code_segments(doc, text):
    """(line, text) of what a reader would copy: lines of fenced blocks and inline code spans; in the man page,
    the synopses (`.SS`) and bold runs."""
    segments, fence = [], None
    for number, line in enumerate(text.split("\n"), 1):
        if doc.endswith(".1"):
            line = line.replace("\\-", "-")
            if line.startswith(".SS"):
                segments.append((number, line[3:].strip().strip('"')))
            segments += [(number, run) for run in re.findall(r"\\fB(.*?)\\f[RP]", line)]
            continue
        opening = re.match(r"^\s*(`{3,}|~{3,})", line)
        if fence is None and opening:
            fence = opening.group(1)
        elif fence is not None and closes(line.strip(), fence):
            fence = None
        elif fence is not None:
            segments.append((number, re.split(r"\s#\s", line)[0]))
        else:
            segments += [(number, span) for span in re.findall(r"`([^`]+)`", line)]
    return segments


def mentioned_commands(doc, text):
    """(line, command, flags) for every `notebook COMMAND ...` the reader would copy."""
    found = []
    for number, segment in code_segments(doc, text):
        for match in re.finditer(r"(?<![\w/.-])notebook ([a-z]+)\b([^\n]*)", segment):
            command, rest = match.group(1), match.group(2)
            # a comment, or the next command on the line, ends the mention
            rest = re.split(r"\s#\s|&&|\bnotebook [a-z]+\b", rest)[0]
            found.append((number, command, set(re.findall(r"(?<![\w-])(--[a-z][a-z-]*)", rest))))
    return found


def check_flags(notebook):
    flags = {command: help_flags(notebook, command) for command in COMMANDS}
    count = 0
    for doc in DOCS + ["docs/notebook.1"]:
        for line, command, used in mentioned_commands(doc, read(doc)):
            if command not in flags:
                problem(doc, line, f"`notebook {command}` is not a command of notebook ({', '.join(COMMANDS)})")
                continue
            count += 1
            for flag in sorted(used - (flags[command] or set())):
                problem(doc, line, f"`notebook {command} {flag}`: `notebook {command} --help` has no {flag}")
    for doc in SYNOPSES:
        check_synopses_are_whole(doc, flags)
    return count


# The command table of the README and the man page's synopses are where a reader looks up a command's flags.
SYNOPSES = ["README.md", "docs/notebook.1"]


def check_synopses_are_whole(doc, flags):
    documented = {}
    for _, command, used in mentioned_commands(doc, read(doc)):
        documented.setdefault(command, set()).update(used)
    for command in COMMANDS:
        missing = (flags[command] or set()) - documented.get(command, set()) - {"--help", "--version"}
        if missing:
            problem(doc, 1, f"`notebook {command} --help` lists {', '.join(sorted(missing))}, which {doc} never "
                            f"shows with `notebook {command}`")


FAILING_CHAPTER = """# CI

```objc id=scale title="A scale"
CGAffineTransform transform = CGAffineTransformMakeScale(2, 2);
```

```expect
transform.a = 3
transform.d = 2
```
"""


def check_ci_reports(notebook):
    book = scratch_book({"01-ci.md": FAILING_CHAPTER})
    doc = "docs/ci.md"
    try:
        result = run(notebook, ["verify", "--strict", "--format", "github", "--report", "notebook.xml"], book)
        if result.returncode != 1:
            problem(doc, 1, f"a failing check gave exit status {result.returncode}, not 1")
        annotation = re.compile(r"^::error file=Chapters/01-ci\.md,line=\d+,col=\d+,title=Listing 1\.1 › expect "
                                r"transform\.a::.+")
        if not any(annotation.match(line) for line in result.stdout.split("\n")):
            problem(doc, 1, f"no annotation of the shape `::error file=...,line=...,col=...,title=...::` on standard "
                            f"output:\n{result.stdout}")
        if not re.search(r"^1 passed, 1 failed", result.stdout, re.MULTILINE):
            problem(doc, 1, f"--format github prints no summary on standard output:\n{result.stdout}")
        suite = ElementTree.parse(os.path.join(book, "notebook.xml")).getroot()
        cases = suite.findall(".//testcase")
        if not cases:
            problem(doc, 1, "the JUnit report has no testcase")
        for case in cases:
            missing = [name for name in ("name", "file", "line", "time") if name not in case.attrib]
            if missing:
                problem(doc, 1, f"a JUnit test case lacks {', '.join(missing)}: {case.attrib}")
        names = sorted(case.attrib.get("name", "") for case in cases)
        if "Listing 1.1 › expect transform.a" not in names:
            problem(doc, 1, f"no JUnit test case named 'Listing 1.1 › expect transform.a': {names}")
        if not any(case.find("failure") is not None for case in cases):
            problem(doc, 1, "the JUnit report has no failure")
        run(notebook, ["verify", "--report", "notebook.json"], book)
        with open(os.path.join(book, "notebook.json"), encoding="utf-8") as handle:
            json.load(handle)
        text = run(notebook, ["verify", "--format", "json"], book)
        json.loads(text.stdout)
    finally:
        shutil.rmtree(book)


def repository_paths():
    """Every file and folder of the repository (outside .build), relative to its root."""
    paths = set()
    for directory, folders, files in os.walk(ROOT):
        folders[:] = [name for name in folders if not name.startswith(".")]
        relative = os.path.relpath(directory, ROOT)
        for name in folders + files:
            paths.add(os.path.normpath(os.path.join(relative, name)))
    return paths


def written_paths():
    """The text of the code and the scripts, where the paths of what they write (a site's `assets/live.js`, the
    module's `.build/wasm32/notebook.wasm`) are spelled out."""
    texts = []
    for top in ("Sources", "scripts"):
        for directory, _, files in os.walk(os.path.join(ROOT, top)):
            for name in files:
                if name.endswith((".swift", ".sh")):
                    with open(os.path.join(directory, name), encoding="utf-8") as handle:
                        texts.append(handle.read())
    return "\n".join(texts)


def source_words():
    """Every identifier written in the Swift code of Sources/ and Tests/: a README may name a type, a function or
    a file by it."""
    words = set()
    for top in ("Sources", "Tests"):
        for directory, _, files in os.walk(os.path.join(ROOT, top)):
            for name in files:
                if name.endswith(".swift"):
                    words.add(name[:-len(".swift")])
                    with open(os.path.join(directory, name), encoding="utf-8") as handle:
                        words.update(re.findall(r"[A-Za-z_][A-Za-z0-9_]*", handle.read()))
    return words


def check_module_readmes():
    paths, written, words = repository_paths(), written_paths(), source_words()
    count = 0
    # A module's README and its folders' (Sources/Notebook/Build/README.md).
    readmes = sorted(os.path.relpath(os.path.join(directory, "README.md"), ROOT)
                     for directory, _, files in os.walk(os.path.join(ROOT, "Sources")) if "README.md" in files)
    for doc in readmes + NAMING_DOCS:
        for number, line in enumerate(read(doc).split("\n"), 1):
            for span in re.findall(r"`([^`\n]+)`", line):
                count += check_named_thing(doc, number, span, (paths, written), words)
    return count


# The docs that describe the code by its names, as the module READMEs do.
NAMING_DOCS = ["README.md", "docs/authoring.md", "docs/ci.md", "docs/figures.md", "docs/live-cells.md"]
# The users' docs also name files of books and sites; only their names of the repository's files are checked.
USER_DOCS = ["README.md", "docs/authoring.md", "docs/ci.md"]
SWIFT_NAMES = {"Int", "Float", "Double", "String", "Bool", "StaticString", "SIMD4", "DispatchQueue"}
TOP_FOLDERS = ("Sources/", "Tests/", "tools/", "scripts/", "docs/", "fuzz/")


def check_named_thing(doc, line, span, places, words):
    """1 when `span` names a path or a type that was checked, else 0; a path must end some path of the repository
    (READMEs name files relative to the folder they describe), a type must be written somewhere in the code."""
    is_path = re.fullmatch(r"\w[\w./+*-]*", span) and not span.startswith("http") \
        and ("/" in span or re.search(r"\.(md|swift|sh|py|txt|js|json)$", span)) \
        and (span.endswith("/") or span.startswith(TOP_FOLDERS) or re.search(r"\.[a-z]+$", span))
    if is_path and doc in USER_DOCS and not (span.startswith(TOP_FOLDERS) or re.search(r"\.(swift|py|sh)$", span)):
        return 0  # a file of a book or of a site (`Site/index.html`, `03-chapter.md`), not of the repository
    if is_path:
        if "*" in span:
            return 0
        suffix, (paths, written) = os.path.normpath(span), places
        if not any(path == suffix or path.endswith("/" + suffix) for path in paths) and suffix not in written:
            problem(doc, line, f"`{span}` names no file or folder of the repository")
        return 1
    named = re.fullmatch(r"([A-Z][A-Za-z0-9]+)(?:\.([a-z][A-Za-z0-9]*))?(?:\(.*\))?", span)
    if named:
        for name in named.groups():
            if name and name not in words and name not in SWIFT_NAMES:
                problem(doc, line, f"`{span}`: nothing named {name} in the code of Sources/ or Tests/")
        return 1
    return 0


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: check_docs.py NOTEBOOK_BINARY")
    notebook = os.path.abspath(sys.argv[1])
    examples = check_markdown_examples(notebook)
    configurations = check_configuration_example(notebook)
    mentions = check_flags(notebook)
    check_ci_reports(notebook)
    names = check_module_readmes()
    for line in problems:
        print(line)
    print(f"docs: {examples} Markdown examples, {configurations} notebook.toml example, {mentions} command lines, "
          f"the CI reports, {names} names of code and files checked; {len(problems)} problems")
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
