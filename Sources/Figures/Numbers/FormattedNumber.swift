import TransformKit

/// A number together with the spelling it is written in: what `MarkupWriter` takes wherever markup holds a number.
///
/// Every spelling is ASCII digits, sign, point and exponent (or `NaN`, `Infinity`, `∞`, and the minus sign U+2212
/// of a shown readable number), so nothing in it needs escaping.
public enum FormattedNumber: Sendable {
    /// The exact shortest round-trip spelling (`NumberFormatting.exact`).
    case exact(Double)
    /// The exact spelling of a single-precision value.
    case exactFloat(Float)
    /// Rounded to 2 decimals (`NumberFormatting.coordinate`).
    case coordinate(Double)
    /// Rounded to a number of decimals (`NumberFormatting.fixed`).
    case fixed(Double, decimals: Int)
    /// A CSS `matrix3d` entry (`NumberFormatting.cssNumber`).
    case css(Double)
    /// An intermediate keyframe's entry, 6 decimals (`NumberSpelling.writeKeyframe`).
    case keyframe(Double)
    case integer(Int)
    /// The exact value of a readable number (`ReadableNumber.exact`).
    case readableExact(ReadableNumber)
    /// The digits a readable number shows (`ReadableNumber.mantissa`), after U+2212 MINUS SIGN when it is
    /// negative, as MathML shows it.
    case readableShown(ReadableNumber)
    /// The 16 entries of a CSS `matrix3d(…)` in field order (CSS's column-major order), each as `css` spells it,
    /// separated by commas.
    case cssMatrix(CATransform3D)
    /// A play control's intermediate frames in the compact keyframe spelling (`TransformKeyframes`): numbers,
    /// `,` between entries and `;` between frames.
    case keyframes(ArraySlice<CATransform3D>)

    /// Appends the spelling's UTF-8 bytes.
    public func write(to bytes: inout [UInt8]) {
        switch self {
        case .exact(let value): NumberSpelling.writeExact(value, to: &bytes)
        case .exactFloat(let value): NumberSpelling.writeExact(float: value, to: &bytes)
        case .coordinate(let value): NumberSpelling.writeFixed(value, decimals: 2, to: &bytes)
        case .fixed(let value, let decimals): NumberSpelling.writeFixed(value, decimals: decimals, to: &bytes)
        case .css(let value): NumberSpelling.writeCSS(value, to: &bytes)
        case .keyframe(let value): NumberSpelling.writeKeyframe(value, to: &bytes)
        case .integer(let value): NumberSpelling.writeInteger(value, to: &bytes)
        case .readableExact(let number): number.writeExact(to: &bytes)
        case .readableShown(let number):
            // The sign's bytes from a literal: a `String`'s UTF-8 view cost several times the copy, in every
            // negative matrix cell.
            if number.isNegative { ("\u{2212}" as StaticString).withUTF8Buffer { bytes.append(contentsOf: $0) } }
            number.writeMantissa(to: &bytes)
        case .cssMatrix(let t):
            for index in 0..<16 {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                NumberSpelling.writeCSS(ValueMarkup.entry(index, of: t), to: &bytes)
            }
        case .keyframes(let frames): TransformKeyframes.writeCompactSpelling(ofFrames: frames, to: &bytes)
        }
    }

    /// The spelling as a string.
    public var text: String {
        var bytes: [UInt8] = []
        write(to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }
}
