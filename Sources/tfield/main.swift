import TFieldOptions

#if os(macOS)
  import Darwin
#else
  import Glibc
#endif

// tfield: constrained text fields for shell scripts. The fields draw on /dev/tty; only the
// result goes to stdout. Exit statuses: `ExitStatus`.
// The terminal is restored before anything is written: a reader that closed stdout early
// (`tfield input | head -c0`) ends tfield with SIGPIPE (status 141) like any filter, or, where
// SIGPIPE is ignored, with a message and status 2, never with a success whose value was lost.
// A closed stdin, stdout or stderr is opened on /dev/null first, so that no descriptor tfield
// opens takes its number; a subcommand that needs a closed one says so before it asks.
// The arguments' bytes as the system gave them (`CommandLine.arguments` would replace bytes that
// are not UTF-8): `choose` prints an item exactly as it was given.
let closed = SystemIO.reopenClosedStandardStreams()
let arguments = (1..<Int(CommandLine.argc)).map { index -> [UInt8] in
  guard let argument = CommandLine.unsafeArgv[index] else { return [] }
  return Array(UnsafeBufferPointer(start: argument, count: strlen(argument))).map { UInt8(bitPattern: $0) }
}
let result = Tool.run(bytes: arguments, closed: closed)
if let failure = SystemIO.write(result.bytes, to: 1) {
  SystemIO.write(result.errors + Messages.outputFailed(failure.reason) + "\n", to: 2)
  exit(ExitStatus.error.rawValue)
}
SystemIO.write(result.errors, to: 2)
exit(result.status.rawValue)
