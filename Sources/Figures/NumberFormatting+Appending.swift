/// Writing numbers straight into a markup buffer, with no intermediate strings for the common cases; the bytes
/// are exactly those of the `String`-returning functions.
extension NumberFormatting {
    /// Appends `exact(value)` to `output`.
    static func appendExact(_ value: Double, to output: inout String) {
        let magnitude = value.magnitude
        if magnitude < 9_007_199_254_740_992, magnitude == magnitude.rounded(.towardZero) {
            if magnitude == 0 {
                output.append(value.sign == .minus ? "-0" : "0")
            } else {
                output.append(String(Int(value)))
            }
        } else if magnitude >= 1e-4, magnitude < 1e15 {
            // Swift's shortest round-trip spelling is positional throughout this range (see `fastExact`).
            value.write(to: &output)
        } else {
            output.append(generalExact(value))
        }
    }

    /// Appends `cssNumber(value)` to `output`.
    static func appendCSSNumber(_ value: Double, to output: inout String) {
        let magnitude = value.magnitude
        guard value.isFinite else {
            output.append("0")
            return
        }
        if magnitude == 0 {
            output.append("0")
        } else if magnitude < 9_007_199_254_740_992 && magnitude == magnitude.rounded(.towardZero)
                    || magnitude >= 1e-4 && magnitude < 1e15 {
            appendExact(value, to: &output)
        } else {
            output.append(cssNumber(value))
        }
    }

    /// Appends `cssNumber(value)` as UTF-8 bytes: whole numbers digit by digit, other positional values with
    /// Swift's shortest digits, the rest through `cssNumber`.
    static func appendCSSNumber(_ value: Double, to bytes: inout [UInt8]) {
        let magnitude = value.magnitude
        guard value.isFinite else {
            bytes.append(UInt8(ascii: "0"))
            return
        }
        if magnitude < 9_007_199_254_740_992, magnitude == magnitude.rounded(.towardZero) {
            appendInteger(Int(value), to: &bytes)
        } else if magnitude >= 1e-4, magnitude < 1e15 {
            var sink = ByteSink(bytes: bytes)
            bytes = []
            value.write(to: &sink)
            bytes = sink.bytes
        } else if magnitude >= 1e-6, magnitude < 1e-4, appendSmallPositional(value, to: &bytes) {
            return
        } else if magnitude < 4e-13 {
            // Below 1e-6 `cssNumber` rounds to 12 decimals; anything under half of 1e-12 is written `0`.
            bytes.append(UInt8(ascii: "0"))
        } else if magnitude < 1e-6, var text = fastFixed(value, decimals: 12) {
            text.withUTF8 { bytes.append(contentsOf: $0) }
        } else {
            var text = cssNumber(value)
            text.withUTF8 { bytes.append(contentsOf: $0) }
        }
    }

    /// For 1e-6 ≤ |x| < 1e-4, where ECMAScript (and so `exact`/`cssNumber`) writes positionally but Swift writes
    /// `d.ddde-05`: the same shortest digits moved behind `0.0000`. False (nothing appended) when Swift's
    /// spelling is not of that form.
    private static func appendSmallPositional(_ value: Double, to bytes: inout [UInt8]) -> Bool {
        var text = value.description
        return text.withUTF8 { spelled -> Bool in
            guard let e = spelled.firstIndex(of: UInt8(ascii: "e")), e + 3 < spelled.count + 1,
                  spelled[e + 1] == UInt8(ascii: "-") else { return false }
            var exponent = 0
            for index in (e + 2)..<spelled.count {
                let digit = spelled[index] &- 48
                guard digit < 10 else { return false }
                exponent = exponent * 10 + Int(digit)
            }
            guard exponent >= 5, exponent <= 6 else { return false }
            var mantissa: [UInt8] = []
            for index in 0..<e {
                let byte = spelled[index]
                if byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") { continue }
                guard byte &- 48 < 10 else { return false }
                mantissa.append(byte)
            }
            while mantissa.count > 1, mantissa.last == UInt8(ascii: "0") { mantissa.removeLast() }
            guard let first = mantissa.first, first != UInt8(ascii: "0") else { return false }
            if value < 0 { bytes.append(UInt8(ascii: "-")) }
            bytes.append(UInt8(ascii: "0"))
            bytes.append(UInt8(ascii: "."))
            for _ in 1..<exponent { bytes.append(UInt8(ascii: "0")) }
            bytes.append(contentsOf: mantissa)
            return true
        }
    }

    /// Appends the decimal digits of `value` (with a leading `-` when negative; 0 as `0`).
    static func appendInteger(_ value: Int, to bytes: inout [UInt8]) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var remaining = value.magnitude
        let start = bytes.count
        repeat {
            bytes.append(UInt8(truncatingIfNeeded: remaining % 10) &+ 48)
            remaining /= 10
        } while remaining > 0
        bytes[start...].reverse()
    }
}

/// Receives the digits `Double.write(to:)` produces (ASCII, from a stack buffer) straight into a byte array.
private struct ByteSink: TextOutputStream {
    var bytes: [UInt8]

    mutating func write(_ string: String) {
        var text = string
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    mutating func _writeASCII(_ buffer: UnsafeBufferPointer<UInt8>) {
        bytes.append(contentsOf: buffer)
    }
}
