import TransformKit

/// The same layers as a `LayerDiagram`, as nested HTML elements that the browser transforms with CSS.
///
/// Coordinates: 1 CSS px = 1 point, and the stage's top-left is the SVG viewBox's (minX, minY), so the corner of a
/// layer drawn by the browser sits where the SVG polygon's `data-corners` says (see docs/figures.md).
struct LiveRendition {
    let root: CALayer
    let catalog: LayerCatalog
    let viewBox: FigureBox
    let idPrefix: String
    let highlighted: Set<ObjectIdentifier>
    /// Sibling order in which to emit each parent's sublayers (painter's order); nil keeps array order.
    let siblingOrder: ((CALayer) -> [CALayer])?
    /// Transform strings at evenly spaced times from the identity to the layer's transform, or nil.
    let keyframes: (CATransform3D) -> [CATransform3D]
    /// macOS scenes are flipped once at the root, as in the SVG.
    let platform: LayerPlatform

    func element() -> MarkupElement {
        var container = MarkupElement.html("div", [("class", "live-rendition"), ("id", idPrefix + "-live"),
                                                   ("data-origin-x", NumberFormatting.coordinate(viewBox.minX)),
                                                   ("data-origin-y", NumberFormatting.coordinate(viewBox.minY))])
        var stage = MarkupElement.html("div", [("class", "stage"), ("style", "position: relative; width: "
            + px(viewBox.width) + "; height: " + px(viewBox.height) + ";")])
        var animated: [String] = []
        let rootBounds = root.bounds
        // The root is the page: its own transform, position and anchor are not drawn (TransformKit projects into
        // its bounds), but its sublayerTransform applies to its sublayers exactly as any container's does.
        var rootStyle = "left: " + px(rootBounds.origin.x - viewBox.minX) + "; top: " + px(rootBounds.origin.y - viewBox.minY)
            + "; width: " + px(rootBounds.size.width) + "; height: " + px(rootBounds.size.height) + ";"
        if platform == .macOS { rootStyle += " transform: scaleY(-1);" }
        if let perspective = sublayerTransformStyle(of: root).parentStyle { rootStyle += " " + perspective }
        var rootElement = MarkupElement.html("div", [
            ("class", "layer root"),
            ("data-layer", catalog.entries.first?.name ?? "root layer"),
            ("data-layer-index", "0"),
            ("style", rootStyle),
        ])
        var budget = LayerCatalog.maximumCount
        rootElement.children = sublayerNodes(of: root, depth: 0, animated: &animated, budget: &budget)
        stage.append(rootElement)
        container.append(stage)
        if !animated.isEmpty {
            container.append(MarkupElement.html("button", [("type", "button"), ("class", "play"),
                                                           ("data-targets", animated.joined(separator: " ")),
                                                           ("data-duration", "1500")],
                                                children: [.text("Play from the identity")]))
        }
        return container
    }

    /// The children of `parent`'s element: its sublayers, inside a perspective or a sublayer-transform wrapper
    /// when the parent has a sublayerTransform.
    private func sublayerNodes(of parent: CALayer, depth: Int, animated: inout [String], budget: inout Int) -> [MarkupNode] {
        guard depth < LayerCatalog.maximumDepth else { return [] }
        let sublayers = siblingOrder?(parent) ?? parent.sublayerArray
        var nodes: [MarkupNode] = []
        for sublayer in sublayers where budget > 0 {
            budget -= 1
            nodes.append(.element(layerElement(sublayer, in: parent, depth: depth + 1, animated: &animated, budget: &budget)))
        }
        let wrapper = sublayerTransformStyle(of: parent)
        if let wrapperStyle = wrapper.wrapperStyle, !nodes.isEmpty {
            return [.element(MarkupElement.html("div", [("class", "sublayer-transform"), ("style", wrapperStyle)],
                                                children: nodes))]
        }
        return nodes
    }

    /// How a parent's sublayerTransform is expressed in CSS: a `perspective` on the parent itself when it is a pure
    /// perspective (identity except m34 < 0) and the parent is not geometry-flipped; otherwise a
    /// `transform-style: preserve-3d` wrapper carrying TransformKit's `sublayerTransformToSelf` (the sublayer
    /// transform about the anchor point, plus the flip) about the parent's bounds origin.
    func sublayerTransformStyle(of parent: CALayer) -> (parentStyle: String?, wrapperStyle: String?) {
        let st = parent.sublayerTransform
        if CATransform3DIsIdentity(st) && !parent.isGeometryFlipped { return (nil, nil) }
        var pure = CATransform3D.identity
        pure.m34 = st.m34
        if st == pure, st.m34 < 0, !parent.isGeometryFlipped {
            let anchor = parent.anchorInBounds
            let origin = parent.bounds.origin
            return ("perspective: " + cssLength(-1 / st.m34) + "; perspective-origin: " + px(anchor.x - origin.x) + " "
                    + px(anchor.y - origin.y) + ";", nil)
        }
        let origin = parent.bounds.origin
        return (nil, "transform-origin: " + px(-origin.x) + " " + px(-origin.y) + " 0px; transform: "
                + Self.matrix3d(parent.sublayerTransformToSelf) + ";")
    }

    private func layerElement(_ layer: CALayer, in parent: CALayer, depth: Int, animated: inout [String],
                              budget: inout Int) -> MarkupElement {
        let entry = catalog.entry(for: layer)
        let index = entry?.index ?? -1
        let size = layer.bounds.size
        let left = layer.position.x - layer.anchorPoint.x * size.width - parent.bounds.origin.x
        let top = layer.position.y - layer.anchorPoint.y * size.height - parent.bounds.origin.y
        let anchorX = layer.anchorPoint.x * size.width
        let anchorY = layer.anchorPoint.y * size.height
        let isTransformLayer = !layer.flattensSublayers
        var style = "left: " + px(left) + "; top: " + px(top) + "; width: " + px(size.width) + "; height: "
            + px(size.height) + "; transform-origin: " + px(anchorX) + " " + px(anchorY) + " " + px(layer.anchorPointZ) + ";"
        let transformText = Self.cssTransform(layer.transform, zOffset: layer.zPosition - layer.anchorPointZ)
        if let transformText { style += " transform: " + transformText + ";" }
        if isTransformLayer { style += " transform-style: preserve-3d;" }
        if !layer.isDoubleSided { style += " backface-visibility: hidden;" }
        if layer.isHidden { style += " visibility: hidden;" }
        if layer.opacity < 1 { style += " opacity: " + NumberFormatting.fixed(Double(layer.opacity), decimals: 3) + ";" }
        if let colour = layer.backgroundColor, !isTransformLayer {
            style += " background: " + Self.rgba(colour) + ";"
        } else if let entry, !isTransformLayer {
            // The SVG's fill: an opaque light tint (so back faces do not show through), none for pure containers.
            let isContainer = CATransform3DIsIdentity(layer.transform) && !layer.sublayerArray.isEmpty
            style += " background: " + (isContainer ? "transparent" : DiagramStyle.tint(entry.colour, strength: 0.22))
                + "; outline-color: " + entry.colour + ";"
        }
        if let parentStyle = sublayerTransformStyle(of: layer).parentStyle { style += " " + parentStyle }
        var classes = "layer"
        if isTransformLayer { classes += " transform-layer" }
        if highlighted.contains(ObjectIdentifier(layer)) { classes += " highlighted" }
        var attributes: [(String, String)] = []
        let id = idPrefix + "-layer-" + String(index)
        attributes.append(("id", id))
        attributes.append(("class", classes))
        attributes.append(("data-layer", entry?.name ?? "layer"))
        attributes.append(("data-layer-index", String(index)))
        attributes.append(("style", style))
        if transformText != nil, !CATransform3DIsIdentity(layer.transform) {
            let zOffset = layer.zPosition - layer.anchorPointZ
            attributes.append(("data-from", Self.cssTransform(.identity, zOffset: zOffset, always: true) ?? "none"))
            attributes.append(("data-to", transformText ?? "none"))
            let frames = keyframes(layer.transform)
            if frames.count >= 2 {
                var bytes: [UInt8] = []
                bytes.reserveCapacity(frames.count * 240)
                for (number, frame) in frames.enumerated() {
                    if number > 0 { bytes.append(contentsOf: [UInt8(ascii: ";"), UInt8(ascii: " ")]) }
                    if number == frames.count - 1, frame == layer.transform, let transformText {
                        // The last keyframe is the listing's transform itself, already written for `data-to`.
                        bytes.append(contentsOf: transformText.utf8)
                    } else {
                        Self.appendCSSTransform(frame, zOffset: zOffset, to: &bytes)
                    }
                }
                attributes.append(("data-keyframes", String(decoding: bytes, as: UTF8.self)))
            }
            animated.append(id)
        }
        var element = MarkupElement.html("div", attributes)
        if !isTransformLayer {
            for corner in 0..<4 {
                element.append(MarkupElement.html("i", [("class", "corner"), ("data-corner", String(corner))]))
            }
            if let entry, highlighted.contains(ObjectIdentifier(layer)) {
                element.append(MarkupElement.html("span", [("class", "layer-label")]
                                                  + (platform == .macOS ? [("style", "transform: scaleY(-1);")] : []),
                                                  children: [.text(entry.shortName)]))
            }
        }
        element.children += sublayerNodes(of: layer, depth: depth, animated: &animated, budget: &budget)
        return element
    }

    /// `matrix3d(m11, …, m44)` — CATransform3D's memory order is CSS's column-major order (spec D1), so the
    /// entries are written in field order — preceded by `translateZ(zPosition − anchorPointZ)` when that is not 0
    /// (spec D4). Nil for the identity without offset unless `always`.
    static func cssTransform(_ t: CATransform3D, zOffset: Double, always: Bool = false) -> String? {
        if !always && !(zOffset.isFinite && zOffset != 0) && CATransform3DIsIdentity(t) { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(240)
        appendCSSTransform(t, zOffset: zOffset, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `cssTransform(t, zOffset:, always: true)` as UTF-8 bytes.
    static func appendCSSTransform(_ t: CATransform3D, zOffset: Double, to bytes: inout [UInt8]) {
        if zOffset.isFinite && zOffset != 0 {
            bytes.append(contentsOf: "translateZ(".utf8)
            bytes.append(contentsOf: cssLengthStatic(zOffset).utf8)
            bytes.append(contentsOf: ") ".utf8)
        }
        appendMatrix3d(t, to: &bytes)
    }

    static func matrix3d(_ t: CATransform3D) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(200)
        appendMatrix3d(t, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    static func appendMatrix3d(_ t: CATransform3D, to bytes: inout [UInt8]) {
        bytes.append(contentsOf: "matrix3d(".utf8)
        NumberFormatting.appendCSSNumber(t.m11, to: &bytes)
        for value in [t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
                      t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44] {
            bytes.append(UInt8(ascii: ","))
            bytes.append(UInt8(ascii: " "))
            NumberFormatting.appendCSSNumber(value, to: &bytes)
        }
        bytes.append(UInt8(ascii: ")"))
    }

    static func rgba(_ colour: CGColor) -> String {
        let c = colour.clamped
        func channel(_ v: Double) -> String { String(Int((v * 255).rounded())) }
        return "rgba(" + channel(c.red) + ", " + channel(c.green) + ", " + channel(c.blue) + ", "
            + NumberFormatting.fixed(c.alpha, decimals: 3) + ")"
    }

    private func px(_ value: Double) -> String { NumberFormatting.coordinate(value) + "px" }
    private func cssLength(_ value: Double) -> String { Self.cssLengthStatic(value) }
    static func cssLengthStatic(_ value: Double) -> String { NumberFormatting.fixed(value, decimals: 6) + "px" }
}
