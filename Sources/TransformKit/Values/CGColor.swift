/// A colour as device RGB components plus alpha, each a `CGFloat` normally in 0...1, standing in for Core
/// Graphics' `CGColor`.
///
/// Only what the book's listings need: `CALayer.backgroundColor` holds one, and the snippet language builds them
/// from `UIColor` constructors (`colorWithWhite:alpha:` is `CGColor(gray:alpha:)`). Components are stored as given
/// (not clamped), so a lighting computation that produces alpha 1.2 can be shown as such; `clamped` gives the
/// drawable colour. Immutable, compared by value.
public final class CGColor: Hashable, @unchecked Sendable, CustomStringConvertible {
    public let red: CGFloat
    public let green: CGFloat
    public let blue: CGFloat
    public let alpha: CGFloat

    /// An RGBA colour (`CGColorCreateSRGB`).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A grey of the given white level (`CGColorCreateGenericGray`, UIKit `colorWithWhite:alpha:`).
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(red: gray, green: gray, blue: gray, alpha: alpha)
    }

    /// The components red, green, blue, alpha (`CGColorGetComponents`).
    public var components: [CGFloat] { [red, green, blue, alpha] }

    /// Four: red, green, blue, alpha (`CGColorGetNumberOfComponents`).
    public var numberOfComponents: Int { 4 }

    /// The colour with every component clamped to 0...1 (NaN becomes 0), as a renderer uses it.
    public var clamped: CGColor {
        func clamp(_ value: CGFloat) -> CGFloat { value.isNaN ? 0 : Swift.min(Swift.max(value, 0), 1) }
        return CGColor(red: clamp(red), green: clamp(green), blue: clamp(blue), alpha: clamp(alpha))
    }

    /// The same colour with another alpha (`CGColorCreateCopyWithAlpha`).
    public func copy(alpha: CGFloat) -> CGColor { CGColor(red: red, green: green, blue: blue, alpha: alpha) }

    public static let black = CGColor(gray: 0, alpha: 1)
    public static let white = CGColor(gray: 1, alpha: 1)
    public static let clear = CGColor(gray: 0, alpha: 0)

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue && lhs.alpha == rhs.alpha
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(red)
        hasher.combine(green)
        hasher.combine(blue)
        hasher.combine(alpha)
    }

    /// `rgba(r, g, b, a)` with the stored components.
    public var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }
}
