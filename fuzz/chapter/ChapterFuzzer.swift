// libFuzzer entry point over a whole chapter: the bytes are a chapter file, run in memory through everything
// `notebook verify` and `notebook build` do to one: decoding (UTF-8, NUL, BOM, line endings), front matter, cmark,
// listing extraction, references, evaluation of every listing and its twin, scene and expect blocks, the checks,
// the page HTML with its figures, the whole site's files, the chapter's record through the build manifest, the verification report in all three formats and the
// formatted diagnostics. Any trap, sanitizer report or timeout is a bug.
//
// The first byte's low bit chooses `unsafe-html`; the rest is the chapter. Built by run-chapter-fuzzer.sh together
// against Notebook, SnippetLanguage, Figures, TransformKit and Diagnostics compiled from their sources.

import Diagnostics
import Foundation
import SnippetLanguage
@testable import Notebook

private let chapterName = "fuzz.md"
private let chapterPath = "Chapters/fuzz.md"

@_cdecl("LLVMFuzzerTestOneInput")
public func chapterFuzzerTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let allowsUnsafeHTML = bytes[0] & 1 == 1
    let chapterBytes = Array(bytes.dropFirst())

    let (decoded, decodingDiagnostics) = ChapterDecoder.decode(chapterBytes, path: chapterPath)
    guard let text = decoded else {
        let shown = String(decoding: chapterBytes, as: UTF8.self)
        _ = DiagnosticFormatter(source: { _ in shown }).format(decodingDiagnostics)
        return 0
    }
    var diagnostics = decodingDiagnostics
    let (parsedChapter, chapterDiagnostics) = Chapter.parse(text, name: chapterName, path: chapterPath, number: 1)
    diagnostics += chapterDiagnostics
    guard let parsedChapter else {
        _ = DiagnosticFormatter(source: { _ in text }).format(diagnostics)
        return 0
    }
    let entry = BookConfiguration.ChapterEntry(path: chapterName, location: SourceLocation(file: "notebook.toml", line: 2, column: 13),
                                               length: chapterName.count + 2)
    var configuration = BookConfiguration(title: "Fuzz <&> \"book\"", chapters: [entry], allowsUnsafeHTML: allowsUnsafeHTML)
    // A tenth of the default budget, as the snippet fuzzer: runaway listings end at the budget within libFuzzer's
    // timeout in this unoptimised, address-sanitized build.
    configuration.stepBudget = Limits.defaultStepBudget / 10
    let (book, referenceDiagnostics) = Book.assemble(configuration: configuration, chapters: [parsedChapter])
    diagnostics += referenceDiagnostics
    guard let chapter = book.chapters.first else { return 0 }

    let pipeline = NotebookPipeline()
    let pageNames = [chapterName: ChapterPageName.fileName(for: chapterName)]
    let parsed = NotebookPipeline.ParsedChapter(chapter: chapter, allowsUnsafeHTML: allowsUnsafeHTML,
                                                stepBudget: configuration.stepBudget, pageNames: pageNames)
    // The chapter's record as the build manifest stores it: whatever the chapter holds must survive the round trip.
    var record = ChapterRecord(name: chapterName, sourceKey: ContentHash.hex(of: chapterBytes), title: chapter.title,
                               summary: chapter.summary, listingCount: chapter.listings.count,
                               listings: chapter.listings.map(\.anchors), imports: chapter.imports,
                               warnings: diagnostics.filter { $0.severity == .warning })
    record.pageKey = "page"
    let manifest = BuildManifest(toolFingerprint: "fuzz", configurationFingerprint: "fuzz", chapters: [chapterName: record])
    guard BuildManifest.decode(manifest.encoded()) == manifest else {
        fatalError("the manifest does not round-trip this chapter's record")
    }
    let (evaluated, evaluationDiagnostics) = pipeline.evaluate(parsed)
    diagnostics += evaluationDiagnostics
    let checks = pipeline.checks(of: evaluated)
    let report = VerificationReport(checks: checks, diagnostics: diagnostics)
    _ = report.text()
    _ = report.json()
    _ = report.junit()
    _ = DiagnosticFormatter(source: { $0 == chapterPath ? text : nil }).format(diagnostics.sorted())

    // `build` renders only when there is no error; the fuzzer renders anyway, so the page writer meets every input.
    let page = pipeline.render(evaluated)
    let files = SiteWriter.files(for: SiteBook(title: book.title, language: book.language, chapters: [page]), chapters: [page])
    if !allowsUnsafeHTML {
        for file in files where file.path.hasSuffix(".html") && file.contents.contains("<script>alert") {
            fatalError("author script reached \(file.path) although unsafe-html is off")
        }
    }
    return 0
}
