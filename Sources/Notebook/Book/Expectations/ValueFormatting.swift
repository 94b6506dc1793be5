import Foundation

/// How numbers and values are written in expectation reports: deterministic, locale-independent.
enum ValueFormatting {
    /// The shortest text that reads back as exactly `value`: integers without ".0", exponents without padding
    /// ("1e-9", not "1e-09").
    static func full(_ value: Double) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value < 0 ? "-inf" : "inf" }
        if value == value.rounded(), abs(value) < 1e15 {
            return value == 0 ? "0" : String(Int64(value))
        }
        var text = "\(value)"
        if let exponent = text.firstIndex(of: "e") {
            let mantissa = text[..<exponent]
            var digits = text[text.index(after: exponent)...]
            var sign = ""
            if digits.first == "-" || digits.first == "+" {
                sign = digits.first == "-" ? "-" : ""
                digits = digits.dropFirst()
            }
            let trimmed = digits.drop(while: { $0 == "0" })
            text = mantissa + "e" + sign + (trimmed.isEmpty ? "0" : trimmed)
        }
        return text
    }

    /// Six significant digits, for matrix elements that hold (the differing ones are written in full).
    static func short(_ value: Double) -> String {
        guard value.isFinite, value != 0 else { return full(value) }
        let rounded = Double(String(format: "%.6g", locale: Locale(identifier: "en_US_POSIX"), value)) ?? value
        return full(rounded)
    }

    static func point(_ point: ValuePoint) -> String {
        "(\(full(point.x)), \(full(point.y)))"
    }

    static func points(_ points: [ValuePoint]) -> String {
        points.isEmpty ? "no points" : points.map(point).joined(separator: " ")
    }

    static func expected(_ value: ExpectedValue) -> String {
        switch value {
        case let .number(number): return full(number)
        case let .boolean(flag): return flag ? "YES" : "NO"
        case let .word(word): return word
        case let .pair(pair): return point(pair)
        case let .rect(x, y, width, height): return "(\(full(x)), \(full(y)), \(full(width)), \(full(height)))"
        case let .points(list): return points(list)
        case let .affine(values): return "[" + values.map(full).joined(separator: " ") + "]"
        case let .transform3D(values): return matrixInline(values)
        }
    }

    static func observed(_ value: ObservedValue) -> String {
        switch value {
        case let .number(number): return full(number)
        case let .boolean(flag): return flag ? "YES" : "NO"
        case let .word(word): return word
        case let .point(pair): return point(pair)
        case let .size(width, height): return "(\(full(width)), \(full(height)))"
        case let .rect(x, y, width, height): return "(\(full(x)), \(full(y)), \(full(width)), \(full(height)))"
        case let .quad(list), let .polygon(list): return points(list)
        case let .affine(values): return "[" + values.map(full).joined(separator: " ") + "]"
        case let .transform3D(values): return matrixInline(values)
        }
    }

    /// `[m11 m12 m13 m14; m21 ...]`, the `expect` notation.
    static func matrixInline(_ values: [Double]) -> String {
        var rows: [String] = []
        var index = 0
        while index < values.count {
            rows.append(values[index..<min(index + 4, values.count)].map(full).joined(separator: " "))
            index += 4
        }
        return "[" + rows.joined(separator: "; ") + "]"
    }
}
