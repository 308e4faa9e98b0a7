//===- TestUtil.h - Helpers shared by the host runtime unit tests ---------===//
#ifndef KILN_RUNTIME_TEST_TESTUTIL_H
#define KILN_RUNTIME_TEST_TESTUTIL_H

#include "kiln/runtime/HostBuffer.h"
#include "kiln/runtime/InlineInput.h"

#include <gtest/gtest.h>

namespace kiln::runtime::test {

/// Parses an inline spec that the test expects to be valid.
inline HostBuffer parseOrDie(const char *spec) {
  Expected<HostBuffer> b = parseInlineInput(spec);
  EXPECT_TRUE(b) << spec << ": " << b.message();
  if (!b)
    return *HostBuffer::create(DType::F32, {});
  return b.take();
}

/// The error message a spec produces, or "<ok>".
inline std::string parseError(const char *spec) {
  Expected<HostBuffer> b = parseInlineInput(spec);
  return b ? "<ok>" : b.message();
}

} // namespace kiln::runtime::test

#endif // KILN_RUNTIME_TEST_TESTUTIL_H
