extension HTMLRenderer {
    /// A file name as one relative URL path segment: every byte but ASCII letters, digits and `-._~` is
    /// percent-encoded, so a page built from a chapter named `a?b#c%d.md` is not read as a query, a fragment or an
    /// escape. (`escapeHref` keeps `?`, `#` and `%` on purpose: it is for URLs an author wrote.)
    public static func encodePathSegment(_ name: String) -> String {
        let hexDigits = Array("0123456789ABCDEF".utf8)
        var encoded: [UInt8] = []
        encoded.reserveCapacity(name.utf8.count)
        for byte in name.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                encoded.append(byte)
            default:
                encoded += [UInt8(ascii: "%"), hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0x0F)]]
            }
        }
        return String(decoding: encoded, as: UTF8.self)
    }

    /// cmark 0.30's `houdini_escape_href`: percent-encodes every byte of `url` except ASCII letters, digits and
    /// ``-_.+!*(),%#@?=;:/$~``; `&` becomes `&amp;` and `'` becomes `&#x27;`. Existing `%XX` escapes are kept as they
    /// are (`%` is not encoded), so an already encoded URL is not encoded twice.
    public static func escapeHref(_ url: String) -> String {
        var needsEscaping = false
        for byte in url.utf8 where !isHrefSafe(byte) {
            needsEscaping = true
            break
        }
        guard needsEscaping else { return url }
        var escaped: [UInt8] = []
        escaped.reserveCapacity(url.utf8.count + 16)
        let hexDigits = Array("0123456789ABCDEF".utf8)
        for byte in url.utf8 {
            if isHrefSafe(byte) {
                escaped.append(byte)
            } else if byte == UInt8(ascii: "&") {
                escaped += "&amp;".utf8
            } else if byte == UInt8(ascii: "'") {
                escaped += "&#x27;".utf8
            } else {
                escaped += [UInt8(ascii: "%"), hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0x0F)]]
            }
        }
        return String(decoding: escaped, as: UTF8.self)
    }

    /// cmark's `_scan_dangerous_url`, case-insensitive on the scheme: `javascript:`, `vbscript:`, `file:` and `data:`
    /// are dangerous, except `data:` followed by `image/png`, `image/gif`, `image/jpeg` or `image/webp`.
    public static func isDangerousURL(_ url: String) -> Bool {
        let lowercased = url.utf8.prefix(16).map { byte -> UInt8 in
            (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
        }
        func hasPrefix(_ prefix: String) -> Bool { lowercased.starts(with: prefix.utf8) }
        for safe in ["data:image/png", "data:image/gif", "data:image/jpeg", "data:image/webp"] where hasPrefix(safe) {
            return false
        }
        return hasPrefix("javascript:") || hasPrefix("vbscript:") || hasPrefix("file:") || hasPrefix("data:")
    }

    private static func isHrefSafe(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        case UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "+"), UInt8(ascii: "!"),
             UInt8(ascii: "*"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: ","), UInt8(ascii: "%"),
             UInt8(ascii: "#"), UInt8(ascii: "@"), UInt8(ascii: "?"), UInt8(ascii: "="), UInt8(ascii: ";"),
             UInt8(ascii: ":"), UInt8(ascii: "/"), UInt8(ascii: "$"), UInt8(ascii: "~"):
            return true
        default:
            return false
        }
    }
}
