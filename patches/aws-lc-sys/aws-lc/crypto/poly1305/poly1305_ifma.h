// Copyright Amazon.com, Inc. or its affiliates. All Rights Reserved.
// SPDX-License-Identifier: Apache-2.0 OR ISC

#ifndef OPENSSL_HEADER_POLY1305_IFMA_H
#define OPENSSL_HEADER_POLY1305_IFMA_H

#include <openssl/base.h>
#include <openssl/poly1305.h>

#include "../internal.h"
#include "../fipsmodule/cpucap/internal.h"

#if defined(__cplusplus)
extern "C" {
#endif

// Poly1305 with AVX-512 IFMA (vpmadd52luq/vpmadd52huq), eight blocks at a
// time in radix 2^44. It needs GCC or Clang for the target attributes and
// unsigned __int128 for its scalar part.
#if defined(OPENSSL_X86_64) && !defined(OPENSSL_NO_ASM) && \
    defined(BORINGSSL_HAS_UINT128) && (defined(__GNUC__) || defined(__clang__))
#define OPENSSL_POLY1305_IFMA

// poly1305_ifma_capable returns one when the IFMA code may run: it needs
// AVX512F and AVX512IFMA (the OS check for the ZMM state clears AVX512F).
OPENSSL_INLINE int poly1305_ifma_capable(void) {
  return CRYPTO_is_AVX512IFMA_capable();
}

void CRYPTO_poly1305_init_ifma(poly1305_state *state, const uint8_t key[32]);

void CRYPTO_poly1305_update_ifma(poly1305_state *state, const uint8_t *in,
                                 size_t in_len);

void CRYPTO_poly1305_finish_ifma(poly1305_state *state, uint8_t mac[16]);
#endif

#if defined(__cplusplus)
}  // extern C
#endif

#endif  // OPENSSL_HEADER_POLY1305_IFMA_H
