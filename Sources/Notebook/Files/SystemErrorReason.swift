import Foundation

/// The system's own words for a failed file operation (`No such file or directory`): Foundation wraps them in a
/// `CocoaError` whose description is a domain, a code and a dump of its user info.
public enum SystemErrorReason {
    /// The POSIX reason under a Foundation file error, or nil when there is none.
    public static func of(_ error: Error) -> String? {
        guard let cocoa = error as? CocoaError, let underlying = cocoa.underlying else { return nil }
        let system = underlying as NSError
        return system.domain == NSPOSIXErrorDomain ? String(cString: strerror(Int32(system.code))) : nil
    }
}
