/// A searchable piece of a page: a chapter's prose, or one listing.
public struct SearchEntry: Codable, Hashable, Sendable {
    /// What a result reads, e.g. "3. Affine transforms" or "Listing 3.2 Creating a compound transform".
    public var title: String
    /// Relative to the site root: `03-affine.html` or `03-affine.html#listing-compound`.
    public var url: String
    /// The plain text to index (no markup).
    public var text: String

    public init(title: String, url: String, text: String) {
        self.title = title
        self.url = url
        self.text = text
    }
}

/// The site's full-text index, built at build time and shipped as a script that defines a global, so that search
/// works from `file://` where pages cannot fetch anything.
///
/// Tokens follow one rule set, mirrored exactly by `notebook.js` for queries:
/// - a run of letters and digits that are not CJK is a word, lowercased; camel-case parts of an identifier are indexed
///   too (`CATransform3DMakeRotation` also yields `ca`, `transform3d`, `make`, `rotation`); one-letter words are left
///   out. Queries match words by prefix.
/// - a run of CJK characters (Han, kana, Hangul) yields its character bigrams (a lone character yields itself), since
///   Chinese has no spaces between words; a query's bigrams must all appear.
public enum SearchIndex {
    /// How many chapters, consecutive in reading order, share a search file: few enough that a rebuild rewrites a
    /// few hundred kilobytes of index, many enough that the first search loads a handful of scripts rather than one
    /// per chapter (and that a build creates half as many files).
    public static let chaptersPerPart = 16

    /// The site path of the search file holding the chapter at `position` (0-based, in reading order):
    /// `assets/search/part-1.js` for the first sixteen.
    public static func partPath(forChapterAt position: Int) -> String {
        "assets/search/part-" + String(position / chaptersPerPart + 1) + ".js"
    }

    /// The search shard of one page, as one line: a statement that registers the page's documents and term map (keys
    /// sorted, byte-identical across runs) under the page's name in `window.NotebookSearchShards`. A search file is
    /// the lines of its chapters in reading order; the page script merges the shards in reading order when the
    /// search box is first used. A rebuild splices the lines of the chapters it rendered into the lines of the
    /// previous file.
    public static func shard(for entries: [SearchEntry], page fileName: String) -> String {
        String(decoding: shardLine(for: entries, page: fileName), as: UTF8.self)
    }

    /// `shard(for:page:)` as UTF-8: a search file is written from these bytes, never made a `String`.
    public static func shardLine(for entries: [SearchEntry], page fileName: String) -> [UInt8] {
        var line = Array(shardPrefix.utf8)
        StringLiteral.appendQuoted(fileName, forScript: true, to: &line)
        line.append(contentsOf: "] = ".utf8)
        builder(for: entries).appendObject(documents: entries, to: &line)
        line.append(contentsOf: ";\n".utf8)
        return line
    }

    static let shardPrefix = "(window.NotebookSearchShards = window.NotebookSearchShards || {})["

    /// The page a shard line registers (as `shard(for:page:)` wrote it), or nil for any other line.
    public static func page(ofShardLine line: ArraySlice<UInt8>) -> String? {
        let prefix = shardPrefix.utf8
        guard line.starts(with: prefix) else { return nil }
        var index = line.startIndex + prefix.count
        guard index < line.endIndex, line[index] == UInt8(ascii: "\"") else { return nil }
        index += 1
        let start = index
        // Page names are file names: a quote or backslash in one would have been escaped, so such a name is not
        // read back (the chapter is then rendered again).
        while index < line.endIndex, line[index] != UInt8(ascii: "\""), line[index] != UInt8(ascii: "\\") { index += 1 }
        guard index < line.endIndex, line[index] == UInt8(ascii: "\""), index + 1 < line.endIndex,
              line[index + 1] == UInt8(ascii: "]") else { return nil }
        return String(decoding: line[start..<index], as: UTF8.self)
    }

    /// `{"docs":[...],"terms":{...}}` on one line: documents as [title, url, excerpt], terms as [document, weight, ...].
    static func object(for entries: [SearchEntry]) -> String {
        builder(for: entries).object(documents: entries)
    }

    private static func builder(for entries: [SearchEntry]) -> ShardBuilder {
        var shard = ShardBuilder()
        for (documentIndex, entry) in entries.enumerated() {
            shard.index(entry.title, document: documentIndex, weight: 5)
            shard.index(entry.text, document: documentIndex, weight: 1)
        }
        return shard
    }

    /// The index tokens of `text`, in order of appearance, with repetitions (they count as term frequency).
    public static func tokens(of text: String) -> [String] {
        var text = text
        if let tokens = text.withUTF8({ asciiTokens(of: $0) }) { return tokens }
        return unicodeTokens(of: text)
    }

    /// `tokens(of:)` by Unicode scalar properties, for any text (the ASCII path must agree with it; a test checks).
    static func unicodeTokens(of text: String) -> [String] {
        var tokens: [String] = []
        var word: [Unicode.Scalar] = []
        var cjkRun: [Unicode.Scalar] = []

        func flushWord() {
            guard !word.isEmpty else { return }
            let whole = String(String.UnicodeScalarView(word)).lowercased()
            if word.count > 1 { tokens.append(whole) }
            let parts = camelCaseParts(word)
            if parts.count > 1 {
                for part in parts where part.count > 1 {
                    tokens.append(String(String.UnicodeScalarView(part)).lowercased())
                }
            }
            word.removeAll(keepingCapacity: true)
        }
        func flushCJK() {
            guard !cjkRun.isEmpty else { return }
            if cjkRun.count == 1 {
                tokens.append(String(String.UnicodeScalarView(cjkRun)))
            } else {
                for index in 0..<(cjkRun.count - 1) {
                    tokens.append(String(String.UnicodeScalarView([cjkRun[index], cjkRun[index + 1]])))
                }
            }
            cjkRun.removeAll(keepingCapacity: true)
        }

        for scalar in text.unicodeScalars {
            if isCJK(scalar) {
                flushWord()
                cjkRun.append(scalar)
            } else if isWordScalar(scalar) {
                flushCJK()
                word.append(scalar)
            } else {
                flushWord()
                flushCJK()
            }
        }
        flushWord()
        flushCJK()
        return tokens
    }

    /// `tokens(of:)` of a text that is all ASCII, on its bytes; nil when it is not all ASCII.
    private static func asciiTokens(of bytes: UnsafeBufferPointer<UInt8>) -> [String]? {
        guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
        var tokens: [String] = []
        forEachASCIIToken(in: bytes) { tokens.append(String(decoding: $0, as: UTF8.self)) }
        return tokens
    }

    private static func isASCIIWordByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
    }

    /// Calls `body` with each token of an all-ASCII text, lowercased, in the order `tokens(of:)` lists them: each word
    /// of two or more characters, then its camel-case parts of two or more when it has several (the rule of
    /// `camelCaseParts`, on bytes). The buffer passed is only valid during the call.
    static func forEachASCIIToken(in bytes: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        func isUpper(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }
        func isLower(_ byte: UInt8) -> Bool { byte >= 0x61 && byte <= 0x7A }
        // The whole text lowercased once; every token is then a slice of it.
        let lowered = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(1, bytes.count))
        defer { lowered.deallocate() }
        for index in bytes.indices {
            let byte = bytes[index]
            lowered[index] = isUpper(byte) ? byte + 32 : byte
        }
        func emit(_ start: Int, _ end: Int) {
            body(UnsafeBufferPointer(rebasing: lowered[start..<end]))
        }
        var start = 0
        var index = 0
        while index <= bytes.count {
            if index < bytes.count, isASCIIWordByte(bytes[index]) {
                index += 1
                continue
            }
            if index > start {
                if index - start > 1 { emit(start, index) }
                // Camel-case parts, only when the word has at least one boundary.
                var partStart = start
                var position = start + 1
                var hasBoundary = false
                while position < index {
                    if isUpper(bytes[position]) {
                        let previous = bytes[position - 1]
                        let nextIsLower = position + 1 < index && isLower(bytes[position + 1])
                        if isLower(previous) || (isUpper(previous) && nextIsLower) {
                            if position - partStart > 1 { emit(partStart, position) }
                            partStart = position
                            hasBoundary = true
                        }
                    }
                    position += 1
                }
                if hasBoundary, index - partStart > 1 { emit(partStart, index) }
            }
            index += 1
            start = index
        }
    }

    /// Han ideographs, kana and Hangul syllables: scripts written without spaces between words.
    public static func isCJK(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return false }
        switch scalar.value {
        case 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0x20000...0x2FFFF:
            return true
        default:
            return false
        }
    }

    /// Letters and numbers in Unicode's sense, the same set as the `[\p{L}\p{N}]` class the page script uses.
    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        // ASCII letters and digits are exactly the ASCII scalars of those categories; no property lookup needed.
        if scalar.isASCII { return isASCIIWordByte(UInt8(scalar.value)) }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .decimalNumber, .letterNumber, .otherNumber:
            return true
        default:
            return false
        }
    }

    /// Splits `CATransform3DMakeRotation` into `CA`, `Transform3D`, `Make`, `Rotation`: a break before an upper-case
    /// letter that follows a lower-case one, and before the last capital of a run of capitals followed by lower case.
    static func camelCaseParts(_ word: [Unicode.Scalar]) -> [[Unicode.Scalar]] {
        var parts: [[Unicode.Scalar]] = []
        var current: [Unicode.Scalar] = []
        for (index, scalar) in word.enumerated() {
            if !current.isEmpty, scalar.properties.isUppercase {
                let previous = word[index - 1]
                let next: Unicode.Scalar? = index + 1 < word.count ? word[index + 1] : nil
                let afterLower = previous.properties.isLowercase
                let endsCapitalRun = previous.properties.isUppercase && (next?.properties.isLowercase ?? false)
                if afterLower || endsCapitalRun {
                    parts.append(current)
                    current.removeAll()
                }
            }
            current.append(scalar)
        }
        if !current.isEmpty { parts.append(current) }
        return parts
    }

    /// The first 160 characters of the whitespace-collapsed text, cut at a word boundary when one is near.
    static func excerpt(of text: String) -> String {
        var text = text
        if let excerpt = text.withUTF8({ asciiExcerpt(of: $0) }) { return excerpt }
        return characterExcerpt(of: text)
    }

    /// `excerpt(of:)` when the bytes it looks at are all ASCII (where characters are bytes, but for "\r\n", which is
    /// whitespace either way); nil when it meets another byte first.
    private static func asciiExcerpt(of bytes: UnsafeBufferPointer<UInt8>) -> String? {
        var collapsed: [UInt8] = []
        guard asciiExcerpt(of: bytes, into: &collapsed) else { return nil }
        return String(decoding: collapsed, as: UTF8.self)
    }

    /// `excerpt(of:)` as UTF-8 into `collapsed` (emptied first) when the bytes it looks at are all ASCII; false when
    /// it meets another byte first.
    static func asciiExcerpt(of bytes: UnsafeBufferPointer<UInt8>, into collapsed: inout [UInt8]) -> Bool {
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) }
        collapsed.removeAll(keepingCapacity: true)
        collapsed.reserveCapacity(164)
        // Collapsed into a fixed scratch buffer first: appending byte by byte checked the array every time.
        let isASCII = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 161) { scratch -> Bool in
            var count = 0
            var pendingSpace = false
            for byte in bytes {
                guard byte < 0x80 else { return false }
                if isSpace(byte) {
                    pendingSpace = count > 0
                    continue
                }
                if pendingSpace {
                    scratch[count] = 0x20
                    count += 1
                    pendingSpace = false
                    if count > 160 { break }
                }
                scratch[count] = byte
                count += 1
                if count > 160 { break }
            }
            collapsed.append(contentsOf: UnsafeBufferPointer(rebasing: scratch[..<count]))
            return true
        }
        guard isASCII else { return false }
        guard collapsed.count > 160 else { return true }
        var cut = 160
        if let space = collapsed[..<160].lastIndex(of: 0x20), space > 120 {
            cut = space
        }
        collapsed.removeSubrange(cut...)
        collapsed.append(contentsOf: [0xE2, 0x80, 0xA6])  // "…"
        return true
    }

    /// `excerpt(of:)` by characters, for any text (the ASCII path must agree with it; a test checks).
    static func characterExcerpt(of text: String) -> String {
        // Only the first 161 characters of the collapsed text matter (161 tells whether it is longer than 160), so
        // the text is collapsed lazily and the rest never looked at: a section's text can be long.
        var collapsed = ""
        var count = 0
        var pendingSpace = false
        for character in text {
            if character.isWhitespace {
                pendingSpace = count > 0
                continue
            }
            if pendingSpace {
                collapsed.append(" ")
                count += 1
                pendingSpace = false
                if count > 160 { break }
            }
            collapsed.append(character)
            count += 1
            if count > 160 { break }
        }
        guard count > 160 else { return collapsed }
        var cut = String(collapsed.prefix(160))
        if let space = cut.lastIndex(of: " "), cut.distance(from: cut.startIndex, to: space) > 120 {
            cut = String(cut[..<space])
        }
        return cut + "…"
    }

    /// A double-quoted JavaScript string literal that can never close a script element.
    public static func javaScriptString(_ text: String) -> String {
        StringLiteral.quoted(text, forScript: true)
    }
}


/// One shard's term table and text, built on UTF-8 bytes.
///
/// Documents are added in order, so each term's postings stay sorted by document if a document only ever updates the
/// last pair: [document, weight, document, weight, ...]. A text is cut at ASCII bytes that are neither letters nor
/// digits, which end every word and every CJK run, so its pieces tokenize independently: a piece that is all ASCII
/// is one word, tokenized on its bytes into a table keyed by bytes (no string per occurrence); other pieces go
/// through `SearchIndex.unicodeTokens`, and their non-ASCII tokens into a dictionary whose keys compare as Swift
/// strings do (canonical equivalence).
private struct ShardBuilder {
    private var asciiTerms = ByteKeyedPostings()
    private var otherTerms: [String: [Int]] = [:]
    private var scratch: [UInt8] = []

    /// Per byte: 0 ends a word (ASCII other than letters and digits), 1 a lower-case letter or digit, 2 an
    /// upper-case letter, 3 part of a non-ASCII character.
    private static let byteClasses: [UInt8] = (0..<256).map { byte in
        if byte >= 0x80 { return 3 }
        if byte >= 0x41 && byte <= 0x5A { return 2 }
        return (byte >= 0x30 && byte <= 0x39) || (byte >= 0x61 && byte <= 0x7A) ? 1 : 0
    }

    mutating func index(_ text: String, document: Int, weight: Int) {
        var text = text
        text.withUTF8 { bytes in
            // The whole text lowercased once (ASCII letters only; other bytes are left to the Unicode path): every
            // ASCII token is then a slice of it.
            scratch.removeAll(keepingCapacity: true)
            scratch.append(contentsOf: bytes)
            Self.byteClasses.withUnsafeBufferPointer { classes in
                scratch.withUnsafeMutableBufferPointer { lowered in
                    for index in lowered.indices where classes[Int(lowered[index])] == 2 { lowered[index] += 32 }
                }
                scratch.withUnsafeBufferPointer { lowered in
                    var pieceStart = 0
                    var kinds: UInt8 = 0
                    var position = 0
                    while position <= bytes.count {
                        let byteClass = position < bytes.count ? classes[Int(bytes[position])] : 0
                        if byteClass != 0 {
                            kinds |= 1 << byteClass
                            position += 1
                            continue
                        }
                        if position > pieceStart {
                            let range = pieceStart..<position
                            if kinds & (1 << 3) != 0 {
                                addUnicodePiece(UnsafeBufferPointer(rebasing: bytes[range]), document: document, weight: weight)
                            } else if range.count > 1 {
                                asciiTerms.add(UnsafeBufferPointer(rebasing: lowered[range]), document: document, weight: weight)
                                // Camel-case parts start at an upper-case letter, so a word without one has none.
                                if kinds & (1 << 2) != 0 {
                                    addCamelCaseParts(of: UnsafeBufferPointer(rebasing: bytes[range]),
                                                      lowered: UnsafeBufferPointer(rebasing: lowered[range]),
                                                      document: document, weight: weight)
                                }
                            }
                        }
                        position += 1
                        pieceStart = position
                        kinds = 0
                    }
                }
            }
        }
    }

    /// The camel-case parts of two or more characters of an ASCII word that has several (the rule of
    /// `SearchIndex.forEachASCIIToken`).
    private mutating func addCamelCaseParts(of word: UnsafeBufferPointer<UInt8>, lowered: UnsafeBufferPointer<UInt8>,
                                            document: Int, weight: Int) {
        func isUpper(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }
        func isLower(_ byte: UInt8) -> Bool { byte >= 0x61 && byte <= 0x7A }
        var partStart = 0
        var hasBoundary = false
        for position in 1..<word.count where isUpper(word[position]) {
            let previous = word[position - 1]
            let nextIsLower = position + 1 < word.count && isLower(word[position + 1])
            if isLower(previous) || (isUpper(previous) && nextIsLower) {
                if position - partStart > 1 {
                    asciiTerms.add(UnsafeBufferPointer(rebasing: lowered[partStart..<position]), document: document, weight: weight)
                }
                partStart = position
                hasBoundary = true
            }
        }
        if hasBoundary, word.count - partStart > 1 {
            asciiTerms.add(UnsafeBufferPointer(rebasing: lowered[partStart...]), document: document, weight: weight)
        }
    }

    private mutating func addUnicodePiece(_ piece: UnsafeBufferPointer<UInt8>, document: Int, weight: Int) {
        for token in SearchIndex.unicodeTokens(of: String(decoding: piece, as: UTF8.self)) {
            var token = token
            let isASCII = token.withUTF8 { bytes -> Bool in
                guard !bytes.contains(where: { $0 >= 0x80 }) else { return false }
                asciiTerms.add(bytes, document: document, weight: weight)
                return true
            }
            if !isASCII { otherTerms[token, default: []].addWeight(weight, to: document) }
        }
    }

    /// The shard's object: the documents, then the terms sorted as Swift sorts strings (for ASCII terms, by bytes).
    func object(documents: [SearchEntry]) -> String {
        var output: [UInt8] = []
        appendObject(documents: documents, to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// `object(documents:)` appended to `output` as UTF-8.
    func appendObject(documents: [SearchEntry], to output: inout [UInt8]) {
        output.reserveCapacity(output.count + 32 * 1024)
        func append(_ text: StaticString) {
            text.withUTF8Buffer { output.append(contentsOf: $0) }
        }
        append("{\"docs\":[")
        var excerpt: [UInt8] = []
        for (index, entry) in documents.enumerated() {
            if index > 0 { output.append(UInt8(ascii: ",")) }
            output.append(UInt8(ascii: "["))
            StringLiteral.appendQuoted(entry.title, forScript: true, to: &output)
            output.append(UInt8(ascii: ","))
            StringLiteral.appendQuoted(entry.url, forScript: true, to: &output)
            output.append(UInt8(ascii: ","))
            var text = entry.text
            let isASCII = text.withUTF8 { SearchIndex.asciiExcerpt(of: $0, into: &excerpt) }
            if isASCII {
                excerpt.withUnsafeBufferPointer { StringLiteral.appendQuoted($0, forScript: true, to: &output) }
            } else {
                StringLiteral.appendQuoted(SearchIndex.characterExcerpt(of: entry.text), forScript: true, to: &output)
            }
            output.append(UInt8(ascii: "]"))
        }
        append("],\"terms\":{")
        let ascii = asciiTerms.sortedTerms()
        let others = otherTerms.keys.sorted()
        var nextASCII = 0
        var nextOther = 0
        var first = true
        while nextASCII < ascii.count || nextOther < others.count {
            if !first { append(",") }
            first = false
            let takesASCII = nextOther == others.count
                || (nextASCII < ascii.count && asciiTerms.string(of: ascii[nextASCII]) < others[nextOther])
            if takesASCII {
                // A lowercased ASCII word is letters and digits only: nothing to escape.
                output.append(UInt8(ascii: "\""))
                asciiTerms.appendBytes(of: ascii[nextASCII], to: &output)
                output.append(UInt8(ascii: "\""))
                append(":[")
                var isFirst = true
                asciiTerms.forEachPosting(of: ascii[nextASCII]) { document, weight in
                    if !isFirst { output.append(UInt8(ascii: ",")) }
                    isFirst = false
                    Self.appendDecimal(document, to: &output)
                    output.append(UInt8(ascii: ","))
                    Self.appendDecimal(weight, to: &output)
                }
                nextASCII += 1
            } else {
                StringLiteral.appendQuoted(others[nextOther], forScript: true, to: &output)
                append(":[")
                for (index, number) in (otherTerms[others[nextOther]] ?? []).enumerated() {
                    if index > 0 { output.append(UInt8(ascii: ",")) }
                    Self.appendDecimal(number, to: &output)
                }
                nextOther += 1
            }
            output.append(UInt8(ascii: "]"))
        }
        append("}}")
    }

    private static func appendDecimal(_ number: Int, to output: inout [UInt8]) {
        // Document numbers and weights are nearly always below 100.
        if number >= 0 && number < 10 {
            output.append(0x30 + UInt8(number))
        } else if number >= 10 && number < 100 {
            output.append(0x30 + UInt8(number / 10))
            output.append(0x30 + UInt8(number % 10))
        } else {
            output.append(contentsOf: String(number).utf8)
        }
    }
}

private extension Array where Element == Int {
    /// Adds `weight` to `document`'s entry of a posting list, appending the entry when the document is new.
    mutating func addWeight(_ weight: Int, to document: Int) {
        if count >= 2, self[count - 2] == document {
            self[count - 1] += weight
        } else {
            append(document)
            append(weight)
        }
    }
}

/// Posting lists keyed by the bytes of ASCII tokens: an open-addressing table that keeps a token's bytes once, for
/// its first occurrence (the index of a chapter sees each of its few hundred terms dozens of times).
private struct ByteKeyedPostings {
    private var arena: [UInt8] = []
    /// Per term: where its bytes are in `arena`, its first eight bytes as one word (most terms are no longer), and its
    /// hash.
    private var keys: [(start: Int, count: Int, head: UInt64, hash: UInt64)] = []
    /// Every term's postings, linked in one flat array: one posting (document and weight) per term and document, in
    /// the order documents are added, with the index of the term's next posting (-1 for none). A term's own array
    /// would be allocated, and grown, for each of a chapter's thousands of terms.
    private var postings: [(document: Int, weight: Int, next: Int)] = []
    /// Per term: its first and last posting.
    private var postingEnds: [(first: Int, last: Int)] = []
    private var slots = [Int](repeating: -1, count: 1024)

    mutating func add(_ token: UnsafeBufferPointer<UInt8>, document: Int, weight: Int) {
        // Hashed and compared a word at a time: a chapter's index adds thousands of short tokens.
        let count = token.count
        let head = Self.word(of: token, from: 0)
        var hash = (head ^ UInt64(truncatingIfNeeded: count)) &* 0x9E37_79B9_7F4A_7C15
        var offset = 8
        while offset < count {
            hash = (hash ^ (hash >> 29) ^ Self.word(of: token, from: offset)) &* 0x9E37_79B9_7F4A_7C15
            offset += 8
        }
        hash ^= hash >> 32
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        let found: Int? = slots.withUnsafeBufferPointer { slots -> Int? in
            keys.withUnsafeBufferPointer { keys -> Int? in
                arena.withUnsafeBufferPointer { arena -> Int? in
                    while true {
                        let term = slots[slot]
                        if term < 0 { return nil }
                        let key = keys[term]
                        if key.hash == hash, key.head == head, key.count == count,
                           count <= 8 || Self.equal(arena, key.start + 8, token, 8, count: count - 8) {
                            return term
                        }
                        slot = (slot + 1) & mask
                    }
                }
            }
        }
        if let found {
            let last = postingEnds[found].last
            if postings[last].document == document {
                postings[last].weight += weight
            } else {
                postings[last].next = postings.count
                postingEnds[found].last = postings.count
                postings.append((document, weight, -1))
            }
            return
        }
        slots[slot] = keys.count
        keys.append((arena.count, count, head, hash))
        arena.append(contentsOf: token)
        postingEnds.append((postings.count, postings.count))
        postings.append((document, weight, -1))
        if keys.count * 2 > slots.count { grow() }
    }

    /// Up to eight bytes of `bytes` from `offset`, the first in the lowest byte, zero past the end.
    @inline(__always)
    private static func word(of bytes: UnsafeBufferPointer<UInt8>, from offset: Int) -> UInt64 {
        guard let base = bytes.baseAddress else { return 0 }
        if bytes.count - offset >= 8 {
            return UInt64(littleEndian: UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self))
        }
        var word: UInt64 = 0
        var shift: UInt64 = 0
        for index in offset..<bytes.count {
            word |= UInt64(bytes[index]) << shift
            shift += 8
        }
        return word
    }

    private mutating func grow() {
        slots = [Int](repeating: -1, count: slots.count * 2)
        for (term, key) in keys.enumerated() {
            var slot = Int(truncatingIfNeeded: key.hash) & (slots.count - 1)
            while slots[slot] >= 0 { slot = (slot + 1) & (slots.count - 1) }
            slots[slot] = term
        }
    }

    private static func equal(_ a: UnsafeBufferPointer<UInt8>, _ aStart: Int, _ b: UnsafeBufferPointer<UInt8>, _ bStart: Int,
                              count: Int) -> Bool {
        for offset in 0..<count where a[aStart + offset] != b[bStart + offset] { return false }
        return true
    }

    /// The terms in byte order, which for ASCII is the order of Swift's string comparison.
    func sortedTerms() -> [Int] {
        arena.withUnsafeBufferPointer { arena in
            keys.indices.sorted { left, right in
                let a = keys[left], b = keys[right]
                // The first eight bytes decide most comparisons: with the first byte most significant, words compare
                // as their bytes do (terms have no zero byte, so the padding of a shorter term sorts it first).
                if a.head != b.head { return a.head.byteSwapped < b.head.byteSwapped }
                for offset in 0..<min(a.count, b.count) where arena[a.start + offset] != arena[b.start + offset] {
                    return arena[a.start + offset] < arena[b.start + offset]
                }
                return a.count < b.count
            }
        }
    }

    func string(of term: Int) -> String {
        let key = keys[term]
        return String(decoding: arena[key.start..<(key.start + key.count)], as: UTF8.self)
    }

    func appendBytes(of term: Int, to output: inout [UInt8]) {
        let key = keys[term]
        output.append(contentsOf: arena[key.start..<(key.start + key.count)])
    }

    /// The term's documents with their total weights, in the order the documents were added.
    func forEachPosting(of term: Int, _ body: (_ document: Int, _ weight: Int) -> Void) {
        var posting = postingEnds[term].first
        while posting >= 0 {
            body(postings[posting].document, postings[posting].weight)
            posting = postings[posting].next
        }
    }
}
