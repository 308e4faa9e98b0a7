//===- NumpyPrinter.cpp - numpy-style text of host buffers ----------------===//
//
// Mirrors the behaviour of numpy's array2string/array_repr with default
// options: per-column formatter setup from the (summarized) data, then a
// recursive layout that wraps rows at the line width.
//
//===----------------------------------------------------------------------===//

#include "kiln/runtime/NumpyPrinter.h"

#include "FloatText.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <functional>

namespace kiln::runtime {
namespace {

using detail::FloatParts;

constexpr int kLineWidth = 75;
constexpr int kPrecision = 8;
constexpr int64_t kThreshold = 1000;
constexpr int64_t kEdgeItems = 3;

/// Types numpy only knows through ml_dtypes, whose scalars print with
/// repr() instead of numpy's column formatters.
bool isExtensionType(DType type) {
  return (isMiniFloat(type) && type != DType::F16) ||
         (isInteger(type) && bitWidthOf(type) < 8);
}

std::string padLeft(const std::string &s, size_t width) {
  return s.size() >= width ? s : std::string(width - s.size(), ' ') + s;
}

/// numpy's FloatingFormat: one column format for all printed values.
class FloatColumn {
public:
  FloatColumn(DType floatType, const std::vector<double> &data, bool plusSign)
      : type(floatType), plus(plusSign) {
    std::vector<double> finite;
    for (double v : data)
      if (std::isfinite(v))
        finite.push_back(v);
    double maxAbs = 0, minAbs = HUGE_VAL;
    for (double v : finite) {
      if (v == 0)
        continue;
      maxAbs = std::max(maxAbs, std::fabs(v));
      minAbs = std::min(minAbs, std::fabs(v));
    }
    // numpy >= 2.3 lowers the cutoff to 10^min(8, decimal precision of the
    // type): 1e3 for f16, 1e6 for f32, 1e8 for f64.
    double cutoff = type == DType::F16                           ? 1e3
                    : (type == DType::F32 || type == DType::C64) ? 1e6
                                                                 : 1e8;
    if (maxAbs > 0 &&
        (maxAbs >= cutoff || minAbs < 1e-4 || maxAbs / minAbs > 1000.))
      expFormat = true;

    if (finite.empty()) {
      left = right = 0;
      expFormat = false;
    } else if (expFormat) {
      precision = 0;
      expSize = 2;
      for (double v : finite) {
        FloatParts p = detail::scientificParts(type, v, kPrecision, plus);
        precision = std::max(precision, int(p.fracPart.size()));
        left = std::max(left, int(p.intPart.size()));
        expSize =
            std::max(expSize, int(std::to_string(std::abs(p.exponent)).size()));
      }
      right = expSize + 2 + precision;
    } else {
      for (double v : finite) {
        FloatParts p = detail::positionalParts(type, v, kPrecision, plus);
        left = std::max(left, int(p.intPart.size()));
        right = std::max(right, int(p.fracPart.size()));
      }
    }
    if (finite.size() != data.size()) {
      bool negInf = plus;
      for (double v : data)
        negInf = negInf || (std::isinf(v) && v < 0);
      int offset = right + 1;
      left = std::max({left, 3 - offset, 3 + int(negInf) - offset});
    }
  }

  std::string operator()(double v) const {
    if (!std::isfinite(v)) {
      std::string text;
      if (std::isnan(v))
        text = plus ? "+nan" : "nan";
      else
        text = std::string(v < 0 ? "-" : plus ? "+" : "") + "inf";
      return padLeft(text, size_t(left + right + 1));
    }
    if (expFormat) {
      // Every value gets exactly `precision` fraction digits. Where the
      // shortest digits are fewer, numpy prints further true digits of the
      // value (rounded), not zeros: that is printf's correctly rounded %e.
      FloatParts p = detail::scientificParts(type, v, precision, plus);
      char buf[64];
      std::snprintf(buf, sizeof(buf), "%.*e", precision, std::fabs(v));
      std::string text = buf;
      size_t e = text.find('e');
      std::string frac = precision > 0 ? text.substr(2, e - 2) : "";
      p.intPart = p.intPart.substr(0, p.intPart.size() - 1) + text.substr(0, 1);
      p.exponent = std::atoi(text.c_str() + e + 1);
      std::string exp = std::to_string(std::abs(p.exponent));
      exp = std::string(size_t(std::max(0, expSize - int(exp.size()))), '0') +
            exp;
      return padLeft(p.intPart, size_t(left)) + "." + frac + "e" +
             (p.exponent < 0 ? "-" : "+") + exp;
    }
    FloatParts p = detail::positionalParts(type, v, kPrecision, plus);
    std::string frac = p.fracPart;
    frac.append(size_t(std::max(0, right - int(frac.size()))), ' ');
    return padLeft(p.intPart, size_t(left)) + "." + frac;
  }

private:
  DType type;
  bool plus;
  bool expFormat = false;
  int left = 0, right = 0, precision = kPrecision, expSize = -1;
};

using ElementFormatter = std::function<std::string(int64_t)>;

/// Builds the per-element formatter from the printed elements' values.
ElementFormatter makeFormatter(const HostBuffer &b,
                               const std::vector<int64_t> &shown) {
  DType type = b.dtype();
  if (isExtensionType(type)) {
    return [&b, type](int64_t i) -> std::string {
      if (isInteger(type))
        return std::to_string(b.getSigned(i));
      char buf[64];
      std::snprintf(buf, sizeof(buf), "%g", b.getDouble(i));
      return buf;
    };
  }
  switch (kindOf(type)) {
  case DTypeKind::Bool: {
    bool anyTrue = false;
    for (int64_t i : shown)
      anyTrue = anyTrue || b.getBits(i) != 0;
    std::string trueText = anyTrue && b.rank() > 0 ? " True" : "True";
    return [&b, trueText](int64_t i) -> std::string {
      return b.getBits(i) ? trueText : "False";
    };
  }
  case DTypeKind::SignedInt:
  case DTypeKind::UnsignedInt: {
    auto text = [&b, type](int64_t i) {
      return isSignedInt(type) ? std::to_string(b.getSigned(i))
                               : std::to_string(b.getUnsigned(i));
    };
    size_t width = 0;
    for (int64_t i : shown)
      width = std::max(width, text(i).size());
    return [text, width](int64_t i) { return padLeft(text(i), width); };
  }
  case DTypeKind::Float: {
    std::vector<double> data;
    for (int64_t i : shown)
      data.push_back(b.getDouble(i));
    FloatColumn column(type, data, false);
    return [&b, column](int64_t i) { return column(b.getDouble(i)); };
  }
  case DTypeKind::Complex: {
    std::vector<double> re, im;
    for (int64_t i : shown) {
      re.push_back(b.getComplex(i).real());
      im.push_back(b.getComplex(i).imag());
    }
    FloatColumn real(type, re, false), imag(type, im, true);
    return [&b, real, imag](int64_t i) {
      std::string r = real(b.getComplex(i).real());
      std::string m = imag(b.getComplex(i).imag());
      // The 'j' goes before the imaginary part's trailing padding.
      size_t end = m.find_last_not_of(' ') + 1;
      return r + m.substr(0, end) + "j" + m.substr(end);
    };
  }
  }
  return [](int64_t) { return std::string(); };
}

std::string rstrip(const std::string &s) {
  size_t end = s.find_last_not_of(' ');
  return end == std::string::npos ? "" : s.substr(0, end + 1);
}

/// Appends `word` to `line`, first moving to a new line when it would pass
/// `width` (unless the line holds nothing but the indent).
void extendLine(std::string &s, std::string &line, const std::string &word,
                size_t width, const std::string &nextLinePrefix) {
  bool wrap =
      line.size() + word.size() > width && line.size() > nextLinePrefix.size();
  if (wrap) {
    s += rstrip(line) + "\n";
    line = nextLinePrefix;
  }
  line += word;
}

struct Layout {
  const HostBuffer &buffer;
  const ElementFormatter &format;
  std::string separator;
  bool summarize;

  std::string recurse(size_t axis, int64_t base, const std::string &hanging,
                      int width) const {
    const std::vector<int64_t> &shape = buffer.shape();
    if (axis == shape.size())
      return format(base);
    std::string nextHanging = hanging + " ";
    int nextWidth = width - 1;
    int64_t n = shape[axis];
    bool showSummary = summarize && 2 * kEdgeItems < n;
    int64_t leading = showSummary ? kEdgeItems : 0;
    int64_t trailing = showSummary ? kEdgeItems : n;
    auto child = [&](int64_t i) {
      return recurse(axis + 1, base * n + i, nextHanging, nextWidth);
    };
    std::string s;
    size_t axesLeft = shape.size() - axis;
    if (axesLeft == 1) {
      std::string sepStripped = rstrip(separator);
      size_t elemWidth =
          size_t(width) - std::max<size_t>(sepStripped.size(), 1);
      std::string line = hanging;
      for (int64_t i = 0; i < leading; ++i) {
        extendLine(s, line, child(i), elemWidth, hanging);
        line += separator;
      }
      if (showSummary) {
        extendLine(s, line, "...", elemWidth, hanging);
        line += separator;
      }
      for (int64_t i = trailing; i > 1; --i) {
        extendLine(s, line, child(n - i), elemWidth, hanging);
        line += separator;
      }
      extendLine(s, line, child(n - 1), elemWidth, hanging);
      s += line;
    } else {
      std::string lineSep = rstrip(separator) + std::string(axesLeft - 1, '\n');
      for (int64_t i = 0; i < leading; ++i)
        s += hanging + child(i) + lineSep;
      if (showSummary)
        s += hanging + "..." + lineSep;
      for (int64_t i = trailing; i > 1; --i)
        s += hanging + child(n - i) + lineSep;
      s += hanging + child(n - 1);
    }
    return "[" + s.substr(hanging.size()) + "]";
  }
};

/// numpy's array2string for a given prefix/suffix/separator.
std::string arrayToString(const HostBuffer &b, const std::string &separator,
                          const std::string &prefix,
                          const std::string &suffix) {
  if (b.numElements() == 0)
    return "[]";
  bool summarize = b.numElements() > kThreshold;
  std::vector<int64_t> shown;
  // Multi-dimensional indices are built as flat offsets: base * n + i.
  std::function<void(size_t, int64_t)> collect = [&](size_t axis,
                                                     int64_t base) {
    if (axis == b.shape().size()) {
      shown.push_back(base);
      return;
    }
    int64_t n = b.shape()[axis];
    for (int64_t i = 0; i < n; ++i) {
      if (summarize && 2 * kEdgeItems < n && i == kEdgeItems)
        i = n - kEdgeItems;
      collect(axis + 1, base * n + i);
    }
  };
  collect(0, 0);
  ElementFormatter format = makeFormatter(b, shown);
  Layout layout{b, format, separator, summarize};
  int width = kLineWidth - int(suffix.size());
  return layout.recurse(0, 0, " " + std::string(prefix.size(), ' '), width);
}

std::string shapeTuple(const std::vector<int64_t> &shape) {
  std::string s = "(";
  for (size_t d = 0; d < shape.size(); ++d)
    s += (d ? ", " : "") + std::to_string(shape[d]);
  return s + (shape.size() == 1 ? ",)" : ")");
}

} // namespace

std::string formatNumpyRepr(const HostBuffer &b) {
  const std::string prefix = "array(";
  std::string body = arrayToString(b, ", ", prefix, ")");
  std::vector<std::string> extras;
  bool summarized = b.numElements() > kThreshold;
  if ((b.numElements() == 0 && !(b.rank() == 1)) || summarized)
    extras.push_back("shape=" + shapeTuple(b.shape()));
  DType t = b.dtype();
  bool implied =
      t == DType::F64 || t == DType::SI64 || t == DType::I1 || t == DType::C128;
  if (!implied || b.numElements() == 0) {
    std::string name(numpyName(t));
    bool plain = std::isalpha((unsigned char)name[0]) &&
                 std::all_of(name.begin(), name.end(), [](char c) {
                   return std::isalnum((unsigned char)c);
                 });
    extras.push_back("dtype=" + (plain ? name : "'" + name + "'"));
  }
  if (extras.empty())
    return prefix + body + ")";
  std::string text = prefix + body + ",";
  std::string extra;
  for (size_t i = 0; i < extras.size(); ++i)
    extra += (i ? ", " : "") + extras[i];
  extra += ")";
  size_t lastLine = text.size() - (text.rfind('\n') + 1);
  if (text.rfind('\n') == std::string::npos)
    lastLine = text.size();
  std::string spacer = " ";
  if (lastLine + extra.size() + 1 > size_t(kLineWidth))
    spacer = "\n" + std::string(prefix.size(), ' ');
  return text + spacer + extra;
}

std::string formatNumpyStr(const HostBuffer &b) {
  // str() of a 0-d array is str() of its scalar.
  if (b.rank() == 0 && !isExtensionType(b.dtype())) {
    if (isBool(b.dtype()))
      return b.getBits(0) ? "True" : "False";
    return formatElement(b, 0);
  }
  return arrayToString(b, " ", "", "");
}

std::string formatElement(const HostBuffer &b, int64_t i) {
  DType type = b.dtype();
  switch (kindOf(type)) {
  case DTypeKind::Bool:
    return b.getBits(i) ? "true" : "false";
  case DTypeKind::SignedInt:
    return std::to_string(b.getSigned(i));
  case DTypeKind::UnsignedInt:
    return std::to_string(b.getUnsigned(i));
  case DTypeKind::Float:
    return detail::shortestText(type, b.getDouble(i));
  case DTypeKind::Complex: {
    std::complex<double> c = b.getComplex(i);
    return detail::complexText(type, c.real(), c.imag());
  }
  }
  return "";
}

} // namespace kiln::runtime
