/// The bounds a config file must keep, so that no file, however written, can exhaust
/// liftd's stack, memory or time while it is read (libyaml 0.2.5 sets none of its own).
struct YAMLLimits: Sendable, Equatable {
    /// The most bytes a config may hold; a larger file is refused before it is parsed.
    var maximumBytes = 1 << 20
    /// How deeply lists and maps may nest inside each other.
    var maximumDepth = 64
    /// How many values (scalars, lists and maps) the tree may hold, counting a value reached
    /// through an alias once each time the alias is used.
    var maximumNodes = 100_000

    /// The limits liftd reads every config with.
    static let standard = Self()

    /// `maximumBytes` as people read it: `1 MiB (1,048,576 bytes)`.
    var byteLimitDescription: String {
        let mebibytes = maximumBytes >> 20
        let exact = "\(Self.grouped(maximumBytes)) bytes"
        return mebibytes << 20 == maximumBytes ? "\(mebibytes) MiB (\(exact))" : exact
    }

    /// `number` with thousands separators, the same in every locale: `1,048,576`.
    static func grouped(_ number: Int) -> String {
        let digits = Array(String(number))
        var text = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { text.append(",") }
            text.append(digit)
        }
        return text
    }
}
