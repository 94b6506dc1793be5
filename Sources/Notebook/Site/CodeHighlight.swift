/// The highlight class of a run of code (`CodeHighlighter`); the page writes it as `ListingMarkup.runElement`.
public enum CodeHighlight: Sendable, Hashable {
    case keyword, type, function, number, string, comment, directive, property
}
