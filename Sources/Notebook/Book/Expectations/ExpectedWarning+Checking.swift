extension ExpectedWarning {
    /// Checks the warning line against the messages of the warnings the listing produced: nil when one contains
    /// `text`.
    public func check(warnings messages: [String]) -> ExpectationFailure? {
        if messages.contains(where: { $0.contains(text) }) { return nil }
        let got = messages.isEmpty ? "no warnings" : messages.map { "'\($0)'" }.joined(separator: ", ")
        return ExpectationFailure(reason: .missingWarning, location: location,
                                  text: "\(location.file):\(location.line): expected a warning containing '\(text)', got \(got)")
    }
}
