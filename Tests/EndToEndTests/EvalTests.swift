import Foundation
import XCTest

/// `notebook eval` end to end: the real binary on snippet files, text and JSON, exit status.
final class EvalTests: XCTestCase {
    private func snippet(_ name: String, _ source: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notebook-eval-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent(name)
        try source.write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    // Listing 5.2 of the book, as printed; the expected numbers are the spec's case E7.
    private let listing52 = """
        CGAffineTransform transform = CGAffineTransformIdentity;
        transform = CGAffineTransformScale(transform, 0.5, 0.5);
        transform = CGAffineTransformRotate(transform, M_PI / 180.0 * 30.0);
        transform = CGAffineTransformTranslate(transform, 200, 0);
        self.layerView.layer.affineTransform = transform;
        """

    func testJSONOfAnObjectiveCFileFollowsTheEvalJSONShape() throws {
        let file = try snippet("compound.m", listing52)
        let result = try NotebookProcess.run(["eval", "--json", file.path], in: file.deletingLastPathComponent())
        XCTAssertEqual(result.status, 0, result.stderr)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(object["dialect"] as? String, "objc")
        let variables = try XCTUnwrap(object["variables"] as? [String: Any])
        let transform = try XCTUnwrap(variables["transform"] as? [String: Any])
        XCTAssertEqual(transform["type"] as? String, "CGAffineTransform")
        XCTAssertEqual(transform["tx"] as? Double, 86.60254037844388)
        XCTAssertEqual(transform["ty"] as? Double, 49.99999999999999)
        let layers = try XCTUnwrap(object["layers"] as? [[String: Any]])
        let layer = try XCTUnwrap(layers.first { $0["name"] as? String == "self.layerView.layer" })
        XCTAssertEqual((layer["quad"] as? [[Double]])?.count, 4)
        XCTAssertEqual(layer["facing"] as? String, "front")
        XCTAssertEqual((object["diagnostics"] as? [Any])?.count, 0)
    }

    func testSwiftDialectComesFromTheExtensionAndTypesLiteralsAsCGFloat() throws {
        let folder = try snippet("unused.txt", "").deletingLastPathComponent()
        let input = folder.appendingPathComponent("perspective.swift")
        try "var t = CATransform3DIdentity\nt.m34 = -1 / 500\n".write(to: input, atomically: true, encoding: .utf8)
        let result = try NotebookProcess.run(["eval", "--json", "perspective.swift"], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(object["dialect"] as? String, "swift")
        let t = try XCTUnwrap((object["variables"] as? [String: Any])?["t"] as? [String: Any])
        XCTAssertEqual(t["m34"] as? Double, -0.002)
    }

    func testAnErrorIsADiagnosticWithACaretAndExitStatusOne() throws {
        let file = try snippet("typo.m", "CATransform3D t = CATransform3DMakeRotaton(M_PI_4, 0, 1, 0);\n")
        let result = try NotebookProcess.run(["eval", file.path], in: file.deletingLastPathComponent())
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("typo.m:1:19: error:"), result.stderr)
        XCTAssertTrue(result.stderr.contains("did you mean 'CATransform3DMakeRotation'"), result.stderr)
        XCTAssertTrue(result.stderr.contains("^~~~"), result.stderr)
    }

    func testAByteOrderMarkIsNotAColumn() throws {
        // Windows editors start a file with U+FEFF; editors do not count it, and a chapter's columns do not either.
        let file = try snippet("bom.m", "\u{FEFF}CGFloat b = fooo(1);\n")
        let result = try NotebookProcess.run(["eval", "--json", file.path], in: file.deletingLastPathComponent())
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stdout.contains(#""line": 1, "column": 13}"#), result.stdout)
        XCTAssertTrue(result.stderr.hasSuffix("""
            bom.m:1:13: error: unknown function 'fooo'
             1 | CGFloat b = fooo(1);
               |             ^~~~

            """), result.stderr)
    }

    func testAFileWithoutAKnownExtensionAsksForTheDialect() throws {
        let file = try snippet("snippet.txt", "CGFloat x = 1;\n")
        let result = try NotebookProcess.run(["eval", file.path], in: file.deletingLastPathComponent())
        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(result.stderr.contains("--dialect"), result.stderr)
    }

    func testASceneFilePlacesTheOutletsAsASceneBlockDoes() throws {
        let file = try snippet("frame.m", "CGRect frame = self.layerView.frame;\n")
        let folder = file.deletingLastPathComponent()
        try "# the scene of listing-rotated-frame\nlayerView: 10 20 200 100\n".write(
            to: folder.appendingPathComponent("scene.txt"), atomically: true, encoding: .utf8)
        let result = try NotebookProcess.run(["eval", "--json", "--scene", "scene.txt", "frame.m"], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let frame = try XCTUnwrap((object["variables"] as? [String: Any])?["frame"] as? [String: Any])
        XCTAssertEqual([frame["x"], frame["y"], frame["width"], frame["height"]] as? [Double], [10, 20, 200, 100])
    }

    func testABadSceneFileIsAnErrorWithItsLineAndNoEvaluation() throws {
        let file = try snippet("frame.m", "CGRect frame = self.layerView.frame;\n")
        let folder = file.deletingLastPathComponent()
        try "layerView: 10 20 wide 100\n".write(to: folder.appendingPathComponent("scene.txt"), atomically: true, encoding: .utf8)
        let result = try NotebookProcess.run(["eval", "--json", "--scene", "scene.txt", "frame.m"], in: folder)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("scene.txt:1:1: error: 'wide' is not a number in the frame of 'layerView'"), result.stderr)
        XCTAssertEqual(result.stdout, "")
        let missing = try NotebookProcess.run(["eval", "--scene", "absent.txt", "frame.m"], in: folder)
        XCTAssertNotEqual(missing.status, 0)
        XCTAssertTrue(missing.stderr.contains("cannot read the scene file 'absent.txt'"), missing.stderr)
    }

    /// A snippet, scene or events file that cannot be read is `error: cannot read 'PATH': why` with status 1, as for a
    /// chapter in place; it was ArgumentParser's `Error:` and usage text with status 64, and no reason.
    func testAFileThatCannotBeReadSaysWhyWithStatusOne() throws {
        let file = try snippet("frame.m", "CGRect frame = self.layerView.frame;\n")
        let folder = file.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("folder.m"), withIntermediateDirectories: true)
        let cases: [([String], String)] = [
            (["eval", "absent.m"], "error: cannot read 'absent.m': No such file or directory\n"),
            (["eval", "folder.m"], "error: cannot read 'folder.m': it is a folder\n"),
            (["eval", "--scene", "absent.txt", "frame.m"], "error: cannot read the scene file 'absent.txt': No such file or directory\n"),
            (["eval", "--events", "folder.m", "frame.m"], "error: cannot read 'folder.m': it is a folder\n"),
        ]
        for (arguments, message) in cases {
            let result = try NotebookProcess.run(arguments, in: folder)
            XCTAssertEqual(result.status, 1, arguments.joined(separator: " "))
            XCTAssertEqual(result.stderr, message)
            XCTAssertEqual(result.stdout, "")
        }
    }

    /// `toLayer:nil` is the window (transform-semantics C16, C17), where the `quad` of `eval --json` is: C17's lone
    /// layer (200 × 200 at (150, 150), turned 45°) has its origin at (−100, −100)·R + (150, 150) = (150, 150 −
    /// 100·√2) = (150, 8.57864376269049…) by hand (row vectors, (x, y)·R = (x·c − y·s, x·s + y·c), c = s = √2/2),
    /// the first corner of its quad; `fromLayer:nil` brings it back to (0, 0). (The old nil, the root of the tree,
    /// was the layer itself: (0, 0).)
    func testJSONConversionToNilIsTheWindowWhereTheQuadIs() throws {
        let file = try snippet("lone.m", """
            CALayer *layer = [CALayer layer];
            layer.bounds = CGRectMake(0, 0, 200, 200);
            layer.position = CGPointMake(150, 150);
            layer.transform = CATransform3DMakeRotation(M_PI_4, 0, 0, 1);
            CGPoint corner = [layer convertPoint:CGPointMake(0, 0) toLayer:nil];
            CGPoint back = [layer convertPoint:corner fromLayer:nil];
            """)
        let result = try NotebookProcess.run(["eval", "--json", file.path], in: file.deletingLastPathComponent())
        XCTAssertEqual(result.status, 0, result.stderr)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let variables = try XCTUnwrap(object["variables"] as? [String: Any])
        let corner = try XCTUnwrap(variables["corner"] as? [String: Any])
        XCTAssertEqual(try XCTUnwrap(corner["x"] as? Double), 150, accuracy: 1e-12)
        XCTAssertEqual(try XCTUnwrap(corner["y"] as? Double), 8.578643762690495, accuracy: 1e-12)
        let layers = try XCTUnwrap(object["layers"] as? [[String: Any]])
        let quad = try XCTUnwrap(layers.first { $0["name"] as? String == "layer" }?["quad"] as? [[Double]])
        XCTAssertEqual(quad.first, [try XCTUnwrap(corner["x"] as? Double), try XCTUnwrap(corner["y"] as? Double)])
        let back = try XCTUnwrap(variables["back"] as? [String: Any])
        XCTAssertEqual(try XCTUnwrap(back["x"] as? Double), 0, accuracy: 1e-12)
        XCTAssertEqual(try XCTUnwrap(back["y"] as? Double), 0, accuracy: 1e-12)
    }
}
