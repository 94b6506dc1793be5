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
        let exact = NumberFormatting.exact(value)
        // Fast path for the usual plain number: 1e-4 ≤ |x| < 9e6 always reads positionally with 4 decimals, and
        // its exact spelling is positional too, so "rounded" means the texts differ.
        let magnitude = value.magnitude
        if magnitude >= 1e-4, magnitude < 9e6, let text = NumberFormatting.fastFixed(value, decimals: 4) {
            let isNegative = value < 0
            self.init(kind: .plain, isNegative: isNegative, mantissa: isNegative ? String(text.dropFirst()) : text,
                      powerOfTen: nil, exact: exact, isRounded: text != exact)
            return
        }
        self.init(value, exact: exact)
    }

    /// `init(_:)` without its fast path (tests check that both agree).
    static func general(_ value: Double) -> ReadableNumber {
        ReadableNumber(value, exact: NumberFormatting.exact(value))
    }

    private init(kind: Kind, isNegative: Bool, mantissa: String, powerOfTen: Int?, exact: String, isRounded: Bool) {
        self.kind = kind
        self.isNegative = isNegative
        self.mantissa = mantissa
        self.powerOfTen = powerOfTen
        self.exact = exact
        self.isRounded = isRounded
    }

    private init(_ value: Double, exact exactText: String) {
        exact = exactText
        guard let decimal = DecimalDigits(value) else {
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
            mantissa = fourDecimals.positionalMagnitude
            powerOfTen = nil
            isRounded = fourDecimals != decimal
        }
    }

    private static func scientific(_ decimal: DecimalDigits) -> (String, Int?) {
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

/// The spellings of a `ReadableNumber` in its common cases (zero, and plain values 1e-4 ≤ |x| < 9e6 that
/// `ReadableNumber`'s fast path rounds), as bytes on the stack instead of `String`s; nil where `ReadableNumber`
/// itself must decide. Tests check it against `ReadableNumber` on the same values.
struct PlainReadableNumber {
    /// `NumberFormatting.exact(value)`.
    let exact: SmallBytes
    /// The digits shown, without sign (`ReadableNumber.mantissa`).
    let mantissa: SmallBytes
    let isNegative: Bool
    let isRounded: Bool

    init?(_ value: Double) {
        var exact = SmallBytes()
        var mantissa = SmallBytes()
        let magnitude = value.magnitude
        if magnitude == 0 {
            let negative = value.sign == .minus
            if negative { exact.append(UInt8(ascii: "-")) }
            exact.append(UInt8(ascii: "0"))
            mantissa.append(UInt8(ascii: "0"))
            self.exact = exact
            self.mantissa = mantissa
            isNegative = false
            isRounded = negative
            return
        }
        let negative = value < 0
        if magnitude >= 1, magnitude < 9e6, magnitude == magnitude.rounded(.towardZero) {
            // A whole number (most matrix entries are 0 or ±1) reads as its own digits: nothing is rounded.
            mantissa.appendInteger(UInt64(magnitude))
            if negative { exact.append(UInt8(ascii: "-")) }
            mantissa.withBytes { _ = exact.append($0) }
            self.exact = exact
            self.mantissa = mantissa
            isNegative = negative
            isRounded = false
            return
        }
        guard magnitude >= 1e-4, magnitude < 9e6, let units = NumberFormatting.fastFixedUnits(value, decimals: 4) else {
            return nil
        }
        if magnitude == magnitude.rounded(.towardZero) {
            if negative { exact.append(UInt8(ascii: "-")) }
            exact.appendInteger(UInt64(magnitude))
        } else {
            var digits = ShortestDigits(value)
            let copied = digits.withBytes { spelled -> Bool in
                // `exact` is positional throughout this range; refuse anything else rather than guess.
                guard !spelled.contains(UInt8(ascii: "e")), !spelled.contains(UInt8(ascii: "E")) else { return false }
                return exact.append(spelled)
            }
            guard copied else { return nil }
        }
        // units / 10^4 with trailing fractional zeros trimmed, as `fastFixed(value, decimals: 4)` spells it.
        mantissa.appendInteger(UInt64(units / 10_000))
        var fraction = units % 10_000
        if fraction != 0 {
            mantissa.append(UInt8(ascii: "."))
            var scale = 1_000
            while fraction != 0 {
                mantissa.append(UInt8(truncatingIfNeeded: fraction / scale) &+ 48)
                fraction %= scale
                scale /= 10
            }
        }
        var shown = SmallBytes()
        if negative { shown.append(UInt8(ascii: "-")) }
        mantissa.withBytes { _ = shown.append($0) }
        self.exact = exact
        self.mantissa = mantissa
        isNegative = negative
        isRounded = shown != exact
    }
}

/// Up to 40 bytes kept inline (a number's spelling), so short texts need no heap allocation.
struct SmallBytes: Equatable {
    private var storage: (UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0)
    private(set) var count = 0
    static let capacity = 40

    mutating func append(_ byte: UInt8) {
        guard count < Self.capacity else { return }
        let index = count
        withUnsafeMutableBytes(of: &storage) { $0[index] = byte }
        count += 1
    }

    /// Appends all of `bytes`, or nothing (returning false) when they do not fit.
    @discardableResult
    mutating func append(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard count + bytes.count <= Self.capacity else { return false }
        let start = count
        withUnsafeMutableBytes(of: &storage) { store in
            UnsafeMutableRawBufferPointer(rebasing: store[start..<(start + bytes.count)]).copyMemory(from: bytes)
        }
        count += bytes.count
        return true
    }

    mutating func appendInteger(_ value: UInt64) {
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
        var remaining = value
        let first = withUnsafeMutableBytes(of: &digits) { store -> Int in
            var index = 24
            repeat {
                index -= 1
                store[index] = UInt8(truncatingIfNeeded: remaining % 10) &+ 48
                remaining /= 10
            } while remaining > 0
            return index
        }
        withUnsafeBytes(of: &digits) { _ = append(UnsafeRawBufferPointer(rebasing: $0[first...])) }
    }

    func withBytes<Result>(_ body: (UnsafeRawBufferPointer) -> Result) -> Result {
        var copy = storage
        let count = self.count
        return withUnsafeBytes(of: &copy) { body(UnsafeRawBufferPointer(start: $0.baseAddress, count: count)) }
    }

    static func == (left: SmallBytes, right: SmallBytes) -> Bool {
        guard left.count == right.count else { return false }
        return left.withBytes { a in right.withBytes { b in a.elementsEqual(b) } }
    }
}
