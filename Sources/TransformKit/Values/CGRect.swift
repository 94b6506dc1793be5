/// A rectangle, with Core Graphics' name, field layout and edge semantics.
///
/// A rectangle may have a negative width or height; the `min`/`mid`/`max` accessors, `width`, `height` and every
/// operation work on the `standardized` rectangle, as Core Graphics does. `CGRect.null` (origin at +infinity)
/// stands for "no rectangle": it is what an empty intersection returns, it is absorbed by `union`, and
/// `applying(_:)`, `offsetBy` and `insetBy` return it unchanged. NaN coordinates propagate; nothing traps.
public struct CGRect: Hashable, Sendable {
    public var origin: CGPoint
    public var size: CGSize

    @inlinable public init(origin: CGPoint, size: CGSize) {
        self.origin = origin
        self.size = size
    }

    @inlinable public init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) {
        self.init(origin: CGPoint(x: x, y: y), size: CGSize(width: width, height: height))
    }

    @inlinable public init() { self.init(x: 0, y: 0, width: 0, height: 0) }

    /// The rectangle (0, 0, 0, 0).
    public static let zero = CGRect(x: 0, y: 0, width: 0, height: 0)

    /// The null rectangle: origin (+infinity, +infinity), size zero (`CGRectNull`).
    public static let null = CGRect(x: .infinity, y: .infinity, width: 0, height: 0)

    /// The infinite rectangle (`CGRectInfinite`): origin at minus half the largest double, size the largest double.
    public static let infinite = CGRect(x: -CGFloat.greatestFiniteMagnitude / 2, y: -CGFloat.greatestFiniteMagnitude / 2,
                                        width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    /// True for the null rectangle: either origin coordinate is +infinity (`CGRectIsNull`).
    @inlinable public var isNull: Bool { origin.x == .infinity || origin.y == .infinity }

    /// True for `CGRect.infinite` (`CGRectIsInfinite`).
    @inlinable public var isInfinite: Bool { self == CGRect.infinite }

    /// True when the rectangle is null or has a zero width or height (`CGRectIsEmpty`).
    @inlinable public var isEmpty: Bool { isNull || size.width == 0 || size.height == 0 }

    /// The same rectangle with a non-negative width and height (`CGRectStandardize`); null stays null.
    @inlinable public var standardized: CGRect {
        if isNull { return self }
        var result = self
        if result.size.width < 0 {
            result.origin.x += result.size.width
            result.size.width = -result.size.width
        }
        if result.size.height < 0 {
            result.origin.y += result.size.height
            result.size.height = -result.size.height
        }
        return result
    }

    @inlinable public var minX: CGFloat { standardized.origin.x }
    @inlinable public var minY: CGFloat { standardized.origin.y }
    @inlinable public var maxX: CGFloat { let r = standardized; return r.origin.x + r.size.width }
    @inlinable public var maxY: CGFloat { let r = standardized; return r.origin.y + r.size.height }
    @inlinable public var midX: CGFloat { let r = standardized; return r.origin.x + r.size.width / 2 }
    @inlinable public var midY: CGFloat { let r = standardized; return r.origin.y + r.size.height / 2 }
    /// The absolute width (`CGRectGetWidth`).
    @inlinable public var width: CGFloat { standardized.size.width }
    /// The absolute height (`CGRectGetHeight`).
    @inlinable public var height: CGFloat { standardized.size.height }

    /// The rectangle moved by (dx, dy) (`CGRectOffset`); null stays null.
    @inlinable public func offsetBy(dx: CGFloat, dy: CGFloat) -> CGRect {
        if isNull { return self }
        var result = standardized
        result.origin.x += dx
        result.origin.y += dy
        return result
    }

    /// The rectangle shrunk by dx on the left and right and dy on the top and bottom (negative values grow it)
    /// (`CGRectInset`); if the width or height would become negative the result is null.
    @inlinable public func insetBy(dx: CGFloat, dy: CGFloat) -> CGRect {
        if isNull { return self }
        var result = standardized
        result.origin.x += dx
        result.origin.y += dy
        result.size.width -= 2 * dx
        result.size.height -= 2 * dy
        if result.size.width < 0 || result.size.height < 0 { return .null }
        return result
    }

    /// The smallest rectangle containing both (`CGRectUnion`); a null operand is ignored.
    @inlinable public func union(_ other: CGRect) -> CGRect {
        if isNull { return other.standardized }
        if other.isNull { return standardized }
        let minX = Swift.min(self.minX, other.minX), minY = Swift.min(self.minY, other.minY)
        let maxX = Swift.max(self.maxX, other.maxX), maxY = Swift.max(self.maxY, other.maxY)
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The common part of both rectangles (`CGRectIntersection`), or null when they do not meet. Rectangles that
    /// only touch along an edge give a rectangle of zero width or height.
    @inlinable public func intersection(_ other: CGRect) -> CGRect {
        if isNull || other.isNull { return .null }
        let minX = Swift.max(self.minX, other.minX), minY = Swift.max(self.minY, other.minY)
        let maxX = Swift.min(self.maxX, other.maxX), maxY = Swift.min(self.maxY, other.maxY)
        if !(minX <= maxX) || !(minY <= maxY) { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// True when the intersection is not null (`CGRectIntersectsRect`).
    @inlinable public func intersects(_ other: CGRect) -> Bool { !intersection(other).isNull }

    /// True when `point` lies in the half-open rectangle `minX <= x < maxX`, `minY <= y < maxY`
    /// (`CGRectContainsPoint`); the null rectangle contains nothing.
    @inlinable public func contains(_ point: CGPoint) -> Bool {
        if isNull { return false }
        let r = standardized
        return point.x >= r.origin.x && point.x < r.origin.x + r.size.width
            && point.y >= r.origin.y && point.y < r.origin.y + r.size.height
    }

    /// True when `other` lies entirely inside (`CGRectContainsRect`): their union is the receiver.
    @inlinable public func contains(_ other: CGRect) -> Bool {
        if isNull || other.isNull { return false }
        return union(other) == standardized
    }

    /// The smallest rectangle with integral coordinates containing the rectangle (`CGRectIntegral`).
    @inlinable public var integral: CGRect {
        if isNull { return self }
        let r = standardized
        let minX = r.origin.x.rounded(.down), minY = r.origin.y.rounded(.down)
        let maxX = (r.origin.x + r.size.width).rounded(.up), maxY = (r.origin.y + r.size.height).rounded(.up)
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The bounding box of the four transformed corners (`CGRectApplyAffineTransform`).
    ///
    /// Each corner of the standardized rectangle is mapped with the plain formulas of `CGPoint.applying(_:)`; the
    /// result spans from the smallest to the largest coordinate, its width being `max - min`. So a 90° rotation of
    /// (0, 0, 200, 100) gives (-100, 0, 100.00000000000001, 200). The null and infinite rectangles are returned
    /// unchanged (Apple's behaviour is unconfirmed; this is the choice). NaN propagates.
    @inlinable public func applying(_ t: CGAffineTransform) -> CGRect {
        if isNull || isInfinite { return self }
        let r = standardized
        let x0 = r.origin.x, y0 = r.origin.y
        let x1 = r.origin.x + r.size.width, y1 = r.origin.y + r.size.height
        let p0 = CGPoint(x: x0, y: y0).applying(t), p1 = CGPoint(x: x1, y: y0).applying(t)
        let p2 = CGPoint(x: x1, y: y1).applying(t), p3 = CGPoint(x: x0, y: y1).applying(t)
        let minX = Swift.min(Swift.min(p0.x, p1.x), Swift.min(p2.x, p3.x))
        let maxX = Swift.max(Swift.max(p0.x, p1.x), Swift.max(p2.x, p3.x))
        let minY = Swift.min(Swift.min(p0.y, p1.y), Swift.min(p2.y, p3.y))
        let maxY = Swift.max(Swift.max(p0.y, p1.y), Swift.max(p2.y, p3.y))
        if minX.isNaN || maxX.isNaN || minY.isNaN || maxY.isNaN {
            return CGRect(x: .nan, y: .nan, width: .nan, height: .nan)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// IEEE equality of all four fields, without standardizing (`CGRectEqualToRect` compares standardized rects;
    /// use `standardized` on both sides for that).
    @inlinable public func equalTo(_ other: CGRect) -> Bool { self.standardized == other.standardized }
}

extension CGRect: CustomStringConvertible, CustomDebugStringConvertible {
    /// `(x, y, width, height)`, as Apple's Swift overlay prints a rectangle.
    public var description: String { "(\(origin.x), \(origin.y), \(size.width), \(size.height))" }
    public var debugDescription: String { description }
}
