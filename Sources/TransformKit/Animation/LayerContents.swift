/// A layer's `contents`: the image it draws (`[UIImage imageNamed:@"1.jpg"].CGImage`), known by its name only.
public struct LayerContents: Equatable, Sendable {
    public var imageName: String

    public init(imageName: String) {
        self.imageName = imageName
    }
}
