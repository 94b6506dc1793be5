import XCTest

final class TransformKitPlaceholderTests: XCTestCase {}
