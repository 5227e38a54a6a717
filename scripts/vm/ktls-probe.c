// ktls-probe: does this kernel do kTLS? Used by scripts/vm/smoke-test inside the VM.
//
// Usage: ktls-probe [aes128gcm|aes256gcm|chacha20poly1305 [MIB]]   (default aes128gcm)
//
// Opens a TCP connection to itself on 127.0.0.1, then on the client socket
// setsockopt(SOL_TCP, TCP_ULP, "tls") and setsockopt(SOL_TLS, TLS_TX, <TLS 1.3 crypto_info
// with all-zero keys>), and the same with TLS_RX on the server socket. If all succeed it
// writes a message through kTLS TX and reads it back through kTLS RX (the kernel encrypts
// and decrypts a real TLS 1.3 record). Each step prints one line "...: ok" or
// "...: FAILED (ENOENT: No such file or directory)". With MIB > 0 it then sends MIB MiB
// from a child process through kTLS TX to the parent's kTLS RX and prints the throughput.
// Exit 0 when every step worked, 1 when a kTLS step failed, 3 on a setup error.
#define _GNU_SOURCE
#include <arpa/inet.h>
#include <errno.h>
#include <linux/tls.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#ifndef SOL_TLS
#define SOL_TLS 282
#endif
#ifndef TCP_ULP
#define TCP_ULP 31
#endif

static const char *suite = "aes128gcm";

static void setup_fail(const char *what) {
    fprintf(stderr, "ktls-probe %s: setup: %s: %s\n", suite, what, strerror(errno));
    exit(3);
}

static int report(const char *step, int rc) {
    if (rc == 0) {
        printf("ktls-probe %s: %s: ok\n", suite, step);
    } else {
        const char *name = strerrorname_np(errno);
        printf("ktls-probe %s: %s: FAILED (%s: %s)\n", suite, step, name ? name : "?",
               strerror(errno));
    }
    fflush(stdout);
    return rc == 0;
}

// Fill a TLS 1.3 crypto_info for the chosen suite (zero key, IV, salt and sequence).
static socklen_t crypto_info(unsigned char *buf, size_t cap) {
    memset(buf, 0, cap);
    struct tls_crypto_info *info = (struct tls_crypto_info *)buf;
    info->version = TLS_1_3_VERSION;
    if (strcmp(suite, "aes128gcm") == 0) {
        info->cipher_type = TLS_CIPHER_AES_GCM_128;
        return sizeof(struct tls12_crypto_info_aes_gcm_128);
    } else if (strcmp(suite, "aes256gcm") == 0) {
        info->cipher_type = TLS_CIPHER_AES_GCM_256;
        return sizeof(struct tls12_crypto_info_aes_gcm_256);
    } else if (strcmp(suite, "chacha20poly1305") == 0) {
        info->cipher_type = TLS_CIPHER_CHACHA20_POLY1305;
        return sizeof(struct tls12_crypto_info_chacha20_poly1305);
    }
    fprintf(stderr, "usage: ktls-probe [aes128gcm|aes256gcm|chacha20poly1305]\n");
    exit(2);
}

static double now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec / 1e9;
}

// A child writes MIB MiB into cfd (kTLS TX); we read them from sfd (kTLS RX).
static int bulk(int cfd, int sfd, long mib) {
    static char buf[1 << 16];
    double t0 = now();
    pid_t pid = fork();
    if (pid < 0) setup_fail("fork");
    if (pid == 0) {
        memset(buf, 'x', sizeof buf);
        for (long i = 0; i < mib * 16; i++) {
            size_t off = 0;
            while (off < sizeof buf) {
                ssize_t n = write(cfd, buf + off, sizeof buf - off);
                if (n <= 0) _exit(1);
                off += (size_t)n;
            }
        }
        _exit(0);
    }
    long long want = (long long)mib << 20, have = 0;
    while (have < want) {
        struct pollfd p = {.fd = sfd, .events = POLLIN};
        if (poll(&p, 1, 30000) != 1) {  // bounded: 30 s without data
            errno = ETIMEDOUT;
            break;
        }
        ssize_t n = read(sfd, buf, sizeof buf);
        if (n <= 0) {
            if (n == 0) errno = ECONNRESET;
            break;
        }
        have += n;
    }
    int status = 1;
    waitpid(pid, &status, 0);
    double dt = now() - t0;
    if (have < want || status != 0) return report("bulk transfer", -1);
    printf("ktls-probe %s: bulk %ld MiB TX->RX: ok, %.2f s, %.1f MiB/s\n", suite, mib, dt, mib / dt);
    fflush(stdout);
    return 1;
}

int main(int argc, char **argv) {
    if (argc > 1) suite = argv[1];
    unsigned char info[128];
    socklen_t info_len = crypto_info(info, sizeof info);

    int lfd = socket(AF_INET, SOCK_STREAM, 0);
    if (lfd < 0) setup_fail("socket");
    struct sockaddr_in addr = {.sin_family = AF_INET, .sin_addr.s_addr = htonl(INADDR_LOOPBACK)};
    socklen_t alen = sizeof addr;
    if (bind(lfd, (struct sockaddr *)&addr, sizeof addr) < 0) setup_fail("bind 127.0.0.1");
    if (listen(lfd, 1) < 0) setup_fail("listen");
    if (getsockname(lfd, (struct sockaddr *)&addr, &alen) < 0) setup_fail("getsockname");
    int cfd = socket(AF_INET, SOCK_STREAM, 0);
    if (cfd < 0) setup_fail("socket");
    if (connect(cfd, (struct sockaddr *)&addr, sizeof addr) < 0) setup_fail("connect");
    int sfd = accept(lfd, NULL, NULL);
    if (sfd < 0) setup_fail("accept");

    // Client side: the steps the brief asks about.
    if (!report("client TCP_ULP tls", setsockopt(cfd, SOL_TCP, TCP_ULP, "tls", sizeof "tls")))
        return 1;
    if (!report("client SOL_TLS TLS_TX", setsockopt(cfd, SOL_TLS, TLS_TX, info, info_len)))
        return 1;
    // Server side: RX, then a real record through both.
    if (!report("server TCP_ULP tls", setsockopt(sfd, SOL_TCP, TCP_ULP, "tls", sizeof "tls")))
        return 1;
    if (!report("server SOL_TLS TLS_RX", setsockopt(sfd, SOL_TLS, TLS_RX, info, info_len)))
        return 1;

    const char msg[] = "hello through kernel TLS";
    if (write(cfd, msg, sizeof msg) != (ssize_t)sizeof msg) return report("kTLS write", -1), 1;
    char got[sizeof msg];
    size_t have = 0;
    while (have < sizeof msg) {
        struct pollfd p = {.fd = sfd, .events = POLLIN};
        if (poll(&p, 1, 10000) != 1) {  // bounded: 10 s
            errno = ETIMEDOUT;
            return report("kTLS read back", -1), 1;
        }
        ssize_t n = read(sfd, got + have, sizeof msg - have);
        if (n <= 0) {
            if (n == 0) errno = ECONNRESET;
            return report("kTLS read back", -1), 1;
        }
        have += (size_t)n;
    }
    if (memcmp(got, msg, sizeof msg) != 0) {
        errno = EBADMSG;
        return report("kTLS read back (data differs)", -1), 1;
    }
    report("record round trip TX->RX", 0);
    long mib = argc > 2 ? atol(argv[2]) : 0;
    if (mib > 0 && !bulk(cfd, sfd, mib)) return 1;
    close(cfd);
    close(sfd);
    close(lfd);
    return 0;
}
