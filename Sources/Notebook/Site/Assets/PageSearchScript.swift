/// The search half of `assets/notebook.js` (`PageScript`), inside its function: loading the index parts, the
/// tokenizer of `SearchTokenizer` (a Node test checks they agree; change both together) and the ranking of the
/// documents found. What is shown of them, and the search box's keys, are `PageSearchResultsScript`, which follows it
/// in the same function.
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
"""#
}
