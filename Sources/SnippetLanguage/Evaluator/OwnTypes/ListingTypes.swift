/// The listing's Swift `struct`s and `extension`s, gathered by type name: what a member lookup on a value of that
/// type finds before the platform's own members (Interpreter+Structs).
struct ListingTypes {
    /// The members one type gained from the listing.
    struct Members {
        /// The struct's declaration (nil for a platform type that is only extended).
        var structure: TypeDecl?
        /// Instance methods by Swift name (`scaled(by:)`) and computed properties by name (`length`).
        var instance: [String: FunctionDecl] = [:]
        /// Static methods and computed properties, likewise.
        var statics: [String: FunctionDecl] = [:]
        var staticProperties: [String: Binding] = [:]

        var names: [String] {
            (structure?.storedProperties.map { $0.name } ?? []) + instance.keys.sorted()
        }
    }

    private(set) var byName: [String: Members] = [:]
    /// Every instance method's Swift name, to tell quickly whether a call may reach the listing's code.
    private(set) var instanceSelectors: Set<String> = []
    /// Declarations to report once: a second struct of one name, a member declared twice, an unknown extended type.
    private(set) var problems: [(diagnostic: SnippetDiagnostic, range: SourceRange)] = []

    var isEmpty: Bool { byName.isEmpty }

    /// The Objective-C classes the listing declares, in source order.
    private(set) var classNames: [String] = []

    init(_ types: [TypeDecl], dialect: Dialect) {
        for declaration in types where !declaration.isExtension {
            if byName[declaration.name]?.structure != nil {
                problems.append((.invalidRedeclaration(declaration.name), declaration.nameRange))
                continue
            }
            byName[declaration.name, default: Members()].structure = declaration
            if declaration.isClass { classNames.append(declaration.name) }
        }
        for declaration in types {
            let name = Self.canonicalName(declaration.name, dialect: dialect)
            if declaration.isExtension && byName[name]?.structure == nil && ValueType.resolve(
                TypeName(name: declaration.name, range: declaration.nameRange), dialect: dialect) == nil {
                problems.append((.unknownExtendedType(declaration.name), declaration.nameRange))
                continue
            }
            add(declaration, as: name)
        }
    }

    /// An extended platform type by the name its values report (`TimeInterval` extends `Double`).
    static func canonicalName(_ name: String, dialect: Dialect) -> String {
        guard let type = ValueType.resolve(TypeName(name: name, range: SourceRange(.start, .start)), dialect: dialect) else { return name }
        return type.baseName(in: dialect)
    }

    private mutating func add(_ declaration: TypeDecl, as name: String) {
        var members = byName[name] ?? Members()
        for member in declaration.members {
            let key = member.isComputedProperty ? member.baseName : member.name
            let exists = member.isStatic ? members.statics[key] != nil : members.instance[key] != nil
            if exists || (member.isComputedProperty && members.structure?.storedProperties.contains { $0.name == key } == true) {
                problems.append((.memberRedeclaration(key), member.nameRange))
                continue
            }
            if member.isStatic {
                members.statics[key] = member
            } else {
                members.instance[key] = member
                instanceSelectors.insert(key)
            }
        }
        for property in declaration.staticProperties {
            members.staticProperties[property.name] = property
        }
        byName[name] = members
    }

    func members(of typeName: String) -> Members? { byName[typeName] }
}
