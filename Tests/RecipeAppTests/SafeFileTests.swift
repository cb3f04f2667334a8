import Foundation
import Glibc
import Testing

@testable import RecipeApp

/// Reading untrusted files: whole when small, refused when over the limit
/// or not a regular file, without blocking.
@Suite struct SafeFileTests {
  func write(_ bytes: [UInt8]) throws -> String {
    let path = temporaryStateFolder() + "/file"
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    return path
  }

  @Test(arguments: [0, 1, 4095, 4096])
  func aFileUpToTheLimitIsReadWhole(size: Int) throws {
    let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31) }
    #expect(SafeFile.read(try write(bytes), limit: 4096) == .success(bytes))
  }

  @Test func aFileOverTheLimitIsRefused() throws {
    let path = try write([UInt8](repeating: 7, count: 4097))
    #expect(SafeFile.read(path, limit: 4096) == .failure(.tooLarge(limit: 4096)))
  }

  @Test func specialFilesAreRefusedWithoutBlocking() throws {
    let fifo = temporaryStateFolder() + "/fifo"
    #expect(mkfifo(fifo, 0o600) == 0)
    #expect(SafeFile.read(fifo, limit: 10) == .failure(.notRegular("a FIFO")))
    #expect(SafeFile.read("/dev/zero", limit: 10) == .failure(.notRegular("a character device")))
    #expect(SafeFile.read("/tmp", limit: 10) == .failure(.notRegular("a folder")))
    #expect(SafeFile.read("/nonexistent/x", limit: 10) == .failure(.missing))
  }

  @Test func foldersAreMadeWithModeSevenHundred() throws {
    let root = temporaryStateFolder()
    #expect(SafeFile.makeFolders(root + "/a/b/c") == nil)
    let attributes = try FileManager.default.attributesOfItem(atPath: root + "/a/b")
    #expect((attributes[.posixPermissions] as? Int) == 0o700)
    #expect(SafeFile.makeFolders(root + "/a/b/c") == nil, "existing folders are fine")
  }
}
