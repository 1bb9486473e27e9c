/// Writes in large pieces.
struct BufferedWriter {
  let write: ([UInt8]) -> SystemIO.SystemError?
  private var buffer: [UInt8] = []
  private var failure: SystemIO.SystemError?
  static let size = 1 << 16

  init(write: @escaping ([UInt8]) -> SystemIO.SystemError?) {
    self.write = write
    buffer.reserveCapacity(Self.size)
  }

  mutating func append(_ bytes: [UInt8]) {
    buffer += bytes
    if buffer.count >= Self.size { flush() }
  }

  mutating func append(_ byte: UInt8) {
    buffer.append(byte)
    if buffer.count >= Self.size { flush() }
  }

  mutating func finish() -> SystemIO.SystemError? {
    flush()
    return failure
  }

  private mutating func flush() {
    guard !buffer.isEmpty else { return }
    if failure == nil { failure = write(buffer) }
    buffer.removeAll(keepingCapacity: true)
  }
}
