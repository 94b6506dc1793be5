import Diagnostics

/// One chapter as the last build left it.
public struct ChapterRecord: Hashable, Sendable {
    public var name: String
    /// The pipeline's fingerprint of the chapter's own inputs: its bytes, number and name.
    public var sourceKey: String
    /// A fingerprint of the chapter file's bytes alone.
    public var contentHash = ""
    /// The chapter file as `stat(2)` saw it when it was read; unchanged (and older than the build), it vouches for
    /// `contentHash` without the file being read again.
    public var sourceIdentity: SiteFileIdentity?
    /// Everything the chapter's page and search shard depend on (set by the builder).
    public var pageKey = ""
    public var title: String
    public var summary: String?
    public var listingCount: Int
    /// The anchors other chapters can link to.
    public var listings: [ListingAnchors] {
        get { listingTable.anchors }
        set { listingTable = ListingTable(newValue) }
    }
    /// `listings`, kept as the manifest's lines until someone asks: a rebuild of a large book reads thousands of
    /// anchors it never looks up, and writes them back unchanged.
    var listingTable: ListingTable
    /// The links into other chapters and what they resolved to; if any now resolves differently, the chapter is built
    /// again.
    public var imports: [ResolvedImport]
    /// Warnings of the chapter's last build, reported again while it is reused.
    public var warnings: [Diagnostic]
    /// The files (not chapters) it shows or links to, relative to `Chapters/`: copied into the site while it is reused.
    public var assets: [String] = []

    public init(name: String, sourceKey: String, title: String, summary: String? = nil, listingCount: Int = 0,
                listings: [ListingAnchors] = [], imports: [ResolvedImport] = [], warnings: [Diagnostic] = []) {
        self.name = name
        self.sourceKey = sourceKey
        self.title = title
        self.summary = summary
        self.listingCount = listingCount
        self.listingTable = ListingTable(listings)
        self.imports = imports
        self.warnings = warnings
    }
}

extension ChapterRecord: ChapterReuse {}
