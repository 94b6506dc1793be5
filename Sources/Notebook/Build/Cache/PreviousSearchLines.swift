/// The chapters' lines in the previous site's search files, read only from files that are still the ones the
/// manifest recorded, and only when a line is asked for.
struct PreviousSearchLines {
    let site: String
    let manifest: BuildManifest?
    private var loaded: [String: [String: [UInt8]]] = [:]

    init(site: String, manifest: BuildManifest?) {
        self.site = site
        self.manifest = manifest
    }

    /// The line of `page`: looked for in `path` first (where it is unless chapters were added, removed or moved),
    /// then in the other previous search files.
    mutating func line(forPage page: String, lookingFirstIn path: String) -> [UInt8]? {
        guard let manifest else { return nil }
        if let line = lines(of: path)[page] { return line }
        for other in manifest.searchParts.keys.sorted() where other != path {
            if let line = lines(of: other)[page] { return line }
        }
        return nil
    }

    private mutating func lines(of path: String) -> [String: [UInt8]] {
        if let lines = loaded[path] { return lines }
        var lines: [String: [UInt8]] = [:]
        let file = site + "/" + path
        if let recorded = manifest?.files[path], FileBytes.identity(of: file) == recorded, let bytes = FileBytes.read(file),
           FileBytes.identity(of: file) == recorded {
            var start = 0
            while start < bytes.count {
                let end = bytes[start...].firstIndex(of: 0x0A).map { $0 + 1 } ?? bytes.count
                if let page = SearchIndex.page(ofShardLine: bytes[start..<end]) { lines[page] = Array(bytes[start..<end]) }
                start = end
            }
        }
        loaded[path] = lines
        return lines
    }
}
