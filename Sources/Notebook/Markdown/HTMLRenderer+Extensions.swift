/// The markup of the GitHub Flavored Markdown nodes (tables, strikethrough, footnotes), as cmark-gfm writes it.
/// Footnote ids are numbers (`fn-1`, `fnref-1`, `fnref-1-2`), never the label, so no label can break an attribute.
extension HTMLRenderer {
    static func writeExtensionOpening(_ kind: MarkupNode.Kind, into html: inout Output) {
        switch kind {
        case .table:
            html.ensureNewline()
            html.append("<table>\n")
        case .tableHead:
            html.append("<thead>\n")
        case .tableBody:
            html.append("<tbody>\n")
        case .tableRow:
            html.append("<tr>\n")
        case let .tableCell(cell):
            html.append(cell.isHeader ? "<th" : "<td")
            switch cell.alignment {
            case .none: break
            case .left: html.append(" align=\"left\"")
            case .center: html.append(" align=\"center\"")
            case .right: html.append(" align=\"right\"")
            }
            html.append(">")
        case .strikethrough:
            html.append("<del>")
        case let .footnoteReference(note):
            html.append("<sup class=\"footnote-ref\"><a href=\"#fn-")
            html.appendDecimal(note.number)
            html.append("\" id=\"")
            html.append(referenceID(note))
            html.append("\">")
            html.appendDecimal(note.number)
            html.append("</a></sup>")
        case .footnoteSection:
            html.ensureNewline()
            html.append("<section class=\"footnotes\">\n<ol>\n")
        case let .footnoteDefinition(note):
            html.ensureNewline()
            html.append("<li id=\"fn-")
            html.appendDecimal(note.number)
            html.append("\">\n")
        case let .footnoteBackReference(note):
            html.append("<a href=\"#")
            html.append(referenceID(note))
            html.append("\" class=\"footnote-backref\" aria-label=\"Back to reference ")
            html.append(note.occurrence > 1 ? "\(note.number)-\(note.occurrence)" : String(note.number))
            html.append("\">\u{21A9}\u{FE0E}")
            if note.occurrence > 1 {
                html.append("<sup>")
                html.appendDecimal(note.occurrence)
                html.append("</sup>")
            }
            html.append("</a>")
        default:
            break
        }
    }

    static func writeExtensionClosing(_ kind: MarkupNode.Kind, into html: inout Output) {
        switch kind {
        case .table:
            html.append("</table>\n")
        case .tableHead:
            html.append("</thead>\n")
        case .tableBody:
            html.append("</tbody>\n")
        case .tableRow:
            html.append("</tr>\n")
        case let .tableCell(cell):
            html.append(cell.isHeader ? "</th>\n" : "</td>\n")
        case .strikethrough:
            html.append("</del>")
        case .footnoteSection:
            html.append("</ol>\n</section>\n")
        case .footnoteDefinition:
            html.ensureNewline()
            html.append("</li>\n")
        default:
            break
        }
    }

    /// `fnref-1` for the first reference to footnote 1, `fnref-1-2` for the second.
    private static func referenceID(_ note: MarkupNode.Footnote) -> String {
        note.occurrence > 1 ? "fnref-\(note.number)-\(note.occurrence)" : "fnref-\(note.number)"
    }
}
