import Diagnostics
import XCTest
@testable import Notebook

/// Renders diagnostics for `text` as `notebook verify` prints them.
func rendered(_ diagnostics: [Diagnostic], file: String, text: String) -> String {
    DiagnosticFormatter(source: { $0 == file ? text : nil }).format(diagnostics)
}

final class BookConfigurationTests: XCTestCase {
    func parse(_ text: String) -> (BookConfiguration?, String) {
        let (configuration, diagnostics) = BookConfiguration.parse(text)
        return (configuration, rendered(diagnostics, file: "notebook.toml", text: text))
    }

    func testReadsEveryKeyWithCommentsEscapesAndMultilineArrays() throws {
        let (configuration, diagnostics) = parse("""
        # The book
        title = "Seeing the \\"Matrix\\" \\u00e9"   # a comment
        language = 'zh-Hans'
        chapters = [                         # reading order
          "01-layer-geometry.md",
          "./02-vectors.md",   # same as 02-vectors.md

          "part2/03-3d.md",
        ]
        unsafe-html = true
        """)
        XCTAssertEqual(diagnostics, "")
        let book = try XCTUnwrap(configuration)
        XCTAssertEqual(book.title, "Seeing the \"Matrix\" é")
        XCTAssertEqual(book.language, "zh-Hans")
        XCTAssertEqual(book.chapters.map(\.path), ["01-layer-geometry.md", "02-vectors.md", "part2/03-3d.md"])
        XCTAssertEqual(book.chapters.map(\.location.description), ["notebook.toml:5:3", "notebook.toml:6:3", "notebook.toml:8:3"])
        XCTAssertTrue(book.allowsUnsafeHTML)
        XCTAssertEqual(book.chaptersKeyLocation.description, "notebook.toml:4:1")
    }

    func testDefaults() throws {
        let (configuration, diagnostics) = parse("title = \"T\"\nchapters = [\"a.md\"]\n")
        XCTAssertEqual(diagnostics, "")
        XCTAssertEqual(configuration?.language, "en")
        XCTAssertEqual(configuration?.allowsUnsafeHTML, false)
    }

    func testUnknownKeyWithSuggestionAndWrongTypes() {
        let (configuration, diagnostics) = parse("""
        titel = "T"
        language = 3
        chapters = "a.md"
        unsafe-html = "yes"
        """)
        XCTAssertNil(configuration)
        XCTAssertEqual(diagnostics, """
        notebook.toml:1:1: error: missing key 'title'
         1 | titel = "T"
           | ^
        notebook.toml:1:1: error: unknown key 'titel'; did you mean 'title'?
         1 | titel = "T"
           | ^~~~~
        notebook.toml:2:12: error: 'language' must be a string, not an integer
         2 | language = 3
           |            ^
        notebook.toml:3:12: error: 'chapters' must be an array of strings, not a string
         3 | chapters = "a.md"
           |            ^~~~~~
        notebook.toml:4:15: error: 'unsafe-html' must be true or false, not a string
         4 | unsafe-html = "yes"
           |               ^~~~~

        """)
    }

    func testSyntaxErrorsAreReportedLineByLine() {
        let (configuration, diagnostics) = BookConfiguration.parse("""
        title = "unterminated
        language "en"
        [table]
        chapters = ["a.md" "b.md"]
        unsafe-html = yes
        title2 = "a\\qb"
        x.y = 1
        = 2
        k = 1 2
        k2 = \"\"\"long\"\"\"
        """)
        XCTAssertNil(configuration)
        XCTAssertEqual(diagnostics.map(DiagnosticFormatter.headline), [
            "notebook.toml:1:9: error: unterminated string",
            "notebook.toml:2:10: error: expected '=' after key 'language', found '\"'",
            "notebook.toml:3:1: error: tables are not supported in notebook.toml",
            "notebook.toml:4:20: error: expected ',' or ']' in array, found '\"'",
            "notebook.toml:5:15: error: invalid value 'yes'; expected a string in double quotes, true, false, an integer or an array",
            "notebook.toml:6:12: error: invalid escape sequence '\\q'",
            "notebook.toml:7:2: error: dotted keys are not supported in notebook.toml",
            "notebook.toml:8:1: error: expected a key, found '='",
            "notebook.toml:9:1: error: unknown key 'k'",
            "notebook.toml:9:7: error: expected end of line after value, found '2'",
            "notebook.toml:10:6: error: multi-line strings are not supported in notebook.toml",
        ])
        XCTAssertEqual(diagnostics.map(\.id).filter { $0.hasPrefix("toml.") }.count, 10)
        XCTAssertFalse(diagnostics.contains { $0.id == "config.missing-key" })
    }

    func testRecoveryInsideAMultilineArrayDoesNotCascade() {
        let (_, diagnostics) = BookConfiguration.parse("""
        title = "T"
        chapters = [
          "a.md",
          nope,
          "b.md",
        ]
        language = "en"
        """)
        XCTAssertEqual(diagnostics.map(DiagnosticFormatter.headline), [
            "notebook.toml:4:3: error: invalid value 'nope'; expected a string in double quotes, true, false, an integer or an array",
        ])
    }

    func testUnterminatedArrayAndDuplicateKey() {
        let (_, diagnostics) = parse("title = \"A\"\ntitle = \"B\"\nchapters = [\"a.md\",\n")
        XCTAssertEqual(diagnostics, """
        notebook.toml:2:1: error: duplicate key 'title'
         2 | title = "B"
           | ^~~~~
        notebook.toml:1:1: note: 'title' is first set here
         1 | title = "A"
           | ^
        notebook.toml:3:12: error: array is not closed; expected ']'
         3 | chapters = ["a.md",
           |            ^

        """)
    }

    func testChapterPathRules() {
        let (configuration, diagnostics) = BookConfiguration.parse("""
        title = "T"
        chapters = ["/etc/passwd.md", "../outside.md", "a/../../b.md", "notes.txt", "Chapters/a.md", "ok.md", "./ok.md", "", "a\\\\b.md", 7]
        """)
        // The valid paths are kept, so their chapters are read (and their problems reported) in the same run.
        XCTAssertEqual(configuration?.chapters.map(\.path), ["ok.md"])
        XCTAssertEqual(diagnostics.map(DiagnosticFormatter.headline), [
            "notebook.toml:2:13: error: invalid chapter path '/etc/passwd.md': it must be relative to 'Chapters/'",
            "notebook.toml:2:31: error: invalid chapter path '../outside.md': it must stay inside 'Chapters/' ('..' is not allowed)",
            "notebook.toml:2:48: error: invalid chapter path 'a/../../b.md': it must stay inside 'Chapters/' ('..' is not allowed)",
            "notebook.toml:2:64: error: invalid chapter path 'notes.txt': a chapter must be a '.md' file",
            "notebook.toml:2:77: error: invalid chapter path 'Chapters/a.md': it is already relative to 'Chapters/'; remove the 'Chapters/' prefix",
            "notebook.toml:2:103: error: chapter './ok.md' is listed twice",
            "notebook.toml:2:114: error: invalid chapter path '': the path is empty",
            "notebook.toml:2:118: error: invalid chapter path 'a\\b.md': it must use '/' to separate folders",
            "notebook.toml:2:129: error: 'chapters' must be a string (a chapter path), not an integer",
        ])
    }

    /// Two chapters written as one page (or as the contents page) are found in notebook.toml, before any listing runs.
    func testPageNameCollisions() {
        let text = """
        title = "T"
        chapters = ["sub/x.md", "index.md", "sub-x.md", "./sub/x.md", "index2.md"]
        """
        let (configuration, diagnostics) = BookConfiguration.parse(text)
        XCTAssertEqual(configuration?.chapters.map(\.path), ["sub/x.md", "index2.md"])
        XCTAssertEqual(rendered(diagnostics, file: "notebook.toml", text: text), """
            notebook.toml:2:25: error: chapter 'index.md' would be written as 'index.html', which the site's contents page already is; rename the chapter file
             2 | chapters = ["sub/x.md", "index.md", "sub-x.md", "./sub/x.md", "index2.md"]
               |                         ^~~~~~~~~~
            notebook.toml:2:37: error: chapter 'sub-x.md' would be written as 'sub-x.html', which chapter 'sub/x.md' already is; rename the chapter file
             2 | chapters = ["sub/x.md", "index.md", "sub-x.md", "./sub/x.md", "index2.md"]
               |                                     ^~~~~~~~~~
            notebook.toml:2:13: note: 'sub/x.md' listed here
             2 | chapters = ["sub/x.md", "index.md", "sub-x.md", "./sub/x.md", "index2.md"]
               |             ^
            notebook.toml:2:49: error: chapter './sub/x.md' is listed twice
             2 | chapters = ["sub/x.md", "index.md", "sub-x.md", "./sub/x.md", "index2.md"]
               |                                                 ^~~~~~~~~~~~
            notebook.toml:2:13: note: first listed here
             2 | chapters = ["sub/x.md", "index.md", "sub-x.md", "./sub/x.md", "index2.md"]
               |             ^

            """)
    }

    /// The same name in two Unicode forms is two files on Linux but one page (and one string to Swift): it is
    /// refused as such, not as a chapter "listed twice", which an author looking at two different files would doubt.
    func testAChapterNameInTwoUnicodeFormsIsRefusedAsSuch() {
        let composed = "caf\u{E9}.md", decomposed = "cafe\u{301}.md"
        let (configuration, diagnostics) = BookConfiguration.parse("""
        title = "T"
        chapters = ["\(composed)", "\(decomposed)", "./\(composed)"]
        """)
        XCTAssertEqual(configuration?.chapters.count, 1)
        XCTAssertEqual(configuration?.chapters.first.map { Array($0.path.utf8) }, Array(composed.utf8))
        XCTAssertEqual(diagnostics.map(DiagnosticFormatter.headline), [
            "notebook.toml:2:24: error: chapter '\(decomposed)' has the name of '\(composed)' written in another Unicode form; "
                + "the site cannot hold both: rename one",
            "notebook.toml:2:36: error: chapter './\(composed)' is listed twice",
        ])
        XCTAssertEqual(diagnostics.first?.notes.map(\.message), ["'\(composed)' listed here"])
    }

    func testEmptyTitleInvalidLanguageAndNoChapters() {
        let (_, diagnostics) = BookConfiguration.parse("title = \" \"\nlanguage = \"english language\"\nchapters = []\n")
        XCTAssertEqual(diagnostics.map(DiagnosticFormatter.headline), [
            "notebook.toml:1:9: error: 'title' must not be empty",
            "notebook.toml:2:12: error: 'english language' is not a language tag such as \"en\" or \"zh-Hans\"",
            "notebook.toml:3:1: error: 'chapters' lists no chapters",
        ])
    }

    func testStringAndValueErrors() {
        let (_, diagnostics) = BookConfiguration.parse("title =\nlanguage = \"a\u{01}b\"\nchapters = [\"\\u12\", 'lit\\eral.md']\nx = 'unterminated\n")
        XCTAssertEqual(diagnostics.map(DiagnosticFormatter.headline), [
            "notebook.toml:1:8: error: expected a value",
            "notebook.toml:2:14: error: control character in string; write it as an escape sequence",
            "notebook.toml:3:14: error: invalid escape sequence '\\u12'",
            "notebook.toml:4:5: error: unterminated string",
        ])
    }

    func testLiteralStringsKeepBackslashes() throws {
        let (configuration, diagnostics) = BookConfiguration.parse("title = 'C:\\Books'\nchapters = ['a.md']\n")
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(configuration?.title, "C:\\Books")
    }

    func testPathologicalInputsEndWithDiagnostics() {
        let deep = "title = \"T\"\nchapters = " + String(repeating: "[", count: 10_000) + "\n"
        let (configuration, diagnostics) = BookConfiguration.parse(deep)
        XCTAssertNil(configuration)
        XCTAssertEqual(diagnostics.first(where: { $0.id == "toml.array-too-deep" })?.location.description, "notebook.toml:2:28")
        XCTAssertEqual(TOMLSubsetParser.integer("99999999999999999999"), nil)
        XCTAssertEqual(TOMLSubsetParser.integer("1_000"), 1000)
        XCTAssertEqual(TOMLSubsetParser.integer("01"), nil)
    }
}
