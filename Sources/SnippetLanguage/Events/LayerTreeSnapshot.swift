import TransformKit

/// A copy of the layer trees at one moment (an event step), for drawing that moment after the listing has moved on.
///
/// Copies `self.view.layer`'s tree and the trees of the other topmost layers the listing reached (layers it never
/// added to a superlayer, which sit in the window too), with every property a figure draws. Animations are not
/// copied: a strip shows model values, as the main figure does.
public struct LayerTreeSnapshot {
    /// The copy of `self.view.layer`.
    public let root: CALayer
    /// Every layer copied, with the layer it copies, in tree order.
    public let copies: [(original: CALayer, copy: CALayer)]
    private let copyByOriginal: [ObjectIdentifier: CALayer]

    init(root: CALayer, reached: [CALayer]) {
        var copies: [(original: CALayer, copy: CALayer)] = []
        self.root = Self.copyTree(root, depth: 0, into: &copies)
        var copiedTops = [ObjectIdentifier(root)]
        for layer in reached {
            let top = layer.rootLayer
            guard !copiedTops.contains(ObjectIdentifier(top)) else { continue }
            copiedTops.append(ObjectIdentifier(top))
            _ = Self.copyTree(top, depth: 0, into: &copies)
        }
        self.copies = copies
        var copyByOriginal: [ObjectIdentifier: CALayer] = [:]
        for pair in copies { copyByOriginal[ObjectIdentifier(pair.original)] = pair.copy }
        self.copyByOriginal = copyByOriginal
    }

    /// The copy of `layer`, nil when it was not in the trees at that moment.
    public func copy(of layer: CALayer) -> CALayer? {
        copyByOriginal[ObjectIdentifier(layer)]
    }

    private static func copyTree(_ layer: CALayer, depth: Int, into copies: inout [(original: CALayer, copy: CALayer)]) -> CALayer {
        let copy: CALayer = layer.flattensSublayers ? CALayer() : CATransformLayer()
        copyProperties(from: layer, to: copy)
        copies.append((layer, copy))
        // A tree holds at most `Limits.maximumLayers` layers, so it is never deeper than that.
        if depth < Limits.maximumLayers {
            for sublayer in layer.sublayerArray { copy.addSublayer(copyTree(sublayer, depth: depth + 1, into: &copies)) }
        }
        return copy
    }

    private static func copyProperties(from layer: CALayer, to copy: CALayer) {
        copy.takeGeometry(of: layer)
        copy.cornerRadius = layer.cornerRadius
        copy.borderWidth = layer.borderWidth
        copy.borderColor = layer.borderColor
        copy.contents = layer.contents
    }
}
