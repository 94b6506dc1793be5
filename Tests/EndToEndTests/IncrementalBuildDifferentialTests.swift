import Foundation
import XCTest

/// The incremental build's promise, checked by difference: after every edit of a random sequence, `notebook build` in
/// the book's folder (reusing its previous site) and a cold build of a fresh copy of the same sources write the same
/// site, byte for byte, with the same diagnostics and exit status. A failed build leaves the previous site as it was.
final class IncrementalBuildDifferentialTests: XCTestCase {
    static let seeds: [UInt64] = [1, 2, 3, 4]
    static let stepsPerSeed = 16

    func testIncrementalBuildsWriteTheSiteAColdBuildWrites() throws {
        let environment = ProcessInfo.processInfo.environment
        let seeds = environment["NOTEBOOK_DIFFERENTIAL_SEED"].flatMap(UInt64.init).map { [$0] } ?? Self.seeds
        let steps = environment["NOTEBOOK_DIFFERENTIAL_STEPS"].flatMap(Int.init) ?? Self.stepsPerSeed
        var tally = Tally()
        for seed in seeds {
            try runSequence(seed: seed, steps: steps, tally: &tally)
        }
        // Most steps must build, and reuse pages: a generator whose books always fail, or whose every edit renders
        // everything again, would compare nothing the cache decides.
        XCTAssertGreaterThan(tally.succeeded, seeds.count * (steps + 1) / 2, "builds that succeeded")
        XCTAssertGreaterThan(tally.reusedPages, 0, "pages the incremental builds reused")
    }

    /// What a run of sequences did: its successful builds and the pages their incremental builds reused.
    struct Tally {
        var succeeded = 0
        var reusedPages = 0
    }

    /// Runs one sequence of edits, each followed by both builds and their comparison; stops at the first difference.
    private func runSequence(seed: UInt64, steps: Int, tally: inout Tally) throws {
        var random = SplitMix64(seed: seed)
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("notebook-differential-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let incremental = root.appendingPathComponent("incremental")
        // One book in four has more chapters than one search file holds, so chapters move between search files.
        let size = Int.random(in: 0..<4, using: &random) == 0 ? Int.random(in: 17...19, using: &random) : Int.random(in: 3...5, using: &random)
        var book = DifferentialBook.starting(chapters: size, random: &random)
        var history: [String] = ["start with \(book.order.count) chapters"]
        try write(book, to: incremental, previous: nil)
        var lastGoodSite: [String: Data]?
        for step in 0...steps {
            if step > 0 {
                let edit = DifferentialBook.randomEdit(for: book, random: &random)
                history.append(edit.description)
                let before = book
                try apply(edit, to: &book, random: &random, in: incremental)
                try write(book, to: incremental, previous: before)
                // A page edited by hand is the site a failed build must then leave as it is.
                if case .tamper = edit, lastGoodSite != nil { lastGoodSite = try siteFiles(incremental) }
            }
            // One build in five is strict: the warnings a reused chapter carries from its record must fail it too.
            let arguments = Int.random(in: 0..<5, using: &random) == 0 ? ["build", "--strict"] : ["build"]
            let context = "seed \(seed), step \(step), \(arguments.joined(separator: " ")) (replay with NOTEBOOK_DIFFERENTIAL_SEED=\(seed)); edits:\n  "
                + history.joined(separator: "\n  ")
            guard try buildBothWays(incremental, root: root, arguments: arguments, lastGoodSite: &lastGoodSite, tally: &tally,
                                    context: context) else { return }
        }
    }

    /// Builds the book incrementally and cold and compares the two; false when the sites differ.
    private func buildBothWays(_ incremental: URL, root: URL, arguments: [String], lastGoodSite: inout [String: Data]?,
                               tally: inout Tally, context: String) throws -> Bool {
        let warm = try NotebookProcess.run(arguments, in: incremental)
        let cold = try coldBuild(of: incremental, in: root.appendingPathComponent("cold"), arguments: arguments)
        XCTAssertEqual(warm.status, cold.result.status, "exit status\n" + context)
        XCTAssertEqual(withoutSiteState(warm.stderr), withoutSiteState(cold.result.stderr), "diagnostics\n" + context)
        XCTAssertEqual(withoutCounts(warm.stdout), withoutCounts(cold.result.stdout), "summary\n" + context)
        if warm.status != 0, ProcessInfo.processInfo.environment["NOTEBOOK_DIFFERENTIAL_VERBOSE"] != nil {
            print(context + "\n" + warm.stderr)
        }
        let site = try siteFiles(incremental)
        if warm.status == 0 {
            if let difference = firstDifference(site, cold.site) {
                XCTFail(difference + "\n" + context)
                return false
            }
            tally.succeeded += 1
            tally.reusedPages += reusedCount(warm.stdout)
            lastGoodSite = site
        } else if let lastGoodSite, let difference = firstDifference(site, lastGoodSite) {
            XCTFail("a failed build changed the previous site: " + difference + "\n" + context)
            return false
        }
        return true
    }

    /// The pages a build reused: N of its summary's "(… rendered, N unchanged)".
    private func reusedCount(_ summary: String) -> Int {
        guard let range = summary.range(of: #"\d+ unchanged\)"#, options: .regularExpression) else { return 0 }
        return Int(summary[range].prefix { $0.isNumber }) ?? 0
    }

    /// Writes the files of `book` that differ from `previous` (all of them when it is nil) and deletes the ones gone.
    private func write(_ book: DifferentialBook, to folder: URL, previous: DifferentialBook?) throws {
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Chapters/part"), withIntermediateDirectories: true)
        let files = book.files()
        let old = previous?.files() ?? [:]
        for (path, text) in files where old[path] != text {
            try Data(text.utf8).write(to: folder.appendingPathComponent(path))
        }
        for path in old.keys where files[path] == nil {
            try FileManager.default.removeItem(at: folder.appendingPathComponent(path))
        }
    }

    private func apply(_ edit: DifferentialEdit, to book: inout DifferentialBook, random: inout SplitMix64, in folder: URL) throws {
        switch edit {
        case .model(_, let change):
            change(&book, &random)
        case .touch(let path):
            let url = folder.appendingPathComponent(path)
            try Data(contentsOf: url).write(to: url)
        case .touchBack(let path):
            let url = folder.appendingPathComponent(path)
            let date = try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate]
            try Data(contentsOf: url).write(to: url)
            if let date { try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: url.path) }
        case .replace(let path):
            let url = folder.appendingPathComponent(path)
            let temporary = url.deletingLastPathComponent().appendingPathComponent(".saving")
            try Data(contentsOf: url).write(to: temporary)
            XCTAssertEqual(rename(temporary.path, url.path), 0, "rename over \(path)")
        case .tamper:
            let site = folder.appendingPathComponent("Site")
            let pages = (try? FileManager.default.contentsOfDirectory(atPath: site.path))?.filter { $0.hasSuffix(".html") }.sorted() ?? []
            guard let page = pages.randomElement(using: &random) else { return }
            let url = site.appendingPathComponent(page)
            switch Int.random(in: 0..<3, using: &random) {
            case 0: try Data((try String(contentsOf: url, encoding: .utf8)).replacingOccurrences(of: "<p>", with: "<p>X").utf8).write(to: url)
            case 1: try FileManager.default.removeItem(at: url)
            default:
                let manifest = folder.appendingPathComponent(".notebook-cache/manifest")
                if let data = try? Data(contentsOf: manifest) { try data.prefix(data.count / 2).write(to: manifest) }
            }
        }
    }

    /// A build of a fresh copy of the book's sources, with no previous site and no cache.
    private func coldBuild(of book: URL, in folder: URL, arguments: [String]) throws -> (result: NotebookProcess.Result, site: [String: Data]) {
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for name in ["notebook.toml", "Chapters"] {
            try FileManager.default.copyItem(at: book.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }
        let result = try NotebookProcess.run(arguments, in: folder)
        return (result, try siteFiles(folder))
    }

    private func siteFiles(_ book: URL) throws -> [String: Data] {
        try Fixtures.files(in: book.appendingPathComponent("Site"))
    }

    /// "built 3 chapters into Site/ (1 rendered, 2 unchanged)" without the counts, which are all a reuse may change.
    private func withoutCounts(_ summary: String) -> String {
        summary.replacingOccurrences(of: #"\(\d+ rendered, \d+ unchanged\)"#, with: "(…)", options: .regularExpression)
    }

    /// A failed build's last line without what it says of the output folder: the incremental build had a previous
    /// site to keep ("the previous site was left as it was"), the cold one none ("no site was written").
    private func withoutSiteState(_ diagnostics: String) -> String {
        diagnostics.replacingOccurrences(of: "; the previous site was left as it was\n", with: "; (site kept)\n")
            .replacingOccurrences(of: "; no site was written\n", with: "; (site kept)\n")
    }

    /// The first file that differs between two sites, with its first differing line, or nil when they are the same.
    private func firstDifference(_ actual: [String: Data], _ expected: [String: Data]) -> String? {
        let onlyActual = Set(actual.keys).subtracting(expected.keys).sorted()
        let onlyExpected = Set(expected.keys).subtracting(actual.keys).sorted()
        if !onlyActual.isEmpty || !onlyExpected.isEmpty {
            return "files only in the incremental site: \(onlyActual); only in the cold site: \(onlyExpected)"
        }
        for path in actual.keys.sorted() where actual[path] != expected[path] {
            let lines = String(decoding: actual[path]!, as: UTF8.self).components(separatedBy: "\n")
            let wanted = String(decoding: expected[path]!, as: UTF8.self).components(separatedBy: "\n")
            let index = (0..<min(lines.count, wanted.count)).first { lines[$0] != wanted[$0] } ?? min(lines.count, wanted.count)
            func line(_ all: [String]) -> String { index < all.count ? String(all[index].prefix(400)) : "(end of file)" }
            return "\(path) differs at line \(index + 1):\n  incremental: \(line(lines))\n  cold:        \(line(wanted))"
        }
        return nil
    }
}
