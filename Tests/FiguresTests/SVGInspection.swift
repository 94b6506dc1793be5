import Foundation
import XCTest

/// Minimal reading of the SVG Figures writes (one element per line, double-quoted attributes), for tests.
struct SVGInspection {
    struct Element {
        let name: String
        let attributes: [String: String]
        let text: String?
    }

    let elements: [Element]

    init(_ svg: String) {
        var result: [Element] = []
        for line in svg.split(separator: "\n") {
            guard line.hasPrefix("<"), !line.hasPrefix("</") else { continue }
            var rest = line.dropFirst()
            let name = String(rest.prefix { $0 != " " && $0 != ">" && $0 != "/" })
            rest = rest.dropFirst(name.count)
            var attributes: [String: String] = [:]
            while let equals = rest.firstIndex(of: "=") {
                let key = rest[..<equals].trimmingCharacters(in: .whitespaces)
                let afterQuote = rest.index(equals, offsetBy: 2)
                guard afterQuote <= rest.endIndex, let close = rest[afterQuote...].firstIndex(of: "\"") else { break }
                attributes[key] = Self.decodingNumericReferences(rest[afterQuote..<close])
                rest = rest[rest.index(after: close)...]
                if rest.hasPrefix(">") || rest.hasPrefix("/>") { break }
            }
            var text: String?
            if let start = line.firstIndex(of: ">"), let end = line.range(of: "</" + name + ">") {
                text = Self.decodingNumericReferences(line[line.index(after: start)..<end.lowerBound])
            }
            result.append(Element(name: name, attributes: attributes, text: text))
        }
        elements = result
    }

    /// `&#215;` as `×`, as a browser reads it (the SVG writes `×` and `°` so, to stay ASCII).
    static func decodingNumericReferences(_ text: Substring) -> String {
        var result = ""
        var rest = text
        while let start = rest.range(of: "&#") {
            result += rest[..<start.lowerBound]
            let digits = rest[start.upperBound...].prefix { $0.isASCII && $0.isNumber }
            let afterDigits = rest.index(start.upperBound, offsetBy: digits.count)
            if !digits.isEmpty, afterDigits < rest.endIndex, rest[afterDigits] == ";",
               let scalar = UInt32(digits).flatMap(Unicode.Scalar.init) {
                result.unicodeScalars.append(scalar)
                rest = rest[rest.index(after: afterDigits)...]
            } else {
                result += "&#"
                rest = rest[start.upperBound...]
            }
        }
        result += rest
        return result
    }

    func all(_ name: String, class className: String? = nil) -> [Element] {
        elements.filter { element in
            element.name == name && (className.map { (element.attributes["class"] ?? "").split(separator: " ").contains(Substring($0)) } ?? true)
        }
    }

    var viewBox: (minX: Double, minY: Double, width: Double, height: Double)? {
        guard let text = all("svg").first?.attributes["viewBox"] else { return nil }
        let numbers = text.split(separator: " ").compactMap { Double($0) }
        guard numbers.count == 4 else { return nil }
        return (numbers[0], numbers[1], numbers[2], numbers[3])
    }

    /// Every coordinate drawn: polygon/polyline points, line ends, circle centres, text anchors.
    var drawnPoints: [(Double, Double)] {
        var points: [(Double, Double)] = []
        for element in elements {
            let a = element.attributes
            switch element.name {
            case "polygon", "polyline":
                points += Self.pointList(a["points"] ?? "")
            case "line":
                if let x1 = a["x1"].flatMap(Double.init), let y1 = a["y1"].flatMap(Double.init) { points.append((x1, y1)) }
                if let x2 = a["x2"].flatMap(Double.init), let y2 = a["y2"].flatMap(Double.init) { points.append((x2, y2)) }
            case "circle":
                if let x = a["cx"].flatMap(Double.init), let y = a["cy"].flatMap(Double.init) { points.append((x, y)) }
            case "text":
                if let x = a["x"].flatMap(Double.init), let y = a["y"].flatMap(Double.init) { points.append((x, y)) }
            default:
                break
            }
        }
        return points
    }

    static func pointList(_ text: String) -> [(Double, Double)] {
        text.split(separator: " ").compactMap { pair in
            let parts = pair.split(separator: ",")
            guard parts.count == 2, let x = Double(parts[0]), let y = Double(parts[1]) else { return nil }
            return (x, y)
        }
    }
}
