// Copyright (c) 2018, Google Inc.
// SPDX-License-Identifier: ISC

/* This header is provided in order to make compiling against code that expects
   OpenSSL easier. */

#include <openssl/base.h>
