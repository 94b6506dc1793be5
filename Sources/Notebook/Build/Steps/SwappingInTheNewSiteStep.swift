/// `[4/4] swapping in the new site`: swaps the staging folder in, then records the new manifest, with the identity
/// of every file of the new site (the manifest is replaced only after the swap: a killed build leaves the previous
/// site and its manifest, which still agree).
struct SwappingInTheNewSiteStep {
    let staging: SiteStaging
    /// Nil for a build that records nothing.
    let store: BuildManifestStore?

    /// `manifest` is complete but for its files, which are filled in once the new site is in place.
    func run(manifest: BuildManifest) throws {
        try staging.commit { identities in
            var manifest = manifest
            manifest.files = identities
            store?.store(manifest)
        }
    }
}
