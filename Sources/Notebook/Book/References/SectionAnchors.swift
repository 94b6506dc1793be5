/// A `##` or `###` heading's anchor: `id` is what links write after `#`, `title` the heading's text.
struct SectionAnchor {
    var id: String
    var title: String
    var level: Int
}

/// The anchors of a chapter's sections. Book resolves `#section-…` references with them and Site writes them
/// before the headings, so both read the same ids.
enum SectionAnchors {
    /// An anchor for every top-level `##` and `###` heading, keyed by the heading's position: `section-` and a slug
    /// of its text (letters and digits of any script, lowercased, joined by `-`), numbered when repeated.
    static func of(_ document: MarkupNode) -> [MarkupPosition: SectionAnchor] {
        var anchors: [MarkupPosition: SectionAnchor] = [:]
        var used: Set<String> = []
        // Per base, the first number not yet tried: counting from 2 again for every repeat made n equal headings
        // cost n² steps. An id is only ever skipped by its own base (the text before its last `-`), once.
        var nextCounter: [String: Int] = [:]
        for block in document.children {
            guard case .heading(let level) = block.kind, level == 2 || level == 3, let start = block.range?.start else { continue }
            let (title, slug) = titleAndSlug(block.childrenPlainText)
            let base = "section-" + (slug.isEmpty ? "untitled" : slug)
            var id = base
            if used.contains(id) {
                var counter = nextCounter[base] ?? 2
                repeat {
                    id = base + "-" + String(counter)
                    counter += 1
                } while used.contains(id)
                nextCounter[base] = counter
            }
            used.insert(id)
            anchors[start] = SectionAnchor(id: id, title: title, level: level)
        }
        return anchors
    }

    /// A heading's text with runs of white space collapsed to one space, and its slug: letters and digits of any
    /// script (and the CJK blocks the search splits into bigrams), lowercased, joined by `-`.
    static func titleAndSlug(_ text: String) -> (title: String, slug: String) {
        let title = text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
        var slug = ""
        var pendingHyphen = false
        for scalar in title.lowercased().unicodeScalars {
            if isSlugScalar(scalar) {
                if pendingHyphen, !slug.isEmpty { slug += "-" }
                pendingHyphen = false
                slug.unicodeScalars.append(scalar)
            } else {
                pendingHyphen = true
            }
        }
        return (title, slug)
    }

    /// Letters and digits of any script, and the CJK blocks: what a slug keeps. ASCII is decided without looking up
    /// Unicode properties, which cost more than the rest of the slug.
    static func isSlugScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            let lower = scalar.value | 0x20  // ASCII letters in lower case
            return (lower >= 0x61 && lower <= 0x7A) || ("0"..."9").contains(scalar)
        }
        return scalar.isCJK || scalar.properties.isAlphabetic
    }
}
