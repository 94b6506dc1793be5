// The C API of CGGeometry.h as free functions with the header's names; each forwards to the Swift spelling.

/// The point (0, 0).
public let CGPointZero = CGPoint.zero
/// The size (0, 0).
public let CGSizeZero = CGSize.zero
/// The rectangle (0, 0, 0, 0).
public let CGRectZero = CGRect.zero
/// The null rectangle (origin at +infinity).
public let CGRectNull = CGRect.null
/// The infinite rectangle.
public let CGRectInfinite = CGRect.infinite

@inlinable public func CGPointMake(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }
@inlinable public func CGSizeMake(_ width: CGFloat, _ height: CGFloat) -> CGSize { CGSize(width: width, height: height) }
@inlinable public func CGRectMake(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}

@inlinable public func CGRectGetMinX(_ rect: CGRect) -> CGFloat { rect.minX }
@inlinable public func CGRectGetMidX(_ rect: CGRect) -> CGFloat { rect.midX }
@inlinable public func CGRectGetMaxX(_ rect: CGRect) -> CGFloat { rect.maxX }
@inlinable public func CGRectGetMinY(_ rect: CGRect) -> CGFloat { rect.minY }
@inlinable public func CGRectGetMidY(_ rect: CGRect) -> CGFloat { rect.midY }
@inlinable public func CGRectGetMaxY(_ rect: CGRect) -> CGFloat { rect.maxY }
@inlinable public func CGRectGetWidth(_ rect: CGRect) -> CGFloat { rect.width }
@inlinable public func CGRectGetHeight(_ rect: CGRect) -> CGFloat { rect.height }

@inlinable public func CGPointEqualToPoint(_ p1: CGPoint, _ p2: CGPoint) -> Bool { p1 == p2 }
@inlinable public func CGSizeEqualToSize(_ s1: CGSize, _ s2: CGSize) -> Bool { s1 == s2 }
/// Equality of the standardized rectangles.
@inlinable public func CGRectEqualToRect(_ r1: CGRect, _ r2: CGRect) -> Bool { r1.equalTo(r2) }

@inlinable public func CGRectStandardize(_ rect: CGRect) -> CGRect { rect.standardized }
@inlinable public func CGRectIsEmpty(_ rect: CGRect) -> Bool { rect.isEmpty }
@inlinable public func CGRectIsNull(_ rect: CGRect) -> Bool { rect.isNull }
@inlinable public func CGRectIsInfinite(_ rect: CGRect) -> Bool { rect.isInfinite }
@inlinable public func CGRectInset(_ rect: CGRect, _ dx: CGFloat, _ dy: CGFloat) -> CGRect { rect.insetBy(dx: dx, dy: dy) }
@inlinable public func CGRectOffset(_ rect: CGRect, _ dx: CGFloat, _ dy: CGFloat) -> CGRect { rect.offsetBy(dx: dx, dy: dy) }
@inlinable public func CGRectIntegral(_ rect: CGRect) -> CGRect { rect.integral }
@inlinable public func CGRectUnion(_ r1: CGRect, _ r2: CGRect) -> CGRect { r1.union(r2) }
@inlinable public func CGRectIntersection(_ r1: CGRect, _ r2: CGRect) -> CGRect { r1.intersection(r2) }
@inlinable public func CGRectIntersectsRect(_ r1: CGRect, _ r2: CGRect) -> Bool { r1.intersects(r2) }
@inlinable public func CGRectContainsPoint(_ rect: CGRect, _ point: CGPoint) -> Bool { rect.contains(point) }
@inlinable public func CGRectContainsRect(_ r1: CGRect, _ r2: CGRect) -> Bool { r1.contains(r2) }
