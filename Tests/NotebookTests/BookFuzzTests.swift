import Diagnostics
import XCTest
@testable import Notebook

/// Mutated inputs (seeded, so every run is the same) through every parser of the book model: nothing may crash or
/// hang, every diagnostic must point inside the file, and the HTML must still equal cmark's.
final class BookFuzzTests: XCTestCase {
    /// A small deterministic generator (SplitMix64).
    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(max(1, bound))) }
    }

    static let alphabet: [String] = ["`", "```", "~~~", "[", "]", "(", ")", "#", "=", "\"", "\\", "±", "+-", "\n", " ", "\t",
                                     "\r", "0", "1.5", "-", "e", "x", "é", "变", ";", ",", ">", "-", "*", "id=", "norun",
                                     "objc", "swift", "expect", "scene", "---", ":", "<b>", "&amp;", "\u{FEFF}"]

    static func mutate(_ text: String, with generator: inout Generator) -> String {
        var scalars = Array(text.unicodeScalars)
        for _ in 0..<(1 + generator.below(4)) {
            let position = generator.below(scalars.count + 1)
            switch generator.below(3) {
            case 0:
                let insertion = alphabet[generator.below(alphabet.count)].unicodeScalars
                scalars.insert(contentsOf: insertion, at: position)
            case 1:
                let end = min(scalars.count, position + generator.below(8))
                if position < end { scalars.removeSubrange(position..<end) }
            default:
                let end = min(scalars.count, position + generator.below(40))
                if position < end { scalars.insert(contentsOf: scalars[position..<end], at: generator.below(scalars.count + 1)) }
            }
        }
        return String(String.UnicodeScalarView(scalars))
    }

    func testMutatedChaptersNeverCrashAndStayInBounds() throws {
        let spec = try String(contentsOf: BookAuthoringSpecTests.specURL, encoding: .utf8)
        let seeds = MarkdownSpecTests.examples(inSpec: spec).map(\.markdown)
        var generator = Generator(state: 0x5EED)
        var diagnosticsSeen = 0
        var unchangedByExtensions = 0
        for _ in 0..<1_500 {
            let text = Self.mutate(seeds[generator.below(seeds.count)], with: &generator)
            let lineCount = SourceLinesCount.of(text)
            let (chapter, diagnostics) = Chapter.parse(text, name: "01-f.md", path: "Chapters/01-f.md", number: 1)
            var all = diagnostics
            if let chapter {
                let (book, references) = Book.assemble(configuration: BookConfiguration(title: "T", chapters: []), chapters: [chapter])
                all += references
                _ = HTMLRenderer().render(book.chapters[0].document)
                let markdown = FrontMatter.parse(text, path: chapter.path).markdown
                // Where the GFM extensions changed nothing (most mutations), the page is still cmark's HTML.
                if let plain = try? CommonMarkConverter.parse(markdown), plain == chapter.document {
                    XCTAssertEqual(HTMLRenderer().render(chapter.document), CommonMarkConverter.referenceHTML(markdown, allowsRawHTML: false), text)
                    unchangedByExtensions += 1
                }
                for listing in chapter.listings {
                    XCTAssertTrue((1...lineCount).contains(listing.code.origin.firstLine - 1), "\(listing.code.origin) in:\n\(text)")
                }
            }
            for diagnostic in all {
                XCTAssertTrue((1...lineCount).contains(diagnostic.location.line), "\(diagnostic) in:\n\(text)")
                XCTAssertGreaterThanOrEqual(diagnostic.location.column, 1, "\(diagnostic) in:\n\(text)")
            }
            diagnosticsSeen += all.count
        }
        XCTAssertGreaterThan(diagnosticsSeen, 100)
        XCTAssertGreaterThan(unchangedByExtensions, 1_000)
    }

    func testMutatedConfigurationsNeverCrash() {
        let seed = """
        title = "Seeing the \\"Matrix\\""   # comment
        language = 'en'
        chapters = [
          "01-a.md",  # first
          "part/02-b.md",
        ]
        unsafe-html = false
        """
        var generator = Generator(state: 0xC0FFEE)
        for _ in 0..<2_000 {
            let text = Self.mutate(seed, with: &generator)
            let (configuration, diagnostics) = BookConfiguration.parse(text)
            XCTAssertTrue(configuration != nil || diagnostics.hasErrors, text)
            for diagnostic in diagnostics {
                XCTAssertTrue((1...SourceLinesCount.of(text)).contains(diagnostic.location.line), "\(diagnostic) in:\n\(text)")
            }
        }
    }

    func testMutatedExpectationValuesNeverCrash() {
        let seed = "```objc\nx\n```\n```expect\nt = [1 0 0 0; 0 1 0 0; 0 0 1 -0.002; 0 0 0 1] ± 1e-4\nq = (1, 2) (3, 4) (5, 6) (7, 8)\n```\n"
        var generator = Generator(state: 42)
        for _ in 0..<2_000 {
            let text = Self.mutate(seed, with: &generator)
            let (chapter, _) = Chapter.parse(text, name: "a.md", path: "a.md", number: 1)
            for expectation in chapter?.listings.first?.expectations?.expectations ?? [] {
                // Checking against any kind of value must not crash either.
                for observed in [ObservedValue.number(1), .point(ValuePoint(1, 2)), .affine([1, 0, 0, 1, 0, 0]),
                                 .transform3D([Double](repeating: 0.5, count: 16)), .polygon([])] {
                    _ = expectation.check(observed)
                }
            }
        }
    }
}

/// Lines as `DiagnosticFormatter` counts them ("\n", "\r\n", "\r").
enum SourceLinesCount {
    static func of(_ text: String) -> Int {
        text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }).count
    }
}
