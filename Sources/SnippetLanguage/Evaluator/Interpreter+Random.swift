/// `arc4random_uniform(n)`, deterministic so that a page, its expectations and every rebuild agree: SplitMix64 from
/// the seed `randomSeed` (each evaluation starts from it), reduced to `0..<n` by rejection, without modulo bias.
extension Interpreter {
    static let randomSeed: UInt64 = 0x5EED_2024

    func nextRandom(below bound: Int) -> Int {
        let range = UInt64(bound)
        // The largest multiple of `range` that fits: draws above it would favour small results.
        let limit = UInt64.max - UInt64.max % range
        while true {
            let draw = nextSplitMix()
            if draw < limit { return Int(draw % range) }
        }
    }

    private func nextSplitMix() -> UInt64 {
        randomState &+= 0x9E37_79B9_7F4A_7C15
        var z = randomState
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
