/// Words broken into lines that fit a width at the diagrams' 11-unit font (`SVGCanvas.textWidth`), for the sentence
/// under a panel: SVG text does not wrap by itself.
enum WrappedText {
    static func lines(_ text: String, width: Double) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
            let candidate = current.isEmpty ? String(word) : current + " " + word
            if !current.isEmpty, SVGCanvas.textWidth(candidate) > width {
                lines.append(current)
                current = String(word)
            } else {
                current = candidate
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }
}
