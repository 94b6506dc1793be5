/// The terms of a page's documents, each with the documents holding it and its weight in each
/// (`SearchIndex.weight(inTitle:occurrences:length:)`).
///
/// Each distinct term gets a number the first time the page uses it, so that a token costs one dictionary look-up
/// for the whole page; what a document counts of a term, and the term's postings, are then arrays indexed by that
/// number, rather than a dictionary per document merged into a dictionary of the page.
struct SearchPostings {
    /// What a document holds of one term.
    private struct TermCount {
        var inTitle = false
        var occurrences = 0

        var isNone: Bool { !inTitle && occurrences == 0 }
    }

    /// The distinct terms, in order of first use: a term's number is its place here.
    private var terms: [String] = []
    /// Each term's number, by its UTF-8: a token is looked up as the tokenizer's view of it, without a string made
    /// for each occurrence (a term becomes a string once, in `terms`). Terms are told apart by their code points,
    /// as the page script's object keys are.
    private var numbers: [ArraySlice<UInt8>: Int] = [:]
    /// Per term: `[document, weight, document, weight, ...]` in document order.
    private var documentsAndWeights: [[Int]] = []
    /// Per term, what the document being read holds of it.
    private var counts: [TermCount] = []
    /// The terms the document being read holds, so that its counts are gathered and reset without a pass over all.
    private var termsOfDocument: [Int] = []

    init(of entries: [SearchEntry]) {
        for (document, entry) in entries.enumerated() {
            read(entry, as: document)
        }
    }

    /// Each term, in sorted order (so that a shard is byte-identical across runs), with
    /// `[document, weight, document, weight, ...]` in document order.
    var sortedTerms: [(term: String, documentsAndWeights: [Int])] {
        terms.indices.sorted { terms[$0] < terms[$1] }.map { (terms[$0], documentsAndWeights[$0]) }
    }

    private mutating func read(_ entry: SearchEntry, as document: Int) {
        SearchTokenizer.forEachToken(in: entry.title) { counts[number(of: $0)].inTitle = true }
        var length = 0
        SearchTokenizer.forEachToken(in: entry.text) { token in
            counts[number(of: token)].occurrences += 1
            length += 1
        }
        for term in termsOfDocument {
            let count = counts[term]
            let weight = SearchIndex.weight(inTitle: count.inTitle, occurrences: count.occurrences, length: length)
            documentsAndWeights[term].append(document)
            documentsAndWeights[term].append(weight)
            counts[term] = TermCount()
        }
        termsOfDocument.removeAll(keepingCapacity: true)
    }

    /// The number of `term`, given on its first use; the term is noted as one of the document being read.
    private mutating func number(of term: ArraySlice<UInt8>) -> Int {
        let number: Int
        if let known = numbers[term] {
            number = known
        } else {
            number = terms.count
            // A copy of its own: the tokenizer overwrites its buffer with the next token.
            numbers[Array(term)[...]] = number
            terms.append(String(decoding: term, as: UTF8.self))
            documentsAndWeights.append([])
            counts.append(TermCount())
        }
        if counts[number].isNone { termsOfDocument.append(number) }
        return number
    }
}
