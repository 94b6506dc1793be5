import Diagnostics
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Images and links to files that are not chapters: each must be a file under `Chapters/` (the build copies it into
/// the site at the same path); a missing one, one outside `Chapters/` or a symbolic link is an error at the link.
extension ReferenceResolver {
    /// The image or link with its destination pointed at the file's place in the site (pages are all at the site's
    /// root, so a chapter in a subfolder links to `part/fig.png` for its `fig.png`), or nil when it is unchanged.
    /// Records the file in `source.assets`.
    static func rewrittenAssetLink(_ node: MarkupNode, in source: Source, lookup: Lookup,
                                   diagnostics: inout [Diagnostic]) -> MarkupNode? {
        let link: MarkupNode.Link
        let isImage: Bool
        switch node.kind {
        case .image(let value): (link, isImage) = (value, true)
        case .link(let value): (link, isImage) = (value, false)
        default: return nil
        }
        guard let range = node.range, let asset = AssetPath(link.destination) else { return nil }
        let noun = isImage ? "image" : "file"
        func refuse(_ message: String, id: String) {
            guard source.refusedFiles.insert(asset.path).inserted else { return }
            let (location, length) = destinationLocation(link.destination, link: range, in: source)
            diagnostics.append(Diagnostic(id: id, severity: .error, message: message, at: location, length: length))
        }
        guard let resolved = resolvePath(asset.path, from: source.chapter.name), !resolved.isEmpty else {
            refuse("\(noun) '\(asset.path)' is outside the Chapters folder; the site can only show files under it",
                   id: "reference.file-outside-book")
            return nil
        }
        // Two files whose names are the same letters in two Unicode forms (NFC `é`, NFD `e` and U+0301) can sit side by
        // side on Linux, but strings compare them equal, and the site's file lists would silently keep one.
        if let index = source.assets.firstIndex(of: resolved), !FileSystemPath.same(source.assets[index], resolved) {
            refuse("\(noun) '\(asset.path)' has the name of '\(source.assets[index])' written in another Unicode form; "
                   + "the site cannot hold both: rename one", id: "reference.ambiguous-file-name")
            return nil
        }
        if let folder = lookup.chaptersFolder, !source.assets.contains(resolved) {
            switch fileKind(resolved, in: folder) {
            case .regular: break
            case .missing:
                // A link (not an image) to `index.html` or another page of the site is not a file of the book.
                if !isImage && asset.path.hasSuffix(".html") { return nil }
                refuse("\(noun) '\(asset.path)' does not exist", id: "reference.missing-file")
                return nil
            case .symbolicLink:
                // A link could point anywhere on the machine; the site must not publish what it points at.
                refuse("\(noun) '\(asset.path)' is a symbolic link; put the file itself under Chapters", id: "reference.file-outside-book")
                return nil
            case .other:
                refuse("\(noun) '\(asset.path)' is not a regular file", id: "reference.missing-file")
                return nil
            }
        }
        source.assets.insert(resolved)
        guard resolved != asset.path else { return nil }
        var updated = link
        updated.destination = AssetPath.destination(forChaptersPath: resolved, suffix: asset.suffix)
        var node = node
        node.kind = isImage ? .image(updated) : .link(updated)
        return node
    }

    private enum FileKind { case regular, missing, symbolicLink, other }

    /// Whether every file a reused chapter showed is still a file under `Chapters/`; if not, the chapter is parsed
    /// again, so the missing file is reported at its link.
    static func filesStillThere(_ assets: [String], in chaptersFolder: String) -> Bool {
        assets.allSatisfy { fileKind($0, in: chaptersFolder) == .regular }
    }

    /// What is at `relativePath` under `folder`, following no symbolic link on the way: a linked folder could lead
    /// anywhere (the book's own walk of `Chapters/` does not follow them either).
    private static func fileKind(_ relativePath: String, in folder: String) -> FileKind {
        var path = folder
        let components = FileSystemPath.names(of: relativePath)
        for (index, component) in components.enumerated() {
            path += "/" + component
            var status = stat()
            guard lstat(path, &status) == 0 else { return .missing }
            let type = status.st_mode & S_IFMT
            if type == S_IFLNK { return .symbolicLink }
            if index == components.count - 1 { return type == S_IFREG ? .regular : .other }
            if type != S_IFDIR { return .missing }
        }
        return .other
    }
}
