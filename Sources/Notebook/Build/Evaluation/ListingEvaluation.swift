import Diagnostics
import Figures
import SnippetLanguage
import TransformKit

/// A listing after evaluation: what its page shows, what it reports, and what verify checks.
public struct EvaluatedListing: @unchecked Sendable {
    public var listing: Listing
    public var presentation: ListingPresentation
    /// Errors (a listing that does not run as it should, a failed expectation, twins that disagree) and warnings.
    public var diagnostics: [Diagnostic]
    public var checks: [VerificationCheck]
    /// Evaluation steps of the busiest block (the listing or its twin), against the book's `step-budget`.
    public var steps = 0
    /// The evaluations of the blocks (the listing, then its twin), kept only when asked for (`notebook eval` of a
    /// listing in place prints their variables); a build drops them so that memory does not grow with the book.
    public var evaluations: [Evaluation] = []
}

/// Evaluates one listing (and its Swift twin) with the snippet language, checks its expectations, intentional error
/// and twin agreement, and assembles its page: highlighted code, values in MathML, the checked table, diagrams.
enum ListingEvaluation {
    /// Twins must agree within the default tolerance of expectations.
    static let twinTolerance = Expectation.defaultTolerance

    /// A listing not evaluated because its build was cancelled: an error, so nothing is written or recorded from it.
    static func skipped(_ listing: Listing) -> EvaluatedListing {
        let location = listing.code.origin.location(line: 1, column: 1)
        var result = evaluate(listing, chapterPath: "", evaluating: false)
        result.diagnostics = [Diagnostic(id: "cancelled", message: "evaluation was cancelled", at: location)]
        return result
    }

    static func evaluate(_ listing: Listing, chapterPath: String, options: EvaluationOptions = EvaluationOptions(),
                         keepingEvaluations: Bool = false) -> EvaluatedListing {
        let clock = ContinuousClock()
        let start = clock.now
        var evaluated = evaluate(listing, chapterPath: chapterPath, evaluating: listing.isEvaluated, options: options)
        if !keepingEvaluations { evaluated.evaluations = [] }
        // For CI reports: which listing a check belongs to, and how long its listing took.
        let elapsed = start.duration(to: clock.now).components
        let seconds = Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
        for index in evaluated.checks.indices {
            evaluated.checks[index].listingLabel = listing.label
            evaluated.checks[index].seconds = seconds
        }
        return evaluated
    }

    private static func evaluate(_ listing: Listing, chapterPath: String, evaluating: Bool,
                                 options: EvaluationOptions = EvaluationOptions()) -> EvaluatedListing {
        // Each block is lexed once, for its highlighted code and its evaluation.
        let blocks = listing.blocks
        let lexed = blocks.map { block in LexedSnippet(block.code, dialect: dialect(of: block), origin: block.origin) }
        var presentation = ListingPresentation(
            listingAnchor: listing.anchor,
            figureAnchor: listing.figureAnchor ?? ("figure-" + (listing.id ?? "\(listing.chapterNumber).\(listing.number)")),
            number: "\(listing.chapterNumber).\(listing.number)", title: listing.title,
            variants: zip(blocks, lexed).map { variant(of: $0, lexed: $1) },
            isDisplayOnly: !listing.isEvaluated, intentionalError: listing.expectedError)
        guard evaluating else {
            // Not run, but shown: the lexer's hidden characters are still errors (the page would carry them).
            let hidden = listing.isEvaluated ? [] : lexed.flatMap(\.hiddenCharacterDiagnostics)
            return EvaluatedListing(listing: listing, presentation: presentation, diagnostics: hidden, checks: [])
        }

        var diagnostics: [Diagnostic] = []
        var checks: [VerificationCheck] = []
        var overrides = SceneOverrides()
        if let scene = listing.scene {
            let parsed = SceneOverrides.parse(scene.text, origin: scene.origin)
            overrides = parsed.overrides
            diagnostics += parsed.diagnostics
        }
        var options = options
        if let events = listing.events {
            let parsed = DeclaredEvents.parse(events.text, origin: events.origin)
            options.events = parsed.events
            diagnostics += parsed.diagnostics
        }
        let platform: Platform = listing.platform == .macos ? .macos : .ios
        presentation.scene = listing.scene?.text
        presentation.events = listing.events?.text
        presentation.platform = platform == .macos ? "macos" : nil
        presentation.marks = listing.marks.isEmpty ? nil : listing.marksText
        presentation.hits = hitLines(of: listing)
        presentation.extraFigure = listing.extraFigure?.rawValue
        let evaluations = lexed.map { snippet in
            SnippetEvaluator.evaluate(snippet, scene: overrides, platform: platform, options: options)
        }
        let steps = evaluations.map(\.steps).max() ?? 0
        guard let primary = evaluations.first else {
            return EvaluatedListing(listing: listing, presentation: presentation, diagnostics: diagnostics, checks: checks)
        }
        presentation.ran = primary.ran
        presentation.console = primary.console
        let listingLocation = listing.code.origin.location(line: 1, column: 1)

        if let expected = listing.expectedError {
            // The listing is meant to fail: its errors are the point, and are shown, not reported.
            for (block, evaluation) in zip(blocks, evaluations) {
                let errors = evaluation.diagnostics.filter { $0.severity == .error }
                let location = block.origin.location(line: 1, column: 1)
                let subject = "\(listing.label) (\(displayName(of: block)))"
                if errors.contains(where: { $0.message.contains(expected) }) {
                    checks.append(VerificationCheck(kind: .intentionalError, location: location, subject: subject, passed: true))
                } else {
                    let message = errors.isEmpty
                        ? "expected \(listing.label) to fail with an error containing '\(expected)', but it runs cleanly"
                        : "expected \(listing.label) to fail with an error containing '\(expected)', but it fails with '\(errors[0].message)'"
                    checks.append(VerificationCheck(kind: .intentionalError, location: location, subject: subject, passed: false,
                                                    message: message))
                    diagnostics.append(Diagnostic(id: "listing.intentional-error-missing", message: message, at: location))
                }
            }
            presentation.diagnostics = evaluations.flatMap(\.diagnostics).map(item)
            return EvaluatedListing(listing: listing, presentation: presentation, diagnostics: diagnostics, checks: checks, steps: steps,
                                    evaluations: evaluations)
        }

        for evaluation in evaluations {
            diagnostics += evaluation.diagnostics
        }
        presentation.diagnostics = evaluations.flatMap(\.diagnostics).filter { $0.severity != .note }.map(item)

        // Expectations are evaluated in the first block's language against its final state.
        if let block = listing.expectations {
            if !primary.didRun || primary.hasErrors {
                // The listing's own errors say why: one note for the block, not a failure per expectation (a typo
                // would otherwise cascade into "no value" for every line).
                if block.checkedLineCount > 0 {
                    let message = notCheckedMessage(count: block.checkedLineCount, failure: primary.diagnostics.first { $0.severity == .error })
                    let location = SourceLocation(file: listing.code.origin.file, line: block.range.start.line, column: block.range.start.column)
                    let warning = Diagnostic(id: "expect.not-checked", severity: .warning, message: message, at: location, length: 3)
                    diagnostics.append(warning)
                    checks.append(VerificationCheck(kind: .expectation, location: location, subject: "expect", passed: false,
                                                    message: message, notChecked: block.checkedLineCount, failure: warning))
                }
                for expectation in block.expectations {
                    presentation.expectations.append(ExpectationRow(expression: expectation.expression, expected: expectation.valueText,
                                                                    actual: "not checked", passed: false, time: expectation.time))
                }
                for hit in block.hits {
                    presentation.expectations.append(ExpectationRow(expression: hit.subject, expected: hit.viewText,
                                                                    actual: "not checked", passed: false))
                }
            } else {
                for expectation in block.expectations {
                    let result = primary.evaluateExpression(expectation.expression, origin: expectation.origin, at: expectation.time)
                    guard let value = result.value, !result.diagnostics.hasErrors else {
                        let error = result.diagnostics.first { $0.severity == .error }
                        let message = error?.message ?? "no value"
                        let failure = Diagnostic(id: "expect.cannot-evaluate", message: message,
                                                 at: error?.location ?? expectation.location, length: error?.length ?? 1,
                                                 notes: error?.notes ?? [])
                        diagnostics.append(failure)
                        checks.append(VerificationCheck(kind: .expectation, location: expectation.location, subject: expectation.expression,
                                                        passed: false, message: "cannot evaluate \(expectation.expression): \(message)",
                                                        failure: failure))
                        presentation.expectations.append(ExpectationRow(expression: expectation.expression, expected: expectation.valueText,
                                                                        actual: "error: " + message, passed: false, time: expectation.time))
                        continue
                    }
                    let actualText = primary.describe(value)
                    guard let observed = value.observed else {
                        let message = "expected \(expectation.expression) = \(expectation.valueText), got \(actualText), which cannot be compared"
                        let failure = Diagnostic(id: "expect.not-comparable", message: message, at: expectation.location,
                                                 length: expectation.expression.unicodeScalars.count)
                        diagnostics.append(failure)
                        checks.append(VerificationCheck(kind: .expectation, location: expectation.location, subject: expectation.expression,
                                                        passed: false, message: message, failure: failure))
                        presentation.expectations.append(ExpectationRow(expression: expectation.expression, expected: expectation.valueText,
                                                                        actual: actualText, passed: false, time: expectation.time))
                        continue
                    }
                    let failure = expectation.check(observed)
                    let tolerance = expectation.tolerance == Expectation.defaultTolerance ? "" : " ± " + ValueFormatting.full(expectation.tolerance)
                    presentation.expectations.append(ExpectationRow(
                        expression: expectation.expression, expected: expectation.valueText + tolerance,
                        actual: ValueFormatting.observed(observed), passed: failure == nil, time: expectation.time))
                    if let failure {
                        let message = withoutLocationPrefix(failure.text, location: expectation.location)
                        let diagnostic = Diagnostic(id: "expect.failed", message: message, at: expectation.location,
                                                    length: expectation.expression.unicodeScalars.count)
                        diagnostics.append(diagnostic)
                        checks.append(VerificationCheck(kind: .expectation, location: expectation.location, subject: expectation.expression,
                                                        passed: false, message: message, failure: diagnostic))
                    } else {
                        checks.append(VerificationCheck(kind: .expectation, location: expectation.location, subject: expectation.expression,
                                                        passed: true))
                    }
                }
            }
            if primary.didRun && !primary.hasErrors {
                checkHits(block, evaluations: evaluations, diagnostics: &diagnostics, checks: &checks,
                          rows: &presentation.expectations)
            }
            let warningMessages = primary.diagnostics.filter { $0.severity == .warning }.map(\.message)
            for expectedWarning in block.warnings {
                let failure = expectedWarning.check(warnings: warningMessages)
                let message = failure.map { withoutLocationPrefix($0.text, location: expectedWarning.location) } ?? ""
                checks.append(VerificationCheck(kind: .warning, location: expectedWarning.location, subject: "warning: " + expectedWarning.text,
                                                passed: failure == nil, message: message))
                presentation.expectations.append(ExpectationRow(
                    expression: "warning", expected: expectedWarning.text,
                    actual: warningMessages.first { $0.contains(expectedWarning.text) } ?? (warningMessages.first ?? "no warning"),
                    passed: failure == nil))
                if failure != nil {
                    diagnostics.append(Diagnostic(id: "expect.warning-missing", message: message, at: expectedWarning.location))
                }
            }
            // A warning the chapter acknowledges with a `warning:` line is intended: the page shows it, the terminal
            // does not repeat it on every build.
            let acknowledged = block.warnings.map(\.text)
            diagnostics.removeAll { diagnostic in
                diagnostic.severity == .warning && acknowledged.contains { diagnostic.message.contains($0) }
            }
        }

        if evaluations.count == 2, !evaluations.contains(where: \.hasErrors) {
            let check = compareTwins(evaluations[0], evaluations[1], listing: listing, at: listingLocation)
            checks.append(check)
            if !check.passed {
                diagnostics.append(Diagnostic(id: "listing.twins-differ", message: check.message, at: listingLocation))
            }
        }

        if !primary.hasErrors {
            presentation.values = values(of: primary)
            if listing.drawsFigure, let figureNumber = listing.figureNumber {
                let hitPoints = (listing.expectations?.hits ?? []).map { CGPoint(x: $0.point.x, y: $0.point.y) }
                presentation.figure = figure(of: primary, listing: listing, anchor: presentation.figureAnchor,
                                             number: "\(listing.chapterNumber).\(figureNumber)",
                                             touchPoints: EvaluationFigures.touchPoints(of: options.events.events, adding: hitPoints))
            }
        }
        return EvaluatedListing(listing: listing, presentation: presentation, diagnostics: diagnostics, checks: checks, steps: steps,
                                    evaluations: evaluations)
    }

    /// The points of the listing's `hit` lines, `X Y` each on its line, as `LiveRequest` reads them back (a Double's
    /// description reads back as the same Double); nil when it has none.
    static func hitLines(of listing: Listing) -> String? {
        guard let hits = listing.expectations?.hits, !hits.isEmpty else { return nil }
        return hits.map { "\($0.point.x) \($0.point.y)" }.joined(separator: "\n")
    }

    /// `2 expectations not checked: the listing failed at line 4`.
    static func notCheckedMessage(count: Int, failure: Diagnostic?) -> String {
        let subject = count == 1 ? "1 expectation" : "\(count) expectations"
        guard let failure else { return subject + " not checked: the listing did not run" }
        return subject + " not checked: the listing failed at line \(failure.location.line)"
    }

    // MARK: - Twins

    /// Every variable both twins declare and every layer both reach must agree.
    static func compareTwins(_ objc: Evaluation, _ swift: Evaluation, listing: Listing, at location: SourceLocation) -> VerificationCheck {
        var differences: [String] = []
        let swiftVariables = Dictionary(swift.variables.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
        for variable in objc.variables {
            guard let other = swiftVariables[variable.name], let left = variable.value.observed, let right = other.observed else { continue }
            if !left.isApproximatelyEqual(to: right, tolerance: twinTolerance) {
                differences.append("\(variable.name): objc \(ValueFormatting.observed(left)), swift \(ValueFormatting.observed(right))")
            }
        }
        let swiftLayers = Set(swift.layers.map(\.name))
        for layer in objc.layers where swiftLayers.contains(layer.name) {
            for property in ["transform", "sublayerTransform", "frame", "quad"] {
                let expression = layer.name + "." + property
                let origin = SourceOrigin(file: location.file, firstLine: location.line, firstColumn: location.column)
                guard let left = objc.evaluateExpression(expression, origin: origin).value?.observed,
                      let right = swift.evaluateExpression(expression, dialect: .objc, origin: origin).value?.observed
                else { continue }
                if !left.isApproximatelyEqual(to: right, tolerance: twinTolerance) {
                    differences.append("\(expression): objc \(ValueFormatting.observed(left)), swift \(ValueFormatting.observed(right))")
                }
            }
        }
        let subject = "\(listing.label) (Objective-C and Swift)"
        guard !differences.isEmpty else {
            return VerificationCheck(kind: .twin, location: location, subject: subject, passed: true)
        }
        return VerificationCheck(kind: .twin, location: location, subject: subject, passed: false,
                                 message: "the Objective-C and Swift versions of \(listing.label) differ:\n  "
                                     + differences.joined(separator: "\n  "))
    }

    // MARK: - Presentation

    /// The listing's variables, then the transforms it left on layers that no variable already shows (a listing that
    /// assigns `self.layerView.layer.transform = CATransform3DMakeRotation(...)` directly still shows its matrix).
    static func values(of evaluation: Evaluation) -> [ValueItem] {
        let booleans: BooleanSpelling = evaluation.dialect == .objc ? .objectiveC : .swift
        var items: [ValueItem] = []
        var shown: [FigureValue] = []
        for variable in evaluation.variables {
            guard let value = variable.value.figureValue else { continue }
            shown.append(value)
            items.append(ValueItem(name: variable.name, mathML: ValueMarkup.math(named: nil, value, booleans: booleans)))
        }
        // Called with each property in turn rather than looping over an array literal of the two: that array was
        // allocated and freed for every layer.
        func showUnlessShown(_ transform: CATransform3D, _ property: String, of reached: EvaluatedLayer) {
            guard !CATransform3DIsIdentity(transform) else { return }
            let isShown = shown.contains(.transform3D(transform))
                || (CATransform3DIsAffine(transform) && shown.contains(.affineTransform(CATransform3DGetAffineTransform(transform))))
            guard !isShown else { return }
            shown.append(.transform3D(transform))
            items.append(ValueItem(name: reached.name + "." + property,
                                   mathML: ValueMarkup.math(named: nil, .transform3D(transform), booleans: booleans)))
        }
        for reached in evaluation.layers {
            showUnlessShown(reached.layer.transform, "transform", of: reached)
            showUnlessShown(reached.layer.sublayerTransform, "sublayerTransform", of: reached)
        }
        return items
    }

    static func figure(of evaluation: Evaluation, listing: Listing, anchor: String, number: String,
                       touchPoints: [CGPoint] = []) -> FigurePresentation? {
        let platform: LayerPlatform = listing.platform == .macos ? .macOS : .iOS
        let planned = EvaluationFigures.planned(for: evaluation, idPrefix: anchor, title: listing.title,
                                                platform: platform, marks: listing.marks,
                                                touchPoints: touchPoints,
                                                askedTimes: EvaluationFigures.askedTimes(
                                                    listing.expectations?.expectations.map { $0.time } ?? []))
        guard !planned.isEmpty else { return nil }
        var svg = EvaluationFigures.svg(of: planned)
        var description = caption(for: planned, marks: listing.marks, touches: touchPoints.count)
        if let extra = listing.extraFigure {
            let drawn = ExtraFigureDrawing.draw(extra, of: evaluation, anchor: anchor)
            if let extraSVG = drawn.svg { svg += "\n" + extraSVG }
            description.removeLast()
            description += "; " + drawn.caption + "."
        }
        let subject = listing.title ?? "After \(listing.label)"
        let steps = EventStripFigures.panels(for: evaluation, idPrefix: anchor, platform: platform)
        return FigurePresentation(number: number, svg: svg, rendition: EvaluationFigures.rendition(of: planned),
                                  description: subject + ": " + description, steps: steps)
    }

    /// Words for the figure caption, from what the planner drew.
    static func caption(for figures: [PlannedFigure], marks: [FigureMark] = [], touches: Int = 0) -> String {
        var parts: [String] = []
        for figure in figures {
            switch figure.request.kind {
            case .layerDiagram:
                parts.append("original frames dashed, transformed layers filled, and the live rendition drawn by the browser")
            case .flatteningComparison:
                parts.append("what is drawn, next to what flattening into \(figure.request.subject ?? "the layer") loses")
            case .referenceSquare:
                parts.append("\(figure.request.subject ?? "the transform") applied to a reference square with its basis vectors")
            }
        }
        // Asked of the planner's feature bits: no set of features is built.
        func any(_ feature: FigureFeature) -> Bool { figures.contains { $0.request.shows(feature) } }
        var text = parts.count == 1 ? parts[0] : parts.joined(separator: "; ")
        var separator = ", with "
        func note(_ words: String) {
            text += separator
            text += words
            separator = ", "
        }
        let shared = any(.sharedVanishingPoint)
        if shared || any(.vanishingPoint) { note(shared ? "a shared vanishing point" : "the vanishing point") }
        if any(.hiddenBackFace) { note("hidden back faces") }
        if any(.mirroredBackFace) { note("a mirrored back face") }
        if any(.nearPlaneClipping) { note("near-plane clipping") }
        if any(.shear) { note("preserved parallel edges") }
        if figures.contains(where: { $0.request.kind == .layerDiagram }) {
            for mark in marks { if let words = words(for: mark) { note(words) } }
            if touches > 0 {
                note((touches == 1 ? "the touch" : "the touches") + ", the view that receives it outlined heavily and the views it passed over")
            }
        }
        text += "."
        return text
    }

    /// What a mark adds to the caption; the vanishing point is already named by the planner's features.
    private static func words(for mark: FigureMark) -> String? {
        switch mark {
        case .frame: return "the frame (the bounding box) dashed"
        case .anchor: return "each anchor point ringed and labelled with its position"
        case .point(let x, let y): return "the point (" + NumberFormatting.coordinate(x) + ", " + NumberFormatting.coordinate(y) + ")"
        case .verticalLine(let x): return "the line x = " + NumberFormatting.coordinate(x)
        case .horizontalLine(let y): return "the line y = " + NumberFormatting.coordinate(y)
        case .vanishingPoint: return nil
        case .meetingPoint: return "the point where parallel edges meet"
        case .axis(let axis): return "the layer's " + axis.rawValue + " axis"
        case .numbers: return "each element of the collection numbered from 1, as the book counts faces"
        }
    }

    static func variant(of code: ListingCode, lexed: LexedSnippet) -> CodeVariant {
        let runs = CodeHighlighter.runs(of: lexed)
        switch code.language {
        case .objc: return CodeVariant(language: "objc", displayName: "Objective-C", code: lexed.source, runs: runs)
        case .swift: return CodeVariant(language: "swift", displayName: "Swift", code: lexed.source, runs: runs)
        }
    }

    static func dialect(of code: ListingCode) -> Dialect {
        code.language == .objc ? .objc : .swift
    }

    static func displayName(of code: ListingCode) -> String {
        code.language == .objc ? "Objective-C" : "Swift"
    }

    static func item(_ diagnostic: Diagnostic) -> DiagnosticItem {
        DiagnosticItem(severity: diagnostic.severity, message: diagnostic.message, location: diagnostic.location.description)
    }

    /// The book model's failure text starts with `path:line: `; checks and diagnostics carry the location already.
    static func withoutLocationPrefix(_ text: String, location: SourceLocation) -> String {
        let prefix = "\(location.file):\(location.line): "
        return text.hasPrefix(prefix) ? String(text.dropFirst(prefix.count)) : text
    }
}
