// Copyright (c) 2017, Google Inc.
// SPDX-License-Identifier: ISC

// This header is provided in order to catch include path errors in consuming
// AWS-LC.
