/// Values a page has already shown. The listings of a chapter often build on one another (the cube's six faces
/// keep their transforms through seven listings), and each listing showed every value again: a value with the same
/// name and the same markup as in an earlier listing of the page is shown as a link to it instead.
enum RepeatedValues {
    static func marking(_ presentations: [ListingPresentation]) -> [ListingPresentation] {
        let valueCount = presentations.reduce(0) { $0 + $1.values.count }
        var firstShown: [ValueKey: (number: String, anchor: String)] = [:]
        firstShown.reserveCapacity(valueCount)
        return presentations.map { presentation in
            var presentation = presentation
            for index in presentation.values.indices {
                let value = presentation.values[index]
                let key = ValueKey(name: value.name, mathML: value.mathMLBytes)
                if let first = firstShown[key] {
                    presentation.values[index].shownEarlier = ValueItem.EarlierListing(number: first.number, anchor: first.anchor)
                } else {
                    firstShown[key] = (presentation.number, presentation.listingAnchor)
                }
            }
            return presentation
        }
    }

    /// The name and markup as UTF-8. "The same markup" means the same bytes: as `String`s, the MathML (which has
    /// scalars beyond ASCII, such as the minus sign) was normalised to NFC at every hash and comparison, which
    /// made this most of a page's rendering time.
    private struct ValueKey: Hashable {
        var name: [UInt8]
        var mathML: [UInt8]
        /// The hash of the name and markup, taken once: a value shown first is hashed by its look-up and again by
        /// its insertion, and hashing kilobytes of markup twice was half of this pass.
        private var contentHash: Int

        init(name: String, mathML: [UInt8]) {
            self.name = Array(name.utf8)
            self.mathML = mathML
            // The markup (kilobytes for a matrix) is given to the standard, seeded hasher as one run of bytes: an
            // array's own hashing combines its bytes one call at a time, which cost more than writing the markup.
            var hasher = Hasher()
            hasher.combine(self.name)
            self.mathML.withUnsafeBytes { hasher.combine(bytes: $0) }
            contentHash = hasher.finalize()
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(contentHash)
        }
    }
}
