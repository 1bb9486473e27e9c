import FieldEngine

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// tf-date-sweep: the engine's side of Scripts/date-sweep.py, which holds the reference (Python's
// datetime). Reads lines from stdin: a line "#LAYOUT<TAB>MIN<TAB>MAX<TAB>NOW" (MIN and MAX "-" for
// none, NOW as YYYY-MM-DDThh:mm:ss) starts a format; every other line is a text, answered with one
// line: "c ISO" when the text is a whole value in range, "i" when some continuation still is,
// "x" when none is. A line "?error" answers a format that cannot be built.

var format: TextFormat?
var output: [UInt8] = []
output.reserveCapacity(1 << 20)

@MainActor func flush() {
  output.withUnsafeBufferPointer { buffer in
    var offset = 0
    while offset < buffer.count {
      let written = write(1, buffer.baseAddress! + offset, buffer.count - offset)
      guard written > 0 else { exit(1) }
      offset += written
    }
  }
  output.removeAll(keepingCapacity: true)
}

func number(_ text: Substring) -> Int { Int(text)! }

while let line = readLine(strippingNewline: true) {
  if line.first == "#" {
    let fields = line.dropFirst().split(separator: "\t", omittingEmptySubsequences: false)
    let now = fields[3]
    let parts = now.split(whereSeparator: { "-T:".contains($0) })
    let reference = LocalDateTime(
      year: number(parts[0]), month: number(parts[1]), day: number(parts[2]), hour: number(parts[3]),
      minute: number(parts[4]), second: number(parts[5]))
    let bound: (Substring) -> String? = { $0 == "-" ? nil : String($0) }
    do {
      format = try TextFormat.date(
        DateFormat(String(fields[0]), minimum: bound(fields[1]), maximum: bound(fields[2])), now: reference)
    } catch {
      format = nil
      output += Array("?\(error)\n".utf8)
    }
    continue
  }
  guard let format else { continue }
  switch format.state(of: line) {
  case .complete: output += Array("c \(format.isoValue(of: line) ?? "?")\n".utf8)
  case .incomplete: output += Array("i\n".utf8)
  case .impossible: output += Array("x\n".utf8)
  }
  if output.count > 1 << 20 { flush() }
}
flush()
