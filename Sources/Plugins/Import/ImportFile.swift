import SignalStore
import Workouts

/// Imports a Strong, Hevy or FitNotes export: `import path=strong.csv units=lbs`; or the
/// bodyweights of an Apple Health `export.xml` or `export.zip` (`path` or `upload`).
///
/// `path` is read from the configured import directory (relative to it, or absolute inside
/// it); `csv` carries the file itself when a client streams it (`liftctl import FILE`).
public struct ImportFile: SenderAwareSignal, Equatable {
    public static let wireName = "import"
    /// The file, inside the import directory.
    public var path: String?
    /// The export's contents, instead of a path.
    public var csv: String?
    /// An upload sent with `import-chunk`, instead of a path; removed once imported.
    public var upload: String?
    /// With `upload`: the size of the file in bytes; the upload must hold exactly that many.
    public var size: Int?
    /// With `upload`: the file's SHA-256 in hexadecimal; the upload must have that digest.
    public var sha256: String?
    /// The unit of a Strong classic export's weights (`kg` or `lbs`); the plugin's `units`
    /// option when absent.
    public var units: String?
    /// With `upload`: the file's name where the client read it (`strong.csv`; liftctl sends
    /// it), so that messages and `import-finished` name the file, not only the upload.
    public var name: String?
    /// The uid that sent the request, from the socket's peer credentials: `upload` names one
    /// of that uid's uploads; nil from inside liftd.
    public var senderUserID: UInt32?
    /// The training program whose sessions the file's workouts are (`programs:` names them):
    /// each dated on or after its `starts` counts, in date order.
    public var program: String?

    /// Asks to import the file at `path`, the export `csv`, or `upload` (of `size` bytes
    /// with digest `sha256`, staged by `senderUserID`).
    public init(
        path: String? = nil, csv: String? = nil, upload: String? = nil, size: Int? = nil, sha256: String? = nil,
        units: String? = nil, name: String? = nil, senderUserID: UInt32? = nil, program: String? = nil
    ) {
        self.path = path
        self.csv = csv
        self.upload = upload
        self.size = size
        self.sha256 = sha256
        self.units = units
        self.name = name
        self.senderUserID = senderUserID
        self.program = program
    }
}

extension Signal where Self == ImportFile {
    /// Import the export at `path` in the import directory.
    public static func importFile(path: String, units: String? = nil, program: String? = nil) -> Self {
        Self(path: path, units: units, program: program)
    }
}
