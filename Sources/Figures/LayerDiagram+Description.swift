import TransformKit

extension LayerDiagram {
    /// The `<desc>` text: what the figure shows, in words generated from the geometry.
    func description(catalog: LayerCatalog, drawn: [DrawnLayer], vanishing: [VanishingPoint],
                     hiddenBackFaces: [DrawnLayer], offFigure: Set<Int> = []) -> String {
        // One string, appended to piece by piece (a chain of `+` makes a new string at every step).
        var text = ""
        text.reserveCapacity(1024)
        func sentence(_ pieces: String...) {
            if !text.isEmpty { text += " " }
            for piece in pieces { text += piece }
        }
        let rootName = catalog.entries.first?.shortName ?? "root layer"
        sentence("The ", rootName, " bounds (", TransformWording.coordinate(root.bounds.size.width), " by ",
                 TransformWording.coordinate(root.bounds.size.height), " points) are dotted; each layer's ",
                 "untransformed frame is dashed and its projected outline is filled, with an F mark showing ",
                 "its orientation and a small circle at its anchor point.")
        let subjects: [CALayer]
        if highlighted.isEmpty {
            subjects = drawn.prefix(8).map { $0.projected.layer }
        } else {
            subjects = highlighted
        }
        for layer in subjects.prefix(12) {
            guard let entry = catalog.entry(for: layer) else { continue }
            sentence(entry.shortName, " (", TransformWording.coordinate(layer.bounds.size.width), " by ",
                     TransformWording.coordinate(layer.bounds.size.height), ", anchor at ",
                     TransformWording.point(layer.position.x, layer.position.y), " in its superlayer)")
            if CATransform3DIsIdentity(layer.transform) {
                text += " has no transform of its own"
            } else if CATransform3DIsAffine(layer.transform) {
                text += " is "
                text += TransformWording.describe(CATransform3DGetAffineTransform(layer.transform))
            } else {
                text += " is "
                text += TransformWording.describe(layer.transform)
                if let receding = TransformWording.recedingEdges(of: layer.transform) {
                    text += "; "
                    text += receding
                }
            }
            let drawnLayer = drawn.first(where: { $0.projected.layer === layer })
            if let drawnLayer, let anchor = drawnLayer.anchor, let before = drawnLayer.originalAnchor,
               (anchor - before).length > 0.5 {
                text += "; its anchor point moves from "
                text += TransformWording.point(before.x, before.y)
                text += " to "
                text += TransformWording.point(anchor.x, anchor.y)
            }
            if let projected = drawnLayer?.projected {
                switch projected.hiddenReason {
                case .backFaceCulled?: text += "; it faces away with doubleSided = NO, so it is hidden (dotted outline)"
                case .behindEye?: text += "; it lies entirely behind the eye and is not drawn"
                case .hidden?: text += "; it is hidden"
                case .ancestorHidden?: text += "; it is not drawn because a superlayer is hidden or culled"
                case nil:
                    if offFigure.contains(entry.index) {
                        text += "; it lies far outside the figure, so an arrow points toward it instead"
                    }
                    if projected.facing == .back { text += "; we see its back, so the F reads mirrored" }
                    if projected.isClipped { text += "; part of it is behind the eye and is clipped at the near plane" }
                }
            }
            text += "."
        }
        for point in vanishing {
            let owner = catalog.entry(for: point.owner)?.shortName ?? "a layer"
            let at = TransformWording.point(point.point.x, point.point.y)
            let distance = point.distance.map { " d = " + TransformWording.word($0) } ?? ""
            if point.isShared {
                let members = point.layers.compactMap { catalog.entry(for: $0)?.shortName }
                sentence("The perspective", distance, " of ", owner, "'s sublayerTransform gives ",
                         TransformWording.list(Array(members.prefix(6))), members.count > 6 ? " and others" : "",
                         " one shared vanishing point at ", at, ", the anchor point of ", owner, ".")
            } else {
                sentence("The perspective", distance, " in ", owner, "'s own transform puts its vanishing point at ",
                         at, ", where its anchor point sits.")
            }
        }
        if hiddenBackFaces.count > 1 {
            sentence(String(hiddenBackFaces.count), " back faces are hidden: ",
                     TransformWording.list(hiddenBackFaces.map { catalog.entries[$0.index].shortName }), ".")
        }
        let visible = drawn.filter { $0.projected.isVisible }
        let hasDepth = visible.contains { !$0.projected.screenMatrix.hasNoPerspective || !CATransform3DIsAffine($0.projected.layer.transform) }
        if hasDepth, visible.count > 2 {
            sentence("Drawn back to front: ", TransformWording.list(visible.map { catalog.entries[$0.index].shortName }), ".")
        }
        if options.platform == .macOS { sentence("The y axis points up (macOS).") }
        return text
    }
}
