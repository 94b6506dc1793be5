import Diagnostics

/// A point (or a size, or a pair) of two numbers, in expected and observed values.
public struct ValuePoint: Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }
}

/// The value on the right of an `expect` line.
public enum ExpectedValue: Hashable, Sendable {
    case number(Double)
    /// `YES`/`NO` or `true`/`false`.
    case boolean(Bool)
    /// `front` or `back`.
    case word(String)
    /// `(x, y)`: a point or a size.
    case pair(ValuePoint)
    /// `(x, y, width, height)`.
    case rect(x: Double, y: Double, width: Double, height: Double)
    /// Two or more points `(x, y) (x, y) ...`: a quad (four) or a polygon.
    case points([ValuePoint])
    /// `[a b c d tx ty]`, Apple's `CGAffineTransform` notation.
    case affine([Double])
    /// `[m11 m12 m13 m14; m21 ...; ...; m41 m42 m43 m44]`, 16 numbers row by row.
    case transform3D([Double])

    /// "a number", "a rect", ... for messages.
    public var typeDescription: String {
        switch self {
        case .number: return "a number"
        case .boolean: return "a boolean"
        case .word: return "front or back"
        case .pair: return "a point or size"
        case .rect: return "a rect"
        case let .points(points): return points.count == 4 ? "a quad" : "\(points.count) points"
        case .affine: return "an affine transform"
        case .transform3D: return "a 3D transform"
        }
    }
}

/// One `EXPRESSION = VALUE [± TOLERANCE]` line of an `expect` block.
public struct Expectation: Hashable, Sendable {
    /// The expression as written, trimmed: evaluate it in the listing's language after the listing has run.
    public var expression: String
    /// Where `expression` starts in the chapter (its line 1 column 1), for evaluator diagnostics.
    public var origin: SourceOrigin
    public var value: ExpectedValue
    /// The value as written (tolerance excluded), for the page's table.
    public var valueText: String
    /// Numbers hold when `|expected - actual| <= tolerance`.
    public var tolerance: Double

    public static let defaultTolerance = 1e-9

    public init(expression: String, origin: SourceOrigin, value: ExpectedValue, valueText: String,
                tolerance: Double = Expectation.defaultTolerance) {
        self.expression = expression
        self.origin = origin
        self.value = value
        self.valueText = valueText
        self.tolerance = tolerance
    }

    /// The position of the expression in the chapter.
    public var location: SourceLocation { origin.location(line: 1, column: 1) }
}

/// A `warning: TEXT` line: the listing must produce a warning whose message contains `text`.
public struct ExpectedWarning: Hashable, Sendable {
    public var text: String
    public var location: SourceLocation

    public init(text: String, location: SourceLocation) {
        self.text = text
        self.location = location
    }
}

/// The parsed `expect` block of a listing.
public struct ExpectationBlock: Hashable, Sendable {
    public var expectations: [Expectation]
    public var warnings: [ExpectedWarning]
    public var range: MarkupRange

    public init(expectations: [Expectation], warnings: [ExpectedWarning], range: MarkupRange) {
        self.expectations = expectations
        self.warnings = warnings
        self.range = range
    }
}
