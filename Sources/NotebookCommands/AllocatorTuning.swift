#if os(Linux)
import CMalloc
#endif

/// The C allocator set up for a short process that builds a book: memory it frees is kept for reuse instead of
/// being handed back to the kernel at once.
///
/// With glibc's defaults, a build's threads grow and trim their heaps thousands of times (an `mprotect` or
/// `madvise` each), large page buffers are mapped and unmapped, and every page the heap gets back is faulted in and
/// zeroed again: 146,000 page faults and a quarter of the CPU time of a 400-chapter build, against 18,000 with these
/// settings, for 5 MB more peak memory (BENCHMARKS.md, "Book build against cmark").
public enum AllocatorTuning {
    public static func apply() {
        #if os(Linux)
        // Trim a heap only when 512 MB at its top are free; grow it 32 MB at a time.
        _ = mallopt(M_TRIM_THRESHOLD, 512 << 20)
        _ = mallopt(M_TOP_PAD, 32 << 20)
        // Page buffers of a few hundred kilobytes come from the heap, not from a mapping of their own each.
        _ = mallopt(M_MMAP_THRESHOLD, 32 << 20)
        #endif
    }
}
