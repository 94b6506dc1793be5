/// Projects layers into the window (or onto an explicit root layer's plane): screen matrices, quads, near-plane clipping, facing, visibility,
/// depth order and vanishing points (spec §C).
///
/// The screen matrix of a layer L below a root R is (row vectors)
/// `transformToSuperlayer(L) · F? · transformToSuperlayer(S1) · F? · … · transformToSuperlayer(child of R) · F?`,
/// where each `F` (the identity with m33 = 0: z dropped, x, y, w kept) is present when the superlayer it enters
/// is an ordinary layer, and absent for a `CATransformLayer`. When R is topmost (has no superlayer) the results are
/// in window (screen) coordinates: R itself is placed in the window like a sublayer in its superlayer,
/// `… · transformToSuperlayer(R) · F` (spec C16 `rootToWindow`, C17), so a lone rotated layer reports its rotated
/// quad and its `frame` and quad agree. When R is an explicit ancestor that has a superlayer, results are in R's own
/// coordinate space. The polygon is clipped against `w >= nearPlaneEpsilon` after every flattening, so a layer
/// crossing behind the eye gives a finite, correct polygon.
public struct LayerProjection: Sendable {
    /// 1e-6: small enough that clipped vertices land far outside any figure, large enough to stay finite.
    public static let defaultNearPlaneEpsilon: CGFloat = 1e-6

    /// The near plane: homogeneous points with `w < nearPlaneEpsilon` are clipped away.
    public var nearPlaneEpsilon: CGFloat

    public init(nearPlaneEpsilon: CGFloat = LayerProjection.defaultNearPlaneEpsilon) {
        self.nearPlaneEpsilon = nearPlaneEpsilon
    }

    /// The screen matrix of `layer` in `root`'s coordinates (default, and when `root` is not an ancestor: the
    /// topmost ancestor, and then window coordinates). For the root itself: the identity, or its placement in the
    /// window when it is topmost.
    public func screenMatrix(of layer: CALayer, in root: CALayer? = nil) -> CATransform3D {
        let levels = LevelChain.levels(from: layer, in: resolvedRoot(of: layer, root))
        return LevelChain.product(levels)
    }

    /// `layer` projected into `root`'s coordinates (see `screenMatrix(of:in:)` for the choice of root).
    ///
    /// Visibility accounts for ancestors as `renderList(of:)` does: a hidden ancestor, or a flattening ancestor that
    /// is culled or behind the eye in its own context, hides the layer (`.ancestorHidden`).
    public func project(_ layer: CALayer, in root: CALayer? = nil) -> ProjectedLayer {
        let top = resolvedRoot(of: layer, root)
        let levels = LevelChain.levels(from: layer, in: top)
        var hiddenByAncestor = false
        var opacity = layer.opacity
        var ancestor = layer === top ? nil : layer.superlayer
        while let current = ancestor {
            opacity *= current.opacity
            if current.isHidden { hiddenByAncestor = true }
            if current === top { break }
            ancestor = current.superlayer
        }
        // Level k > 0 is the own level of the k-th flattening ancestor: reuse it to see whether that ancestor is
        // culled or behind the eye in its own context.
        // Levels are those of flattening ancestors, the window level of the topmost root included.
        for level in levels.dropFirst() where !hiddenByAncestor {
            let surface = surfaceProperties(of: level.layer, ownLevel: level)
            if surface.isBehindEye || (!level.layer.isDoubleSided && surface.facing == .back) { hiddenByAncestor = true }
        }
        var outer: LevelNode?
        for level in levels.dropFirst().reversed() { outer = LevelNode(level, next: outer) }
        return makeProjection(of: layer, own: levels.first, outer: outer, screen: LevelChain.product(levels),
                              flatteningLevel: Self.flatteningPlanes(levels, below: top), opacity: opacity,
                              hiddenByAncestor: hiddenByAncestor)
    }

    /// How many flattening planes lie between a layer and `top`: the window level of an ordinary topmost root places
    /// the root's own plane and is not counted (a topmost `CATransformLayer`'s merged level is).
    static func flatteningPlanes(_ levels: [LevelChain.Level], below top: CALayer) -> Int {
        guard let last = levels.last, last.layer === top else { return levels.count }
        return levels.count - 1
    }

    /// Every drawn layer of the tree under `root`, in painter's order (back to front), in window coordinates when
    /// `root` is topmost (see the type's comment).
    ///
    /// Each ordinary layer is followed by the content it flattens: the members of its rendering context (its
    /// sublayers, and through any `CATransformLayer` sublayers theirs, sharing one 3D space), sorted by `depth`
    /// ascending (far first), ties in array order (tree order through transform layers) — spec C10; Apple's exact
    /// sorting is unconfirmed. `CATransformLayer`s draw nothing and are not listed. Hidden, culled and
    /// behind-the-eye layers are listed with `isVisible == false`, so a figure may outline them. Iterative, so any
    /// depth of tree is fine.
    public func renderList(of root: CALayer) -> RenderList {
        var projections: [ProjectedLayer] = []
        var order: [Int] = []
        var stack: [RenderWork] = [.expand(rootContext(of: root, projections: &projections, order: &order))]
        while let work = stack.popLast() {
            switch work {
            case let .emit(index):
                order.append(index)
            case let .expand(context):
                expand(context, projections: &projections, stack: &stack)
            }
        }
        return RenderList(root: root, entries: order.map { projections[$0] })
    }

    /// A rendering context waiting to be expanded: its owner and the owner's levels down to the root.
    private struct PendingContext {
        let owner: CALayer
        let outer: LevelNode?
        let outerScreen: CATransform3D
        let level: Int
        let opacity: Float
        let hidden: Bool
        /// The owner's placement in the window when it is a topmost `CATransformLayer`: its members' levels end
        /// there (spec C16), nil otherwise.
        var windowPlacement: CATransform3D? = nil
    }

    /// What `renderList` does next (its work is a stack): emit the projection stored at an index, or expand a context.
    private enum RenderWork {
        case emit(Int)
        case expand(PendingContext)
    }

    /// Projects the root (listed first when it flattens, as it then draws its own plane) and returns the context
    /// of its sublayers.
    private func rootContext(of root: CALayer, projections: inout [ProjectedLayer], order: inout [Int]) -> PendingContext {
        let window = root.superlayer == nil && root.flattensSublayers ? LevelChain.windowLevel(of: root) : nil
        let rootScreen = window?.matrix ?? .identity
        let rootProjection = makeProjection(of: root, own: window, outer: nil, screen: rootScreen, flatteningLevel: 0,
                                            opacity: root.opacity, hiddenByAncestor: false)
        projections.append(rootProjection)
        if root.flattensSublayers { order.append(0) }
        var rootContext = PendingContext(owner: root, outer: window.map { LevelNode($0, next: nil) }, outerScreen: rootScreen,
                                         level: 0, opacity: root.opacity, hidden: !rootProjection.isVisible)
        if root.superlayer == nil && !root.flattensSublayers {
            rootContext.windowPlacement = root.frameTransform
        }
        return rootContext
    }

    /// Projects the members of `context` and pushes them on `stack` so that they pop in painter's order (by depth,
    /// far first, ties in member order), each followed by the context it owns.
    private func expand(_ context: PendingContext, projections: inout [ProjectedLayer], stack: inout [RenderWork]) {
        let members = contextMembers(of: context.owner, opacity: context.opacity)
        let first = projections.count
        var inner: [PendingContext?] = []
        inner.reserveCapacity(members.count)
        for member in members {
            let (projection, owned) = project(member, in: context)
            projections.append(projection)
            inner.append(owned)
        }
        let sorted = inner.indices.sorted { i, j in
            let di = projections[first + i].depth, dj = projections[first + j].depth
            if di < dj { return true }
            if dj < di { return false }
            return i < j
        }
        for i in sorted.reversed() {
            if let context = inner[i] { stack.append(.expand(context)) }
            stack.append(.emit(first + i))
        }
    }

    /// A member of `context` projected, and the context it owns: only a layer with sublayers owns one worth
    /// expanding.
    private func project(_ member: Member, in context: PendingContext) -> (ProjectedLayer, PendingContext?) {
        let own = ownLevel(of: member, owner: context.owner, windowPlacement: context.windowPlacement)
        let screen = own.matrix.concatenating(context.outerScreen)
        let projection = makeProjection(of: member.layer, own: own, outer: context.outer, screen: screen,
                                        flatteningLevel: context.level + 1, opacity: member.opacity,
                                        hiddenByAncestor: context.hidden || member.hiddenOnTheWay)
        guard !member.layer.sublayerArray.isEmpty else { return (projection, nil) }
        return (projection, PendingContext(owner: member.layer, outer: LevelNode(own, next: context.outer), outerScreen: screen,
                                           level: context.level + 1, opacity: member.opacity, hidden: !projection.isVisible))
    }

    /// Every drawn layer of several topmost trees in one window, in painter's order: each tree's `renderList(of:)`,
    /// the trees ordered as siblings in the window are (spec C10, C17): by the depth of their topmost layer's bounds
    /// centre as placed in the window (far first), ties in the given order (`root` first). The list's `root` is
    /// `root`. A layer of `others` that is not topmost stands for its topmost ancestor; a tree is listed once.
    public func windowRenderList(of root: CALayer, with others: [CALayer]) -> RenderList {
        var roots = [root]
        var seen: Set = [ObjectIdentifier(root), ObjectIdentifier(root.rootLayer)]
        for layer in others {
            let top = layer.rootLayer
            if seen.insert(ObjectIdentifier(top)).inserted { roots.append(top) }
        }
        let depths = roots.map(Self.windowDepth)
        let order = roots.indices.sorted { i, j in
            if depths[i] < depths[j] { return true }
            if depths[j] < depths[i] { return false }
            return i < j
        }
        return RenderList(root: root, entries: order.flatMap { renderList(of: roots[$0]).entries })
    }

    /// `z/w` of a topmost layer's bounds centre placed in the window; `-infinity` behind the eye or NaN.
    static func windowDepth(of root: CALayer) -> CGFloat {
        let b = root.bounds.standardized
        let centre = root.frameTransform.transform(x: b.midX, y: b.midY, z: 0)
        let depth = centre.w > 0 ? centre.z / centre.w : -.infinity
        return depth.isNaN ? -.infinity : depth
    }

    /// A context member's own level: into the owner's plane, or into the window for a topmost transform layer's
    /// context (the same product `LevelChain.levels` forms).
    private func ownLevel(of member: Member, owner: CALayer, windowPlacement: CATransform3D?) -> LevelChain.Level {
        guard let placement = windowPlacement else {
            return LevelChain.Level(layer: member.layer, unflattened: member.toOwner,
                                    flattens: owner.flattensSublayers, flips: member.flips)
        }
        let unflattened = CATransform3DIsIdentity(placement) ? member.toOwner : member.toOwner.concatenating(placement)
        return LevelChain.Level(layer: member.layer, unflattened: unflattened, flattens: true, flips: member.flips)
    }

    /// Where the perspective of `layer.transform` converges, in `root`'s coordinates: the layer's `position`
    /// (where its anchor sits before the transform, spec C8) carried through the superlayer's geometry. nil when
    /// that point is behind the eye; the position itself for a layer without superlayer.
    public func vanishingPoint(ofTransformOf layer: CALayer, in root: CALayer? = nil) -> CGPoint? {
        guard let parent = layer.superlayer, layer !== root else { return layer.position }
        let top = resolvedRoot(of: layer, root)
        let intoParent = parent.sublayerTransformToSelf
        let parentScreen = screenMatrix(of: parent, in: top)
        let flatten = parent.flattensSublayers ? CATransform3D.flattening : .identity
        let m = intoParent.concatenating(flatten).concatenating(parentScreen)
        let p = m.transform(x: layer.position.x, y: layer.position.y, z: layer.zPosition)
        return p.w > 0 ? p.projected : nil
    }

    /// Where the perspective of `container.sublayerTransform` converges, in `root`'s coordinates: the container's
    /// anchor point (its centre by default), shared by all its sublayers (spec C8). nil when behind the eye.
    public func vanishingPoint(ofSublayerTransformOf container: CALayer, in root: CALayer? = nil) -> CGPoint? {
        let anchor = container.anchorInBounds
        let p = screenMatrix(of: container, in: root).transform(x: anchor.x, y: anchor.y, z: 0)
        return p.w > 0 ? p.projected : nil
    }

    // MARK: - Internals

    func resolvedRoot(of layer: CALayer, _ root: CALayer?) -> CALayer {
        if let root, layer.isSelfOrAncestor(root) { return root }
        return layer.rootLayer
    }

    struct Member {
        var layer: CALayer
        var toOwner: CATransform3D
        var flips: Int
        var opacity: Float
        var hiddenOnTheWay: Bool
    }

    /// The layers sharing `owner`'s 3D rendering context, in tree order, with their maps into the owner's space.
    func contextMembers(of owner: CALayer, opacity: Float) -> [Member] {
        /// A parent being walked: its sublayers, the next index, and what its sublayers share.
        struct Frame {
            var children: [CALayer]
            var index: Int
            /// The parent's sublayerTransform and flip (computed once for all its sublayers), nil when identity.
            var intoParent: CATransform3D?
            /// The parent's map into the owner's space, nil for the owner itself.
            var prefix: CATransform3D?
            var flips: Int
            var opacity: Float
            var hidden: Bool

            init(parent: CALayer, prefix: CATransform3D?, flips: Int, opacity: Float, hidden: Bool) {
                children = parent.sublayerArray
                index = 0
                let sub = parent.sublayerTransformToSelf
                intoParent = CATransform3DIsIdentity(sub) ? nil : sub
                self.prefix = prefix
                self.flips = flips + (parent.isGeometryFlipped ? 1 : 0)
                self.opacity = opacity
                self.hidden = hidden
            }
        }
        var members: [Member] = []
        members.reserveCapacity(owner.sublayerArray.count)
        // Depth first, so members are in tree order (a transform layer's sublayers before its later siblings).
        var stack = [Frame(parent: owner, prefix: nil, flips: 0, opacity: opacity, hidden: false)]
        while let top = stack.indices.last {
            let frame = stack[top]
            guard frame.index < frame.children.count else {
                stack.removeLast()
                continue
            }
            stack[top].index += 1
            let layer = frame.children[frame.index]
            var toOwner = layer.frameTransform
            if let intoParent = frame.intoParent { toOwner = toOwner.concatenating(intoParent) }
            if let prefix = frame.prefix { toOwner = toOwner.concatenating(prefix) }
            let layerOpacity = frame.opacity * layer.opacity
            if layer.flattensSublayers {
                members.append(Member(layer: layer, toOwner: toOwner, flips: frame.flips, opacity: layerOpacity,
                                      hiddenOnTheWay: frame.hidden))
            } else {
                stack.append(Frame(parent: layer, prefix: toOwner, flips: frame.flips, opacity: layerOpacity,
                                   hidden: frame.hidden || layer.isHidden))
            }
        }
        return members
    }

    struct Surface {
        var facing: LayerFacing
        var signedArea: CGFloat
        var isBehindEye: Bool
    }

    /// Facing and emptiness of `layer` in the plane of its own rendering context.
    func surfaceProperties(of layer: CALayer, ownLevel: LevelChain.Level) -> Surface {
        let corners = CornerQuad(layer, transformedBy: ownLevel.matrix)
        var area: CGFloat
        if corners.isInFront(of: nearPlaneEpsilon) {
            area = corners.projectedSignedArea
        } else {
            let clipped = NearPlaneClipper.clip(corners.vertices, epsilon: nearPlaneEpsilon)
            if clipped.isEmpty { return Surface(facing: .front, signedArea: 0, isBehindEye: true) }
            area = PolygonArea.signedArea(homogeneous: clipped)
        }
        if ownLevel.flips % 2 == 1 { area = -area }
        return Surface(facing: area < 0 ? .back : .front, signedArea: area, isBehindEye: false)
    }

    func makeProjection(of layer: CALayer, own: LevelChain.Level?, outer: LevelNode?, screen: CATransform3D,
                        flatteningLevel: Int, opacity: Float, hiddenByAncestor: Bool) -> ProjectedLayer {
        let corners = layer.boundsCorners(transformedBy: screen)
        let quad = corners.map { $0.projected }
        var polygon = quad  // shares the storage of quad unless clipping replaces it
        var isClipped = false
        let ownHasPerspective = own.map { !$0.matrix.hasNoPerspective } ?? false
        if ownHasPerspective || (outer?.anyPerspective ?? false),
           let clipped = nearPlaneClippedPolygon(of: layer, own: own, outer: outer) {
            polygon = clipped
            isClipped = true
        }
        var surface = Surface(facing: .front, signedArea: PolygonArea.signedArea(quad), isBehindEye: false)
        var depth: CGFloat = 0
        if let own {
            surface = surfaceProperties(of: layer, ownLevel: own)
            depth = Self.depth(of: layer, ownLevel: own)
        }
        let hiddenReason = Self.hiddenReason(of: layer, surface: surface, hiddenByAncestor: hiddenByAncestor,
                                             isClippedAway: isClipped && polygon.isEmpty)
        return ProjectedLayer(layer: layer, screenMatrix: screen, corners: corners, quad: quad, polygon: polygon,
                              isClipped: isClipped, facing: surface.facing, signedArea: surface.signedArea, depth: depth,
                              hiddenReason: hiddenReason, opacity: opacity, flatteningLevel: flatteningLevel)
    }

    /// The layer's bounds carried through its own level and the outer ones, clipped after every flattening level
    /// so a w < 0 intermediate is never carried into the next level; nil when no level needed clipping (the quad
    /// is then the polygon). Four corners in front of the eye stay in a fixed-size value; the array path starts
    /// at the first cut.
    private func nearPlaneClippedPolygon(of layer: CALayer, own: LevelChain.Level?, outer: LevelNode?) -> [CGPoint]? {
        var corners: CornerQuad? = CornerQuad(layer, transformedBy: .identity)
        var vertices: [HomogeneousPoint] = []
        var isClipped = false
        func step(_ matrix: CATransform3D) {
            if let quad = corners {
                let mapped = quad.transformed(by: matrix)
                if mapped.isInFront(of: nearPlaneEpsilon) {
                    corners = mapped
                    return
                }
                corners = nil
                vertices = NearPlaneClipper.clip(mapped.vertices, epsilon: nearPlaneEpsilon)
                isClipped = true
            } else {
                vertices = vertices.map { matrix.transform($0) }
                if NearPlaneClipper.needsClipping(vertices, epsilon: nearPlaneEpsilon) {
                    vertices = NearPlaneClipper.clip(vertices, epsilon: nearPlaneEpsilon)
                }
            }
        }
        if let own { step(own.matrix) }
        var node = outer
        while let current = node, corners != nil || !vertices.isEmpty {
            step(current.level.matrix)
            node = current.next
        }
        return isClipped ? vertices.map { $0.projected } : nil
    }

    /// The depth of the layer's bounds centre in its rendering context (its own level, unflattened), by which
    /// siblings are sorted; -infinity behind the eye or when undefined.
    private static func depth(of layer: CALayer, ownLevel own: LevelChain.Level) -> CGFloat {
        let b = layer.bounds.standardized
        let centre = own.unflattened.transform(x: b.midX, y: b.midY, z: 0)
        let depth = centre.w > 0 ? centre.z / centre.w : -.infinity
        // NaN would make the sibling sort inconsistent: such a layer is drawn first, as if far away.
        return depth.isNaN ? -.infinity : depth
    }

    /// Why the layer is not drawn, the first reason that applies; nil when it is drawn.
    private static func hiddenReason(of layer: CALayer, surface: Surface, hiddenByAncestor: Bool,
                                     isClippedAway: Bool) -> LayerHiddenReason? {
        if layer.isHidden { return .hidden }
        if hiddenByAncestor { return .ancestorHidden }
        if surface.isBehindEye || isClippedAway { return .behindEye }
        if !layer.isDoubleSided && surface.facing == .back { return .backFaceCulled }
        return nil
    }
}
