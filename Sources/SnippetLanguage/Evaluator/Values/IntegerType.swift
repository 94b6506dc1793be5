/// The C or Swift integer type of an integer value: its spelling, width and signedness. Values are held in an `Int`:
/// the 8-, 16- and 32-bit types wrap (unsigned) or convert (signed, two's complement as on every Apple platform) to
/// their width; a 64-bit unsigned value must stay within 0...Int.max, as one near 2^64 cannot be held (the
/// `overflow` error, `Arithmetic.rejectUnsignedWrap`).
public struct IntegerType: Hashable, Sendable {
    public var name: String
    public var bits: Int
    public var isUnsigned = false

    public static let int = IntegerType(name: "int", bits: 32)
    public static let long = IntegerType(name: "long", bits: 64)
    public static let nsInteger = IntegerType(name: "NSInteger", bits: 64)
    public static let nsUInteger = IntegerType(name: "NSUInteger", bits: 64, isUnsigned: true)
    /// `u_int32_t`, `arc4random_uniform`'s result.
    public static let uint32 = IntegerType(name: "u_int32_t", bits: 32, isUnsigned: true)
    public static let unsignedInt = IntegerType(name: "unsigned int", bits: 32, isUnsigned: true)
    public static let unsignedLong = IntegerType(name: "unsigned long", bits: 64, isUnsigned: true)
    /// Swift's `Int`.
    public static let swiftInt = IntegerType(name: "Int", bits: 64)

    /// Objective-C's integer type names. A keyword spelling is named by its kind's first spelling (clang says 'long'
    /// for `long int`); a typedef keeps its own name (clang's 'size_t').
    static let objcNames: [(String, IntegerType)] = {
        let kinds: [(bits: Int, isUnsigned: Bool, spellings: [String], typedefs: [String])] = [
            (8, false, ["char", "signed char"], ["int8_t"]),
            (8, true, ["unsigned char"], ["uint8_t"]),
            (16, false, ["short", "short int", "signed short", "signed short int"], ["int16_t"]),
            (16, true, ["unsigned short", "unsigned short int"], ["uint16_t"]),
            (32, false, ["int", "signed int"], ["int32_t"]),
            (32, true, ["unsigned int"], ["uint32_t", "u_int32_t"]),
            (64, false, ["long", "long int", "signed long", "signed long int"], ["NSInteger", "int64_t"]),
            (64, false, ["long long", "long long int", "signed long long"], []),
            (64, true, ["unsigned long", "unsigned long int"], ["NSUInteger", "size_t", "uint64_t"]),
            (64, true, ["unsigned long long", "unsigned long long int"], []),
        ]
        return kinds.flatMap { kind in
            kind.spellings.map { ($0, IntegerType(name: kind.spellings[0], bits: kind.bits, isUnsigned: kind.isUnsigned)) }
                + kind.typedefs.map { ($0, IntegerType(name: $0, bits: kind.bits, isUnsigned: kind.isUnsigned)) }
        }
    }()

    /// `value` converted to this type: its low `bits` bits, read as unsigned or two's complement. A 64-bit value is
    /// kept as it is (an unsigned one below 0 is rejected before it gets here).
    func wrap(_ value: Int) -> Int {
        guard bits < 64 else { return value }
        let low = value & ((1 << bits) - 1)
        return isUnsigned || low < 1 << (bits - 1) ? low : low - (1 << bits)
    }

    /// C's integer promotion: the 8- and 16-bit types compute as `int`, which holds all their values.
    var promoted: IntegerType { bits < 32 ? .int : self }

    /// Whether a result that leaves the type is undefined behaviour in C (signed `int` and wider), which earns a
    /// warning; unsigned arithmetic wraps by definition.
    var overflowIsUndefined: Bool { !isUnsigned && bits >= 32 }

    /// C's usual arithmetic conversions of two (promoted) operand types: the wider type; of equal widths the unsigned
    /// one; an unsigned type meeting a wider signed one converts to it, as that type holds all its values.
    static func common(_ a: IntegerType, _ b: IntegerType) -> IntegerType {
        let x = a.promoted, y = b.promoted
        if x.bits != y.bits { return x.bits > y.bits ? x : y }
        if x.isUnsigned != y.isUnsigned { return x.isUnsigned ? x : y }
        return y != .int ? y : x
    }
}

extension IntegerType {
    /// The Swift type of the same width and signedness; a 64-bit type is `Int`, as Swift imports `NSUInteger` and
    /// `size_t`.
    var swiftName: String {
        if bits == 64 { return "Int" }
        return (isUnsigned ? "UInt" : "Int") + String(bits)
    }
}
