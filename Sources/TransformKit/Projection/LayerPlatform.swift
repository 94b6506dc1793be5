/// The platform whose coordinate conventions a scene uses: iOS has its origin at the top left and y pointing down,
/// macOS at the bottom left with y up. The math is identical; only the drawing differs.
public enum LayerPlatform: String, Sendable {
    case iOS = "ios"
    case macOS = "macos"
}
