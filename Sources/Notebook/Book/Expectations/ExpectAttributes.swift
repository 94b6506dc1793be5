import Diagnostics

/// The attributes of an `expect` fence: `tolerance=NUMBER`, the tolerance of every line of the block that gives
/// none itself, and `at=SECONDS`, the time of its lines (presentation values, animations applied). Anything else is
/// an error at its column, never ignored.
enum ExpectAttributes {
    /// `line` is the fence line; `start` the index just after the word `expect`; `location(i)` the position of
    /// `line[i]`.
    static func parse(_ line: [Unicode.Scalar], from start: Int,
                      location: (Int) -> SourceLocation) -> (tolerance: Double?, time: Double?, diagnostics: [Diagnostic]) {
        var tolerance: Double?
        var time: Double?
        var diagnostics: [Diagnostic] = []
        var index = start
        while index < line.count {
            if MarkupNode.isCMarkSpace(line[index]) {
                index += 1
                continue
            }
            let wordStart = index
            while index < line.count, !MarkupNode.isCMarkSpace(line[index]), line[index] != "=" { index += 1 }
            let name = text(line[wordStart..<index])
            var afterName = index
            while afterName < line.count, MarkupNode.isCMarkSpace(line[afterName]) { afterName += 1 }
            guard name == "tolerance" || name == "at", afterName < line.count, line[afterName] == "=" else {
                while index < line.count, !MarkupNode.isCMarkSpace(line[index]) { index += 1 }
                diagnostics.append(BookDiagnostics.expectUnknownAttribute(name, at: location(wordStart), length: index - wordStart,
                                                                          suggestion: NameSuggestion.closest(to: name, in: ["tolerance", "at"])))
                continue
            }
            index = afterName + 1
            while index < line.count, MarkupNode.isCMarkSpace(line[index]) { index += 1 }
            let valueStart = index
            while index < line.count, !MarkupNode.isCMarkSpace(line[index]) { index += 1 }
            let value = text(line[valueStart..<index])
            if let number = Double(value), number.isFinite, number >= 0 {
                if name == "at" { time = number } else { tolerance = number }
            } else if name == "at" {
                diagnostics.append(BookDiagnostics.expectInvalidTime(value, at: location(valueStart), length: max(1, index - valueStart)))
            } else {
                diagnostics.append(BookDiagnostics.expectInvalidBlockTolerance(value, at: location(valueStart),
                                                                               length: max(1, index - valueStart)))
            }
        }
        return (tolerance, time, diagnostics)
    }

    private static func text(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        String(scalars: scalars)
    }
}
