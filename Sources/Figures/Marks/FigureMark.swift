/// A mark a listing asks its layer diagram to draw (the `marks="…"` listing attribute, docs/authoring.md): what
/// its lesson is about, drawn on top of the layers and labelled.
public enum FigureMark: Hashable, Sendable {
    /// The bounding box of each highlighted layer's drawn outline (what `frame` returns), dashed, labelled "frame".
    case frame
    /// The anchor point of each highlighted layer, labelled with its coordinates.
    case anchor
    /// A point of the root's coordinates, labelled with them.
    case point(x: Double, y: Double)
    /// A vertical line x = value across the root bounds.
    case verticalLine(x: Double)
    /// A horizontal line y = value across the root bounds.
    case horizontalLine(y: Double)
    /// The vanishing point of each perspective (where depth lines converge: the anchor or the superlayer's
    /// centre), with dotted guides from the corners of the layers that share it.
    case vanishingPoint
    /// Where the images of each perspective layer's parallel edges meet (the rails' meeting point).
    case meetingPoint
    /// An axis of each highlighted layer's own coordinates, through its anchor point.
    case axis(Axis)
    /// The elements of an outlet collection numbered from 1, as the book counts the cube's faces (`faces[0]` is
    /// face 1): a number at the projected centre of each one that faces the viewer, and on its live rendition.
    case numbers

    public enum Axis: String, CaseIterable, Sendable {
        case x, y, z
    }

    /// The mark names an author writes, in the order docs/authoring.md lists them.
    public static let names = ["frame", "anchor", "point", "line", "vanishing-point", "meeting-point", "axis", "numbers"]

    /// The CSS class of the mark's element in the SVG (what tests look for).
    public var className: String {
        switch self {
        case .frame: return "mark-frame"
        case .anchor: return "mark-anchor"
        case .point: return "mark-point"
        case .verticalLine, .horizontalLine: return "mark-line"
        case .vanishingPoint: return "vanishing-point"
        case .meetingPoint: return "mark-meeting-point"
        case .axis: return "mark-axis"
        case .numbers: return "mark-number"
        }
    }
}

/// A problem in a `marks` value: where it is (scalar offset and length in the value), what is wrong, and the
/// closest mark name when a name was misspelt.
public struct FigureMarkError: Equatable, Sendable {
    public let offset: Int
    public let length: Int
    public let message: String
}

extension FigureMark {
    /// Reads a space-separated list of marks: `frame anchor point:160,66.8 line:x=160 vanishing-point axis:z`.
    public static func parse(_ text: String) -> (marks: [FigureMark], errors: [FigureMarkError]) {
        var marks: [FigureMark] = []
        var errors: [FigureMarkError] = []
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            if scalars[index] == " " || scalars[index] == "\t" {
                index += 1
                continue
            }
            let start = index
            while index < scalars.count, scalars[index] != " ", scalars[index] != "\t" { index += 1 }
            var word = ""
            word.unicodeScalars.append(contentsOf: scalars[start..<index])
            switch parseWord(word) {
            case .success(let mark):
                if marks.contains(mark) {
                    errors.append(FigureMarkError(offset: start, length: index - start, message: "mark '\(word)' is given twice"))
                } else {
                    marks.append(mark)
                }
            case .failure(let message):
                errors.append(FigureMarkError(offset: start, length: index - start, message: message.text))
            }
        }
        if marks.isEmpty && errors.isEmpty {
            errors.append(FigureMarkError(offset: 0, length: max(1, scalars.count), message: "'marks' names no mark; the marks are "
                                          + names.joined(separator: ", ")))
        }
        return (marks, errors)
    }

    private enum Parsed {
        case success(FigureMark)
        case failure(Problem)
    }

    private struct Problem { let text: String }

    private static func parseWord(_ word: String) -> Parsed {
        let parts = word.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        let name = String(parts[0])
        let argument = parts.count > 1 ? String(parts[1]) : nil
        switch (name, argument) {
        case ("frame", nil): return .success(.frame)
        case ("anchor", nil): return .success(.anchor)
        case ("vanishing-point", nil): return .success(.vanishingPoint)
        case ("meeting-point", nil): return .success(.meetingPoint)
        case ("numbers", nil): return .success(.numbers)
        case ("point", let argument?):
            let numbers = argument.split(separator: ",", omittingEmptySubsequences: false).map { Double(String($0)) }
            guard numbers.count == 2, let x = numbers[0], let y = numbers[1], x.isFinite, y.isFinite else {
                return .failure(Problem(text: "mark 'point' takes two finite numbers, as in 'point:160,66.8'; got '\(argument)'"))
            }
            return .success(.point(x: x, y: y))
        case ("line", let argument?):
            let sides = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard sides.count == 2, sides[0] == "x" || sides[0] == "y", let value = Double(String(sides[1])), value.isFinite else {
                return .failure(Problem(text: "mark 'line' takes 'x=NUMBER' or 'y=NUMBER', as in 'line:x=160'; got '\(argument)'"))
            }
            return .success(sides[0] == "x" ? .verticalLine(x: value) : .horizontalLine(y: value))
        case ("axis", let argument?):
            guard let axis = Axis(rawValue: argument) else {
                return .failure(Problem(text: "mark 'axis' takes x, y or z, as in 'axis:z'; got '\(argument)'"))
            }
            return .success(.axis(axis))
        case ("point", nil), ("line", nil), ("axis", nil):
            return .failure(Problem(text: "mark '\(name)' needs a value, as in '" + example(name) + "'"))
        case (_, _?) where ["frame", "anchor", "vanishing-point", "meeting-point", "numbers"].contains(name):
            return .failure(Problem(text: "mark '\(name)' takes no value"))
        default:
            var message = "unknown mark '\(name)'"
            if let suggestion = closestName(to: name) { message += "; did you mean '\(suggestion)'?" }
            return .failure(Problem(text: message + " (marks: " + names.joined(separator: ", ") + ")"))
        }
    }

    private static func example(_ name: String) -> String {
        switch name {
        case "point": return "point:160,66.8"
        case "line": return "line:x=160"
        default: return "axis:z"
        }
    }

    /// The mark name within edit distance 2 of `name` (a third of its length for short names), if any.
    static func closestName(to name: String) -> String? {
        let limit = max(1, min(2, name.count / 3))
        var best: (name: String, distance: Int)?
        for candidate in names {
            let distance = editDistance(Array(name.unicodeScalars), Array(candidate.unicodeScalars))
            if distance <= limit, distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        return best?.name
    }

    private static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        var previous = Array(0...b.count)
        for (i, ca) in a.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: b.count)
            for (j, cb) in b.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (ca == cb ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
