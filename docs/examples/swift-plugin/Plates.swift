import Plugins
import SignalStore

/// `plates weight=…`: the plates to load on each side of the bar for a weight in kg (read).
public struct Plates: Signal, Equatable {
    public static let wireName = "plates"
    public static let access = SignalAccess.read
    public static let about = SignalDescription(
        "the plates to load on each side of the bar", example: "plates weight=100",
        fields: ["weight": "the total weight wanted, bar included, in kg"])
    /// The total weight wanted, bar included, in kilograms.
    public var weight: Double
    public init(weight: Double) { self.weight = weight }
}

/// The `plates` plugin's options: what `liftd plugins` lists and the decoder reads.
public struct PlatesOptions: PluginOptions {
    /// The bar's weight in kilograms.
    public var bar = 20.0
    /// The plates at hand, in kilograms.
    public var plates = [25, 20, 15, 10, 5, 2.5, 1.25]
    public init() {}

    public static let declared: [OptionDeclaration<Self>] = [
        .value("bar", at: \.bar, "the bar's weight in kg"),
        .value("plates", at: \.plates, "the plates at hand in kg, any order",
               check: { plates in plates.allSatisfy { $0 > 0 } ? nil : "every plate must weigh more than 0" }),
    ]
}

/// Answers `plates` with the heaviest plates first; changes nothing.
public struct PlatesUseCase: UseCase {
    let options: PlatesOptions

    public var name: String { Plates.wireName }
    public var handledSignals: [any Signal.Type] { [Plates.self] }

    /// The plates on one side, heaviest first, and the weight per side they leave out.
    public struct Reply: Encodable, Sendable, Equatable {
        public var perSide: [Double]
        public var missingPerSide: Double
    }

    public func handle(_ signal: any Signal, state: LiftdState) async throws -> UseCaseResult<LiftdState> {
        guard let request = signal as? Plates else { return .notHandled }
        guard request.weight >= options.bar else {
            throw TrainingError.invalidValue(field: "weight", problem: "less than the \(options.bar) kg bar")
        }
        var left = (request.weight - options.bar) / 2
        var perSide: [Double] = []
        for plate in options.plates.sorted(by: >) {
            while plate <= left + 1e-9 {
                perSide.append(plate)
                left -= plate
            }
        }
        return .reply(Reply(perSide: perSide, missingPerSide: left))
    }
}

extension PluginDescriptor {
    /// `plates`.
    public static let plates = PluginDescriptor(
        name: Plates.wireName, summary: "the plates to load on each side of the bar (read)",
        defaults: PlatesOptions()
    ) { options in PlatesUseCase(options: options) }
}
