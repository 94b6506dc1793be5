import TransformKit

/// Values keyed by layer identity, for the few layers of a listing: a list searched from the front up to
/// `linearLimit` entries, a dictionary beyond.
///
/// A drawing asks about a handful of layers a few dozen times, which a scan answers faster than hashing; and a
/// dictionary or set keyed by `ObjectIdentifier` costs, the first time in a process, the runtime's search for the
/// key's `Hashable` conformance (about 0.35 M instructions), which a small build never needs then.
struct LayerIdentityMap<Value> {
    private var pairs: [(key: ObjectIdentifier, value: Value)] = []
    /// Positions in `pairs`, once there are more than `linearLimit` of them.
    private var positions: [ObjectIdentifier: Int]?
    static var linearLimit: Int { 16 }

    init() {}

    var count: Int { pairs.count }

    subscript(layer: CALayer) -> Value? {
        get { self[ObjectIdentifier(layer)] }
        set { self[ObjectIdentifier(layer)] = newValue }
    }

    subscript(key: ObjectIdentifier) -> Value? {
        get { position(of: key).map { pairs[$0].value } }
        set {
            if let position = position(of: key) {
                if let newValue {
                    pairs[position].value = newValue
                } else {
                    pairs.remove(at: position)
                    positions = nil
                    reindexIfLarge()
                }
            } else if let newValue {
                pairs.append((key, newValue))
                if positions != nil {
                    positions?[key] = pairs.count - 1
                } else {
                    reindexIfLarge()
                }
            }
        }
    }

    private func position(of key: ObjectIdentifier) -> Int? {
        if let positions { return positions[key] }
        return pairs.firstIndex { $0.key == key }
    }

    private mutating func reindexIfLarge() {
        guard pairs.count > Self.linearLimit else { return }
        var index: [ObjectIdentifier: Int] = [:]
        index.reserveCapacity(pairs.count)
        for (position, pair) in pairs.enumerated() { index[pair.key] = position }
        positions = index
    }
}

/// A set of layers by identity (`LayerIdentityMap` without values).
struct LayerIdentitySet {
    private var members = LayerIdentityMap<Void>()

    init(_ layers: [CALayer]) {
        for layer in layers { members[layer] = () }
    }

    func contains(_ key: ObjectIdentifier) -> Bool {
        members[key] != nil
    }
}
