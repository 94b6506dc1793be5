import Diagnostics
import Foundation
import SnippetLanguage

/// One listing of a chapter, named by the anchor its page gives it (`Chapters/08-card.md#listing-shared`), read from
/// its book and evaluated in place: `notebook eval FILE#id`. It runs through the build's own `ListingEvaluation`, so
/// whatever a listing declares (its scene, and anything evaluation learns later, such as events) runs exactly as the
/// build runs it, and its expectations are checked as `verify` checks them.
public struct ListingInPlace: @unchecked Sendable {
    public var chapter: Chapter
    public var listing: Listing
    /// `step-budget` of the book's `notebook.toml`.
    public var stepBudget: Int
    /// Problems the book's reader found inside this listing's blocks (an expect line that does not parse, say).
    public var readingDiagnostics: [Diagnostic]

    /// The folder holding `notebook.toml` nearest above `file`, or nil.
    public static func bookFolder(containing file: String) -> URL? {
        var folder = URL(fileURLWithPath: file).standardizedFileURL.deletingLastPathComponent()
        while true {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent(BookConfiguration.fileName).path) {
                return folder
            }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return nil }
            folder = parent
        }
    }

    /// Reads the book in `bookFolder` and finds `fragment` (`listing-shared`, `listing-3.2`, or the bare `shared`) in
    /// the chapter `file`. Every failure is a diagnostic: the chapter's own reading errors, a chapter the book does not
    /// list, an unknown listing (with the closest of the chapter's anchors).
    public static func find(file: String, fragment: String, bookFolder: URL,
                            pathPrefix: String) -> (found: ListingInPlace?, diagnostics: [Diagnostic]) {
        let loaded = BookLoader.load(folder: bookFolder.path, pathPrefix: pathPrefix)
        guard let book = loaded.book else { return (nil, loaded.diagnostics) }
        let chaptersFolder = bookFolder.appendingPathComponent(BookConfiguration.chaptersFolder).resolvingSymlinksInPath().path
        let absolute = URL(fileURLWithPath: file).standardizedFileURL.resolvingSymlinksInPath().path
        let name = FileSystemPath.relative(absolute, to: chaptersFolder) ?? absolute
        let chapterPath = pathPrefix + BookConfiguration.chaptersFolder + "/" + name
        let ownDiagnostics = loaded.diagnostics.filter { $0.location.file == chapterPath }
        guard let chapter = book.chapters.first(where: { $0.name == name }) else {
            if ownDiagnostics.hasErrors { return (nil, ownDiagnostics) }
            return (nil, [Diagnostic(id: "eval.not-a-chapter",
                                     message: "'\(file)' is not a chapter of the book in '\(bookFolder.path)': notebook.toml does not list it",
                                     at: SourceLocation(file: pathPrefix + BookConfiguration.fileName, line: 1, column: 1))])
        }
        guard let listing = chapter.listing(named: fragment.hasPrefix("listing-") ? String(fragment.dropFirst(8)) : fragment) else {
            return (nil, [unknownListing(fragment, in: chapter)])
        }
        let span = lineSpan(of: listing)
        let inside = ownDiagnostics.filter { span.contains($0.location.line) }
        return (ListingInPlace(chapter: chapter, listing: listing, stepBudget: book.configuration.stepBudget,
                               readingDiagnostics: inside), [])
    }

    /// `no listing 'listing-shred' in Chapters/08-card.md; did you mean 'listing-shared'?`, at the chapter's first
    /// line, with a note naming the chapter's anchors.
    static func unknownListing(_ fragment: String, in chapter: Chapter) -> Diagnostic {
        let anchors = chapter.listings.map(\.anchor)
        let wanted = fragment.hasPrefix("listing-") ? fragment : "listing-" + fragment
        let suggestion = NameSuggestion.closest(to: wanted, in: anchors)
        let shown = anchors.prefix(12).joined(separator: ", ") + (anchors.count > 12 ? ", …" : "")
        let note = anchors.isEmpty ? "the chapter has no listing" : "the chapter's listings: " + shown
        let message = fragment.isEmpty
            ? "a chapter runs one listing at a time: name it, as \(chapter.path)#\(anchors.first ?? "listing-ID")"
            : "no listing '#\(fragment)' in \(chapter.path)" + (suggestion.map { "; did you mean '#\($0)'?" } ?? "")
        return Diagnostic(id: "eval.unknown-listing", message: message,
                          at: SourceLocation(file: chapter.path, line: 1, column: 1), notes: [Diagnostic.Note(note)])
    }

    /// The lines of the chapter the listing's blocks take: its scene, events, code, twin and expect block.
    static func lineSpan(of listing: Listing) -> ClosedRange<Int> {
        let ranges = [listing.scene?.range, listing.events?.range, listing.code.range, listing.twin?.range, listing.expectations?.range].compactMap { $0 }
        let first = ranges.map(\.start.line).min() ?? 1
        return first...max(first, ranges.map(\.end.line).max() ?? first)
    }

    /// Evaluates the listing as the build does, keeping each block's evaluation for printing.
    public func evaluate() -> InPlaceResult {
        var evaluated = ListingEvaluation.evaluate(listing, options: EvaluationOptions(stepBudget: stepBudget),
                                                   keepingEvaluations: true)
        if !listing.isEvaluated {
            let location = listing.code.range.start.location(in: listing.code.origin.file)
            evaluated.diagnostics.append(Diagnostic(id: "eval.norun", message: "\(listing.label) is marked norun: it is shown, never evaluated",
                                                    at: location))
        }
        let report = VerificationReport(checks: evaluated.checks, diagnostics: readingDiagnostics + evaluated.diagnostics)
        return InPlaceResult(listing: listing, evaluations: evaluated.evaluations, report: report)
    }
}
