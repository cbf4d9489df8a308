import SignalStore

extension ImportFile {
    public static let about = SignalDescription(
        "import a Strong, Hevy or FitNotes export, or Apple Health bodyweights (liftctl import FILE streams one)",
        example: "import path=strong.csv units=lbs",
        fields: [
            "path": "the file, inside the configured import directory",
            "csv": "the export's contents, instead of a path",
            "upload": "an upload sent with import-chunk, instead of a path",
            "size": "with upload: the file's size in bytes",
            "sha256": "with upload: the file's SHA-256, in hexadecimal",
            "name": "with upload: the file's name where the client read it, for messages and import-finished",
            "units": .init("the unit of a Strong classic export's weights", values: weightUnitValues,
                           defaultOption: "units"),
            "program": .init("a training program (programs: in the config) whose sessions the file's workouts are, "
                + "those on or after its starts, in date order", default: "none"),
        ])
}

extension ImportChunk {
    public static let about = SignalDescription.internal(
        "one piece of a file liftctl import uploads; import upload=… imports the whole",
        example: "import-chunk upload=strong-1 offset=0 size=4 data=\"YWJjZA==\"",
        fields: ["upload": "the upload's name, chosen by the client",
                 "offset": "where the piece starts in the file, in bytes",
                 "size": "the piece's length in bytes",
                 "data": "the piece, in base64"])
}

extension ImportFinished {
    public static let about = SignalDescription.internal(
        "tells notifiers an import finished, with its counts",
        example: "import-finished source=strong.csv format=strong-classic workoutsInFile=3 setsInFile=40 "
            + "workoutsAdded=3 setsAdded=40 setsAlreadyPresent=0 workoutsUpdated=0 setsUpdated=0 setsRemoved=0 missingFromFileCount=0 "
            + "skippedRows=0 failedWorkouts=0",
        fields: [
            "source": "the file imported", "format": "the export's format",
            "workoutsInFile": "workouts the file holds", "setsInFile": "sets the file holds",
            "workoutsAdded": "workouts stored", "setsAdded": "sets stored",
            "setsAlreadyPresent": "sets stored before",
            "workoutsUpdated": "workouts imported before from the same app whose sets the file corrected",
            "setsUpdated": "sets imported before from the same app changed to match the file",
            "setsRemoved": "sets imported before from the same app that the file no longer has, removed",
            "missingFromFileCount": "workouts imported before from the same app that the file no longer has (kept)",
            "skippedRows": "rows that were not sets",
            "failedWorkouts": "workouts refused",
            "stoppedAtLine": "for an import that failed part way, the line it stopped at",
        ])
}

extension ListImports {
    public static let about = SignalDescription(
        "list past imports, newest first: file, format, when, what each added, and when undone",
        example: "imports limit=5",
        fields: ["limit": .init("how many to list, 1 to 10000", default: "30")])
}

extension UndoImport {
    public static let about = SignalDescription(
        "remove what one import added: its workouts, the sets it added to others, its bodyweights "
            + "(sets it corrected stay corrected)",
        example: "undo-import import=3",
        fields: ["import": "the import's id, as its reply and imports give it"])
}
