/// A layer that does not flatten its sublayers: they share its superlayer's 3D space (Apple: "transform layers
/// do not project (i.e. flatten) their sublayers into the plane at Z=0").
///
/// It draws nothing itself (no background), so it never appears in a `RenderList`, and hit testing skips it while
/// applying its geometry.
public final class CATransformLayer: CALayer {
    public override init() { super.init() }

    public override var flattensSublayers: Bool { false }
}
