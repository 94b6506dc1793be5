/// `assets/live.js`: the page API of the live cells (docs/live-cells.md), `window.notebook`.
///
/// Nothing runs until a reader (or a page script) asks: the first `notebook.evaluate` call, or the first read of
/// `notebook.ready`, adds `assets/notebook-wasm.js` (the module's bytes, base64; `LiveModule`) to the page and
/// instantiates the module. Without JavaScript, or on a site built without the module (`assets/live-config.js`,
/// `LiveConfiguration`, says which), the page is the static page. After the API comes the cell
/// (`LiveCellEditorScript`): the Edit, step and reset controls of every listing, and dragging a listing's figure.
enum LiveCellScript {
    static let path = "assets/live.js"

    static let source = apiSource + LiveCellEditorScript.source

    static let apiSource = #"""
(function () {
  "use strict";
  var current = document.currentScript && document.currentScript.src;
  var base = current ? current.slice(0, current.lastIndexOf("/") + 1) : "assets/";
  var loading = null;
  var instance = null;
  var decoder = new TextDecoder("utf-8");
  var encoder = new TextEncoder();
  /* What the module writes to standard error (only a Swift runtime failure does): shown in the console. */
  var stderrText = "";

  function memory() { return new Uint8Array(instance.exports.memory.buffer); }
  function view() { return new DataView(instance.exports.memory.buffer); }

  /* The four WASI functions wasi-libc's libc.a refers to. Writes go to the console; seeking is refused; random
     bytes seed the standard library's hashing. */
  var wasi = {
    fd_write: function (fd, iovs, count, written) {
      var total = 0;
      for (var i = 0; i < count; i++) {
        var pointer = view().getUint32(iovs + 8 * i, true), length = view().getUint32(iovs + 8 * i + 4, true);
        stderrText += decoder.decode(memory().subarray(pointer, pointer + length));
        total += length;
      }
      view().setUint32(written, total, true);
      var end = stderrText.lastIndexOf("\n");
      if (end >= 0) { console.error("notebook.wasm: " + stderrText.slice(0, end)); stderrText = stderrText.slice(end + 1); }
      return 0;
    },
    fd_close: function () { return 0; },
    fd_seek: function () { return 70; /* ESPIPE */ },
    random_get: function (pointer, length) {
      for (var offset = 0; offset < length; offset += 65536) {
        crypto.getRandomValues(memory().subarray(pointer + offset, pointer + Math.min(length, offset + 65536)));
      }
      return 0;
    }
  };

  function decodeBase64(text) {
    var binary = atob(text);
    var bytes = new Uint8Array(binary.length);
    for (var i = 0; i < binary.length; i++) { bytes[i] = binary.charCodeAt(i); }
    return bytes;
  }

  function instantiate() {
    return Promise.resolve().then(function () {
      return WebAssembly.instantiate(decodeBase64(window.NotebookWasm.base64), { wasi_snapshot_preview1: wasi });
    }).then(function (result) {
      instance = result.instance;
    }, function (error) {
      throw new Error("the live cells' module could not be compiled (" + error.message + ")");
    });
  }

  function load() {
    if (loading) { return loading; }
    loading = new Promise(function (resolve, reject) {
      if (window.NotebookWasm) { resolve(); return; }
      var script = document.createElement("script");
      script.src = base + "notebook-wasm.js";
      script.onload = function () {
        if (window.NotebookWasm) { resolve(); } else { reject(new Error("assets/notebook-wasm.js holds no module")); }
      };
      /* On a site that says it carries the module (assets/live-config.js), a file that does not load was blocked or
         removed, not left out. */
      script.onerror = function () {
        available().then(function (present) {
          reject(new Error(present ? "the live cells' module could not be loaded (assets/notebook-wasm.js)"
                                   : "this site was built without the live cells' module (assets/notebook-wasm.js)"));
        });
      };
      document.head.appendChild(script);
    }).then(instantiate);
    return loading;
  }

  /* Whether the site carries the module: assets/live-config.js, which every build writes, says so (the pages do not,
     so that they are the same bytes either way). A site whose file cannot be read counts as one without. */
  var availability = null;
  function available() {
    if (availability) { return availability; }
    availability = new Promise(function (resolve) {
      function configured() { return !!(window.NotebookLive && window.NotebookLive.module === true); }
      if (window.NotebookLive) { resolve(configured()); return; }
      var script = document.createElement("script");
      script.src = base + "live-config.js";
      script.onload = function () { resolve(configured()); };
      script.onerror = function () { resolve(false); };
      document.head.appendChild(script);
    });
    return availability;
  }

  /* Copies text into the module's memory: [pointer, length]. */
  function place(text) {
    var bytes = encoder.encode(text);
    var pointer = instance.exports.notebook_alloc(bytes.length);
    if (!pointer) { throw new Error("the live cells' module is out of memory"); }
    memory().set(bytes, pointer);
    return [pointer, bytes.length];
  }

  /* The result block: the JSON of `notebook eval --json`, the figure SVG, how far the evaluation ran (JSON) and the
     figure's live rendition (HTML), each after its length (u32 LE). */
  function readResult(pointer) {
    var parts = [], at = pointer;
    for (var i = 0; i < 4; i++) {
      var length = view().getUint32(at, true);
      parts.push(decoder.decode(memory().subarray(at + 4, at + 4 + length)));
      at += 4 + length;
    }
    return { json: parts[0], figure: parts[1], progress: JSON.parse(parts[2]), rendition: parts[3] };
  }

  /* What the page says of listing `id`: its figure's id (the SVG's ids start with it), its title, its scene and
     events blocks, its platform, marks, hit points and the times its expectations read (`data-at`, at which the
     figure outlines animated layers), as the build evaluated and drew it. */
  function listingOptions(id) {
    var listing = id ? document.getElementById(id) : null;
    var figure = listing ? listing.querySelector("figure.figure") : null;
    return {
      figureId: figure ? figure.id : (id ? id + "-live" : "figure-live"),
      title: listing ? captionTitle(listing.querySelector(".listing-caption")) : null,
      hits: listing ? listing.getAttribute("data-hits") : null,
      times: listing ? Array.prototype.map.call(listing.querySelectorAll("table.expectations tr[data-at]"),
                                                function (row) { return row.getAttribute("data-at"); }) : [],
      scene: listing ? listing.getAttribute("data-scene") : null,
      events: listing ? listing.getAttribute("data-events") : null,
      platform: listing ? listing.getAttribute("data-platform") : null,
      marks: listing ? listing.getAttribute("data-marks") : null
    };
  }

  /* The title the SVG's <title> carries: the caption's own text, between "Listing N" and the anchor, without the
     space the build writes on each side of it (none for a listing without a title). */
  function captionTitle(caption) {
    if (!caption) { return null; }
    var text = "";
    caption.childNodes.forEach(function (node) { if (node.nodeType === Node.TEXT_NODE) { text += node.data; } });
    text = text.replace(/^ /, "").replace(/ $/, "");
    return text === "" ? null : text;
  }

  /* The events to send: the page's own (`events`, a block's text or an array of its lines) replace the listing's. */
  function eventLines(options, listing) {
    var events = options.events !== undefined && options.events !== null ? options.events : listing.events;
    if (events === null || events === undefined) { return []; }
    return Array.isArray(events) ? events.map(String) : String(events).split(/\r\n|\r|\n/);
  }

  function optionLines(options) {
    var lines = [];
    function add(key, value) {
      if (value === undefined || value === null) { return; }
      lines.push(key + "=" + String(value).replace(/[\r\n]/g, " "));
    }
    var listing = listingOptions(options.listing);
    add("file", options.file);
    add("platform", options.platform || listing.platform);
    add("steps", options.steps);
    if (listing.scene) { listing.scene.split(/\r\n|\r|\n/).forEach(function (line) { add("scene", line); }); }
    /* Every line, blank ones included, so that a diagnostic's line number is the block's. */
    eventLines(options, listing).forEach(function (line) { add("events", line); });
    if (typeof options.stop === "number" && isFinite(options.stop)) { add("stop", Math.max(0, Math.floor(options.stop))); }
    /* An expectation is an expression, {expression, at} to read layers' presentation values at a time, or
       {expression, hit: [x, y]}: does a touch at (x, y) reach the view the expression names? */
    (options.expect || []).forEach(function (expectation) {
      if (typeof expectation === "object" && expectation !== null && Array.isArray(expectation.hit)) {
        add("expect-hit", expectation.hit[0] + " " + expectation.hit[1] + " " + expectation.expression);
      } else if (typeof expectation === "object" && expectation !== null && typeof expectation.at === "number") {
        add("expect-at", expectation.at + " " + expectation.expression);
      } else {
        add("expect", typeof expectation === "object" && expectation !== null ? expectation.expression : expectation);
      }
    });
    if (options.figure) {
      add("figure", 1);
      add("id", options.id || listing.figureId);
      add("title", options.title !== undefined ? options.title : listing.title);
      add("marks", listing.marks);
      if (listing.hits) { listing.hits.split("\n").forEach(function (line) { add("hit", line); }); }
      listing.times.forEach(function (time) { add("time", time); });
    }
    return lines.join("\n");
  }

  function evaluateNow(source, options) {
    var dialect = options.dialect;
    if (dialect !== "objc" && dialect !== "swift") {
      throw new TypeError("notebook.evaluate: dialect must be \"objc\" or \"swift\", not " + JSON.stringify(dialect));
    }
    var text = place(String(source)), settings = place(optionLines(options));
    var result = 0;
    try {
      result = instance.exports.notebook_evaluate(text[0], text[1], dialect === "swift" ? 1 : 0, settings[0], settings[1]);
      if (!result) { throw new Error("the live cells' module is out of memory"); }
      var parts = readResult(result);
      if (parts.progress.sceneErrors.length) {
        throw new Error("the scene of " + options.listing + " does not parse: " + parts.progress.sceneErrors.join("; "));
      }
      if (parts.progress.markErrors.length) {
        throw new Error("the marks of " + options.listing + " do not parse: " + parts.progress.markErrors.join("; "));
      }
      if (parts.progress.figureErrors.length) {
        throw new Error("the figure of " + options.listing + " cannot be drawn: " + parts.progress.figureErrors.join("; "));
      }
      if (parts.progress.eventErrors.length) {
        throw new Error("the events do not parse: " + parts.progress.eventErrors.join("; "));
      }
      var evaluation = JSON.parse(parts.json);
      if (options.figure) { evaluation.figure = parts.figure; evaluation.rendition = parts.rendition; }
      if (options.progress || options.stop !== undefined) {
        evaluation.progress = { statements: parts.progress.statements, stopped: parts.progress.stopped,
                                line: parts.progress.line };
      }
      if (options.expect) { evaluation.expectations = parts.progress.expectations; }
      return evaluation;
    } finally {
      instance.exports.notebook_free(text[0]);
      instance.exports.notebook_free(settings[0]);
      if (result) { instance.exports.notebook_free(result); }
    }
  }

  /* A trap (memory exhausted, a runtime failure) or the browser's own stack running out (a RangeError thrown
     through the module's frames, leaving its stack pointer mid-call) leaves the instance unusable: the next call
     makes a fresh one. The browser's stack is far smaller than the 64 MiB the build evaluates on, so say so. */
  function evaluateOrReset(source, options) {
    try {
      return evaluateNow(source, options);
    } catch (error) {
      if (error instanceof WebAssembly.RuntimeError || error instanceof RangeError) { instance = null; loading = null; }
      if (error instanceof RangeError) {
        throw new Error("this listing nests calls deeper than the browser's stack allows (" + error.message +
                        "); notebook eval runs it");
      }
      throw error;
    }
  }

  var api = {
    /* Resolves when the module is loaded; starts loading it. */
    get ready() { return load(); },
    /* Resolves to whether the site carries the module, without loading it. */
    get available() { return available(); },
    /* A Promise of the object `notebook eval --json` prints for `source`; with `figure: true` it also has `figure`,
       the SVG markup of the figure the build draws (empty when there is none), and `rendition`, its live CSS
       rendition (empty when it has none); with `stop: N` or `progress: true`,
       `progress` ({statements, stopped, line}); with `expect: [expressions]`, `expectations`; `events` (a block's
       text or its lines) replaces the listing's events block (docs/live-cells.md). */
    evaluate: function (source, options) {
      return load().then(function () { return evaluateOrReset(source, options || {}); });
    }
  };
  window.notebook = api;
})();
"""#
}
