/// Renders diagnostics as text, the one place where that happens:
///
///     Chapters/03-affine.md:42:17: error: unknown function 'CATransform3DMakeRotaton'; did you mean 'CATransform3DMakeRotation'?
///        42 |     t = CATransform3DMakeRotaton(M_PI_4, 0, 1, 0);
///           |         ^~~~~~~~~~~~~~~~~~~~~~~~
///
/// The source line comes from a `SourceProvider`; when it is missing (a file that could not be read) only the
/// first line is printed.
public struct DiagnosticFormatter: Sendable {
    /// Returns the text of a file by its path as it appears in diagnostics, or nil when unavailable.
    public typealias SourceProvider = @Sendable (String) -> String?

    /// The order of `format(_:order:)`: by position (a terminal log, read top to bottom with the chapter), or errors
    /// first (a page that must show what stops the build before any warning).
    public enum Order: Sendable {
        case position
        case severityFirst
    }

    private let source: SourceProvider
    private let showsSourceLines: Bool
    private let colours: Bool

    /// `colours`: the severity word in ANSI colour (error red, warning yellow, note cyan), for a terminal only.
    public init(showsSourceLines: Bool = true, colours: Bool = false, source: @escaping SourceProvider = { _ in nil }) {
        self.source = source
        self.showsSourceLines = showsSourceLines
        self.colours = colours
    }

    /// The same formatter without colour: for text that goes to a file or a page, not the terminal.
    public var withoutColours: DiagnosticFormatter {
        DiagnosticFormatter(showsSourceLines: showsSourceLines, colours: false, source: source)
    }

    /// All diagnostics, sorted by position, separated by newlines, with a trailing newline when non-empty.
    public func format(_ diagnostics: [Diagnostic], order: Order = .position) -> String {
        var cache = SourceCache()
        var text = ""
        let sorted = order == .position
            ? diagnostics.sorted()
            : diagnostics.sorted { ($0.severity, $0) < ($1.severity, $1) }
        for diagnostic in sorted {
            text += format(diagnostic, linesCache: &cache)
        }
        return text
    }

    public func format(_ diagnostic: Diagnostic) -> String {
        var cache = SourceCache()
        return format(diagnostic, linesCache: &cache)
    }

    /// The first line alone: `path:line:column: severity: message`. Messages quote the input, so they are made
    /// printable like source lines (an escape sequence in a chapter must not reach the terminal).
    public static func headline(_ diagnostic: Diagnostic) -> String {
        headline(diagnostic, colours: false)
    }

    /// A multi-line message (a matrix laid out as a grid) keeps its lines; each continuation line is indented by
    /// two spaces, so the next `path:line:column:` stays the only thing at the start of a line.
    static func headline(_ diagnostic: Diagnostic, colours: Bool) -> String {
        let severity = colours ? colour(diagnostic.severity) : diagnostic.severity.rawValue
        return "\(diagnostic.location): \(severity): \(printableMessage(diagnostic.message))"
    }

    /// `message` made printable line by line, continuation lines indented.
    public static func printableMessage(_ message: String) -> String {
        message.split(separator: "\n", omittingEmptySubsequences: false)
            .map { printable($0) }
            .joined(separator: "\n  ")
    }

    /// The severity word in its terminal colour (bold red, bold yellow, bold cyan).
    static func colour(_ severity: Severity) -> String {
        let code: String
        switch severity {
        case .error: code = "1;31"
        case .warning: code = "1;33"
        case .note: code = "1;36"
        }
        return "\u{1B}[\(code)m\(severity.rawValue)\u{1B}[0m"
    }

    /// The lines of the files already read, and the last line made printable: diagnostics come sorted, so the many
    /// errors of one long line (thousands of broken links in a paragraph) convert it once rather than once each.
    private struct SourceCache {
        var lines: [String: [Substring]] = [:]
        var printable: (file: String, line: Int, scalars: [Unicode.Scalar])?
    }

    private func format(_ diagnostic: Diagnostic, linesCache: inout SourceCache) -> String {
        var text = Self.headline(diagnostic, colours: colours) + "\n"
        if showsSourceLines, let excerpt = excerpt(at: diagnostic.location, length: diagnostic.length, cache: &linesCache) {
            text += excerpt
        }
        for note in diagnostic.notes {
            if let location = note.location {
                text += "\(location): \(noteWord): \(Self.printableMessage(note.message))\n"
                if showsSourceLines, let excerpt = excerpt(at: location, length: 1, cache: &linesCache) {
                    text += excerpt
                }
            } else {
                text += "\(noteWord): \(Self.printableMessage(note.message))\n"
            }
        }
        return text
    }

    private var noteWord: String { colours ? Self.colour(.note) : "note" }

    private func excerpt(at location: SourceLocation, length: Int, cache: inout SourceCache) -> String? {
        let lines: [Substring]
        if let cached = cache.lines[location.file] {
            lines = cached
        } else if let text = source(location.file) {
            lines = Self.splitLines(text)
            cache.lines[location.file] = lines
        } else {
            return nil
        }
        guard location.line >= 1, location.line <= lines.count else { return nil }
        let number = String(location.line)
        let gutter = String(repeating: " ", count: number.count)
        let fullLine: [Unicode.Scalar]
        if let printable = cache.printable, printable.file == location.file, printable.line == location.line {
            fullLine = printable.scalars
        } else {
            fullLine = Array(Self.printable(lines[location.line - 1]).unicodeScalars)
            cache.printable = (location.file, location.line, fullLine)
        }
        let column = min(max(location.column - 1, 0), fullLine.count)
        // A megabyte-long line (minified text, a pathological chapter) is shown as a window around the column, so one
        // diagnostic stays one screen.
        let window = Self.excerptWindow(count: fullLine.count, column: column)
        var scalars = Array(fullLine[window])
        var start = column - window.lowerBound
        if window.lowerBound > 0 {
            scalars.insert("\u{2026}", at: 0)
            start += 1
        }
        if window.upperBound < fullLine.count { scalars.append("\u{2026}") }
        var line = ""
        line.unicodeScalars.append(contentsOf: scalars)
        // Keep tabs in the padding so the caret lines up however the terminal expands them; other scalars pad with
        // as many spaces as the terminal gives them columns (two for CJK, none for a combining accent).
        var padding = ""
        for scalar in scalars[0..<start] {
            if scalar == "\t" {
                padding.append("\t")
            } else {
                padding += String(repeating: " ", count: Self.terminalColumns(of: scalar))
            }
        }
        let underlined = scalars[start..<min(scalars.count, start + length)]
        let width = underlined.reduce(0) { $0 + ($1 == "\t" ? 1 : Self.terminalColumns(of: $1)) }
        let underline = "^" + String(repeating: "~", count: max(0, width - 1))
        return " \(number) | \(line)\n \(gutter) | \(padding)\(underline)\n"
    }

    /// How many columns a terminal gives `scalar`: none for marks drawn over the previous character and invisible
    /// format characters, two for East Asian wide ones, one otherwise.
    static func terminalColumns(of scalar: Unicode.Scalar) -> Int {
        if isWide(scalar) { return 2 }
        if scalar.properties.isGraphemeExtend { return 0 }
        switch scalar.value {
        case 0x200B...0x200F, 0x2060...0x2064, 0xFEFF: return 0
        default: return 1
        }
    }

    /// Longest source line shown whole (in scalars): long generated lines in listings are still shown as written.
    static let maximumWholeLine = 4_096
    /// How much of a longer line is shown: this many scalars around the column, with `…` marks at the cuts.
    static let excerptWidth = 240

    static func excerptWindow(count: Int, column: Int) -> Range<Int> {
        guard count > maximumWholeLine else { return 0..<count }
        let lower = max(0, min(column - excerptWidth / 3, count - excerptWidth))
        return lower..<(lower + excerptWidth)
    }

    static func splitLines(_ text: String) -> [Substring] {
        text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
    }

    /// Control characters other than tab would move the cursor or ring the bell in a terminal, and bidirectional
    /// overrides and isolates would reorder what is shown ("Trojan Source"); show them as U+FFFD, one for one, so
    /// columns are unchanged.
    static func printable(_ line: Substring) -> String {
        var result = String.UnicodeScalarView()
        for scalar in line.unicodeScalars {
            let isBidiControl = (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
            if scalar == "\t" || (scalar.value >= 0x20 && scalar.value != 0x7F && !(0x80...0x9F).contains(scalar.value) && !isBidiControl) {
                result.append(scalar)
            } else {
                result.append("\u{FFFD}")
            }
        }
        return String(result)
    }

    static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
             0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
             0x1F300...0x1F64F, 0x1F680...0x1F6FF, 0x1F900...0x1F9FF, 0x1FA70...0x1FAFF, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
