/// The terms of a page's documents, each with the documents holding it and its weight in each
/// (`SearchIndex.weight(inTitle:occurrences:length:)`).
///
/// Each distinct term gets a number the first time the page uses it, so that a token costs one dictionary look-up
/// for the whole page; what a document counts of a term, and the term's postings, are then arrays indexed by that
/// number, rather than a dictionary per document merged into a dictionary of the page.
///
/// The postings are gathered in one array in document order, each with its term's number, and grouped by term once
/// at the end (`sortedTerms`): an array per term, grown one posting at a time, reallocated thousands of small arrays
/// a page.
struct SearchPostings {
    /// One document holding one term, with the term's weight there.
    private struct Posting {
        let term: Int
        let document: Int
        let weight: Int
    }

    /// What a document holds of one term.
    private struct TermCount {
        var inTitle = false
        var occurrences = 0

        var isNone: Bool { !inTitle && occurrences == 0 }
    }

    /// The distinct terms' UTF-8, in order of first use: a term's number is its place here. A term stays bytes from
    /// the tokenizer to the shard: no string is made of it.
    private var terms: [[UInt8]] = []
    /// Each term's number, by its UTF-8 (the bytes of `terms`): a token is looked up as the tokenizer's view of it,
    /// without a copy made for each occurrence. Terms are told apart by their code points, as the page script's object
    /// keys are.
    private var numbers: [SearchTermKey: Int] = [:]
    /// Every term's postings, in document order (within a document, in order of the term's first use there).
    private var postings: [Posting] = []
    /// Per term, what the document being read holds of it.
    private var counts: [TermCount] = []
    /// The terms the document being read holds, so that its counts are gathered and reset without a pass over all.
    private var termsOfDocument: [Int] = []
    /// The steps of reading the documents: a token looked up, or a term of a document weighed. The complexity test
    /// counts them; a pass over all the page's terms for each document would show here.
    private(set) var work = 0

    init(of entries: [SearchEntry]) {
        for (document, entry) in entries.enumerated() {
            read(entry, as: document)
        }
    }

    /// Each term's UTF-8, in sorted order (so that a shard is byte-identical across runs), with
    /// `[step, weight, step, weight, ...]` in document order, as the shard writes them: a step is the document's
    /// number less the previous document's (the first document's own number).
    ///
    /// Sorted by their bytes, which is the order of their strings: UTF-8 orders as the code points it encodes, and
    /// Swift orders strings by the code points of their normalization form C, which a term is in (the tokenizer reads
    /// a text in form C, and a term is a word's lowercase, whose only scalar that is not a letter or number, the
    /// combining dot of `İ`'s lowercase, composes with nothing).
    var sortedTerms: [(term: [UInt8], stepsAndWeights: ArraySlice<Int>)] {
        let grouped = stepsAndWeightsByTerm()
        return terms.indices.sorted { terms[$0].lexicographicallyPrecedes(terms[$1]) }
            .map { (terms[$0], grouped.numbers[grouped.ranges[$0]]) }
    }

    /// All postings as `[step, weight, ...]`, grouped by term (a counting sort, which keeps each term's postings in
    /// document order), and where each term's are in it.
    private func stepsAndWeightsByTerm() -> (numbers: [Int], ranges: [Range<Int>]) {
        var starts = Array(repeating: 0, count: terms.count)
        for posting in postings { starts[posting.term] += 2 }
        var total = 0
        for term in starts.indices {
            (starts[term], total) = (total, total + starts[term])
        }
        var numbers = Array(repeating: 0, count: total)
        var next = starts
        var previousDocument = Array(repeating: 0, count: terms.count)
        for posting in postings {
            let term = posting.term
            numbers[next[term]] = posting.document - previousDocument[term]
            numbers[next[term] + 1] = posting.weight
            previousDocument[term] = posting.document
            next[term] += 2
        }
        return (numbers, terms.indices.map { starts[$0]..<next[$0] })
    }

    private mutating func read(_ entry: SearchEntry, as document: Int) {
        SearchTokenizer.forEachToken(in: entry.title) { counts[number(of: $0)].inTitle = true }
        var length = 0
        SearchTokenizer.forEachToken(in: entry.text) { token in
            counts[number(of: token)].occurrences += 1
            length += 1
        }
        for term in termsOfDocument {
            work += 1
            let count = counts[term]
            let weight = SearchIndex.weight(inTitle: count.inTitle, occurrences: count.occurrences, length: length)
            postings.append(Posting(term: term, document: document, weight: weight))
            counts[term] = TermCount()
        }
        termsOfDocument.removeAll(keepingCapacity: true)
    }

    /// The number of `term`, given on its first use; the term is noted as one of the document being read.
    private mutating func number(of term: ArraySlice<UInt8>) -> Int {
        work += 1
        let number: Int
        if let known = numbers[SearchTermKey(utf8: term)] {
            number = known
        } else {
            number = terms.count
            // A copy of its own: the tokenizer overwrites its buffer with the next token.
            let utf8 = Array(term)
            numbers[SearchTermKey(utf8: utf8[...])] = number
            terms.append(utf8)
            counts.append(TermCount())
        }
        if counts[number].isNone { termsOfDocument.append(number) }
        return number
    }
}
