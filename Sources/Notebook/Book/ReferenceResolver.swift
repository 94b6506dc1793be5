import Diagnostics

/// Fills in links to listings and figures: a link with empty text to `#listing-NAME`, `#figure-NAME` (or
/// `OTHER.md#listing-NAME` in another chapter) gets the text "Listing C.N" / "Figure C.N"; a link whose target does
/// not exist is an error at the link's position. Link destinations are left as written: the site writer maps
/// `OTHER.md` to that chapter's page.
enum ReferenceResolver {
    /// The chapters with their anchors indexed, so resolving every link of a book is linear in its size.
    struct Lookup {
        struct Anchors {
            var chapter: Chapter
            var listingByAnchor: [String: Int] = [:]
            var listingByFigureAnchor: [String: Int] = [:]
            var listingByID: [String: Int] = [:]
            var lines: SourceLines
        }

        var anchors: [Anchors]
        var chapterByName: [String: Int]

        init(_ chapters: [Chapter]) {
            anchors = chapters.map { chapter in
                var anchors = Anchors(chapter: chapter, lines: SourceLines(chapter.text))
                for (index, listing) in chapter.listings.enumerated() {
                    anchors.listingByAnchor[listing.anchor] = anchors.listingByAnchor[listing.anchor] ?? index
                    if let figureAnchor = listing.figureAnchor {
                        anchors.listingByFigureAnchor[figureAnchor] = anchors.listingByFigureAnchor[figureAnchor] ?? index
                    }
                    if let id = listing.id { anchors.listingByID[id] = anchors.listingByID[id] ?? index }
                }
                return anchors
            }
            chapterByName = [:]
            for (index, chapter) in chapters.enumerated() where chapterByName[chapter.name] == nil {
                chapterByName[chapter.name] = index
            }
        }
    }

    static func resolve(_ chapters: inout [Chapter]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let lookup = Lookup(chapters)
        for index in chapters.indices {
            var references: [ListingReference] = []
            chapters[index].document = rewrite(chapters[index].document, in: lookup.anchors[index], lookup: lookup,
                                               references: &references, diagnostics: &diagnostics)
            chapters[index].references = references
        }
        return diagnostics.sorted()
    }

    /// A rebuilt tree (recursion is bounded by `CommonMarkConverter.maximumDepth`).
    private static func rewrite(_ node: MarkupNode, in chapter: Lookup.Anchors, lookup: Lookup,
                                references: inout [ListingReference], diagnostics: inout [Diagnostic]) -> MarkupNode {
        var node = node
        if case let .link(link) = node.kind, let range = node.range,
           let reference = resolve(link.destination, at: range, in: chapter, lookup: lookup, diagnostics: &diagnostics) {
            references.append(reference)
            if node.children.isEmpty {
                node.children = [MarkupNode(.text(reference.label), range: range)]
            }
            return node
        }
        if !node.children.isEmpty {
            node.children = node.children.map {
                rewrite($0, in: chapter, lookup: lookup, references: &references, diagnostics: &diagnostics)
            }
        }
        return node
    }

    /// Where a link's destination is written, for diagnostics: the destination is what is wrong, so the caret
    /// underlines it.
    ///
    /// cmark 0.30 reports inline positions relative to the paragraph's stripped lines (so a continuation line indented
    /// differently from the first, or a line after a backslash hard break, gets the wrong column or line), so the
    /// destination is searched for from the reported position: on its line from its column, then from the start of
    /// that line and of the next three. When it is not written literally (escapes, `<...>`, a reference definition),
    /// the reported position of the whole link is used.
    static func destinationLocation(_ destination: String, link range: MarkupRange, in anchors: Lookup.Anchors) -> (SourceLocation, Int) {
        let needle = Array(("](" + destination).unicodeScalars)
        let reported = range.start
        let attempts = [(reported.line, reported.column)] + (0...3).map { (reported.line + $0, 1) }
        for (lineNumber, fromColumn) in attempts {
            let line = anchors.lines.line(lineNumber)
            guard line.count >= needle.count, fromColumn >= 1 else { continue }
            var index = fromColumn - 1
            while index + needle.count <= line.count {
                if line[index] == "]", line[index..<(index + needle.count)].elementsEqual(needle) {
                    let location = SourceLocation(file: anchors.chapter.path, line: lineNumber, column: index + 3)
                    return (location, max(1, destination.unicodeScalars.count))
                }
                index += 1
            }
        }
        let length = range.start.line == range.end.line ? range.end.column - range.start.column + 1 : 1
        return (reported.location(in: anchors.chapter.path), length)
    }

    /// `file` as written in a link in chapter `name`, relative to that chapter's folder (as Markdown links are), as a
    /// path relative to `Chapters/`; nil when it climbs out of `Chapters/`.
    static func resolvePath(_ file: String, from name: String) -> String? {
        var components = name.split(separator: "/").dropLast().map(String.init)
        for component in file.split(separator: "/") {
            switch component {
            case ".": continue
            case "..":
                guard !components.isEmpty else { return nil }
                components.removeLast()
            default:
                components.append(String(component))
            }
        }
        return components.joined(separator: "/")
    }

    private static func resolve(_ destination: String, at range: MarkupRange, in anchors: Lookup.Anchors, lookup: Lookup,
                                diagnostics: inout [Diagnostic]) -> ListingReference? {
        let chapter = anchors.chapter
        guard let hash = destination.firstIndex(of: "#") else { return nil }
        let file = String(destination[..<hash])
        let fragment = String(destination[destination.index(after: hash)...])
        let kind: ListingReference.Target
        let name: String
        if fragment.hasPrefix("listing-") {
            kind = .listing
            name = String(fragment.dropFirst("listing-".count))
        } else if fragment.hasPrefix("figure-") {
            kind = .figure
            name = String(fragment.dropFirst("figure-".count))
        } else {
            return nil
        }
        let (location, length) = destinationLocation(destination, link: range, in: anchors)
        let target: Lookup.Anchors
        if file.isEmpty {
            target = anchors
        } else {
            guard file.hasSuffix(".md"), !file.contains(":") else { return nil }
            guard let resolved = resolvePath(file, from: chapter.name), let found = lookup.chapterByName[resolved] else {
                // Suggest a name only where names and links read the same: from a chapter at the top of Chapters/.
                let suggestion = chapter.name.contains("/") ? nil
                    : NameSuggestion.closest(to: file, in: lookup.anchors.map(\.chapter.name))
                diagnostics.append(BookDiagnostics.referenceUnknownChapter(file, at: location, length: length, suggestion: suggestion))
                return nil
            }
            target = lookup.anchors[found]
        }
        let targetChapter = target.chapter
        // Named listings are found by id; unnamed ones by their numbered anchors (`listing-3.2`, `figure-3.1`).
        let found = kind == .listing
            ? target.listingByAnchor[fragment]
            : (target.listingByID[name] ?? target.listingByFigureAnchor[fragment])
        guard let listingIndex = found else {
            let ids = targetChapter.listings.compactMap(\.id)
            diagnostics.append(BookDiagnostics.referenceUnknownListing(
                fragment, chapter: file.isEmpty ? nil : targetChapter.name, at: location, length: length,
                suggestion: NameSuggestion.closest(to: name, in: ids).map { (kind == .listing ? "listing-" : "figure-") + $0 }))
            return nil
        }
        let listing = targetChapter.listings[listingIndex]
        switch kind {
        case .listing:
            return ListingReference(range: range, target: .listing, chapterNumber: targetChapter.number,
                                    listingIndex: listingIndex, label: listing.label, anchor: listing.anchor)
        case .figure:
            guard let label = listing.figureLabel, let anchor = listing.figureAnchor else {
                diagnostics.append(BookDiagnostics.referenceListingWithoutFigure(name, at: location, length: length))
                return nil
            }
            return ListingReference(range: range, target: .figure, chapterNumber: targetChapter.number,
                                    listingIndex: listingIndex, label: label, anchor: anchor)
        }
    }
}
