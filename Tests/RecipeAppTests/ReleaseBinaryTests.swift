import Foundation
import TestSupport
import Testing

/// The release binary as shipped: linked statically with the Swift runtime
/// and FoundationEssentials, without Foundation's ICU (the product imports
/// FoundationEssentials only), and small. Skipped until `make release` (or
/// `make test`) has built it; a debug build is not what ships.
/// The release build of `recipes`.
private let releaseBinary = PackagePaths.root.appendingPathComponent(".build/release/recipes")

@Suite(
  .enabled(
    if: FileManager.default.isExecutableFile(atPath: releaseBinary.path),
    "release binary absent: run `make release` (static, --static-swift-stdlib)"))
struct ReleaseBinaryTests {
  static let binary = releaseBinary

  /// The binary's symbols, from `nm`.
  func symbols() throws -> [Substring] {
    let nm = try #require(PackagePaths.which("nm"), "nm is not installed")
    let result = try runProcess(nm, [Self.binary.path], environment: ["PATH": "/usr/bin:/bin"])
    #expect(result.status == 0, "\(result.stderr)")
    return result.stdout.split(separator: "\n").compactMap { $0.split(separator: " ").last }
  }

  @Test func carriesNoICUOfSwiftsFoundation() throws {
    let names = try symbols()
    #expect(names.count > 1_000, "a stripped binary would hide what it carries")
    // Swift's Foundation renames its ICU copy's C functions swift_u*_
    // (swift_ucol_open, swift_ubrk_open, ...); its data is icudt*.
    let icu = names.filter { name in
      (name.hasPrefix("swift_u") && name.dropFirst(7).contains("_")
        && name.dropFirst(7).prefix { $0 != "_" }.allSatisfy(\.isLowercase))
        || name.contains("icudt") || name.contains("FoundationInternationalization")
        || name.contains("_FoundationICU")
    }
    #expect(icu.isEmpty, "ICU of Swift's Foundation: \(icu.prefix(5))")
    // Statically linked: the Swift runtime is inside, not a shared library.
    #expect(names.contains("swift_retain"))
  }

  @Test func needsNoSwiftSharedLibrary() throws {
    let ldd = try #require(PackagePaths.which("ldd"), "ldd is not installed")
    let result = try runProcess(ldd, [Self.binary.path], environment: ["PATH": "/usr/bin:/bin"])
    #expect(result.status == 0)
    #expect(!result.stdout.contains("libswift"), "\(result.stdout)")
    #expect(!result.stdout.contains("libFoundation"), "\(result.stdout)")
  }

  @Test func strippedIsAtMostTwentyMegabytes() throws {
    let strip = try #require(PackagePaths.which("strip"), "strip is not installed")
    let output = FileManager.default.temporaryDirectory.appendingPathComponent(
      "recipes-stripped-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: output) }
    let result = try runProcess(
      strip, ["-o", output.path, Self.binary.path], environment: ["PATH": "/usr/bin:/bin"])
    #expect(result.status == 0, "\(result.stderr)")
    let size = try #require(
      try FileManager.default.attributesOfItem(atPath: output.path)[.size] as? Int)
    #expect(size <= 20_000_000, "stripped: \(size) bytes")
  }
}
