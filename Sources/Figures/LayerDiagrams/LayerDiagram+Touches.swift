import TransformKit

/// The touches a figure shows (`Options.touches`): the point of each, the view that took it outlined heavily, and
/// the views `hitTest:withEvent:` asked and that turned it down — dashed where the point lay outside them, dotted
/// where they ignore touches — so a reader sees why a face hidden behind the cube swallows the tap.
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
            let point = page(touch.point)
            guard point.isFinite else { continue }
            let title = touches.count == 1 ? "touch" : "touch " + String(number + 1)
            drawTouchPoint(point, label: title, labels: &labels, canvas: &canvas)
            let receiver = touch.walk.receiver.map { view in
                Self.viewName(catalog.entry(for: view.layer)?.name ?? (view.layer === root ? "self.view.layer" : "a view"))
            }
            legends.append((title + " at (" + NumberFormatting.coordinate(touch.point.x) + ", "
                            + NumberFormatting.coordinate(touch.point.y) + ") reaches " + (receiver ?? "no view"), Self.touchColour))
        }
        for verdict in [HitTestWalk.Verdict.received, .outside, .ignoresTouches] where verdictsShown.contains(verdict) {
            legends.append((Self.legend(for: verdict), Self.touchColour))
        }
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
