import Diagnostics

/// Parses a chapter's Markdown with cmark and adds GitHub Flavored Markdown on the converted tree: footnote
/// definitions are taken out of the text first (`FootnoteDefinitionScanner`), then `TableRewriter` turns paragraphs
/// into tables, and `InlineExtensionRewriter` adds footnote references, extended autolinks and strikethrough.
///
/// Only the book's chapters go through here; the CommonMark spec tests use `CommonMarkConverter` alone.
public enum MarkdownExtensions {
    public struct Parsed {
        public var document: MarkupNode
        /// False only when the document has no link or image (see `Chapter.mayContainLinks`).
        public var containsLinks: Bool
        public var diagnostics: [Diagnostic]
    }

    /// How deep strikethrough may nest (it is not bounded by cmark's depth limit, which it adds to).
    public static let strikethroughNestingLimit = 32

    /// Parses `markdown` (the chapter's text with its front matter blanked) as GFM; `path` is for diagnostics.
    public static func parse(_ markdown: String, path: String) throws -> Parsed {
        try parse(markdown, lines: SourceLines(markdown), path: path)
    }

    /// `parse`, with the text's lines split once by the caller (the chapter, whose listings read them too).
    static func parse(_ markdown: String, lines: SourceLines, path: String) throws -> Parsed {
        var (document, containsLinks) = try CommonMarkConverter.parseNotingLinks(lines)
        var definitions: [FootnoteDefinitionScanner.Definition] = []
        if let found = FootnoteDefinitionScanner.scan(markdown, lines: lines, parsed: document) {
            definitions = found.definitions
            (document, containsLinks) = try CommonMarkConverter.parseNotingLinks(found.blanked)
        }
        var footnotes = FootnoteRewriter(definitions: definitions, path: path, lines: lines)
        var tables = TableRewriter(lines: lines)
        tables.rewrite(&document)
        footnotes.rewriteDefinitions { blocks in
            var holder = MarkupNode(.footnoteDefinition(MarkupNode.Footnote(label: "", number: 0, occurrence: 0)), children: blocks)
            tables.rewrite(&holder)
            blocks = holder.children
        }
        var inlines = InlineExtensionRewriter(path: path)
        if InlineExtensionRewriter.mayNeedWork(anywhereIn: lines) {
            inlines.rewriteBlocks(&document, footnotes: &footnotes)
        }
        if let section = footnotes.section(rewritingInlines: { footnotes, definition in
            inlines.rewriteBlocks(&definition, footnotes: &footnotes)
        }) {
            document.children.append(section)
            containsLinks = containsLinks || section.contains { if case .link = $0.kind { true } else { false } }
        }
        return Parsed(document: document, containsLinks: containsLinks || inlines.madeLinks,
                      diagnostics: footnotes.diagnostics + inlines.diagnostics)
    }
}
