/// A chapter's listing anchors, either decoded or still the manifest lines that describe them.
struct ListingTable: Hashable, Sendable {
    enum Storage: Hashable, Sendable {
        case anchors([ListingAnchors])
        /// `count` lines `listing\tANCHOR\tLABEL\t[=ID]\t[=FIGURE-ANCHOR]\t[=FIGURE-LABEL]\n`, as read.
        case lines([UInt8], count: Int)
    }

    var storage: Storage

    init(_ anchors: [ListingAnchors]) {
        storage = .anchors(anchors)
    }

    init(lines: [UInt8], count: Int) {
        storage = .lines(lines, count: count)
    }

    /// The table as the manifest's lines, made where the chapter is loaded (on all cores) rather than when the
    /// manifest is written, after every page, one listing at a time.
    static func encoding(_ anchors: [ListingAnchors]) -> ListingTable {
        var lines: [UInt8] = []
        lines.reserveCapacity(anchors.count * 64)
        for listing in anchors {
            BuildManifest.appendListingLine(listing, to: &lines)
        }
        return ListingTable(lines: lines, count: anchors.count)
    }

    var anchors: [ListingAnchors] {
        switch storage {
        case .anchors(let anchors):
            return anchors
        case .lines(let bytes, _):
            return BuildManifest.decodeListingLines(bytes)
        }
    }

    static func == (lhs: ListingTable, rhs: ListingTable) -> Bool { lhs.anchors == rhs.anchors }
    func hash(into hasher: inout Hasher) { hasher.combine(anchors) }
}
