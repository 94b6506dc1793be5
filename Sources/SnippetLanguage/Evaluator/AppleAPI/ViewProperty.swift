import Diagnostics
import TransformKit

/// A UIView property, with its spellings and type (nil: read-only).
enum ViewProperty: CaseIterable {
    case layer, frame, bounds, center, transform, transform3D, alpha, hidden, backgroundColor, userInteractionEnabled, tag
    case superview, subviews

    init?(spelling: String, dialect: Dialect) {
        guard let match = (dialect == .objc ? Self.objcSpellings : Self.swiftSpellings)[spelling] else { return nil }
        self = match
    }

    /// Every case by its spelling in a dialect (the first case wins, as a search in `allCases` order would).
    private static let objcSpellings = spellings(in: .objc)
    private static let swiftSpellings = spellings(in: .swift)

    private static func spellings(in dialect: Dialect) -> [String: ViewProperty] {
        Names.firstByName(allCases.compactMap { property in property.spelling(in: dialect).map { ($0, property) } })
    }

    func spelling(in dialect: Dialect) -> String? {
        switch self {
        case .hidden: return dialect == .objc ? "hidden" : "isHidden"
        case .userInteractionEnabled: return dialect == .objc ? "userInteractionEnabled" : "isUserInteractionEnabled"
        // Spelled out: `"\(self)"` goes through the runtime's reflection on every property access.
        case .layer: return "layer"
        case .frame: return "frame"
        case .bounds: return "bounds"
        case .center: return "center"
        case .transform: return "transform"
        case .transform3D: return "transform3D"
        case .alpha: return "alpha"
        case .backgroundColor: return "backgroundColor"
        case .tag: return "tag"
        case .superview: return "superview"
        case .subviews: return "subviews"
        }
    }

    var type: ValueType? {
        switch self {
        case .frame, .bounds: return .rect
        case .center: return .point
        case .transform: return .affineTransform
        case .transform3D: return .transform3D
        case .alpha: return .cgFloat
        case .hidden, .userInteractionEnabled: return .bool
        case .backgroundColor: return .color
        case .tag: return .integer(.nsInteger)
        case .layer, .superview, .subviews: return nil
        }
    }
}
