import Diagnostics

/// Reads one expected value and its tolerance from a line, remembering the first problem with its column.
struct ValueScanner {
    let scalars: [Unicode.Scalar]
    var index: Int
    let end: Int
    let location: (Int) -> SourceLocation
    private(set) var failure: Diagnostic?

    struct Failure: Error {}

    init(scalars: [Unicode.Scalar], index: Int, end: Int, location: @escaping (Int) -> SourceLocation) {
        self.scalars = scalars
        self.index = index
        self.end = end
        self.location = location
    }

    static let words = ["YES", "NO", "true", "false", "front", "back"]

    mutating func parseValue() throws -> ExpectedValue {
        skipSpaces()
        guard let scalar = peek() else { return try fail(BookDiagnostics.expectMissingValue(at: location(index))) }
        switch scalar {
        case "[":
            return try parseMatrix()
        case "(":
            return try parseTuples()
        case "a"..."z", "A"..."Z", "_":
            let start = index
            let word = readWord()
            switch word {
            case "YES", "true": return .boolean(true)
            case "NO", "false": return .boolean(false)
            case "front", "back": return .word(word)
            default:
                return try fail(BookDiagnostics.expectUnknownWord(word, at: location(start), length: index - start,
                                                                  suggestion: NameSuggestion.closest(to: word, in: Self.words)))
            }
        default:
            return .number(try parseNumber())
        }
    }

    /// `± t` or `+- t` after the value, or nil.
    mutating func parseTolerance() throws -> Double? {
        skipSpaces()
        let start = index
        if peek() == "±" {
            index += 1
        } else if peek() == "+", peek(offset: 1) == "-" {
            index += 2
        } else {
            return nil
        }
        skipSpaces()
        guard let scalar = peek(), scalar == "." || scalar == "-" || scalar == "+" || ("0"..."9").contains(scalar) else {
            return try fail(BookDiagnostics.expectMissingTolerance(at: location(index), after: location(start)))
        }
        let numberStart = index
        let tolerance = try parseNumber()
        guard tolerance >= 0 else {
            return try fail(BookDiagnostics.expectNegativeTolerance(at: location(numberStart), length: index - numberStart))
        }
        return tolerance
    }

    mutating func expectEnd() throws {
        skipSpaces()
        if index < end {
            let _: Void = try fail(BookDiagnostics.expectTrailingText(at: location(index), length: end - index))
        }
    }

    // MARK: Forms

    /// `(x, y)`, `(x, y, w, h)`, or two or more `(x, y)` points separated by spaces.
    private mutating func parseTuples() throws -> ExpectedValue {
        let firstStart = index
        let first = try parseTuple()
        if first.count == 4 {
            skipSpaces()
            if peek() == "(" {
                return try fail(BookDiagnostics.expectPointExpected(count: 4, at: location(index)))
            }
            return .rect(x: first[0], y: first[1], width: first[2], height: first[3])
        }
        guard first.count == 2 else {
            return try fail(BookDiagnostics.expectTupleSize(count: first.count, at: location(firstStart), length: index - firstStart))
        }
        var points = [ValuePoint(first[0], first[1])]
        while true {
            skipSpaces()
            guard peek() == "(" else { break }
            let start = index
            let next = try parseTuple()
            guard next.count == 2 else {
                return try fail(BookDiagnostics.expectPointExpected(count: next.count, at: location(start)))
            }
            points.append(ValuePoint(next[0], next[1]))
        }
        return points.count == 1 ? .pair(points[0]) : .points(points)
    }

    private mutating func parseTuple() throws -> [Double] {
        let open = index
        index += 1  // (
        var numbers: [Double] = []
        while true {
            skipSpaces()
            numbers.append(try parseNumber())
            skipSpaces()
            if peek() == "," {
                index += 1
            } else if peek() == ")" {
                index += 1
                return numbers
            } else if peek() == nil {
                return try fail(BookDiagnostics.expectUnclosed(")", at: location(index), opening: location(open)))
            } else {
                return try fail(BookDiagnostics.expectUnexpected(found: String(peek() ?? " "), expected: "',' or ')'", at: location(index)))
            }
        }
    }

    /// `[a b c d tx ty]` or `[m11 m12 m13 m14; ...; m41 m42 m43 m44]`; commas between numbers are accepted.
    private mutating func parseMatrix() throws -> ExpectedValue {
        let open = index
        index += 1  // [
        var rows: [[Double]] = [[]]
        while true {
            skipSpaces()
            guard let scalar = peek() else {
                return try fail(BookDiagnostics.expectUnclosed("]", at: location(index), opening: location(open)))
            }
            if scalar == "]" {
                index += 1
                break
            } else if scalar == ";" {
                index += 1
                rows.append([])
            } else if scalar == "," {
                index += 1
            } else {
                rows[rows.count - 1].append(try parseNumber())
            }
        }
        let length = index - open
        if rows.count == 1 && rows[0].count == 6 { return .affine(rows[0]) }
        if rows.count == 4 && rows.allSatisfy({ $0.count == 4 }) { return .transform3D(rows.flatMap { $0 }) }
        let shape = rows.map { String($0.count) }.joined(separator: ", ")
        return try fail(BookDiagnostics.expectMatrixShape(rows: rows.count, shape: shape, at: location(open), length: length))
    }

    /// A decimal number: optional sign, digits with an optional fraction, optional exponent.
    private mutating func parseNumber() throws -> Double {
        let start = index
        var text = ""
        if let sign = peek(), sign == "-" || sign == "+" {
            text.unicodeScalars.append(sign)
            index += 1
        }
        var digits = 0
        func readDigits() {
            while let scalar = peek(), ("0"..."9").contains(scalar) {
                text.unicodeScalars.append(scalar)
                index += 1
                digits += 1
            }
        }
        readDigits()
        if peek() == "." {
            text += "."
            index += 1
            readDigits()
        }
        if digits > 0, let e = peek(), e == "e" || e == "E" {
            let mark = index
            var exponent = "e"
            index += 1
            if let sign = peek(), sign == "-" || sign == "+" {
                exponent.unicodeScalars.append(sign)
                index += 1
            }
            var exponentDigits = 0
            while let scalar = peek(), ("0"..."9").contains(scalar) {
                exponent.unicodeScalars.append(scalar)
                index += 1
                exponentDigits += 1
            }
            if exponentDigits == 0 { index = mark } else { text += exponent }
        }
        // A number runs into the next delimiter; "12abc" or "M_PI" is not a number.
        func isDelimiter(_ scalar: Unicode.Scalar) -> Bool {
            ExpectationParser.isSpace(scalar) || ",;)]±".unicodeScalars.contains(scalar)
        }
        if digits == 0 || !(peek().map(isDelimiter) ?? true) {
            while let scalar = peek(), !isDelimiter(scalar) { index += 1 }
            if index == start {
                let found = peek().map { "'\($0)'" } ?? "end of line"
                return try fail(BookDiagnostics.expectExpectedNumber(found: found, at: location(start)))
            }
            let found = String(String.UnicodeScalarView(scalars[start..<index]))
            return try fail(BookDiagnostics.expectInvalidNumber(found, at: location(start), length: index - start))
        }
        guard let value = Double(text) else {
            return try fail(BookDiagnostics.expectInvalidNumber(text, at: location(start), length: index - start))
        }
        // Well formed but past the largest double (as the snippet language reports such a literal).
        guard value.isFinite else {
            return try fail(BookDiagnostics.expectNumberTooLarge(text, at: location(start), length: index - start))
        }
        return value
    }

    // MARK: Scanning

    private func peek(offset: Int = 0) -> Unicode.Scalar? {
        index + offset < end ? scalars[index + offset] : nil
    }

    private mutating func skipSpaces() {
        while let scalar = peek(), ExpectationParser.isSpace(scalar) { index += 1 }
    }

    private mutating func readWord() -> String {
        var word = ""
        while let scalar = peek(), scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" {
            word.unicodeScalars.append(scalar)
            index += 1
        }
        return word
    }

    private mutating func fail<T>(_ diagnostic: Diagnostic) throws -> T {
        if failure == nil { failure = diagnostic }
        throw Failure()
    }
}
