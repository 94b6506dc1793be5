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
        LayerPath(name).identity
    }

    /// The name's property path without `self` and `layer`: `self.faces[0].layer` → [faces[0]].
    static func components(of name: String) -> [String] {
        LayerPath(name).components
    }

    /// The last part of a path (its last non-empty part between dots), or the path itself when it has none.
    static func lastComponent(of path: String) -> String {
        let utf8 = path.utf8
        let dot = UInt8(ascii: ".")
        // Only the last part is made a string: from the last byte that is not a dot back to the dot before it.
        guard let lastByte = utf8.lastIndex(where: { $0 != dot }) else { return path }
        let end = utf8.index(after: lastByte)
        let start = utf8[..<end].lastIndex(of: dot).map { utf8.index(after: $0) } ?? utf8.startIndex
        return String(Substring(utf8[start..<end]))
    }

    /// `faces[3]` → ("faces", 3); nil for a component without a trailing non-negative integer index.
    static func collectionElement(_ component: String) -> (collection: Substring, index: Int)? {
        collectionElement(component[...])
    }

    /// `collectionElement(_:)` of a part of a name given as a slice of it (`LayerPath`).
    static func collectionElement(_ component: Substring) -> (collection: Substring, index: Int)? {
        // Bytes: "[", "]" and the digits are ASCII, and no byte of a multi-byte scalar is.
        let utf8 = component.utf8
        guard utf8.last == UInt8(ascii: "]"), let open = utf8.lastIndex(of: UInt8(ascii: "[")) else { return nil }
        let digits = utf8[utf8.index(after: open)..<utf8.index(before: utf8.endIndex)]
        guard !digits.isEmpty, digits.count <= 9,
              digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else { return nil }
        let index = digits.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
        return (Substring(utf8[..<open]), index)
    }

    /// The palette index an identity asks for before collisions are resolved.
    static func preferredIndex(of identity: String) -> Int {
        let last = lastComponent(of: identity)
        return preferredIndex(of: identity, last: last, element: collectionElement(last))
    }

    /// `preferredIndex(of:)` given the identity's last component and what `collectionElement` makes of it.
    private static func preferredIndex(of identity: String, last: String,
                                       element: (collection: Substring, index: Int)?) -> Int {
        let count = DiagramStyle.palette.count
        if let element {
            // The identity up to its last part, then that part's collection name, hashed as one text (not joined
            // into one first).
            let prefixHash = stableHash(identity.utf8.dropLast(last.utf8.count))
            let hash = stableHash(element.collection.utf8, continuing: prefixHash)
            return (Int(hash % UInt32(count)) + element.index % count) % count
        }
        return Int(stableHash(identity) % UInt32(count))
    }

    /// The palette index of each identity of one figure, given in drawing-independent order of first appearance:
    /// collection elements take their preferred colour first, other names then take theirs or the next free one.
    /// An identity given twice keeps one colour; colours repeat only when a figure has more identities than the
    /// palette has colours.
    static func assign(_ identities: [String]) -> [String: Int] {
        let claims = identities.map(Claim.init)
        let indices = assign(claims)
        var result: [String: Int] = [:]
        for (claim, index) in zip(claims, indices) { result[claim.identity] = index }
        return result
    }

    /// What colouring needs to know of one identity, worked out once: whether it is a collection element and the
    /// palette index it asks for.
    struct Claim {
        let identity: String
        let isElement: Bool
        let preferredIndex: Int

        init(_ identity: String) {
            self.identity = identity
            let last = LayerColours.lastComponent(of: identity)
            let element = LayerColours.collectionElement(last)
            isElement = element != nil
            preferredIndex = LayerColours.preferredIndex(of: identity, last: last, element: element)
        }
    }

    /// `assign(_:)` of claims: the palette index of each claim, in the claims' order (equal identities alike).
    static func assign(_ claims: [Claim]) -> [Int] {
        assign(claims, claiming: { _ in true })
    }

    /// The palette index of each of `claims`, of which only those at the positions `claiming` accepts compete for
    /// colours (as `assign(_:)` colours them); any other takes the colour of a competing claim of the same
    /// identity, or else its preferred index. A layer catalog colours all its layers in this one pass, though
    /// only the layers that draw claim colours.
    static func assign(_ claims: [Claim], claiming: (Int) -> Bool) -> [Int] {
        let count = DiagramStyle.palette.count
        // The position of each competing identity's first claim: later claims of it take its colour.
        // Room for every claim made up front: the dictionary is not rehashed as it grows.
        var firstClaim = [String: Int](minimumCapacity: claims.count)
        var representative: [Int?] = []
        var unique: [Int] = []
        representative.reserveCapacity(claims.count)
        unique.reserveCapacity(claims.count)
        for (position, claim) in claims.enumerated() {
            guard claiming(position) else {
                representative.append(nil)
                continue
            }
            if let first = firstClaim[claim.identity] {
                representative.append(first)
            } else {
                firstClaim[claim.identity] = position
                representative.append(position)
                unique.append(position)
            }
        }
        var chosen = [Int](repeating: 0, count: claims.count)
        var taken = [Bool](repeating: false, count: count)
        var takenCount = 0
        func choose(_ position: Int) {
            let preferred = claims[position].preferredIndex
            var colour = preferred
            if takenCount < count {
                var step = 0
                while taken[(preferred + step) % count] { step += 1 }
                colour = (preferred + step) % count
            }
            if !taken[colour] {
                taken[colour] = true
                takenCount += 1
            }
            chosen[position] = colour
        }
        // Collection elements first, then the other names.
        for position in unique where claims[position].isElement { choose(position) }
        for position in unique where !claims[position].isElement { choose(position) }
        for position in claims.indices {
            switch representative[position] {
            case let first? where first != position: chosen[position] = chosen[first]
            case nil:
                let competing = firstClaim.isEmpty ? nil : firstClaim[claims[position].identity]
                chosen[position] = competing.map { chosen[$0] } ?? claims[position].preferredIndex
            default: continue
            }
        }
        return chosen
    }

    /// 32-bit FNV-1a of the UTF-8 bytes: the same number in every run and on every platform
    /// (unsigned: `Int` is 32 bits on wasm32).
    static func stableHash(_ text: String) -> UInt32 {
        stableHash(text.utf8)
    }

    /// `stableHash` of `bytes`; with `hash` the hash of a text, that of the text followed by `bytes`.
    private static func stableHash(_ bytes: some Sequence<UInt8>, continuing hash: UInt32 = 2_166_136_261) -> UInt32 {
        var hash = hash
        for byte in bytes {
            hash ^= UInt32(byte)
            hash = hash &* 16_777_619
        }
        return hash
    }
}
