/// Names a collaborator use cases can ask for, and the value they get in production.
public protocol DependencyKey {
    /// The protocol (or value type) use cases depend on.
    associatedtype Value: Sendable
    /// The real implementation, used unless something else was provided.
    static var liveValue: Value { get }
    /// The name tests see when this dependency was used without being provided.
    static var name: String { get }
}

extension DependencyKey {
    public static var name: String { String(describing: Self.self) }
}

/// The collaborators available to use cases: a task-local container.
///
/// Live values are the default. In test mode (see `testing(_:)`), reading a dependency the
/// test did not provide reports it by name through the mode's reporter, so a test cannot
/// quietly touch the real world.
public struct DependencyValues: Sendable {
    /// The container in effect for the current task and its children.
    @TaskLocal public static var current = DependencyValues()

    private var provided: [ObjectIdentifier: any Sendable] = [:]
    private var reportUnprovided: (@Sendable (_ name: String) -> Void)?
    /// The chain a store runs with these values (`ChainID.current`): bound with them, so that
    /// a chain binds one task-local value, not two.
    var chain: ChainID?

    /// A container that hands out live values.
    public init() {}

    /// A container in test mode: every dependency not provided is reported to `report`.
    public static func testing(reportingUnprovided report: @escaping @Sendable (_ name: String) -> Void) -> Self {
        var values = DependencyValues()
        values.reportUnprovided = report
        return values
    }

    /// The value for `key`: provided, or live (after reporting it in test mode).
    public subscript<Key: DependencyKey>(key: Key.Type) -> Key.Value {
        get {
            if let value = provided[ObjectIdentifier(key)] as? Key.Value { return value }
            reportUnprovided?(Key.name)
            return Key.liveValue
        }
        set { provided[ObjectIdentifier(key)] = newValue }
    }

    /// Runs `operation` with this container's values changed by `change`.
    public static func with<Result>(
        _ change: (inout DependencyValues) -> Void,
        operation: () async throws -> Result
    ) async rethrows -> Result {
        var values = current
        change(&values)
        return try await $current.withValue(values, operation: operation)
    }
}

/// Reads a dependency from the current container when the property is used.
@propertyWrapper
public struct Dependency<Value: Sendable>: Sendable {
    private let keyPath: KeyPath<DependencyValues, Value> & Sendable

    /// The dependency at `keyPath`, e.g. `@Dependency(\.clock)`.
    public init(_ keyPath: KeyPath<DependencyValues, Value> & Sendable) {
        self.keyPath = keyPath
    }

    public var wrappedValue: Value { DependencyValues.current[keyPath: keyPath] }
}
