/// Base64 (RFC 4648, with padding), for the OSC 52 clipboard sequence:
/// its alphabet holds no control byte, so no text can escape the sequence.
public enum Base64 {
  private static let alphabet = Array(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

  public static func encode(_ bytes: some Collection<UInt8>) -> String {
    let input = Array(bytes)
    var output: [UInt8] = []
    output.reserveCapacity((input.count + 2) / 3 * 4)
    var index = 0
    while index < input.count {
      let a = UInt32(input[index])
      let b = index + 1 < input.count ? UInt32(input[index + 1]) : 0
      let c = index + 2 < input.count ? UInt32(input[index + 2]) : 0
      let triple = a << 16 | b << 8 | c
      output.append(alphabet[Int(triple >> 18 & 63)])
      output.append(alphabet[Int(triple >> 12 & 63)])
      output.append(index + 1 < input.count ? alphabet[Int(triple >> 6 & 63)] : UInt8(ascii: "="))
      output.append(index + 2 < input.count ? alphabet[Int(triple & 63)] : UInt8(ascii: "="))
      index += 3
    }
    return String(decoding: output, as: UTF8.self)
  }
}
