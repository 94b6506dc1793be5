import Foundation
import XCTest

/// `notebook eval --json` checked field by field against its cited interface (reference/eval-json.md): every
/// variable type it lists, both dialects, standard input, layer fields, `layers` order, number forms and failures.
/// Quads are compared with values computed here by hand from transform-semantics C6/C16/C17, not with the tool's.
final class EvalJSONConformanceTests: XCTestCase {
    private let layerFields = ["name", "bounds", "position", "anchorPoint", "zPosition", "transform", "sublayerTransform",
                               "doubleSided", "frame", "superlayer", "facing", "visible", "quad"]
    private let transformFields = ["m11", "m12", "m13", "m14", "m21", "m22", "m23", "m24",
                                   "m31", "m32", "m33", "m34", "m41", "m42", "m43", "m44"]

    // MARK: running

    private func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notebook-evaljson-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        return folder
    }

    /// `notebook eval --json NAME` on `source` written as bytes; the raw stdout, the parsed object and the status.
    private func evalJSON(_ name: String, _ source: String, extra: [String] = [],
                          line: UInt = #line) throws -> (raw: String, object: [String: Any], status: Int32) {
        try evalJSON(name, bytes: Data(source.utf8), extra: extra, line: line)
    }

    private func evalJSON(_ name: String, bytes: Data, extra: [String] = [],
                          line: UInt = #line) throws -> (raw: String, object: [String: Any], status: Int32) {
        let folder = try folder()
        try bytes.write(to: folder.appendingPathComponent(name))
        let result = try NotebookProcess.run(["eval", "--json"] + extra + [name], in: folder, line: line)
        return (result.stdout, try parse(result.stdout, line: line), result.status)
    }

    private func parse(_ text: String, line: UInt = #line) throws -> [String: Any] {
        let parsed = try? JSONSerialization.jsonObject(with: Data(text.utf8))
        return try XCTUnwrap(parsed as? [String: Any], "not a JSON object: \(text)", line: line)
    }

    private func variables(_ object: [String: Any], line: UInt = #line) throws -> [String: [String: Any]] {
        try XCTUnwrap(object["variables"] as? [String: [String: Any]], line: line)
    }

    private func layers(_ object: [String: Any], line: UInt = #line) throws -> [[String: Any]] {
        try XCTUnwrap(object["layers"] as? [[String: Any]], line: line)
    }

    private func layer(_ name: String, in object: [String: Any], line: UInt = #line) throws -> [String: Any] {
        try XCTUnwrap(try layers(object, line: line).first { $0["name"] as? String == name }, "no layer \(name)", line: line)
    }

    private func numbers(_ object: Any?, _ keys: [String], line: UInt = #line) throws -> [Double] {
        let dictionary = try XCTUnwrap(object as? [String: Any], line: line)
        return try keys.map { key in try XCTUnwrap((dictionary[key] as? NSNumber)?.doubleValue, "no number \(key)", line: line) }
    }

    private func points(_ value: Any?, line: UInt = #line) throws -> [[Double]] {
        let list = try XCTUnwrap(value as? [[NSNumber]], "not a list of [x, y]: \(String(describing: value))", line: line)
        return list.map { $0.map(\.doubleValue) }
    }

    private func assertClose(_ actual: [[Double]], _ expected: [[Double]], tolerance: Double = 1e-9, line: UInt = #line) {
        XCTAssertEqual(actual.count, expected.count, "\(actual)", line: line)
        for (a, e) in zip(actual, expected) {
            XCTAssertEqual(a.count, 2, line: line)
            for (x, y) in zip(a, e) { XCTAssertEqual(x, y, accuracy: tolerance * max(1, abs(y)), "\(actual) vs \(expected)", line: line) }
        }
    }

    // MARK: variables

    private let everyType = """
        CATransform3D t = CATransform3DIdentity;
        t.m34 = -1.0 / 500.0;
        CGAffineTransform g = CGAffineTransformMakeTranslation(5, -7);
        CGPoint p = CGPointMake(10, 20);
        CGSize s = CGSizeMake(200, 100);
        CGRect r = CGRectMake(40, 60, 120, 80);
        CGFloat angle = M_PI_4;
        NSInteger n = 3;
        BOOL ok = YES;
        GLKVector3 v = GLKVector3Make(0, 0.5, -0.25);
        CALayer *layer = [CALayer layer];
        CATransformLayer *container = [CATransformLayer layer];
        UIView *view = self.layerView;
        """

    func testEveryTypeOfTheSpecHasItsTypeAndFields() throws {
        let (_, object, status) = try evalJSON("types.m", everyType)
        XCTAssertEqual(status, 0)
        XCTAssertEqual(object["dialect"] as? String, "objc")
        XCTAssertEqual((object["diagnostics"] as? [Any])?.count, 0)
        let variables = try variables(object)
        XCTAssertEqual(Set(variables.keys), ["t", "g", "p", "s", "r", "angle", "n", "ok", "v", "layer", "container", "view"])
        XCTAssertEqual(variables["t"]?["type"] as? String, "CATransform3D")
        XCTAssertEqual(try numbers(variables["t"], transformFields),
                       [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, -0.002, 0, 0, 0, 1])
        XCTAssertEqual(variables["g"]?["type"] as? String, "CGAffineTransform")
        XCTAssertEqual(try numbers(variables["g"], ["a", "b", "c", "d", "tx", "ty"]), [1, 0, 0, 1, 5, -7])
        XCTAssertEqual(variables["p"]?["type"] as? String, "CGPoint")
        XCTAssertEqual(try numbers(variables["p"], ["x", "y"]), [10, 20])
        XCTAssertEqual(variables["s"]?["type"] as? String, "CGSize")
        XCTAssertEqual(try numbers(variables["s"], ["width", "height"]), [200, 100])
        XCTAssertEqual(variables["r"]?["type"] as? String, "CGRect")
        XCTAssertEqual(try numbers(variables["r"], ["x", "y", "width", "height"]), [40, 60, 120, 80])
        XCTAssertEqual(variables["angle"]?["type"] as? String, "CGFloat")
        XCTAssertEqual(try numbers(variables["angle"], ["value"]), [Double.pi / 4])
        XCTAssertEqual(variables["n"]?["type"] as? String, "NSInteger")
        XCTAssertEqual(try numbers(variables["n"], ["value"]), [3])
        XCTAssertEqual(variables["ok"]?["type"] as? String, "BOOL")
        XCTAssertEqual(variables["ok"]?["value"] as? Bool, true)
        XCTAssertEqual(variables["v"]?["type"] as? String, "GLKVector3")
        XCTAssertEqual(try numbers(variables["v"], ["x", "y", "z"]), [0, 0.5, -0.25])
    }

    func testLayerAndViewVariablesCarryEveryLayerField() throws {
        let (_, object, _) = try evalJSON("types.m", everyType)
        let variables = try variables(object)
        XCTAssertEqual(variables["layer"]?["type"] as? String, "CALayer")
        XCTAssertEqual(variables["container"]?["type"] as? String, "CATransformLayer")
        XCTAssertEqual(variables["view"]?["type"] as? String, "UIView")
        let viewLayer = try XCTUnwrap(variables["view"]?["layer"] as? [String: Any])
        for (name, fields) in [("layer", variables["layer"]), ("container", variables["container"]), ("view.layer", viewLayer)] {
            for field in layerFields { XCTAssertNotNil(fields?[field], "\(name) lacks \(field)") }
        }
        XCTAssertEqual(variables["layer"]?["name"] as? String, "layer")
        XCTAssertEqual(viewLayer["name"] as? String, "self.layerView.layer")
        // The default scene: a 200x200 layerView centred in the 320x480 root view.
        XCTAssertEqual(try numbers(viewLayer["bounds"], ["x", "y", "width", "height"]), [0, 0, 200, 200])
        XCTAssertEqual(try numbers(viewLayer["position"], ["x", "y"]), [160, 240])
        XCTAssertEqual(try numbers(viewLayer["anchorPoint"], ["x", "y"]), [0.5, 0.5])
        XCTAssertEqual((viewLayer["zPosition"] as? NSNumber)?.doubleValue, 0)
        XCTAssertEqual(try numbers(viewLayer["transform"], transformFields), [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])
        XCTAssertEqual(try numbers(viewLayer["sublayerTransform"], transformFields), [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])
        XCTAssertEqual(viewLayer["doubleSided"] as? Bool, true)
        XCTAssertEqual(try numbers(viewLayer["frame"], ["x", "y", "width", "height"]), [60, 140, 200, 200])
        XCTAssertEqual(viewLayer["superlayer"] as? String, "self.view.layer")
        XCTAssertTrue(variables["layer"]?["superlayer"] is NSNull, "a layer in no superlayer has superlayer null")
        XCTAssertEqual(viewLayer["facing"] as? String, "front")
        XCTAssertEqual(viewLayer["visible"] as? Bool, true)
        assertClose(try points(viewLayer["quad"]), [[60, 140], [260, 140], [260, 340], [60, 340]])
        XCTAssertNil(viewLayer["clipped"], "no corner has w <= 0")
        XCTAssertNil(viewLayer["polygon"])
    }

    func testSwiftDialectIsInferredFromTheExtensionAndStandardInputTakesTheDialectOption() throws {
        let swift = "var t = CATransform3DIdentity\nt.m34 = -1 / 500\nlet p = CGPoint(x: 1, y: 2)\nlet layer = CALayer()\n"
        let (_, object, status) = try evalJSON("snippet.swift", swift)
        XCTAssertEqual(status, 0)
        XCTAssertEqual(object["dialect"] as? String, "swift")
        let variables = try variables(object)
        XCTAssertEqual(try numbers(variables["t"], ["m34"]), [-0.002])
        XCTAssertEqual(variables["p"]?["type"] as? String, "CGPoint")
        XCTAssertEqual(variables["layer"]?["type"] as? String, "CALayer")

        let folder = try folder()
        let fromStandardInput = try NotebookProcess.run(["eval", "--dialect", "swift", "--json", "-"], in: folder, input: Data(swift.utf8))
        XCTAssertEqual(fromStandardInput.status, 0, fromStandardInput.stderr)
        let object2 = try parse(fromStandardInput.stdout)
        XCTAssertEqual(object2["dialect"] as? String, "swift")
        XCTAssertEqual(try numbers(try self.variables(object2)["t"], ["m34"]), [-0.002])
        let objc = try NotebookProcess.run(["eval", "--dialect", "objc", "--json", "-"], in: folder, input: Data("CGFloat x = 2;\n".utf8))
        XCTAssertEqual(try parse(objc.stdout)["dialect"] as? String, "objc")
    }

    /// `type` names a value's type in the listing's own language (docs/eval-json.md, "Type names"): the Swift twin of
    /// a listing reports `Int` and `Bool` where the Objective-C one reports `NSInteger` and `BOOL`.
    func testTypeNamesFollowTheDialect() throws {
        let swift = """
            let n = 3
            let ok = true
            let d = 2.5
            let angle: CGFloat = 0.5
            let name = "cube"
            let xs: [CGFloat] = [1, 2]
            let p = CGPoint(x: 1, y: 2)

            """
        let objc = """
            NSInteger n = 3;
            BOOL ok = YES;
            double d = 2.5;
            CGFloat angle = 0.5;
            NSString *name = @"cube";
            NSArray *xs = @[@1, @2];
            CGPoint p = CGPointMake(1, 2);

            """
        let expected: [(String, swift: String, objc: String)] = [
            ("n", "Int", "NSInteger"), ("ok", "Bool", "BOOL"), ("d", "Double", "double"), ("angle", "CGFloat", "CGFloat"),
            ("name", "String", "NSString"), ("xs", "[CGFloat]", "NSArray"), ("p", "CGPoint", "CGPoint"),
        ]
        let swiftVariables = try variables(try evalJSON("names.swift", swift).object)
        let objcVariables = try variables(try evalJSON("names.m", objc).object)
        for (name, swiftName, objcName) in expected {
            XCTAssertEqual(swiftVariables[name]?["type"] as? String, swiftName, "Swift \(name)")
            XCTAssertEqual(objcVariables[name]?["type"] as? String, objcName, "Objective-C \(name)")
        }
    }

    func testTheLocalsOfViewDidLoadAreVariables() throws {
        let source = """
            @implementation ViewController
            - (void)viewDidLoad
            {
                [super viewDidLoad];
                CATransform3D transform = CATransform3DMakeRotation(M_PI_2, 0, 0, 1);
                self.layerView.layer.transform = transform;
                CGFloat k = 2;
            }
            @end
            """
        let (_, object, status) = try evalJSON("controller.m", source)
        XCTAssertEqual(status, 0)
        let variables = try variables(object)
        XCTAssertEqual(variables["transform"]?["type"] as? String, "CATransform3D")
        XCTAssertEqual(try numbers(variables["k"], ["value"]), [2])
        let layer = try layer("self.layerView.layer", in: object)
        // A quarter turn of a square about its centre keeps its corners' set: (260,140) is where (60,140) goes.
        assertClose(try points(layer["quad"]), [[260, 140], [260, 340], [60, 340], [60, 140]])
    }

    // MARK: numbers

    /// The literal that follows `"NAME": {"type": "CGFloat", "value": ` in the raw text: JSONSerialization would
    /// read `-0` as the integer 0 and lose the sign the interface promises.
    private func rawValue(of name: String, in raw: String, line: UInt = #line) throws -> String {
        let marker = "\"\(name)\": {\"type\": \"CGFloat\", \"value\": "
        let start = try XCTUnwrap(raw.range(of: marker), "no \(marker) in \(raw)", line: line).upperBound
        return String(raw[start...].prefix { $0 != "}" && $0 != "," })
    }

    func testNumbersAreShortestRoundTripForms() throws {
        let source = "CGFloat tenth = 0.1;\nCGFloat tiny = 1e-300;\nCGFloat negativeZero = -0.0;\nCGFloat third = 1.0 / 3.0;\n"
            + "CGFloat huge = 1.7976931348623157e308;\nCGFloat sum = 0.1 + 0.2;\n"
        let (raw, _, status) = try evalJSON("numbers.m", source)
        XCTAssertEqual(status, 0)
        let expected: [(String, Double)] = [("tenth", 0.1), ("tiny", 1e-300), ("negativeZero", -0.0), ("third", 1.0 / 3.0),
                                            ("huge", 1.7976931348623157e308), ("sum", 0.1 + 0.2)]
        for (name, value) in expected {
            let literal = try rawValue(of: name, in: raw)
            let parsed = try XCTUnwrap(Double(literal), "\(name): '\(literal)' is not a number")
            XCTAssertEqual(parsed.bitPattern, value.bitPattern, "\(name) printed as \(literal)")
            XCTAssertEqual(literal, value == 0 ? (value.sign == .minus ? "-0" : "0") : "\(value)", "\(name) is not in shortest form")
        }
    }

    // MARK: quads (hand-computed, transform-semantics C6, C16, C17)

    func testARotatedTopmostLayerIsPlacedByItsOwnGeometry() throws {
        // C17's own example: position (150, 150), bounds 200x200, 45° about z, drawn rotated about (150, 150).
        let source = """
            CALayer *layer = [CALayer layer];
            layer.position = CGPointMake(150, 150);
            layer.bounds = CGRectMake(0, 0, 200, 200);
            layer.transform = CATransform3DMakeRotation(M_PI_4, 0, 0, 1);
            """
        let (_, object, _) = try evalJSON("rotated.m", source)
        let layer = try layer("layer", in: object)
        // Corner (dx, dy) from the anchor maps to (dx cos − dy sin, dx sin + dy cos) + position (row vectors, C16).
        let c = cos(Double.pi / 4), s = sin(Double.pi / 4)
        let corners: [[Double]] = [[-100, -100], [100, -100], [100, 100], [-100, 100]].map { corner in
            [150 + corner[0] * c - corner[1] * s, 150 + corner[0] * s + corner[1] * c]
        }
        assertClose(try points(layer["quad"]), corners)
        XCTAssertEqual(layer["facing"] as? String, "front")
        let halfDiagonal = 100 * 2.0.squareRoot()
        XCTAssertEqual(try numbers(layer["frame"], ["x", "y", "width", "height"]).map { ($0 * 1e6).rounded() / 1e6 },
                       [150 - halfDiagonal, 150 - halfDiagonal, 2 * halfDiagonal, 2 * halfDiagonal].map { ($0 * 1e6).rounded() / 1e6 })
    }

    private func perspectiveSource(childWidth: Int, angle: String) -> String {
        """
        CALayer *parent = [CALayer layer];
        parent.position = CGPointMake(150, 150);
        parent.bounds = CGRectMake(0, 0, 300, 300);
        CATransform3D perspective = CATransform3DIdentity;
        perspective.m34 = -1.0 / 500.0;
        parent.sublayerTransform = perspective;
        CALayer *child = [CALayer layer];
        child.bounds = CGRectMake(0, 0, \(childWidth), 100);
        child.position = CGPointMake(150, 150);
        child.transform = CATransform3DMakeRotation(\(angle), 0, 1, 0);
        [parent addSublayer:child];
        """
    }

    /// A corner `dx` from the child's anchor, `dy` from it, after a y rotation by `angle` and the parent's m34 = −1/500
    /// about its centre (150, 150): x' = dx cos, z' = −dx sin, W = 1 − z'/500 (C6), then the division by W.
    private func projected(dx: Double, dy: Double, angle: Double) -> (point: [Double], w: Double) {
        let w = 1 + dx * sin(angle) / 500
        return ([150 + dx * cos(angle) / w, 150 + dy / w], w)
    }

    func testAPerspectiveQuadIsTransformSemanticsCase29() throws {
        let (_, object, _) = try evalJSON("perspective.m", perspectiveSource(childWidth: 100, angle: "M_PI_4"))
        let child = try layer("child", in: object)
        // Case 29 of transform-semantics, as printed there.
        assertClose(try points(child["quad"]), [[111.95443310620364, 96.195443310620362], [183.02044126565565, 103.30204412656556],
                                                [183.02044126565565, 196.69795587343441], [111.95443310620364, 203.80455668937964]])
        let byHand = [(-50.0, -50.0), (50, -50), (50, 50), (-50, 50)].map { projected(dx: $0.0, dy: $0.1, angle: .pi / 4).point }
        assertClose(try points(child["quad"]), byHand)
        XCTAssertNil(child["clipped"])
        XCTAssertEqual(child["superlayer"] as? String, "parent")
        XCTAssertEqual(try layer("parent", in: object)["superlayer"] is NSNull, true)
    }

    func testACornerBehindTheEyeIsClippedIntoAPolygon() throws {
        // 1200 wide turned 60° about y: the left corners reach z = 600 sin 60° ≈ 519.6 > 500, W ≈ −0.039 (C7).
        let (_, object, _) = try evalJSON("clipped.m", perspectiveSource(childWidth: 1200, angle: "M_PI / 3"))
        let child = try layer("child", in: object)
        XCTAssertEqual(child["clipped"] as? Bool, true)
        XCTAssertEqual(child["visible"] as? Bool, true, "the right half is in front of the eye")
        let left = projected(dx: -600, dy: -50, angle: .pi / 3), right = projected(dx: 600, dy: -50, angle: .pi / 3)
        XCTAssertLessThan(left.w, 0)
        XCTAssertGreaterThan(right.w, 0)
        // quad: every corner divided by its W, in the stated order.
        let quad = [(-600.0, -50.0), (600, -50), (600, 50), (-600, 50)].map { projected(dx: $0.0, dy: $0.1, angle: .pi / 3).point }
        assertClose(try points(child["quad"]), quad, tolerance: 1e-7)
        // polygon: the two corners in front kept exactly; the cut replaces the two behind by points on the top and
        // bottom edges far out to the left (W → 0 from above), so four vertices in all.
        let polygon = try points(child["polygon"])
        XCTAssertEqual(polygon.count, 4, "\(polygon)")
        for corner in [quad[1], quad[2]] {
            XCTAssertTrue(polygon.contains { abs($0[0] - corner[0]) < 1e-9 && abs($0[1] - corner[1]) < 1e-9 }, "\(corner) not in \(polygon)")
        }
        let cut = polygon.filter { $0[0] < -1e5 }
        XCTAssertEqual(cut.count, 2, "\(polygon)")
        XCTAssertEqual(Set(cut.map { $0[1] < 150 }), [true, false], "one cut point on each horizontal edge: \(cut)")
    }

    func testATransformLayerPassesItsSublayersDepthThrough() throws {
        // C5: a CATransformLayer does not flatten, so the face's z = 50 is turned by the container's 45° about y and
        // then seen through the parent's m34 = −1/500 (C16 with no F after the face).
        let source = """
            CALayer *parent = [CALayer layer];
            parent.position = CGPointMake(150, 150);
            parent.bounds = CGRectMake(0, 0, 300, 300);
            CATransform3D perspective = CATransform3DIdentity;
            perspective.m34 = -1.0 / 500.0;
            parent.sublayerTransform = perspective;
            CATransformLayer *container = [CATransformLayer layer];
            container.position = CGPointMake(150, 150);
            container.transform = CATransform3DMakeRotation(M_PI_4, 0, 1, 0);
            [parent addSublayer:container];
            CALayer *face = [CALayer layer];
            face.bounds = CGRectMake(0, 0, 100, 100);
            face.transform = CATransform3DMakeTranslation(0, 0, 50);
            [container addSublayer:face];
            """
        let (_, object, _) = try evalJSON("depth.m", source)
        let c = cos(Double.pi / 4), s = sin(Double.pi / 4)
        let corners: [[Double]] = [[-50, -50], [50, -50], [50, 50], [-50, 50]].map { corner in
            let x = corner[0] * c + 50 * s, z = -corner[0] * s + 50 * c
            let w = 1 - z / 500
            return [150 + x / w, 150 + corner[1] / w]
        }
        assertClose(try points(try layer("face", in: object)["quad"]), corners)
        XCTAssertEqual(try layer("face", in: object)["superlayer"] as? String, "container")
    }

    // MARK: layers

    func testLayersAreListedInTheOrderTheyWereFirstReached() throws {
        let source = """
            CALayer *second = [CALayer layer];
            CALayer *first = [CALayer layer];
            [first addSublayer:second];
            self.layerView.layer.zPosition = 1;
            [self.view.layer addSublayer:first];
            """
        let (_, object, _) = try evalJSON("order.m", source)
        let names = try layers(object).compactMap { $0["name"] as? String }
        XCTAssertEqual(names, ["second", "first", "self.layerView.layer", "self.view.layer"])
        for layer in try layers(object) {
            XCTAssertNotNil(layer["type"] as? String)
            for field in layerFields { XCTAssertNotNil(layer[field], "\(layer["name"] ?? "?") lacks \(field)") }
        }
        XCTAssertEqual(try self.layer("second", in: object)["superlayer"] as? String, "first")
        XCTAssertEqual(try self.layer("first", in: object)["superlayer"] as? String, "self.view.layer")
    }

    func testABackFacingLayerThatIsNotDoubleSidedIsNotVisible() throws {
        let source = "CALayer *card = [CALayer layer];\ncard.bounds = CGRectMake(0, 0, 100, 50);\n"
            + "card.transform = CATransform3DMakeRotation(M_PI, 0, 1, 0);\ncard.doubleSided = NO;\n"
        let (_, object, _) = try evalJSON("back.m", source)
        let card = try layer("card", in: object)
        XCTAssertEqual(card["facing"] as? String, "back")
        XCTAssertEqual(card["visible"] as? Bool, false)
        XCTAssertEqual(card["doubleSided"] as? Bool, false)
    }

    // MARK: failures and hostile text

    func testAFailureHasSixKeyDiagnosticsStatusOneAndTheVariablesComputedBefore() throws {
        let (_, object, status) = try evalJSON("fail.m", "CGFloat a = 2;\nCGPoint q = CGPointMake(a, 1);\nCGFloat b = fooo(1);\n")
        XCTAssertEqual(status, 1)
        let variables = try variables(object)
        XCTAssertEqual(try numbers(variables["a"], ["value"]), [2])
        XCTAssertEqual(try numbers(variables["q"], ["x", "y"]), [2, 1])
        XCTAssertNil(variables["b"])
        let diagnostics = try XCTUnwrap(object["diagnostics"] as? [[String: Any]])
        XCTAssertEqual(diagnostics.count, 1)
        let diagnostic = try XCTUnwrap(diagnostics.first)
        XCTAssertEqual(Set(diagnostic.keys), ["severity", "id", "message", "file", "line", "column"])
        XCTAssertEqual(diagnostic["severity"] as? String, "error")
        XCTAssertEqual(diagnostic["id"] as? String, "unknown-function")
        XCTAssertEqual(diagnostic["message"] as? String, "unknown function 'fooo'")
        XCTAssertEqual(diagnostic["file"] as? String, "fail.m")
        XCTAssertEqual(diagnostic["line"] as? Int, 3)
        XCTAssertEqual(diagnostic["column"] as? Int, 13)
    }

    func testHostileTextStaysValidJSON() throws {
        // Quotes, a backslash, a tab, a newline and U+2028 reach the console string and come back unchanged.
        let console = try evalJSON("console.m", "CGFloat a = 1;\nNSLog(@\"q\\\"b\\\\c\\t\\n\u{2028}end\");\n")
        XCTAssertEqual(console.status, 0)
        XCTAssertEqual(console.object["console"] as? String, "q\"b\\c\t\n\u{2028}end\n")
        // A control character and invalid UTF-8 in the source reach the diagnostics' messages.
        var bytes = Data("CGFloat \u{01}".utf8)
        bytes.append(contentsOf: [0xFF, 0xC3, 0x7F])
        bytes.append(contentsOf: Array(" = 2;\n".utf8))
        let (raw, object, status) = try evalJSON("hostile.m", bytes: bytes)
        XCTAssertEqual(status, 1)
        for text in [raw, console.raw] {
            XCTAssertFalse(text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "a raw control character in \(text)")
            XCTAssertEqual(text.filter { $0 == "\n" }.count, 1, "one line of JSON")
        }
        let diagnostics = try XCTUnwrap(object["diagnostics"] as? [[String: Any]])
        XCTAssertFalse(diagnostics.isEmpty)
        for diagnostic in diagnostics { XCTAssertEqual(Set(diagnostic.keys), ["severity", "id", "message", "file", "line", "column"]) }
    }
}
