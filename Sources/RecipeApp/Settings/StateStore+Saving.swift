extension StateStore {
  /// Re-reads the file under the lock, merges this bundle's entry with what
  /// is there, writes atomically. Other bundles' entries are kept as read.
  ///
  /// A state file that is a symbolic link stays one: the file read, locked
  /// and replaced is the link's target, in the target's folder.
  ///
  /// The lock is tried for `patience` seconds; when another instance holds
  /// it longer, the save is due again in `retryDelay` (the line saying so
  /// comes once it has been busy for `lockWarningDelay`, or at once when
  /// `warnsAtOnce`: a save on the way out or before a suspend).
  func save(at now: Double, patience: Double, warnsAtOnce: Bool) -> Bool {
    guard let path, !isSavingDisabled else { return false }
    lastSave = now
    let file = StateFileIO.resolvingLinks(path)
    let folder = StateFileIO.folder(of: file)
    // (A link's target folder is the user's to make.)
    if file == path, let failure = SafeFile.makeFolders(folder) {
      warn("cannot save the state in \(Sanitized.printable(folder)): \(failure)")
      return false
    }
    let lock: Int32
    switch StateFileIO.lock(file, patience: patience, pause: pause) {
    case .success(let fd):
      lock = fd
      lockedSince = nil
    case .failure(.locked):
      lastSave = now - Self.interval + Self.retryDelay
      let since = lockedSince ?? now
      lockedSince = since
      if warnsAtOnce || now - since >= Self.lockWarningDelay {
        warn(message(.locked, path: path))
      }
      return false
    case .failure(let problem):
      lockedSince = nil
      warn(message(problem, path: path))
      return false
    }
    defer { StateFileIO.unlock(lock) }
    var read = readFile(file) ?? StateFile()
    guard !isSavingDisabled else { return false }
    var mine = state
    mine.savedAt = now
    if members.isEmpty {
      let disk = read.bundles[bundleKey] ?? BundleState()
      read.bundles[bundleKey] = BundleState.merged(mine: mine, base: base, disk: disk)
    } else {
      let parts = BundleState.mergedParts(members, mine: mine, base: base, disk: read.bundles)
      for (key, entry) in parts { read.bundles[key] = entry }
    }
    read.version = StateFile.currentVersion
    let bytes: [UInt8]
    switch StateFileIO.encodeBounded(read, keeping: bundleKey) {
    case .success(let encoded): bytes = encoded
    case .failure(let problem):
      warn(message(problem, path: path))
      return false
    }
    if let problem = StateFileIO.writeAtomically(bytes, to: file) {
      warn(message(problem, path: path))
      return false
    }
    base = state
    isDirty = false
    return true
  }

  /// The file at `path` (a link's target; lines name the path as given):
  /// what it holds, an empty file when there is none,
  /// or nil when it is not usable. Then it was moved aside when it could be
  /// ours (it parses as JSON, or it is in our own state folder), else left
  /// as it is with saving stopped (`refusal` says why); either way with a
  /// warning.
  func readFile(_ path: String) -> StateFile? {
    switch SafeFile.read(path, limit: StateFileIO.maximumBytes) {
    case .success(let bytes):
      switch StateFileIO.decode(bytes) {
      case .success(let file): return file
      case .failure(let problem):
        if isInStateFolder(path) || StateFileIO.couldBeOurs(bytes) {
          setAside(path, problem)
        } else {
          refuse(path, problem.reason)
        }
      }
    case .failure(.missing): return StateFile()
    case .failure(.system(let code)): leaveAlone(path, code)
    case .failure(.notRegular(let kind)): refuse(path, kind)
    case .failure(let failure):
      if isInStateFolder(path) {
        setAside(path, .damaged(failure.description))
      } else {
        refuse(path, failure.description)
      }
    }
    return nil
  }

  /// Whether `path` is in our own state folder, where every file is ours.
  func isInStateFolder(_ path: String) -> Bool {
    switch origin {
    case .defaultPath: true
    case .named(let folder?): StateFileIO.isSameFolder(StateFileIO.folder(of: path), folder)
    case .named(nil): false
    }
  }

  /// A file that is not ours (a folder, a device, the user's text) is
  /// never moved or written over: `--state` refuses it, the default path
  /// runs without saving.
  func refuse(_ path: String, _ reason: String) {
    isSavingDisabled = true
    let shown = Sanitized.printable(self.path ?? path)
    refusal = "--state \(shown) is not a state file (\(reason)); it is left as it is"
    warn(
      "\(shown) is not a state file (\(reason)); it is left as it is, and this run saves nothing")
  }

  /// Moves a bad file aside (or, when that fails, stops saving so it is
  /// not overwritten) and says so in one line.
  func setAside(_ path: String, _ problem: StateProblem) {
    let shown = Sanitized.printable(self.path ?? path)
    let reason = message(problem, path: self.path ?? path)
    if let kept = StateFileIO.moveAside(path) {
      let name = Sanitized.oneLine(StateFileIO.name(of: path))
      var line = "\(reason); starting clean, kept as \(name).bad"
      let last = StateFileIO.maximumBadCopies - 1
      if kept.droppedOldest {
        line += " (the oldest copy, \(name).bad.\(last), was dropped)"
      } else if kept.older == 1 {
        line += " (the one before as \(name).bad.1)"
      } else if kept.older > 1 {
        line += " (the ones before as \(name).bad.1 to \(name).bad.\(kept.older))"
      }
      warn(line)
    } else {
      isSavingDisabled = true
      warn("\(reason); starting clean, and not saving over \(shown)")
    }
  }

  /// A file that cannot be read (no permission, an I/O error) is not known
  /// to be damaged: it stays as it is and nothing is saved over it.
  func leaveAlone(_ path: String, _ code: Int32) {
    isSavingDisabled = true
    warn(
      "cannot read the state file \(Sanitized.printable(self.path ?? path))"
        + " (\(SafeFile.reason(code)));"
        + " not saving this run")
  }

  func message(_ problem: StateProblem, path: String) -> String {
    let shown = Sanitized.printable(path)
    switch problem {
    case .damaged(let reason): return "state file \(shown) is unusable (\(reason))"
    case .unwritable(let reason): return "cannot save the state to \(shown): \(reason)"
    case .locked: return "cannot save the state to \(shown): another recipes holds its lock"
    }
  }
}
