extension CronExpression {
    /// The `@` aliases crontab(5) defines for periodic jobs, by their five-field meaning.
    /// `@reboot` is left out: liftd has no notion of a boot.
    static let aliases: [String: String] = [
        "@yearly": "0 0 1 1 *",
        "@annually": "0 0 1 1 *",
        "@monthly": "0 0 1 * *",
        "@weekly": "0 0 * * 0",
        "@daily": "0 0 * * *",
        "@midnight": "0 0 * * *",
        "@hourly": "0 * * * *",
    ]

    /// The supported aliases, in the order crontab(5) lists them.
    public static let aliasNames = ["@yearly", "@annually", "@monthly", "@weekly", "@daily", "@midnight", "@hourly"]
}
