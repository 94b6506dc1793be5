import XCTest

final class NotebookPlaceholderTests: XCTestCase {}
