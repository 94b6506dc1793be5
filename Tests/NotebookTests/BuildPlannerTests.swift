import XCTest
@testable import Notebook

/// The build's decisions without a disk: books of numbered chapters, a previous build's manifest, and the identities
/// the site's files have now.
final class BuildPlannerTests: XCTestCase {
    private let planner = BuildPlanner(toolFingerprint: "tool-1")

    /// What a previous build left: its manifest, the identities of its files as they are now, its search lines by
    /// page, and the book as the loader gives it back when nothing changed (every chapter from its record).
    private struct PreviousBuild {
        var manifest: BuildManifest
        var identities: [String: SiteFileIdentity]
        var lines: [String: [UInt8]]
        var unchangedBook: LoadedBook<Int>
    }

    private func name(_ index: Int) -> String { String(format: "%02d", index + 1) }

    /// A book of `count` chapters, all parsed unless `fromRecords` is set.
    private func book(_ count: Int, fromRecords: Bool = false, titles: [Int: String] = [:],
                      sources: [Int: String] = [:]) -> LoadedBook<Int> {
        let chapters = (0..<count).map { index in
            LoadedChapter(number: index + 1, path: "Chapters/\(name(index)).md", pageFileName: "\(name(index)).html",
                          record: ChapterRecord(name: "\(name(index)).md", sourceKey: sources[index] ?? "source-\(index)",
                                                title: titles[index] ?? "Chapter \(index + 1)"),
                          chapter: fromRecords ? nil : index)
        }
        return LoadedBook(title: "Book", language: "en", configurationFingerprint: "configuration-1", chapters: chapters,
                          diagnostics: [])
    }

    private func identity(_ inode: Int) -> SiteFileIdentity {
        SiteFileIdentity(device: 1, inode: UInt64(inode), size: 100, modifiedSeconds: 1, modifiedNanoseconds: 0)
    }

    /// The build of a book of `count` chapters, recorded as `BookBuilder` records it.
    private func previousBuild(of count: Int) -> PreviousBuild {
        let built = book(count)
        let keys = planner.pageKeys(of: built)
        var manifest = BuildManifest(toolFingerprint: "tool-1", configurationFingerprint: "configuration-1")
        var identities: [String: SiteFileIdentity] = [:]
        var lines: [String: [UInt8]] = [:]
        var unchanged = built
        for (index, chapter) in built.chapters.enumerated() {
            var record = chapter.record
            record.pageKey = keys[index]
            manifest.chapters[record.name] = record
            manifest.files[chapter.pageFileName] = identity(index)
            identities[chapter.pageFileName] = identity(index)
            lines[chapter.pageFileName] = Array("line of \(chapter.pageFileName)\n".utf8)
            unchanged.chapters[index].record = record
            unchanged.chapters[index].chapter = nil
        }
        for (part, key) in planner.searchPartKeys(keys).enumerated() {
            manifest.searchParts[BuildPlan.partPath(part)] = key
            manifest.files[BuildPlan.partPath(part)] = identity(1000 + part)
            identities[BuildPlan.partPath(part)] = identity(1000 + part)
        }
        return PreviousBuild(manifest: manifest, identities: identities, lines: lines, unchangedBook: unchanged)
    }

    func testWithoutAPreviousBuildEveryChapterIsRenderedAndEverySearchFileWritten() {
        let loaded = book(20)
        XCTAssertEqual(planner.pathsToCheck(in: loaded, previous: nil), [])
        let plan = planner.plan(book: loaded, previous: nil, identities: [:]) { _, _ in
            XCTFail("no previous search file to read")
            return nil
        }
        XCTAssertEqual(plan.chaptersToRender, Array(0..<20))
        XCTAssertEqual(plan.pagesToLink, [])
        XCTAssertEqual(plan.linkedSearchParts, [])
        XCTAssertEqual(plan.chaptersToReread, [])
        XCTAssertEqual(plan.searchPartCount, 2)
        XCTAssertEqual(plan.renderedChaptersInPart, [16, 4])
        XCTAssertEqual(plan.searchPartsAfterRendering, [], "both search files are written by the rendering threads")
    }

    func testAnUnchangedBookLinksEveryPageAndSearchFile() {
        let previous = previousBuild(of: 20)
        let paths = planner.pathsToCheck(in: previous.unchangedBook, previous: previous.manifest)
        XCTAssertEqual(Set(paths), Set(previous.identities.keys), "every page and search file is checked, nothing else")
        let plan = planner.plan(book: previous.unchangedBook, previous: previous.manifest, identities: previous.identities) { _, _ in
            XCTFail("a linked search file is not read")
            return nil
        }
        XCTAssertEqual(plan.chaptersToRender, [])
        XCTAssertEqual(plan.pagesToLink, Array(0..<20))
        XCTAssertEqual(plan.linkedSearchParts, [0, 1])
        XCTAssertEqual(plan.chaptersToReread, [])
        XCTAssertEqual(plan.searchPartsAfterRendering, [0, 1])
        XCTAssertEqual(plan.pageKeys, previous.unchangedBook.chapters.map(\.record.pageKey))
    }

    func testATouchedPageIsReadAgainWhileItsSearchFileStaysLinked() {
        let previous = previousBuild(of: 20)
        var identities = previous.identities
        identities["04.html"]?.changedSeconds = 99
        let plan = planner.plan(book: previous.unchangedBook, previous: previous.manifest, identities: identities) { _, _ in nil }
        XCTAssertEqual(plan.chaptersToReread, ["04.md"])
        XCTAssertEqual(plan.chaptersToRender, [3])
        XCTAssertEqual(plan.pagesToLink, Array(0..<20).filter { $0 != 3 })
        XCTAssertEqual(plan.linkedSearchParts, [0, 1])
        XCTAssertEqual(plan.renderedChaptersInPart, [0, 0], "a linked search file waits for no chapter")
    }

    func testADeletedPageIsReadAgain() {
        let previous = previousBuild(of: 3)
        var identities = previous.identities
        identities["02.html"] = nil
        let plan = planner.plan(book: previous.unchangedBook, previous: previous.manifest, identities: identities) { _, _ in nil }
        XCTAssertEqual(plan.chaptersToReread, ["02.md"])
        XCTAssertEqual(plan.chaptersToRender, [1])
    }

    func testATouchedSearchFileIsWrittenAgainFromThePreviousLines() {
        let previous = previousBuild(of: 20)
        var identities = previous.identities
        identities[BuildPlan.partPath(1)]?.size = 1
        var asked: [String] = []
        let plan = planner.plan(book: previous.unchangedBook, previous: previous.manifest, identities: identities) { page, path in
            asked.append(page + " in " + path)
            return previous.lines[page]
        }
        XCTAssertEqual(plan.linkedSearchParts, [0])
        XCTAssertEqual(asked, (16..<20).map { "\(name($0)).html in assets/search/part-2.js" })
        XCTAssertEqual(plan.carriedSearchLines.keys.sorted(), Array(16..<20))
        XCTAssertEqual(plan.carriedSearchLines[17], Array("line of 18.html\n".utf8))
        XCTAssertEqual(plan.chaptersToRender, [])
        XCTAssertEqual(plan.searchPartsAfterRendering, [0, 1], "the second file is made of carried lines only")
    }

    func testAChapterWhoseSearchLineIsLostIsRendered() {
        let previous = previousBuild(of: 20)
        var identities = previous.identities
        identities[BuildPlan.partPath(1)] = nil
        let plan = planner.plan(book: previous.unchangedBook, previous: previous.manifest, identities: identities) { page, _ in
            page == "18.html" ? nil : previous.lines[page]
        }
        XCTAssertEqual(plan.chaptersToReread, ["18.md"])
        XCTAssertEqual(plan.chaptersToRender, [17])
        XCTAssertEqual(plan.renderedChaptersInPart, [0, 1])
        XCTAssertEqual(plan.searchPartsAfterRendering, [0], "the second file is written once chapter 18 is rendered")
    }

    func testAnEditedTitleRendersTheChapterAndReadsItsNeighboursAgain() {
        let previous = previousBuild(of: 20)
        var edited = previous.unchangedBook
        let parsed = book(20, titles: [5: "A new title"], sources: [5: "source-5-edited"])
        edited.chapters[5] = parsed.chapters[5]
        let plan = planner.plan(book: edited, previous: previous.manifest, identities: previous.identities) { page, _ in
            previous.lines[page]
        }
        // The previous/next links of chapters 5 and 7 show the new title: their pages change too.
        XCTAssertEqual(plan.chaptersToReread, ["05.md", "07.md"])
        XCTAssertEqual(plan.chaptersToRender, [4, 5, 6])
        XCTAssertEqual(plan.linkedSearchParts, [1])
        XCTAssertEqual(plan.carriedSearchLines.keys.sorted(), Array(0..<16).filter { ![4, 5, 6].contains($0) })
        XCTAssertEqual(plan.renderedChaptersInPart, [3, 0])
    }

    func testSettlingRendersWhatTheSecondReadingParsed() {
        let previous = previousBuild(of: 20)
        var identities = previous.identities
        identities["04.html"]?.inode = 4444
        let plan = planner.plan(book: previous.unchangedBook, previous: previous.manifest, identities: identities) { _, _ in nil }
        var reread = previous.unchangedBook
        reread.chapters[3] = book(20).chapters[3]
        let settled = planner.settle(plan, reread: reread)
        XCTAssertEqual(settled.chaptersToRender, [3])
        XCTAssertEqual(settled.pagesToLink, Array(0..<20).filter { $0 != 3 })
        XCTAssertEqual(settled.chaptersToReread, [])
        XCTAssertEqual(settled.linkedSearchParts, plan.linkedSearchParts)
        XCTAssertEqual(settled.searchPartKeys, plan.searchPartKeys)
    }

    func testPageKeysChangeWithTheToolTheConfigurationAndTheNeighbours() {
        let keys = planner.pageKeys(of: book(3))
        XCTAssertEqual(Set(keys).count, 3)
        XCTAssertNotEqual(BuildPlanner(toolFingerprint: "tool-2").pageKeys(of: book(3)), keys)
        var reconfigured = book(3)
        reconfigured.configurationFingerprint = "configuration-2"
        XCTAssertNotEqual(planner.pageKeys(of: reconfigured), keys)
        let retitled = planner.pageKeys(of: book(3, titles: [2: "Last"]))
        XCTAssertEqual(retitled[0], keys[0], "the first chapter does not show the third's title")
        XCTAssertNotEqual(retitled[1], keys[1], "the second chapter's next link shows the third's title")
        XCTAssertEqual(retitled[2], keys[2], "a chapter's own title is in its source key, which did not change here")
        XCTAssertEqual(planner.pageKeys(of: book(3, fromRecords: true)), keys, "parsed or not, the same chapter has the same key")
    }

    func testBookFilesAreReusedOnlyWithTheSameKeyAndIntactFiles() {
        let site = SiteBook(title: "Book", language: "en", contents: [
            ContentsEntry(number: 1, fileName: "01.html", title: "One", summary: nil, listingCount: 2),
        ])
        let key = planner.bookKey(of: site, configuration: "configuration-1")
        var manifest = BuildManifest(toolFingerprint: "tool-1", configurationFingerprint: "configuration-1")
        manifest.bookKey = key
        var identities: [String: SiteFileIdentity] = [:]
        for (offset, path) in SiteWriter.bookFilePaths.enumerated() {
            manifest.files[path] = identity(offset)
            identities[path] = identity(offset)
        }
        XCTAssertTrue(planner.canReuseBookFiles(bookKey: key, previous: manifest, identities: identities))
        XCTAssertFalse(planner.canReuseBookFiles(bookKey: key, previous: nil, identities: identities))
        let renamed = SiteBook(title: "Book", language: "en", contents: [
            ContentsEntry(number: 1, fileName: "01.html", title: "Uno", summary: nil, listingCount: 2),
        ])
        XCTAssertFalse(planner.canReuseBookFiles(bookKey: planner.bookKey(of: renamed, configuration: "configuration-1"),
                                                 previous: manifest, identities: identities))
        identities["index.html"]?.modifiedNanoseconds = 5
        XCTAssertFalse(planner.canReuseBookFiles(bookKey: key, previous: manifest, identities: identities))
    }
}

/// The planner as `ReadingTheBookStep` calls it, with the book's page keys worked out from the book.
private extension BuildPlanner {
    func pathsToCheck<Chapter>(in book: LoadedBook<Chapter>, previous: BuildManifest?) -> [String] {
        pathsToCheck(in: book, pageKeys: pageKeys(of: book), previous: previous)
    }

    func plan<Chapter>(book: LoadedBook<Chapter>, previous: BuildManifest?, identities: [String: SiteFileIdentity],
                       previousSearchLine: (_ page: String, _ path: String) -> [UInt8]?) -> BuildPlan {
        plan(book: book, pageKeys: pageKeys(of: book), previous: previous, identities: identities,
             previousSearchLine: previousSearchLine)
    }
}
