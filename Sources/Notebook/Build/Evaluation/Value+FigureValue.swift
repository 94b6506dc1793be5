import Figures
import SnippetLanguage
import TransformKit

/// The bridge from the snippet language's `Value` to Figures' `FigureValue` (for MathML and figures).
///
/// Kept apart from the book model's bridge and free of Foundation: scripts/build-wasm.sh compiles this file into the
/// WebAssembly module too, so the page draws a figure from the same values as the build.
extension Value {
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
