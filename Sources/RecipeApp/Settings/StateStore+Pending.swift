import FoundationEssentials
import Glibc

// The quit while another instance holds the lock (issue 31): the save waits
// `quitPatience`, then keeps this run's changes in a pending file beside
// the state, which the next start merges.
extension StateStore {
  /// Saves at quit, waiting for a held lock up to `quitPatience`, else
  /// writing the changes to `state.json.pending-<pid>`. The lines to print
  /// on standard error once the terminal is restored.
  func saveAtQuit() -> [String] {
    guard isDirty, let path, !isSavingDisabled else { return takeWarnings() }
    let now = clock()
    if save(at: now, patience: Self.quitPatience, warnsAtOnce: true) { return takeWarnings() }
    guard lockedSince != nil else { return takeWarnings() }
    _ = takeWarnings()
    let pending = StateFileIO.pending(of: StateFileIO.resolvingLinks(path))
    var mine = state
    mine.savedAt = now
    var base = self.base
    if let first = members.first {
      // Several sources: the pending file is one entry's, the first's
      // (the others' places and collections of this run are not kept).
      mine = mine.part(of: first, keepingTheRest: true)
      base = base.part(of: first, keepingTheRest: true)
    }
    let line = message(.locked, path: path)
    do {
      let bytes = Array(
        try JSONEncoder().encode(PendingState(bundle: bundleKey, mine: mine, base: base)))
      if let problem = StateFileIO.writeAtomically(bytes, to: pending) {
        return ["\(line); this run's changes are lost: \(problem.reason)"]
      }
    } catch {
      return ["\(line); this run's changes are lost: \(error)"]
    }
    isDirty = false
    return [
      "\(line); this run's changes are in \(Sanitized.printable(pending)), merged at the next start"
    ]
  }

  /// Merges the pending files of earlier runs into the state file at
  /// `file`, under the lock, and removes them. Left for a later start when
  /// the lock stays held or the file cannot be read or written; one that
  /// does not decode is left as it is.
  func mergePending(into file: String) {
    let pendings = StateFileIO.pendingFiles(of: file)
    guard !pendings.isEmpty else { return }
    guard
      case .success(let lock) = StateFileIO.lock(
        file, patience: Self.startPatience, pause: pause)
    else { return }
    defer { StateFileIO.unlock(lock) }
    guard var read = readFile(file), !isSavingDisabled else { return }
    var merged: [String] = []
    for pending in pendings {
      guard case .success(let bytes) = SafeFile.read(pending, limit: StateFileIO.maximumBytes),
        StateFileIO.nestingDepth(bytes) <= StateFileIO.maximumDepth,
        let saved = try? JSONDecoder().decode(PendingState.self, from: Data(bytes))
      else { continue }
      let disk = read.bundles[saved.bundle] ?? BundleState()
      read.bundles[saved.bundle] = BundleState.merged(
        mine: saved.mine.sanitized(), base: saved.base.sanitized(), disk: disk)
      merged.append(pending)
    }
    guard !merged.isEmpty,
      case .success(let bytes) = StateFileIO.encodeBounded(read, keeping: bundleKey),
      StateFileIO.writeAtomically(bytes, to: file) == nil
    else { return }
    for pending in merged { unlink(pending) }
  }
}
