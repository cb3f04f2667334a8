import Foundation
import SplitLayout

/// A program in a `PseudoTerminal` watched through a `VirtualTerminal`:
/// what a person at that terminal would see, kept up to date as the
/// output is read.
///
/// ```
/// let session = try TerminalSession(arguments: ["--data", path], size: Size(width: 80, height: 24))
/// #expect(session.waitForScreen { $0.text.contains("Recipes") })
/// session.type("q")
/// #expect(session.waitForExit() == .exited(0))
/// #expect(!session.screen.isAlternateScreen)
/// ```
public final class TerminalSession {
  /// The program's terminal.
  public let pty: PseudoTerminal
  /// The emulated screen, fed with every byte read so far.
  public private(set) var screen: VirtualTerminal
  private var fed = 0

  /// Runs `executable` (the built `recipes` by default) with `arguments`
  /// in a terminal of `size`.
  public init(
    executable: URL? = PackagePaths.recipesBinary, arguments: [String], size: Size,
    environment: [String: String] = PseudoTerminal.defaultEnvironment()
  ) throws {
    guard let executable else {
      throw PseudoTerminal.SpawnError(description: "no built recipes binary; run swift build")
    }
    pty = try PseudoTerminal(
      executable: executable, arguments: arguments, size: size, environment: environment)
    screen = VirtualTerminal(size: size)
  }

  /// Every byte the program wrote so far.
  public var output: [UInt8] { pty.output }

  /// Feeds the bytes read since the last call to the screen.
  private func update() {
    let output = pty.output
    guard fed < output.count else { return }
    screen.feed(output[fed...])
    fed = output.count
  }

  /// Reads output until `condition(screen)` holds (true) or `timeout`
  /// passes (false).
  @discardableResult
  public func waitForScreen(
    timeout: Duration = .seconds(20), _ condition: (VirtualTerminal) -> Bool
  ) -> Bool {
    pty.readUntil(timeout: timeout) { _ in
      update()
      return condition(screen)
    }
  }

  /// Reads until the program has been quiet for `quiet` (it waits for a key).
  public func settle(quiet: Duration = .milliseconds(300)) {
    pty.readUntilQuiet(quiet: quiet)
    update()
  }

  /// Types `keys` (raw bytes as a terminal sends them: `"\r"` enter,
  /// `"\t"` tab, `"\u{1B}[B"` down).
  public func type(_ keys: String) {
    pty.write(keys)
  }

  /// Resizes the terminal window: the screen first takes what was already
  /// written at the old size.
  public func resize(to size: Size) {
    settle(quiet: .milliseconds(100))
    resizeNow(to: size)
  }

  /// Resizes the terminal window at once, without waiting for the program
  /// to be quiet (so the resize can land while it is in the middle of
  /// reading a sequence): the screen takes what was read so far at the
  /// old size; the program repaints everything after a resize.
  public func resizeNow(to size: Size) {
    update()
    screen.resize(to: size)
    pty.resize(to: size)
  }

  /// Waits for the program to end and reads the rest of its output.
  @discardableResult
  public func waitForExit(timeout: Duration = .seconds(30)) -> PseudoTerminal.ExitStatus? {
    let status = pty.waitForExit(timeout: timeout)
    update()
    return status
  }

  /// Reads until `recipes` has read every key typed and waits in its run
  /// loop (one `poll` on input, resizes and the file watch), its frame
  /// drawn and read; with `nothingDue`, also with no save or message due
  /// (every change saved). At most `limit`; false when it did not come.
  /// No pause stands for this: it is the kernel's word (`PseudoTerminal.pollWait`).
  @discardableResult
  public func waitUntilIdle(nothingDue: Bool = false, limit: Duration = .seconds(60)) -> Bool {
    let idle = pty.waitUntilWaiting(descriptors: 3, untilInput: nothingDue, limit: limit) {
      waitForScreen(timeout: $0) { _ in false }
    }
    // It waits: what it wrote is all there to read.
    settle(quiet: .milliseconds(50))
    return idle
  }
}
