import Diagnostics

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

/// The code of one language, as highlighted runs.
///
/// The code is kept whole, with where each run ends in its UTF-8 and the run's class: the page writes each run as a
/// slice of the code's UTF-8.
public struct CodeVariant: Sendable {
    /// `objc` or `swift`.
    public var language: String
    /// "Objective-C" or "Swift".
    public var displayName: String
    /// The code, exactly as the runs cover it (every character once, in order).
    public private(set) var code: String
    /// The runs, in order: each ends where the next starts; the last ends at the end of `code`.
    private(set) var runs: [CodeRun]
    /// The lines changed since a near-identical earlier listing of the chapter (`ChangedLines`), marked on the page.
    var changes: LineChanges?

    public init(language: String, displayName: String, spans: [CodeSpan]) {
        self.language = language
        self.displayName = displayName
        var code = ""
        var runs: [CodeRun] = []
        runs.reserveCapacity(spans.count)
        for span in spans {
            code += span.text
            runs.append(CodeRun(end: code.utf8.count, highlight: span.highlight))
        }
        self.code = code
        self.runs = runs
    }

    /// `runs` must end on character boundaries of `code`, in increasing order, the last at its end.
    init(language: String, displayName: String, code: String, runs: [CodeRun]) {
        precondition(runs.last.map { $0.end == code.utf8.count } ?? code.isEmpty, "the runs cover the code")
        self.language = language
        self.displayName = displayName
        self.code = code
        self.runs = runs
    }
}

/// One run of a `CodeVariant`: where it ends in the code's UTF-8, and its highlight class (nil for plain text).
struct CodeRun: Sendable, Hashable {
    var end: Int
    var highlight: CodeHighlight?
}

/// A run of code text and its highlight class (`keyword`, `number`, ... or nil for plain text).
public struct CodeSpan: Sendable, Hashable {
    public var text: String
    public var highlight: CodeHighlight?

    public init(_ text: String, highlight: CodeHighlight? = nil) {
        self.text = text
        self.highlight = highlight
    }
}

/// One computed value: its name as the listing spells it, and its MathML (written by Figures, already escaped).
public struct ValueItem: Sendable {
    public var name: String
    /// The MathML as UTF-8, as Figures wrote it (`ValueMarkup.mathBytes`): the page copies it as it is and
    /// `RepeatedValues` compares it byte for byte, so it is never made a `String`.
    public var mathMLBytes: [UInt8]
    /// The earlier listing of the page that shows the same value under the same name (`RepeatedValues`): the page
    /// links to it instead of repeating the markup.
    public var shownEarlier: EarlierListing?

    public struct EarlierListing: Sendable, Hashable {
        /// "5.2"
        public var number: String
        public var anchor: String
    }

    public init(name: String, mathMLBytes: [UInt8]) {
        self.name = name
        self.mathMLBytes = mathMLBytes
    }

    public init(name: String, mathML: String) {
        self.init(name: name, mathMLBytes: Array(mathML.utf8))
    }
}

/// One line of an `expect` block, checked.
public struct ExpectationRow: Sendable {
    public var expression: String
    public var expected: String
    public var actual: String
    public var passed: Bool
    /// The time (seconds on the listing's clock) the expression is evaluated at (`expect at=`, `at 2.5:`); nil at
    /// the end, on the model values.
    public var time: Double?

    public init(expression: String, expected: String, actual: String, passed: Bool, time: Double? = nil) {
        self.expression = expression
        self.expected = expected
        self.actual = actual
        self.passed = passed
        self.time = time
    }
}

/// The diagram of a listing: inline SVG and the live CSS rendition (both markup written by Figures), and the words
/// that describe it.
public struct FigurePresentation: Sendable {
    public var number: String
    /// The SVG and the rendition as UTF-8, as Figures wrote them: the page copies them as they are, so they are
    /// never made `String`s.
    public var svgBytes: [UInt8]
    public var renditionBytes: [UInt8]?
    /// The SVG and the rendition as strings, for a reader that searches them.
    public var svg: String { String(decoding: svgBytes, as: UTF8.self) }
    public var rendition: String? { renditionBytes.map { String(decoding: $0, as: UTF8.self) } }
    public var description: String
    /// The strip under the figure: the declared events' steps, each a small figure (empty: no strip).
    public var steps: [EventStepPresentation]

    public init(number: String, svgBytes: [UInt8], renditionBytes: [UInt8]?, description: String,
                steps: [EventStepPresentation] = []) {
        self.number = number
        self.svgBytes = svgBytes
        self.renditionBytes = renditionBytes
        self.description = description
        self.steps = steps
    }

    public init(number: String, svg: String, rendition: String?, description: String, steps: [EventStepPresentation] = []) {
        self.init(number: number, svgBytes: Array(svg.utf8), renditionBytes: rendition.map { Array($0.utf8) },
                  description: description, steps: steps)
    }
}

/// One panel of a figure's strip of event steps: which step of how many, what happened, and its small SVG.
public struct EventStepPresentation: Sendable {
    public var number: Int
    public var total: Int
    /// `pan +50, 0`, `tap (160, 240)`.
    public var caption: String
    public var svg: String

    public init(number: Int, total: Int, caption: String, svg: String) {
        self.number = number
        self.total = total
        self.caption = caption
        self.svg = svg
    }
}

/// A diagnostic as a page shows it: severity, message, and where (`Chapters/03-affine.md:42:17`).
public struct DiagnosticItem: Sendable {
    public var severity: Severity
    public var message: String
    public var location: String

    public init(severity: Severity, message: String, location: String) {
        self.severity = severity
        self.message = message
        self.location = location
    }
}
