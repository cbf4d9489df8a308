import SignalStore

/// Writes the file node_exporter's textfile collector reads, atomically and durably, so the
/// collector never reads half a file and a crash leaves the previous one.
public protocol TextfileWriting: Sendable {
    /// Replaces `name` in `directory` with `text`, with the permission bits `mode` whatever the
    /// umask; returns its path once it is durable.
    func replace(_ name: String, in directory: String, with text: String, mode: UInt32) throws -> String
}

private enum TextfileWriterKey: DependencyKey {
    static var liveValue: any TextfileWriting { UnconfiguredTextfileWriter() }
    static let name = "textfileWriter"
}

extension DependencyValues {
    /// How `metrics-textfile` writes `liftd.prom`. The daemon sets PluginFileSystem's
    /// `TextfileWriter()`; until then writes fail.
    public var textfileWriter: any TextfileWriting {
        get { self[TextfileWriterKey.self] }
        set { self[TextfileWriterKey.self] = newValue }
    }
}

/// The writer in effect until the daemon gives one: refuses every write, naming the file.
struct UnconfiguredTextfileWriter: TextfileWriting {
    func replace(_ name: String, in directory: String, with text: String, mode: UInt32) throws -> String {
        throw ReportError.writeFailed(path: directory + "/" + name, reason: "no textfile writer is configured")
    }
}
