/// The search half of `assets/notebook.js` (`PageScript`), inside its function: loading the index parts, the
/// tokenizer of `SearchTokenizer` (a Node test checks they agree; change both together), ranking, excerpts and
/// the search box's keys.
enum PageSearchScript {
    static let source = #"""
  /* Search: each chapter's index is a statement that registers it in window.NotebookSearchShards; the statements of
     each run of \#(SearchIndex.chaptersPerPart) chapters are a script, assets/search/part-N.js (scripts, not fetch, so that
     file:// works). They are loaded on the first use of the search box and merged in reading order into one index:
     {docs: [[title, url, [line, ...]]], terms: {term: [doc, weight, ...]}}. A shard writes what its documents share
     once (SearchIndex.swift): each document's url is the shard's url followed by its own part, and a term's
     documents are steps from the previous one. */
  var input = document.getElementById("search-input");
  var results = document.getElementById("search-results");
  var status = document.getElementById("search-status");
  if (!input || !results) { return; }
  var index = null;
  var termKeys = [];
  var loading = false;
  /* What to run once the index is loaded: the latest request, so a query typed while it loads is not lost. */
  var waiting = null;
  var scriptBase = (document.querySelector("script[src$='notebook.js']") || {}).src || "";
  scriptBase = scriptBase.slice(0, scriptBase.length - "notebook.js".length);

  function mergeShards(pages) {
    var shards = window.NotebookSearchShards || {};
    var merged = { docs: [], terms: {} };
    for (var p = 0; p < pages.length; p++) {
      var shard = shards[pages[p]];
      if (!shard) { continue; }
      var offset = merged.docs.length;
      for (var d = 0; d < shard.docs.length; d++) {
        var doc = shard.docs[d];
        merged.docs.push([doc[0], shard.url + doc[1], doc[2]]);
      }
      for (var term in shard.terms) {
        if (!Object.prototype.hasOwnProperty.call(shard.terms, term)) { continue; }
        var postings = merged.terms[term] || (merged.terms[term] = []);
        var source = shard.terms[term];
        var documentNumber = 0;
        for (var i = 0; i + 1 < source.length; i += 2) {
          documentNumber += source[i];
          postings.push(documentNumber + offset, source[i + 1]);
        }
      }
    }
    return merged;
  }

  function useIndex(merged) {
    index = merged;
    termKeys = Object.keys(index.terms).sort();
    termsAsked = { text: null, terms: [] };
  }

  /* Loads every chapter's shard once, then runs `then` (when given; a later call's `then` replaces an earlier one
     that has not run yet, since it searches for what the box holds now). */
  function loadIndex(then) {
    if (index) { if (then) { then(); } return; }
    if (then) { waiting = then; }
    if (loading) { return; }
    loading = true;
    status.textContent = "Loading the search index…";
    var pages = contents ? contents.pages.map(function (page) { return page[0]; }) : [];
    var parts = Math.ceil(pages.length / \#(SearchIndex.chaptersPerPart));
    var remaining = parts;
    function finish() {
      useIndex(mergeShards(pages));
      status.textContent = "";
      var next = waiting;
      waiting = null;
      if (next) { next(); }
    }
    function done() {
      remaining -= 1;
      if (remaining === 0) { finish(); }
    }
    if (parts === 0) { finish(); return; }
    for (var p = 1; p <= parts; p++) {
      var script = document.createElement("script");
      script.src = scriptBase + "search/part-" + p + ".js";
      script.onload = done;
      script.onerror = done;
      document.head.appendChild(script);
    }
  }

  /* The tokenizer of SearchTokenizer.swift, rule for rule: NFC, then one pass over code points; a run of letters and
     numbers that are not CJK is a word (lowercased code point by code point), followed by its camel-case parts when
     it has several; a CJK run gives its bigrams (a lone character itself). Each token keeps where it is, in code
     points of the normalized text, for highlighting. */
  function isCJK(code) {
    return (code >= 0x3040 && code <= 0x30FF) || (code >= 0x3400 && code <= 0x4DBF) ||
      (code >= 0x4E00 && code <= 0x9FFF) || (code >= 0xAC00 && code <= 0xD7A3) ||
      (code >= 0xF900 && code <= 0xFAFF) || (code >= 0x20000 && code <= 0x2FFFF);
  }
  var wordScalar = /^[\p{L}\p{N}]$/u;
  var upperScalar = /^\p{Uppercase}$/u;
  var lowerScalar = /^\p{Lowercase}$/u;

  function lowercased(characters) {
    var text = "";
    for (var i = 0; i < characters.length; i++) { text += characters[i].toLowerCase(); }
    return text;
  }

  function camelCasePartStarts(word) {
    var starts = [0];
    for (var i = 1; i < word.length; i++) {
      if (!upperScalar.test(word[i])) { continue; }
      var nextIsLower = i + 1 < word.length && lowerScalar.test(word[i + 1]);
      if (lowerScalar.test(word[i - 1]) || (upperScalar.test(word[i - 1]) && nextIsLower)) { starts.push(i); }
    }
    return starts;
  }

  /* {characters, tokens: [{text, start, end, kind}]}: kind is "word", "part" (of a camel-case word) or "cjk". */
  function tokenize(text) {
    var characters = Array.from(text.normalize("NFC"));
    var tokens = [];
    var wordStart = -1;
    var runStart = -1;
    function endWord(end) {
      if (wordStart < 0) { return; }
      var word = characters.slice(wordStart, end);
      tokens.push({ text: lowercased(word), start: wordStart, end: end, kind: "word" });
      var starts = camelCasePartStarts(word);
      for (var k = 0; starts.length > 1 && k < starts.length; k++) {
        var partEnd = k + 1 < starts.length ? starts[k + 1] : word.length;
        tokens.push({ text: lowercased(word.slice(starts[k], partEnd)), start: wordStart + starts[k],
                      end: wordStart + partEnd, kind: "part" });
      }
      wordStart = -1;
    }
    function endRun(end) {
      if (runStart >= 0 && end - runStart === 1) {
        tokens.push({ text: characters[runStart], start: runStart, end: end, kind: "cjk" });
      }
      runStart = -1;
    }
    for (var i = 0; i < characters.length; i++) {
      var code = characters[i].codePointAt(0);
      if (isCJK(code)) {
        endWord(i);
        if (runStart < 0) { runStart = i; } else {
          tokens.push({ text: characters[i - 1] + characters[i], start: i - 1, end: i + 1, kind: "cjk" });
        }
      } else if (wordScalar.test(characters[i])) {
        endRun(i);
        if (wordStart < 0) { wordStart = i; }
      } else {
        endWord(i);
        endRun(i);
      }
    }
    endWord(characters.length);
    endRun(characters.length);
    return { characters: characters, tokens: tokens };
  }

  /* Query terms: {text, prefix, texts}, every one required. Words (not their parts, which they contain) and lone CJK
     characters match index terms by prefix, so that results follow typing; CJK bigrams match exactly. So `rotation.z`
     asks for `rotation` and `z`. `texts` are the spellings a term matches: its text, and for a Swift Boolean property
     (`isDoubleSided`: a word of several camel-case parts, the first `is`) the Objective-C name the book's prose uses
     (`doubleSided`). `parts` are a word's camel-case parts (`anchor`, `point`), when it has several. A one-letter word
     and the number after it (`m 34`) may be an identifier split by a space: both also match them joined (`m34`). */
  function queryTerms(text) {
    var terms = [];
    var seen = {};
    var tokenized = tokenize(text);
    var tokens = tokenized.tokens;
    var joined = null;
    for (var t = 0; t < tokens.length; t++) {
      var token = tokens[t];
      if (token.kind === "part" || Object.prototype.hasOwnProperty.call(seen, token.text)) { continue; }
      seen[token.text] = true;
      var texts = joined ? [token.text, joined] : [token.text];
      var parts = [];
      for (var n = t + 1; n < tokens.length && tokens[n].kind === "part"; n++) { parts.push(tokens[n].text); }
      if (parts[0] === "is" && parts.length > 1) { texts.push(token.text.slice(2)); }
      var after = tokens[n];
      joined = /^\p{L}$/u.test(token.text) && after && /^\p{N}+$/u.test(after.text) && !isJoinedToNext(tokenized, t) ? token.text + after.text : null;
      if (joined) { texts.push(joined); }
      var prefix = (token.kind === "word" || token.end - token.start === 1) && !isJoinedToNext(tokenized, t);
      terms.push({ text: token.text, prefix: prefix, texts: texts, parts: parts });
    }
    return terms;
  }

  /* Whether another token follows token t with no space between (`M_PI_4`, `rotation.z`, `-1/500`, `3.1`): the
     token was then typed in full, so it is matched in full, and `M` does not find `move`, nor the 1 of `3.1` find
     `12`. */
  function isJoinedToNext(tokenized, t) {
    var tokens = tokenized.tokens, end = tokens[t].end;
    for (var n = t + 1; n < tokens.length; n++) {
      if (tokens[n].start < end) { continue; }
      return !/\s/u.test(tokenized.characters.slice(end, tokens[n].start).join(""));
    }
    return false;
  }

  /* How many characters of `tokenText` a term matches (all of it, or the prefix typed), or 0. */
  function matchLength(term, tokenText) {
    for (var s = 0; s < term.texts.length; s++) {
      var spelling = term.texts[s];
      if (term.prefix ? tokenText.indexOf(spelling) === 0 : tokenText === spelling) {
        return term.prefix ? Array.from(spelling).length : Array.from(tokenText).length;
      }
    }
    return 0;
  }

  function matches(term, tokenText) {
    return matchLength(term, tokenText) > 0;
  }

  function firstKeyAtLeast(text) {
    var low = 0, high = termKeys.length;
    while (low < high) {
      var middle = (low + high) >> 1;
      if (termKeys[middle] < text) { low = middle + 1; } else { high = middle; }
    }
    return low;
  }

  /* Whether `key` begins with `text` but for one typing slip: a character of `text` changed, left out, added, or
     swapped with the next. */
  function beginsWithinOneSlip(key, text) {
    var i = 0;
    while (i < text.length && i < key.length && key[i] === text[i]) { i++; }
    if (i === text.length) { return true; }
    function rest(k, t) { return key.slice(k).indexOf(text.slice(t)) === 0; }
    return rest(i + 1, i + 1) || rest(i + 1, i) || rest(i, i + 1) ||
      (key[i] === text[i + 1] && key[i + 1] === text[i] && rest(i + 2, i + 2));
  }

  function anyKeyBegins(spellings) {
    for (var s = 0; s < spellings.length; s++) {
      var k = firstKeyAtLeast(spellings[s]);
      if (k < termKeys.length && termKeys[k].indexOf(spellings[s]) === 0) { return true; }
    }
    return false;
  }

  /* The query's terms, a word of four letters or more that no index term begins with (`perpective`) spelled instead
     as the index terms one slip away from beginning with it (`perspective`). Only the terms that begin with its first
     letter are compared (sorted, they are one range), so a slip in the first letter is not corrected but a keystroke
     reads a fraction of the terms. Kept for the query last asked, since its results are ranked and then shown. */
  var termsAsked = { text: null, terms: [] };
  /* How many index terms were compared with misspelled words: the work the tests count. */
  var keysCompared = 0;
  function termsOf(text) {
    if (termsAsked.text === text) { return termsAsked.terms; }
    var terms = queryTerms(text);
    for (var t = 0; index && t < terms.length; t++) {
      var term = terms[t];
      if (!term.prefix || Array.from(term.text).length < 4 || anyKeyBegins(term.texts)) { continue; }
      term.texts = [];
      var end = firstKeyAtLeast(String.fromCharCode(term.text.charCodeAt(0) + 1));
      for (var k = firstKeyAtLeast(term.text[0]); k < end; k++) {
        keysCompared += 1;
        if (beginsWithinOneSlip(termKeys[k], term.text)) { term.texts.push(termKeys[k]); }
      }
    }
    termsAsked = { text: text, terms: terms };
    return terms;
  }

  function holdsOutsideLabel(title, key) {
    var rest = title.replace(/^(?:(?:chapter|listing|figure|exercise)\s+)?[\p{N}.]+\s/iu, "");
    return tokenize(rest).tokens.some(function (token) { return token.text === key; });
  }

  /* Whether a query is about a chapter's, listing's or figure's number: it names one, or is only numbers. */
  function aboutLabels(terms) {
    var numbers = terms.filter(function (term) { return /^\p{N}+$/u.test(term.text); }).length;
    return numbers === terms.length || terms.some(function (term) {
      return term.text.length >= 3 && ["chapter", "listing", "figure", "exercise"].some(function (word) { return word.indexOf(term.text) === 0; });
    });
  }

  /* The documents holding a word's camel-case parts as words one after the other (`anchor point` for `anchorPoint`)
     and not the word, scored by the parts' mean weight, so they rank with the texts holding the word. Only the best
     candidates' lines are read. */
  function addPartsWritten(term, scores, labelsCount) {
    if (term.parts.length < 2) { return; }
    var perPart = term.parts.map(function (part) { return scoresFor({ text: part, prefix: false, texts: [part], parts: [] }, labelsCount); });
    var candidates = Object.keys(perPart[0]).filter(function (document) {
      return !(document in scores) && perPart.every(function (partScores) { return document in partScores; });
    }).map(function (document) {
      var sum = perPart.reduce(function (total, partScores) { return total + partScores[document]; }, 0);
      return { document: document, score: Math.round(sum / perPart.length) };
    });
    candidates.sort(function (a, b) { return b.score - a.score || a.document - b.document; });
    candidates.slice(0, literalCandidates).forEach(function (candidate) {
      if (holdsLiteral(index.docs[candidate.document], term.parts.join(" "))) { scores[candidate.document] = candidate.score; }
    });
  }

  /* What a term typed in full adds to its weight: less than a title adds (100), so a section whose title holds a
     longer word it begins still ranks above a text that holds the word itself. */
  var exactBonus = 25;

  /* Scores of the documents containing one query term: the best weight among the index terms it matches. Unless
     `labelsCount`, a number's title weight does not count where the title holds it only in its label (`4. 3D …`,
     `Listing 4.1 …`): `M_PI_4` is not about chapter 4. */
  function scoresFor(term, labelsCount) {
    var scores = {};
    function add(key, spelling) {
      var postings = index.terms[key];
      var bonus = key === spelling ? exactBonus : 0;
      var number = !labelsCount && /^\p{N}+$/u.test(key);
      for (var i = 0; i + 1 < postings.length; i += 2) {
        var score = postings[i + 1] + bonus;
        if (number && postings[i + 1] >= titleWeight && !holdsOutsideLabel(index.docs[postings[i]][0], key)) { score -= titleWeight; }
        if (!(scores[postings[i]] >= score)) { scores[postings[i]] = score; }
      }
    }
    for (var s = 0; s < term.texts.length; s++) {
      var spelling = term.texts[s];
      if (term.prefix) {
        for (var k = firstKeyAtLeast(spelling); k < termKeys.length && termKeys[k].indexOf(spelling) === 0; k++) {
          add(termKeys[k], spelling);
        }
      } else if (Object.prototype.hasOwnProperty.call(index.terms, spelling)) {
        add(spelling, spelling);
      }
    }
    return scores;
  }

  /* What a title holding the query's words in the order typed adds: as much as a title term, so that `Listing 3.1`
     ranks the listing so titled above a title holding a 3 and a 1 apart, and `order matters` the section saying so.
     Only a document with every term in its title (a score of at least titleWeight per term) can, so only the titles
     of those are read again, not every document's. */
  var titleWeight = 100;
  var phraseBonus = 100;
  /* What a text holding a query of several terms as typed (`Figure 5.2`, `transform.rotation.z`) adds, per term: as
     much as a title holding each, so that it ranks above texts holding the words apart under titles that hold some
     (a chapter's number), and below a title holding the query. Only the best candidates' lines are read, so that
     a keystroke reads a bounded part of the book's text. */
  var literalBonusPerTerm = 100;
  var literalCandidates = 50;

  /* Whether the words of `title` hold `terms` one after the other: the last by prefix (it is being typed), the
     others in full. */
  function holdsPhrase(title, terms) {
    var words = tokenize(title).tokens.filter(function (token) { return token.kind !== "part"; });
    for (var start = 0; start + terms.length <= words.length; start++) {
      var k = 0;
      while (k < terms.length && (k + 1 < terms.length ? words[start + k].text === terms[k].text
                                                         : matches(terms[k], words[start + k].text))) { k++; }
      if (k === terms.length) { return true; }
    }
    return false;
  }

  /* The documents holding every term of the query, best first (weights are ranked by SearchIndex.weight: a term in
     a title above any number of occurrences in a text, texts normalised by their length). */
  function search(text) {
    var terms = termsOf(text);
    if (terms.length === 0 || !index) { return []; }
    var total = null;
    var labelsCount = aboutLabels(terms);
    for (var t = 0; t < terms.length; t++) {
      var scores = scoresFor(terms[t], labelsCount);
      addPartsWritten(terms[t], scores, labelsCount);
      if (total === null) { total = scores; continue; }
      var combined = {};
      for (var document in total) {
        if (Object.prototype.hasOwnProperty.call(scores, document)) { combined[document] = total[document] + scores[document]; }
      }
      total = combined;
    }
    var found = Object.keys(total).map(function (document) {
      var score = total[document];
      if (terms.length > 1 && score >= titleWeight * terms.length && holdsPhrase(index.docs[document][0], terms)) { score += phraseBonus; }
      return { document: +document, score: score };
    });
    found.sort(function (a, b) { return b.score - a.score || a.document - b.document; });
    var literal = terms.length > 1 ? literalOf(text) : null;
    if (literal) {
      var best = found.slice(0, literalCandidates);
      for (var b = 0; b < best.length; b++) {
        if (holdsLiteral(index.docs[best[b].document], literal)) { best[b].score += literalBonusPerTerm * terms.length; }
      }
      best.sort(function (a, b) { return b.score - a.score || a.document - b.document; });
      found = best;
    }
    return found.slice(0, 20);
  }

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
