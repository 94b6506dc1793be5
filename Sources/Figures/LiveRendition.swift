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
    let highlighted: LayerIdentitySet
    /// Sibling order in which to emit each parent's sublayers (painter's order); nil keeps array order.
    let siblingOrder: ((CALayer) -> [CALayer])?
    /// Transform strings at evenly spaced times from the identity to the layer's transform, or nil.
    let keyframes: (CATransform3D) -> [CATransform3D]
    /// macOS scenes are flipped once at the root, as in the SVG.
    let platform: LayerPlatform

    /// The rendition's HTML.
    func render() -> String {
        var writer = MarkupWriter(capacity: 8192)
        write(into: &writer)
        return writer.makeString()
    }

    /// Writes the rendition straight into `writer` (no element tree).
    func write(into writer: inout MarkupWriter) {
        writer.openHTML("div")
        writer.attribute("class", "live-rendition")
        writer.beginAttribute("id")
        writer.value(idPrefix)
        writer.value("-live")
        writer.endAttribute()
        writer.attribute("data-origin-x", coordinate: viewBox.minX)
        writer.attribute("data-origin-y", coordinate: viewBox.minY)

        writer.openHTML("div")
        writer.attribute("class", "stage")
        writer.beginAttribute("style")
        writer.value("position: relative; width: ")
        px(viewBox.width, &writer)
        writer.value("; height: ")
        px(viewBox.height, &writer)
        writer.value(";")
        writer.endAttribute()

        let rootBounds = root.bounds
        // The root is the page: its own transform, position and anchor are not drawn (TransformKit projects into
        // its bounds), but its sublayerTransform applies to its sublayers exactly as any container's does.
        writer.openHTML("div")
        writer.attribute("class", "layer root")
        writer.attribute("data-layer", catalog.entries.first?.name ?? "root layer")
        writer.attribute("data-layer-index", "0")
        writer.beginAttribute("style")
        writer.value("left: ")
        px(rootBounds.origin.x - viewBox.minX, &writer)
        writer.value("; top: ")
        px(rootBounds.origin.y - viewBox.minY, &writer)
        writer.value("; width: ")
        px(rootBounds.size.width, &writer)
        writer.value("; height: ")
        px(rootBounds.size.height, &writer)
        writer.value(";")
        if platform == .macOS { writer.value(" transform: scaleY(-1);") }
        if Self.sublayerStyle(of: root) == .perspective {
            writer.value(" ")
            writePerspectiveStyle(of: root, into: &writer)
        }
        writer.endAttribute()
        var budget = LayerCatalog.maximumCount
        var animated: [Int] = []
        writeSublayers(of: root, depth: 0, animated: &animated, budget: &budget, into: &writer)
        writer.close()
        writer.close()

        if !animated.isEmpty {
            writer.openHTML("button")
            writer.attribute("type", "button")
            writer.attribute("class", "play")
            writer.beginAttribute("data-targets")
            for (position, index) in animated.enumerated() {
                if position > 0 { writer.value(" ") }
                writer.value(idPrefix)
                writer.value("-layer-")
                writer.valueInteger(index)
            }
            writer.endAttribute()
            writer.attribute("data-duration", "1500")
            writer.text("Play from the identity")
            writer.close()
        }
        writer.close()
    }

    /// The children of `parent`'s element: its sublayers, inside a sublayer-transform wrapper when the parent's
    /// sublayerTransform is not a pure perspective (see `sublayerStyle`).
    private func writeSublayers(of parent: CALayer, depth: Int, animated: inout [Int], budget: inout Int,
                                into writer: inout MarkupWriter) {
        guard depth < LayerCatalog.maximumDepth, budget > 0 else { return }
        let sublayers = siblingOrder?(parent) ?? parent.sublayerArray
        guard !sublayers.isEmpty else { return }
        let wrapped = Self.sublayerStyle(of: parent) == .wrapper
        if wrapped {
            writer.openHTML("div")
            writer.attribute("class", "sublayer-transform")
            writer.beginAttribute("style")
            let origin = parent.bounds.origin
            writer.value("transform-origin: ")
            px(-origin.x, &writer)
            writer.value(" ")
            px(-origin.y, &writer)
            writer.value(" 0px; transform: ")
            Self.appendMatrix3d(parent.sublayerTransformToSelf, to: &writer.buffer)
            writer.value(";")
            writer.endAttribute()
        }
        for sublayer in sublayers where budget > 0 {
            budget -= 1
            writeLayer(sublayer, in: parent, depth: depth + 1, animated: &animated, budget: &budget, into: &writer)
        }
        if wrapped { writer.close() }
    }

    enum SublayerStyle {
        case none
        /// A `perspective` on the parent itself.
        case perspective
        /// A `transform-style: preserve-3d` wrapper around the sublayers.
        case wrapper
    }

    /// How a parent's sublayerTransform is expressed in CSS: a `perspective` on the parent itself when it is a pure
    /// perspective (identity except m34 < 0) and the parent is not geometry-flipped; otherwise a
    /// `transform-style: preserve-3d` wrapper carrying TransformKit's `sublayerTransformToSelf` (the sublayer
    /// transform about the anchor point, plus the flip) about the parent's bounds origin.
    static func sublayerStyle(of parent: CALayer) -> SublayerStyle {
        let st = parent.sublayerTransform
        if CATransform3DIsIdentity(st) && !parent.isGeometryFlipped { return .none }
        var pure = CATransform3D.identity
        pure.m34 = st.m34
        if st == pure, st.m34 < 0, !parent.isGeometryFlipped { return .perspective }
        return .wrapper
    }

    /// `perspective: …; perspective-origin: … …;` for a parent whose `sublayerStyle` is `.perspective`.
    private func writePerspectiveStyle(of parent: CALayer, into writer: inout MarkupWriter) {
        let anchor = parent.anchorInBounds
        let origin = parent.bounds.origin
        writer.value("perspective: ")
        writer.value(Self.cssLengthStatic(-1 / parent.sublayerTransform.m34))
        writer.value("; perspective-origin: ")
        px(anchor.x - origin.x, &writer)
        writer.value(" ")
        px(anchor.y - origin.y, &writer)
        writer.value(";")
    }

    private func writeLayer(_ layer: CALayer, in parent: CALayer, depth: Int, animated: inout [Int],
                            budget: inout Int, into writer: inout MarkupWriter) {
        let entry = catalog.entry(for: layer)
        let index = entry?.index ?? -1
        let size = layer.bounds.size
        let left = layer.position.x - layer.anchorPoint.x * size.width - parent.bounds.origin.x
        let top = layer.position.y - layer.anchorPoint.y * size.height - parent.bounds.origin.y
        let anchorX = layer.anchorPoint.x * size.width
        let anchorY = layer.anchorPoint.y * size.height
        let isTransformLayer = !layer.flattensSublayers
        let isHighlighted = highlighted.contains(ObjectIdentifier(layer))

        writer.openHTML("div")
        writer.beginAttribute("id")
        writer.value(idPrefix)
        writer.value("-layer-")
        writer.valueInteger(index)
        writer.endAttribute()
        writer.beginAttribute("class")
        writer.value("layer")
        if isTransformLayer { writer.value(" transform-layer") }
        if isHighlighted { writer.value(" highlighted") }
        writer.endAttribute()
        writer.attribute("data-layer", entry?.name ?? "layer")
        writer.attribute("data-layer-index", integer: index)

        writer.beginAttribute("style")
        writer.value("left: ")
        px(left, &writer)
        writer.value("; top: ")
        px(top, &writer)
        writer.value("; width: ")
        px(size.width, &writer)
        writer.value("; height: ")
        px(size.height, &writer)
        writer.value("; transform-origin: ")
        px(anchorX, &writer)
        writer.value(" ")
        px(anchorY, &writer)
        writer.value(" ")
        px(layer.anchorPointZ, &writer)
        writer.value(";")
        let zOffset = layer.zPosition - layer.anchorPointZ
        let hasOffset = zOffset.isFinite && zOffset != 0
        // The transform text is written once and copied where it recurs (`data-to`, the last keyframe).
        var transformText: (start: Int, count: Int)?
        if hasOffset || !CATransform3DIsIdentity(layer.transform) {
            writer.value(" transform: ")
            let start = writer.buffer.count
            Self.appendCSSTransform(layer.transform, zOffset: zOffset, to: &writer.buffer)
            transformText = (start, writer.buffer.count - start)
            writer.value(";")
        }
        if isTransformLayer { writer.value(" transform-style: preserve-3d;") }
        if !layer.isDoubleSided { writer.value(" backface-visibility: hidden;") }
        if layer.isHidden { writer.value(" visibility: hidden;") }
        if layer.opacity < 1 {
            writer.value(" opacity: ")
            writer.value(NumberFormatting.fixed(Double(layer.opacity), decimals: 3))
            writer.value(";")
        }
        if let colour = layer.backgroundColor, !isTransformLayer {
            writer.value(" background: ")
            writer.value(Self.rgba(colour))
            writer.value(";")
        } else if let entry, !isTransformLayer {
            // The SVG's fill: an opaque light tint (so back faces do not show through), none for pure containers.
            let isContainer = CATransform3DIsIdentity(layer.transform) && !layer.sublayerArray.isEmpty
            writer.value(" background: ")
            if isContainer {
                writer.value("transparent")
            } else {
                writer.value(DiagramStyle.tint(entry.colour, strength: 0.22))
            }
            writer.value("; outline-color: ")
            writer.value(entry.colour)
            writer.value(";")
        }
        if Self.sublayerStyle(of: layer) == .perspective {
            writer.value(" ")
            writePerspectiveStyle(of: layer, into: &writer)
        }
        writer.endAttribute()

        if let transformText, !CATransform3DIsIdentity(layer.transform) {
            writer.beginAttribute("data-from")
            Self.appendCSSTransform(.identity, zOffset: zOffset, to: &writer.buffer)
            writer.endAttribute()
            writer.beginAttribute("data-to")
            writer.buffer.appendCopy(from: transformText.start, count: transformText.count)
            writer.endAttribute()
            let frames = keyframes(layer.transform)
            if frames.count >= 2 {
                writer.beginAttribute("data-keyframes")
                for (number, frame) in frames.enumerated() {
                    if number > 0 { writer.value("; ") }
                    if number == frames.count - 1, frame == layer.transform {
                        // The last keyframe is the listing's transform itself, already written for `data-to`.
                        writer.buffer.appendCopy(from: transformText.start, count: transformText.count)
                    } else if number == 0 || number == frames.count - 1 {
                        Self.appendCSSTransform(frame, zOffset: zOffset, to: &writer.buffer)
                    } else {
                        // Frames in between are transient samples: 6 decimals (see `appendKeyframeNumber`).
                        Self.appendCSSTransform(frame, zOffset: zOffset, intermediate: true, to: &writer.buffer)
                    }
                }
                writer.endAttribute()
            }
            animated.append(index)
        }
        if !isTransformLayer {
            writer.liveRenditionCorners()
            if let entry, isHighlighted {
                writer.openHTML("span")
                writer.attribute("class", "layer-label")
                if platform == .macOS { writer.attribute("style", "transform: scaleY(-1);") }
                writer.text(entry.shortName)
                writer.close()
            }
        }
        writeSublayers(of: layer, depth: depth, animated: &animated, budget: &budget, into: &writer)
        writer.close()
    }

    /// `matrix3d(m11, …, m44)` — CATransform3D's memory order is CSS's column-major order (spec D1), so the
    /// entries are written in field order — preceded by `translateZ(zPosition − anchorPointZ)` when that is not 0
    /// (spec D4). Nil for the identity without offset unless `always`.
    static func cssTransform(_ t: CATransform3D, zOffset: Double, always: Bool = false) -> String? {
        if !always && !(zOffset.isFinite && zOffset != 0) && CATransform3DIsIdentity(t) { return nil }
        var bytes = MarkupBuffer(capacity: 256)
        appendCSSTransform(t, zOffset: zOffset, to: &bytes)
        return bytes.makeString()
    }

    /// Appends `cssTransform(t, zOffset:, always: true)`; for an `intermediate` keyframe, with the matrix entries
    /// written by `NumberFormatting.appendKeyframeNumber` (6 decimals).
    static func appendCSSTransform(_ t: CATransform3D, zOffset: Double, intermediate: Bool = false,
                                   to bytes: inout MarkupBuffer) {
        if zOffset.isFinite && zOffset != 0 {
            bytes.append("translateZ(")
            bytes.append(utf8: cssLengthStatic(zOffset))
            bytes.append(") ")
        }
        if intermediate {
            appendKeyframeMatrix3d(t, to: &bytes)
        } else {
            appendMatrix3d(t, to: &bytes)
        }
    }

    /// `matrix3d(…)` of an intermediate keyframe (see `NumberFormatting.appendKeyframeNumber`).
    static func appendKeyframeMatrix3d(_ t: CATransform3D, to bytes: inout MarkupBuffer) {
        bytes.append("matrix3d(")
        // Most entries of a transform are 0 or 1: the separator and such an entry take one capacity check and
        // three stores.
        @inline(__always) func entry(_ value: Double, separated: Bool, _ bytes: inout MarkupBuffer) {
            bytes.reserve(3)
            var end = bytes.count
            if separated {
                bytes.base[end] = UInt8(ascii: ",")
                bytes.base[end &+ 1] = UInt8(ascii: " ")
                end &+= 2
            }
            if value == 0 {
                bytes.base[end] = UInt8(ascii: "0")
                bytes.count = end &+ 1
            } else if value == 1 {
                bytes.base[end] = UInt8(ascii: "1")
                bytes.count = end &+ 1
            } else {
                bytes.count = end
                NumberFormatting.appendKeyframeNumber(value, to: &bytes)
            }
        }
        entry(t.m11, separated: false, &bytes)
        entry(t.m12, separated: true, &bytes); entry(t.m13, separated: true, &bytes)
        entry(t.m14, separated: true, &bytes)
        entry(t.m21, separated: true, &bytes); entry(t.m22, separated: true, &bytes)
        entry(t.m23, separated: true, &bytes); entry(t.m24, separated: true, &bytes)
        entry(t.m31, separated: true, &bytes); entry(t.m32, separated: true, &bytes)
        entry(t.m33, separated: true, &bytes); entry(t.m34, separated: true, &bytes)
        entry(t.m41, separated: true, &bytes); entry(t.m42, separated: true, &bytes)
        entry(t.m43, separated: true, &bytes); entry(t.m44, separated: true, &bytes)
        bytes.append(UInt8(ascii: ")"))
    }

    static func matrix3d(_ t: CATransform3D) -> String {
        var bytes = MarkupBuffer(capacity: 256)
        appendMatrix3d(t, to: &bytes)
        return bytes.makeString()
    }

    static func appendMatrix3d(_ t: CATransform3D, to bytes: inout MarkupBuffer) {
        bytes.append("matrix3d(")
        // Rotations repeat magnitudes (m33 = m11, m31 = −m13): their digits are converted once per matrix.
        var recent = RecentDigits()
        recent.appendCSSNumber(t.m11, to: &bytes)
        func next(_ value: Double, _ bytes: inout MarkupBuffer) {
            bytes.append(", ")
            recent.appendCSSNumber(value, to: &bytes)
        }
        next(t.m12, &bytes); next(t.m13, &bytes); next(t.m14, &bytes)
        next(t.m21, &bytes); next(t.m22, &bytes); next(t.m23, &bytes); next(t.m24, &bytes)
        next(t.m31, &bytes); next(t.m32, &bytes); next(t.m33, &bytes); next(t.m34, &bytes)
        next(t.m41, &bytes); next(t.m42, &bytes); next(t.m43, &bytes); next(t.m44, &bytes)
        bytes.append(UInt8(ascii: ")"))
    }

    static func rgba(_ colour: CGColor) -> String {
        let c = colour.clamped
        func channel(_ v: Double) -> String { String(Int((v * 255).rounded())) }
        return "rgba(" + channel(c.red) + ", " + channel(c.green) + ", " + channel(c.blue) + ", "
            + NumberFormatting.fixed(c.alpha, decimals: 3) + ")"
    }

    private func px(_ value: Double, _ writer: inout MarkupWriter) {
        writer.valueCoordinate(value)
        writer.value("px")
    }
    static func cssLengthStatic(_ value: Double) -> String { NumberFormatting.fixed(value, decimals: 6) + "px" }
}
