import FuzzSupport

/// Fuzzes the text form of request lines (`name key=value key="quoted"`): no line traps, and
/// a request that reads is read the same after writing it back in either form.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRequestText(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = fuzzBytes(data, size)
    let first = bytes.first { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }
    guard first != UInt8(ascii: "{"), first != UInt8(ascii: "[") else { return -1 }
    RequestChecks.check(bytes)
    return 0
}
