import TransformKit

extension Evaluation {
    /// A view by the name of its layer without `.layer` (`self.faces[3]`, `self.view`, `button`).
    public func viewName(_ view: UIView) -> String {
        name(of: view.layer).map { $0.hasSuffix(".layer") ? String($0.dropLast(6)) : $0 } ?? (view.name ?? "view")
    }

    /// `notebook eval`'s lines for declared events: one per event, with its handlers, calls and the view it reached.
    func eventLines() -> [String] {
        guard !events.isEmpty else { return ["events: none delivered"] }
        var lines = ["events:"]
        for delivered in events {
            var line = "  \(delivered.event)"
            if let view = delivered.reached { line += " reached \(viewName(view))" }
            if !delivered.handlers.isEmpty {
                line += " → " + delivered.handlers.joined(separator: ", ")
                line += delivered.calls == 1 ? " (1 call)" : " (\(delivered.calls) calls)"
            }
            if !delivered.complete { line += " [stopped]" }
            lines.append(line)
        }
        return lines
    }
}
