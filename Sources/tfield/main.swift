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
let result = Tool.run(Array(CommandLine.arguments.dropFirst()))
if let failure = SystemIO.write(result.output, to: 1) {
  SystemIO.write(result.errors + Messages.outputFailed(failure.reason) + "\n", to: 2)
  exit(ExitStatus.error.rawValue)
}
SystemIO.write(result.errors, to: 2)
exit(result.status.rawValue)
