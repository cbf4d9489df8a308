import CYAML

/// Reads YAML text into a `ConfigNode` tree with libyaml, keeping every node's location.
///
/// One document per file; anchors and aliases are resolved; a key repeated in one map is a
/// problem (YAML says keys are unique, and a repeated bundle or schedule name would otherwise
/// silently replace the first).
enum YAMLReader {
    /// The tree of `text`, which came from `file`. An empty document is an empty map.
    static func read(_ text: String, file: String) throws(ConfigurationError) -> ConfigNode {
        var builder = TreeBuilder(file: file)
        var bytes = Array(text.utf8)
        if bytes.isEmpty { bytes = [0x0A] }
        let outcome: Result<ConfigNode?, ConfigurationProblem> = bytes.withUnsafeBufferPointer { buffer in
            var parser = yaml_parser_t()
            guard yaml_parser_initialize(&parser) == 1 else {
                return .failure(ConfigurationProblem("cannot start the YAML parser", at: builder.start))
            }
            defer { yaml_parser_delete(&parser) }
            guard let base = buffer.baseAddress else { return .success(nil) }
            yaml_parser_set_input_string(&parser, base, buffer.count)
            while true {
                var event = yaml_event_t()
                guard yaml_parser_parse(&parser, &event) == 1 else {
                    return .failure(builder.syntaxProblem(of: parser))
                }
                defer { yaml_event_delete(&event) }
                if event.type == YAML_STREAM_END_EVENT { return .success(builder.root) }
                if let problem = builder.accept(event) { return .failure(problem) }
            }
        }
        switch outcome {
        case .failure(let problem):
            throw ConfigurationError(builder.problems + [problem])
        case .success(let root):
            if !builder.problems.isEmpty { throw ConfigurationError(builder.problems) }
            return root ?? .emptyMapping(at: builder.start)
        }
    }
}

/// Turns libyaml's events into nodes, one open list or map at a time.
private struct TreeBuilder {
    private enum Frame {
        case sequence(items: [ConfigNode], location: SourceLocation, anchor: String?)
        case mapping(entries: [ConfigNode.MappingEntry], pendingKey: (String, SourceLocation)?,
                     location: SourceLocation, anchor: String?)
    }

    let file: String
    private(set) var root: ConfigNode?
    private(set) var problems: [ConfigurationProblem] = []
    private var stack: [Frame] = []
    private var anchors: [String: ConfigNode] = [:]
    private var documents = 0

    init(file: String) { self.file = file }

    var start: SourceLocation { SourceLocation(file: file, line: 1, column: 1) }

    func location(_ mark: yaml_mark_t) -> SourceLocation {
        SourceLocation(file: file, line: Int(mark.line) + 1, column: Int(mark.column) + 1)
    }

    func syntaxProblem(of parser: yaml_parser_t) -> ConfigurationProblem {
        let problem = parser.problem.map { String(cString: $0) } ?? "unreadable YAML"
        let context = parser.context.map { " " + String(cString: $0) } ?? ""
        return ConfigurationProblem("YAML syntax error: \(problem)\(context)", at: location(parser.problem_mark))
    }

    /// Takes one event; returns a problem that stops reading, if any.
    mutating func accept(_ event: yaml_event_t) -> ConfigurationProblem? {
        let here = location(event.start_mark)
        switch event.type {
        case YAML_DOCUMENT_START_EVENT:
            documents += 1
            if documents > 1 {
                return ConfigurationProblem("expected one YAML document, found a second one", at: here)
            }
        case YAML_SCALAR_EVENT:
            let scalar = event.data.scalar
            let text = Self.string(scalar.value, length: Int(scalar.length))
            let quoted = scalar.style != YAML_PLAIN_SCALAR_STYLE
            let node = ConfigNode(.scalar(text, quoted: quoted), at: here)
            remember(node, anchor: Self.string(scalar.anchor))
            add(node)
        case YAML_ALIAS_EVENT:
            let name = Self.string(event.data.alias.anchor) ?? ""
            guard let node = anchors[name] else {
                return ConfigurationProblem("unknown alias '*\(name)': expected an anchor defined earlier", at: here)
            }
            add(node)
        case YAML_SEQUENCE_START_EVENT:
            stack.append(.sequence(items: [], location: here, anchor: Self.string(event.data.sequence_start.anchor)))
        case YAML_MAPPING_START_EVENT:
            stack.append(.mapping(entries: [], pendingKey: nil, location: here,
                                  anchor: Self.string(event.data.mapping_start.anchor)))
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            close()
        default:
            break
        }
        return nil
    }

    private mutating func close() {
        guard let frame = stack.popLast() else { return }
        switch frame {
        case .sequence(let items, let location, let anchor):
            let node = ConfigNode(.sequence(items), at: location)
            remember(node, anchor: anchor)
            add(node)
        case .mapping(let entries, _, let location, let anchor):
            let node = ConfigNode(.mapping(entries), at: location)
            remember(node, anchor: anchor)
            add(node)
        }
    }

    private mutating func add(_ node: ConfigNode) {
        guard let top = stack.popLast() else {
            root = node
            return
        }
        switch top {
        case .sequence(let items, let location, let anchor):
            stack.append(.sequence(items: items + [node], location: location, anchor: anchor))
        case .mapping(var entries, let pendingKey, let location, let anchor):
            if let (key, keyLocation) = pendingKey {
                if let first = entries.first(where: { $0.key == key }) {
                    problems.append(ConfigurationProblem(
                        "duplicate key '\(key)': already given at line \(first.keyLocation.line), "
                            + "column \(first.keyLocation.column)", at: keyLocation))
                } else {
                    entries.append(ConfigNode.MappingEntry(key: key, keyLocation: keyLocation, value: node))
                }
                stack.append(.mapping(entries: entries, pendingKey: nil, location: location, anchor: anchor))
            } else {
                guard let key = node.scalar else {
                    problems.append(ConfigurationProblem(
                        "expected a plain key, found \(node.kindDescription)", at: node.location))
                    stack.append(.mapping(entries: entries, pendingKey: ("", node.location),
                                          location: location, anchor: anchor))
                    return
                }
                stack.append(.mapping(entries: entries, pendingKey: (key, node.location),
                                      location: location, anchor: anchor))
            }
        }
    }

    private mutating func remember(_ node: ConfigNode, anchor: String?) {
        if let anchor { anchors[anchor] = node }
    }

    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?, length: Int) -> String {
        guard let pointer else { return "" }
        return String(decoding: UnsafeBufferPointer(start: pointer, count: length), as: UTF8.self)
    }

    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        guard let pointer else { return nil }
        return String(cString: pointer)
    }
}
