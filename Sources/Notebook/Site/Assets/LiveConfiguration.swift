/// `assets/live-config.js`: whether the site carries the live cells' module, for `assets/live.js` to read before it
/// adds any control (docs/live-cells.md).
///
/// An asset of its own, written by every build, rather than a word in each page: a page is the same bytes with or
/// without the module, so building with or without it leaves the incremental build's page cache valid, and the
/// pages of a site built without the module show no Edit button that could only say the module is missing.
enum LiveConfiguration {
    static let path = "assets/live-config.js"

    static func script(hasModule: Bool) -> String {
        "window.NotebookLive = {module: \(hasModule)};\n"
    }
}
