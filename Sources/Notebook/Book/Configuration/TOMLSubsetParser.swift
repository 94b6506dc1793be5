import Diagnostics

/// Reads the subset of TOML that `notebook.toml` needs: `key = value` lines whose values are basic or literal
/// strings (with TOML's escapes), booleans, decimal integers and arrays of those (which may span lines and end with
/// a comma); `#` comments; blank lines. Tables, dotted keys, floats, dates and multi-line strings are reported as
/// unsupported. Every malformed line gets its own diagnostic and parsing continues at the next line.
struct TOMLSubsetParser {
    private let scalars: [Unicode.Scalar]
    private let file: String
    private var index = 0
    private var line = 1
    private var column = 1
    private(set) var diagnostics: [Diagnostic] = []
    /// Every key written, including those whose value was malformed (so they are not also reported as missing).
    private(set) var writtenKeys: Set<String> = []

    /// Arrays nest at most this deep; deeper input is an error, not a stack overflow.
    private static let maximumArrayDepth = 16

    private init(text: String, file: String) {
        scalars = Array(text.unicodeScalars)
        self.file = file
    }

    private struct Failure: Error {}

    static func parse(_ text: String, file: String) -> (entries: [TOMLEntry], writtenKeys: Set<String>, diagnostics: [Diagnostic]) {
        var parser = TOMLSubsetParser(text: text, file: file)
        let entries = parser.parseDocument()
        return (entries, parser.writtenKeys, parser.diagnostics)
    }

    // MARK: Lines

    private mutating func parseDocument() -> [TOMLEntry] {
        var entries: [TOMLEntry] = []
        var firstKeys: [String: SourceLocation] = [:]
        while index < scalars.count {
            skipBlanks()
            guard let scalar = peek() else { break }
            if isLineBreak(scalar) {
                advance()
                continue
            }
            if scalar == "#" {
                skipComment()
                continue
            }
            do {
                if scalar == "[" {
                    report(BookDiagnostics.tomlTablesUnsupported(at: location))
                    throw Failure()
                }
                let entry = try parseEntry()
                if let first = firstKeys[entry.key] {
                    report(BookDiagnostics.tomlDuplicateKey(entry.key, at: entry.keyLocation, length: entry.keyLength, first: first))
                } else {
                    firstKeys[entry.key] = entry.keyLocation
                    entries.append(entry)
                }
                try expectEndOfLine()
            } catch {
                skipToNextLine()
            }
        }
        return entries
    }

    private mutating func parseEntry() throws -> TOMLEntry {
        let keyLocation = location
        let keyStart = index
        let key: String
        if peek() == "\"" || peek() == "'" {
            key = try parseString()
        } else {
            var bare = ""
            while let scalar = peek(), isBareKeyScalar(scalar) {
                bare.unicodeScalars.append(scalar)
                advance()
            }
            guard !bare.isEmpty else {
                report(BookDiagnostics.tomlExpectedKey(found: describe(peek()), at: location))
                throw Failure()
            }
            key = bare
        }
        let keyLength = index - keyStart
        writtenKeys.insert(key)
        skipBlanks()
        if peek() == "." {
            report(BookDiagnostics.tomlDottedKeysUnsupported(at: location))
            throw Failure()
        }
        guard peek() == "=" else {
            report(BookDiagnostics.tomlExpectedEquals(after: key, found: describe(peek()), at: location))
            throw Failure()
        }
        advance()
        skipBlanks()
        let value = try parseValue(depth: 0)
        return TOMLEntry(key: key, keyLocation: keyLocation, keyLength: keyLength, value: value)
    }

    private mutating func expectEndOfLine() throws {
        skipBlanks()
        guard let scalar = peek() else { return }
        if scalar == "#" {
            skipComment()
            return
        }
        if isLineBreak(scalar) {
            advance()
            return
        }
        report(BookDiagnostics.tomlTextAfterValue(found: describe(scalar), at: location))
        throw Failure()
    }

    // MARK: Values

    private mutating func parseValue(depth: Int) throws -> TOMLValue {
        let start = location
        let startIndex = index
        guard let scalar = peek(), !isLineBreak(scalar), scalar != "#" else {
            report(BookDiagnostics.tomlExpectedValue(at: start))
            throw Failure()
        }
        let kind: TOMLValue.Kind
        switch scalar {
        case "\"", "'":
            kind = .string(try parseString())
        case "[":
            kind = .array(try parseArray(depth: depth))
        case "t", "f":
            let word = readWord()
            switch word {
            case "true": kind = .boolean(true)
            case "false": kind = .boolean(false)
            default:
                report(BookDiagnostics.tomlInvalidValue(word, at: start, length: word.unicodeScalars.count))
                throw Failure()
            }
        default:
            let word = readWord()
            if let integer = Self.integer(word) {
                kind = .integer(integer)
            } else if word.isEmpty {
                report(BookDiagnostics.tomlExpectedValue(at: start))
                throw Failure()
            } else {
                report(BookDiagnostics.tomlInvalidValue(word, at: start, length: word.unicodeScalars.count))
                throw Failure()
            }
        }
        let length = line == start.line ? index - startIndex : 1
        return TOMLValue(kind: kind, location: start, length: length)
    }

    /// A decimal integer as TOML writes it: optional sign, digits, single underscores between digits, no leading zero.
    static func integer(_ word: String) -> Int? {
        var digits = Substring(word)
        var sign = ""
        if let first = digits.first, first == "+" || first == "-" {
            sign = first == "-" ? "-" : ""
            digits = digits.dropFirst()
        }
        guard let first = digits.first, first.isASCII, first.isNumber else { return nil }
        if first == "0" && digits.count > 1 { return nil }
        guard !digits.hasSuffix("_"), !digits.contains("__") else { return nil }
        let plain = digits.filter { $0 != "_" }
        guard plain.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(sign + plain)
    }

    /// Characters up to a delimiter, for keywords and numbers.
    private mutating func readWord() -> String {
        var word = ""
        while let scalar = peek(), !isBlank(scalar), !isLineBreak(scalar), scalar != ",", scalar != "]", scalar != "#" {
            word.unicodeScalars.append(scalar)
            advance()
        }
        return word
    }

    private mutating func parseArray(depth: Int) throws -> [TOMLValue] {
        let open = location
        guard depth < Self.maximumArrayDepth else {
            report(BookDiagnostics.tomlArrayTooDeep(at: open))
            throw Failure()
        }
        advance()  // [
        var elements: [TOMLValue] = []
        while true {
            skipArraySpace()
            guard let scalar = peek() else {
                report(BookDiagnostics.tomlUnterminatedArray(at: open))
                throw Failure()
            }
            if scalar == "]" {
                advance()
                return elements
            }
            do {
                elements.append(try parseValue(depth: depth + 1))
            } catch {
                skipPastArray()
                throw error
            }
            skipArraySpace()
            if peek() == "," {
                advance()
            } else if peek() != "]" {
                if peek() == nil {
                    report(BookDiagnostics.tomlUnterminatedArray(at: open))
                } else {
                    report(BookDiagnostics.tomlExpectedCommaInArray(found: describe(peek()), at: location))
                    skipPastArray()
                }
                throw Failure()
            }
        }
    }

    /// Recovery inside an array: skip to its closing bracket (or the end of the text), so its remaining lines are not
    /// mistaken for keys.
    private mutating func skipPastArray() {
        var depth = 1
        var inString: Unicode.Scalar?
        while let scalar = peek(), depth > 0 {
            if let quote = inString {
                if scalar == "\\" && quote == "\"" {
                    advance()
                } else if scalar == quote || isLineBreak(scalar) {
                    inString = nil
                }
            } else if scalar == "\"" || scalar == "'" {
                inString = scalar
            } else if scalar == "[" {
                depth += 1
            } else if scalar == "]" {
                depth -= 1
            } else if scalar == "#" {
                skipComment()
                continue
            }
            advance()
        }
    }

    private mutating func parseString() throws -> String {
        let open = location
        guard let quote = peek() else { throw Failure() }
        advance()
        if peek() == quote, peek(offset: 1) == quote {
            report(BookDiagnostics.tomlMultilineStringUnsupported(at: open))
            throw Failure()
        }
        // Collected as UTF-8 bytes: appending scalars to a String one by one cost a few hundred instructions each.
        var text: [UInt8] = []
        while true {
            guard let scalar = peek(), !isLineBreak(scalar) else {
                report(BookDiagnostics.tomlUnterminatedString(at: open))
                throw Failure()
            }
            if scalar == quote {
                advance()
                return String(decoding: text, as: UTF8.self)
            }
            if quote == "\"" && scalar == "\\" {
                do {
                    UTF8.encode(try parseEscape()) { text.append($0) }
                } catch {
                    skipRestOfString(quote)
                    throw error
                }
                continue
            }
            if scalar.value < 0x20 && scalar != "\t" || scalar.value == 0x7F {
                report(BookDiagnostics.tomlControlCharacterInString(at: location))
                skipRestOfString(quote)
                throw Failure()
            }
            UTF8.encode(scalar) { text.append($0) }
            advance()
        }
    }

    /// Recovery inside a string: move past its closing quote (on this line), so what follows is read as it should be.
    private mutating func skipRestOfString(_ quote: Unicode.Scalar) {
        while let scalar = peek(), !isLineBreak(scalar) {
            advance()
            if scalar == "\\" && quote == "\"" {
                if let next = peek(), !isLineBreak(next) { advance() }
            } else if scalar == quote {
                return
            }
        }
    }

    private mutating func parseEscape() throws -> Unicode.Scalar {
        let start = location
        advance()  // backslash
        guard let scalar = peek(), !isLineBreak(scalar) else {
            report(BookDiagnostics.tomlInvalidEscape("\\", at: start, length: 1))
            throw Failure()
        }
        advance()
        switch scalar {
        case "b": return "\u{08}"
        case "t": return "\t"
        case "n": return "\n"
        case "f": return "\u{0C}"
        case "r": return "\r"
        case "\"": return "\""
        case "\\": return "\\"
        case "u", "U":
            let count = scalar == "u" ? 4 : 8
            var hex = ""
            for _ in 0..<count {
                guard let digit = peek(), digit.properties.isASCIIHexDigit else { break }
                hex.unicodeScalars.append(digit)
                advance()
            }
            guard hex.unicodeScalars.count == count, let value = UInt32(hex, radix: 16), let result = Unicode.Scalar(value) else {
                report(BookDiagnostics.tomlInvalidEscape("\\\(scalar)\(hex)", at: start, length: 2 + hex.unicodeScalars.count))
                throw Failure()
            }
            return result
        default:
            report(BookDiagnostics.tomlInvalidEscape("\\\(scalar)", at: start, length: 2))
            throw Failure()
        }
    }

    // MARK: Scanning

    private var location: SourceLocation { SourceLocation(file: file, line: line, column: column) }

    private func peek(offset: Int = 0) -> Unicode.Scalar? {
        index + offset < scalars.count ? scalars[index + offset] : nil
    }

    /// Moves past one scalar; "\r\n" counts as one line break.
    private mutating func advance() {
        guard index < scalars.count else { return }
        let scalar = scalars[index]
        index += 1
        if scalar == "\n" || (scalar == "\r" && peek() != "\n") {
            line += 1
            column = 1
        } else if scalar != "\r" {
            column += 1
        }
    }

    private func isBlank(_ scalar: Unicode.Scalar) -> Bool { scalar == " " || scalar == "\t" }
    private func isLineBreak(_ scalar: Unicode.Scalar) -> Bool { scalar == "\n" || scalar == "\r" }

    private func isBareKeyScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "-", "_": return true
        default: return false
        }
    }

    private mutating func skipBlanks() {
        while let scalar = peek(), isBlank(scalar) { advance() }
    }

    private mutating func skipComment() {
        while let scalar = peek(), !isLineBreak(scalar) { advance() }
    }

    /// Inside arrays, line breaks and comments are whitespace.
    private mutating func skipArraySpace() {
        while let scalar = peek() {
            if isBlank(scalar) || isLineBreak(scalar) {
                advance()
            } else if scalar == "#" {
                skipComment()
            } else {
                return
            }
        }
    }

    private mutating func skipToNextLine() {
        while let scalar = peek(), !isLineBreak(scalar) { advance() }
        advance()
    }

    private mutating func report(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    private func describe(_ scalar: Unicode.Scalar?) -> String {
        guard let scalar else { return "end of file" }
        if isLineBreak(scalar) { return "end of line" }
        return "'\(scalar)'"
    }
}
