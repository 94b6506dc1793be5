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
        var parts = pathComponents(name, omittingEmpty: false)
        if parts.first == "self", parts.count > 1 { parts.removeFirst() }
        let kept = parts.filter { $0 != "layer" }
        return kept.isEmpty ? parts : kept
    }

    /// The parts of a property path between the scalar "." (`LayerCatalog.shortName` splits alike). Through the
    /// UTF-8 view: splitting at the `Character` "." walked grapheme clusters, most of a catalog's cost.
    static func pathComponents(_ path: String, omittingEmpty: Bool) -> [String] {
        path.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: omittingEmpty)
            .map { String(Substring($0)) }
    }

    /// The last part of a path (`pathComponents` without empty parts), or the path itself when it has none.
    static func lastComponent(of path: String) -> String {
        path.utf8.split(separator: UInt8(ascii: ".")).last.map { String(Substring($0)) } ?? path
    }

    /// `faces[3]` → ("faces", 3); nil for a component without a trailing non-negative integer index.
    static func collectionElement(_ component: String) -> (collection: String, index: Int)? {
        // Bytes: "[", "]" and the digits are ASCII, and no byte of a multi-byte scalar is.
        let utf8 = component.utf8
        guard utf8.last == UInt8(ascii: "]"), let open = utf8.lastIndex(of: UInt8(ascii: "[")) else { return nil }
        let digits = utf8[utf8.index(after: open)..<utf8.index(before: utf8.endIndex)]
        guard !digits.isEmpty, digits.count <= 9,
              digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else { return nil }
        let index = digits.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
        return (String(Substring(utf8[..<open])), index)
    }

    /// The palette index an identity asks for before collisions are resolved.
    static func preferredIndex(of identity: String) -> Int {
        let count = DiagramStyle.palette.count
        let last = lastComponent(of: identity)
        if let element = collectionElement(last) {
            // The identity up to its last part, then that part's collection name.
            let prefix = String(Substring(identity.utf8.dropLast(last.utf8.count))) + element.collection
            return (Int(stableHash(prefix) % UInt32(count)) + element.index % count) % count
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
        let isElement = unique.map { Self.isElement($0) }
        let elements = unique.indices.filter { isElement[$0] }.map { unique[$0] }
        let others = unique.indices.filter { !isElement[$0] }.map { unique[$0] }
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
        collectionElement(lastComponent(of: identity)) != nil
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
