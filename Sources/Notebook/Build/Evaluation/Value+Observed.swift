import SnippetLanguage
import TransformKit

/// The bridge from the snippet language's `Value` to the book model's `ObservedValue` (for expectations and twin
/// comparison); the one to Figures' `FigureValue` is in Value+FigureValue.swift.
extension Value {
    /// The value as expectations see it, or nil for values they cannot state (views, colours, strings other than a
    /// facing, `void`).
    var observed: ObservedValue? {
        switch self {
        case .cgFloat, .double, .float, .integer:
            return numericValue.map(ObservedValue.number)
        case .bool(let flag):
            return .boolean(flag)
        case .number(let boxed):
            return boxed.observed
        case .point(let point):
            return .point(ValuePoint(point.x, point.y))
        case .size(let size):
            return .size(width: size.width, height: size.height)
        case .rect(let rect):
            return .rect(x: rect.origin.x, y: rect.origin.y, width: rect.size.width, height: rect.size.height)
        case .affineTransform(let t):
            return .affine([t.a, t.b, t.c, t.d, t.tx, t.ty])
        case .transform3D(let t):
            return .transform3D([t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
                                 t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44])
        case .string(let word):
            return .word(word)
        case .array(let elements):
            var points: [ValuePoint] = []
            for element in elements {
                guard case .point(let point) = element else { return nil }
                points.append(ValuePoint(point.x, point.y))
            }
            return points.count == 4 ? .quad(points) : .polygon(points)
        default:
            return nil
        }
    }
}
