#if os(macOS)
  import Darwin
#else
  import Glibc
#endif

/// One libFuzzer input through a fuzz target: a problem stops the process (so libFuzzer saves the
/// input as a crash); otherwise 0, as `LLVMFuzzerTestOneInput` returns.
public func fuzzOne(_ data: UnsafePointer<UInt8>, _ size: Int, through target: ([UInt8]) -> [String]) -> CInt
{
  let problems = target(Array(UnsafeBufferPointer(start: data, count: size)))
  if !problems.isEmpty { fatalError(problems.joined(separator: "\n")) }
  return 0
}

/// Runs each file through a fuzz target, printing what broke; returns the exit status: 0 when
/// every file passes, 1 when one breaks a check, 2 when one cannot be read.
public func replayFiles(_ paths: some Sequence<String>, through target: ([UInt8]) -> [String]) -> CInt {
  var status: CInt = 0
  for path in paths {
    guard let bytes = readFile(path) else {
      print("\(path): cannot be read")
      status = 2
      continue
    }
    let problems = target(bytes)
    print(problems.isEmpty ? "\(path): ok" : "\(path): \(problems.joined(separator: "\n"))")
    if !problems.isEmpty && status == 0 { status = 1 }
  }
  return status
}

/// A whole file's bytes, or nil when it cannot be opened or read.
func readFile(_ path: String) -> [UInt8]? {
  guard let file = fopen(path, "rb") else { return nil }
  defer { fclose(file) }
  var bytes: [UInt8] = []
  var chunk = [UInt8](repeating: 0, count: 65536)
  while true {
    let count = fread(&chunk, 1, chunk.count, file)
    bytes += chunk[0..<count]
    if count < chunk.count { return ferror(file) == 0 ? bytes : nil }
  }
}
