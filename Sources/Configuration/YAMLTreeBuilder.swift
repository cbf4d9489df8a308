import CYAML

/// Turns libyaml's events into nodes, one open list or map at a time, within `YAMLLimits`.
///
/// Every step is constant time (amortised): items are appended in place and a map finds a
/// repeated key through an index, so a long list or map is read in linear time.
struct YAMLTreeBuilder {
    /// A list or map being read.
    private struct Frame {
        let isMapping: Bool
        let location: SourceLocation
        let anchor: String?
        var items: [ConfigNode] = []
        var entries: [ConfigNode.MappingEntry] = []
        /// Key → its index in `entries`, to find a repeated key at once.
        var entryIndex: [String: Int] = [:]
        var pendingKey: (name: String, location: SourceLocation)?
        /// Nodes in this subtree so far, itself included (aliases expanded).
        var size = 1

        init(isMapping: Bool, location: SourceLocation, anchor: String?) {
            self.isMapping = isMapping
            self.location = location
            self.anchor = anchor
        }

        /// Adds `node` (of `size` nodes) as the next item, key or value; returns a problem
        /// that does not stop reading, if any.
        mutating func add(_ node: ConfigNode, size: Int) -> ConfigurationProblem? {
            self.size += size
            guard isMapping else {
                items.append(node)
                return nil
            }
            guard let key = pendingKey else {
                guard let name = node.scalar else {
                    pendingKey = ("", node.location)
                    return ConfigurationProblem("expected a plain key, found \(node.kindDescription)", at: node.location)
                }
                pendingKey = (name, node.location)
                return nil
            }
            pendingKey = nil
            if let index = entryIndex[key.name] {
                let first = entries[index].keyLocation
                return ConfigurationProblem(
                    "duplicate key '\(key.name)': already given at line \(first.line), column \(first.column)",
                    at: key.location)
            }
            entryIndex[key.name] = entries.count
            entries.append(ConfigNode.MappingEntry(key: key.name, keyLocation: key.location, value: node))
            return nil
        }

        var node: ConfigNode {
            ConfigNode(isMapping ? .mapping(entries) : .sequence(items), at: location)
        }
    }

    let file: String
    let limits: YAMLLimits
    private(set) var root: ConfigNode?
    private(set) var problems: [ConfigurationProblem] = []
    private var stack: [Frame] = []
    /// Anchor name → its node and how many nodes it holds.
    private var anchors: [String: (node: ConfigNode, size: Int)] = [:]
    private var nodes = 0
    private var documents = 0

    init(file: String, limits: YAMLLimits) {
        self.file = file
        self.limits = limits
    }

    var start: SourceLocation { SourceLocation(file: file, line: 1, column: 1) }

    func location(_ mark: yaml_mark_t) -> SourceLocation {
        SourceLocation(file: file, line: Int(mark.line) + 1, column: Int(mark.column) + 1)
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
            let node = ConfigNode(.scalar(text, quoted: scalar.style != YAML_PLAIN_SCALAR_STYLE), at: here)
            if let anchor = Self.string(scalar.anchor) { anchors[anchor] = (node, 1) }
            return add(node, size: 1, at: here)
        case YAML_ALIAS_EVENT:
            let name = Self.string(event.data.alias.anchor) ?? ""
            guard let anchored = anchors[name] else {
                return ConfigurationProblem("unknown alias '*\(name)': expected an anchor defined earlier", at: here)
            }
            return add(anchored.node, size: anchored.size, at: here)
        case YAML_SEQUENCE_START_EVENT:
            return open(Frame(isMapping: false, location: here, anchor: Self.string(event.data.sequence_start.anchor)))
        case YAML_MAPPING_START_EVENT:
            return open(Frame(isMapping: true, location: here, anchor: Self.string(event.data.mapping_start.anchor)))
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            return close()
        default:
            break
        }
        return nil
    }

    private mutating func open(_ frame: Frame) -> ConfigurationProblem? {
        guard stack.count < limits.maximumDepth else {
            return ConfigurationProblem(
                "lists and maps nested more than \(limits.maximumDepth) deep: "
                    + "at most \(limits.maximumDepth) levels are allowed", at: frame.location)
        }
        if let problem = count(1, at: frame.location) { return problem }
        stack.append(frame)
        return nil
    }

    private mutating func close() -> ConfigurationProblem? {
        guard let frame = stack.popLast() else { return nil }
        let node = frame.node
        if let anchor = frame.anchor { anchors[anchor] = (node, frame.size) }
        // Its nodes were counted as they were read.
        return place(node, size: frame.size)
    }

    /// Counts a scalar or alias of `size` nodes, then places it.
    private mutating func add(_ node: ConfigNode, size: Int, at location: SourceLocation) -> ConfigurationProblem? {
        if let problem = count(size, at: location) { return problem }
        return place(node, size: size)
    }

    private mutating func place(_ node: ConfigNode, size: Int) -> ConfigurationProblem? {
        guard !stack.isEmpty else {
            root = node
            return nil
        }
        if let problem = stack[stack.count - 1].add(node, size: size) { problems.append(problem) }
        return nil
    }

    private mutating func count(_ added: Int, at location: SourceLocation) -> ConfigurationProblem? {
        nodes += added
        guard nodes > limits.maximumNodes else { return nil }
        let limit = YAMLLimits.grouped(limits.maximumNodes)
        return ConfigurationProblem(
            "more than \(limit) values (lists, maps and scalars, counting what an alias repeats each time "
                + "it is used): at most \(limit) are allowed", at: location)
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
