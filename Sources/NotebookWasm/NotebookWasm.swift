import Diagnostics
import Figures
import SnippetLanguage
import TransformKit

// The C-ABI entry points of the WebAssembly module (docs/live-cells.md). Not a SwiftPM target: SwiftPM builds for
// the host; scripts/build-wasm.sh compiles this file with Embedded Swift together with the portable modules.
//
// Memory: the page copies its inputs into blocks from `notebook_alloc`, and frees them and the result with
// `notebook_free`. A result is four length-prefixed UTF-8 parts, each length four bytes little-endian: the JSON of
// `notebook eval --json`, the figure SVG (empty when no figure was asked for or none is drawn), how far the
// evaluation ran (`LiveEvaluation.progressJSON`), and the figure's live rendition (HTML; empty likewise, or when the
// figure has no layer diagram).

// wasi-libc's allocator, called directly: `UnsafeMutableRawPointer.allocate` traps when memory is exhausted, and
// the page should get a null it can report instead.
@_extern(c, "malloc") func malloc(_ size: Int) -> UnsafeMutableRawPointer?
@_extern(c, "free") func free(_ pointer: UnsafeMutableRawPointer?)

/// A block of `size` bytes for the page to write into, or null when memory is exhausted or `size` is negative.
@_expose(wasm, "notebook_alloc") @_cdecl("notebook_alloc")
public func notebookAlloc(_ size: Int32) -> UnsafeMutableRawPointer? {
    guard size >= 0 else { return nil }
    return malloc(Int(max(size, 1)))
}

/// Frees a block from `notebook_alloc` or a result of `notebook_evaluate`; null is ignored.
@_expose(wasm, "notebook_free") @_cdecl("notebook_free")
public func notebookFree(_ pointer: UnsafeMutableRawPointer?) {
    free(pointer)
}

/// Evaluates the UTF-8 snippet at `source` (`dialect` 0 Objective-C, 1 Swift) with the `key=value` lines of
/// `options` (LiveRequest), and returns the result described above.
@_expose(wasm, "notebook_evaluate") @_cdecl("notebook_evaluate")
public func notebookEvaluate(_ source: UnsafeRawPointer?, _ sourceLength: Int32, _ dialect: Int32,
                             _ options: UnsafeRawPointer?, _ optionsLength: Int32) -> UnsafeMutableRawPointer? {
    let sourceText = utf8String(source, sourceLength)
    let request = LiveRequest(parsing: utf8String(options, optionsLength))
    let result = LiveEvaluation.run(sourceText, dialect: dialect == 1 ? .swift : .objc, request: request)
    return lengthPrefixed([result.json, result.figure, result.progress, result.rendition])
}

/// The text of `length` bytes at `pointer` (ill-formed UTF-8 is repaired, as `notebook eval` does for files).
func utf8String(_ pointer: UnsafeRawPointer?, _ length: Int32) -> String {
    guard let pointer, length > 0 else { return "" }
    let bytes = UnsafeRawBufferPointer(start: pointer, count: Int(length))
    return String(decoding: bytes, as: UTF8.self)
}

/// The parts, each after its length (four bytes, little-endian), in one block the page frees with `notebook_free`;
/// null when memory is exhausted.
func lengthPrefixed(_ parts: [String]) -> UnsafeMutableRawPointer? {
    var bytes: [UInt8] = []
    for part in parts {
        let length = UInt32(part.utf8.count)
        for shift in stride(from: 0, to: 32, by: 8) { bytes.append(UInt8(truncatingIfNeeded: length >> UInt32(shift))) }
        bytes.append(contentsOf: part.utf8)
    }
    guard let block = malloc(max(bytes.count, 1)) else { return nil }
    bytes.withUnsafeBytes { buffer in
        if let start = buffer.baseAddress { block.copyMemory(from: start, byteCount: buffer.count) }
    }
    return block
}
