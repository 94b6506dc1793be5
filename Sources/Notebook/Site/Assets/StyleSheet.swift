/// `assets/notebook.css`: layout, light and dark themes (system preference, overridden by the toggle through
/// `html[data-theme]`), code highlighting, values, figures, expectations, and print styles. System fonts only.
enum StyleSheet {
    static let source = #"""
:root {
  --bg: #fdfdfc; --fg: #1f2328; --muted: #59636e; --border: #d8dee4; --surface: #f4f5f7; --surface-2: #eaeef2;
  --accent: #0b63ce; --accent-fg: #ffffff; --link: #0b57b8; --pass: #1a7f37; --fail: #cf222e; --warn: #8a5d00;
  --code-bg: #f6f8fa; --tok-keyword: #a626a4; --tok-type: #986801; --tok-function: #3461c9; --tok-number: #0e7c86;
  --tok-string: #3a7a39; --tok-comment: #5f6770; --tok-directive: #8a5d00; --tok-constant: #986801; --tok-property: #0b57b8;
  --figure-bg: #ffffff; --figure-ink: #1f2328; --sidebar-width: 17rem;
  --label-9a9a9a: #707070; --label-8a8a8a: #707070; --label-e8833a: #a85510; --label-2a9d5c: #1e7a46; --label-1f9aa8: #167783;
  --label-b8860b: #8a6408; --label-d64545: #be3a3a; --label-c2185b: #c2185b; --label-2f6fde: #2f6fde; --label-8e5bd0: #8e5bd0;
  --label-6d5a2f: #6d5a2f;
  --font-body: system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "PingFang SC", "Hiragino Sans GB",
    "Microsoft YaHei", "Noto Sans CJK SC", sans-serif;
  --font-code: ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", "Noto Sans Mono CJK SC", monospace;
  color-scheme: light;
}
@media screen and (prefers-color-scheme: dark) {
  :root:not([data-theme="light"]) {
    --bg: #0f1115; --fg: #e6e8eb; --muted: #a8b1bb; --border: #30363d; --surface: #161a20; --surface-2: #1f252d;
    --accent: #4493f8; --accent-fg: #0f1115; --link: #6cb0ff; --pass: #3fb950; --fail: #f85149; --warn: #d29922;
    --code-bg: #161b22; --tok-keyword: #d2a8ff; --tok-type: #ffa657; --tok-function: #79c0ff; --tok-number: #56d4dd;
    --tok-string: #a5d6ff; --tok-comment: #8b949e; --tok-directive: #ff7b72; --tok-constant: #ffa657; --tok-property: #9ecbff;
    --figure-bg: #1b2028; --figure-ink: #e6e8eb;
    --label-9a9a9a: #9a9a9a; --label-8a8a8a: #8a8a8a; --label-e8833a: #e8833a; --label-2a9d5c: #2a9d5c; --label-1f9aa8: #1f9aa8;
    --label-b8860b: #b8860b; --label-d64545: #ef6b6b; --label-c2185b: #f06292; --label-2f6fde: #6c9cf0; --label-8e5bd0: #b48ce8;
    --label-6d5a2f: #c9a96a;
    color-scheme: dark;
  }
}
/* Dark is for the screen only: paper is white (the print styles at the end), whatever the scheme. */
@media screen {
  :root[data-theme="dark"] {
    --bg: #0f1115; --fg: #e6e8eb; --muted: #a8b1bb; --border: #30363d; --surface: #161a20; --surface-2: #1f252d;
    --accent: #4493f8; --accent-fg: #0f1115; --link: #6cb0ff; --pass: #3fb950; --fail: #f85149; --warn: #d29922;
    --code-bg: #161b22; --tok-keyword: #d2a8ff; --tok-type: #ffa657; --tok-function: #79c0ff; --tok-number: #56d4dd;
    --tok-string: #a5d6ff; --tok-comment: #8b949e; --tok-directive: #ff7b72; --tok-constant: #ffa657; --tok-property: #9ecbff;
    --figure-bg: #1b2028; --figure-ink: #e6e8eb;
    --label-9a9a9a: #9a9a9a; --label-8a8a8a: #8a8a8a; --label-e8833a: #e8833a; --label-2a9d5c: #2a9d5c; --label-1f9aa8: #1f9aa8;
    --label-b8860b: #b8860b; --label-d64545: #ef6b6b; --label-c2185b: #f06292; --label-2f6fde: #6c9cf0; --label-8e5bd0: #b48ce8;
    --label-6d5a2f: #c9a96a;
    color-scheme: dark;
  }
}

*, *::before, *::after { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; scroll-padding-top: 4rem; }
body { margin: 0; background: var(--bg); color: var(--fg); font: 16px/1.65 var(--font-body); }
a { color: var(--link); }
a:focus-visible, button:focus-visible, input:focus-visible { outline: 2px solid var(--accent); outline-offset: 2px; }
.visually-hidden { position: absolute !important; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
.skip-link { position: absolute; left: 0.5rem; top: -3rem; z-index: 100; padding: 0.5rem 1rem; background: var(--accent); color: var(--accent-fg); border-radius: 0 0 6px 6px; }
.skip-link:focus { top: 0; }

/* Top bar */
.top-bar { position: sticky; top: 0; z-index: 20; display: flex; align-items: center; gap: 0.75rem; height: 3.25rem;
  padding: 0 1rem; background: var(--bg); border-bottom: 1px solid var(--border); }
.book-title { font-weight: 650; color: var(--fg); text-decoration: none; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.top-bar button { font: inherit; background: transparent; color: var(--fg); border: 1px solid var(--border); border-radius: 6px;
  height: 2.1rem; min-width: 2.1rem; cursor: pointer; }
.top-bar button:hover { background: var(--surface); }
.sidebar-toggle { display: none; }
.no-js .theme-toggle, .no-js .search { display: none; }
.search { position: relative; margin-left: auto; width: min(24rem, 45vw); }
.search input { width: 100%; font: inherit; padding: 0.3rem 0.6rem; color: var(--fg); background: var(--surface);
  border: 1px solid var(--border); border-radius: 6px; }
.search-results { position: absolute; right: 0; top: 2.6rem; width: min(32rem, 92vw); max-height: 70vh; overflow: auto;
  margin: 0; padding: 0.25rem; list-style: none; background: var(--bg); border: 1px solid var(--border); border-radius: 8px;
  box-shadow: 0 8px 24px rgba(0, 0, 0, 0.18); }
.search-results a { display: block; padding: 0.45rem 0.6rem; border-radius: 6px; text-decoration: none; color: var(--fg); }
.search-results a:hover, .search-results a:focus { background: var(--surface-2); outline: none; }
/* The arrow keys move the focus through the results: the tint alone (1.2:1 against the list) is too faint to follow. */
.search-results a:focus-visible { outline: 2px solid var(--accent); outline-offset: -2px; }
.search-title { display: block; font-weight: 600; }
.search-excerpt { display: block; font-size: 0.85rem; color: var(--muted); }
.search-empty { padding: 0.5rem 0.6rem; color: var(--muted); }

/* Layout */
.layout { display: grid; grid-template-columns: var(--sidebar-width) minmax(0, 1fr); min-height: calc(100vh - 3.25rem); }
.layout { background: linear-gradient(to right, var(--surface) calc(var(--sidebar-width) - 1px),
  var(--border) calc(var(--sidebar-width) - 1px), var(--border) var(--sidebar-width), transparent var(--sidebar-width)); }
.sidebar { position: sticky; top: 3.25rem; align-self: start; max-height: calc(100vh - 3.25rem); overflow: auto;
  padding: 1.25rem 1rem 2rem; font-size: 0.93rem; }
.toc, .outline { list-style: none; margin: 0; padding: 0; }
.toc > li { margin: 0.15rem 0; }
.toc a { display: block; padding: 0.2rem 0.5rem; border-radius: 6px; color: var(--fg); text-decoration: none; }
.toc a:hover { background: var(--surface-2); }
.toc a[aria-current="page"] { background: var(--surface-2); font-weight: 600; }
.toc-number { color: var(--muted); font-variant-numeric: tabular-nums; }
.outline { margin: 0.2rem 0 0.4rem 1.2rem; border-left: 1px solid var(--border); }
.outline a { font-size: 0.85rem; color: var(--muted); padding: 0.1rem 0.6rem; }
.outline .outline-section > a { color: var(--fg); font-weight: 600; margin-top: 0.3rem; }
.outline a[aria-current="location"] { color: var(--link); background: var(--surface-2); }
.section-anchor { display: block; position: relative; height: 0; }
main { min-width: 0; padding: 2rem clamp(1rem, 4vw, 3.5rem) 3rem; outline: none; }
article { max-width: 48rem; margin: 0 auto; }
.chapter-number { margin: 0; color: var(--muted); text-transform: uppercase; letter-spacing: 0.06em; font-size: 0.8rem; font-weight: 600; }
h1 { font-size: 2.1rem; line-height: 1.2; margin: 0.2rem 0 1.2rem; }
h2 { font-size: 1.45rem; margin: 2.2rem 0 0.8rem; padding-bottom: 0.25rem; border-bottom: 1px solid var(--border); }
h3 { font-size: 1.15rem; margin: 1.8rem 0 0.6rem; }
p, ul, ol, blockquote, table { margin: 0 0 1rem; }
blockquote { margin-left: 0; padding: 0.2rem 1rem; border-left: 4px solid var(--border); color: var(--muted); }
code { font-family: var(--font-code); font-size: 0.88em; background: var(--code-bg); padding: 0.1em 0.3em; border-radius: 4px; }
pre { font-family: var(--font-code); font-size: 0.86rem; line-height: 1.5; background: var(--code-bg); padding: 0.85rem 1rem;
  border-radius: 8px; overflow-x: auto; border: 1px solid var(--border); }
pre code { background: none; padding: 0; font-size: inherit; }
/* A wide table scrolls inside itself, never the page (a function table on a 390 px phone). */
table { border-collapse: collapse; display: block; overflow-x: auto; max-width: 100%; overscroll-behavior-x: contain; }
th, td { border: 1px solid var(--border); padding: 0.35rem 0.6rem; text-align: left; vertical-align: top; }
th { background: var(--surface); }
th[align="center"], td[align="center"] { text-align: center; }
th[align="right"], td[align="right"] { text-align: right; }
td code, th code { white-space: nowrap; }
del { color: var(--muted); }
.footnote-ref a { text-decoration: none; padding: 0 0.1em; }
.footnotes { margin-top: 2.5rem; padding-top: 0.5rem; border-top: 1px solid var(--border); font-size: 0.9rem; color: var(--muted); }
.footnotes li:target { background: var(--code-bg); }
.footnote-backref { text-decoration: none; }
img { max-width: 100%; }
hr { border: none; border-top: 1px solid var(--border); margin: 2rem 0; }

.contents { padding-left: 0; list-style: none; }
.contents > li { padding: 0.7rem 0; border-bottom: 1px solid var(--border); }
.contents > li > a { font-size: 1.15rem; font-weight: 600; text-decoration: none; }
.contents .summary { margin: 0.2rem 0 0; color: var(--muted); }
.contents .meta { margin: 0.1rem 0 0; font-size: 0.85rem; color: var(--muted); }

.pager { display: flex; justify-content: space-between; gap: 1rem; max-width: 48rem; margin: 3rem auto 0; }
.pager a { display: flex; flex-direction: column; padding: 0.7rem 1rem; border: 1px solid var(--border); border-radius: 8px;
  text-decoration: none; color: var(--fg); max-width: 48%; }
.pager a:hover { border-color: var(--accent); }
.pager .next { margin-left: auto; text-align: right; }
.pager-label { font-size: 0.8rem; color: var(--muted); }
.pager-title { font-weight: 600; color: var(--link); }
.site-footer { padding: 1.5rem; border-top: 1px solid var(--border); color: var(--muted); font-size: 0.85rem; text-align: center; }
.site-footer p { margin: 0; }

/* Listings */
.listing { margin: 1.75rem 0; border: 1px solid var(--border); border-radius: 10px; background: var(--bg); overflow: hidden; }
.listing > figcaption, .listing-caption { margin: 0; padding: 0.55rem 1rem; background: var(--surface); border-bottom: 1px solid var(--border);
  font-size: 0.92rem; }
.listing-label, .figure-label { font-weight: 700; }
.listing-caption a.anchor, .figure-caption a.anchor { color: var(--muted); text-decoration: none; margin-left: 0.35rem; visibility: hidden; }
.listing-caption:hover a.anchor, .figure-caption:hover a.anchor, a.anchor:focus { visibility: visible; }
.listing pre { margin: 0; border: none; border-radius: 0; }
.listing-part { padding: 0.8rem 1rem; border-top: 1px solid var(--border); }
.listing-part > .listing-part-title { margin: 0 0 0.5rem; font-size: 0.78rem; text-transform: uppercase; letter-spacing: 0.06em; color: var(--muted); }
.language-switch { display: flex; gap: 0.25rem; padding: 0.4rem 0.75rem 0; background: var(--code-bg); }
.language-switch button { font: inherit; font-size: 0.82rem; padding: 0.2rem 0.7rem; border: 1px solid var(--border);
  border-radius: 6px 6px 0 0; background: transparent; color: var(--muted); cursor: pointer; }
.language-switch button[aria-selected="true"] { background: var(--bg); color: var(--fg); font-weight: 600; }
.no-js .language-switch { display: none; }
.code-language { margin: 0; padding: 0.35rem 1rem 0; font-size: 0.75rem; color: var(--muted); background: var(--code-bg);
  text-transform: uppercase; letter-spacing: 0.06em; }
.js .twin .code-language { display: none; }
.js[data-language="swift"] .twin .code-variant[data-language="objc"],
.js:not([data-language="swift"]) .twin .code-variant[data-language="swift"] { display: none; }
/* A bare <i> is a keyword and a <b> a number, the most frequent kinds (ListingMarkup.runElement); every other kind
   is an <i> with its class. */
.code i { font-style: normal; color: var(--tok-keyword); }
.code b { font-weight: inherit; color: var(--tok-number); }
.code i.t { color: var(--tok-type); }
.code i.f { color: var(--tok-function); }
.code i.s { color: var(--tok-string); }
.code i.c { color: var(--tok-comment); font-style: italic; }
.code i.d { color: var(--tok-directive); }
.code i.p { color: var(--tok-property); }
/* Lines changed since the previous, near-identical listing (ChangedLines): a tint and a bar in the margin. */
.code .ch { display: inline-block; min-width: 100%; background: rgba(217, 154, 30, 0.13); box-shadow: -0.5rem 0 0 -0.2rem #d99a1e; }
.code-changes { margin: 0.2rem 0; font-size: 0.85rem; color: var(--muted); }
.code-changes::before { content: ""; display: inline-block; width: 0.3rem; height: 0.9em; margin-right: 0.4rem; background: #d99a1e; vertical-align: -0.1em; }

/* Live cells (assets/live.js): the editor is a transparent textarea over a same-metrics overlay that underlines the
   draggable numbers and highlights the current step's line. */
.cell-toolbar { padding: 0.4rem 1rem; }
.cell-toolbar button, .cell-controls button { font: inherit; font-size: 0.85rem; padding: 0.15rem 0.6rem; color: var(--fg);
  background: var(--surface); border: 1px solid var(--border); border-radius: 6px; cursor: pointer; }
.cell-toolbar button:hover, .cell-controls button:hover:enabled { background: var(--surface-2); }
.cell-controls button:disabled { opacity: 0.5; cursor: default; }
.cell-controls { display: flex; flex-wrap: wrap; gap: 0.4rem; align-items: center; margin: 0.5rem 1rem; }
.cell-status { font-size: 0.85rem; color: var(--muted); }
.cell-editing pre.code, .cell-editing .code-language { display: none; }
.cell-editor { position: relative; margin: 0.5rem 1rem; }
.cell-editor .cell-overlay, .cell-editor .cell-input { box-sizing: border-box; width: 100%; margin: 0; padding: 0.85rem 1rem;
  font-family: var(--font-code); font-size: 0.86rem; line-height: 1.5; letter-spacing: normal; tab-size: 4;
  white-space: pre; border: 1px solid var(--border); border-radius: 8px; }
.cell-editor .cell-overlay { position: absolute; inset: 0; overflow: hidden; color: transparent; pointer-events: none; }
.cell-editor .cell-input { position: relative; display: block; color: var(--fg); background: transparent; resize: vertical;
  overflow: auto; touch-action: pan-y; }
.cell-line { display: block; }
.cell-line.current { background: color-mix(in srgb, var(--accent) 20%, transparent); }
.cell-number { border-bottom: 1px dotted var(--tok-number); }
.cell-number-note { display: block; margin: 0.25rem 1rem; font-size: 0.85rem; color: var(--muted); }
.cell-results.edited { border-left: 3px solid var(--warn); padding-left: 0.6rem; }
.cell-checks { list-style: none; margin: 0.4rem 0; padding: 0; font-size: 0.9rem; }
.cell-checks .holds { color: var(--pass); }
.cell-checks .fails { color: var(--fail); font-weight: 600; }
.cell-checks .unknown { color: var(--muted); }
.cell-diagnostics { font-size: 0.8rem; }
.cell-figure svg { max-width: 100%; height: auto; }
.cell-figure.cell-draggable:focus-visible { outline: 2px solid var(--accent); outline-offset: 2px; }

/* Values */
.values { display: flex; flex-wrap: wrap; gap: 0.75rem 1.5rem; margin: 0; }
.ran { font-size: 0.85em; margin: 0.25rem 0 0; opacity: 0.8; }
.value { margin: 0; min-width: 0; }
.value > dt { font-family: var(--font-code); font-size: 0.85rem; color: var(--muted); }
.value > dd { margin: 0.15rem 0 0; overflow-x: auto; }
.value.shown-earlier > dd { font-size: 0.9rem; color: var(--muted); }
.value math { font-size: 1.05rem; }
.value [title] { cursor: help; }

/* Expectations: a badge that opens on the table */
.checks > summary { cursor: pointer; font-size: 0.9rem; width: fit-content; }
.checks[open] > summary { margin-bottom: 0.5rem; }
.checks-badge { font-weight: 600; }
.checks-badge.pass { color: var(--pass); }
.checks-badge.fail { color: var(--fail); }
.table-scroll { overflow-x: auto; max-width: 100%; }
.expectations { width: 100%; display: table; margin: 0; font-size: 0.88rem; }
/* Identifiers wrap only after a dot (<wbr>), values only at their spaces. */
.expectations td { overflow-wrap: normal; word-break: normal; }
.expectations td[title]:not(.same) { cursor: help; text-decoration: underline dotted var(--muted); }
.expectations td.same { color: var(--muted); text-align: center; cursor: help; }
.expectations .expectation-time { color: var(--muted); white-space: nowrap; }
.expectations td, .expectations th { font-family: var(--font-code); }
.expectations th { font-family: var(--font-body); }
.expectations .result { text-align: center; font-weight: 700; width: 2.5rem; }
.expectations .result > span, .expectations th > span { position: absolute !important; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
.expectations .pass .result { color: var(--pass); }
/* The mark is decoration (its alternative text is empty): the cell's hidden word says holds or fails. */
.expectations .pass .result::before { content: "\2713" / ""; }
.expectations .fail .result::before { content: "\2717" / ""; }
.answer { margin: 0 0 1rem; padding: 0.2rem 1rem; border-left: 4px solid var(--accent); background: var(--surface); border-radius: 0 8px 8px 0; }
.answer > summary { cursor: pointer; font-weight: 600; padding: 0.4rem 0; }
.answer[open] > summary { margin-bottom: 0.4rem; }
.expectations .fail { background: color-mix(in srgb, var(--fail) 10%, transparent); }
.expectations .fail .result { color: var(--fail); }

/* Diagnostics */
.diagnostics { list-style: none; margin: 0; padding: 0; }
.diagnostic { margin: 0.3rem 0; padding: 0.45rem 0.7rem; border-left: 4px solid var(--warn); background: var(--surface); font-size: 0.9rem; }
.diagnostic.error { border-left-color: var(--fail); }
.diagnostic-location { color: var(--muted); font-family: var(--font-code); font-size: 0.8rem; white-space: nowrap; }
.diagnostic-severity { font-weight: 700; text-transform: uppercase; font-size: 0.75rem; letter-spacing: 0.05em; margin-right: 0.4rem; }
.diagnostic.warning .diagnostic-severity { color: var(--warn); }
.diagnostic.error .diagnostic-severity { color: var(--fail); }

/* Figures */
.figure { margin: 0; }
.figure-caption { margin-top: 0.4rem; font-size: 0.9rem; color: var(--muted); }
.figure-body { display: flex; flex-wrap: wrap; gap: 1rem; align-items: flex-start; }
.figure-body { max-width: 100%; }
.figure-body svg { max-width: 100%; height: auto; background: var(--figure-bg); border: 1px solid var(--border); border-radius: 8px; }
/* A declared event sequence, step by step: small panels, captioned in HTML at a readable size (at least 10 px). */
.event-strip { margin-top: 0.6rem; }
.event-strip-note { margin: 0 0 0.3rem; font-size: 0.85rem; color: var(--muted); }
.event-steps { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(6.5rem, 1fr)); gap: 0.5rem; }
.event-step figure { margin: 0; }
.event-step svg { display: block; width: 100%; height: auto; background: var(--figure-bg); border: 1px solid var(--border); border-radius: 6px; }
.event-step figcaption { margin-top: 0.15rem; font-size: 0.8rem; line-height: 1.3; color: var(--muted); }
.event-step-number { font-variant-numeric: tabular-nums; }
/* A stage wider than the column is scaled down by the page script (data-scale); without script it scrolls. */
.rendition-frame { display: flex; flex-direction: column; gap: 0.4rem; align-items: flex-start; max-width: 100%; overflow-x: auto; }
.js .rendition-frame { overflow-x: visible; }
.live-rendition .stage { background: var(--figure-bg); }
.live-rendition[data-scale] .stage { transform-origin: 0 0; }
.play-status { font-size: 0.85rem; color: var(--muted); }
.rendition-frame button { font: inherit; font-size: 0.85rem; padding: 0.2rem 0.8rem; border-radius: 6px; border: 1px solid var(--border);
  background: var(--surface); color: var(--fg); cursor: pointer; }
/* One figure: without script the SVG alone (the rendition needs the script to be swapped in and played). */
.no-js .rendition-frame { display: none; }
.js .figure-body { flex-direction: column; gap: 0.4rem; }
/* Reference-square panels are all one size: side by side, wrapping on a narrow screen (the SVG and its rendition stack). */
.js .figure-body:has(> svg.transform-diagram) { flex-direction: row; gap: 1rem; }

/* Figures colour a label like what it names, in the palette's mid tones (DiagramStyle); as text on the panel some
   are too faint for WCAG AA (4.5:1) in one scheme, so each is drawn in a shade of its hue that reaches it there. */
svg.figure text[fill="#9a9a9a"] { fill: var(--label-9a9a9a); }
svg.figure text[fill="#8a8a8a"] { fill: var(--label-8a8a8a); }
svg.figure text[fill="#e8833a"] { fill: var(--label-e8833a); }
svg.figure text[fill="#2a9d5c"] { fill: var(--label-2a9d5c); }
svg.figure text[fill="#1f9aa8"] { fill: var(--label-1f9aa8); }
svg.figure text[fill="#b8860b"] { fill: var(--label-b8860b); }
svg.figure text[fill="#d64545"] { fill: var(--label-d64545); }
svg.figure text[fill="#c2185b"] { fill: var(--label-c2185b); }
svg.figure text[fill="#2f6fde"] { fill: var(--label-2f6fde); }
svg.figure text[fill="#8e5bd0"] { fill: var(--label-8e5bd0); }
svg.figure text[fill="#6d5a2f"] { fill: var(--label-6d5a2f); }
/* The matrix's constant row and tiny values are muted, but still text to read. */
math.value mtable.affine mtd.constant, math.value .tiny, math.value mtd.tiny { color: var(--muted); }

/* Figures in the dark theme: the light tints Figures writes (each palette colour at 22% over white) become the
   same colour at 30% over the dark panel, white fills the panel, near-black marks and text (titles, legends, sentences) the ink. */
@media screen and (prefers-color-scheme: dark) {
  :root:not([data-theme="light"]) svg.figure [fill="#d1dff8"] { fill: #21385f; }
  :root:not([data-theme="light"]) .live-rendition .layer[style*="background: #d1dff8;"] { background: #21385f !important; }
  :root:not([data-theme="light"]) svg.figure [fill="#fae4d4"] { fill: #583e2d; }
  :root:not([data-theme="light"]) .live-rendition .layer[style*="background: #fae4d4;"] { background: #583e2d !important; }
  :root:not([data-theme="light"]) svg.figure [fill="#d0e9db"] { fill: #204638; }
  :root:not([data-theme="light"]) .live-rendition .layer[style*="background: #d0e9db;"] { background: #204638 !important; }
  :root:not([data-theme="light"]) svg.figure [fill="#e6dbf5"] { fill: #3e325a; }
  :root:not([data-theme="light"]) .live-rendition .layer[style*="background: #e6dbf5;"] { background: #3e325a !important; }
  :root:not([data-theme="light"]) svg.figure [fill="#f6d6d6"] { fill: #532b31; }
  :root:not([data-theme="light"]) .live-rendition .layer[style*="background: #f6d6d6;"] { background: #532b31 !important; }
  :root:not([data-theme="light"]) svg.figure [fill="#cee9ec"] { fill: #1c454e; }
  :root:not([data-theme="light"]) .live-rendition .layer[style*="background: #cee9ec;"] { background: #1c454e !important; }
  :root:not([data-theme="light"]) svg.figure [fill="#efe4c9"] { fill: #4a3f1f; }
  :root:not([data-theme="light"]) .live-rendition .layer[style*="background: #efe4c9;"] { background: #4a3f1f !important; }
  :root:not([data-theme="light"]) svg.figure [fill="#f2ccdb"] { fill: #4d1e37; }
  :root:not([data-theme="light"]) .live-rendition .layer[style*="background: #f2ccdb;"] { background: #4d1e37 !important; }
  :root:not([data-theme="light"]) svg.figure [fill="#ffffff"] { fill: var(--figure-bg); }
  :root:not([data-theme="light"]) svg.figure circle.anchor-point { fill: var(--figure-bg); }
  :root:not([data-theme="light"]) svg.figure [stroke="#333333"] { stroke: var(--figure-ink); }
  :root:not([data-theme="light"]) .live-rendition .layer-label { color: var(--figure-ink); }
  :root:not([data-theme="light"]) .live-rendition .face-number { color: var(--figure-ink); }
  :root:not([data-theme="light"]) svg.figure text.mark-number { fill: var(--figure-ink); stroke: var(--figure-bg); }
  :root:not([data-theme="light"]) svg.figure text[fill="#333333"], :root:not([data-theme="light"]) svg.figure text[fill="#444444"],
  :root:not([data-theme="light"]) svg.figure text:not([fill]) { fill: var(--figure-ink); }
  :root:not([data-theme="light"]) math.value mtd.perspective { background: #4a3b12; color: #ffd98a; }
  :root:not([data-theme="light"]) math.value mtd[title]:hover { background: #1f3350; }
}
@media screen {
  :root[data-theme="dark"] svg.figure [fill="#d1dff8"] { fill: #21385f; }
  :root[data-theme="dark"] .live-rendition .layer[style*="background: #d1dff8;"] { background: #21385f !important; }
  :root[data-theme="dark"] svg.figure [fill="#fae4d4"] { fill: #583e2d; }
  :root[data-theme="dark"] .live-rendition .layer[style*="background: #fae4d4;"] { background: #583e2d !important; }
  :root[data-theme="dark"] svg.figure [fill="#d0e9db"] { fill: #204638; }
  :root[data-theme="dark"] .live-rendition .layer[style*="background: #d0e9db;"] { background: #204638 !important; }
  :root[data-theme="dark"] svg.figure [fill="#e6dbf5"] { fill: #3e325a; }
  :root[data-theme="dark"] .live-rendition .layer[style*="background: #e6dbf5;"] { background: #3e325a !important; }
  :root[data-theme="dark"] svg.figure [fill="#f6d6d6"] { fill: #532b31; }
  :root[data-theme="dark"] .live-rendition .layer[style*="background: #f6d6d6;"] { background: #532b31 !important; }
  :root[data-theme="dark"] svg.figure [fill="#cee9ec"] { fill: #1c454e; }
  :root[data-theme="dark"] .live-rendition .layer[style*="background: #cee9ec;"] { background: #1c454e !important; }
  :root[data-theme="dark"] svg.figure [fill="#efe4c9"] { fill: #4a3f1f; }
  :root[data-theme="dark"] .live-rendition .layer[style*="background: #efe4c9;"] { background: #4a3f1f !important; }
  :root[data-theme="dark"] svg.figure [fill="#f2ccdb"] { fill: #4d1e37; }
  :root[data-theme="dark"] .live-rendition .layer[style*="background: #f2ccdb;"] { background: #4d1e37 !important; }
  :root[data-theme="dark"] svg.figure [fill="#ffffff"] { fill: var(--figure-bg); }
  :root[data-theme="dark"] svg.figure circle.anchor-point { fill: var(--figure-bg); }
  :root[data-theme="dark"] svg.figure [stroke="#333333"] { stroke: var(--figure-ink); }
  :root[data-theme="dark"] .live-rendition .layer-label { color: var(--figure-ink); }
  :root[data-theme="dark"] .live-rendition .face-number { color: var(--figure-ink); }
  :root[data-theme="dark"] svg.figure text.mark-number { fill: var(--figure-ink); stroke: var(--figure-bg); }
  :root[data-theme="dark"] svg.figure text[fill="#333333"], :root[data-theme="dark"] svg.figure text[fill="#444444"],
  :root[data-theme="dark"] svg.figure text:not([fill]) { fill: var(--figure-ink); }
  :root[data-theme="dark"] math.value mtd.perspective { background: #4a3b12; color: #ffd98a; }
  :root[data-theme="dark"] math.value mtd[title]:hover { background: #1f3350; }
}

/* serve: the build error page */
.build-error-page { max-width: 60rem; margin: 2rem auto; }
.build-errors { white-space: pre-wrap; border-left: 4px solid var(--fail); }

@media (max-width: 52rem) {
  .layout { grid-template-columns: minmax(0, 1fr); background: none; }
  .sidebar-toggle { display: inline-block; }
  .sidebar { display: none; position: fixed; top: 3.25rem; left: 0; bottom: 0; width: min(20rem, 85vw); z-index: 15; background: var(--surface);
    max-height: none; box-shadow: 4px 0 18px rgba(0, 0, 0, 0.2); }
  .sidebar-open .sidebar, .no-js .sidebar { display: block; position: static; width: auto; box-shadow: none; border-right: none; border-bottom: 1px solid var(--border); }
  .js.sidebar-open .sidebar { position: fixed; width: min(20rem, 85vw); }
  .no-js .sidebar-toggle { display: none; }
  /* The results hang from the top bar, not from the narrow search box, so they stay on the screen. */
  .search { position: static; }
  .search-results { left: 0.5rem; right: 0.5rem; top: 3rem; width: auto; }
  th, td { padding: 0.3rem 0.45rem; }
}
/* A finger needs 44 × 44 px (WCAG 2.5.5): on a touch screen or a narrow one every control grows to that, the top
   bar's buttons included (the bar is 3.25rem high). */
@media (max-width: 52rem), (pointer: coarse) {
  .top-bar button, button, summary { min-height: 2.75rem; min-width: 2.75rem; }
  .search input { min-height: 2.75rem; }
  /* Below 16 px a phone zooms the page in on a text field that takes the focus, and the cell's figure with it. */
  .cell-editor .cell-overlay, .cell-editor .cell-input { font-size: max(1rem, 16px); }
}
@media (prefers-reduced-motion: reduce) {
  * { transition: none !important; animation: none !important; }
}
@media print {
  :root, :root[data-theme="dark"] { --bg: #ffffff; --fg: #000000; --muted: #444444; --surface: #ffffff; --surface-2: #ffffff;
    --code-bg: #f6f6f6; --border: #bbbbbb; --link: #000000; --figure-bg: #ffffff;
    --label-9a9a9a: #707070; --label-8a8a8a: #707070; --label-e8833a: #a85510; --label-2a9d5c: #1e7a46; --label-1f9aa8: #167783;
    --label-b8860b: #8a6408; --label-d64545: #be3a3a; --label-c2185b: #c2185b; --label-2f6fde: #2f6fde; --label-8e5bd0: #8e5bd0;
    --label-6d5a2f: #6d5a2f; color-scheme: light; }
  body { font-size: 11pt; }
  .top-bar, .sidebar, .pager, .skip-link, .language-switch, .site-footer, .rendition-frame,
  .cell-toolbar, .cell { display: none !important; }
  .cell-editing pre.code { display: block !important; }
  .layout { display: block; background: none; }
  main { padding: 0; }
  article { max-width: none; }
  .js .twin .code-variant { display: block !important; }
  .js .twin .code-language { display: block; }
  .listing, .figure, pre, table, svg { break-inside: avoid; }
  h1, h2, h3 { break-after: avoid; }
  a { text-decoration: none; }
  pre { white-space: pre-wrap; }
}

"""#
}
