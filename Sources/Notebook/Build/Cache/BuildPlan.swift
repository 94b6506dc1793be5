/// What a build will do, decided before any listing runs (`BuildPlanner`): which chapters are rendered, which pages
/// are taken over from the previous site, which search files are linked and which are written again.
///
/// Indices are positions in the book's reading order (those of `LoadedBook.chapters`); search files are numbered
/// from 0 (`SearchIndex.partPath(forChapterAt: part * SearchIndex.chaptersPerPart)`).
struct BuildPlan: Equatable, Sendable {
    /// For each chapter, the fingerprint of everything its page and search line depend on (`BuildPlanner.pageKeys`).
    var pageKeys: [String]
    /// For each search file, the fingerprint of its chapters' page keys, in order.
    var searchPartKeys: [String]
    /// The chapters to evaluate and render, in reading order.
    var chaptersToRender: [Int]
    /// The chapters whose page files are hard-linked from the previous site, in reading order.
    var pagesToLink: [Int]
    /// The search files linked unchanged from the previous site; every other one is written.
    var linkedSearchParts: Set<Int>
    /// The lines, read from the previous search files, of chapters not rendered whose search file is written again.
    var carriedSearchLines: [Int: [UInt8]]
    /// Chapters the loader reused from their record whose files cannot be taken over (their page changed, someone
    /// touched it, or their search line is lost): the book is read again with these parsed, then the plan settled.
    var chaptersToReread: Set<String>

    var searchPartCount: Int { searchPartKeys.count }

    /// For each search file written again, how many of its chapters are rendered (its line waits for them).
    var renderedChaptersInPart: [Int] {
        var counts = [Int](repeating: 0, count: searchPartCount)
        for index in chaptersToRender where !linkedSearchParts.contains(BuildPlan.part(of: index)) {
            counts[BuildPlan.part(of: index)] += 1
        }
        return counts
    }

    /// The search files not written while chapters are rendered: the linked ones, and those none of whose chapters
    /// is rendered (written from the carried lines).
    var searchPartsAfterRendering: [Int] {
        let rendered = renderedChaptersInPart
        return (0..<searchPartCount).filter { linkedSearchParts.contains($0) || rendered[$0] == 0 }
    }

    static func part(of chapter: Int) -> Int {
        chapter / SearchIndex.chaptersPerPart
    }

    static func partPath(_ part: Int) -> String {
        SearchIndex.partPath(forChapterAt: part * SearchIndex.chaptersPerPart)
    }
}
