/// The value of a transform key path: a number, or a size for `translation`.
public enum TransformKeyPathValue: Equatable, Sendable {
    case number(CGFloat)
    case size(CGSize)
}
