/// Stops the fuzzer when `condition` is false: the trap makes libFuzzer save the input as a
/// crash, and `message` (printed before it) says which property of the reader broke.
public func invariant(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError("invariant broken: \(message())") }
}

/// The bytes libFuzzer passes to `LLVMFuzzerTestOneInput`, copied into an array.
public func fuzzBytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
    guard let data, size > 0 else { return [] }
    return Array(UnsafeBufferPointer(start: data, count: size))
}
