import Diagnostics
import Foundation
import SnippetLanguage

/// What `notebook eval FILE#id` prints: each block's variables and layers, then the checks as `verify` reports them.
public struct InPlaceResult: @unchecked Sendable {
    public var listing: Listing
    /// The listing's block, then its twin's.
    public var evaluations: [Evaluation]
    public var report: VerificationReport

    public var succeeded: Bool { report.succeeded }

    /// The variables and layers of each block (headed by its language when the listing has a twin), then
    /// `Listing 8.3: N passed, N failed`.
    public func text() -> String {
        var text = ""
        for evaluation in evaluations {
            if evaluations.count > 1 { text += (evaluation.dialect == .objc ? "Objective-C" : "Swift") + ":\n" }
            text += evaluation.text()
        }
        return text + "\(listing.label) (#\(listing.anchor)): \(report.summary)\n"
    }

    /// `{"listing": ..., "label": ..., "blocks": [eval-json of each block], "verification": verify's JSON}`.
    public func jsonText() -> String {
        var writer = JSONWriter()
        writer.beginObject()
        writer.key("listing")
        writer.string(listing.anchor)
        writer.key("label")
        writer.string(listing.label)
        writer.key("blocks")
        writer.beginArray()
        for evaluation in evaluations {
            writer.element()
            writer.literal(evaluation.jsonText().trimmingCharacters(in: .whitespacesAndNewlines))
        }
        writer.endArray()
        writer.key("verification")
        writer.literal(report.json().trimmingCharacters(in: .whitespacesAndNewlines))
        writer.endObject()
        return writer.text + "\n"
    }
}
