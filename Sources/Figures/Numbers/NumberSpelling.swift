/// Deterministic number spellings for everything Figures writes, all from the shortest round-trip decimal
/// (`ShortestDecimal`). Each speller appends ASCII bytes; `NumberFormatting` offers the same spellings as strings.
///
/// - exact: the exact double, for `title` attributes and for tests;
/// - fixed (and coordinate, 2 decimals): SVG and CSS coordinates, never `-0`, never non-finite;
/// - css: a `matrix3d` entry; keyframe: an intermediate keyframe's entry (6 decimals, see `writeKeyframe`);
/// - readable: the value rounded for reading in MathML (`ReadableNumber`).
enum NumberSpelling {
    /// The largest coordinate magnitude written into SVG or CSS; larger values are clamped by the diagrams.
    static let coordinateLimit = 1_000_000.0

    /// The shortest decimal that reads back as exactly `value`, spelled as JavaScript's `Number.prototype.toString`
    /// spells it (`86.60254037844388`, `6.123233995736766e-17`, `1e+21`, `0.000001`), except that negative zero is
    /// kept as `-0`: Core Graphics' signed zeros are part of what a lesson shows. NaN is `NaN`, infinities are
    /// `Infinity` / `-Infinity`, so `Number(text)` in the browser reads every exact value back.
    static func writeExact(_ value: Double, to bytes: inout [UInt8]) {
        if let spelling = positionalDescription(of: value) {
            bytes += spelling.utf8
            return
        }
        guard let decimal = ShortestDecimal(value) else {
            writeNonFinite(isNaN: value.isNaN, isNegative: value < 0, to: &bytes)
            return
        }
        writeExact(decimal, to: &bytes)
    }

    /// Swift's `description` of `value` when it already is the exact spelling: a number with a fraction written
    /// without an exponent (`86.60254037844388`, `-0.5`), the shortest round-trip digits (`ShortestDecimal`) in
    /// ECMAScript's positional form. Nil for whole numbers (`100.0`), exponents (`1e-05`) and non-finite values,
    /// which `ShortestDecimal` reads and spells: most entries of a matrix are whole, most others this.
    private static func positionalDescription(of value: Double) -> String? {
        guard value.isFinite, value != value.rounded(.towardZero) else { return nil }
        let spelling = value.description
        // Read through the span, as `ShortestDecimal` reads a description: `contains` on the UTF-8 view cost more
        // than the rest of the spelling.
        let utf8 = spelling.utf8.span
        for index in 0..<utf8.count where utf8[index] == UInt8(ascii: "e") { return nil }
        return spelling
    }

    /// `writeExact` of a single-precision value, with the float's own shortest digits (`0.8944272`).
    static func writeExact(float value: Float, to bytes: inout [UInt8]) {
        guard let decimal = ShortestDecimal(value) else {
            writeNonFinite(isNaN: value.isNaN, isNegative: value < 0, to: &bytes)
            return
        }
        writeExact(decimal, to: &bytes)
    }

    private static func writeNonFinite(isNaN: Bool, isNegative: Bool, to bytes: inout [UInt8]) {
        if isNaN {
            bytes += "NaN".utf8
        } else {
            bytes += (isNegative ? "-Infinity" : "Infinity").utf8
        }
    }

    /// ECMAScript's Number::toString: positional for 1e-7 < |x| < 1e21, else exponential (`1e+21`, `5e-324`).
    static func writeExact(_ decimal: ShortestDecimal, to bytes: inout [UInt8]) {
        appendNumber(to: &bytes, room: longestExact) { digits in
            if decimal.isNegative { digits.append(UInt8(ascii: "-")) }
            let point = decimal.pointPosition
            if decimal.isZero || (point > -6 && point <= 21) {
                decimal.writePositionalMagnitude(to: &digits)
                return
            }
            decimal.writeScientificMantissa(to: &digits)
            let exponent = point - 1
            digits.append(UInt8(ascii: "e"))
            digits.append(UInt8(ascii: exponent < 0 ? "-" : "+"))
            writeDigits(UInt64(exponent.magnitude), to: &digits)
        }
    }

    /// The most bytes `writeExact` writes for a decimal: a sign, `0.` and five zeros before 17 digits (or 17
    /// digits, a point and an exponent of at most `e-324`).
    private static let longestExact = 25

    /// `value` rounded half away from zero to `decimals` decimals (0...12), trailing zeros trimmed, no `-0`.
    ///
    /// The rounding is of the shortest decimal (`ShortestDecimal.rounded(toExponent:)`: `1.005` is `1.01`), but the
    /// shortest digits are looked for only when the value lies so close to a rounding tie that they could decide it
    /// (see `fixedUnits`); elsewhere the binary value rounds the same way and is rounded directly.
    ///
    /// Contract: callers clamp to `±coordinateLimit` first; as a last line of defence NaN becomes `0` and
    /// infinities and values beyond the limit become `±coordinateLimit`, so no non-finite or enormous number can
    /// ever be written.
    static func writeFixed(_ value: Double, decimals: Int, to bytes: inout [UInt8]) {
        let places = min(max(decimals, 0), 12)
        let fixed = fixedParts(value, decimals: places)
        appendNumber(to: &bytes, room: longestDigits) { digits in
            if fixed.isNegative { digits.append(UInt8(ascii: "-")) }
            writeUnits(fixed.units, decimals: places, to: &digits)
        }
    }

    /// The most bytes one number's digits take here: a sign, the 20 digits of a `UInt64` and a point.
    ///
    /// The digits are written into room made once for the number (`Array.append(addingCapacity:)`): appended one
    /// by one to the array, each byte checked the array's uniqueness and capacity again, several times the cost of
    /// working the digit out, on every coordinate of a figure.
    static let longestDigits = 22

    /// Appends what `write` writes into `room` bytes made for it at once (`Array.append(addingCapacity:)`). Every
    /// speller makes its room here, so the WebAssembly module holds one copy of that generic code, not one a speller.
    static func appendNumber(to bytes: inout [UInt8], room: Int, _ write: (inout OutputSpan<UInt8>) -> Void) {
        bytes.append(addingCapacity: room, initializingWith: write)
    }

    /// Whether `writeFixed` writes `a` and `b` alike (figures compare outlines as they are written), without
    /// writing them: the spelling is the sign and the units, and different units are spelled differently.
    static func fixedSpellingsMatch(_ a: Double, _ b: Double, decimals: Int) -> Bool {
        let places = min(max(decimals, 0), 12)
        return fixedParts(a, decimals: places) == fixedParts(b, decimals: places)
    }

    /// What `writeFixed` writes: a minus sign (never for zero), and the magnitude in units of 10^-decimals.
    private static func fixedParts(_ value: Double, decimals: Int) -> (isNegative: Bool, units: UInt64) {
        let limited = value.isNaN ? 0 : min(max(value, -coordinateLimit), coordinateLimit)
        let units = fixedUnits(of: limited, decimals: decimals)
        return (units > 0 && limited < 0, units)
    }

    /// Products below this are rounded from the binary value: below 2^50 a double's fractional part is exact.
    private static let fixedDirectLimit = 1e15

    /// |value| (finite, at most `coordinateLimit`) in units of 10^-decimals, its shortest decimal rounded half away
    /// from zero.
    ///
    /// The shortest decimal lies within half an ulp of the value, and the computed product within half an ulp of
    /// the exact one; when the product's fractional part is further than both from one half, the shortest decimal,
    /// the exact value and the product all round to the same integer. Only nearer a tie are the digits needed.
    private static func fixedUnits(of value: Double, decimals: Int) -> UInt64 {
        let magnitude = value.magnitude
        let scale = powersOfTen[decimals]
        let scaled = magnitude * scale
        if scaled < fixedDirectLimit {
            let whole = scaled.rounded(.down)
            let fraction = scaled - whole
            let margin = magnitude.ulp * scale + scaled.ulp
            if (fraction - 0.5).magnitude > margin {
                return UInt64(whole) + (fraction > 0.5 ? 1 : 0)
            }
        }
        guard let decimal = ShortestDecimal(magnitude)?.rounded(toExponent: -decimals), !decimal.isZero else { return 0 }
        // Rounded to 10^-decimals, the exponent is at least -decimals; at most 1e6 × 1e12 units, within UInt64.
        var units = decimal.significand
        for _ in 0..<(decimal.exponent + decimals) { units *= 10 }
        return units
    }

    /// 10^0 ... 10^12, each exact in a `Double`.
    private static let powersOfTen: [Double] = [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12]

    /// `units` × 10^-decimals in positional notation, trailing zeros of the fraction trimmed (`12.5`, `0.003`, `7`).
    private static func writeUnits(_ units: UInt64, decimals: Int, to bytes: inout OutputSpan<UInt8>) {
        var scale: UInt64 = 1
        for _ in 0..<decimals { scale *= 10 }
        writeDigits(units / scale, to: &bytes)
        let fraction = units % scale
        guard fraction != 0 else { return }
        bytes.append(UInt8(ascii: "."))
        writeFraction(fraction, scale: scale / 10, to: &bytes)
    }

    /// The digits of `fraction` after the point, from the one worth `scale` (a power of ten), trailing zeros
    /// trimmed: `writeFraction(30, scale: 1000)` writes `003`.
    private static func writeFraction(_ fraction: UInt64, scale: UInt64, to bytes: inout OutputSpan<UInt8>) {
        var fraction = fraction
        var scale = scale
        while fraction != 0, scale > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(fraction / scale))
            fraction %= scale
            scale /= 10
        }
    }

    /// The decimal digits of `value`, without going through a `String`.
    private static func writeDigits(_ value: UInt64, to bytes: inout OutputSpan<UInt8>) {
        var divisor: UInt64 = 1
        while divisor <= value / 10 { divisor *= 10 }
        while divisor > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(value / divisor % 10))
            divisor /= 10
        }
    }

    /// A value in a CSS `matrix3d(…)`: the exact shortest form when it is positional, else rounded to 12 decimals
    /// (CSS accepts `1e-17`, but some tools do not; 1e-12 is far below a thousandth of a pixel for any coordinate
    /// within `coordinateLimit`). Non-finite values and `-0` are written `0`.
    ///
    /// CSS parses full-precision numbers, so the browser draws with the same doubles the SVG was computed from.
    static func writeCSS(_ value: Double, to bytes: inout [UInt8]) {
        if let spelling = positionalDescription(of: value) {
            bytes += spelling.utf8
            return
        }
        guard let decimal = ShortestDecimal(value), !decimal.isZero else {
            bytes.append(UInt8(ascii: "0"))
            return
        }
        if decimal.pointPosition > -6, decimal.pointPosition <= 21 {
            writeExact(decimal, to: &bytes)
        } else {
            writeFixed(value, decimals: 12, to: &bytes)
        }
    }

    /// Magnitudes below this are written by `writeKeyframe`'s fixed-point rounding: `value × 10^6` stays below
    /// 2^53, so the units are exact integers in a `Double`. Larger or non-finite values are written by `writeCSS`.
    static let keyframeFixedLimit = 1e9

    /// An intermediate keyframe's matrix entry (see `docs/figures.md`): 6 decimals, rounded to nearest (ties away
    /// from zero), trailing zeros trimmed (`0.949948`, `15.564268`, `-0.00319`); anything that rounds to zero is
    /// `0`. |written − value| ≤ 5e-7.
    ///
    /// These frames are transient samples 10% apart, so a change of 1e-6 is far below what the sampling itself
    /// changes between frames. The rounding is of the binary value (not of its shortest decimal), so it needs no
    /// shortest-digit search.
    static func writeKeyframe(_ value: Double, to bytes: inout [UInt8]) {
        // NaN and large magnitudes are written `0` or in full by `writeCSS`.
        guard let (isNegative, millionths) = keyframeMillionths(value) else {
            writeCSS(value, to: &bytes)
            return
        }
        writeKeyframe(isNegative: isNegative, millionths: millionths, to: &bytes)
    }

    /// What `writeKeyframe` writes below `keyframeFixedLimit`: a minus sign (never for `0`) and the magnitude in
    /// millionths, rounded to nearest (ties away from zero); nil for NaN and larger magnitudes, which `writeCSS`
    /// writes.
    static func keyframeMillionths(_ value: Double) -> (isNegative: Bool, millionths: UInt64)? {
        let magnitude = value.magnitude
        // NaN fails the comparison.
        guard magnitude < keyframeFixedLimit else { return nil }
        let millionths = roundedMillionths(of: magnitude)
        return (millionths > 0 && value < 0, millionths)
    }

    /// `writeKeyframe` from its parts (`keyframeMillionths`); without `leadingZero`, a magnitude below 1 is written
    /// without the `0` before its point (`.078459`, `-.5`), as the compact keyframe spelling writes it.
    static func writeKeyframe(isNegative: Bool, millionths: UInt64, leadingZero: Bool = true,
                              to bytes: inout [UInt8]) {
        appendNumber(to: &bytes, room: longestDigits) { digits in
            if isNegative { digits.append(UInt8(ascii: "-")) }
            guard !leadingZero, millionths > 0, millionths < 1_000_000 else {
                writeUnits(millionths, decimals: 6, to: &digits)
                return
            }
            digits.append(UInt8(ascii: "."))
            writeFraction(millionths, scale: 100_000, to: &digits)
        }
    }

    /// `magnitude × 10^6` rounded half up, for 0 ≤ magnitude < `keyframeFixedLimit`.
    private static func roundedMillionths(of magnitude: Double) -> UInt64 {
        let scaled = magnitude * 1e6
        // Below 1e15 (< 2^50) adding one half is exact, so truncating it rounds half up.
        var total = UInt64(scaled + 0.5)
        // `scaled` is the exact product rounded once. Rounding it again can only go wrong when it lands exactly on
        // a half: the exact product may lie just below it, which the fused multiply-add's exact error tells.
        if scaled - Double(total) == -0.5, (-scaled).addingProduct(magnitude, 1e6) < 0 {
            total -= 1
        }
        return total
    }

    /// The decimal digits of `value`, with `-` when negative.
    static func writeInteger(_ value: Int, to bytes: inout [UInt8]) {
        appendNumber(to: &bytes, room: longestDigits) { digits in
            if value < 0 { digits.append(UInt8(ascii: "-")) }
            writeDigits(UInt64(value.magnitude), to: &digits)
        }
    }
}
