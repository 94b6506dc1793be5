import TransformKit

/// What a figure shows beyond outlines, so the page can caption it.
public enum FigureFeature: String, Sendable, Hashable, CaseIterable {
    case vanishingPoint = "vanishing-point"
    case sharedVanishingPoint = "shared-vanishing-point"
    case hiddenBackFace = "hidden-back-face"
    case mirroredBackFace = "mirrored-back-face"
    case nearPlaneClipping = "near-plane-clipping"
    case shear
    case flattening

    /// The features as bits of a mask (`FigureRequest.featureBits`), in `allCases` order.
    enum Bit: UInt8, CaseIterable {
        case vanishingPoint = 1, sharedVanishingPoint = 2, hiddenBackFace = 4, mirroredBackFace = 8
        case nearPlaneClipping = 16, shear = 32, flattening = 64

        init(_ feature: FigureFeature) {
            switch feature {
            case .vanishingPoint: self = .vanishingPoint
            case .sharedVanishingPoint: self = .sharedVanishingPoint
            case .hiddenBackFace: self = .hiddenBackFace
            case .mirroredBackFace: self = .mirroredBackFace
            case .nearPlaneClipping: self = .nearPlaneClipping
            case .shear: self = .shear
            case .flattening: self = .flattening
            }
        }

        var feature: FigureFeature {
            switch self {
            case .vanishingPoint: .vanishingPoint
            case .sharedVanishingPoint: .sharedVanishingPoint
            case .hiddenBackFace: .hiddenBackFace
            case .mirroredBackFace: .mirroredBackFace
            case .nearPlaneClipping: .nearPlaneClipping
            case .shear: .shear
            case .flattening: .flattening
            }
        }
    }
}
