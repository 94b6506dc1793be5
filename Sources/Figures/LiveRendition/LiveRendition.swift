import TransformKit

/// The same layers as a `LayerDiagram`, as nested HTML elements that the browser transforms with CSS.
///
/// Coordinates: 1 CSS px = 1 point, and the stage's top-left is the SVG viewBox's (minX, minY), so the corner of a
/// layer drawn by the browser sits where the SVG polygon's `data-corners` says (see docs/figures.md).
struct LiveRendition {
    let root: CALayer
    /// The other topmost layers of the window (spec C17), drawn after the root in a wrapper over `displayRect`.
    var others: [CALayer] = []
    /// The rectangle the macOS flip turns within (TransformKit's `RenderList.displayRect`).
    var displayRect: CGRect = .null
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
    /// Compound transforms to play one operation at a time, by layer.
    var playSteps = PlaySteps()
    /// Whether elements of a collection carry their number (the `numbers` mark: the cube's faces 1 to 6).
    var numbersElements = false

    /// The rendition's HTML, UTF-8 (a build copies it into its page as bytes).
    func render() -> [UInt8] {
        var writer = MarkupWriter(capacity: 8192)
        write(into: &writer)
        return writer.bytes
    }

    /// Writes the rendition into `writer`: first which layers are drawn (`plan`), then their elements.
    func write(into writer: inout MarkupWriter) {
        var budget = LayerCatalog.maximumCount
        let rootSublayers = plan(sublayersOf: root, depth: 0, budget: &budget)
        let windowLayers = plan(topmost: others, budget: &budget)
        writer.openHTML("div", .lines)
        writer.attribute("class", "live-rendition")
        writer.attribute("id", idPrefix + "-live")
        writer.attribute("data-origin-x", .coordinate(viewBox.minX))
        writer.attribute("data-origin-y", .coordinate(viewBox.minY))
        // The stage's one child, the root, makes it `.lines` when the root has children of its own.
        openStage(rootSublayers == nil && windowLayers.isEmpty ? .inline : .lines, into: &writer)
        openRoot(Self.layout(childCount: rootSublayers?.elementCount ?? 0, nested: rootSublayers?.hasNestedElements ?? false),
                 into: &writer)
        var animated = AnimatedLayers()
        if let rootSublayers { write(rootSublayers, animated: &animated, into: &writer) }
        writer.close()
        if !windowLayers.isEmpty { writeWindowLayers(windowLayers, animated: &animated, into: &writer) }
        writer.close()
        if !animated.indices.isEmpty { writePlayButton(for: animated, into: &writer) }
        writer.close()
    }

    /// Opens the stage: positioned by the stylesheet (`.live-rendition .stage`), only its size is the figure's.
    private func openStage(_ layout: MarkupWriter.Layout, into writer: inout MarkupWriter) {
        writer.openHTML("div", layout)
        writer.attribute("class", "stage")
        writer.beginAttribute("style")
        writer.value(literal: "width:")
        px(viewBox.width, &writer)
        writer.value(literal: ";height:")
        px(viewBox.height, &writer)
        writer.value(literal: ";")
        writer.endAttribute()
    }

    /// Opens the root's element. The root sits in the window like any layer in its superlayer (spec C17): placed
    /// by its position and anchor, turned by its own transform; its sublayerTransform applies to its sublayers as
    /// any container's does.
    private func openRoot(_ layout: MarkupWriter.Layout, into writer: inout MarkupWriter) {
        let rootBounds = root.bounds
        let position = root.position
        let anchorPoint = root.anchorPoint
        writer.openHTML("div", layout)
        writer.attribute("class", "layer root")
        writer.attribute("data-layer", catalog.entries.first?.name ?? "root layer")
        writer.attribute("data-layer-index", "0")
        writer.beginAttribute("style")
        writer.value(literal: "left:")
        px(position.x - anchorPoint.x * rootBounds.size.width - viewBox.minX, &writer)
        writer.value(literal: ";top:")
        px(position.y - anchorPoint.y * rootBounds.size.height - viewBox.minY, &writer)
        writer.value(literal: ";width:")
        px(rootBounds.size.width, &writer)
        writer.value(literal: ";height:")
        px(rootBounds.size.height, &writer)
        writer.value(literal: ";")
        writeRootTransform(into: &writer)
        if Self.sublayerStyle(of: root) == .perspective {
            writePerspectiveStyle(of: root, into: &writer)
        }
        writer.endAttribute()
    }

    /// The root's own transform, and on macOS the flip the SVG makes at the root.
    private func writeRootTransform(into writer: inout MarkupWriter) {
        let rootZOffset = root.zPosition - root.anchorPointZ
        guard Self.hasCSSTransform(root.transform, zOffset: rootZOffset) else {
            if platform == .macOS { writer.value(literal: "transform:scaleY(-1);") }
            return
        }
        writeTransformOrigin(of: root, into: &writer)
        writer.value(literal: "transform:")
        if platform == .macOS {
            // The SVG flips y -> c - y with c = minY + maxY of `displayRect`, after the root's transform. About
            // the anchor (the transform origin, at `position`) scaleY(-1) gives 2·position.y - y; the rest is
            // a translation.
            let rect = displayRect.isNull ? root.bounds : displayRect
            writer.value(literal: "translateY(")
            px(rect.minY + rect.maxY - 2 * root.position.y, &writer)
            writer.value(literal: ") scaleY(-1) ")
        }
        Self.writeCSSTransform(root.transform, zOffset: rootZOffset, into: &writer)
        writer.value(literal: ";")
    }

    /// The play control: which layers it moves (`data-targets`), for how long, and what it plays.
    private func writePlayButton(for animated: AnimatedLayers, into writer: inout MarkupWriter) {
        writer.openHTML("button")
        writer.attribute("type", "button")
        writer.attribute("class", "play")
        writer.beginAttribute("data-targets")
        for (number, index) in animated.indices.enumerated() {
            if number > 0 { writer.value(literal: " ") }
            writer.value(idPrefix)
            writer.value(literal: "-layer-")
            writer.value(.integer(index))
        }
        writer.endAttribute()
        writer.attribute("data-duration", .integer(animated.duration))
        writer.text(animated.longestAnimation > 0 ? "Play the animation"
                    : animated.mostSteps > 1 ? "Play step by step" : "Play from the identity")
        writer.close()
    }

    /// The layers the play control moves (their catalog indices) and the longest chain of steps among them.
    private struct AnimatedLayers {
        var indices: [Int] = []
        var mostSteps = 0
        /// Seconds, of the longest span of animations a listing added (0 when none).
        var longestAnimation = 0.0

        /// Milliseconds: the animations' own time when a layer is animated; otherwise a second and a half for a
        /// transform played at once, a second per operation played step by step.
        var duration: Int {
            if longestAnimation > 0 { return Int((1000 * min(longestAnimation, LiveRendition.longestPlay)).rounded()) }
            return mostSteps > 1 ? 1000 * mostSteps : 1500
        }
    }

    /// Seconds: a Play lasts at most this long (an animation of an hour would look frozen).
    static let longestPlay = 60.0

    /// `data-keyframes` with every frame of `timeline` (TransformKit's presentation values from the start to the
    /// end, `AnimationTimeline.keyframes`) and `data-animation`, which tells the play script that the frames are
    /// complete: it neither starts from the identity nor ends on the style's transform. False when no frame is
    /// written (a non-finite presentation value).
    private func writeAnimationFrames(_ timeline: AnimationTimeline, into writer: inout MarkupWriter) -> Bool {
        let frames = timeline.keyframes()
        guard !frames.isEmpty else { return false }
        writer.attribute("data-keyframes", .keyframes(frames[...]))
        writer.attribute("data-animation", .exact(timeline.duration))
        return true
    }

    /// The sublayers of one parent that are drawn: the depth and layer limits of `LayerCatalog` apply in the
    /// order the layers are written (each layer before its sublayers).
    private struct PlannedSublayers {
        let parent: CALayer
        let layers: [PlannedLayer]
        /// Whether the sublayers sit in a sublayer-transform wrapper (see `sublayerStyle`): asked by the parent's
        /// layout, its child count and its writing, worked out once.
        let isWrapped: Bool
        /// How many elements they add to the parent's element: the wrapper, or the layers themselves.
        var elementCount: Int { isWrapped ? 1 : layers.count }
        /// Whether any of those elements has elements of its own.
        var hasNestedElements: Bool { isWrapped || layers.contains { $0.hasChildElements } }
    }

    private struct PlannedLayer {
        let layer: CALayer
        let sublayers: PlannedSublayers?

        /// A drawn layer (not a transform layer) has corner marks.
        var hasCorners: Bool { layer.flattensSublayers }
        var hasChildElements: Bool { hasCorners || (sublayers?.elementCount ?? 0) > 0 }
        var layout: MarkupWriter.Layout {
            LiveRendition.layout(childCount: (hasCorners ? 4 : 0) + (sublayers?.elementCount ?? 0),
                                 nested: sublayers?.hasNestedElements ?? false)
        }
    }

    private func plan(sublayersOf parent: CALayer, depth: Int, budget: inout Int) -> PlannedSublayers? {
        guard depth < LayerCatalog.maximumDepth, budget > 0 else { return nil }
        let sublayers = siblingOrder?(parent) ?? parent.sublayerArray
        guard !sublayers.isEmpty else { return nil }
        var planned: [PlannedLayer] = []
        for sublayer in sublayers where budget > 0 {
            budget -= 1
            planned.append(PlannedLayer(layer: sublayer,
                                        sublayers: plan(sublayersOf: sublayer, depth: depth + 1, budget: &budget)))
        }
        return PlannedSublayers(parent: parent, layers: planned, isWrapped: Self.sublayerStyle(of: parent) == .wrapper)
    }

    /// The other topmost layers, each with its drawn sublayers, within the same budget.
    private func plan(topmost layers: [CALayer], budget: inout Int) -> [PlannedLayer] {
        var planned: [PlannedLayer] = []
        for layer in layers where budget > 0 {
            budget -= 1
            planned.append(PlannedLayer(layer: layer, sublayers: plan(sublayersOf: layer, depth: 1, budget: &budget)))
        }
        return planned
    }

    /// The other topmost layers in a wrapper over `displayRect` (flipped once on macOS, as the SVG is), each placed
    /// in it like a sublayer in a superlayer whose bounds are the window's coordinates.
    private func writeWindowLayers(_ layers: [PlannedLayer], animated: inout AnimatedLayers, into writer: inout MarkupWriter) {
        let rect = displayRect.isNull ? root.bounds : displayRect
        writer.openHTML("div", .lines)
        writer.attribute("class", "window-layers")
        writer.beginAttribute("style")
        writer.value(literal: "position:absolute;left:")
        px(rect.minX - viewBox.minX, &writer)
        writer.value(literal: ";top:")
        px(rect.minY - viewBox.minY, &writer)
        writer.value(literal: ";width:")
        px(rect.width, &writer)
        writer.value(literal: ";height:")
        px(rect.height, &writer)
        writer.value(literal: ";")
        if platform == .macOS { writer.value(literal: "transform:scaleY(-1);") }
        writer.endAttribute()
        for layer in layers {
            write(layer, origin: CGPoint(x: rect.minX, y: rect.minY), animated: &animated, into: &writer)
        }
        writer.close()
    }

    /// `transform-origin: …;` at the layer's anchor point, in its element's box; nothing for the default anchor
    /// (0.5, 0.5, z 0), which is CSS's initial `50% 50% 0` (most layers of a page have it).
    private func writeTransformOrigin(of layer: CALayer, into writer: inout MarkupWriter) {
        // Each property read once: a layer's property read is a call with a dynamic exclusivity check.
        let anchorPoint = layer.anchorPoint
        let anchorPointZ = layer.anchorPointZ
        guard anchorPoint != CGPoint(x: 0.5, y: 0.5) || anchorPointZ != 0 else { return }
        let size = layer.bounds.size
        writer.value(literal: "transform-origin:")
        px(anchorPoint.x * size.width, &writer)
        writer.value(literal: " ")
        px(anchorPoint.y * size.height, &writer)
        writer.value(literal: " ")
        px(anchorPointZ, &writer)
        writer.value(literal: ";")
    }

    /// An element's children go on their own lines when there are several, or one with children of its own.
    private static func layout(childCount: Int, nested: Bool) -> MarkupWriter.Layout {
        childCount >= 2 || nested ? .lines : .inline
    }

    /// The children of a parent's element: its sublayers, inside a sublayer-transform wrapper when the parent's
    /// sublayerTransform is not a pure perspective (see `sublayerStyle`).
    private func write(_ planned: PlannedSublayers, animated: inout AnimatedLayers, into writer: inout MarkupWriter) {
        let parent = planned.parent
        if planned.isWrapped {
            writer.openHTML("div", Self.layout(childCount: planned.layers.count,
                                               nested: planned.layers.contains { $0.hasChildElements }))
            writer.attribute("class", "sublayer-transform")
            writer.beginAttribute("style")
            let origin = parent.bounds.origin
            writer.value(literal: "transform-origin:")
            px(-origin.x, &writer)
            writer.value(literal: " ")
            px(-origin.y, &writer)
            writer.value(literal: " 0px;transform:")
            Self.writeMatrix3d(parent.sublayerTransformToSelf, into: &writer)
            writer.value(literal: ";")
            writer.endAttribute()
        }
        for layer in planned.layers {
            write(layer, origin: parent.bounds.origin, animated: &animated, into: &writer)
        }
        if planned.isWrapped { writer.close() }
    }

    enum SublayerStyle {
        case none
        /// A `perspective` on the parent itself.
        case perspective
        /// A `transform-style: preserve-3d` wrapper around the sublayers.
        case wrapper
    }

    /// How a parent's sublayerTransform is expressed in CSS: a `perspective` on the parent itself when it is a pure
    /// perspective (identity except m34 < 0), the parent is not geometry-flipped and it has one sublayer; otherwise a
    /// `transform-style: preserve-3d` wrapper carrying TransformKit's `sublayerTransformToSelf` (the sublayer
    /// transform about the anchor point, plus the flip) about the parent's bounds origin.
    ///
    /// Several sublayers under a perspective share one 3D space, which Core Animation (TransformKit's render list)
    /// sorts by depth. CSS sorts only inside a preserve-3d context: under a bare `perspective` the browser paints
    /// them in DOM order, which is right for the listing's final frame (the DOM is in painter's order) but not for
    /// the frames Play moves through, where the cube's faces cross each other's depths. The wrapper keeps every frame
    /// sorted.
    static func sublayerStyle(of parent: CALayer) -> SublayerStyle {
        let st = parent.sublayerTransform
        if CATransform3DIsIdentity(st) && !parent.isGeometryFlipped { return .none }
        var pure = CATransform3D.identity
        pure.m34 = st.m34
        if st == pure, st.m34 < 0, !parent.isGeometryFlipped, parent.sublayerArray.count < 2 { return .perspective }
        return .wrapper
    }

    /// `perspective: …; perspective-origin: … …;` for a parent whose `sublayerStyle` is `.perspective`.
    private func writePerspectiveStyle(of parent: CALayer, into writer: inout MarkupWriter) {
        let anchor = parent.anchorInBounds
        let origin = parent.bounds.origin
        writer.value(literal: "perspective:")
        writer.value(.fixed(-1 / parent.sublayerTransform.m34, decimals: 6))
        writer.value(literal: "px")
        writer.value(literal: ";perspective-origin:")
        px(anchor.x - origin.x, &writer)
        writer.value(literal: " ")
        px(anchor.y - origin.y, &writer)
        writer.value(literal: ";")
    }

    /// A layer's element; `origin` is the point of its superlayer's coordinates at the superlayer element's
    /// top-left (the superlayer's bounds origin, or the window wrapper's corner).
    private func write(_ planned: PlannedLayer, origin: CGPoint, animated: inout AnimatedLayers,
                       into writer: inout MarkupWriter) {
        let layer = planned.layer
        let entry = catalog.entry(for: layer)
        let index = entry?.index ?? -1
        let isTransformLayer = !layer.flattensSublayers
        let isHighlighted = highlighted.contains(ObjectIdentifier(layer))

        writer.openHTML("div", planned.layout)
        writer.beginAttribute("id")
        writer.value(idPrefix)
        writer.value(literal: "-layer-")
        writer.value(.integer(index))
        writer.endAttribute()
        writer.beginAttribute("class")
        writer.value(literal: "layer")
        if isTransformLayer { writer.value(literal: " transform-layer") }
        if isHighlighted { writer.value(literal: " highlighted") }
        writer.endAttribute()
        writer.attribute("data-layer", entry?.name ?? "layer")
        writer.attribute("data-layer-index", .integer(index))
        let zOffset = layer.zPosition - layer.anchorPointZ
        // Read once for the style and the play frames: a layer's property read is a call with a dynamic exclusivity
        // check, and the transform is 16 numbers.
        let transform = layer.transform
        // Written once, for the style: the play script's last frame.
        let hasTransform = Self.hasCSSTransform(transform, zOffset: zOffset)
        writer.beginAttribute("style")
        writeStyle(of: layer, transform: transform, origin: origin, entry: entry, zOffset: hasTransform ? zOffset : nil,
                   into: &writer)
        writer.endAttribute()
        writePlayFrames(of: layer, transform: transform, index: index, hasTransform: hasTransform, animated: &animated,
                        into: &writer)
        if !isTransformLayer { writeSurfaceChildren(entry: entry, isHighlighted: isHighlighted, into: &writer) }
        if let sublayers = planned.sublayers { write(sublayers, animated: &animated, into: &writer) }
        writer.close()
    }

    /// What the play control moves the layer through: its animations' frames, or else, for a transformed layer,
    /// the frames from the identity to its transform (step by step when `playSteps` has its chain).
    private func writePlayFrames(of layer: CALayer, transform: CATransform3D, index: Int, hasTransform: Bool,
                                 animated: inout AnimatedLayers, into writer: inout MarkupWriter) {
        if let timeline = AnimationTimeline(layer), writeAnimationFrames(timeline, into: &writer) {
            animated.indices.append(index)
            animated.longestAnimation = max(animated.longestAnimation, timeline.duration)
            return
        }
        guard hasTransform, !CATransform3DIsIdentity(transform) else { return }
        // Only the frames in between: the play script starts from the identity (after the style's
        // `translateZ`, if any) and ends on the style's own transform. Each frame is its 16 entries in the
        // compact spelling (6 decimals, identity entries empty), made `matrix3d(…)` by the script: the cube
        // pages carried every frame, and both ends, again in CSS syntax.
        let chain = playSteps.chain(of: layer)
        let frames = chain.map { TransformKeyframes.keyframes(through: $0.map { $0.transform }) } ?? keyframes(transform)
        if frames.count >= 3 {
            writer.attribute("data-keyframes", .keyframes(frames.dropFirst().dropLast()))
            if let chain {
                // The script labels the steps as it plays them; each is `framesPerStep` frames long.
                writer.beginAttribute("data-steps")
                for (number, step) in chain.enumerated() {
                    if number > 0 { writer.value(literal: "|") }
                    writer.value(step.label)
                }
                writer.endAttribute()
            }
        }
        animated.indices.append(index)
        if frames.count >= 3, let chain { animated.mostSteps = max(animated.mostSteps, chain.count) }
    }

    /// The children of a layer that draws a surface: its four corner marks, its label when highlighted, and its
    /// number in a collection when the `numbers` mark asks.
    private func writeSurfaceChildren(entry: LayerCatalog.Entry?, isHighlighted: Bool, into writer: inout MarkupWriter) {
        // Four corner marks in the quad's order; the stylesheet places each by its position among them
        // (`:nth-of-type`), so they carry no number of their own, and recognises them as the layer's `<i>`
        // children, so they carry no class either (a cube page holds hundreds of them).
        for _ in 0..<4 { writer.emptyHTMLElement("i") }
        if let entry, isHighlighted {
            writer.openHTML("span")
            writer.attribute("class", "layer-label")
            if platform == .macOS { writer.attribute("style", "transform: scaleY(-1);") }
            writer.text(entry.shortName)
            writer.close()
        }
        if numbersElements, let entry, let number = LayerDiagram.collectionNumber(of: entry.name) {
            // At the centre of the face's element, so it turns and recedes with the face.
            writer.openHTML("span")
            writer.attribute("class", "face-number")
            writer.text(String(number))
            writer.close()
        }
    }

    /// The `style` of a layer's element: its frame, anchor, transform, visibility and colours. Declarations are
    /// written without the optional spaces (`left:60px;top:140px;…`, `matrix3d(1,0,…)`): a chapter has hundreds.
    /// `zOffset` is nil when the layer's element has no `transform` (`hasCSSTransform`).
    private func writeStyle(of layer: CALayer, transform: CATransform3D, origin: CGPoint, entry: LayerCatalog.Entry?,
                            zOffset: Double?, into writer: inout MarkupWriter) {
        let size = layer.bounds.size
        let position = layer.position
        let anchorPoint = layer.anchorPoint
        let isTransformLayer = !layer.flattensSublayers
        writer.value(literal: "left:")
        px(position.x - anchorPoint.x * size.width - origin.x, &writer)
        writer.value(literal: ";top:")
        px(position.y - anchorPoint.y * size.height - origin.y, &writer)
        writer.value(literal: ";width:")
        px(size.width, &writer)
        writer.value(literal: ";height:")
        px(size.height, &writer)
        writer.value(literal: ";")
        writeTransformOrigin(of: layer, into: &writer)
        if let zOffset {
            writer.value(literal: "transform:")
            Self.writeCSSTransform(transform, zOffset: zOffset, into: &writer)
            writer.value(literal: ";")
        }
        if isTransformLayer { writer.value(literal: "transform-style:preserve-3d;") }
        if !layer.isDoubleSided { writer.value(literal: "backface-visibility:hidden;") }
        if layer.isHidden { writer.value(literal: "visibility:hidden;") }
        if layer.opacity < 1 {
            writer.value(literal: "opacity:")
            writer.value(.fixed(Double(layer.opacity), decimals: 3))
            writer.value(literal: ";")
        }
        if let colour = layer.backgroundColor, !isTransformLayer {
            writer.value(literal: "background:")
            writer.value(Self.rgba(colour))
            writer.value(literal: ";")
        } else if let entry, !isTransformLayer {
            // The SVG's fill: an opaque light tint (so back faces do not show through), none for pure containers.
            let isContainer = CATransform3DIsIdentity(transform) && !layer.sublayerArray.isEmpty
            writer.value(literal: "background:")
            if isContainer {
                writer.value(literal: "transparent")
            } else {
                writer.value(entry.fill)
            }
            writer.value(literal: ";outline-color:")
            writer.value(entry.colour)
            writer.value(literal: ";")
        }
        if Self.sublayerStyle(of: layer) == .perspective {
            writePerspectiveStyle(of: layer, into: &writer)
        }
    }

    /// Whether a layer's element gets a CSS `transform` (`writeCSSTransform`): not for the identity without a z
    /// offset.
    static func hasCSSTransform(_ t: CATransform3D, zOffset: Double) -> Bool {
        hasOffset(zOffset) || !CATransform3DIsIdentity(t)
    }

    private static func hasOffset(_ zOffset: Double) -> Bool {
        zOffset.isFinite && zOffset != 0
    }

    /// `matrix3d(m11, …, m44)` — CATransform3D's memory order is CSS's column-major order (spec D1), so the
    /// entries are written in field order — preceded by `translateZ(zPosition − anchorPointZ)` when that is not 0
    /// (spec D4).
    static func writeCSSTransform(_ t: CATransform3D, zOffset: Double, into writer: inout MarkupWriter) {
        if hasOffset(zOffset) {
            writer.value(literal: "translateZ(")
            writer.value(.fixed(zOffset, decimals: 6))
            writer.value(literal: "px) ")
        }
        writeMatrix3d(t, into: &writer)
    }

    private static func writeMatrix3d(_ t: CATransform3D, into writer: inout MarkupWriter) {
        writer.value(literal: "matrix3d(")
        // The entries and their commas in one piece: a comma written as a string, escaped, cost more than a number.
        writer.value(.cssMatrix(t))
        writer.value(literal: ")")
    }

    static func rgba(_ colour: CGColor) -> String {
        let c = colour.clamped
        func channel(_ v: Double) -> String { String(Int((v * 255).rounded())) }
        return "rgba(" + channel(c.red) + "," + channel(c.green) + "," + channel(c.blue) + ","
            + NumberFormatting.fixed(c.alpha, decimals: 3) + ")"
    }

    private func px(_ value: Double, _ writer: inout MarkupWriter) {
        writer.value(.coordinate(value))
        writer.value(literal: "px")
    }
}
