/// A growing UTF-8 byte buffer for markup, owned by one writer at a time.
///
/// It is a plain pointer, not `[UInt8]`: markup is written in thousands of small pieces per figure, and
/// `Array.append(contentsOf:)` costs several times the copy itself for pieces of a few bytes. Being noncopyable,
/// it cannot be shared or outlive its storage by accident.
///
/// Public so that other writers of page markup (the listing markup of the page writer) gather their bytes in the same
/// buffer rather than in a copy of it.
public struct MarkupBuffer: ~Copyable {
    // Visible to inlinable code: appending is inlined into the other module's writer too.
    @usableFromInline var base: UnsafeMutablePointer<UInt8>
    @usableFromInline var count = 0
    @usableFromInline var capacity: Int

    /// How many bytes have been written.
    public var byteCount: Int { count }

    public init(capacity: Int = 1024) {
        self.capacity = max(capacity, 16)
        base = UnsafeMutablePointer<UInt8>.allocate(capacity: self.capacity)
    }

    deinit {
        base.deallocate()
    }

    @inlinable @inline(__always)
    mutating func reserve(_ extra: Int) {
        if count &+ extra > capacity { grow(toAtLeast: count &+ extra) }
    }

    @usableFromInline @inline(never)
    mutating func grow(toAtLeast needed: Int) {
        var newCapacity = capacity &* 2
        while newCapacity < needed { newCapacity &*= 2 }
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.initialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        reserve(1)
        base[count] = byte
        count &+= 1
    }

    @inlinable @inline(__always)
    public mutating func append(_ bytes: UnsafeRawBufferPointer) {
        reserve(bytes.count)
        appendReserved(bytes)
    }

    /// `append(bytes)` where the capacity was already reserved (by one `reserve` for several pieces).
    @inlinable @inline(__always)
    mutating func appendReserved(_ bytes: UnsafeRawBufferPointer) {
        guard let source = bytes.baseAddress, bytes.count > 0 else { return }
        let length = bytes.count
        let target = UnsafeMutableRawPointer(base + count)
        // Most pieces are short (`="`, an attribute name, a colour, a digit run): a call to memcpy costs more than
        // the copy, which takes two (possibly overlapping) loads and stores of 8 or 4 bytes.
        if length >= 8, length <= 16 {
            target.storeBytes(of: source.loadUnaligned(as: UInt64.self), as: UInt64.self)
            (target + (length &- 8)).storeBytes(of: source.loadUnaligned(fromByteOffset: length &- 8, as: UInt64.self),
                                                as: UInt64.self)
        } else if length >= 4, length < 8 {
            target.storeBytes(of: source.loadUnaligned(as: UInt32.self), as: UInt32.self)
            (target + (length &- 4)).storeBytes(of: source.loadUnaligned(fromByteOffset: length &- 4, as: UInt32.self),
                                                as: UInt32.self)
        } else if length < 4 {
            for index in 0..<length { target.storeBytes(of: source.load(fromByteOffset: index, as: UInt8.self),
                                                        toByteOffset: index, as: UInt8.self) }
        } else {
            target.copyMemory(from: source, byteCount: length)
        }
        count &+= length
    }

    /// ` name="`, with one capacity check.
    @inline(__always)
    mutating func appendAttributeStart(_ name: StaticString) {
        if name.hasPointerRepresentation {
            // Inlined where `name` is a literal, the length is a constant and the copy straight-line stores.
            let length = name.utf8CodeUnitCount
            reserve(length &+ 3)
            base[count] = UInt8(ascii: " ")
            count &+= 1
            append(UnsafeRawBufferPointer(start: name.utf8Start, count: length))
            base[count] = UInt8(ascii: "=")
            base[count &+ 1] = UInt8(ascii: "\"")
            count &+= 2
            return
        }
        // A one-letter name may be stored as a scalar rather than a pointer.
        name.withUTF8Buffer { letters in
            reserve(letters.count &+ 3)
            base[count] = UInt8(ascii: " ")
            count &+= 1
            append(UnsafeRawBufferPointer(letters))
            base[count] = UInt8(ascii: "=")
            base[count &+ 1] = UInt8(ascii: "\"")
            count &+= 2
        }
    }

    @inlinable @inline(__always)
    public mutating func append(_ literal: StaticString) {
        literal.withUTF8Buffer { append(UnsafeRawBufferPointer($0)) }
    }

    @inline(__always)
    mutating func appendReserved(_ literal: StaticString) {
        literal.withUTF8Buffer { appendReserved(UnsafeRawBufferPointer($0)) }
    }

    /// The UTF-8 bytes of `string` as they are (callers escape text; see `MarkupWriter`).
    mutating func append(utf8 string: String) {
        // In place for native strings (see `MarkupEscaping.append(_:to:signsAsReferences:)`).
        let done: Void? = string.utf8.withContiguousStorageIfAvailable { append(UnsafeRawBufferPointer($0)) }
        guard done == nil else { return }
        var string = string
        string.withUTF8 { append(UnsafeRawBufferPointer($0)) }
    }

    mutating func append(contentsOf other: borrowing MarkupBuffer) {
        other.withBytes { append($0) }
    }

    /// Appends the decimal digits of `value`, written straight into the buffer (no sign, no leading zeros).
    @inline(__always)
    mutating func appendDecimal(_ value: UInt64) {
        var length = 1
        var limit: UInt64 = 10
        while length < 20, value >= limit {
            length &+= 1
            limit = limit &* 10
        }
        appendDigits(value, width: length)
    }

    /// Appends the last `width` decimal digits of `value`, with leading zeros (`(42, 4)` → `0042`).
    @inline(__always)
    mutating func appendDigits(_ value: UInt64, width: Int) {
        reserve(width)
        var remaining = value
        var index = count &+ width
        // Two digits per division, from a table of the pairs 00…99.
        Self.digitPairs.withUTF8Buffer { pairs in
            while index &- count >= 2 {
                let pair = Int(truncatingIfNeeded: remaining % 100) &* 2
                remaining /= 100
                index &-= 2
                base[index] = pairs[pair]
                base[index &+ 1] = pairs[pair &+ 1]
            }
        }
        if index > count { base[count] = UInt8(truncatingIfNeeded: remaining % 10) &+ 48 }
        count &+= width
    }

    /// "00", "01", …, "99" in one literal.
    static var digitPairs: StaticString {
        "00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899"
    }

    /// Inserts one byte at `offset`, moving what follows it (used for the few line breaks whose need is known
    /// only after the first child of an element was written).
    mutating func insert(_ byte: UInt8, at offset: Int) {
        reserve(1)
        (base + offset + 1).moveInitialize(from: base + offset, count: count - offset)
        base[offset] = byte
        count &+= 1
    }

    /// Appends a copy of bytes already written (`start..<start + count`).
    mutating func appendCopy(from start: Int, count length: Int) {
        reserve(length)
        UnsafeMutableRawPointer(base + count).copyMemory(from: base + start, byteCount: length)
        count &+= length
    }

    func byte(at offset: Int) -> UInt8 {
        base[offset]
    }

    /// Replaces the one byte at `offset` with `literal`, moving what follows it.
    mutating func replace(at offset: Int, with literal: StaticString) {
        literal.withUTF8Buffer { replacement in
            let extra = replacement.count - 1
            guard extra >= 0 else { return }
            reserve(extra)
            (base + offset + 1 + extra).moveInitialize(from: base + offset + 1, count: count - offset - 1)
            for index in 0..<replacement.count { base[offset + index] = replacement[index] }
            count &+= extra
        }
    }

    public mutating func removeAll() {
        count = 0
    }

    /// Appends the bytes to `output`: one copy, and no UTF-8 validation, unlike `makeString`.
    public func appendBytes(to output: inout [UInt8]) {
        withBytes { output.append(contentsOf: $0) }
    }

    func withBytes<Result>(_ body: (UnsafeRawBufferPointer) -> Result) -> Result {
        body(UnsafeRawBufferPointer(start: base, count: count))
    }

    /// The bytes as a `String`.
    ///
    /// Every `String` made from bytes is validated, and the standard library validates a buffer with any
    /// non-ASCII byte scalar by scalar (about 8 instructions a byte), against a fast check of ASCII-only buffers
    /// (about 1). Figure markup is long ASCII with a few `×`, `−` or `°`, so long ASCII stretches are made into
    /// strings of their own and only the short neighbourhoods of non-ASCII characters take the slow path; appending
    /// one valid string to another copies without validating again.
    public func makeString() -> String {
        let bytes = UnsafeBufferPointer(start: base, count: count)
        guard var run = Self.nextNonASCII(in: bytes, from: 0) else {
            return String(decoding: bytes, as: UTF8.self)
        }
        // Below this many ASCII bytes between non-ASCII characters, validating them slowly costs less than one more
        // string.
        let separateRun = 128
        var result = ""
        result.reserveCapacity(count)
        func add(_ range: Range<Int>) {
            result.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self))
        }
        var pending = 0
        var clusterEnd: Int?
        while true {
            // A maximal run of bytes ≥ 0x80 holds whole scalars in valid UTF-8.
            var runEnd = run + 1
            while runEnd < count, bytes[runEnd] >= 0x80 { runEnd += 1 }
            if let end = clusterEnd {
                if run - end >= separateRun {
                    add(pending..<end)
                    add(end..<run)
                    pending = run
                }
            } else if run - pending >= separateRun {
                add(pending..<run)
                pending = run
            }
            clusterEnd = runEnd
            guard let next = Self.nextNonASCII(in: bytes, from: runEnd) else { break }
            run = next
        }
        if let end = clusterEnd, count - end >= separateRun {
            add(pending..<end)
            add(end..<count)
        } else {
            add(pending..<count)
        }
        return result
    }

    /// The index of the first byte ≥ 0x80 at or after `start`, 32 and then eight bytes at a time.
    private static func nextNonASCII(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        var index = start
        let count = bytes.count
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            // Most markup is long ASCII: four words are tested with one branch (the loop's own cost dominated).
            while index &+ 32 <= count {
                let any = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                    | raw.loadUnaligned(fromByteOffset: index &+ 8, as: UInt64.self)
                    | raw.loadUnaligned(fromByteOffset: index &+ 16, as: UInt64.self)
                    | raw.loadUnaligned(fromByteOffset: index &+ 24, as: UInt64.self)
                if any & 0x8080_8080_8080_8080 != 0 { break }
                index &+= 32
            }
            while index + 8 <= count {
                if raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 { break }
                index += 8
            }
        }
        while index < count {
            if bytes[index] >= 0x80 { return index }
            index += 1
        }
        return nil
    }

    func makeString(from start: Int) -> String {
        String(decoding: UnsafeBufferPointer(start: base + start, count: count - start), as: UTF8.self)
    }
}

/// Writes HTML, SVG and MathML straight into a `MarkupBuffer`, producing exactly the bytes that
/// `MarkupElement.render()` produces for the equivalent tree (tests compare the two on random trees), without
/// building the tree.
///
/// Usage: `open` an element, add its attributes, then either `text` (an element holds text or elements, never
/// both) or child elements, then `close`. The writer settles the tree's layout rules as it goes: a start tag is
/// finished (`>` or `/>`) when the first child or the close arrives, and an element's children go on their own
/// lines once it has two child elements or a child with elements of its own; the line break before the first
/// child is inserted at that moment (the first child is still short then, so the move is cheap).
///
/// Escaping: attribute values and text given as `String` always pass through `MarkupEscaping`. Values that bypass
/// it are `StaticString` constants of this module and numbers written by `NumberFormatting` (digits, sign,
/// point, exponent, `NaN`, `Infinity`), neither of which can contain `&`, `<`, `>` or `"`.
struct MarkupWriter: ~Copyable {
    var buffer: MarkupBuffer
    private var frames = FrameStack()

    /// The open elements, innermost last: a plain pointer, since `[Frame]` checks uniqueness on every change.
    private struct FrameStack: ~Copyable {
        private var base: UnsafeMutablePointer<Frame>
        private(set) var count = 0
        private var capacity = 16

        init() {
            base = UnsafeMutablePointer<Frame>.allocate(capacity: capacity)
        }

        deinit {
            base.deinitialize(count: count)
            base.deallocate()
        }

        var isEmpty: Bool { count == 0 }
        var lastIndex: Int? { count > 0 ? count - 1 : nil }

        // Addressors: `frames[top].hasText = true` changes the one field in place instead of copying the frame out
        // and back.
        subscript(index: Int) -> Frame {
            unsafeAddress { UnsafePointer(base + index) }
            unsafeMutableAddress { base + index }
        }

        @inline(__always)
        mutating func append(_ frame: Frame) {
            if count == capacity {
                let newBase = UnsafeMutablePointer<Frame>.allocate(capacity: capacity * 2)
                newBase.moveInitialize(from: base, count: count)
                base.deallocate()
                base = newBase
                capacity *= 2
            }
            (base + count).initialize(to: frame)
            count += 1
        }

        @inline(__always)
        mutating func popLast() -> Frame? {
            guard count > 0 else { return nil }
            count -= 1
            return (base + count).move()
        }
    }

    private struct Frame {
        var name: StaticString
        var isForeign: Bool
        var startTagOpen = true
        var hasText = false
        var isBlock = false
        var elementCount = 0
        /// Where the first child element starts, while the element is not yet known to be block laid out.
        var firstChildStart = 0
    }

    /// Whether `×` and `°` in escaped text are written as numeric character references (see
    /// `MarkupEscaping.append(_:to:signsAsReferences:)`): set for the figures' SVG, which then stays ASCII.
    let signsAsReferences: Bool

    init(capacity: Int = 2048, signsAsReferences: Bool = false) {
        buffer = MarkupBuffer(capacity: capacity)
        self.signsAsReferences = signsAsReferences
    }

    // MARK: - Elements

    /// Starts a child element of the current one (or a top-level element). Foreign (SVG, MathML) elements without
    /// children close as `<name/>`, HTML elements as `<name></name>`.
    mutating func open(_ name: StaticString, foreign: Bool = true) {
        noteChildElements(1)
        buffer.append(UInt8(ascii: "<"))
        buffer.append(name)
        frames.append(Frame(name: name, isForeign: foreign))
    }

    mutating func openHTML(_ name: StaticString) {
        open(name, foreign: false)
    }

    mutating func close() {
        guard let frame = frames.popLast() else { return }
        if frame.startTagOpen {
            if frame.isForeign {
                buffer.append("/>")
            } else {
                buffer.append("></")
                buffer.append(frame.name)
                buffer.append(UInt8(ascii: ">"))
            }
            return
        }
        if frame.isBlock { buffer.append(UInt8(ascii: "\n")) }
        buffer.append("</")
        buffer.append(frame.name)
        buffer.append(UInt8(ascii: ">"))
    }

    /// A text child of the current element, escaped.
    // A string literal picks the `StaticString` overload (a constant, nothing to escape); a `String` is escaped.
    @_disfavoredOverload
    mutating func text(_ text: String) {
        finishStartTag()
        if let top = frames.lastIndex { frames[top].hasText = true }
        MarkupEscaping.append(text, to: &buffer, signsAsReferences: signsAsReferences)
    }

    /// A text child given as UTF-8 bytes, escaped as `text(String)` escapes.
    mutating func text(utf8 text: UnsafeBufferPointer<UInt8>) {
        finishStartTag()
        if let top = frames.lastIndex { frames[top].hasText = true }
        MarkupEscaping.append(text, to: &buffer, signsAsReferences: signsAsReferences)
    }

    /// `text(String)` for a constant of this module (no escaping needed).
    mutating func text(_ text: StaticString) {
        finishStartTag()
        if let top = frames.lastIndex { frames[top].hasText = true }
        buffer.append(text)
    }

    /// A text child spelling a number (`NumberFormatting`'s digits, sign, point: nothing to escape).
    mutating func text(number: SmallBytes) {
        finishStartTag()
        if let top = frames.lastIndex { frames[top].hasText = true }
        number.withBytes { buffer.append($0) }
    }

    /// An element whose only child is `text`.
    // A string literal picks the `StaticString` overload (a constant, nothing to escape); a `String` is escaped.
    @_disfavoredOverload
    mutating func textElement(_ name: StaticString, _ text: String) {
        open(name)
        self.text(text)
        close()
    }

    mutating func textElement(_ name: StaticString, _ text: StaticString) {
        open(name)
        self.text(text)
        close()
    }

    /// Appends `count` child elements rendered elsewhere by this module, each preceded by a line break and none
    /// with child elements of its own (an `SVGCanvas`'s drawing): the same bytes as writing them here.
    mutating func prerenderedChildren(_ children: borrowing MarkupBuffer, count: Int) {
        guard count > 0 else { return }
        guard !frames.isEmpty else {
            buffer.append(contentsOf: children)
            return
        }
        noteChildElements(count)
        // `noteChildElements` wrote the line break before the first new child when one belongs there.
        children.withBytes { buffer.append(UnsafeRawBufferPointer(rebasing: $0.dropFirst())) }
    }

    // MARK: - Pre-built elements (the hottest small elements, written whole instead of open/attribute/close)

    /// The four corner markers that open every drawn layer of a live rendition:
    /// `<i class="corner" data-corner="0…3"></i>`, each after a line break, as `openHTML`/`attribute`/`close`
    /// would write them.
    mutating func liveRenditionCorners() {
        let corners: StaticString = """

            <i class="corner" data-corner="0"></i>
            <i class="corner" data-corner="1"></i>
            <i class="corner" data-corner="2"></i>
            <i class="corner" data-corner="3"></i>
            """
        guard !frames.isEmpty else {
            // Top level (never the case in a rendition): no line breaks, element by element.
            for corner in 0..<4 {
                openHTML("i")
                attribute("class", "corner")
                attribute("data-corner", integer: corner)
                close()
            }
            return
        }
        noteChildElements(4)
        // `noteChildElements` wrote the line break before the first corner (four children make a block).
        corners.withUTF8Buffer { buffer.append(UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer($0).dropFirst())) }
    }

    /// A MathML matrix cell holding a plain number, as `open("mtd")`, `attribute("data-entry", entry)`,
    /// `attribute("class", classes)`, `attribute("title"/"data-exact", number: exact)`, `open("mn")`, the mantissa
    /// (after U+2212 when negative), `close()`, `close()` would write it: `exact` and `mantissa` are
    /// `NumberFormatting` digits, nothing to escape.
    ///
    /// The cell's `<mn>` child is not seen by the layout bookkeeping, which would mark the row block laid out at
    /// the first cell; the row's second cell settles the same layout, so this is only for rows of two or more
    /// cells (matrix rows have 3 or 4).
    mutating func plainMatrixCell(entry: StaticString, classes: StaticString?, exact: SmallBytes, isNegative: Bool,
                                  mantissa: SmallBytes) {
        noteChildElements(1)
        // One capacity check for the whole cell: the literals below are at most 66 bytes, the minus sign 3.
        // (`withUTF8Buffer`: a one-letter entry name may be stored as a scalar rather than a pointer.)
        let names = entry.withUTF8Buffer { $0.count } &+ (classes?.withUTF8Buffer { $0.count } ?? 0)
        buffer.reserve(69 &+ names &+ 2 &* exact.count &+ mantissa.count)
        buffer.appendReserved("<mtd data-entry=\"")
        buffer.appendReserved(entry)
        if let classes {
            buffer.appendReserved("\" class=\"")
            buffer.appendReserved(classes)
        }
        buffer.appendReserved("\" title=\"")
        exact.withBytes { buffer.appendReserved($0) }
        buffer.appendReserved("\" data-exact=\"")
        exact.withBytes { buffer.appendReserved($0) }
        buffer.appendReserved("\"><mn>")
        if isNegative { buffer.appendReserved("\u{2212}") }
        mantissa.withBytes { buffer.appendReserved($0) }
        buffer.appendReserved("</mn></mtd>")
    }

    // MARK: - Attributes (only between `open` and the first child)

    // A string literal picks the `StaticString` overload (a constant, nothing to escape); a `String` is escaped.
    // The attribute functions are inlined where they are called with a literal name (see `beginAttribute`).
    @_disfavoredOverload
    @inline(__always)
    mutating func attribute(_ name: StaticString, _ value: String) {
        beginAttribute(name)
        MarkupEscaping.append(value, to: &buffer, signsAsReferences: signsAsReferences)
        buffer.append(UInt8(ascii: "\""))
    }

    @inline(__always)
    mutating func attribute(_ name: StaticString, _ value: StaticString) {
        beginAttribute(name)
        buffer.append(value)
        buffer.append(UInt8(ascii: "\""))
    }

    /// An attribute whose name is not a constant (names come from this module's own tables).
    mutating func attribute(named name: String, _ value: String) {
        buffer.append(UInt8(ascii: " "))
        buffer.append(utf8: name)
        buffer.append("=\"")
        MarkupEscaping.append(value, to: &buffer, signsAsReferences: signsAsReferences)
        buffer.append(UInt8(ascii: "\""))
    }

    @inline(__always)
    mutating func attribute(_ name: StaticString, coordinate value: Double) {
        beginAttribute(name)
        NumberFormatting.appendCoordinate(value, to: &buffer)
        buffer.append(UInt8(ascii: "\""))
    }

    /// An attribute spelling a number (`NumberFormatting`'s digits, sign, point: nothing to escape).
    @inline(__always)
    mutating func attribute(_ name: StaticString, number: SmallBytes) {
        beginAttribute(name)
        number.withBytes { buffer.append($0) }
        buffer.append(UInt8(ascii: "\""))
    }

    @inline(__always)
    mutating func attribute(_ name: StaticString, integer value: Int) {
        beginAttribute(name)
        NumberFormatting.appendInteger(value, to: &buffer)
        buffer.append(UInt8(ascii: "\""))
    }

    /// ` name="` — the value follows through the `value…` functions, then `endAttribute()`.
    // Inlined (as `attribute` with two literals is): written thousands of times per figure, and where the name is
    // a literal its length and bytes become constants.
    @inline(__always)
    mutating func beginAttribute(_ name: StaticString) {
        buffer.appendAttributeStart(name)
    }

    @inline(__always)
    mutating func endAttribute() {
        buffer.append(UInt8(ascii: "\""))
    }

    // A string literal picks the `StaticString` overload (a constant, nothing to escape); a `String` is escaped.
    @_disfavoredOverload
    mutating func value(_ text: String) {
        MarkupEscaping.append(text, to: &buffer, signsAsReferences: signsAsReferences)
    }

    @inline(__always)
    mutating func value(_ literal: StaticString) {
        buffer.append(literal)
    }

    @inline(__always)
    mutating func valueCoordinate(_ number: Double) {
        NumberFormatting.appendCoordinate(number, to: &buffer)
    }

    mutating func valueInteger(_ number: Int) {
        NumberFormatting.appendInteger(number, to: &buffer)
    }

    // MARK: - Output

    /// The markup written so far.
    func makeString() -> String {
        buffer.makeString()
    }

    // MARK: - Layout bookkeeping

    @inline(__always)
    private mutating func finishStartTag() {
        guard let top = frames.lastIndex, frames[top].startTagOpen else { return }
        buffer.append(UInt8(ascii: ">"))
        frames[top].startTagOpen = false
    }

    /// Records `count` new child elements of the current element and writes or inserts the line breaks that
    /// this settles, leaving the buffer where the first new child starts (after its line break, if any).
    @inline(__always)
    private mutating func noteChildElements(_ count: Int) {
        guard let top = frames.lastIndex else { return }
        finishStartTag()
        // The current element now has element children, so its parent lays its children out as a block; the
        // current element is then the parent's only child element so far (two would have settled it already).
        if frames[top].elementCount == 0, top > 0, !frames[top - 1].isBlock, !frames[top - 1].hasText {
            frames[top - 1].isBlock = true
            buffer.insert(UInt8(ascii: "\n"), at: frames[top - 1].firstChildStart)
        }
        let previous = frames[top].elementCount
        frames[top].elementCount += count
        if frames[top].hasText { return }
        if frames[top].isBlock {
            buffer.append(UInt8(ascii: "\n"))
        } else if frames[top].elementCount >= 2 {
            frames[top].isBlock = true
            if previous == 1 { buffer.insert(UInt8(ascii: "\n"), at: frames[top].firstChildStart) }
            buffer.append(UInt8(ascii: "\n"))
        } else {
            frames[top].firstChildStart = buffer.count
        }
    }
}
