import Diagnostics

/// Links to sections and to whole chapters: `[](#section-x)` gets the section's title as its text, and a link to a
/// section or chapter that does not exist is an error, as a link to a missing listing is.
extension ReferenceResolver {
    /// A relative link to a Markdown file is a link to a chapter (the site writer maps it to that chapter's page).
    static func isChapterLink(_ file: String) -> Bool {
        !file.isEmpty && file.hasSuffix(".md") && !file.contains(":")
    }

    /// Adds an error when `file` (written in `destination`) is a link to a chapter the book does not have. A link into
    /// another chapter is recorded as an import with no fragment, so a reused chapter is parsed again when the chapter
    /// it links to goes away. Sections of other chapters are not checked: their headings are known only when that
    /// chapter is parsed in this build, and a check that depended on which chapters were reused could not be trusted.
    static func checkChapterLink(_ destination: String, file: String, at range: MarkupRange, in source: Source,
                                 lookup: Lookup, imports: inout [ResolvedImport], diagnostics: inout [Diagnostic]) {
        guard isChapterLink(file) else { return }
        let chapter = source.chapter
        // `two%20words.md` is how Markdown writes a link to `two words.md` (the site writer reads it so too).
        let decoded = AssetPath.percentDecoded(file[...]) ?? file
        if let resolved = resolvePath(decoded, from: chapter.name), lookup.chapterByName[resolved] != nil {
            if resolved != chapter.name {
                imports.append(ResolvedImport(chapterName: resolved, fragment: "", label: "", anchor: ""))
            }
            return
        }
        let (location, length) = destinationLocation(destination, link: range, in: source)
        diagnostics.append(unknownChapter(file, from: chapter.name, at: location, length: length, lookup: lookup))
    }

    static func unknownChapter(_ file: String, from chapterName: String, at location: SourceLocation, length: Int,
                               lookup: Lookup) -> Diagnostic {
        // Suggest a name only where names and links read the same: from a chapter at the top of Chapters/.
        let suggestion = chapterName.contains("/") ? nil : NameSuggestion.closest(to: file, in: lookup.targets.map(\.name))
        return BookDiagnostics.referenceUnknownChapter(file, at: location, length: length, suggestion: suggestion)
    }

    /// The ids of every chapter page that a link may name: the article (`#content`, the skip link's target), its title,
    /// and `#top`, which browsers take as the top of the page without an element.
    static let pageFragments: Set<String> = ["", "top", "content", "chapter-title"]

    /// A link to `#NAME` in its own chapter that is not a listing, figure or section (`#real-heading`, written without
    /// `section-`): an error unless the page has that id (footnotes' `fn-N`, `fnref-N`, the page's own ids) or the
    /// chapter writes it itself in raw HTML (`id="NAME"`), as a link to a missing section is.
    static func checkOwnPageFragment(_ destination: String, fragment: String, at range: MarkupRange, in source: Source,
                                     diagnostics: inout [Diagnostic]) {
        if pageFragments.contains(fragment) || isFootnoteID(fragment) { return }
        let text = source.chapter.text
        if text.contains("id=\"\(fragment)\"") || text.contains("id='\(fragment)'") || text.contains("name=\"\(fragment)\"") {
            return
        }
        let (location, length) = destinationLocation(destination, link: range, in: source)
        let sections = source.sections.keys.sorted()
        let suggestion = sections.contains("section-" + fragment)
            ? "section-" + fragment : NameSuggestion.closest(to: fragment, in: sections)
        diagnostics.append(BookDiagnostics.referenceUnknownListing(fragment, chapter: nil, at: location, length: length,
                                                                   suggestion: suggestion))
    }

    /// `fn-3`, `fnref-3`, `fnref-3-2`: the ids footnotes get (numbers, never their labels).
    private static func isFootnoteID(_ fragment: String) -> Bool {
        let number: Substring
        if fragment.hasPrefix("fn-") { number = fragment.dropFirst(3) }
        else if fragment.hasPrefix("fnref-") { number = fragment.dropFirst(6) }
        else { return false }
        let parts = number.split(separator: "-", omittingEmptySubsequences: false)
        return (1...2).contains(parts.count) && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }
    }

    /// A link to `#section-...` in its own chapter: with empty text it gets the section's title (an empty link would be
    /// invisible on the page); a section the chapter does not have is an error. Returns the rewritten link, or nil.
    static func rewrittenSectionLink(_ node: MarkupNode, to destination: String, at range: MarkupRange, in source: Source,
                                     diagnostics: inout [Diagnostic]) -> MarkupNode? {
        let fragment = String(destination.dropFirst())
        guard let title = source.sections[fragment] else {
            let (location, length) = destinationLocation(destination, link: range, in: source)
            diagnostics.append(BookDiagnostics.referenceUnknownListing(
                fragment, chapter: nil, at: location, length: length,
                suggestion: NameSuggestion.closest(to: fragment, in: source.sections.keys.sorted())))
            return nil
        }
        guard node.children.isEmpty else { return nil }
        var node = node
        node.children = [MarkupNode(.text(title), range: range)]
        return node
    }
}
