import MessageText

/// The readings of scalars that both the config sections (`ConfigNodeReading`) and
/// `NodeDecoder` make, so a value means the same wherever it is written.
extension ConfigNode {
    /// The Boolean this scalar spells (`true`, `True`, `TRUE` and the same forms of false),
    /// or `nil` for anything else.
    var booleanValue: Bool? {
        switch scalar {
        case "true", "True", "TRUE": true
        case "false", "False", "FALSE": false
        default: nil
        }
    }

    /// The duration this scalar spells in `DurationText`'s forms, or `nil` for anything else.
    var durationValue: Duration? {
        scalar.flatMap(DurationText.parse)
    }
}
