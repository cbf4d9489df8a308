import Foundation

/// Named integer options of a benchmark, `--name value`, with defaults.
struct BenchmarkOptions {
    private var values: [String: Int]

    /// Parses `arguments` against the option names in `defaults`.
    init(_ arguments: [String], defaults: [String: Int]) throws {
        values = defaults
        var remaining = arguments[...]
        while let flag = remaining.popFirst() {
            let name = String(flag.drop { $0 == "-" })
            guard flag.hasPrefix("--"), values[name] != nil, let text = remaining.popFirst(), let value = Int(text),
                value > 0
            else {
                throw BenchmarkUsageError(
                    message: "unknown or invalid option '\(flag)'; options: "
                        + defaults.keys.sorted().map { "--\($0) N" }.joined(separator: " "))
            }
            values[name] = value
        }
    }

    subscript(name: String) -> Int { values[name] ?? 0 }
}

/// A benchmark was called with options it does not take.
struct BenchmarkUsageError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}

/// Runs `body` `rounds` times (after one warm-up) and returns the median time per item in ns.
func medianNanoseconds(rounds: Int, count: Int, _ body: () async throws -> Void) async throws -> Double {
    let clock = ContinuousClock()
    try await body()
    var samples: [Double] = []
    for _ in 0..<rounds {
        let elapsed = try await clock.measure { try await body() }
        samples.append(elapsed / .nanoseconds(1) / Double(count))
    }
    return samples.sorted()[samples.count / 2]
}

/// `value` with `digits` decimals.
func format(_ value: Double, digits: Int = 1) -> String {
    String(format: "%.\(digits)f", value)
}

/// The size of the file at `path` in MB, or `absent` when there is none.
func fileSizeText(_ path: String) -> String {
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
          let size = attributes[.size] as? Int else { return "absent" }
    return format(Double(size) / 1_000_000, digits: 2) + " MB"
}
