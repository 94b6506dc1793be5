/// Paths as the kernel reads them: names separated by "/" bytes.
///
/// `String`'s own operations work on characters, and a slash is not a character of its own when a combining mark
/// follows it or a prepended mark (U+0600) precedes it: `"\u{600}/..".split(separator: "/")` is one name where the
/// file system sees `\u{600}` and `..` (so `build --output "\u{600}/.."` once looked like a new folder to the output
/// check and replaced the book's folder), and `hasPrefix` and `==` take canonically equivalent names, which are
/// different files, for the same. Every check that keeps a path inside or outside a folder goes through here.
public enum FileSystemPath {
    private static let slash = UInt8(ascii: "/")

    /// The names of `path` between its "/" bytes; empty ones (of `//`, or at either end) are left out unless
    /// `keepingEmpty`.
    public static func names(of path: String, keepingEmpty: Bool = false) -> [String] {
        // Split at an ASCII byte, the pieces of valid UTF-8 stay valid.
        path.utf8.split(separator: slash, omittingEmptySubsequences: !keepingEmpty).map { String(decoding: $0, as: UTF8.self) }
    }

    /// `names` with `.` left out and each `..` taking away the name before it, by the names alone (no link is
    /// followed); nil when a `..` would climb above the first name.
    public static func lexicallyResolved(_ names: [String]) -> [String]? {
        var resolved: [String] = []
        for name in names where name != "." {
            guard name == ".." else {
                resolved.append(name)
                continue
            }
            guard resolved.popLast() != nil else { return nil }
        }
        return resolved
    }

    public static func isAbsolute(_ path: String) -> Bool {
        path.utf8.first == slash
    }

    /// Whether the two paths are the same bytes (not merely canonically equivalent strings).
    public static func same(_ path: String, _ other: String) -> Bool {
        path.utf8.elementsEqual(other.utf8)
    }

    /// Whether `path` lies strictly inside `folder`, both absolute and resolved, byte for byte.
    public static func isInside(_ path: String, folder: String) -> Bool {
        let prefix = folder.utf8.last == slash ? folder : folder + "/"
        return path.utf8.count > prefix.utf8.count && path.utf8.starts(with: prefix.utf8)
    }

    /// `path` inside `folder` (or `path` itself) as a path relative to `folder`, nil when it is not inside.
    public static func relative(_ path: String, to folder: String) -> String? {
        if same(path, folder) { return "" }
        guard isInside(path, folder: folder) else { return nil }
        let prefixLength = folder.utf8.last == slash ? folder.utf8.count : folder.utf8.count + 1
        return String(decoding: path.utf8.dropFirst(prefixLength), as: UTF8.self)
    }

    /// The part of `path` before its last "/" byte, nil when it has none.
    public static func parent(of path: String) -> String? {
        guard let last = path.utf8.lastIndex(of: slash) else { return nil }
        return String(decoding: path.utf8[..<last], as: UTF8.self)
    }
}
