#define _POSIX_C_SOURCE 200809L
#define _DEFAULT_SOURCE 1

#include "CTerminalSupport.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>
#ifdef __linux__
#include <sys/prctl.h>
#include <sys/syscall.h>
#endif

enum { tf_bytes_capacity = 1024 };

static volatile sig_atomic_t tf_active = 0;
static volatile sig_atomic_t tf_resize_pending = 0;
static volatile sig_atomic_t tf_redraw_pending = 0;
static volatile sig_atomic_t tf_suspended = 0;
static int tf_tty_fd = -1;
static int tf_wake_pipe[2] = {-1, -1};
static struct termios tf_saved_termios;
static struct termios tf_program_termios;
// Two buffers for the leave bytes: the inline presentation changes them after every frame (they
// move the cursor to the region it drew), and a signal can arrive in the middle of a change. The
// new bytes go into the buffer not in use, then one atomic store makes it the one in use.
static char tf_leave_bytes[2][tf_bytes_capacity];
static size_t tf_leave_count[2] = {0, 0};
static volatile sig_atomic_t tf_leave_current = 0;
static char tf_enter_bytes[tf_bytes_capacity];
static size_t tf_enter_count = 0;

// Every signal whose default action ends the process, but for the crashes (below) and SIGKILL:
// the terminal is restored, then the signal takes its default action. The real-time signals
// (SIGRTMIN to SIGRTMAX, which end the process too) are added where the system has them.
static const int tf_termination_signals[] = {
    SIGTERM, SIGHUP,  SIGINT,  SIGQUIT,   SIGPIPE, SIGALRM, SIGUSR1, SIGUSR2,
    SIGXCPU, SIGXFSZ, SIGSYS,  SIGVTALRM, SIGPROF,
#ifdef __linux__
    SIGIO,   SIGPWR,  SIGSTKFLT,  // SIGIO only ends a process on Linux (the BSDs and macOS discard it)
#endif
#ifdef SIGEMT
    SIGEMT,
#endif
};
static const int tf_crash_signals[] = {SIGSEGV, SIGABRT, SIGBUS, SIGILL, SIGFPE, SIGTRAP};
static const int tf_other_signals[] = {SIGTSTP, SIGCONT, SIGWINCH};
enum { tf_signal_limit = 65 };
static struct sigaction tf_original_actions[tf_signal_limit];
static int tf_original_saved[tf_signal_limit];

#define TF_COUNT(array) (sizeof(array) / sizeof((array)[0]))

// Calls `body` with every termination signal: the list above, then the real-time signals.
static void tf_each_termination_signal(void (*body)(int)) {
  for (size_t i = 0; i < TF_COUNT(tf_termination_signals); i++) body(tf_termination_signals[i]);
#if defined(SIGRTMIN) && defined(SIGRTMAX)
  for (int signal_number = SIGRTMIN; signal_number <= SIGRTMAX && signal_number < tf_signal_limit;
       signal_number++) {
    body(signal_number);
  }
#endif
}

static void tf_write_all(int fd, const char *bytes, size_t count) {
  while (count > 0) {
    ssize_t written = write(fd, bytes, count);
    if (written < 0) {
      if (errno == EINTR) continue;
      return;
    }
    bytes += written;
    count -= (size_t)written;
  }
}

static void tf_wake(void) {
  if (tf_wake_pipe[1] >= 0) {
    char byte = 1;
    ssize_t ignored = write(tf_wake_pipe[1], &byte, 1);
    (void)ignored;
  }
}

int tf_support_begin(int tty_fd) {
  if (tf_active) return -2;
  if (tcgetattr(tty_fd, &tf_saved_termios) != 0) return -1;
  tf_program_termios = tf_saved_termios;
  if (pipe(tf_wake_pipe) != 0) return -1;
  for (int i = 0; i < 2; i++) {
    fcntl(tf_wake_pipe[i], F_SETFL, fcntl(tf_wake_pipe[i], F_GETFL) | O_NONBLOCK);
    fcntl(tf_wake_pipe[i], F_SETFD, FD_CLOEXEC);
  }
  tf_tty_fd = tty_fd;
  tf_resize_pending = 0;
  tf_redraw_pending = 0;
  tf_suspended = 0;
  tf_active = 1;
  return 0;
}

static size_t tf_copy(char *destination, const char *source, size_t count) {
  if (count > tf_bytes_capacity) count = tf_bytes_capacity;
  memcpy(destination, source, count);
  return count;
}

void tf_support_set_leave_bytes(const char *bytes, size_t count) {
  int next = 1 - __atomic_load_n(&tf_leave_current, __ATOMIC_SEQ_CST);
  tf_leave_count[next] = tf_copy(tf_leave_bytes[next], bytes, count);
  __atomic_store_n(&tf_leave_current, next, __ATOMIC_SEQ_CST);
}

void tf_support_set_enter_bytes(const char *bytes, size_t count) {
  tf_enter_count = tf_copy(tf_enter_bytes, bytes, count);
}

void tf_support_save_program_mode(void) {
  if (tf_tty_fd >= 0) tcgetattr(tf_tty_fd, &tf_program_termios);
}

void tf_support_restore_termios(void) {
  if (tf_tty_fd >= 0) tcsetattr(tf_tty_fd, TCSANOW, &tf_saved_termios);
}

void tf_support_restore_terminal(void) {
  if (!tf_active || tf_tty_fd < 0) return;
  int current = __atomic_load_n(&tf_leave_current, __ATOMIC_SEQ_CST);
  tf_write_all(tf_tty_fd, tf_leave_bytes[current], tf_leave_count[current]);
  tf_support_restore_termios();
}

// What the program leaves behind when it ends, removed by the signal handlers and at exit: the
// process groups of its background commands, the command that has the terminal, and an editor's
// temporary file.
static void tf_at_exit(void);

// Installs tf_at_exit once, whichever thread asks first.
static void tf_install_at_exit(void) {
  static volatile int installed = 0;
  if (__atomic_exchange_n(&installed, 1, __ATOMIC_SEQ_CST) == 0) atexit(tf_at_exit);
}

// The process groups of background commands (a picker's preview) that end with the program: a
// signal that ends it kills them, since they lead groups of their own that the terminal's signals
// and the shell's job control do not reach. Slots are claimed and freed with atomic operations.
// A cancelled command stays here until its grace period is over, so typing fast over a preview
// can hold several.
enum { tf_child_group_limit = 256 };
static volatile int tf_child_groups[tf_child_group_limit];

// The watchdog: a process forked (never exec'd) when the first group is recorded, which keeps a
// copy of the table and kills every group in it once the program is gone, however it went. No
// handler of the program runs on SIGKILL, and Linux's PR_SET_PDEATHSIG reaches only a command's
// first process, not the pipeline it starts; elsewhere there is no such signal at all. The
// watchdog learns of the program's end as the end of a pipe whose writing end only the program
// holds (the kernel closes it on any death), and of the groups from 4-byte messages on that pipe:
// +group recorded, -group forgotten. It ignores the terminal's signals (it is in the program's
// process group) and holds no descriptor but the pipe, so it keeps no terminal or output open.
static volatile int tf_watchdog_fd = -1;
static pthread_once_t tf_watchdog_once = PTHREAD_ONCE_INIT;

static void tf_watchdog_main(int reading) {
  for (int signal_number = 1; signal_number < NSIG; signal_number++) {
    if (signal_number == SIGKILL || signal_number == SIGSTOP) continue;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    sigemptyset(&action.sa_mask);
    int ignored = signal_number == SIGINT || signal_number == SIGQUIT || signal_number == SIGTSTP ||
                  signal_number == SIGTTIN || signal_number == SIGTTOU || signal_number == SIGHUP ||
                  signal_number == SIGTERM || signal_number == SIGPIPE || signal_number == SIGCONT;
    action.sa_handler = ignored ? SIG_IGN : SIG_DFL;
    sigaction(signal_number, &action, NULL);
  }
#ifdef __linux__
  prctl(PR_SET_NAME, "tfield-watch", 0, 0, 0);
#endif
  if (reading != 3) {
    dup2(reading, 3);
    close(reading);
  }
  int null = open("/dev/null", O_RDWR);
  for (int target = 0; target < 3; target++) {
    if (null >= 0 && null != target) dup2(null, target);
  }
  if (null > 3) close(null);
#if defined(__linux__) && defined(SYS_close_range)
  if (syscall(SYS_close_range, 4U, ~0U, 0U) != 0)
#endif
  {
    long limit = sysconf(_SC_OPEN_MAX);
    if (limit < 0 || limit > 65536) limit = 65536;
    for (int descriptor = 4; descriptor < limit; descriptor++) close(descriptor);
  }
  sigset_t none;
  sigemptyset(&none);
  sigprocmask(SIG_SETMASK, &none, NULL);
  int groups[tf_child_group_limit];
  int count = 0;
  int messages[256];
  while (1) {
    ssize_t got = read(3, messages, sizeof messages);
    if (got < 0 && errno == EINTR) continue;
    if (got <= 0) break;
    for (ssize_t i = 0; i < got / (ssize_t)sizeof(int); i++) {
      int message = messages[i];
      if (message > 0 && count < tf_child_group_limit) {
        groups[count++] = message;
      } else if (message < 0) {
        for (int j = 0; j < count; j++) {
          if (groups[j] != -message) continue;
          groups[j] = groups[--count];
          break;
        }
      }
    }
  }
  for (int i = 0; i < count; i++) kill(-groups[i], SIGKILL);
  _exit(0);
}

static void tf_start_watchdog(void) {
  int ends[2];
  if (tf_support_make_pipe(ends) != 0) return;
  // Every signal blocked across the fork: no handler of the program may run in the watchdog.
  sigset_t all, previous;
  sigfillset(&all);
  pthread_sigmask(SIG_SETMASK, &all, &previous);
  pid_t child = fork();
  if (child == 0) tf_watchdog_main(ends[0]);
  pthread_sigmask(SIG_SETMASK, &previous, NULL);
  close(ends[0]);
  if (child < 0) {
    close(ends[1]);
    return;
  }
  // A full pipe (a watchdog that stopped reading) must never hold the program up.
  fcntl(ends[1], F_SETFL, fcntl(ends[1], F_GETFL) | O_NONBLOCK);
  __atomic_store_n(&tf_watchdog_fd, ends[1], __ATOMIC_SEQ_CST);
}

// Tells the watchdog of a group recorded (+group) or forgotten (-group).
static void tf_tell_watchdog(int message) {
  int descriptor = __atomic_load_n(&tf_watchdog_fd, __ATOMIC_SEQ_CST);
  if (descriptor < 0) return;
  ssize_t ignored = write(descriptor, &message, sizeof message);
  (void)ignored;
}

int tf_support_add_child_group(int group) {
  tf_install_at_exit();
  pthread_once(&tf_watchdog_once, tf_start_watchdog);
  for (int i = 0; i < tf_child_group_limit; i++) {
    int empty = 0;
    if (__atomic_compare_exchange_n(&tf_child_groups[i], &empty, group, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST)) {
      tf_tell_watchdog(group);
      return 0;
    }
  }
  return -1;
}

void tf_support_remove_child_group(int group) {
  for (int i = 0; i < tf_child_group_limit; i++) {
    int expected = group;
    if (__atomic_compare_exchange_n(&tf_child_groups[i], &expected, 0, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST)) {
      tf_tell_watchdog(-group);
      return;
    }
  }
}

// Sends a signal to every recorded group. Async-signal-safe: kill() and atomic loads only.
static void tf_signal_child_groups(int signal_number) {
  for (int i = 0; i < tf_child_group_limit; i++) {
    int group = __atomic_load_n(&tf_child_groups[i], __ATOMIC_SEQ_CST);
    if (group > 0) kill(-group, signal_number);
  }
}

static void tf_kill_child_groups(void) { tf_signal_child_groups(SIGKILL); }

// Waits up to a second for `process` to end and reaps it; async-signal-safe (waitpid and
// nanosleep), so that a process in uninterruptible sleep cannot hold the program's end for ever.
static void tf_reap(pid_t process) {
  struct timespec pause = {0, 5 * 1000 * 1000};
  for (int attempt = 0; attempt < 200; attempt++) {
    int status;
    pid_t reaped = waitpid(process, &status, WNOHANG);
    if (reaped != 0 && !(reaped < 0 && errno == EINTR)) return;  // reaped, or not ours any more
    nanosleep(&pause, NULL);
  }
}

void tf_support_end_child_groups(void) {
  for (int i = 0; i < tf_child_group_limit; i++) {
    int group = __atomic_exchange_n(&tf_child_groups[i], 0, __ATOMIC_SEQ_CST);
    if (group <= 0) continue;
    kill(-group, SIGKILL);
    tf_reap(group);
    tf_tell_watchdog(-group);
  }
}

// The command that has the terminal (tf_support_run_in_terminal's), while it runs, else 0.
static volatile pid_t tf_foreground_child = 0;

// Kills the command that has the terminal and reaps it: it must not go on reading the terminal
// with the shell once the program is gone, nor write the temporary file after it is removed.
static void tf_end_foreground_child(void) {
  pid_t child = __atomic_exchange_n(&tf_foreground_child, 0, __ATOMIC_SEQ_CST);
  if (child <= 0) return;
  kill(child, SIGKILL);
  tf_reap(child);
}

// The temporary file and its private directory (tf_support_remember_temporary).
enum { tf_path_capacity = 4096 };
static char tf_temporary_file[tf_path_capacity];
static char tf_temporary_directory[tf_path_capacity];
static volatile int tf_temporary_set = 0;

void tf_support_remember_temporary(const char *file, const char *directory) {
  size_t file_length = strlen(file), directory_length = strlen(directory);
  if (file_length >= tf_path_capacity || directory_length >= tf_path_capacity) return;
  tf_install_at_exit();
  __atomic_store_n(&tf_temporary_set, 0, __ATOMIC_SEQ_CST);
  memcpy(tf_temporary_file, file, file_length + 1);
  memcpy(tf_temporary_directory, directory, directory_length + 1);
  __atomic_store_n(&tf_temporary_set, 1, __ATOMIC_SEQ_CST);
}

// The Unix socket a picker listens on (tf_support_remember_socket), removed as the temporary is.
static char tf_socket_path[tf_path_capacity];
static volatile int tf_socket_set = 0;

void tf_support_remember_socket(const char *path) {
  size_t length = strlen(path);
  if (length >= tf_path_capacity) return;
  tf_install_at_exit();
  __atomic_store_n(&tf_socket_set, 0, __ATOMIC_SEQ_CST);
  memcpy(tf_socket_path, path, length + 1);
  __atomic_store_n(&tf_socket_set, 1, __ATOMIC_SEQ_CST);
}

void tf_support_forget_socket(void) { __atomic_store_n(&tf_socket_set, 0, __ATOMIC_SEQ_CST); }

// Removes the socket recorded, if any. Async-signal-safe.
static void tf_remove_socket(void) {
  if (__atomic_exchange_n(&tf_socket_set, 0, __ATOMIC_SEQ_CST)) unlink(tf_socket_path);
}

void tf_support_forget_temporary(const char *directory) {
  if (strcmp(directory, tf_temporary_directory) == 0) __atomic_store_n(&tf_temporary_set, 0, __ATOMIC_SEQ_CST);
}

void tf_support_remove_private_directory(const char *directory, const char *file) {
  unlink(file);
#ifdef __linux__
  int descriptor = open(directory, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
  if (descriptor >= 0) {
    struct entry {
      unsigned long long inode;
      long long offset;
      unsigned short length;
      unsigned char type;
      char name[];
    };
    _Alignas(8) char buffer[4096];
    long count;
    while ((count = syscall(SYS_getdents64, descriptor, buffer, sizeof buffer)) > 0) {
      for (long offset = 0; offset < count;) {
        struct entry *entry = (struct entry *)(buffer + offset);
        if (strcmp(entry->name, ".") != 0 && strcmp(entry->name, "..") != 0) unlinkat(descriptor, entry->name, 0);
        offset += entry->length;
      }
    }
    close(descriptor);
  }
#endif
  rmdir(directory);
}

// Removes the temporary recorded, if any, with its directory.
static void tf_remove_temporary(void) {
  if (!__atomic_exchange_n(&tf_temporary_set, 0, __ATOMIC_SEQ_CST)) return;
  tf_support_remove_private_directory(tf_temporary_directory, tf_temporary_file);
}

static void tf_at_exit(void) {
  tf_support_end_child_groups();
  tf_remove_temporary();
  tf_remove_socket();
}

static void tf_on_termination(int signal_number) {
  int saved_errno = errno;
  tf_kill_child_groups();
  tf_end_foreground_child();
  tf_remove_temporary();
  tf_remove_socket();
  tf_support_restore_terminal();
  signal(signal_number, SIG_DFL);
  raise(signal_number);  // delivered, with the default action, when this handler returns
  errno = saved_errno;
}

static void tf_on_crash(int signal_number) {
  tf_kill_child_groups();
  tf_end_foreground_child();
  tf_remove_temporary();
  tf_remove_socket();
  tf_support_restore_terminal();
  // Hand the signal to whoever had it before (Swift's backtracer when enabled, else SIG_DFL).
  if (signal_number < tf_signal_limit && tf_original_saved[signal_number]) {
    sigaction(signal_number, &tf_original_actions[signal_number], NULL);
  } else {
    signal(signal_number, SIG_DFL);
  }
  raise(signal_number);
}

// `flags` without SA_RESTART: poll() must return EINTR so the caller sees the flags.
static void tf_install_with(int signal_number, void (*handler)(int), int flags) {
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = handler;
  sigemptyset(&action.sa_mask);
  action.sa_flags = flags;
  sigaction(signal_number, &action, NULL);
}

// True when the tty is in program mode: nothing changed it since the program set it.
static int tf_in_program_mode(void) {
  struct termios now;
  if (tcgetattr(tf_tty_fd, &now) != 0) return 0;
  return now.c_iflag == tf_program_termios.c_iflag && now.c_oflag == tf_program_termios.c_oflag &&
         now.c_lflag == tf_program_termios.c_lflag && now.c_cflag == tf_program_termios.c_cflag &&
         now.c_cc[VMIN] == tf_program_termios.c_cc[VMIN] && now.c_cc[VTIME] == tf_program_termios.c_cc[VTIME];
}

static void tf_install(int signal_number, void (*handler)(int)) { tf_install_with(signal_number, handler, 0); }

// The stack the crash handler runs on: a stack overflow (SIGSEGV at the guard page) leaves no
// room on the thread's own stack for a handler, and without one the kernel kills the process
// with the terminal still raw. Set up once, for the thread that installs the handlers (the
// program's main thread, where the session runs); static, so nothing is allocated.
enum { tf_alternate_stack_size = 64 * 1024 };
static char tf_alternate_stack[tf_alternate_stack_size] __attribute__((aligned(16)));

static void tf_use_alternate_stack(void) {
  stack_t current;
  if (sigaltstack(NULL, &current) == 0 && !(current.ss_flags & SS_DISABLE) && current.ss_size > 0) {
    return;  // the thread has one already (Swift's runtime may set one up)
  }
  stack_t stack;
  memset(&stack, 0, sizeof stack);
  stack.ss_sp = tf_alternate_stack;
  stack.ss_size = sizeof tf_alternate_stack;
  stack.ss_flags = 0;
  sigaltstack(&stack, NULL);
}

static void tf_on_continue(int signal_number) {
  (void)signal_number;
  int saved_errno = errno;
  tf_signal_child_groups(SIGCONT);  // the commands stopped with the program go on with it
  // A SIGCONT that follows no stop is not a resume: zsh sends one to the job of a widget's
  // command substitution (Ctrl-T's `find | tfield`) when one of its processes ends. Reopening
  // the inline region then would draw it again a row lower, over the first. A stop of its own
  // (Ctrl-Z) sets tf_suspended; after another one (SIGSTOP) the shell has put its own modes back.
  if (!tf_suspended && tf_active && tf_tty_fd >= 0 && tf_in_program_mode()) {
    errno = saved_errno;
    return;
  }
  if (tf_active && tf_tty_fd >= 0) {
    tcsetattr(tf_tty_fd, TCSANOW, &tf_program_termios);
    tf_write_all(tf_tty_fd, tf_enter_bytes, tf_enter_count);
    tf_suspended = 0;
    tf_redraw_pending = 1;
    tf_resize_pending = 1;  // the window may have changed while stopped
    tf_wake();
  }
  errno = saved_errno;
}

int tf_support_run_in_terminal(const char *program, char *const argv[], char *const envp[]) {
  if (!tf_active || tf_tty_fd < 0) return -1;
  tf_support_restore_terminal();
  // As system(3): the program ignores the terminal's interrupt and quit while the command has
  // the terminal, and the command gets the signals' defaults.
  struct sigaction ignore, old_interrupt, old_quit;
  memset(&ignore, 0, sizeof ignore);
  ignore.sa_handler = SIG_IGN;
  sigemptyset(&ignore.sa_mask);
  sigaction(SIGINT, &ignore, &old_interrupt);
  sigaction(SIGQUIT, &ignore, &old_quit);
  // The command gets SIGINT, SIGQUIT and SIGTSTP at their defaults, in this program's process
  // group: the terminal's keys reach it, and Ctrl-Z stops it with the program.
  int descriptors[3] = {tf_tty_fd, tf_tty_fd, tf_tty_fd};
  pid_t child = 0;
  int status = -1;
  if (tf_support_spawn(program, argv, envp, descriptors, 0, &child) == 0) {
    __atomic_store_n(&tf_foreground_child, child, __ATOMIC_SEQ_CST);
    while (waitpid(child, &status, 0) < 0 && errno == EINTR) {
    }
    __atomic_store_n(&tf_foreground_child, 0, __ATOMIC_SEQ_CST);
  }
  sigaction(SIGINT, &old_interrupt, NULL);
  sigaction(SIGQUIT, &old_quit, NULL);
  tcsetattr(tf_tty_fd, TCSANOW, &tf_program_termios);
  tf_write_all(tf_tty_fd, tf_enter_bytes, tf_enter_count);
  tf_redraw_pending = 1;
  tf_resize_pending = 1;  // the command may have changed the window
  tf_wake();
  return status;
}

// Starts `program` with `argv`, `descriptors` as stdin, stdout and stderr, in a process group of
// its own, every signal at its default and none blocked: tf_support_spawn's result, the process
// in `child`.
static int tf_spawn_in_own_group(const char *program, char *const argv[], char *const envp[],
                                 const int descriptors[3], pid_t *child) {
  return tf_support_spawn(program, argv, envp, descriptors, TF_SPAWN_NEW_GROUP | TF_SPAWN_DEFAULT_SIGNALS, child);
}

int tf_support_run_silently(const char *program, char *const argv[], char *const envp[]) {
  int descriptors[3] = {-1, -1, -1};
  pid_t child = 0;
  int status = -1;
  if (tf_spawn_in_own_group(program, argv, envp, descriptors, &child) == 0) {
    int slot = tf_support_add_child_group(child);
    while (waitpid(child, &status, 0) < 0 && errno == EINTR) {
    }
    if (slot >= 0) tf_support_remove_child_group(child);
  }
  return status;
}

int tf_support_spawn_reader(const char *program, char *const argv[], char *const envp[], int *process) {
  int ends[2];
  if (tf_support_make_pipe(ends) != 0) return -1;
  int descriptors[3] = {-1, ends[1], -1};
  pid_t child = 0;
  int started = tf_spawn_in_own_group(program, argv, envp, descriptors, &child);
  close(ends[1]);
  if (started != 0) {
    close(ends[0]);
    return -1;
  }
  tf_support_add_child_group(child);
  *process = child;
  return ends[0];
}

void tf_support_end_reader(int process, int fd) {
  kill(-process, SIGKILL);
  tf_support_remove_child_group(process);
  int status;
  while (waitpid(process, &status, 0) < 0 && errno == EINTR) {
  }
  close(fd);
}

static void tf_on_suspend(int signal_number) {
  int saved_errno = errno;
  if (tf_active) {
    tf_support_restore_terminal();
    tf_suspended = 1;
  }
  tf_signal_child_groups(SIGSTOP);  // they lead groups of their own, which Ctrl-Z would miss
  signal(SIGTSTP, SIG_DFL);
  sigset_t unblock;
  sigemptyset(&unblock);
  sigaddset(&unblock, SIGTSTP);
  sigprocmask(SIG_UNBLOCK, &unblock, NULL);
  raise(SIGTSTP);  // stops here; SIGCONT's handler runs before raise returns
  tf_install(signal_number, tf_on_suspend);
  if (tf_active && tf_suspended) {
    // The kernel discards SIGTSTP in an orphaned process group (no job-control shell to resume
    // it): nothing stopped, so go back to program mode at once.
    tf_on_continue(SIGCONT);
  }
  errno = saved_errno;
}

static void tf_on_window_change(int signal_number) {
  (void)signal_number;
  int saved_errno = errno;
  tf_resize_pending = 1;
  tf_wake();
  errno = saved_errno;
}

static void tf_save_action(int signal_number) {
  if (signal_number >= tf_signal_limit) return;
  if (sigaction(signal_number, NULL, &tf_original_actions[signal_number]) == 0) {
    tf_original_saved[signal_number] = 1;
  }
}

void tf_support_save_original_actions(void) {
  tf_each_termination_signal(tf_save_action);
  for (size_t i = 0; i < TF_COUNT(tf_crash_signals); i++) tf_save_action(tf_crash_signals[i]);
  for (size_t i = 0; i < TF_COUNT(tf_other_signals); i++) tf_save_action(tf_other_signals[i]);
}

// Takes a termination signal over only where it would have ended the process: its disposition
// at the start (saved before newterm, which installs handlers of its own) was the default. One the
// program ignored (nohup's SIGHUP, a background job's SIGINT) stays ignored; one it handles itself
// stays its own.
static void tf_install_termination(int signal_number) {
  if (signal_number >= tf_signal_limit) return;
  if (tf_original_saved[signal_number]) {
    const struct sigaction *original = &tf_original_actions[signal_number];
    if ((original->sa_flags & SA_SIGINFO) || original->sa_handler != SIG_DFL) return;
  }
  tf_install(signal_number, tf_on_termination);
}

int tf_support_install_handlers(void) {
  tf_each_termination_signal(tf_install_termination);
  tf_use_alternate_stack();
  for (size_t i = 0; i < TF_COUNT(tf_crash_signals); i++) {
    tf_install_with(tf_crash_signals[i], tf_on_crash, SA_ONSTACK);
  }
  tf_install(SIGTSTP, tf_on_suspend);
  tf_install(SIGCONT, tf_on_continue);
  tf_install(SIGWINCH, tf_on_window_change);
  return 0;
}

void tf_support_restore_original_actions(void) {
  for (int signal_number = 1; signal_number < tf_signal_limit; signal_number++) {
    if (tf_original_saved[signal_number]) {
      sigaction(signal_number, &tf_original_actions[signal_number], NULL);
      tf_original_saved[signal_number] = 0;
    }
  }
}

int tf_support_wake_fd(void) { return tf_active ? tf_wake_pipe[0] : -1; }

void tf_support_drain_wake(void) {
  char buffer[64];
  if (tf_wake_pipe[0] < 0) return;
  while (read(tf_wake_pipe[0], buffer, sizeof buffer) > 0) {
  }
}

int tf_support_take_resize(void) { return __atomic_exchange_n(&tf_resize_pending, 0, __ATOMIC_SEQ_CST); }

int tf_support_take_redraw(void) { return __atomic_exchange_n(&tf_redraw_pending, 0, __ATOMIC_SEQ_CST); }

int tf_support_window_size(int fd, int *rows, int *columns) {
  struct winsize size;
  if (ioctl(fd, TIOCGWINSZ, &size) != 0) return -1;
  *rows = size.ws_row;
  *columns = size.ws_col;
  return 0;
}

void tf_support_end(void) {
  tf_active = 0;
  for (int i = 0; i < 2; i++) {
    if (tf_wake_pipe[i] >= 0) close(tf_wake_pipe[i]);
    tf_wake_pipe[i] = -1;
  }
  tf_tty_fd = -1;
}
