import Diagnostics

/// Reads the lines of an `expect` block: `EXPRESSION = VALUE [± TOLERANCE | +- TOLERANCE]`, `warning: TEXT`,
/// `at SECONDS:` (the time of the lines after it), `hit (X, Y) -> VIEW` (`ExpectationParser+Hit.swift`), blank lines and `#` comments. Every malformed line gets a diagnostic at the exact column of the problem.
struct ExpectationParser {
    /// One line of the block's text and where it is in the chapter.
    struct Line {
        var text: Substring
        var location: SourceLocation
    }

    private(set) var expectations: [Expectation] = []
    private(set) var warnings: [ExpectedWarning] = []
    /// Set by `parseHit` (ExpectationParser+Hit.swift).
    var hits: [HitExpectation] = []
    private(set) var diagnostics: [Diagnostic] = []

    /// The tolerance of lines that give none (`tolerance=` on the block's fence, or the default).
    private var blockTolerance = Expectation.defaultTolerance

    /// The time of the lines that follow (`at=` on the fence, then each `at SECONDS:` line).
    private var time: Double?

    static func parse(_ lines: [Line], tolerance: Double = Expectation.defaultTolerance, time: Double? = nil) -> ExpectationParser {
        var parser = ExpectationParser()
        parser.blockTolerance = tolerance
        parser.time = time
        for line in lines {
            parser.parseLine(Array(line.text.unicodeScalars), at: line.location)
        }
        return parser
    }

    /// A line without its comment and its surrounding spaces: `scalars[first...last]` is its content.
    private struct TrimmedLine {
        let scalars: [Unicode.Scalar]
        let first: Int
        let last: Int
        /// Where the line's first scalar is.
        let start: SourceLocation

        var length: Int { last - first + 1 }

        func location(_ index: Int) -> SourceLocation {
            SourceLocation(file: start.file, line: start.line, column: start.column + index)
        }

        func text(_ range: Range<Int>) -> String {
            String(String.UnicodeScalarView(scalars[range]))
        }
    }

    private mutating func parseLine(_ allScalars: [Unicode.Scalar], at start: SourceLocation) {
        // `#` starts a comment; no expression or value contains one.
        let scalars = Array(allScalars.prefix(while: { $0 != "#" }))
        guard let first = scalars.firstIndex(where: { !Self.isSpace($0) }) else { return }
        let line = TrimmedLine(scalars: scalars, first: first,
                               last: scalars.lastIndex(where: { !Self.isSpace($0) }) ?? first, start: start)
        let content = line.text(line.first..<(line.last + 1))
        if content.hasPrefix("at "), content.hasSuffix(":"), !content.contains("=") {
            parseTime(String(content.dropFirst(3).dropLast()).trimmingSpaces, line)
        } else if content.hasPrefix("warning:") {
            parseWarning(String(content.dropFirst("warning:".count)).trimmingSpaces, line)
        } else if Self.isHitLine(scalars, from: line.first, through: line.last) {
            parseHit(scalars, from: line.first, through: line.last, at: start)
        } else {
            parseExpectation(line)
        }
    }

    /// `at SECONDS:`: the time of the lines after it.
    private mutating func parseTime(_ number: String, _ line: TrimmedLine) {
        if let seconds = Double(number), seconds.isFinite, seconds >= 0 {
            time = seconds
        } else {
            diagnostics.append(BookDiagnostics.expectInvalidTime(number, at: line.location(line.first), length: line.length))
        }
    }

    private mutating func parseWarning(_ text: String, _ line: TrimmedLine) {
        if text.isEmpty {
            diagnostics.append(BookDiagnostics.expectEmptyWarning(at: line.location(line.first), length: line.length))
        } else {
            warnings.append(ExpectedWarning(text: text, location: line.location(line.first)))
        }
    }

    /// `EXPRESSION = VALUE [± TOLERANCE | +- TOLERANCE]`.
    private mutating func parseExpectation(_ line: TrimmedLine) {
        let scalars = line.scalars
        guard let equals = Self.assignmentIndex(in: scalars, from: line.first, through: line.last) else {
            diagnostics.append(BookDiagnostics.expectMissingEquals(at: line.location(line.first), length: line.length))
            return
        }
        guard let expressionEnd = scalars[line.first..<equals].lastIndex(where: { !Self.isSpace($0) }) else {
            diagnostics.append(BookDiagnostics.expectMissingExpression(at: line.location(equals)))
            return
        }
        let expression = line.text(line.first..<(expressionEnd + 1))
        guard let valueStart = scalars[(equals + 1)...].firstIndex(where: { !Self.isSpace($0) }),
              valueStart <= line.last else {
            diagnostics.append(BookDiagnostics.expectMissingValue(at: line.location(equals + 1)))
            return
        }
        parseValue(of: expression, from: valueStart, in: line)
    }

    /// The value (and tolerance) of an expectation line, from `valueStart` to the end of the line.
    private mutating func parseValue(of expression: String, from valueStart: Int, in line: TrimmedLine) {
        var scanner = ValueScanner(scalars: line.scalars, index: valueStart, end: line.last + 1, location: line.location)
        do {
            let value = try scanner.parseValue()
            let valueEnd = scanner.index
            let tolerance = try scanner.parseTolerance()
            try scanner.expectEnd()
            switch value {
            case .boolean, .word:
                // YES, front and the like are compared exactly: a tolerance there is a mistake, not a no-op.
                if tolerance != nil,
                   let toleranceStart = line.scalars[valueEnd...].firstIndex(where: { !Self.isSpace($0) }) {
                    diagnostics.append(BookDiagnostics.expectToleranceOnWord(
                        line.text(valueStart..<valueEnd), at: line.location(toleranceStart),
                        length: scanner.index - toleranceStart))
                    return
                }
            default:
                break
            }
            let valueText = line.text(valueStart..<valueEnd).trimmingSpaces
            let start = line.start
            let origin = SourceOrigin(file: start.file, firstLine: start.line, firstColumn: start.column + line.first)
            expectations.append(Expectation(expression: expression, origin: origin, value: value, valueText: valueText,
                                            tolerance: tolerance ?? blockTolerance, time: time))
        } catch {
            diagnostics.append(scanner.failure ?? BookDiagnostics.expectInvalidValue(at: line.location(valueStart)))
        }
    }

    mutating func report(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    /// The `=` separating expression and value: the first one that is not part of `==`, `!=`, `<=` or `>=`.
    static func assignmentIndex(in scalars: [Unicode.Scalar], from first: Int, through last: Int) -> Int? {
        var index = first
        while index <= last {
            if scalars[index] == "=" {
                let previous: Unicode.Scalar? = index > first ? scalars[index - 1] : nil
                let next: Unicode.Scalar? = index < last ? scalars[index + 1] : nil
                if next == "=" {
                    index += 2
                    continue
                }
                if previous != "!" && previous != "<" && previous != ">" && previous != "=" {
                    return index
                }
            }
            index += 1
        }
        return nil
    }

    static func isSpace(_ scalar: Unicode.Scalar) -> Bool { scalar == " " || scalar == "\t" }
}
