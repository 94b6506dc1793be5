/// A term's UTF-8 as a dictionary key (`SearchPostings`): terms are told apart by their bytes, and hashed in one
/// pass over them (FNV-1a) whose result alone is given to the hasher. An array slice's own hashing gives the hasher
/// each byte on its own, which cost more than all the rest of reading a token.
struct SearchTermKey: Hashable {
    let utf8: ArraySlice<UInt8>

    func hash(into hasher: inout Hasher) {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3
        }
        hasher.combine(hash)
    }
}
