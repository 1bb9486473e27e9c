import ChoiceTestSupport
import FieldEngine
import Foundation
import Testing

@testable import FieldChoices
@testable import FieldTerminal

/// Items read as they arrive: cut at separators, kept byte for byte, matched and ranked as they
/// come, and a component that takes them through the runner's wake hook.
@Suite("Choice source: items read as they arrive")
struct ChoiceSourceTests {
  @Test("lines cut across reads; CR LF and empty lines; a last line without its LF")
  func lines() throws {
    let pipe = try ItemPipe()
    let source = ChoiceSource(fileDescriptor: pipe.readEnd)
    var list = ChoiceList(source: source)
    pipe.write("alpha\r\nbe")
    pipe.write([0x74, 0x61, 0x0A, 0x0A, 0xFF, 0x0A, 0x67, 0x61, 0x6D])
    pipe.closeWriting()
    settle(&list, source) { !$0.isReading }
    #expect(list.texts == ["alpha", "beta", "\u{FFFD}", "gam"])
    #expect(list.rawBytes(of: 2) == [0xFF])
    #expect(list.itemsRead == 4)
    #expect(list.readFailure == nil)
    #expect(list.wakeDescriptor == nil)
    #expect(list.invariantViolations().isEmpty)
  }

  @Test("NUL-separated items may hold line breaks")
  func nulSeparated() throws {
    let pipe = try ItemPipe()
    let source = ChoiceSource(fileDescriptor: pipe.readEnd, separator: .nul)
    var list = ChoiceList(source: source)
    pipe.write("a\nb\0\0c\r\n\0")
    pipe.closeWriting()
    settle(&list, source) { !$0.isReading }
    #expect(list.texts == ["a\nb", "c\r\n"])
  }

  @Test(
    "input that never ends: items show as they come, the list keeps reading; the query ranks new items too")
  func neverEnding() throws {
    let pipe = try ItemPipe()
    let source = ChoiceSource(fileDescriptor: pipe.readEnd)
    var list = ChoiceList(source: source)
    pipe.write("one\ntwo\n")
    settle(&list, source) { $0.count == 2 }
    #expect(list.texts == ["one", "two"])
    #expect(list.isReading)
    #expect(list.wakeDescriptor == source.wakeDescriptor)
    list.setQuery("t")
    #expect(rows(&list) == ["two"])
    pipe.write("three\ntea\nxyz\nt\n")
    settle(&list, source) { $0.count == 6 }
    // Each starts with its "t" (one score): the shorter first, then the one read first.
    #expect(rows(&list) == ["t", "two", "tea", "three"])
    #expect(list.isReading)
    #expect(list.invariantViolations().isEmpty)
    source.cancel()
  }

  @Test("Other… while items are read: the new item goes after those read so far, later ones after it")
  func otherWhileReading() throws {
    let pipe = try ItemPipe()
    let source = ChoiceSource(fileDescriptor: pipe.readEnd)
    var list = ChoiceList(source: source, configuration: .init(allowsOther: true))
    pipe.write("pear\napple\n")
    settle(&list, source) { $0.count == 2 }
    let added = list.add("banana")
    let addedAgain = list.add("pear")
    #expect(added && !addedAgain)
    pipe.write("cherry\n")
    settle(&list, source) { $0.count == 4 }
    #expect(list.texts == ["pear", "apple", "banana", "cherry"])
    pipe.closeWriting()
    settle(&list, source) { !$0.isReading }
    #expect(list.texts == ["pear", "apple", "banana", "cherry"])
    #expect(list.invariantViolations().isEmpty)
  }

  @Test("the highlight stays on its item while new matches come in ahead of it")
  func highlightKeptWhileReading() throws {
    let pipe = try ItemPipe()
    let source = ChoiceSource(fileDescriptor: pipe.readEnd)
    var list = ChoiceList(source: source)
    pipe.write("xab\nyab\n")
    settle(&list, source) { $0.count == 2 }
    list.setQuery("ab")
    list.move(.down, page: 5)
    #expect(list.highlightedItem.map(list.text(of:)) == "yab")
    pipe.write("ab\n")
    settle(&list, source) { $0.count == 3 }
    #expect(list.highlightedItem.map(list.text(of:)) == "yab")
    #expect(list.highlight == 2)
    source.cancel()
  }

  @Test("an item marked at start is marked, and highlighted, when it arrives")
  func markedWhenRead() throws {
    let pipe = try ItemPipe()
    let source = ChoiceSource(fileDescriptor: pipe.readEnd)
    var list = ChoiceList(source: source, marked: [Array("two".utf8)])
    pipe.write("one\n")
    settle(&list, source) { $0.count == 1 }
    #expect(list.chosen == nil)
    pipe.write("two\nthree\n")
    pipe.closeWriting()
    settle(&list, source) { !$0.isReading }
    #expect(list.chosen == 1)
    #expect(list.highlight == 1)
  }

  @Test("a filter that keeps only its matches: the items read are counted, the others dropped")
  func discardsUnmatched() throws {
    let pipe = try ItemPipe()
    let source = ChoiceSource(fileDescriptor: pipe.readEnd)
    var list = ChoiceList(source: source, configuration: .init(discardsUnmatched: true))
    list.setQuery("b")
    pipe.write((0..<10_000).map { $0 % 3 == 0 ? "b\($0)\n" : "a\($0)\n" }.joined())
    pipe.closeWriting()
    settle(&list, source) { !$0.isReading }
    #expect(list.itemsRead == 10_000)
    #expect(list.count == 3_334)
    #expect(list.matchCount == 3_334)
    #expect(rows(&list).prefix(3) == ["b0", "b3", "b6"])
    #expect(list.invariantViolations().isEmpty)
  }

  @Test("--ansi: SGR colours drawn, escape sequences out of matching and of the chosen bytes")
  func ansi() throws {
    let pipe = try ItemPipe()
    let source = ChoiceSource(fileDescriptor: pipe.readEnd, readsEscapes: true)
    var list = ChoiceList(source: source)
    pipe.write("\u{1B}[31mred\u{1B}[0m plain\n\u{1B}]0;title\u{7}x\u{1B}[1;38;5;208mo\u{1B}[m\n")
    pipe.closeWriting()
    settle(&list, source) { !$0.isReading }
    #expect(list.texts == ["red plain", "xo"])
    #expect(list.item(0).bytes == Array("red plain".utf8))
    #expect(list.rawBytes(of: 0).first == 0x1B)
    list.setQuery("31")
    #expect(list.matchCount == 0)
    list.setQuery("")
    let frame = ChoiceListController(title: "", list: list).sized(40, 8).frame()
    #expect(frame.textGrid()[2] == "›   red plain")
    let second = frame.rows[3]
    #expect(second.contains { $0.text == "x" && $0.colors == TextColors() })
    #expect(
      second.contains {
        $0.text == "o" && $0.colors == TextColors(foreground: 208) && $0.style.contains(.bold)
      })
    // On the highlighted row the item's colours give way to the highlight.
    #expect(frame.rows[2].allSatisfy { $0.colors == TextColors() })
  }

  @Test(
    "the component: its source's descriptor for the runner, a count that says it reads, a wake that takes items"
  )
  func component() throws {
    let (pipe, source, reading) = try Self.readingList()
    var driver = reading
    #expect(driver.wake.descriptors == [source.wakeDescriptor])
    #expect(driver.wake.deadline == nil)
    pipe.write("a.txt\nb.txt\n")
    source.wait(timeout: .seconds(1))
    var descriptor = pollfd(fd: source.wakeDescriptor, events: Int16(POLLIN), revents: 0)
    #expect(poll(&descriptor, 1, 0) == 1)
    #expect(driver.wake(now: at(0)).repaint)
    #expect(driver.frame().textGrid()[1].hasSuffix("2 of 2 reading…"))
    // Keys work while items are read.
    driver.feed(Array("b".utf8), now: at(1))
    #expect(driver.component.list.matchCount == 1)
    pipe.closeWriting()
    source.wait(timeout: .seconds(1))
    driver.wake(now: at(2))
    #expect(driver.frame().textGrid()[1].hasSuffix("1 of 2"))
    #expect(driver.wake.isNever)
    driver.feed([0x0D], now: at(3))
    #expect(driver.component.value?.map(\.text) == ["b.txt"])
  }

  @Test(
    "a source that ends without items ends the list, submitted with nothing and no transcript; with Other… it stays"
  )
  func endsWithoutItems() throws {
    for allowsOther in [false, true] {
      let pipe = try ItemPipe()
      let source = ChoiceSource(fileDescriptor: pipe.readEnd)
      var driver = ComponentDriver(
        ChoiceListController(
          title: "Files", list: ChoiceList(source: source, configuration: .init(allowsOther: allowsOther))
        ).sized(50, 8))
      // Open and reading: typing goes to the query meanwhile.
      driver.feed(Array("x".utf8), now: at(0))
      #expect(!driver.component.isFinished)
      pipe.closeWriting()
      source.wait(timeout: .seconds(1))
      driver.wake(now: at(1))
      #expect(!driver.component.list.isReading)
      if allowsOther {
        #expect(!driver.component.isFinished)
        #expect(!driver.component.endedWithoutItems)
      } else {
        #expect(driver.component.status == .submitted([]))
        #expect(driver.component.endedWithoutItems)
        #expect(driver.component.transcript.isEmpty)
      }
    }
  }

  @Test("a wake takes items for a few milliseconds at most, then asks to be woken again at once")
  func wakeBudget() throws {
    let pipe = try ItemPipe()
    let source = ChoiceSource(fileDescriptor: pipe.readEnd)
    var controller = ChoiceListController(title: "", list: ChoiceList(source: source), query: "9").sized(
      50, 8)
    let writer = Thread {
      pipe.write((0..<400_000).map { "/path/to/item/number/\($0)\n" }.joined())
      pipe.closeWriting()
    }
    writer.start()
    var wakes = 0
    let deadline = Date().addingTimeInterval(60)
    while controller.list.isReading && Date() < deadline {
      if controller.wake.deadline == nil { source.wait(timeout: .milliseconds(100)) }
      let start = Date()
      controller.wake(now: at(0))
      // The budget is 8 ms; a loaded machine may stretch it, never to a second.
      #expect(Date().timeIntervalSince(start) < 1)
      wakes += 1
    }
    #expect(!controller.list.isReading)
    #expect(controller.list.count == 400_000)
    #expect(wakes > 1)
    #expect(controller.list.invariantViolations().isEmpty)
  }

  @Test(
    "while items are read, a frame for them at most every 50 ms; the first, a key's, and the end's at once"
  )
  func loadFrames() throws {
    let (pipe, source, reading) = try Self.readingList()
    var driver = reading
    pipe.write("a.txt\n")
    source.wait(timeout: .seconds(1))
    // The first items: drawn at once.
    #expect(driver.wake(now: at(0)).repaint)
    #expect(driver.frame().textGrid()[1].hasSuffix("1 of 1 reading…"))
    // More within the interval: taken in, their frame held back until 50 ms after the last.
    pipe.write("b.txt\n")
    source.wait(timeout: .seconds(1))
    #expect(!driver.wake(now: at(10)).repaint)
    #expect(driver.component.list.count == 2)
    #expect(driver.wake.deadline == at(50))
    #expect(!driver.wake(now: at(30)).repaint)
    #expect(driver.wake(now: at(50)).repaint)
    #expect(driver.frame().textGrid()[1].hasSuffix("2 of 2 reading…"))
    #expect(driver.wake.deadline == nil)
    // A key's frame is drawn at once, items or not.
    pipe.write("c.txt\n")
    source.wait(timeout: .seconds(1))
    #expect(!driver.wake(now: at(60)).repaint)
    #expect(driver.feed(Array("t".utf8), now: at(61)).repaint)
    #expect(driver.frame().textGrid()[1].hasSuffix("3 of 3 reading…"))
    // The end of input: drawn at once.
    pipe.write("d.txt\n")
    pipe.closeWriting()
    source.wait(timeout: .seconds(1))
    var ended = false
    var ms = 62
    while !ended {
      source.wait(timeout: .seconds(1))
      ended = driver.wake(now: at(ms)).repaint
      ms += 1
      #expect(ms < 100)
    }
    #expect(ms < 100)
    #expect(!driver.component.list.isReading)
    #expect(driver.frame().textGrid()[1].hasSuffix("4 of 4"))
  }

  /// A list component titled "Files" of 50 x 8 cells, reading its items from a pipe the test
  /// writes into.
  static func readingList() throws -> (ItemPipe, ChoiceSource, ComponentDriver<ChoiceListController>) {
    let pipe = try ItemPipe()
    let source = ChoiceSource(fileDescriptor: pipe.readEnd)
    let driver = ComponentDriver(
      ChoiceListController(title: "Files", list: ChoiceList(source: source)).sized(50, 8))
    return (pipe, source, driver)
  }
}
