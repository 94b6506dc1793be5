/// Why a projected layer is not drawn.
public enum LayerHiddenReason: String, Sendable {
    /// The layer's `isHidden` is true.
    case hidden
    /// The layer faces away and `isDoubleSided` is false.
    case backFaceCulled
    /// The whole layer lies behind the eye (w < epsilon everywhere after clipping).
    case behindEye
    /// An ancestor is hidden, culled or behind the eye (a culled layer takes the sublayers it flattens with it).
    case ancestorHidden
}
