#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// The only libm functions Figures needs, for wording (angles) and arrowhead geometry; projection math is
// TransformKit's.

/// atan2 in degrees.
func atan2Degrees(_ y: Double, _ x: Double) -> Double { atan2(y, x) * 180 / Double.pi }

/// acos in degrees.
func acosDegrees(_ x: Double) -> Double { acos(x) * 180 / Double.pi }
