/// The distinct terms of a page, numbered in order of first use and found by their UTF-8: the table behind
/// `SearchPostings`, looked up once for every token of the page.
///
/// A hash table of its own rather than a `Dictionary`: a token is a few bytes, and the standard hashing (SipHash,
/// seeded, finalized for each key) cost more than the rest of its look-up; FNV-1a is a multiply per byte. Terms are
/// told apart by their bytes, that is by their code points, as the page script's object keys are.
struct SearchTermTable {
    /// The terms' UTF-8, one after another: term `n` is `bytes[starts[n]..<starts[n + 1]]`.
    private var bytes: [UInt8] = []
    private var starts: [Int] = [0]
    /// Open addressing with linear probing: each slot holds a term's number plus one, or 0 when empty. Its count is a
    /// power of two, kept above twice the number of terms so that probes stay short.
    private var slots = [Int](repeating: 0, count: 256)

    /// How many terms the table holds.
    var count: Int { starts.count - 1 }

    /// The UTF-8 of term `number`.
    func term(_ number: Int) -> ArraySlice<UInt8> {
        bytes[starts[number]..<starts[number + 1]]
    }

    /// The number of `token`'s term, the next number when it is new (then `isNew`).
    mutating func number(of token: ArraySlice<UInt8>) -> (number: Int, isNew: Bool) {
        var slot = slotIndex(of: token)
        while slots[slot] != 0 {
            let number = slots[slot] - 1
            if term(number).elementsEqual(token) { return (number, false) }
            slot = (slot + 1) & (slots.count - 1)
        }
        let number = count
        bytes.append(contentsOf: token)
        starts.append(bytes.count)
        slots[slot] = number + 1
        if count * 2 > slots.count { doubleSlots() }
        return (number, true)
    }

    private mutating func doubleSlots() {
        slots = [Int](repeating: 0, count: slots.count * 2)
        for number in 0..<count {
            var slot = slotIndex(of: term(number))
            while slots[slot] != 0 { slot = (slot + 1) & (slots.count - 1) }
            slots[slot] = number + 1
        }
    }

    /// Where the probe for `token` starts: its 64-bit FNV-1a hash, high bits folded in, cut to the slots.
    private func slotIndex(of token: ArraySlice<UInt8>) -> Int {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in token {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        return Int(truncatingIfNeeded: hash ^ (hash >> 32)) & (slots.count - 1)
    }
}
