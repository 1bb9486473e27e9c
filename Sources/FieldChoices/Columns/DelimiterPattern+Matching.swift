extension DelimiterPattern.Program {
  /// Every match in `bytes`, as Go's `FindAllIndex` finds them: a leftmost-first match from
  /// each place on, the next search starting where it ended (one character further after an
  /// empty match, which is left out right after a match).
  func matches(in bytes: UnsafeBufferPointer<UInt8>, steps: inout Int) -> [Range<Int>] {
    let size = count
    // Two thread lists (a sparse set each: index, dense instructions, their start) and the stack
    // for following branches: on the stack for a small program, on the heap for a large one.
    return withUnsafeTemporaryAllocation(of: Int.self, capacity: 8 * size + 2) { memory in
      memory.initialize(repeating: 0)
      return withInstructions { instructions in
        var machine = Machine(instructions, bytes: bytes, memory: memory.baseAddress!, size: size)
        return machine.findAll(&steps)
      }
    }
  }
}

extension Machine {
  /// Go's `FindAllIndex` loop over `first(from:)`.
  mutating func findAll(_ steps: inout Int) -> [Range<Int>] {
    var found: [Range<Int>] = []
    var position = 0
    var previousEnd = -1
    while position <= bytes.count {
      guard let match = first(from: position) else { break }
      var accept = true
      if match.upperBound == position {
        if match.lowerBound == previousEnd { accept = false }
        position += position < bytes.count ? UTF8Rune.decode(bytes, at: position).width : 1
      } else {
        position = match.upperBound
      }
      previousEnd = match.upperBound
      if accept { found.append(match) }
    }
    steps += self.steps
    return found
  }
}

/// The Pike VM: every thread of the automaton moved over one character at a time, in priority
/// order, each instruction held by at most one thread at a place (the one of highest priority),
/// so a search costs at most the program's size per character. A thread that reaches the match
/// ends the search for the threads after it (leftmost-first); the others go on, for a longer
/// match of higher priority.
private struct Machine {
  typealias Program = DelimiterPattern.Program

  /// A sparse set of threads: the instruction each is at, where its match started.
  struct Threads {
    let sparse: UnsafeMutablePointer<Int>
    let dense: UnsafeMutablePointer<Int>
    let starts: UnsafeMutablePointer<Int>
    var count = 0

    @inline(__always)
    func contains(_ instruction: Int) -> Bool {
      let slot = sparse[instruction]
      return slot < count && dense[slot] == instruction
    }

    @inline(__always)
    mutating func insert(_ instruction: Int, start: Int) {
      sparse[instruction] = count
      dense[count] = instruction
      starts[count] = start
      count += 1
    }
  }

  let instructions: Program.Instructions
  let bytes: UnsafeBufferPointer<UInt8>
  var current: Threads
  var next: Threads
  let stack: UnsafeMutablePointer<Int>
  var steps = 0

  init(
    _ instructions: Program.Instructions, bytes: UnsafeBufferPointer<UInt8>,
    memory: UnsafeMutablePointer<Int>,
    size: Int
  ) {
    self.instructions = instructions
    self.bytes = bytes
    current = Threads(sparse: memory, dense: memory + size, starts: memory + 2 * size)
    next = Threads(sparse: memory + 3 * size, dense: memory + 4 * size, starts: memory + 5 * size)
    stack = memory + 6 * size
  }

  /// The leftmost-first match starting at `from` or later.
  mutating func first(from: Int) -> Range<Int>? {
    var matched: Range<Int>?
    var current = self.current
    var next = self.next
    current.count = 0
    var steps = 0
    defer { self.steps &+= steps }
    var position = from
    let end = bytes.count
    while true {
      if matched == nil {
        if current.count == 0 {
          if instructions.anchored && position > 0 { break }
          if let starts = instructions.starts {
            position = Self.candidate(starts, bytes, from: position)
            // A match takes a character, and none is left.
            if position == end { break }
          }
        }
        steps &+= add(&current, 0, start: position, at: position)
      }
      let (scalar, width) = position < end ? UTF8Rune.decode(bytes, at: position) : (0, 0)
      next.count = 0
      var index = 0
      while index < current.count {
        let instruction = current.dense[index]
        steps &+= 1
        switch instructions.operations[instruction] {
        case .match:
          matched = current.starts[index]..<position
          // Leftmost-first: the threads after this one lose to it.
          index = current.count
          continue
        case .set:
          if position < end, instructions.sets[Int(instructions.first[instruction])].contains(scalar) {
            steps &+= add(&next, instruction + 1, start: current.starts[index], at: position + width)
          }
        default: break
        }
        index += 1
      }
      if position >= end { break }
      position += width
      swap(&current, &next)
      if current.count == 0 && matched != nil { break }
    }
    return matched
  }

  /// Adds the thread at `instruction` and every instruction it reaches without taking a
  /// character, in priority order, to `threads`, as of `position`; returns how many it added.
  @inline(__always)
  func add(_ threads: inout Threads, _ instruction: Int, start: Int, at position: Int) -> Int {
    var steps = 0
    var top = 0
    stack[top] = instruction
    top += 1
    while top > 0 {
      top -= 1
      let at = stack[top]
      if threads.contains(at) { continue }
      threads.insert(at, start: start)
      steps &+= 1
      switch instructions.operations[at] {
      case .jump:
        stack[top] = Int(instructions.first[at])
        top += 1
      case .split:
        stack[top] = Int(instructions.second[at])
        stack[top + 1] = Int(instructions.first[at])
        top += 2
      case .start:
        if position == 0 {
          stack[top] = at + 1
          top += 1
        }
      case .end:
        if position == bytes.count {
          stack[top] = at + 1
          top += 1
        }
      case .set, .match: break
      }
    }
    return steps
  }

  /// The first place at or after `position` whose character can start a match (the end when
  /// there is none). It moves a byte at a time over ASCII, so it stops on a character's start.
  static func candidate(
    _ starts: DelimiterPattern.CompiledSet, _ bytes: UnsafeBufferPointer<UInt8>, from position: Int
  )
    -> Int
  {
    var position = position
    let wide = starts.holdsNonASCII
    while position < bytes.count {
      let byte = bytes[position]
      if byte < 0x80 ? starts.containsASCII(byte) : wide { return position }
      position += 1
    }
    return position
  }
}
