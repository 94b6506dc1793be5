import Diagnostics
import TransformKit

/// Type names written in a listing, resolved to value types: the platform's, then the listing's own structs.
extension Interpreter {
    func resolveType(_ type: TypeName) throws(Interrupt) -> ValueType {
        guard let resolved = resolvedType(type) else {
            if dialect == .objc, type.pointerDepth > 0, let own = Self.ownClassMessage(type.name) {
                fail(.unknownType, own.message, at: type.range, notes: [own.note])
                throw Interrupt.reported
            }
            let candidates = Names.typeNames(dialect)
            let nameEnd = SourcePosition(offset: type.range.start.offset + type.name.unicodeScalars.count, line: type.range.start.line,
                                         column: type.range.start.column + type.name.unicodeScalars.count)
            fail(.unknownType, dialect == .objc ? "unknown type name '\(type.name)'\(didYouMean(type.name, in: candidates))"
                                                  : "cannot find type '\(type.name)' in scope\(didYouMean(type.name, in: candidates))",
                 at: type.isArray ? type.range : SourceRange(type.range.start, nameEnd))
            throw Interrupt.reported
        }
        if dialect == .objc {
            if (resolved.isObject && resolved != .object || listingTypes.members(of: type.name)?.structure?.isClass == true) && type.pointerDepth == 0 {
                fail(.objectByValue, "interface type '\(type.name)' cannot be statically allocated; write '\(type.name) *'", at: type.range)
                throw Interrupt.reported
            }
            if !resolved.isObject && resolved != .cgColor && type.pointerDepth > 0 {
                fail(.unsupportedPointer, "pointers to '\(type.name)' are not supported in listings (except '*(GLKMatrix4 *)&transform')",
                     at: type.range)
                throw Interrupt.reported
            }
        }
        return resolved
    }
}
