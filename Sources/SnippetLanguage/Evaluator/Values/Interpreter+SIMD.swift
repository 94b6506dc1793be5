import Diagnostics
import TransformKit

/// The simd ↔ `CATransform3D` initialisers Apple defines (`CATransform3D(_ m: double4x4)`,
/// `simd_double4x4(_ transform: CATransform3D)`, and `simd_float4x4(_:)`, which rounds to single precision), and
/// what listings read of a simd matrix: `columns.0` … `columns.3`, `m[column][row]`, `transpose`, `x y z w`.
extension Interpreter {
    func simdInitializer(_ name: String, _ labels: [String], _ arguments: [Expr.Argument], whole: SourceRange) throws(Interrupt) -> Value? {
        guard labels == ["_"] else { return nil }
        let signature = name + "(_:)"
        if name == "CATransform3D" {
            let type = ValueType.simd(columns: 4, isFloat: false)
            let value = try convert(try evaluate(arguments[0].value, expected: type), to: type, at: arguments[0].value.range,
                                    context: .argument(function: signature, index: 0))
            guard case .simd(let matrix) = value, let transform = CATransform3D(elements: matrix.elements) else { throw Interrupt.reported }
            return .transform3D(transform)
        }
        guard let type = SIMDValue.typeNames.first(where: { $0.0 == name })?.1, case .simd(4, let isFloat) = type else { return nil }
        let value = try convert(try evaluate(arguments[0].value, expected: .transform3D), to: .transform3D, at: arguments[0].value.range,
                                context: .argument(function: signature, index: 0))
        guard case .transform3D(let transform) = value else { throw Interrupt.reported }
        return .simd(SIMDValue(transform, isFloat: isFloat))
    }

    func simdMember(_ simd: SIMDValue, _ name: String) -> Value? {
        if simd.columns == 1 {
            guard let index = ["x", "y", "z", "w"].firstIndex(of: name) else { return nil }
            return simd.element(index)
        }
        switch name {
        case "columns": return .tuple((0..<4).compactMap { simd.element($0) })
        case "transpose": return .simd(simd.transposed)
        default: return nil
        }
    }

    /// `m[column]` / `v[index]`.
    func simdElement(_ simd: SIMDValue, at offset: Int, indexRange: SourceRange) throws(Interrupt) -> Value {
        guard let value = simd.element(offset) else {
            fail(.simdIndexOutOfRange(offset, typeName: simd.typeName, columns: simd.columns), at: indexRange)
            throw Interrupt.reported
        }
        return value
    }
}
