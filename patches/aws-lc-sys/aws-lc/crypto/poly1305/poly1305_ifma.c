// Copyright Amazon.com, Inc. or its affiliates. All Rights Reserved.
// SPDX-License-Identifier: Apache-2.0 OR ISC

// Poly1305 for x86-64 CPUs with AVX-512 IFMA.
//
// Numbers are held in radix 2^44: three limbs of 44, 44 and 42 bits. Eight
// blocks are hashed at once, one per 64-bit lane, with vpmadd52luq and
// vpmadd52huq doing the 44x44-bit multiplications: lane k accumulates blocks
// k, k+8, k+16, ... by Horner's rule with r^8, and the last eight blocks are
// multiplied by r^8, r^7, ..., r^1 (lane 0 to lane 7) before the lanes are
// added up. Fewer than 128 bytes are hashed one block at a time with the same
// radix in scalar code, so the accumulator moves between the two freely.
//
// Reduction modulo p = 2^130 - 5 uses 2^130 = 5 (mod p): a product of limbs
// whose weights add up to 2^132 or more is folded back multiplied by 20
// (2^132 = 4 * 2^130 = 20 mod p).

#include <openssl/poly1305.h>

#include <string.h>

#include "poly1305_ifma.h"

#if defined(OPENSSL_POLY1305_IFMA)

#include <immintrin.h>

#define MASK44 ((UINT64_C(1) << 44) - 1)
#define MASK42 ((UINT64_C(1) << 42) - 1)

struct poly1305_ifma_state {
  // powers[i][k] is limb i of r^(8-k): the multipliers of the last eight
  // blocks, lane by lane. powers[i][0] is limb i of r^8.
  uint64_t powers[3][8];
  uint64_t r[3];
  // h is the accumulator, partially reduced: each limb may exceed its width
  // by a few bits.
  uint64_t h[3];
  uint64_t pad[2];
  uint8_t buf[16];
  size_t buf_used;
};

OPENSSL_STATIC_ASSERT(sizeof(struct poly1305_ifma_state) + 63 <=
                          sizeof(poly1305_state),
                      poly1305_state_is_too_small_for_poly1305_ifma_state)

static struct poly1305_ifma_state *ifma_state(poly1305_state *state) {
  return align_pointer(state, 64);
}

// limbs splits a 16-byte block, with 2^128 added when |hibit| is one, into
// radix 2^44.
static void limbs(const uint8_t in[16], uint64_t hibit, uint64_t m[3]) {
  uint64_t t0 = CRYPTO_load_u64_le(in);
  uint64_t t1 = CRYPTO_load_u64_le(in + 8);
  m[0] = t0 & MASK44;
  m[1] = ((t0 >> 44) | (t1 << 20)) & MASK44;
  m[2] = (t1 >> 24) | (hibit << 40);
}

// carry propagates the carries of |h| once around, leaving limbs 0 and 2
// within their widths and limb 1 at most one over.
static void carry(uint64_t h[3]) {
  uint64_t c = h[0] >> 44;
  h[0] &= MASK44;
  h[1] += c;
  c = h[1] >> 44;
  h[1] &= MASK44;
  h[2] += c;
  c = h[2] >> 42;
  h[2] &= MASK42;
  h[0] += c * 5;
  c = h[0] >> 44;
  h[0] &= MASK44;
  h[1] += c;
}

// mul sets |h| to h * r, partially reduced. Each limb of |h| must be below
// 2^46 and each limb of |r| below 2^45.
static void mul(uint64_t h[3], const uint64_t r[3]) {
  const uint64_t s1 = r[1] * 20, s2 = r[2] * 20;
  uint128_t d0 = (uint128_t)h[0] * r[0] + (uint128_t)h[1] * s2 +
                 (uint128_t)h[2] * s1;
  uint128_t d1 = (uint128_t)h[0] * r[1] + (uint128_t)h[1] * r[0] +
                 (uint128_t)h[2] * s2;
  uint128_t d2 = (uint128_t)h[0] * r[2] + (uint128_t)h[1] * r[1] +
                 (uint128_t)h[2] * r[0];
  d1 += (uint64_t)(d0 >> 44);
  d2 += (uint64_t)(d1 >> 44);
  h[0] = (uint64_t)d0 & MASK44;
  h[1] = (uint64_t)d1 & MASK44;
  h[2] = (uint64_t)d2 & MASK42;
  h[0] += (uint64_t)(d2 >> 42) * 5;
  uint64_t c = h[0] >> 44;
  h[0] &= MASK44;
  h[1] += c;
}

static void block(struct poly1305_ifma_state *st, const uint8_t in[16],
                  uint64_t hibit) {
  uint64_t m[3];
  limbs(in, hibit, m);
  st->h[0] += m[0];
  st->h[1] += m[1];
  st->h[2] += m[2];
  mul(st->h, st->r);
}

// The vector code. Each limb of |h| is below 2^46 on entry to mul_x8 (an
// accumulator below 2^45 plus a message limb below 2^44) and each limb of the
// multiplier below 2^45, so every operand fits vpmadd52's 52 bits and every
// sum below fits 64 bits.
#define IFMA_TARGET __attribute__((target("avx512f,avx512ifma")))

IFMA_TARGET static inline __m512i times20(__m512i x) {
  return _mm512_add_epi64(_mm512_slli_epi64(x, 4), _mm512_slli_epi64(x, 2));
}

// mul_x8 sets each lane of h to h * r in that lane, partially reduced.
IFMA_TARGET static inline void mul_x8(__m512i h[3], __m512i r0, __m512i r1,
                                      __m512i r2) {
  const __m512i zero = _mm512_setzero_si512();
  const __m512i s1 = times20(r1), s2 = times20(r2);
  // lo_i and hi_i are the low 52 bits and the rest of the products of weight
  // 2^(44 i): hi_0 counts at 2^52 = 2^8 * 2^44 (limb 1), hi_1 at 2^8 * 2^88
  // (limb 2) and hi_2 at 2^140 = 2^10 * 2^130 = 5 * 2^10 (limb 0).
  __m512i lo0 = _mm512_madd52lo_epu64(zero, h[0], r0);
  __m512i hi0 = _mm512_madd52hi_epu64(zero, h[0], r0);
  __m512i lo1 = _mm512_madd52lo_epu64(zero, h[0], r1);
  __m512i hi1 = _mm512_madd52hi_epu64(zero, h[0], r1);
  __m512i lo2 = _mm512_madd52lo_epu64(zero, h[0], r2);
  __m512i hi2 = _mm512_madd52hi_epu64(zero, h[0], r2);
  lo0 = _mm512_madd52lo_epu64(lo0, h[1], s2);
  hi0 = _mm512_madd52hi_epu64(hi0, h[1], s2);
  lo1 = _mm512_madd52lo_epu64(lo1, h[1], r0);
  hi1 = _mm512_madd52hi_epu64(hi1, h[1], r0);
  lo2 = _mm512_madd52lo_epu64(lo2, h[1], r1);
  hi2 = _mm512_madd52hi_epu64(hi2, h[1], r1);
  lo0 = _mm512_madd52lo_epu64(lo0, h[2], s1);
  hi0 = _mm512_madd52hi_epu64(hi0, h[2], s1);
  lo1 = _mm512_madd52lo_epu64(lo1, h[2], s2);
  hi1 = _mm512_madd52hi_epu64(hi1, h[2], s2);
  lo2 = _mm512_madd52lo_epu64(lo2, h[2], r0);
  hi2 = _mm512_madd52hi_epu64(hi2, h[2], r0);

  __m512i t0 = _mm512_add_epi64(lo0, _mm512_slli_epi64(hi2, 12));
  t0 = _mm512_add_epi64(t0, _mm512_slli_epi64(hi2, 10));
  __m512i t1 = _mm512_add_epi64(lo1, _mm512_slli_epi64(hi0, 8));
  __m512i t2 = _mm512_add_epi64(lo2, _mm512_slli_epi64(hi1, 8));

  const __m512i mask44 = _mm512_set1_epi64(MASK44);
  const __m512i mask42 = _mm512_set1_epi64(MASK42);
  t1 = _mm512_add_epi64(t1, _mm512_srli_epi64(t0, 44));
  t0 = _mm512_and_si512(t0, mask44);
  t2 = _mm512_add_epi64(t2, _mm512_srli_epi64(t1, 44));
  t1 = _mm512_and_si512(t1, mask44);
  __m512i c = _mm512_srli_epi64(t2, 42);
  t2 = _mm512_and_si512(t2, mask42);
  t0 = _mm512_add_epi64(t0, _mm512_add_epi64(c, _mm512_slli_epi64(c, 2)));
  h[0] = t0;
  h[1] = t1;
  h[2] = t2;
}

// blocks_x8 hashes |len| bytes, a non-zero multiple of 128, into st->h.
IFMA_TARGET static void blocks_x8(struct poly1305_ifma_state *st,
                                  const uint8_t *in, size_t len) {
  const __m512i mask44 = _mm512_set1_epi64(MASK44);
  const __m512i hibit = _mm512_set1_epi64(UINT64_C(1) << 40);
  // Lane k takes the low and the high half of block k.
  const __m512i even = _mm512_set_epi64(14, 12, 10, 8, 6, 4, 2, 0);
  const __m512i odd = _mm512_set_epi64(15, 13, 11, 9, 7, 5, 3, 1);
  const __m512i r0 = _mm512_set1_epi64((long long)st->powers[0][0]);
  const __m512i r1 = _mm512_set1_epi64((long long)st->powers[1][0]);
  const __m512i r2 = _mm512_set1_epi64((long long)st->powers[2][0]);

  // The accumulator so far enters lane 0, ahead of block 0.
  __m512i h[3];
  for (int i = 0; i < 3; i++) {
    h[i] = _mm512_maskz_set1_epi64(1, (long long)st->h[i]);
  }
  for (;;) {
    __m512i a = _mm512_loadu_si512((const void *)in);
    __m512i b = _mm512_loadu_si512((const void *)(in + 64));
    __m512i lo = _mm512_permutex2var_epi64(a, even, b);
    __m512i hi = _mm512_permutex2var_epi64(a, odd, b);
    __m512i m0 = _mm512_and_si512(lo, mask44);
    __m512i m1 = _mm512_and_si512(
        _mm512_or_si512(_mm512_srli_epi64(lo, 44), _mm512_slli_epi64(hi, 20)),
        mask44);
    __m512i m2 = _mm512_or_si512(_mm512_srli_epi64(hi, 24), hibit);
    h[0] = _mm512_add_epi64(h[0], m0);
    h[1] = _mm512_add_epi64(h[1], m1);
    h[2] = _mm512_add_epi64(h[2], m2);
    in += 128;
    len -= 128;
    if (len == 0) {
      break;
    }
    mul_x8(h, r0, r1, r2);
  }
  mul_x8(h, _mm512_loadu_si512((const void *)st->powers[0]),
         _mm512_loadu_si512((const void *)st->powers[1]),
         _mm512_loadu_si512((const void *)st->powers[2]));
  // Each lane is below 2^45, so the sums are below 2^48.
  st->h[0] = (uint64_t)_mm512_reduce_add_epi64(h[0]);
  st->h[1] = (uint64_t)_mm512_reduce_add_epi64(h[1]);
  st->h[2] = (uint64_t)_mm512_reduce_add_epi64(h[2]);
  carry(st->h);
}

void CRYPTO_poly1305_init_ifma(poly1305_state *state, const uint8_t key[32]) {
  struct poly1305_ifma_state *st = ifma_state(state);
  uint64_t t0 = CRYPTO_load_u64_le(key) & UINT64_C(0x0ffffffc0fffffff);
  uint64_t t1 = CRYPTO_load_u64_le(key + 8) & UINT64_C(0x0ffffffc0ffffffc);
  st->r[0] = t0 & MASK44;
  st->r[1] = ((t0 >> 44) | (t1 << 20)) & MASK44;
  st->r[2] = (t1 >> 24) & MASK42;
  st->pad[0] = CRYPTO_load_u64_le(key + 16);
  st->pad[1] = CRYPTO_load_u64_le(key + 24);
  st->h[0] = st->h[1] = st->h[2] = 0;
  st->buf_used = 0;

  uint64_t power[3] = {st->r[0], st->r[1], st->r[2]};
  for (int k = 7; k >= 0; k--) {
    for (int i = 0; i < 3; i++) {
      st->powers[i][k] = power[i];
    }
    mul(power, st->r);
  }
}

void CRYPTO_poly1305_update_ifma(poly1305_state *state, const uint8_t *in,
                                 size_t in_len) {
  struct poly1305_ifma_state *st = ifma_state(state);
  if (st->buf_used > 0) {
    size_t todo = 16 - st->buf_used;
    if (todo > in_len) {
      todo = in_len;
    }
    OPENSSL_memcpy(st->buf + st->buf_used, in, todo);
    st->buf_used += todo;
    in += todo;
    in_len -= todo;
    if (st->buf_used < 16) {
      return;
    }
    block(st, st->buf, 1);
    st->buf_used = 0;
  }
  size_t bulk = in_len & ~(size_t)127;
  if (bulk > 0) {
    blocks_x8(st, in, bulk);
    in += bulk;
    in_len -= bulk;
  }
  while (in_len >= 16) {
    block(st, in, 1);
    in += 16;
    in_len -= 16;
  }
  if (in_len > 0) {
    OPENSSL_memcpy(st->buf, in, in_len);
    st->buf_used = in_len;
  }
}

void CRYPTO_poly1305_finish_ifma(poly1305_state *state, uint8_t mac[16]) {
  struct poly1305_ifma_state *st = ifma_state(state);
  if (st->buf_used > 0) {
    // A final partial block is padded with one 1 byte, then zeros, and gets
    // no 2^128.
    st->buf[st->buf_used] = 1;
    OPENSSL_memset(st->buf + st->buf_used + 1, 0, 15 - st->buf_used);
    block(st, st->buf, 0);
  }

  uint64_t h0 = st->h[0], h1 = st->h[1], h2 = st->h[2];
  // Fully carry h, twice around, so it is below 2^130.
  for (int i = 0; i < 2; i++) {
    uint64_t c = h1 >> 44;
    h1 &= MASK44;
    h2 += c;
    c = h2 >> 42;
    h2 &= MASK42;
    h0 += c * 5;
    c = h0 >> 44;
    h0 &= MASK44;
    h1 += c;
  }
  // h is below 2^130 and so below 2p: subtract p when h >= p, by computing
  // g = h + 5 - 2^130 and keeping it when it does not go below zero.
  uint64_t g0 = h0 + 5;
  uint64_t c = g0 >> 44;
  g0 &= MASK44;
  uint64_t g1 = h1 + c;
  c = g1 >> 44;
  g1 &= MASK44;
  uint64_t g2 = h2 + c - (UINT64_C(1) << 42);
  uint64_t keep_g = (g2 >> 63) - 1;  // all ones when g2 did not borrow
  h0 = (h0 & ~keep_g) | (g0 & keep_g);
  h1 = (h1 & ~keep_g) | (g1 & keep_g);
  h2 = (h2 & ~keep_g) | (g2 & keep_g);

  // mac = (h + pad) mod 2^128.
  uint64_t p0 = st->pad[0], p1 = st->pad[1];
  h0 += p0 & MASK44;
  c = h0 >> 44;
  h0 &= MASK44;
  h1 += (((p0 >> 44) | (p1 << 20)) & MASK44) + c;
  c = h1 >> 44;
  h1 &= MASK44;
  h2 += (p1 >> 24) + c;
  CRYPTO_store_u64_le(mac, h0 | (h1 << 44));
  CRYPTO_store_u64_le(mac + 8, (h1 >> 20) | (h2 << 24));
  OPENSSL_cleanse(st, sizeof(*st));
}

#endif  // OPENSSL_POLY1305_IFMA
