import Diagnostics

/// The site's full-text index, built at build time and shipped as scripts that register each page's shard in a
/// global, so that search works from `file://` where pages cannot fetch anything (the files: `SearchParts.swift`).
///
/// A shard is `{"url":page,"docs":[[title, link, [line, ...]], ...],"terms":{term: [step, weight, ...], ...}}`:
/// the documents with the lines a result can show (`SearchExcerpt`), and for each token of `SearchTokenizer` the
/// documents holding it with a weight that ranks them (`weight(inTitle:occurrences:length:)`). What every document
/// would repeat is written once: a document's URL is `url` followed by its `link` (its fragment),
/// and a term's documents are written as the step from the previous one (the first from 0). Terms are sorted, so
/// a shard is byte-identical across runs, and a shard depends on its page alone, so a rebuild can reuse the shards
/// of unchanged chapters.
public enum SearchIndex {
    /// What a term in a document's title (a section heading, a listing caption, a chapter title) weighs: more than
    /// any number of occurrences in its text can, so that the section about a term ranks above a long listing that
    /// merely uses it.
    static let titleWeight = 100
    /// The most the occurrences of a term in a document's text can weigh (never reached).
    static let textWeight = 50
    /// The text length, in tokens, at which a document's length counts as much as one more occurrence would.
    static let typicalLength = 64

    /// A term's weight in a document: `titleWeight` when the title holds it, plus what its occurrences in the text
    /// give, which grows with their number but saturates and falls as the text gets longer (the term frequency
    /// saturation and length normalisation of BM25), so that many occurrences in a long listing do not outweigh a
    /// few in a short section.
    static func weight(inTitle: Bool, occurrences: Int, length: Int) -> Int {
        var weight = inTitle ? titleWeight : 0
        if occurrences > 0 {
            let frequency = Double(occurrences)
            let saturated = frequency / (frequency + 1 + Double(length) / Double(typicalLength))
            weight += max(1, Int((Double(textWeight) * saturated).rounded()))
        }
        return weight
    }

    /// The search shard of one page, as one line: a statement that registers the page's documents and term map
    /// under the page's name in `window.NotebookSearchShards`.
    public static func shard(for entries: [SearchEntry], page fileName: String) -> String {
        String(decoding: shardLine(for: entries, page: fileName), as: UTF8.self)
    }

    /// `shard(for:page:)` as UTF-8: a search file is written from these bytes.
    public static func shardLine(for entries: [SearchEntry], page fileName: String) -> [UInt8] {
        var line = Array(shardPrefix.utf8)
        JSONWriter.appendQuoted(fileName, forScript: true, to: &line)
        line.append(contentsOf: "] = ".utf8)
        line.append(contentsOf: objectBytes(for: entries))
        line.append(contentsOf: ";\n".utf8)
        return line
    }

    /// The shard's object on one line.
    static func object(for entries: [SearchEntry]) -> String {
        String(decoding: objectBytes(for: entries), as: UTF8.self)
    }

    private static func objectBytes(for entries: [SearchEntry]) -> [UInt8] {
        var json = JSONWriter(layout: .compact, forScript: true)
        let base = sharedURLPrefix(of: entries)
        json.beginObject()
        json.key("url")
        json.string(base)
        json.key("docs")
        json.beginArray()
        for entry in entries {
            json.element()
            // The shared prefix ends where a scalar does, so the link's UTF-8 is whole.
            writeDocument(entry, link: String(decoding: entry.url.utf8.dropFirst(base.utf8.count), as: UTF8.self), to: &json)
        }
        json.endArray()
        json.key("terms")
        json.beginObject()
        for (term, stepsAndWeights) in SearchPostings(of: entries).sortedTerms {
            json.key(utf8: term[...])
            json.integers(stepsAndWeights)
        }
        json.endObject()
        json.endObject()
        return json.bytes
    }

    /// The URL every document's starts with: the first document's (the page itself) when every other is that page
    /// with a fragment, else none.
    static func sharedURLPrefix(of entries: [SearchEntry]) -> String {
        guard let page = entries.first?.url else { return "" }
        let fragmentPrefix = page + "#"
        let onePage = entries.allSatisfy { $0.url == page || $0.url.hasPrefix(fragmentPrefix) }
        return onePage ? page : ""
    }

    private static func writeDocument(_ entry: SearchEntry, link: String, to json: inout JSONWriter) {
        json.beginArray()
        json.element()
        json.string(entry.title)
        json.element()
        json.string(link)
        json.element()
        json.beginArray()
        SearchExcerpt.writeLines(of: entry.text, to: &json)
        json.endArray()
        json.endArray()
    }

    /// The index tokens of `text` (`SearchTokenizer`).
    public static func tokens(of text: String) -> [String] {
        SearchTokenizer.tokens(of: text)
    }

    /// A double-quoted JavaScript string literal that can never close a script element.
    public static func javaScriptString(_ text: String) -> String {
        JSONWriter.quoted(text, forScript: true)
    }
}
