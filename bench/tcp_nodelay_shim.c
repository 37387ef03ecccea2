// LD_PRELOAD shim for bench/run.sh: turns on TCP_NODELAY on every socket the
// server accepts, to measure what the server would do with Nagle's algorithm
// off (tavern as shipped leaves it on) without changing its code.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <sys/socket.h>

static void set_nodelay(int fd) {
  if (fd >= 0) {
    int one = 1;
    setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
  }
}

int accept(int fd, struct sockaddr *addr, socklen_t *len) {
  static int (*real_accept)(int, struct sockaddr *, socklen_t *);
  if (!real_accept)
    real_accept = (int (*)(int, struct sockaddr *, socklen_t *))dlsym(RTLD_NEXT, "accept");
  const int s = real_accept(fd, addr, len);
  set_nodelay(s);
  return s;
}

int accept4(int fd, struct sockaddr *addr, socklen_t *len, int flags) {
  static int (*real_accept4)(int, struct sockaddr *, socklen_t *, int);
  if (!real_accept4)
    real_accept4 =
        (int (*)(int, struct sockaddr *, socklen_t *, int))dlsym(RTLD_NEXT, "accept4");
  const int s = real_accept4(fd, addr, len, flags);
  set_nodelay(s);
  return s;
}
