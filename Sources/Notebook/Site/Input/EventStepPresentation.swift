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
