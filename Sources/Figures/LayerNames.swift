import TransformKit

/// The names diagrams print for layers (`self.layerView.layer`, `faces[2].layer`), keyed by layer identity.
///
/// The evaluator knows the expression that reached each layer; layers without an entry fall back to
/// `CALayer.name`, then to "layer N" (N in tree order from 1, the root being "root layer").
public struct LayerNames {
    private var names: [ObjectIdentifier: String] = [:]

    public init() {}

    public init(_ pairs: [(CALayer, String)]) {
        for (layer, name) in pairs { names[ObjectIdentifier(layer)] = name }
    }

    public subscript(layer: CALayer) -> String? {
        get { names[ObjectIdentifier(layer)] }
        set { names[ObjectIdentifier(layer)] = newValue }
    }
}

/// Every layer of a tree in depth-first, back-to-front order, with the index, name and colour both the SVG and
/// the CSS rendition use (`data-layer-index`), so a test can pair an SVG polygon with its CSS element.
struct LayerCatalog {
    // A class: entries are looked up for every drawn element, and a struct copy would retain each field.
    final class Entry {
        let layer: CALayer
        let index: Int
        let depth: Int
        let name: String
        /// The shortest useful label: the last property path component that is not `layer`
        /// (`self.layerView.layer` → `layerView`).
        let shortName: String
        let colour: String

        init(layer: CALayer, index: Int, depth: Int, name: String, shortName: String, colour: String) {
            self.layer = layer
            self.index = index
            self.depth = depth
            self.name = name
            self.shortName = shortName
            self.colour = colour
        }
    }

    let entries: [Entry]
    private let indexByLayer: [ObjectIdentifier: Int]

    /// Trees deeper than `maximumDepth` or larger than `maximumCount` layers are cut there (bad input never hangs).
    static let maximumDepth = 64
    static let maximumCount = 2000

    init(root: CALayer, names: LayerNames) {
        var entries: [Entry] = []
        var indexByLayer: [ObjectIdentifier: Int] = [:]
        var stack: [(CALayer, Int)] = [(root, 0)]
        // Colours count only layers that draw (not CATransformLayers), so a tree and its copy with a layer turned
        // into a CATransformLayer plus a surface layer (FlatteningComparison) colour the same layers alike.
        var colourIndex = 0
        while let (layer, depth) = stack.popLast(), entries.count < Self.maximumCount {
            guard indexByLayer[ObjectIdentifier(layer)] == nil else { continue }
            let index = entries.count
            let name = names[layer] ?? layer.name ?? (index == 0 ? "root layer" : "layer \(index)")
            entries.append(Entry(layer: layer, index: index, depth: depth, name: name, shortName: Self.shortName(name),
                                 colour: DiagramStyle.colour(at: max(colourIndex - 1, 0))))
            if layer.flattensSublayers { colourIndex += 1 }
            indexByLayer[ObjectIdentifier(layer)] = index
            if depth < Self.maximumDepth {
                for sublayer in layer.sublayerArray.reversed() { stack.append((sublayer, depth + 1)) }
            }
        }
        self.entries = entries
        self.indexByLayer = indexByLayer
    }

    func entry(for layer: CALayer) -> Entry? {
        indexByLayer[ObjectIdentifier(layer)].map { entries[$0] }
    }

    static func shortName(_ name: String) -> String {
        // The components between dots (empty ones skipped), as byte ranges, without "layer" and "self".
        let bytes = Array(name.utf8)
        var previous: Range<Int>?
        var last: Range<Int>?
        var start = 0
        for end in 0...bytes.count where end == bytes.count || bytes[end] == UInt8(ascii: ".") {
            defer { start = end + 1 }
            guard end > start else { continue }
            let part = bytes[start..<end]
            if part.elementsEqual("layer".utf8) || part.elementsEqual("self".utf8) { continue }
            previous = last
            last = start..<end
        }
        guard let last else { return name }
        let lastText = String(decoding: bytes[last], as: UTF8.self)
        // "faces[0].layer.sublayers[0]" reads "faces[0].sublayers[0]", not a bare "sublayers[0]".
        if lastText.hasPrefix("sublayers"), let previous {
            return String(decoding: bytes[previous], as: UTF8.self) + "." + lastText
        }
        return lastText
    }
}
