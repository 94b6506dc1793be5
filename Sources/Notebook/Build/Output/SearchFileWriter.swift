import Synchronization

/// The search files of a build being written. A file written again waits for the lines of its chapters rendered now
/// (the thread that renders its last one writes it, so the files are not all left to the end); the others, linked or
/// made only of lines carried over from the previous files, are written by `writeRemaining`.
final class SearchFileWriter: Sendable {
    private struct Lines {
        /// Every chapter's search line: carried over, or filled in as the chapter is rendered.
        var lines: [[UInt8]]
        /// For each search file, how many of its chapters are still to be rendered.
        var pendingInPart: [Int]

        func lines(ofPart part: Int) -> ArraySlice<[UInt8]> {
            let first = part * SearchIndex.chaptersPerPart
            return lines[first..<min(first + SearchIndex.chaptersPerPart, lines.count)]
        }
    }

    private let plan: BuildPlan
    private let state: Mutex<Lines>

    init(plan: BuildPlan, chapterCount: Int) {
        self.plan = plan
        let lines = (0..<chapterCount).map { plan.carriedSearchLines[$0] ?? [] }
        state = Mutex(Lines(lines: lines, pendingInPart: plan.renderedChaptersInPart))
    }

    /// Records the line of chapter `index`, just rendered; returns its search file when it was the file's last chapter
    /// pending (nil for a linked file, which keeps its previous lines).
    func chapterRendered(_ index: Int, line: [UInt8]) -> SiteWriter.File? {
        let part = BuildPlan.part(of: index)
        guard !plan.linkedSearchParts.contains(part) else { return nil }
        let lines = state.withLock { state -> ArraySlice<[UInt8]>? in
            state.lines[index] = line
            state.pendingInPart[part] -= 1
            return state.pendingInPart[part] == 0 ? state.lines(ofPart: part) : nil
        }
        return lines.map { SiteWriter.searchFile(part: part, lines: $0) }
    }

    /// Links or writes the search files not written while rendering (`BuildPlan.searchPartsAfterRendering`).
    func writeRemaining(into staging: SiteStaging) throws {
        for part in plan.searchPartsAfterRendering {
            if plan.linkedSearchParts.contains(part) {
                try staging.reuse(BuildPlan.partPath(part))
            } else {
                let lines = state.withLock { $0.lines(ofPart: part) }
                try staging.write(SiteWriter.searchFile(part: part, lines: lines))
            }
        }
    }
}
