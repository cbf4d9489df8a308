import Synchronization

private enum RandomSourceKey: DependencyKey {
    static var liveValue: RandomSource { .system }
    static let name = "random"
}

/// Random numbers for use cases (jitter, identifiers), replaceable by a seeded source.
public struct RandomSource: Sendable {
    private let nextWord: @Sendable () -> UInt64

    /// A source that draws words from `next`.
    public init(_ next: @escaping @Sendable () -> UInt64) { nextWord = next }

    /// The operating system's generator.
    public static var system: Self {
        Self {
            var generator = SystemRandomNumberGenerator()
            return generator.next()
        }
    }

    /// A repeatable source: the same seed gives the same numbers (SplitMix64).
    public static func seeded(_ seed: UInt64) -> Self {
        let state = Mutex(seed)
        return Self {
            state.withLock { value in
                value &+= 0x9E37_79B9_7F4A_7C15
                var mixed = value
                mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
                mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
                return mixed ^ (mixed >> 31)
            }
        }
    }

    /// The next 64 random bits.
    public func next() -> UInt64 { nextWord() }

    /// A number uniform in [0, 1).
    public func unitInterval() -> Double {
        Double(next() >> 11) * 0x1.0p-53
    }
}

extension DependencyValues {
    /// The source of random numbers.
    public var random: RandomSource {
        get { self[RandomSourceKey.self] }
        set { self[RandomSourceKey.self] = newValue }
    }
}
