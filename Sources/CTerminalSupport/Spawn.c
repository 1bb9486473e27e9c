#define _GNU_SOURCE 1

#include "CTerminalSupport.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#ifdef __linux__
#include <sys/prctl.h>
#endif

// The spawn every command of the program goes through (see the header): vfork on Linux, so that
// a program holding a million items starts a preview as cheaply as posix_spawn would (glibc's
// posix_spawn is a vfork-like clone too), and so that the child can ask for PR_SET_PDEATHSIG,
// which posix_spawn has no attribute for.

char *tf_support_resolve_program(const char *name) {
  if (strchr(name, '/') != NULL) return strdup(name);
  const char *path = getenv("PATH");
  if (path == NULL) path = "/bin:/usr/bin";
  size_t name_length = strlen(name);
  int found_but_denied = 0;
  while (1) {
    const char *end = strchr(path, ':');
    size_t length = end ? (size_t)(end - path) : strlen(path);
    // An empty entry is the current directory, as for execvp.
    char *candidate = malloc(length + name_length + 3);
    if (candidate == NULL) return NULL;
    if (length == 0) {
      memcpy(candidate, "./", 2);
      memcpy(candidate + 2, name, name_length + 1);
    } else {
      memcpy(candidate, path, length);
      candidate[length] = '/';
      memcpy(candidate + length + 1, name, name_length + 1);
    }
    struct stat status;
    if (access(candidate, X_OK) == 0 && stat(candidate, &status) == 0 && S_ISREG(status.st_mode)) return candidate;
    if (errno == EACCES) found_but_denied = 1;
    free(candidate);
    if (end == NULL) break;
    path = end + 1;
  }
  errno = found_but_denied ? EACCES : ENOENT;
  return NULL;
}

// A close-on-exec descriptor for `descriptor`, numbered above 2 so that the child's copies onto
// 0, 1 and 2 can never overwrite it.
static int tf_above_standard(int descriptor) {
  if (descriptor > 2) return descriptor;
  int moved = fcntl(descriptor, F_DUPFD_CLOEXEC, 3);
  close(descriptor);
  return moved;
}

int tf_support_accept(int listener) {
  // As tf_support_make_pipe's ends: close-on-exec from the start where the system can.
#ifdef __linux__
  return accept4(listener, NULL, NULL, SOCK_CLOEXEC | SOCK_NONBLOCK);
#else
  int descriptor = accept(listener, NULL, NULL);
  if (descriptor >= 0) {
    fcntl(descriptor, F_SETFD, FD_CLOEXEC);
    fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK);
  }
  return descriptor;
#endif
}

int tf_support_make_pipe(int ends[2]) {
  // pipe2 makes both ends close-on-exec at once: no command another thread starts meanwhile can
  // inherit an end (the writing end of a command's output held open by another command).
#ifdef __linux__
  if (pipe2(ends, O_CLOEXEC) != 0) return -1;
#else
  if (pipe(ends) != 0) return -1;
  fcntl(ends[0], F_SETFD, FD_CLOEXEC);
  fcntl(ends[1], F_SETFD, FD_CLOEXEC);
#endif
  for (int i = 0; i < 2; i++) ends[i] = tf_above_standard(ends[i]);
  if (ends[0] >= 0 && ends[1] >= 0) return 0;
  int error = errno;
  if (ends[0] >= 0) close(ends[0]);
  if (ends[1] >= 0) close(ends[1]);
  errno = error;
  return -1;
}

int tf_support_spawn(const char *program, char *const argv[], char *const envp[], const int descriptors[3],
                     int flags, int *process) {
  char *path = (flags & TF_SPAWN_SEARCH_PATH) ? tf_support_resolve_program(program) : strdup(program);
  if (path == NULL) return errno;
  // Exec's failure comes back through a close-on-exec pipe: nothing arrives when exec worked.
  int report[2];
  if (tf_support_make_pipe(report) != 0) {
    int error = errno;
    free(path);
    return error;
  }
  extern char **environ;
  char *const *environment = envp ? envp : environ;
  pid_t parent = getpid();
  // Every signal blocked until the child has put its dispositions back: no handler of this
  // program may run in the child (which shares its memory until exec).
  sigset_t all, previous;
  sigfillset(&all);
  pthread_sigmask(SIG_SETMASK, &all, &previous);
#ifdef __linux__
  pid_t child = vfork();
#else
  pid_t child = fork();
#endif
  if (child == 0) {
    for (int signal_number = 1; signal_number < NSIG; signal_number++) {
      if (signal_number == SIGKILL || signal_number == SIGSTOP) continue;
      struct sigaction action;
      if (sigaction(signal_number, NULL, &action) != 0) continue;
      int handled = (action.sa_flags & SA_SIGINFO) || (action.sa_handler != SIG_DFL && action.sa_handler != SIG_IGN);
      int reset = handled || (flags & TF_SPAWN_DEFAULT_SIGNALS) || signal_number == SIGINT ||
                  signal_number == SIGQUIT || signal_number == SIGTSTP;
      if (!reset) continue;
      memset(&action, 0, sizeof action);
      action.sa_handler = SIG_DFL;
      sigemptyset(&action.sa_mask);
      sigaction(signal_number, &action, NULL);
    }
    if (flags & TF_SPAWN_NEW_GROUP) setpgid(0, 0);
#ifdef __linux__
    // Killed with the program, even by SIGKILL, which no handler sees. The parent may have died
    // before this: then nobody is left to ask for the command.
    prctl(PR_SET_PDEATHSIG, SIGKILL);
    if (getppid() != parent) _exit(127);
#endif
    for (int target = 0; target < 3; target++) {
      int source = descriptors[target];
      if (source < 0) {
        int null = open("/dev/null", O_RDWR);
        if (null >= 0 && null != target) {
          dup2(null, target);
          close(null);
        }
      } else {
        dup2(source, target);
      }
    }
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, NULL);
    execve(path, argv, environment);
    int error = errno;
    ssize_t ignored = write(report[1], &error, sizeof error);
    (void)ignored;
    _exit(127);
  }
  int spawn_error = child < 0 ? errno : 0;
  pthread_sigmask(SIG_SETMASK, &previous, NULL);
  close(report[1]);
  free(path);
  if (child > 0) {
    int error = 0;
    ssize_t got;
    do {
      got = read(report[0], &error, sizeof error);
    } while (got < 0 && errno == EINTR);
    if (got == (ssize_t)sizeof error) {
      int status;
      while (waitpid(child, &status, 0) < 0 && errno == EINTR) {
      }
      spawn_error = error;
    }
  }
  close(report[0]);
  if (spawn_error != 0) return spawn_error;
  *process = child;
  return 0;
}
