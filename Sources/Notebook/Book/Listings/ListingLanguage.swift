/// The language of a listing's code block, from the first word of its info string.
public enum ListingLanguage: String, Hashable, Sendable, CaseIterable {
    case objc
    case swift
}
