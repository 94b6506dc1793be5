/// `assets/theme.js`: runs in `<head>` before the body is drawn, so a remembered theme or language never flashes.
///
/// localStorage may be missing or throw (Safari and Firefox on `file://`, private windows): every access is guarded and
/// the page then simply follows `prefers-color-scheme` and shows Objective-C first.
enum ThemeScript {
    static let source = #"""
(function () {
  "use strict";
  var root = document.documentElement;
  root.className = root.className.replace(/(^|\s)no-js(\s|$)/, "$1js$2");
  try {
    var theme = window.localStorage.getItem("notebook-theme");
    if (theme === "light" || theme === "dark") { root.setAttribute("data-theme", theme); }
    var language = window.localStorage.getItem("notebook-language");
    if (language === "objc" || language === "swift") { root.setAttribute("data-language", language); }
  } catch (error) {
    /* storage unavailable: defaults apply */
  }
})();

"""#
}
