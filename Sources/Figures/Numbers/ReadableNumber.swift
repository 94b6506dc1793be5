/// A number rounded for reading, with its exact value kept beside it.
///
/// The rules (documented in docs/figures.md):
/// - zero and negative zero read `0`;
/// - `1e-4 ≤ |x| < 1e7` (after rounding): rounded half away from zero to 4 decimals, trailing zeros trimmed
///   (`0.7071067811865476` → `0.7071`, `49.99999999999999` → `50`, `-0.002` → `-0.002`);
/// - tiny, `0 < |x| < 0.00005` (it would round to 0): 2 significant digits in scientific form (`6.1e-17`), kind
///   `.tiny`, so a reader sees that a cosine of π/2 is not exactly zero;
/// - huge, `|x| ≥ 1e7`: 4 significant digits in scientific form (`1.235e20`), kind `.huge`;
/// - NaN reads `NaN`, infinities `∞` / `-∞`.
public struct ReadableNumber: Equatable, Sendable {
    public enum Kind: String, Equatable, Sendable {
        case zero, plain, tiny, huge, notANumber, infinity
    }

    public let kind: Kind
    /// True when a minus sign is shown (never for zero or NaN).
    public let isNegative: Bool
    /// The digits shown, without sign: `0.7071`, or the mantissa `6.1` of a scientific form.
    public let mantissa: String
    /// The power of ten of a scientific form (`.tiny`, `.huge`); nil otherwise.
    public let powerOfTen: Int?
    /// The exact value, as `NumberFormatting.exact` spells it.
    public let exact: String
    /// True when the shown text is not the exact value (rounded, or a signed zero shown as `0`).
    public let isRounded: Bool

    /// A single-precision value: rounded like a double, with the float's own shortest digits as the exact value.
    public init(float value: Float) {
        self.init(Double(value), exact: NumberFormatting.exact(float: value))
    }

    public init(_ value: Double) {
        self.init(value, exact: nil)
    }

    /// With `exact` nil, the exact spelling is made from the same shortest decimal the rounding starts from.
    private init(_ value: Double, exact exactText: String?) {
        guard let decimal = ShortestDecimal(value) else {
            exact = exactText ?? NumberFormatting.exact(value)
            if value.isNaN {
                kind = .notANumber
                isNegative = false
                mantissa = "NaN"
            } else {
                kind = .infinity
                isNegative = value < 0
                mantissa = "∞"
            }
            powerOfTen = nil
            isRounded = false
            return
        }
        exact = exactText ?? Self.exact(decimal)
        guard !decimal.isZero else {
            kind = .zero
            isNegative = false
            mantissa = "0"
            powerOfTen = nil
            isRounded = decimal.isNegative
            return
        }
        isNegative = decimal.isNegative
        let fourDecimals = decimal.rounded(toExponent: -4)
        if fourDecimals.isZero {
            let short = decimal.rounded(toSignificantDigits: 2)
            kind = .tiny
            (mantissa, powerOfTen) = Self.scientific(short)
            isRounded = short != decimal
        } else if fourDecimals.pointPosition > 7 {
            let short = decimal.rounded(toSignificantDigits: 4)
            kind = .huge
            (mantissa, powerOfTen) = Self.scientific(short)
            isRounded = short != decimal
        } else {
            kind = .plain
            mantissa = Self.positional(fourDecimals)
            powerOfTen = nil
            isRounded = fourDecimals != decimal
        }
    }

    private static func exact(_ decimal: ShortestDecimal) -> String {
        var bytes: [UInt8] = []
        NumberSpelling.writeExact(decimal, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func positional(_ decimal: ShortestDecimal) -> String {
        var bytes: [UInt8] = []
        decimal.writePositionalMagnitude(to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func scientific(_ decimal: ShortestDecimal) -> (String, Int?) {
        let parts = decimal.scientificParts
        return (parts.mantissa, parts.exponent)
    }

    /// Plain ASCII text: `-0.7071`, `6.1e-17`, `1.235e20`, `NaN`, `-∞`.
    public var text: String {
        var result = isNegative ? "-" : ""
        result += mantissa
        if let power = powerOfTen { result += "e" + String(power) }
        return result
    }

    /// Typographic text for prose and HTML: U+2212 minus and `×10` with a caret-free exponent: `−0.7071`,
    /// `6.1×10⁻¹⁷`.
    public var typographicText: String {
        var result = isNegative ? "\u{2212}" : ""
        result += mantissa
        if let power = powerOfTen { result += "×10" + Self.superscript(power) }
        return result
    }

    static func superscript(_ value: Int) -> String {
        let digits: [Character] = ["⁰", "¹", "²", "³", "⁴", "⁵", "⁶", "⁷", "⁸", "⁹"]
        var result = value < 0 ? "⁻" : ""
        for scalar in String(value.magnitude).unicodeScalars {
            let index = Int(scalar.value) - 48
            if index >= 0, index < digits.count { result.append(digits[index]) }
        }
        return result
    }
}
