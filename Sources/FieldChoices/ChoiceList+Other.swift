extension ChoiceList {
  /// Adds an item typed in "Other…", unless an equal one is there; either way it becomes the
  /// choice (a list of several choices marks it, within the limit), the query is cleared and
  /// the item highlighted. Once the input has ended the list is sorted case-insensitively (ties
  /// by bytes; a list already in order takes the item in its place); while items are still
  /// being read, the new item goes after those read so far. Returns false when the item was
  /// already there.
  @discardableResult
  public mutating func add(_ item: String) -> Bool {
    let raw = Array(item.utf8)
    var position = (0..<store.count).first { store.raw($0) == raw }
    let isNew = position == nil
    if isReading {
      if position == nil {
        store.append(raw)
        itemsRead += 1
        position = store.count - 1
      }
    } else if isSorted() {
      if position == nil {
        let key = Self.sortKey(raw)
        var low = 0
        var high = store.count
        while low < high {
          let middle = (low + high) / 2
          if Self.precedes(sortKey(middle), store.raw(middle), key, raw) {
            low = middle + 1
          } else {
            high = middle
          }
        }
        store = store.inserting(raw, at: low)
        marks = marks.inserting(at: low, count: store.count)
        exclusions = exclusions.inserting(at: low)
        itemsRead += 1
        position = low
      }
    } else {
      if position == nil {
        store.append(raw)
        itemsRead += 1
      }
      let keys = (0..<store.count).map(sortKey)
      let order = (0..<store.count).sorted { Self.precedes(keys[$0], store.raw($0), keys[$1], store.raw($1)) }
      store = store.reordered(order)
      marks = marks.reordered(order)
      exclusions = exclusions.reordered(order)
      position = order.firstIndex(of: position ?? store.count - 1)
    }
    let index = position!
    if !allowsMultiple { marks.removeAll() }
    if limit.map({ marks.count < $0 }) ?? true { marks.insert(index) }
    query = makeQuery("")
    prepared = nil
    ranking = Ranking()
    narrowed = []
    highlight = rowWithoutQuery(of: index)
    highlightSettled = true
    return isNew
  }

  /// True when every item is in the order `add` sorts into.
  func isSorted() -> Bool {
    guard store.count > 1 else { return true }
    var previous = sortKey(0)
    var previousRaw = store.raw(0)
    for index in 1..<store.count {
      let key = sortKey(index)
      let raw = store.raw(index)
      if Self.precedes(key, raw, previous, previousRaw) { return false }
      previous = key
      previousRaw = raw
    }
    return true
  }

  /// The bytes an item sorts by: its key, lowercased.
  func sortKey(_ index: Int) -> [UInt8] {
    store.withView(index) { view in (view.folded).map { ItemMatcher.fold[Int($0)] } }
  }

  /// The bytes a new item sorts by.
  static func sortKey(_ raw: [UInt8]) -> [UInt8] {
    var chunk = ItemChunk()
    raw.withUnsafeBufferPointer { chunk.append($0, readsEscapes: false) }
    return chunk.withReader { reader in reader.view(0).folded.map { ItemMatcher.fold[Int($0)] } }
  }

  /// Case-insensitive order, ties by the bytes.
  static func precedes(_ key: [UInt8], _ raw: [UInt8], _ otherKey: [UInt8], _ otherRaw: [UInt8]) -> Bool {
    key == otherKey ? raw.lexicographicallyPrecedes(otherRaw) : key.lexicographicallyPrecedes(otherKey)
  }
}

extension ItemStore {
  /// The items with one more at `position`.
  func inserting(_ raw: [UInt8], at position: Int) -> ItemStore {
    var result = ItemStore(readsEscapes: readsEscapes)
    func copy(_ range: Range<Int>) {
      forEachRun(range) { chunk, _, slots in result.append(chunks[chunk], slots) }
    }
    copy(0..<position)
    result.append(raw)
    copy(position..<count)
    return result
  }
}

extension MarkSet {
  /// The marks with a new unmarked item at `position` (of `count` items now).
  func inserting(at position: Int, count: Int) -> MarkSet {
    var result = MarkSet()
    for index in indices { result.insert(index >= position ? index + 1 : index) }
    return result
  }
}
