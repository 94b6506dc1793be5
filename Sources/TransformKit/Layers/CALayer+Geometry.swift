extension CALayer {
    /// The anchor point in the layer's own coordinates, including `bounds.origin`:
    /// `(b.x + ax*b.w, b.y + ay*b.h, anchorPointZ)`.
    public var anchorInBounds: (x: CGFloat, y: CGFloat, z: CGFloat) {
        // Each property read once: a read of an open class's stored property is a call with a dynamic exclusivity
        // check, and figures ask for the anchor of every layer several times.
        let bounds = self.bounds
        let anchorPoint = self.anchorPoint
        return (bounds.origin.x + anchorPoint.x * bounds.size.width, bounds.origin.y + anchorPoint.y * bounds.size.height,
                anchorPointZ)
    }

    /// The map from this layer's coordinates into its superlayer's, not counting the superlayer's
    /// `sublayerTransform` or flip: `T(-A) · transform · T(position.x, position.y, zPosition)` (row vectors).
    ///
    /// With the identity transform the layer's plane sits at z = zPosition - anchorPointZ.
    public var frameTransform: CATransform3D {
        let a = anchorInBounds
        let position = self.position
        return CATransform3DTranslate(transform, -a.x, -a.y, -a.z).postTranslated(x: position.x, y: position.y, z: zPosition)
    }

    /// The superlayer's `sublayerTransform` about its anchor point, followed by its `geometryFlipped` flip:
    /// `T(-A_S) · sublayerTransform · T(A_S) · Flip`, or the identity when neither applies.
    ///
    /// The anchor `A_S` includes the superlayer's `bounds.origin` and `anchorPointZ` (the z part is unconfirmed for
    /// Apple; WebKit's emulation uses it). The flip maps `y` to `minY + maxY - y` of the superlayer's bounds, so the
    /// bounds rectangle maps onto itself (Apple's exact constants are unconfirmed).
    public var sublayerTransformToSelf: CATransform3D {
        var m = CATransform3D.identity
        let sublayerTransform = self.sublayerTransform
        if !CATransform3DIsIdentity(sublayerTransform) {
            let a = anchorInBounds
            m = CATransform3DTranslate(sublayerTransform, -a.x, -a.y, -a.z).postTranslated(x: a.x, y: a.y, z: a.z)
        }
        if isGeometryFlipped {
            let bounds = self.bounds
            let flip = CATransform3D(m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: -1, m23: 0, m24: 0,
                                     m31: 0, m32: 0, m33: 1, m34: 0,
                                     m41: 0, m42: bounds.minY + bounds.maxY, m43: 0, m44: 1)
            m = m.concatenating(flip)
        }
        return m
    }

    /// The map from this layer's coordinates into its superlayer's 3D space, before the superlayer flattens:
    /// `frameTransform · superlayer.sublayerTransformToSelf` (spec C3/C4). Equals `frameTransform` for a root layer.
    public var transformToSuperlayer: CATransform3D {
        guard let parent = superlayer else { return frameTransform }
        let sub = parent.sublayerTransformToSelf
        if CATransform3DIsIdentity(sub) { return frameTransform }
        return frameTransform.concatenating(sub)
    }

    /// The layer's rectangle in its superlayer's coordinates.
    ///
    /// Getting: without a transform, `(position - anchorPoint ⊙ bounds.size, bounds.size)`; with an affine
    /// transform, `CGRectApplyAffineTransform(bounds, t)` where t has the transform's linear part and the translation
    /// `position.x + (((-A.y*c) + (-A.x*a)) + tx)` (and likewise for y), A being the anchor in bounds coordinates; with a 3D
    /// transform, the bounding box of the projected corners (divided by w, after near-plane clipping; null when the
    /// layer is entirely behind the eye). The superlayer's `sublayerTransform` is not included (Apple unconfirmed).
    /// Plain double arithmetic: Apple's arm64 build fuses some products, so its last digit can differ (spec F2).
    ///
    /// Setting: `position = origin + anchorPoint ⊙ size`; `bounds.size = size` without a transform, or with an affine
    /// transform the absolute values of `size` mapped by the inverse of its linear part (UIKit's measured rule; a
    /// singular transform is "inverted" to itself, as `CGAffineTransformInvert` does); a 3D transform is ignored
    /// for the size. `bounds.origin` is kept.
    public var frame: CGRect {
        get { frame(contraction: .none) }
        set { setFrame(newValue, contraction: .none) }
    }

    /// `frame` computed with the given rounding: `.appleArm64` reproduces Apple Silicon's fused multiply-adds in
    /// the affine case (spec F2, E27); 3D transforms always use plain arithmetic.
    public func frame(contraction: FloatingPointContraction) -> CGRect {
        if CATransform3DIsIdentity(transform) {
            return CGRect(x: position.x - anchorPoint.x * bounds.size.width,
                          y: position.y - anchorPoint.y * bounds.size.height,
                          width: bounds.size.width, height: bounds.size.height)
        }
        let a = anchorInBounds
        if CATransform3DIsAffine(transform) {
            let m = CATransform3DGetAffineTransform(transform)
            let t = CGAffineTransform(a: m.a, b: m.b, c: m.c, d: m.d,
                                      tx: position.x + (((-a.y * m.c) + (-a.x * m.a)) + m.tx),
                                      ty: position.y + (((-a.y * m.d) + (-a.x * m.b)) + m.ty))
            return bounds.applying(t, contraction: contraction)
        }
        let polygon = NearPlaneClipper.clip(boundsCorners(transformedBy: frameTransform),
                                            epsilon: LayerProjection.defaultNearPlaneEpsilon)
        var box = CGRect.null
        for vertex in polygon {
            let p = vertex.projected
            box = box.union(CGRect(x: p.x, y: p.y, width: 0, height: 0))
        }
        return box
    }

    /// Sets `frame` with the given rounding: `.appleArm64` maps the size through the inverse with Apple Silicon's
    /// fused multiply-adds (spec F2, C11).
    public func setFrame(_ newValue: CGRect, contraction: FloatingPointContraction) {
        let size = newValue.size
        position = CGPoint(x: newValue.origin.x + anchorPoint.x * size.width,
                           y: newValue.origin.y + anchorPoint.y * size.height)
        if !CATransform3DIsIdentity(transform) && CATransform3DIsAffine(transform) {
            let linear = CATransform3DGetAffineTransform(transform)
            let inverse = CGAffineTransformInvert(CGAffineTransform(a: linear.a, b: linear.b, c: linear.c, d: linear.d, tx: 0, ty: 0))
            let mapped = size.applying(inverse, contraction: contraction)
            bounds.size = CGSize(width: Swift.abs(mapped.width), height: Swift.abs(mapped.height))
        } else {
            bounds.size = size
        }
    }

    /// The four corners of `bounds` in the order (minX, minY), (maxX, minY), (maxX, maxY), (minX, maxY), as
    /// homogeneous images `[x y 0 1] · m`.
    public func boundsCorners(transformedBy m: CATransform3D) -> [HomogeneousPoint] {
        let b = bounds.standardized
        let x0 = b.origin.x, y0 = b.origin.y, x1 = b.origin.x + b.size.width, y1 = b.origin.y + b.size.height
        return [m.transform(x: x0, y: y0, z: 0), m.transform(x: x1, y: y0, z: 0),
                m.transform(x: x1, y: y1, z: 0), m.transform(x: x0, y: y1, z: 0)]
    }

    /// True when `point`, in the layer's own coordinates, lies in `bounds` (half-open, as `CGRectContainsPoint`).
    public func contains(_ point: CGPoint) -> Bool {
        bounds.contains(point)
    }

    /// Converts `point` from `layer`'s coordinates to this layer's (`convertPoint:fromLayer:`).
    ///
    /// The point is carried up from `layer` to the common ancestor through each layer's `transformToSuperlayer`
    /// (projectively: 3D steps through `CATransformLayer`s are composed, and at every flattening the point is
    /// divided by w), then down to this layer through the inverses of those plane-to-plane maps (the 3×3
    /// homography of each step, so a point on a tilted layer's drawn quad maps back onto the layer's plane). A step
    /// that cannot be inverted (a singular transform) maps points through the step itself, as
    /// `CATransform3DInvert` returns its input. Layers in different trees are treated as if their roots shared one
    /// space (spec C12). NaN propagates.
    ///
    /// `nil` means the window (window base coordinates, as UIKit documents nil for `convertPoint:fromView:`): the
    /// implicit parent of the topmost layer, which sits in it by its own anchor point, transform and position
    /// (spec C16 `rootToWindow`, C17). Apple does not document nil for layers, but on a device the root of every
    /// on-screen tree is the window's layer at the window's origin, so nil is the window there too. It equals
    /// this tree's root only when the root sits untransformed at the window's origin (the default scene's root).
    public func convert(_ point: CGPoint, from layer: CALayer?) -> CGPoint {
        guard let source = layer else { return convertFromWindow(point) }
        let ancestor = LayerPath.commonAncestor(source, self)
        let up = LayerPath.planeMaps(from: source, upTo: ancestor)
        var p = point
        for map in up { p = map.apply(p) }
        let down = LayerPath.planeMaps(from: self, upTo: ancestor)
        for map in down.reversed() { p = map.inverse.apply(p) }
        return p
    }

    /// Converts `point` from this layer's coordinates to `layer`'s (`convertPoint:toLayer:`; nil: the window); see
    /// `convert(_:from:)`.
    public func convert(_ point: CGPoint, to layer: CALayer?) -> CGPoint {
        guard let layer else { return convertToWindow(point) }
        return layer.convert(point, from: self)
    }

    /// The plane maps from this layer into the window, innermost first: the flattening levels of spec C16's
    /// `screen`, the last placing the topmost layer (none for a root placed by the identity, so the default
    /// scene's root view converts to the window without rounding).
    private var planeMapsToWindow: [PlaneMap] {
        LevelChain.levels(from: self, in: rootLayer).map { PlaneMap($0.matrix) }
    }

    private func convertToWindow(_ point: CGPoint) -> CGPoint {
        var p = point
        for map in planeMapsToWindow { p = map.apply(p) }
        return p
    }

    private func convertFromWindow(_ point: CGPoint) -> CGPoint {
        var p = point
        for map in planeMapsToWindow.reversed() { p = map.inverse.apply(p) }
        return p
    }

    /// Converts a rectangle from `layer`'s coordinates (nil: the window): the bounding box of its four converted
    /// corners.
    public func convert(_ rect: CGRect, from layer: CALayer?) -> CGRect {
        Self.boundingBox(of: rect) { convert($0, from: layer) }
    }

    /// Converts a rectangle to `layer`'s coordinates (nil: the window): the bounding box of its four converted
    /// corners.
    public func convert(_ rect: CGRect, to layer: CALayer?) -> CGRect {
        Self.boundingBox(of: rect) { convert($0, to: layer) }
    }

    private static func boundingBox(of rect: CGRect, mapping: (CGPoint) -> CGPoint) -> CGRect {
        if rect.isNull { return rect }
        let r = rect.standardized
        let corners = [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                       CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY)]
        var box = CGRect.null
        for corner in corners {
            let p = mapping(corner)
            box = box.union(CGRect(x: p.x, y: p.y, width: 0, height: 0))
        }
        return box
    }

    /// The farthest descendant (or this layer) containing `point`, or nil (`hitTest:`).
    ///
    /// `point` is in the coordinate space of the nearest ancestor that is not a `CATransformLayer` (for a root
    /// layer, or a layer below only `CATransformLayer`s: the window's, i.e. it is mapped through the inverse of the
    /// layer's placement in the window).
    /// Hidden layers and their sublayers are not hit; a layer is hit only where its bounds contain the point
    /// (half-open); sublayers are searched front to back (last to first), so array order, not depth, decides —
    /// as on Apple platforms (the book's cube "touch events" section). `CATransformLayer`s are never returned, but
    /// their geometry is applied. Back-facing layers with `isDoubleSided == false` are still hit (as the book
    /// notes). Trees deeper than 10,000 levels are searched only to that depth.
    public func hitTest(_ point: CGPoint) -> CALayer? {
        hitTest(point, depth: 0)
    }

    private func hitTest(_ point: CGPoint, depth: Int) -> CALayer? {
        if isHidden || depth > 10_000 { return nil }
        let local: CGPoint
        if let space = nearestFlatteningAncestor {
            local = convert(point, from: space)
        } else {
            // No flattening ancestor: the point is in the window, where the topmost layer sits by its own geometry
            // (spec C16, C17), reached through any CATransformLayers above this layer.
            local = PlaneMap(LevelChain.product(LevelChain.levels(from: self, in: rootLayer))).inverse.apply(point)
        }
        let isTransformLayer = !flattensSublayers
        if !isTransformLayer && !contains(local) { return nil }
        let pointForSublayers = isTransformLayer ? point : local
        for sublayer in sublayerArray.reversed() {
            if let hit = sublayer.hitTest(pointForSublayers, depth: depth + 1) { return hit }
        }
        return isTransformLayer ? nil : self
    }

    /// The nearest ancestor that flattens (is not a `CATransformLayer`), or nil.
    public var nearestFlatteningAncestor: CALayer? {
        var current = superlayer
        while let candidate = current {
            if candidate.flattensSublayers { return candidate }
            current = candidate.superlayer
        }
        return nil
    }
}
