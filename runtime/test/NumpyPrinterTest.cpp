//===- NumpyPrinterTest.cpp - Tests of numpy-style printing ---------------===//
//
// Expected strings are what numpy 2.4 (ml_dtypes 0.6 for bf16/f8/int4)
// prints for the same arrays with repr() and str().
//
//===----------------------------------------------------------------------===//

#include "kiln/runtime/NumpyPrinter.h"

#include "TestUtil.h"

#include <cmath>

using namespace kiln::runtime;
using kiln::runtime::test::parseOrDie;

namespace {

void expectPrints(const char *spec, const std::string &repr,
                  const std::string &str) {
  HostBuffer b = parseOrDie(spec);
  EXPECT_EQ(formatNumpyRepr(b), repr) << spec;
  EXPECT_EQ(formatNumpyStr(b), str) << spec;
}

} // namespace

TEST(NumpyPrinter, Floats) {
  expectPrints("2x2xf32=1,2,3,4",
               "array([[1., 2.],\n       [3., 4.]], dtype=float32)",
               "[[1. 2.]\n [3. 4.]]");
  expectPrints("3xf32=1,2.5,-0.125",
               "array([ 1.   ,  2.5  , -0.125], dtype=float32)",
               "[ 1.     2.5   -0.125]");
  expectPrints("3xf64=1e-5,1,12345.678",
               "array([1.0000000e-05, 1.0000000e+00, 1.2345678e+04])",
               "[1.0000000e-05 1.0000000e+00 1.2345678e+04]");
  expectPrints("2xf64=-0.0,1", "array([-0.,  1.])", "[-0.  1.]");
  expectPrints("2xf64=0.123456789123,1", "array([0.12345679, 1.        ])",
               "[0.12345679 1.        ]");
  expectPrints("1xf32=0.3333333333", "array([0.33333334], dtype=float32)",
               "[0.33333334]");
}

TEST(NumpyPrinter, NonFinite) {
  expectPrints("3xf32=nan,-inf,1.5", "array([ nan, -inf,  1.5], dtype=float32)",
               "[ nan -inf  1.5]");
  expectPrints("2xf32=nan,inf", "array([nan, inf], dtype=float32)",
               "[nan inf]");
}

TEST(NumpyPrinter, HalfPrecision) {
  // f16 switches to scientific notation from 1e3 on (numpy >= 2.3).
  expectPrints("3xf16=0.1,1000,2.5",
               "array([1.0e-01, 1.0e+03, 2.5e+00], dtype=float16)",
               "[1.0e-01 1.0e+03 2.5e+00]");
  expectPrints("3xf16=0.1,0.2,65504",
               "array([1.00e-01, 2.00e-01, 6.55e+04], dtype=float16)",
               "[1.00e-01 2.00e-01 6.55e+04]");
}

TEST(NumpyPrinter, IntegersAndBools) {
  expectPrints("3xi32=1,2,3", "array([1, 2, 3], dtype=int32)", "[1 2 3]");
  expectPrints("2x2xi64=1,-20,300,4", "array([[  1, -20],\n       [300,   4]])",
               "[[  1 -20]\n [300   4]]");
  expectPrints("2xui8=0,255", "array([  0, 255], dtype=uint8)", "[  0 255]");
  expectPrints("2xi1=true,false", "array([ True, False])", "[ True False]");
  expectPrints("2xi1=false,false", "array([False, False])", "[False False]");
}

TEST(NumpyPrinter, Scalars) {
  expectPrints("f32=1.5", "array(1.5, dtype=float32)", "1.5");
  expectPrints("f64=0.1", "array(0.1)", "0.1");
  expectPrints("i1=true", "array(True)", "True");
}

TEST(NumpyPrinter, Complex) {
  expectPrints("2xcomplex<f32>=(1,2),(3,-4.5)",
               "array([1.+2.j , 3.-4.5j], dtype=complex64)",
               "[1.+2.j  3.-4.5j]");
  expectPrints("2xcomplex<f64>=(0,0.5),(-1,0)", "array([ 0.+0.5j, -1.+0.j ])",
               "[ 0.+0.5j -1.+0.j ]");
}

TEST(NumpyPrinter, WrapsLongRows) {
  std::string spec = "30xf32=";
  for (int i = 0; i < 30; ++i)
    spec += (i ? "," : "") + std::to_string(i * 0.25);
  expectPrints(
      spec.c_str(),
      "array([0.  , 0.25, 0.5 , 0.75, 1.  , 1.25, 1.5 , 1.75, 2.  , 2.25, "
      "2.5 ,\n"
      "       2.75, 3.  , 3.25, 3.5 , 3.75, 4.  , 4.25, 4.5 , 4.75, 5.  , "
      "5.25,\n"
      "       5.5 , 5.75, 6.  , 6.25, 6.5 , 6.75, 7.  , 7.25], "
      "dtype=float32)",
      "[0.   0.25 0.5  0.75 1.   1.25 1.5  1.75 2.   2.25 2.5  2.75 3.   "
      "3.25\n"
      " 3.5  3.75 4.   4.25 4.5  4.75 5.   5.25 5.5  5.75 6.   6.25 6.5  "
      "6.75\n"
      " 7.   7.25]");
}

TEST(NumpyPrinter, ThreeDimensions) {
  expectPrints("2x2x2xf64=0,1,2,3,4,5,6,7",
               "array([[[0., 1.],\n        [2., 3.]],\n\n"
               "       [[4., 5.],\n        [6., 7.]]])",
               "[[[0. 1.]\n  [2. 3.]]\n\n [[4. 5.]\n  [6. 7.]]]");
}

TEST(NumpyPrinter, SummarizesLargeArrays) {
  HostBuffer b = *HostBuffer::create(DType::SI32, {2, 1000});
  for (int64_t i = 0; i < 2000; ++i)
    b.setSigned(i, i);
  EXPECT_EQ(formatNumpyRepr(b),
            "array([[   0,    1,    2, ...,  997,  998,  999],\n"
            "       [1000, 1001, 1002, ..., 1997, 1998, 1999]],\n"
            "      shape=(2, 1000), dtype=int32)");
  EXPECT_EQ(formatNumpyStr(b), "[[   0    1    2 ...  997  998  999]\n"
                               " [1000 1001 1002 ... 1997 1998 1999]]");
}

TEST(NumpyPrinter, Empty) {
  expectPrints("0xf32=", "array([], dtype=float32)", "[]");
  expectPrints("2x0xi32=", "array([], shape=(2, 0), dtype=int32)", "[]");
}

TEST(NumpyPrinter, MlDtypes) {
  expectPrints("3xbf16=1.5,2,0.1", "array([1.5, 2, 0.100098], dtype=bfloat16)",
               "[1.5 2 0.100098]");
  expectPrints("3xf8E4M3FN=1.5,-448,nan",
               "array([1.5, -448, nan], dtype='float8_e4m3fn')",
               "[1.5 -448 nan]");
  expectPrints("2x2xi4=1,-8,7,0",
               "array([[1, -8],\n       [7, 0]], dtype=int4)",
               "[[1 -8]\n [7 0]]");
}

TEST(NumpyPrinter, FormatElement) {
  HostBuffer f = parseOrDie("5xf32=0.1,2,1e-5,-inf,1e7");
  EXPECT_EQ(formatElement(f, 0), "0.1");
  EXPECT_EQ(formatElement(f, 1), "2.0");
  EXPECT_EQ(formatElement(f, 2), "1e-05");
  EXPECT_EQ(formatElement(f, 3), "-inf");
  EXPECT_EQ(formatElement(f, 4), "1e+07");
  HostBuffer c = parseOrDie("2xcomplex<f64>=(1,2),(0,-1)");
  EXPECT_EQ(formatElement(c, 0), "(1+2j)");
  EXPECT_EQ(formatElement(c, 1), "-1j");
  EXPECT_EQ(formatElement(parseOrDie("i1=true"), 0), "true");
  EXPECT_EQ(formatElement(parseOrDie("ui64=18446744073709551615"), 0),
            "18446744073709551615");
  HostBuffer h = parseOrDie("2xf16=0.1,65504");
  EXPECT_EQ(formatElement(h, 0), "0.1");
  EXPECT_EQ(formatElement(h, 1), "6.55e+04");
}
