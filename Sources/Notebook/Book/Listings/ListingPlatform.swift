/// Which geometry a listing is evaluated and drawn with: iOS (origin top-left, y down) or macOS (origin
/// bottom-left, y up).
public enum ListingPlatform: String, Hashable, Sendable, CaseIterable {
    case ios
    case macos
}
