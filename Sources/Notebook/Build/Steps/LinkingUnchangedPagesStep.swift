import Foundation

/// `[3/4] linking unchanged pages`: hard-links into the staging folder the pages of the chapters not rendered, the
/// search files not written while rendering, and the book's own files (index, contents script, assets) when the
/// contents did not change; otherwise writes those.
struct LinkingUnchangedPagesStep {
    let staging: SiteStaging
    let planner: BuildPlanner
    let output: URL

    /// Returns the book key the manifest records for the book's own files.
    func run(pages: [String], searchFiles: SearchFileWriter, site: SiteBook, configurationFingerprint: String,
             previous: BuildManifest?) throws -> String {
        // On all cores: it is system time, per file.
        let linkFailures = pages.flatMap(SiteWriter.chapterFilePaths(forPage:)).concurrentMap { path -> Error? in
            do {
                try staging.reuse(path)
                return nil
            } catch {
                return error
            }
        }
        if let failure = linkFailures.compactMap({ $0 }).first { throw failure }
        try searchFiles.writeRemaining(into: staging)
        let bookKey = planner.bookKey(of: site, configuration: configurationFingerprint)
        let identities = currentIdentities(of: previous == nil ? [] : SiteWriter.bookFilePaths)
        if planner.canReuseBookFiles(bookKey: bookKey, previous: previous, identities: identities) {
            for path in SiteWriter.bookFilePaths { try staging.reuse(path) }
        } else {
            for file in SiteWriter.bookFiles(for: site) { try staging.write(file) }
        }
        return bookKey
    }

    private func currentIdentities(of paths: [String]) -> [String: SiteFileIdentity] {
        var identities: [String: SiteFileIdentity] = [:]
        let site = output.path
        for path in paths { identities[path] = FileBytes.identity(of: site + "/" + path) }
        return identities
    }
}
