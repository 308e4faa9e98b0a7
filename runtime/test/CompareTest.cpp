//===- CompareTest.cpp - Tests of buffer comparison -----------------------===//

#include "kiln/runtime/Compare.h"

#include "TestUtil.h"

#include <cmath>

using namespace kiln::runtime;
using kiln::runtime::test::parseOrDie;

TEST(Compare, ExactEqual) {
  CompareResult r =
      compareExact(parseOrDie("3xi32=1,2,3"), parseOrDie("3xi32=1,2,3"));
  EXPECT_TRUE(r.matches);
  EXPECT_EQ(r.toString(), "ok");
  // NaN matches NaN and -0 matches +0.
  EXPECT_TRUE(
      compareExact(parseOrDie("2xf32=nan,-0"), parseOrDie("2xf32=nan,0"))
          .matches);
  EXPECT_TRUE(
      compareExact(parseOrDie("2xi1=true,false"), parseOrDie("2xi1=1,0"))
          .matches);
}

TEST(Compare, ExactMismatches) {
  CompareResult r = compareExact(parseOrDie("2x3xf32=1,2.5,3,4,5,nan"),
                                 parseOrDie("2x3xf32=1,2,3,4,-5,6"));
  EXPECT_FALSE(r.matches);
  EXPECT_EQ(r.mismatchCount, 3);
  ASSERT_EQ(r.mismatches.size(), 3u);
  EXPECT_EQ(r.mismatches[1].flatIndex, 4);
  EXPECT_EQ(r.mismatches[1].index, (std::vector<int64_t>{1, 1}));
  EXPECT_EQ(r.toString(), "3 of 6 elements differ (showing 3):\n"
                          "  [0, 1]: actual 2.5, expected 2.0\n"
                          "  [1, 1]: actual 5.0, expected -5.0\n"
                          "  [1, 2]: actual nan, expected 6.0");
}

TEST(Compare, LimitsReportedMismatches) {
  CompareResult r =
      compareExact(parseOrDie("5xui8=1,2,3,4,5"), parseOrDie("5xui8=0"), 2);
  EXPECT_EQ(r.mismatchCount, 5);
  EXPECT_EQ(r.toString(), "5 of 5 elements differ (showing 2):\n"
                          "  [0]: actual 1, expected 0\n"
                          "  [1]: actual 2, expected 0");
}

TEST(Compare, TypeMismatch) {
  CompareResult r =
      compareExact(parseOrDie("2xf32=1,2"), parseOrDie("2x1xf32=1,2"));
  EXPECT_FALSE(r.matches);
  EXPECT_EQ(r.toString(), "type mismatch: actual 2xf32, expected 2x1xf32");
  EXPECT_EQ(
      compareAlmost(parseOrDie("f32=1"), parseOrDie("f64=1"), {}).toString(),
      "type mismatch: actual f32, expected f64");
}

TEST(Compare, AbsoluteAndRelativeTolerance) {
  HostBuffer actual = parseOrDie("3xf64=1.0001,100.5,-3");
  HostBuffer expected = parseOrDie("3xf64=1,100,-3");
  Tolerance abs;
  abs.atol = 1e-3;
  CompareResult r = compareAlmost(actual, expected, abs);
  EXPECT_EQ(r.toString(), "1 of 3 elements differ (showing 1):\n"
                          "  [1]: actual 100.5, expected 100.0");
  Tolerance rel;
  rel.rtol = 1e-2;
  EXPECT_TRUE(compareAlmost(actual, expected, rel).matches);
}

TEST(Compare, UlpTolerance) {
  // 1 + 2^-23 is one f32 ULP above 1.
  HostBuffer actual = parseOrDie("2xf32=1.00000011920928955078125,1");
  HostBuffer expected = parseOrDie("2xf32=1,1");
  Tolerance ulps;
  ulps.maxUlps = 0;
  EXPECT_FALSE(compareAlmost(actual, expected, ulps).matches);
  ulps.maxUlps = 1;
  EXPECT_TRUE(compareAlmost(actual, expected, ulps).matches);
  EXPECT_EQ(ulpDistance(DType::F32, 1.0, 1.00000011920928955078125), 1u);
  EXPECT_EQ(ulpDistance(DType::F32, -0.0, 0.0), 0u);
  // Across zero: the smallest subnormals on either side are 2 ULPs apart.
  EXPECT_EQ(
      ulpDistance(DType::F16, std::ldexp(1.0, -24), -std::ldexp(1.0, -24)), 2u);
  EXPECT_EQ(ulpDistance(DType::BF16, 1.0, 1.0078125), 1u);
  EXPECT_EQ(ulpDistance(DType::F8E4M3FN, 448.0, 416.0), 1u);
  EXPECT_EQ(ulpDistance(DType::F64, 1.0, std::nextafter(1.0, 2.0)), 1u);
}

TEST(Compare, AlmostSpecialValues) {
  Tolerance tol;
  tol.atol = 1e9;
  CompareResult r = compareAlmost(parseOrDie("4xf32=nan,inf,-inf,1"),
                                  parseOrDie("4xf32=nan,inf,inf,nan"), tol);
  EXPECT_EQ(r.toString(), "2 of 4 elements differ (showing 2):\n"
                          "  [2]: actual -inf, expected inf\n"
                          "  [3]: actual 1.0, expected nan");
}

TEST(Compare, AlmostComplex) {
  Tolerance tol;
  tol.atol = 0.01;
  CompareResult r =
      compareAlmost(parseOrDie("2xcomplex<f32>=(1,2),(1,2)"),
                    parseOrDie("2xcomplex<f32>=(1.001,2),(1,2.5)"), tol);
  EXPECT_EQ(r.toString(), "1 of 2 elements differ (showing 1):\n"
                          "  [1]: actual (1+2j), expected (1+2.5j)");
}

TEST(Compare, AlmostOnIntegersIsExact) {
  Tolerance tol;
  tol.atol = 5;
  EXPECT_FALSE(
      compareAlmost(parseOrDie("i32=1"), parseOrDie("i32=2"), tol).matches);
}
