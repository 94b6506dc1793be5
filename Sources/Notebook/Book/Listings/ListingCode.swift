import Diagnostics

/// One fenced code block of a listing: its code and where that code starts in the chapter.
public struct ListingCode: Hashable, Sendable {
    public var language: ListingLanguage
    /// The block's literal: every line ends in "\n", the fence's indentation removed.
    public var code: String
    /// Line 1 column 1 of `code` in the chapter: the line after the opening fence, the column of the fence (every
    /// line of a fenced block shares its indentation). Give it to the snippet lexer so diagnostics point at the
    /// chapter line.
    public var origin: SourceOrigin
    /// The fenced block, fences included.
    public var range: MarkupRange

    public init(language: ListingLanguage, code: String, origin: SourceOrigin, range: MarkupRange) {
        self.language = language
        self.code = code
        self.origin = origin
        self.range = range
    }
}
