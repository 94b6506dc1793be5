import Diagnostics
import SnippetLanguage
import TransformKit

/// Checks a `hit (X, Y) -> VIEW` line against a finished evaluation: UIKit's `hitTest:withEvent:` on the root view
/// (TransformKit's walk, on the layers' model geometry, as UIKit hit-tests) must return the view VIEW evaluates to,
/// or no view for `nil`. A failure names the view reached instead and every view asked on the way.
struct HitExpectationCheck {
    var row: ExpectationRow
    var check: VerificationCheck
    var diagnostic: Diagnostic?

    /// `viewDialect`: the language VIEW is written in (the first block's), which may differ from `evaluation`'s when
    /// a Swift twin is checked against the expectations of its Objective-C listing.
    static func run(_ hit: HitExpectation, against evaluation: Evaluation, viewDialect: Dialect, blockName: String? = nil) -> HitExpectationCheck {
        let walk = hitTestWalk(hit, in: evaluation)
        let reached = walk.receiver
        let reachedName = reached.map { evaluation.viewName($0) } ?? "nil"
        let expected: UIView?
        switch expectedView(hit, in: evaluation, dialect: viewDialect) {
        case .failure(let diagnostic):
            let message = diagnostic.message
            return HitExpectationCheck(
                row: ExpectationRow(expression: hit.subject, expected: hit.viewText, actual: "error: " + message, passed: false),
                check: VerificationCheck(kind: .expectation, location: hit.location, subject: hit.subject, passed: false,
                                         message: "cannot evaluate \(hit.viewText): \(message)"),
                diagnostic: diagnostic)
        case .success(let view):
            expected = view
        }
        let row = ExpectationRow(expression: hit.subject, expected: hit.viewText, actual: reachedName, passed: expected === reached)
        guard expected !== reached else {
            return HitExpectationCheck(row: row, check: VerificationCheck(kind: .expectation, location: hit.location,
                                                                          subject: hit.subject, passed: true))
        }
        var message = "expected the touch at \(hit.subject.dropFirst(4)) to reach \(hit.view ?? "no view"), but it "
            + (reached == nil ? "reaches no view" : "reaches \(reachedName)")
        if let blockName { message += " in the \(blockName) version" }
        message += "\n  " + walkDescription(walk, in: evaluation)
        return HitExpectationCheck(
            row: row,
            check: VerificationCheck(kind: .expectation, location: hit.location, subject: hit.subject, passed: false, message: message),
            diagnostic: Diagnostic(id: "expect.failed", message: message, at: hit.location, length: hit.subject.unicodeScalars.count))
    }

    static func hitTestWalk(_ hit: HitExpectation, in evaluation: Evaluation) -> HitTestWalk {
        // A listing may nest views thousands deep (the walk stops at TransformKit's depth cap): walk on a large stack.
        LargeStack.run { evaluation.rootView.hitTestWalk(CGPoint(x: hit.point.x, y: hit.point.y)) }
    }

    /// The view a touch at the line's point reaches, as a hit line names it (`nil`: none).
    static func reachedViewName(_ hit: HitExpectation, in evaluation: Evaluation) -> String {
        hitTestWalk(hit, in: evaluation).receiver.map { evaluation.viewName($0) } ?? "nil"
    }

    private enum Expected {
        case success(UIView?)
        case failure(Diagnostic)
    }

    private static func expectedView(_ hit: HitExpectation, in evaluation: Evaluation, dialect: Dialect) -> Expected {
        guard let text = hit.view else { return .success(nil) }
        let result = evaluation.evaluateExpression(text, dialect: dialect, origin: hit.viewOrigin)
        let length = text.unicodeScalars.count
        let location = hit.viewOrigin.location(line: 1, column: 1)
        guard let value = result.value, !result.diagnostics.hasErrors else {
            let error = result.diagnostics.first { $0.severity == .error }
            return .failure(Diagnostic(id: "expect.cannot-evaluate", message: error?.message ?? "no value",
                                       at: error?.location ?? location, length: error?.length ?? length, notes: error?.notes ?? []))
        }
        switch value {
        case .view(let view):
            return .success(view)
        case .null:
            return .success(nil)
        case .layer:
            return .failure(Diagnostic(id: "expect.cannot-evaluate",
                                       message: "'\(text)' is a layer; a touch reaches a view (name the view, without '.layer')",
                                       at: location, length: length))
        default:
            return .failure(Diagnostic(id: "expect.cannot-evaluate",
                                       message: "'\(text)' is \(evaluation.describe(value)), not a view; a hit line names the view a touch reaches, or nil",
                                       at: location, length: length))
        }
    }

    /// Views named in a failure: the first ones asked and the last ones (where the touch ended), the rest counted,
    /// so that views nested hundreds deep give a message of a few lines, not megabytes of paths.
    static let describedVisits = (first: 5, last: 3)

    /// The longest view name a failure shows whole, in characters, and the parts of a longer one it keeps.
    static let longName = (length: 80, first: 3, last: 2)

    /// `name` as the list of views asked shows it: a path longer than `longName.length` (a view nested a
    /// hundred deep is `self.view.subviews[0].subviews[0]…`, kilobytes long) keeps its first parts and its last,
    /// the ones between counted, so that each view of the list takes a line at most.
    static func describedName(_ name: String) -> String {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        let kept = longName.first + longName.last
        guard name.count > longName.length, parts.count > kept + 1 else { return name }
        return parts.prefix(longName.first).joined(separator: ".") + " … \(parts.count - kept) more parts … "
            + parts.suffix(longName.last).joined(separator: ".")
    }

    /// `views asked, in order: self.view (passed it on), self.faces[5] (took it), …`, in the order UIKit asks.
    static func walkDescription(_ walk: HitTestWalk, in evaluation: Evaluation) -> String {
        var visits = walk.visits[...]
        var skipped = 0
        if visits.count > describedVisits.first + describedVisits.last + 1 {
            skipped = visits.count - describedVisits.first - describedVisits.last
            visits = visits.prefix(describedVisits.first) + visits.suffix(describedVisits.last)
        }
        var steps = visits.map { visit -> String in
            let verdict: String
            switch visit.verdict {
            case .ignoresTouches: verdict = "ignores touches"
            case .outside: verdict = "the point is outside it"
            case .passedOn: verdict = "passed it on"
            case .received: verdict = "took it"
            }
            return describedName(evaluation.viewName(visit.view)) + " (" + verdict + ")"
        }
        if skipped > 0 { steps.insert("… \(skipped) more …", at: describedVisits.first) }
        return "views asked, in order: " + (steps.isEmpty ? "none" : steps.joined(separator: ", "))
    }
}
