/// Fast paths for the common numbers of a figure (whole numbers, coordinates with at most a few decimals, and
/// exact values written positionally). Each returns nil whenever it cannot be sure of producing exactly the bytes
/// of the general path through `DecimalDigits`, which then decides; the output never depends on which path ran.
extension NumberFormatting {
    /// Powers of ten that are exact doubles, for 0...12 decimals.
    private static let scales: [Double] = [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12]

    /// `fixed(value, decimals:)` for a finite, already limited value with at most 12 decimals, or nil.
    ///
    /// The general path rounds the shortest decimal D of `value`, half away from zero. D differs from the binary
    /// value by less than half an ulp, and `value * 10^decimals` adds one more rounding; both stay far below
    /// 1e-6 of a unit in the last kept decimal while |value * 10^decimals| < 1e9. So unless the scaled fraction is
    /// within 1e-6 of one half, the binary value and D round to the same integer, which this computes directly.
    static func fastFixed(_ value: Double, decimals: Int) -> String? {
        guard let units = fastFixedUnits(value, decimals: decimals) else { return nil }
        if units == 0 { return "0" }
        return spellScaled(units, decimals: decimals, negative: value < 0)
    }

    /// |value| rounded to `decimals` decimals, in units of 10^−decimals, when `fastFixed` can be sure of it.
    static func fastFixedUnits(_ value: Double, decimals: Int) -> Int? {
        guard decimals >= 0, decimals < scales.count else { return nil }
        let scaled = (value * scales[decimals]).magnitude
        guard scaled < 1e9 else { return nil }
        let whole = scaled.rounded(.down)
        let fraction = scaled - whole
        guard (fraction - 0.5).magnitude > 1e-6 else { return nil }
        return Int(whole) + (fraction > 0.5 ? 1 : 0)
    }

    /// Appends `coordinate(value)` as UTF-8 bytes.
    static func appendCoordinate(_ value: Double, to bytes: inout MarkupBuffer) {
        let limit = 1_000_000.0   // `coordinateLimit`, as a literal so that no global is read per number
        let magnitude = value.magnitude
        // NaN fails the comparison; infinities and values beyond the limit are clamped to it.
        guard magnitude < limit else {
            appendLimitedCoordinate(value, to: &bytes)
            return
        }
        // `fastFixedUnits(value, decimals: 2)` written out: `scaled` < 1e8, so truncation is the floor.
        let scaled = magnitude * 100
        let whole = Int(scaled)
        let fraction = scaled - Double(whole)
        // A whole number of hundredths (whole coordinates among them) needs no rounding; otherwise a fraction
        // within 1e-6 of one half is left to the general path, which rounds the shortest decimal.
        guard fraction == 0 || (fraction - 0.5).magnitude > 1e-6 else {
            bytes.append(utf8: generalFixed(value, decimals: 2))
            return
        }
        let units = whole &+ (fraction > 0.5 ? 1 : 0)
        appendHundredths(UInt32(truncatingIfNeeded: units), negative: value < 0, to: &bytes)
    }

    /// `appendCoordinate` of NaN (`0`), infinities and magnitudes at or beyond `coordinateLimit` (the limit).
    private static func appendLimitedCoordinate(_ value: Double, to bytes: inout MarkupBuffer) {
        let limited = value.isNaN ? 0 : min(max(value, -coordinateLimit), coordinateLimit)
        if limited < 0 { bytes.append(UInt8(ascii: "-")) }
        bytes.appendDecimal(UInt64(limited.magnitude))
    }

    /// `units / 100` with at most two decimals, trailing zeros trimmed, no `-0`; `units` ≤ 10^8 (a coordinate
    /// within `coordinateLimit`).
    @inline(__always)
    private static func appendHundredths(_ units: UInt32, negative: Bool, to bytes: inout MarkupBuffer) {
        if units == 0 {
            bytes.append(UInt8(ascii: "0"))
            return
        }
        // Sign, at most 7 integer digits, point and 2 decimals: one capacity check, then plain stores, two digits at
        // a time from the table of pairs (this runs for every coordinate of every figure). Unsigned 32-bit
        // division by a constant is a multiply and a shift.
        bytes.reserve(11)
        var end = bytes.count
        if negative {
            bytes.base[end] = UInt8(ascii: "-")
            end &+= 1
        }
        var integer = units / 100
        var digits = 1
        var limit: UInt32 = 10
        while digits < 7, integer >= limit {
            digits &+= 1
            limit &*= 10
        }
        end &+= digits
        let cents = Int(truncatingIfNeeded: units % 100) &* 2
        let base = bytes.base
        MarkupBuffer.digitPairs.withUTF8Buffer { pairs in
            var index = end
            while integer >= 10 {
                let pair = Int(truncatingIfNeeded: integer % 100) &* 2
                integer /= 100
                base[index &- 2] = pairs[pair]
                base[index &- 1] = pairs[pair &+ 1]
                index &-= 2
            }
            if index > end &- digits { base[index &- 1] = UInt8(truncatingIfNeeded: integer) &+ 48 }
            if cents != 0 {
                base[end] = UInt8(ascii: ".")
                base[end &+ 1] = pairs[cents]
                let last = pairs[cents &+ 1]
                base[end &+ 2] = last
                end &+= last == UInt8(ascii: "0") ? 2 : 3
            }
        }
        bytes.count = end
    }

    /// `units / 10^decimals` written positionally with trailing zeros trimmed: (11195, 2) → "111.95".
    private static func spellScaled(_ units: Int, decimals: Int, negative: Bool) -> String {
        // At most 1e9 units: 10 digits, a point, a sign and a leading "0." fit in 24 bytes.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { buffer in
            var digits = 0
            var remaining = units
            var reversed: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
                (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
            withUnsafeMutableBytes(of: &reversed) { store in
                repeat {
                    store[digits] = UInt8(truncatingIfNeeded: remaining % 10) &+ 48
                    remaining /= 10
                    digits += 1
                } while remaining > 0 && digits < 12
            }
            // Trim trailing fractional zeros.
            var skip = 0
            withUnsafeBytes(of: &reversed) { store in
                while skip < decimals, store[skip] == 48 { skip += 1 }
            }
            let fractionDigits = decimals - skip
            var count = 0
            if negative { buffer[count] = UInt8(ascii: "-"); count += 1 }
            withUnsafeBytes(of: &reversed) { store in
                let integerDigits = digits - decimals
                if integerDigits <= 0 {
                    buffer[count] = 48
                    count += 1
                } else {
                    for index in stride(from: digits - 1, through: decimals, by: -1) {
                        buffer[count] = store[index]
                        count += 1
                    }
                }
                if fractionDigits > 0 {
                    buffer[count] = UInt8(ascii: ".")
                    count += 1
                    for index in stride(from: decimals - 1, through: skip, by: -1) {
                        buffer[count] = index < digits ? store[index] : 48
                        count += 1
                    }
                }
            }
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[0..<count]), as: UTF8.self)
        }
    }

    /// `exact(value)` for a finite value whose ECMAScript spelling is positional and equals Swift's own: whole
    /// numbers below 2^53 (Swift would add ".0"), and other values with 1e-4 ≤ |x| < 1e15 (Swift switches to
    /// exponent form only outside that range; the digits are the same shortest round-trip digits). Nil otherwise.
    static func fastExact(_ value: Double) -> String? {
        let magnitude = value.magnitude
        if magnitude < 9_007_199_254_740_992, magnitude == magnitude.rounded(.towardZero) {
            if magnitude == 0 { return value.sign == .minus ? "-0" : "0" }
            return String(Int(value))
        }
        guard magnitude >= 1e-4, magnitude < 1e15 else { return nil }
        let text = value.description
        for byte in text.utf8 where byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") { return nil }
        return text
    }
}
