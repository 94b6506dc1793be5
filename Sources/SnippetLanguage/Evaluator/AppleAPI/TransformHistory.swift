import TransformKit

/// One transform operation a listing applied: what it did and the matrix it produced.
public struct TransformStep: Equatable, Sendable {
    public enum Operation: Equatable, Sendable {
        case translate(x: Double, y: Double, z: Double)
        case scale(x: Double, y: Double, z: Double)
        /// An angle in radians about an axis; affine rotations turn about (0, 0, 1).
        case rotate(angle: Double, x: Double, y: Double, z: Double)
        /// A concatenation with a matrix that was not itself one recorded operation.
        case concat
        case invert
        /// A matrix set entry by entry (`t.m34 = …`), reached from the identity in one step.
        case entries
    }

    public let operation: Operation
    /// The whole transform after this step, as a CATransform3D (affine ones embedded).
    public let result: CATransform3D
}

/// The transform operations a listing called, in order, so that a figure can play a compound transform one
/// operation at a time: the order of the calls is what the order-matters lessons are about, and it cannot be read
/// back from the final matrix.
struct TransformHistory {
    /// Records beyond this many are not kept (a loop of transforms); chains then start where the record stops.
    static let maximumCount = 4096
    /// Chains longer than this (a drag handler's loop of small turns) are not steps a reader follows: none is given.
    static let maximumChainLength = 6

    private struct Record {
        let operation: TransformStep.Operation
        /// The transform the operation was applied to (nil: it starts from the identity).
        let input: CATransform3D?
        /// The other operand of a concatenation.
        let operand: CATransform3D?
        let result: CATransform3D
    }

    private var records: [Record] = []

    mutating func record(_ operation: TransformStep.Operation, input: CATransform3D?, operand: CATransform3D? = nil,
                         result: CATransform3D) {
        guard records.count < Self.maximumCount else { return }
        records.append(Record(operation: operation, input: input, operand: operand, result: result))
    }

    /// The operations that produced `target`, first to last, found by following each result back to the value it
    /// was computed from. Empty when `target` is the identity or no recorded call produced it.
    func steps(leadingTo target: CATransform3D) -> [TransformStep] {
        guard !CATransform3DIsIdentity(target), var index = lastIndex(producing: target, before: records.count) else {
            return []
        }
        var steps: [TransformStep] = []
        while true {
            guard steps.count < Self.maximumChainLength else { return [] }
            let record = records[index]
            steps.append(TransformStep(operation: label(of: record, before: index), result: record.result))
            guard let input = record.input, !CATransform3DIsIdentity(input) else { break }
            guard let previous = lastIndex(producing: input, before: index) else {
                // Set entry by entry (`t.m34 = -1.0 / 500`): one step from the identity.
                guard steps.count < Self.maximumChainLength else { return [] }
                steps.append(TransformStep(operation: .entries, result: input))
                break
            }
            index = previous
        }
        return steps.reversed()
    }

    /// A concatenation with a single recorded operation reads as that operation ("scale 1.5, 1", not "concat").
    private func label(of record: Record, before index: Int) -> TransformStep.Operation {
        guard record.operation == .concat, let operand = record.operand,
              let source = lastIndex(producing: operand, before: index) else { return record.operation }
        let single = records[source]
        let startsAtIdentity = single.input.map { CATransform3DIsIdentity($0) } ?? true
        return startsAtIdentity && single.operation != .concat ? single.operation : .concat
    }

    private func lastIndex(producing value: CATransform3D, before end: Int) -> Int? {
        var index = end - 1
        while index >= 0 {
            if records[index].result == value { return index }
            index -= 1
        }
        return nil
    }
}

extension TransformHistory {
    /// Records a call of a platform function when it is a transform operation (ObjC's and Swift's free functions,
    /// Swift's `CGAffineTransform` methods and initialisers spelled by their C names).
    mutating func record(call name: String, arguments: [Value], result: Value) {
        guard let produced = Self.matrix(of: result) else { return }
        let n = arguments.map { $0.numericValue ?? 0 }
        let input = arguments.first.flatMap(Self.matrix(of:))
        switch name {
        case "CATransform3DMakeTranslation": record(.translate(x: n[0], y: n[1], z: n[2]), input: nil, result: produced)
        case "CATransform3DMakeScale": record(.scale(x: n[0], y: n[1], z: n[2]), input: nil, result: produced)
        case "CATransform3DMakeRotation":
            record(.rotate(angle: n[0], x: n[1], y: n[2], z: n[3]), input: nil, result: produced)
        case "CATransform3DTranslate": record(.translate(x: n[1], y: n[2], z: n[3]), input: input, result: produced)
        case "CATransform3DScale": record(.scale(x: n[1], y: n[2], z: n[3]), input: input, result: produced)
        case "CATransform3DRotate":
            record(.rotate(angle: n[1], x: n[2], y: n[3], z: n[4]), input: input, result: produced)
        case "CGAffineTransformMakeTranslation", "translationX:y:":
            record(.translate(x: n[0], y: n[1], z: 0), input: nil, result: produced)
        case "CGAffineTransformMakeScale", "scaleX:y:": record(.scale(x: n[0], y: n[1], z: 1), input: nil, result: produced)
        case "CGAffineTransformMakeRotation", "rotationAngle:":
            record(.rotate(angle: n[0], x: 0, y: 0, z: 1), input: nil, result: produced)
        case "CGAffineTransformTranslate": record(.translate(x: n[1], y: n[2], z: 0), input: input, result: produced)
        case "CGAffineTransformScale": record(.scale(x: n[1], y: n[2], z: 1), input: input, result: produced)
        case "CGAffineTransformRotate": record(.rotate(angle: n[1], x: 0, y: 0, z: 1), input: input, result: produced)
        case "CATransform3DConcat", "CGAffineTransformConcat":
            record(.concat, input: input, operand: arguments.dropFirst().first.flatMap(Self.matrix(of:)), result: produced)
        case "CATransform3DInvert", "CGAffineTransformInvert": record(.invert, input: input, result: produced)
        default: break
        }
    }

    /// A transform value as a CATransform3D (affine ones embedded, so that a chain crosses
    /// `CATransform3DMakeAffineTransform` and `setAffineTransform:` by value).
    static func matrix(of value: Value) -> CATransform3D? {
        switch value {
        case .transform3D(let t): return t
        case .affineTransform(let a): return CATransform3DMakeAffineTransform(a)
        default: return nil
        }
    }
}

extension Interpreter {
    /// `make(numbers)`, recorded as the platform function `name` with those numbers after `receiver` (Swift's
    /// initialisers and `CGAffineTransform` methods, which compute what the C functions do).
    func recorded(_ name: String, _ numbers: [Double], receiver: Value? = nil, _ make: ([Double]) -> Value) -> Value {
        let result = make(numbers)
        let arguments = (receiver.map { [$0] } ?? []) + numbers.map { Value.double($0) }
        transformHistory.record(call: name, arguments: arguments, result: result)
        return result
    }
}
