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

    public let scriptBytes: [UInt8]

    public init(wasm: Data) {
        scriptBytes = Array("window.NotebookWasm = {base64: \"\(wasm.base64EncodedString())\"};\n".utf8)
    }

    /// Where the module was looked for, and what was found.
    public enum Search: Sendable {
        case found(LiveModule)
        /// `NOTEBOOK_WASM=none`.
        case disabled
        /// Not at `path` (or not readable there).
        case missing(path: String)
    }

    /// `NOTEBOOK_WASM` if set, else `../wasm32/notebook.wasm` beside the executable's folder (`.build/debug/notebook`
    /// finds `.build/wasm32/notebook.wasm`, where scripts/build-wasm.sh puts it).
    public static func search(environment: [String: String] = ProcessInfo.processInfo.environment,
                              executable: URL? = Bundle.main.executableURL) -> Search {
        let path: String
        if let configured = environment[environmentKey], !configured.isEmpty {
            guard configured != "none" else { return .disabled }
            path = configured
        } else if let executable {
            path = executable.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("wasm32/notebook.wasm").path
        } else {
            return .missing(path: "wasm32/notebook.wasm")
        }
        guard let bytes = FileManager.default.contents(atPath: path), !bytes.isEmpty else { return .missing(path: path) }
        return .found(LiveModule(wasm: bytes))
    }
}
