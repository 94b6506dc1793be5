/// How the index is laid out in files: each chapter's shard is one line, a statement that registers it in
/// `window.NotebookSearchShards`; the lines of each run of `chaptersPerPart` chapters, in reading order, are one
/// script, `assets/search/part-N.js`. A rebuild splices the lines of the chapters it rendered into the lines of the
/// previous file (`BookBuilder`), so a shard line must stay readable by `page(ofShardLine:)`.
extension SearchIndex {
    /// How many chapters, consecutive in reading order, share a search file: few enough that a rebuild rewrites a
    /// few hundred kilobytes of index, many enough that the first search loads a handful of scripts rather than one
    /// per chapter (and that a build creates half as many files).
    public static let chaptersPerPart = 16

    /// The site path of the search file holding the chapter at `position` (0-based, in reading order):
    /// `assets/search/part-1.js` for the first sixteen.
    public static func partPath(forChapterAt position: Int) -> String {
        "assets/search/part-" + String(position / chaptersPerPart + 1) + ".js"
    }

    static let shardPrefix = "(window.NotebookSearchShards = window.NotebookSearchShards || {})["

    /// The page a shard line registers (as `shard(for:page:)` wrote it), or nil for any other line.
    public static func page(ofShardLine line: ArraySlice<UInt8>) -> String? {
        let prefix = shardPrefix.utf8
        guard line.starts(with: prefix) else { return nil }
        var index = line.startIndex + prefix.count
        guard index < line.endIndex, line[index] == UInt8(ascii: "\"") else { return nil }
        index += 1
        let start = index
        // Page names are file names: a quote or backslash in one would have been escaped, so such a name is not
        // read back (the chapter is then rendered again).
        while index < line.endIndex, line[index] != UInt8(ascii: "\""), line[index] != UInt8(ascii: "\\") { index += 1 }
        guard index < line.endIndex, line[index] == UInt8(ascii: "\""), index + 1 < line.endIndex,
              line[index + 1] == UInt8(ascii: "]") else { return nil }
        return String(decoding: line[start..<index], as: UTF8.self)
    }
}
