import RecipeKit
import Testing

/// The forms `DurationFinder` reads and refuses, one written example each.
@Suite struct DurationFinderTests {
  /// `text`, the phrases found with their seconds, and `R` after a range.
  static let cases: [(text: String, found: [String])] = [
    ("炖20分钟", ["20分钟 1200"]),
    ("焖半小时", ["半小时 1800"]),
    ("煮半个小时", ["半个小时 1800"]),
    ("烤15-20分钟", ["15-20分钟 1200 R"]),
    ("炒3-4分钟", ["3-4分钟 240 R"]),
    ("烤１５～２０分钟", ["１５～２０分钟 1200 R"]),
    ("腌制1小时", ["1小时 3600"]),
    ("煮一刻钟", ["一刻钟 900"]),
    ("炖一个半小时", ["一个半小时 5400"]),
    ("蒸1个半小时", ["1个半小时 5400"]),
    ("蒸1小时半", ["1小时半 5400"]),
    ("煎1分半", ["1分半 90"]),
    ("每块大约一分半钟", ["一分半钟 90"]),
    ("焯半分钟", ["半分钟 30"]),
    ("煮30秒", ["30秒 30"]),
    ("冒烟十秒钟", ["十秒钟 10"]),
    ("炖两个小时", ["两个小时 7200"]),
    ("炖2钟头", ["2钟头 7200"]),
    ("揉了半个多钟头", ["半个多钟头 1800"]),
    ("蒸1.5小时", ["1.5小时 5400"]),
    ("蒸约1小时30分钟", ["1小时30分钟 5400"]),
    ("煎1分30秒", ["1分30秒 90"]),
    ("焖5分左右", ["5分 300"]),
    ("煮20多分钟", ["20多分钟 1200"]),
    ("炖一个多小时", ["一个多小时 3600"]),
    ("翻炒三四分钟", ["三四分钟 240 R"]),
    ("炒一两分钟", ["一两分钟 120 R"]),
    ("煮两三秒", ["两三秒 3 R"]),
    ("烙4、5分钟", ["4、5分钟 300 R"]),
    ("焖3.4分钟", ["3.4分钟 240 R"]),
    ("炒4.5分钟", ["4.5分钟 270"]),
    ("焖约二十分钟到半小时", ["二十分钟到半小时 1800 R"]),
    ("炸半分钟至1分钟", ["半分钟至1分钟 60 R"]),
    ("等十到二十秒", ["十到二十秒 20 R"]),
    ("一两分种就可以捞出", ["一两分种 120 R"]),
    ("煮5分钟，再焖10分钟", ["5分钟 300", "10分钟 600"]),
    ("180度烤20分钟", ["20分钟 1200"]),
    ("煮3分钟至表面起皱", ["3分钟 180"]),
    // Not durations.
    ("烤箱预热180度", []),
    ("切成20cm的段", []),
    ("加2勺糖", []),
    ("晚上8点30分开始腌", []),
    ("下午3时15分", []),
    ("油烧至七分热", []),
    ("倒入模具8分满", []),
    ("炒至7分熟", []),
    ("加入三分之一的水", []),
    ("面团一分为二", []),
    ("十分好吃", []),
    ("放几分钟", []),
    ("腌制十几分钟", []),
    ("等几十秒", []),
    ("腌一夜，冷藏2天", []),
    ("打至6-7分发", []),
    ("煮片刻", []),
  ]

  @Test(arguments: cases)
  func findsWhatACookWouldTime(text: String, found: [String]) {
    let durations = DurationFinder.durations(in: text)
    let shown = durations.map { "\($0.phrase) \($0.seconds)" + ($0.isRange ? " R" : "") }
    #expect(shown == found, "\(text)")
  }

  @Test func rangesKeepTheirLowerBound() throws {
    let found = try #require(DurationFinder.durations(in: "烤15-20分钟").first)
    #expect(found.lowerSeconds == 900)
    #expect(found.seconds == 1200)
  }

  @Test func aFindingSaysWhereItStands() throws {
    let text = "将鸡翅放入烤箱，180度烤15-20分钟，取出刷蜜再烤5分钟。"
    let found = DurationFinder.durations(in: text)
    #expect(found.map(\.phrase) == ["15-20分钟", "5分钟"])
    for duration in found {
      #expect(String(text[duration.range]) == duration.phrase)
      let characters = Array(text)
      #expect(String(characters[duration.characterRange]) == duration.phrase)
    }
    #expect(found.first?.characterRange == 13..<20)
  }

  @Test func textWithoutNumbersOrWithHugeOnesIsSafe() {
    #expect(DurationFinder.durations(in: "").isEmpty)
    #expect(DurationFinder.durations(in: "加盐少许，炒匀即可。").isEmpty)
    #expect(DurationFinder.durations(in: String(repeating: "9", count: 5_000) + "分钟").isEmpty)
    #expect(DurationFinder.durations(in: "半半半半分").map(\.seconds) == [30])
    #expect(DurationFinder.durations(in: "腌制200小时").isEmpty)
  }
}
