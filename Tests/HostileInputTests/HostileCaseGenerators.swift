#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// The parts of hostile books that are too large or too strange to commit: megabyte lines, ten thousand nested
/// quotes, symbolic links out of the book, empty folders, thousands of chapters. Keyed by case folder name; each
/// generator writes into the copied book (and may place bait files beside it in the sandbox, where a path trick
/// would reach). The case folder's own files (`notebook.toml`, `expected.txt`) still come from the repository.
enum HostileCaseGenerators {
    typealias Generator = (_ book: URL, _ sandbox: URL) throws -> Void

    static let all: [String: Generator] = [
        "004-blockquotes-10k-deep": { book, _ in
            try chapter(book, "# Quotes\n\n" + String(repeating: "> ", count: 10_000) + "deep\n")
        },
        "005-lists-10k-deep": { book, _ in
            // 10,000 list markers on one line, then 1,500 levels by indentation (about 2 MB), then ordered lists.
            var text = "# Lists\n\n" + String(repeating: "- ", count: 10_000) + "deep\n\n"
            for depth in 0..<1_500 { text += String(repeating: " ", count: depth * 2) + "- item\n" }
            text += "\n" + String(repeating: "1. ", count: 10_000) + "deep\n"
            try chapter(book, text)
        },
        "006-one-megabyte-line": { book, _ in
            try chapter(book, "# Long\n\n" + String(repeating: "word ", count: 210_000) + "\n")
        },
        "013-pathological-emphasis": { book, _ in
            // From cmark's test/pathological_tests.py: nested and unclosed emphasis, mismatched openers.
            let text = "# Emphasis\n\n" + String(repeating: "*a **a ", count: 20_000) + String(repeating: " a** a*", count: 20_000)
                + "\n\n" + String(repeating: "_a ", count: 30_000) + "\n\n" + String(repeating: "a***", count: 30_000)
                + "\n\n" + String(repeating: "**x", count: 30_000) + String(repeating: "x_", count: 30_000) + "\n"
            try chapter(book, text)
        },
        "014-pathological-brackets": { book, _ in
            let text = "# Brackets\n\n" + String(repeating: "[", count: 50_000) + "a" + String(repeating: "]", count: 50_000)
                + "\n\n" + String(repeating: "[a](", count: 30_000) + "\n\n" + String(repeating: "![[]()", count: 30_000)
                + "\n\n" + String(repeating: "<", count: 30_000) + "\n\n" + String(repeating: "`a``", count: 30_000)
                + "\n\n" + String(repeating: "[x]: y\n", count: 5_000) + String(repeating: "[x] ", count: 20_000) + "\n"
            try chapter(book, text)
        },
        "025-multi-megabyte-listing": { book, _ in
            let line = "CGAffineTransform t = CGAffineTransformMakeRotation(M_PI_4); // padding padding padding\n"
            try chapter(book, "# Big\n\n```objc\n" + String(repeating: line, count: 40_000) + "```\n")
        },
        "026-100k-element-expression": { book, _ in
            try chapter(book, "# Sum\n\n```objc\nCGFloat x = 1" + String(repeating: " + 1", count: 100_000) + ";\n```\n")
        },
        "027-deep-parentheses": { book, _ in
            try chapter(book, "# Parens\n\n```objc\nCGFloat x = " + String(repeating: "(", count: 50_000) + "1"
                        + String(repeating: ")", count: 50_000) + ";\n```\n")
        },
        "107-too-many-listings": { book, _ in
            // 419,425 tiny listings: as many as fit in a chapter of the largest size accepted (8 MiB).
            try chapter(book, "# Many\n\n" + String(repeating: "```objc\nint x;\n```\n\n", count: 419_425))
        },
        "111-twenty-thousand-equal-headings": { book, _ in
            // Each repeat is numbered (`section-same-2`...): counting from 2 again for every one took n² steps.
            try chapter(book, "# Same\n\n" + String(repeating: "## same\n\n", count: 20_000))
        },
        "112-twenty-thousand-links-in-one-paragraph": { book, _ in
            // Every link resolved against its chapter's listings, all on one line: once rebuilt the chapter's index
            // and scanned the line for each link.
            try chapter(book, "# Links\n\n```objc id=a title=\"A\"\nCGFloat x = 1;\n```\n\n"
                        + String(repeating: "[](#listing-a) ", count: 20_000) + "\n")
        },
        "130-ten-thousand-column-table": { book, _ in
            // A GFM table whose rows have 10,000 cells, and a body row with 20,000: every row is split once, and all
            // cells go through one cmark call.
            let header = (0..<10_000).map { "c\($0)" }.joined(separator: " | ")
            try chapter(book, "# Wide\n\n| " + header + " |\n|" + String(repeating: " :-: |", count: 10_000) + "\n|"
                        + String(repeating: " `x` |", count: 20_000) + "\n")
        },
        "131-five-thousand-nested-strikethrough": { book, _ in
            // Strikethrough nests 5,000 deep: pairs past the nesting limit stay text (with a warning), so the tree
            // stays shallow for every recursive pass after it.
            try chapter(book, "# Deep\n\n" + String(repeating: "~~a ", count: 5_000) + String(repeating: "b~~ ", count: 5_000)
                        + "\n\nx " + String(repeating: "~", count: 100_000) + "\n")
        },
        "133-autolink-pathologies": { book, _ in
            // Link starts that each would scan the same run to its end, a link ending in 50,000 `)`, and 20,000
            // text `[^` that are no footnote references.
            try chapter(book, "# Links\n\n" + String(repeating: "(www.", count: 20_000) + "example.com\n\n"
                        + "www.example.com/" + String(repeating: ")", count: 50_000) + "\n\n"
                        + String(repeating: "[^ ", count: 20_000) + "\n")
        },
        "083-symlink-to-etc-passwd": { book, _ in
            try FileManager.default.createSymbolicLink(atPath: book.appendingPathComponent("Chapters/x.md").path,
                                                       withDestinationPath: "/etc/passwd")
        },
        "085-folder-named-like-a-chapter": { book, _ in
            try FileManager.default.createDirectory(at: book.appendingPathComponent("Chapters/02-folder.md"),
                                                    withIntermediateDirectories: true)
        },
        "205-named-pipe-chapter": { book, _ in
            // Nobody writes to it: it reads as empty, and a blocking open would wait for ever.
            guard mkfifo(book.appendingPathComponent("Chapters/02-pipe.md").path, 0o644) == 0 else {
                throw CocoaError(.fileWriteUnknown)
            }
        },
        "206-config-is-a-folder": { book, _ in
            try FileManager.default.createDirectory(at: book.appendingPathComponent("notebook.toml/chapters"),
                                                    withIntermediateDirectories: true)
        },
        "207-config-of-twenty-megabytes": { book, _ in
            // Sparse: twenty megabytes of NUL bytes that take no room; it must be refused from its size, unread.
            let path = book.appendingPathComponent("notebook.toml").path
            guard FileManager.default.createFile(atPath: path, contents: Data("title = \"Huge\"\n".utf8)),
                  truncate(path, 20 << 20) == 0 else { throw CocoaError(.fileWriteUnknown) }
        },
        "080-parent-escape": { _, sandbox in
            try Data("# Outside\n\nsecret\n".utf8).write(to: sandbox.appendingPathComponent("outside.md"))
        },
        "089-three-thousand-chapters": { book, _ in
            var list = "title = \"Many\"\nchapters = [\n"
            for index in 1...3_000 {
                let name = String(format: "%04d.md", index)
                list += "  \"\(name)\",\n"
                try Data("# Chapter \(index)\n\nText.\n".utf8).write(to: book.appendingPathComponent("Chapters/" + name))
            }
            try Data((list + "]\n").utf8).write(to: book.appendingPathComponent("notebook.toml"))
        },
        "098-symlinked-chapters-folder": { book, sandbox in
            let outside = sandbox.appendingPathComponent("elsewhere")
            try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
            try Data("# Elsewhere\n".utf8).write(to: outside.appendingPathComponent("01.md"))
            try FileManager.default.createSymbolicLink(atPath: book.appendingPathComponent("Chapters").path,
                                                       withDestinationPath: outside.path)
        },
        "126-eval-update-read-only": { book, _ in
            // A chapter its owner made read-only: the update must refuse, even run as root (which access(2) lets write).
            try FileManager.default.setAttributes([.posixPermissions: 0o444],
                                                  ofItemAtPath: book.appendingPathComponent("Chapters/01.md").path)
        },
    ]

    /// Writes `Chapters/01.md`.
    private static func chapter(_ book: URL, _ text: String) throws {
        let folder = book.appendingPathComponent("Chapters")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: folder.appendingPathComponent("01.md"))
    }
}
