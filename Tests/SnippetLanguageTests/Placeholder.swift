import XCTest

final class SnippetLanguagePlaceholderTests: XCTestCase {}
