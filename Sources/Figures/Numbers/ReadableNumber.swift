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
    /// True when the shown text is not the exact value (rounded, or a signed zero shown as `0`).
    public let isRounded: Bool
    /// The magnitude shown: rounded to 4 decimals (`.plain`), or to the significant digits of a scientific form;
    /// zero for zero, NaN and infinities.
    private let shown: ShortestDecimal
    /// The exact value's shortest decimal; nil for NaN and infinities.
    private let exactDecimal: ShortestDecimal?

    // The texts are spelled when asked for, from the two decimals: a page writes them straight into its markup
    // (`FormattedNumber.readableExact`, `.readableShown`), and two strings made for every matrix cell were most
    // of the cost of a value's MathML.

    /// The digits shown, without sign: `0.7071`, or the mantissa `6.1` of a scientific form.
    public var mantissa: String {
        var bytes: [UInt8] = []
        writeMantissa(to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The power of ten of a scientific form (`.tiny`, `.huge`); nil otherwise.
    public var powerOfTen: Int? { isScientific ? shown.pointPosition - 1 : nil }

    /// The exact value, as `NumberFormatting.exact` spells it.
    public var exact: String { FormattedNumber.readableExact(self).text }

    /// Tiny and huge numbers are shown as `mantissa × 10^power`.
    public var isScientific: Bool { kind == .tiny || kind == .huge }

    /// A single-precision value: rounded like a double (from the widened double's digits), with the float's own
    /// shortest digits as the exact value.
    public init(float value: Float) {
        self.init(Double(value), exact: ShortestDecimal(value))
    }

    public init(_ value: Double) {
        let decimal = ShortestDecimal(value)
        self.init(value, digits: decimal, exact: decimal)
    }

    private init(_ value: Double, exact: ShortestDecimal?) {
        self.init(value, digits: ShortestDecimal(value), exact: exact)
    }

    /// `digits` is the shortest decimal of `value`, which the rounding starts from; `exact` that of the value as
    /// given (the same for a double, the float's own for a float). Both are nil when the value is not finite.
    private init(_ value: Double, digits: ShortestDecimal?, exact: ShortestDecimal?) {
        exactDecimal = exact
        guard let decimal = digits else {
            kind = value.isNaN ? .notANumber : .infinity
            isNegative = !value.isNaN && value < 0
            shown = ShortestDecimal(isNegative: false, significand: 0, exponent: 0)
            isRounded = false
            return
        }
        guard !decimal.isZero else {
            kind = .zero
            isNegative = false
            shown = decimal
            isRounded = decimal.isNegative
            return
        }
        isNegative = decimal.isNegative
        let fourDecimals = decimal.rounded(toExponent: -4)
        if fourDecimals.isZero {
            kind = .tiny
            shown = decimal.rounded(toSignificantDigits: 2)
        } else if fourDecimals.pointPosition > 7 {
            kind = .huge
            shown = decimal.rounded(toSignificantDigits: 4)
        } else {
            kind = .plain
            shown = fourDecimals
        }
        isRounded = shown != decimal
    }

    /// Appends `exact`: the shortest decimal in `NumberSpelling.writeExact`'s spelling, or `NaN`, `Infinity`.
    func writeExact(to bytes: inout [UInt8]) {
        if let exactDecimal {
            NumberSpelling.writeExact(exactDecimal, to: &bytes)
        } else if kind == .notANumber {
            bytes += "NaN".utf8
        } else {
            bytes += (isNegative ? "-Infinity" : "Infinity").utf8
        }
    }

    /// Appends `mantissa`: positional digits, a scientific mantissa, `0`, `NaN` or `∞`.
    func writeMantissa(to bytes: inout [UInt8]) {
        switch kind {
        case .zero: bytes.append(UInt8(ascii: "0"))
        case .plain: shown.writePositionalMagnitude(to: &bytes)
        case .tiny, .huge: shown.writeScientificMantissa(to: &bytes)
        case .notANumber: bytes += "NaN".utf8
        case .infinity: bytes += "∞".utf8
        }
    }

    /// Plain ASCII text: `-0.7071`, `6.1e-17`, `1.235e20`, `NaN`, `-∞`.
    public var text: String {
        // Written into one buffer: a play control's step labels ask for a dozen of these.
        var bytes: [UInt8] = []
        if isNegative { bytes.append(UInt8(ascii: "-")) }
        writeMantissa(to: &bytes)
        if let power = powerOfTen {
            bytes.append(UInt8(ascii: "e"))
            NumberSpelling.writeInteger(power, to: &bytes)
        }
        return String(decoding: bytes, as: UTF8.self)
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
