import Foundation

/// A small book held as a model, written out as `notebook.toml` and `Chapters/*.md`, for the differential test of the
/// incremental build. Cross-chapter links are kept by model identity, so an edit that moves, renumbers or renames
/// their target rewrites the linking chapter's text as an author would, except where an edit breaks the book on purpose.
struct DifferentialBook {
    struct Listing {
        var key: Int
        var id: String?
        var title: String?
        var scale: Int
        var platformMac = false
        var figureNone = false
        /// An `expect` block after the listing, claiming the transform it computes.
        var expects = false
        /// A Swift twin after the Objective-C listing.
        var twin = false
    }

    /// A link from one chapter to a listing (or its figure) of another, or to another chapter's section.
    struct Link {
        enum Kind { case listing, figure, section, chapter }
        var kind: Kind
        var chapterKey: Int
        var listingKey: Int
    }

    struct Chapter {
        var key: Int
        var fileName: String
        var title: String
        var titleInFrontMatter: Bool
        var summary: String?
        var prose: String
        var section: String
        var listings: [Listing]
        var links: [Link]
        var rawHTML = false
        /// An image of `Chapters/`, by its path there.
        var image: String?
        /// A listing that does not evaluate: the book fails to build until it is fixed.
        var brokenListing = false
        /// A link to a listing the target chapter does not have.
        var danglingLink = false
        /// The first listing's `expect` block claims a wrong value.
        var wrongExpectation = false
    }

    var title = "Differential Book"
    var language = "en"
    var stepBudget: Int?
    var unsafeHTML = false
    /// Every chapter file in `Chapters/`; `order` lists the keys of those in `notebook.toml`, in reading order.
    var chapters: [Int: Chapter] = [:]
    var order: [Int] = []
    var nextKey = 1
    /// Files under `Chapters/` that chapters show as images: path there -> contents.
    var images: [String: String] = [:]

    /// The files of the book as written: path relative to the book folder -> text.
    func files() -> [String: String] {
        var files = ["notebook.toml": configuration()]
        for chapter in chapters.values {
            files["Chapters/" + chapter.fileName] = text(of: chapter)
        }
        for (path, contents) in images { files["Chapters/" + path] = contents }
        return files
    }

    func configuration() -> String {
        var lines = ["title = \"\(title)\"", "language = \"\(language)\""]
        lines.append("chapters = [" + order.map { "\"\(chapters[$0]!.fileName)\"" }.joined(separator: ", ") + "]")
        if unsafeHTML { lines.append("unsafe-html = true") }
        if let stepBudget { lines.append("step-budget = \(stepBudget)") }
        return lines.joined(separator: "\n") + "\n"
    }

    func text(of chapter: Chapter) -> String {
        var text = ""
        if chapter.titleInFrontMatter || chapter.summary != nil {
            text += "---\n"
            if chapter.titleInFrontMatter { text += "title: \(chapter.title)\n" }
            if let summary = chapter.summary { text += "summary: \(summary)\n" }
            text += "---\n\n"
        }
        if !chapter.titleInFrontMatter { text += "# \(chapter.title)\n\n" }
        text += chapter.prose + "\n\n"
        if chapter.rawHTML { text += "<span class=\"raw\">raw</span> inline.\n\n" }
        if let image = chapter.image { text += "![a figure](\(relative(image, from: chapter.fileName)))\n\n" }
        text += "## \(chapter.section)\n\nThis is [](#section-\(slug(chapter.section))).\n\n"
        let links = chapter.links.compactMap { destination(of: $0, from: chapter) }
        if !links.isEmpty { text += "See " + links.joined(separator: ", ") + ".\n\n" }
        if chapter.danglingLink { text += "Also [](\(relative(chapter.fileName, from: chapter.fileName))#listing-nowhere).\n\n" }
        for (index, listing) in chapter.listings.enumerated() {
            text += code(of: listing, broken: chapter.brokenListing && index == 0) + "\n"
            if listing.expects || (chapter.wrongExpectation && index == 0) {
                let claimed = listing.scale + (chapter.wrongExpectation && index == 0 ? 1 : 0)
                text += "```expect\nt = [\(Double(claimed) / 10) 0 0 1 0 0]\n```\n\n"
            }
        }
        if let first = chapter.listings.first {
            text += "The first listing is [](#listing-\(first.id ?? "\(number(of: chapter.key) ?? 0).1")).\n"
        }
        return text
    }

    private func code(of listing: Listing, broken: Bool) -> String {
        var attributes = ["objc"]
        if let id = listing.id { attributes.append("id=\(id)") }
        if let title = listing.title { attributes.append("title=\"\(title)\"") }
        if listing.platformMac { attributes.append("platform=macos") }
        if listing.figureNone { attributes.append("figure=none") }
        let scale = broken ? "undefinedName" : "\(listing.scale) / 10.0"
        let objc = """
            ```\(attributes.joined(separator: " "))
            CGAffineTransform t = CGAffineTransformMakeScale(\(scale), 1.0);
            self.layerView.layer.affineTransform = t;
            ```

            """
        guard listing.twin else { return objc }
        return objc + """

            ```swift
            let t = CGAffineTransform(scaleX: \(listing.scale) / 10.0, y: 1.0)
            self.layerView.layer.setAffineTransform(t)
            ```

            """
    }

    /// The chapter's number in the reading order, nil when it is not listed.
    func number(of key: Int) -> Int? {
        order.firstIndex(of: key).map { $0 + 1 }
    }

    /// The Markdown of one link, or nil when its target is gone (the author took the link out).
    private func destination(of link: Link, from chapter: Chapter) -> String? {
        guard number(of: chapter.key) != nil, let target = chapters[link.chapterKey],
              let targetNumber = number(of: link.chapterKey) else { return nil }
        let path = relative(target.fileName, from: chapter.fileName)
        switch link.kind {
        case .chapter: return "[the chapter](\(path))"
        case .section: return "[its section](\(path)#section-\(slug(target.section)))"
        case .listing, .figure:
            guard let index = target.listings.firstIndex(where: { $0.key == link.listingKey }) else { return nil }
            let listing = target.listings[index]
            if link.kind == .listing {
                return "[](\(path)#listing-\(listing.id ?? "\(targetNumber).\(index + 1)"))"
            }
            guard !listing.figureNone, !(target.brokenListing && index == 0) else { return nil }
            let figure = target.listings[...index].filter { !$0.figureNone }.count
            return "[](\(path)#figure-\(listing.id ?? "\(targetNumber).\(figure)"))"
        }
    }

    /// The link from the chapter at `origin` to `path` (both relative to `Chapters/`).
    func relative(_ path: String, from origin: String) -> String {
        let depth = origin.split(separator: "/").count - 1
        return String(repeating: "../", count: depth) + path
    }

    func slug(_ title: String) -> String {
        title.lowercased().map { $0.isLetter || $0.isNumber ? String($0) : "-" }.joined()
    }
}
