/// Which side of a layer faces the viewer within its 3D rendering context.
public enum LayerFacing: String, Sendable {
    case front
    case back
}
