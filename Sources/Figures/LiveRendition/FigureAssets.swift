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
math.value mtd[title]:hover { background: #e8f0fe; }
svg.figure { max-width: 100%; height: auto; overflow: visible; background: #fff; }
/* The same on every element of its kind, so here once rather than on each (a cube page has dozens of each). */
svg.figure polygon.content-mark { fill-opacity: 0.5; }
svg.figure circle.anchor-point { fill: #ffffff; stroke-width: 1.5px; }
svg.figure polygon.original-frame { stroke-opacity: 0.6; stroke-dasharray: 6 4; }
svg.layer-diagram polygon.root-bounds, svg.flattening-comparison polygon.root-bounds { stroke-dasharray: 2 3; }
svg.layer-diagram text.label.layer, svg.flattening-comparison text.label.layer { font-weight: 600; }
svg.figure text.mark-number { fill: #444444; font-weight: 700; stroke: #ffffff; stroke-width: 3px; paint-order: stroke; }
.live-rendition { margin: 0.8em 0; }
.live-rendition .stage { position: relative; overflow: hidden; background: #fafafa; outline: 1px solid #ddd; }
.live-rendition .layer { position: absolute; box-sizing: border-box; margin: 0; padding: 0;
  background: rgba(47, 111, 222, 0.18); outline: 1px solid rgba(47, 111, 222, 0.8); }
.live-rendition .layer.root { background: transparent; outline: 1px dashed #999; }
.live-rendition .layer.transform-layer { background: transparent; outline: none; }
.live-rendition .sublayer-transform { position: absolute; left: 0; top: 0; width: 100%; height: 100%;
  transform-style: preserve-3d; pointer-events: none; }
/* The wrapper draws nothing, but as a plane of the preserve-3d context it would take the hits meant for the layers
   behind it. */
.live-rendition .sublayer-transform > .layer { pointer-events: auto; }
.live-rendition .layer > i { position: absolute; display: block; width: 0; height: 0; }
.live-rendition .layer > i::after { content: ""; position: absolute; left: -2px; top: -2px; width: 4px; height: 4px;
  border-radius: 2px; background: #d64545; }
.live-rendition .layer > i:nth-of-type(1) { left: 0; top: 0; }
.live-rendition .layer > i:nth-of-type(2) { left: 100%; top: 0; }
.live-rendition .layer > i:nth-of-type(3) { left: 100%; top: 100%; }
.live-rendition .layer > i:nth-of-type(4) { left: 0; top: 100%; }
.live-rendition .layer-label { position: absolute; left: 4px; top: 2px; font: 11px system-ui, sans-serif;
  color: #234; white-space: nowrap; }
/* The number of a collection element (the cube's faces 1-6) at the centre of its face, turning with it; clicks and
   hit tests pass through to the face. */
.live-rendition .face-number { position: absolute; left: 50%; top: 50%; transform: translate(-50%, -50%);
  font: 700 18px system-ui, sans-serif; color: #333; pointer-events: none; }
.live-rendition button.play { margin-top: 0.4em; font: inherit; }
/* One figure: with script the SVG shows until Play swaps the rendition in (same size, same coordinates); without
   script the page hides the rendition and its button, and the SVG alone remains. */
.js .live-rendition:not(.shown) > .stage { display: none; }
.js svg.figure.swapped-out { display: none; }
.live-rendition .play-steps { display: block; }
.live-rendition mark.play-step { font-weight: 600; }
@media (prefers-reduced-motion: reduce) { .live-rendition * { transition: none !important; } }
"""#

    /// Runs `button.play` controls. The figure shows its SVG; a press swaps in the live rendition of the same layers
    /// (same size and coordinates) and plays it: every element listed in `data-targets` moves from the identity
    /// through its `data-keyframes` (the frames in between, each 16 `matrix3d` entries in
    /// `TransformKeyframes.compactSpelling`, `;` between frames) to the transform of its style, over
    /// `data-duration` milliseconds; an element with `data-animation` (the animation's length in seconds) plays its
    /// `data-keyframes` as they are instead, every frame from the animation's start to its end (an empty frame being
    /// the identity), evenly in time; a `translateZ(…)` before the style's
    /// `matrix3d` is kept on every frame. An element with `data-steps` (labels separated by `|`) plays a compound
    /// transform one operation at a time, `framesPerStep` frames per operation, and the status beside the button
    /// names the operation playing ("1 scale 0.5 → 2 rotate 30° → …", the current one marked). With
    /// `prefers-reduced-motion: reduce` nothing moves by itself: each press shows the next state at once (the next
    /// operation's result, or the next frame), and the status says which and why. "Show the diagram" swaps back.
    public static let script = #"""
(function () {
  "use strict";
  var identity = "matrix3d(1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1)";
  var framesPerStep = \#(TransformKeyframes.framesPerStep);
  /* The end state is the transform of the element's style as written (read from the attribute: the browser's own
     serialization would round it); kept before a step changes the style. */
  function endOf(element) {
    if (element.notebookEnd === undefined) {
      var match = /(?:^|;)\s*transform:\s*([^;]*)/.exec(element.getAttribute("style") || "");
      element.notebookEnd = match ? match[1].trim() : "none";
    }
    return element.notebookEnd;
  }
  /* A frame of data-keyframes: 16 comma-separated entries, an empty or missing one being the identity's. */
  function entriesOf(frame) {
    var given = frame.split(","), entries = [];
    for (var i = 0; i < 16; i++) {
      var text = i < given.length ? given[i].trim() : "";
      entries.push(text === "" ? (i % 5 === 0 ? "1" : "0") : text);
    }
    return entries;
  }
  function transformsOf(element) {
    var to = endOf(element);
    var at = to.indexOf("matrix3d(");
    var prefix = at > 0 ? to.slice(0, at) : "";
    /* An animation's frames are complete, start and end included; an empty one is the identity. */
    if (isAnimation(element)) {
      return element.getAttribute("data-keyframes").split(";")
        .map(function (frame) { return prefix + "matrix3d(" + entriesOf(frame.trim()).join(", ") + ")"; });
    }
    var middle = (element.getAttribute("data-keyframes") || "").split(";")
      .map(function (s) { return s.trim(); })
      .filter(function (s) { return s.length > 0; })
      .map(function (frame) { return prefix + "matrix3d(" + entriesOf(frame).join(", ") + ")"; });
    return [prefix + identity].concat(middle, [to]);
  }
  function isAnimation(element) {
    return element.hasAttribute("data-animation") && element.hasAttribute("data-keyframes");
  }
  /* The labels of a compound transform's operations, or [] when it plays as one motion. */
  function stepsOf(element) {
    var steps = element.getAttribute("data-steps");
    return steps ? steps.split("|") : [];
  }
  function targetsOf(button) {
    return (button.getAttribute("data-targets") || "").split(/\s+/)
      .map(function (id) { return id ? document.getElementById(id) : null; })
      .filter(function (element) { return element !== null; });
  }
  function statusOf(button) {
    var status = button.parentNode.querySelector(".play-status");
    if (!status) {
      status = document.createElement("span");
      status.className = "play-status";
      status.setAttribute("aria-live", "polite");
      button.parentNode.insertBefore(status, button.nextSibling);
    }
    return status;
  }
  /* The figure's SVG of the same layers: its title's id is the rendition's id with "-title" for "-live". */
  function diagramOf(rendition) {
    var title = document.getElementById(rendition.id.replace(/-live$/, "") + "-title");
    return title && title.closest ? title.closest("svg") : null;
  }
  function show(rendition, live) {
    var diagram = diagramOf(rendition);
    rendition.classList.toggle("shown", live);
    if (diagram) { diagram.classList.toggle("swapped-out", live); }
    var back = rendition.querySelector("button.show-diagram");
    if (live && !back && diagram) {
      back = document.createElement("button");
      back.type = "button";
      back.className = "show-diagram";
      back.textContent = "Show the diagram";
      rendition.appendChild(back);
    }
    if (back) { back.hidden = !live; }
    /* The page fits a shown stage to its column (it measured nothing while the stage was hidden). */
    if (typeof window.dispatchEvent === "function" && typeof Event === "function") { window.dispatchEvent(new Event("resize")); }
  }
  /* "layerView1: 1 rotate 45° → 2 scale 1.5, 1" for each element played step by step, step `current` marked. */
  function describeSteps(status, elements, current, prefix) {
    status.textContent = prefix;
    elements.forEach(function (element) {
      var steps = stepsOf(element);
      if (steps.length === 0) { return; }
      var line = document.createElement("span");
      line.className = "play-steps";
      var name = (element.getAttribute("data-layer") || "").replace(/\.layer$/, "").replace(/^self\./, "");
      line.appendChild(document.createTextNode(name ? name + ": " : ""));
      steps.forEach(function (label, index) {
        if (index > 0) { line.appendChild(document.createTextNode(" \u2192 ")); }
        var step = document.createElement(index === current ? "mark" : "span");
        step.className = "play-step";
        step.setAttribute("data-step", String(index + 1));
        step.textContent = (index + 1) + " " + label;
        line.appendChild(step);
      });
      status.appendChild(line);
    });
  }
  function mostSteps(elements) {
    return elements.reduce(function (most, element) { return Math.max(most, stepsOf(element).length); }, 0);
  }
  /* Reduced motion: the states in order, one per press (the start, then each operation's result or frame). */
  function step(button, elements) {
    var steps = mostSteps(elements);
    var count = steps > 1 ? steps + 1 : 2;
    if (steps <= 1) {
      elements.forEach(function (element) { count = Math.max(count, transformsOf(element).length); });
    }
    var shown = button.hasAttribute("data-step") ? Number(button.getAttribute("data-step")) : count - 1;
    var next = (shown + 1) % count;
    button.setAttribute("data-step", String(next));
    elements.forEach(function (element) {
      var frames = transformsOf(element);
      var own = stepsOf(element).length;
      var index = own > 1 ? Math.min(next, own) * framesPerStep : Math.round(next / (count - 1) * (frames.length - 1));
      element.style.transform = frames[Math.min(index, frames.length - 1)];
    });
    var where = next === 0 ? " (the start)" : next === count - 1 ? " (the end state)" : "";
    var words = steps > 1
      ? "Reduced motion: " + (next === 0 ? "the start" : "after step " + next + " of " + steps) + where.replace(/ \(the start\)/, "")
      : "Reduced motion: frame " + (next + 1) + " of " + count + where;
    describeSteps(statusOf(button), elements, next - 1, words + "; press again for the next. ");
  }
  function play(button) {
    var elements = targetsOf(button);
    if (elements.length === 0) { return; }
    var rendition = button.closest ? button.closest(".live-rendition") : null;
    if (rendition) { show(rendition, true); }
    if (window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches) {
      step(button, elements);
      return;
    }
    var duration = Number(button.getAttribute("data-duration")) || 1200;
    var steps = mostSteps(elements);
    var status = statusOf(button);
    button.removeAttribute("data-step");
    (button.notebookTimers || []).forEach(function (timer) { window.clearTimeout(timer); });
    button.notebookTimers = [];
    elements.forEach(function (element) {
      var frames = transformsOf(element);
      element.style.transform = frames[frames.length - 1];
      if (typeof element.animate !== "function") { return; }
      /* Step by step the motion is even (each operation eases in its own frames' spacing), as is an animation
         (its frames are sampled evenly in time, its timing function already applied); at once it eases. */
      var even = stepsOf(element).length > 1 || isAnimation(element);
      element.animate(frames.map(function (transform) { return { transform: transform }; }),
                      { duration: duration, easing: even ? "linear" : "ease-in-out" });
    });
    if (steps > 1) {
      for (var index = 0; index < steps; index++) {
        button.notebookTimers.push(window.setTimeout(describeSteps.bind(null, status, elements, index, "Playing: "),
                                                     duration * index / steps));
      }
      button.notebookTimers.push(window.setTimeout(describeSteps.bind(null, status, elements, -1, "Played: "), duration));
    } else {
      status.textContent = "";
    }
  }
  /* For the live cell (assets/live.js), which redraws a rendition the reader has swapped in and keeps it shown. */
  window.NotebookFigures = { show: show };
  document.addEventListener("click", function (event) {
    var target = event.target;
    var button = target && target.closest ? target.closest("button.play, button.show-diagram") : null;
    if (!button) { return; }
    if (button.classList.contains("play")) { play(button); return; }
    var rendition = button.closest(".live-rendition");
    if (rendition) { show(rendition, false); }
  });
})();
"""#
}
