import Figures
import SnippetLanguage
import TransformKit

/// The figures a listing's evaluation gets (docs/figures.md), planned and rendered by Figures' `FigurePlanner`.
///
/// Shared by the build (`ListingEvaluation`) and the WebAssembly module (scripts/build-wasm.sh compiles this file into
/// it), so a figure redrawn in the page is the figure the build drew for the same listing. Free of Foundation.
enum EvaluationFigures {
    /// The planned and rendered figures of `evaluation`; ids start with `idPrefix`.
    /// `touchPoints` (the root view's coordinates): touches to mark with their hit-testing walk on the final state.
    /// `askedTimes`: the times of the listing's `at` expectations, at which animated layers are outlined too.
    static func planned(for evaluation: Evaluation, idPrefix: String, title: String?, platform: LayerPlatform,
                        marks: [FigureMark] = [], touchPoints: [CGPoint] = [], askedTimes: [Double] = []) -> [PlannedFigure] {
        var names = LayerNames()
        for layer in evaluation.layers { names[layer.layer] = layer.name }
        // Closures, not key paths: Embedded Swift has none. Built with the planner's labelled element type: an
        // unlabelled tuple array would be converted element by element (`_arrayForceCast`).
        let values = evaluation.variables.compactMap { variable -> (name: String, value: FigureValue)? in
            variable.value.figureValue.map { (name: variable.name, value: $0) }
        }
        var options = LayerDiagram.Options(idPrefix: idPrefix, names: names, title: title, platform: platform,
                                           marks: marks)
        options.playSteps = playSteps(of: evaluation)
        options.animationTimes = askedTimes
        options.touches = touchPoints.map { FigureTouch(point: $0, walk: evaluation.rootView.hitTestWalk($0)) }
        return FigurePlanner(root: evaluation.rootLayer, touched: evaluation.layers.map { $0.layer }, values: values,
                             options: options).figures()
    }

    /// The distinct times the expectations name, in the order first named: an animated layer is outlined at each
    /// that falls inside its animations (at most `maximumAskedTimes`, so the outlines stay readable).
    static func askedTimes(_ times: [Double?]) -> [Double] {
        var result: [Double] = []
        for case let time? in times where !result.contains(time) && result.count < maximumAskedTimes {
            result.append(time)
        }
        return result
    }

    static let maximumAskedTimes = 3

    /// At most this many touches are drawn: more would bury the layers under outlines.
    static let maximumTouches = 3

    /// The points of the declared taps and touch beginnings (where UIKit hit-tests a touch), then `extra`, each
    /// once, at most `maximumTouches`.
    static func touchPoints(of events: [DeclaredEvents.Event], adding extra: [CGPoint] = []) -> [CGPoint] {
        var points: [CGPoint] = []
        func add(_ point: CGPoint) {
            guard points.count < maximumTouches, !points.contains(where: { $0.x == point.x && $0.y == point.y }) else { return }
            points.append(point)
        }
        for point in extra { add(point) }
        for event in events {
            switch event.kind {
            case .tap(let point), .touch(.began, let point): add(point)
            default: continue
            }
        }
        return points
    }

    /// The transform calls that built each reached layer's transform, for the play control to show one at a time.
    static func playSteps(of evaluation: Evaluation) -> PlaySteps {
        var steps = PlaySteps()
        for reached in evaluation.layers {
            let chain = evaluation.transformSteps(leadingTo: reached.layer.transform)
            guard chain.count >= 2 else { continue }
            steps[reached.layer] = chain.map { PlaySteps.Step(operation(of: $0.operation), transform: $0.result) }
        }
        return steps
    }

    private static func operation(of operation: TransformStep.Operation) -> PlaySteps.Step.Operation {
        switch operation {
        case let .translate(x, y, z): return .translate(x: x, y: y, z: z)
        case let .scale(x, y, z): return .scale(x: x, y: y, z: z)
        case let .rotate(angle, x, y, z): return .rotate(angle: angle, x: x, y: y, z: z)
        case .concat: return .concat
        case .invert: return .invert
        case .entries: return .entries
        }
    }

    /// The live renditions of the figures that have one (layer diagrams), one after the other; nil when none has.
    /// The page puts them in its `rendition-frame`, the live cell in its own.
    static func rendition(of planned: [PlannedFigure]) -> String? {
        renditionBytes(of: planned).map { String(decoding: $0, as: UTF8.self) }
    }

    /// `rendition(of:)` as UTF-8, which the build copies into its page.
    static func renditionBytes(of planned: [PlannedFigure]) -> [UInt8]? {
        let renditions = planned.compactMap { $0.liveRenditionBytes }
        if renditions.isEmpty { return nil }
        return renditions.count == 1 ? renditions[0] : lines(renditions)
    }

    /// The SVG markup of the figures, one after the other.
    static func svg(of planned: [PlannedFigure]) -> String {
        String(decoding: svgBytes(of: planned), as: UTF8.self)
    }

    /// `svg(of:)` as UTF-8, which the build copies into its page.
    static func svgBytes(of planned: [PlannedFigure]) -> [UInt8] {
        // Most listings have one figure: its markup is used as it is rather than copied by `lines`.
        planned.count == 1 ? planned[0].svgBytes : lines(planned.map { $0.svgBytes })
    }

    /// The pieces of markup one after the other, a line feed between each two.
    private static func lines(_ pieces: [[UInt8]]) -> [UInt8] {
        Array(pieces.joined(separator: [UInt8(ascii: "\n")]))
    }
}
