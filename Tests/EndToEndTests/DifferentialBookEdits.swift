import Foundation

/// SplitMix64: a small seeded generator, so a failing sequence of edits is replayed from its seed.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}

/// What the differential test does to the book between two builds. Most edits change the model (and so the files);
/// `touch` rewrites a file with the bytes it has, and `touchBack` also sets its modification time back.
enum DifferentialEdit: CustomStringConvertible {
    case model(String, (inout DifferentialBook, inout SplitMix64) -> Void)
    case touch(String)
    case touchBack(String)

    var description: String {
        switch self {
        case .model(let name, _): return name
        case .touch(let path): return "touch \(path)"
        case .touchBack(let path): return "touch \(path) keeping its modification time"
        }
    }
}

extension DifferentialBook {
    /// The starting book: `count` chapters with two or three listings each, and links across them.
    static func starting(chapters count: Int, random: inout SplitMix64) -> DifferentialBook {
        var book = DifferentialBook()
        for _ in 0..<count { book.addChapter(random: &random, at: book.order.count) }
        for key in book.order { book.addLink(from: key, random: &random) }
        for key in book.order { book.addLink(from: key, random: &random) }
        return book
    }

    mutating func newKey() -> Int {
        defer { nextKey += 1 }
        return nextKey
    }

    mutating func addChapter(random: inout SplitMix64, at position: Int) {
        let key = newKey()
        var chapter = Chapter(key: key, fileName: "c\(key)-part.md", title: "Chapter \(key) title",
                              titleInFrontMatter: Bool.random(using: &random), summary: nil,
                              prose: "Prose of chapter \(key).", section: "Section \(key) basics", listings: [], links: [])
        for _ in 0..<Int.random(in: 2...3, using: &random) { chapter.listings.append(newListing(random: &random)) }
        chapters[key] = chapter
        order.insert(key, at: position)
    }

    mutating func newListing(random: inout SplitMix64) -> Listing {
        let key = newKey()
        return Listing(key: key, id: Bool.random(using: &random) ? "l\(key)" : nil,
                       title: Bool.random(using: &random) ? "Scaling \(key)" : nil, scale: Int.random(in: 1...30, using: &random))
    }

    mutating func addLink(from key: Int, random: inout SplitMix64) {
        guard let target = order.filter({ $0 != key }).randomElement(using: &random),
              let listing = chapters[target]!.listings.randomElement(using: &random) else { return }
        let kinds: [Link.Kind] = [.listing, .listing, .figure, .section, .chapter]
        chapters[key]!.links.append(Link(kind: kinds.randomElement(using: &random)!, chapterKey: target, listingKey: listing.key))
    }

    /// A listed chapter's key, at random.
    func anyChapter(_ random: inout SplitMix64) -> Int { order.randomElement(using: &random)! }

    /// True when some chapter was broken on purpose.
    var isBroken: Bool { chapters.values.contains { $0.brokenListing || $0.danglingLink } }

    /// Every kind of edit, each picked with the same chance; an edit that has nothing to act on does nothing. A book
    /// broken on purpose is fixed with a chance of one half at each step, so most builds succeed and some edits are
    /// made while it does not build.
    static func randomEdit(for book: DifferentialBook, random: inout SplitMix64) -> DifferentialEdit {
        if book.isBroken, Bool.random(using: &random) { return fixEverything }
        let key = book.anyChapter(&random)
        let name = book.chapters[key]!.fileName
        let edits: [DifferentialEdit] = [
            .model("edit the prose of \(name)") { book, _ in book.chapters[key]!.prose += " More." },
            .model("edit a listing's number in \(name)") { book, random in
                guard let index = book.chapters[key]!.listings.indices.randomElement(using: &random) else { return }
                book.chapters[key]!.listings[index].scale = Int.random(in: 1...30, using: &random)
            },
            .model("add a listing to \(name)") { book, random in
                let listing = book.newListing(random: &random)
                let position = Int.random(in: 0...book.chapters[key]!.listings.count, using: &random)
                book.chapters[key]!.listings.insert(listing, at: position)
            },
            .model("remove a listing of \(name)") { book, random in
                guard book.chapters[key]!.listings.count > 1,
                      let index = book.chapters[key]!.listings.indices.randomElement(using: &random) else { return }
                book.chapters[key]!.listings.remove(at: index)
            },
            .model("rename, add or remove a listing id in \(name)") { book, random in
                guard let index = book.chapters[key]!.listings.indices.randomElement(using: &random) else { return }
                let listing = book.chapters[key]!.listings[index]
                book.chapters[key]!.listings[index].id = listing.id == nil || Bool.random(using: &random)
                    ? "r\(book.newKey())" : nil
            },
            .model("change a listing's title, platform or figure in \(name)") { book, random in
                guard let index = book.chapters[key]!.listings.indices.randomElement(using: &random) else { return }
                switch Int.random(in: 0..<3, using: &random) {
                case 0: book.chapters[key]!.listings[index].title = "Retitled \(book.newKey())"
                case 1: book.chapters[key]!.listings[index].platformMac.toggle()
                default: book.chapters[key]!.listings[index].figureNone.toggle()
                }
            },
            .model("change the title of \(name)") { book, random in
                book.chapters[key]!.title = "Title \(book.newKey())"
                if Bool.random(using: &random) { book.chapters[key]!.titleInFrontMatter.toggle() }
            },
            .model("change the summary or section of \(name)") { book, random in
                if Bool.random(using: &random) {
                    book.chapters[key]!.summary = book.chapters[key]!.summary == nil ? "Summary \(book.newKey())" : nil
                } else {
                    book.chapters[key]!.section = "Section \(book.newKey()) renamed"
                }
            },
            .model("add a link from \(name)") { book, random in book.addLink(from: key, random: &random) },
            .model("break \(name) (a listing that fails, or a dangling link) or fix it") { book, random in
                let chapter = book.chapters[key]!
                if chapter.brokenListing || chapter.danglingLink {
                    book.chapters[key]!.brokenListing = false
                    book.chapters[key]!.danglingLink = false
                } else if Bool.random(using: &random) {
                    book.chapters[key]!.brokenListing = true
                } else {
                    book.chapters[key]!.danglingLink = true
                }
            },
            .model("insert a chapter into notebook.toml (a new one, or one left out before)") { book, random in
                let position = Int.random(in: 0...book.order.count, using: &random)
                if let unlisted = book.chapters.keys.sorted().first(where: { !book.order.contains($0) }), Bool.random(using: &random) {
                    book.order.insert(unlisted, at: position)
                    return
                }
                book.addChapter(random: &random, at: position)
                book.addLink(from: book.order.randomElement(using: &random)!, random: &random)
            },
            .model("remove \(name) from notebook.toml (and from Chapters/, or left there unlisted)") { book, random in
                guard book.order.count > 2 else { return }
                book.order.removeAll { $0 == key }
                if Bool.random(using: &random) { book.chapters[key] = nil }
            },
            .model("reorder the chapters in notebook.toml") { book, random in book.order.shuffle(using: &random) },
            .model("move \(name) one place later") { book, _ in
                let index = book.order.firstIndex(of: key)!
                guard index + 1 < book.order.count else { return }
                book.order.swapAt(index, index + 1)
            },
            .model("rename the file \(name)") { book, _ in book.chapters[key]!.fileName = "n\(book.newKey())-renamed.md" },
            .model("toggle raw HTML in \(name) or unsafe-html in notebook.toml") { book, random in
                if Bool.random(using: &random) { book.chapters[key]!.rawHTML.toggle() } else { book.unsafeHTML.toggle() }
            },
            .model("change notebook.toml's title, language or step budget") { book, random in
                switch Int.random(in: 0..<3, using: &random) {
                case 0: book.title = "Book \(book.newKey())"
                case 1: book.language = book.language == "en" ? "fr" : "en"
                default: book.stepBudget = [nil, 20_000, 1_000_000].randomElement(using: &random)!
                }
            },
            .touch("Chapters/" + name),
            .touchBack("Chapters/" + name),
            .touch("notebook.toml"),
        ]
        return edits.randomElement(using: &random)!
    }

    static let fixEverything = DifferentialEdit.model("fix every broken chapter") { book, _ in
        for key in book.chapters.keys {
            book.chapters[key]!.brokenListing = false
            book.chapters[key]!.danglingLink = false
        }
    }
}
