import Workouts

/// The options of `log-bodyweight`.
public struct LogBodyweightOptions: PluginOptions {
    /// The unit a bodyweight is given in when the signal does not say.
    public var units = WeightUnit.kilograms

    /// The defaults.
    public init() {}

    public static let declared: [OptionDeclaration<Self>] = [.units(at: \.units)]
}
