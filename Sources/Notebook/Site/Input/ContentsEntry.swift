/// A chapter as the book's contents list it: what the index, the chapter list and the previous/next links show.
public struct ContentsEntry: Hashable, Sendable {
    public var number: Int
    public var fileName: String
    public var title: String
    public var summary: String?
    public var listingCount: Int

    public init(number: Int, fileName: String, title: String, summary: String? = nil, listingCount: Int = 0) {
        self.number = number
        self.fileName = fileName
        self.title = title
        self.summary = summary
        self.listingCount = listingCount
    }
}
