import Diagnostics
import TransformKit

/// The views a `scene` block places for one listing, overriding the defaults of docs/authoring.md ("Scene").
///
/// One line per view: `NAME: X Y WIDTH HEIGHT`, optionally followed by `in SUPERVIEW`; `root` is the root view
/// (`self.view`). Blank lines and `#` comments are ignored.
public struct SceneOverrides: Hashable, Sendable {
    public struct Placement: Hashable, Sendable {
        public var name: String
        /// The frame in the superview's coordinates.
        public var frame: CGRect
        /// The superview's name, or nil for the default superview of `name` (the root for most views).
        public var superview: String?
        /// Where the line is, for diagnostics about it (an unknown superview is only known at evaluation).
        public var location: SourceLocation?
        /// Where the superview's name is on the line, for the diagnostic when no view has that name.
        public var superviewLocation: SourceLocation?

        public init(name: String, frame: CGRect, superview: String? = nil, location: SourceLocation? = nil,
                    superviewLocation: SourceLocation? = nil) {
            self.name = name
            self.frame = frame
            self.superview = superview
            self.location = location
            self.superviewLocation = superviewLocation
        }
    }

    public var placements: [Placement]

    public init(placements: [Placement] = []) {
        self.placements = placements
    }

    public func placement(named name: String) -> Placement? {
        placements.first { $0.name == name }
    }

    public var isEmpty: Bool { placements.isEmpty }

    /// Parses a `scene` block's text. `origin` is where the block's first line is in the chapter. Bad lines are
    /// reported and skipped; the good ones are kept.
    public static func parse(_ text: String, origin: SourceOrigin) -> (overrides: SceneOverrides, diagnostics: [Diagnostic]) {
        var sink = DiagnosticSink(origin: origin)
        var placements: [Placement] = []
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
        for (index, rawLine) in lines.enumerated() {
            let lineNumber = index + 1
            var line = String(rawLine)
            if let hash = line.firstIndex(of: "#") { line = String(line[..<hash]) }
            let scalars = Array(line.unicodeScalars)
            let firstColumn = (scalars.firstIndex { !Lexer.isWhitespace($0) } ?? scalars.count) + 1
            let trimmed = line.trimmingWhitespace()
            if trimmed.isEmpty { continue }
            let lastColumn = firstColumn + trimmed.unicodeScalars.count
            let whole = SourceRange(SourcePosition(offset: 0, line: lineNumber, column: firstColumn),
                                    SourcePosition(offset: lastColumn - firstColumn, line: lineNumber, column: lastColumn))
            if let placement = placement(on: trimmed, at: whole, after: placements, sink: &sink) {
                placements.append(placement)
            }
        }
        return (SceneOverrides(placements: placements), sink.finished())
    }

    /// One line, `NAME: X Y WIDTH HEIGHT [in SUPERVIEW]`, without its comment and surrounding whitespace; nil when
    /// it is reported.
    private static func placement(on line: String, at whole: SourceRange, after placements: [Placement],
                                  sink: inout DiagnosticSink) -> Placement? {
        guard let colon = line.firstIndex(of: ":") else {
            sink.error(.expectedSceneLine, at: whole)
            return nil
        }
        let name = String(line[..<colon]).trimmingWhitespace()
        guard !name.isEmpty, name.unicodeScalars.allSatisfy({ Lexer.isIdentifierContinue($0) }),
              let first = name.unicodeScalars.first, Lexer.isIdentifierStart(first) else {
            sink.error(.expectedViewName, at: whole)
            return nil
        }
        var words = line[line.index(after: colon)...].split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," }).map(String.init)
        var superview: String?
        if let inIndex = words.firstIndex(of: "in") {
            let rest = words[(inIndex + 1)...]
            if rest.count != 1 {
                sink.error(.expectedOneSuperview, at: whole)
                return nil
            }
            superview = rest.first
            words = Array(words[..<inIndex])
        }
        if name == "root" && superview != nil {
            sink.error(.sceneRootSuperview, at: whole)
            return nil
        }
        if name == superview {
            sink.error(.sceneCycle(name), at: whole)
            return nil
        }
        guard let frame = frame(of: name, words, at: whole, sink: &sink) else { return nil }
        if placements.contains(where: { $0.name == name }) {
            sink.error(.sceneDuplicate(name), at: whole)
            return nil
        }
        return Placement(name: name, frame: frame, superview: superview, location: sink.location(whole.start),
                         superviewLocation: superview.flatMap { superviewLocation($0, on: line, at: whole, sink: sink) })
    }

    /// The four numbers of a frame, finite, with a size that is not negative; nil when they are reported.
    private static func frame(of name: String, _ words: [String], at whole: SourceRange, sink: inout DiagnosticSink) -> CGRect? {
        guard words.count == 4 else {
            sink.error(.expectedFourNumbers(name, count: words.count), at: whole)
            return nil
        }
        let numbers = words.compactMap { Double($0) }
        guard numbers.count == 4, numbers.allSatisfy({ $0.isFinite }) else {
            let bad = words.first { Double($0)?.isFinite != true } ?? ""
            sink.error(.sceneNumber(bad, name: name), at: whole)
            return nil
        }
        if numbers[2] < 0 || numbers[3] < 0 {
            sink.error(.sceneNegativeSize(name), at: whole)
            return nil
        }
        return CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    /// Where the superview's name is: the line's last occurrence of it (separators may follow it).
    private static func superviewLocation(_ superview: String, on line: String, at whole: SourceRange, sink: DiagnosticSink) -> SourceLocation? {
        let lineScalars = Array(line.unicodeScalars), nameScalars = Array(superview.unicodeScalars)
        guard lineScalars.count >= nameScalars.count else { return nil }
        let start = (0...(lineScalars.count - nameScalars.count)).last {
            lineScalars[$0..<($0 + nameScalars.count)].elementsEqual(nameScalars)
        }
        return start.map { sink.location(SourcePosition(offset: 0, line: whole.start.line, column: whole.start.column + $0)) }
    }
}

extension StringProtocol {
    func trimmingWhitespace() -> String {
        let scalars = Array(unicodeScalars)
        guard let first = scalars.firstIndex(where: { !Lexer.isWhitespace($0) }),
              let last = scalars.lastIndex(where: { !Lexer.isWhitespace($0) }) else { return "" }
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars[first...last])
        return String(view)
    }
}

/// Where a listing is shown: iOS (y down, the default) or macOS (y up). The numbers are the same on both — a
/// position of (40, 380) is 380 points from the top on iOS and from the bottom on macOS; only drawing differs.
public enum Platform: String, Hashable, Sendable {
    case ios
    case macos
}
