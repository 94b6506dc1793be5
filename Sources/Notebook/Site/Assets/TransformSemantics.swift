/// `assets/transform-semantics.txt`: the specification TransformKit and the interpreter follow (the text of
/// `docs/transform-semantics.md` after its origin note; `TransformSemanticsTests` keeps them identical). Every site
/// carries it because every page says its listings were evaluated by this reimplementation, not on iOS, and the
/// reader should be able to see what was reimplemented and how sure each rule is. Plain text, so it opens in any
/// browser from `file://`.
enum TransformSemantics {
    static let path = "assets/transform-semantics.txt"

    static let source = ##"""
# Semantics of CGAffineTransform, CATransform3D and CALayer geometry — cited specification

Scope: exact math needed to reimplement, in portable Swift on Linux, Core Graphics' `CGAffineTransform`,
Core Animation's `CATransform3D`, and the CALayer geometry pipeline (bounds/position/anchorPoint/transform/
sublayerTransform → on-screen quad), plus the mapping onto CSS Transforms / `DOMMatrix` (Chromium oracle).

Confidence tags used throughout:
* **[H]** stated in an Apple header or Apple documentation (authoritative).
* **[R]** faithful reimplementation, Apple-derived code (WebKit's CA glue), or reverse-engineered Apple code.
* **[E]** empirical measurement on real Apple frameworks reported by a third party (numbers reproduced below).
* **[U] UNCONFIRMED** – plausible, but no source found that settles it. Verify on a device/simulator.

Source keys (full list in §G): S1 CATransform3D.h, S2 CGAffineTransform.h, S3 CALayer.h/CATransformLayer.h,
S4 Apple docs pages, S5 Swift overlay/interface, S6 WinObjC, S7 GNUstep libs-quartzcore, S8 QuartzCore
reverse-engineering project, S9 WebKit, S10 Chromium/Blink, S11 W3C specs, S12 GLKit header, S13 Lockwood's
book, S14 empirical reports, S15 misc.

Notation: Apple matrices are **row-vector** matrices: a point is a row `p = [x y 1]` (2D) or `[x y z 1]` (3D)
and is transformed as `p' = p · M`. Therefore in a product `A · B` the transform **A is applied first**.

---------------------------------------------------------------------------------------------------------

## A. CGAffineTransform

A1. Layout **[H S2]**: `struct CGAffineTransform { CGFloat a, b, c, d; CGFloat tx, ty; }` (CGFloat = Double on
64-bit). It denotes the 3×3 matrix
```
| a  b  0 |
| c  d  0 |
| tx ty 1 |
```
The header writes transforms as `[ a b c d tx ty ]` and says "p' = p * t where p = [ x y 1 ]".

A2. Point application **[H S2]** (inline `__CGPointApplyAffineTransform`, computed in double):
`x' = a*x + c*y + tx`, `y' = b*x + d*y + ty`. Swift: `CGPoint.applying(_:)` **[H S5]**.

A3. Size application **[H S2]** (inline `__CGSizeApplyAffineTransform`): `w' = a*w + c*h`, `h' = b*w + d*h`
(translation ignored; the result is NOT made positive, so a 90° rotation of (200,100) gives
(-99.99999999999999, 200.0)). Swift: `CGSize.applying(_:)`.

A4. Rect application **[H S2]**: `CGRectApplyAffineTransform` returns "the smallest rectangle which contains the
transformed corner points"; when t is only scales/flips/translations it coincides with the transformed
corners. Swift: `CGRect.applying(_:)`. Handling of `CGRectNull`/`CGRectInfinite` inputs: **[U]** (likely
returned unchanged). Exact corner arithmetic: see §F (evidence of FMA on Apple Silicon) **[E]**.

A5. Constructors **[H S2]**:
* `CGAffineTransformMakeTranslation(tx,ty)` = `[1 0 0 1 tx ty]` — Swift `CGAffineTransform(translationX:y:)`.
* `CGAffineTransformMakeScale(sx,sy)` = `[sx 0 0 sy 0 0]` — Swift `CGAffineTransform(scaleX:y:)`.
* `CGAffineTransformMakeRotation(θ)` = `[cos θ, sin θ, -sin θ, cos θ, 0, 0]` — Swift
  `CGAffineTransform(rotationAngle:)`. Plain `sin`/`cos` of the double angle; **no snapping** of multiples of
  π/2 (empirical values 6.123233995736766e-17, 1.2246467991473532e-16 appear in results, see E-cases) **[E S14]**.
  (WinObjC snaps π/2 — that is NOT Apple behaviour.)
* `CGAffineTransformMake(a,b,c,d,tx,ty)` — Swift `CGAffineTransform(a:b:c:d:tx:ty:)` and the unlabeled
  `CGAffineTransform(_:_:_:_:_:_:)` **[H S5]**.
* Note on sign: the matrix is identical on iOS and macOS. With y pointing down (iOS/UIKit) a positive angle
  turns (1,0) towards +y, i.e. visually **clockwise**; with y up (macOS) it is counter-clockwise. Apple's doc
  prose about "counterclockwise in iOS" refers to rotating the coordinate axes and is confusing; do not encode
  any platform-dependent sign **[H S4 + derivation]**.

A6. "Append-style" functions pre-multiply (new op is applied FIRST to points) **[H S2]**:
* `CGAffineTransformTranslate(t,tx,ty)` = `[1 0 0 1 tx ty] * t` ⇒ a,b,c,d unchanged;
  `tx' = tx*a + ty*c + t.tx`, `ty' = tx*b + ty*d + t.ty`. Swift `t.translatedBy(x:y:)`.
* `CGAffineTransformScale(t,sx,sy)` = `[sx 0 0 sy 0 0] * t` ⇒ `a'=sx*a, b'=sx*b, c'=sy*c, d'=sy*d`, tx/ty
  unchanged. Apple really computes the products directly: `CGAffineTransformScale(T(42,42),1,-1)` yields
  `c = -0` while `Concat(MakeScale(1,-1), T)` yields `+0` (OS X 10.5 report) **[E S14 objc.net]**.
  Swift `t.scaledBy(x:y:)`.
* `CGAffineTransformRotate(t,θ)` = `R(θ) * t` ⇒ `a' = cos*a + sin*c`, `b' = cos*b + sin*d`,
  `c' = -sin*a + cos*c`, `d' = -sin*b + cos*d`, tx/ty unchanged. Swift `t.rotated(by:)`.
  (Empirically confirmed: `Translate(R90,100,0)` = `Concat(T(100,0),R90)` → tx≈0, ty=100 **[E S14]**.)

A7. `CGAffineTransformConcat(t1,t2)` = `t1 * t2` ("Concatenate t2 to t1") **[H S2]**: applying the result =
apply t1, then t2. Field formulas: `a=t1.a*t2.a+t1.b*t2.c`, `b=t1.a*t2.b+t1.b*t2.d`, `c=t1.c*t2.a+t1.d*t2.c`,
`d=t1.c*t2.b+t1.d*t2.d`, `tx=t1.tx*t2.a+t1.ty*t2.c+t2.tx`, `ty=t1.tx*t2.b+t1.ty*t2.d+t2.ty` (same in WinObjC S6,
swift-corelibs/OpenSwiftUI-style shims S5). Swift `t1.concatenating(t2)`.

A8. `CGAffineTransformInvert(t)` **[H S2]**: "If `t' has zero determinant, then `t' is returned unchanged."
Otherwise the usual inverse: `det=a*d-b*c`; `[d/det, -b/det, -c/det, a/det, (c*ty-d*tx)/det, (b*tx-a*ty)/det]`
(WinObjC S6; Apple's exact expression order / whether 1/det is multiplied **[U]**). The test is for an exactly
zero determinant – no epsilon **[H wording; U implementation]**. Swift `t.inverted`.
Consequence (empirical): a UIView with `scale(0,0)` is invisible but still hit-testable because the inverse
returns the input **[E S14]**.

A9. `CGAffineTransformIsIdentity(t)` "Return true if `t' is the identity transform" **[H]**; Swift `t.isIdentity`.
`CGAffineTransformEqualToTransform(t1,t2)` "Return true if `t1' and `t2' are equal" **[H]**; Swift `==`
(the overlay's `Equatable` calls `__equalTo`, i.e. `CGAffineTransformEqualToTransform`) **[H S5]**.
Whether comparison is IEEE `==` (−0 == +0, NaN ≠ NaN) or bitwise: **[U]** (WinObjC uses memcmp; recommend IEEE
`==`). Note `CGAffineTransform(rotationAngle: 0)` has `c == -0.0`.

A10. Swift spelling summary **[H S5]**: `CGAffineTransform.identity`, `.isIdentity`,
`init(translationX:y:)`, `init(scaleX:y:)`, `init(rotationAngle:)`, `translatedBy(x:y:)`, `scaledBy(x:y:)`,
`rotated(by:)`, `inverted`, `concatenating(_:)`, `CGPoint/CGSize/CGRect.applying(_:)`; iOS16+/macOS13+ also
`init(_ components: CGAffineTransformComponents)` and `decomposed`.

---------------------------------------------------------------------------------------------------------

## B. CATransform3D

B1. Layout and convention **[H S1]**: `struct CATransform3D { CGFloat m11,m12,m13,m14; m21..m24; m31..m34;
m41..m44; }` – memory is row-major `m[i][j] = m(i+1)(j+1)`. Header matrices are written row by row
(`[1 0 0 0; 0 1 0 0; 0 0 1 0; tx ty tz 1]`), i.e. row vectors, translation in m41..m43. For a point
`[x y z 1]`:
```
X = x*m11 + y*m21 + z*m31 + m41
Y = x*m12 + y*m22 + z*m32 + m42
Z = x*m13 + y*m23 + z*m33 + m43
W = x*m14 + y*m24 + z*m34 + m44      → screen (X/W, Y/W)
```
(WinObjC `TransformPoints` S6; WebKit `TransformationMatrix(const CATransform3D&)` copies m11..m44 1:1 into its
own `m_matrix[row][col]`, S9.)

B2. `CATransform3DIdentity` = `[1 0 0 0; 0 1 0 0; 0 0 1 0; 0 0 0 1]` **[H]**. Swift: the same global names
(`CATransform3DIdentity`, `CATransform3DMakeRotation(_:_:_:_:)`, …); no `.identity` static; `CATransform3D` is
not `Equatable` in the classic overlay (third-party code adds `==` via `CATransform3DEqualToTransform`) **[R S15; U
for newest SDKs]**.

B3. `CATransform3DMakeTranslation(tx,ty,tz)` = `[1 0 0 0; 0 1 0 0; 0 0 1 0; tx ty tz 1]` **[H]**.
`CATransform3DMakeScale(sx,sy,sz)` = `[sx 0 0 0; 0 sy 0 0; 0 0 sz 0; 0 0 0 1]` **[H]**.

B4. `CATransform3DMakeRotation(angle,x,y,z)` **[H]**: "rotates by 'angle' radians about the vector (x,y,z). If the
vector has length zero the identity transform is returned." Matrix (axis normalized first,
`c=cos angle, s=sin angle, t=1-c`) — identical in WebKit `rotate3d`, GNUstep, GLKit `GLKMatrix4MakeRotation`
(same memory order), Chromium `RotateUnitSinCos`, CSS `rotate3d` **[R S7 S9 S10 S12; S11]**:
```
m11 = c + x*x*t     m12 = x*y*t + z*s   m13 = x*z*t - y*s   m14 = 0
m21 = y*x*t - z*s   m22 = c + y*y*t     m23 = y*z*t + x*s   m24 = 0
m31 = z*x*t + y*s   m32 = z*y*t - x*s   m33 = c + z*z*t     m34 = 0
m41 = m42 = m43 = 0                                          m44 = 1
```
Axis special cases: z-axis → m11=c, m12=s, m21=-s, m22=c (= `CATransform3DMakeAffineTransform(
CGAffineTransformMakeRotation(angle))`); x-axis → m22=c, m23=s, m32=-s, m33=c; y-axis → m11=c, m13=-s, m31=s, m33=c.
Empirical: a UIView rotated 45° about y reports `transform3D.m13 = -0.7071` **[E S14]** (matches m13 = -s).
Direction: right-handed; +angle about +y sends +z toward +x, i.e. the layer's right edge recedes (z<0 is away
from the viewer, z>0 toward). Apple's exact arithmetic (normalisation by `1/len` vs `/len`, `c + x*x*t` vs
`1 + t*(x*x-1)`, axis-aligned fast paths, sincos) is **[U]**; the variants differ only in the last ulp for
non-axis-aligned vectors. WinObjC does NOT normalise and uses float – not faithful.

B5. `CATransform3DTranslate/Scale/Rotate(t, …)` pre-multiply: `t' = translate(tx,ty,tz) * t`,
`t' = scale(sx,sy,sz) * t`, `t' = rotation(angle,x,y,z) * t` **[H]**. The new operation is applied to points
FIRST (in the layer's local space). Expanded:
* Translate: rows 1–3 unchanged; `m4j' = tx*m1j + ty*m2j + tz*m3j + m4j` for j=1..4 (WebKit `translate3d`).
* Scale: row1 *= sx, row2 *= sy, row3 *= sz; row4 unchanged.
* Rotate: rows 1–3 replaced by `R(3x3) · rows1..3`; row4 unchanged.
Beware reimplementations that do `m41 += tx` (post-translation) – contradicts the header.
Zero vector: Translate/Scale by zeros behave arithmetically (Scale by 0 collapses); for Rotate the header says
"If the vector has zero length the behavior is undefined" **[H]** (recommend: return t unchanged, [U]).

B6. `CATransform3DConcat(a,b)` = `a * b` ("Concatenate 'b' to 'a'") **[H]**: apply a, then b. Element
`(a*b)[i][j] = Σk a[i][k]*b[k][j]` (GNUstep/WinObjC). Summation order / FMA on Apple **[U]**.

B7. `CATransform3DInvert(t)` **[H]**: "Returns the original matrix if 't' has no inverse." Singularity threshold:
**[U]** (GNUstep uses |det| > 1e-4, which is certainly not Apple's; recommend det == 0 or a pivoting LU that
reports exact singularity). Algorithm (cofactor vs Gauss-Jordan) **[U]** – results differ in low bits.

B8. `CATransform3DIsIdentity(t)` **[H]**; `CATransform3DEqualToTransform(a,b)` "Returns true if 'a' is exactly
equal to 'b'" **[H]** (IEEE vs bitwise: [U]).

B9. `CATransform3DMakeAffineTransform(m)` **[H: same effect]**: identity with `m11=a, m12=b, m21=c, m22=d,
m41=tx, m42=ty` (GNUstep, LayerExplorer, WebKit usage) **[R]**.
`CATransform3DGetAffineTransform(t)` = `(a,b,c,d,tx,ty) = (m11,m12,m21,m22,m41,m42)`; "If 't' can not be
represented exactly by an affine transform the returned value is undefined" **[H]**.
`CATransform3DIsAffine(t)`: "can be represented exactly by an affine transform" **[H]**; concrete test used by
GNUstep: m13=m14=m23=m24=m31=m32=m34=m43=0 and m33=m44=1 **[R S7]**. Whether Apple demands m33==1 (e.g. for
`MakeScale(2,2,3)`) is **[U]**.
`-[CALayer affineTransform]` returns `CGAffineTransformIdentity` when the 3D transform is not affine: measured
(a y-rotated view reports identity `view.transform`/`layer.affineTransform` and `IsAffine == 0`) **[E S14]**,
same logic in Apple's decompiled `get_frame_transform` and current GNUstep **[R S8 S7]**.
`setAffineTransform:` replaces the whole transform with `MakeAffineTransform(m)` **[R S6 S7]**.

B10. Key paths (`valueForKeyPath:` / `setValue:forKeyPath:` on `transform` or `sublayerTransform`) – Apple's
Core Animation Programming Guide, Table C-2 **[H S4]**:
`rotation.x/.y/.z` (radians), `rotation` (= rotation.z), `scale.x/.y/.z`, `scale` ("the average of all three
scale factors"), `translation.x/.y/.z`, `translation` (CGSize/NSSize for x and y). They are NOT struct members
(`layer.transform.rotation.z = …` does not compile) **[H]**.
Mechanics: QuartzCore exports `CA::Transform::get_unmatrix(CA::UnMat4&, bool)` / `set_unmatrix(...)`
(Graphics-Gems "unmatrix" decomposition) **[R S8 – symbol names only]**, so reads decompose the matrix and writes
decompose → replace one component → recompose. Exact decomposition conventions (Euler order, handling of shear
and perspective, sign choice when scales are negative) are **[U]**. Safe rules for the common tutorial cases:
* On identity, `rotation.z = θ` ⇒ `MakeRotation(θ,0,0,1)`; `rotation.x/y` analogous; `scale = s` ⇒
  `MakeScale(s,s,s)`; `scale.x = s` ⇒ m11 = s; `translation.x = v` ⇒ m41 = v; `translation = (w,h)` ⇒ m41,m42.
* Reading `scale` on `MakeScale(2,4,1)` ⇒ (2+4+1)/3 = 2.333… (documented average).
* Reading rotation.z of a pure z-rotation ⇒ atan2(m12, m11) **[U beyond pure rotations]**.
* Animations via these key paths (`byValue @(M_PI*2)`) interpolate the scalar, not the matrix – a 2π turn
  animates fully although the end matrix equals identity **[S14 usage reports; U detail]**.

B11. Matrix interpolation (only needed if snippets animate whole `transform` values): CSS Transforms 2 gives the
normative decompose (Graphics Gems II "unmatrix" with quaternions) → lerp translation/scale/skew/perspective +
slerp quaternion → recompose pseudo-code **[S11]**; WebKit's `TransformationMatrix::decompose/blend` implements
the same family **[S9]**. Core Animation exports `CA::Transform::get_unmatrix/set_unmatrix` **[R S8 symbols]**,
so it very likely interpolates decomposed components too, but its exact recipe (Euler vs quaternion, shortest
path) is **[U]**. Key-path animations (`transform.rotation.z` from 0 to 2π) interpolate the scalar and therefore
do a full turn **[usage reports, U detail]**.

---------------------------------------------------------------------------------------------------------

## C. From layer properties to the on-screen quad

C1. Properties **[H S3]**: `bounds` (CGRect, the layer's own coordinate space; default zero), `position`
("position in the superlayer that the anchor point of the layer's bounds rect is aligned to"), `zPosition`
("Z component of the layer's position in its superlayer"), `anchorPoint` (unit coords, default (0.5,0.5)),
`anchorPointZ` ("Z component of the layer's anchor point (i.e. reference point for position and transform)"),
`transform` ("applied to the layer relative to the anchor point of its bounds rect"), `sublayerTransform`
("applied to each member of the `sublayers' array while rendering its contents into the receiver's output.
Typically used as the projection matrix"), `doubleSided`, `geometryFlipped`, `frame` (implicit, "a function of
the position, bounds, anchorPoint, and transform").

C2. Frame without transform **[H S4 + E S14/S15]**:
`frame.origin = position − anchorPoint ⊙ bounds.size`, `frame.size = bounds.size`; `bounds.origin` does not
affect the layer's own frame (it only scrolls the sublayers; measured on Catalyst).
**Worked example**: position (100,100), bounds (0,0,120,80), anchor (0.5,0.5) ⇒ frame = (100−60, 100−40, 120, 80)
= **(40, 60, 120, 80)**. Changing anchorPoint to (0,0) *and re-assigning the same frame* ⇒ setter solves
`position = frame.origin + anchor ⊙ size` = **(40, 60)**. Changing only anchorPoint keeps position (100,100) and
moves the frame to (100,100,120,80) (docs: position is always relative to anchorPoint; jianshu measurement:
frame (100,100,100,100), anchor→(0.5,0) ⇒ frame.origin (100,150), position unchanged (150,150)).

C3. Per-layer map, layer-local → superlayer-local (row vectors) **[R S8 decompiled `CA::Layer::get_frame_transform`;
H S1/S3 semantics; R S9 WebKit]**. Let `b = bounds`, `A = (b.x + ax*b.w, b.y + ay*b.h, anchorPointZ)` (the
anchor in the layer's own coordinates, *including bounds.origin*), `P = (position.x, position.y, zPosition)`:
```
Frame(L) = T(−A) · M_L · T(P)          // p_super = (p − A)·M + P
```
Evidence for z: WebKit's `GraphicsLayerCA::updateGeometry` sets the CALayer `position.z` (→`zPosition`) equal
to the anchor's z and `setAnchorPointZ` to the same value so that a CSS transform-origin-z cancels – i.e. in CA
the 3D anchor (…, anchorPointZ) is mapped onto (position, zPosition) **[R S9]**. With identity transform the
layer plane therefore sits at z = zPosition − anchorPointZ.

C4. Superlayer's `sublayerTransform` is applied **about the superlayer's anchor point**, not the bounds centre
(they coincide for the default anchor):
```
Sub(S) = T(−A_S) · ST_S · T(A_S),   A_S = (S.b.x + S.ax*S.b.w, S.b.y + S.ay*S.b.h, S.anchorPointZ?)
Up(L)  = Frame(L) · Sub(superlayer(L))       // layer-local → superlayer-local
```
Sources: decompiled Apple `get_frame_transform` subtracts `anchorPoint*bounds.size + bounds.origin` of the
superlayer, concatenates the (affine part of the) sublayerTransform, adds it back **[R S8]**; WebKit's
TextureMapperLayer (CA emulation) multiplies `childrenTransform` between translate(+anchor) and
translate(−anchor) including anchor z **[R S9]**; Chromium cc commit 181957 "Apply sublayer transform about
anchor instead of about layer center" because WebCore (written against CA) uses the anchor point **[R S10]**;
Lockwood: with sublayerTransform "the vanishing point is set as the center of the container layer" (default
anchor) **[S13]**. GNUstep's renderer uses the bounds centre (−size/2) – treat as inaccurate; current GNUstep
convertPoint uses the anchor (without bounds.origin). Whether the z of A_S uses anchorPointZ: **[U]** (WebKit
emulation: yes).

C5. Flattening **[H S3 CATransformLayer.h]**: "Unlike normal layers, transform layers do not project (i.e.
flatten) their sublayers into the plane at Z=0." So every ordinary CALayer renders its subtree into its own z=0
plane; a CATransformLayer passes the 3D space through (and draws no background/contents/border). In row-vector
homogeneous form the projection is `F = I with m33 := 0` (x,y,w kept, z dropped). Screen matrix of layer L with
ancestors S1 (parent), S2, …, root R:
```
Screen(L) = Up(L) · F? · Up(S1) · F? · Up(S2) · … · Up(child-of-R) · F? · Root(R)
```
where each `F` is present iff the corresponding superlayer is not a `CATransformLayer`. WebKit's TextureMapper
does exactly this with `to2dTransform` when `preserves3D` is false **[R S9]**, and CSS Transforms 2 describes
the same model (flat elements flatten; preserve-3d extends a 3D rendering context) **[S11]**.

C6. Quad: transform the four corners `(b.x,b.y)`, `(b.maxX,b.y)`, `(b.maxX,b.maxY)`, `(b.x,b.maxY)` as
`[x y 0 1] · Screen(L)` and divide by W **[B1]**. Perspective comes from m14/m24/m34: with `m34 = −1/d`,
`W = 1 − z/d`: points with z>0 (toward the viewer) get W<1 and grow; z = d ⇒ W = 0; z > d ⇒ W < 0 (behind the
eye).

C7. W ≤ 0 / near-plane clipping. CSS Transforms 2 "Processing of Perspective-Transformed Boxes" **[S11]**:
W>0 ⇒ divide; W=0 ⇒ point at infinity in direction (x,y,z); all four W<0 ⇒ not rendered; 1–3 corners with W<0
⇒ replace the box by the polygon with the W<0 part cut away (3–5 vertices, two with W=0); dividing blindly by a
negative W mirrors the box (explicitly called wrong). Core Animation's own clipping rule is **[U]** (its GPU
renderer must clip against some near plane; exact epsilon unknown). Recommended implementation: clip the
homogeneous polygon against `W ≥ ε` (Sutherland–Hodgman) *at every flattening level* (a W<0 intermediate
followed by a second perspective could otherwise flip sign), then divide.

C8. Vanishing point **[S13 Lockwood ch. 5]**: "Core Animation defines the vanishing point as being located at
the anchorPoint of the layer being transformed" – for an m34 inside `layer.transform` it is where the layer's
anchor sits (its `position`) before the transform; for `sublayerTransform` it is the container's anchor point
(default centre), shared by all sublayers. Follows from C3/C4.

C9. `doubleSided` **[H S3]**: "When false layers facing away from the viewer are hidden from view." Exact CA test
**[U]**. Candidates: (a) CSS spec: hidden iff element (3,3) of the accumulated matrix is negative – the spec
itself flags this as wrong (bug 23014) **[S11]**; (b) WebKit/Chromium `isBackFaceVisible`: z of the transformed
normal via the inverse-transpose, implemented as `cofactor33 * det < -ε` (not visible if det == 0) **[R S9 S10]**;
(c) sign of the signed area of the projected quad (after clipping). (b) and (c) are expected to agree when all W>0 **[U]**; recommend (c)
with the untransformed y-down winding as "front". Use the matrix up to the flattening plane of the layer's 3D
context (WebKit: the layer's combined transform).

C10. Sibling order **[E/R, partly U]**: sublayers are listed "in back to front order" **[H S3]**; `zPosition`
changes front-to-back ordering ("even a 1-point increase … brings the green view in front", Lockwood ch.3;
Big Nerd Ranch: layers are presented orthographically, zPosition alone does not change size) **[S13 S15]**. With
a perspective `sublayerTransform`, zPosition changes apparent position/size **[S15 Q&A]**. A third-party CA
spike reports that siblings carrying non-affine transforms are depth-sorted rather than painted in array order
**[E S15 – old CA 1.6]**. For SVG: sort siblings by z of their transformed centre (primary) then array order;
exact CA sorting/intersection rules **[U]**.

C11. `frame` of a transformed layer **[H S3 + E S14]**: bounding box (in the superlayer's space) of the
transformed bounds corners; Apple docs say not to *set* frame when the transform rotates by a non-multiple of
90°. Measured (Mac Catalyst, double): 200×100 at position (110,70) rotated 30° → frame
`{{-1.602540378443871, -23.301270189221924}, {223.20508075688775, 186.60254037844385}}`; 200×100 at (200,150)
rotated 45° → `{{93.933982, 43.933982}, {212.132034, 212.132034}}`; 200×100 at (100,50) rotated 45° about **y**
(no m34) → `{{29.289321881345245, 0}, {141.42135623730951, 100}}` (projected x/y of the 3D corners, so 3D
transforms do participate). Whether the superlayer's sublayerTransform is included in `frame`: **[U]** (Apple's
decompiled `get_frame_transform(…, flag)` has a flag for it; convertPoint passes "include").
Setting frame on a transformed view (empirical UIKit): `position = frame.origin + anchor⊙frame.size`,
`bounds.size = |M_linear⁻¹ · frame.size|` componentwise (rotation 45°, frame size (50,50) ⇒ bounds
(70.710678…, 8.2156503822261584e-15)) **[E S14]**.

C12. `convertPoint:fromLayer:` / `toLayer:` **[R S8 decompiled `CA::Layer::map_geometry`]**: find the common
ancestor; walk from the source layer up, composing each layer's frame transform (which includes the superlayer's
sublayerTransform, C4); apply to the point (projectively); then walk down to the destination layer applying the
inverses. Non-affine steps are applied point-wise and inverted with `mat4_invert`. `convertRect:` = bounding box of
the four converted corners **[R S7]**. UIKit observation: with no common ancestor the two roots are treated as the
same space **[E S14]**.

C13. `hitTest:` **[H S3]**: "Returns the farthest descendant of the layer containing point 'p'. Siblings are
searched in top-to-bottom order. 'p' is defined to be in the coordinate space of the receiver's nearest ancestor
that isn't a CATransformLayer". `containsPoint:` "Returns true if the bounds of the layer contains point 'p'"
(point in the layer's own space) **[H]**. CATransformLayers are skipped but their geometry is applied **[H]**.
Conversion uses the inverse chain (C12) – so a layer with a singular transform maps points through unchanged
(A8/B7). Half-open vs closed bounds test, treatment of hidden/zero-opacity/masksToBounds in CALayer.hitTest:
**[U]** (UIKit's hitTest additionally skips hidden/alpha<0.01/userInteraction-disabled views).

C14. Coordinate systems **[H S4 CA Programming Guide "Layers Use Two Types of Coordinate Systems"]**: iOS
default origin top-left, y down; OS X default origin bottom-left, y up. The CALayer.h comment "(0,0) is the
bottom left corner" for anchorPoint is written for y-up; on iOS (0,0) is the top-left (measured; also
`UIView.h` repeats the macOS wording) **[H + E S14]**. `geometryFlipped` flips the layer's (and descendants')
geometry vertically **[H S3]**; the decompiled frame-transform prepends `[1 0 0 −1 0 bounds.height]`
(constants partly garbled by the decompiler) **[R S8]**; reported to cascade to the whole subtree on old CA
**[E S15]**. For SVG output of iOS snippets use y-down directly; for macOS snippets flip once at the root.

C15. UIView bridge **[E S14]**: `view.center` ≡ `layer.position`; `view.frame` ≡ `layer.frame`; `view.bounds` ≡
`layer.bounds`; `view.transform` ≡ affine part of `layer.transform` (identity if not affine); setting
`transform3D` (iOS 13+) or `transform` replaces the whole layer transform (no composition).

C16. Full algorithm (pseudo-code, row vectors, double):
```
func up(L):            // L-local → parent-local
  A = (L.b.x + L.ax*L.b.w, L.b.y + L.ay*L.b.h, L.anchorZ)
  m = T(-A) · L.transform · T(L.pos.x, L.pos.y, L.zPos)
  if let S = L.superlayer, S.sublayerTransform != identity:
      AS = (S.b.x + S.ax*S.b.w, S.b.y + S.ay*S.b.h, S.anchorZ)   // z: [U]
      m = m · T(-AS) · S.sublayerTransform · T(AS)
  if geometryFlipped handling needed: see C14
  return m
func screen(L):
  m = I; X = L
  while X.superlayer != nil:
      m = m · up(X)
      if !(X.superlayer is CATransformLayer): m = m · F     // F = I with m33 = 0
      X = X.superlayer
  return m · rootToWindow(X)
func rootToWindow(R):  // the topmost layer of the snippet sits in the window (screen) like any layer in its parent
  return up(R) · F     // its own anchorPoint, transform and position apply; the window has no sublayerTransform
quad = corners(L.bounds).map { [x,y,0,1] · screen(L) } → clip W ≥ ε → (X/W, Y/W)
```
(Clip per flattening level for robustness, C7.)

C17. The window. Quads, polygons and figures are in window (screen) coordinates. A snippet's topmost layer is
placed in the window by its own geometry, exactly as a sublayer is placed in its superlayer (`rootToWindow` above):
a lone `CALayer *layer` with `position (150, 150)`, `bounds (0, 0, 200, 200)` and a 45° z rotation is drawn
rotated about (150, 150), not at the window origin unrotated, and a layer that no listing adds to a superlayer is
still drawn (iOS would not display it, but a reader expects to see what the listing computed). The view controller's
root view of the default scene (320 × 480 at the origin, untransformed) is such a topmost layer, so listings that
go through outlets are unaffected. Every layer's `frame` and its `quad` therefore agree.

---------------------------------------------------------------------------------------------------------

## D. CSS / DOMMatrix correspondence (Chromium as oracle)

D1. Same field names, same memory order **[S11 Geometry spec; S9 WebKit]**: CSS `matrix3d(v1..v16)` is "a 4x4
homogeneous matrix of 16 values in column-major order" and `DOMMatrix([v1..v16])` sets "m11 element to m44
element … in column-major order" – i.e. `v1..v16 = m11,m12,m13,m14,m21,…,m44`, exactly `CATransform3D` memory
order. CSS math is written with column vectors, showing the matrix as `[m11 m21 m31 m41; m12 …]`, i.e. the
transpose of Apple's picture – the *names* are identical and denote the same geometric map (m41/m42/m43 =
translation, m34 = −1/d perspective in both). `matrix(a,b,c,d,e,f)` ⇔ `m11=a, m12=b, m21=c, m22=d, m41=e,
m42=f` ⇔ `CGAffineTransform(a,b,c,d,tx,ty)` **[S11]**. WebKit converts TransformationMatrix ⇄ CATransform3D
field-by-field **[S9]**.

D2. Operation order:
* CSS `transform: A B C` = post-multiplication (column vectors) ⇒ C is applied to points first. Apple chained
  calls `t = MakeA; t = B(t); t = C(t)` also apply C first. ⇒ **a CA chain written top-to-bottom maps to the
  CSS list in the same left-to-right order**, e.g. Listing 5.2 (Scale, Rotate, Translate) ⇔
  `scale(0.5) rotate(30deg) translate(200px, 0)`.
* `DOMMatrix.translateSelf/scaleSelf/rotateAxisAngleSelf/multiplySelf(other)` post-multiply **[S11]** ⇒
  `m.translate(tx,ty,tz)` ≡ `CATransform3DTranslate(m,…)`, `m.scale(sx,sy,sz)` ≡ `CATransform3DScale`,
  `m.rotateAxisAngle(x,y,z,deg)` ≡ `CATransform3DRotate(m, deg·π/180, x,y,z)`; `A.multiply(B)` ≡
  `CATransform3DConcat(B, A)`; `A.preMultiplySelf(B)` ≡ `CATransform3DConcat(A, B)`.
* `transformPoint(p)` returns the un-divided (x,y,z,w) (same formula as B1) **[S11, S10]**.

D3. Rotation direction: CSS `rotate3d(x,y,z,α)` matrix (normalised axis, `sc = sin(α/2)cos(α/2)`,
`sq = sin²(α/2)`) equals Apple's `MakeRotation(α,x,y,z)` element-for-element (e.g. m21 = 2(xy·sq − z·sc) =
xy(1−cos α) − z sin α); "rotation is clockwise as one looks from the end of the vector toward the origin"; zero
vector ⇒ "rotation … not applied" **[S11]**. Same sign/direction as CA. Numerics differ: Firefox uses the
sc/sq form; Chromium uses `1−cos` with `SinCosDegrees` **[S10]**.

D4. `transform-origin` ⇔ `anchorPoint`/`anchorPointZ`: CSS transformation matrix = T(origin) · transforms ·
T(−origin) (column vectors), origin default 50% 50% 0 **[S11]** – same as C3's T(−A)·M·T(A). But CSS positions
the box by its top-left (layout) while CA positions the anchor: to reproduce a layer with an element use
`left = position.x − ax·w + (relative to parent's bounds.origin)`, `top = position.y − ay·h`, `width/height =
bounds.size`, `transform-origin: ax·w ay·h anchorPointZ`, `transform: matrix3d(m11,…,m44)`, and model
`zPosition − anchorPointZ` as an extra `translateZ` (WebKit sets zPosition = anchorZ to cancel, C3).

D5. `perspective`/`perspective-origin` ⇔ `sublayerTransform`: CSS perspective matrix = T(po) · [m34 = −1/d] ·
T(−po), applied to children, po default 50% 50% of the reference box **[S11]**; WebKit computes it relative to
the box centre because CA applies the children transform about the anchor (centre by default) **[S9
RenderLayer::perspectiveTransform comment: "A perspective origin of 0,0 makes the vanishing point in the center of
the element"]**. So `sublayerTransform = perspective(d)` with parent anchor (ax,ay) ⇔ `perspective: d px;
perspective-origin: ax·w ay·h`. CSS clamps perspective < 1px to 1px (CA does not) **[S11]**. A general
(non-perspective) sublayerTransform has no single CSS property; emulate with an intermediate
`transform-style: preserve-3d` wrapper carrying `matrix3d(ST)` about the same origin **[U – verify]**.
`backface-visibility: hidden` ⇔ `doubleSided = NO` (WebKit maps one to the other); `transform-style: flat` ⇔
plain CALayer parent, `preserve-3d` ⇔ CATransformLayer.

D6. Chromium oracle pitfalls (modern Blink `dom_matrix.cc`, `gfx::Transform`) **[S10]**:
* `translateSelf`/`scaleSelf` route through `gfx::Transform::Translate(float,float)` / `Scale(float,float)`
  (and `Translate3d/Scale3d(float,…)`) – arguments are **rounded to float** (0.1 → 0.10000000149011612). Build
  oracle matrices with `new DOMMatrix([16 doubles])` / `fromFloat64Array` and `multiply`, not with
  translate/scale.
* Angles are in **degrees** and go through `SinCosDegrees`, which returns exact 0/±1/±√2/2 at multiples of 45°
  ("Make sure 0, 90, 180 and 270 degrees get exact results"). CA with `M_PI` gives sin = 1.2246467991473532e-16.
  A zero angle or zero axis is a no-op.
* `invertSelf` of a singular matrix sets **all 16 entries to NaN** (spec) – CA returns the input unchanged.
* `transformPoint` does not divide by w.
* Old Blink versions had a 2D `transformPoint` bug using m12 in the x formula – use a recent Chromium.
* WebKit `rotate3d` can "snap" near-zero sin/cos (`roundEpsilonToZero`) when asked (RotationSnapping) – another
  reason to compare with a tolerance (≈1e-12 relative) except for exactly-constructed vectors.

---------------------------------------------------------------------------------------------------------

## E. Edge cases and expected results

(Values printed with Python `repr` of IEEE doubles computed with the formulas above; "Apple" marks values
actually measured on Apple frameworks.)

| # | Input | Expected | Basis |
|---|-------|----------|-------|
| 1 | `CGAffineTransformMakeRotation(M_PI)` | (-1, 1.2246467991473532e-16, -1.2246467991473532e-16, -1, 0, 0) | H S2 + libm |
| 2 | `MakeRotation(M_PI_2)` | (6.123233995736766e-17, 1, -1, 6.123233995736766e-17, 0, 0) – not snapped | H + E |
| 3 | `Concat(MakeTranslation(-1920,-1080), MakeRotation(M_PI))` | [-1, 1.2246467991473532e-16, -1.2246467991473532e-16, -1, 1920.0000000000002, 1079.9999999999998] (Apple, 64-bit iOS) | E S14 (SO 12998298) |
| 4 | `CGPointApplyAffineTransform((96,196), MakeRotation(-π/2))` | (196, -95.999999999999986) (Apple) | E S14 |
| 5 | same rotation applied to (0,768) | (768, 4.702643708725836e-14) (Apple) | E S14 |
| 6 | `Concat(T(100,0), R(π/2))` applied to (10,0) | (6.7e-15, 110) (Apple); exact double 6.735557395310443e-15 | E S14 |
| 7 | Listing 5.2: `t=I; t=Scale(t,.5,.5); t=Rotate(t,M_PI/180*30); t=Translate(t,200,0)` | a=d=0.43301270189221935, b=0.24999999999999997, c=-0.24999999999999997, **tx=86.60254037844388, ty=49.99999999999999** (the book's "(86.6, 50)", "diagonally downward by 100 points") | H + S13 |
| 8 | Book shear `CGAffineTransformMakeShear(1,0)` (c = −x, b = y) | (1,0,−1,1,0,0): x' = x − y, y' = y; as a point map (0,100)→(−100,100). On a layer it acts about the anchor (default centre): points below the anchor (iOS, y down) slide left and points above slide right by their vertical distance — the book's "45-degree" slant | S13 + C3 |
| 9 | `CGAffineTransformScale(MakeTranslation(42,42), 1, -1)` | (1, 0, **−0**, −1, 42, 42); `Concat(MakeScale(1,-1), T)` gives c = +0 | E S14 objc.net |
| 10 | `CGAffineTransform(rotationAngle: 0)` | c = −0.0; `isIdentity` true if IEEE `==` (U) | derivation / U |
| 11 | `CGAffineTransformInvert(MakeScale(0,0))` | returns the input unchanged | H S2 |
| 12 | Invert of (1,2,2,4,5,6) (det exactly 0) | unchanged | H |
| 13 | Invert of det = 1e-300 | inverted (no epsilon in header wording) | H wording / U impl |
| 14 | `CGSizeApplyAffineTransform((200,100), R(π/2))` | (-99.99999999999999, 200.0) – negative width kept | H S2 |
| 15 | `CGRectApplyAffineTransform((0,0,200,100), R(π/2))` | (−100, 0, 100.00000000000001, 200) (plain arithmetic) | H + derivation |
| 16 | `CATransform3DMakeRotation(θ, 0,0,0)` | identity | H S1 |
| 17 | `CATransform3DRotate(t, θ, 0,0,0)` | undefined (recommend: t) | H / U |
| 18 | `MakeRotation(θ, 0,0,2)` | identical to (0,0,1) (normalised; 2/2 = 1 exactly) | H + R |
| 19 | `MakeRotation(θ, 1,1,0)` | axis (0.7071067811865475, 0.7071067811865475, 0); x²=0.4999999999999999 – last-ulp differences between implementations expected | R / U |
| 20 | `MakeRotation(M_PI, 0,0,1)` | m11=m22=−1, m12=1.2246467991473532e-16, m21=−1.2246467991473532e-16, m33=1 exactly (c + 1·(1−c) = 1) | H + R |
| 21 | `MakeRotation(M_PI_4, 0,1,0)` | m11=m33=0.7071067811865476, m13=−0.7071067811865475, m31=0.7071067811865475 (Apple printed m13 = −0.7071) | E S14 |
| 22 | `CATransform3DInvert(MakeScale(1,1,0))` | returns the input | H S1 |
| 23 | `CATransform3DInvert` of a tiny but non-singular matrix (e.g. scale 1e-3 all axes, det 1e-9) | should invert (GNUstep's 1e-4 epsilon would wrongly refuse) | H wording / U |
| 24 | `CATransform3DIsAffine(MakeScale(2,2,3))` | GNUstep: false (m33≠1); Apple: U | R / U |
| 25 | Layer with 3D y-rotation: `layer.affineTransform` / `view.transform` | identity; `IsAffine == false` (Apple) | E S14 |
| 26 | position (100,100), bounds (0,0,120,80), anchor (0.5,0.5) | frame (40,60,120,80); anchor (0,0)+same frame ⇒ position (40,60) | H + derivation |
| 27 | 200×100 view, centre (110,70), rotated 30° | frame {{-1.602540378443871, -23.301270189221924}, {223.20508075688775, 186.60254037844385}} (Apple arm64). Plain double arithmetic gives x = −1.6025403784438694; only an FMA form (x = fma(c, h, tx₀)) reproduces Apple's last digit | E S14 + F |
| 28 | 200×100 at (100,50) rotated 45° about y, no m34 | frame {{29.289321881345245, 0}, {141.42135623730951, 100}} (Apple) | E S14 |
| 29 | sublayerTransform m34 = −1/500 on a 300×300 parent (anchor centre), child 100×100 at (150,150) rotated +45° about y | W = 0.92928932188134528 on the left edge, 1.0707106781186548 on the right; quad (111.95443310620364, 96.195443310620362), (183.02044126565565, 103.30204412656556), (183.02044126565565, 196.69795587343441), (111.95443310620364, 203.80455668937964): left (near) edge taller | derived from C3–C6 (oracle: CSS perspective 500px, origin 150px 150px, rotateY(45deg)) |
| 30 | m34 = −1/500, corner at z = +250 | W = 0.5 ⇒ x,y doubled relative to the vanishing point | B1 |
| 31 | m34 = −1/500, corner at z = +500 | W = 0 ⇒ point at infinity; CSS: send far away in direction (x,y,z) | S11 |
| 32 | m34 = −1/500, all corners z > 500 | not rendered; 1–3 corners behind ⇒ clip to polygon (3–5 vertices) | S11 (CA: U) |
| 33 | rotateY(90°) without perspective | quad collapses to a vertical line of width 200·6.1e-17 ≈ 1.2e-14 (not exactly 0) | derivation |
| 34 | rotateY(180°), `doubleSided = NO` | hidden (mirrored and shown when YES) | H S3 |
| 35 | anchorPoint (0,0) + rotation | rotates about the bounds origin corner (top-left on iOS); position is that corner | H S4 |
| 36 | sublayerTransform with parent anchor (0,0) | perspective / rotation about the parent's top-left corner, not its centre | R S8 S9 S10 |
| 37 | `bounds.origin = (0,380)` on a parent | parent frame unchanged; sublayers move up by 380 (scrolling) | E S14 |
| 38 | zPosition 1 vs 0 on overlapping siblings, no perspective | higher zPosition drawn in front, no size change | S13 S15 |
| 39 | `transform.scale` read on MakeScale(2,4,1) | 7/3 = 2.3333333333333335 | H S4 |
| 40 | `setValue:@10 forKeyPath:@"transform.translation.x"` on identity | m41 = 10 (Apple's own example) | H S4 |
| 41 | DOMMatrix `translate(0.1,0)` | m41 = 0.10000000149011612 in Chromium (float); CA would keep 0.1 | S10 |
| 42 | DOMMatrix `rotateAxisAngle(0,0,1,180)` | m12 = 0 exactly (snapped) vs CA 1.2246467991473532e-16 | S10 |
| 43 | DOMMatrix `inverse` of singular | all NaN vs CA "original returned" | S10 S11 vs H |
| 44 | tutorial angle spellings `M_PI/180*30`, `30*M_PI/180`, `M_PI/6` | all 0.5235987755982988 here (but evaluate exactly as written; other angles can differ by 1 ulp) | derivation |
| 45 | CGAffineTransform on macOS vs iOS | same numbers; visual direction flips with the y axis | H S4 |

---------------------------------------------------------------------------------------------------------

## F. Floating-point fidelity notes

F1. All Apple geometry is in `CGFloat` = Double on 64-bit; the CG inline helpers cast to double **[H S2]**. WebKit
narrows to float when handing matrices to CA (`narrowPrecisionToFloat`) – irrelevant for us but explains
float-looking values in WebKit traces **[S9]**.

F2. **Fused multiply-add on Apple Silicon [E, inferred]**. Two measured Apple values are reproduced only when
some products are fused:
* Case 27 (frame of a 30°-rotated 200×100 view): frame translation computed plainly as
  `pos.x + ((−ay·c) + (−ax·a))` (the order seen in the decompiled `get_frame_transform`, S8), then the min-x
  corner as `fma(c, h, tx₀)` gives −1.602540378443871 (Apple); unfused gives −1.6025403784438694.
* UIView setFrame on a 45° view (C11): `h = fma(d', 50, b'·50)` with the inverse's d', b' gives Apple's
  8.2156503822261584e-15; unfused gives 7.105427357601002e-15.
So Apple's arm64 binaries are compiled with FP contraction; bit-exactness with Apple therefore depends on the
CPU/compiler, and the exact fused forms inside CG/CA are **[U]**. Swift on Linux does not contract `a*b + c`;
use `c.addingProduct(a, b)` where fused behaviour is wanted. Recommendation: implement the plain formulas as the
reference, optionally provide an "Apple-arm64 FMA" mode for the known hot spots (rect/size application, frame),
and compare with a 1–2 ulp tolerance.

F3. libm: Apple and glibc `sin/cos` agree on the usual tutorial arguments (π, π/2, π/4, π/6 values above);
rare last-ulp differences are possible **[U]**.

F4. Things that only change signed zeros: A6 Scale (direct products), rotation by 0 (c = −0.0); IEEE `==`
treats them as equal.

---------------------------------------------------------------------------------------------------------

## G. Sources

* **S1** Apple `CATransform3D.h` ("Copyright (c) 2006-2025, Apple Inc."):
  struct, identity, IsIdentity, EqualToTransform "exactly equal", Make*/Translate/Scale/Rotate/Concat/Invert/
  MakeAffineTransform/IsAffine/GetAffineTransform comments. Apple docs "Transforms" page repeats them.
* **S2** Apple `CGAffineTransform.h` (the same comments appear in Pascal, Lisp and Java bindings): struct, all comments, inline definitions of
  `CGAffineTransformMake`, `CGPointApplyAffineTransform`, `CGSizeApplyAffineTransform`.
* **S3** Apple `CALayer.h` + `CATransformLayer.h` (SDK 2018 dump): bounds/position/zPosition/
  anchorPoint/anchorPointZ/transform/frame/doubleSided/geometryFlipped/sublayerTransform/hitTest/containsPoint,
  CATransformLayer flattening text.
* **S4** developer.apple.com: CALayer `frame`, `anchorPoint`, `position`, `transform`, `sublayerTransform` pages;
  `CGAffineTransformMakeRotation(_:)`/`Rotate` pages; Core Animation Programming Guide Appendix C Table C-2
 ; "Core Animation Basics" (coordinate systems); QA1620 (frame derived).
* **S5** apple/swift `stdlib/public/Darwin/CoreGraphics/CoreGraphics.swift` (Equatable via
  `__equalTo`, `.identity`); CoreGraphics `.swiftinterface` dump (init(translationX:y:),
  init(scaleX:y:), init(rotationAngle:), isIdentity, translatedBy, scaledBy, rotated(by:), inverted,
  concatenating, decomposed, applying).
* **S6** microsoft/WinObjC `Frameworks/QuartzCore/CATransform3D.mm`, `Frameworks/CoreGraphics/CGAffineTransform.mm`,
  `Frameworks/QuartzCore/CALayer.mm` (frame/setFrame/affineTransform). Caveats: float, no axis normalisation,
  π/2 snapping, stubs for Invert/IsAffine.
* **S7** gnustep/libs-quartzcore `Source/CATransform3D.m` (rotation, concat, invert with 1e-4 epsilon, IsAffine,
  GetAffineTransform), `Source/CARenderer.m` (renders sublayers with sublayerTransform then −size/2),
  `Source/CALayer.m` HEAD (convertPoint via anchor-relative sublayerTransform; affineTransform → identity if not
  affine).
* **S8** bbqz007/QuartzCore-Reversing-Proj `src/CA.misc.cpp` (decompiled `CA::Layer::get_frame_transform`:
  anchor offset, position, affine part of transform or identity, superlayer sublayerTransform about
  `anchorPoint*bounds.size + bounds.origin`, geometryFlipped flip; `CA::Layer::map_geometry` for convertPoint),
  `src/CA.ops.h` (`CA::Transform::get_unmatrix/set_unmatrix`, `CA::UnMat4`).
* **S9** WebKit: `TransformationMatrix.cpp` (`rotate3d` normalisation/zero-axis/formula; "this = mat * this"),
  `TransformationMatrixCA.cpp` (1:1 CATransform3D field mapping), `GraphicsLayerCA.cpp::updateGeometry`
  (position z = anchor z), `PlatformCALayerCocoa.mm` (setPosition→zPosition, setAnchorPointZ),
  `TextureMapperLayer.cpp::computeTransformsRecursive` (anchor-relative childrenTransform, to2dTransform
  flattening, isBackFaceVisible), `RenderLayer::perspectiveTransform` ("vanishing point in the center").
* **S10** Chromium: `ui/gfx/geometry/transform.cc` (RotateAbout normalises, zero axis/angle no-op, float
  Translate/Scale, IsBackFaceVisible cofactor test), `ui/gfx/geometry/sin_cos_degrees.h` (exact multiples of
  45°), `matrix44.cc` RotateUnitSinCos, Blink `dom_matrix.cc` (translateSelf/rotateAxisAngleSelf/invertSelf→NaN),
  `dom_matrix_read_only.cc` (transformPoint), crrev.com/181957 (sublayer transform about anchor).
* **S11** w3c/csswg-drafts `css-transforms-2/Overview.bs` (3D rendering contexts, accumulated 3D matrix,
  perspective matrix, processing of perspective-transformed boxes, backface-visibility m33 rule + bug 23014,
  matrix3d column-major, rotate3d matrix & direction, transform-origin math, decomposition/interpolation);
  w3c/fxtf-drafts `geometry/Overview.bs` (DOMMatrix element order, post-multiply methods, invertSelf NaN,
  transformPoint).
* **S12** GLKit `GLKMatrix4.h` `GLKMatrix4MakeRotation` (normalised axis, same element layout).
* **S13** Nick Lockwood, *iOS Core Animation: Advanced Techniques*: ch.5 Listing 5.2 and its discussion,
  Listing 5.3 `CGAffineTransformMakeShear` (c = −x, b = y), vanishing point and sublayerTransform text
  (what-when-how.com mirror pages 94, 95, 102, 103); ch.3 zPosition (page 60).
* **S14** Empirical: 【iOS】坐标系 blog draft with Mac Catalyst measurements ; Stack Overflow
  12998298 (stackru.com mirror) and a SO answer mirrored on codewithsundeep (rotation −90° values); objc.net
  2008 "Beware CGAffineTransformScale negative zero"; jianshu-style anchor/frame measurements.
* **S15** Big Nerd Ranch iOS guide (zPosition, orthographic); a Tiger-port design note reporting depth sorting
  of non-affine siblings and cascading geometryFlipped ; Q&A on zPosition with perspective
  sublayerTransform (manongdao mirror); third-party `CATransform3D: Equatable` extensions.

Reimplementations with known bugs to avoid copying: a WinObjC fork with `CATransform3DTranslate` as
`m41 += tx`; a CATransform3D.m with `m21 = x*y*(1-c)+z*c`; a JS port with sin/cos swapped; GNUstep's 1e-4 invert
epsilon and centre-based sublayerTransform in its renderer.
"""##
}
