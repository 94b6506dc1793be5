/// `assets/notebook.js`: the page's behaviour, all progressive: without it every page still reads completely (both
/// languages of a twin listing shown, renditions at their final state, search hidden).
///
/// The search half mirrors `SearchIndex.tokens(of:)` exactly; change both together.
enum PageScript {
    static let source = #"""
(function () {
  "use strict";
  var root = document.documentElement;

  function store(key, value) {
    try { window.localStorage.setItem(key, value); } catch (error) { /* file:// or private mode */ }
  }

  /* Theme: light or dark, starting from the system preference, remembered across pages. */
  var themeToggle = document.querySelector(".theme-toggle");
  if (themeToggle) {
    themeToggle.addEventListener("click", function () {
      var current = root.getAttribute("data-theme");
      if (!current) {
        current = window.matchMedia && window.matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light";
      }
      var next = current === "dark" ? "light" : "dark";
      root.setAttribute("data-theme", next);
      store("notebook-theme", next);
    });
  }

  /* The chapter list: a page lists only its own chapter (with its outline) and a link to the contents, so that it
     does not change when another chapter does; the other chapters come from assets/contents.js. */
  var contents = window.NotebookContents;
  var toc = document.querySelector(".sidebar ol.toc[data-current]");
  if (contents && toc) {
    var currentNumber = +toc.getAttribute("data-current");
    var currentItem = toc.querySelector("li.current");
    for (var p = 0; p < contents.pages.length; p++) {
      var page = contents.pages[p];
      if (page[1] === currentNumber) { continue; }
      var item = document.createElement("li");
      var link = document.createElement("a");
      link.href = encodeURIComponent(page[0]);
      var number = document.createElement("span");
      number.className = "toc-number";
      number.textContent = page[1] + ".";
      link.appendChild(number);
      link.appendChild(document.createTextNode(" " + page[2]));
      item.appendChild(link);
      if (currentItem && page[1] < currentNumber) { toc.insertBefore(item, currentItem); } else { toc.appendChild(item); }
    }
    var all = document.querySelector(".sidebar .toc-all");
    if (all) { all.hidden = true; }
  }

  /* A long table of contents starts scrolled to the current chapter. */
  var current = document.querySelector(".sidebar .current");
  var sidebar = document.getElementById("sidebar");
  if (current && sidebar && current.offsetTop > sidebar.clientHeight / 2) {
    sidebar.scrollTop = current.offsetTop - sidebar.clientHeight / 4;
  }

  /* The outline marks the section or listing being read. */
  var outlineLinks = document.querySelectorAll(".outline a");
  if (outlineLinks.length > 0 && "IntersectionObserver" in window) {
    var linkFor = {};
    for (var o = 0; o < outlineLinks.length; o++) {
      linkFor[outlineLinks[o].getAttribute("href").slice(1)] = outlineLinks[o];
    }
    var marked = null;
    var observer = new IntersectionObserver(function (entries) {
      for (var e = 0; e < entries.length; e++) {
        if (!entries[e].isIntersecting) { continue; }
        var link = linkFor[entries[e].target.id];
        if (!link || link === marked) { continue; }
        if (marked) { marked.removeAttribute("aria-current"); }
        link.setAttribute("aria-current", "location");
        marked = link;
      }
    }, { rootMargin: "0px 0px -70% 0px" });
    for (var id in linkFor) {
      var target = document.getElementById(id);
      if (target) { observer.observe(target); }
    }
  }

  /* Sidebar on narrow screens. */
  var sidebarToggle = document.querySelector(".sidebar-toggle");
  if (sidebarToggle) {
    sidebarToggle.addEventListener("click", function () {
      var open = root.classList.toggle("sidebar-open");
      sidebarToggle.setAttribute("aria-expanded", open ? "true" : "false");
    });
  }

  /* Language switch of twin listings: one choice for the whole book. */
  function showLanguage(language) {
    root.setAttribute("data-language", language);
    var tabs = document.querySelectorAll(".language-switch [data-language]");
    for (var i = 0; i < tabs.length; i++) {
      tabs[i].setAttribute("aria-selected", tabs[i].getAttribute("data-language") === language ? "true" : "false");
    }
  }
  var switches = document.querySelectorAll(".language-switch [data-language]");
  for (var s = 0; s < switches.length; s++) {
    switches[s].addEventListener("click", function (event) {
      var language = event.currentTarget.getAttribute("data-language");
      showLanguage(language);
      store("notebook-language", language);
    });
  }
  showLanguage(root.getAttribute("data-language") === "swift" ? "swift" : "objc");
  /* Tabs follow the ARIA pattern: Left and Right move between the two languages. */
  var tablists = document.querySelectorAll(".language-switch");
  for (var t = 0; t < tablists.length; t++) {
    tablists[t].addEventListener("keydown", function (event) {
      if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") { return; }
      var tabs = event.currentTarget.querySelectorAll("[data-language]");
      for (var i = 0; i < tabs.length; i++) {
        if (tabs[i] === document.activeElement) {
          var next = tabs[(i + (event.key === "ArrowRight" ? 1 : tabs.length - 1)) % tabs.length];
          next.focus();
          next.click();
          event.preventDefault();
          return;
        }
      }
    });
  }

  /* Search: each chapter's index is a statement that registers it in window.NotebookSearchShards; the statements of
     each run of \#(SearchIndex.chaptersPerPart) chapters are a script, assets/search/part-N.js (scripts, not fetch, so that
     file:// works). They are loaded on the first use of the search box and merged in reading order into one index:
     {docs: [[title, url, excerpt]], terms: {term: [doc, weight, ...]}}. */
  var input = document.getElementById("search-input");
  var results = document.getElementById("search-results");
  var status = document.getElementById("search-status");
  if (!input || !results) { return; }
  var index = null;
  var termKeys = [];
  var loading = false;
  var scriptBase = (document.querySelector("script[src$='notebook.js']") || {}).src || "";
  scriptBase = scriptBase.slice(0, scriptBase.length - "notebook.js".length);

  function mergeShards(pages) {
    var shards = window.NotebookSearchShards || {};
    var merged = { docs: [], terms: {} };
    for (var p = 0; p < pages.length; p++) {
      var shard = shards[pages[p]];
      if (!shard) { continue; }
      var offset = merged.docs.length;
      for (var d = 0; d < shard.docs.length; d++) { merged.docs.push(shard.docs[d]); }
      for (var term in shard.terms) {
        if (!Object.prototype.hasOwnProperty.call(shard.terms, term)) { continue; }
        var postings = merged.terms[term] || (merged.terms[term] = []);
        var source = shard.terms[term];
        for (var i = 0; i + 1 < source.length; i += 2) { postings.push(source[i] + offset, source[i + 1]); }
      }
    }
    return merged;
  }

  function useIndex(merged) {
    index = merged;
    termKeys = Object.keys(index.terms).sort();
  }


  /* Loads every chapter's shard once, then runs `then`. */
  function loadIndex(then) {
    if (index) { then(); return; }
    var pages = contents ? contents.pages.map(function (page) { return page[0]; }) : [];
    if (loading) { return; }
    loading = true;
    status.textContent = "Loading the search index…";
    var parts = Math.ceil(pages.length / \#(SearchIndex.chaptersPerPart));
    var remaining = parts;
    function done() {
      remaining -= 1;
      if (remaining > 0) { return; }
      useIndex(mergeShards(pages));
      then();
    }
    if (remaining === 0) { useIndex({ docs: [], terms: {} }); then(); return; }
    for (var p = 1; p <= parts; p++) {
      var script = document.createElement("script");
      script.src = scriptBase + "search/part-" + p + ".js";
      script.onload = done;
      script.onerror = done;
      document.head.appendChild(script);
    }
  }

  function isCJK(code) {
    return (code >= 0x3040 && code <= 0x30FF) || (code >= 0x3400 && code <= 0x4DBF) ||
      (code >= 0x4E00 && code <= 0x9FFF) || (code >= 0xAC00 && code <= 0xD7A3) ||
      (code >= 0xF900 && code <= 0xFAFF) || (code >= 0x20000 && code <= 0x2FFFF);
  }
  var wordScalar = /[\p{L}\p{N}]/u;

  /* Query terms: {text, prefix}. Words match index terms by prefix; CJK bigrams match exactly. */
  function queryTerms(text) {
    var terms = [];
    var word = "";
    var run = [];
    function flushWord() {
      if (word) { terms.push({ text: word.toLowerCase(), prefix: true }); }
      word = "";
    }
    function flushRun() {
      if (run.length === 1) { terms.push({ text: run[0], prefix: true }); }
      for (var i = 0; i + 1 < run.length; i++) { terms.push({ text: run[i] + run[i + 1], prefix: false }); }
      run = [];
    }
    for (var character of text) {
      var code = character.codePointAt(0);
      if (isCJK(code)) { flushWord(); run.push(character); }
      else if (wordScalar.test(character)) { flushRun(); word += character; }
      else { flushWord(); flushRun(); }
    }
    flushWord();
    flushRun();
    return terms;
  }

  function firstKeyAtLeast(text) {
    var low = 0, high = termKeys.length;
    while (low < high) {
      var middle = (low + high) >> 1;
      if (termKeys[middle] < text) { low = middle + 1; } else { high = middle; }
    }
    return low;
  }

  /* Scores of the documents containing one query term (summed over the index terms it matches). */
  function scoresFor(term) {
    var scores = {};
    function add(key) {
      var postings = index.terms[key];
      for (var i = 0; i + 1 < postings.length; i += 2) {
        scores[postings[i]] = (scores[postings[i]] || 0) + postings[i + 1] * (key === term.text ? 2 : 1);
      }
    }
    if (term.prefix) {
      for (var k = firstKeyAtLeast(term.text); k < termKeys.length && termKeys[k].indexOf(term.text) === 0; k++) {
        add(termKeys[k]);
      }
    } else if (Object.prototype.hasOwnProperty.call(index.terms, term.text)) {
      add(term.text);
    }
    return scores;
  }

  function search(text) {
    var terms = queryTerms(text);
    if (terms.length === 0 || !index) { return []; }
    var total = null;
    for (var t = 0; t < terms.length; t++) {
      var scores = scoresFor(terms[t]);
      if (total === null) { total = scores; continue; }
      var combined = {};
      for (var document in total) {
        if (Object.prototype.hasOwnProperty.call(scores, document)) { combined[document] = total[document] + scores[document]; }
      }
      total = combined;
    }
    var found = Object.keys(total).map(function (document) { return { document: +document, score: total[document] }; });
    found.sort(function (a, b) { return b.score - a.score || a.document - b.document; });
    return found.slice(0, 20);
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
    for (var i = 0; i < found.length; i++) {
      var entry = index.docs[found[i].document];
      var item = document.createElement("li");
      var link = document.createElement("a");
      link.href = entry[1];
      var title = document.createElement("span");
      title.className = "search-title";
      title.textContent = entry[0];
      var excerpt = document.createElement("span");
      excerpt.className = "search-excerpt";
      excerpt.textContent = entry[2];
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
    load: loadIndex,
    documents: function () { return index ? index.docs : []; },
    useShards: function (pages) { useIndex(mergeShards(pages)); }
  };

  input.addEventListener("focus", function () { loadIndex(function () {}); });
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
})();

"""#
}
