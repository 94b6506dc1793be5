/// The lines of a chapter as Unicode scalars, split where cmark splits them ("\n", "\r\n", lone "\r"), to read the
/// text at a `MarkupPosition`.
struct SourceLines {
    private let lines: [[Unicode.Scalar]]

    init(_ text: String) {
        var lines: [[Unicode.Scalar]] = []
        var current: [Unicode.Scalar] = []
        var previousWasCarriageReturn = false
        for scalar in text.unicodeScalars {
            if scalar == "\n" && previousWasCarriageReturn {
                previousWasCarriageReturn = false
                continue
            }
            previousWasCarriageReturn = scalar == "\r"
            if scalar == "\n" || scalar == "\r" {
                lines.append(current)
                current = []
            } else {
                current.append(scalar)
            }
        }
        lines.append(current)
        self.lines = lines
    }

    /// Line `number` (1-based), without its line break; empty when out of range.
    func line(_ number: Int) -> [Unicode.Scalar] {
        number >= 1 && number <= lines.count ? lines[number - 1] : []
    }
}
