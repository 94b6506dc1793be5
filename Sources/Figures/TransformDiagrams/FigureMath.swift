import TransformKit

// The only libm functions Figures needs, for wording (angles) and arrowhead geometry, through TransformKit's platform
// seam; projection math is TransformKit's.

/// atan2 in degrees.
func atan2Degrees(_ y: Double, _ x: Double) -> Double { LibM.arcTangent(y, x) * 180 / Double.pi }

/// acos in degrees.
func acosDegrees(_ x: Double) -> Double { LibM.arcCosine(x) * 180 / Double.pi }
