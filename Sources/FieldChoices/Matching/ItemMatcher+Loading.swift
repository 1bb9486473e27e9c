extension ItemMatcher {
  /// Makes room for `count` units in the unit buffers (they grow, never shrink).
  func reserve(_ count: Int) {
    guard count > capacity else { return }
    capacity = max(count, capacity * 2, 256)
    exactUnits.deallocate()
    foldedUnits.deallocate()
    accentExactUnits.deallocate()
    accentFoldedUnits.deallocate()
    classes.deallocate()
    bonus.deallocate()
    exactUnits = .allocate(capacity: capacity)
    foldedUnits = .allocate(capacity: capacity)
    accentExactUnits = .allocate(capacity: capacity)
    accentFoldedUnits = .allocate(capacity: capacity)
    classes = .allocate(capacity: capacity)
    bonus = .allocate(capacity: capacity)
  }

  /// An ASCII key as units: one a byte.
  func loadBytes(_ key: UnsafeBufferPointer<UInt8>) -> Int {
    let count = key.count
    reserve(count)
    var previous = initialClass.rawValue
    for index in 0..<count {
      let byte = key[index]
      exactUnits[index] = UInt32(byte)
      foldedUnits[index] = UInt32(byte &- 0x41 < 26 ? byte | 0x20 : byte)
      let current = classTable[Int(byte)]
      classes[index] = CharacterClass(rawValue: current)!
      bonus[index] = bonusTable[Int(previous) &* 7 &+ Int(current)]
      previous = current
    }
    return count
  }

  /// A key whose every scalar is a character: one unit a scalar; the folded key has as many.
  func loadScalars(_ item: ItemView) -> Int {
    reserve(item.exact.count)
    var count = 0
    var previous = initialClass
    var decoder = UTF8.ForwardParser()
    var iterator = item.exact.makeIterator()
    while case .valid(let encoded) = decoder.parseScalar(from: &iterator) {
      let scalar = UTF8.decode(encoded)
      let current = scalar.isASCII ? CharacterClass(rawValue: classTable[Int(scalar.value)])! : .of(scalar)
      exactUnits[count] = scalar.value
      classes[count] = current
      bonus[count] = bonusTable[Int(previous.rawValue) &* 7 &+ Int(current.rawValue)]
      previous = current
      count += 1
    }
    if query.needsFolded {
      var index = 0
      var folded = item.folded.makeIterator()
      var foldedDecoder = UTF8.ForwardParser()
      while index < count, case .valid(let encoded) = foldedDecoder.parseScalar(from: &folded) {
        let value = UTF8.decode(encoded).value
        foldedUnits[index] = value < 0x80 ? UInt32(Self.fold[Int(value)]) : value
        index += 1
      }
    }
    return count
  }

  /// Any key, character by character: a character's unit is its number for the query, its
  /// class the class of its first scalar, its folded unit that of its lowercase form.
  func loadCharacters(_ item: ItemView) -> Int {
    let text = String(decoding: item.exact, as: UTF8.self)
    reserve(text.utf8.count)
    var count = 0
    var previous = initialClass
    for character in text {
      let head = character.unicodeScalars.first!
      let current = head.isASCII ? CharacterClass(rawValue: classTable[Int(head.value)])! : .of(head)
      exactUnits[count] = query.unit(of: character)
      if query.needsFolded {
        let scalars = character.unicodeScalars
        if scalars.count == 1, let only = scalars.first, only.isASCII {
          foldedUnits[count] = UInt32(Self.fold[Int(only.value)])
        } else {
          foldedUnits[count] = Self.lowercase(character).map(query.unit(of:)) ?? PreparedQuery.noCharacter
        }
      }
      classes[count] = current
      bonus[count] = bonusTable[Int(previous.rawValue) &* 7 &+ Int(current.rawValue)]
      previous = current
      count += 1
    }
    return count
  }

  /// Fills the units with accents folded from the units loaded (`count` of them): scalars fold
  /// through the table; characters (`characters`) as `AccentFolding` folds them, their lowercase
  /// form for the folded units.
  func foldAccents(_ item: ItemView, _ count: Int, characters: Bool) {
    guard characters else {
      for index in 0..<count {
        accentExactUnits[index] = AccentFolding.fold(exactUnits[index])
        accentFoldedUnits[index] = AccentFolding.fold(foldedUnits[index])
      }
      return
    }
    var index = 0
    for character in String(decoding: item.exact, as: UTF8.self) where index < count {
      let base = AccentFolding.fold(character)
      accentExactUnits[index] = base.map(query.unit(of:)) ?? exactUnits[index]
      if query.needsFolded {
        let foldedBase = Self.lowercase(character).flatMap(AccentFolding.fold)
        accentFoldedUnits[index] = foldedBase.map(query.unit(of:)) ?? foldedUnits[index]
      }
      index += 1
    }
  }

  /// A character lowercased and put in NFC, or nil when that is not one character.
  static func lowercase(_ character: Character) -> Character? {
    let lowered = String(character).lowercased()
    let composed = String(decoding: lowered._nfcCodeUnits, as: UTF8.self)
    guard composed.count == 1 else { return nil }
    return composed.first
  }
}
