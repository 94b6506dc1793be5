import Synchronization

/// Parsed chapters, each given to exactly one rendering thread, which takes it (and so becomes its last owner and
/// frees it once its page is written): freed at the end instead, a large book's trees were a tenth of a second of one
/// core releasing them.
final class ChapterHandOver<Chapter>: Sendable {
    private let chapters: Mutex<[Chapter?]>

    init(_ chapters: [Chapter?]) {
        self.chapters = Mutex(chapters)
    }

    /// The chapter at `position`, which is no longer held here.
    func take(_ position: Int) -> Chapter? {
        chapters.withLock { chapters in
            defer { chapters[position] = nil }
            return chapters[position]
        }
    }
}
