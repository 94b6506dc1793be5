/// A layer name split once at the scalar "." (`self.faces[0].layer` → `self`, `faces[0]`, `layer`; empty parts
/// kept), each part read once for what naming and colouring ask of it: whether it is `self`, `layer` or a
/// collection element. Both the short name a diagram prints (`LayerCatalog.shortName`) and the identity a layer's
/// colour follows (`LayerColours.identity`) come from it, as slices of the name rather than strings per part.
struct LayerPath {
    private enum Kind {
        case empty, selfKeyword, layer, label
    }

    /// One part: its UTF-8 byte offsets in the name and what it is.
    private struct Part {
        let bytes: Range<Int>
        let kind: Kind
        /// `faces[3]`: a trailing non-negative integer index (`LayerColours.collectionElement` finds one).
        let isElement: Bool

        /// Neither empty nor `layer` nor `self`: a part a label can show.
        var isLabel: Bool { kind == .label }
    }

    let name: String
    private let parts: [Part]

    init(_ name: String) {
        self.name = name
        // Through the span: the dot, "[", "]" and the digits are ASCII, and no byte of a multi-byte scalar is.
        let utf8 = name.utf8.span
        let dot = UInt8(ascii: ".")
        var parts: [Part] = []
        // One part more than there are dots: room made once, not grown part by part.
        var dots = 0
        for offset in 0..<utf8.count where utf8[offset] == dot { dots += 1 }
        parts.reserveCapacity(dots + 1)
        var start = 0
        for offset in 0...utf8.count where offset == utf8.count || utf8[offset] == dot {
            parts.append(Self.part(start..<offset, of: utf8, in: name))
            start = offset + 1
        }
        self.parts = parts
    }

    private static func part(_ bytes: Range<Int>, of utf8: Span<UInt8>, in name: String) -> Part {
        let kind: Kind = bytes.isEmpty ? .empty
            : matches(bytes, "layer", in: utf8) ? .layer
            : matches(bytes, "self", in: utf8) ? .selfKeyword : .label
        let isElement = LayerColours.collectionElement(text(bytes, of: name)) != nil
        return Part(bytes: bytes, kind: kind, isElement: isElement)
    }

    private static func matches(_ bytes: Range<Int>, _ word: String, in utf8: Span<UInt8>) -> Bool {
        guard bytes.count == word.utf8.count else { return false }
        var offset = bytes.lowerBound
        for byte in word.utf8 {
            guard utf8[offset] == byte else { return false }
            offset += 1
        }
        return true
    }

    /// The text of these bytes of the name (part boundaries), a slice of it.
    private func text(_ bytes: Range<Int>) -> Substring {
        Self.text(bytes, of: name)
    }

    private static func text(_ bytes: Range<Int>, of name: String) -> Substring {
        let utf8 = name.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: bytes.lowerBound)
        return Substring(utf8[start..<utf8.index(start, offsetBy: bytes.count)])
    }

    /// The last part that is not `layer` or `self`: "self.cards[2].layer" reads "cards[2]";
    /// "faces[0].layer.sublayers[0]" reads "faces[0].sublayers[0]", not a bare "sublayers[0]"; the name itself when
    /// no part qualifies.
    var shortName: String {
        guard let lastIndex = parts.lastIndex(where: { $0.isLabel }) else { return name }
        let last = String(text(parts[lastIndex].bytes))
        // `hasPrefix` by characters, as a name's parts always were compared (a string's, not a slice's generic one).
        if last.hasPrefix("sublayers"), let previous = parts[..<lastIndex].lastIndex(where: { $0.isLabel }) {
            return String(text(parts[previous].bytes)) + "." + last
        }
        return last
    }

    /// The name without a leading `self` and without `layer` parts (unless it has no other), cut after its first
    /// collection element, joined at dots: `self.faces[0].layer` and `faces[0].layer.sublayers[0]` → `faces[0]`.
    var identity: String {
        let kept = keptParts(upToFirstElement: true)
        guard let first = kept.first, let last = kept.last else { return "" }
        // Most identities are one run of the name's parts (`self.layerView.layer` → `layerView`): one slice of it.
        if last - first == kept.count - 1 {
            return String(text(parts[first].bytes.lowerBound..<parts[last].bytes.upperBound))
        }
        var identity = ""
        for (number, index) in kept.enumerated() {
            if number > 0 { identity += "." }
            identity += text(parts[index].bytes)
        }
        return identity
    }

    /// The parts of `identity` before it is cut and joined (`self.faces[0].layer` → [faces[0]]).
    var components: [String] {
        keptParts(upToFirstElement: false).map { String(text(parts[$0].bytes)) }
    }

    /// The indices of the parts kept: without a leading `self`, without `layer` parts unless every other part is
    /// one, and with `upToFirstElement` none after the first collection element.
    private func keptParts(upToFirstElement: Bool) -> [Int] {
        let kept = parts.count > 1 && parts[0].kind == .selfKeyword ? 1..<parts.count : 0..<parts.count
        let dropsLayers = kept.contains { parts[$0].kind != .layer }
        var indices: [Int] = []
        for index in kept where !(dropsLayers && parts[index].kind == .layer) {
            indices.append(index)
            if upToFirstElement && parts[index].isElement { break }
        }
        return indices
    }
}
