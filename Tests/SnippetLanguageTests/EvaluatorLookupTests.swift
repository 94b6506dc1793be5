@testable import SnippetLanguage
import Diagnostics
import TransformKit
import XCTest

/// The evaluator's lookup shortcuts against the plain definitions they stand for.
final class EvaluatorLookupTests: XCTestCase {
    func testCMacrosHaveTheLengthTheCallChecks() {
        XCTAssertTrue(Builtins.cMacros.allSatisfy { $0.utf8.count == Builtins.cMacroLength })
    }

    /// Scopes search their names up to a size, then index them: both must behave as a dictionary with an order.
    func testScopeBehavesAsAnOrderedDictionary() {
        for count in [3, 40] {
            let scope = Scope()
            var reference: [String: Int] = [:]
            var order: [String] = []
            func variable(_ value: Int) -> Variable {
                Variable(value: .integer(value, .int), type: nil, isConstant: false, range: SourceRange(.start, .start))
            }
            func check() {
                XCTAssertEqual(scope.order, order)
                for name in Set(order + ["missing"]) {
                    guard case .integer(let value, _)? = scope[name]?.value else {
                        XCTAssertNil(reference[name], name)
                        continue
                    }
                    XCTAssertEqual(value, reference[name], name)
                }
            }
            for index in 0..<count {
                let name = "v\(index % (count - 1))"
                if reference[name] == nil { order.append(name) }
                reference[name] = index
                scope.declare(name, variable(index))
                check()
            }
            scope["v1"]?.value = .integer(-1, .int)
            reference["v1"] = -1
            check()
            scope["v0"] = nil
            reference["v0"] = nil
            check()
            scope.declare("v0", variable(7))
            order.append("v0")
            reference["v0"] = 7
            check()
        }
    }

    /// `isNonFinite` reads fields directly; it must agree with the definition over `components`.
    func testNonFiniteCheckAgreesWithComponents() {
        let specials: [Double] = [0, -1.5, .greatestFiniteMagnitude, .infinity, -.infinity, .nan]
        var values: [Value] = [.integer(3, .int), .bool(true), .null, .string("x")]
        for special in specials {
            values += [.cgFloat(special), .double(special), .float(Float(special)), .number(.double(special)),
                       .point(CGPoint(x: 1, y: special)), .size(CGSize(width: special, height: 2)),
                       .rect(CGRect(x: 0, y: 0, width: 3, height: special)),
                       .array([.double(1), .cgFloat(special)])]
            var affine = CGAffineTransform.identity
            affine.ty = special
            values.append(.affineTransform(affine))
            for field in [\CATransform3D.m11, \.m24, \.m34, \.m44] {
                var transform = CATransform3DIdentity
                transform[keyPath: field] = special
                values.append(.transform3D(transform))
            }
        }
        for value in values {
            XCTAssertEqual(value.isNonFinite, value.components.contains { !$0.isFinite }, "\(value)")
        }
    }

    /// Each `t.mRC` reads and writes its own element (fields are reached by index without the array of sixteen).
    func testTransformFieldsReadAndWriteTheirElements() {
        let fields = ["m11", "m12", "m13", "m14", "m21", "m22", "m23", "m24", "m31", "m32", "m33", "m34", "m41", "m42", "m43", "m44"]
        var source = "CATransform3D t = CATransform3DIdentity;\n"
        for (index, field) in fields.enumerated() { source += "t.\(field) = \(index + 1);\n" }
        for (index, field) in fields.enumerated() { source += "CGFloat r\(index) = t.\(field);\n" }
        let evaluation = SnippetEvaluator.evaluate(source, dialect: .objc, origin: SourceOrigin(file: "t.m"))
        XCTAssertFalse(evaluation.hasErrors, "\(evaluation.diagnostics)")
        guard case .transform3D(let t)? = evaluation.variable(named: "t") else { return XCTFail("no transform") }
        XCTAssertEqual(t.elements, (1...16).map { CGFloat($0) })
        for index in fields.indices {
            guard case .cgFloat(let value)? = evaluation.variable(named: "r\(index)") else { return XCTFail("r\(index)") }
            XCTAssertEqual(value, CGFloat(index + 1))
        }
    }

    /// Identifier characters by their plain definition, for every ASCII scalar and a few others.
    func testIdentifierCharactersAreTheLettersDigitsUnderscoreAndDollar() {
        for value in 0..<0x300 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let start = scalar.isASCII
                ? ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_" || scalar == "$"
                : scalar.properties.isAlphabetic || scalar.properties.isIDStart
            XCTAssertEqual(Lexer.isIdentifierStart(scalar), start, "U+\(String(value, radix: 16))")
            XCTAssertEqual(Lexer.isIdentifierContinue(scalar),
                           start || ("0"..."9").contains(scalar) || (!scalar.isASCII && scalar.properties.isIDContinue))
        }
    }

    /// `ValueType.resolve` as it was written, a `switch` over the names: the tables must give the same types. The C
    /// integer types have their widths and signedness; a typedef keeps its name, a keyword spelling its kind's.
    private func referenceResolve(_ name: String, dialect: Dialect) -> ValueType? {
        switch dialect {
        case .objc:
            switch name {
            case "CGFloat": return .cgFloat
            case "double", "long double", "CFTimeInterval", "NSTimeInterval": return .double
            case "float": return .float
            case "int", "signed int": return .integer(.int)
            case "int32_t": return .integer(IntegerType(name: "int32_t", bits: 32))
            case "unsigned int": return .integer(.unsignedInt)
            case "uint32_t", "u_int32_t": return .integer(IntegerType(name: name, bits: 32, isUnsigned: true))
            case "short", "short int": return .integer(IntegerType(name: "short", bits: 16))
            case "unsigned short": return .integer(IntegerType(name: "unsigned short", bits: 16, isUnsigned: true))
            case "int16_t": return .integer(IntegerType(name: name, bits: 16))
            case "uint16_t": return .integer(IntegerType(name: name, bits: 16, isUnsigned: true))
            case "char", "signed char": return .integer(IntegerType(name: "char", bits: 8))
            case "unsigned char": return .integer(IntegerType(name: "unsigned char", bits: 8, isUnsigned: true))
            case "int8_t": return .integer(IntegerType(name: name, bits: 8))
            case "uint8_t": return .integer(IntegerType(name: name, bits: 8, isUnsigned: true))
            case "long", "long int": return .integer(.long)
            case "long long": return .integer(IntegerType(name: "long long", bits: 64))
            case "int64_t": return .integer(IntegerType(name: name, bits: 64))
            case "unsigned long": return .integer(.unsignedLong)
            case "unsigned long long": return .integer(IntegerType(name: name, bits: 64, isUnsigned: true))
            case "size_t", "uint64_t": return .integer(IntegerType(name: name, bits: 64, isUnsigned: true))
            case "NSInteger": return .integer(.nsInteger)
            case "NSUInteger": return .integer(.nsUInteger)
            case "BOOL", "bool": return .bool
            default: break
            }
        case .swift:
            switch name {
            case "CGFloat": return .cgFloat
            case "Double", "TimeInterval", "Float64": return .double
            case "Float", "Float32": return .float
            case "Int": return .integer(.swiftInt)
            case "Bool": return .bool
            case "String": return .string
            case "Any", "AnyObject": return .object
            case "CGColor": return .cgColor
            default: break
            }
        }
        switch name {
        case "CGPoint": return .point
        case "CGSize": return .size
        case "CGRect": return .rect
        case "CGAffineTransform": return .affineTransform
        case "CATransform3D": return .transform3D
        case "GLKVector3": return .vector3
        case "GLKMatrix3": return .matrix3
        case "GLKMatrix4": return .matrix4
        case "UIColor": return .color
        case "CGColorRef": return .cgColor
        case "CALayer": return .layer
        case "CATransformLayer": return .transformLayer
        case "UIView", "UIButton", "UILabel", "UIControl": return .view
        case "UITouch", "UIEvent", "UIGestureRecognizer", "UIPanGestureRecognizer", "UITapGestureRecognizer": return .object
        case "NSSet": return .array(nil)
        case "IBAction": return .void
        case "NSString": return .string
        case "NSNumber": return .number
        case "NSArray", "NSMutableArray", "Array": return .array(nil)
        case "id", "instancetype": return .object
        case "void", "Void": return .void
        default: return nil
        }
    }

    func testTypeTablesResolveAsTheSwitchDid() {
        let names = Names.objcTypeNames.union(Names.swiftTypeNames).union([
            "long double", "CFTimeInterval", "NSTimeInterval", "signed int", "short int", "signed char", "unsigned int",
            "unsigned short", "unsigned char", "uint32_t", "long long", "long int", "int64_t", "unsigned long",
            "unsigned long long", "uint64_t", "TimeInterval", "Float64", "Float32", "Void", "NSMutableArray", "CGColor",
            "cgfloat", "", "UIViewX", "Int ", "void*",
        ])
        for name in names {
            for dialect in Dialect.allCases {
                let range = SourceRange(.start, .start)
                XCTAssertEqual(ValueType.resolve(TypeName(name: name, range: range), dialect: dialect),
                               referenceResolve(name, dialect: dialect), "\(name) in \(dialect)")
            }
        }
    }
}
