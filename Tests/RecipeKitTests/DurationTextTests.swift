import Testing

@testable import RecipeKit

@Suite struct DurationTextTests {
  @Test(arguments: [
    ("PT1H30M", 90), ("P0DT0H45M", 45), ("PT90M", 90), ("PT0.5H", 30), ("P1D", 1_440), ("PT45S", 1),
    ("P2H30M", 150), ("pt20m", 20), ("PT00H00M00S", 0), ("1 hour 30 mins", 90), ("45 Minuten", 45),
    ("1½ hrs", 90), ("1 1/2 hours", 90), ("20分钟", 20), ("1-2 hours", 120), ("25", 25),
    ("2 Std. 10 Min.", 130),
  ])
  func timesReadAsMinutes(_ text: String, _ minutes: Int) {
    #expect(DurationText.minutes(text) == minutes)
  }

  @Test(arguments: ["", "PT", "quick", "P1X", "half an hour"])
  func textsWithoutATimeGiveNone(_ text: String) {
    #expect(DurationText.minutes(text) == nil)
  }
}
