// Benchmark of the math core: `swift run -c release TransformBenchmark [layers]`.
//
// Builds nested layer trees with perspective (the default is 1,000,000 layers), projects every layer with
// `LayerProjection.renderList(of:)` and with single `project(_:)` calls, and times point transforms. Each figure is
// the best of a few repetitions, measured twice: wall time on the monotonic clock (CLOCK_MONOTONIC) and the
// thread's CPU time (CLOCK_THREAD_CPUTIME_ID), which is what to compare on a shared, busy machine. Every result
// feeds a checksum that is printed, so the optimiser cannot drop the work.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TransformKit

@inline(never)
func sink(_ value: Double) {
    checksum += value.isFinite ? value : 0
}

nonisolated(unsafe) var checksum = 0.0

func now(_ clock: clockid_t) -> Double {
    var spec = timespec()
    clock_gettime(clock, &spec)
    return Double(spec.tv_sec) * 1e9 + Double(spec.tv_nsec)
}

/// The best (wall, CPU) times of `repetitions` runs of `body`, in nanoseconds.
func best(of repetitions: Int, _ body: () -> Void) -> (wall: Double, cpu: Double) {
    var fastest = (wall: Double.infinity, cpu: Double.infinity)
    for _ in 0..<repetitions {
        let wall = now(CLOCK_MONOTONIC), cpu = now(CLOCK_THREAD_CPUTIME_ID)
        body()
        fastest.wall = min(fastest.wall, now(CLOCK_MONOTONIC) - wall)
        fastest.cpu = min(fastest.cpu, now(CLOCK_THREAD_CPUTIME_ID) - cpu)
    }
    return fastest
}

/// "W ns wall, C ns CPU" per item.
func per(_ time: (wall: Double, cpu: Double), _ count: Int) -> String {
    "\(format3(time.wall / Double(count))) ns wall, \(format3(time.cpu / Double(count))) ns CPU"
}

/// A deterministic generator (SplitMix64).
struct Generator {
    var state: UInt64
    mutating func next() -> Double {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Double((z ^ (z >> 31)) >> 11) / Double(1 << 53)
    }
    mutating func next(_ range: ClosedRange<Double>) -> Double { range.lowerBound + (range.upperBound - range.lowerBound) * next() }
}

/// A root with a perspective sublayerTransform holding `groups` subtrees; each subtree is a container (every
/// fourth one a CATransformLayer) with its own perspective and 3D transform, holding `perLayer` faces, each with
/// one sublayer (so three flattening levels), all with random 3D rotations; one group in twenty sits near the eye.
func makeScene(layers target: Int) -> (root: CALayer, all: [CALayer]) {
    var random = Generator(state: 42)
    let root = CALayer()
    root.bounds = CGRect(x: 0, y: 0, width: 1024, height: 768)
    var perspective = CATransform3DIdentity
    perspective.m34 = -1.0 / 800
    root.sublayerTransform = perspective
    var all: [CALayer] = [root]
    let facesPerGroup = 49  // 1 container + 49 faces + 49 overlays = 99 layers per group
    var groupIndex = 0
    while all.count < target {
        let container: CALayer = groupIndex % 4 == 0 ? CATransformLayer() : CALayer()
        container.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
        container.position = CGPoint(x: random.next(0...1024), y: random.next(0...768))
        // One group in twenty comes close to the eye (perspective distance 800): some of its faces cross the near
        // plane and are clipped.
        container.zPosition = groupIndex % 20 == 7 ? random.next(650...750) : random.next(-300...300)
        container.transform = CATransform3DMakeRotation(random.next(-3...3), random.next(-1...1), random.next(-1...1), random.next(-1...1))
        if groupIndex % 4 != 0 {
            var sub = CATransform3DIdentity
            sub.m34 = -1.0 / random.next(300...1000)
            container.sublayerTransform = sub
        }
        root.addSublayer(container)
        all.append(container)
        for _ in 0..<facesPerGroup where all.count < target {
            let face = CALayer()
            face.bounds = CGRect(x: 0, y: 0, width: 80, height: 80)
            face.position = CGPoint(x: random.next(0...200), y: random.next(0...200))
            face.transform = CATransform3DRotate(CATransform3DMakeTranslation(0, 0, random.next(-200...200)),
                                                 random.next(-3...3), random.next(-1...1), random.next(-1...1), random.next(-1...1))
            face.isDoubleSided = random.next() < 0.5
            container.addSublayer(face)
            all.append(face)
            if all.count < target {
                let overlay = CALayer()
                overlay.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
                overlay.position = CGPoint(x: 40, y: 40)
                overlay.transform = CATransform3DMakeRotation(random.next(-1...1), 0, 1, 0)
                face.addSublayer(overlay)
                all.append(overlay)
            }
        }
        groupIndex += 1
    }
    return (root, all)
}

let requested = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 1_000_000
/// With a second argument `render-list`, only the render list is timed (for profiling).
let renderListOnly = CommandLine.arguments.dropFirst(2).first == "render-list"
let buildStart = now(CLOCK_MONOTONIC)
let (root, all) = makeScene(layers: requested)
let buildTime = now(CLOCK_MONOTONIC) - buildStart
print("layers: \(all.count) (built in \(Int(buildTime / 1e6)) ms)")

let projection = LayerProjection()

// 1. The whole tree in painter's order.
var drawn = 0
var clipped = 0
let renderListTime = best(of: 3) {
    let list = projection.renderList(of: root)
    drawn = list.entries.count
    clipped = 0
    for entry in list.entries {
        sink(entry.quad[0].x + entry.depth)
        if entry.isClipped { clipped += 1 }
    }
}
print("renderList: \(drawn) quads (\(clipped) clipped): \(per(renderListTime, drawn)) per quad")

if renderListOnly {
    print("checksum: \(checksum)")
    exit(0)
}

// 2. Single projections of a sample of layers (each walks up its own ancestry).
let sample = stride(from: 0, to: all.count, by: max(1, all.count / 100_000)).map { all[$0] }
let projectTime = best(of: 3) {
    for layer in sample {
        let p = projection.project(layer, in: root)
        sink(p.quad[2].y)
    }
}
print("project(_:): \(sample.count) quads: \(per(projectTime, sample.count)) per quad")

// 3. Point transforms.
var random = Generator(state: 7)
let pointCount = 10_000_000
var m = CATransform3DRotate(CATransform3DMakeTranslation(10, 20, 30), 0.7, 1, 2, 3)
m.m34 = -1.0 / 500
let xs = (0..<1024).map { _ in random.next(-500...500) }
let pointTime = best(of: 3) {
    var accumulator = 0.0
    for i in 0..<pointCount {
        let x = xs[i & 1023], y = xs[(i &+ 7) & 1023]
        let p = m.transform(x: x, y: y, z: 0)
        accumulator += p.x / p.w
    }
    sink(accumulator)
}
print("CATransform3D point (with division by w): \(per(pointTime, pointCount)) per point")

let affine = CGAffineTransformRotate(CGAffineTransformMakeTranslation(3, 4), 0.3)
let affinePointTime = best(of: 3) {
    var accumulator = 0.0
    for i in 0..<pointCount {
        let p = CGPointApplyAffineTransform(CGPoint(x: xs[i & 1023], y: xs[(i &+ 3) & 1023]), affine)
        accumulator += p.y
    }
    sink(accumulator)
}
print("CGPointApplyAffineTransform: \(per(affinePointTime, pointCount)) per point")

let concatCount = 10_000_000
let concatTime = best(of: 3) {
    var t = CATransform3DIdentity
    for i in 0..<concatCount {
        t = CATransform3DConcat(t, m)
        if i & 15 == 15 { sink(t.m11); t = CATransform3DIdentity }
    }
    sink(t.m44)
}
print("CATransform3DConcat: \(per(concatTime, concatCount)) per product")
print("checksum: \(checksum)")

func format3(_ value: Double) -> String {
    let scaled = (value * 1000).rounded() / 1000
    return "\(scaled)"
}
