/// An immutable linked list of levels, outermost last, shared between the members of a rendering context.
final class LevelNode {
    let level: LevelChain.Level
    let next: LevelNode?
    /// True when this level or any level after it has a perspective row (w can leave 1).
    let anyPerspective: Bool

    init(_ level: LevelChain.Level, next: LevelNode?) {
        self.level = level
        self.next = next
        self.anyPerspective = !level.matrix.hasNoPerspective || (next?.anyPerspective ?? false)
    }
}
