import Diagnostics
import TransformKit

/// The views and layers a snippet runs in: the root view (`self.view`), the outlets with their default geometry
/// (docs/authoring.md, "Scene"), and every layer the snippet creates or touches, in the order first reached.
final class Scene {
    /// The size of the default root view, in points.
    static let defaultRootSize = CGSize(width: 320, height: 480)
    /// How many views an outlet collection holds.
    static let collectionCount = 6
    /// The names of the table's outlets, which a snippet that declares no outlets may use without declaring them.
    static let conventionalOutlets: Set<String> = ["layerView", "containerView", "layerView1", "layerView2", "outerView", "innerView", "faces"]

    let rootView: UIView
    let overrides: SceneOverrides
    /// Single outlets by name, in creation order.
    private(set) var outletNames: [String] = []
    private var outlets: [String: UIView] = [:]
    private(set) var collections: [String: [UIView]] = [:]
    /// Whether outlets not declared by the snippet may be created on first use (the snippet declares none).
    let createsOutletsOnDemand: Bool
    private var declaredOutlets: Set<String> = []
    /// Layers in the order the snippet first reached them.
    private(set) var reachedLayers: [CALayer] = []
    private var reachedSet: Set<ObjectIdentifier> = []
    /// The outlets and outlet collections' views, with their fixed names (`fixedName(of:)` adds the root's).
    private var fixedNames = [ObjectIdentifier: String]()
    /// The first variable each code-created object was bound to, and how many objects code created.
    private var firstBinding = [ObjectIdentifier: String]()
    private(set) var createdCount = 0
    var diagnostics: [Diagnostic] = []

    init(outlets: [OutletDecl], overrides: SceneOverrides, platform: Platform) {
        let rootFrame = overrides.placement(named: "root")?.frame
            ?? CGRect(origin: .zero, size: Self.defaultRootSize)
        rootView = UIView(frame: rootFrame)
        rootView.name = "view"
        // macOS geometry (origin bottom-left, y up) has the same numbers as iOS: no layer is flipped. Which way is
        // up is a matter of drawing, so the platform is recorded on the Evaluation and the figure writer flips once
        // at the root (docs/figures.md). A snippet may still set `geometryFlipped` itself.
        _ = platform
        self.overrides = overrides
        createsOutletsOnDemand = outlets.isEmpty
        // Containers first, so that `layerView1` finds `containerView` whatever the declaration order.
        let ordered = outlets.filter { $0.name == "containerView" || $0.name == "outerView" }
            + outlets.filter { $0.name != "containerView" && $0.name != "outerView" }
        for outlet in ordered where !declaredOutlets.contains(outlet.name) {
            declaredOutlets.insert(outlet.name)
            if outlet.isCollection {
                makeCollection(outlet.name)
            } else {
                _ = makeOutlet(outlet.name)
            }
        }
        // Views a scene block places that the snippet does not declare still exist (for `in` references).
        for placement in overrides.placements where placement.name != "root" && outletView(placement.name) == nil && collections[placement.name] == nil {
            _ = makeOutlet(placement.name)
        }
        reorderRootSubviewsToDeclarationOrder(outlets)
    }

    /// Keeps the root's subviews in the snippet's declaration order, whatever order they were built in.
    private func reorderRootSubviewsToDeclarationOrder(_ outlets: [OutletDecl]) {
        for outlet in outlets {
            if let view = outletView(outlet.name), view.superview === rootView {
                rootView.addSubview(view)
            }
        }
    }

    var rootLayer: CALayer { rootView.layer }

    /// The single outlet named `name`, created on demand when allowed; nil when it does not exist.
    func outlet(named name: String) -> UIView? {
        if let view = outletView(name) { return view }
        guard createsOutletsOnDemand, collections[name] == nil, Self.isOutletLikeName(name) else { return nil }
        if name == "faces" { return nil }
        return makeOutlet(name)
    }

    /// The outlet collection named `name`, created on demand when allowed.
    func collection(named name: String) -> [UIView]? {
        if let views = collections[name] { return views }
        guard createsOutletsOnDemand, name == "faces", outletView(name) == nil else { return nil }
        makeCollection(name)
        return collections[name]
    }

    static func isOutletLikeName(_ name: String) -> Bool {
        // The suffixes first: most outlets end in `View`, and a suffix costs less than a hash.
        name.hasSuffix("View") || name.hasSuffix("view") || conventionalOutlets.contains(name)
    }

    var knownOutletNames: [String] {
        outletNames + collections.keys.sorted() + (createsOutletsOnDemand ? Self.conventionalOutlets.sorted() : [])
    }

    private func makeCollection(_ name: String) {
        var views: [UIView] = []
        for index in 0..<Self.collectionCount {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            view.name = "\(name)[\(index)]"
            fixedNames[ObjectIdentifier(view)] = "self.\(name)[\(index)]"
            views.append(view)
        }
        collections[name] = views
    }

    private func makeOutlet(_ name: String) -> UIView {
        let root = rootView.bounds.size
        var frame: CGRect
        var superview: UIView = rootView
        switch name {
        case "containerView":
            frame = CGRect(x: 0, y: 0, width: root.width, height: root.height)
        case "layerView1", "layerView2":
            let container = outletView("containerView") ?? (declaredOutlets.contains("containerView") || createsOutletsOnDemand
                                                              ? makeOutlet("containerView") : rootView)
            superview = container
            let size = container.bounds.size
            let gap = (size.width - 200) / 3
            let x = name == "layerView1" ? gap : gap * 2 + 100
            frame = CGRect(x: x, y: (size.height - 100) / 2, width: 100, height: 100)
        case "innerView":
            if let outer = outletView("outerView") ?? (declaredOutlets.contains("outerView") || createsOutletsOnDemand ? makeOutlet("outerView") : nil) {
                superview = outer
                let size = outer.bounds.size
                frame = CGRect(x: (size.width - 100) / 2, y: (size.height - 100) / 2, width: 100, height: 100)
            } else {
                frame = CGRect(x: (root.width - 100) / 2, y: (root.height - 100) / 2, width: 100, height: 100)
            }
        default:
            frame = CGRect(x: (root.width - 200) / 2, y: (root.height - 200) / 2, width: 200, height: 200)
        }
        if let placement = overrides.placement(named: name) {
            frame = placement.frame
            if let parentName = placement.superview {
                if parentName == "root" || parentName == "view" {
                    superview = rootView
                } else if let parent = outletView(parentName) ?? (overrides.placement(named: parentName) != nil && parentName != name
                                                                  ? makeOutlet(parentName) : nil) {
                    superview = parent
                } else {
                    let unknown = SnippetDiagnostic.sceneUnknownSuperview(parentName, of: name)
                    diagnostics.append(Diagnostic(id: unknown.id.rawValue, message: unknown.message,
                                                  at: placement.superviewLocation ?? placement.location
                                                      ?? SourceLocation(file: "<scene>", line: 1, column: 1),
                                                  length: placement.superviewLocation == nil ? 1 : parentName.unicodeScalars.count))
                }
            }
        }
        if let existing = outletView(name) { return existing }
        let view = UIView(frame: frame)
        view.name = name
        outletNames.append(name)
        outlets[name] = view
        fixedNames[ObjectIdentifier(view)] = "self.\(name)"
        if !superview.isSelfOrAncestor(view) {
            superview.addSubview(view)
        }
        return view
    }

    // MARK: Reaching and naming

    /// Records that the snippet reached `layer` (first time wins the order).
    func reach(_ layer: CALayer) {
        guard reachedSet.insert(ObjectIdentifier(layer)).inserted else { return }
        reachedLayers.append(layer)
    }

    /// The single outlet named `name`, if it exists (never creates one).
    private func outletView(_ name: String) -> UIView? {
        outlets[name]
    }

    func reach(_ view: UIView) { reach(view.layer) }

    /// Counts a layer or view the snippet created, refusing beyond the limit.
    func noteCreation() -> Bool {
        createdCount += 1
        return createdCount <= Limits.maximumLayers
    }

    /// The fixed name of an object the scene itself created. The root's is not stored: a scene without outlets then
    /// allocates no table of names.
    private func fixedName(of object: ObjectIdentifier) -> String? {
        object == ObjectIdentifier(rootView) ? "self.view" : fixedNames[object]
    }

    /// Remembers the first variable name a created object is bound to.
    func bind(_ value: Value, to name: String) {
        switch value {
        case .layer(let layer):
            let id = ObjectIdentifier(layer)
            if fixedName(of: id) == nil && firstBinding[id] == nil { firstBinding[id] = name }
        case .view(let view):
            let id = ObjectIdentifier(view)
            if fixedName(of: id) == nil && firstBinding[id] == nil { firstBinding[id] = name }
        default:
            break
        }
    }

    /// Display names for every reached layer, unique and deterministic: the scene's own paths (`self.view.layer`,
    /// `self.faces[2].layer`), the output variable that holds a created layer, the path through the tree
    /// (`self.faces[0].layer.sublayers[0]`), or the first variable it was bound to.
    func layerNames(variables: [(name: String, value: Value)]) -> [ObjectIdentifier: String] {
        let byVariable = Self.firstVariableNames(variables)
        var names = [ObjectIdentifier: String]()
        var used = Set<String>()
        // The layers whose names are being worked out, to cut cycles (a hostile tree may be deep: keyed, not a stack).
        var resolving = [ObjectIdentifier: Bool]()

        func viewName(_ view: UIView) -> String {
            let id = ObjectIdentifier(view)
            if let fixed = fixedName(of: id) { return fixed }
            if let variable = byVariable[id] { return variable }
            if let parent = view.superview, let index = parent.subviews.firstIndex(where: { $0 === view }) {
                return viewName(parent) + ".subviews[\(index)]"
            }
            return firstBinding[id] ?? "view"
        }

        func layerName(_ layer: CALayer) -> String {
            let id = ObjectIdentifier(layer)
            if let known = names[id] { return known }
            if resolving[id] != nil { return "layer" }
            resolving[id] = true
            defer { resolving[id] = nil }
            if let view = layer.owningView { return viewName(view) + ".layer" }
            if let variable = byVariable[id] { return variable }
            if let parent = layer.superlayer, let index = parent.sublayerArray.firstIndex(where: { $0 === layer }) {
                return layerName(parent) + ".sublayers[\(index)]"
            }
            return firstBinding[id] ?? "layer"
        }

        for layer in reachedLayers {
            var name = layerName(layer)
            if used.contains(name) {
                var counter = 2
                while used.contains("\(name)#\(counter)") { counter += 1 }
                name = "\(name)#\(counter)"
            }
            used.insert(name)
            names[ObjectIdentifier(layer)] = name
        }
        return names
    }

    /// The first output variable holding each layer or view.
    private static func firstVariableNames(_ variables: [(name: String, value: Value)]) -> [ObjectIdentifier: String] {
        var byVariable = [ObjectIdentifier: String]()
        for (name, value) in variables {
            switch value {
            case .layer(let layer): if byVariable[ObjectIdentifier(layer)] == nil { byVariable[ObjectIdentifier(layer)] = name }
            case .view(let view): if byVariable[ObjectIdentifier(view)] == nil { byVariable[ObjectIdentifier(view)] = name }
            default: break
            }
        }
        return byVariable
    }
}
