//===- Status.h - Error reporting for kiln's host runtime -------*- C++ -*-===//
//
// kiln's host runtime never aborts, exits or throws on bad input: every
// fallible function returns a Status (success or an error message) or an
// Expected<T> (a value or an error message).
//
//===----------------------------------------------------------------------===//
#ifndef KILN_RUNTIME_STATUS_H
#define KILN_RUNTIME_STATUS_H

#include <optional>
#include <string>
#include <utility>

namespace kiln::runtime {

/// The outcome of an operation without a result: OK, or an error message.
class [[nodiscard]] Status {
public:
  static Status ok() { return Status(); }
  static Status error(std::string message) {
    Status s;
    s.failed = true;
    s.text = std::move(message);
    return s;
  }
  bool isOk() const { return !failed; }
  explicit operator bool() const { return !failed; }
  /// The error message; empty when OK.
  const std::string &message() const { return text; }

private:
  Status() = default;
  bool failed = false;
  std::string text;
};

/// Either a value of type T or an error message.
template <typename T> class [[nodiscard]] Expected {
public:
  Expected(T value) : storage(std::move(value)) {}
  Expected(Status status) : text(status.message()) {
    // A successful Status carries no value; treat it as a programming error
    // reported as a message rather than an abort.
    if (status.isOk())
      text = "internal error: Expected built from an OK status";
  }
  static Expected error(std::string message) {
    return Expected(Status::error(std::move(message)));
  }
  bool hasValue() const { return storage.has_value(); }
  explicit operator bool() const { return storage.has_value(); }
  T &operator*() { return *storage; }
  const T &operator*() const { return *storage; }
  T *operator->() { return &*storage; }
  const T *operator->() const { return &*storage; }
  T &value() { return *storage; }
  const T &value() const { return *storage; }
  /// Moves the value out; only valid when hasValue().
  T take() { return std::move(*storage); }
  /// The error message; empty when a value is held.
  const std::string &message() const { return text; }
  /// The error as a Status (OK when a value is held).
  Status status() const {
    return hasValue() ? Status::ok() : Status::error(text);
  }

private:
  std::optional<T> storage;
  std::string text;
};

} // namespace kiln::runtime

/// Returns early from the enclosing function when `expr` (a Status) failed.
#define KILN_RETURN_IF_ERROR(expr)                                             \
  do {                                                                         \
    ::kiln::runtime::Status kilnStatus_ = (expr);                              \
    if (!kilnStatus_.isOk())                                                   \
      return kilnStatus_;                                                      \
  } while (false)

#endif // KILN_RUNTIME_STATUS_H
