import Diagnostics
import SnippetLanguage

extension ListingEvaluation {
    /// Checks the block's `hit` lines on the first block's final state, and on its twin's: the two versions must send
    /// a touch to the same view (the order views are added in, which decides it, is not among the values twins
    /// compare). The page's rows come from the first block; the twin adds a check only when it fails.
    static func checkHits(_ block: ExpectationBlock, evaluations: [Evaluation], diagnostics: inout [Diagnostic],
                          checks: inout [VerificationCheck], rows: inout [ExpectationRow]) {
        guard let primary = evaluations.first else { return }
        for hit in block.hits {
            let outcome = HitExpectationCheck.run(hit, against: primary, viewDialect: primary.dialect)
            rows.append(outcome.row)
            checks.append(outcome.check)
            if let diagnostic = outcome.diagnostic { diagnostics.append(diagnostic) }
            guard outcome.check.passed, evaluations.count == 2, !evaluations[1].hasErrors else { continue }
            let twin = HitExpectationCheck.run(hit, against: evaluations[1], viewDialect: primary.dialect,
                                               blockName: evaluations[1].dialect == .swift ? "Swift" : "Objective-C")
            if !twin.check.passed {
                checks.append(twin.check)
                if let diagnostic = twin.diagnostic { diagnostics.append(diagnostic) }
            }
        }
    }
}
