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
        var result = evaluate(listing, evaluating: false)
        result.diagnostics = [Diagnostic(id: "cancelled", message: "evaluation was cancelled", at: location)]
        return result
    }

    static func evaluate(_ listing: Listing, options: EvaluationOptions = EvaluationOptions(),
                         keepingEvaluations: Bool = false) -> EvaluatedListing {
        let clock = ContinuousClock()
        let start = clock.now
        var evaluated = evaluate(listing, evaluating: listing.isEvaluated, options: options)
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

    private static func evaluate(_ listing: Listing, evaluating: Bool,
                                 options: EvaluationOptions = EvaluationOptions()) -> EvaluatedListing {
        // Each block is lexed once, for its highlighted code and its evaluation.
        let lexed = listing.blocks.map { block in LexedSnippet(block.code, dialect: dialect(of: block), origin: block.origin) }
        var presentation = codePresentation(of: listing, lexed: lexed)
        guard evaluating else {
            // Not run, but shown: the lexer's hidden characters are still errors (the page would carry them).
            let hidden = listing.isEvaluated ? [] : lexed.flatMap(\.hiddenCharacterDiagnostics)
            return EvaluatedListing(listing: listing, presentation: presentation, diagnostics: hidden, checks: [])
        }
        let inputs = evaluatorInputs(of: listing, options: options)
        addLiveCellData(of: listing, to: &presentation)
        let evaluations = lexed.map { snippet in
            SnippetEvaluator.evaluate(snippet, scene: inputs.scene, platform: inputs.platform, options: inputs.options)
        }
        var evaluated = EvaluatedListing(listing: listing, presentation: presentation, diagnostics: inputs.diagnostics, checks: [],
                                         steps: evaluations.map(\.steps).max() ?? 0, evaluations: evaluations)
        guard let primary = evaluations.first else { return evaluated }
        evaluated.presentation.ran = primary.ran
        evaluated.presentation.console = primary.console
        if let expected = listing.expectedError {
            evaluated.checkIntentionalError(expected)
        } else {
            evaluated.reportDiagnostics()
            if let block = listing.expectations { evaluated.checkExpectations(block) }
            evaluated.checkTwinsAgree()
            evaluated.showValuesAndFigure(touching: inputs.options.events.events)
        }
        return evaluated
    }

    /// What every listing's page shows, run or not: its number, anchors, title and highlighted code.
    private static func codePresentation(of listing: Listing, lexed: [LexedSnippet]) -> ListingPresentation {
        let number = "\(listing.chapterNumber).\(listing.number)"
        return ListingPresentation(
            listingAnchor: listing.anchor, figureAnchor: listing.figureAnchor ?? ("figure-" + (listing.id ?? number)),
            number: number, title: listing.title, variants: zip(listing.blocks, lexed).map { variant(of: $0, lexed: $1) },
            isDisplayOnly: !listing.isEvaluated, intentionalError: listing.expectedError)
    }

    /// The listing's `scene` and `events` blocks and its platform, read into what the evaluator takes, with what was
    /// wrong in the two blocks.
    private static func evaluatorInputs(of listing: Listing, options: EvaluationOptions)
        -> (scene: SceneOverrides, platform: Platform, options: EvaluationOptions, diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        var scene = SceneOverrides()
        if let block = listing.scene {
            let parsed = SceneOverrides.parse(block.text, origin: block.origin)
            scene = parsed.overrides
            diagnostics += parsed.diagnostics
        }
        var options = options
        if let events = listing.events {
            let parsed = DeclaredEvents.parse(events.text, origin: events.origin)
            options.events = parsed.events
            diagnostics += parsed.diagnostics
        }
        let platform: Platform = listing.platform == .macos ? .macos : .ios
        return (scene, platform, options, diagnostics)
    }

    /// What the page's live cell needs to run the listing again in the browser as the build ran it (its `data-*`).
    private static func addLiveCellData(of listing: Listing, to presentation: inout ListingPresentation) {
        presentation.scene = listing.scene?.text
        presentation.events = listing.events?.text
        presentation.platform = listing.platform == .macos ? "macos" : nil
        presentation.marks = listing.marks.isEmpty ? nil : listing.marksText
        presentation.hits = hitLines(of: listing)
        presentation.extraFigure = listing.extraFigure?.rawValue
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
            items.append(ValueItem(name: variable.name, mathMLBytes: ValueMarkup.mathBytes(named: nil, value, booleans: booleans)))
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
                                   mathMLBytes: ValueMarkup.mathBytes(named: nil, .transform3D(transform), booleans: booleans)))
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
        var svg = EvaluationFigures.svgBytes(of: planned)
        var description = caption(for: planned, marks: listing.marks, touches: touchPoints.count)
        if let extra = listing.extraFigure {
            let drawn = ExtraFigureDrawing.draw(extra, of: evaluation, anchor: anchor)
            if let extraSVG = drawn.svg {
                svg.append(UInt8(ascii: "\n"))
                svg += extraSVG.utf8
            }
            description.removeLast()
            description += "; " + drawn.caption + "."
        }
        let subject = listing.title ?? "After \(listing.label)"
        let steps = EventStripFigures.panels(for: evaluation, idPrefix: anchor, platform: platform)
        return FigurePresentation(number: number, svgBytes: svg, renditionBytes: EvaluationFigures.renditionBytes(of: planned),
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
