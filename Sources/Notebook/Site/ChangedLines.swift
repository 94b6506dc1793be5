/// The lines of a listing that differ from an earlier, near-identical listing of the same chapter and language.
///
/// The cube chapter shows five listings that differ in a few lines each (the camera's transform, the lighting, the
/// double-sidedness, the order of the faces); the reader should not have to find those lines by eye. Each variant is
/// compared with the closest earlier variant of its language that shares most of its lines (a longest common
/// subsequence of whole lines, trailing spaces ignored): its other lines are marked on the page, with a note naming
/// the listing they changed since. A listing that shares less than `similarity` of its lines with every earlier one
/// is new, not changed, and gets no marks; so does a listing shorter than `minimumLines`, which the eye compares
/// at a glance (and whose marks would add weight to every page for little).
struct LineChanges: Sendable, Hashable {
    /// "5.4", the listing the marked lines changed since.
    var sinceNumber: String
    /// Its HTML id, for the note's link.
    var sinceAnchor: String
    /// The changed lines, numbered from 0.
    var lines: Set<Int>
}

enum ChangedLines {
    /// The fraction of the longer listing's lines two listings must share to count as versions of one another.
    static let similarity = 0.6
    /// Listings of fewer lines are not marked.
    static let minimumLines = 40
    /// Listings of more lines than this are not compared (a longest common subsequence costs their product).
    static let maximumLines = 1000

    /// A variant already on the page.
    private struct Shown {
        var language: String
        var number: String
        var anchor: String
        var lines: [String]
    }

    static func marking(_ presentations: [ListingPresentation]) -> [ListingPresentation] {
        var shown: [Shown] = []
        return presentations.map { presentation in
            var presentation = presentation
            var added: [Shown] = []
            for index in presentation.variants.indices {
                let variant = presentation.variants[index]
                // Most listings are short: counting their line breaks is enough to leave them out.
                guard canTakePart(lineCountAtMost: lineCountBound(of: variant.code)) else { continue }
                let lines = Self.lines(of: variant.code)
                guard lines.count <= maximumLines else { continue }
                if lines.count >= minimumLines {
                    presentation.variants[index].changes = changes(of: lines, language: variant.language, since: shown)
                }
                added.append(Shown(language: variant.language, number: presentation.number,
                                   anchor: presentation.listingAnchor, lines: lines))
            }
            shown += added
            return presentation
        }
    }

    /// Whether a variant of at most `count` lines can be marked or be what a marked variant changed since: a marked
    /// variant has at least `minimumLines` lines and shares `similarity` of the longer one's lines with the earlier
    /// one (the test `changes(of:language:since:)` makes), so a shorter variant can be neither.
    static func canTakePart(lineCountAtMost count: Int) -> Bool {
        Double(count) >= similarity * Double(minimumLines)
    }

    /// At least the number of `lines(of: code)`: one more than the code's line breaks.
    static func lineCountBound(of code: String) -> Int {
        // Read through the span: the bytes one by one through `String.UTF8View` cost several times more.
        let utf8 = code.utf8.span
        var breaks = 0
        for index in 0..<utf8.count where utf8[index] == UInt8(ascii: "\n") { breaks += 1 }
        return breaks + 1
    }

    /// The changes against the latest earlier variant of the language that is similar enough.
    private static func changes(of lines: [String], language: String, since shown: [Shown]) -> LineChanges? {
        for candidate in shown.reversed() where candidate.language == language {
            let kept = commonLines(candidate.lines, lines)
            let longer = max(candidate.lines.count, lines.count)
            guard longer > 0, Double(kept.count) >= similarity * Double(longer) else { continue }
            let changed = Set(lines.indices).subtracting(kept)
            return changed.isEmpty ? nil : LineChanges(sinceNumber: candidate.number, sinceAnchor: candidate.anchor, lines: changed)
        }
        return nil
    }

    /// The code's lines, without the line breaks and trailing spaces (a line ending in "\r\n" reads as one ending in
    /// "\n"); the empty text after a final line break is no line. Split at the scalar "\n", as "\r\n" is one `Character`.
    static func lines(of code: String) -> [String] {
        // Splitting the substring's own scalar view gives views into the code: each line is copied once, as a
        // `String`. (Building a `Substring.UnicodeScalarView` from a slice of the string's view appended scalar by
        // scalar through generic code, and was a third of a cold build's time.)
        var lines = Substring(code).unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            var end = line.endIndex
            while end > line.startIndex, isTrailingSpace(line[line.index(before: end)]) { line.formIndex(before: &end) }
            return String(Substring(line[line.startIndex..<end]))
        }
        if lines.count > 1, lines.last == "" { lines.removeLast() }
        return lines
    }

    private static func isTrailingSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t" || scalar == "\r"
    }

    /// The indices in `new` of a longest common subsequence of `old` and `new`.
    static func commonLines(_ old: [String], _ new: [String]) -> Set<Int> {
        let rows = old.count, columns = new.count
        // lengths[i][j]: the longest common subsequence of old[i...] and new[j...], in one flat array.
        var lengths = [Int](repeating: 0, count: (rows + 1) * (columns + 1))
        func at(_ i: Int, _ j: Int) -> Int { i * (columns + 1) + j }
        for i in stride(from: rows - 1, through: 0, by: -1) {
            for j in stride(from: columns - 1, through: 0, by: -1) {
                lengths[at(i, j)] = old[i] == new[j] ? lengths[at(i + 1, j + 1)] + 1
                    : max(lengths[at(i + 1, j)], lengths[at(i, j + 1)])
            }
        }
        var kept = Set<Int>()
        var i = 0, j = 0
        while i < rows, j < columns {
            if old[i] == new[j] {
                kept.insert(j)
                i += 1
                j += 1
            } else if lengths[at(i + 1, j)] >= lengths[at(i, j + 1)] {
                i += 1
            } else {
                j += 1
            }
        }
        return kept
    }
}
