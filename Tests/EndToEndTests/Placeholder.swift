import XCTest

final class EndToEndPlaceholderTests: XCTestCase {}
