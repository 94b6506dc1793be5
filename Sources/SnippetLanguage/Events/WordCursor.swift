import Diagnostics
import TransformKit

/// Walks the words of one line.
struct WordCursor {
    let words: [EventsParser.Word]
    var index = 0
    /// The word `next()` returned last.
    private(set) var last: EventsParser.Word?

    init(words: [EventsParser.Word]) {
        self.words = words
    }

    func peek() -> EventsParser.Word? {
        index < words.count ? words[index] : nil
    }

    mutating func next() -> EventsParser.Word? {
        guard index < words.count else { return nil }
        defer { index += 1 }
        last = words[index]
        return words[index]
    }
}
