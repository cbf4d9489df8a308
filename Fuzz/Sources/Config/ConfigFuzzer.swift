import Configuration
import FuzzSupport

/// Fuzzes config loading (YAML through libyaml, then the settings): no text traps or
/// exhausts the stack, and a refused config names each problem at a real place in it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConfig(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    // The loader refuses a file that is not UTF-8 before parsing it; such input tests nothing.
    guard let text = String(validating: fuzzBytes(data, size), as: UTF8.self) else { return -1 }
    do {
        _ = try ConfigurationLoader.read(text, source: source, environment: [:])
    } catch {
        invariant(!error.problems.isEmpty, "a refused config names no problem")
        // YAML breaks lines at LF, CR, NEL, LS and PS; counting CR LF twice keeps this a bound.
        let lines = text.unicodeScalars.count { "\n\r\u{85}\u{2028}\u{2029}".unicodeScalars.contains($0) } + 2
        for problem in error.problems {
            let location = problem.location
            invariant(!problem.message.isEmpty, "a problem at \(location) has no message")
            invariant(location.file == source, "a problem is placed in \(location.file)")
            invariant(
                location.line >= 1 && location.line <= lines, "a problem on line \(location.line) of \(lines - 1)")
            invariant(location.column >= 1, "a problem in column \(location.column)")
        }
    }
    return 0
}

private let source = "fuzz.yaml"
