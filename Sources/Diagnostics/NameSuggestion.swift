/// Finds the known name closest to a misspelled one, for "did you mean" in diagnostics.
public enum NameSuggestion {
    /// The candidate with the smallest edit distance to `name`, if it is close enough to be a plausible typo:
    /// at most a third of the name's length, and at most 4 edits. Ties go to the candidate that sorts first, so the
    /// suggestion does not depend on the order of `candidates`.
    public static func closest<S: Sequence>(to name: String, in candidates: S) -> String? where S.Element == String {
        let target = Array(name.lowercased().unicodeScalars)
        let limit = min(4, max(1, target.count / 3))
        var best: (distance: Int, name: String)?
        for candidate in candidates where candidate != name {
            let scalars = Array(candidate.lowercased().unicodeScalars)
            if abs(scalars.count - target.count) > limit { continue }
            let distance = editDistance(target, scalars, limit: limit)
            guard distance <= limit else { continue }
            if let current = best, current.distance < distance || (current.distance == distance && current.name <= candidate) {
                continue
            }
            best = (distance, candidate)
        }
        return best?.name
    }

    /// Damerau-Levenshtein distance (adjacent transpositions count as one edit), giving up early above `limit`.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = current[0]
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previousPrevious[j - 2] + 1)
                }
                current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if rowMinimum > limit { return rowMinimum }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }
}
