extension ConfigurationProblem {
    /// The problem `error` describes, placed at the node of `root` its coding path leads to.
    ///
    /// A `DecodingError` names the failing key or value; any other error (a plugin's own
    /// validation) is placed at `root`, the options map being decoded.
    public init(decoding error: any Error, in root: ConfigNode) {
        if let problem = error as? ConfigurationProblem {
            self = problem
            return
        }
        guard let decodingError = error as? DecodingError else {
            self.init(String(describing: error), at: root.location)
            return
        }
        switch decodingError {
        case .keyNotFound(let key, let context):
            let node = root.descendant(at: context.codingPath)
            self.init("missing required key '\(key.stringValue)'" + Self.within(context.codingPath), at: node.location)
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            let node = root.descendant(at: context.codingPath)
            self.init(Self.label(context.codingPath) + context.debugDescription, at: node.location)
        @unknown default:
            self.init(String(describing: decodingError), at: root.location)
        }
    }

    private static func path(_ codingPath: [any CodingKey]) -> String {
        codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined().drop { $0 == "." }.description
    }

    private static func label(_ codingPath: [any CodingKey]) -> String {
        codingPath.isEmpty ? "" : "'\(path(codingPath))': "
    }

    private static func within(_ codingPath: [any CodingKey]) -> String {
        codingPath.isEmpty ? "" : " in '\(path(codingPath))'"
    }
}

extension ConfigNode {
    /// The deepest node `path` leads to from here (stopping where the path leaves the tree).
    func descendant(at path: [any CodingKey]) -> ConfigNode {
        var node = self
        for key in path {
            if let index = key.intValue, let items = node.items, items.indices.contains(index) {
                node = items[index]
            } else if let child = node[key.stringValue] {
                node = child
            } else {
                break
            }
        }
        return node
    }
}
