import Figures

/// A line of an expectation table rounded for reading: every number in it as `ReadableNumber` shows it (4 decimals,
/// tiny and huge values in scientific form), the rest untouched. `(0.7071067811865476, -1.2246467991473532e-16)`
/// reads `(0.7071, -1.2e-16)`; the page keeps the exact text one hover (or one tap) away.
enum ReadableText {
    static func rounded(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            guard let end = numberEnd(in: scalars, from: index) else {
                result.append(scalars[index])
                index += 1
                continue
            }
            let token = String(String.UnicodeScalarView(scalars[index..<end]))
            if let value = Double(token) {
                result.append(contentsOf: ReadableNumber(value).text.unicodeScalars)
            } else {
                result.append(contentsOf: token.unicodeScalars)
            }
            index = end
        }
        return String(result)
    }

    /// Where a number starting at `start` ends: `-`? digits (`.` digits)? (`e` `-`? digits)?. Nil when none starts
    /// there, or when the digits are part of a name (`m34`, `faces[0]` keep their digits).
    private static func numberEnd(in scalars: [Unicode.Scalar], from start: Int) -> Int? {
        var index = start
        if scalars[index] == "-" { index += 1 }
        let digitsStart = index
        index = digits(in: scalars, from: index)
        guard index > digitsStart else { return nil }
        if start > 0, isNamePart(scalars[start - 1]) { return nil }
        if index + 1 < scalars.count, scalars[index] == ".", isDigit(scalars[index + 1]) {
            index = digits(in: scalars, from: index + 1)
        }
        if index < scalars.count, scalars[index] == "e" {
            var exponent = index + 1
            if exponent < scalars.count, scalars[exponent] == "-" || scalars[exponent] == "+" { exponent += 1 }
            let exponentEnd = digits(in: scalars, from: exponent)
            if exponentEnd > exponent { index = exponentEnd }
        }
        if index < scalars.count, isNamePart(scalars[index]) { return nil }
        return index
    }

    private static func digits(in scalars: [Unicode.Scalar], from start: Int) -> Int {
        var index = start
        while index < scalars.count, isDigit(scalars[index]) { index += 1 }
        return index
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }

    private static func isNamePart(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || scalar == "_" || scalar == "." || isDigit(scalar)
    }
}
