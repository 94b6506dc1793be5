import Foundation

/// The reload script `notebook serve` adds to every page it serves (never to the built files): it long-polls
/// `/__notebook/wait` and reloads the page when a new build (or a build error) is published.
enum LiveReload {
    static let script = #"""
(function () {
  "use strict";
  var tag = document.currentScript;
  var version = tag ? Number(tag.getAttribute("data-version")) : -1;
  function poll() {
    fetch("/__notebook/wait?since=" + version, { cache: "no-store" })
      .then(function (response) { return response.json(); })
      .then(function (answer) {
        if (answer.version !== version) { window.location.reload(); } else { poll(); }
      })
      .catch(function () { window.setTimeout(poll, 1000); });
  }
  poll();
})();

"""#

    /// The page with `<script src="/__notebook/live.js" data-version="N">` before its closing `</body>`.
    static func inject(into page: String, version: Int) -> String {
        let tag = "<script src=\"/__notebook/live.js\" data-version=\"\(version)\"></script>\n"
        guard let range = page.range(of: "</body>", options: .backwards) else { return page + tag }
        var result = page
        result.insert(contentsOf: tag, at: range.lowerBound)
        return result
    }
}
