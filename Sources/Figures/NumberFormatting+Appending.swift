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
            var text = value.description
            text.withUTF8 { bytes.append(contentsOf: $0) }
        } else {
            var text = cssNumber(value)
            text.withUTF8 { bytes.append(contentsOf: $0) }
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
