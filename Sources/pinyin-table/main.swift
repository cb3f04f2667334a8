// Reads Unihan_Readings.txt on standard input (`bzcat` it first) and writes
// the Swift source of RecipeKit's pinyin table on standard output:
//   bzcat /usr/share/unicode/Unihan_Readings.txt.bz2 | pinyin-table > PinyinTable+Data.swift
// `make pinyin-table` does exactly that.
import Glibc
import RecipeKit

var unihan = ""
while let line = readLine(strippingNewline: false) { unihan += line }
guard unihan.contains("kMandarin") else {
  let message = "pinyin-table: standard input is not Unihan_Readings.txt\n"
  _ = message.withCString { write(2, $0, strlen($0)) }
  exit(1)
}
print(PinyinTableSource.swiftSource(fromUnihan: unihan), terminator: "")
