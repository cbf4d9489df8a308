extension SignalFailed {
    public static let about = SignalDescription.internal(
        "tells notifiers a chain failed, or a notification could not be delivered",
        example: "signal-failed failedSignal=log-set useCase=log-set code=invalid-field message=\"reps: too many\" chain=7",
        fields: ["failedSignal": "the signal that failed", "useCase": "the use case that failed, if one did",
                 "code": "the error's code", "message": "the error, for people", "chain": "the chain it failed in"])
}
