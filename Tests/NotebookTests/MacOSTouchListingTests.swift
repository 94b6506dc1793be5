import Diagnostics
import XCTest
@testable import Notebook

/// The touches of a `platform=macos` listing (y up), from its `hit` lines and declared taps to its figure, in the
/// build and in the live cell. The numbers are the platform's own and the same as on iOS — a touch is a point of
/// `self.view`, hit-tested on the model geometry — so each touch reaches the same view on both platforms; the figure
/// flips once at the root (spec C14), so the macOS dot is the iOS one mirrored within the root's 480 points.
final class MacOSTouchListingTests: XCTestCase {
    private let path = "Chapters/05-touch.md"

    /// `a` low in y (near the top on iOS, the bottom on macOS), `b` high.
    private let listing = """
        @interface ViewController ()
        @property (nonatomic, weak) IBOutlet UIView *layerView;
        @property (nonatomic, assign) NSInteger touches;
        @end
        @implementation ViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.layerView.hidden = YES;
            UIView *a = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 100, 100)];
            UIView *b = [[UIView alloc] initWithFrame:CGRectMake(50, 300, 100, 100)];
            [self.view addSubview:a];
            [self.view addSubview:b];
        }
        - (void)touchesBegan:(NSSet *)touches withEvent:(UIEvent *)event {
            self.touches = self.touches + 1;
        }
        @end
        """

    private let hits = "hit (20, 20) -> self.view.subviews[1]\n"

    private func evaluate(platform: String) throws -> EvaluatedListing {
        let fence = platform == "macos" ? "```objc id=touch platform=macos" : "```objc id=touch"
        let text = "# Touch\n\n```events\ntap (100, 350)\n```\n\n\(fence)\n\(listing)\n```\n\n```expect\n\(hits)"
            + "self.touches = 1\n```\n"
        let (chapter, diagnostics) = Chapter.parse(text, name: "05-touch.md", path: path, number: 5)
        XCTAssertEqual(rendered(diagnostics, file: path, text: text), "")
        let evaluated = ListingEvaluation.evaluate(try XCTUnwrap(chapter?.listings.first))
        XCTAssertEqual(evaluated.diagnostics.filter { $0.severity == .error }.map(\.message), [])
        XCTAssertEqual(evaluated.checks.map(\.passed), [true, true], "the same numbers hold on both platforms")
        return evaluated
    }

    /// The centres of the touches' dots (the small filled circles), in order.
    private func dots(_ svg: String) -> [[Double]] {
        svg.split(separator: "\n").filter { $0.contains(" r=\"2.5\" class=\"touch-point\"") }.map { line in
            ["cx", "cy"].map { name in
                guard let start = line.range(of: " " + name + "=\"") else { return .nan }
                let rest = line[start.upperBound...]
                return Double(rest.prefix { $0 != "\"" }) ?? .nan
            }
        }
    }

    /// The `data-layer` of each view the figure outlines as the one a touch reaches, in order.
    private func receivers(_ svg: String) -> [String] {
        svg.split(separator: "\n").filter { $0.contains("class=\"touch-receiver\"") }.compactMap { line in
            guard let start = line.range(of: "data-layer=\"") else { return nil }
            return String(line[start.upperBound...].prefix { $0 != "\"" })
        }
    }

    func testTheBuildDrawsAMacOSListingsTouchesMirroredOnTheViewsTheyReach() throws {
        let iOS = try XCTUnwrap(try evaluate(platform: "ios").presentation.figure?.svg)
        let macOS = try XCTUnwrap(try evaluate(platform: "macos").presentation.figure?.svg)
        // The hit line's point first, then the declared tap's.
        XCTAssertEqual(dots(iOS), [[20, 20], [100, 350]])
        XCTAssertEqual(dots(macOS), [[20, 460], [100, 130]])
        XCTAssertEqual(receivers(iOS), receivers(macOS))
        XCTAssertEqual(receivers(macOS).count, 2)
        XCTAssertTrue(macOS.contains(">touch 2 at (100, 350) reaches "), "the legend gives the window's numbers")
    }

    /// The live cell sends the listing's platform, events and hit points; the module's figure marks the touches
    /// where the build's does.
    func testTheLiveFigureOfAMacOSListingMarksTheTouchesAsTheBuildDoes() throws {
        let built = try XCTUnwrap(try evaluate(platform: "macos").presentation.figure?.svg)
        let request = LiveRequest(parsing: "figure=1\nplatform=macos\nevents=tap (100, 350)\nhit=20 20")
        let live = LiveEvaluation.run(listing, dialect: .objc, request: request)
        XCTAssertEqual(dots(live.figure), dots(built))
        XCTAssertEqual(receivers(live.figure), receivers(built))
        let iOS = LiveEvaluation.run(listing, dialect: .objc,
                                     request: LiveRequest(parsing: "figure=1\nevents=tap (100, 350)\nhit=20 20"))
        XCTAssertEqual(dots(iOS.figure), [[20, 20], [100, 350]])
    }
}
