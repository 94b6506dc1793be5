import Foundation

/// `[1/4] reading the book`: loads the book, parsing only the chapters the previous build does not vouch for, and
/// plans the build (`BuildPlanner`). A chapter vouched for whose files cannot be taken over after all is read again.
struct ReadingTheBookStep<Pipeline: ChapterPipeline> {
    let pipeline: Pipeline
    let bookDirectory: URL
    let outputDirectory: URL
    let planner: BuildPlanner

    func run(previous: BuildManifest?) -> (book: LoadedBook<Pipeline.Chapter>, plan: BuildPlan) {
        let book = pipeline.load(at: bookDirectory, reusing: previous, parsingAnyway: [])
        let keys = planner.pageKeys(of: book)
        // Two stats a chapter: on all cores.
        let paths = planner.pathsToCheck(in: book, pageKeys: keys, previous: previous)
        let identities = currentIdentities(of: paths)
        var previousLines = PreviousSearchLines(site: outputDirectory.path, manifest: previous)
        let plan = planner.plan(book: book, pageKeys: keys, previous: previous, identities: identities) { page, path in
            previousLines.line(forPage: page, lookingFirstIn: path)
        }
        guard !plan.chaptersToReread.isEmpty else { return (book, plan) }
        let reread = pipeline.load(at: bookDirectory, reusing: previous, parsingAnyway: plan.chaptersToReread)
        return (reread, planner.settle(plan, reread: reread))
    }

    /// The identity of each file of the current site at `paths` that exists.
    func currentIdentities(of paths: [String]) -> [String: SiteFileIdentity] {
        let site = outputDirectory.path
        let found = paths.concurrentMap { FileBytes.identity(of: site + "/" + $0) }
        var identities: [String: SiteFileIdentity] = [:]
        for (path, identity) in zip(paths, found) { identities[path] = identity }
        return identities
    }
}
