/// The scalar of every Core Graphics and Core Animation geometry value: a 64-bit IEEE double.
///
/// On 64-bit Apple platforms `CGFloat` is a double, and every computation in this module is carried out in
/// plain double arithmetic (no fused multiply-add unless a function says so), so results are bit-exact against
/// the formulas of Apple's headers. Being a typealias, all of `Double`'s API (`.pi`, `squareRoot()`, literals)
/// is available.
///
/// If a file also imports Foundation, whose Linux build declares its own `CGFloat`, `CGPoint`, `CGSize` and
/// `CGRect`, qualify the names (`TransformKit.CGRect`) or import only what you need from Foundation
/// (`import struct Foundation.Data`).
public typealias CGFloat = Double
