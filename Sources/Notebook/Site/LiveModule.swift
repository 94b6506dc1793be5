import Foundation

/// The WebAssembly module of the live cells (docs/live-cells.md), carried into the site as a script.
///
/// The bytes travel base64-encoded in `assets/notebook-wasm.js` rather than as a `.wasm` file: browsers refuse to
/// `fetch` file URLs, and the site must work from `file://`. `assets/live.js` adds that script to the page only when a
/// reader first asks for an evaluation.
public struct LiveModule: Sendable {
    /// Where the module's script goes in the site.
    public static let scriptPath = "assets/notebook-wasm.js"
    /// `NOTEBOOK_WASM`: the module's path, or `none` to build without it and without a note.
    public static let environmentKey = "NOTEBOOK_WASM"

    public let wasm: Data
    /// The module file as it was when it was read (nil when the bytes came from elsewhere): while it is unchanged, a
    /// rebuild links the script made from it from the previous site rather than encoding it again.
    public let sourceIdentity: SiteFileIdentity?

    public init(wasm: Data, sourceIdentity: SiteFileIdentity? = nil) {
        self.wasm = wasm
        self.sourceIdentity = sourceIdentity
    }

    /// The script, made when it is written: encoding the real module (2 MB) was a third of a rebuild with nothing
    /// changed.
    public var scriptBytes: [UInt8] {
        Array("window.NotebookWasm = {base64: \"\(wasm.base64EncodedString())\"};\n".utf8)
    }

    /// Where the module was looked for, and what was found.
    public enum Search: Sendable {
        case found(LiveModule)
        /// `NOTEBOOK_WASM=none`.
        case disabled
        /// Not at `path` (or not readable there).
        case missing(path: String)
    }

    /// `NOTEBOOK_WASM` if set, else `wasm32/notebook.wasm` in the first of the two folders above the executable's that
    /// has one: `.build/debug/notebook` (a link to `.build/x86_64-unknown-linux-gnu/debug/notebook`) finds
    /// `.build/wasm32/notebook.wasm`, where scripts/build-wasm.sh puts it.
    public static func search(environment: [String: String] = ProcessInfo.processInfo.environment,
                              executable: URL? = RunningExecutable.url) -> Search {
        let candidates: [String]
        if let configured = environment[environmentKey], !configured.isEmpty {
            guard configured != "none" else { return .disabled }
            candidates = [configured]
        } else if let executable {
            var folder = executable.resolvingSymlinksInPath().deletingLastPathComponent()
            var found: [String] = []
            for _ in 0..<2 {
                folder = folder.deletingLastPathComponent()
                found.append(folder.appendingPathComponent("wasm32/notebook.wasm").path)
            }
            candidates = found
        } else {
            candidates = []
        }
        for path in candidates {
            // Identity first, bytes second: a module rebuilt in between is seen as changed by the next build.
            let identity = FileBytes.identity(of: path, followingLinks: true)
            if let bytes = FileManager.default.contents(atPath: path), !bytes.isEmpty {
                return .found(LiveModule(wasm: bytes, sourceIdentity: identity))
            }
        }
        return .missing(path: candidates.last ?? "wasm32/notebook.wasm")
    }
}
