/// Every plugin liftd ships, in the order `liftd plugins` lists them.
/// A new plugin is its folder in `Sources/Plugins` plus one line here; nothing else registers
/// it (docs/PLUGINS.md).
public enum PluginCatalog {
    /// All shipped plugins.
    public static let all: [PluginDescriptor] = [
        .startWorkout,
        .resumeWorkout,
        .logSet,
        .finishWorkout,
        .undoLastSet,
        .deleteWorkout,
        .deleteSet,
        .updateSet,
        .workouts,
        .workout,
        .volume,
        .records,
        .exercises,
        .renameExercise,
        .trend,
        .muscleTrend,
        .logBodyweight,
        .bodyweight,
        .importFile,
        .imports,
        .undoImport,
        .weeklyVolume,
        .summaryMarkdown,
        .summaryJSON,
        .summarySVG,
        .summaryHTML,
        .exportFHIR,
        .exportAppleHealth,
        .exportStrongCSV,
        .exportFIT,
        .applyUnitsChange,
        .reportLog,
        .webhook,
        .metrics,
        .metricsTextfile,
        .backup,
    ]
}
