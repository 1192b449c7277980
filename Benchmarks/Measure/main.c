// sheet-l10n-measure: runs a command and reports its peak resident set size.
//
//   sheet-l10n-measure REPORT-FILE COMMAND [ARGUMENT ...]
//
// Runs COMMAND with the same standard streams, waits for it with wait4 and writes
// `status=S peak_kib=K cpu_s=C` (C: user + system time) to REPORT-FILE; exits with
// COMMAND's status.
//
// Why a separate small program: Linux records in a child's ru_maxrss the high-water mark of
// the address space it replaced at exec, which for a child spawned by the benchmark is the
// benchmark's own, far larger than a small command's. Spawned from this program instead,
// the figure is the command's own peak (or this program's few hundred KiB, if larger).

#include <errno.h>
#include <stdio.h>
#include <sys/resource.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

int main(int argc, char **argv) {
  if (argc < 3) {
    fprintf(stderr, "usage: sheet-l10n-measure REPORT-FILE COMMAND [ARGUMENT ...]\n");
    return 2;
  }
  pid_t pid = fork();
  if (pid < 0) {
    perror("sheet-l10n-measure: fork");
    return 2;
  }
  if (pid == 0) {
    execvp(argv[2], argv + 2);
    perror("sheet-l10n-measure: exec");
    _exit(127);
  }
  int status = 0;
  struct rusage usage;
  while (wait4(pid, &status, 0, &usage) < 0) {
    if (errno != EINTR) {
      perror("sheet-l10n-measure: wait4");
      return 2;
    }
  }
  int code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  FILE *report = fopen(argv[1], "w");
  if (report == NULL) {
    perror("sheet-l10n-measure: report file");
    return 2;
  }
  // ru_maxrss is in KiB on Linux, in bytes on Darwin.
#ifdef __APPLE__
  long peak = usage.ru_maxrss / 1024;
#else
  long peak = usage.ru_maxrss;
#endif
  double cpu = (double)usage.ru_utime.tv_sec + (double)usage.ru_utime.tv_usec / 1e6 + (double)usage.ru_stime.tv_sec +
               (double)usage.ru_stime.tv_usec / 1e6;
  fprintf(report, "status=%d peak_kib=%ld cpu_s=%.3f\n", code, peak, cpu);
  fclose(report);
  return code;
}
