import Foundation
import TestSupport

/// The official Cooklang parser (cooklang-rs through PyPI's
/// cooklang-bindings, in `.build/cooklang-venv`, made by
/// `Oracle/setup-venv.sh` on first use): run once over many recipes.
enum CooklangOracle {
  /// Why the oracle cannot answer.
  struct Unavailable: Error, CustomStringConvertible {
    let description: String
  }

  static let folder = PackagePaths.root.appendingPathComponent(
    "Tests/RecipeAppTests/Cooklang/Oracle")

  /// The venv's python, or why there is none (no python3 venv, no PyPI).
  static let python: Result<URL, Unavailable> = {
    do {
      let setup = try runProcess(
        URL(fileURLWithPath: "/bin/sh"), [folder.appendingPathComponent("setup-venv.sh").path],
        environment: [
          "PATH": "/usr/local/bin:/usr/bin:/bin", "HOME": NSTemporaryDirectory(), "LANG": "C.UTF-8",
        ])
      let path = setup.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
      guard setup.status == 0, !path.isEmpty else {
        let reason = setup.stderr.split(separator: "\n").last.map(String.init) ?? "failed"
        return .failure(Unavailable(description: "setup-venv.sh: \(reason)"))
      }
      return .success(URL(fileURLWithPath: path))
    } catch {
      return .failure(Unavailable(description: "\(error)"))
    }
  }()

  static var isAvailable: Bool {
    if case .success = python { return true }
    return false
  }

  /// What the oracle says of each text, in order (a refused text is a
  /// dictionary with `error`).
  static func describe(_ texts: [String]) throws -> [[String: Any]] {
    let python = try python.get()
    var input = ""
    for (index, text) in texts.enumerated() {
      let line = try JSONSerialization.data(withJSONObject: ["id": index, "text": text])
      input += String(decoding: line, as: UTF8.self) + "\n"
    }
    let result = try runProcess(
      python, [folder.appendingPathComponent("cooklang_oracle.py").path],
      environment: ["RUST_BACKTRACE": "0", "LANG": "C.UTF-8", "PYTHONIOENCODING": "utf-8"],
      input: input)
    guard result.status == 0 else {
      throw Unavailable(description: "cooklang_oracle.py exited \(result.status)")
    }
    var answers = [[String: Any]](repeating: [:], count: texts.count)
    for line in result.stdout.split(separator: "\n") {
      let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
      if let object, let id = object["id"] as? Int, answers.indices.contains(id) {
        answers[id] = object
      }
    }
    return answers
  }
}
