import CYAML

/// Reads YAML text into a `ConfigNode` tree with libyaml, keeping every node's location.
///
/// One document per file; anchors and aliases are resolved; a key repeated in one map is a
/// problem (YAML says keys are unique, and a repeated bundle or schedule name would otherwise
/// silently replace the first). Text beyond `YAMLLimits` (size, nesting depth, values
/// including those an alias repeats) is refused where the limit was passed, as soon as it is.
enum YAMLReader {
    /// The tree of `text`, which came from `file`. An empty document is an empty map.
    static func read(_ text: String, file: String, limits: YAMLLimits = .standard) throws(ConfigurationError) -> ConfigNode {
        var builder = YAMLTreeBuilder(file: file, limits: limits)
        var bytes = Array(text.utf8)
        if bytes.count > limits.maximumBytes {
            throw ConfigurationError([ConfigurationProblem(
                "the config is \(YAMLLimits.grouped(bytes.count)) bytes: at most \(limits.byteLimitDescription) "
                    + "is read", at: builder.start)])
        }
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
                    return .failure(YAMLSyntaxProblem(parser, file: builder.file, text: buffer).problem)
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
