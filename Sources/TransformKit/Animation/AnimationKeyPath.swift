/// The layer property an animation drives: `transform`, one of its key paths (`transform.rotation.z`), `position`
/// or `opacity`.
public enum AnimationKeyPath: Equatable, Sendable {
    case transform
    case transformComponent(TransformKeyPath)
    case position
    case opacity

    /// `"transform"`, `"transform.rotation.z"`, `"position"`, `"opacity"`; nil for key paths not modelled.
    public init?(_ text: String) {
        switch text {
        case "transform": self = .transform
        case "position": self = .position
        case "opacity": self = .opacity
        default:
            guard text.hasPrefix("transform."), let component = TransformKeyPath(rawValue: String(text.dropFirst(10))) else {
                return nil
            }
            self = .transformComponent(component)
        }
    }

    public var text: String {
        switch self {
        case .transform: return "transform"
        case .transformComponent(let component): return "transform." + component.rawValue
        case .position: return "position"
        case .opacity: return "opacity"
        }
    }
}
