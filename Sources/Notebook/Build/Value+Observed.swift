import Figures
import SnippetLanguage
import TransformKit

/// The bridges from the snippet language's `Value` to the two neutral value types: the book model's
/// `ObservedValue` (for expectations and twin comparison) and Figures' `FigureValue` (for MathML).
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

    /// The value as Figures draws it, or nil for values that are not shown among a listing's values.
    var figureValue: FigureValue? {
        switch self {
        case .cgFloat(let value), .double(let value):
            return .scalar(value)
        case .float(let value):
            return .scalar(Double(value))
        case .integer(let value, _):
            return .integer(value)
        case .bool(let flag):
            return .boolean(flag)
        case .number(let boxed):
            return boxed.figureValue
        case .point(let point):
            return .point(point)
        case .size(let size):
            return .size(size)
        case .rect(let rect):
            return .rect(rect)
        case .affineTransform(let transform):
            return .affineTransform(transform)
        case .transform3D(let transform):
            return .transform3D(transform)
        case .vector3(let vector):
            return .vector3(x: Double(vector.x), y: Double(vector.y), z: Double(vector.z))
        default:
            return nil
        }
    }
}
