/// The number spellings of Figures as strings, for callers that need a `String` (descriptions, tests, the site);
/// markup writes `FormattedNumber`s straight into its bytes instead. The rules are `NumberSpelling`'s.
public enum NumberFormatting {
    /// The exact shortest round-trip spelling (`86.60254037844388`, `6.123233995736766e-17`, `-0`, `NaN`).
    public static func exact(_ value: Double) -> String {
        FormattedNumber.exact(value).text
    }

    /// The exact spelling of a single-precision value (`0.8944272`).
    public static func exact(float value: Float) -> String {
        FormattedNumber.exactFloat(value).text
    }

    /// The value rounded for reading; see `ReadableNumber`.
    public static func readable(_ value: Double) -> ReadableNumber {
        ReadableNumber(value)
    }

    /// The largest coordinate magnitude written into SVG or CSS; larger values are clamped by the diagrams.
    public static let coordinateLimit = NumberSpelling.coordinateLimit

    /// An SVG/CSS coordinate: rounded half away from zero to 2 decimals, trailing zeros trimmed, no `-0`.
    public static func coordinate(_ value: Double) -> String {
        FormattedNumber.coordinate(value).text
    }

    /// Like `coordinate(_:)` with a chosen number of decimals (0...12).
    public static func fixed(_ value: Double, decimals: Int) -> String {
        FormattedNumber.fixed(value, decimals: decimals).text
    }

    /// A value in a CSS `matrix3d(…)`.
    public static func cssNumber(_ value: Double) -> String {
        FormattedNumber.css(value).text
    }
}
