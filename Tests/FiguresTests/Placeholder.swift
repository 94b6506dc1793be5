import XCTest

final class FiguresPlaceholderTests: XCTestCase {}
