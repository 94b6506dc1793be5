/// A width and a height, with Core Graphics' name and field layout. Negative values are kept as they are.
public struct CGSize: Hashable, Sendable {
    public var width: CGFloat
    public var height: CGFloat

    @inlinable public init(width: CGFloat, height: CGFloat) {
        self.width = width
        self.height = height
    }

    @inlinable public init() { self.init(width: 0, height: 0) }

    /// The size (0, 0).
    public static let zero = CGSize(width: 0, height: 0)

    /// The size mapped by the linear part of `t`: `w' = a*w + c*h`, `h' = b*w + d*h`; translation is ignored and
    /// the result is not made positive (a 90° rotation of (200, 100) gives (-99.99999999999999, 200.0)).
    @inlinable public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }

    /// IEEE equality of both components (`CGSizeEqualToSize`).
    @inlinable public func equalTo(_ other: CGSize) -> Bool { self == other }
}

extension CGSize: CustomStringConvertible, CustomDebugStringConvertible {
    /// `(width, height)`, as Apple's Swift overlay prints a size.
    public var description: String { "(\(width), \(height))" }
    public var debugDescription: String { description }
}
