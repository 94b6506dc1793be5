import TransformKit

/// Two panels side by side: what Core Animation draws when an ordinary layer flattens its 3D sublayers (the
/// book's Listing 5.8, Figure 5.18), and what the reader expected — the same tree with the intermediate layer
/// treated as a `CATransformLayer`, so its sublayers share its 3D space (Figure 5.17).
///
/// The expected tree is a copy (`LayerTreeCopy`): the intermediate becomes a CATransformLayer with the same
/// geometry plus a surface layer drawing its own bounds; both panels are projected by TransformKit.
public struct FlatteningComparison {
    public let root: CALayer
    /// The ordinary layer that flattens its sublayers.
    public let intermediate: CALayer
    public let highlighted: [CALayer]
    public let options: LayerDiagram.Options
    /// The expected tree: a copy with the intermediate as a CATransformLayer (made once, so both the figure and
    /// its description use the same layers).
    private let expected: (root: CALayer, copies: [ObjectIdentifier: CALayer], surface: CALayer?, names: LayerNames)

    public init(root: CALayer, intermediate: CALayer, highlighted: [CALayer] = [], options: LayerDiagram.Options = .init()) {
        self.root = root
        self.intermediate = intermediate
        self.highlighted = highlighted
        self.options = options
        expected = LayerTreeCopy.copy(root, treating: intermediate, names: options.names)
    }

    /// The diagram of what is drawn (the listing's own tree).
    public var drawnDiagram: LayerDiagram {
        var panelOptions = options
        panelOptions.idPrefix = options.idPrefix + "-drawn"
        // Both panels show the root's tree only: the expected copy has no other topmost layers to compare with.
        let top = root.rootLayer
        return LayerDiagram(root: root, highlighted: highlighted.filter { $0.rootLayer === top }, options: panelOptions)
    }

    /// The diagram of what was expected (the copy with the intermediate as a CATransformLayer).
    public var expectedDiagram: LayerDiagram {
        let copy = expected
        var panelOptions = options
        panelOptions.idPrefix = options.idPrefix + "-expected"
        panelOptions.names = copy.names
        var copiedHighlights = highlighted.compactMap { copy.copies[ObjectIdentifier($0)] }
        if highlighted.contains(where: { $0 === intermediate }), let surface = copy.surface { copiedHighlights.append(surface) }
        return LayerDiagram(root: copy.root, highlighted: copiedHighlights, options: panelOptions)
    }

    public func svg() -> String {
        rendered().markup
    }

    func rendered() -> RenderedSVG {
        let drawn = drawnDiagram.draw(drawnDiagram.layout())
        let expected = expectedDiagram.draw(expectedDiagram.layout())
        let drawnBox = drawn.canvas.viewBox
        let expectedBox = expected.canvas.viewBox
        let gap = 24.0
        let heading = 22.0
        let width = drawnBox.width + gap + expectedBox.width
        let name = LayerCatalog.shortName(options.names[intermediate] ?? intermediate.name ?? "the intermediate layer")
        let panelsHeight = max(drawnBox.height, expectedBox.height)
        let drawnLines = WrappedText.lines(Self.drawnSentence(name), width: drawnBox.width - 8)
        let expectedLines = WrappedText.lines(Self.expectedSentence(name), width: expectedBox.width - 8)
        let height = panelsHeight + heading + Double(max(drawnLines.count, expectedLines.count)) * Self.lineHeight + 6
        let title = "What is drawn next to what you might expect: " + name + " flattens its sublayers"
        let description = self.description(name: name)
        var svg = MarkupWriter(capacity: 16384, signsAsReferences: true)
        openSVG(width: width, height: height, title: title, description: description, into: &svg)
        writePanel(drawn.canvas, box: drawnBox, x: 0, heading: heading, kind: "drawn", label: "What Core Animation draws",
                   into: &svg)
        writePanel(expected.canvas, box: expectedBox, x: drawnBox.width + gap, heading: heading, kind: "expected",
                   label: "Expected: " + name + " as a CATransformLayer", into: &svg)
        Self.writeSentence(drawnLines, x: 4, top: heading + panelsHeight, kind: "drawn", into: &svg)
        Self.writeSentence(expectedLines, x: drawnBox.width + gap + 4, top: heading + panelsHeight, kind: "expected", into: &svg)
        svg.close()
        return RenderedSVG(markupBytes: svg.bytes, title: title, description: description)
    }

    /// Opens the figure's `<svg>` (viewBox from the origin, the font, labelled by its title and description) and
    /// writes the title and description.
    private func openSVG(width: Double, height: Double, title: String, description: String,
                         into svg: inout MarkupWriter) {
        svg.open("svg", .lines)
        svg.attribute("xmlns", "http://www.w3.org/2000/svg")
        svg.attribute("class", "figure flattening-comparison")
        svg.beginAttribute("viewBox")
        svg.value(literal: "0 0 ")
        svg.value(.coordinate(width))
        svg.value(literal: " ")
        svg.value(.coordinate(height))
        svg.endAttribute()
        svg.attribute("width", .coordinate(width))
        svg.attribute("height", .coordinate(height))
        svg.attribute("role", "img")
        svg.beginAttribute("aria-labelledby")
        svg.value(options.idPrefix)
        svg.value(literal: "-title ")
        svg.value(options.idPrefix)
        svg.value(literal: "-desc")
        svg.endAttribute()
        SVGCanvas.writeFontAttributes(into: &svg)
        svg.open("title")
        svg.beginAttribute("id")
        svg.value(options.idPrefix)
        svg.value(literal: "-title")
        svg.endAttribute()
        svg.text(title)
        svg.close()
        svg.open("desc")
        svg.beginAttribute("id")
        svg.value(options.idPrefix)
        svg.value(literal: "-desc")
        svg.endAttribute()
        svg.text(description)
        svg.close()
    }

    static let lineHeight = 14.0

    /// What the left panel shows, in a sentence under it.
    static func drawnSentence(_ name: String) -> String {
        name + " is an ordinary layer: it draws its sublayers flat into its own plane, then its transform turns "
            + "that plane, so their depth is lost."
    }

    /// What the right panel shows, in a sentence under it.
    static func expectedSentence(_ name: String) -> String {
        "Made a CATransformLayer, " + name + " has no plane of its own: its sublayers keep their depth in one "
            + "shared 3D space."
    }

    private static func writeSentence(_ lines: [String], x: Double, top: Double, kind: String, into svg: inout MarkupWriter) {
        for (index, line) in lines.enumerated() {
            svg.open("text")
            svg.attribute("x", .coordinate(x))
            svg.attribute("y", .coordinate(top + Double(index + 1) * lineHeight))
            svg.attribute("fill", "#333333")
            svg.attribute("class", "panel-sentence " + kind)
            svg.text(line)
            svg.close()
        }
    }

    /// A panel's label and its drawing in a nested `<svg>`, without the panel's own title and description (the
    /// comparison has one of each).
    private func writePanel(_ canvas: borrowing SVGCanvas, box: FigureBox, x: Double, heading: Double, kind: String,
                            label: String, into svg: inout MarkupWriter) {
        svg.open("text")
        svg.attribute("x", .coordinate(x + 4))
        svg.attribute("y", "15")
        svg.attribute("font-size", "12")
        svg.attribute("font-weight", "600")
        svg.attribute("fill", "#333333")
        svg.beginAttribute("class")
        svg.value(literal: "panel-label ")
        svg.value(kind)
        svg.endAttribute()
        svg.text(label)
        svg.close()
        svg.open("svg", canvas.drawingLayout)
        svg.beginAttribute("class")
        svg.value(literal: "panel ")
        svg.value(kind)
        svg.endAttribute()
        svg.attribute("x", .coordinate(x))
        svg.attribute("y", .coordinate(heading))
        svg.attribute("width", .coordinate(box.width))
        svg.attribute("height", .coordinate(box.height))
        canvas.writeViewBoxAttribute(into: &svg)
        canvas.writeDrawing(into: &svg)
        svg.close()
    }

    /// Words generated from both projections: how each sublayer of the intermediate lies in the two panels.
    func description(name: String) -> String {
        var sentences = ["Two panels. Left: what Core Animation draws. " + name + " is an ordinary layer, so it renders its "
            + "sublayers into its own plane first and then its own transform tilts that flat picture. Right: what you might "
            + "expect, drawn as if " + name + " were a CATransformLayer whose sublayers share its 3D space (its own surface translucent, since it may cut through them)."]
        let drawnLayers = drawnDiagram.drawnLayers()
        let expectedLayers = expectedDiagram.drawnLayers()
        for sublayer in intermediate.sublayerArray.prefix(6) {
            let layerName = LayerCatalog.shortName(options.names[sublayer] ?? sublayer.name ?? "a sublayer")
            guard let drawn = drawnLayers.first(where: { $0.projected.layer === sublayer }),
                  let copied = expected.copies[ObjectIdentifier(sublayer)] else { continue }
            let expected = expectedLayers.first { $0.projected.layer === copied }
            var sentence = "Left, " + layerName + " " + Self.shapeWords(drawn.polygon)
            if let expected {
                sentence += "; right, it " + Self.shapeWords(expected.polygon)
            }
            sentences.append(sentence + ".")
        }
        return sentences.joined(separator: " ")
    }

    /// "faces the viewer squarely (an upright 100 by 100 rectangle)" or "is a tilted quadrilateral whose left
    /// edge is 140 and right edge 131 points tall".
    static func shapeWords(_ quad: [FigurePoint]) -> String {
        guard quad.count == 4 else { return "is clipped or not drawn" }
        let top = quad[1] - quad[0], right = quad[2] - quad[1], bottom = quad[2] - quad[3], left = quad[3] - quad[0]
        let isUpright = abs(top.y) < 0.5 && abs(bottom.y) < 0.5 && abs(left.x) < 0.5 && abs(right.x) < 0.5
        if isUpright, abs(top.length - bottom.length) < 0.5, abs(left.length - right.length) < 0.5 {
            return "faces the viewer squarely (an upright " + NumberFormatting.fixed(top.length, decimals: 1) + " by "
                + NumberFormatting.fixed(left.length, decimals: 1) + " rectangle)"
        }
        return "is a tilted, distorted quadrilateral: its left edge is " + NumberFormatting.fixed(left.length, decimals: 1)
            + " and its right edge " + NumberFormatting.fixed(right.length, decimals: 1) + " points long, its top edge "
            + NumberFormatting.fixed(top.length, decimals: 1) + " points wide"
    }
}
