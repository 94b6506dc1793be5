/// Finds markup that would run code in a written page: a `<script>` that is not one of the site's own
/// (`<script src="assets/…">`), an event-handler attribute (`onerror=`, `onload=`, …), a `javascript:`/`vbscript:`/
/// `data:text/html` URL in a link or source attribute, or an embedding element (`iframe`, `object`, `embed`).
///
/// It reads tags the way a browser's tokenizer does for these purposes — comments skipped, quoted attribute values
/// kept whole, the bodies of `<script>` and `<style>` not taken for markup — so escaped text such as
/// `&lt;img onerror=…&gt;` is (correctly) not a finding.
enum ActiveMarkupScanner {
    static func findings(in html: String) -> [String] {
        var findings: [String] = []
        let scalars = Array(html.unicodeScalars)
        var index = 0
        func starts(with text: String, at position: Int) -> Bool {
            let needle = Array(text.unicodeScalars)
            guard position + needle.count <= scalars.count else { return false }
            for offset in needle.indices where lowercase(scalars[position + offset]) != needle[offset] { return false }
            return true
        }
        func skip(past text: String, from position: Int) -> Int {
            var cursor = position
            while cursor < scalars.count, !starts(with: text, at: cursor) { cursor += 1 }
            return min(scalars.count, cursor + text.unicodeScalars.count)
        }
        while index < scalars.count {
            guard scalars[index] == "<" else { index += 1; continue }
            if starts(with: "<!--", at: index) { index = skip(past: "-->", from: index + 4); continue }
            guard index + 1 < scalars.count, isLetter(scalars[index + 1]) else { index += 1; continue }
            let (tag, end) = readTag(scalars, from: index + 1)
            index = end
            findings += problems(of: tag)
            if tag.name == "script" || tag.name == "style" {
                index = skip(past: "</" + tag.name, from: index)
            }
        }
        return findings
    }

    struct Tag {
        var name: String
        var attributes: [(name: String, value: String)]
        var text: String
    }

    private static func problems(of tag: Tag) -> [String] {
        var problems: [String] = []
        if tag.name == "script" {
            let source = tag.attributes.first { $0.name == "src" }?.value ?? ""
            if !(source.hasPrefix("assets/") && source.hasSuffix(".js")) { problems.append("script element: " + tag.text) }
        }
        if ["iframe", "object", "embed", "frame", "frameset", "base", "meta"].contains(tag.name), tag.name != "meta" || tag.text.contains("http-equiv") {
            problems.append("embedding element: " + tag.text)
        }
        for attribute in tag.attributes {
            if attribute.name.hasPrefix("on") { problems.append("event handler: " + tag.text) }
            if ["href", "src", "xlink:href", "action", "formaction", "srcdoc", "data"].contains(attribute.name) {
                let value = String(attribute.value.lowercased().unicodeScalars.filter { $0.value > 0x20 })
                if value.hasPrefix("javascript:") || value.hasPrefix("vbscript:") || value.hasPrefix("data:text/html")
                    || value.hasPrefix("&#") {
                    problems.append("active URL: " + tag.text)
                }
            }
        }
        return problems
    }

    /// Reads `name attr="value" attr2=value3 …>` starting just after `<`; returns the tag and the index after `>`.
    private static func readTag(_ scalars: [Unicode.Scalar], from start: Int) -> (Tag, Int) {
        var index = start
        func readWhile(_ predicate: (Unicode.Scalar) -> Bool) -> String {
            var text = ""
            while index < scalars.count, predicate(scalars[index]) { text.unicodeScalars.append(lowercase(scalars[index])); index += 1 }
            return text
        }
        let name = readWhile { !isSpace($0) && $0 != ">" && $0 != "/" }
        var attributes: [(String, String)] = []
        while index < scalars.count, scalars[index] != ">" {
            if isSpace(scalars[index]) || scalars[index] == "/" { index += 1; continue }
            let attributeName = readWhile { !isSpace($0) && $0 != ">" && $0 != "=" && $0 != "/" }
            var value = ""
            while index < scalars.count, isSpace(scalars[index]) { index += 1 }
            if index < scalars.count, scalars[index] == "=" {
                index += 1
                while index < scalars.count, isSpace(scalars[index]) { index += 1 }
                if index < scalars.count, scalars[index] == "\"" || scalars[index] == "'" {
                    let quote = scalars[index]
                    index += 1
                    while index < scalars.count, scalars[index] != quote { value.unicodeScalars.append(scalars[index]); index += 1 }
                    index += 1
                } else {
                    while index < scalars.count, !isSpace(scalars[index]), scalars[index] != ">" {
                        value.unicodeScalars.append(scalars[index]); index += 1
                    }
                }
            }
            if attributeName.isEmpty { index += 1 } else { attributes.append((attributeName, value)) }
        }
        let end = min(scalars.count, index + 1)
        var text = "<"
        text.unicodeScalars.append(contentsOf: scalars[start..<min(end, start + 120)])
        return (Tag(name: name, attributes: attributes, text: text), end)
    }

    private static func lowercase(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        ("A"..."Z").contains(scalar) ? Unicode.Scalar(scalar.value + 32) ?? scalar : scalar
    }

    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\n" || scalar == "\t" || scalar == "\r" || scalar == "\u{0C}"
    }
}
