import ControlProtocol

/// Report paths as signals and options give them: relative, inside the output directory.
public enum ReportPath {
    /// The components of `path`, or `pathOutsideOutputDirectory` when it is empty,
    /// absolute, names a parent (`..`) or holds a NUL.
    public static func components(of path: String) throws -> [String] {
        // By bytes, as the file system reads the path (a site checks hundreds per build).
        let components = path.utf8.split(separator: UInt8(ascii: "/"))
            .map { String(decoding: $0, as: UTF8.self) }.filter { $0 != "." }
        guard path.utf8.first != UInt8(ascii: "/"), !components.isEmpty, !path.utf8.contains(0),
              !components.contains("..") else {
            throw ReportError.pathOutsideOutputDirectory(path)
        }
        return components
    }

    /// A request's `directory=`: nil when it gives none; refused with `invalid-field` when
    /// empty or holding a control character (a line break in a directory's name), and as
    /// outside the output directory when absolute or naming a parent.
    static func requestedDirectory(_ directory: String?) throws -> String? {
        guard let directory else { return nil }
        guard !directory.isEmpty else {
            throw ReportError.invalidValue(
                field: "directory", problem: "is empty; expected a directory relative to the output directory, such as archive")
        }
        if let control = directory.unicodeScalars.first(where: VisibleText.isControl) {
            throw ReportError.invalidValue(
                field: "directory", problem: "holds the control character U+\(String(control.value, radix: 16, uppercase: true))")
        }
        _ = try components(of: directory)
        return directory
    }
}
