/// The live cell, the second half of `assets/live.js` (docs/live-cells.md, "The cell"): an Edit control on every
/// evaluated listing that opens its code in an editor evaluated by the module as the reader types, numbers that can
/// be dragged (scrubbed), a step control that shows the figure after each statement, and Reset.
///
/// Progressive enhancement only: the controls are added by this script, the static page is never changed (its
/// values, checks and figure stay the verified ones; edited results appear in a part of their own, marked as
/// edited). Text from the module goes in through `textContent`; the figure SVG is the module's, written by the
/// build's markup writer, which escapes it.
enum LiveCellEditorScript {
    static let source = cellSource + LiveCellScrubScript.methods + LiveCellDragScript.methods + setUpSource

    static let cellSource = #"""
(function () {
  "use strict";
  var api = window.notebook;
  if (!api || !window.requestAnimationFrame || !document.querySelectorAll) { return; }
  var root = document.documentElement;
  /* Above this many characters the editor is plain text: its overlay, an element per line and per number laid out at
     every keystroke, took seconds per key for a pasted megabyte (which the module refuses anyway, above 1,000,000). */
  var PLAIN_TEXT_ABOVE = 100000;

  function element(name, className, text) {
    var node = document.createElement(name);
    if (className) { node.className = className; }
    if (text !== undefined) { node.textContent = text; }
    return node;
  }

  function button(text, className) {
    var node = element("button", className, text);
    node.type = "button";
    return node;
  }

  function listingName(listing) {
    var label = listing.querySelector(".listing-label");
    return label ? label.textContent : "the listing";
  }

  /* Each Edit button names its listing: a screen reader's list of a page's buttons read "Edit" a dozen times. */
  function nameEditButton(edit, listing) {
    edit.setAttribute("aria-label", edit.textContent + (edit.textContent === "Edit" ? " " : " of ") + listingName(listing));
  }

  function languageName(language) { return language === "swift" ? "Swift" : "Objective-C"; }

  /* The listing's verified code, by language (objc, swift). */
  function verifiedSources(listing) {
    var sources = {};
    var codes = listing.querySelectorAll("pre.code > code");
    for (var i = 0; i < codes.length; i++) {
      var match = /language-(\w+)/.exec(codes[i].className);
      if (match) { sources[match[1]] = codes[i].textContent; }
    }
    return sources;
  }

  /* The expectations of the static table (warnings excluded), with the exact expected text and its tolerance. */
  function expectationsOf(listing) {
    var rows = listing.querySelectorAll("table.expectations tbody tr");
    var result = [];
    for (var i = 0; i < rows.length; i++) {
      var cells = rows[i].cells;
      var expression = cells[0].textContent;
      if (expression === "warning") { continue; }
      var time = rows[i].getAttribute("data-at"), timeLabel = cells[0].querySelector(".expectation-time");
      if (timeLabel) { expression = expression.slice(timeLabel.textContent.length); }
      var exact = cells[1].getAttribute("title") || cells[1].textContent;
      var tolerance = 1e-9;
      var plusMinus = /\s*±\s*(\S+)\s*$/.exec(exact);
      if (plusMinus) { tolerance = Number(plusMinus[1]); exact = exact.slice(0, plusMinus.index); }
      /* `hit (X, Y) -> VIEW` lines: the view the touch reaches is checked, not a value. */
      var hit = /^hit \(\s*(-?[0-9.e+-]+)\s*,\s*(-?[0-9.e+-]+)\s*\)$/.exec(expression);
      result.push({ expression: hit ? exact : expression, expected: exact, tolerance: tolerance,
                    at: time === null ? undefined : Number(time), hit: hit ? [Number(hit[1]), Number(hit[2])] : undefined,
                    label: expression });
    }
    return result;
  }

  /* The numbers, booleans and words of a value in reading order (eval-json's value objects, depth first). */
  function flatten(value, into) {
    if (value === null) { into.push(NaN); return into; }
    if (typeof value !== "object") { into.push(value); return into; }
    if (Array.isArray(value)) { value.forEach(function (item) { flatten(item, into); }); return into; }
    Object.keys(value).forEach(function (key) {
      if (key !== "type" && key !== "numberType" && key !== "name") { flatten(value[key], into); }
    });
    return into;
  }

  function expectedItems(text) {
    var items = [], pattern = /[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?|\b(?:YES|NO|true|false|front|back)\b/g, match;
    while ((match = pattern.exec(text))) {
      var word = match[0];
      items.push(word === "YES" || word === "true" ? true : word === "NO" || word === "false" ? false :
                 word === "front" || word === "back" ? word : Number(word));
    }
    return items;
  }

  /* "holds", "fails" or "unknown" (the value has another shape than the expected text, or could not be computed). */
  function check(expectation, observed) {
    if (!observed || observed.error !== undefined) { return "unknown"; }
    if (expectation.hit) { return observed.hit ? (observed.hit.holds ? "holds" : "fails") : "unknown"; }
    var actual = flatten(observed.value, []), expected = expectedItems(expectation.expected);
    if (!expected.length || actual.length !== expected.length) { return "unknown"; }
    for (var i = 0; i < expected.length; i++) {
      var a = actual[i], e = expected[i];
      if (typeof e === "number" && typeof a === "number") {
        if (!(a === e || Math.abs(a - e) <= expectation.tolerance)) { return "fails"; }
      } else if (a !== e) {
        return typeof a === typeof e ? "fails" : "unknown";
      }
    }
    return "holds";
  }

  function shortNumber(number) {
    if (number === null) { return "not finite"; }
    if (typeof number !== "number") { return String(number); }
    return Number.isInteger(number) ? String(number) : String(parseFloat(number.toPrecision(6)));
  }

  /* A value as one line: `0.5`, `{x: 1, y: 2}`, `CALayer`. */
  function describe(value) {
    if (value === null || typeof value !== "object") { return shortNumber(value); }
    if (Array.isArray(value)) { return "[" + value.map(describe).join(", ") + "]"; }
    if ("bounds" in value || "layer" in value) { return value.type + (value.name ? " " + value.name : ""); }
    if ("elements" in value) { return describe(value.elements); }
    if ("value" in value) { return shortNumber(value.value); }
    if ("pointee" in value) { return "&" + describe(value.pointee); }
    var fields = Object.keys(value).filter(function (key) { return key !== "type" && key !== "numberType"; });
    return (value.type ? value.type + " " : "") + "{" + fields.map(function (key) {
      return key + ": " + describe(value[key]);
    }).join(", ") + "}";
  }

  /* A diagnostic as the terminal shows it: the headline, the source line and a caret under the column. */
  function terminalText(diagnostic, file, source) {
    var text = diagnostic.file + ":" + diagnostic.line + ":" + diagnostic.column + ": " + diagnostic.severity + ": " +
      diagnostic.message;
    var line = diagnostic.file === file ? source.split("\n")[diagnostic.line - 1] : undefined;
    if (line === undefined) { return text; }
    var indent = Array.from(line).slice(0, Math.max(0, diagnostic.column - 1)).join("").replace(/[^\t]/g, " ");
    return text + "\n" + line + "\n" + indent + "^";
  }

  /* The errors, for the status: the diagnostics' own text is no live region, so a screen reader hears of them here
     (their count and the first one's line, which do not change at every keystroke as a message's column does). */
  function errorSummary(diagnostics) {
    var errors = diagnostics.filter(function (diagnostic) { return diagnostic.severity === "error"; });
    if (!errors.length) { return ""; }
    return ", " + errors.length + (errors.length === 1 ? " error" : " errors") + " (line " + errors[0].line + ")";
  }

  function Cell(listing, toolbar, editButton) {
    this.listing = listing;
    this.editButton = editButton;
    this.verified = verifiedSources(listing);
    this.edited = {};
    for (var language in this.verified) { this.edited[language] = this.verified[language]; }
    this.expectations = expectationsOf(listing);
    this.name = listingName(listing);
    var staticFigure = listing.querySelector("figure.figure");
    this.figureId = (staticFigure ? staticFigure.id : listing.id + "-figure") + "-edited";
    this.generation = 0;
    this.pending = false;
    this.statements = null;
    this.step = null;
    this.renditionShown = false;
    this.build(toolbar);
  }

  Cell.prototype.build = function (toolbar) {
    var cell = this;
    this.element = element("div", "cell");
    this.element.id = this.listing.id + "-cell";
    this.editButton.setAttribute("aria-controls", this.element.id);
    this.element.hidden = true;
    var controls = element("div", "cell-controls");
    controls.setAttribute("role", "toolbar");
    controls.setAttribute("aria-label", "Live cell of " + this.name);
    this.resetButton = button("Reset", "cell-reset");
    this.backButton = button("◀ Step back", "cell-step-back");
    this.stepButton = button("Step ▶", "cell-step");
    this.allButton = button("Run all", "cell-run-all");
    /* A screen reader would read the arrows' names ("black left-pointing triangle"). */
    this.backButton.setAttribute("aria-label", "Step back");
    this.stepButton.setAttribute("aria-label", "Step");
    this.status = element("span", "cell-status");
    this.status.setAttribute("role", "status");
    this.status.setAttribute("aria-live", "polite");
    [this.resetButton, this.backButton, this.stepButton, this.allButton, this.status].forEach(function (node) {
      controls.appendChild(node);
    });
    var editor = element("div", "cell-editor");
    this.overlay = element("pre", "cell-overlay");
    this.overlay.setAttribute("aria-hidden", "true");
    this.input = element("textarea", "cell-input");
    this.input.spellcheck = false;
    ["autocapitalize", "autocomplete", "autocorrect"].forEach(function (name) { cell.input.setAttribute(name, "off"); });
    this.input.setAttribute("wrap", "off");
    /* What a scrub made of the number, for a screen reader (the status speaks of results). */
    this.numberNote = element("span", "visually-hidden cell-number-note");
    this.numberNote.setAttribute("aria-live", "polite");
    editor.appendChild(this.overlay);
    editor.appendChild(this.input);
    this.results = element("section", "listing-part cell-results");
    this.results.setAttribute("aria-label", "Edited results of " + this.name);
    this.heading = element("p", "listing-part-title", "Edited");
    this.values = element("dl", "values cell-values");
    this.checks = element("ul", "cell-checks");
    this.diagnostics = element("pre", "cell-diagnostics");
    this.figure = element("div", "cell-figure");
    [this.heading, this.values, this.checks, this.diagnostics, this.figure].forEach(function (node) {
      cell.results.appendChild(node);
    });
    [controls, editor, this.numberNote, this.results].forEach(function (node) { cell.element.appendChild(node); });
    var code = this.listing.querySelector(".twin") || this.listing.querySelector("pre.code");
    code.insertAdjacentElement("afterend", this.element);
    this.setUpDrag();
    this.listen();
  };

  Cell.prototype.listen = function () {
    var cell = this;
    this.input.addEventListener("input", function () {
      cell.numberNote.classList.add("visually-hidden");
      cell.edited[cell.language] = cell.input.value;
      cell.step = null;
      cell.render();
      cell.schedule();
    });
    this.input.addEventListener("scroll", function () {
      cell.overlay.scrollTop = cell.input.scrollTop;
      cell.overlay.scrollLeft = cell.input.scrollLeft;
    });
    this.input.addEventListener("pointerdown", function (event) { cell.startScrub(event); });
    this.input.addEventListener("keydown", function (event) { cell.nudge(event); });
    this.input.addEventListener("pointermove", function (event) { cell.hover(event); });
    this.resetButton.addEventListener("click", function () { cell.reset(); });
    /* Once the reader has played the rendition it stays swapped in for the SVG, edit after edit and step after step
       (a step without a layer diagram shows none, the next one shows it again), until "Show the diagram". */
    this.figure.addEventListener("click", function (event) {
      var target = event.target.closest ? event.target.closest("button.play, button.show-diagram") : null;
      if (target) { cell.renditionShown = target.classList.contains("play"); }
    });
    this.stepButton.addEventListener("click", function () { cell.stepTo(cell.step === null ? 1 : cell.step + 1); });
    this.backButton.addEventListener("click", function () { cell.stepTo(cell.step === null ? 0 : cell.step - 1); });
    this.allButton.addEventListener("click", function () { cell.step = null; cell.render(); cell.schedule(); });
    /* The language switch is one choice for the book: the cell follows it, keeping each language's edits. */
    new MutationObserver(function () {
      var language = root.getAttribute("data-language");
      if (!cell.element.hidden && language !== cell.language && cell.verified[language] !== undefined) {
        cell.language = language;
        cell.load();
      }
    }).observe(root, { attributes: true, attributeFilter: ["data-language"] });
  };

  Cell.prototype.currentLanguage = function () {
    var chosen = root.getAttribute("data-language");
    if (this.verified[chosen] !== undefined) { return chosen; }
    return Object.keys(this.verified)[0];
  };

  Cell.prototype.toggle = function () {
    var opening = this.element.hidden;
    this.element.hidden = !opening;
    this.listing.classList.toggle("cell-editing", opening);
    this.editButton.setAttribute("aria-expanded", opening ? "true" : "false");
    this.editButton.textContent = opening ? "Close editor" : "Edit";
    nameEditButton(this.editButton, this.listing);
    if (opening) {
      this.language = this.currentLanguage();
      this.load();
      /* The caret at the start, the page where the reader was: focusing the end of a long listing's code scrolled the
         Edit button and the controls off the screen. Opened near the bottom, the cell's first lines come up. */
      this.input.setSelectionRange(0, 0);
      this.input.focus({ preventScroll: true });
      if (this.element.getBoundingClientRect().top > window.innerHeight * 0.75) { this.editButton.scrollIntoView(); }
    }
  };

  Cell.prototype.load = function () {
    this.input.value = this.edited[this.language];
    this.numberNote.classList.add("visually-hidden");
    this.input.setAttribute("aria-label", "Code of " + this.name + " (" + languageName(this.language) + ")");
    this.step = null;
    this.statements = null;
    this.render();
    this.schedule();
  };

  Cell.prototype.reset = function () {
    this.edited[this.language] = this.verified[this.language];
    this.forgetDrags();
    this.load();
  };

  Cell.prototype.fileName = function () {
    return this.listing.id + (this.language === "swift" ? ".swift" : ".m");
  };

  /* One evaluation per frame however fast the reader types or drags: the latest text wins. */
  Cell.prototype.schedule = function () {
    var cell = this;
    if (this.pending) { return; }
    this.pending = true;
    if (!this.status.textContent) { this.status.textContent = "Evaluating…"; }
    requestAnimationFrame(function () { cell.pending = false; cell.evaluate(); });
  };

  Cell.prototype.evaluate = function () {
    var cell = this, generation = ++this.generation, source = this.input.value, started = performance.now();
    var options = { dialect: this.language, listing: this.listing.id, figure: true, id: this.figureId,
                    file: this.fileName(), progress: true };
    if (this.step === null) {
      options.expect = this.expectations.map(function (expectation) {
        if (expectation.hit) { return { expression: expectation.expression, hit: expectation.hit }; }
        return expectation.at === undefined ? expectation.expression : { expression: expectation.expression, at: expectation.at };
      });
    } else {
      options.stop = this.step;
    }
    var events = this.dragEvents();
    if (events) { options.events = events; }
    api.evaluate(source, options).then(function (result) {
      if (generation !== cell.generation) { return; }
      cell.show(result, source, events !== null);
      cell.listing.dispatchEvent(new CustomEvent("notebook:cell-evaluated", { detail: {
        milliseconds: performance.now() - started, step: cell.step, statements: cell.statements,
        events: events && events.join("\n"), drags: cell.drags.length } }));
    }, function (error) {
      if (generation !== cell.generation) { return; }
      cell.announce("Live evaluation failed: " + error.message);
      cell.listing.dispatchEvent(new CustomEvent("notebook:cell-failed", { detail: { message: error.message } }));
    });
  };

  Cell.prototype.show = function (result, source, dragged) {
    if (this.step === null) { this.statements = result.progress.statements; }
    var edited = source !== this.verified[this.language];
    var drags = dragged ? ", after your " + (this.drags.length === 1 ? "drag" : this.drags.length + " drags") : "";
    this.heading.textContent = (edited ? "Edited" : dragged ? "Live" : "Live (as verified)") + drags +
      (this.step === null ? "" : ", after statement " + this.step + " of " + this.statements);
    this.results.classList.toggle("edited", edited || dragged);
    this.showValues(result.variables);
    this.showChecks(result.expectations);
    this.showDiagnostics(result.diagnostics, source);
    this.showFigure(result);
    this.render(this.step === null ? null : result.progress.line);
    this.announce((this.step === null
      ? this.statements + (this.statements === 1 ? " statement" : " statements") + (edited ? ", edited" : "")
      : "Step " + this.step + " of " + this.statements + (result.progress.line ? ", line " + result.progress.line : "")) +
      errorSummary(result.diagnostics));
    var focused = document.activeElement;
    this.backButton.disabled = this.step === null || this.step <= 0;
    this.stepButton.disabled = this.statements === 0 || (this.step !== null && this.step >= this.statements);
    this.allButton.disabled = this.step === null;
    /* A button disabled under the keyboard's focus drops it on the page's body: the next step control takes it. */
    if (focused && focused.disabled) {
      [this.stepButton, this.backButton, this.resetButton].filter(function (node) { return !node.disabled; })[0].focus();
    }
  };

  /* The status is a polite live region, which a screen reader speaks at every change: it changes only when what it
     says does (a keystroke is not announced, nor "Evaluating…" before each result; that shows only before the first). */
  Cell.prototype.announce = function (text) {
    if (this.status.textContent !== text) { this.status.textContent = text; }
  };

  Cell.prototype.showValues = function (variables) {
    this.values.textContent = "";
    for (var name in variables) {
      var item = element("div", "value");
      item.appendChild(element("dt", null, name));
      item.appendChild(element("dd", null, describe(variables[name])));
      this.values.appendChild(item);
    }
  };

  Cell.prototype.showChecks = function (observed) {
    this.checks.textContent = "";
    if (!this.expectations.length) { return; }
    if (!observed) {
      this.checks.appendChild(element("li", "unknown", "The expectations are checked at the end of the listing."));
      return;
    }
    for (var i = 0; i < this.expectations.length; i++) {
      var expectation = this.expectations[i], outcome = check(expectation, observed[i]);
      var now = observed[i].error !== undefined ? "error: " + observed[i].error
        : observed[i].hit ? "reaches " + observed[i].hit.reached : describe(observed[i].value);
      var line = expectation.hit ? expectation.label + " -> " + expectation.expected : expectation.expression + " = " + expectation.expected;
      var text = outcome === "holds" ? "✓ " + line + " still holds"
        : outcome === "fails" ? "✗ " + line + " no longer holds (now " + now + ")"
        : "? " + line + " cannot be checked live (now " + now + ")";
      this.checks.appendChild(element("li", outcome, text));
    }
  };

  Cell.prototype.showDiagnostics = function (diagnostics, source) {
    var file = this.fileName();
    this.diagnostics.textContent = diagnostics.map(function (diagnostic) {
      return terminalText(diagnostic, file, source);
    }).join("\n");
    this.diagnostics.hidden = diagnostics.length === 0;
  };

  Cell.prototype.showFigure = function (result) {
    var hasErrors = result.diagnostics.some(function (diagnostic) { return diagnostic.severity === "error"; });
    if (result.figure) {
      /* The module's SVG and CSS rendition, written (and escaped) by the build's markup writer; in one parse, framed
         as the static figure frames its rendition, so figures.js plays it and notebook.js fits it. */
      this.figure.innerHTML = result.figure +
        (result.rendition ? '<div class="rendition-frame">' + result.rendition + "</div>" : "");
      var rendition = this.figure.querySelector(".live-rendition");
      if (this.renditionShown && rendition && window.NotebookFigures) { window.NotebookFigures.show(rendition, true); }
    } else {
      this.figure.textContent = hasErrors ? "No figure: the edited listing has errors." : "";
    }
  };

  /* The overlay under the textarea: the same text, transparent, with the draggable numbers underlined and the
     current step's line highlighted. */
  Cell.prototype.render = function (currentLine) {
    var overlay = this.overlay, text = this.input.value, offset = 0;
    overlay.textContent = "";
    this.input.rows = Math.max(3, text.split("\n").length);
    if (text.length > PLAIN_TEXT_ABOVE) { return; }
    var lines = text.split("\n"), literals = numberLiterals(text, this.language), next = 0;
    lines.forEach(function (line, index) {
      var row = element("span", "cell-line" + (index + 1 === currentLine ? " current" : ""));
      var last = 0;
      for (; next < literals.length && literals[next].start < offset + line.length; next++) {
        var start = literals[next].start - offset;
        row.appendChild(document.createTextNode(line.slice(last, start)));
        var number = element("span", "cell-number", literals[next].text);
        number.setAttribute("data-start", String(literals[next].start));
        row.appendChild(number);
        last = start + literals[next].text.length;
      }
      row.appendChild(document.createTextNode(line.slice(last) || (last === 0 ? " " : "")));
      overlay.appendChild(row);
      offset += line.length + 1;
    });
    overlay.scrollTop = this.input.scrollTop;
    overlay.scrollLeft = this.input.scrollLeft;
  };

  Cell.prototype.stepTo = function (step) {
    if (this.statements === null) { return; }
    this.step = Math.max(0, Math.min(step, this.statements));
    this.schedule();
  };

"""#

    /// Adds the Edit controls, only on a site that carries the module (`assets/live-config.js`): without it a cell
    /// could do nothing but say so.
    static let setUpSource = #"""
  function setUp(listing) {
    var caption = listing.querySelector(".listing-caption");
    var notEvaluated = listing.querySelector('.listing-part[aria-label="Not evaluated"]');
    if (!caption || notEvaluated || !listing.querySelector("pre.code > code")) { return; }
    var toolbar = element("div", "cell-toolbar");
    var edit = button("Edit", "cell-edit");
    edit.setAttribute("aria-expanded", "false");
    nameEditButton(edit, listing);
    toolbar.appendChild(edit);
    caption.insertAdjacentElement("afterend", toolbar);
    var cell = null;
    edit.addEventListener("click", function () {
      if (!cell) { cell = new Cell(listing, toolbar, edit); }
      cell.toggle();
    });
  }

  api.available.then(function (present) {
    if (!present) { return; }
    var listings = document.querySelectorAll("figure.listing[id]");
    for (var i = 0; i < listings.length; i++) { setUp(listings[i]); }
  });
})();
"""#
}
