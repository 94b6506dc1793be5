/// A map keyed by object identity, for the handful of views and layers one snippet touches: keys are found by
/// comparing them in order (hashing an `ObjectIdentifier`, and growing a dictionary from empty one insertion at a
/// time, cost far more for a few entries). Past `indexedCount` entries an index by key takes over, so a snippet that
/// creates thousands of layers is not searched linearly. Only lookups by key are offered: no iteration order to keep.
struct IdentityMap<Value> {
    private var keys: [ObjectIdentifier] = []
    private var values: [Value] = []
    private var index: [ObjectIdentifier: Int]?
    private static var indexedCount: Int { 16 }

    init() {}

    private func position(of key: ObjectIdentifier) -> Int? {
        if let index { return index[key] }
        return keys.firstIndex(of: key)
    }

    subscript(key: ObjectIdentifier) -> Value? {
        get { position(of: key).map { values[$0] } }
        set {
            if let at = position(of: key) {
                if let newValue {
                    values[at] = newValue
                } else {
                    remove(at: at)
                }
            } else if let newValue {
                if keys.isEmpty {
                    // One allocation for the usual handful of entries instead of regrowing from one to two to four.
                    keys.reserveCapacity(8)
                    values.reserveCapacity(8)
                }
                keys.append(key)
                values.append(newValue)
                if index != nil {
                    index?[key] = keys.count - 1
                } else if keys.count > Self.indexedCount {
                    index = Dictionary(uniqueKeysWithValues: keys.enumerated().map { ($1, $0) })
                }
            }
        }
    }

    private mutating func remove(at at: Int) {
        let last = keys.count - 1
        index?[keys[at]] = nil
        if at != last {
            keys.swapAt(at, last)
            values.swapAt(at, last)
            index?[keys[at]] = at
        }
        keys.removeLast()
        values.removeLast()
    }
}
