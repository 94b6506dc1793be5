#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Which folders a build may replace with a site. The swap replaces the output folder whole, so a wrong `--output`
/// (`.`, `..`, `Chapters`, a folder of someone's files) would delete the book or unrelated files: a build writes only
/// into a folder that is absent, empty, or a site this tool made (it holds `.notebook-site`).
///
/// A site written before the marker existed is accepted only where the tool put it by default: `Site/` in the book's
/// folder, while the book's `.notebook-cache/manifest` (written only by a successful build) is there too.
///
/// Paths are compared after resolving symbolic links and `..` in the part of the path that exists, so
/// `--output sub/..` or a link to the book's folder are seen for what they are.
public enum OutputFolderPolicy {
    /// The file every site holds, saying which tool made it and that the folder is replaced whole on each build.
    public static let markerName = ".notebook-site"
    public static let markerText = """
        This folder is a site written by notebook. The next 'notebook build' replaces the whole folder: \
        do not keep other files in it.

        """

    /// Why a build must not write into `output`, or nil when it may. `output` and `book` may be relative (to the
    /// working directory) and need not exist.
    public static func problem(output: String, book: String) -> String? {
        if output.isEmpty { return "the path is empty" }
        let target = resolvedPath(output)
        let bookPath = resolvedPath(book)
        if FileSystemPath.same(target, bookPath) { return "it is the book's folder" }
        if FileSystemPath.isInside(bookPath, folder: target) { return "it contains the book's folder" }
        // The cache holds the build lock and the manifests; it is absent before the first build, so the contents
        // check below would let a site replace it.
        for name in ["Chapters", ".notebook-cache"] {
            let folder = bookPath == "/" ? "/" + name : bookPath + "/" + name
            if FileSystemPath.same(target, folder) { return "it is the book's \(name)/ folder" }
            if FileSystemPath.isInside(target, folder: folder) { return "it is inside the book's \(name)/ folder" }
        }
        if let blocked = blockedParent(of: output) { return blocked }
        return problemWithContents(of: target, book: bookPath)
    }

    /// `problem` as the message the commands print after `error: `.
    public static func refusal(output: String, book: String) -> String? {
        problem(output: output, book: book).map { refusalMessage(output: output, reason: $0) }
    }

    static func refusalMessage(output: String, reason: String) -> String {
        "refusing to write the site into '\(output)': \(reason); choose a new or empty folder, "
            + "or a site notebook built (holds \(markerName))"
    }

    private static func problemWithContents(of target: String, book: String) -> String? {
        var status = stat()
        guard lstat(target, &status) == 0 else { return nil }
        guard (status.st_mode & S_IFMT) == S_IFDIR else { return "it exists and is not a folder" }
        // Names are looked up, not listed: a site of thousands of pages would be read whole at every build. Only a
        // folder without the marker is listed, and only up to its first entry.
        guard isReadableFolder(target) else { return "it cannot be read" }
        if holds("notebook.toml", in: target) { return "it holds a notebook.toml (it is a book)" }
        if holds(".git", in: target) { return "it holds .git (it is a repository)" }
        if holdsMarker(target) || isLegacyDefaultSite(target, book: book) || isEmptyFolder(target) == true { return nil }
        return "it is not empty and was not made by notebook (it holds no \(markerName))"
    }

    /// Why a folder above `output` cannot hold it: a file, or a link to nothing (making the folders would fail late,
    /// on a staging folder the user never named). Nil when every existing parent is a folder.
    private static func blockedParent(of output: String) -> String? {
        let absolute = FileSystemPath.isAbsolute(output) ? output : FileManager.default.currentDirectoryPath + "/" + output
        let components = FileSystemPath.names(of: absolute)
        var prefix = ""
        for component in components.dropLast() {
            prefix += "/" + component
            var status = stat()
            guard lstat(prefix, &status) == 0 else { return nil }
            if (status.st_mode & S_IFMT) == S_IFLNK, stat(prefix, &status) != 0 {
                let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: prefix)) ?? "?"
                return "'\(prefix)' is a link to '\(target)', which does not exist"
            }
            if (status.st_mode & S_IFMT) != S_IFDIR { return "'\(prefix)' is not a folder" }
        }
        return nil
    }

    /// Whether `folder` can be opened for reading as a folder (what listing it needs), without reading it.
    private static func isReadableFolder(_ folder: String) -> Bool {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        close(descriptor)
        return true
    }

    /// Whether `folder` has no entry but `.` and `..`; nil when it cannot be read. Stops at the first entry.
    static func isEmptyFolder(_ folder: String) -> Bool? {
        guard let stream = opendir(folder) else { return nil }
        defer { closedir(stream) }
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { return false }
        }
        return true
    }

    /// Whether `folder` has an entry called `name`, of any kind (a link is not followed).
    private static func holds(_ name: String, in folder: String) -> Bool {
        var status = stat()
        return lstat(folder + "/" + name, &status) == 0
    }

    private static func holdsMarker(_ folder: String) -> Bool {
        var status = stat()
        return lstat(folder + "/" + markerName, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
    }

    /// `Site/` beside the book's manifest: the default output of a build from before the marker.
    private static func isLegacyDefaultSite(_ folder: String, book: String) -> Bool {
        guard FileSystemPath.same(folder, book == "/" ? "/Site" : book + "/Site") else { return false }
        guard let bytes = FileBytes.read(book + "/.notebook-cache/manifest") else { return false }
        return bytes.starts(with: Array("notebook-manifest ".utf8))
    }

    /// The absolute path `path` names: the longest part that exists resolved by `realpath(3)` (links and `..`), the
    /// rest, which cannot hold links, resolved by its names.
    public static func resolvedPath(_ path: String) -> String {
        let absolute = FileSystemPath.isAbsolute(path) ? path : FileManager.default.currentDirectoryPath + "/" + path
        var components = FileSystemPath.names(of: absolute)
        var rest: [String] = []
        while true {
            let prefix = "/" + components.joined(separator: "/")
            if let real = realPath(prefix) {
                return appending(rest, to: real)
            }
            guard let last = components.popLast() else { return appending(rest, to: "/") }
            rest.insert(last, at: 0)
        }
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private static func appending(_ components: [String], to base: String) -> String {
        var parts = FileSystemPath.names(of: base)
        for component in components {
            switch component {
            case ".": continue
            case "..": _ = parts.popLast()
            default: parts.append(component)
            }
        }
        return "/" + parts.joined(separator: "/")
    }
}
