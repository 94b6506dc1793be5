/// `fillMode`: whether the animation's values hold before its start (`backwards`) and after its end (`forwards`).
public enum AnimationFillMode: String, CaseIterable, Sendable {
    case removed, forwards, backwards, both

    var holdsAfterEnd: Bool { self == .forwards || self == .both }
    var holdsBeforeStart: Bool { self == .backwards || self == .both }
}
