import Diagnostics

/// A link to a listing or a figure, resolved.
public struct ListingReference: Hashable, Sendable {
    public enum Target: Hashable, Sendable {
        case listing
        case figure
    }

    /// The link in the chapter that contains it.
    public var range: MarkupRange
    public var target: Target
    /// The number of the chapter of the listing (the same chapter, or another for `02-vectors.md#listing-x`).
    public var chapterNumber: Int
    /// The listing's index in that chapter's `listings`.
    public var listingIndex: Int
    /// "Listing 3.2" or "Figure 3.1": the text of an empty link.
    public var label: String
    /// The HTML id on the target page (`listing-x`, `figure-x`).
    public var anchor: String
}

/// Fills in links to listings and figures: a link with empty text to `#listing-NAME`, `#figure-NAME` (or
/// `OTHER.md#listing-NAME` in another chapter) gets the text "Listing C.N" / "Figure C.N"; a link whose target does
/// not exist is an error at the link's position. Link destinations are left as written: the site writer maps
/// `OTHER.md` to that chapter's page.
enum ReferenceResolver {
    static func resolve(_ chapters: inout [Chapter]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let snapshot = chapters
        for index in chapters.indices {
            var references: [ListingReference] = []
            chapters[index].document = rewrite(chapters[index].document, in: snapshot[index], chapters: snapshot,
                                               references: &references, diagnostics: &diagnostics)
            chapters[index].references = references
        }
        return diagnostics.sorted()
    }

    /// A rebuilt tree (recursion is bounded by `CommonMarkConverter.maximumDepth`).
    private static func rewrite(_ node: MarkupNode, in chapter: Chapter, chapters: [Chapter],
                                references: inout [ListingReference], diagnostics: inout [Diagnostic]) -> MarkupNode {
        var node = node
        if case let .link(link) = node.kind, let range = node.range,
           let reference = resolve(link.destination, at: range, in: chapter, chapters: chapters, diagnostics: &diagnostics) {
            references.append(reference)
            if node.children.isEmpty {
                node.children = [MarkupNode(.text(reference.label), range: range)]
            }
            return node
        }
        if !node.children.isEmpty {
            node.children = node.children.map {
                rewrite($0, in: chapter, chapters: chapters, references: &references, diagnostics: &diagnostics)
            }
        }
        return node
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

    private static func resolve(_ destination: String, at range: MarkupRange, in chapter: Chapter, chapters: [Chapter],
                                diagnostics: inout [Diagnostic]) -> ListingReference? {
        guard let hash = destination.firstIndex(of: "#") else { return nil }
        let file = String(destination[..<hash])
        let fragment = String(destination[destination.index(after: hash)...])
        let target: ListingReference.Target
        let name: String
        if fragment.hasPrefix("listing-") {
            target = .listing
            name = String(fragment.dropFirst("listing-".count))
        } else if fragment.hasPrefix("figure-") {
            target = .figure
            name = String(fragment.dropFirst("figure-".count))
        } else {
            return nil
        }
        let location = range.start.location(in: chapter.path)
        let length = range.start.line == range.end.line ? range.end.column - range.start.column + 1 : 1
        let targetChapter: Chapter
        if file.isEmpty {
            targetChapter = chapter
        } else {
            guard file.hasSuffix(".md"), !file.contains(":") else { return nil }
            let resolved = resolvePath(file, from: chapter.name)
            guard let found = chapters.first(where: { $0.name == resolved }) else {
                // Suggest a name only where names and links read the same: from a chapter at the top of Chapters/.
                let suggestion = chapter.name.contains("/") ? nil : NameSuggestion.closest(to: file, in: chapters.map(\.name))
                diagnostics.append(BookDiagnostics.referenceUnknownChapter(file, at: location, length: length, suggestion: suggestion))
                return nil
            }
            targetChapter = found
        }
        // Named listings are found by id; unnamed ones by their numbered anchors (`listing-3.2`, `figure-3.1`).
        let listings = targetChapter.listings
        let found = target == .listing
            ? listings.firstIndex { $0.anchor == fragment }
            : (listings.firstIndex { $0.id == name } ?? listings.firstIndex { $0.figureAnchor == fragment })
        guard let listingIndex = found else {
            let ids = targetChapter.listings.compactMap(\.id)
            diagnostics.append(BookDiagnostics.referenceUnknownListing(
                fragment, chapter: file.isEmpty ? nil : targetChapter.name, at: location, length: length,
                suggestion: NameSuggestion.closest(to: name, in: ids).map { (target == .listing ? "listing-" : "figure-") + $0 }))
            return nil
        }
        let listing = targetChapter.listings[listingIndex]
        switch target {
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
