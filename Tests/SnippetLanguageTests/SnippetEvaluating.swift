import Diagnostics
@testable import SnippetLanguage

/// What the review tests ask of a listing, shared rather than copied into each file: the listing evaluated as
/// `notebook eval` runs it, its diagnostics as "severity id: message" lines (for assertion messages and exact
/// expectations), and named variables described as the eval output writes them ("?" for a name never declared).
protocol SnippetEvaluating {}

extension SnippetEvaluating {
    func evaluate(_ source: String, _ dialect: Dialect) -> Evaluation {
        SnippetEvaluator.evaluate(source, dialect: dialect, origin: SourceOrigin(file: "snippet", firstLine: 1))
    }

    func messages(_ evaluation: Evaluation) -> [String] {
        evaluation.diagnostics.map { "\($0.severity) \($0.id): \($0.message)" }
    }

    func values(_ evaluation: Evaluation, _ names: [String]) -> [String] {
        names.map { name in evaluation.variables.first { $0.name == name }.map { evaluation.describe($0.value) } ?? "?" }
    }
}
