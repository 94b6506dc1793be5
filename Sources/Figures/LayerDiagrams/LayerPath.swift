/// A layer name split once at the scalar "." (`self.faces[0].layer` → `self`, `faces[0]`, `layer`; empty parts
/// kept), each part read once for what naming and colouring ask of it: whether it is `self`, `layer` or a
/// collection element. Both the short name a diagram prints (`LayerCatalog.shortName`) and the identity a layer's
/// colour follows (`LayerColours.identity`) come from it, as slices of the name rather than strings per part.
struct LayerPath {
    private enum Kind {
        case empty, selfKeyword, layer, label
    }

    /// One part: its text, a slice of the name, and what it is.
    private struct Part {
        let text: Substring
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
        // Split at the scalar "." through the UTF-8 view (its one byte), so that a dot followed by a combining mark
        // still separates parts, and no part is walked by grapheme clusters.
        parts = name.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false).map { bytes in
            let text = Substring(bytes)
            let kind: Kind = text.isEmpty ? .empty : text == "layer" ? .layer : text == "self" ? .selfKeyword : .label
            return Part(text: text, kind: kind, isElement: LayerColours.collectionElement(text) != nil)
        }
    }

    /// The last part that is not `layer` or `self`: "self.cards[2].layer" reads "cards[2]";
    /// "faces[0].layer.sublayers[0]" reads "faces[0].sublayers[0]", not a bare "sublayers[0]"; the name itself when
    /// no part qualifies.
    var shortName: String {
        guard let lastIndex = parts.lastIndex(where: { $0.isLabel }) else { return name }
        let last = String(parts[lastIndex].text)
        if last.hasPrefix("sublayers"), let previous = parts[..<lastIndex].lastIndex(where: { $0.isLabel }) {
            return parts[previous].text + "." + last
        }
        return last
    }

    /// The name without a leading `self` and without `layer` parts (unless it has no other), cut after its first
    /// collection element, joined at dots: `self.faces[0].layer` and `faces[0].layer.sublayers[0]` → `faces[0]`.
    var identity: String {
        let kept = keptParts(upToFirstElement: true)
        guard let first = kept.first, let last = kept.last else { return "" }
        // Most identities are one run of the name's parts (`self.layerView.layer` → `layerView`): a slice of it.
        if last - first == kept.count - 1 {
            return String(name[parts[first].text.startIndex..<parts[last].text.endIndex])
        }
        return kept.map { parts[$0].text }.joined(separator: ".")
    }

    /// The parts of `identity` before it is cut and joined (`self.faces[0].layer` → [faces[0]]).
    var components: [String] {
        keptParts(upToFirstElement: false).map { String(parts[$0].text) }
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
