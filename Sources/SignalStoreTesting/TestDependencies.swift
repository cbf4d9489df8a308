import SignalStore
import Testing

/// Runs `operation` with a test-mode dependency container: only what `provide` sets is
/// available, and reading anything else fails the current test, naming the dependency.
public func withTestDependencies<Result>(
    _ provide: (inout DependencyValues) -> Void = { _ in },
    sourceLocation: SourceLocation = #_sourceLocation,
    operation: () async throws -> Result
) async rethrows -> Result {
    try await DependencyValues.$current.withValue(.test(provide, sourceLocation: sourceLocation), operation: operation)
}

extension DependencyValues {
    /// A test-mode container holding only what `provide` sets; any other dependency a use
    /// case reads is recorded as a test failure that names it.
    public static func test(
        _ provide: (inout DependencyValues) -> Void = { _ in },
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> DependencyValues {
        var values = DependencyValues.testing { name in
            let message = "Unimplemented dependency '\(name)': the test did not provide it. "
                + "Set it in the test's dependencies, e.g. `$0.\(name) = …`."
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
        }
        provide(&values)
        return values
    }
}
