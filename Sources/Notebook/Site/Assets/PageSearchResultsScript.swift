/// The second part of the search in `assets/notebook.js` (`PageScript`), after `PageSearchScript` in the same function:
/// the query as typed found literally, the marked terms, the excerpt of each document found, the list of results and
/// the keys of the search box and the list.
enum PageSearchResultsScript {
    static let source = #"""
  /* The query as typed, from its first token to its last, lowercased, its spaces collapsed as the index's lines
     are: `figure 5.2` of `Figure 5.2?`, `1/500` of `-1/500` (which the prose writes with a minus sign). */
  function literalOf(text) {
    var tokenized = tokenize(text);
    var tokens = tokenized.tokens;
    if (tokens.length === 0) { return null; }
    var end = 0;
    for (var t = 0; t < tokens.length; t++) { end = Math.max(end, tokens[t].end); }
    return tokenized.characters.slice(tokens[0].start, end).join("").toLowerCase().replace(/\s+/gu, " ");
  }

  /* Whether the title or a line of a document holds `literal` as whole words: `figure 5.2` is not the start of
     `figure 5.20`. */
  function holdsLiteral(document, literal) {
    var texts = [document[0]].concat(document[2]);
    for (var l = 0; l < texts.length; l++) {
      if (lineHoldsLiteral(texts[l], literal)) { return true; }
    }
    return false;
  }

  function lineHoldsLiteral(text, literal) {
    var line = text.toLowerCase();
    for (var at = line.indexOf(literal); at >= 0; at = line.indexOf(literal, at + 1)) {
      if (!joinsWord(line, at - 1, literal[0]) && !joinsWord(line, at + literal.length, literal[literal.length - 1])) { return true; }
    }
    return false;
  }

  /* Whether the character of `line` at `position` continues a word of which `edge` is the end. */
  function joinsWord(line, position, edge) {
    return position >= 0 && position < line.length && wordScalar.test(line[position]) && wordScalar.test(edge);
  }

  /* Where the query's terms are in `text`: {characters, ranges: [[start, end]] merged and in order, matched: how
     many of the terms occur}. A prefix match marks as many characters as the term has. */
  function marks(text, terms) {
    var tokenized = tokenize(text);
    var ranges = [];
    var matched = {};
    for (var t = 0; t < tokenized.tokens.length; t++) {
      var token = tokenized.tokens[t];
      for (var q = 0; q < terms.length; q++) {
        var length = matchLength(terms[q], token.text);
        if (length === 0) { continue; }
        matched[q] = true;
        ranges.push([token.start, Math.min(token.end, token.start + length)]);
      }
    }
    ranges.sort(function (a, b) { return a[0] - b[0] || a[1] - b[1]; });
    var merged = [];
    for (var r = 0; r < ranges.length; r++) {
      var last = merged[merged.length - 1];
      if (last && ranges[r][0] <= last[1]) { last[1] = Math.max(last[1], ranges[r][1]); } else { merged.push(ranges[r].slice()); }
    }
    return { characters: tokenized.characters, ranges: merged, matched: Object.keys(matched).length };
  }

  /* The line of a document a result shows: the one holding the most query terms (the first of those, or the first
     holding the query as typed); when none holds one (a listing found by its title), the first mentioning a query
     word more loosely (its stem, its camel-case parts), else the title: never a listing's boilerplate first line. */
  function bestLine(document, terms, literal) {
    var best = mostMarked(document[2], terms, literal);
    if (best.matched === 0) { best = mostMarked(document[2], looser(terms), null); }
    return best.matched === 0 ? marks(document[0], terms) : best;
  }

  function mostMarked(lines, terms, literal) {
    var best = { characters: [], ranges: [], matched: 0 }, bestRank = 0;
    for (var l = 0; l < lines.length; l++) {
      var marked = marks(lines[l], terms);
      var rank = marked.matched + (literal && lineHoldsLiteral(lines[l], literal) ? 0.5 : 0);
      if (rank > bestRank) { best = marked; bestRank = rank; }
    }
    return best;
  }

  /* The terms as the words that mention them: `rotating` as `rotat…` (`rotate`), `anchorPoint` as `anchor`, `point`. */
  function looser(terms) {
    return terms.map(function (term) {
      var stem = term.text.replace(/(?:ing|ions?|e[ds]|s)$/u, "");
      return { text: term.text, prefix: true, texts: (Array.from(stem).length >= 4 ? [stem] : []).concat(term.parts) };
    });
  }

  /* About 160 characters of a line around its first match, cut at spaces where one is near. */
  function excerptBounds(marked) {
    var characters = marked.characters;
    if (characters.length <= 160) { return [0, characters.length]; }
    var start = marked.ranges.length > 0 ? Math.max(0, marked.ranges[0][0] - 40) : 0;
    var space = characters.indexOf(" ", start);
    if (start > 0 && space >= 0 && space < start + 20 && (marked.ranges.length === 0 || space < marked.ranges[0][0])) { start = space + 1; }
    var end = Math.min(characters.length, start + 160);
    if (end < characters.length) {
      var cut = characters.lastIndexOf(" ", end);
      if (cut > start + 120) { end = cut; }
    }
    return [start, end];
  }

  /* Appends characters[from..<to] of `marked` to `parent` as text nodes, the matched ranges in <mark> elements:
     the text is never parsed as markup. */
  function appendHighlighted(parent, marked, from, to) {
    var position = from;
    function text(end) {
      if (end > position) { parent.appendChild(document.createTextNode(marked.characters.slice(position, end).join(""))); }
      position = Math.max(position, end);
    }
    for (var r = 0; r < marked.ranges.length; r++) {
      var start = Math.max(from, marked.ranges[r][0]), end = Math.min(to, marked.ranges[r][1]);
      if (start >= end) { continue; }
      text(start);
      var mark = document.createElement("mark");
      mark.appendChild(document.createTextNode(marked.characters.slice(start, end).join("")));
      parent.appendChild(mark);
      position = end;
    }
    text(to);
  }

  function render(found, text) {
    results.textContent = "";
    if (!text) {
      results.hidden = true;
      status.textContent = "";
      return;
    }
    results.hidden = false;
    if (found.length === 0) {
      var none = document.createElement("li");
      none.className = "search-empty";
      none.textContent = "No results";
      results.appendChild(none);
    }
    var terms = termsOf(text);
    var literal = literalOf(text);
    for (var i = 0; i < found.length; i++) {
      var entry = index.docs[found[i].document];
      var item = document.createElement("li");
      var link = document.createElement("a");
      link.href = entry[1];
      var title = document.createElement("span");
      title.className = "search-title";
      var titleMarks = marks(entry[0], terms);
      appendHighlighted(title, titleMarks, 0, titleMarks.characters.length);
      var excerpt = document.createElement("span");
      excerpt.className = "search-excerpt";
      var line = bestLine(entry, terms, literal);
      var bounds = excerptBounds(line);
      if (bounds[0] > 0) { excerpt.appendChild(document.createTextNode("…")); }
      appendHighlighted(excerpt, line, bounds[0], bounds[1]);
      if (bounds[1] < line.characters.length) { excerpt.appendChild(document.createTextNode("…")); }
      link.appendChild(title);
      link.appendChild(excerpt);
      item.appendChild(link);
      results.appendChild(item);
    }
    status.textContent = found.length === 1 ? "1 result" : found.length + " results";
  }

  /* For tests and the console: the same search the box runs, once `load` has called back. */
  window.NotebookSearch = {
    search: search, queryTerms: queryTerms,
    tokens: function (text) { return tokenize(text).tokens.map(function (token) { return token.text; }); },
    load: loadIndex,
    documents: function () { return index ? index.docs : []; },
    useShards: function (pages) { useIndex(mergeShards(pages)); },
    keysCompared: function () { return keysCompared; }
  };

  input.addEventListener("focus", function () { loadIndex(null); });
  input.addEventListener("input", function () {
    loadIndex(function () { render(search(input.value), input.value.trim()); });
  });
  input.addEventListener("keydown", function (event) {
    if (event.key === "Escape") { input.value = ""; render([], ""); }
    if (event.key === "Enter") {
      var first = results.querySelector("a");
      if (first) { window.location.href = first.href; }
    }
    if (event.key === "ArrowDown") {
      var link = results.querySelector("a");
      if (link) { event.preventDefault(); link.focus(); }
    }
  });
  results.addEventListener("keydown", function (event) {
    var item = document.activeElement && document.activeElement.parentElement;
    if (!item) { return; }
    if (event.key === "ArrowDown" && item.nextElementSibling) { event.preventDefault(); item.nextElementSibling.firstChild.focus(); }
    if (event.key === "ArrowUp") {
      event.preventDefault();
      if (item.previousElementSibling) { item.previousElementSibling.firstChild.focus(); } else { input.focus(); }
    }
    if (event.key === "Escape") { input.focus(); }
  });
  document.addEventListener("keydown", function (event) {
    if (event.key === "/" && document.activeElement !== input && !(event.target instanceof HTMLInputElement)) {
      event.preventDefault();
      input.focus();
    }
  });
"""#
}
