/// A link or image destination that names a file next to the chapters (`images/fig.png`, `data/table.csv?v=2`):
/// relative, with no scheme, not a chapter (`*.md`) and not just a fragment. Its path is percent-decoded, as a browser
/// would read it; the query and fragment are kept apart to be written back unchanged.
struct AssetPath: Hashable {
    /// The file's path as written, percent-decoded, relative to the linking chapter's folder.
    var path: String
    /// `?query` and/or `#fragment`, as written ("" when none).
    var suffix: String

    init?(_ destination: String) {
        let end = destination.firstIndex(where: { $0 == "?" || $0 == "#" }) ?? destination.endIndex
        let written = destination[..<end]
        // The first byte, not the first character: `/` followed by a combining mark is still a path from the root.
        guard let first = written.utf8.first, first != UInt8(ascii: "/"), first != UInt8(ascii: "\\"),
              // A scheme (`https:`, `mailto:`, `data:`) or a Windows drive: not a file of the book.
              !written.contains(":"),
              !written.hasSuffix(".md"),
              let decoded = Self.percentDecoded(written)
        else { return nil }
        path = decoded
        suffix = String(destination[end...])
    }

    /// `%XX` escapes decoded; nil when an escape is malformed or the bytes are not UTF-8 (such a destination names no
    /// file the build could check, so it is left alone as a URL).
    static func percentDecoded(_ text: Substring) -> String? {
        guard text.utf8.contains(UInt8(ascii: "%")) else { return String(text) }
        var bytes: [UInt8] = []
        var iterator = text.utf8.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else { return nil }
            bytes.append(high << 4 | low)
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    /// A path relative to `Chapters/` as a destination the page (at the site's root) can use: `%` is escaped so the
    /// renderer's href escaping, which keeps `%`, does not read a file name's `%` as an escape.
    static func destination(forChaptersPath path: String, suffix: String) -> String {
        var escaped = ""
        for character in path.unicodeScalars {
            if character == "%" { escaped += "%25" } else { escaped.unicodeScalars.append(character) }
        }
        return escaped + suffix
    }
}
