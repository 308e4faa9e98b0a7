//===- InlineInputTest.cpp - Tests of inline CLI input parsing ------------===//

#include "kiln/runtime/InlineInput.h"

#include "TestUtil.h"

#include <cmath>

using namespace kiln::runtime;
using kiln::runtime::test::parseError;
using kiln::runtime::test::parseOrDie;

TEST(InlineInput, ShapedValues) {
  HostBuffer b = parseOrDie("2x3xf32=1,2,3,4,5,6");
  EXPECT_EQ(b.typeString(), "2x3xf32");
  for (int64_t i = 0; i < 6; ++i)
    EXPECT_EQ(b.getDouble(i), double(i + 1));
  HostBuffer spaced = parseOrDie("3xi32= 1 , -2,3 ");
  EXPECT_EQ(spaced.getSigned(1), -2);
}

TEST(InlineInput, Scalars) {
  HostBuffer f = parseOrDie("f32=1.5");
  EXPECT_EQ(f.rank(), 0);
  EXPECT_EQ(f.getDouble(0), 1.5);
  EXPECT_EQ(parseOrDie("i64=-9223372036854775808").getSigned(0), INT64_MIN);
  EXPECT_EQ(parseOrDie("ui64=18446744073709551615").getUnsigned(0), UINT64_MAX);
  EXPECT_EQ(parseOrDie("f64=1e-300").getDouble(0), 1e-300);
}

TEST(InlineInput, Booleans) {
  HostBuffer b = parseOrDie("4xi1=true,false,1,0");
  EXPECT_EQ(b.getBits(0), 1u);
  EXPECT_EQ(b.getBits(1), 0u);
  EXPECT_EQ(b.getBits(2), 1u);
  EXPECT_EQ(b.getBits(3), 0u);
}

TEST(InlineInput, SpecialFloatsAndHex) {
  HostBuffer f = parseOrDie("4xf16=inf,-inf,nan,-2.5");
  EXPECT_TRUE(std::isinf(f.getDouble(0)) && f.getDouble(0) > 0);
  EXPECT_TRUE(std::isinf(f.getDouble(1)) && f.getDouble(1) < 0);
  EXPECT_TRUE(std::isnan(f.getDouble(2)));
  EXPECT_EQ(f.getDouble(3), -2.5);
  HostBuffer h = parseOrDie("3xui8=0xff,0x10,7");
  EXPECT_EQ(h.getUnsigned(0), 255u);
  EXPECT_EQ(h.getUnsigned(1), 16u);
  EXPECT_EQ(parseOrDie("i8=-0x80").getSigned(0), -128);
  EXPECT_EQ(parseOrDie("bf16=0.1").getBits(0), 0x3DCDu);
  EXPECT_EQ(parseOrDie("f8E4M3FN=448").getBits(0), 0x7Eu);
}

TEST(InlineInput, Complex) {
  HostBuffer c = parseOrDie("3xcomplex<f32>=(1,2),(-1.5, -inf),3");
  EXPECT_EQ(c.getComplex(0), std::complex<double>(1, 2));
  EXPECT_EQ(c.getComplex(1).real(), -1.5);
  EXPECT_TRUE(std::isinf(c.getComplex(1).imag()));
  EXPECT_EQ(c.getComplex(2), std::complex<double>(3, 0));
}

TEST(InlineInput, BroadcastAndEmpty) {
  HostBuffer b = parseOrDie("4x4xf32=0.5");
  EXPECT_EQ(b.numElements(), 16);
  for (int64_t i = 0; i < 16; ++i)
    EXPECT_EQ(b.getDouble(i), 0.5);
  HostBuffer c = parseOrDie("2xcomplex<f64>=(1,-1)");
  EXPECT_EQ(c.getComplex(1), std::complex<double>(1, -1));
  HostBuffer e = parseOrDie("0x3xf32=");
  EXPECT_EQ(e.numElements(), 0);
  EXPECT_EQ(e.typeString(), "0x3xf32");
}

TEST(InlineInput, NarrowIntegers) {
  HostBuffer s = parseOrDie("2xi4=-8,7");
  EXPECT_EQ(s.getSigned(0), -8);
  EXPECT_EQ(s.getSigned(1), 7);
  HostBuffer u = parseOrDie("2xui2=0,3");
  EXPECT_EQ(u.getUnsigned(1), 3u);
  HostBuffer si = parseOrDie("si2=-2");
  EXPECT_EQ(si.dtype(), DType::SI2);
}

TEST(InlineInput, Errors) {
  EXPECT_EQ(parseError("2x3xf32=1,2,3,4"),
            "expected 6 values for 2x3xf32 but got 4");
  EXPECT_EQ(parseError("f32="), "expected 1 value for f32 but got 0");
  EXPECT_EQ(parseError("0xf32=1"), "expected no values for 0xf32 but got 1");
  EXPECT_EQ(parseError("3xf32=1,abc,3"),
            "bad number 'abc' at position 8 (value #2) for f32");
  EXPECT_EQ(parseError("2xi8=1,128"),
            "value '128' at position 7 (value #2) is out of range for i8");
  EXPECT_EQ(parseError("i8=-129"),
            "value '-129' at position 3 (value #1) is out of range for i8");
  EXPECT_EQ(parseError("ui8=-1"),
            "value '-1' at position 4 (value #1) is out of range for ui8");
  EXPECT_EQ(parseError("i4=8"),
            "value '8' at position 3 (value #1) is out of range for i4");
  EXPECT_EQ(parseError("ui64=18446744073709551616"),
            "value '18446744073709551616' at position 5 (value #1) is out of "
            "range for ui64");
  EXPECT_EQ(parseError("i32=1.5"),
            "bad integer '1.5' at position 4 (value #1) for i32");
  EXPECT_EQ(parseError("f16=70000"),
            "value '70000' at position 4 (value #1) is out of range for f16");
  EXPECT_EQ(parseError("f32=1e39"),
            "value '1e39' at position 4 (value #1) is out of range for f32");
  EXPECT_EQ(parseError("f64=1e999"),
            "value '1e999' at position 4 (value #1) is out of range for f64");
  EXPECT_EQ(parseError("f8E4M3FN=500"),
            "value '500' at position 9 (value #1) is out of range for "
            "f8E4M3FN");
  EXPECT_EQ(parseError("2xi1=true,yes"),
            "bad boolean 'yes' at position 10 (value #2): expected true, "
            "false, 1 or 0");
  EXPECT_EQ(parseError("2xf31=1,2"),
            "unknown element type 'f31' at position 2");
  EXPECT_EQ(parseError("2x3f32=1"),
            "bad type '2x3f32': expected 'x' after dimension at position 2");
  EXPECT_EQ(parseError("2xf32"),
            "expected '<type>=<values>', e.g. 2x3xf32=1,2,3,4,5,6, but got "
            "'2xf32'");
  EXPECT_EQ(parseError("2xf32=1,,2"), "expected 2 values for 2xf32 but got 3");
  EXPECT_EQ(parseError("3xf32=1,,2"), "empty value at position 8 (value #2)");
  EXPECT_EQ(parseError("complex<f32>=(1,2"),
            "unbalanced '(' before position 17");
  EXPECT_EQ(parseError("complex<f32>=(1;2)"),
            "bad complex number '(1;2)' at position 13 (value #1): expected "
            "(re,im)");
  EXPECT_EQ(parseError("complex<f32>=(1,x)"),
            "bad number 'x' at position 16 (value #1) for complex<f32>");
  EXPECT_EQ(parseError("f32=0x1p3"), "<ok>"); // hex floats are fine
  EXPECT_EQ(parseError("f32=nan(123)"),
            "bad number 'nan(123)' at position 4 (value #1) for f32");
}
