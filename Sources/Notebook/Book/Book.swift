import Diagnostics

/// A whole book: its configuration and its chapters in reading order, with references between listings resolved.
public struct Book: Hashable, Sendable {
    public var configuration: BookConfiguration
    public var chapters: [Chapter]

    public init(configuration: BookConfiguration, chapters: [Chapter]) {
        self.configuration = configuration
        self.chapters = chapters
    }

    public var title: String { configuration.title }
    public var language: String { configuration.language }
    public var allowsUnsafeHTML: Bool { configuration.allowsUnsafeHTML }

    /// Builds a book from chapters already parsed (numbered in order), resolving links to listings and figures
    /// across them.
    public static func assemble(configuration: BookConfiguration, chapters: [Chapter]) -> (book: Book, diagnostics: [Diagnostic]) {
        var chapters = chapters
        let diagnostics = ReferenceResolver.resolve(&chapters)
        return (Book(configuration: configuration, chapters: chapters), diagnostics)
    }
}
