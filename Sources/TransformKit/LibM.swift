#if hasFeature(Embedded)
// Embedded Swift for WebAssembly has no C module to import: the C math functions the portable core calls (here and
// in SnippetLanguage, whose listings call libm by name) are declared here, public, and come from the libm linked into
// the module (wasi-libc's), so the browser computes with the same algorithms as a C program.
@_extern(c, "sqrt") public func sqrt(_ x: Double) -> Double
@_extern(c, "sqrtf") public func sqrtf(_ x: Float) -> Float
@_extern(c, "sin") public func sin(_ x: Double) -> Double
@_extern(c, "sinf") public func sinf(_ x: Float) -> Float
@_extern(c, "cos") public func cos(_ x: Double) -> Double
@_extern(c, "cosf") public func cosf(_ x: Float) -> Float
@_extern(c, "tan") public func tan(_ x: Double) -> Double
@_extern(c, "tanf") public func tanf(_ x: Float) -> Float
@_extern(c, "asin") public func asin(_ x: Double) -> Double
@_extern(c, "asinf") public func asinf(_ x: Float) -> Float
@_extern(c, "acos") public func acos(_ x: Double) -> Double
@_extern(c, "acosf") public func acosf(_ x: Float) -> Float
@_extern(c, "atan") public func atan(_ x: Double) -> Double
@_extern(c, "atanf") public func atanf(_ x: Float) -> Float
@_extern(c, "fabs") public func fabs(_ x: Double) -> Double
@_extern(c, "fabsf") public func fabsf(_ x: Float) -> Float
@_extern(c, "floor") public func floor(_ x: Double) -> Double
@_extern(c, "floorf") public func floorf(_ x: Float) -> Float
@_extern(c, "ceil") public func ceil(_ x: Double) -> Double
@_extern(c, "ceilf") public func ceilf(_ x: Float) -> Float
@_extern(c, "round") public func round(_ x: Double) -> Double
@_extern(c, "roundf") public func roundf(_ x: Float) -> Float
@_extern(c, "trunc") public func trunc(_ x: Double) -> Double
@_extern(c, "truncf") public func truncf(_ x: Float) -> Float
@_extern(c, "exp") public func exp(_ x: Double) -> Double
@_extern(c, "expf") public func expf(_ x: Float) -> Float
@_extern(c, "log") public func log(_ x: Double) -> Double
@_extern(c, "logf") public func logf(_ x: Float) -> Float
@_extern(c, "log10") public func log10(_ x: Double) -> Double
@_extern(c, "log10f") public func log10f(_ x: Float) -> Float
@_extern(c, "log2") public func log2(_ x: Double) -> Double
@_extern(c, "log2f") public func log2f(_ x: Float) -> Float
@_extern(c, "cbrt") public func cbrt(_ x: Double) -> Double
@_extern(c, "cbrtf") public func cbrtf(_ x: Float) -> Float
@_extern(c, "atan2") public func atan2(_ y: Double, _ x: Double) -> Double
@_extern(c, "atan2f") public func atan2f(_ y: Float, _ x: Float) -> Float
@_extern(c, "pow") public func pow(_ x: Double, _ y: Double) -> Double
@_extern(c, "powf") public func powf(_ x: Float, _ y: Float) -> Float
@_extern(c, "fmin") public func fmin(_ x: Double, _ y: Double) -> Double
@_extern(c, "fminf") public func fminf(_ x: Float, _ y: Float) -> Float
@_extern(c, "fmax") public func fmax(_ x: Double, _ y: Double) -> Double
@_extern(c, "fmaxf") public func fmaxf(_ x: Float, _ y: Float) -> Float
@_extern(c, "hypot") public func hypot(_ x: Double, _ y: Double) -> Double
@_extern(c, "hypotf") public func hypotf(_ x: Float, _ y: Float) -> Float
@_extern(c, "fmod") public func fmod(_ x: Double, _ y: Double) -> Double
@_extern(c, "fmodf") public func fmodf(_ x: Float, _ y: Float) -> Float
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The C math library functions the portable core uses: its one platform seam for libm (Figures computes its angles
/// through it too).
///
/// They are the system libm's `sin`, `cos`, `atan2`, `acos`, `hypot` and `sqrt` on doubles: the same functions the
/// Objective-C listings call, so `sin(M_PI)` is 1.2246467991473532e-16 here as on Apple platforms.
public enum LibM {
    @inlinable public static func sine(_ x: Double) -> Double { sin(x) }
    @inlinable public static func cosine(_ x: Double) -> Double { cos(x) }
    @inlinable public static func arcTangent(_ y: Double, _ x: Double) -> Double { atan2(y, x) }
    @inlinable public static func arcCosine(_ x: Double) -> Double { acos(x) }
    @inlinable public static func hypotenuse(_ x: Double, _ y: Double) -> Double { hypot(x, y) }
    @inlinable public static func squareRoot(_ x: Double) -> Double { sqrt(x) }
    @inlinable public static func squareRoot(_ x: Float) -> Float { sqrtf(x) }
}
