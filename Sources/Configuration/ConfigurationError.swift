import MessageText

/// One thing wrong with a config: where, and what was expected.
public struct ConfigurationProblem: Error, Sendable, Equatable, CustomStringConvertible {
    /// Where the problem is.
    public let location: SourceLocation
    /// What is wrong and what was expected, as a sentence.
    public let message: String

    /// A problem at `location`. Control characters a value brings into `message` are
    /// escaped (`VisibleText`), so a NUL cannot cut the line short where it is printed.
    public init(_ message: String, at location: SourceLocation) {
        self.message = VisibleText.escaped(message)
        self.location = location
    }

    /// `file:line:column: message`.
    public var description: String { "\(location): \(message)" }
}

/// Why a config was rejected: every problem found, in file order.
///
/// A daemon that meets this at start exits with EX_CONFIG (78); on reload it keeps the old
/// config running.
public struct ConfigurationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The problems, sorted by location.
    public let problems: [ConfigurationProblem]

    /// An error made of `problems` (at least one).
    public init(_ problems: [ConfigurationProblem]) {
        self.problems = problems.sorted { $0.location < $1.location }
    }

    /// One line per problem: `file:line:column: message`.
    public var description: String {
        problems.map(\.description).joined(separator: "\n")
    }
}

/// Gathers problems while reading a config, so one run reports as many as it can.
public struct ProblemCollector {
    /// The problems so far, in the order found.
    public private(set) var problems: [ConfigurationProblem] = []

    /// An empty collector.
    public init() {}

    /// Adds a problem saying `message` at `location`.
    public mutating func add(_ message: String, at location: SourceLocation) {
        problems.append(ConfigurationProblem(message, at: location))
    }

    /// Adds `problem`.
    public mutating func add(_ problem: ConfigurationProblem) {
        problems.append(problem)
    }

    /// Runs `body`, keeping its problem instead of stopping; returns `nil` when it failed.
    public mutating func attempt<Value>(_ body: () throws(ConfigurationProblem) -> Value) -> Value? {
        do {
            return try body()
        } catch {
            problems.append(error)
            return nil
        }
    }

    /// Throws everything collected, if anything was.
    public func throwIfAny() throws(ConfigurationError) {
        if !problems.isEmpty { throw ConfigurationError(problems) }
    }
}
