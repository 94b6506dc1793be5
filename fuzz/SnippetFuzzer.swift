// libFuzzer entry point over the snippet language: lexer, preprocessor, both parsers, the evaluator, expression
// evaluation, JSON and text output, the highlighter and the scene-block parser. The first byte chooses the dialect
// (even: Objective-C, odd: Swift); the rest is the source. Any trap, sanitizer report or timeout is a bug.
//
// Built by run-snippet-fuzzer.sh together with the sources of SnippetLanguage, TransformKit and Diagnostics.

/// A hundredth of the default budget: a runaway loop still ends at the budget (the path under test), but well within
/// libFuzzer's 10 s timeout in this address-sanitized build on a busy machine (a tenth, 1,000,000 steps of the seed
/// `diagnostics-objc-objc-runaway-loop`, took 8 to 16 s there).
let fuzzStepBudget = Limits.defaultStepBudget / 100

@_cdecl("LLVMFuzzerTestOneInput")
public func snippetFuzzerTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let dialect: Dialect = bytes[0] % 2 == 0 ? .objc : .swift
    let source = String(decoding: bytes.dropFirst(), as: UTF8.self)
    let origin = SourceOrigin(file: "fuzz", firstLine: 3, firstColumn: 5)
    let (overrides, _) = SceneOverrides.parse(source, origin: origin)
    let evaluation = SnippetEvaluator.evaluate(source, dialect: dialect, origin: origin,
                                               scene: overrides.placements.count < 8 ? overrides : SceneOverrides(),
                                               platform: bytes[0] & 2 == 0 ? .ios : .macos,
                                               options: EvaluationOptions(stepBudget: fuzzStepBudget))
    _ = evaluation.jsonText()
    _ = evaluation.text()
    _ = DiagnosticFormatter(source: { _ in source }).format(evaluation.diagnostics)
    for expression in ["self.layerView.layer.quad", "self.view.layer.sublayers", "transform", "t.m34", source] {
        _ = evaluation.evaluateExpression(expression, dialect: dialect, origin: origin)
    }
    let tokens = highlightTokens(source, dialect: dialect)
    var covered = 0
    for token in tokens {
        covered += source.unicodeScalars[token.range].count
    }
    if covered != source.unicodeScalars.count {
        fatalError("highlight tokens do not cover the source")
    }
    return 0
}
