/// Values a page has already shown. The listings of a chapter often build on one another (the cube's six faces
/// keep their transforms through seven listings), and each listing showed every value again: a value with the same
/// name and the same markup as in an earlier listing of the page is shown as a link to it instead.
enum RepeatedValues {
    static func marking(_ presentations: [ListingPresentation]) -> [ListingPresentation] {
        var firstShown: [ValueKey: (number: String, anchor: String)] = [:]
        return presentations.map { presentation in
            var presentation = presentation
            for index in presentation.values.indices {
                let value = presentation.values[index]
                let key = ValueKey(name: value.name, mathML: value.mathML)
                if let first = firstShown[key] {
                    presentation.values[index].shownEarlier = ValueItem.EarlierListing(number: first.number, anchor: first.anchor)
                } else {
                    firstShown[key] = (presentation.number, presentation.listingAnchor)
                }
            }
            return presentation
        }
    }

    private struct ValueKey: Hashable {
        var name: String
        var mathML: String
    }
}
