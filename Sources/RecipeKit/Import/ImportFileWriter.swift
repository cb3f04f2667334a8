import FoundationEssentials
import Glibc

/// Writes imported recipes into a folder as `Title.cook` (and `Title.jpg`
/// for a picture): never over an existing file (`Title (2).cook`), each
/// file whole or not at all (written to a temporary name, then linked to
/// its final name, which fails rather than replace), nothing outside the
/// folder (the name is made from the title with no path in it).
public enum ImportFileWriter {
  /// A file name (without extension) from a title: control and format
  /// characters, `/` and `\` become spaces, a leading `.` is dropped, at
  /// most 100 characters; `Recipe` when nothing is left.
  public static func baseName(for title: String) -> String {
    var scalars = String.UnicodeScalarView()
    for scalar in title.unicodeScalars {
      let category = scalar.properties.generalCategory
      if category == .control || category == .format || scalar == "/" || scalar == "\\" {
        scalars.append(" ")
      } else {
        scalars.append(scalar)
      }
    }
    var name = Substring(ImportText.collapsed(Substring(String(scalars))))
    while name.first == "." || name.first == " " { name.removeFirst() }
    var result = String(name.prefix(100))
    while result.hasSuffix(" ") || result.hasSuffix(".") { result.removeLast() }
    return result.isEmpty ? "Recipe" : result
  }

  /// Writes `text` as a new `.cook` file in `folder` (created when
  /// missing), and `picture` beside it under the same name with `.jpg`.
  /// Returns the `.cook` file's path. Throws `unreadable` with the reason
  /// when the folder cannot be written.
  public static func write(
    _ text: String, picture: [UInt8]?, title: String, into folder: String
  ) throws(ImportError) -> String {
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    } catch {
      throw .unreadable("cannot create the folder")
    }
    let base = baseName(for: title)
    for number in 1...10_000 {
      let stem = number == 1 ? base : "\(base) (\(number))"
      let cook = folder + "/" + stem + ".cook"
      let jpeg = folder + "/" + stem + ".jpg"
      // Both names must be free, so that a picture always matches its recipe.
      if picture != nil, FileManager.default.fileExists(atPath: jpeg) { continue }
      switch try place(Array(text.utf8), at: cook, in: folder) {
      case .taken: continue
      case .written:
        if let picture { _ = try? place(picture, at: jpeg, in: folder) }
        return cook
      }
    }
    throw .unreadable("no free file name")
  }

  /// Writes `bytes` as the new file `name` in `folder` (which must
  /// exist), whole or not at all; throws when the name is taken.
  public static func writeNew(_ bytes: [UInt8], named name: String, in folder: String)
    throws(ImportError)
  {
    guard case .written = try place(bytes, at: folder + "/" + name, in: folder) else {
      throw .unreadable("the file exists")
    }
  }

  private enum Placement { case written, taken }

  /// Writes `bytes` to a temporary file in `folder`, then links it to
  /// `path` (`link(2)` fails with `EEXIST` rather than replace a file).
  private static func place(_ bytes: [UInt8], at path: String, in folder: String)
    throws(ImportError) -> Placement
  {
    var template = Array((folder + "/.import-XXXXXX").utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { buffer -> Int32 in
      guard let base = buffer.baseAddress else { return -1 }
      return mkstemp(base)
    }
    guard descriptor >= 0 else { throw .unreadable("cannot write in the folder") }
    let temporary = template.withUnsafeBufferPointer { buffer in
      String(
        decoding: buffer.prefix(while: { $0 != 0 }).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
    defer { unlink(temporary) }
    var written = 0
    while written < bytes.count {
      let count = bytes[written...].withUnsafeBytes {
        Glibc.write(descriptor, $0.baseAddress, $0.count)
      }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else {
        close(descriptor)
        throw .unreadable("cannot write in the folder")
      }
      written += count
    }
    guard fsync(descriptor) == 0 || errno == EINVAL, close(descriptor) == 0 else {
      throw .unreadable("cannot write in the folder")
    }
    if link(temporary, path) == 0 { return .written }
    if errno == EEXIST { return .taken }
    throw .unreadable("cannot write in the folder")
  }
}
