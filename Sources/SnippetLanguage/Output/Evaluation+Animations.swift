import Diagnostics
import TransformKit

/// The animations of each layer in `notebook eval`'s text and JSON (eval-json.md, `animations`), and the
/// presentation values at a time.
extension Evaluation {
    /// One animation as resolved on its layer: the key path and the values it moves between.
    struct AnimationSummary {
        var added: AddedAnimation
        var keyPath: AnimationKeyPath
        var from: Value
        var to: Value
    }

    func animationSummaries(of layer: CALayer) -> [AnimationSummary] {
        layer.animations.compactMap { added in
            guard let keyPath = added.animation.keyPath.flatMap(AnimationKeyPath.init),
                  let (from, to) = added.endpoints(model: layer.modelValue(of: keyPath)) else { return nil }
            return AnimationSummary(added: added, keyPath: keyPath, from: Interpreter.value(from), to: Interpreter.value(to))
        }
    }

    /// `      transform (key ""): to (…), 5 s, linear, fill forwards, kept` lines under `    animations:`.
    func animationLines(of layer: CALayer) -> [String] {
        var lines: [String] = []
        if let contents = layer.contents { lines.append("    contents: image \"\(contents.imageName)\"") }
        let summaries = animationSummaries(of: layer)
        if summaries.isEmpty { return lines }
        lines.append("    animations:")
        for summary in summaries {
            let a = summary.added.animation
            var parts = ["from \(describe(summary.from))", "to \(describe(summary.to))",
                         "duration \(formatNumber(a.effectiveDuration))"]
            if a.beginTime != 0 { parts.append("beginTime \(formatNumber(a.beginTime))") }
            // Added by a completion, when an earlier animation ended (the JSON's beginTime counts from 0).
            if summary.added.addedAt != 0 { parts.append("added at \(formatNumber(summary.added.addedAt))") }
            if a.repeatCount != 0 { parts.append("repeatCount \(a.repeatCount.isInfinite ? "infinite" : formatNumber(CGFloat(a.repeatCount)))") }
            if a.autoreverses { parts.append("autoreverses") }
            parts.append("timing \(Self.timingName(a.timingFunction))")
            parts.append("fillMode \(a.fillMode.rawValue)")
            parts.append(a.isRemovedOnCompletion ? "removed on completion" : "kept after completion")
            let key = summary.added.key.map { " (key \"\($0)\")" } ?? ""
            let kind = a.kind == .keyframe ? " keyframes" : ""
            lines.append("      \(summary.keyPath.text)\(kind)\(key): " + parts.joined(separator: ", "))
        }
        return lines
    }

    static func timingName(_ function: MediaTimingFunction?) -> String {
        guard let function else { return "linear" }
        return function.name ?? "(\(formatNumber(function.x1)), \(formatNumber(function.y1)), \(formatNumber(function.x2)), \(formatNumber(function.y2)))"
    }

    /// `"contents"` and `"animations"`, written only when the layer has them (so other layers' JSON is unchanged).
    func writeAnimationFields(of layer: CALayer, into writer: inout JSONWriter) {
        if let contents = layer.contents {
            writer.key("contents")
            writer.beginObject()
            writer.key("image")
            writer.string(contents.imageName)
            writer.endObject()
        }
        let summaries = animationSummaries(of: layer)
        if summaries.isEmpty { return }
        writer.key("animations")
        writer.beginArray()
        for summary in summaries {
            writer.element()
            writeAnimation(summary, into: &writer)
        }
        writer.endArray()
    }

    private func writeAnimation(_ summary: AnimationSummary, into writer: inout JSONWriter) {
        let a = summary.added.animation
        writer.beginObject()
        writer.key("keyPath")
        writer.string(summary.keyPath.text)
        writer.key("key")
        if let key = summary.added.key { writer.string(key) } else { writer.null() }
        writer.key("kind")
        writer.string(a.kind == .keyframe ? "keyframe" : "basic")
        writer.key("from")
        writeValue(summary.from, into: &writer)
        writer.key("to")
        writeValue(summary.to, into: &writer)
        if a.kind == .keyframe {
            writer.key("values")
            writer.beginArray()
            for value in a.values {
                writer.element()
                writeValue(Interpreter.value(value), into: &writer)
            }
            writer.endArray()
        }
        writer.key("duration")
        writer.number(a.effectiveDuration)
        writer.key("beginTime")
        writer.number(summary.added.startTime)
        writer.key("repeatCount")
        if a.repeatCount.isInfinite { writer.null() } else { writer.number(Double(a.repeatCount)) }
        writer.key("autoreverses")
        writer.bool(a.autoreverses)
        writer.key("timing")
        writer.string(Self.timingName(a.timingFunction))
        writer.key("fillMode")
        writer.string(a.fillMode.rawValue)
        writer.key("removedOnCompletion")
        writer.bool(a.isRemovedOnCompletion)
        writer.key("end")
        if summary.added.endTime.isFinite { writer.number(summary.added.endTime) } else { writer.null() }
        writer.endObject()
    }
}
