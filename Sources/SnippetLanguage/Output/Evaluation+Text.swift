import TransformKit

extension Evaluation {
    /// The human-readable result of `notebook eval`: each variable as `name: Type = value`, then each layer with
    /// its geometry and projection, in the notation of `expect` blocks.
    public func text() -> String {
        var lines: [String] = []
        lines.append("variables:")
        if variables.isEmpty { lines.append("  (none)") }
        for variable in variables {
            lines.append("  \(variable.name): \(variable.value.typeName(in: dialect)) = \(describe(variable.value))")
        }
        lines.append("layers:")
        if layers.isEmpty { lines.append("  (none)") }
        let projection = LayerProjection()
        for entry in layers {
            let layer = entry.layer
            let projected = projection.project(layer, in: rootLayer)
            lines.append("  \(entry.name)\(layer is CATransformLayer ? " (CATransformLayer)" : "")")
            lines.append("    bounds: \(describe(.rect(layer.bounds)))")
            lines.append("    position: \(describe(.point(layer.position)))")
            if layer.anchorPoint != CGPoint(x: 0.5, y: 0.5) { lines.append("    anchorPoint: \(describe(.point(layer.anchorPoint)))") }
            if layer.zPosition != 0 { lines.append("    zPosition: \(formatNumber(layer.zPosition))") }
            lines.append("    frame: \(describe(.rect(layer.frame)))")
            if !CATransform3DIsIdentity(layer.transform) { lines.append("    transform: \(describe(.transform3D(layer.transform)))") }
            if !CATransform3DIsIdentity(layer.sublayerTransform) {
                lines.append("    sublayerTransform: \(describe(.transform3D(layer.sublayerTransform)))")
            }
            if !layer.isDoubleSided { lines.append("    doubleSided: \(describe(.bool(false)))") }
            if let color = layer.backgroundColor { lines.append("    backgroundColor: \(describe(.cgColor(color)))") }
            lines.append("    superlayer: \(layer.superlayer.map { name(of: $0) ?? "layer" } ?? "none")")
            lines.append("    quad: " + projected.quad.map { describe(.point($0)) }.joined(separator: " "))
            if projected.isClipped {
                lines.append("    polygon: " + projected.polygon.map { describe(.point($0)) }.joined(separator: " "))
            }
            lines.append("    facing: \(projected.facing.rawValue), visible: \(describe(.bool(projected.isVisible)))")
            lines.append(contentsOf: animationLines(of: layer))
        }
        // A listing of top-level statements runs no method: no line, so its output is what it always was.
        if !ran.isEmpty { lines.append("ran: " + ran.joined(separator: " → ")) }
        if declaredEvents { lines.append(contentsOf: eventLines()) }
        if !console.isEmpty {
            lines.append("console:")
            var printed = console
            if printed.hasSuffix("\n") { printed.removeLast() }
            lines.append(contentsOf: printed.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 })
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
