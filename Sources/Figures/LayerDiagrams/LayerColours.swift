/// Layer colours by identity: a layer's colour follows from its name, so that `self.faces[0]` has one colour in
/// every figure of a chapter (the net, the cube, the lit cube), whatever else each figure draws.
///
/// The identity is the name without `self.` and `layer` components, cut after its first collection index:
/// `self.faces[0].layer` and `faces[0].layer.sublayers[0]` (the face's lighting overlay) are both `faces[0]`.
/// An element of a collection takes the palette colour at (its collection's offset + its index), so up to
/// `DiagramStyle.palette.count` elements of one collection never share a colour; any other name takes a colour from
/// a stable hash of its identity (FNV-1a, not Swift's per-process seeded `Hasher`). Two identities of one figure
/// that would share a colour are told apart by the next free colour, collection elements choosing first.
enum LayerColours {
    /// A name's identity (see the type's comment).
    static func identity(of name: String) -> String {
        let parts = components(of: name)
        guard let indexed = parts.firstIndex(where: { collectionElement($0) != nil }) else {
            return parts.joined(separator: ".")
        }
        return parts[...indexed].joined(separator: ".")
    }

    /// The name's property path without `self` and `layer`: `self.faces[0].layer` → [faces[0]].
    static func components(of name: String) -> [String] {
        var parts = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        if parts.first == "self", parts.count > 1 { parts.removeFirst() }
        let kept = parts.filter { $0 != "layer" }
        return kept.isEmpty ? parts : kept
    }

    /// `faces[3]` → ("faces", 3); nil for a component without a trailing non-negative integer index.
    static func collectionElement(_ component: String) -> (collection: String, index: Int)? {
        guard component.hasSuffix("]"), let open = component.lastIndex(of: "[") else { return nil }
        let digits = component[component.index(after: open)..<component.index(before: component.endIndex)]
        guard !digits.isEmpty, digits.count <= 9, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
              let index = Int(digits) else { return nil }
        return (String(component[..<open]), index)
    }

    /// The palette index an identity asks for before collisions are resolved.
    static func preferredIndex(of identity: String) -> Int {
        let count = DiagramStyle.palette.count
        let last = identity.split(separator: ".").last.map(String.init) ?? identity
        if let element = collectionElement(last) {
            let prefix = identity.dropLast(last.count) + element.collection
            return (Int(stableHash(String(prefix)) % UInt32(count)) + element.index % count) % count
        }
        return Int(stableHash(identity) % UInt32(count))
    }

    /// The palette index of each identity of one figure, given in drawing-independent order of first appearance:
    /// collection elements take their preferred colour first, other names then take theirs or the next free one.
    /// An identity given twice keeps one colour; colours repeat only when a figure has more identities than the
    /// palette has colours.
    static func assign(_ identities: [String]) -> [String: Int] {
        let count = DiagramStyle.palette.count
        var result: [String: Int] = [:]
        var taken = Set<Int>()
        var seen = Set<String>()
        let unique = identities.filter { seen.insert($0).inserted }
        let elements = unique.filter { isElement($0) }
        let others = unique.filter { !isElement($0) }
        for identity in elements + others {
            let preferred = preferredIndex(of: identity)
            var chosen = preferred
            if taken.count < count {
                var step = 0
                while taken.contains((preferred + step) % count) { step += 1 }
                chosen = (preferred + step) % count
            }
            taken.insert(chosen)
            result[identity] = chosen
        }
        return result
    }

    private static func isElement(_ identity: String) -> Bool {
        collectionElement(identity.split(separator: ".").last.map(String.init) ?? identity) != nil
    }

    /// 32-bit FNV-1a of the UTF-8 bytes: the same number in every run and on every platform
    /// (unsigned: `Int` is 32 bits on wasm32).
    static func stableHash(_ text: String) -> UInt32 {
        var hash: UInt32 = 2_166_136_261
        for byte in text.utf8 {
            hash ^= UInt32(byte)
            hash = hash &* 16_777_619
        }
        return hash
    }
}
