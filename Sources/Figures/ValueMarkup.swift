import TransformKit

/// MathML for the values a listing computes: matrices laid out as Apple's documentation prints them, tuples,
/// scalars and booleans.
///
/// Every number is shown rounded for reading (`ReadableNumber`) and carries its exact value in `title` (shown on
/// hover) and `data-exact` (read by scripts and tests): on the `mtd` for matrix cells, on the number token
/// (`mn`, or the `mrow` of a scientific form) elsewhere.
public enum ValueMarkup {
    /// `<math display="block">name = value</math>`; without a name, just the value.
    public static func math(named name: String?, _ value: FigureValue,
                            booleans: BooleanSpelling = .objectiveC) -> String {
        var row = MarkupElement("mrow")
        if let name {
            row.append(MarkupElement("mi", children: [.text(name)]))
            row.append(MarkupElement("mo", children: [.text("=")]))
        }
        row.append(element(for: value, booleans: booleans))
        let math = MarkupElement("math", [("display", "block"), ("class", "value " + typeClass(of: value))],
                                 children: [.element(row)])
        return math.render()
    }

    /// The MathML element for `value` (without the `math` wrapper).
    public static func element(for value: FigureValue, booleans: BooleanSpelling = .objectiveC) -> MarkupElement {
        switch value {
        case .affineTransform(let transform): return matrix(transform)
        case .transform3D(let transform): return matrix(transform)
        case .point(let point): return tuple([point.x, point.y].map { number($0) }, kind: "point")
        case .size(let size): return tuple([size.width, size.height].map { number($0) }, kind: "size")
        case .rect(let rect):
            return tuple([rect.origin.x, rect.origin.y, rect.size.width, rect.size.height].map { number($0) }, kind: "rect")
        case .vector3(let x, let y, let z): return tuple([x, y, z].map { number($0) }, kind: "vector")
        case .scalar(let scalar): return number(scalar)
        case .integer(let integer):
            var token = MarkupElement("mn", children: [.text(integerText(integer))])
            token.set("data-exact", String(integer))
            return token
        case .boolean(let flag):
            let word: String
            switch booleans {
            case .objectiveC: word = flag ? "YES" : "NO"
            case .swift: word = flag ? "true" : "false"
            }
            return MarkupElement("mi", [("mathvariant", "normal"), ("class", "boolean")], children: [.text(word)])
        case .text(let text):
            return MarkupElement("mtext", children: [.text(text)])
        case .float(let value):
            return number(float: value)
        case .floatVector(let components):
            return tuple(components.map { number(float: $0) }, kind: "vector")
        case .floatMatrix(let rows):
            return floatMatrix(rows)
        case .color(let colour):
            let c = colour.clamped
            let swatch = MarkupElement("mspace", [("class", "swatch"), ("width", "1em"), ("height", "0.8em"),
                                                  ("mathbackground", "rgba(" + [c.red, c.green, c.blue].map {
                                                      String(Int(($0 * 255).rounded())) }.joined(separator: ", ")
                                                   + ", " + NumberFormatting.fixed(c.alpha, decimals: 3) + ")")])
            var row = MarkupElement("mrow", [("class", "color")])
            row.append(swatch)
            row.append(MarkupElement("mi", [("mathvariant", "normal")], children: [.text("rgba")]))
            row.append(tuple([colour.red, colour.green, colour.blue, colour.alpha].map { number($0) }, kind: "components"))
            return row
        case .list(let items):
            var row = MarkupElement("mrow", [("class", "list")])
            row.append(MarkupElement("mo", children: [.text("[")]))
            for (index, item) in items.prefix(64).enumerated() {
                if index > 0 { row.append(MarkupElement("mo", [("separator", "true")], children: [.text(",")])) }
                row.append(element(for: item, booleans: booleans))
            }
            if items.count > 64 { row.append(MarkupElement("mo", children: [.text(", …")])) }
            row.append(MarkupElement("mo", children: [.text("]")]))
            return row
        }
    }

    /// A GLKit matrix: rows as GLKit names them (mRC, from m00), single-precision exact values.
    public static func floatMatrix(_ rows: [[Float]]) -> MarkupElement {
        var table = MarkupElement("mtable", [("class", "matrix glk")])
        for (r, row) in rows.prefix(8).enumerated() {
            var tableRow = MarkupElement("mtr")
            for (c, value) in row.prefix(8).enumerated() {
                let readable = ReadableNumber(float: value)
                var classes: [String] = []
                if readable.kind == .tiny || readable.kind == .huge { classes.append(readable.kind.rawValue) }
                if readable.isRounded { classes.append("rounded") }
                var attributes = [("data-entry", "m\(r)\(c)")]
                if !classes.isEmpty { attributes.append(("class", classes.joined(separator: " "))) }
                attributes += [("title", readable.exact), ("data-exact", readable.exact)]
                tableRow.append(MarkupElement("mtd", attributes, children: [.element(numberToken(readable))]))
            }
            table.append(tableRow)
        }
        return bracketed(table, kind: "GLKMatrix")
    }

    /// A single-precision number token (exact value: the float's shortest digits).
    public static func number(float value: Float) -> MarkupElement {
        let readable = ReadableNumber(float: value)
        var token = numberToken(readable)
        token.set("title", readable.exact)
        token.set("data-exact", readable.exact)
        return token
    }

    /// A `CGAffineTransform` as Apple's header prints it, a 3×3 matrix with rows `a b 0 / c d 0 / tx ty 1`.
    ///
    /// The constant third column is set apart: its cells have class `constant` (greyed by the stylesheet, which
    /// also draws a dashed line before the column) and the table has `columnlines="none none dashed"` for MathML
    /// renderers that support it.
    public static func matrix(_ transform: CGAffineTransform) -> MarkupElement {
        let rows: [[(String, Double, Bool)]] = [
            [("a", transform.a, false), ("b", transform.b, false), ("", 0, true)],
            [("c", transform.c, false), ("d", transform.d, false), ("", 0, true)],
            [("tx", transform.tx, false), ("ty", transform.ty, false), ("", 1, true)],
        ]
        var table = MarkupElement("mtable", [("class", "matrix affine"), ("columnlines", "none none dashed")])
        for row in rows {
            var tableRow = MarkupElement("mtr")
            for (entry, value, isConstant) in row {
                if isConstant {
                    tableRow.append(MarkupElement("mtd", [("class", "constant")],
                                                  children: [.element(MarkupElement("mn", children: [.text(value == 1 ? "1" : "0")]))]))
                } else {
                    tableRow.append(cell(entry: entry, value: value, classes: []))
                }
            }
            table.append(tableRow)
        }
        return bracketed(table, kind: "CGAffineTransform")
    }

    /// A `CATransform3D` as a 4×4 matrix, rows `m11 m12 m13 m14 / … / m41 m42 m43 m44` (row vectors, Apple's
    /// layout). Non-zero `m14`, `m24`, `m34` cells (the perspective column) get class `perspective`.
    public static func matrix(_ transform: CATransform3D) -> MarkupElement {
        let values = entries(of: transform)
        var table = MarkupElement("mtable", [("class", "matrix transform3d")])
        for row in 0..<4 {
            var tableRow = MarkupElement("mtr")
            for column in 0..<4 {
                let value = values[row * 4 + column]
                let isPerspective = column == 3 && row < 3 && value != 0
                tableRow.append(cell(entry: transform3DEntryNames[row * 4 + column], value: value,
                                     classes: isPerspective ? ["perspective"] : []))
            }
            table.append(tableRow)
        }
        return bracketed(table, kind: "CATransform3D")
    }

    private static let transform3DEntryNames = (1...4).flatMap { row in (1...4).map { "m" + String(row) + String($0) } }

    /// The 16 entries in memory order m11, m12, …, m44 (= CSS `matrix3d` order).
    static func entries(of t: CATransform3D) -> [Double] {
        [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
         t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44]
    }

    /// A number token: `<mn>` for plain numbers, `<mrow>` with `×10^n` for scientific forms, `<mi>` for NaN and ∞;
    /// it carries `title` and `data-exact`.
    public static func number(_ value: Double) -> MarkupElement {
        let readable = ReadableNumber(value)
        var token = numberToken(readable)
        token.set("title", readable.exact)
        token.set("data-exact", readable.exact)
        return token
    }

    static func numberToken(_ number: ReadableNumber) -> MarkupElement {
        let sign = number.isNegative ? "\u{2212}" : ""
        switch number.kind {
        case .zero, .plain:
            return MarkupElement("mn", children: [.text(sign + number.mantissa)])
        case .tiny, .huge:
            let power = number.powerOfTen ?? 0
            let exponent = (power < 0 ? "\u{2212}" : "") + String(power.magnitude)
            return MarkupElement("mrow", [("class", number.kind.rawValue)], children: [
                .element(MarkupElement("mn", children: [.text(sign + number.mantissa)])),
                .element(MarkupElement("mo", children: [.text("×")])),
                .element(MarkupElement("msup", children: [
                    .element(MarkupElement("mn", children: [.text("10")])),
                    .element(MarkupElement("mn", children: [.text(exponent)])),
                ])),
            ])
        case .notANumber:
            return MarkupElement("mi", [("mathvariant", "normal"), ("class", "nan")], children: [.text("NaN")])
        case .infinity:
            return MarkupElement("mi", [("class", "infinity")], children: [.text(sign + "∞")])
        }
    }

    private static func cell(entry: String, value: Double, classes: [String]) -> MarkupElement {
        let number = ReadableNumber(value)
        var classText = ""
        func addClass(_ name: String) {
            if !classText.isEmpty { classText += " " }
            classText += name
        }
        for name in classes { addClass(name) }
        if number.kind == .tiny || number.kind == .huge { addClass(number.kind.rawValue) }
        if number.isRounded { addClass("rounded") }
        var attributes: [MarkupAttribute] = []
        attributes.reserveCapacity(4)
        attributes.append(MarkupAttribute(name: "data-entry", value: entry))
        if !classText.isEmpty { attributes.append(MarkupAttribute(name: "class", value: classText)) }
        attributes.append(MarkupAttribute(name: "title", value: number.exact))
        attributes.append(MarkupAttribute(name: "data-exact", value: number.exact))
        return MarkupElement("mtd", attributes: attributes, children: [.element(numberToken(number))])
    }

    private static func bracketed(_ table: MarkupElement, kind: String) -> MarkupElement {
        // The `mo` brackets stretch where a math font is installed; the stylesheet hides them and draws the
        // brackets as borders of the table instead, which works with any font.
        MarkupElement("mrow", [("data-type", kind)], children: [
            .element(MarkupElement("mo", [("class", "bracket")], children: [.text("[")])),
            .element(table),
            .element(MarkupElement("mo", [("class", "bracket")], children: [.text("]")])),
        ])
    }

    private static func tuple(_ tokens: [MarkupElement], kind: String) -> MarkupElement {
        var row = MarkupElement("mrow", [("class", kind)])
        row.append(MarkupElement("mo", children: [.text("(")]))
        for (index, token) in tokens.enumerated() {
            if index > 0 { row.append(MarkupElement("mo", [("separator", "true")], children: [.text(",")])) }
            row.append(token)
        }
        row.append(MarkupElement("mo", children: [.text(")")]))
        return row
    }

    private static func integerText(_ value: Int) -> String {
        value < 0 ? "\u{2212}" + String(value.magnitude) : String(value)
    }

    private static func typeClass(of value: FigureValue) -> String {
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
