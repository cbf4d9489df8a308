/// Why a cron expression was rejected.
public enum CronExpressionError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The expression does not have the five fields (or one `@` alias) cron expects.
    case wrongFieldCount(found: Int)
    /// An `@` word that is not one of the supported aliases.
    case unknownAlias(String)
    /// One field could not be read; `text` is the field as written.
    case invalidField(CronField, text: String, problem: CronFieldProblem)

    /// The field the error is about, if it is about one field.
    public var field: CronField? {
        if case .invalidField(let field, _, _) = self { return field }
        return nil
    }

    /// A message naming the field and saying what to write instead.
    public var description: String {
        switch self {
        case .wrongFieldCount(let found):
            return "expected 5 fields (minute hour day-of-month month day-of-week) or an alias "
                + "such as @daily, found \(found) field\(found == 1 ? "" : "s")"
        case .unknownAlias(let alias):
            return "unknown alias \(alias); use one of \(CronExpression.aliasNames.joined(separator: " "))"
        case .invalidField(let field, let text, let problem):
            return "\(field.name) field \"\(text)\": \(problem.explanation(for: field))"
        }
    }
}

/// What is wrong with one field of a cron expression.
public enum CronFieldProblem: Equatable, Sendable {
    /// A list item is empty, as in `1,,2` or `5,`.
    case emptyItem
    /// A value is neither a number nor one of the field's names.
    case notAValue(String)
    /// A number lies outside the field's allowed values.
    case outOfRange(String)
    /// A range ends before it starts, as in `5-1`.
    case reversedRange(String)
    /// A step is not a positive number, as in `*/0` or `*/x`.
    case invalidStep(String)
    /// The chosen days of the month never occur in the chosen months, as in `30 2`.
    case dayNeverOccurs

    func explanation(for field: CronField) -> String {
        let range = field.allowedValues
        let names = field.names.isEmpty ? "" : " or a name \(field.names.first ?? "")–\(field.names.last ?? "")"
        switch self {
        case .emptyItem:
            return "a list item is empty; separate values with single commas, as in 1,15"
        case .notAValue(let value) where value.isEmpty:
            return "a value is missing (a range needs one on each side of -); use \(range.lowerBound)–\(range.upperBound)\(names)"
        case .notAValue(let value):
            return "\"\(value)\" is not a number\(names.isEmpty ? "" : " or a name"); use \(range.lowerBound)–\(range.upperBound)\(names)"
        case .outOfRange(let value):
            return "\(value) is out of range; use \(range.lowerBound)–\(range.upperBound)\(names)"
        case .reversedRange(let value):
            return "the range \(value) ends before it starts; write the smaller value first"
        case .invalidStep(let value):
            return "the step \"\(value)\" must be a whole number of at least 1, as in */15"
        case .dayNeverOccurs:
            return "no chosen month has that many days, so the job would never run"
        }
    }
}
