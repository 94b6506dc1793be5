import Figures

/// A listing: an `objc` or `swift` fenced block (an `objc` block directly followed by a `swift` block forms one
/// listing with a twin), with its attributes, the `scene` block before it and the `expect` block after it.
public struct Listing: Hashable, Sendable {
    public var chapterNumber: Int
    /// The listing's number in its chapter, from 1: "Listing 3.2" has `number` 2.
    public var number: Int
    /// Every listing that draws a diagram (evaluated, not `figure=none`, not `error=`) gets the next figure number
    /// of its chapter; nil for the others.
    public var figureNumber: Int?
    /// `id=NAME`: letters, digits and `-`, unique in the chapter.
    public var id: String?
    /// `title="..."`, the caption after "Listing 3.2".
    public var title: String?
    /// False for `norun` listings: shown, not evaluated.
    public var isEvaluated: Bool
    /// `error="TEXT"`: the listing must fail with a diagnostic whose message contains this text.
    public var expectedError: String?
    public var platform: ListingPlatform
    /// False for `figure=none`.
    public var wantsFigure: Bool
    /// `marks="frame point:160,66.8"`: what its layer diagram marks (docs/authoring.md).
    public var marks: [FigureMark] = []
    /// The `marks` value as written (nil without one), for the page's live cell to draw the same marks.
    public var marksText: String?
    /// `figure=side-view` and the like: a figure drawn beside the usual ones.
    public var extraFigure: ExtraFigure?
    /// The first block: the `objc` block of a twin pair, or the only block.
    public var code: ListingCode
    /// The `swift` block of a twin pair.
    public var twin: ListingCode?
    public var scene: SceneBlock?
    /// An `events` block before the listing: what its handlers receive (`DeclaredEvents.parse`), same shape as a scene.
    public var events: SceneBlock?
    public var expectations: ExpectationBlock?

    public init(chapterNumber: Int, number: Int, figureNumber: Int? = nil, id: String? = nil, title: String? = nil,
                isEvaluated: Bool = true, expectedError: String? = nil, platform: ListingPlatform = .ios,
                wantsFigure: Bool = true, extraFigure: ExtraFigure? = nil, code: ListingCode, twin: ListingCode? = nil, scene: SceneBlock? = nil,
                expectations: ExpectationBlock? = nil) {
        self.chapterNumber = chapterNumber
        self.number = number
        self.figureNumber = figureNumber
        self.id = id
        self.title = title
        self.isEvaluated = isEvaluated
        self.expectedError = expectedError
        self.platform = platform
        self.wantsFigure = wantsFigure
        self.extraFigure = extraFigure
        self.code = code
        self.twin = twin
        self.scene = scene
        self.expectations = expectations
    }

    /// The blocks to evaluate: the first block, then its twin.
    public var blocks: [ListingCode] {
        // One array literal: concatenating `[code]` with an optional one built three arrays.
        guard let twin else { return [code] }
        return [code, twin]
    }

    /// "Listing 3.2".
    public var label: String { "Listing \(chapterNumber).\(number)" }

    /// "Figure 3.1", or nil when the listing draws no diagram.
    public var figureLabel: String? { figureNumber.map { "Figure \(chapterNumber).\($0)" } }

    /// The HTML id of the listing: `listing-NAME`, or `listing-3.2` for a listing without `id` (ids cannot contain
    /// dots, so the two never collide).
    public var anchor: String { "listing-" + (id ?? "\(chapterNumber).\(number)") }

    /// The HTML id of its figure: `figure-NAME`, or `figure-3.1` (the figure number) without `id`.
    public var figureAnchor: String? {
        guard let figureNumber else { return nil }
        return "figure-" + (id ?? "\(chapterNumber).\(figureNumber)")
    }

    /// Whether a diagram is drawn: evaluated, expected to succeed, and not `figure=none`.
    public var drawsFigure: Bool { isEvaluated && expectedError == nil && wantsFigure }

    /// What links from anywhere in the book resolve against.
    public var anchors: ListingAnchors {
        ListingAnchors(anchor: anchor, label: label, id: id, figureAnchor: figureAnchor, figureLabel: figureLabel)
    }
}
