/// The one place where text becomes safe to put in HTML, SVG or MathML.
///
/// It escapes exactly what cmark's HTML renderer escapes (`&`, `<`, `>`, `"`), so pages written by notebook are
/// byte-identical to cmark's output for the same Markdown; that set is enough for element content and for
/// double-quoted attribute values, the only two contexts notebook writes text into.
public enum MarkupEscaping {
    public static func escape(_ text: String) -> String {
        guard needsEscaping(text) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        appendEscaping(text, to: &result)
        return result
    }

    /// Appends `text`, escaped, to `output` (no intermediate string when nothing needs escaping).
    public static func append(_ text: String, to output: inout String) {
        if needsEscaping(text) {
            appendEscaping(text, to: &output)
        } else {
            output.append(text)
        }
    }

    /// Appends `text` escaped, as UTF-8, to a markup buffer: the same bytes as `escape` (the four characters are
    /// ASCII, and no byte of a multi-byte UTF-8 sequence is ASCII, so escaping bytes equals escaping scalars).
    public static func append(_ text: String, to buffer: inout MarkupBuffer) {
        append(text, to: &buffer, signsAsReferences: false)
    }

    /// The UTF-8 text `source`, escaped, appended to a markup buffer.
    public static func append(_ source: UnsafeBufferPointer<UInt8>, to buffer: inout MarkupBuffer) {
        let raw = UnsafeRawBufferPointer(source)
        if isFreeOfMarkupCharacters(raw) {
            buffer.append(raw)
            return
        }
        forEachEscapedPiece(of: source) { run, entity in
            buffer.append(UnsafeRawBufferPointer(run))
            if let entity { buffer.append(entity) }
        }
    }

    /// `append(_:to:)`, and with `signsAsReferences` also `×` and `°` written as `&#215;` and `&#176;`.
    ///
    /// The figures' SVG uses this: the two signs are its only non-ASCII characters in practice (sizes and angles in
    /// labels and descriptions), and markup that is all ASCII becomes a `String` without slow UTF-8 validation. A
    /// numeric character reference stands for exactly its character in HTML, in SVG inside HTML and in XML, so the
    /// figure reads and renders the same.
    static func append(_ text: String, to buffer: inout MarkupBuffer, signsAsReferences: Bool) {
        // The bytes of a native string (small ones copied to the stack) are read in place: `var` + `withUTF8`
        // would retain and release the string on each of the thousands of values a page writes.
        let done: Void? = text.utf8.withContiguousStorageIfAvailable {
            append($0, to: &buffer, signsAsReferences: signsAsReferences)
        }
        guard done == nil else { return }
        var text = text
        text.withUTF8 { append($0, to: &buffer, signsAsReferences: signsAsReferences) }
    }

    /// `append(_:to:signsAsReferences:)` of UTF-8 text.
    static func append(_ source: UnsafeBufferPointer<UInt8>, to buffer: inout MarkupBuffer, signsAsReferences: Bool) {
        guard signsAsReferences else {
            append(source, to: &buffer)
            return
        }
        // Long texts here (descriptions) often hold a sign: they are scanned once, by the escaping loop, which
        // copies a text without anything to replace in one piece too.
        let raw = UnsafeRawBufferPointer(source)
        if source.count < 32, isFreeOfMarkupCharacters(raw, orNonASCII: true) {
            buffer.append(raw)
            return
        }
        forEachEscapedPiece(of: source, signsAsReferences: true) { run, entity in
            buffer.append(UnsafeRawBufferPointer(run))
            if let entity { buffer.append(entity) }
        }
    }

    /// Appends `text` escaped, as UTF-8, to `output`: the same bytes as `escape(text)`.
    public static func append(_ text: String, toUTF8 output: inout [UInt8]) {
        // In place for native strings (no retain and release), and most texts have nothing to escape: one copy.
        let done: Void? = text.utf8.withContiguousStorageIfAvailable { append($0, toUTF8: &output) }
        guard done == nil else { return }
        var text = text
        text.withUTF8 { append($0, toUTF8: &output) }
    }

    private static func append(_ source: UnsafeBufferPointer<UInt8>, toUTF8 output: inout [UInt8]) {
        if isFreeOfMarkupCharacters(UnsafeRawBufferPointer(source)) {
            output.append(contentsOf: source)
            return
        }
        forEachEscapedPiece(of: source) { run, entity in
            output.append(contentsOf: run)
            entity?.withUTF8Buffer { output.append(contentsOf: $0) }
        }
    }

    /// Most values (names, colours, numbers in words) need no escaping: they are checked a word at a time, the last
    /// word overlapping the one before or, for a short value, assembled from its bytes (zero bytes added are none of
    /// the four characters), and then copied in one piece.
    /// With `orNonASCII`, a byte ≥ 0x80 counts as a markup character too (it may start a sign to replace).
    @inline(__always)
    private static func isFreeOfMarkupCharacters(_ raw: UnsafeRawBufferPointer, orNonASCII: Bool = false) -> Bool {
        @inline(__always) func isFree(_ word: UInt64) -> Bool {
            !hasMarkupCharacter(word) && (!orNonASCII || word & 0x8080_8080_8080_8080 == 0)
        }
        let count = raw.count
        guard count >= 8 else {
            var word: UInt64 = 0
            for index in 0..<count { word |= UInt64(raw[index]) &<< (8 &* UInt64(index)) }
            return isFree(word)
        }
        var offset = 0
        while offset + 8 <= count {
            if !isFree(raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) { return false }
            offset += 8
        }
        return offset == count || isFree(raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self))
    }

    /// The escaped form of the UTF-8 `source`, in pieces: each run of bytes that stay as they are, followed by the
    /// entity that replaces the byte after it (nil after the last run).
    /// With `signsAsReferences`, `×` (UTF-8 C3 97) and `°` (C2 B0) are replaced too.
    @inline(__always)
    private static func forEachEscapedPiece(of source: UnsafeBufferPointer<UInt8>, signsAsReferences: Bool = false,
                                            _ emit: (UnsafeBufferPointer<UInt8>, StaticString?) -> Void) {
        let raw = UnsafeRawBufferPointer(source)
        var start = 0
        var index = 0
        while index < source.count {
            // Skip eight bytes at a time while none of them is one of the four characters (nor, when signs are
            // replaced, a non-ASCII byte).
            if index + 8 <= source.count {
                let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                if !hasMarkupCharacter(word) {
                    let high = signsAsReferences ? word & 0x8080_8080_8080_8080 : 0
                    // Straight to the first non-ASCII byte (little-endian: the lowest set bit is the first byte).
                    index += high == 0 ? 8 : high.trailingZeroBitCount / 8
                    if high == 0 { continue }
                }
            }
            let replacement: StaticString
            var length = 1
            switch source[index] {
            case UInt8(ascii: "&"): replacement = "&amp;"
            case UInt8(ascii: "<"): replacement = "&lt;"
            case UInt8(ascii: ">"): replacement = "&gt;"
            case UInt8(ascii: "\""): replacement = "&quot;"
            case 0xC3 where signsAsReferences && index + 1 < source.count && source[index + 1] == 0x97:
                replacement = "&#215;"
                length = 2
            case 0xC2 where signsAsReferences && index + 1 < source.count && source[index + 1] == 0xB0:
                replacement = "&#176;"
                length = 2
            default:
                index += 1
                continue
            }
            emit(UnsafeBufferPointer(rebasing: source[start..<index]), replacement)
            index += length
            start = index
        }
        emit(UnsafeBufferPointer(rebasing: source[start...]), nil)
    }

    private static func needsEscaping(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { source in
            let raw = UnsafeRawBufferPointer(source)
            var index = 0
            while index + 8 <= source.count {
                if hasMarkupCharacter(raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) { return true }
                index += 8
            }
            while index < source.count {
                switch source[index] {
                case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""): return true
                default: index += 1
                }
            }
            return false
        }
    }

    /// Whether any of the eight bytes in `word` is `&`, `<`, `>` or `"`. The characters come in two pairs that
    /// differ in one bit: `"` (0x22) and `&` (0x26) in bit 2, `<` (0x3C) and `>` (0x3E) in bit 1. Setting that bit
    /// in every byte maps exactly the pair onto one value (no other byte maps there), and the word xor that value
    /// repeated has a zero byte exactly when the pair occurs; `(v − 0x01…01) & ~v & 0x80…80` is non-zero exactly
    /// when `v` has a zero byte. Two tests instead of one per character: this runs over every text written.
    @inline(__always)
    static func hasMarkupCharacter(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        @inline(__always) func zeroBytes(_ v: UInt64) -> UInt64 { (v &- ones) & ~v & highs }
        let quoteOrAmpersand = (word | (ones &* 0x04)) ^ (ones &* 0x26)
        let angleBracket = (word | (ones &* 0x02)) ^ (ones &* 0x3E)
        return zeroBytes(quoteOrAmpersand) | zeroBytes(angleBracket) != 0
    }

    private static func appendEscaping(_ text: String, to output: inout String) {
        for character in text.unicodeScalars {
            switch character {
            case "&": output.append("&amp;")
            case "<": output.append("&lt;")
            case ">": output.append("&gt;")
            case "\"": output.append("&quot;")
            default: output.unicodeScalars.append(character)
            }
        }
    }
}
