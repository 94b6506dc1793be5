/// What `notebook serve` answers (404) for a page the current site does not have: the chapter of an open page was
/// renamed or removed, or the first build has not finished. Unlike a bare "not found", it carries the reload script
/// (`PreviewRoutes` adds it), so the open page comes back by itself when a build brings the chapter back, and it links
/// to the contents, which list the chapters there are.
enum MissingPage {
    static func html(requestPath: String) -> String {
        let path = escaped(requestPath)
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>No page at \(path)</title>
            </head>
            <body>
            <h1>No page at \(path)</h1>
            <p>The site as last built has no such page: its chapter may have been renamed or removed, or the first build \
            has not finished. This page reloads after the next build; the <a href="/">contents</a> list the chapters.</p>
            </body>
            </html>

            """
    }

    private static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }
}
