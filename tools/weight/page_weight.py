#!/usr/bin/env python3
"""Measures what each part of a built page weighs, in bytes, to see where a page's size goes (issue 15 §11).

usage: page_weight.py PAGE.html [PAGE.html ...]

Every byte of the page is charged to the innermost enclosing part: listing code, expectation table, SVG figure,
live rendition, MathML value, scripted data (data-* attributes), style attributes, and the prose around them.
Attribute bytes are also summed by name across the page, so a repeated attribute shows whatever part it is in.
"""
import collections
import re
import sys
from html.parser import HTMLParser

VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}


def part_of(tag, attributes):
    classes = (attributes.get("class") or "").split()
    if tag == "pre" and "code" in classes:
        return "listing code"
    if tag == "details" and "checks" in classes:
        return "expectation tables"
    if tag == "svg":
        return "svg figures"
    if tag == "div" and "live-rendition" in classes:
        return "live renditions"
    if tag == "math":
        return "mathml values"
    if tag == "figcaption":
        return "captions"
    if tag == "head":
        return "head"
    if tag == "nav":
        return "navigation"
    return None


class Weigher(HTMLParser):
    def __init__(self, text):
        super().__init__(convert_charrefs=False)
        self.text = text
        self.stack = []  # (tag, part or None)
        self.parts = collections.Counter()
        self.attributes = collections.Counter()
        self.line_starts = [0]
        for match in re.finditer("\n", text):
            self.line_starts.append(match.end())

    def current(self):
        for _, part in reversed(self.stack):
            if part:
                return part
        return "prose and page"

    def offset(self):
        line, column = self.getpos()
        return self.line_starts[line - 1] + column

    def charge(self, part, raw):
        self.parts[part] += len(raw.encode())

    def handle_starttag(self, tag, attrs):
        raw = self.get_starttag_text()
        attributes = dict(attrs)
        part = part_of(tag, attributes)
        self.charge(part or self.current(), raw)
        for name, value in attrs:
            self.attributes[name] += len(name) + len((value or "")) + 4
        if tag not in VOID:
            self.stack.append((tag, part))

    def handle_startendtag(self, tag, attrs):
        raw = self.get_starttag_text()
        self.charge(self.current(), raw)
        for name, value in attrs:
            self.attributes[name] += len(name) + len((value or "")) + 4

    def handle_endtag(self, tag):
        where = self.current()
        self.charge(where, "</%s>" % tag)
        for index in range(len(self.stack) - 1, -1, -1):
            if self.stack[index][0] == tag:
                del self.stack[index:]
                break

    def handle_data(self, data):
        self.charge(self.current(), data)

    def handle_entityref(self, name):
        self.charge(self.current(), "&%s;" % name)

    def handle_charref(self, name):
        self.charge(self.current(), "&#%s;" % name)

    def handle_comment(self, data):
        self.charge(self.current(), "<!--%s-->" % data)

    def handle_decl(self, decl):
        self.charge("head", "<!%s>" % decl)


def weigh(path):
    text = open(path, encoding="utf-8").read()
    weigher = Weigher(text)
    weigher.feed(text)
    weigher.close()
    total = len(text.encode())
    print("%s: %d bytes" % (path, total))
    for part, size in weigher.parts.most_common():
        print("  %-20s %8d  %5.1f %%" % (part, size, 100.0 * size / total))
    print("  attributes, whatever part they are in:")
    for name, size in weigher.attributes.most_common(16):
        print("    %-22s %8d" % (name, size))


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit("usage: page_weight.py PAGE.html [PAGE.html ...]")
    for page in sys.argv[1:]:
        weigh(page)
