import Testing

@testable import RecipeKit

/// Amount cells copied verbatim from the iPad corpus's pages
/// (`<span class='right'>` of Html/food/*.html): the most frequent ones, a
/// random sample of the rarer ones, and the shapes the reader must handle
/// (ranges, 一根半, brackets, full-width digits). Each with what is read
/// (see `Amount.summary`) and its text at ×2.
@Suite struct AmountReaderTests {
  static let corpusCells: [(String, String, String)] = [
    ("适量", "vague", "适量"),
    ("少许", "vague", "少许"),
    ("1个", "count 1 个", "2个"),
    ("100克", "quantity 100 gram:克", "200克"),
    ("10克", "quantity 10 gram:克", "20克"),
    ("50克", "quantity 50 gram:克", "100克"),
    ("2个", "count 2 个", "4个"),
    ("500克", "quantity 500 gram:克", "1000克"),
    ("5克", "quantity 5 gram:克", "10克"),
    ("少量", "vague", "少量"),
    ("一个", "count 1 个", "两个"),
    ("1汤匙", "quantity 1 largeSpoon:汤匙", "2汤匙"),
    ("15克", "quantity 15 gram:克", "30克"),
    ("30克", "quantity 30 gram:克", "60克"),
    ("200克", "quantity 200 gram:克", "400克"),
    ("300克", "quantity 300 gram:克", "600克"),
    ("20克", "quantity 20 gram:克", "40克"),
    ("半个", "count ½ 个", "一个"),
    ("250克", "quantity 250 gram:克", "500克"),
    ("3个", "count 3 个", "6个"),
    ("25克", "quantity 25 gram:克", "50克"),
    ("150克", "quantity 150 gram:克", "300克"),
    ("50g", "quantity 50 gram:g", "100g"),
    ("1茶匙", "quantity 1 smallSpoon:茶匙", "2茶匙"),
    ("1小勺", "quantity 1 smallSpoon:小勺", "2小勺"),
    ("100g", "quantity 100 gram:g", "200g"),
    ("2汤匙", "quantity 2 largeSpoon:汤匙", "4汤匙"),
    ("1根", "count 1 根", "2根"),
    ("4个", "count 4 个", "8个"),
    ("3克", "quantity 3 gram:克", "6克"),
    ("1勺", "quantity 1 spoon:勺", "2勺"),
    ("80克", "quantity 80 gram:克", "160克"),
    ("500g", "quantity 500 gram:g", "1000g"),
    ("2克", "quantity 2 gram:克", "4克"),
    ("200g", "quantity 200 gram:g", "400g"),
    ("60克", "quantity 60 gram:克", "120克"),
    ("40克", "quantity 40 gram:克", "80克"),
    ("30g", "quantity 30 gram:g", "60g"),
    ("1块", "count 1 块", "2块"),
    ("300g", "quantity 300 gram:g", "600g"),
    ("20g", "quantity 20 gram:g", "40g"),
    ("1大勺", "quantity 1 largeSpoon:大勺", "2大勺"),
    ("一块", "count 1 块", "两块"),
    ("2片", "count 2 片", "4片"),
    ("2根", "count 2 根", "4根"),
    ("10g", "quantity 10 gram:g", "20g"),
    ("1/2茶匙", "quantity ½ smallSpoon:茶匙", "1茶匙"),
    ("半根", "count ½ 根", "一根"),
    ("1只", "count 1 只", "2只"),
    ("1克", "quantity 1 gram:克", "2克"),
    ("15ml", "quantity 15 millilitre:ml", "30ml"),
    ("1小匙", "quantity 1 smallSpoon:小匙", "2小匙"),
    ("若干", "vague", "若干"),
    ("一勺", "quantity 1 spoon:勺", "两勺"),
    ("5ml", "quantity 5 millilitre:ml", "10ml"),
    ("400克", "quantity 400 gram:克", "800克"),
    ("1大匙", "quantity 1 largeSpoon:大匙", "2大匙"),
    ("1/2小勺", "quantity ½ smallSpoon:小勺", "1小勺"),
    ("一根", "count 1 根", "两根"),
    ("3汤匙", "quantity 3 largeSpoon:汤匙", "6汤匙"),
    ("3g", "quantity 3 gram:g", "6g"),
    ("一小勺", "quantity 1 smallSpoon:小勺", "两小勺"),
    ("2匙", "quantity 2 spoon:匙", "4匙"),
    ("2勺", "quantity 2 spoon:勺", "4勺"),
    ("1000克", "quantity 1000 gram:克", "2000克"),
    ("半斤", "quantity ½ jin:斤", "一斤"),
    ("半勺", "quantity ½ spoon:勺", "一勺"),
    ("60g", "quantity 60 gram:g", "120g"),
    ("2大匙", "quantity 2 largeSpoon:大匙", "4大匙"),
    ("2大勺", "quantity 2 largeSpoon:大勺", "4大勺"),
    ("250g", "quantity 250 gram:g", "500g"),
    ("1g", "quantity 1 gram:g", "2g"),
    ("半碗", "count ½ 碗", "一碗"),
    ("一点", "vague", "一点"),
    ("一只", "count 1 只", "两只"),
    ("5片", "count 5 片", "10片"),
    ("5g", "quantity 5 gram:g", "10g"),
    ("3瓣", "count 3 瓣", "6瓣"),
    ("2g", "quantity 2 gram:g", "4g"),
    ("1碗", "count 1 碗", "2碗"),
    ("1小块", "count 1 小块", "2小块"),
    ("150g", "quantity 150 gram:g", "300g"),
    ("一茶匙", "quantity 1 smallSpoon:茶匙", "两茶匙"),
    ("一汤匙", "quantity 1 largeSpoon:汤匙", "两汤匙"),
    ("一小把", "count 1 小把", "两小把"),
    ("一大勺", "quantity 1 largeSpoon:大勺", "两大勺"),
    ("8克", "quantity 8 gram:克", "16克"),
    ("4片", "count 4 片", "8片"),
    ("1把", "count 1 把", "2把"),
    ("10个", "count 10 个", "20个"),
    ("两根", "count 2 根", "四根"),
    ("两个", "count 2 个", "四个"),
    ("一把", "count 1 把", "两把"),
    ("5个", "count 5 个", "10个"),
    ("3片", "count 3 片", "6片"),
    ("3大勺", "quantity 3 largeSpoon:大勺", "6大勺"),
    ("3勺", "quantity 3 spoon:勺", "6勺"),
    ("30ml", "quantity 30 millilitre:ml", "60ml"),
    ("2茶匙", "quantity 2 smallSpoon:茶匙", "4茶匙"),
    ("200ml", "quantity 200 millilitre:ml", "400ml"),
    ("1斤", "quantity 1 jin:斤", "2斤"),
    ("一盒", "count 1 盒", "两盒"),
    ("80g", "quantity 80 gram:g", "160g"),
    ("1汤勺", "quantity 1 largeSpoon:汤勺", "2汤勺"),
    ("15g", "quantity 15 gram:g", "30g"),
    ("120克", "quantity 120 gram:克", "240克"),
    ("小半碗", "text", "小半碗"),
    ("几片", "vague", "几片"),
    ("两片", "count 2 片", "四片"),
    ("两勺", "quantity 2 spoon:勺", "四勺"),
    ("一碟", "count 1 碟", "两碟"),
    ("一小块", "count 1 小块", "两小块"),
    ("90克", "quantity 90 gram:克", "180克"),
    ("70g", "quantity 70 gram:g", "140g"),
    ("4汤匙", "quantity 4 largeSpoon:汤匙", "8汤匙"),
    ("4g", "quantity 4 gram:g", "8g"),
    ("40g", "quantity 40 gram:g", "80g"),
    ("2只", "count 2 只", "4只"),
    ("1条", "count 1 条", "2条"),
    ("1小勺(5ML)", "quantity 1 smallSpoon:小勺 +(5ML)", "2小勺(10ML)"),
    ("16g", "quantity 16 gram:g", "32g"),
    ("2个量", "count 2 个 +量", "4个量"),
    ("45毫升", "quantity 45 millilitre:毫升", "90毫升"),
    ("几勺", "vague", "几勺"),
    ("2株", "count 2 株", "4株"),
    ("3张", "count 3 张", "6张"),
    ("200公克", "quantity 200 gram:公克", "400公克"),
    ("2小根", "count 2 小根", "4小根"),
    ("225克", "quantity 225 gram:克", "450克"),
    ("2条（约500g）", "count 2 条 +（约500g）", "4条（约1000g）"),
    ("2升", "quantity 2 litre:升", "4升"),
    ("几朵", "vague", "几朵"),
    ("145g", "quantity 145 gram:g", "290g"),
    ("1茶匙(5ml)", "quantity 1 smallSpoon:茶匙 +(5ml)", "2茶匙(10ml)"),
    ("100毫升", "quantity 100 millilitre:毫升", "200毫升"),
    ("20余粒", "text", "20余粒"),
    ("1大勺(15ML)", "quantity 1 largeSpoon:大勺 +(15ML)", "2大勺(30ML)"),
    ("260g", "quantity 260 gram:g", "520g"),
    ("2个切片", "count 2 个 +切片", "4个切片"),
    ("三斤", "quantity 3 jin:斤", "六斤"),
    ("10毫升", "quantity 10 millilitre:毫升", "20毫升"),
    ("3小勺", "quantity 3 smallSpoon:小勺", "6小勺"),
    ("4段", "count 4 段", "8段"),
    ("１小把", "count 1 小把", "2小把"),
    ("半小碗", "count ½ 小碗", "一小碗"),
    ("一片", "count 1 片", "两片"),
    ("120毫升", "quantity 120 millilitre:毫升", "240毫升"),
    ("34mL", "quantity 34 millilitre:mL", "68mL"),
    ("半棵", "count ½ 棵", "一棵"),
    ("10余朵", "text", "10余朵"),
    ("75克", "quantity 75 gram:克", "150克"),
    ("160G", "quantity 160 gram:G", "320G"),
    ("4-5", "count 4-5 ", "8-10"),
    ("半只1kg多", "count ½ 只 +1kg多", "一只2kg多"),
    ("1/8小勺", "quantity ⅛ smallSpoon:小勺", "¼小勺"),
    ("２条", "count 2 条", "4条"),
    ("半汤匙（或不加）", "quantity ½ largeSpoon:汤匙 +（或不加）", "一汤匙（或不加）"),
    ("180克", "quantity 180 gram:克", "360克"),
    ("2支", "count 2 支", "4支"),
    ("170g", "quantity 170 gram:g", "340g"),
    ("1个（比较大的）", "count 1 个 +（比较大的）", "2个（比较大的）"),
    ("酌量", "vague", "酌量"),
    ("5段", "count 5 段", "10段"),
    ("5G", "quantity 5 gram:G", "10G"),
    ("2～3朵", "count 2-3 朵", "4～6朵"),
    ("500ML", "quantity 500 millilitre:ML", "1000ML"),
    ("3片+1片", "count 3 片 ++1片", "6片+1片"),
    ("不少", "vague", "不少"),
    ("5汤匙", "quantity 5 largeSpoon:汤匙", "10汤匙"),
    ("1跟", "count 1 跟", "2跟"),
    ("一勺剁", "quantity 1 spoon:勺 +剁", "两勺剁"),
    ("一个(大约800克)", "count 1 个 +(大约800克)", "两个(大约1600克)"),
    ("5斤", "quantity 5 jin:斤", "10斤"),
    ("1/4 小勺", "quantity ¼ smallSpoon:小勺", "½小勺"),
    ("2000克", "quantity 2000 gram:克", "4000克"),
    ("一根半", "count 1.5 根", "三根"),
    ("一斤半", "quantity 1.5 jin:斤", "三斤"),
    ("6～7个", "count 6-7 个", "12～14个"),
    ("1茶匙（5ml）", "quantity 1 smallSpoon:茶匙 +（5ml）", "2茶匙（10ml）"),
    ("二两", "quantity 2 liang:两", "四两"),
    ("1-2两", "quantity 1-2 liang:两", "2-4两"),
    ("约一斤", "quantity 约1 jin:斤", "约两斤"),
    ("各1个", "count 各1 个", "各2个"),
    ("２００ml", "quantity 200 millilitre:ml", "400ml"),
    ("１０００克", "quantity 1000 gram:克", "2000克"),
    ("1/2大勺(7.5ML)", "quantity ½ largeSpoon:大勺 +(7.5ML)", "1大勺(15ML)"),
    ("一条500克左右", "count 1 条 +500克左右", "两条1000克左右"),
    ("半只（1500g左右）", "count ½ 只 +（1500g左右）", "一只（3000g左右）"),
    ("5、6个", "count 5-6 个", "10、12个"),
    ("8~10克", "quantity 8-10 gram:克", "16~20克"),
    ("2—3条", "count 2-3 条", "4—6条"),
    ("3.5大勺", "quantity 3.5 largeSpoon:大勺", "7大勺"),
    ("1cup", "quantity 1 cup:cup", "2cups"),
    ("若干朵", "vague", "若干朵"),
    ("适量（选用）", "vague", "适量（选用）"),
    ("2-3瓣", "count 2-3 瓣", "4-6瓣"),
    ("一张半", "count 1.5 张", "三张"),
  ]

  @Test func theTableHoldsAtLeast150DistinctCells() {
    #expect(Set(Self.corpusCells.map(\.0)).count >= 150)
  }

  @Test(arguments: corpusCells)
  func corpusCellsAreReadAndDoubled(cell: String, summary: String, doubled: String) {
    let amount = AmountReader.read(cell)
    #expect(amount.summary == summary)
    #expect(amount.shown(scale: 2) == doubled)
    #expect(amount.shown() == cell, "×1 in the page's units is the page's text")
  }

  @Test(arguments: [
    ("", Amount.Kind.empty), ("   ", .empty), ("\u{3000}", .empty), ("按口味", .vague),
    ("1/0个", .text), ("99999999999斤", .text), ("1个半", .count), ("一个半", .count),
    ("2到3个", .count), ("2-3个", .count), ("3KG", .quantity), ("2L", .quantity),
    ("1Tbsp", .quantity), ("1 grain", .text), ("个", .text), ("abc", .text),
  ])
  func otherCellsGetTheirKind(cell: String, kind: Amount.Kind) {
    #expect(AmountReader.read(cell).kind == kind)
  }

  @Test func aHalfAfterTheMeasureWordAddsAHalf() {
    #expect(AmountReader.read("一个半").number?.low == 1.5)
    #expect(AmountReader.read("1个半").number?.low == 1.5)
    #expect(AmountReader.read("1个半").shown(scale: 3) == "4个半")
    #expect(AmountReader.read("一个半").shown(scale: 3) == "四个半")
    #expect(AmountReader.read("一个半").shown(scale: 2) == "三个")
  }

  @Test func rangesKeepTheirSeparator() {
    let amount = AmountReader.read("2到3个")
    #expect(amount.number?.low == 2 && amount.number?.high == 3)
    #expect(amount.shown(scale: 2) == "4到6个")
    #expect(AmountReader.read("两到三个").shown(scale: 2) == "四到六个")
  }

  @Test func unitsAreReadInAnyCase() {
    for cell in ["5ml", "5ML", "5mL", "5Ml"] {
      #expect(AmountReader.read(cell).unit?.kind == .millilitre, "\(cell)")
    }
    #expect(AmountReader.read("1KG").unit?.kind == .kilogram)
  }
}
