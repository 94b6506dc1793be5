import Diagnostics

/// Finds a chapter's listings in its Markdown tree: pairs twins, attaches `scene` blocks (before) and `expect`
/// blocks (after), parses attributes and expectations, and numbers listings and figures in document order.
///
/// Blocks relate only to their siblings: a listing, its twin, its scene and its expect block must be consecutive
/// blocks of the same container (the document, a block quote or a list item); blank lines between them are fine.
struct ListingExtractor {
    private let path: String
    private let chapterNumber: Int
    private let lines: SourceLines
    private(set) var listings: [Listing] = []
    private(set) var roles: [MarkupPosition: ListingBlockRole] = [:]
    private(set) var diagnostics: [Diagnostic] = []
    private var firstIDLocations: [String: SourceLocation] = [:]
    /// Blocks whose fence is not closed: their code is the wrong text, so they are not evaluated.
    private var unclosedFences: Set<MarkupPosition> = []

    /// `lines`: the chapter's, as cmark parsed them (the front matter blanked).
    init(path: String, chapterNumber: Int, lines: SourceLines) {
        self.path = path
        self.chapterNumber = chapterNumber
        self.lines = lines
    }

    private enum Block {
        case listing(ListingLanguage, MarkupNode.CodeBlock, MarkupRange)
        case scene(MarkupNode.CodeBlock, MarkupRange)
        case events(MarkupNode.CodeBlock, MarkupRange)
        case expect(MarkupNode.CodeBlock, MarkupRange)
        case other
    }

    mutating func extract(from document: MarkupNode) {
        extract(fromSiblings: document.children, in: .document)
        reportPartClashes()
        number()
    }

    private func classify(_ node: MarkupNode) -> Block {
        guard case let .codeBlock(block) = node.kind, block.fence != nil, let range = node.range else { return .other }
        switch block.language {
        case "objc": return .listing(.objc, block, range)
        case "swift": return .listing(.swift, block, range)
        case "scene": return .scene(block, range)
        case "events": return .events(block, range)
        case "expect": return .expect(block, range)
        default: return .other
        }
    }

    /// A code block and where it is.
    private typealias PlacedBlock = (block: MarkupNode.CodeBlock, range: MarkupRange)

    /// The `scene` and `events` blocks seen since the last listing, waiting for the listing they belong to.
    private struct PendingBlocks {
        var scene: PlacedBlock?
        var events: PlacedBlock?
    }

    private mutating func extract(fromSiblings siblings: [MarkupNode], in container: MarkupNode.Kind) {
        guard siblings.contains(where: { if case .codeBlock = $0.kind { true } else { false } }) else {
            return walk(siblingsWithoutCodeBlocks: siblings, in: container)
        }
        reportUnclosedFences(in: siblings)
        let blocks = siblings.map(classify)
        var pending = PendingBlocks()
        var index = 0
        while index < blocks.count {
            switch blocks[index] {
            case let .scene(block, range):
                reportUnattached(PendingBlocks(scene: pending.scene))
                pending.scene = (block, range)
            case let .events(block, range):
                reportUnattached(PendingBlocks(events: pending.events))
                pending.events = (block, range)
            case .listing:
                index = addListingRun(startingAt: index, of: blocks, after: pending)
                pending = PendingBlocks()
            case let .expect(_, range):
                diagnostics.append(BookDiagnostics.expectNotAttached(at: location(range.start)))
            case .other:
                reportUnattached(pending)
                pending = PendingBlocks()
                warnAboutMisspelledLanguage(siblings[index])
                warnAboutUnclosedComment(siblings[index], in: container)
                visitNestedContainer(siblings[index])
            }
            index += 1
        }
        reportUnattached(pending)
    }

    /// Most containers (list items, their paragraphs, quotes) hold no code block at all: they are walked for comments
    /// and nested containers as `extract` would, without classifying every sibling into an array.
    private mutating func walk(siblingsWithoutCodeBlocks siblings: [MarkupNode], in container: MarkupNode.Kind) {
        for sibling in siblings {
            warnAboutUnclosedComment(sibling, in: container)
            visitNestedContainer(sibling)
        }
    }

    /// Visits a nested container where it is, so listings are found in document order. The depth is bounded by
    /// CommonMarkConverter.maximumDepth.
    private mutating func visitNestedContainer(_ node: MarkupNode) {
        switch node.kind {
        case .blockQuote, .list, .item: extract(fromSiblings: node.children, in: node.kind)
        default: break
        }
    }

    private mutating func reportUnclosedFences(in siblings: [MarkupNode]) {
        for sibling in siblings {
            guard case let .codeBlock(block) = sibling.kind, let range = sibling.range,
                  let unclosed = UnclosedFence.diagnostic(of: block, range: range, lines: lines, path: path) else { continue }
            diagnostics.append(unclosed)
            unclosedFences.insert(range.start)
        }
    }

    /// A `scene` or `events` block that no listing followed.
    private mutating func reportUnattached(_ pending: PendingBlocks) {
        if let unattached = pending.scene {
            diagnostics.append(BookDiagnostics.sceneNotAttached(at: location(unattached.range.start)))
        }
        if let unattached = pending.events {
            diagnostics.append(BookDiagnostics.eventsNotAttached(at: location(unattached.range.start)))
        }
    }

    /// Adds the listing at `index` with the Swift twin of an Objective-C listing and an `expect` block when they
    /// follow it, and the `scene` and `events` blocks before it; returns the index of the last block it took.
    private mutating func addListingRun(startingAt index: Int, of blocks: [Block], after pending: PendingBlocks) -> Int {
        guard case let .listing(language, block, range) = blocks[index] else { return index }
        var last = index
        var twin: (MarkupNode.CodeBlock, MarkupRange)?
        if language == .objc, last + 1 < blocks.count, case let .listing(.swift, twinBlock, twinRange) = blocks[last + 1] {
            twin = (twinBlock, twinRange)
            last += 1
        }
        var expect: (MarkupNode.CodeBlock, MarkupRange)?
        if last + 1 < blocks.count, case let .expect(expectBlock, expectRange) = blocks[last + 1] {
            expect = (expectBlock, expectRange)
            last += 1
        }
        addListing(language: language, block: block, range: range, twin: twin, scene: pending.scene, expect: expect)
        if let events = pending.events { attachEvents(events) }
        return last
    }

    /// An `events` block before the listing just added: what its handlers receive (not shown on the page).
    private mutating func attachEvents(_ events: (block: MarkupNode.CodeBlock, range: MarkupRange)) {
        let listingIndex = listings.count - 1
        guard listings[listingIndex].isEvaluated else {
            diagnostics.append(BookDiagnostics.eventsNotAttached(at: location(events.range.start)))
            return
        }
        listings[listingIndex].events = SceneBlock(text: events.block.literal, origin: contentOrigin(of: events.range), range: events.range)
        roles[events.range.start] = .scene(index: listingIndex)
    }

    /// The fenced block languages with a meaning here.
    static let languages = ["objc", "swift", "scene", "events", "expect"]

    /// A fence whose language is a near miss (`swfit`, `Swift`, `expcet`) would silently be shown as plain code.
    private mutating func warnAboutMisspelledLanguage(_ node: MarkupNode) {
        guard case let .codeBlock(block) = node.kind, block.fence != nil, let range = node.range, !block.language.isEmpty,
              let suggestion = NameSuggestion.closest(to: block.language, in: Self.languages) else { return }
        let line = lines.line(range.start.line)
        var column = range.start.column + (block.fence?.length ?? 3)
        while column - 1 < line.count, MarkupNode.isCMarkSpace(line[column - 1]) { column += 1 }
        diagnostics.append(BookDiagnostics.listingMisspelledLanguage(
            block.language, suggestion: suggestion,
            at: SourceLocation(file: path, line: range.start.line, column: column), length: block.language.unicodeScalars.count))
    }

    /// An HTML block that opens a comment and never closes it ran to the end of its container (cmark's HTML block
    /// of type 2), hiding what follows.
    private mutating func warnAboutUnclosedComment(_ node: MarkupNode, in container: MarkupNode.Kind) {
        guard case let .htmlBlock(literal) = node.kind, let range = node.range,
              literal.drop(while: { $0 == " " }).hasPrefix("<!--"), !literal.contains("-->") else { return }
        let line = lines.line(range.start.line)
        var column = 1
        while column + 3 <= line.count,
              !(line[column - 1] == "<" && line[column] == "!" && line[column + 1] == "-" && line[column + 2] == "-") {
            column += 1
        }
        let rest: String
        switch container {
        case .blockQuote: rest = "the rest of its block quote"
        case .item: rest = "the rest of its list item"
        default: rest = "the rest of the chapter"
        }
        diagnostics.append(BookDiagnostics.htmlCommentNotClosed(
            hiding: rest, at: SourceLocation(file: path, line: range.start.line, column: column)))
    }

    /// An id that extends another listing's id of this chapter by a part word names that listing's parts
    /// (`ListingIDParts`): the error goes on the longer id. Each id is checked against its own prefixes that end
    /// before a hyphen, so the work grows with the ids' length, not with the square of their number.
    private mutating func reportPartClashes() {
        for listing in listings {
            guard let id = listing.id, let location = firstIDLocations[id] else { continue }
            for hyphen in id.indices where id[hyphen] == "-" {
                let base = String(id[..<hyphen])
                guard let baseLocation = firstIDLocations[base],
                      let word = ListingIDParts.word(by: id, extends: base) else { continue }
                diagnostics.append(BookDiagnostics.listingIDNamesAPart(id, of: base, word: word, at: location,
                                                                       length: id.unicodeScalars.count, other: baseLocation))
                break
            }
        }
    }

    private mutating func addListing(language: ListingLanguage, block: MarkupNode.CodeBlock, range: MarkupRange,
                                     twin: (MarkupNode.CodeBlock, MarkupRange)?,
                                     scene: (block: MarkupNode.CodeBlock, range: MarkupRange)?,
                                     expect: (MarkupNode.CodeBlock, MarkupRange)?) {
        let listingIndex = listings.count
        let attributes = parseAttributes(block: block, range: range)
        var listing = Listing(
            chapterNumber: chapterNumber, number: 0, id: attributes.id, title: attributes.title,
            isEvaluated: !attributes.isNoRun && !unclosedFences.contains(range.start)
                && !(twin.map { unclosedFences.contains($0.1.start) } ?? false), expectedError: attributes.expectedError, platform: attributes.platform,
            wantsFigure: attributes.wantsFigure, extraFigure: attributes.extraFigure, code: code(language, block, range))
        listing.marks = attributes.marks
        listing.marksText = attributes.marksText
        roles[range.start] = .listing(index: listingIndex)

        if let id = attributes.id, let idLocation = attributes.idLocation {
            if let first = firstIDLocations[id] {
                diagnostics.append(BookDiagnostics.listingDuplicateID(id, at: idLocation, length: id.unicodeScalars.count, first: first))
                listing.id = nil
            } else {
                firstIDLocations[id] = idLocation
            }
        }
        if let (twinBlock, twinRange) = twin {
            let twinAttributes = parseAttributes(block: twinBlock, range: twinRange)
            if let first = twinAttributes.firstLocation {
                diagnostics.append(BookDiagnostics.listingTwinAttributes(at: first, length: twinAttributes.firstLength))
            }
            listing.twin = code(.swift, twinBlock, twinRange)
            roles[twinRange.start] = .twin(index: listingIndex)
        }
        if let scene {
            if attributes.isNoRun {
                diagnostics.append(BookDiagnostics.sceneOnNoRunListing(at: location(scene.range.start)))
            }
            listing.scene = SceneBlock(text: scene.block.literal, origin: contentOrigin(of: scene.range), range: scene.range)
            roles[scene.range.start] = .scene(index: listingIndex)
        }
        if let (expectBlock, expectRange) = expect {
            if attributes.isNoRun {
                diagnostics.append(BookDiagnostics.expectOnUnevaluatedListing(reason: "the listing is 'norun'", at: location(expectRange.start)))
            } else if attributes.expectedError != nil {
                diagnostics.append(BookDiagnostics.expectOnUnevaluatedListing(
                    reason: "the listing is expected to fail ('error=')", at: location(expectRange.start)))
            }
            let fence = expectFence(of: expectRange)
            let parser = ExpectationParser.parse(expectationLines(of: expectBlock, range: expectRange),
                                                 tolerance: fence.tolerance ?? Expectation.defaultTolerance, time: fence.time)
            diagnostics += parser.diagnostics
            if parser.expectations.isEmpty && parser.warnings.isEmpty && parser.hits.isEmpty && parser.diagnostics.isEmpty {
                diagnostics.append(BookDiagnostics.expectEmpty(at: location(expectRange.start)))
            }
            listing.expectations = ExpectationBlock(expectations: parser.expectations, warnings: parser.warnings,
                                                     hits: parser.hits, range: expectRange)
            roles[expectRange.start] = .expect(index: listingIndex)
        }
        listings.append(listing)
    }

    /// Numbers listings and figures in document order.
    private mutating func number() {
        var figures = 0
        for index in listings.indices {
            listings[index].number = index + 1
            if listings[index].drawsFigure {
                figures += 1
                listings[index].figureNumber = figures
            }
        }
    }

    // MARK: Positions

    private func location(_ position: MarkupPosition) -> SourceLocation {
        position.location(in: path)
    }

    /// The code starts on the line after the opening fence, at the fence's column.
    private func contentOrigin(of range: MarkupRange) -> SourceOrigin {
        SourceOrigin(file: path, firstLine: range.start.line + 1, firstColumn: range.start.column)
    }

    private func code(_ language: ListingLanguage, _ block: MarkupNode.CodeBlock, _ range: MarkupRange) -> ListingCode {
        ListingCode(language: language, code: block.literal, origin: contentOrigin(of: range), range: range)
    }

    /// The attributes, read from the source line rather than cmark's info string (cmark has already unescaped
    /// backslashes and entities there, and the columns are needed for diagnostics).
    private mutating func parseAttributes(block: MarkupNode.CodeBlock, range: MarkupRange) -> ListingAttributes {
        let line = lines.line(range.start.line)
        var index = max(0, range.start.column - 1)
        let fenceCharacter = block.fence.flatMap { $0.character.unicodeScalars.first }
        while index < line.count, line[index] == fenceCharacter { index += 1 }
        while index < line.count, MarkupNode.isCMarkSpace(line[index]) { index += 1 }
        let languageWord = block.language.unicodeScalars
        let rawMatches = line.count >= index + languageWord.count
            && line[index..<(index + languageWord.count)].elementsEqual(languageWord)
        let lineNumber = range.start.line
        let result: (attributes: ListingAttributes, diagnostics: [Diagnostic])
        if rawMatches {
            result = ListingAttributes.parse(line, from: index + languageWord.count) { offset in
                SourceLocation(file: path, line: lineNumber, column: offset + 1)
            }
        } else {
            // The language word was written with escapes or entities: fall back on cmark's info string.
            let info = Array(block.info.unicodeScalars)
            let infoColumn = range.start.column + (block.fence?.length ?? 3) + 1
            result = ListingAttributes.parse(info, from: languageWord.count) { offset in
                SourceLocation(file: path, line: lineNumber, column: infoColumn + offset)
            }
        }
        diagnostics += result.diagnostics
        return result.attributes
    }

    /// The `tolerance=` and `at=` of an expect fence (`expect tolerance=1e-4 at=2.5`), read from the source line;
    /// other attributes are errors.
    private mutating func expectFence(of range: MarkupRange) -> (tolerance: Double?, time: Double?) {
        let line = lines.line(range.start.line)
        var index = max(0, range.start.column - 1)
        while index < line.count, line[index] == "`" || line[index] == "~" { index += 1 }
        while index < line.count, MarkupNode.isCMarkSpace(line[index]) { index += 1 }
        let word = Array("expect".unicodeScalars)
        guard line.count >= index + word.count, line[index..<(index + word.count)].elementsEqual(word) else { return (nil, nil) }
        let lineNumber = range.start.line
        let result = ExpectAttributes.parse(line, from: index + word.count) { offset in
            SourceLocation(file: path, line: lineNumber, column: offset + 1)
        }
        diagnostics += result.diagnostics
        return (result.tolerance, result.time)
    }

    /// The lines of an expect block with their exact chapter positions: a content line is the end of its source
    /// line (after the container prefixes and the fence indentation), so its column is found by matching the suffix;
    /// when tabs were expanded the fence's column is used instead.
    private func expectationLines(of block: MarkupNode.CodeBlock, range: MarkupRange) -> [ExpectationParser.Line] {
        var contentLines = block.literal.split(separator: "\n", omittingEmptySubsequences: false)
        if contentLines.last?.isEmpty == true { contentLines.removeLast() }
        return contentLines.enumerated().map { offset, text in
            let lineNumber = range.start.line + 1 + offset
            let source = lines.line(lineNumber)
            let scalars = Array(text.unicodeScalars)
            var column = range.start.column
            if source.count >= scalars.count, source[(source.count - scalars.count)...].elementsEqual(scalars) {
                column = source.count - scalars.count + 1
            }
            return ExpectationParser.Line(text: text, location: SourceLocation(file: path, line: lineNumber, column: column))
        }
    }
}
