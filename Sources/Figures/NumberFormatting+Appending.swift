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
}
