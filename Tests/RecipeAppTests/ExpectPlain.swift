import TestSupport
import Testing

/// Both streams of a run of the binary are plain text (`PlainText`): no
/// escape sequence, control or bidi character of hostile data got out.
func expectPlain(_ run: CommandRun, sourceLocation: SourceLocation = #_sourceLocation) {
  let output = PlainText.problems(in: run.standardOutput)
  let error = PlainText.problems(in: run.standardError)
  #expect(output.isEmpty, "stdout: \(output)", sourceLocation: sourceLocation)
  #expect(error.isEmpty, "stderr: \(error)", sourceLocation: sourceLocation)
}
