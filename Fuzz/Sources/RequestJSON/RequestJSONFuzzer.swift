import FuzzSupport

/// Fuzzes the JSON form of request lines (lines whose first visible byte is `{` or `[`): no
/// line traps, and a request that reads is read the same after writing it back.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRequestJSON(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = fuzzBytes(data, size)
    let first = bytes.first { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }
    guard first == UInt8(ascii: "{") || first == UInt8(ascii: "[") else { return -1 }
    RequestChecks.check(bytes)
    return 0
}
