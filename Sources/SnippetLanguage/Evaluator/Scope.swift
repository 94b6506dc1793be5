import Diagnostics
import TransformKit

/// A variable: its value, declared type (nil: Swift inferred from the initialiser, fixed thereafter), and whether a
/// failed initialiser poisoned it (uses of a poisoned variable fail silently, so one mistake is reported once).
struct Variable {
    var value: Value
    var type: ValueType?
    var isConstant: Bool
    var isPoisoned = false
    var range: SourceRange
    /// Objective-C `__block`: blocks share the variable instead of copying its value.
    var isBlockStorage = false
    /// A block's copy of a captured (non-`__block`) variable: read-only, as clang says.
    var isCapturedCopy = false
    /// Objective-C: declared `NSArray *`, so clang rejects writes to it (`Interpreter+ImmutableArrays`).
    var isImmutableArray = false
    /// Objective-C: declared `NSMutableArray *`, and whether it holds an immutable `NSArray` (`= @[…]`).
    var isMutableArray = false
    var holdsImmutableArray = false
}

/// Variables of one block, in declaration order.
///
/// A block declares a few variables, so they are found by comparing names (a short name compares in a few
/// instructions; hashing it costs hundreds): `entries` holds each name with its variable, in one array (one
/// allocation per scope rather than one for names and one for variables). Past `Scope.indexedCount` entries an index
/// by name takes over, so a scope of thousands of variables is not searched.
final class Scope {
    private(set) var order: [String] = []
    private var entries: [(name: String, variable: Variable)] = []
    private var index: [String: Int]?
    private static let indexedCount = 16

    private func position(of name: String) -> Int? {
        if let index { return index[name] }
        return entries.firstIndex { $0.name == name }
    }

    func declare(_ name: String, _ variable: Variable) {
        if let at = position(of: name) {
            entries[at].variable = variable
        } else {
            if order.isEmpty { order.reserveCapacity(4) }
            order.append(name)
            insert(name, variable)
        }
    }

    /// Whether the scope holds `name` (its variable is not copied out to say so).
    func contains(_ name: String) -> Bool { position(of: name) != nil }

    subscript(name: String) -> Variable? {
        get { position(of: name).map { entries[$0].variable } }
        set {
            if let at = position(of: name) {
                if let newValue {
                    entries[at].variable = newValue
                } else {
                    remove(at: at)
                }
            } else if let newValue {
                // As a dictionary would: stored, but not declared (it does not join `order`).
                insert(name, newValue)
            }
        }
    }

    private func insert(_ name: String, _ variable: Variable) {
        // A scope holds a few variables: one allocation instead of regrowing from one.
        if entries.isEmpty { entries.reserveCapacity(4) }
        entries.append((name, variable))
        if index != nil {
            index?[name] = entries.count - 1
        } else if entries.count > Self.indexedCount {
            index = Dictionary(uniqueKeysWithValues: entries.enumerated().map { ($1.name, $0) })
        }
    }

    /// Forgets every variable. Closures keep the scopes they were made in, so a closure stored in one of them is a
    /// reference cycle that reference counting never frees: the interpreter empties those scopes when it goes.
    func removeAll() {
        order = []
        entries = []
        index = nil
    }

    private func remove(at position: Int) {
        let last = entries.count - 1
        index?[entries[position].name] = nil
        if position != last {
            entries.swapAt(position, last)
            index?[entries[position].name] = position
        }
        entries.removeLast()
    }
}
