import Diagnostics
import TransformKit

extension CATransform3D {
    /// Element `index` in memory order, as `elements[index]` and `CATransform3D(elements:)` number them, without
    /// building the array of sixteen (an allocation for every `t.m34 = ...`).
    subscript(element index: Int) -> CGFloat {
        get {
            switch index {
            case 0: return m11
            case 1: return m12
            case 2: return m13
            case 3: return m14
            case 4: return m21
            case 5: return m22
            case 6: return m23
            case 7: return m24
            case 8: return m31
            case 9: return m32
            case 10: return m33
            case 11: return m34
            case 12: return m41
            case 13: return m42
            case 14: return m43
            default: precondition(index == 15, "an element of a 4 x 4 matrix"); return m44
            }
        }
        set {
            switch index {
            case 0: m11 = newValue
            case 1: m12 = newValue
            case 2: m13 = newValue
            case 3: m14 = newValue
            case 4: m21 = newValue
            case 5: m22 = newValue
            case 6: m23 = newValue
            case 7: m24 = newValue
            case 8: m31 = newValue
            case 9: m32 = newValue
            case 10: m33 = newValue
            case 11: m34 = newValue
            case 12: m41 = newValue
            case 13: m42 = newValue
            case 14: m43 = newValue
            default: precondition(index == 15, "an element of a 4 x 4 matrix"); m44 = newValue
            }
        }
    }
}
