import Diagnostics

/// Every diagnostic the book model reports, in one catalog: stable ids (tools and tests match on them), lowercase
/// messages without a final period.
enum BookDiagnostics {
    private static func error(_ id: String, _ message: String, at location: SourceLocation, length: Int = 1,
                              notes: [Diagnostic.Note] = []) -> Diagnostic {
        Diagnostic(id: id, severity: .error, message: message, at: location, length: length, notes: notes)
    }

    private static func suggesting(_ suggestion: String?) -> String {
        suggestion.map { "; did you mean '\($0)'?" } ?? ""
    }

    // MARK: notebook.toml syntax

    static func tomlTablesUnsupported(at location: SourceLocation) -> Diagnostic {
        error("toml.table-unsupported", "tables are not supported in notebook.toml", at: location)
    }

    static func tomlDottedKeysUnsupported(at location: SourceLocation) -> Diagnostic {
        error("toml.dotted-key-unsupported", "dotted keys are not supported in notebook.toml", at: location)
    }

    static func tomlExpectedKey(found: String, at location: SourceLocation) -> Diagnostic {
        error("toml.expected-key", "expected a key, found \(found)", at: location)
    }

    static func tomlExpectedEquals(after key: String, found: String, at location: SourceLocation) -> Diagnostic {
        error("toml.expected-equals", "expected '=' after key '\(key)', found \(found)", at: location)
    }

    static func tomlExpectedValue(at location: SourceLocation) -> Diagnostic {
        error("toml.expected-value", "expected a value", at: location)
    }

    static func tomlInvalidValue(_ text: String, at location: SourceLocation, length: Int) -> Diagnostic {
        error("toml.invalid-value",
              "invalid value '\(text)'; expected a string in double quotes, true, false, an integer or an array",
              at: location, length: length)
    }

    static func tomlTextAfterValue(found: String, at location: SourceLocation) -> Diagnostic {
        error("toml.text-after-value", "expected end of line after value, found \(found)", at: location)
    }

    static func tomlDuplicateKey(_ key: String, at location: SourceLocation, length: Int, first: SourceLocation) -> Diagnostic {
        error("toml.duplicate-key", "duplicate key '\(key)'", at: location, length: length,
              notes: [Diagnostic.Note("'\(key)' is first set here", at: first)])
    }

    static func tomlUnterminatedString(at location: SourceLocation) -> Diagnostic {
        error("toml.unterminated-string", "unterminated string", at: location)
    }

    static func tomlMultilineStringUnsupported(at location: SourceLocation) -> Diagnostic {
        error("toml.multiline-string-unsupported", "multi-line strings are not supported in notebook.toml", at: location, length: 3)
    }

    static func tomlControlCharacterInString(at location: SourceLocation) -> Diagnostic {
        error("toml.control-character", "control character in string; write it as an escape sequence", at: location)
    }

    static func tomlInvalidEscape(_ escape: String, at location: SourceLocation, length: Int) -> Diagnostic {
        error("toml.invalid-escape", "invalid escape sequence '\(escape)'", at: location, length: length)
    }

    static func tomlUnterminatedArray(at location: SourceLocation) -> Diagnostic {
        error("toml.unterminated-array", "array is not closed; expected ']'", at: location)
    }

    static func tomlExpectedCommaInArray(found: String, at location: SourceLocation) -> Diagnostic {
        error("toml.expected-comma", "expected ',' or ']' in array, found \(found)", at: location)
    }

    static func tomlArrayTooDeep(at location: SourceLocation) -> Diagnostic {
        error("toml.array-too-deep", "arrays are nested too deeply", at: location)
    }

    // MARK: notebook.toml keys

    static func configUnknownKey(_ key: String, at location: SourceLocation, length: Int, suggestion: String?) -> Diagnostic {
        error("config.unknown-key", "unknown key '\(key)'" + suggesting(suggestion), at: location, length: length)
    }

    static func configMissingKey(_ key: String, at location: SourceLocation) -> Diagnostic {
        error("config.missing-key", "missing key '\(key)'", at: location)
    }

    static func configWrongType(key: String, expected: String, value: TOMLValue) -> Diagnostic {
        error("config.wrong-type", "'\(key)' must be \(expected), not \(value.typeDescription)", at: value.location, length: value.length)
    }

    static func configLimitNotPositive(key: String, _ number: Int, at location: SourceLocation, length: Int) -> Diagnostic {
        error("config.invalid-limit", "'\(key)' must be greater than 0, not \(number)", at: location, length: length)
    }

    static func configEmptyTitle(at location: SourceLocation, length: Int) -> Diagnostic {
        error("config.empty-title", "'title' must not be empty", at: location, length: length)
    }

    static func configInvalidLanguage(_ tag: String, at location: SourceLocation, length: Int) -> Diagnostic {
        error("config.invalid-language", "'\(tag)' is not a language tag such as \"en\" or \"zh-Hans\"", at: location, length: length)
    }

    static func configNoChapters(at location: SourceLocation, length: Int) -> Diagnostic {
        error("config.no-chapters", "'chapters' lists no chapters", at: location, length: length)
    }

    static func configInvalidChapterPath(_ path: String, problem: String, at location: SourceLocation, length: Int) -> Diagnostic {
        error("config.invalid-chapter-path", "invalid chapter path '\(path)': \(problem)", at: location, length: length)
    }

    static func configDuplicateChapter(_ path: String, at location: SourceLocation, length: Int, first: SourceLocation) -> Diagnostic {
        error("config.duplicate-chapter", "chapter '\(path)' is listed twice", at: location, length: length,
              notes: [Diagnostic.Note("first listed here", at: first)])
    }

    /// The same letters in two Unicode forms: Linux keeps two files, the site (and Swift's strings) one page.
    static func configChapterNameInTwoForms(_ path: String, other: String, at location: SourceLocation, length: Int,
                                            first: SourceLocation) -> Diagnostic {
        error("config.chapter-name-in-two-forms",
              "chapter '\(path)' has the name of '\(other)' written in another Unicode form; the site cannot hold both: rename one",
              at: location, length: length, notes: [Diagnostic.Note("'\(other)' listed here", at: first)])
    }

    static func configPageNameTaken(_ path: String, page: String, by other: String?, at location: SourceLocation, length: Int,
                                    first: SourceLocation?) -> Diagnostic {
        let owner = other.map { "chapter '\($0)'" } ?? "the site's contents page"
        return error("config.page-name-taken",
                     "chapter '\(path)' would be written as '\(page)', which \(owner) already is; rename the chapter file",
                     at: location, length: length, notes: first.map { [Diagnostic.Note("'\(other ?? page)' listed here", at: $0)] } ?? [])
    }
}

extension BookDiagnostics {
    // MARK: Chapter files

    /// What a decoded file is, in messages: "chapter", or "configuration" for `notebook.toml` (id prefix `config`).
    enum DecodedFile {
        case chapter, configuration

        var noun: String { self == .chapter ? "chapter" : "notebook.toml" }
        var idPrefix: String { self == .chapter ? "chapter" : "config" }
    }

    static func chapterTooLarge(size: Int, limit: Int, at location: SourceLocation, file: DecodedFile = .chapter) -> Diagnostic {
        error(file.idPrefix + ".too-large", "\(file.noun) is \(size) bytes; the limit is \(limit) bytes", at: location)
    }

    static func tooManyListings(limit: Int, at location: SourceLocation) -> Diagnostic {
        error("chapter.too-many-listings", "chapter has more than \(limit) listings; this one and the ones after it are not evaluated",
              at: location, notes: [Diagnostic.Note("split the chapter, or raise 'max-listings-per-chapter' in notebook.toml")])
    }

    static func pageTooLarge(size: Int, limit: Int, at location: SourceLocation) -> Diagnostic {
        error("chapter.page-too-large", "the chapter's page would be \(size) bytes; the limit is \(limit) bytes", at: location,
              notes: [Diagnostic.Note("split the chapter, or raise 'max-page-bytes' in notebook.toml")])
    }

    static func chapterContainsNUL(at location: SourceLocation, file: DecodedFile = .chapter) -> Diagnostic {
        error(file.idPrefix + ".nul-byte", "\(file.noun) contains a NUL byte", at: location)
    }

    static func chapterNotUTF8(byte: UInt8, offset: Int, at location: SourceLocation, file: DecodedFile = .chapter) -> Diagnostic {
        let hex = String(byte, radix: 16, uppercase: true)
        return error(file.idPrefix + ".invalid-utf8",
                     "\(file.noun) is not valid UTF-8: byte 0x\(hex.count < 2 ? "0" + hex : hex) at offset \(offset)", at: location)
    }

    static func chapterIsUTF16(bigEndian: Bool, at location: SourceLocation, file: DecodedFile = .chapter) -> Diagnostic {
        error(file.idPrefix + ".utf16", "\(file.noun) is UTF-16 (it starts with a \(bigEndian ? "big" : "little")-endian "
                + "UTF-16 byte order mark); save it as UTF-8", at: location)
    }

    static func chapterMissing(_ path: String, at location: SourceLocation, length: Int) -> Diagnostic {
        error("chapter.missing", "chapter file '\(path)' does not exist", at: location, length: length)
    }

    static func chapterUnreadable(_ path: String, reason: String, at location: SourceLocation, length: Int) -> Diagnostic {
        error("chapter.unreadable", "cannot read chapter file '\(path)': \(reason)", at: location, length: length)
    }

    static func chapterOutsideBook(_ path: String, at location: SourceLocation, length: Int) -> Diagnostic {
        error("chapter.outside-book", "chapter '\(path)' is a symbolic link leading outside the book folder", at: location, length: length)
    }

    static func chapterNotListed(_ path: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(id: "chapter.not-listed", severity: .warning,
                   message: "chapter file '\(path)' is not listed in 'chapters' and is not part of the book", at: location)
    }

    static func chapterWithoutTitle(at location: SourceLocation) -> Diagnostic {
        error("chapter.no-title", "chapter has no title; add 'title:' front matter or a '#' heading", at: location)
    }

    static func chapterNestingTooDeep(limit: Int, at location: SourceLocation) -> Diagnostic {
        error("chapter.nesting-too-deep", "blocks and inlines are nested more than \(limit) levels deep", at: location)
    }

    // MARK: Front matter

    static func frontMatterExpectedKeyValue(at location: SourceLocation, length: Int) -> Diagnostic {
        error("front-matter.expected-key-value", "expected 'key: value' in front matter", at: location, length: length)
    }

    static func frontMatterUnknownKey(_ key: String, at location: SourceLocation, length: Int, suggestion: String?) -> Diagnostic {
        error("front-matter.unknown-key", "unknown front matter key '\(key)'" + suggesting(suggestion), at: location, length: length)
    }

    static func frontMatterDuplicateKey(_ key: String, at location: SourceLocation, length: Int, first: SourceLocation) -> Diagnostic {
        error("front-matter.duplicate-key", "duplicate front matter key '\(key)'", at: location, length: length,
              notes: [Diagnostic.Note("'\(key)' is first set here", at: first)])
    }

    static func frontMatterEmptyValue(_ key: String, at location: SourceLocation, length: Int) -> Diagnostic {
        error("front-matter.empty-value", "front matter '\(key)' is empty", at: location, length: length)
    }

    static func frontMatterUnterminated(at location: SourceLocation) -> Diagnostic {
        error("front-matter.unterminated", "front matter is not closed; expected a '---' line", at: location, length: 3)
    }
}

extension BookDiagnostics {
    // MARK: expect blocks

    static func expectHitPoint(at location: SourceLocation, length: Int) -> Diagnostic {
        error("expect.hit-point", "a hit line takes one point of the root view, as in 'hit (160, 240) -> self.faces[2]'",
              at: location, length: length)
    }

    static func expectHitArrow(at location: SourceLocation) -> Diagnostic {
        error("expect.hit-arrow", "expected '->' and the view the touch reaches after the point, as in 'hit (160, 240) -> self.faces[2]'",
              at: location)
    }

    static func expectHitMissingView(at location: SourceLocation) -> Diagnostic {
        error("expect.hit-missing-view", "expected the view the touch reaches after '->', or nil for none", at: location)
    }

    static func expectEmptyWarning(at location: SourceLocation, length: Int) -> Diagnostic {
        error("expect.empty-warning", "expected the text of the warning after 'warning:'", at: location, length: length)
    }

    static func expectMissingEquals(at location: SourceLocation, length: Int) -> Diagnostic {
        error("expect.missing-equals", "expected 'EXPRESSION = VALUE' or 'warning: TEXT'", at: location, length: length)
    }

    static func expectMissingExpression(at location: SourceLocation) -> Diagnostic {
        error("expect.missing-expression", "expected an expression before '='", at: location)
    }

    static func expectMissingValue(at location: SourceLocation) -> Diagnostic {
        error("expect.missing-value", "expected a value after '='", at: location)
    }

    static func expectInvalidValue(at location: SourceLocation) -> Diagnostic {
        error("expect.invalid-value", "invalid value", at: location)
    }

    static func expectUnknownWord(_ word: String, at location: SourceLocation, length: Int, suggestion: String?) -> Diagnostic {
        error("expect.unknown-word",
              "unknown value '\(word)'; expected a number, YES, NO, true, false, front, back, a tuple or a matrix"
                  + suggesting(suggestion),
              at: location, length: length)
    }

    static func expectNumberTooLarge(_ text: String, at location: SourceLocation, length: Int) -> Diagnostic {
        error("expect.number-too-large", "'\(text)' is too large: the largest finite value is about 1.8e308", at: location, length: length)
    }

    static func expectInvalidNumber(_ text: String, at location: SourceLocation, length: Int) -> Diagnostic {
        error("expect.invalid-number", "'\(text)' is not a number", at: location, length: length)
    }

    static func expectMissingTolerance(at location: SourceLocation, after sign: SourceLocation) -> Diagnostic {
        error("expect.missing-tolerance", "expected a tolerance after '±'", at: location)
    }

    static func expectToleranceOnWord(_ word: String, at location: SourceLocation, length: Int) -> Diagnostic {
        error("expect.tolerance-on-word", "'\(word)' is compared exactly; a tolerance applies only to numbers",
              at: location, length: length)
    }

    static func expectNegativeTolerance(at location: SourceLocation, length: Int) -> Diagnostic {
        error("expect.negative-tolerance", "tolerance must not be negative", at: location, length: length)
    }

    static func expectTrailingText(at location: SourceLocation, length: Int) -> Diagnostic {
        error("expect.trailing-text", "unexpected text after the value", at: location, length: length)
    }

    static func expectTupleSize(count: Int, at location: SourceLocation, length: Int) -> Diagnostic {
        error("expect.tuple-size",
              "a tuple has 2 numbers (a point or size) or 4 (a rect), not \(count)", at: location, length: length)
    }

    static func expectPointExpected(count: Int, at location: SourceLocation) -> Diagnostic {
        error("expect.point-expected", "a list of points takes (x, y) pairs, not tuples of \(count)", at: location)
    }

    static func expectUnclosed(_ closing: String, at location: SourceLocation, opening: SourceLocation) -> Diagnostic {
        error("expect.unclosed", "expected '\(closing)'", at: location,
              notes: [Diagnostic.Note("to match this", at: opening)])
    }

    static func expectUnexpected(found: String, expected: String, at location: SourceLocation) -> Diagnostic {
        error("expect.unexpected", "expected \(expected), found '\(found)'", at: location)
    }

    static func expectMatrixShape(rows: Int, shape: String, at location: SourceLocation, length: Int) -> Diagnostic {
        error("expect.matrix-shape",
              "a matrix is [a b c d tx ty] (6 numbers) or 4 rows of 4 separated by ';'; found \(rows) "
                  + (rows == 1 ? "row" : "rows") + " of \(shape)",
              at: location, length: length)
    }
}

extension BookDiagnostics {
    static func expectExpectedNumber(found: String, at location: SourceLocation) -> Diagnostic {
        error("expect.expected-number", "expected a number, found \(found)", at: location)
    }
}

extension BookDiagnostics {
    // MARK: Listings

    static func listingUnknownAttribute(_ name: String, at location: SourceLocation, length: Int, suggestion: String?) -> Diagnostic {
        error("listing.unknown-attribute", "unknown listing attribute '\(name)'" + suggesting(suggestion), at: location, length: length)
    }

    static func expectUnknownAttribute(_ word: String, at location: SourceLocation, length: Int, suggestion: String?) -> Diagnostic {
        error("expect.unknown-attribute", "unknown expect attribute '\(word)'"
                + (suggestion.map { "; did you mean '\($0)'?" } ?? "; an expect block takes only tolerance=NUMBER and at=SECONDS"),
              at: location, length: length)
    }

    static func expectInvalidTime(_ value: String, at location: SourceLocation, length: Int) -> Diagnostic {
        error("expect.invalid-time", "invalid time '\(value)': expected a number of seconds, 0 or more (like 2.5)",
              at: location, length: length)
    }

    static func expectInvalidBlockTolerance(_ value: String, at location: SourceLocation, length: Int) -> Diagnostic {
        error("expect.invalid-tolerance", "invalid tolerance '\(value)': expected a number, 0 or more (like 1e-4)",
              at: location, length: length)
    }

    static func fenceNotClosed(openedAt line: Int, at location: SourceLocation, length: Int) -> Diagnostic {
        error("markdown.fence-not-closed", "the fence opened at line \(line) is not closed", at: location, length: length)
    }

    static func listingUnquotedValue(word: String, attribute: String, value: String, at location: SourceLocation,
                                     length: Int) -> Diagnostic {
        var quoted = ""
        for character in value {
            if character == "\\" || character == "\"" { quoted.append("\\") }
            quoted.append(character)
        }
        return error("listing.unknown-attribute",
                     "unknown listing attribute '\(word)'; a value with spaces must be quoted: \(attribute)=\"\(quoted)\"",
                     at: location, length: length)
    }

    static func listingDuplicateAttribute(_ name: String, at location: SourceLocation, length: Int, first: SourceLocation) -> Diagnostic {
        error("listing.duplicate-attribute", "duplicate attribute '\(name)'", at: location, length: length,
              notes: [Diagnostic.Note("first given here", at: first)])
    }

    static func listingAttributeTakesNoValue(_ name: String, at location: SourceLocation, length: Int) -> Diagnostic {
        error("listing.attribute-takes-no-value", "attribute '\(name)' takes no value", at: location, length: length)
    }

    static func listingAttributeNeedsValue(_ name: String, at location: SourceLocation, length: Int) -> Diagnostic {
        let example: String
        switch name {
        case "id": example = "id=NAME"
        case "platform": example = "platform=macos"
        case "figure": example = "figure=none"
        case "marks": example = "marks=\"frame line:x=160\""
        default: example = "\(name)=\"TEXT\""
        }
        return error("listing.attribute-needs-value", "attribute '\(name)' needs a value: \(example)", at: location, length: length)
    }

    static func listingInvalidID(_ id: String, at location: SourceLocation, length: Int) -> Diagnostic {
        error("listing.invalid-id", "invalid listing id '\(id)'; use letters, digits and '-'", at: location, length: length)
    }

    static func listingInvalidPlatform(_ value: String, at location: SourceLocation, length: Int, suggestion: String?) -> Diagnostic {
        error("listing.invalid-platform", "unknown platform '\(value)'; expected 'ios' or 'macos'" + suggesting(suggestion),
              at: location, length: length)
    }

    static func listingInvalidFigure(_ value: String, at location: SourceLocation, length: Int, suggestion: String?) -> Diagnostic {
        let settings = ["none"] + ExtraFigure.allCases.map(\.rawValue)
        let expected = settings.dropLast().map { "'\($0)'" }.joined(separator: ", ") + " or '\(settings[settings.count - 1])'"
        return error("listing.invalid-figure", "unknown figure setting '\(value)'; expected \(expected)" + suggesting(suggestion),
                     at: location, length: length)
    }

    static func listingInvalidMark(_ message: String, at location: SourceLocation, length: Int) -> Diagnostic {
        error("listing.invalid-mark", message, at: location, length: length)
    }

    static func listingNoRunWithError(at location: SourceLocation) -> Diagnostic {
        error("listing.norun-with-error", "a 'norun' listing is not evaluated, so it cannot expect an error", at: location)
    }

    static func listingUnterminatedValue(at location: SourceLocation) -> Diagnostic {
        error("listing.unterminated-value", "unterminated quoted value", at: location)
    }

    static func listingExpectedAttributeName(at location: SourceLocation, length: Int) -> Diagnostic {
        error("listing.expected-attribute-name", "expected an attribute name before '='", at: location, length: length)
    }

    static func listingDuplicateID(_ id: String, at location: SourceLocation, length: Int, first: SourceLocation) -> Diagnostic {
        error("listing.duplicate-id", "duplicate listing id '\(id)'", at: location, length: length,
              notes: [Diagnostic.Note("first used here", at: first)])
    }

    static func listingIDNamesAPart(_ id: String, of other: String, word: String, at location: SourceLocation, length: Int,
                                    other otherLocation: SourceLocation) -> Diagnostic {
        error("listing.id-names-a-part",
              "listing id '\(id)' extends the id of listing '\(other)' by '\(word)', a word the page uses to name the parts of a listing (as in 'figure-\(other)-\(word)-title'): choose another id",
              at: location, length: length, notes: [Diagnostic.Note("listing '\(other)' is here", at: otherLocation)])
    }

    static func listingTwinAttributes(at location: SourceLocation, length: Int) -> Diagnostic {
        error("listing.twin-attributes", "attributes of a twin pair go on the objc block", at: location, length: length)
    }

    static func sceneNotAttached(at location: SourceLocation) -> Diagnostic {
        error("scene.not-attached", "a scene block must be placed immediately before a listing", at: location, length: 3)
    }

    static func eventsNotAttached(at location: SourceLocation) -> Diagnostic {
        error("events.not-attached", "an events block must be placed immediately before a listing that runs", at: location, length: 3)
    }

    static func expectNotAttached(at location: SourceLocation) -> Diagnostic {
        error("expect.not-attached", "an expect block must directly follow a listing or twin pair", at: location, length: 3)
    }

    static func expectOnUnevaluatedListing(reason: String, at location: SourceLocation) -> Diagnostic {
        error("expect.never-checked", "\(reason), so its expect block would never be checked", at: location, length: 3)
    }

    static func sceneOnNoRunListing(at location: SourceLocation) -> Diagnostic {
        error("scene.never-used", "the listing is 'norun', so its scene would never be used", at: location, length: 3)
    }
}

extension BookDiagnostics {
    // MARK: References

    static func referenceUnknownChapter(_ file: String, at location: SourceLocation, length: Int, suggestion: String?) -> Diagnostic {
        error("reference.unknown-chapter", "link to unknown chapter '\(file)'" + suggesting(suggestion), at: location, length: length)
    }

    static func referenceUnknownListing(_ anchor: String, chapter: String?, at location: SourceLocation, length: Int,
                                        suggestion: String?) -> Diagnostic {
        let place = chapter.map { " in '\($0)'" } ?? ""
        return error("reference.unknown-anchor", "link to unknown anchor '#\(anchor)'\(place)" + suggesting(suggestion.map { "#" + $0 }),
                     at: location, length: length)
    }

    static func referenceListingWithoutFigure(_ name: String, at location: SourceLocation, length: Int) -> Diagnostic {
        error("reference.no-figure",
              "listing '\(name)' has no figure (it is 'norun', 'figure=none' or expected to fail)", at: location, length: length)
    }
}

extension BookDiagnostics {
    static func configurationMissing(folder: String, at location: SourceLocation) -> Diagnostic {
        error("config.missing-file", "no notebook.toml in '\(folder)'; is this a book folder?", at: location)
    }

    static func configurationUnreadable(_ reason: String, at location: SourceLocation) -> Diagnostic {
        error("config.unreadable", "cannot read notebook.toml: \(reason)", at: location)
    }
}

extension BookDiagnostics {
    static func listingMisspelledLanguage(_ language: String, suggestion: String, at location: SourceLocation, length: Int) -> Diagnostic {
        Diagnostic(id: "listing.misspelled-language", severity: .warning,
                   message: "code block language '\(language)' is shown as plain code; did you mean '\(suggestion)'?",
                   at: location, length: length)
    }

    /// cmark ends an HTML comment block only at a line containing `-->`; without one, the block runs to the end of
    /// its container and everything in it, listings included, silently disappears from the page.
    static func htmlCommentNotClosed(hiding rest: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(id: "markdown.unclosed-comment", severity: .warning,
                   message: "'<!--' is never closed by '-->', so \(rest) is hidden from the page", at: location, length: 4)
    }

    /// Only links to listings, figures and the chapter's own sections get their text filled in; any other link
    /// without text is an empty `<a>`, which no reader can see or click.
    static let linkWithoutTextID = "reference.empty-text"

    static func referenceWithoutText(_ destination: String, at location: SourceLocation, length: Int) -> Diagnostic {
        Diagnostic(id: linkWithoutTextID, severity: .warning,
                   message: "link to '\(destination)' has no text, so it is invisible on the page; write its text "
                       + "between the brackets", at: location, length: length)
    }

    static func expectEmpty(at location: SourceLocation) -> Diagnostic {
        Diagnostic(id: "expect.empty", severity: .warning, message: "expect block states no expectation", at: location, length: 3)
    }
}
