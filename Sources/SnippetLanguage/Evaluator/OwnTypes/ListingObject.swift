/// An instance of an Objective-C class the listing declares (`@interface DHVector : NSObject`): its class's name and
/// its instance variables (`_x` behind `@property CGFloat x`). A class, not a struct, because Objective-C objects
/// are references: two variables can hold one object, and a change through either is seen by both.
public final class ListingObject {
    /// The instance variables in declaration order, with the class's name as their type name.
    public internal(set) var state: StructValue

    public var className: String { state.typeName }

    init(className: String, names: [String], fields: [Value]) {
        state = StructValue(typeName: className, names: names, fields: fields)
    }
}
