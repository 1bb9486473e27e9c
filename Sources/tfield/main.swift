#if os(macOS)
  import Darwin
#else
  import Glibc
#endif

// tfield: constrained text fields for shell scripts. The fields draw on /dev/tty; only the
// result goes to stdout. Exit statuses: `ExitStatus`.
let result = Tool.run(Array(CommandLine.arguments.dropFirst()))
SystemIO.write(result.output, to: 1)
SystemIO.write(result.errors, to: 2)
exit(result.status.rawValue)
