import TransformKit

/// MathML for the values a listing computes: matrices laid out as Apple's documentation prints them, tuples,
/// scalars and booleans.
///
/// Every number is shown rounded for reading (`ReadableNumber`) and, when that is not its exact text, carries its
/// exact value in `title` (shown on hover, read by scripts and tests): on the `mtd` for matrix
/// cells, on the number token (`mn`, or the `mrow` of a scientific form) elsewhere.
public enum ValueMarkup {
    /// `<math display="block">name = value</math>`; without a name, just the value.
    public static func math(named name: String?, _ value: FigureValue,
                            booleans: BooleanSpelling = .objectiveC) -> String {
        String(decoding: mathBytes(named: name, value, booleans: booleans), as: UTF8.self)
    }

    /// `math(named:_:booleans:)` as UTF-8, as it was written: a build copies it into its page as bytes, so no
    /// `String` is made of it (a check of every byte as UTF-8).
    public static func mathBytes(named name: String?, _ value: FigureValue,
                                 booleans: BooleanSpelling = .objectiveC) -> [UInt8] {
        var writer = MarkupWriter(capacity: 2048)
        writer.open("math", .lines)
        writer.attribute("display", "block")
        writer.beginAttribute("class")
        writer.value(literal: "value ")
        writer.value(literal: typeClass(of: value))
        writer.endAttribute()
        // `<math>` is itself a row: an `<mrow>` is needed only to join the name, `=` and the value.
        if let name {
            writer.open("mrow", .lines)
            writer.element("mi", text: name)
            writer.element("mo", text: "=")
        }
        write(value, booleans: booleans, into: &writer)
        if name != nil { writer.close() }
        writer.close()
        return writer.bytes
    }

    /// The MathML element for `value` (without the `math` wrapper).
    static func write(_ value: FigureValue, booleans: BooleanSpelling, into writer: inout MarkupWriter) {
        switch value {
        case .affineTransform(let transform): writeMatrix(transform, into: &writer)
        case .transform3D(let transform): writeMatrix(transform, into: &writer)
        case .point(let point): writeTuple([point.x, point.y], kind: "point", into: &writer)
        case .size(let size): writeTuple([size.width, size.height], kind: "size", into: &writer)
        case .rect(let rect):
            writeTuple([rect.origin.x, rect.origin.y, rect.size.width, rect.size.height], kind: "rect", into: &writer)
        case .vector3(let x, let y, let z): writeTuple([x, y, z], kind: "vector", into: &writer)
        case .scalar(let scalar): writeNumber(ReadableNumber(scalar), into: &writer)
        case .integer(let integer): writeInteger(integer, into: &writer)
        case .boolean(let flag): writeBoolean(flag, spelling: booleans, into: &writer)
        case .text(let text): writer.element("mtext", text: text)
        case .float(let value): writeNumber(ReadableNumber(float: value), into: &writer)
        case .floatVector(let components):
            writeTuple(components.map { ReadableNumber(float: $0) }, kind: "vector", into: &writer)
        case .floatMatrix(let rows): writeFloatMatrix(rows, into: &writer)
        case .color(let colour): writeColour(colour, into: &writer)
        case .list(let items): writeList(items, booleans: booleans, into: &writer)
        }
    }

    private static func writeInteger(_ integer: Int, into writer: inout MarkupWriter) {
        writer.open("mn")
        writer.text(integerText(integer))
        writer.close()
    }

    /// YES/NO in Objective-C listings, true/false in Swift ones.
    private static func writeBoolean(_ flag: Bool, spelling: BooleanSpelling, into writer: inout MarkupWriter) {
        writer.open("mi")
        writer.attribute("mathvariant", "normal")
        writer.attribute("class", "boolean")
        switch spelling {
        case .objectiveC: writer.text(flag ? "YES" : "NO")
        case .swift: writer.text(flag ? "true" : "false")
        }
        writer.close()
    }

    /// A swatch of the colour (clamped, as drawn), then "rgba" and the components as given.
    private static func writeColour(_ colour: CGColor, into writer: inout MarkupWriter) {
        let c = colour.clamped
        writer.open("mrow", .lines)
        writer.attribute("class", "color")
        writer.open("mspace")
        writer.attribute("class", "swatch")
        writer.attribute("width", "1em")
        writer.attribute("height", "0.8em")
        writer.attribute("mathbackground", "rgba(" + [c.red, c.green, c.blue].map {
            String(Int(($0 * 255).rounded())) }.joined(separator: ", ")
            + ", " + NumberFormatting.fixed(c.alpha, decimals: 3) + ")")
        writer.close()
        writer.open("mi")
        writer.attribute("mathvariant", "normal")
        writer.text("rgba")
        writer.close()
        writeTuple([colour.red, colour.green, colour.blue, colour.alpha], kind: "components", into: &writer)
        writer.close()
    }

    /// "[a, b, …]": the first 64 items, then an ellipsis for the rest.
    private static func writeList(_ items: [FigureValue], booleans: BooleanSpelling, into writer: inout MarkupWriter) {
        writer.open("mrow", .lines)
        writer.attribute("class", "list")
        writer.element("mo", text: "[")
        for (index, item) in items.prefix(64).enumerated() {
            if index > 0 { writeSeparator(into: &writer) }
            write(item, booleans: booleans, into: &writer)
        }
        if items.count > 64 { writer.element("mo", text: ", …") }
        writer.element("mo", text: "]")
        writer.close()
    }

    /// A GLKit matrix: rows as GLKit names them (mRC, from m00), single-precision exact values.
    static func writeFloatMatrix(_ rows: [[Float]], into writer: inout MarkupWriter) {
        openBracketed(kind: "GLKMatrix", into: &writer)
        let shownRows = rows.prefix(8).map { $0.prefix(8) }
        let nested = shownRows.contains { !$0.isEmpty }
        writer.open("mtable", shownRows.count >= 2 || nested ? .lines : .inline)
        writer.attribute("class", "matrix glk")
        for row in shownRows {
            // A row of cells has grandchildren (each cell's number).
            writer.open("mtr", row.isEmpty ? .inline : .lines)
            for value in row {
                let readable = ReadableNumber(float: value)
                writer.open("mtd", readable.isScientific ? .lines : .inline)
                writeCellClasses(nil, readable, into: &writer)
                writeExact(readable, into: &writer)
                writeToken(readable, into: &writer)
                writer.close()
            }
            writer.close()
        }
        writer.close()
        closeBracketed(into: &writer)
    }

    /// A `CGAffineTransform` as Apple's header prints it, a 3×3 matrix with rows `a b 0 / c d 0 / tx ty 1`.
    ///
    /// The constant third column is set apart: its cells have class `constant` (greyed by the stylesheet, which
    /// also draws a dashed line before the column) and the table has `columnlines="none none dashed"` for MathML
    /// renderers that support it.
    static func writeMatrix(_ transform: CGAffineTransform, into writer: inout MarkupWriter) {
        openBracketed(kind: "CGAffineTransform", into: &writer)
        writer.open("mtable", .lines)
        writer.attribute("class", "matrix affine")
        writer.attribute("columnlines", "none none dashed")
        // A cell's entry (a, b, c, d, tx, ty) is its place in the table; naming it on every cell doubled the markup.
        let rows: [(Double, Double, Int)] = [
            (transform.a, transform.b, 0),
            (transform.c, transform.d, 0),
            (transform.tx, transform.ty, 1),
        ]
        for (first, second, constant) in rows {
            writer.open("mtr", .lines)
            writeCell(value: first, isPerspective: false, into: &writer)
            writeCell(value: second, isPerspective: false, into: &writer)
            writer.mathNumberCell(.integer(constant), class: "constant")
            writer.close()
        }
        writer.close()
        closeBracketed(into: &writer)
    }

    /// A `CATransform3D` as a 4×4 matrix, rows `m11 m12 m13 m14 / … / m41 m42 m43 m44` (row vectors, Apple's
    /// layout). Non-zero `m14`, `m24`, `m34` cells (the perspective column) get class `perspective`.
    static func writeMatrix(_ t: CATransform3D, into writer: inout MarkupWriter) {
        openBracketed(kind: "CATransform3D", into: &writer)
        writer.open("mtable", .lines)
        writer.attribute("class", "matrix transform3d")
        // Entry mRC is row R, column C of the table, so cells are not named one by one. The entries in field
        // order are the rows one after the other.
        let fieldOrder = entries(of: t)
        for row in 0..<4 {
            writer.open("mtr", .lines)
            for column in 0..<4 {
                let value = fieldOrder[row * 4 + column]
                writeCell(value: value, isPerspective: column == 3 && row < 3 && value != 0, into: &writer)
            }
            writer.close()
        }
        writer.close()
        closeBracketed(into: &writer)
    }

    /// The 16 entries in memory order m11, m12, …, m44 (= CSS `matrix3d` order).
    static func entries(of t: CATransform3D) -> [Double] {
        [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
         t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44]
    }

    /// Entry `index` (0 to 15) of `entries(of: t)`, without making the array: a play control reads hundreds of
    /// frames' entries, and an array per frame cost more than reading them.
    static func entry(_ index: Int, of t: CATransform3D) -> Double {
        switch index {
        case 0: t.m11
        case 1: t.m12
        case 2: t.m13
        case 3: t.m14
        case 4: t.m21
        case 5: t.m22
        case 6: t.m23
        case 7: t.m24
        case 8: t.m31
        case 9: t.m32
        case 10: t.m33
        case 11: t.m34
        case 12: t.m41
        case 13: t.m42
        case 14: t.m43
        default: t.m44
        }
    }

    /// Whether all 16 entries are finite.
    static func isFinite(_ t: CATransform3D) -> Bool {
        t.m11.isFinite && t.m12.isFinite && t.m13.isFinite && t.m14.isFinite
            && t.m21.isFinite && t.m22.isFinite && t.m23.isFinite && t.m24.isFinite
            && t.m31.isFinite && t.m32.isFinite && t.m33.isFinite && t.m34.isFinite
            && t.m41.isFinite && t.m42.isFinite && t.m43.isFinite && t.m44.isFinite
    }

    /// A number token: `<mn>` for plain numbers, `<mrow>` with `×10^n` for scientific forms, `<mi>` for NaN and ∞;
    /// it carries `title`.
    static func writeNumber(_ number: ReadableNumber, into writer: inout MarkupWriter) {
        writeToken(number, title: true, into: &writer)
    }

    /// The token of `number`; with `title`, the token itself carries `title` after its own
    /// attributes (in a matrix the cell carries them instead).
    static func writeToken(_ number: ReadableNumber, title: Bool = false, into writer: inout MarkupWriter) {
        switch number.kind {
        case .zero, .plain:
            writer.open("mn")
            if title { writeExact(number, into: &writer) }
            writeSignedMantissa(number, into: &writer)
            writer.close()
        case .tiny, .huge:
            writer.open("mrow", .lines)
            writer.attribute("class", number.kind == .tiny ? "tiny" : "huge")
            if title { writeExact(number, into: &writer) }
            writer.open("mn")
            writeSignedMantissa(number, into: &writer)
            writer.close()
            writer.element("mo", text: "×")
            writer.open("msup", .lines)
            writer.element("mn", text: "10")
            let power = number.powerOfTen ?? 0
            writer.open("mn")
            if power < 0 { writer.text("\u{2212}") }
            writer.text(.integer(Int(power.magnitude)))
            writer.close()
            writer.close()
            writer.close()
        case .notANumber:
            writer.open("mi")
            writer.attribute("mathvariant", "normal")
            writer.attribute("class", "nan")
            if title { writeExact(number, into: &writer) }
            writer.text("NaN")
            writer.close()
        case .infinity:
            writer.open("mi")
            writer.attribute("class", "infinity")
            if title { writeExact(number, into: &writer) }
            writer.text(number.isNegative ? "\u{2212}∞" : "∞")
            writer.close()
        }
    }

    /// The mantissa after U+2212 MINUS SIGN when negative, in one piece.
    private static func writeSignedMantissa(_ number: ReadableNumber, into writer: inout MarkupWriter) {
        writer.text(.readableShown(number))
    }

    /// `title` (the exact value, shown on hover and read by scripts and tests), unless the number shows exactly as
    /// it is (`0`, `1`, `-100`, `0.5`): a page of matrices carried each of those three times over. A `data-exact`
    /// copy of the title went too: it wrote every exact number of a page twice.
    private static func writeExact(_ number: ReadableNumber, into writer: inout MarkupWriter) {
        guard showsInexactly(number) else { return }
        writer.attribute("title", .readableExact(number))
    }

    /// Whether the shown text differs from the exact one: rounded, a signed zero, or a scientific, NaN or ∞ form.
    static func showsInexactly(_ number: ReadableNumber) -> Bool {
        number.isRounded || !(number.kind == .zero || number.kind == .plain)
    }

    /// `class="…"` of a matrix cell: `perspective` first, then the number's `tiny`/`huge`; nothing when none
    /// applies. A rounded cell is the one with a `title` (`writeExact`): the stylesheet selects `mtd[title]`.
    private static func writeCellClasses(_ first: String?, _ number: ReadableNumber, into writer: inout MarkupWriter) {
        let scientific: String? = number.kind == .tiny ? "tiny" : number.kind == .huge ? "huge" : nil
        switch (first, scientific) {
        case (nil, nil): return
        case (let first?, nil): writer.attribute("class", first)
        case (nil, let scientific?): writer.attribute("class", scientific)
        case (let first?, let scientific?): writer.attribute("class", first + " " + scientific)
        }
    }

    private static func writeCell(value: Double, isPerspective: Bool, into writer: inout MarkupWriter) {
        let number = ReadableNumber(value)
        // A plain number's cell is always `<mtd><mn>…</mn></mtd>`: the writer writes its tags as fixed runs.
        if number.kind == .zero || number.kind == .plain {
            writer.mathNumberCell(.readableShown(number), class: isPerspective ? "perspective" : nil,
                                  title: showsInexactly(number) ? .readableExact(number) : nil)
            return
        }
        writer.open("mtd", number.isScientific ? .lines : .inline)
        writeCellClasses(isPerspective ? "perspective" : nil, number, into: &writer)
        writeExact(number, into: &writer)
        writeToken(number, into: &writer)
        writer.close()
    }

    // The `mo` brackets stretch where a math font is installed; the stylesheet hides them and draws the brackets
    // as borders of the table instead, which works with any font.
    private static func openBracketed(kind: StaticString, into writer: inout MarkupWriter) {
        writer.open("mrow", .lines)
        writer.beginAttribute("data-type")
        writer.value(literal: kind)
        writer.endAttribute()
        writer.element("mo", class: "bracket", literal: "[")
    }

    private static func closeBracketed(into writer: inout MarkupWriter) {
        writer.element("mo", class: "bracket", literal: "]")
        writer.close()
    }

    private static func writeSeparator(into writer: inout MarkupWriter) {
        writer.open("mo")
        writer.attribute("separator", "true")
        writer.text(",")
        writer.close()
    }

    private static func writeTuple(_ values: [Double], kind: String, into writer: inout MarkupWriter) {
        writeTuple(values.map { ReadableNumber($0) }, kind: kind, into: &writer)
    }

    private static func writeTuple(_ numbers: [ReadableNumber], kind: String, into writer: inout MarkupWriter) {
        writer.open("mrow", .lines)
        writer.attribute("class", kind)
        writer.element("mo", text: "(")
        for (index, number) in numbers.enumerated() {
            if index > 0 { writeSeparator(into: &writer) }
            writeNumber(number, into: &writer)
        }
        writer.element("mo", text: ")")
        writer.close()
    }

    private static func integerText(_ value: Int) -> String {
        value < 0 ? "\u{2212}" + String(value.magnitude) : String(value)
    }

    private static func typeClass(of value: FigureValue) -> StaticString {
        switch value {
        case .affineTransform: return "affine-transform"
        case .transform3D: return "transform-3d"
        case .point: return "point"
        case .size: return "size"
        case .rect: return "rect"
        case .scalar: return "scalar"
        case .integer: return "integer"
        case .boolean: return "boolean"
        case .vector3, .floatVector: return "vector"
        case .text: return "text"
        case .float: return "scalar"
        case .floatMatrix: return "glk-matrix"
        case .color: return "color"
        case .list: return "list"
        }
    }
}
