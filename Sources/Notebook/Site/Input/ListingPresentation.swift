/// Everything a page shows for one listing, assembled from the book model, the evaluation and the figures, in the
/// form the markup writer needs. Built by the chapter pipeline; rendered by `ListingMarkup`.
public struct ListingPresentation: Sendable {
    /// The listing's HTML id: `listing-compound`, or `listing-3.2` for a listing without `id`.
    public var listingAnchor: String
    /// The HTML id of its figure: `figure-compound`, or `figure-3.1`.
    public var figureAnchor: String
    /// "3.2"
    public var number: String
    public var title: String?
    /// One variant, or two for an Objective-C listing with its Swift twin (Objective-C first).
    public var variants: [CodeVariant]
    public var values: [ValueItem]
    public var expectations: [ExpectationRow]
    public var figure: FigurePresentation?
    /// Warnings (and errors, on a page shown despite them) with their formatted text.
    public var diagnostics: [DiagnosticItem]
    /// `norun`: shown, not evaluated.
    public var isDisplayOnly: Bool
    /// `error="..."`: the listing is meant to fail; the page shows the expected diagnostic.
    public var intentionalError: String?
    /// The methods the evaluation ran as UIKit would call them, in order (`viewDidLoad`, `rotationClick:`).
    public var ran: [String] = []
    /// What the listing printed with `print` / `NSLog` (empty: nothing, and the page shows no console).
    public var console = ""
    /// The text of the listing's `scene` block, for the page's live cell (`data-scene`); nil for the default scene.
    public var scene: String?
    /// The text of the listing's `events` block, for the page's live cell (`data-events`); nil when it declares none.
    public var events: String?
    /// `macos` for a listing drawn y up (`data-platform`, for the live cell); nil for iOS, the default.
    public var platform: String?
    /// The listing's `marks` value (`data-marks`, for the live cell); nil when it has none.
    public var marks: String?
    /// The points of the listing's `hit` lines, one `X Y` line each (`data-hits`): the build marks those touches on
    /// its figure, and so must the live cell.
    public var hits: String?
    /// The name of the extra figure the listing asks for with `figure=NAME` (`data-extra-figure`), drawn after its own.
    public var extraFigure: String?

    public init(listingAnchor: String, figureAnchor: String, number: String, title: String?, variants: [CodeVariant], values: [ValueItem] = [],
                expectations: [ExpectationRow] = [], figure: FigurePresentation? = nil,
                diagnostics: [DiagnosticItem] = [], isDisplayOnly: Bool = false, intentionalError: String? = nil) {
        self.listingAnchor = listingAnchor
        self.figureAnchor = figureAnchor
        self.number = number
        self.title = title
        self.variants = variants
        self.values = values
        self.expectations = expectations
        self.figure = figure
        self.diagnostics = diagnostics
        self.isDisplayOnly = isDisplayOnly
        self.intentionalError = intentionalError
    }

    /// "Listing 3.2 Creating a compound transform"
    public var caption: String { "Listing \(number)" + (title.map { " " + $0 } ?? "") }
}
