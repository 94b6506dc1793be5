import Diagnostics
import Foundation
import Synchronization

/// Fills in links to listings and figures: a link with empty text to `#listing-NAME`, `#figure-NAME` (or
/// `OTHER.md#listing-NAME` in another chapter) gets the text "Listing C.N" / "Figure C.N"; a link whose target does
/// not exist is an error at the link's position. Link destinations are left as written: the site writer maps
/// `OTHER.md` to that chapter's page.
enum ReferenceResolver {
    /// Every chapter's anchors indexed, so resolving every link of a book is linear in its size. A chapter that is
    /// not parsed in this build takes part through its recorded anchors.
    struct Lookup {
        /// A chapter's listings, indexed on first use: most chapters of a large book are never the target of a
        /// link, and a rebuild should not index thousands of listings it will not look up.
        final class Target {
            let name: String
            let number: Int
            private let provider: () -> [ListingAnchors]
            private let cache = Mutex(Cache())

            /// What is decoded and indexed on first use (chapters are resolved on several threads at once).
            private struct Cache {
                var listings: [ListingAnchors]?
                var indexes: Indexes?
            }

            private struct Indexes {
                var byAnchor: [String: Int] = [:]
                var byFigureAnchor: [String: Int] = [:]
                var byID: [String: Int] = [:]
            }

            init(name: String, number: Int, listings: @autoclosure @escaping () -> [ListingAnchors]) {
                self.name = name
                self.number = number
                self.provider = listings
            }

            var listings: [ListingAnchors] {
                cache.withLock { listings(in: &$0) }
            }

            var listingByAnchor: [String: Int] { indexes().byAnchor }
            var listingByFigureAnchor: [String: Int] { indexes().byFigureAnchor }
            var listingByID: [String: Int] { indexes().byID }

            private func listings(in cache: inout Cache) -> [ListingAnchors] {
                if let listings = cache.listings { return listings }
                let listings = provider()
                cache.listings = listings
                return listings
            }

            private func indexes() -> Indexes {
                cache.withLock { cache in
                    if let indexes = cache.indexes { return indexes }
                    var indexes = Indexes()
                    for (index, listing) in listings(in: &cache).enumerated() {
                        indexes.byAnchor[listing.anchor] = indexes.byAnchor[listing.anchor] ?? index
                        if let figureAnchor = listing.figureAnchor {
                            indexes.byFigureAnchor[figureAnchor] = indexes.byFigureAnchor[figureAnchor] ?? index
                        }
                        if let id = listing.id { indexes.byID[id] = indexes.byID[id] ?? index }
                    }
                    cache.indexes = indexes
                    return indexes
                }
            }
        }

        var targets: [Target]
        var chapterByName: [String: Int]
        /// The `Chapters/` folder on disk, where the files chapters show are checked; nil when the chapters are not
        /// files (tests of the model), and then those files are not checked.
        var chaptersFolder: String?

        init(_ targets: [Target]) {
            self.targets = targets
            chapterByName = [:]
            for (index, target) in targets.enumerated() where chapterByName[target.name] == nil {
                chapterByName[target.name] = index
            }
        }

        init(_ chapters: [Chapter]) {
            self.init(chapters.map { Target(name: $0.name, number: $0.number, listings: $0.listings.map(\.anchors)) })
        }
    }

    /// The chapter being resolved; its text lines, for diagnostics' positions, are split only when a link needs them.
    final class Source {
        let chapter: Chapter
        private(set) lazy var lines = SourceLines(chapter.text)
        /// The chapter's own listings, indexed once: built per link, a paragraph of n links to its own chapter
        /// took n² steps.
        private(set) lazy var ownTarget: Lookup.Target = {
            let listings = chapter.listings.map(\.anchors)
            return Lookup.Target(name: chapter.name, number: chapter.number, listings: listings)
        }()
        /// Lines already decoded into scalars: many wrong links on one long line would otherwise decode it once each.
        private var decodedLines: [Int: [Unicode.Scalar]] = [:]
        /// The files (not chapters) the chapter shows or links to, relative to `Chapters/`.
        var assets: Set<String> = []
        /// The paths (as written) already reported: a file linked a thousand times is one error, at its first link.
        var refusedFiles: Set<String> = []
        /// The chapter's section anchors (`section-radians`) and their titles, as its page will have them.
        private(set) lazy var sections: [String: String] = Dictionary(
            SectionAnchors.of(chapter.document).values.map { ($0.id, $0.title) },
            uniquingKeysWith: { first, _ in first })

        init(chapter: Chapter) {
            self.chapter = chapter
        }

        /// Where each destination searched for was first found on a line (nil: nowhere), so that many wrong links to a
        /// destination not written literally (escaped, say) on one long line search it once, not once each.
        private var firstOccurrences: [LineNeedle: Int?] = [:]

        private struct LineNeedle: Hashable {
            var line: Int
            var needle: [Unicode.Scalar]
        }

        func line(_ number: Int) -> [Unicode.Scalar] {
            if let decoded = decodedLines[number] { return decoded }
            let decoded = lines.line(number)
            decodedLines[number] = decoded
            return decoded
        }

        /// The offset of the first `needle` in line `number`, or nil.
        func firstOccurrence(of needle: [Unicode.Scalar], inLine number: Int) -> Int? {
            let key = LineNeedle(line: number, needle: needle)
            if let known = firstOccurrences[key] { return known }
            let found = Self.occurrence(of: needle, in: line(number), from: 0)
            firstOccurrences[key] = found
            return found
        }

        /// The offset of the first `needle` in `line` at or after `start`, or nil.
        static func occurrence(of needle: [Unicode.Scalar], in line: [Unicode.Scalar], from start: Int) -> Int? {
            guard let head = needle.first else { return nil }
            var index = start
            while index + needle.count <= line.count {
                if line[index] == head, line[index..<(index + needle.count)].elementsEqual(needle) { return index }
                index += 1
            }
            return nil
        }
    }

    static func resolve(_ chapters: inout [Chapter]) -> [Diagnostic] {
        resolve(&chapters, lookup: Lookup(chapters))
    }

    /// Resolves the links of `chapters` against `lookup`, which holds every chapter of the book (these included).
    static func resolve(_ chapters: inout [Chapter], lookup: Lookup) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for index in chapters.indices {
            var references: [ListingReference] = []
            var imports: [ResolvedImport] = []
            var chapterDiagnostics: [Diagnostic] = []
            let source = Source(chapter: chapters[index])
            if chapters[index].mayContainLinks,
               let document = rewritten(chapters[index].document, in: source, lookup: lookup,
                                        references: &references, imports: &imports, diagnostics: &chapterDiagnostics) {
                chapters[index].document = document
            }
            diagnostics += fewWarningsForLinksWithoutText(chapterDiagnostics)
            chapters[index].references = references
            chapters[index].imports = imports
            chapters[index].assets = source.assets.sorted()
        }
        return diagnostics.sorted()
    }

    /// At most five warnings per chapter for its links without text, the fifth counting the others: a chapter of
    /// generated links would otherwise print a warning per link.
    static func fewWarningsForLinksWithoutText(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        let shown = 5
        let withoutText = diagnostics.indices.filter { diagnostics[$0].id == BookDiagnostics.linkWithoutTextID }
        guard withoutText.count > shown else { return diagnostics }
        var kept = diagnostics
        let others = withoutText.count - shown
        kept[withoutText[shown - 1]].message += " (and \(others) more link\(others == 1 ? "" : "s") without text in this chapter)"
        let dropped = Set(withoutText.dropFirst(shown))
        return kept.indices.filter { !dropped.contains($0) }.map { kept[$0] }
    }

    /// True when every recorded link into another chapter still resolves to the same label and anchor.
    static func stillHolds(_ imports: [ResolvedImport], lookup: Lookup) -> Bool {
        imports.allSatisfy { reference in
            // A link to a chapter as a whole, or to one of its sections, holds while the chapter exists.
            if reference.fragment.isEmpty { return lookup.chapterByName[reference.chapterName] != nil }
            guard let index = lookup.chapterByName[reference.chapterName],
                  let (label, anchor) = target(of: reference.fragment, in: lookup.targets[index])
            else { return false }
            return label == reference.label && anchor == reference.anchor
        }
    }

    /// The label and anchor `#fragment` names in a chapter, or nil when it names nothing there.
    private static func target(of fragment: String, in target: Lookup.Target) -> (label: String, anchor: String)? {
        if fragment.hasPrefix("listing-") {
            guard let index = target.listingByAnchor[fragment] else { return nil }
            return (target.listings[index].label, target.listings[index].anchor)
        }
        guard fragment.hasPrefix("figure-") else { return nil }
        let name = String(fragment.dropFirst("figure-".count))
        guard let index = target.listingByID[name] ?? target.listingByFigureAnchor[fragment],
              let label = target.listings[index].figureLabel, let anchor = target.listings[index].figureAnchor
        else { return nil }
        return (label, anchor)
    }

    /// The node with its links to listings and figures filled in, or nil when nothing in it changed. Only the path
    /// down to a changed link is copied: most chapters have no link to a listing, and this runs for every chapter
    /// before any page is written. Recursion is bounded by `CommonMarkConverter.maximumDepth`.
    private static func rewritten(_ node: MarkupNode, in source: Source, lookup: Lookup, references: inout [ListingReference],
                                  imports: inout [ResolvedImport], diagnostics: inout [Diagnostic]) -> MarkupNode? {
        // A link already reported as wrong (a missing file, chapter or anchor) is not also reported as without text.
        let diagnosticsBefore = diagnostics.count
        // An image's children are its alt text, written as plain text: nothing in them is a link.
        if case .image = node.kind { return rewrittenAssetLink(node, in: source, lookup: lookup, diagnostics: &diagnostics) }
        if case let .link(link) = node.kind, AssetPath(link.destination) != nil,
           let updated = rewrittenAssetLink(node, in: source, lookup: lookup, diagnostics: &diagnostics) {
            // The link's text may show an image (`[![small](a.png)](large.png)`): its children are resolved too.
            return rewritten(updated, in: source, lookup: lookup, references: &references, imports: &imports,
                             diagnostics: &diagnostics) ?? updated
        }
        if case let .link(link) = node.kind, let range = node.range, link.destination.hasPrefix("#section-") {
            return rewrittenSectionLink(node, to: link.destination, at: range, in: source, diagnostics: &diagnostics)
        }
        if case let .link(link) = node.kind, let range = node.range {
            if let reference = resolve(link.destination, at: range, in: source, lookup: lookup, imports: &imports,
                                       diagnostics: &diagnostics) {
                references.append(reference)
                guard node.children.isEmpty else { return nil }
                var node = node
                node.children = [MarkupNode(.text(reference.label), range: range)]
                return node
            }
            if node.children.isEmpty, diagnostics.count == diagnosticsBefore {
                let (location, length) = destinationLocation(link.destination, link: range, in: source)
                diagnostics.append(BookDiagnostics.referenceWithoutText(link.destination, at: location, length: length))
            }
        }
        var rebuiltChildren: [MarkupNode]?
        for (index, child) in node.children.enumerated() {
            if let rebuilt = rewritten(child, in: source, lookup: lookup, references: &references, imports: &imports,
                                       diagnostics: &diagnostics) {
                if rebuiltChildren == nil { rebuiltChildren = node.children }
                rebuiltChildren?[index] = rebuilt
            }
        }
        guard let rebuiltChildren else { return nil }
        var node = node
        node.children = rebuiltChildren
        return node
    }

    /// Where a link's destination is written, for diagnostics: the destination is what is wrong, so the caret
    /// underlines it.
    ///
    /// cmark 0.30 reports inline positions relative to the paragraph's stripped lines (so a continuation line indented
    /// differently from the first, or a line after a backslash hard break, gets the wrong column or line), so the
    /// destination is searched for from the reported position: on its line from its column, then from the start of
    /// that line and of the next three. When it is not written literally (escapes, `<...>`, a reference definition),
    /// the reported position of the whole link is used. Whether a line holds the destination at all is remembered.
    static func destinationLocation(_ destination: String, link range: MarkupRange, in anchors: Source) -> (SourceLocation, Int) {
        let needle = Array(("](" + destination).unicodeScalars)
        let reported = range.start
        var found: (line: Int, index: Int)?
        if let first = anchors.firstOccurrence(of: needle, inLine: reported.line) {
            let fromColumn = reported.column >= 1
                ? Source.occurrence(of: needle, in: anchors.line(reported.line), from: max(first, reported.column - 1)) : nil
            found = (reported.line, fromColumn ?? first)
        } else {
            found = (1...3).lazy.compactMap { offset in
                anchors.firstOccurrence(of: needle, inLine: reported.line + offset).map { (reported.line + offset, $0) }
            }.first
        }
        if let found {
            let location = SourceLocation(file: anchors.chapter.path, line: found.line, column: found.index + 3)
            return (location, max(1, destination.unicodeScalars.count))
        }
        let length = range.start.line == range.end.line ? range.end.column - range.start.column + 1 : 1
        return (reported.location(in: anchors.chapter.path), length)
    }

    /// `file` as written in a link in chapter `name`, relative to that chapter's folder (as Markdown links are), as a
    /// path relative to `Chapters/`; nil when it climbs out of `Chapters/`.
    static func resolvePath(_ file: String, from name: String) -> String? {
        let folder = FileSystemPath.names(of: name).dropLast()
        return FileSystemPath.lexicallyResolved(folder + FileSystemPath.names(of: file))?.joined(separator: "/")
    }

    private static func resolve(_ destination: String, at range: MarkupRange, in source: Source, lookup: Lookup,
                                imports: inout [ResolvedImport], diagnostics: inout [Diagnostic]) -> ListingReference? {
        let hash = destination.firstIndex(of: "#")
        let file = hash.map { String(destination[..<$0]) } ?? destination
        let fragment = hash.map { String(destination[destination.index(after: $0)...]) } ?? ""
        guard hash != nil, let (kind, name) = listingFragment(fragment) else {
            if hash != nil, file.isEmpty {
                checkOwnPageFragment(destination, fragment: fragment, at: range, in: source, diagnostics: &diagnostics)
            } else {
                checkChapterLink(destination, file: file, at: range, in: source, lookup: lookup, imports: &imports,
                                 diagnostics: &diagnostics)
            }
            return nil
        }
        // Only a link that is wrong needs its position: finding it for every link cost a scan of its line each.
        let place = { destinationLocation(destination, link: range, in: source) }
        guard let target = target(of: file, in: source, lookup: lookup, place: place, diagnostics: &diagnostics),
              let listingIndex = listingIndex(in: target, kind: kind, fragment: fragment, name: name,
                                              linkedFromAnotherChapter: !file.isEmpty, place: place,
                                              diagnostics: &diagnostics),
              let (label, anchor) = labelAndAnchor(of: target.listings[listingIndex], kind: kind, name: name,
                                                   place: place, diagnostics: &diagnostics)
        else { return nil }
        if target.name != source.chapter.name {
            imports.append(ResolvedImport(chapterName: target.name, fragment: fragment, label: label, anchor: anchor))
        }
        return ListingReference(range: range, target: kind, chapterNumber: target.number, listingIndex: listingIndex,
                                label: label, anchor: anchor)
    }

    /// `listing-NAME` or `figure-NAME`: what the fragment points at, and the name; nil for any other fragment.
    private static func listingFragment(_ fragment: String) -> (ListingReference.Target, String)? {
        if fragment.hasPrefix("listing-") {
            return (.listing, String(fragment.dropFirst("listing-".count)))
        }
        if fragment.hasPrefix("figure-") {
            return (.figure, String(fragment.dropFirst("figure-".count)))
        }
        return nil
    }

    /// The chapter a listing link points into: the linking one for an empty file, else the chapter `file` names
    /// (percent-decoded, relative to the linking chapter's folder); nil, reported, when there is no such chapter.
    private static func target(of file: String, in source: Source, lookup: Lookup, place: () -> (SourceLocation, Int),
                               diagnostics: inout [Diagnostic]) -> Lookup.Target? {
        if file.isEmpty { return source.ownTarget }
        guard file.hasSuffix(".md"), !file.contains(":") else { return nil }
        let decoded = AssetPath.percentDecoded(file[...]) ?? file
        guard let resolved = resolvePath(decoded, from: source.chapter.name),
              let found = lookup.chapterByName[resolved] else {
            let (location, length) = place()
            diagnostics.append(unknownChapter(file, from: source.chapter.name, at: location, length: length,
                                              lookup: lookup))
            return nil
        }
        return lookup.targets[found]
    }

    /// Named listings are found by id; unnamed ones by their numbered anchors (`listing-3.2`, `figure-3.1`). Nil,
    /// reported with the closest id, when the chapter has no such listing.
    private static func listingIndex(in target: Lookup.Target, kind: ListingReference.Target, fragment: String,
                                     name: String, linkedFromAnotherChapter: Bool, place: () -> (SourceLocation, Int),
                                     diagnostics: inout [Diagnostic]) -> Int? {
        let found = kind == .listing
            ? target.listingByAnchor[fragment]
            : (target.listingByID[name] ?? target.listingByFigureAnchor[fragment])
        if let found { return found }
        let ids = target.listings.compactMap(\.id)
        let (location, length) = place()
        diagnostics.append(BookDiagnostics.referenceUnknownListing(
            fragment, chapter: linkedFromAnotherChapter ? target.name : nil, at: location, length: length,
            suggestion: NameSuggestion.closest(to: name, in: ids).map { (kind == .listing ? "listing-" : "figure-") + $0 }))
        return nil
    }

    /// The label and anchor a link to the listing, or to its figure, shows; nil, reported, for the figure of a
    /// listing that draws none.
    private static func labelAndAnchor(of listing: ListingAnchors, kind: ListingReference.Target, name: String,
                                       place: () -> (SourceLocation, Int),
                                       diagnostics: inout [Diagnostic]) -> (label: String, anchor: String)? {
        switch kind {
        case .listing:
            return (listing.label, listing.anchor)
        case .figure:
            guard let figureLabel = listing.figureLabel, let figureAnchor = listing.figureAnchor else {
                let (location, length) = place()
                diagnostics.append(BookDiagnostics.referenceListingWithoutFigure(name, at: location, length: length))
                return nil
            }
            return (figureLabel, figureAnchor)
        }
    }
}
