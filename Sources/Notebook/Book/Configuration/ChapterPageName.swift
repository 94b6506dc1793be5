/// Where a chapter's page sits in the site. The book model owns the rule: the configuration refuses two chapters
/// that would share a page, the site writes each page under this name, and the build plans its files by it.
public enum ChapterPageName {
    /// `03-affine.md` -> `03-affine.html`; a chapter in a subfolder keeps its folder in the name
    /// (`part-1/01-x.md` -> `part-1-01-x.html`), so every page sits at the site root and relative URLs stay simple.
    public static func fileName(for chapterName: String) -> String {
        let base = chapterName.hasSuffix(".md") ? String(chapterName.dropLast(3)) : chapterName
        // By bytes: Foundation's replacingOccurrences bridges through NSString, and this runs for every chapter.
        return String(decoding: base.utf8.map { $0 == UInt8(ascii: "/") ? UInt8(ascii: "-") : $0 }, as: UTF8.self) + ".html"
    }
}
