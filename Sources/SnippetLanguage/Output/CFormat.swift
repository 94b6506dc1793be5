/// `NSLog`'s format strings: the conversions listings print with (`%d %i %u %ld %lu %f %.2f %e %g %@ %s %c %x %%`),
/// with flags, width and precision, computed exactly (`DecimalDigits`) as Apple's libc prints them.
struct CFormat {
    /// One conversion: what it prints and the argument kind it expects.
    struct Conversion {
        enum Kind { case integer, unsigned, hex, floating, object, character, percent }
        var kind: Kind
        var letter: Character
        var leftAlign = false, plusSign = false, space = false, zeroPad = false
        var width = 0
        var precision: Int?
        /// The width of the argument the length modifier names: `hh` 8, `h` 16, none 32, `l` `ll` `q` `z` `j` `t` 64.
        var argumentBits = 32
        /// Where the conversion sits in the format string (its text, for messages).
        var spelling: String
    }

    enum Piece {
        case text(String)
        case conversion(Conversion)
    }

    /// The pieces of `format`, or the spelling of the first conversion that is not a C conversion.
    static func parse(_ format: String) -> (pieces: [Piece], invalid: String?) {
        var pieces: [Piece] = []
        var text = ""
        var characters = Array(format)[...]
        while let character = characters.popFirst() {
            guard character == "%" else {
                text.append(character)
                continue
            }
            var conversion = Conversion(kind: .percent, letter: "%", spelling: "%")
            while let flag = characters.first, "-+ 0#".contains(flag) {
                conversion.spelling.append(characters.removeFirst())
                switch flag {
                case "-": conversion.leftAlign = true
                case "+": conversion.plusSign = true
                case " ": conversion.space = true
                case "0": conversion.zeroPad = true
                default: break
                }
            }
            conversion.width = number(&characters, into: &conversion.spelling) ?? 0
            if characters.first == "." {
                conversion.spelling.append(characters.removeFirst())
                conversion.precision = number(&characters, into: &conversion.spelling) ?? 0
            }
            while let length = characters.first, "lhqzjt".contains(length) {
                conversion.spelling.append(characters.removeFirst())
                conversion.argumentBits = length == "h" ? (conversion.argumentBits == 16 ? 8 : 16) : 64
            }
            guard let letter = characters.popFirst() else { return (pieces, conversion.spelling) }
            conversion.spelling.append(letter)
            conversion.letter = letter
            switch letter {
            case "d", "i": conversion.kind = .integer
            case "u": conversion.kind = .unsigned
            case "x", "X": conversion.kind = .hex
            case "f", "F", "e", "E", "g", "G": conversion.kind = .floating
            case "@", "s": conversion.kind = .object
            case "c": conversion.kind = .character
            case "%":
                text.append("%")
                continue
            default: return (pieces, conversion.spelling)
            }
            if !text.isEmpty { pieces.append(.text(text)) }
            text = ""
            pieces.append(.conversion(conversion))
        }
        if !text.isEmpty { pieces.append(.text(text)) }
        return (pieces, nil)
    }

    private static func number(_ characters: inout ArraySlice<Character>, into spelling: inout String) -> Int? {
        var value: Int?
        while let digit = characters.first, let d = digit.wholeNumberValue, digit.isASCII {
            spelling.append(characters.removeFirst())
            value = min((value ?? 0) * 10 + d, 1000)
        }
        return value
    }

    /// A number as the conversion prints it.
    static func format(_ number: Double, integer: Int?, _ conversion: Conversion) -> String {
        var body: String
        let negative: Bool
        switch conversion.kind {
        case .integer, .unsigned, .character:
            // The argument's bits read as the conversion's type, as printf reads them (`%u` of -1 is 4294967295).
            let value = integer ?? Int(exactly: number.rounded(.towardZero)) ?? 0
            let bits = conversion.kind == .character ? 64 : conversion.argumentBits
            let signed = IntegerType(name: "", bits: bits).wrap(value)
            negative = signed < 0 && conversion.kind == .integer
            body = conversion.kind == .unsigned ? String(unsigned(value, bits: bits)) : String(signed.magnitude)
        case .hex:
            let value = integer ?? 0
            negative = false
            body = String(unsigned(value, bits: conversion.argumentBits), radix: 16, uppercase: conversion.letter == "X")
        default:
            negative = number.sign == .minus && !number.isNaN
            body = floating(Swift.abs(number), conversion)
        }
        let sign = negative ? "-" : conversion.plusSign ? "+" : conversion.space ? " " : ""
        let padding = max(0, conversion.width - sign.count - body.count)
        if conversion.leftAlign { return sign + body + String(repeating: " ", count: padding) }
        if conversion.zeroPad && (number.isFinite || integer != nil) { return sign + String(repeating: "0", count: padding) + body }
        return String(repeating: " ", count: padding) + sign + body
    }

    /// `value`'s low `bits` bits as an unsigned number.
    private static func unsigned(_ value: Int, bits: Int) -> UInt {
        bits < 64 ? UInt(IntegerType(name: "", bits: bits, isUnsigned: true).wrap(value)) : UInt(bitPattern: value)
    }

    private static func floating(_ magnitude: Double, _ conversion: Conversion) -> String {
        let upper = conversion.letter.isUppercase
        if magnitude.isNaN { return upper ? "NAN" : "nan" }
        if magnitude.isInfinite { return upper ? "INF" : "inf" }
        let digits = DecimalDigits(magnitude)
        let precision = conversion.precision ?? 6
        let text: String
        switch conversion.letter {
        case "e", "E": text = digits.scientific(precision: precision)
        case "g", "G": text = digits.general(precision: precision)
        default: text = digits.fixed(precision: precision)
        }
        return upper ? String(text.map { $0 == "e" ? "E" : $0 }) : text
    }
}
