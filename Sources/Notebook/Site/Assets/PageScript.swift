/// `assets/notebook.js`: the page's behaviour, all progressive: without it every page still reads completely (both
/// languages of a twin listing shown, renditions at their final state, search hidden).
///
/// The search half is `PageSearchScript` (the index, the tokenizer and the ranking) followed by
/// `PageSearchResultsScript` (excerpts, the results list and the keys), kept apart so that each file stays short; it
/// tokenizes by the rule of `SearchTokenizer` exactly (a Node test checks they agree); change both together.
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

  /* Figures fit the column. A live rendition is a stage of fixed size (its pixels are the layers' points), so a
     stage wider than its column is scaled down as a whole, its box shrunk to match. A diagram's labels are drawn
     at 11 user units and shrink with it: on a phone they are given back at least 10 px. */
  var minimumLabelSize = 10;
  function fitFigures() {
    var stages = document.querySelectorAll(".live-rendition > .stage");
    for (var i = 0; i < stages.length; i++) {
      var stage = stages[i];
      var rendition = stage.parentElement;
      var frame = rendition.parentElement;
      var natural = stage.offsetWidth, height = stage.offsetHeight;
      var available = frame && frame.parentElement ? frame.parentElement.clientWidth : natural;
      var scale = natural > available && available > 0 ? available / natural : 1;
      /* The stage keeps its layout size; its negative margin and the clipping rendition take up the scaled box. */
      stage.style.transform = scale < 1 ? "scale(" + scale + ")" : "";
      stage.style.marginBottom = scale < 1 ? -height * (1 - scale) + "px" : "";
      rendition.style.width = scale < 1 ? natural * scale + "px" : "";
      rendition.style.overflow = scale < 1 ? "hidden" : "";
      if (scale < 1) { rendition.setAttribute("data-scale", String(scale)); } else { rendition.removeAttribute("data-scale"); }
    }
    var diagrams = document.querySelectorAll("svg.figure");
    for (var d = 0; d < diagrams.length; d++) {
      var svg = diagrams[d];
      var box = svg.viewBox && svg.viewBox.baseVal;
      if (!box || !(box.width > 0) || svg.clientWidth === 0) { continue; }
      var unit = svg.clientWidth / box.width;
      var labels = svg.querySelectorAll("text");
      for (var l = 0; l < labels.length; l++) {
        var size = Number(labels[l].getAttribute("font-size")) || Number(svg.getAttribute("font-size")) || 11;
        labels[l].style.fontSize = size * unit < minimumLabelSize ? minimumLabelSize / unit + "px" : "";
      }
    }
  }
  fitFigures();
  var fitPending = false;
  /* (The search's Node test runs this script without a window to listen to.) */
  if (typeof window.addEventListener === "function") {
    window.addEventListener("resize", function () {
      if (fitPending) { return; }
      fitPending = true;
      window.requestAnimationFrame(function () { fitPending = false; fitFigures(); });
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

"""# + "\n" + PageSearchScript.source + "\n\n" + PageSearchResultsScript.source + "\n" + #"""
})();

"""#
}
