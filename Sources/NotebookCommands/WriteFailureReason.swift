import Foundation
import Notebook

/// Why a file the user named could not be written, in words: Foundation's own text is a domain and a code
/// ("NSCocoaErrorDomain error 512") or a sentence that does not say which folder is missing.
enum WriteFailureReason {
    static func of(_ error: Error, writing path: String) -> String {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            return "it is a folder"
        }
        let folder = (path as NSString).deletingLastPathComponent
        if !folder.isEmpty, !FileManager.default.fileExists(atPath: folder) {
            return "the folder '\(folder)' does not exist"
        }
        if let system = error as? POSIXError { return String(cString: strerror(system.code.rawValue)) }
        return SystemErrorReason.of(error) ?? error.localizedDescription
    }
}
