import Diagnostics
import TransformKit

/// Type names written in a listing, resolved to value types: the platform's, then the listing's own structs.
extension Interpreter {
    func resolveType(_ type: TypeName) throws(Interrupt) -> ValueType {
        guard let resolved = resolvedType(type) else {
            if dialect == .objc, type.pointerDepth > 0, Self.isOwnClass(type.name) {
                fail(.unknownOwnType(type.name), at: type.range)
                throw Interrupt.reported
            }
            let candidates = Names.typeNames(dialect)
            let nameEnd = SourcePosition(offset: type.range.start.offset + type.name.unicodeScalars.count, line: type.range.start.line,
                                         column: type.range.start.column + type.name.unicodeScalars.count)
            fail(.unknownType(type.name, suggestion: didYouMean(type.name, in: candidates), in: dialect),
                 at: type.isArray ? type.range : SourceRange(type.range.start, nameEnd))
            throw Interrupt.reported
        }
        if dialect == .objc {
            if resolved.isObject && resolved != .object && type.pointerDepth == 0 {
                fail(.objectByValue(type.name), at: type.range)
                throw Interrupt.reported
            }
            if !resolved.isObject && resolved != .cgColor && type.pointerDepth > 0 {
                fail(.unsupportedPointee(type.name), at: type.range)
                throw Interrupt.reported
            }
        }
        return resolved
    }
}
