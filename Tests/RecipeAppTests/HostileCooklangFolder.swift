import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A Cooklang collection made by a test to attack the app (issue 26, "Done
/// when": the hostile folder): names, metadata and steps with terminal
/// escape sequences, controls and bidirectional overrides, a file that is
/// not UTF-8, a block comment opened 10,000 times, symbolic link loops, a
/// file that cannot be read, a reference that tries to leave the folder,
/// and (when asked) a file over 10 MB.
///
/// ```
/// <temporary>/cook/                the collection
/// <temporary>/outside/Secret.cook  a recipe no reference may reach ("SECRET-CANARY")
/// ```
struct HostileCooklangFolder {
  /// The temporary folder holding the collection and the outside folder.
  let root: URL
  /// The collection.
  var folder: URL { root.appendingPathComponent("cook") }

  /// Makes the collection in a fresh temporary folder, runs `body`, and
  /// removes everything (after making it writable again).
  static func with<T>(bigFile: Bool = false, _ body: (HostileCooklangFolder) throws -> T) throws
    -> T
  {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("HostileCooklang-\(UUID().uuidString)", isDirectory: true)
    let made = HostileCooklangFolder(root: root)
    defer {
      for path in FileManager.default.subpaths(atPath: root.path) ?? [] {
        chmod(root.appendingPathComponent(path).path, 0o755)
      }
      try? FileManager.default.removeItem(at: root)
    }
    try made.build(bigFile: bigFile)
    return try body(made)
  }

  /// Every sequence that must never reach the terminal.
  static let payload = HostileBundle.Payload.all

  private func build(bigFile: Bool) throws {
    let evil = Self.payload
    try write("../outside/Secret.cook", "\(HostileBundle.canary) @secret{1}.\n")
    try write("Good.cook", "Mix @flour{250%g} in a #bowl{} for ~{2%minutes}.\n")
    try write(
      "Evil\(HostileBundle.Payload.csi)名/Dish\(HostileBundle.Payload.title)菜.cook",
      """
      ---
      title: Title\(evil)
      tags: [a\(HostileBundle.Payload.bell), b\(HostileBundle.Payload.rightToLeft)]
      source: \(HostileBundle.Payload.link)
      ---
      -- comment \(evil)
      = Section\(HostileBundle.Payload.c1)
      Add @salt\(HostileBundle.Payload.csi){1%tsp\(HostileBundle.Payload.bell)}(pre\(evil)) \\
      to the #pan\(HostileBundle.Payload.title){} for ~named\(evil){3%min\(evil)}.

      > note \(evil)

      Step \(evil) with @./../outside/Secret{1}.\n
      """)
    try write("Bad/Bytes.cook", Data([0x4D, 0x69, 0x78, 0x20, 0xFF, 0xFE, 0x1B, 0x5B, 0x32, 0x4A, 0x0A]))
    try write("Bad/Deep.cook", String(repeating: "[-", count: 10_000) + " x\n")
    try write("Bad/Unclosed.cook", "Add @salt{1%tsp and \u{1B}[31mstir.\n")
    try write("Bad/Front.cook", "---\n: : [\n---\nStep.\n")
    try write("Bad/Locked.cook", "Secret.\n")
    try write("Lonely\(HostileBundle.Payload.rightToLeft).jpg", "jpg")
    try write("Cycle/A.cook", "Use @./Cycle/B{1}.\n")
    try write("Cycle/B.cook", "Use @./Cycle/A{1}.\n")
    if bigFile { try write("Bad/Big.cook", Data(repeating: 0x61, count: 10 << 20 + 1)) }
    chmod(path("Bad/Locked.cook"), 0)
    try FileManager.default.createSymbolicLink(atPath: path("Bad/Loop"), withDestinationPath: folder.path)
    try FileManager.default.createSymbolicLink(
      atPath: path("Bad/Self.cook"), withDestinationPath: path("Bad/Self.cook"))
  }

  /// The absolute path of `path` inside the collection.
  func path(_ path: String) -> String { folder.appendingPathComponent(path).path }

  private func write(_ path: String, _ text: String) throws { try write(path, Data(text.utf8)) }

  private func write(_ path: String, _ data: Data) throws {
    let url = folder.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: url)
  }
}
