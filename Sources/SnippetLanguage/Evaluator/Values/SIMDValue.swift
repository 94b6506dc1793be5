import TransformKit

/// A `simd_double4x4` / `simd_float4x4` matrix or one of its `SIMD4` columns, as Swift's simd module holds them:
/// column-major, `m[column][row]`. Apple's `CATransform3D(_: double4x4)` and `simd_double4x4(_: CATransform3D)` map
/// column `c` to the transform's row `c + 1` (`columns.3` is `(m41, m42, m43, m44)`, the translation, as SceneKit's
/// `simdTransform.columns.3` is), so the sixteen numbers keep their memory order.
public struct SIMDValue: Equatable {
    /// 4 for a matrix, 1 for a vector.
    public var columns: Int
    /// Single precision (`float4x4`): every element is rounded to `Float`.
    public var isFloat: Bool
    /// Column-major: element `row` of column `column` is `elements[column * 4 + row]`.
    public var elements: [Double]

    init(columns: Int, isFloat: Bool, elements: [Double]) {
        self.columns = columns
        self.isFloat = isFloat
        self.elements = isFloat ? elements.map { Double(Float($0)) } : elements
    }

    init(_ transform: CATransform3D, isFloat: Bool) {
        self.init(columns: 4, isFloat: isFloat, elements: transform.elements)
    }

    /// `m[column]` of a matrix (a vector), `v[index]` of a vector (nil when out of range).
    func element(_ index: Int) -> Value? {
        guard index >= 0 && index < (columns == 1 ? 4 : columns) else { return nil }
        if columns == 1 { return isFloat ? .float(Float(elements[index])) : .double(elements[index]) }
        return .simd(SIMDValue(columns: 1, isFloat: isFloat, elements: Array(elements[index * 4..<index * 4 + 4])))
    }

    var transposed: SIMDValue {
        var result = elements
        for column in 0..<4 { for row in 0..<4 { result[row * 4 + column] = elements[column * 4 + row] } }
        return SIMDValue(columns: 4, isFloat: isFloat, elements: result)
    }

    /// The Swift type name: `simd_double4x4`, `simd_float4x4`, `SIMD4<Double>`, `SIMD4<Float>`.
    public var typeName: String {
        columns == 1 ? (isFloat ? "SIMD4<Float>" : "SIMD4<Double>") : (isFloat ? "simd_float4x4" : "simd_double4x4")
    }

    /// As Swift's `print` writes it: a matrix as its columns, `simd_double4x4([[1.0, 0.0, 0.0, 0.0], …])`.
    var swiftDescription: String {
        func number(_ x: Double) -> String { isFloat ? Float(x).description : x.description }
        if columns == 1 { return typeName + "(" + elements.map(number).joined(separator: ", ") + ")" }
        let lists = (0..<4).map { column in "[" + elements[column * 4..<column * 4 + 4].map(number).joined(separator: ", ") + "]" }
        return typeName + "([" + lists.joined(separator: ", ") + "])"
    }

    /// The type names a listing may write, with what they denote (columns, single precision).
    static let typeNames: [(String, ValueType)] = [
        ("simd_double4x4", .simd(columns: 4, isFloat: false)), ("double4x4", .simd(columns: 4, isFloat: false)),
        ("simd_float4x4", .simd(columns: 4, isFloat: true)), ("float4x4", .simd(columns: 4, isFloat: true)),
        ("simd_double4", .simd(columns: 1, isFloat: false)), ("simd_float4", .simd(columns: 1, isFloat: true)),
    ]
}
