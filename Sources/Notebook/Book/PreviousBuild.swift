/// What the loader asks of an earlier build of the book, so that a chapter the earlier build already read need not
/// be parsed again (the build's cache implements it; the book knows nothing of how it is kept).
public protocol PreviousBuild: Sendable {
    /// The fingerprint of the configuration file the earlier build read: its chapters are reusable only if this one
    /// is the same.
    var configurationFingerprint: String { get }
    /// When the earlier build started (the clock file times come from): a chapter file last modified before then,
    /// whose identity is the recorded one, is trusted without being read.
    var buildStarted: FileTime { get }
    /// What the earlier build knew of the chapter `name` (relative to `Chapters/`), nil when it knew nothing.
    func chapter(named name: String) -> (any ChapterReuse)?
}

/// An earlier build's knowledge of one chapter: enough to tell whether the chapter is unchanged, and to resolve
/// links into it, without parsing it.
public protocol ChapterReuse: Sendable {
    /// The fingerprint of the chapter's bytes, name, path and number.
    var sourceKey: String { get }
    /// The fingerprint of the chapter file's bytes alone.
    var contentHash: String { get }
    /// The chapter file as it was read; unchanged (and older than the build), it vouches for `contentHash`.
    var sourceIdentity: SiteFileIdentity? { get }
    /// The anchors other chapters can link to.
    var listings: [ListingAnchors] { get }
    /// The links into other chapters and what they resolved to; if any now resolves differently, the chapter is
    /// parsed again.
    var imports: [ResolvedImport] { get }
    /// The files (not chapters) it shows or links to, relative to `Chapters/`; if one is gone, the chapter is parsed
    /// again, so the error points at its link.
    var assets: [String] { get }
}
