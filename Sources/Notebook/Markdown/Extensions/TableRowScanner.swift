/// Splits one line of a GFM pipe table into cells (GFM spec 4.10).
///
/// Cells are separated by pipes; a leading and a trailing pipe are optional; `\|` is a pipe inside a cell, even inside
/// a code span: as in cmark-gfm and on GitHub, only a backslash right before a pipe matters here, so `\\|` is a
/// backslash and an escaped pipe (the inline parser then reads `\|` as `|`). Cell text is trimmed.
struct TableRowScanner {
    struct Cell: Equatable {
        /// The cell's text, trimmed, with `\|` unescaped to `|`.
        var text: String
        /// The column (1-based, in scalars, in the line given) of the cell's first scalar, or of where it would be.
        var column: Int
    }

    /// The cells of `line`, whose first scalar is at column `firstColumn`; `hasPipe` says whether an unescaped pipe
    /// separated or bounded any cell.
    static func cells(of line: ArraySlice<Unicode.Scalar>, firstColumn: Int) -> (cells: [Cell], hasPipe: Bool) {
        var start = line.startIndex
        var end = line.endIndex
        while start < end, isSpace(line[start]) { start += 1 }
        while end > start, isSpace(line[end - 1]) { end -= 1 }
        var hasPipe = false
        if start < end, line[start] == "|" {
            start += 1
            hasPipe = true
        }
        var cells: [Cell] = []
        var cellStart = start
        var index = start
        var endsWithPipe = false
        while index < end {
            let scalar = line[index]
            if scalar == "\\", index + 1 < end, line[index + 1] == "|" {
                index += 2
                endsWithPipe = false
                continue
            }
            if scalar == "|" {
                cells.append(cell(line[cellStart..<index], firstColumn: firstColumn + cellStart - line.startIndex))
                hasPipe = true
                endsWithPipe = true
                index += 1
                cellStart = index
                continue
            }
            endsWithPipe = false
            index += 1
        }
        if !endsWithPipe, !(cells.isEmpty && start == end) {
            cells.append(cell(line[cellStart..<end], firstColumn: firstColumn + cellStart - line.startIndex))
        }
        return (cells, hasPipe)
    }

    /// The alignments of a delimiter row (`| :-- | :-: | --: |`), or nil when `line` is not one.
    static func alignments(of line: ArraySlice<Unicode.Scalar>) -> [MarkupNode.TableCell.Alignment]? {
        let (cells, hasPipe) = cells(of: line, firstColumn: 1)
        guard hasPipe, !cells.isEmpty else { return nil }
        var alignments: [MarkupNode.TableCell.Alignment] = []
        alignments.reserveCapacity(cells.count)
        for cell in cells {
            let scalars = Array(cell.text.unicodeScalars)
            let left = scalars.first == ":"
            let right = scalars.count > 1 && scalars.last == ":"
            let dashes = scalars.dropFirst(left ? 1 : 0).dropLast(right ? 1 : 0)
            guard !dashes.isEmpty, dashes.allSatisfy({ $0 == "-" }) else { return nil }
            switch (left, right) {
            case (true, true): alignments.append(.center)
            case (true, false): alignments.append(.left)
            case (false, true): alignments.append(.right)
            case (false, false): alignments.append(.none)
            }
        }
        return alignments
    }

    private static func cell(_ scalars: ArraySlice<Unicode.Scalar>, firstColumn: Int) -> Cell {
        var start = scalars.startIndex
        var end = scalars.endIndex
        while start < end, isSpace(scalars[start]) { start += 1 }
        while end > start, isSpace(scalars[end - 1]) { end -= 1 }
        var text = ""
        var index = start
        while index < end {
            if scalars[index] == "\\", index + 1 < end, scalars[index + 1] == "|" {
                index += 1
            }
            text.unicodeScalars.append(scalars[index])
            index += 1
        }
        return Cell(text: text, column: firstColumn + start - scalars.startIndex)
    }

    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t"
    }
}
