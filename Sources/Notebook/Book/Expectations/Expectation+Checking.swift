import Diagnostics

extension Expectation {
    /// Checks the expectation against the value the listing computed: nil when it holds, otherwise the failure.
    ///
    /// Numbers compare element-wise within `tolerance`; a pair matches a point or a size, points match a quad or a
    /// polygon of the same length; any other pairing of kinds is a type mismatch.
    public func check(_ observed: ObservedValue) -> ExpectationFailure? {
        let expectedNumbers: [Double]
        switch (value, observed) {
        case let (.boolean(a), .boolean(b)):
            return a == b ? nil : failure(.valueMismatch, observed)
        case let (.word(a), .word(b)):
            return a == b ? nil : failure(.valueMismatch, observed)
        case let (.number(a), .number):
            expectedNumbers = [a]
        case let (.pair(a), .point), let (.pair(a), .size):
            expectedNumbers = [a.x, a.y]
        case let (.rect(x, y, width, height), .rect):
            expectedNumbers = [x, y, width, height]
        case let (.points(points), .quad(observedPoints)), let (.points(points), .polygon(observedPoints)):
            guard points.count == observedPoints.count else {
                return failure(.countMismatch, observed,
                               detail: "expected \(points.count) points, got \(observedPoints.count)")
            }
            expectedNumbers = points.flatMap { [$0.x, $0.y] }
        case let (.affine(values), .affine), let (.transform3D(values), .transform3D):
            expectedNumbers = values
        default:
            return ExpectationFailure(
                reason: .typeMismatch, location: lineLocation,
                text: "\(lineLocation.file):\(lineLocation.line): expected \(expression) = \(valueText), which is "
                    + "\(value.typeDescription), got \(observed.typeDescription): \(ValueFormatting.observed(observed))")
        }
        guard let observedNumbers = observed.numbers, observedNumbers.count == expectedNumbers.count else {
            return failure(.typeMismatch, observed)
        }
        let differing = zip(expectedNumbers, observedNumbers).enumerated().compactMap { index, pair in
            NumberComparison.holds(expected: pair.0, actual: pair.1, tolerance: tolerance) ? nil : index
        }
        guard !differing.isEmpty else { return nil }
        switch value {
        case .affine, .transform3D:
            return matrixFailure(expected: expectedNumbers, observed: observedNumbers, observedValue: observed, differing: Set(differing))
        default:
            var mismatch = failure(.valueMismatch, observed)
            let names = elementNames(of: observed, count: expectedNumbers.count)
            guard names.count == expectedNumbers.count else { return mismatch }
            for index in differing {
                mismatch.text += "\n" + differenceLine(names[index], expected: expectedNumbers[index], observed: observedNumbers[index])
            }
            return mismatch
        }
    }

    /// What each number of a point, size, rectangle or quad is called in a failure (`height`, `p3.y`); empty for one
    /// number, which needs no name.
    private func elementNames(of observed: ObservedValue, count: Int) -> [String] {
        switch observed {
        case .size: return ["width", "height"]
        case .point: return ["x", "y"]
        case .rect: return ["x", "y", "width", "height"]
        case .quad, .polygon: return (0..<(count / 2)).flatMap { ["p\($0 + 1).x", "p\($0 + 1).y"] }
        default: return []
        }
    }

    /// `  height: expected 100, got 120 (off by 20; tolerance 1e-9)`.
    private func differenceLine(_ name: String, expected: Double, observed: Double) -> String {
        var line = "  \(name): expected \(ValueFormatting.full(expected)), got \(ValueFormatting.full(observed))"
        let difference = observed - expected
        if difference.isFinite {
            line += " (off by \(ValueFormatting.full(abs(difference))); tolerance \(ValueFormatting.full(tolerance)))"
        }
        return line
    }

    /// The location of the `expect` line (the expression's position).
    private var lineLocation: SourceLocation { location }

    private var toleranceSuffix: String {
        tolerance == Self.defaultTolerance ? "" : " ± " + ValueFormatting.full(tolerance)
    }

    private func failure(_ reason: ExpectationFailure.Reason, _ observed: ObservedValue, detail: String? = nil) -> ExpectationFailure {
        var text = "\(lineLocation.file):\(lineLocation.line): expected \(expression) = \(valueText)\(toleranceSuffix), "
            + "got \(ValueFormatting.observed(observed))"
        if let detail { text += " (\(detail))" }
        return ExpectationFailure(reason: reason, location: lineLocation, text: text)
    }

    /// Both matrices as grids with aligned columns (3 rows of 2 for an affine transform, as its matrix reads; 4 rows
    /// of 4 for a 3D transform), differing elements in full precision, the others to six digits; then one line per
    /// differing element.
    private func matrixFailure(expected: [Double], observed: [Double], observedValue: ObservedValue,
                               differing: Set<Int>) -> ExpectationFailure {
        // Values built by hand with other lengths have no grid; report them on one line.
        guard expected.count == 6 || expected.count == 16, observed.count == expected.count else {
            return failure(.valueMismatch, observedValue)
        }
        let isAffine = expected.count == 6
        let columns = isAffine ? 2 : 4
        let names = isAffine ? ["a", "b", "c", "d", "tx", "ty"]
            : (1...4).flatMap { row in (1...4).map { column in "m\(row)\(column)" } }
        func cells(_ values: [Double]) -> [String] {
            values.enumerated().map { index, value in
                differing.contains(index) ? ValueFormatting.full(value) : ValueFormatting.short(value)
            }
        }
        let expectedCells = cells(expected)
        let observedCells = cells(observed)
        var widths = [Int](repeating: 0, count: columns)
        for (index, cell) in (expectedCells + observedCells).enumerated() {
            widths[index % columns] = max(widths[index % columns], cell.count)
        }
        func grid(_ cells: [String]) -> String {
            var lines: [String] = []
            var row = 0
            while row * columns < cells.count {
                let rowCells = (0..<columns).map { column -> String in
                    let cell = cells[row * columns + column]
                    return String(repeating: " ", count: widths[column] - cell.count) + cell
                }
                lines.append((row == 0 ? "    [ " : "      ") + rowCells.joined(separator: "  "))
                row += 1
            }
            if !lines.isEmpty { lines[lines.count - 1] += " ]" }
            return lines.joined(separator: "\n")
        }
        var text = "\(lineLocation.file):\(lineLocation.line): expected \(expression) =\n"
        text += grid(expectedCells) + "\n  got\n" + grid(observedCells)
        for index in differing.sorted() {
            text += "\n" + differenceLine(names[index], expected: expected[index], observed: observed[index])
        }
        return ExpectationFailure(reason: .valueMismatch, location: lineLocation, text: text)
    }
}
