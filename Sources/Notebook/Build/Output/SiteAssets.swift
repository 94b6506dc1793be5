/// The files chapters show (images, downloads) placed into a new site at their path under `Chapters/`.
///
/// A file whose source is the one the previous build copied (same `stat` identity), and whose copy in the current site
/// is intact, is hard-linked from there like an unchanged page; any other is read and written again. Either way it
/// goes into the staging folder, so it appears with the pages in the one swap.
struct SiteAssets {
    let chaptersFolder: String
    let siteFolder: String

    /// Places every file of `paths` (duplicates allowed) into `staging`; returns each source's identity, for the
    /// manifest. A source that vanished since the chapters were read is an error: the page would show a broken image.
    func place(_ paths: [String], into staging: SiteStaging, previous: BuildManifest?) throws -> [String: SiteFileIdentity] {
        var sources: [String: SiteFileIdentity] = [:]
        // Strings compare names in two Unicode forms equal (the chapters' own links are checked one by one; two
        // chapters may each show one of them), and the second file would silently not be copied.
        var spellings: [String: String] = [:]
        for path in paths {
            if let other = spellings[path], !FileSystemPath.same(other, path) { throw SiteAssetError.twoUnicodeForms(other, path) }
            spellings[path] = path
        }
        for path in Set(paths).sorted() {
            let source = chaptersFolder + "/" + path
            guard let identity = FileBytes.identity(of: source) else { throw SiteAssetError.vanished(path) }
            if let previous, previous.assetSources[path] == identity, let copy = previous.files[path],
               FileBytes.identity(of: siteFolder + "/" + path) == copy {
                try staging.reuse(path)
            } else {
                // Identity first, bytes second: a file changed in between is seen as changed by the next build.
                guard let bytes = FileBytes.read(source) else { throw SiteAssetError.vanished(path) }
                try staging.write(SiteWriter.File(path: path, bytes: bytes))
            }
            sources[path] = identity
        }
        return sources
    }
}

enum SiteAssetError: Error, CustomStringConvertible {
    case vanished(String)
    case twoUnicodeForms(String, String)

    var description: String {
        switch self {
        case .vanished(let path): return "'Chapters/\(path)' disappeared during the build"
        case .twoUnicodeForms(let first, let second):
            return "'Chapters/\(first)' and 'Chapters/\(second)' are one name written in two Unicode forms; "
                + "the site cannot hold both: rename one"
        }
    }
}
