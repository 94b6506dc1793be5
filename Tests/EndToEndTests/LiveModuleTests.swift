import Foundation
import XCTest

/// `notebook build` and the live cells' WebAssembly module (docs/live-cells.md): carried into the site as a script
/// when found, and otherwise left out with one note. What the module computes is checked in chromium by
/// tools/browser/check_wasm.py (scripts/test.sh).
final class LiveModuleTests: XCTestCase {
    func testBuildCarriesTheModuleAsBase64InAScript() throws {
        let book = try Fixtures.copy("basic")
        // Not a real module: the build copies bytes and never looks inside them.
        let bytes = Data([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00, 0xff, 0xfe])
        let module = book.appendingPathComponent("module.wasm")
        try bytes.write(to: module)
        let result = try NotebookProcess.run(["build"], in: book, environment: ["NOTEBOOK_WASM": module.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, BuildTests.rawHTMLWarning, "no note when the module is found")
        let script = try String(contentsOf: book.appendingPathComponent("Site/assets/notebook-wasm.js"), encoding: .utf8)
        XCTAssertEqual(script, "window.NotebookWasm = {base64: \"\(bytes.base64EncodedString())\"};\n")
        let page = try String(contentsOf: book.appendingPathComponent("Site/01-affine.html"), encoding: .utf8)
        XCTAssertTrue(page.contains(#"<script src="assets/live.js" defer>"#), "every page includes the page API")
        XCTAssertFalse(page.contains("notebook-wasm.js"), "the module is loaded only when a reader asks")

        // A second build, every chapter reused, still carries it.
        let rebuilt = try NotebookProcess.run(["build"], in: book, environment: ["NOTEBOOK_WASM": module.path])
        XCTAssertEqual(rebuilt.status, 0, rebuilt.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: book.appendingPathComponent("Site/assets/notebook-wasm.js").path))
    }

    func testBuildWithoutTheModuleSaysSoOnceAndStillSucceeds() throws {
        let book = try Fixtures.copy("basic")
        let missing = book.appendingPathComponent("no-such.wasm").path
        let result = try NotebookProcess.run(["build"], in: book, environment: ["NOTEBOOK_WASM": missing])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "note: no WebAssembly module at \(missing): the site is built without live cells "
                                      + "(scripts/build-wasm.sh builds it)\n" + BuildTests.rawHTMLWarning)
        XCTAssertFalse(FileManager.default.fileExists(atPath: book.appendingPathComponent("Site/assets/notebook-wasm.js").path))
        XCTAssertTrue(FileManager.default.fileExists(atPath: book.appendingPathComponent("Site/assets/live.js").path))
    }
}
