/// Decides what a build does from what is known before any listing runs: the loaded book, the previous build's
/// manifest and the identities of the previous site's files. It reads nothing itself: the builder stats the paths
/// `pathsToCheck` names and hands the previous search files' lines over as `previousSearchLine`.
///
/// A chapter loaded from its record keeps its files only if its page would come out the same (same page key) and the
/// files are still the ones the manifest recorded; otherwise it is read again and rendered. A search file whose
/// chapters' keys are those recorded, and which is intact, is linked; the others are written from the lines of the
/// chapters rendered now and, for the chapters not rendered, their lines in the previous search files (a chapter
/// whose line cannot be found there is rendered again).
struct BuildPlanner {
    let toolFingerprint: String

    /// The site paths whose current identity `plan` needs: the files of chapters loaded from a record whose page key
    /// is unchanged, and the search files whose key is unchanged. `keys` are the book's `pageKeys`.
    func pathsToCheck<Chapter>(in book: LoadedBook<Chapter>, pageKeys keys: [String], previous: BuildManifest?) -> [String] {
        guard let previous else { return [] }
        var paths: [String] = []
        for (index, chapter) in book.chapters.enumerated() where chapter.chapter == nil && chapter.record.pageKey == keys[index] {
            paths += SiteWriter.chapterFilePaths(forPage: chapter.pageFileName)
        }
        for (part, key) in searchPartKeys(keys).enumerated() where previous.searchParts[BuildPlan.partPath(part)] == key {
            paths.append(BuildPlan.partPath(part))
        }
        return paths
    }

    /// The plan for `book` as loaded, whose `pageKeys` are `keys`. `identities` holds the current identity of (at
    /// least) the paths `pathsToCheck` named, a path missing from it being a file that is gone;
    /// `previousSearchLine(page, path)` is the chapter's line in the previous site's search files, looked for first in
    /// `path`.
    func plan<Chapter>(book: LoadedBook<Chapter>, pageKeys keys: [String], previous: BuildManifest?,
                       identities: [String: SiteFileIdentity],
                       previousSearchLine: (_ page: String, _ path: String) -> [UInt8]?) -> BuildPlan {
        let partKeys = searchPartKeys(keys)
        let reusable = book.chapters.indices.map { index in
            book.chapters[index].chapter != nil
                || canReuseFiles(of: book.chapters[index], pageKey: keys[index], previous: previous, identities: identities)
        }
        let linkedParts = Set(partKeys.indices.filter { part in
            let path = BuildPlan.partPath(part)
            guard let previous, previous.searchParts[path] == partKeys[part] else { return false }
            return filesIntact([path], previous: previous, identities: identities)
        })
        var carriedLines: [Int: [UInt8]] = [:]
        for index in book.chapters.indices where reusable[index] && book.chapters[index].chapter == nil
            && !linkedParts.contains(BuildPlan.part(of: index)) {
            carriedLines[index] = previousSearchLine(book.chapters[index].pageFileName, SearchIndex.partPath(forChapterAt: index))
        }
        let stale = book.chapters.indices.filter { index in
            !reusable[index] || (book.chapters[index].chapter == nil && !linkedParts.contains(BuildPlan.part(of: index))
                                 && carriedLines[index] == nil)
        }
        let rendered = Set(stale).union(book.chapters.indices.filter { book.chapters[$0].chapter != nil })
        return BuildPlan(pageKeys: keys, searchPartKeys: partKeys, chaptersToRender: rendered.sorted(),
                         pagesToLink: book.chapters.indices.filter { !rendered.contains($0) },
                         linkedSearchParts: linkedParts, carriedSearchLines: carriedLines,
                         chaptersToReread: Set(stale.map { book.chapters[$0].record.name }))
    }

    /// The plan once the book has been read again with `plan.chaptersToReread` parsed: every parsed chapter is
    /// rendered, the others linked. The search files keep the decisions made on the first reading.
    func settle<Chapter>(_ plan: BuildPlan, reread book: LoadedBook<Chapter>) -> BuildPlan {
        var settled = plan
        settled.pageKeys = pageKeys(of: book)
        settled.chaptersToRender = book.chapters.indices.filter { book.chapters[$0].chapter != nil }
        settled.pagesToLink = book.chapters.indices.filter { book.chapters[$0].chapter == nil }
        settled.chaptersToReread = []
        return settled
    }

    /// For each chapter, a fingerprint of everything its page and search shard depend on: the tool, the
    /// configuration, the chapter's own source, where its links into other chapters lead, and its neighbours in the
    /// contents (the previous/next links show their titles).
    func pageKeys<Chapter>(of book: LoadedBook<Chapter>) -> [String] {
        // What every page depends on is hashed once; each chapter's key goes on from a copy of that state.
        var common = ContentHash()
        common.updateField(toolFingerprint)
        common.updateField(book.configurationFingerprint)
        common.updateField(book.title)
        common.updateField(book.language)
        let chapters = book.chapters
        return chapters.indices.map { index in
            var hash = common
            let record = chapters[index].record
            hash.updateField(record.sourceKey)
            hash.updateField(chapters[index].pageFileName)
            for reference in record.imports {
                hash.updateFields(reference.chapterName, reference.fragment, reference.label, reference.anchor)
            }
            if index > 0 {
                updateNeighbour(chapters[index - 1], "previous", into: &hash)
            } else {
                hash.updateField("first")
            }
            if index + 1 < chapters.count {
                updateNeighbour(chapters[index + 1], "next", into: &hash)
            } else {
                hash.updateField("last")
            }
            return hash.finalizeHex()
        }
    }

    private func updateNeighbour<Chapter>(_ neighbour: LoadedChapter<Chapter>, _ side: String, into hash: inout ContentHash) {
        hash.updateFields(side, neighbour.pageFileName, neighbour.record.title)
        hash.updateField(neighbour.number)
    }

    /// For each search file, a fingerprint of the page keys of its chapters in order (a chapter's search line
    /// depends on no more than its page does).
    func searchPartKeys(_ pageKeys: [String]) -> [String] {
        stride(from: 0, to: pageKeys.count, by: SearchIndex.chaptersPerPart).map { first in
            var hash = ContentHash()
            hash.updateField(toolFingerprint)
            for key in pageKeys[first..<min(first + SearchIndex.chaptersPerPart, pageKeys.count)] { hash.updateField(key) }
            return hash.finalizeHex()
        }
    }

    /// Everything the book's own files depend on: the tool, the configuration, the book's title and language, and
    /// every chapter's entry in the contents.
    func bookKey(of site: SiteBook, configuration: String) -> String {
        var hash = ContentHash()
        hash.updateField(toolFingerprint)
        hash.updateField(configuration)
        hash.updateField(site.title)
        hash.updateField(site.language)
        for entry in site.contents {
            hash.updateField(entry.number)
            hash.updateField(entry.fileName)
            hash.updateField(entry.title)
            hash.updateField(entry.summary.map { "=" + $0 } ?? "")
            hash.updateField(entry.listingCount)
        }
        return hash.finalizeHex()
    }

    /// True when the book's own files (index, contents script, assets) can be linked: they were made from the same
    /// `bookKey` and are intact. `identities` holds the current identity of `SiteWriter.bookFilePaths`.
    func canReuseBookFiles(bookKey: String, previous: BuildManifest?, identities: [String: SiteFileIdentity]) -> Bool {
        guard let previous, previous.bookKey == bookKey else { return false }
        return filesIntact(SiteWriter.bookFilePaths, previous: previous, identities: identities)
    }

    private func canReuseFiles<Chapter>(of chapter: LoadedChapter<Chapter>, pageKey: String, previous: BuildManifest?,
                                        identities: [String: SiteFileIdentity]) -> Bool {
        guard let previous, chapter.record.pageKey == pageKey else { return false }
        return filesIntact(SiteWriter.chapterFilePaths(forPage: chapter.pageFileName), previous: previous, identities: identities)
    }

    /// True when every file at `paths` is now the one the previous build recorded.
    private func filesIntact(_ paths: [String], previous: BuildManifest, identities: [String: SiteFileIdentity]) -> Bool {
        paths.allSatisfy { path in
            guard let recorded = previous.files[path], let current = identities[path] else { return false }
            return current == recorded
        }
    }
}
