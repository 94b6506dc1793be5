import TransformKit

/// The touches a figure shows (`Options.touches`): the point of each, the view that took it outlined heavily, and
/// the views `hitTest:withEvent:` asked and that turned it down — dashed where the point lay outside them, dotted
/// where they ignore touches — so a reader sees why a face hidden behind the cube swallows the tap.
///
/// A touch is given in the root view's coordinates (`self.view`'s, as a listing's events and hit expectations are)
/// but drawn in the window, where the layers are: through the root's placement (spec C17), so a scaled or rotated
/// `self.view` has its touch drawn on the spot of `self.view` the listing names.
extension LayerDiagram {
    static let touchColour = "#c2185b"

    func drawTouches(_ touches: [FigureTouch], drawn: [DrawnLayer], page: (CGPoint) -> FigurePoint, catalog: LayerCatalog,
                     labels: inout LabelPlacer, legends: inout [(text: String, colour: String)], canvas: inout SVGCanvas) {
        var verdictsShown: [HitTestWalk.Verdict] = []
        for (number, touch) in touches.enumerated() {
            for visit in touch.walk.visits where visit.view.layer !== root && visit.verdict != .passedOn {
                guard let layer = drawn.first(where: { $0.projected.layer === visit.view.layer }) else { continue }
                let outline = layer.polygon.count >= 3 ? layer.polygon : layer.quad.filter { $0.isFinite }
                guard outline.count >= 3 else { continue }
                drawVisit(visit.verdict, outline: outline, name: layer.name, canvas: &canvas)
                if !verdictsShown.contains(visit.verdict) { verdictsShown.append(visit.verdict) }
            }
            let title = touches.count == 1 ? "touch" : "touch " + String(number + 1)
            if let window = windowPoint(ofRootPoint: touch.point), page(window).isFinite {
                drawTouchPoint(page(window), label: title, labels: &labels, canvas: &canvas)
            }
            // Where the root is placed by more than the identity, the legend's numbers are not the window's.
            let system = placesRootAway(touch.point) ? " in " + rootViewName(catalog) : ""
            legends.append((title + " at (" + NumberFormatting.coordinate(touch.point.x) + ", "
                            + NumberFormatting.coordinate(touch.point.y) + ")" + system + " reaches "
                            + receiverName(of: touch, catalog: catalog), Self.touchColour))
        }
        for verdict in [HitTestWalk.Verdict.received, .outside, .ignoresTouches] where verdictsShown.contains(verdict) {
            legends.append((Self.legend(for: verdict), Self.touchColour))
        }
    }

    /// Where `point`, in the root's own coordinates, lies in the window: through the matrix the root's quad is drawn
    /// with (its placement, spec C17); nil behind the eye. The identity for the default scene's root view.
    func windowPoint(ofRootPoint point: CGPoint) -> CGPoint? {
        let image = options.projection.screenMatrix(of: root, in: root).transform(x: point.x, y: point.y, z: 0)
        guard image.w >= options.projection.nearPlaneEpsilon else { return nil }
        return image.projected
    }

    /// True when the root's placement moves `point`: its root-view numbers then differ from where it is drawn.
    func placesRootAway(_ point: CGPoint) -> Bool {
        guard let window = windowPoint(ofRootPoint: point) else { return true }
        return window.x != point.x || window.y != point.y
    }

    /// The description's words for the touches the root's placement moves (the others are where their numbers say):
    /// the point in the root view, where it is drawn in the window, and the view it reaches.
    func describeMovedTouches(catalog: LayerCatalog, into text: inout Prose) {
        let touches = options.touches
        for (number, touch) in touches.enumerated() where placesRootAway(touch.point) {
            text.startSentence()
            text.add(touches.count == 1 ? "The touch" : "Touch " + String(number + 1))
            text.add(" at ")
            text.addPoint(touch.point.x, touch.point.y)
            text.add(" in ")
            text.add(rootViewName(catalog))
            if let window = windowPoint(ofRootPoint: touch.point) {
                text.add(" is drawn at ")
                text.addPoint(window.x, window.y)
                text.add(" in the window, where its geometry places that point,")
            } else {
                text.add(" lies behind the eye and is not drawn,")
            }
            text.add(" and reaches ")
            text.add(receiverName(of: touch, catalog: catalog))
            text.add(".")
        }
    }

    func rootViewName(_ catalog: LayerCatalog) -> String {
        Self.viewName(catalog.entry(for: root)?.name ?? "self.view.layer")
    }

    func receiverName(of touch: FigureTouch, catalog: LayerCatalog) -> String {
        guard let view = touch.walk.receiver else { return "no view" }
        return Self.viewName(catalog.entry(for: view.layer)?.name ?? (view.layer === root ? "self.view.layer" : "a view"))
    }

    /// The view of a layer name, as a listing writes it: `self.faces[2].subviews[0].layer` → `faces[2].subviews[0]`
    /// (a short name would say only `subviews[0]`, which does not tell whose); the root stays `self.view`.
    static func viewName(_ layerName: String) -> String {
        var name = Substring(layerName)
        if name.hasSuffix(".layer") { name = name.dropLast(6) }
        if name.hasPrefix("self."), name != "self.view" { name = name.dropFirst(5) }
        return String(name)
    }

    private static func legend(for verdict: HitTestWalk.Verdict) -> String {
        switch verdict {
        case .received: return "heavy outline: the view that receives the touch"
        case .outside: return "dashed: asked first, the touch lies outside it"
        case .ignoresTouches: return "dotted: asked first, it ignores touches"
        case .passedOn: return ""
        }
    }

    private func drawVisit(_ verdict: HitTestWalk.Verdict, outline: [FigurePoint], name: String, canvas: inout SVGCanvas) {
        canvas.polygon(outline) { writer in
            writer.attribute("class", verdict == .received ? FigureTouch.receiverClass : FigureTouch.passedClass)
            writer.attribute("fill", "none")
            writer.attribute("stroke", Self.touchColour)
            switch verdict {
            case .received:
                writer.attribute("stroke-width", "3")
                writer.attribute("data-verdict", "received")
            case .outside:
                writer.attribute("stroke-width", "1.5")
                writer.attribute("stroke-dasharray", DiagramStyle.dashed)
                writer.attribute("data-verdict", "outside")
            case .ignoresTouches, .passedOn:
                writer.attribute("stroke-width", "1.5")
                writer.attribute("stroke-dasharray", DiagramStyle.dotted)
                writer.attribute("data-verdict", "ignores-touches")
            }
            writer.attribute("data-layer", name)
        }
    }

    /// A ring with a dot, as a fingertip: the ring keeps the dot findable on a busy face.
    private func drawTouchPoint(_ point: FigurePoint, label: String, labels: inout LabelPlacer, canvas: inout SVGCanvas) {
        canvas.circle(at: point, radius: 8, [("class", FigureTouch.pointClass), ("fill", "#ffffff"), ("fill-opacity", "0.6"),
                                             ("stroke", Self.touchColour), ("stroke-width", "2")])
        canvas.circle(at: point, radius: 2.5, [("class", FigureTouch.pointClass), ("fill", Self.touchColour)])
        labels.place(label, candidates: [point + FigurePoint(x: 12, y: -8), point + FigurePoint(x: 12, y: 16),
                                         point + FigurePoint(x: -12, y: -8)],
                     anchor: .start, subject: point, canvas: &canvas) { writer in
            writer.attribute("class", "label " + FigureTouch.pointClass)
            writer.attribute("fill", Self.touchColour)
            writer.attribute("font-weight", "600")
        }
    }
}
