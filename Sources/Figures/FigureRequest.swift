import TransformKit

/// A figure the planner chose.
public struct FigureRequest {
    public enum Kind: String, Sendable {
        case layerDiagram = "layers"
        case flatteningComparison = "flattening"
        case referenceSquare = "reference-square"
    }

    public let kind: Kind
    /// The value's or intermediate layer's name; nil for the layer diagram.
    public let subject: String?
    /// The features, as `FigureFeature.Bit`s: a build asks about a few features of every figure, and a
    /// `Set<FigureFeature>` would cost a hash per question and, once per process, the runtime's search for the
    /// set's `Hashable` conformance (about 0.35 M instructions).
    let featureBits: UInt8
    public var features: Set<FigureFeature> {
        Set(FigureFeature.Bit.allCases.filter { featureBits & $0.rawValue != 0 }.map({ $0.feature }))
    }

    /// Whether the figure shows `feature` (`features.contains(feature)`, without building the set).
    public func shows(_ feature: FigureFeature) -> Bool {
        featureBits & FigureFeature.Bit(feature).rawValue != 0
    }
    /// The transform drawn by a reference-square figure.
    public let value: FigureValue?
    /// The layer that flattens, for a flattening comparison.
    public let intermediate: CALayer?

    init(kind: Kind, subject: String?, featureBits: UInt8, value: FigureValue? = nil,
         intermediate: CALayer? = nil) {
        self.kind = kind
        self.subject = subject
        self.featureBits = featureBits
        self.value = value
        self.intermediate = intermediate
    }
}
