/// The rules a chapter path must follow without looking at the disk.
enum ChapterPathRule {
    /// Why `path` is not acceptable, as a message fragment, or nil when it is.
    static func problem(with path: String) -> String? {
        if path.isEmpty { return "the path is empty" }
        // Byte checks: `contains` with a string argument resolves to Foundation's, which costs a CFString search.
        if FileSystemPath.isAbsolute(path) || path.utf8.first == UInt8(ascii: "~") || path.utf8.contains(UInt8(ascii: ":")) {
            return "it must be relative to 'Chapters/'"
        }
        if path.utf8.contains(UInt8(ascii: "\\")) { return "it must use '/' to separate folders" }
        // Its names as the file system splits it (`FileSystemPath`): `\u{600}/..` climbs out.
        let components = FileSystemPath.names(of: path, keepingEmpty: true)
        if components.contains("..") { return "it must stay inside 'Chapters/' ('..' is not allowed)" }
        if components.contains("") { return "it contains an empty folder name" }
        if components.first == "Chapters" { return "it is already relative to 'Chapters/'; remove the 'Chapters/' prefix" }
        if !path.hasSuffix(".md") || path == ".md" || path.hasSuffix("/.md") { return "a chapter must be a '.md' file" }
        if path.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) { return "it contains a control character" }
        return nil
    }

    /// `./a.md` and `a.md` name the same chapter (a path `problem` accepts has no `..`).
    static func normalized(_ path: String) -> String {
        FileSystemPath.names(of: path).filter { $0 != "." }.joined(separator: "/")
    }
}
