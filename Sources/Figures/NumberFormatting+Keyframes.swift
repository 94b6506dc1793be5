/// Numbers of the intermediate keyframes of `data-keyframes`.
///
/// The first keyframe (the identity) and the last (the listing's transform, byte for byte the `data-to` text) keep
/// the exact shortest round-trip digits of `cssNumber`. The frames in between are transient animation samples 10%
/// apart: a change of 1e-6 in a matrix entry is far below what the sampling itself changes from one frame to the
/// next, and far below a thousandth of a pixel for any coordinate within `coordinateLimit`. So they are written
/// with 6 decimals, rounded to nearest (ties away from zero), trailing zeros trimmed (`0.949948`, `15.564268`,
/// `-0.00319`), which needs no shortest-digit search. `-0` and anything that rounds to zero is written `0`.
extension NumberFormatting {
    /// Magnitudes below this are written by the fixed-point path: `value × 10^6` stays below 2^53, so the units
    /// are exact integers in a `Double`. Larger or non-finite values take `appendCSSNumber` (positional, no
    /// exponent, valid CSS for every finite value).
    static let keyframeFixedLimit = 1e9

    /// Appends an intermediate keyframe's matrix entry: |written − value| ≤ 5e-7 for |value| < `keyframeFixedLimit`
    /// (the rounding is of the exact product `value × 10^6`; see below), `appendCSSNumber` otherwise.
    static func appendKeyframeNumber(_ value: Double, to bytes: inout MarkupBuffer) {
        let magnitude = value.magnitude
        // NaN fails the comparison and takes the fallback too (which writes `0`).
        guard magnitude < keyframeFixedLimit else {
            appendCSSNumber(value, to: &bytes)
            return
        }
        let scaled = magnitude * 1e6
        // Below 1e15 (< 2^50) adding one half is exact, so truncating it rounds half up.
        var total = UInt64(scaled + 0.5)
        // `scaled` is the exact product rounded once. Rounding it again can only go wrong when it lands exactly on
        // a half (`scaled − total` is then exactly −0.5, both being close doubles below 2^53): the exact product
        // may lie just below that half, which the fused multiply-add's exact error tells.
        if scaled - Double(total) == -0.5, (-scaled).addingProduct(magnitude, 1e6) < 0 {
            total -= 1
        }
        guard total > 0 else {
            bytes.append(UInt8(ascii: "0"))
            return
        }
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        let whole = total / 1_000_000
        if whole < 10 {
            // Most entries of a keyframe (rotations, scales) are below 10 in magnitude.
            bytes.append(UInt8(truncatingIfNeeded: whole) &+ 48)
        } else {
            bytes.appendDecimal(whole)
        }
        let fraction = UInt32(truncatingIfNeeded: total % 1_000_000)
        guard fraction != 0 else { return }
        var width = 7
        var trimmed = fraction
        while trimmed % 10 == 0 {
            trimmed /= 10
            width &-= 1
        }
        // The point and all six decimals as three digit pairs, written at once; the count then keeps the point
        // and the decimals up to the last non-zero one. (32-bit division by a constant is a multiply and a shift.)
        bytes.reserve(7)
        let high = Int(truncatingIfNeeded: fraction / 10_000) &* 2
        let middle = Int(truncatingIfNeeded: fraction / 100 % 100) &* 2
        let low = Int(truncatingIfNeeded: fraction % 100) &* 2
        let target = bytes.base + bytes.count
        MarkupBuffer.digitPairs.withUTF8Buffer { pairs in
            target[0] = UInt8(ascii: ".")
            target[1] = pairs[high]
            target[2] = pairs[high &+ 1]
            target[3] = pairs[middle]
            target[4] = pairs[middle &+ 1]
            target[5] = pairs[low]
            target[6] = pairs[low &+ 1]
        }
        bytes.count &+= width
    }
}
