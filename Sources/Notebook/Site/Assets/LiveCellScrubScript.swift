/// Scrubbing the numbers of a live cell's code (docs/live-cells.md, "The cell"): part of the cell's script
/// (`LiveCellEditorScript`), inside its closure, so these are functions of it and methods of its `Cell`.
///
/// The numbers the reader can drag, or raise and lower with Alt+Up and Alt+Down, are the decimal literals of the code,
/// found in one pass over it that skips comments, strings and names (a `45` in a comment or `layerView2` is not code
/// to scrub), and leaves alone what a step of the last digit would mangle (hexadecimal, binary, octal, Swift's
/// `1_000`). The interpolations of a Swift string, `\( … )` (in a raw string `#"…"#` a backslash, its hashes and a
/// parenthesis), are code: the pass reads them as it reads the rest, so `2` in `"angle \(a * 2)"` is draggable and
/// the string's own text still is not; an Objective-C string has no interpolation. A step is exact decimal arithmetic
/// on the literal's digits, written back positionally with its decimals, its sign (a unary minus belongs to the
/// literal, so Up raises `-1` to `0`, never `-0`), its exponent and its suffix.
/// A new value is said in a polite live region of the cell, once per key and once at the end of a drag.
enum LiveCellScrubScript {
    static let methods = #"""
  /* In one pass: comments, strings and names (skipped whole), numbers of other forms (left alone), and the decimal
     literals: digits with an optional point and fraction, exponent and C suffix (`1.0f`, `2.`, `1.5e-3`, `10L`), the
     bounds of a Swift range (`0..<4`, `1...5`) too. A Swift string is not skipped whole: its opening quotes (group 2)
     hand its text to `stringText`, and the parentheses and line breaks (group 3) tell where an interpolation ends. */
  function scrubToken(strings, swiftMarks) {
    return new RegExp([
      /* skipped whole: comments, strings, characters and names */
      "\\/\\/[^\\n]*", "\\/\\*[\\s\\S]*?(?:\\*\\/|$)"].concat(strings, [
      "'(?:[^'\\\\\\n]|\\\\.)*'?", "[A-Za-z_$][\\w$]*",
      /* left alone: hexadecimal, binary and octal literals; a range operator, whose bounds are numbers */
      "0[xXbBoO](?:[pP][-+]|[\\w.])*", "\\.\\.[.<]",
      /* the decimal literal (group 1), not followed by a name's character or a point but a range's */
      "((?:\\d+(?:\\.(?!\\.)\\d*)?|\\.\\d+)(?:[eE][-+]?\\d+)?[fFlLuU]{0,3})(?!\\w|\\.(?!\\.))",
      /* left alone: digits glued to letters or points (`1_000`, `1.5.3`, `2px`) */
      "\\d(?:[eE][-+]|\\w|\\.(?!\\.))*"
    ], swiftMarks).join("|"), "g");
  }
  var SCRUB_TOKEN = {
    objc: scrubToken(['"""[\\s\\S]*?(?:"""|$)', '"(?:[^"\\\\\\n]|\\\\.)*"?'], []),
    /* `#+` takes a run of hashes without a quote whole: tried at each of them, `#*"` would read the run to its end
       every time. */
    swift: scrubToken([], ['(#*"(?:"")?)', "([()\\n])", "#+"])
  };
  /* What matters in the text of a Swift string, by its kind: a backslash, its hashes (group 1) and the character
     after them (group 2), an escaped one or an interpolation's parenthesis; quotes and their hashes (group 3), which
     close the string when they are its own; a line break, which ends a single-line string. The hashes are counted
     apart, not written into a pattern: a string opened with 100,000 of them would make too large a pattern. */
  var STRING_TEXT = { singleLine: /\\(#*)(\(|[^\n])?|"(#*)|\n/g, multiLine: /\\(#*)(\(|[^\n])?|"""(#*)/g };
  /* Pixels of horizontal drag per step of the literal's last digit. */
  var PIXELS_PER_STEP = 4;
  var LITERAL_PARTS = /^(-?)(\d*)(\.?)(\d*)([eE][-+]?\d+)?([fFlLuU]*)$/;
  /* The characters before a literal that a minus glued to it would join into another operator: `--` in C; in Swift
     any operator's characters (`=-1` is the operator `=-`). */
  var JOINS_MINUS = { objc: /^-$/, swift: /^[-+*\/%<>=!&|^~]$/ };

  /* The draggable literals of `text` in `language`, in order: {start, text}, the text with its sign when the minus
     is unary. */
  function numberLiterals(text, language) {
    var literals = [], token = SCRUB_TOKEN[language], open = [], match;
    /* Without BigInt (browsers before 2020) no number is draggable: a step in doubles loses digits past 2^53. */
    if (typeof BigInt !== "function") { return literals; }
    token.lastIndex = 0;
    while ((match = token.exec(text))) {
      if (match[2] || match[3]) {
        token.lastIndex = interpolationScan(text, match, open);
        continue;
      }
      var literal = match[1], start = match.index;
      /* `010` is eight in C; `t.0` and `x.5` are members, `0...5` a range. */
      var octal = /^0\d+$/.test(literal || "");
      var member = (text[start - 1] === "." && text[start - 2] !== ".") ||
        (text[start] === "." && /[\w$)\].]/.test(text[start - 1] || ""));
      if (!literal || octal || member) { continue; }
      if (text[start - 1] === "-" && unaryMinus(text.slice(0, start - 1).replace(/\s+$/, "").slice(-40))) {
        start -= 1;
        literal = "-" + literal;
      }
      literals.push({ start: start, text: literal });
    }
    return literals;
  }

  /* Where the scan of Swift code goes on after `match`, a string's opening quotes, a parenthesis or a line break.
     `open` holds the interpolations the scan is in, innermost last, each with its string and its count of open
     parentheses: the code of `\( … )` is scanned as any code, and at its closing parenthesis the string's text goes
     on. A single-line string and its interpolation end at the line's end, as Swift's lexer has it, so an
     interpolation left open while the reader types takes no more than its line. A stack, not recursion: 100 KB of
     strings in interpolations in strings would overflow the call stack. */
  function interpolationScan(text, match, open) {
    var inner = open[open.length - 1], after = match.index + match[0].length;
    if (match[2]) {
      var quotes = /"""$/.test(match[2]) ? 3 : 1;
      return stringText(text, after, { hashes: match[2].length - quotes, singleLine: quotes === 1 }, open);
    }
    if (!inner) { return after; }
    if (match[3] === "(") { inner.depth += 1; }
    if (match[3] === ")" && --inner.depth === 0) { return stringText(text, after, open.pop().string, open); }
    while (match[3] === "\n" && open.length && open[open.length - 1].string.singleLine) { open.pop(); }
    return after;
  }

  /* Skips the text of `string` ({hashes, singleLine}) from `from`: returns where the string ends, or where an
     interpolation in it begins, which it pushes on `open`. An escape or interpolation is a backslash with the
     string's own number of hashes (in `#"…"#` a backslash, one hash, a parenthesis), its end its quotes with at
     least as many. */
  function stringText(text, from, string, open) {
    var pattern = STRING_TEXT[string.singleLine ? "singleLine" : "multiLine"], match;
    pattern.lastIndex = from;
    while ((match = pattern.exec(text))) {
      if (match[0] === "\n") { return pattern.lastIndex; }
      var closing = match[3] !== undefined, hashes = (closing ? match[3] : match[1]).length;
      if (closing && hashes >= string.hashes) { return pattern.lastIndex - hashes + string.hashes; }
      if (!closing && hashes === string.hashes && match[2] === "(") {
        open.push({ string: string, depth: 1 });
        return pattern.lastIndex;
      }
      /* Not the string's own: text, after which its second character may begin what is. */
      if (hashes !== string.hashes) { pattern.lastIndex = match.index + 1; }
    }
    return text.length;
  }

  /* Whether a minus after `before` (the code before it, its trailing spaces and newlines gone) is a sign: it follows
     an operator, a bracket, a separator or `return`, not an operand (`q-1`, `f(x) - 1` subtract). */
  function unaryMinus(before) {
    return !/[\w$)\]"'.]$/.test(before) || /(^|[^\w$])(return|case|in)$/.test(before);
  }

  /* The literal moved by `steps` units of its last digit, positionally, with as many decimals and its exponent and
     suffix: {text, stopped}; `before` is the character before it, `stopped` that character when a minus would have
     joined it, the literal then at 0. */
  function steppedNumber(literal, steps, before, language) {
    var parts = LITERAL_PARTS.exec(literal), decimals = parts[4].length;
    var units = BigInt(parts[1] + (parts[2] + parts[4] || "0")) + BigInt(steps), stopped = null;
    if (units < BigInt(0) && !parts[1] && JOINS_MINUS[language].test(before)) {
      stopped = before;
      units = BigInt(0);
    }
    var digits = (units < BigInt(0) ? -units : units).toString();
    while (digits.length <= decimals) { digits = "0" + digits; }
    var whole = digits.slice(0, digits.length - decimals);
    if (!parts[2] && parts[3] && whole === "0") { whole = ""; }
    return { text: (units < BigInt(0) ? "-" : "") + whole + parts[3] + digits.slice(digits.length - decimals) +
                   (parts[5] || "") + parts[6], stopped: stopped };
  }

  /* What the number's live region says: its value, and why it stopped when it did. */
  function scrubNote(stepped) {
    return stepped.text + (stepped.stopped ? ": stops at 0, a minus here would join the \"" + stepped.stopped +
                           "\" before it; put spaces around that operator to go below 0" : "");
  }

  Cell.prototype.numberAt = function (event) {
    var numbers = this.overlay.querySelectorAll(".cell-number");
    for (var i = 0; i < numbers.length; i++) {
      var box = numbers[i].getBoundingClientRect();
      if (event.clientX >= box.left - 2 && event.clientX <= box.right + 2 && event.clientY >= box.top && event.clientY <= box.bottom) {
        return numbers[i];
      }
    }
    return null;
  };

  Cell.prototype.hover = function (event) {
    if (this.scrub) { this.drag(event); return; }
    this.input.style.cursor = this.numberAt(event) ? "ew-resize" : "";
  };

  /* Tangle-style: a drag to the right raises the literal by its last digit's unit, one step per few pixels. */
  Cell.prototype.startScrub = function (event) {
    var number = this.numberAt(event);
    if (!number || event.button !== 0) { return; }
    event.preventDefault();
    var text = number.textContent;
    this.scrub = { start: Number(number.getAttribute("data-start")), length: text.length, x: event.clientX,
                   literal: text, moved: false, stepped: null };
    this.input.setPointerCapture(event.pointerId);
    var cell = this;
    var finish = function (end) {
      /* A click without a drag selects the number, to type over it. A cancelled pointer is a finger's swipe the page
         took to scroll: focusing the editor then would open a phone's keyboard. */
      if (cell.scrub && !cell.scrub.moved && end.type === "pointerup") {
        cell.input.focus();
        cell.input.setSelectionRange(cell.scrub.start, cell.scrub.start + cell.scrub.length);
      }
      /* Said once, at the end: every value of the drag would queue up in a screen reader, long after the drag. */
      if (cell.scrub && cell.scrub.stepped) { cell.sayNumber(cell.scrub.stepped); }
      cell.scrub = null;
      cell.input.removeEventListener("pointerup", finish);
      cell.input.removeEventListener("pointercancel", finish);
    };
    this.input.addEventListener("pointerup", finish);
    this.input.addEventListener("pointercancel", finish);
  };

  Cell.prototype.drag = function (event) {
    var scrub = this.scrub;
    var steps = Math.round((event.clientX - scrub.x) / PIXELS_PER_STEP);
    if (steps === 0 && !scrub.moved) { return; }
    scrub.moved = true;
    scrub.stepped = steppedNumber(scrub.literal, steps, this.input.value.charAt(scrub.start - 1), this.language);
    this.replaceNumber(scrub.start, scrub.length, scrub.stepped.text);
    scrub.length = scrub.stepped.text.length;
  };

  /* The keyboard's scrub: Alt+Up and Alt+Down raise and lower the number at the caret by its last digit's unit, as a
     drag of a few pixels does; the caret stays where it was in the number (a selected number stays selected). */
  Cell.prototype.nudge = function (event) {
    if (!event.altKey || event.ctrlKey || event.metaKey || (event.key !== "ArrowUp" && event.key !== "ArrowDown")) { return; }
    var caret = this.input.selectionStart, end = this.input.selectionEnd, number = null;
    this.overlay.querySelectorAll(".cell-number").forEach(function (span) {
      var start = Number(span.getAttribute("data-start"));
      if (caret >= start && caret <= start + span.textContent.length) { number = { start: start, text: span.textContent }; }
    });
    if (!number) { return; }
    event.preventDefault();
    var before = this.input.value.charAt(number.start - 1);
    var stepped = steppedNumber(number.text, event.key === "ArrowUp" ? 1 : -1, before, this.language);
    var selected = caret === number.start && end === number.start + number.text.length;
    if (stepped.text !== number.text) { this.replaceNumber(number.start, number.text.length, stepped.text); }
    caret = Math.min(caret, number.start + stepped.text.length);
    this.input.setSelectionRange(caret, selected ? number.start + stepped.text.length : caret);
    this.sayNumber(stepped);
  };

  Cell.prototype.replaceNumber = function (start, length, text) {
    var source = this.input.value;
    this.input.value = source.slice(0, start) + text + source.slice(start + length);
    this.edited[this.language] = this.input.value;
    this.step = null;
    this.render();
    this.schedule();
  };

  /* A live region of its own, apart from the status (which speaks of results): a screen reader would not repeat a
     text that stays the same, so the same words a second time (Alt+Down at 0 again) end with a no-break space. A
     value is for the ear only (the code shows it); why a number stopped shows under the editor too, until the next
     edit. */
  Cell.prototype.sayNumber = function (stepped) {
    var text = scrubNote(stepped);
    this.numberNote.textContent = this.numberNote.textContent === text ? text + "\u00a0" : text;
    this.numberNote.classList.toggle("visually-hidden", !stepped.stopped);
  };

"""#
}
