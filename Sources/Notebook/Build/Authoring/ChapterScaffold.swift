#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// `notebook new "Title"`: a new chapter file from a template, added at the end of `notebook.toml`'s `chapters`.
///
/// The template holds an Objective-C listing with its Swift twin and an expectation that verifies, so a new chapter
/// starts green. The config file is edited as text, changing only the `chapters` array, so its comments, order and
/// layout survive.
public enum ChapterScaffold {
    public enum Failure: Error, Equatable, CustomStringConvertible {
        case missingConfig(String)
        case chapterExists(String)
        case unreadableConfig(String)
        case emptyTitle
        case unwritableConfig(String, reason: String)

        public var description: String {
            switch self {
            case .missingConfig(let path): return "no notebook.toml at '\(path)': run 'notebook init' to start a book, or pass --book DIR"
            case .chapterExists(let path): return "a chapter with this title already exists: '\(path)'; not overwriting it"
            case .unreadableConfig(let path): return "cannot find a 'chapters' array to extend in '\(path)'"
            case .emptyTitle: return "the chapter title is empty"
            case .unwritableConfig(let path, let reason): return "cannot add the chapter to '\(path)': \(reason); nothing was written"
            }
        }
    }

    /// Creates the chapter; returns its path relative to the book (e.g. `Chapters/03-perspective.md`).
    public static func addChapter(titled title: String, toBookAt book: URL) throws -> String {
        let trimmedTitle = title.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmedTitle.isEmpty else { throw Failure.emptyTitle }
        let configURL = book.appendingPathComponent("notebook.toml")
        guard let config = try? String(contentsOf: configURL, encoding: .utf8) else {
            throw Failure.missingConfig(configURL.path)
        }
        let chapters = book.appendingPathComponent("Chapters")
        let existing = ((try? FileManager.default.contentsOfDirectory(atPath: chapters.path)) ?? []).sorted()
        let slug = slug(of: trimmedTitle)
        // The same title twice is a mistake: refuse rather than add a second chapter under a new number. A title
        // with no Latin letter has the fallback slug, which says nothing of the title: its twin has the same title.
        let fallback = asciiSlug(of: trimmedTitle).isEmpty
        if let twin = existing.first(where: { name in
            let digits = name.prefix { $0.isASCII && $0.isNumber }
            guard !digits.isEmpty, name.dropFirst(digits.count) == "-" + slug + ".md" else { return false }
            return !fallback || frontMatterTitle(of: chapters.appendingPathComponent(name)) == trimmedTitle
        }) {
            throw Failure.chapterExists("Chapters/" + twin)
        }
        let fileName = String(format: "%02d", nextNumber(after: existing)) + "-" + slug + ".md"
        let chapterURL = chapters.appendingPathComponent(fileName)
        let relativePath = "Chapters/" + fileName
        if FileManager.default.fileExists(atPath: chapterURL.path) {
            throw Failure.chapterExists(relativePath)
        }
        guard let newConfig = insertingChapter(fileName, into: config) else {
            throw Failure.unreadableConfig(configURL.path)
        }
        try FileManager.default.createDirectory(at: chapters, withIntermediateDirectories: true)
        // O_EXCL: never replace a file that appeared since the check above.
        let descriptor = open(chapterURL.path, O_CREAT | O_EXCL | O_WRONLY, 0o644)
        guard descriptor >= 0 else { throw Failure.chapterExists(relativePath) }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        do {
            try handle.write(contentsOf: Data(template(title: trimmedTitle).utf8))
            try handle.close()
            if let failure = FileReplacement.replace(configURL.path, with: Array(newConfig.utf8)) { throw failure }
        } catch {
            // A chapter the reading order does not list would only be a warning of every build: take it back.
            try? FileManager.default.removeItem(at: chapterURL)
            let reason = (error as? FileReplacement.Failure)?.description ?? SystemErrorReason.of(error) ?? "\(error)"
            throw Failure.unwritableConfig(configURL.path, reason: reason)
        }
        return relativePath
    }

    /// One more than the largest `NN-` prefix among the chapter files, so new chapters sort after existing ones.
    static func nextNumber(after fileNames: [String]) -> Int {
        let numbers = fileNames.compactMap { name -> Int? in
            let digits = name.prefix { $0.isASCII && $0.isNumber }
            return digits.isEmpty ? nil : Int(digits)
        }
        return (numbers.max() ?? 0) + 1
    }

    /// Lowercase ASCII letters and digits joined by single hyphens, Latin letters transliterated (`Über Maß` ->
    /// `uber-mass`) rather than dropped; `chapter` when nothing is left (a CJK title).
    public static func slug(of title: String) -> String {
        let slug = asciiSlug(of: title)
        return slug.isEmpty ? "chapter" : slug
    }

    /// The title of a chapter's front matter, nil when it has none or cannot be read.
    private static func frontMatterTitle(of chapter: URL) -> String? {
        guard let text = try? String(contentsOf: chapter, encoding: .utf8) else { return nil }
        return FrontMatter.parse(text, path: chapter.path).frontMatter.title
    }

    /// `slug(of:)` before the fallback: empty when the title has no Latin letter or digit.
    static func asciiSlug(of title: String) -> String {
        var slug = ""
        var pendingHyphen = false
        for scalar in transliterated(title.lowercased()).unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                if pendingHyphen, !slug.isEmpty { slug += "-" }
                pendingHyphen = false
                slug.unicodeScalars.append(scalar)
            } else {
                pendingHyphen = true
            }
            if slug.count >= 48 { break }
        }
        return slug
    }

    /// Letters that do not decompose into a base letter and marks, spelled in ASCII.
    private static let latinLetters: [Unicode.Scalar: String] = [
        "ß": "ss", "æ": "ae", "œ": "oe", "ø": "o", "đ": "d", "ð": "d", "ł": "l", "þ": "th", "ı": "i", "ħ": "h",
    ]

    /// Accents dropped (canonical decomposition, then the combining marks removed) and the letters above spelled out.
    static func transliterated(_ text: String) -> String {
        var result = ""
        for scalar in text.decomposedStringWithCanonicalMapping.unicodeScalars {
            if let spelled = latinLetters[scalar] {
                result += spelled
            } else if scalar.properties.generalCategory != .nonspacingMark {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// `config` with `"fileName"` appended to its `chapters` array, keeping the array's own layout: one entry per line
    /// (same indentation, trailing comma kept) or inline (`", "` separated). Nil when there is no such array.
    public static func insertingChapter(_ fileName: String, into config: String) -> String? {
        let entry = "\"" + fileName + "\""
        var lines = config.components(separatedBy: "\n")
        guard let keyLine = lines.firstIndex(where: isChaptersKey) else {
            // No array yet: a top-level key must come before the first table header.
            let insertAt = lines.firstIndex { $0.trimmingCharacters(in: .whitespaces).hasPrefix("[") } ?? lines.count
            let hasTrailingEmptyLine = insertAt == lines.count && lines.last == ""
            lines.insert("chapters = [\(entry)]", at: hasTrailingEmptyLine ? lines.count - 1 : insertAt)
            return lines.joined(separator: "\n")
        }
        guard let array = scanArray(lines, from: keyLine) else { return nil }
        if array.closing.line == keyLine || array.lastEntry == nil || array.lastEntry?.line == array.closing.line {
            // Inline (or the last entry shares the closing line): insert before the bracket.
            insert(entry, beforeClosingOf: array, in: &lines)
        } else if let last = array.lastEntry {
            insert(entry, after: last, in: &lines)
        }
        return lines.joined(separator: "\n")
    }

    /// Where the `chapters` array closes, and where its last entry ends.
    private struct ArrayScan {
        var closing: (line: Int, offset: Int)
        var lastEntry: (line: Int, endOffset: Int)?
    }

    /// Finds the closing bracket of the array opened on `keyLine`, skipping strings and comments; nil when the array
    /// is not closed.
    private static func scanArray(_ lines: [String], from keyLine: Int) -> ArrayScan? {
        var lastEntry: (line: Int, endOffset: Int)?
        for lineIndex in keyLine..<lines.count {
            let characters = Array(lines[lineIndex])
            var offset = 0
            if lineIndex == keyLine {
                guard let open = characters.firstIndex(of: "[") else { return nil }
                offset = open + 1
            }
            while offset < characters.count {
                let character = characters[offset]
                if character == "#" { break }
                if character == "\"" || character == "'" {
                    let end = endOfString(in: characters, openingAt: offset)
                    lastEntry = (lineIndex, min(end + 1, characters.count))
                    offset = end + 1
                    continue
                }
                if character == "]" {
                    return ArrayScan(closing: (lineIndex, offset), lastEntry: lastEntry)
                }
                offset += 1
            }
        }
        return nil
    }

    /// The offset of the quote closing the string that opens at `start` (the line's end when it is not closed); a
    /// backslash escapes the next character in a double-quoted string.
    private static func endOfString(in characters: [Character], openingAt start: Int) -> Int {
        let quote = characters[start]
        var end = start + 1
        while end < characters.count, characters[end] != quote {
            end += quote == "\"" && characters[end] == "\\" ? 2 : 1
        }
        return end
    }

    private static func insert(_ entry: String, beforeClosingOf array: ArrayScan, in lines: inout [String]) {
        let closing = array.closing
        var characters = Array(lines[closing.line])
        let before = String(characters[..<closing.offset])
        let needsComma = array.lastEntry != nil && !before.trimmingCharacters(in: .whitespaces).hasSuffix(",")
        let needsSpace = before.last.map { $0 != " " && $0 != "[" } ?? false
        let insertion = (needsComma ? "," : "") + (needsComma || needsSpace ? " " : "") + entry
        characters.insert(contentsOf: insertion, at: closing.offset)
        lines[closing.line] = String(characters)
    }

    /// One entry per line: the new one on a line of its own after the last, indented alike, with a comma after the
    /// last one (and after the new one when the last had one).
    private static func insert(_ entry: String, after last: (line: Int, endOffset: Int), in lines: inout [String]) {
        var lastLine = Array(lines[last.line])
        let rest = String(lastLine[last.endOffset...])
        let hasComma = rest.trimmingCharacters(in: .whitespaces).hasPrefix(",")
        if !hasComma {
            lastLine.insert(",", at: last.endOffset)
            lines[last.line] = String(lastLine)
        }
        let indentation = String(lines[last.line].prefix { $0 == " " || $0 == "\t" })
        lines.insert(indentation + entry + (hasComma ? "," : ""), at: last.line + 1)
    }

    private static func isChaptersKey(_ line: String) -> Bool {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("chapters") else { return false }
        let rest = trimmed.dropFirst("chapters".count).trimmingCharacters(in: .whitespaces)
        return rest.hasPrefix("=") && rest.dropFirst().trimmingCharacters(in: .whitespaces).hasPrefix("[")
    }

    /// The anchor of the template's listing, which `notebook new` names as the next step.
    public static let listingAnchor = "listing-half-size"

    /// The front matter removes one pair of double quotes around a value: a title that has them keeps them in a pair
    /// more.
    static func frontMatterValue(_ title: String) -> String {
        title.count >= 2 && title.hasPrefix("\"") && title.hasSuffix("\"") ? "\"" + title + "\"" : title
    }

    /// The title as Markdown text that reads as itself: every ASCII punctuation mark backslash-escaped (CommonMark
    /// allows it on all of them), so `<b>`, `[a](b)` or `*x*` are no HTML, link or emphasis in the heading.
    static func markdownText(_ title: String) -> String {
        let asciiPunctuation = ##"!"#$%&'()*+,-./:;<=>?@[\]^_`{|}~"##
        var text = ""
        for scalar in title.unicodeScalars {
            if asciiPunctuation.unicodeScalars.contains(scalar) {
                text += "\\"
            }
            text.unicodeScalars.append(scalar)
        }
        return text
    }

    /// The new chapter's Markdown. Its listing scales the default 200x200 `layerView` by half about its centre, so
    /// its frame becomes (110, 190, 100, 100) in the 320x480 root view.
    public static func template(title: String) -> String {
        let oneLine = String(title.map { $0.isNewline ? " " : $0 })
        return """
        ---
        title: \(frontMatterValue(oneLine))
        summary: One sentence that says what this chapter teaches.
        ---

        # \(markdownText(oneLine))

        Write the lesson here. Every `objc` or `swift` code block is a listing: it is evaluated when the book is built,
        and [](#\(listingAnchor)) shows its values and diagram. The `expect` block below it is checked by
        `notebook verify`.

        ```objc id=\(listingAnchor.dropFirst("listing-".count)) title="Scaling a layer to half its size"
        CGAffineTransform transform = CGAffineTransformMakeScale(0.5, 0.5);
        self.layerView.layer.affineTransform = transform;
        ```

        ```swift
        let transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        self.layerView.layer.setAffineTransform(transform)
        ```

        ```expect
        transform = [0.5 0 0 0.5 0 0]
        self.layerView.layer.frame = (110, 190, 100, 100)
        ```

        """
    }
}
