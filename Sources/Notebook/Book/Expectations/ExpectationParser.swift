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

    private mutating func parseLine(_ allScalars: [Unicode.Scalar], at start: SourceLocation) {
        // `#` starts a comment; no expression or value contains one.
        let scalars = Array(allScalars.prefix(while: { $0 != "#" }))
        guard let first = scalars.firstIndex(where: { !Self.isSpace($0) }) else { return }
        let last = scalars.lastIndex(where: { !Self.isSpace($0) }) ?? first
        func location(_ index: Int) -> SourceLocation {
            SourceLocation(file: start.file, line: start.line, column: start.column + index)
        }
        let content = String(String.UnicodeScalarView(scalars[first...last]))

        if content.hasPrefix("at "), content.hasSuffix(":"), !content.contains("=") {
            let number = String(content.dropFirst(3).dropLast()).trimmingSpaces
            if let seconds = Double(number), seconds.isFinite, seconds >= 0 {
                time = seconds
            } else {
                diagnostics.append(BookDiagnostics.expectInvalidTime(number, at: location(first), length: last - first + 1))
            }
            return
        }
        if content.hasPrefix("warning:") {
            let text = String(content.dropFirst("warning:".count)).trimmingSpaces
            if text.isEmpty {
                diagnostics.append(BookDiagnostics.expectEmptyWarning(at: location(first), length: last - first + 1))
            } else {
                warnings.append(ExpectedWarning(text: text, location: location(first)))
            }
            return
        }

        if Self.isHitLine(scalars, from: first, through: last) {
            parseHit(scalars, from: first, through: last, at: start)
            return
        }
        guard let equals = Self.assignmentIndex(in: scalars, from: first, through: last) else {
            diagnostics.append(BookDiagnostics.expectMissingEquals(at: location(first), length: last - first + 1))
            return
        }
        let expressionEnd = scalars[first..<equals].lastIndex(where: { !Self.isSpace($0) })
        guard let expressionEnd else {
            diagnostics.append(BookDiagnostics.expectMissingExpression(at: location(equals)))
            return
        }
        let expression = String(String.UnicodeScalarView(scalars[first...expressionEnd]))
        guard let valueStart = scalars[(equals + 1)...].firstIndex(where: { !Self.isSpace($0) }), valueStart <= last else {
            diagnostics.append(BookDiagnostics.expectMissingValue(at: location(equals + 1)))
            return
        }
        var scanner = ValueScanner(scalars: scalars, index: valueStart, end: last + 1, location: location)
        do {
            let value = try scanner.parseValue()
            let valueEnd = scanner.index
            let tolerance = try scanner.parseTolerance()
            try scanner.expectEnd()
            switch value {
            case .boolean, .word:
                // YES, front and the like are compared exactly: a tolerance there is a mistake, not a no-op.
                if tolerance != nil, let toleranceStart = scalars[valueEnd...].firstIndex(where: { !Self.isSpace($0) }) {
                    diagnostics.append(BookDiagnostics.expectToleranceOnWord(
                        String(String.UnicodeScalarView(scalars[valueStart..<valueEnd])),
                        at: location(toleranceStart), length: scanner.index - toleranceStart))
                    return
                }
            default:
                break
            }
            let valueText = String(String.UnicodeScalarView(scalars[valueStart..<valueEnd])).trimmingSpaces
            let origin = SourceOrigin(file: start.file, firstLine: start.line, firstColumn: start.column + first)
            expectations.append(Expectation(expression: expression, origin: origin, value: value, valueText: valueText,
                                            tolerance: tolerance ?? blockTolerance, time: time))
        } catch {
            diagnostics.append(scanner.failure ?? BookDiagnostics.expectInvalidValue(at: location(valueStart)))
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
