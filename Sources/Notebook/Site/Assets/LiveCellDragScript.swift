/// Dragging the figure of a live cell (docs/live-cells.md, "Dragging"): part of the cell's script
/// (`LiveCellEditorScript`), inside its closure, so these are methods of its `Cell`.
///
/// A listing whose `events` block declares a pan has a pan recognizer; its cell lets the reader drag the figure with
/// the mouse or a finger. Each drag becomes one `pan` of the events block's format, its translations measured from
/// where the pointer went down, in the window's coordinates as a pan's translations are (the SVG's user units are the
/// window's points, so the pixel movement is divided by the scale the page shows the figure at; a transformed
/// `self.view` is drawn transformed in them, and the listing's `translationInView:` converts back). On macOS the
/// figure is the y-up window flipped once at the root, so the drawing's y is the window's negated: a drag down the
/// screen, and the down arrow, are negative y translations (docs/live-cells.md, "Dragging"). The cell
/// evaluates the listing with its declared events followed by the reader's pans, once per animation frame, so the
/// listing's own handler computes every frame in the module; a drag under way ends, for that frame, where the pointer
/// is. Reset forgets the drags.
enum LiveCellDragScript {
    static let methods = #"""
  /* A line of an events block that declares a pan. */
  var PAN_LINE = /^[ \t]*pan\b/m;

  function hundredths(value) { return Math.round(value * 100) / 100 || 0; }

  Cell.prototype.setUpDrag = function () {
    var declared = this.listing.getAttribute("data-events");
    this.declaredEvents = declared === null ? [] : declared.split(/\r\n|\r|\n/);
    this.drags = [];
    this.dragging = null;
    /* A macOS listing's window has y up; its figure, y down on the page, flips it once at the root. */
    this.windowYUp = this.listing.getAttribute("data-platform") === "macos";
    if (declared === null || !PAN_LINE.test(declared)) { return; }
    var cell = this, figure = this.figure;
    this.dragHint = element("p", "cell-drag-hint", "Drag the figure with the mouse or a finger, or with the arrow keys " +
      "(10 points a press): the listing's pan handler receives your drag, after the declared events, and the figure " +
      "follows. Reset forgets your drags.");
    figure.insertAdjacentElement("beforebegin", this.dragHint);
    figure.classList.add("cell-draggable");
    /* A finger's drag pans the layer, not the page. */
    figure.style.touchAction = "none";
    figure.style.cursor = "grab";
    figure.addEventListener("pointerdown", function (event) { cell.startDrag(event); });
    /* The keyboard's drag: the figure takes the focus (its content is redrawn under it, the focus stays), and each
       arrow key is one pan of 10 points. */
    figure.tabIndex = 0;
    figure.setAttribute("role", "group");
    figure.setAttribute("aria-label", "Figure of " + this.name + ", dragged with the arrow keys");
    figure.addEventListener("keydown", function (event) { cell.keyDrag(event); });
    /* The moves are followed on the document, not only on the figure: the figure is redrawn under the pointer at
       every frame, and a pointer capture does not survive that in every browser. */
    this.dragListeners = {
      pointermove: function (event) { cell.moveDrag(event); },
      pointerup: function (event) { cell.endDrag(event); },
      pointercancel: function (event) { cell.endDrag(event); }
    };
  };

  Cell.prototype.followPointer = function (following) {
    for (var type in this.dragListeners) {
      if (following) { document.addEventListener(type, this.dragListeners[type], true); }
      else { document.removeEventListener(type, this.dragListeners[type], true); }
    }
  };

  Cell.prototype.startDrag = function (event) {
    var svg = this.figure.querySelector("svg"), matrix = svg && svg.getScreenCTM();
    if (event.button !== 0 || this.dragging || !matrix) { return; }
    event.preventDefault();
    this.followPointer(true);
    /* From the page's pixels to the window's points, fixed for the whole drag (the figure is redrawn under the
       pointer at every frame, and may grow). */
    var inverse = matrix.inverse(), flip = this.windowYUp ? -1 : 1;
    this.dragging = { pointer: event.pointerId, x: event.clientX, y: event.clientY,
                      a: inverse.a, b: flip * inverse.b, c: inverse.c, d: flip * inverse.d, translations: [[0, 0]] };
    this.drags.push(this.dragging.translations);
    this.figure.style.cursor = "grabbing";
    this.step = null;
    this.schedule();
  };

  Cell.prototype.moveDrag = function (event) {
    var drag = this.dragging;
    if (!drag || event.pointerId !== drag.pointer) { return; }
    var dx = event.clientX - drag.x, dy = event.clientY - drag.y;
    var translation = [hundredths(drag.a * dx + drag.c * dy), hundredths(drag.b * dx + drag.d * dy)];
    var last = drag.translations[drag.translations.length - 1];
    if (translation[0] === last[0] && translation[1] === last[1]) { return; }
    drag.translations.push(translation);
    this.schedule();
  };

  Cell.prototype.endDrag = function (event) {
    if (!this.dragging || event.pointerId !== this.dragging.pointer) { return; }
    this.moveDrag(event);
    this.dragging = null;
    this.followPointer(false);
    this.figure.style.cursor = "grab";
    this.schedule();
  };

  Cell.prototype.keyDrag = function (event) {
    var move = { ArrowLeft: [-10, 0], ArrowRight: [10, 0], ArrowUp: [0, -10], ArrowDown: [0, 10] }[event.key];
    if (!move || this.dragging || event.altKey || event.ctrlKey || event.metaKey) { return; }
    event.preventDefault();
    this.drags.push([[0, 0], [move[0], this.windowYUp ? -move[1] : move[1]]]);
    this.step = null;
    this.schedule();
  };

  /* The events to evaluate with, as lines: the declared ones, then one pan per drag. Null before any drag: the
     listing's own events apply. */
  Cell.prototype.dragEvents = function () {
    if (!this.drags.length) { return null; }
    return this.declaredEvents.concat(this.drags.map(function (translations) {
      return "pan " + translations.map(function (t) { return "(" + t[0] + ", " + t[1] + ")"; }).join(" ");
    }));
  };

  Cell.prototype.forgetDrags = function () {
    if (this.dragging) { this.followPointer(false); }
    this.drags = [];
    this.dragging = null;
  };

"""#
}
