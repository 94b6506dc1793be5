/// Writing numbers straight into a markup buffer, with no intermediate strings for the common cases; the bytes
/// are exactly those of the `String`-returning functions.
extension NumberFormatting {
    /// Appends `exact(value)` to `output`.
    static func appendExact(_ value: Double, to output: inout String) {
        let magnitude = value.magnitude
        if magnitude < 9_007_199_254_740_992, magnitude == magnitude.rounded(.towardZero) {
            if magnitude == 0 {
                output.append(value.sign == .minus ? "-0" : "0")
            } else {
                output.append(String(Int(value)))
            }
        } else if magnitude >= 1e-4, magnitude < 1e15 {
            // Swift's shortest round-trip spelling is positional throughout this range (see `fastExact`).
            value.write(to: &output)
        } else {
            output.append(generalExact(value))
        }
    }

    /// Appends `exact(value)` to a markup buffer.
    static func appendExact(_ value: Double, to bytes: inout MarkupBuffer) {
        let magnitude = value.magnitude
        if magnitude < 9_007_199_254_740_992, magnitude == magnitude.rounded(.towardZero) {
            if magnitude == 0 {
                if value.sign == .minus { bytes.append(UInt8(ascii: "-")) }
                bytes.append(UInt8(ascii: "0"))
            } else {
                appendInteger(Int(value), to: &bytes)
            }
        } else if magnitude >= 1e-4, magnitude < 1e15 {
            // Swift's shortest round-trip spelling is positional throughout this range (see `fastExact`).
            var digits = ShortestDigits(value)
            digits.withBytes { bytes.append($0) }
        } else {
            bytes.append(utf8: generalExact(value))
        }
    }

    /// Appends `cssNumber(value)` to `output`.
    static func appendCSSNumber(_ value: Double, to output: inout String) {
        let magnitude = value.magnitude
        guard value.isFinite else {
            output.append("0")
            return
        }
        if magnitude == 0 {
            output.append("0")
        } else if magnitude < 9_007_199_254_740_992 && magnitude == magnitude.rounded(.towardZero)
                    || magnitude >= 1e-4 && magnitude < 1e15 {
            appendExact(value, to: &output)
        } else {
            output.append(cssNumber(value))
        }
    }

    /// Appends `cssNumber(value)` to a markup buffer: whole numbers digit by digit, other positional values with
    /// Swift's shortest digits, the rest through `cssNumber`.
    static func appendCSSNumber(_ value: Double, to bytes: inout MarkupBuffer) {
        let magnitude = value.magnitude
        guard value.isFinite else {
            bytes.append(UInt8(ascii: "0"))
            return
        }
        if magnitude < 9_007_199_254_740_992, magnitude == magnitude.rounded(.towardZero) {
            appendInteger(Int(value), to: &bytes)
        } else if magnitude >= 1e-4, magnitude < 1e15 {
            var digits = ShortestDigits(value)
            digits.withBytes { bytes.append($0) }
        } else if magnitude >= 1e-6, magnitude < 1e-4, appendSmallPositional(value, to: &bytes) {
            return
        } else if magnitude < 4e-13 {
            // Below 1e-6 `cssNumber` rounds to 12 decimals; anything under half of 1e-12 is written `0`.
            bytes.append(UInt8(ascii: "0"))
        } else if magnitude < 1e-6, let text = fastFixed(value, decimals: 12) {
            bytes.append(utf8: text)
        } else {
            bytes.append(utf8: cssNumber(value))
        }
    }

    /// For 1e-6 ≤ |x| < 1e-4, where ECMAScript (and so `exact`/`cssNumber`) writes positionally but Swift writes
    /// `d.ddde-05`: the same shortest digits moved behind `0.0000`. False (nothing appended) when Swift's
    /// spelling is not of that form.
    private static func appendSmallPositional(_ value: Double, to bytes: inout MarkupBuffer) -> Bool {
        var digits = ShortestDigits(value)
        return digits.withBytes { spelled -> Bool in
            guard let e = spelled.firstIndex(of: UInt8(ascii: "e")), e + 3 < spelled.count + 1,
                  spelled[e + 1] == UInt8(ascii: "-") else { return false }
            var exponent = 0
            for index in (e + 2)..<spelled.count {
                let digit = spelled[index] &- 48
                guard digit < 10 else { return false }
                exponent = exponent * 10 + Int(digit)
            }
            guard exponent >= 5, exponent <= 6 else { return false }
            // The mantissa's digits without sign and point, trailing zeros trimmed (`1.0e-05` has digit `1`).
            var first = -1
            var last = -1
            for index in 0..<e {
                let byte = spelled[index]
                if byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") { continue }
                guard byte &- 48 < 10 else { return false }
                if first < 0 { first = index }
                if byte != UInt8(ascii: "0") || last < 0 { last = index }
            }
            guard first >= 0, spelled[first] != UInt8(ascii: "0") else { return false }
            if value < 0 { bytes.append(UInt8(ascii: "-")) }
            bytes.append(UInt8(ascii: "0"))
            bytes.append(UInt8(ascii: "."))
            for _ in 1..<exponent { bytes.append(UInt8(ascii: "0")) }
            for index in first...last where spelled[index] != UInt8(ascii: ".") { bytes.append(spelled[index]) }
            return true
        }
    }

    /// Appends the decimal digits of `value` (with a leading `-` when negative; 0 as `0`).
    @inline(__always)
    static func appendInteger(_ value: Int, to bytes: inout MarkupBuffer) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        bytes.appendDecimal(UInt64(value.magnitude))
    }
}

/// `NumberFormatting.appendCSSNumber` that remembers where it wrote the shortest digits of the last few
/// magnitudes (within one buffer) and copies them when a magnitude recurs, instead of converting it again.
struct RecentDigits {
    private var keys: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
    private var starts: (Int, Int, Int, Int) = (0, 0, 0, 0)
    private var counts: (Int, Int, Int, Int) = (0, 0, 0, 0)
    private var used = 0

    mutating func appendCSSNumber(_ value: Double, to bytes: inout MarkupBuffer) {
        // Most entries of a transform are 0 or 1 (−0 is written `0`, as `cssNumber` writes it).
        if value == 0 {
            bytes.append(UInt8(ascii: "0"))
            return
        }
        if value == 1 {
            bytes.append(UInt8(ascii: "1"))
            return
        }
        let magnitude = value.magnitude
        if magnitude < 9_007_199_254_740_992, magnitude == magnitude.rounded(.towardZero) {
            NumberFormatting.appendInteger(Int(value), to: &bytes)
            return
        }
        // Only the range `appendCSSNumber` spells with Swift's shortest digits, where `-x` is spelled `-` and the
        // digits of `x`; whole numbers are cheap anyway.
        guard value.isFinite, magnitude >= 1e-4, magnitude < 1e15,
              !(magnitude < 9_007_199_254_740_992 && magnitude == magnitude.rounded(.towardZero)) else {
            NumberFormatting.appendCSSNumber(value, to: &bytes)
            return
        }
        let key = magnitude.bitPattern
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        for slot in 0..<min(used, 4) where Self.element(keys, slot) == key {
            bytes.appendCopy(from: Self.element(starts, slot), count: Self.element(counts, slot))
            return
        }
        let start = bytes.count
        var digits = ShortestDigits(magnitude)
        digits.withBytes { bytes.append($0) }
        let slot = used % 4
        used += 1
        withUnsafeMutableBytes(of: &keys) { $0.storeBytes(of: key, toByteOffset: slot * 8, as: UInt64.self) }
        withUnsafeMutableBytes(of: &starts) { $0.storeBytes(of: start, toByteOffset: slot * 8, as: Int.self) }
        withUnsafeMutableBytes(of: &counts) { $0.storeBytes(of: bytes.count - start, toByteOffset: slot * 8, as: Int.self) }
    }

    private static func element<T>(_ tuple: (T, T, T, T), _ index: Int) -> T {
        switch index {
        case 0: return tuple.0
        case 1: return tuple.1
        case 2: return tuple.2
        default: return tuple.3
        }
    }
}

/// The bytes `Double.write(to:)` produces (Swift's shortest round-trip spelling, ASCII, at most 32 bytes), kept
/// on the stack instead of in a `String`.
struct ShortestDigits: TextOutputStream {
    private var storage: (UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0)
    private var count = 0
    /// Set when the text did not fit (never for a `Double`); the bytes are then those of `overflow`.
    private var overflow: String?

    init(_ value: Double) {
        value.write(to: &self)
    }

    mutating func write(_ string: String) {
        var text = string
        text.withUTF8 { _writeASCII($0) }
    }

    mutating func _writeASCII(_ buffer: UnsafeBufferPointer<UInt8>) {
        if overflow == nil, count + buffer.count <= 40 {
            let start = count
            withUnsafeMutableBytes(of: &storage) { store in
                UnsafeMutableRawBufferPointer(rebasing: store[start..<(start + buffer.count)])
                    .copyMemory(from: UnsafeRawBufferPointer(buffer))
            }
            count += buffer.count
        } else {
            var text = overflow ?? withUnsafeBytes(of: &storage) { String(decoding: $0.prefix(count), as: UTF8.self) }
            text += String(decoding: buffer, as: UTF8.self)
            overflow = text
        }
    }

    mutating func withBytes<Result>(_ body: (UnsafeRawBufferPointer) -> Result) -> Result {
        if var text = overflow {
            return text.withUTF8 { body(UnsafeRawBufferPointer($0)) }
        }
        let count = self.count
        return withUnsafeBytes(of: &storage) { body(UnsafeRawBufferPointer(start: $0.baseAddress, count: count)) }
    }
}
