/// Deterministic number formatting for everything Figures writes.
///
/// Three forms, all derived from the shortest round-trip decimal digits (see `DecimalDigits`):
/// - `exact(_:)`: the exact double, for `title` and `data-exact` attributes and for tests;
/// - `readable(_:)`: the value rounded for reading in MathML (see `ReadableNumber` for the rules);
/// - `coordinate(_:)`: SVG and CSS coordinates, at most 2 decimals, never `-0`, never non-finite.
public enum NumberFormatting {
    /// The shortest decimal that reads back as exactly `value`, spelled as JavaScript's `Number.prototype.toString`
    /// spells it (`86.60254037844388`, `6.123233995736766e-17`, `1e+21`, `0.000001`), except that negative zero is
    /// kept as `-0` because Core Graphics' signed zeros are part of what a lesson shows.
    ///
    /// NaN is `NaN` and infinities are `Infinity` / `-Infinity` (JavaScript's spellings, so `Number(text)` in the
    /// browser reads every exact value back).
    public static func exact(_ value: Double) -> String {
        fastExact(value) ?? generalExact(value)
    }

    /// `exact(_:)` through `DecimalDigits`, for every value (the fast paths must agree with it).
    static func generalExact(_ value: Double) -> String {
        guard let decimal = DecimalDigits(value) else {
            if value.isNaN { return "NaN" }
            return value < 0 ? "-Infinity" : "Infinity"
        }
        return spell(decimal)
    }

    /// The shortest decimal that reads back as exactly the single-precision `value` (`0.8944272`), spelled as
    /// `exact(_: Double)` spells doubles.
    public static func exact(float value: Float) -> String {
        guard let decimal = DecimalDigits(value) else {
            if value.isNaN { return "NaN" }
            return value < 0 ? "-Infinity" : "Infinity"
        }
        return spell(decimal)
    }

    private static func spell(_ decimal: DecimalDigits) -> String {
        let sign = decimal.isNegative ? "-" : ""
        guard !decimal.isZero else { return sign + "0" }
        let point = decimal.pointPosition
        // ECMAScript Number::toString: positional for 1e-7 < |x| < 1e21, else exponential.
        if point > -6, point <= 21 {
            return sign + decimal.positionalMagnitude
        }
        let parts = decimal.scientificParts
        let exponentSign = parts.exponent < 0 ? "-" : "+"
        return sign + parts.mantissa + "e" + exponentSign + String(parts.exponent.magnitude)
    }

    /// The value rounded for reading; see `ReadableNumber`.
    public static func readable(_ value: Double) -> ReadableNumber {
        ReadableNumber(value)
    }

    /// The largest coordinate magnitude written into SVG or CSS; larger values are clamped by the diagrams.
    public static let coordinateLimit = 1_000_000.0

    /// An SVG/CSS coordinate: rounded half away from zero to 2 decimals, trailing zeros trimmed, no `-0`.
    ///
    /// Contract: callers clamp to `±coordinateLimit` first; as a last line of defence NaN becomes `0` and
    /// infinities and values beyond the limit become `±coordinateLimit`, so no non-finite or enormous number can
    /// ever be written.
    public static func coordinate(_ value: Double) -> String {
        fixed(value, decimals: 2)
    }

    /// Like `coordinate(_:)` with a chosen number of decimals (0...12); used for CSS matrix entries (6 decimals).
    public static func fixed(_ value: Double, decimals: Int) -> String {
        let limited: Double
        if value.isNaN {
            limited = 0
        } else {
            limited = min(max(value, -coordinateLimit), coordinateLimit)
        }
        return fastFixed(limited, decimals: decimals) ?? generalFixed(limited, decimals: decimals)
    }

    /// `fixed(_:decimals:)` of an already limited value through `DecimalDigits` (the fast path must agree with it).
    static func generalFixed(_ limited: Double, decimals: Int) -> String {
        guard let decimal = DecimalDigits(limited)?.rounded(toExponent: -min(max(decimals, 0), 12)) else { return "0" }
        guard !decimal.isZero else { return "0" }
        return (decimal.isNegative ? "-" : "") + decimal.positionalMagnitude
    }

    /// A value in a CSS `matrix3d(...)`: the exact shortest form when it is within the CSS-safe range, else 0.
    ///
    /// CSS parses full-precision numbers, so the browser draws with the same doubles the SVG was computed from;
    /// exponents are written out positionally (CSS accepts `1e-17`, but some tools do not) by rounding to 12
    /// decimals, which is far below a thousandth of a pixel for any coordinate within `coordinateLimit`.
    public static func cssNumber(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        if let fast = fastExact(value) { return fast == "-0" ? "0" : fast }
        guard let decimal = DecimalDigits(value) else { return "0" }
        if decimal.pointPosition > -6, decimal.pointPosition <= 21 { return exact(value).replacingMinusZero() }
        return fixed(value, decimals: 12)
    }
}

extension String {
    fileprivate func replacingMinusZero() -> String {
        self == "-0" ? "0" : self
    }
}
