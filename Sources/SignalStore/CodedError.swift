/// An error a use case throws that carries the code its sender should see in place of the
/// generic `use-case-failed`, e.g. `invalid-field` for a value the use case refuses.
public protocol CodedError: Error {
    /// The stable, machine-readable code; `nil` keeps `use-case-failed`.
    var code: String? { get }
}
