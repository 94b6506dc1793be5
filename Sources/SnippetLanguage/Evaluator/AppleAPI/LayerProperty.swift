import Diagnostics
import TransformKit

/// A CALayer property, with its Objective-C and Swift spellings and its type (nil: read-only).
enum LayerProperty: CaseIterable {
    case bounds, position, zPosition, anchorPoint, anchorPointZ, frame, transform, sublayerTransform, affineTransform
    case doubleSided, geometryFlipped, hidden, opacity, backgroundColor, masksToBounds, name, superlayer, sublayers, contents
    case cornerRadius, borderWidth, borderColor

    init?(spelling: String, dialect: Dialect) {
        guard let match = (dialect == .objc ? Self.objcSpellings : Self.swiftSpellings)[spelling] else { return nil }
        self = match
    }

    /// Every case by its spelling in a dialect (the first case wins, as a search in `allCases` order would).
    private static let objcSpellings = spellings(in: .objc)
    private static let swiftSpellings = spellings(in: .swift)

    private static func spellings(in dialect: Dialect) -> [String: LayerProperty] {
        Names.firstByName(allCases.compactMap { property in property.spelling(in: dialect).map { ($0, property) } })
    }

    func spelling(in dialect: Dialect) -> String? {
        switch self {
        case .doubleSided: return dialect == .objc ? "doubleSided" : "isDoubleSided"
        case .geometryFlipped: return dialect == .objc ? "geometryFlipped" : "isGeometryFlipped"
        case .hidden: return dialect == .objc ? "hidden" : "isHidden"
        case .affineTransform: return dialect == .objc ? "affineTransform" : nil
        // Spelled out: `"\(self)"` goes through the runtime's reflection on every property access.
        case .bounds: return "bounds"
        case .position: return "position"
        case .zPosition: return "zPosition"
        case .anchorPoint: return "anchorPoint"
        case .anchorPointZ: return "anchorPointZ"
        case .frame: return "frame"
        case .transform: return "transform"
        case .sublayerTransform: return "sublayerTransform"
        case .opacity: return "opacity"
        case .backgroundColor: return "backgroundColor"
        case .masksToBounds: return "masksToBounds"
        case .contents: return "contents"
        case .cornerRadius: return "cornerRadius"
        case .borderWidth: return "borderWidth"
        case .borderColor: return "borderColor"
        case .name: return "name"
        case .superlayer: return "superlayer"
        case .sublayers: return "sublayers"
        }
    }

    var type: ValueType? {
        switch self {
        case .bounds, .frame: return .rect
        case .position, .anchorPoint: return .point
        case .zPosition, .anchorPointZ, .cornerRadius, .borderWidth: return .cgFloat
        case .transform, .sublayerTransform: return .transform3D
        case .affineTransform: return .affineTransform
        case .doubleSided, .geometryFlipped, .hidden, .masksToBounds: return .bool
        case .opacity: return .float
        case .backgroundColor, .borderColor: return .cgColor
        case .name: return .string
        case .contents: return .object
        case .superlayer, .sublayers: return nil
        }
    }
}
