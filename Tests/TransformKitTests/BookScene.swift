import TransformKit

/// The authoring contract's default scene (docs/authoring.md): a 320×480 root view and the book's outlets.
struct BookScene {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))

    func add(_ name: String, frame: CGRect, in parent: UIView? = nil) -> UIView {
        let view = UIView(frame: frame)
        view.name = name
        (parent ?? root).addSubview(view)
        return view
    }

    /// `layerView`: 200×200 centred in the root.
    func layerView() -> UIView { add("layerView", frame: CGRect(x: 60, y: 140, width: 200, height: 200)) }

    /// `containerView` filling the root.
    func containerView() -> UIView { add("containerView", frame: CGRect(x: 0, y: 0, width: 320, height: 480)) }

    /// The perspective of the book's listings: identity with m34 = -1/500.
    static var perspective: CATransform3D {
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 500.0
        return t
    }

    /// Listing 5.9's six faces (200×200), added to `container` in order and centred, with their transforms.
    func cubeFaces(in container: UIView) -> [UIView] {
        var transforms: [CATransform3D] = []
        transforms.append(CATransform3DMakeTranslation(0, 0, 100))
        transforms.append(CATransform3DRotate(CATransform3DMakeTranslation(100, 0, 0), .pi / 2, 0, 1, 0))
        transforms.append(CATransform3DRotate(CATransform3DMakeTranslation(0, -100, 0), .pi / 2, 1, 0, 0))
        transforms.append(CATransform3DRotate(CATransform3DMakeTranslation(0, 100, 0), -.pi / 2, 1, 0, 0))
        transforms.append(CATransform3DRotate(CATransform3DMakeTranslation(-100, 0, 0), -.pi / 2, 0, 1, 0))
        transforms.append(CATransform3DRotate(CATransform3DMakeTranslation(0, 0, -100), .pi, 0, 1, 0))
        return transforms.enumerated().map { index, transform in
            let face = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            face.name = "face\(index + 1)"
            container.addSubview(face)
            let size = container.bounds.size
            face.center = CGPoint(x: size.width / 2.0, y: size.height / 2.0)
            face.layer.transform = transform
            return face
        }
    }
}
