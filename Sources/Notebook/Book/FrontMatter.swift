import Diagnostics

/// The `---` block at the top of a chapter: one `key: value` per line.
public struct FrontMatter: Hashable, Sendable {
    /// The keys a chapter's front matter accepts.
    public static let keys = ["title", "summary"]

    public var title: String?
    public var summary: String?
    /// The last line of the front matter (the closing `---`), or 0 when there is none.
    public var lastLine: Int

    public init(title: String? = nil, summary: String? = nil, lastLine: Int = 0) {
        self.title = title
        self.summary = summary
        self.lastLine = lastLine
    }

    /// Reads the front matter at the start of `text`, if the first line is `---`.
    ///
    /// Returns the front matter and the text cmark should parse: the front matter lines are blanked (kept as empty
    /// lines) so that line numbers in the Markdown stay those of the file. A value may be wrapped in double quotes,
    /// which are removed. Blank lines and lines starting with `#` are ignored.
    public static func parse(_ text: String, path: String) -> (frontMatter: FrontMatter, markdown: String, diagnostics: [Diagnostic]) {
        // Most chapters have no front matter: look at the first three bytes before splitting the whole text.
        guard text.utf8.starts(with: "---".utf8) else { return (FrontMatter(), text, []) }
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
        guard let first = lines.first, isDelimiter(first) else {
            return (FrontMatter(), text, [])
        }
        var reader = Reader(path: path)
        var closingIndex: Int?
        for index in 1..<lines.count {
            if isDelimiter(lines[index]) {
                closingIndex = index
                break
            }
            reader.read(lines[index], number: index + 1)
        }
        guard let closingIndex else {
            // Without a closing line every line of the chapter was read as front matter; the text is parsed as
            // Markdown instead, so its prose must not come back as one bad key per line.
            return (FrontMatter(), text, [BookDiagnostics.frontMatterUnterminated(at: SourceLocation(file: path, line: 1, column: 1))])
        }
        var frontMatter = reader.frontMatter
        frontMatter.lastLine = closingIndex + 1
        // Blank the front matter but keep its line breaks, so cmark's line numbers are the file's.
        var markdown = String(repeating: "\n", count: closingIndex + 1)
        if closingIndex + 1 < lines.count {
            markdown += lines[(closingIndex + 1)...].joined(separator: "\n")
        }
        return (frontMatter, markdown, reader.diagnostics)
    }

    /// Reads the lines between the delimiters, one `key: value` at a time.
    private struct Reader {
        let path: String
        var frontMatter = FrontMatter()
        var diagnostics: [Diagnostic] = []
        /// Where each key was first written.
        var seen: [String: SourceLocation] = [:]

        init(path: String) {
            self.path = path
        }

        mutating func read(_ line: Substring, number lineNumber: Int) {
            let trimmed = line.drop(while: { $0 == " " || $0 == "\t" })
            if trimmed.isEmpty || trimmed.hasPrefix("#") { return }
            let keyColumn = line.unicodeScalars.count - trimmed.unicodeScalars.count + 1
            let keyLocation = SourceLocation(file: path, line: lineNumber, column: keyColumn)
            guard let colon = trimmed.firstIndex(of: ":"), case let key = trimmed[..<colon].trimmingSpaces, !key.isEmpty
            else {
                diagnostics.append(BookDiagnostics.frontMatterExpectedKeyValue(at: keyLocation, length: trimmed.unicodeScalars.count))
                return
            }
            var value = trimmed[trimmed.index(after: colon)...].trimmingSpaces
            if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") {
                value = String(value.dropFirst().dropLast())
            }
            if let firstLocation = seen[key] {
                diagnostics.append(BookDiagnostics.frontMatterDuplicateKey(key, at: keyLocation, length: key.unicodeScalars.count,
                                                                           first: firstLocation))
                return
            }
            seen[key] = keyLocation
            store(value, for: key, at: keyLocation)
        }

        private mutating func store(_ value: String, for key: String, at keyLocation: SourceLocation) {
            let keyLength = key.unicodeScalars.count
            switch key {
            case "title":
                // Only spaces of any kind (a no-break space included) is no title either.
                if value.allSatisfy(\.isWhitespace) {
                    diagnostics.append(BookDiagnostics.frontMatterEmptyValue(key, at: keyLocation, length: keyLength))
                } else {
                    frontMatter.title = value
                }
            case "summary":
                frontMatter.summary = value
            default:
                diagnostics.append(BookDiagnostics.frontMatterUnknownKey(key, at: keyLocation, length: keyLength,
                                                                         suggestion: NameSuggestion.closest(to: key, in: keys)))
            }
        }
    }

    private static func isDelimiter(_ line: Substring) -> Bool {
        line.hasPrefix("---") && line.dropFirst(3).allSatisfy { $0 == " " || $0 == "\t" }
    }
}
