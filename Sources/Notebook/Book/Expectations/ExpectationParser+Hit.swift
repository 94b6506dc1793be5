import Diagnostics

/// `hit (X, Y) -> VIEW` lines: which view a touch at a point of the root view reaches (`HitExpectation`).
extension ExpectationParser {
    /// A line is a hit line when it starts with the word `hit` followed by `(` and holds `->`, no `=`, or `=>`:
    /// `hit(1, 2) = 3` stays an ordinary expectation of a listing's own function `hit`.
    static func isHitLine(_ scalars: [Unicode.Scalar], from first: Int, through last: Int) -> Bool {
        guard last - first >= 3, String(String.UnicodeScalarView(scalars[first..<(first + 3)])) == "hit" else { return false }
        guard let open = scalars[(first + 3)...last].firstIndex(where: { !isSpace($0) }), scalars[open] == "(" else { return false }
        let hasArrow = zip(scalars[first...last], scalars[first...last].dropFirst()).contains { $0 == "-" && $1 == ">" }
        // `=>` is a misspelt arrow, reported as such rather than as a value starting with `>`.
        guard !hasArrow, let equals = assignmentIndex(in: scalars, from: first, through: last) else { return true }
        return equals < last && scalars[equals + 1] == ">"
    }

    mutating func parseHit(_ scalars: [Unicode.Scalar], from first: Int, through last: Int, at start: SourceLocation) {
        func location(_ index: Int) -> SourceLocation {
            SourceLocation(file: start.file, line: start.line, column: start.column + index)
        }
        let pointStart = scalars[(first + 3)...last].firstIndex(where: { !Self.isSpace($0) }) ?? last
        var scanner = ValueScanner(scalars: scalars, index: pointStart, end: last + 1, location: location)
        let value: ExpectedValue
        do {
            value = try scanner.parseValue()
        } catch {
            report(scanner.failure ?? BookDiagnostics.expectInvalidValue(at: location(pointStart)))
            return
        }
        guard case .pair(let point) = value else {
            let valueEnd = scalars[pointStart..<scanner.index].lastIndex(where: { !Self.isSpace($0) }) ?? pointStart
            report(BookDiagnostics.expectHitPoint(at: location(pointStart), length: valueEnd - pointStart + 1))
            return
        }
        let pointEnd = scanner.index
        let arrow = scalars[pointEnd...last].firstIndex(where: { !Self.isSpace($0) })
        guard let arrow, arrow < last, scalars[arrow] == "-", scalars[arrow + 1] == ">" else {
            report(BookDiagnostics.expectHitArrow(at: location(arrow ?? last + 1)))
            return
        }
        guard let viewStart = scalars[(arrow + 2)...].firstIndex(where: { !Self.isSpace($0) }), viewStart <= last else {
            report(BookDiagnostics.expectHitMissingView(at: location(arrow + 2)))
            return
        }
        let view = String(String.UnicodeScalarView(scalars[viewStart...last]))
        let subjectEnd = scalars[first..<pointEnd].lastIndex(where: { !Self.isSpace($0) }) ?? first
        let subject = String(String.UnicodeScalarView(scalars[first...subjectEnd]))
        hits.append(HitExpectation(point: point, subject: subject, view: view == "nil" ? nil : view,
                                   viewOrigin: SourceOrigin(file: start.file, firstLine: start.line, firstColumn: start.column + viewStart),
                                   location: location(first)))
    }
}
