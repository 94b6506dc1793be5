/// A map keyed by object identity, for the handful of views and layers one snippet touches: keys are found by
/// comparing them in order (hashing an `ObjectIdentifier`, and growing a dictionary from empty one insertion at a
/// time, cost far more for a few entries). Past `indexedCount` entries an index by key takes over, so a snippet that
/// creates thousands of layers is not searched linearly. Only lookups by key are offered: no iteration order to keep.
///
/// Keys and values share one array: one allocation (and one release) per map rather than two.
struct IdentityMap<Value> {
    private var entries: [(key: ObjectIdentifier, value: Value)] = []
    private var index: [ObjectIdentifier: Int]?
    private static var indexedCount: Int { 16 }

    init() {}

    private func position(of key: ObjectIdentifier) -> Int? {
        if let index { return index[key] }
        return entries.firstIndex { $0.key == key }
    }

    subscript(key: ObjectIdentifier) -> Value? {
        get { position(of: key).map { entries[$0].value } }
        set {
            if let at = position(of: key) {
                if let newValue {
                    entries[at].value = newValue
                } else {
                    remove(at: at)
                }
            } else if let newValue {
                // One allocation for the usual handful of entries instead of regrowing from one to two to four.
                if entries.isEmpty { entries.reserveCapacity(8) }
                entries.append((key, newValue))
                if index != nil {
                    index?[key] = entries.count - 1
                } else if entries.count > Self.indexedCount {
                    index = Dictionary(uniqueKeysWithValues: entries.enumerated().map { ($1.key, $0) })
                }
            }
        }
    }

    private mutating func remove(at at: Int) {
        let last = entries.count - 1
        index?[entries[at].key] = nil
        if at != last {
            entries.swapAt(at, last)
            index?[entries[at].key] = at
        }
        entries.removeLast()
    }
}
