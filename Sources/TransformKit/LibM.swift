#if hasFeature(Embedded)
// Embedded Swift for WebAssembly has no C module to import: the functions are declared here and come from the
// libm linked into the module (wasi-libc's), so the browser computes with the same algorithms as a C program.
@_extern(c, "sin") @usableFromInline func sin(_ x: Double) -> Double
@_extern(c, "cos") @usableFromInline func cos(_ x: Double) -> Double
@_extern(c, "atan2") @usableFromInline func atan2(_ y: Double, _ x: Double) -> Double
@_extern(c, "acos") @usableFromInline func acos(_ x: Double) -> Double
@_extern(c, "hypot") @usableFromInline func hypot(_ x: Double, _ y: Double) -> Double
@_extern(c, "sqrt") @usableFromInline func sqrt(_ x: Double) -> Double
@_extern(c, "sqrtf") @usableFromInline func sqrtf(_ x: Float) -> Float
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
