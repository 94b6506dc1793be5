import Diagnostics
import Figures

/// The attributes after the language word of a listing's info string: `id=NAME title="..." norun error="TEXT"
/// platform=macos figure=none marks="frame line:x=160"`.
struct ListingAttributes: Hashable, Sendable {
    static let names = ["id", "title", "norun", "error", "platform", "figure", "marks"]

    var id: String?
    var idLocation: SourceLocation?
    var title: String?
    var isNoRun = false
    var expectedError: String?
    var platform: ListingPlatform = .ios
    var wantsFigure = true
    var marks: [FigureMark] = []
    /// The `marks` value as written, for the page's live cell (`data-marks`).
    var marksText: String?
    /// `figure=NAME` for one of `ExtraFigure`'s names.
    var extraFigure: ExtraFigure?
    /// Where the first attribute is, for "attributes go on the objc block"; nil when there are none.
    var firstLocation: SourceLocation?
    var firstLength = 1

    /// One `name` or `name=value` token of the info string, with its columns.
    struct Token {
        var name: String
        var value: String?
        var location: SourceLocation
        var length: Int
        var valueLocation: SourceLocation
        var isQuoted = false
    }

    /// Parses the attributes in `scalars` from `start` (just after the language word). `location(i)` is the chapter
    /// position of `scalars[i]`.
    static func parse(_ scalars: [Unicode.Scalar], from start: Int,
                      location: (Int) -> SourceLocation) -> (attributes: ListingAttributes, diagnostics: [Diagnostic]) {
        var attributes = ListingAttributes()
        var diagnostics: [Diagnostic] = []
        // The attributes seen so far (at most seven distinct names): scanned, as a dictionary would be hashed and
        // allocated for every listing's one or two attributes.
        var seen: [(name: String, location: SourceLocation)] = []
        let tokens = tokenize(scalars, from: start, location: location, diagnostics: &diagnostics)
        // Words after an unquoted value (`title=Rotating through 45`) are most likely the rest of that value: one
        // error with the quoted spelling, not one "unknown attribute" per word.
        var strayWordsOwner: Token?
        for (index, token) in tokens.enumerated() {
            if attributes.firstLocation == nil {
                attributes.firstLocation = token.location
                attributes.firstLength = token.length
            }
            if let owner = strayWordsOwner, isStrayWord(token) {
                if let diagnostic = unquotedValueDiagnostic(at: index, of: tokens, owner: owner) { diagnostics.append(diagnostic) }
                continue
            }
            strayWordsOwner = token.value != nil && !token.isQuoted ? token : nil
            if let problem = nameProblem(of: token, seen: seen) {
                diagnostics.append(problem)
                continue
            }
            seen.append((token.name, token.location))
            attributes.apply(token, diagnostics: &diagnostics)
        }
        if attributes.isNoRun, attributes.expectedError != nil, let location = firstLocation(of: "error", in: seen) {
            diagnostics.append(BookDiagnostics.listingNoRunWithError(at: location))
        }
        return (attributes, diagnostics)
    }

    private static func firstLocation(of name: String, in seen: [(name: String, location: SourceLocation)]) -> SourceLocation? {
        for entry in seen where entry.name == name { return entry.location }
        return nil
    }

    /// A word without value that is no attribute's name; a near miss of a name (`norn`) is a misspelt attribute, not
    /// part of a value.
    private static func isStrayWord(_ token: Token) -> Bool {
        token.value == nil && !names.contains(token.name) && NameSuggestion.closest(to: token.name, in: names) == nil
    }

    /// The one error for the stray words after `owner`'s unquoted value, on the first of them (nil on the others),
    /// spelling the value they most likely belong to.
    private static func unquotedValueDiagnostic(at index: Int, of tokens: [Token], owner: Token) -> Diagnostic? {
        guard index > 0, tokens[index - 1].value != nil else { return nil }
        let token = tokens[index]
        let words = tokens[index...].prefix { $0.value == nil && !names.contains($0.name) }.map(\.name)
        return BookDiagnostics.listingUnquotedValue(
            word: token.name, attribute: owner.name, value: ([owner.value ?? ""] + words).joined(separator: " "),
            at: token.location, length: token.name.unicodeScalars.count)
    }

    /// An unknown name, or one given twice.
    private static func nameProblem(of token: Token, seen: [(name: String, location: SourceLocation)]) -> Diagnostic? {
        guard names.contains(token.name) else {
            return BookDiagnostics.listingUnknownAttribute(token.name, at: token.location, length: token.name.unicodeScalars.count,
                                                           suggestion: NameSuggestion.closest(to: token.name, in: names))
        }
        guard let first = firstLocation(of: token.name, in: seen) else { return nil }
        return BookDiagnostics.listingDuplicateAttribute(token.name, at: token.location, length: token.length, first: first)
    }

    /// Stores a known attribute, the first of its name, or says what is wrong with its value.
    private mutating func apply(_ token: Token, diagnostics: inout [Diagnostic]) {
        if token.name == "norun" {
            if token.value != nil {
                diagnostics.append(BookDiagnostics.listingAttributeTakesNoValue(token.name, at: token.location, length: token.length))
            } else {
                isNoRun = true
            }
            return
        }
        guard let value = token.value, !value.isEmpty else {
            diagnostics.append(BookDiagnostics.listingAttributeNeedsValue(token.name, at: token.location, length: token.length))
            return
        }
        let valueLength = max(1, token.length - token.name.unicodeScalars.count - 1)
        switch token.name {
        case "id": setID(value, at: token.valueLocation, length: valueLength, diagnostics: &diagnostics)
        case "title": title = value
        case "error": expectedError = value
        case "platform": setPlatform(value, at: token.valueLocation, length: valueLength, diagnostics: &diagnostics)
        case "figure": setFigure(value, at: token.valueLocation, length: valueLength, diagnostics: &diagnostics)
        case "marks": setMarks(value, of: token, diagnostics: &diagnostics)
        default: break
        }
    }

    private mutating func setID(_ value: String, at valueLocation: SourceLocation, length: Int, diagnostics: inout [Diagnostic]) {
        guard Self.isValidID(value) else {
            diagnostics.append(BookDiagnostics.listingInvalidID(value, at: valueLocation, length: length))
            return
        }
        id = value
        idLocation = valueLocation
    }

    private mutating func setPlatform(_ value: String, at valueLocation: SourceLocation, length: Int,
                                      diagnostics: inout [Diagnostic]) {
        guard let platform = ListingPlatform(rawValue: value) else {
            diagnostics.append(BookDiagnostics.listingInvalidPlatform(
                value, at: valueLocation, length: length,
                suggestion: NameSuggestion.closest(to: value, in: ListingPlatform.allCases.map(\.rawValue))))
            return
        }
        self.platform = platform
    }

    /// `none`, or the name of an extra figure.
    private mutating func setFigure(_ value: String, at valueLocation: SourceLocation, length: Int,
                                    diagnostics: inout [Diagnostic]) {
        if value == "none" {
            wantsFigure = false
        } else if let extra = ExtraFigure(rawValue: value) {
            extraFigure = extra
        } else {
            diagnostics.append(BookDiagnostics.listingInvalidFigure(
                value, at: valueLocation, length: length,
                suggestion: NameSuggestion.closest(to: value, in: ["none"] + ExtraFigure.allCases.map(\.rawValue))))
        }
    }

    /// The marks that parse are kept; each error points at its place in the value.
    private mutating func setMarks(_ value: String, of token: Token, diagnostics: inout [Diagnostic]) {
        let parsed = FigureMark.parse(value)
        marks = parsed.marks
        marksText = value
        for error in parsed.errors {
            // A quoted value starts one column after its quote; the offset counts scalars of the value.
            var location = token.valueLocation
            location.column = token.valueLocation.column + (token.isQuoted ? 1 : 0) + error.offset
            diagnostics.append(BookDiagnostics.listingInvalidMark(error.message, at: location, length: error.length))
        }
    }

    /// Letters, digits and `-`.
    static func isValidID(_ id: String) -> Bool {
        !id.isEmpty && id.unicodeScalars.allSatisfy { scalar in
            ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "-"
        }
    }

    /// The text of `scalars`.
    private static func string(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        String(scalars: scalars)
    }

    /// Splits the info string into tokens separated by spaces; a value in double quotes may contain spaces, `\"`
    /// and `\\`. Spaces around `=` are allowed.
    private static func tokenize(_ scalars: [Unicode.Scalar], from start: Int, location: (Int) -> SourceLocation,
                                 diagnostics: inout [Diagnostic]) -> [Token] {
        var tokens: [Token] = []
        var index = start
        func isSpace(_ scalar: Unicode.Scalar) -> Bool { MarkupNode.isCMarkSpace(scalar) }
        while index < scalars.count {
            if isSpace(scalars[index]) {
                index += 1
                continue
            }
            let tokenStart = index
            while index < scalars.count, !isSpace(scalars[index]), scalars[index] != "=" { index += 1 }
            let name = string(scalars[tokenStart..<index])
            var value: String?
            var valueStart = index
            // `id = x` is read as `id=x` rather than as three broken attributes.
            var afterName = index
            while afterName < scalars.count, isSpace(scalars[afterName]) { afterName += 1 }
            if !name.isEmpty, afterName < scalars.count, scalars[afterName] == "=" { index = afterName }
            if index < scalars.count, scalars[index] == "=" {
                index += 1
                while !name.isEmpty, index < scalars.count, isSpace(scalars[index]) { index += 1 }
                valueStart = index
                var text = ""
                if index < scalars.count, scalars[index] == "\"" {
                    guard let quoted = quotedValue(scalars, at: index) else {
                        diagnostics.append(BookDiagnostics.listingUnterminatedValue(at: location(valueStart)))
                        return tokens
                    }
                    text = quoted.text
                    index = quoted.end
                } else {
                    while index < scalars.count, !isSpace(scalars[index]) { index += 1 }
                    text = string(scalars[valueStart..<index])
                }
                value = text
            }
            if name.isEmpty {
                diagnostics.append(BookDiagnostics.listingExpectedAttributeName(at: location(tokenStart), length: index - tokenStart))
                continue
            }
            tokens.append(Token(name: name, value: value, location: location(tokenStart), length: index - tokenStart,
                                valueLocation: location(valueStart), isQuoted: valueStart < scalars.count && scalars[valueStart] == "\""))
        }
        return tokens
    }

    /// The value in double quotes whose opening quote is at `start`, with `\"` and `\\` read as the character they
    /// escape, and the index after its closing quote; nil when the quote is not closed.
    private static func quotedValue(_ scalars: [Unicode.Scalar], at start: Int) -> (text: String, end: Int)? {
        var text = ""
        var index = start + 1
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\\", index + 1 < scalars.count, scalars[index + 1] == "\"" || scalars[index + 1] == "\\" {
                text.unicodeScalars.append(scalars[index + 1])
                index += 2
                continue
            }
            index += 1
            if scalar == "\"" { return (text, index) }
            text.unicodeScalars.append(scalar)
        }
        return nil
    }
}
