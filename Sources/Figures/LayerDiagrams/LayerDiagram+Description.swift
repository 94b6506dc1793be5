import TransformKit

extension LayerDiagram {
    /// The id of the page's element holding `key`, which every layer diagram's `aria-labelledby` names between its
    /// title and its description: how to read the drawing, the same in every layer diagram, is said once per page
    /// instead of once per figure (a chapter has up to twenty).
    public static let keyID = "layer-diagram-key"

    /// How to read a layer diagram, for the page's `keyID` element.
    public static let key = "In these diagrams the root layer's bounds are dotted; each layer's untransformed frame is dashed "
        + "and its projected outline is filled, with an F mark showing its orientation and a small circle at its anchor point."

    /// The `<desc>` text, as UTF-8: what the figure shows, in words generated from the geometry.
    func description(catalog: LayerCatalog, drawn: [DrawnLayer], vanishing: [VanishingPoint],
                     hiddenBackFaces: [DrawnLayer], offFigure: Set<Int> = [],
                     animationOutlines: [AnimationOutline] = []) -> [UInt8] {
        var text = Prose()
        text.startSentence()
        text.add("The ")
        text.add(catalog.entries.first?.shortName ?? "root layer")
        text.add(" bounds are ")
        text.addCoordinate(root.bounds.size.width)
        text.add(" by ")
        text.addCoordinate(root.bounds.size.height)
        text.add(" points.")
        let candidates = highlighted.isEmpty ? drawn.map { $0.projected.layer } : highlighted
        let subjects = candidates.prefix(highlighted.isEmpty ? 8 : 12)
        for layer in subjects {
            guard let entry = catalog.entry(for: layer) else { continue }
            describe(layer, entry: entry, drawn: drawn.first(where: { $0.projected.layer === layer }),
                     isOffFigure: offFigure.contains(entry.index), animationOutlines: animationOutlines, into: &text)
        }
        addUndescribed(candidates.dropFirst(subjects.count), catalog: catalog, into: &text)
        for point in vanishing { describe(point, catalog: catalog, into: &text) }
        if hiddenBackFaces.count > 1 {
            text.startSentence()
            text.add(String(hiddenBackFaces.count))
            text.add(" back faces are hidden: ")
            text.addList(hiddenBackFaces.map { catalog.entries[$0.index].shortName })
            text.add(".")
        }
        addPaintersOrder(of: drawn, catalog: catalog, into: &text)
        describeMovedTouches(catalog: catalog, into: &text)
        describeUndrawnMarks(into: &text)
        if options.platform == .macOS {
            text.startSentence()
            text.add("The y axis points up (macOS).")
        }
        return text.finishBytes()
    }

    /// One layer's sentence: its size and anchor, its transform in words, where its anchor point moved, why it is
    /// not drawn or how it is drawn, and its animations.
    private func describe(_ layer: CALayer, entry: LayerCatalog.Entry, drawn drawnLayer: DrawnLayer?, isOffFigure: Bool,
                          animationOutlines: [AnimationOutline], into text: inout Prose) {
        text.startSentence()
        text.add(entry.shortName)
        text.add(" (")
        text.addCoordinate(layer.bounds.size.width)
        text.add(" by ")
        text.addCoordinate(layer.bounds.size.height)
        text.add(", anchor at ")
        text.addPoint(layer.position.x, layer.position.y)
        // A layer the listing never added to a superlayer sits in the window (spec C17); the root view does
        // have one on the device (the window's layer).
        text.add(layer.superlayer == nil && layer !== root ? " in the window)" : " in its superlayer)")
        addOwnTransform(of: layer, into: &text)
        if let drawnLayer, let anchor = drawnLayer.anchor, let before = drawnLayer.originalAnchor,
           (anchor - before).length > 0.5 {
            text.add("; its anchor point moves from ")
            text.addPoint(before.x, before.y)
            text.add(" to ")
            text.addPoint(anchor.x, anchor.y)
        }
        if let projected = drawnLayer?.projected { addVisibility(of: projected, isOffFigure: isOffFigure, into: &text) }
        describeAnimation(of: layer, outlines: animationOutlines, index: entry.index, into: &text)
        text.add(".")
    }

    /// " has no transform of its own", or " is " and the transform in words (with the receding edges of a 3D one).
    private func addOwnTransform(of layer: CALayer, into text: inout Prose) {
        if CATransform3DIsIdentity(layer.transform) {
            text.add(" has no transform of its own")
        } else if CATransform3DIsAffine(layer.transform) {
            text.add(" is ")
            TransformWording.describe(CATransform3DGetAffineTransform(layer.transform),
                                      yAxisUp: options.platform == .macOS, into: &text)
        } else {
            text.add(" is ")
            TransformWording.describe(layer.transform, yAxisUp: options.platform == .macOS, into: &text)
            TransformWording.addRecedingEdges(of: layer.transform, after: "; ", to: &text)
        }
    }

    /// Why a layer is not drawn, or what is particular about how it is drawn (off the figure, its back, clipped).
    private func addVisibility(of projected: ProjectedLayer, isOffFigure: Bool, into text: inout Prose) {
        switch projected.hiddenReason {
        case .backFaceCulled?: text.add("; it faces away with doubleSided = NO, so it is hidden (dotted outline)")
        case .behindEye?: text.add("; it lies entirely behind the eye and is not drawn")
        case .hidden?: text.add("; it is hidden")
        case .ancestorHidden?: text.add("; it is not drawn because a superlayer is hidden or culled")
        case nil:
            if isOffFigure { text.add("; it lies far outside the figure, so an arrow points toward it instead") }
            if projected.facing == .back { text.add("; we see its back, so the F reads mirrored") }
            if projected.isClipped { text.add("; part of it is behind the eye and is clipped at the near plane") }
        }
    }

    /// Whose perspective puts the vanishing point where: a shared one (a sublayerTransform's) names the layers
    /// that share it.
    private func describe(_ point: VanishingPoint, catalog: LayerCatalog, into text: inout Prose) {
        let owner = catalog.entry(for: point.owner)?.shortName ?? "a layer"
        text.startSentence()
        text.add("The perspective")
        if let distance = point.distance {
            text.add(" d = ")
            text.add(TransformWording.word(distance))
        }
        if point.isShared {
            let members = point.layers.compactMap { catalog.entry(for: $0)?.shortName }
            text.add(" of ")
            text.add(owner)
            text.add("'s sublayerTransform gives ")
            text.addList(members.prefix(6))
            if members.count > 6 { text.add(" and others") }
            text.add(" one shared vanishing point at ")
            text.addPoint(point.point.x, point.point.y)
            text.add(", the anchor point of ")
            text.add(owner)
            text.add(".")
        } else {
            text.add(" in ")
            text.add(owner)
            text.add("'s own transform puts its vanishing point at ")
            text.addPoint(point.point.x, point.point.y)
            text.add(", where its anchor point sits.")
        }
    }

    /// The painter's order of the visible layers, when there is depth to sort and more than two layers.
    private func addPaintersOrder(of drawn: [DrawnLayer], catalog: LayerCatalog, into text: inout Prose) {
        let visible = drawn.filter { $0.projected.isVisible }
        let hasDepth = visible.contains { !$0.projected.screenMatrix.hasNoPerspective || !CATransform3DIsAffine($0.projected.layer.transform) }
        guard hasDepth, visible.count > 2 else { return }
        text.startSentence()
        text.add("Drawn back to front: ")
        text.addList(visible.map { catalog.entries[$0.index].shortName })
        text.add(".")
    }
}

extension LayerDiagram {
    /// The layers past the description's bound, counted and named (the first six), so that the text never leaves
    /// one out without a word.
    private func addUndescribed(_ layers: ArraySlice<CALayer>, catalog: LayerCatalog, into text: inout Prose) {
        guard !layers.isEmpty else { return }
        let names = layers.compactMap { catalog.entry(for: $0)?.shortName }
        text.startSentence()
        text.add(String(layers.count))
        text.add(layers.count == 1 ? " more layer is not described: " : " more layers are not described: ")
        text.addList(names.prefix(6))
        if names.count > 6 { text.add(" and others") }
        text.add(".")
    }
}

/// Prose appended piece by piece into one byte array (a chain of `String` `+` makes a new string at every step),
/// sentences separated by single spaces.
struct Prose {
    private var bytes: [UInt8] = []

    init(capacity: Int = 1024) {
        bytes.reserveCapacity(capacity)
    }

    var byteCount: Int { bytes.count }

    /// Takes back the last `count` bytes written.
    mutating func removeLast(_ count: Int) {
        bytes.removeLast(count)
    }

    mutating func startSentence() {
        if !bytes.isEmpty { bytes.append(UInt8(ascii: " ")) }
    }

    mutating func add(_ text: String) {
        bytes += text.utf8
    }

    /// `TransformWording.coordinate(value)`, written straight into the text: a description holds a dozen.
    mutating func addCoordinate(_ value: Double) {
        guard value.isFinite, abs(value) < 1e7 else { return addWord(value) }
        let start = bytes.count
        FormattedNumber.fixed(value, decimals: 2).write(to: &bytes)
        // Prose shows U+2212 MINUS SIGN where the number's spelling has a hyphen-minus.
        if bytes[start] == UInt8(ascii: "-") { bytes.replaceSubrange(start...start, with: "\u{2212}".utf8) }
    }

    /// The parts as a list in prose: "a", "a and b", "a, b and c".
    mutating func addList<Parts: Collection<String>>(_ parts: Parts) {
        var index = 0
        let last = parts.count - 1
        for part in parts {
            if index > 0 { add(index == last ? " and " : ", ") }
            add(part)
            index += 1
        }
    }

    /// `TransformWording.word(value)`.
    mutating func addWord(_ value: Double) {
        add(TransformWording.word(value))
    }

    /// `TransformWording.degrees(value)`: the angle to 2 decimals and `°`.
    mutating func addDegrees(_ value: Double) {
        add(TransformWording.degrees(value))
    }

    /// `TransformWording.point(x, y)`: "(x, y)".
    mutating func addPoint(_ x: Double, _ y: Double) {
        add("(")
        addCoordinate(x)
        add(", ")
        addCoordinate(y)
        add(")")
    }

    /// "(x, y)", or "(x, y, z)" when given `z`, each number as `addWord` spells it.
    mutating func addTuple(_ x: Double, _ y: Double, _ z: Double? = nil) {
        add("(")
        addWord(x)
        add(", ")
        addWord(y)
        if let z {
            add(", ")
            addWord(z)
        }
        add(")")
    }

    func finish() -> String {
        String(decoding: bytes, as: UTF8.self)
    }

    /// The text as UTF-8 bytes, for text that is only written into markup.
    func finishBytes() -> [UInt8] {
        bytes
    }
}
