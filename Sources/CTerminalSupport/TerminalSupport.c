#define _POSIX_C_SOURCE 200809L
#define _DEFAULT_SOURCE 1

#include "CTerminalSupport.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <string.h>
#include <sys/wait.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <unistd.h>

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

// The process groups of background commands (a picker's preview) that end with the program: a
// signal that ends it kills them, since they lead groups of their own that the terminal's signals
// and the shell's job control do not reach. Slots are claimed and freed with atomic operations.
enum { tf_child_group_limit = 16 };
static volatile int tf_child_groups[tf_child_group_limit];

int tf_support_add_child_group(int group) {
  for (int i = 0; i < tf_child_group_limit; i++) {
    int empty = 0;
    if (__atomic_compare_exchange_n(&tf_child_groups[i], &empty, group, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST)) {
      return 0;
    }
  }
  return -1;
}

void tf_support_remove_child_group(int group) {
  for (int i = 0; i < tf_child_group_limit; i++) {
    int expected = group;
    if (__atomic_compare_exchange_n(&tf_child_groups[i], &expected, 0, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST)) {
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

static void tf_on_termination(int signal_number) {
  int saved_errno = errno;
  tf_kill_child_groups();
  tf_support_restore_terminal();
  signal(signal_number, SIG_DFL);
  raise(signal_number);  // delivered, with the default action, when this handler returns
  errno = saved_errno;
}

static void tf_on_crash(int signal_number) {
  tf_kill_child_groups();
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

int tf_support_run_in_terminal(const char *command) {
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
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_adddup2(&actions, tf_tty_fd, 0);
  posix_spawn_file_actions_adddup2(&actions, tf_tty_fd, 1);
  posix_spawn_file_actions_adddup2(&actions, tf_tty_fd, 2);
  posix_spawnattr_t attributes;
  posix_spawnattr_init(&attributes);
  sigset_t defaults, none;
  sigemptyset(&defaults);
  sigaddset(&defaults, SIGINT);
  sigaddset(&defaults, SIGQUIT);
  sigaddset(&defaults, SIGTSTP);
  sigemptyset(&none);
  posix_spawnattr_setsigdefault(&attributes, &defaults);
  posix_spawnattr_setsigmask(&attributes, &none);
  posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK);
  char *argv[] = {"sh", "-c", (char *)command, NULL};
  extern char **environ;
  pid_t child = 0;
  int status = -1;
  if (posix_spawn(&child, "/bin/sh", &actions, &attributes, argv, environ) == 0) {
    while (waitpid(child, &status, 0) < 0 && errno == EINTR) {
    }
  }
  posix_spawnattr_destroy(&attributes);
  posix_spawn_file_actions_destroy(&actions);
  sigaction(SIGINT, &old_interrupt, NULL);
  sigaction(SIGQUIT, &old_quit, NULL);
  tcsetattr(tf_tty_fd, TCSANOW, &tf_program_termios);
  tf_write_all(tf_tty_fd, tf_enter_bytes, tf_enter_count);
  tf_redraw_pending = 1;
  tf_resize_pending = 1;  // the command may have changed the window
  tf_wake();
  return status;
}

// Starts `sh -c command` with `actions`, in a process group of its own, every signal at its
// default and none blocked: posix_spawn's result, the process in `child`.
static int tf_spawn_in_own_group(const char *command, posix_spawn_file_actions_t *actions, pid_t *child) {
  posix_spawnattr_t attributes;
  posix_spawnattr_init(&attributes);
  sigset_t all, none;
  sigfillset(&all);
  sigemptyset(&none);
  posix_spawnattr_setsigdefault(&attributes, &all);
  posix_spawnattr_setsigmask(&attributes, &none);
  posix_spawnattr_setpgroup(&attributes, 0);
  posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETPGROUP);
  char *argv[] = {"sh", "-c", (char *)command, NULL};
  extern char **environ;
  int started = posix_spawn(child, "/bin/sh", actions, &attributes, argv, environ);
  posix_spawnattr_destroy(&attributes);
  return started;
}

int tf_support_run_silently(const char *command) {
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0);
  posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0);
  posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0);
  pid_t child = 0;
  int status = -1;
  if (tf_spawn_in_own_group(command, &actions, &child) == 0) {
    int slot = tf_support_add_child_group(child);
    while (waitpid(child, &status, 0) < 0 && errno == EINTR) {
    }
    if (slot >= 0) tf_support_remove_child_group(child);
  }
  posix_spawn_file_actions_destroy(&actions);
  return status;
}

int tf_support_spawn_reader(const char *command, int *process) {
  int ends[2];
  if (pipe(ends) != 0) return -1;
  fcntl(ends[0], F_SETFD, FD_CLOEXEC);
  fcntl(ends[1], F_SETFD, FD_CLOEXEC);
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0);
  posix_spawn_file_actions_adddup2(&actions, ends[1], 1);
  posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0);
  pid_t child = 0;
  int started = tf_spawn_in_own_group(command, &actions, &child);
  posix_spawn_file_actions_destroy(&actions);
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
