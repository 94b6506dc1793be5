#if hasFeature(Embedded)
// Embedded Swift for WebAssembly has no C module to import: the functions are declared here and come from the
// libm linked into the module (wasi-libc's), so a listing computes with the same algorithms as the C program.
@_extern(c, "sqrt") func sqrt(_ x: Double) -> Double
@_extern(c, "sqrtf") func sqrtf(_ x: Float) -> Float
@_extern(c, "sin") func sin(_ x: Double) -> Double
@_extern(c, "sinf") func sinf(_ x: Float) -> Float
@_extern(c, "cos") func cos(_ x: Double) -> Double
@_extern(c, "cosf") func cosf(_ x: Float) -> Float
@_extern(c, "tan") func tan(_ x: Double) -> Double
@_extern(c, "tanf") func tanf(_ x: Float) -> Float
@_extern(c, "asin") func asin(_ x: Double) -> Double
@_extern(c, "asinf") func asinf(_ x: Float) -> Float
@_extern(c, "acos") func acos(_ x: Double) -> Double
@_extern(c, "acosf") func acosf(_ x: Float) -> Float
@_extern(c, "atan") func atan(_ x: Double) -> Double
@_extern(c, "atanf") func atanf(_ x: Float) -> Float
@_extern(c, "fabs") func fabs(_ x: Double) -> Double
@_extern(c, "fabsf") func fabsf(_ x: Float) -> Float
@_extern(c, "floor") func floor(_ x: Double) -> Double
@_extern(c, "floorf") func floorf(_ x: Float) -> Float
@_extern(c, "ceil") func ceil(_ x: Double) -> Double
@_extern(c, "ceilf") func ceilf(_ x: Float) -> Float
@_extern(c, "round") func round(_ x: Double) -> Double
@_extern(c, "roundf") func roundf(_ x: Float) -> Float
@_extern(c, "trunc") func trunc(_ x: Double) -> Double
@_extern(c, "truncf") func truncf(_ x: Float) -> Float
@_extern(c, "exp") func exp(_ x: Double) -> Double
@_extern(c, "expf") func expf(_ x: Float) -> Float
@_extern(c, "log") func log(_ x: Double) -> Double
@_extern(c, "logf") func logf(_ x: Float) -> Float
@_extern(c, "log10") func log10(_ x: Double) -> Double
@_extern(c, "log10f") func log10f(_ x: Float) -> Float
@_extern(c, "log2") func log2(_ x: Double) -> Double
@_extern(c, "log2f") func log2f(_ x: Float) -> Float
@_extern(c, "cbrt") func cbrt(_ x: Double) -> Double
@_extern(c, "cbrtf") func cbrtf(_ x: Float) -> Float
@_extern(c, "atan2") func atan2(_ x: Double, _ y: Double) -> Double
@_extern(c, "atan2f") func atan2f(_ x: Float, _ y: Float) -> Float
@_extern(c, "pow") func pow(_ x: Double, _ y: Double) -> Double
@_extern(c, "powf") func powf(_ x: Float, _ y: Float) -> Float
@_extern(c, "fmin") func fmin(_ x: Double, _ y: Double) -> Double
@_extern(c, "fminf") func fminf(_ x: Float, _ y: Float) -> Float
@_extern(c, "fmax") func fmax(_ x: Double, _ y: Double) -> Double
@_extern(c, "fmaxf") func fmaxf(_ x: Float, _ y: Float) -> Float
@_extern(c, "hypot") func hypot(_ x: Double, _ y: Double) -> Double
@_extern(c, "hypotf") func hypotf(_ x: Float, _ y: Float) -> Float
@_extern(c, "fmod") func fmod(_ x: Double, _ y: Double) -> Double
@_extern(c, "fmodf") func fmodf(_ x: Float, _ y: Float) -> Float
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The C math library as listings call it: the one platform seam of SnippetLanguage's arithmetic (modelled on
/// TransformKit's `LibM`).
///
/// A listing's `sin(x)` or `powf(a, b)` is the system libm's function of that name, not a Swift reimplementation, so
/// results match a C program bit for bit. Functions are looked up by their C name (`sinf` is `unary["sin"]?.float`).
enum LibM {
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
