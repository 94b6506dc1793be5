import TransformKit

extension LayerDiagram {
    /// One outline of an animated layer at a moment of its animations: where Core Animation shows it then.
    public struct AnimationOutline {
        public enum Moment: Equatable {
            case start
            /// A time the listing asks about (an `at` expectation between the start and the end).
            case asked(Double)
            /// What the screen shows once the animations are over (their fill mode and removal applied); for an
            /// animation that repeats for ever, the end of its first cycle.
            case end
        }

        public let layerIndex: Int
        public let moment: Moment
        /// Seconds on the listing's clock.
        public let time: Double
        /// The layer's bounds at its presentation values then, on the page (near-plane clipped).
        public let corners: [FigurePoint]
        /// The label drawn beside the outline: "start", "at t = 2.5 s", "end" (or "start and end" when they
        /// coincide, as after a full turn).
        public let label: String
    }

    /// The outlines of every drawn layer with transform or position animations: at the start, at each asked time
    /// inside the animations, and at the end. An end that coincides with the start (as written) is one outline.
    func animationOutlines(drawn: [DrawnLayer], page: (CGPoint) -> FigurePoint) -> [AnimationOutline] {
        var result: [AnimationOutline] = []
        for layer in drawn where layer.projected.hiddenReason == nil {
            guard let timeline = AnimationTimeline(layer.projected.layer) else { continue }
            func outline(_ moment: AnimationOutline.Moment, at time: Double, label: String) -> AnimationOutline? {
                let corners = placement(of: timeline.layer, transform: timeline.layer.presentationTransform(at: time),
                                        position: timeline.layer.presentationPosition(at: time)).frame.map(page)
                guard corners.count >= 3, corners.allSatisfy({ $0.isFinite }) else { return nil }
                return AnimationOutline(layerIndex: layer.index, moment: moment, time: time, corners: corners, label: label)
            }
            guard let start = outline(.start, at: timeline.start, label: "start"),
                  let end = outline(.end, at: timeline.end, label: timeline.repeatsForever ? "end of one cycle" : "end")
            else { continue }
            let coincide = SVGCanvas.writeAlike(start.corners, end.corners)
            result.append(coincide ? AnimationOutline(layerIndex: start.layerIndex, moment: .start, time: start.time,
                                                      corners: start.corners, label: "start and end")
                                   : start)
            for time in options.animationTimes where time > timeline.start && time < timeline.end {
                if let asked = outline(.asked(time), at: time, label: "at t = " + Self.seconds(time)) { result.append(asked) }
            }
            if !coincide { result.append(end) }
        }
        return result
    }

    /// "2.5 s".
    static func seconds(_ time: Double) -> String {
        NumberFormatting.readable(time).text + " s"
    }

    /// Draws the outlines (start dashed, asked times dotted, end solid and thin), each labelled beside its top
    /// corner, and adds the legend that says what they are.
    func drawAnimationOutlines(_ outlines: [AnimationOutline], catalog: LayerCatalog, labels: inout LabelPlacer,
                               legends: inout [(text: String, colour: String)], canvas: inout SVGCanvas) {
        guard !outlines.isEmpty else { return }
        for outline in outlines {
            let colour = catalog.entries[outline.layerIndex].colour
            canvas.polygon(outline.corners) { writer in
                writer.attribute("class", "animation-outline " + Self.className(outline.moment))
                writer.attribute("fill", "none")
                writer.attribute("stroke", colour)
                writer.attribute("stroke-width", "1.5")
                switch outline.moment {
                case .start: writer.attribute("stroke-dasharray", DiagramStyle.dashed)
                case .asked: writer.attribute("stroke-dasharray", DiagramStyle.dotted)
                case .end: break
                }
                writer.attribute("data-layer-index", .integer(outline.layerIndex))
                writer.attribute("data-time", .exact(outline.time))
                writer.beginAttribute("data-corners")
                SVGCanvas.writePointList(outline.corners, spelling: SVGCanvas.cornerSpelling, into: &writer)
                writer.endAttribute()
            }
            guard let top = outline.corners.min(by: { ($0.y, $0.x) < ($1.y, $1.x) }),
                  let right = outline.corners.max(by: { ($0.x, $0.y) < ($1.x, $1.y) }) else { continue }
            labels.place(outline.label, candidates: [right + FigurePoint(x: 6, y: 4), top + FigurePoint(x: 0, y: -8)],
                         anchor: .start, subject: right, canvas: &canvas) { writer in
                writer.attribute("class", "label animation " + Self.className(outline.moment))
                writer.attribute("fill", colour)
            }
        }
        legends.append((Self.animationLegend(outlines), DiagramStyle.marks))
    }

    /// "animated: dashed at the start, dotted at the asked times, solid at the end (what the screen then shows)",
    /// naming only what is drawn.
    static func animationLegend(_ outlines: [AnimationOutline]) -> String {
        var parts: [String] = []
        let coincide = outlines.contains { $0.label == "start and end" }
        parts.append(coincide ? "dashed at the start" + (outlines.contains { $0.moment == .end } ? "" : " and end")
                              : "dashed at the start")
        let asked = outlines.count { if case .asked = $0.moment { return true } else { return false } }
        if asked > 0 { parts.append(asked == 1 ? "dotted at the asked time" : "dotted at the asked times") }
        if outlines.contains(where: { $0.moment == .end }) { parts.append("solid at the end (what the screen then shows)") }
        var text = "animated: "
        for (index, part) in parts.enumerated() {
            if index > 0 { text += index == parts.count - 1 ? " and " : ", " }
            text += part
        }
        return text
    }

    private static func className(_ moment: AnimationOutline.Moment) -> String {
        switch moment {
        case .start: return "start"
        case .asked: return "asked-time"
        case .end: return "end"
        }
    }

    /// The description's sentence about one animated layer: when its animations run and what the outlines show.
    func describeAnimation(of layer: CALayer, outlines: [AnimationOutline], index: Int, into text: inout Prose) {
        guard let timeline = AnimationTimeline(layer) else { return }
        let own = outlines.filter { $0.layerIndex == index }
        guard !own.isEmpty else { return }
        text.add("; it is animated from t = " + Self.seconds(timeline.start) + " to t = " + Self.seconds(timeline.end))
        if timeline.repeatsForever { text.add(" (one cycle of an animation that repeats for ever)") }
        text.add(", outlined ")
        text.addList(own.map { outline -> String in
            switch outline.moment {
            case .start: return outline.label == "start and end" ? "at the start and the end, which coincide (dashed)"
                                                                 : "at the start (dashed)"
            case .asked(let time): return "at t = " + Self.seconds(time) + " (dotted)"
            case .end: return "at the end as the screen then shows it (solid)"
            }
        })
    }
}
