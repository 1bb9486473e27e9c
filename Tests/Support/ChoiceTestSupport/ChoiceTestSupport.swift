import FieldChoices
import Foundation

/// A pipe a test writes items into, read by a `ChoiceSource` (one thread writes).
package final class ItemPipe: @unchecked Sendable {
  package let readEnd: Int32
  package private(set) var writeEnd: Int32

  package init() throws {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { throw POSIXError(.EMFILE) }
    readEnd = ends[0]
    writeEnd = ends[1]
  }

  deinit {
    closeWriting()
    close(readEnd)
  }

  package func write(_ bytes: [UInt8]) {
    var offset = 0
    while offset < bytes.count {
      let count = bytes[offset...].withUnsafeBytes { Foundation.write(writeEnd, $0.baseAddress, $0.count) }
      guard count > 0 else { return }
      offset += count
    }
  }

  package func write(_ text: String) { write(Array(text.utf8)) }

  package func closeWriting() {
    if writeEnd >= 0 { close(writeEnd) }
    writeEnd = -1
  }

  /// Writes the items, a line each, on a thread of its own, then closes the write end.
  package func writeInBackground(_ items: [String]) {
    let writer = Thread {
      self.write(items.map { $0 + "\n" }.joined())
      self.closeWriting()
    }
    writer.start()
  }
}

/// The list's matches, every row ranked, as text.
package func rows(_ list: inout ChoiceList) -> [String] {
  list.rankAll()
  return (0..<list.matchCount).map { list.text(of: list.item(atRow: $0)!) }
}

/// Absorbs until the source has nothing more for now (or has ended), waiting up to a second
/// for the first batch.
package func settle(_ list: inout ChoiceList, _ source: ChoiceSource, until condition: (ChoiceList) -> Bool) {
  let deadline = Date().addingTimeInterval(5)
  while !condition(list) && Date() < deadline {
    source.wait(timeout: .milliseconds(50))
    list.absorb()
  }
}
