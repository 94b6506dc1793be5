/// GFM's extended autolinks (spec 6.9): `www.example.com`, `http://…`, `https://…` and `ftp://…` in text become
/// links (extended email autolinks are not supported).
///
/// A link starts at the start of a text or after white space or one of `*`, `_`, `~`, `(`; it runs to white space
/// or `<`; then trailing `?`, `!`, `.`, `,`, `:`, `*`, `_`, `~`, unbalanced `)` and an entity-like `&name;` are left
/// out, and the domain must be valid (segments of letters, digits, `_` and `-` separated by `.`, no `_` in the last
/// two; `www.` links need a period after `www`). `www.` links get `http://`. Text inside links is never offered.
enum AutolinkRewriter {
    /// Whether `literal` might hold an autolink (a cheap test before the scalars are looked at).
    static func mayContainLink(_ literal: String) -> Bool {
        var (third, second, first): (UInt8, UInt8, UInt8) = (0, 0, 0)
        for byte in literal.utf8 {
            if byte == UInt8(ascii: "."), third == UInt8(ascii: "w"), second == UInt8(ascii: "w"), first == UInt8(ascii: "w") {
                return true
            }
            if byte == UInt8(ascii: "/"), second == UInt8(ascii: ":"), first == UInt8(ascii: "/") { return true }
            (third, second, first) = (second, first, byte)
        }
        return false
    }

    /// `text` split into text and link nodes, or nil when it holds no autolink.
    static func split(_ text: MarkupNode) -> [MarkupNode]? {
        guard case .text(let literal) = text.kind, mayContainLink(literal) else { return nil }
        let scalars = Array(literal.unicodeScalars)
        var nodes: [MarkupNode] = []
        var pieceStart = 0
        var index = 0
        // Where the run of scalars without white space or `<` around `index` ends, found once per run: many link
        // starts in one run (`(www.(www.(www.…`) would otherwise each scan it to its end.
        var runEnd = 0
        let parentheses = ParenthesisCounts(scalars)
        while index < scalars.count {
            if index >= runEnd {
                runEnd = index
                while runEnd < scalars.count, !scalars[runEnd].properties.isWhitespace, scalars[runEnd] != "<" { runEnd += 1 }
                runEnd = max(runEnd, index + 1)
            }
            guard startsLink(scalars, at: index),
                  let end = linkEnd(scalars, from: index, runEnd: runEnd, parentheses: parentheses) else {
                index += 1
                continue
            }
            if pieceStart < index { nodes.append(InlineText.piece(scalars, pieceStart..<index, textStart: text.range?.start)) }
            let label = InlineText.piece(scalars, index..<end, textStart: text.range?.start)
            var destination = ""
            if scalars[index] == "w" { destination = "http://" }
            destination.unicodeScalars.append(contentsOf: scalars[index..<end])
            nodes.append(MarkupNode(.link(MarkupNode.Link(destination: destination)), children: [label], range: label.range))
            index = end
            pieceStart = end
        }
        guard !nodes.isEmpty else { return nil }
        if pieceStart < scalars.count { nodes.append(InlineText.piece(scalars, pieceStart..<scalars.count, textStart: text.range?.start)) }
        return nodes
    }

    private static func startsLink(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
        guard scalars[index] == "w" || scalars[index] == "h" || scalars[index] == "f" else { return false }
        if index > 0 {
            let before = scalars[index - 1]
            guard before.properties.isWhitespace || "*_~(".unicodeScalars.contains(before) else { return false }
        }
        return hasPrefix(scalars, at: index, "www.") || hasPrefix(scalars, at: index, "http://")
            || hasPrefix(scalars, at: index, "https://") || hasPrefix(scalars, at: index, "ftp://")
    }

    /// The end (exclusive) of the autolink starting at `start`, or nil when its domain is not valid.
    private static func linkEnd(_ scalars: [Unicode.Scalar], from start: Int, runEnd: Int,
                                parentheses: ParenthesisCounts) -> Int? {
        let end = trimmingTrailingPunctuation(scalars, start: start, end: runEnd, parentheses: parentheses)
        let isWWW = scalars[start] == "w"
        let domainStart = isWWW ? start : start + (scalars[start] == "f" ? 6 : hasPrefix(scalars, at: start, "https://") ? 8 : 7)
        var domainEnd = domainStart
        while domainEnd < end, isDomainScalar(scalars[domainEnd]) { domainEnd += 1 }
        guard isValidDomain(scalars[domainStart..<domainEnd], needsPeriod: isWWW) else { return nil }
        return end
    }

    private static func trimmingTrailingPunctuation(_ scalars: [Unicode.Scalar], start: Int, end: Int,
                                                    parentheses: ParenthesisCounts) -> Int {
        var end = end
        // Counted once and kept up to date: a link ending in thousands of `)` is trimmed in linear time.
        let opening = parentheses.opening(start..<end)
        var closing = parentheses.closing(start..<end)
        while end > start {
            let last = scalars[end - 1]
            if "?!.,:*_~".unicodeScalars.contains(last) {
                end -= 1
            } else if last == ")" {
                guard closing > opening else { break }
                closing -= 1
                end -= 1
            } else if last == ";" {
                var nameStart = end - 1
                while nameStart > start, isASCIIAlphanumeric(scalars[nameStart - 1]) { nameStart -= 1 }
                guard nameStart < end - 1, nameStart > start, scalars[nameStart - 1] == "&" else { break }
                end = nameStart - 1
            } else {
                break
            }
        }
        return end
    }

    private static func isValidDomain(_ domain: ArraySlice<Unicode.Scalar>, needsPeriod: Bool) -> Bool {
        let segments = domain.split(separator: ".", omittingEmptySubsequences: false)
        guard !domain.isEmpty, segments.allSatisfy({ !$0.isEmpty }) else { return false }
        if needsPeriod && segments.count < 2 { return false }
        return !segments.suffix(2).contains { $0.contains("_") }
    }

    private static func isDomainScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "." || scalar == "-" || scalar == "_" || isASCIIAlphanumeric(scalar)
            || (scalar.value >= 0x80 && (scalar.properties.isAlphabetic || scalar.properties.numericType != nil))
    }

    private static func isASCIIAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
    }

    private static func hasPrefix(_ scalars: [Unicode.Scalar], at index: Int, _ prefix: String) -> Bool {
        var position = index
        for scalar in prefix.unicodeScalars {
            guard position < scalars.count, scalars[position] == scalar else { return false }
            position += 1
        }
        return true
    }
}

/// How many `(` and `)` come before each position of a text, so the parentheses of any range are counted at once.
struct ParenthesisCounts {
    private var openingBefore: [Int] = [0]
    private var closingBefore: [Int] = [0]

    init(_ scalars: [Unicode.Scalar]) {
        openingBefore.reserveCapacity(scalars.count + 1)
        closingBefore.reserveCapacity(scalars.count + 1)
        for scalar in scalars {
            openingBefore.append(openingBefore[openingBefore.count - 1] + (scalar == "(" ? 1 : 0))
            closingBefore.append(closingBefore[closingBefore.count - 1] + (scalar == ")" ? 1 : 0))
        }
    }

    func opening(_ range: Range<Int>) -> Int { openingBefore[range.upperBound] - openingBefore[range.lowerBound] }
    func closing(_ range: Range<Int>) -> Int { closingBefore[range.upperBound] - closingBefore[range.lowerBound] }
}
