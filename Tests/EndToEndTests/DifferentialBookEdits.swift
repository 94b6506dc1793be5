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
    /// Writes the file's bytes to a new file renamed over it, as editors save (a new inode).
    case replace(String)
    /// Edits a page of the incremental build's site by hand, deletes one, or cuts its manifest short.
    case tamper

    var description: String {
        switch self {
        case .model(let name, _): return name
        case .touch(let path): return "touch \(path)"
        case .touchBack(let path): return "touch \(path) keeping its modification time"
        case .replace(let path): return "save \(path) unchanged through a new file renamed over it"
        case .tamper: return "edit or delete a page of the incremental site, or cut its manifest short"
        }
    }
}

extension DifferentialBook {
    /// The starting book: `count` chapters with two or three listings each, and links across them.
    static func starting(chapters count: Int, random: inout SplitMix64) -> DifferentialBook {
        var book = DifferentialBook()
        for _ in 0..<count { book.addChapter(random: &random, at: book.order.count) }
        book.images = ["fig-a.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\"/>\n", "fig-b.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\"></svg>\n"]
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
                       title: Bool.random(using: &random) ? "Scaling \(key)" : nil, scale: Int.random(in: 1...30, using: &random),
                       expects: Bool.random(using: &random), twin: Bool.random(using: &random))
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
    var isBroken: Bool { chapters.values.contains { $0.brokenListing || $0.danglingLink || $0.wrongExpectation } }

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
            .model("change a listing's title, platform, expect block, twin or figure in \(name)") { book, random in
                guard let index = book.chapters[key]!.listings.indices.randomElement(using: &random) else { return }
                switch Int.random(in: 0..<5, using: &random) {
                case 0: book.chapters[key]!.listings[index].title = "Retitled \(book.newKey())"
                case 1: book.chapters[key]!.listings[index].platformMac.toggle()
                case 2: book.chapters[key]!.listings[index].expects.toggle()
                case 3: book.chapters[key]!.listings[index].twin.toggle()
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
                if chapter.brokenListing || chapter.danglingLink || chapter.wrongExpectation {
                    book.chapters[key]!.brokenListing = false
                    book.chapters[key]!.danglingLink = false
                    book.chapters[key]!.wrongExpectation = false
                } else {
                    switch Int.random(in: 0..<3, using: &random) {
                    case 0: book.chapters[key]!.brokenListing = true
                    case 1: book.chapters[key]!.danglingLink = true
                    default: book.chapters[key]!.wrongExpectation = true
                    }
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
            .model("rename the file \(name) (into a subfolder or out of it)") { book, random in
                let folder = Bool.random(using: &random) ? "part/" : ""
                book.chapters[key]!.fileName = folder + "n\(book.newKey())-renamed.md"
            },
            .model("show, change or hide an image in \(name)") { book, random in
                let image = book.chapters[key]!.image
                book.chapters[key]!.image = [nil, "fig-a.svg", "fig-b.svg"].filter { $0 != image }.randomElement(using: &random)!
            },
            .model("edit an image's bytes") { book, random in
                let path = book.images.keys.sorted().randomElement(using: &random)!
                book.images[path]! += "<!-- \(book.newKey()) -->\n"
            },
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
            .touch("Chapters/fig-a.svg"),
            .replace("Chapters/" + name),
            .tamper,
        ]
        return edits.randomElement(using: &random)!
    }

    static let fixEverything = DifferentialEdit.model("fix every broken chapter") { book, _ in
        for key in book.chapters.keys {
            book.chapters[key]!.brokenListing = false
            book.chapters[key]!.danglingLink = false
            book.chapters[key]!.wrongExpectation = false
        }
    }
}
