/// The value a store holds: compared by content, safe to hand across tasks.
///
/// Conform a `struct` of plain values. Reference types inside state break the promise that
/// two equal states show the same thing.
public protocol State: Equatable, Sendable {}
