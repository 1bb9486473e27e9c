import Testing

@testable import FieldTerminal

@Suite("Colour pairs of text's own colours")
struct ColorPairCacheTests {
  static func colors(_ foreground: UInt8?, _ background: UInt8? = nil) -> TextColors {
    TextColors(foreground: foreground, background: background)
  }

  @Test("the default colours are pair 0 and define nothing")
  func defaultColours() {
    let cache = ColorPairCache(colorPairs: 256, reserved: 6)
    cache.startFrame()
    #expect(cache.pair(for: TextColors()) == .existing(0))
  }

  @Test("a new pair of colours is defined once, then reused, in this frame and the next")
  func definedOnceThenReused() {
    let cache = ColorPairCache(colorPairs: 256, reserved: 6)
    cache.startFrame()
    #expect(cache.pair(for: Self.colors(1)) == .define(6))
    #expect(cache.pair(for: Self.colors(2, 4)) == .define(7))
    #expect(cache.pair(for: Self.colors(1)) == .existing(6))
    cache.startFrame()
    #expect(cache.pair(for: Self.colors(2, 4)) == .existing(7))
    #expect(cache.colors(ofPair: 7) == Self.colors(2, 4))
  }

  @Test(
    "the numbers run from after the reserved pairs to COLOR_PAIRS - 1, never past 255",
    arguments: [
      (pairs: 64, reserved: 6, numbers: Optional(6...63)),
      (pairs: 256, reserved: 6, numbers: 6...255),
      (pairs: 32767, reserved: 6, numbers: 6...255),
      (pairs: 65536, reserved: 6, numbers: 6...255),
      (pairs: 6, reserved: 6, numbers: nil),
      (pairs: 0, reserved: 6, numbers: nil),
    ])
  func numbers(pairs: Int, reserved: Int, numbers: ClosedRange<Int>?) {
    #expect(ColorPairCache(colorPairs: pairs, reserved: reserved).numbers == numbers)
  }

  @Test("every pair a terminal of 64 pairs offers is used, and no number past 63")
  func fillsSixtyFour() {
    let cache = ColorPairCache(colorPairs: 64, reserved: 6)
    cache.startFrame()
    var numbers: [Int] = []
    for foreground in 0..<58 {
      let answer = cache.pair(for: Self.colors(UInt8(foreground), 0))
      #expect(answer == .define(answer.number))
      numbers.append(answer.number)
    }
    #expect(numbers == Array(6...63))
  }

  @Test("a pair used in the frame being drawn is never redefined: a full table degrades to the nearest pair")
  func fullFrameDegrades() {
    let cache = ColorPairCache(colorPairs: 8, reserved: 6)
    cache.startFrame()
    #expect(cache.pair(for: Self.colors(1)) == .define(6))  // red on default
    #expect(cache.pair(for: Self.colors(4, 7)) == .define(7))  // blue on white
    // Bright red on the default background: nearest to red (6), nothing redefined.
    #expect(cache.pair(for: Self.colors(9)) == .existing(6))
    // Blue on grey: nearest to blue on white (7).
    #expect(cache.pair(for: Self.colors(4, 8)) == .existing(7))
    // A default foreground is nearest to the default pair.
    #expect(cache.pair(for: Self.colors(nil, 1)) == .existing(0))
    #expect(cache.colors(ofPair: 6) == Self.colors(1))
    #expect(cache.colors(ofPair: 7) == Self.colors(4, 7))
  }

  @Test("without pairs to spare every colour draws with the default pair")
  func noPairs() {
    let cache = ColorPairCache(colorPairs: 0, reserved: 6)
    cache.startFrame()
    #expect(cache.pair(for: Self.colors(1, 2)) == .existing(0))
  }

  @Test("in a new frame the least recently used pair is redefined, never one this frame uses")
  func evictsLeastRecentlyUsed() {
    let cache = ColorPairCache(colorPairs: 9, reserved: 6)
    cache.startFrame()
    #expect(cache.pair(for: Self.colors(1)) == .define(6))
    #expect(cache.pair(for: Self.colors(2)) == .define(7))
    #expect(cache.pair(for: Self.colors(3)) == .define(8))
    cache.startFrame()
    #expect(cache.pair(for: Self.colors(2)) == .existing(7))
    #expect(cache.pair(for: Self.colors(1)) == .existing(6))
    // 3's pair (8) was last used a frame ago, the others in this one.
    #expect(cache.pair(for: Self.colors(4)) == .define(8))
    #expect(cache.colors(ofPair: 8) == Self.colors(4))
    // All three are in use now: 3 is drawn with the nearest, nothing redefined.
    // Yellow is as near to red as to green: the lower number.
    #expect(cache.pair(for: Self.colors(3)) == .existing(6))
    cache.startFrame()
    // The old colours come back: 6 and 7 are older than 8 now, 6 the lower of the two.
    #expect(cache.pair(for: Self.colors(3)) == .define(6))
    #expect(cache.pair(for: Self.colors(1)) == .define(7))
    #expect(cache.pair(for: Self.colors(4)) == .existing(8))
  }

  @Test("a colour pair is as near as its palette colours, the foreground counting twice")
  func distance() {
    let red = Self.colors(1)
    #expect(ColorPairCache.distance(red, red) == 0)
    #expect(ColorPairCache.distance(red, Self.colors(9)) < ColorPairCache.distance(red, Self.colors(4)))
    #expect(ColorPairCache.distance(red, Self.colors(1, 4)) < ColorPairCache.distance(red, Self.colors(4)))
    #expect(ColorPairCache.distance(red, TextColors()) > ColorPairCache.distance(red, Self.colors(4)))
  }
}
