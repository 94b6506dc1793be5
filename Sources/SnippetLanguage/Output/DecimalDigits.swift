/// The exact decimal expansion of a finite `Double`, for C's `%f`, `%e` and `%g` without Foundation or the C
/// library: every binary fraction has a finite decimal expansion (x = m·2^e = m·5^-e / 10^-e), so the digits are
/// computed exactly and rounded once, half to even, as glibc and Apple's libc round.
struct DecimalDigits {
    /// The significant digits, no leading zeros (empty for zero).
    var digits: [UInt8]
    /// The value is 0.d₁d₂… × 10^exponent.
    var exponent: Int

    init(_ x: Double) {
        let magnitude = Swift.abs(x)
        guard magnitude != 0 else {
            digits = []
            exponent = 0
            return
        }
        let significand = magnitude.significandBitPattern | (magnitude.isNormal ? 1 << 52 : 0)
        let binaryExponent = Int(magnitude.exponent) - 52 + (magnitude.isNormal ? 0 : 1)
        // Base 10^9 limbs, least significant first.
        var limbs: [UInt64] = [significand % 1_000_000_000, significand / 1_000_000_000 % 1_000_000_000,
                               significand / 1_000_000_000_000_000_000]
        var fractionDigits = 0
        if binaryExponent >= 0 {
            for _ in 0..<binaryExponent { Self.multiply(&limbs, by: 2) }
        } else {
            for _ in 0..<(-binaryExponent) { Self.multiply(&limbs, by: 5) }
            fractionDigits = -binaryExponent
        }
        var text: [UInt8] = []
        while limbs.count > 1 && limbs.last == 0 { limbs.removeLast() }
        for (index, limb) in limbs.reversed().enumerated() {
            var piece = Array(String(limb).utf8).map { $0 - 48 }
            if index > 0 { piece = Array(repeating: 0, count: 9 - piece.count) + piece }
            text += piece
        }
        let leadingZeros = text.prefix { $0 == 0 }.count
        text.removeFirst(leadingZeros)
        exponent = text.count - fractionDigits
        while text.last == 0 { text.removeLast() }
        digits = text
    }

    private static func multiply(_ limbs: inout [UInt64], by factor: UInt64) {
        var carry: UInt64 = 0
        for index in limbs.indices {
            let product = limbs[index] * factor + carry
            limbs[index] = product % 1_000_000_000
            carry = product / 1_000_000_000
        }
        if carry > 0 { limbs.append(carry) }
    }

    /// The digits rounded to `count` significant digits (half to even on the exact value); the exponent may grow.
    func rounded(toSignificant count: Int) -> DecimalDigits {
        guard count < digits.count else { return self }
        var result = self
        guard count >= 0 else {
            result.digits = []
            return result
        }
        var kept = Array(digits.prefix(count))
        let next = digits[count]
        let rest = digits[(count + 1)...].contains { $0 != 0 }
        let roundsUp = next > 5 || (next == 5 && (rest || (kept.last.map { $0 % 2 == 1 } ?? false)))
        if roundsUp {
            var index = kept.count - 1
            while index >= 0 && kept[index] == 9 {
                kept[index] = 0
                index -= 1
            }
            if index >= 0 {
                kept[index] += 1
            } else {
                // 9…9 rounded up is 10…0: one more integer digit (the zeros are dropped below).
                kept.insert(1, at: 0)
                result.exponent += 1
            }
        }
        while kept.last == 0 { kept.removeLast() }
        result.digits = kept
        return result
    }

    /// `%.{precision}f`: the digits with `precision` places after the point.
    func fixed(precision: Int) -> String {
        let value = rounded(toSignificant: exponent + precision)
        var text = ""
        let integerCount = max(value.exponent, 0)
        if integerCount == 0 {
            text = "0"
        } else {
            for index in 0..<integerCount { text.append(value.digit(index)) }
        }
        if precision > 0 {
            text.append(".")
            for place in 0..<precision { text.append(value.digit(value.exponent >= 0 ? integerCount + place : place + value.exponent)) }
        }
        return text
    }

    /// `%.{precision}g`: `%e` or `%f` by the exponent, as C chooses, trailing zeros removed.
    func general(precision: Int) -> String {
        let significant = max(precision, 1)
        let power = digits.isEmpty ? 0 : rounded(toSignificant: significant).exponent - 1
        var text = power < -4 || power >= significant
            ? scientific(precision: significant - 1) : fixed(precision: significant - 1 - power)
        var exponentPart = ""
        if let e = text.firstIndex(of: "e") {
            exponentPart = String(text[e...])
            text = String(text[..<e])
        }
        if text.contains(".") {
            while text.last == "0" { text.removeLast() }
            if text.last == "." { text.removeLast() }
        }
        return text + exponentPart
    }

    /// `%.{precision}e`: one digit, the point, `precision` digits, `e±XX`.
    func scientific(precision: Int) -> String {
        guard !digits.isEmpty else { return fixedZero(precision) + "e+00" }
        let value = rounded(toSignificant: precision + 1)
        var text = String(value.digit(0))
        if precision > 0 {
            text.append(".")
            for index in 1...precision { text.append(value.digit(index)) }
        }
        let power = value.exponent - 1
        let magnitude = String(Swift.abs(power))
        return text + (power < 0 ? "e-" : "e+") + (magnitude.count < 2 ? "0" : "") + magnitude
    }

    private func fixedZero(_ precision: Int) -> String {
        precision > 0 ? "0." + String(repeating: "0", count: precision) : "0"
    }

    /// The digit at `index` from the first significant one (or a 0 for a negative index: places before it).
    private func digit(_ index: Int) -> Character {
        guard index >= 0, index < digits.count else { return "0" }
        return Character(Unicode.Scalar(digits[index] + 48))
    }
}
