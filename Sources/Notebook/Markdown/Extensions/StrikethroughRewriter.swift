/// GFM strikethrough (spec 6.5): `~~text~~` and `~text~` among the inline children of one node become
/// `.strikethrough`.
///
/// Runs of tildes are delimiters with the flanking rules of `*` (a run can open when it is left-flanking, close when
/// it is right-flanking); a closer matches the nearest opener of the same length (one or two tildes; longer runs are
/// text), and unmatched delimiters between them become text, as in emphasis. Each opener is pushed and popped once,
/// so the matching is linear. Code spans are separate nodes and never looked into.
struct StrikethroughRewriter {
    private enum Item {
        case node(MarkupNode)
        case delimiter(length: Int, canOpen: Bool, canClose: Bool, range: MarkupRange?)
    }

    /// How deep strikethrough may nest in one list of siblings; deeper pairs stay text (see `nestingWasLimited`).
    let nestingLimit: Int
    /// Whether a pair was left as text because it was nested deeper than `nestingLimit`.
    private(set) var nestingWasLimited = false
    /// Items made plus openers pushed and dropped: tests check that it grows linearly.
    private(set) var work = 0
    /// The first delimiter left as text for that reason.
    private(set) var firstLimitedRange: MarkupRange?

    init(nestingLimit: Int) {
        self.nestingLimit = nestingLimit
    }

    static func mayContainDelimiter(_ literal: String) -> Bool {
        literal.utf8.contains(UInt8(ascii: "~"))
    }

    /// `children` with matched tilde runs turned into strikethrough nodes (whose children are the nodes between).
    mutating func rewrite(_ children: [MarkupNode]) -> [MarkupNode] {
        let items = Self.items(children)
        let closerOfOpener = Self.matches(items, work: &work)
        work += items.count
        guard !closerOfOpener.isEmpty else { return children }
        return build(items, closerOfOpener: closerOfOpener)
    }

    /// The children with each text split around its tilde runs.
    private static func items(_ children: [MarkupNode]) -> [Item] {
        var items: [Item] = []
        for (index, child) in children.enumerated() {
            guard case .text(let literal) = child.kind, mayContainDelimiter(literal) else {
                items.append(.node(child))
                continue
            }
            let scalars = Array(literal.unicodeScalars)
            let before = index > 0 ? boundary(children[index - 1], atEnd: true) : " "
            let after = index + 1 < children.count ? boundary(children[index + 1], atEnd: false) : " "
            var pieceStart = 0
            var position = 0
            while position < scalars.count {
                guard scalars[position] == "~" else {
                    position += 1
                    continue
                }
                var runEnd = position
                while runEnd < scalars.count, scalars[runEnd] == "~" { runEnd += 1 }
                if pieceStart < position {
                    items.append(.node(InlineText.piece(scalars, pieceStart..<position, textStart: child.range?.start)))
                }
                let previous = position > 0 ? scalars[position - 1] : before
                let next = runEnd < scalars.count ? scalars[runEnd] : after
                let length = runEnd - position
                let range = InlineText.span(position..<runEnd, textStart: child.range?.start)
                if length <= 2 {
                    items.append(.delimiter(length: length, canOpen: isLeftFlanking(previous: previous, next: next),
                                            canClose: isLeftFlanking(previous: next, next: previous), range: range))
                } else {
                    items.append(.node(InlineText.piece(scalars, position..<runEnd, textStart: child.range?.start)))
                }
                position = runEnd
                pieceStart = runEnd
            }
            if pieceStart < scalars.count {
                items.append(.node(InlineText.piece(scalars, pieceStart..<scalars.count, textStart: child.range?.start)))
            }
        }
        return items
    }

    /// The character a neighbouring node shows next to a delimiter: its text, a space for a line break, and for
    /// other inlines (code, emphasis, links, HTML) punctuation, as their source starts and ends with `` ` ``, `*`,
    /// `[` or `<`.
    private static func boundary(_ node: MarkupNode, atEnd: Bool) -> Unicode.Scalar {
        switch node.kind {
        case .text(let literal):
            return (atEnd ? literal.unicodeScalars.last : literal.unicodeScalars.first) ?? " "
        case .softBreak, .lineBreak:
            return " "
        default:
            return "*"
        }
    }

    /// CommonMark's left-flanking rule; right-flanking is the same with `previous` and `next` swapped.
    private static func isLeftFlanking(previous: Unicode.Scalar, next: Unicode.Scalar) -> Bool {
        guard !isWhitespace(next) else { return false }
        return !isPunctuation(next) || isWhitespace(previous) || isPunctuation(previous)
    }

    private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .spaceSeparator || "\t\n\u{0B}\u{0C}\r".unicodeScalars.contains(scalar)
    }

    private static func isPunctuation(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~".unicodeScalars.contains(scalar) }
        switch scalar.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
             .finalPunctuation, .otherPunctuation:
            return true
        default:
            return false
        }
    }

    /// For each matched opener (by item index), its closer. One stack of openers per length; when a closer matches,
    /// openers of the other length opened after its opener are dropped (they stay text), so pairs never cross.
    private static func matches(_ items: [Item], work: inout Int) -> [Int: Int] {
        var openers: [[Int]] = [[], []]
        var closerOfOpener: [Int: Int] = [:]
        for (index, item) in items.enumerated() {
            guard case let .delimiter(length, canOpen, canClose, _) = item else { continue }
            let stack = length - 1
            if canClose, let opener = openers[stack].popLast() {
                closerOfOpener[opener] = index
                let other = 1 - stack
                while let last = openers[other].last, last > opener {
                    openers[other].removeLast()
                    work += 1
                }
                continue
            }
            if canOpen {
                openers[stack].append(index)
                work += 1
            }
        }
        return closerOfOpener
    }

    private mutating func build(_ items: [Item], closerOfOpener: [Int: Int]) -> [MarkupNode] {
        var frames: [(children: [MarkupNode], start: MarkupRange?)] = [([], nil)]
        var openClosers: Set<Int> = []
        for (index, item) in items.enumerated() {
            switch item {
            case .node(let node):
                frames[frames.count - 1].children.append(node)
            case let .delimiter(length, _, _, range):
                if let closer = closerOfOpener[index] {
                    if frames.count <= nestingLimit {
                        frames.append(([], range))
                        openClosers.insert(closer)
                        continue
                    }
                    if !nestingWasLimited { firstLimitedRange = range }
                    nestingWasLimited = true
                } else if openClosers.remove(index) != nil, let frame = frames.popLast() {
                    let node = MarkupNode(.strikethrough, children: InlineText.merged(frame.children),
                                          range: InlineText.joined(frame.start, range))
                    frames[frames.count - 1].children.append(node)
                    continue
                }
                frames[frames.count - 1].children.append(
                    MarkupNode(.text(String(repeating: "~", count: length)), range: range))
            }
        }
        return InlineText.merged(frames[0].children)
    }
}
