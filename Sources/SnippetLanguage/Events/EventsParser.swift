import Diagnostics
import TransformKit

/// Reads an `events` block (see `DeclaredEvents`). Bad lines are reported with a caret at the offending word and
/// skipped; the good ones are kept (the listing is not run with a partial script: callers treat any error as fatal).
struct EventsParser {
    /// A word of a line: its text and its 1-based column (in Unicode scalars, as diagnostics count them).
    struct Word {
        var text: String
        var column: Int
    }

    /// More steps than this in one `pan ... in N steps` is not a gesture but a typo; a smaller N still runs until
    /// the step budget stops it.
    static let maximumPanSteps = 1_000_000_000
    /// More than this many events in one block is refused outright (each costs at least one handler call).
    static let maximumEvents = 100_000

    var sink: DiagnosticSink
    var lineNumber = 0
    var lineLength = 0

    init(origin: SourceOrigin) {
        sink = DiagnosticSink(origin: origin)
    }

    static func words(of line: Substring) -> [Word] {
        var words: [Word] = []
        var current = ""
        var start = 0
        var column = 0
        func flush() {
            if !current.isEmpty { words.append(Word(text: current, column: start)) }
            current = ""
        }
        for scalar in line.unicodeScalars {
            column += 1
            if Lexer.isWhitespace(scalar) {
                flush()
            } else if scalar == "(" || scalar == ")" || scalar == "," {
                flush()
                words.append(Word(text: String(scalar), column: column))
            } else {
                if current.isEmpty { start = column }
                current.unicodeScalars.append(scalar)
            }
        }
        flush()
        return words
    }

    mutating func parse(_ text: String) -> [DeclaredEvents.Event] {
        var events: [DeclaredEvents.Event] = []
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
        for (index, rawLine) in lines.enumerated() {
            lineNumber = index + 1
            let line = rawLine.prefix { $0 != "#" }
            let words = Self.words(of: line)
            guard let first = words.first else { continue }
            lineLength = (words.last.map { $0.column + $0.text.unicodeScalars.count } ?? first.column) - first.column
            if events.count >= Self.maximumEvents {
                report(.tooManyEvents, at: first)
                break
            }
            guard let kind = parseLine(words) else { continue }
            events.append(DeclaredEvents.Event(kind: kind, location: sink.location(position(first.column)), length: lineLength))
        }
        return events
    }

    private mutating func parseLine(_ words: [Word]) -> DeclaredEvents.Kind? {
        var cursor = WordCursor(words: words)
        let keyword = cursor.next()!
        switch keyword.text {
        case "tap":
            guard let word = cursor.peek() else {
                report(.expectedTapTarget, at: keyword, after: true)
                return nil
            }
            if word.text == "(" {
                guard let point = parsePoint(&cursor), expectEnd(cursor) else { return nil }
                return .tap(point)
            }
            _ = cursor.next()
            guard isSelector(word.text) else {
                report(.notAnActionName(word.text), at: word)
                return nil
            }
            guard expectEnd(cursor) else { return nil }
            return .action(word.text)
        case "touch":
            guard let phaseWord = cursor.next(), let phase = DeclaredEvents.TouchPhase(rawValue: phaseWord.text) else {
                report(.expectedTouchPhase, at: cursor.last ?? keyword, after: cursor.last == nil)
                return nil
            }
            guard let point = parsePoint(&cursor), expectEnd(cursor) else { return nil }
            return .touch(phase, point)
        case "pan":
            return parsePan(&cursor, keyword: keyword).map { .pan($0) }
        default:
            report(.unknownEvent(keyword.text, suggestion: didYouMean(keyword.text, in: ["tap", "touch", "pan"])), at: keyword)
            return nil
        }
    }

    private mutating func parsePan(_ cursor: inout WordCursor, keyword: Word) -> PanSequence? {
        guard cursor.peek()?.text == "(" else {
            report(.expectedPanTranslation, at: cursor.peek() ?? keyword, after: cursor.peek() == nil)
            return nil
        }
        var points: [CGPoint] = []
        while cursor.peek()?.text == "(" {
            guard let point = parsePoint(&cursor) else { return nil }
            points.append(point)
        }
        var path = PanSequence.Path.points(points)
        if cursor.peek()?.text == "to" {
            guard let line = parseLine(&cursor, from: points) else { return nil }
            path = line
        }
        var interval = PanSequence.defaultInterval
        if let every = cursor.peek(), every.text == "every" {
            _ = cursor.next()
            guard let seconds = parseNumber(&cursor, after: every, what: "a number of seconds") else { return nil }
            guard seconds > 0 else {
                report(.nonPositiveInterval, at: cursor.last ?? every)
                return nil
            }
            interval = seconds
        }
        guard expectEnd(cursor) else { return nil }
        return PanSequence(path: path, interval: interval)
    }

    /// `(X0, Y0) to (X1, Y1) in N steps`.
    private mutating func parseLine(_ cursor: inout WordCursor, from points: [CGPoint]) -> PanSequence.Path? {
        let to = cursor.next()!
        guard points.count == 1 else {
            report(.toJoinsTwoTranslations, at: to)
            return nil
        }
        guard let end = parsePoint(&cursor) else { return nil }
        guard let inWord = cursor.next(), inWord.text == "in" else {
            report(.expectedStepCount, at: cursor.last ?? to, after: true)
            return nil
        }
        guard let countWord = cursor.next(), let steps = Int(countWord.text), steps >= 1, steps <= Self.maximumPanSteps else {
            report(.invalidStepCount, at: cursor.last ?? inWord, after: cursor.last == nil)
            return nil
        }
        guard let stepsWord = cursor.next(), stepsWord.text == "steps" || stepsWord.text == "step" else {
            report(.expectedStepsWord, at: countWord, after: true)
            return nil
        }
        return .line(from: points[0], to: end, steps: steps)
    }

    /// `(X, Y)`.
    private mutating func parsePoint(_ cursor: inout WordCursor) -> CGPoint? {
        guard let open = cursor.next(), open.text == "(" else {
            report(.expectedPoint, at: cursor.last ?? Word(text: "", column: 1))
            return nil
        }
        guard let x = parseNumber(&cursor, after: open, what: "a number") else { return nil }
        guard let comma = cursor.next(), comma.text == "," else {
            report(.expectedCommaInPoint, at: cursor.last ?? open, after: cursor.last == nil)
            return nil
        }
        guard let y = parseNumber(&cursor, after: comma, what: "a number") else { return nil }
        let close = cursor.next()
        guard let close, close.text == ")" else {
            report(.expectedParenthesisAfterPoint, at: close ?? cursor.last ?? comma, after: close == nil)
            return nil
        }
        return CGPoint(x: x, y: y)
    }

    private mutating func parseNumber(_ cursor: inout WordCursor, after previous: Word, what: String) -> Double? {
        guard let word = cursor.next() else {
            report(.expectedAfterWord(what, previous: previous.text), at: previous, after: true)
            return nil
        }
        guard let number = Double(word.text), number.isFinite else {
            report(.notAFiniteNumber(word.text), at: word)
            return nil
        }
        return number
    }

    private mutating func expectEnd(_ cursor: WordCursor) -> Bool {
        guard let extra = cursor.peek() else { return true }
        report(.unexpectedAtEndOfEvent(extra.text), at: extra)
        return false
    }

    /// `rotationClick:`, `touchesEnded:withEvent:`, `rotationClick(_:)`, `rotationClick`.
    private func isSelector(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, Lexer.isIdentifierStart(first) else { return false }
        return text.unicodeScalars.allSatisfy { Lexer.isIdentifierContinue($0) || $0 == ":" || $0 == "(" || $0 == ")" || $0 == "_" }
    }

    private func position(_ column: Int) -> SourcePosition {
        SourcePosition(offset: 0, line: lineNumber, column: column)
    }

    /// An error under `word` (or just after it, for something missing).
    private mutating func report(_ diagnostic: SnippetDiagnostic, at word: Word, after: Bool = false) {
        let length = word.text.unicodeScalars.count
        let column = after ? word.column + length : word.column
        let width = after ? 1 : length
        sink.error(diagnostic, at: SourceRange(position(column), SourcePosition(offset: width, line: lineNumber, column: column + width)))
    }
}

extension DeclaredEvents {
    /// Parses an `events` block's text; `origin` is where its first line is. Any diagnostic is an error: a listing
    /// must not run on half of what its author declared.
    public static func parse(_ text: String, origin: SourceOrigin) -> (events: DeclaredEvents, diagnostics: [Diagnostic]) {
        var parser = EventsParser(origin: origin)
        let events = parser.parse(text)
        return (DeclaredEvents(events: events), parser.sink.finished())
    }
}
