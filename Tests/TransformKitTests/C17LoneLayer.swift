import TransformKit

/// Spec C17's example of a topmost layer placed in the window by its own geometry, which the window tests share: a
/// lone 200 × 200 layer at (150, 150) turned 45° about z.
enum C17LoneLayer {
    static func make() -> CALayer {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
        layer.position = CGPoint(x: 150, y: 150)
        layer.transform = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)
        return layer
    }
}
