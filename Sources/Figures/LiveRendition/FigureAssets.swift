/// The stylesheet and script that go with the markup Figures writes; the site includes each once per page.
///
/// They are constants (no build-time input), so pages stay deterministic and the markup contract they rely on
/// lives next to the code that writes the markup (documented in docs/figures.md).
public enum FigureAssets {
    /// Styles for MathML values, SVG figures and live CSS renditions.
    public static let stylesheet = #"""
/* notebook figures: values (MathML), diagrams (SVG), live renditions (CSS 3D). */
math.value { font-size: 1.05em; margin: 0.6em 0; }
math.value mtable.matrix { border-left: 1.5px solid currentColor; border-right: 1.5px solid currentColor;
  padding: 0.1em 0.15em; margin: 0 0.2em;
  background: linear-gradient(currentColor, currentColor) top left / 0.4em 1.5px no-repeat,
    linear-gradient(currentColor, currentColor) bottom left / 0.4em 1.5px no-repeat,
    linear-gradient(currentColor, currentColor) top right / 0.4em 1.5px no-repeat,
    linear-gradient(currentColor, currentColor) bottom right / 0.4em 1.5px no-repeat; }
math.value mo.bracket { display: none; }
math.value mtable.matrix mtd { padding: 0.22em 0.5em; text-align: right; }
math.value mtable.matrix mtd[title] { cursor: help; }
math.value mtable.affine mtd.constant { color: #8a8a8a; border-left: 1px dashed #9a9a9a; }
math.value mtable.affine mtd.constant ~ mtd.constant { border-left: none; }
math.value mtd.perspective { background: #fff1c2; color: #7a4b00; font-weight: bold; border-radius: 3px; }
math.value .tiny, math.value mtd.tiny { color: #8a8a8a; }
math.value mtd.rounded:hover, math.value mtd[title]:hover { background: #e8f0fe; }
svg.figure { max-width: 100%; height: auto; overflow: visible; background: #fff; }
.live-rendition { margin: 0.8em 0; }
.live-rendition .stage { position: relative; overflow: hidden; background: #fafafa; outline: 1px solid #ddd; }
.live-rendition .layer { position: absolute; box-sizing: border-box; margin: 0; padding: 0;
  background: rgba(47, 111, 222, 0.18); outline: 1px solid rgba(47, 111, 222, 0.8); }
.live-rendition .layer.root { background: transparent; outline: 1px dashed #999; }
.live-rendition .layer.transform-layer { background: transparent; outline: none; }
.live-rendition .sublayer-transform { position: absolute; left: 0; top: 0; width: 100%; height: 100%;
  transform-style: preserve-3d; }
.live-rendition .corner { position: absolute; display: block; width: 0; height: 0; }
.live-rendition .corner::after { content: ""; position: absolute; left: -2px; top: -2px; width: 4px; height: 4px;
  border-radius: 2px; background: #d64545; }
.live-rendition .corner[data-corner="1"] { left: 100%; top: 0; }
.live-rendition .corner[data-corner="2"] { left: 100%; top: 100%; }
.live-rendition .corner[data-corner="3"] { left: 0; top: 100%; }
.live-rendition .corner[data-corner="0"] { left: 0; top: 0; }
.live-rendition .layer-label { position: absolute; left: 4px; top: 2px; font: 11px system-ui, sans-serif;
  color: #234; white-space: nowrap; }
.live-rendition button.play { margin-top: 0.4em; font: inherit; }
@media (prefers-reduced-motion: reduce) { .live-rendition * { transition: none !important; } }
"""#

    /// Runs `button.play` controls: animates every element listed in `data-targets` from the identity through its
    /// `data-keyframes` (the frames in between, each 16 space-separated `matrix3d` entries, `;` between frames) to
    /// the transform of its style, over `data-duration` milliseconds; a `translateZ(…)` before the style's
    /// `matrix3d` is kept on every frame. With `prefers-reduced-motion: reduce` nothing moves by itself:
    /// each press shows the next frame at once (the first press the start, the last the end state), and a status
    /// beside the button says which frame shows and why.
    public static let script = #"""
(function () {
  "use strict";
  var identity = "matrix3d(1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1)";
  /* The end state is the transform of the element's style as written (read from the attribute: the browser's own
     serialization would round it); kept before a step changes the style. */
  function endOf(element) {
    if (element.notebookEnd === undefined) {
      var match = /(?:^|;)\s*transform:\s*([^;]*)/.exec(element.getAttribute("style") || "");
      element.notebookEnd = match ? match[1].trim() : "none";
    }
    return element.notebookEnd;
  }
  function transformsOf(element) {
    var to = endOf(element);
    var at = to.indexOf("matrix3d(");
    var prefix = at > 0 ? to.slice(0, at) : "";
    var middle = (element.getAttribute("data-keyframes") || "").split(";")
      .map(function (s) { return s.trim(); })
      .filter(function (s) { return s.length > 0; })
      .map(function (entries) { return prefix + "matrix3d(" + entries.split(/\s+/).join(", ") + ")"; });
    return [prefix + identity].concat(middle, [to]);
  }
  function targetsOf(button) {
    return (button.getAttribute("data-targets") || "").split(/\s+/)
      .map(function (id) { return id ? document.getElementById(id) : null; })
      .filter(function (element) { return element !== null; });
  }
  function statusOf(button) {
    var status = button.nextElementSibling;
    if (!status || !status.classList.contains("play-status")) {
      status = document.createElement("span");
      status.className = "play-status";
      status.setAttribute("aria-live", "polite");
      button.parentNode.insertBefore(status, button.nextSibling);
    }
    return status;
  }
  function step(button, elements) {
    var count = 2;
    elements.forEach(function (element) { count = Math.max(count, transformsOf(element).length); });
    var shown = button.hasAttribute("data-step") ? Number(button.getAttribute("data-step")) : count - 1;
    var next = (shown + 1) % count;
    button.setAttribute("data-step", String(next));
    elements.forEach(function (element) {
      var frames = transformsOf(element);
      element.style.transform = frames[Math.round(next / (count - 1) * (frames.length - 1))];
    });
    statusOf(button).textContent = "Reduced motion: frame " + (next + 1) + " of " + count +
      (next === 0 ? " (the start)" : next === count - 1 ? " (the end state)" : "") + "; press again for the next.";
  }
  function play(button) {
    var elements = targetsOf(button);
    if (elements.length === 0) { return; }
    if (window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches) {
      step(button, elements);
      return;
    }
    var duration = Number(button.getAttribute("data-duration")) || 1200;
    button.removeAttribute("data-step");
    elements.forEach(function (element) {
      var frames = transformsOf(element);
      element.style.transform = frames[frames.length - 1];
      if (typeof element.animate !== "function") { return; }
      element.animate(frames.map(function (transform) { return { transform: transform }; }),
                      { duration: duration, easing: "ease-in-out" });
    });
  }
  document.addEventListener("click", function (event) {
    var target = event.target;
    var button = target && target.closest ? target.closest("button.play") : null;
    if (button) { play(button); }
  });
})();
"""#
}
