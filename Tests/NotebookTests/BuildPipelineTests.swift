import Diagnostics
import Figures
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import XCTest
@testable import Notebook
import Synchronization

/// A pipeline over plain text files, to test the build's steps, cache, swap and ordering on their own.
/// Chapters are `Chapters/*.txt` in name order; a line `error` is a load error, `warn` an evaluation warning,
/// `slow` sleeps in evaluate, `check ok` / `check X` are passing and failing checks.
struct ParsedText {
    var number: Int
    var path: String
    var pageFileName: String
    var lines: [String]
}

struct TextPipeline: ChapterPipeline {
    let evaluations = Counter()

    final class Counter: Sendable {
        private let names = Mutex<[String]>([])
        func record(_ name: String) { names.withLock { $0.append(name) } }
        var recorded: [String] { names.withLock { $0.sorted() } }
    }

    func load(at directory: URL, reusing previous: BuildManifest?, parsingAnyway: Set<String>) -> LoadedBook<ParsedText> {
        let folder = directory.appendingPathComponent("Chapters")
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".txt") }.sorted()
        var diagnostics: [Diagnostic] = []
        let chapters = names.enumerated().map { index, name -> LoadedChapter<ParsedText> in
            let path = "Chapters/" + name
            let text = (try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)) ?? ""
            let lines = text.components(separatedBy: "\n")
            let key = "\(index + 1) " + text
            let pageFileName = name.replacingOccurrences(of: ".txt", with: ".html")
            if let record = previous?.chapters[name], record.sourceKey == key, !parsingAnyway.contains(name) {
                return LoadedChapter(number: index + 1, path: path, pageFileName: pageFileName, record: record, chapter: nil)
            }
            for (lineIndex, line) in lines.enumerated() where line == "error" {
                diagnostics.append(Diagnostic(id: "text.error", message: "an error line",
                                              at: SourceLocation(file: path, line: lineIndex + 1, column: 1)))
            }
            let parsed = ParsedText(number: index + 1, path: path, pageFileName: pageFileName, lines: lines)
            let record = ChapterRecord(name: name, sourceKey: key, title: lines.first ?? "")
            return LoadedChapter(number: index + 1, path: path, pageFileName: pageFileName, record: record, chapter: parsed)
        }
        return LoadedBook(title: "Text <Book>", language: "en", configurationFingerprint: "v1", chapters: chapters, diagnostics: diagnostics)
    }

    func evaluate(_ parsed: ParsedText) -> (ParsedText, [Diagnostic]) {
        evaluations.record(parsed.path)
        if parsed.lines.contains("slow") { usleep(100_000) }
        let warnings = parsed.lines.enumerated().filter { $0.element == "warn" }.map { index, _ in
            Diagnostic(id: "text.warn", severity: .warning, message: "a warning line",
                       at: SourceLocation(file: parsed.path, line: index + 1, column: 1))
        }
        return (parsed, warnings)
    }

    func render(_ evaluated: ParsedText) -> SiteChapter {
        let lines = evaluated.lines
        return SiteChapter(
            number: evaluated.number, fileName: evaluated.pageFileName, title: lines.first ?? "",
            contentHTML: "<p>" + MarkupEscaping.escape(lines.dropFirst().joined(separator: " ")) + "</p>\n",
            startsWithTitleHeading: false,
            searchEntries: [SearchEntry(title: lines.first ?? "", url: evaluated.pageFileName, text: lines.joined(separator: " "))])
    }

    func checks(of evaluated: ParsedText) -> [VerificationCheck] {
        evaluated.lines.enumerated().compactMap { index, line in
            guard line.hasPrefix("check ") else { return nil }
            let passed = line == "check ok"
            return VerificationCheck(kind: .expectation, location: SourceLocation(file: evaluated.path, line: index + 1, column: 1),
                                     subject: "line", passed: passed, message: passed ? "" : "expected ok got \(line.dropFirst(6))")
        }
    }
}

final class BuildPipelineTests: XCTestCase {
    private func makeBook(_ chapters: [String: String]) throws -> URL {
        let book = try temporaryDirectory()
        let folder = book.appendingPathComponent("Chapters")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in chapters {
            try Data(text.utf8).write(to: folder.appendingPathComponent(name))
        }
        return book
    }

    private func builder(_ book: URL, _ pipeline: TextPipeline, fingerprint: String = "tool-1") -> BookBuilder<TextPipeline> {
        BookBuilder(bookDirectory: book, outputDirectory: book.appendingPathComponent("Site"), pipeline: pipeline,
                    progress: BuildProgress(stepCount: 4, mode: .never), toolFingerprint: fingerprint)
    }

    private func siteFiles(_ book: URL) throws -> [String: String] {
        let site = book.appendingPathComponent("Site")
        var files: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(atPath: site.path)
        while let path = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: site.appendingPathComponent(path).path, isDirectory: &isDirectory), !isDirectory.boolValue {
                files[path] = try String(contentsOf: site.appendingPathComponent(path), encoding: .utf8)
            }
        }
        return files
    }

    /// `assets/live-config.js` says whether the site carries the live cells' module (live.js adds its Edit controls
    /// only then); the pages do not say it, so adding the module leaves every page as it was, linked, not rendered.
    func testTheLiveConfigurationSaysWhetherTheModuleIsThereAndPagesDoNotChange() throws {
        let book = try makeBook(["01-a.txt": "Alpha\none", "02-b.txt": "Beta\ntwo"])
        let pipeline = TextPipeline()
        XCTAssertTrue(builder(book, pipeline).build().succeeded)
        let without = try siteFiles(book)
        XCTAssertEqual(without["assets/live-config.js"], "window.NotebookLive = {module: false};\n")
        XCTAssertNil(without["assets/notebook-wasm.js"])

        var withModule = builder(book, pipeline)
        withModule.liveModule = LiveModule(wasm: Data([0, 0x61, 0x73, 0x6d]))
        let second = withModule.build()
        XCTAssertTrue(second.succeeded)
        XCTAssertEqual(second.renderedCount, 0, "the module's presence is no reason to render a page again")
        let with = try siteFiles(book)
        XCTAssertEqual(with["assets/live-config.js"], "window.NotebookLive = {module: true};\n")
        XCTAssertEqual(with["assets/notebook-wasm.js"], "window.NotebookWasm = {base64: \"AGFzbQ==\"};\n")
        XCTAssertEqual(with["01-a.html"], without["01-a.html"])
        XCTAssertEqual(with["02-b.html"], without["02-b.html"])
    }

    /// The module's script (2.8 MB of base64 for the real module) is linked from the previous site while the module
    /// file it was made from is unchanged; it is written again when the file changes, or when the bytes came from no file.
    func testTheModulesScriptIsLinkedWhileItsFileIsUnchanged() throws {
        let book = try makeBook(["01-a.txt": "Alpha\none"])
        let module = book.appendingPathComponent("module.wasm")
        try Data([0, 0x61, 0x73, 0x6d]).write(to: module)
        let script = book.appendingPathComponent("Site/" + LiveModule.scriptPath).path
        func build(_ liveModule: LiveModule) -> UInt64? {
            var withModule = builder(book, TextPipeline())
            withModule.liveModule = liveModule
            XCTAssertTrue(withModule.build().succeeded)
            return FileBytes.identity(of: script)?.inode
        }
        func fromFile() throws -> LiveModule {
            LiveModule(wasm: try Data(contentsOf: module), sourceIdentity: FileBytes.identity(of: module.path))
        }
        let first = build(try fromFile())
        XCTAssertNotNil(first)
        XCTAssertEqual(build(try fromFile()), first, "the module unchanged: the script linked")
        try Data([0, 0x61, 0x73, 0x6d, 1]).write(to: module)
        let changed = build(try fromFile())
        XCTAssertNotEqual(changed, first, "the module changed: the script written again")
        XCTAssertEqual(try siteFiles(book)[LiveModule.scriptPath], "window.NotebookWasm = {base64: \"AGFzbQE=\"};\n")
        XCTAssertNotEqual(build(LiveModule(wasm: Data([0, 0x61, 0x73, 0x6d, 1]))), changed, "bytes from no file: written")
    }

    func testBuildWritesEveryPageInReadingOrderAndReusesUnchangedChapters() throws {
        let book = try makeBook(["01-a.txt": "Alpha\nslow\none", "02-b.txt": "Beta\ntwo", "03-c.txt": "Gamma\nthree"])
        let pipeline = TextPipeline()
        let first = builder(book, pipeline).build()
        XCTAssertTrue(first.succeeded)
        XCTAssertEqual(first.renderedCount, 3)
        XCTAssertEqual(first.summary(outputName: "Site"), "built 3 chapters into Site/ (3 rendered, 0 unchanged)")
        let files = try siteFiles(book)
        XCTAssertEqual(files.keys.sorted(), [".notebook-site", "01-a.html", "02-b.html", "03-c.html", "assets/contents.js", "assets/figures.css", "assets/figures.js",
                                             "assets/live-config.js", "assets/live.js", "assets/notebook.css", "assets/notebook.js", "assets/search/part-1.js", "assets/theme.js",
                                             "assets/transform-semantics.txt", "index.html"])
        let index = try XCTUnwrap(files["index.html"])
        let alpha = try XCTUnwrap(index.range(of: "Alpha")), beta = try XCTUnwrap(index.range(of: "Beta"))
        XCTAssertLessThan(alpha.lowerBound, beta.lowerBound, "the slow first chapter still comes first")
        XCTAssertTrue(index.contains("<title>Text &lt;Book&gt;</title>"))

        try Data("Beta\nchanged".utf8).write(to: book.appendingPathComponent("Chapters/02-b.txt"))
        let second = builder(book, pipeline).build()
        XCTAssertEqual(second.renderedCount, 1)
        XCTAssertEqual(second.cachedCount, 2)
        XCTAssertEqual(pipeline.evaluations.recorded, ["Chapters/01-a.txt", "Chapters/02-b.txt", "Chapters/02-b.txt", "Chapters/03-c.txt"])
        XCTAssertTrue(try XCTUnwrap(try siteFiles(book)["02-b.html"]).contains("<p>changed</p>"))

        let third = builder(book, pipeline, fingerprint: "tool-2").build()
        XCTAssertEqual(third.renderedCount, 3, "another tool version never reuses the cache")
    }

    private func inode(_ book: URL, _ path: String) throws -> UInt64 {
        try XCTUnwrap(FileBytes.identity(of: book.appendingPathComponent("Site/" + path).path)).inode
    }

    func testUnchangedPagesAreHardLinkedAndANeighboursNewTitleRerendersOnlyItsNeighbours() throws {
        let book = try makeBook(["01-a.txt": "Alpha\none", "02-b.txt": "Beta\ntwo", "03-c.txt": "Gamma\nthree", "04-d.txt": "Delta\nfour"])
        XCTAssertTrue(builder(book, TextPipeline()).build().succeeded)
        let before = try ["01-a.html", "02-b.html", "03-c.html", "04-d.html", "assets/search/part-1.js"].map { try inode(book, $0) }

        // A change that leaves the contents alone leaves the index and assets alone.
        let index = try inode(book, "index.html"), style = try inode(book, "assets/notebook.css")
        try Data("Beta\ntwo and more".utf8).write(to: book.appendingPathComponent("Chapters/02-b.txt"))
        XCTAssertTrue(builder(book, TextPipeline()).build().succeeded)
        XCTAssertEqual(try inode(book, "index.html"), index)
        XCTAssertEqual(try inode(book, "assets/notebook.css"), style)
        XCTAssertEqual(try inode(book, "04-d.html"), before[3])

        try Data("Bravo\ntwo".utf8).write(to: book.appendingPathComponent("Chapters/02-b.txt"))
        let pipeline = TextPipeline()
        let outcome = builder(book, pipeline).build()
        XCTAssertTrue(outcome.succeeded)
        // 02 changed; 01 and 03 show its title in their previous/next links; 04 is untouched.
        XCTAssertEqual(pipeline.evaluations.recorded, ["Chapters/01-a.txt", "Chapters/02-b.txt", "Chapters/03-c.txt"])
        XCTAssertEqual(outcome.renderedCount, 3)
        XCTAssertEqual(outcome.cachedCount, 1)
        XCTAssertEqual(try inode(book, "04-d.html"), before[3], "an unchanged page is the same file, linked")
        XCTAssertNotEqual(try inode(book, "assets/search/part-1.js"), before[4], "the search file of changed chapters is rewritten")
        XCTAssertNotEqual(try inode(book, "01-a.html"), before[0])
        let files = try siteFiles(book)
        XCTAssertTrue(try XCTUnwrap(files["03-c.html"]).contains("2. Bravo"))
        XCTAssertTrue(try XCTUnwrap(files["assets/contents.js"]).contains("\"Bravo\""))
        XCTAssertTrue(try XCTUnwrap(files["index.html"]).contains("Bravo"))
        XCTAssertNotEqual(try inode(book, "index.html"), index, "a new title rewrites the index")
    }

    func testAPageChangedInTheSiteIsRebuiltFromItsSource() throws {
        let book = try makeBook(["01-a.txt": "Alpha\none", "02-b.txt": "Beta\ntwo"])
        XCTAssertTrue(builder(book, TextPipeline()).build().succeeded)
        let expected = try siteFiles(book)
        let page = book.appendingPathComponent("Site/02-b.html")
        try Data("edited by hand".utf8).write(to: page)
        let pipeline = TextPipeline()
        let outcome = builder(book, pipeline).build()
        XCTAssertEqual(pipeline.evaluations.recorded, ["Chapters/02-b.txt"])
        XCTAssertEqual(try siteFiles(book), expected)
        XCTAssertEqual(outcome.cachedCount, 1)

        try FileManager.default.removeItem(at: book.appendingPathComponent("Site/assets/search/part-1.js"))
        let again = TextPipeline()
        XCTAssertTrue(builder(book, again).build().succeeded)
        XCTAssertEqual(again.evaluations.recorded, ["Chapters/01-a.txt", "Chapters/02-b.txt"],
                       "the chapters of a missing search file are rendered again")
        XCTAssertEqual(try siteFiles(book), expected)

        // A search file edited by hand is not trusted either.
        try Data("edited".utf8).write(to: book.appendingPathComponent("Site/assets/search/part-1.js"))
        let third = TextPipeline()
        XCTAssertTrue(builder(book, third).build().succeeded)
        XCTAssertEqual(third.evaluations.recorded, ["Chapters/01-a.txt", "Chapters/02-b.txt"])
        XCTAssertEqual(try siteFiles(book), expected)
    }

    /// A search file holds sixteen chapters: a change in one of them rewrites that file alone, with the lines of its
    /// unchanged chapters taken from the previous file, and the site equals one built from scratch.
    func testASearchFileIsRewrittenFromItsUnchangedLinesAndTheOthersAreLinked() throws {
        var chapters: [String: String] = [:]
        for number in 1...20 { chapters[String(format: "%02d-c.txt", number + 10)] = "Title \(number)\nbody \(number)" }
        let book = try makeBook(chapters)
        XCTAssertTrue(builder(book, TextPipeline()).build().succeeded)
        XCTAssertEqual(try siteFiles(book).keys.filter { $0.hasPrefix("assets/search/") }.sorted(),
                       ["assets/search/part-1.js", "assets/search/part-2.js"])
        let firstPart = try inode(book, "assets/search/part-1.js"), secondPart = try inode(book, "assets/search/part-2.js")

        // Chapter 18 gets a new title: it and its neighbours are rendered again, all in the second search file.
        try Data("Renamed\nbody".utf8).write(to: book.appendingPathComponent("Chapters/28-c.txt"))
        let pipeline = TextPipeline()
        XCTAssertTrue(builder(book, pipeline).build().succeeded)
        XCTAssertEqual(pipeline.evaluations.recorded, ["Chapters/27-c.txt", "Chapters/28-c.txt", "Chapters/29-c.txt"])
        XCTAssertEqual(try inode(book, "assets/search/part-1.js"), firstPart, "an unchanged search file is linked")
        XCTAssertNotEqual(try inode(book, "assets/search/part-2.js"), secondPart)
        // A chapter added at the end: only the last chapter's page changes besides the new one.
        try Data("Added\nbody".utf8).write(to: book.appendingPathComponent("Chapters/31-c.txt"))
        let adding = TextPipeline()
        XCTAssertTrue(builder(book, adding).build().succeeded)
        XCTAssertEqual(adding.evaluations.recorded, ["Chapters/30-c.txt", "Chapters/31-c.txt"])
        let incremental = try siteFiles(book)
        XCTAssertTrue(try XCTUnwrap(incremental["assets/search/part-2.js"]).contains("\"Renamed\""))

        try FileManager.default.removeItem(at: book.appendingPathComponent("Site"))
        try FileManager.default.removeItem(at: book.appendingPathComponent(".notebook-cache"))
        XCTAssertTrue(builder(book, TextPipeline()).build().succeeded)
        XCTAssertEqual(try siteFiles(book), incremental)
    }

    func testACorruptOrTruncatedManifestMeansAFullBuild() throws {
        let book = try makeBook(["01-a.txt": "Alpha\none", "02-b.txt": "Beta\ntwo"])
        XCTAssertTrue(builder(book, TextPipeline()).build().succeeded)
        let manifest = book.appendingPathComponent(".notebook-cache/manifest")
        let text = try String(contentsOf: manifest, encoding: .utf8)
        XCTAssertNotNil(BuildManifest.decode(text))
        for damaged in [String(text.dropLast(20)), text.replacingOccurrences(of: "\nfile\t", with: "\nfile\tx\t"), ""] {
            try Data(damaged.utf8).write(to: manifest)
            let pipeline = TextPipeline()
            XCTAssertEqual(builder(book, pipeline).build().renderedCount, 2)
        }
    }

    func testAFailedBuildKeepsTheManifestOfTheLastGoodSite() throws {
        let book = try makeBook(["01-a.txt": "Alpha\none", "02-b.txt": "Beta\ntwo"])
        XCTAssertTrue(builder(book, TextPipeline()).build().succeeded)
        let manifest = try Data(contentsOf: book.appendingPathComponent(".notebook-cache/manifest"))
        try Data("Alpha\nerror".utf8).write(to: book.appendingPathComponent("Chapters/01-a.txt"))
        XCTAssertFalse(builder(book, TextPipeline()).build().succeeded)
        XCTAssertEqual(try Data(contentsOf: book.appendingPathComponent(".notebook-cache/manifest")), manifest)
        try Data("Alpha\none".utf8).write(to: book.appendingPathComponent("Chapters/01-a.txt"))
        let pipeline = TextPipeline()
        XCTAssertTrue(builder(book, pipeline).build().succeeded)
        XCTAssertEqual(pipeline.evaluations.recorded, [], "back to the recorded text: nothing to build")
    }

    /// Rewrites a file in place (same inode) and sets its modification time.
    private func overwrite(_ url: URL, with text: String, modified: timespec) throws {
        let descriptor = open(url.path, O_WRONLY | O_TRUNC)
        XCTAssertGreaterThanOrEqual(descriptor, 0)
        _ = text.withCString { Glibc.write(descriptor, $0, strlen($0)) }
        var times = [modified, modified]
        XCTAssertEqual(futimens(descriptor, &times), 0)
        close(descriptor)
    }

    func testAChapterFileTouchedDuringTheLastBuildIsReadAgainEvenIfItsIdentityMatches() throws {
        let book = try temporaryDirectory()
        try FileManager.default.createDirectory(at: book.appendingPathComponent("Chapters"), withIntermediateDirectories: true)
        try Data("title = \"T\"\nchapters = [\"01-a.md\", \"02-b.md\"]\n".utf8).write(to: book.appendingPathComponent("notebook.toml"))
        let first = book.appendingPathComponent("Chapters/01-a.md")
        try Data("# Alpha\n\nOne.\n".utf8).write(to: first)
        try Data("# Beta\n\nTwo.\n".utf8).write(to: book.appendingPathComponent("Chapters/02-b.md"))
        func build() -> BuildOutcome {
            var builder = BookBuilder(bookDirectory: book, outputDirectory: book.appendingPathComponent("Site"))
            builder.progress = BuildProgress(stepCount: 4, mode: .never)
            return builder.build()
        }
        // A modification time after the build starts stands for a write the build may not have seen completely.
        let future = timespec(tv_sec: time(nil) + 3600, tv_nsec: 0)
        try overwrite(first, with: "# Alpha\n\nOne.\n", modified: future)
        XCTAssertEqual(build().renderedCount, 2)
        XCTAssertEqual(build().renderedCount, 0)
        // Same size, same inode, same modification time: only reading the file shows the change.
        try overwrite(first, with: "# Alpha\n\nUno.\n", modified: future)
        let outcome = build()
        XCTAssertEqual(outcome.renderedCount, 1)
        XCTAssertTrue(try String(contentsOf: book.appendingPathComponent("Site/01-a.html"), encoding: .utf8).contains("<p>Uno.</p>"))

        // An ordinary edit after the build changes the file's time: seen without any special care.
        try Data("# Alpha\n\nOnce.\n".utf8).write(to: first)
        XCTAssertEqual(build().renderedCount, 1)
        XCTAssertEqual(build().renderedCount, 0)
    }

    func testIdenticalInputsGiveByteIdenticalSites() throws {
        let book = try makeBook(["01-a.txt": "Alpha\n中文 text", "02-b.txt": "Beta\ntwo"])
        XCTAssertTrue(builder(book, TextPipeline()).build().succeeded)
        let first = try siteFiles(book)
        try FileManager.default.removeItem(at: book.appendingPathComponent(".notebook-cache"))
        XCTAssertTrue(builder(book, TextPipeline()).build().succeeded)
        XCTAssertEqual(try siteFiles(book), first)
    }

    func testAFailedBuildReportsEveryErrorAndLeavesThePreviousSite() throws {
        let book = try makeBook(["01-a.txt": "Alpha\none", "02-b.txt": "Beta\ntwo"])
        XCTAssertTrue(builder(book, TextPipeline()).build().succeeded)
        let before = try siteFiles(book)
        try Data("Alpha\nerror\nwarn".utf8).write(to: book.appendingPathComponent("Chapters/01-a.txt"))
        try Data("Beta\nerror".utf8).write(to: book.appendingPathComponent("Chapters/02-b.txt"))
        let outcome = builder(book, TextPipeline()).build()
        XCTAssertFalse(outcome.succeeded)
        XCTAssertEqual(outcome.diagnostics.map { DiagnosticFormatter.headline($0) }, [
            "Chapters/01-a.txt:2:1: error: an error line",
            "Chapters/01-a.txt:3:1: warning: a warning line",
            "Chapters/02-b.txt:2:1: error: an error line",
        ])
        XCTAssertEqual(try siteFiles(book), before)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: book.path).sorted(), [".notebook-cache", "Chapters", "Site"])
    }

    func testWarningsOfCachedChaptersAreReportedAgain() throws {
        let book = try makeBook(["01-a.txt": "Alpha\nwarn"])
        let first = builder(book, TextPipeline()).build()
        let second = builder(book, TextPipeline()).build()
        XCTAssertEqual(second.cachedCount, 1)
        XCTAssertEqual(first.diagnostics, second.diagnostics)
        XCTAssertEqual(second.diagnostics.count, 1)
    }

    func testVerifierCollectsChecksAcrossChapters() throws {
        let book = try makeBook(["01-a.txt": "A\ncheck ok\ncheck bad", "02-b.txt": "B\ncheck ok\nerror"])
        let report = BookVerifier(bookDirectory: book, pipeline: TextPipeline()).verify()
        XCTAssertEqual(report.passedCount, 2)
        XCTAssertEqual(report.failedCount, 2)
        XCTAssertFalse(report.succeeded)
        XCTAssertEqual(report.text(), "Chapters/01-a.txt:3:1: error: expected ok got bad\n2 passed, 2 failed\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: book.appendingPathComponent("Site").path))
    }
}
