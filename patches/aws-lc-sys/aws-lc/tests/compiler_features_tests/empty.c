// Copyright Amazon.com, Inc. or its affiliates. All Rights Reserved.
// SPDX-License-Identifier: Apache-2.0 OR ISC

// Minimal source used by CMake try_compile() linker flag probes.
// Intentionally trivial so compile never fails — only the link step matters.
int main(void) { return 0; }
