#if hasFeature(Embedded)
// The C declarations are TransformKit's (`ListingMath.swift` there): one place for the portable core's libm.
import TransformKit
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The C math library as listings call it, by C name (the declarations for WebAssembly are in TransformKit's `LibM`).
///
/// A listing's `sin(x)` or `powf(a, b)` is the system libm's function of that name, not a Swift reimplementation, so
/// results match a C program bit for bit. Functions are looked up by their C name (`sinf` is `unary["sin"]?.float`).
enum ListingMath {
    /// A libm function of one argument, in its double and its float (`f` suffix) variant.
    struct Unary {
        let double: (Double) -> Double
        let float: (Float) -> Float
    }

    /// A libm function of two arguments, in its double and its float (`f` suffix) variant.
    struct Binary {
        let double: (Double, Double) -> Double
        let float: (Float, Float) -> Float
    }

    /// One-argument functions by C name, in the order the builtins table lists them.
    static let unary: [(name: String, function: Unary)] = [
        ("sqrt", Unary(double: { sqrt($0) }, float: { sqrtf($0) })),
        ("sin", Unary(double: { sin($0) }, float: { sinf($0) })),
        ("cos", Unary(double: { cos($0) }, float: { cosf($0) })),
        ("tan", Unary(double: { tan($0) }, float: { tanf($0) })),
        ("asin", Unary(double: { asin($0) }, float: { asinf($0) })),
        ("acos", Unary(double: { acos($0) }, float: { acosf($0) })),
        ("atan", Unary(double: { atan($0) }, float: { atanf($0) })),
        ("fabs", Unary(double: { fabs($0) }, float: { fabsf($0) })),
        ("floor", Unary(double: { floor($0) }, float: { floorf($0) })),
        ("ceil", Unary(double: { ceil($0) }, float: { ceilf($0) })),
        ("round", Unary(double: { round($0) }, float: { roundf($0) })),
        ("trunc", Unary(double: { trunc($0) }, float: { truncf($0) })),
        ("exp", Unary(double: { exp($0) }, float: { expf($0) })),
        ("log", Unary(double: { log($0) }, float: { logf($0) })),
        ("log10", Unary(double: { log10($0) }, float: { log10f($0) })),
        ("log2", Unary(double: { log2($0) }, float: { log2f($0) })),
        ("cbrt", Unary(double: { cbrt($0) }, float: { cbrtf($0) })),
    ]

    /// Two-argument functions by C name.
    static let binary: [(name: String, function: Binary)] = [
        ("atan2", Binary(double: { atan2($0, $1) }, float: { atan2f($0, $1) })),
        ("pow", Binary(double: { pow($0, $1) }, float: { powf($0, $1) })),
        ("fmin", Binary(double: { fmin($0, $1) }, float: { fminf($0, $1) })),
        ("fmax", Binary(double: { fmax($0, $1) }, float: { fmaxf($0, $1) })),
        ("hypot", Binary(double: { hypot($0, $1) }, float: { hypotf($0, $1) })),
        ("fmod", Binary(double: { fmod($0, $1) }, float: { fmodf($0, $1) })),
    ]

    /// The values of `<math.h>`'s `M_E`, `M_LN2` and `M_LN10` (the literals glibc and Darwin define, rounded to
    /// double as the C compiler rounds them); Embedded Swift imports no C macros.
    static let e = 2.718281828459045235360287471352662498
    static let ln2 = 0.693147180559945309417232121458176568
    static let ln10 = 2.302585092994045684017991454684364208
}
