#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// What one `.cook` file read as: the parse, or why there is none.
struct CooklangReading: Sendable {
  /// Why a file gave no text to parse.
  enum Failure: Equatable, Sendable {
    /// Gone, unreadable, not a regular file: the reason.
    case unreadable(String)
    case tooLarge(Int)
    case notUTF8
  }

  /// The file's stamp when it was read (`SourceFingerprint.stamp`).
  let stamp: String?
  /// The parse, when the file was read as text.
  let result: CooklangParseResult?
  let failure: Failure?

  /// Reads and parses the file at `path` (bounded by
  /// `CooklangSource.maximumFileSize`).
  init(path: String, stamp: String?) {
    self.init(stamp: stamp, result: Self.text(atPath: path))
  }

  /// Parses `text`, read already from a file of `stamp`.
  init(text: String, stamp: String?) {
    self.init(stamp: stamp, result: .success(text))
  }

  /// The text of the file at `path`, or why there is none.
  static func text(atPath path: String) -> Result<String, FailureBox> {
    var status = stat()
    guard stat(path, &status) == 0 else {
      return .failure(FailureBox(.unreadable(CooklangFolderScan.reason(errno))))
    }
    guard status.st_mode & S_IFMT == S_IFREG else {
      return .failure(FailureBox(.unreadable("not a regular file")))
    }
    let limit = CooklangSource.maximumFileSize
    guard Int(status.st_size) <= limit else {
      return .failure(FailureBox(.tooLarge(Int(status.st_size))))
    }
    guard let bytes = RecipePageParser.readFile(atPath: path, maxBytes: limit) else {
      let code = errno
      var again = stat()
      if stat(path, &again) == 0, Int(again.st_size) > limit {
        return .failure(FailureBox(.tooLarge(Int(again.st_size))))
      }
      return .failure(FailureBox(.unreadable(CooklangFolderScan.reason(code))))
    }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      return .failure(FailureBox(.notUTF8))
    }
    return .success(text)
  }

  /// A `Failure` as an `Error` for `Result`.
  struct FailureBox: Error {
    let failure: Failure
    init(_ failure: Failure) { self.failure = failure }
  }

  private init(stamp: String?, result: Result<String, FailureBox>) {
    self.stamp = stamp
    switch result {
    case .success(let text):
      self.result = CooklangParser.parse(text)
      failure = nil
    case .failure(let box):
      self.result = nil
      failure = box.failure
    }
  }
}

extension CooklangReading.Failure {
  /// One line in English, for `--check-data` and the recipe's page.
  var message: String {
    switch self {
    case .unreadable(let why): "cannot be read: \(why)"
    case .tooLarge(let size):
      "too large (\(size) bytes; the limit is \(CooklangSource.maximumFileSize))"
    case .notUTF8: "not UTF-8 text"
    }
  }
}
