import FoundationEssentials
import Testing

@testable import RecipeKit

/// The `encoding` of a plist's XML declaration, read from its bytes.
@Suite struct DeclaredEncodingTests {
  func encoding(_ text: String, bom: Bool = false) -> String? {
    PlistLoader.declaredEncoding(Data((bom ? [0xEF, 0xBB, 0xBF] : []) + Array(text.utf8)))
  }

  @Test func theValueAfterEncodingIsRead() {
    #expect(encoding(#"<?xml version="1.0" encoding="UTF-8"?><plist/>"#) == "UTF-8")
    #expect(encoding(#"  <?xml version='1.0' encoding='ISO-8859-1' ?>"#, bom: true) == "ISO-8859-1")
    #expect(encoding("<?xml version=\"1.0\" encoding \n=\r\n \"GBK\"?>") == "GBK")
    #expect(encoding("<?xml encoding=\u{2028}\"Big5\"?>") == "Big5")
  }

  @Test func noDeclarationNoEncodingOrNoCloseGiveNothing() {
    #expect(encoding("<plist/>") == nil)
    #expect(encoding(#"<?xml version="1.0"?>"#) == nil)
    #expect(encoding(#"<?xml version="1.0" encoding="UTF-8""#) == nil)
    #expect(encoding(#"<?xml encoding=UTF-8?>"#) == nil)
    // Past the first 200 bytes of the declaration: not read.
    let long = "<?xml " + String(repeating: " ", count: 200) + #"encoding="GBK"?>"#
    #expect(encoding(long) == nil)
    // After the declaration's close: not its encoding.
    #expect(encoding(#"<?xml version="1.0"?><a encoding="GBK"/>"#) == nil)
  }
}
