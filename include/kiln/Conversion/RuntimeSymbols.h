//===- RuntimeSymbols.h - C symbols the lowered code calls ------*- C++ -*-===//
//
// The lowering out of StableHLO emits calls of C functions that whoever
// runs the code defines: the JIT binds them in the execution engine, an
// ahead-of-time artifact defines or imports them. Their names are fixed
// here, once, for both sides.
//
//===----------------------------------------------------------------------===//

#ifndef KILN_CONVERSION_RUNTIMESYMBOLS_H
#define KILN_CONVERSION_RUNTIMESYMBOLS_H

#include <cstdint>
#include <string>

namespace kiln {

/// The device runtime's collectives (lib/Compiler/Collectives.cpp,
/// docs/collectives.md): `kiln_collective_<op>`, pointers passed as i64,
/// element types as kiln::runtime::DType codes.
inline constexpr char kCollectiveReplicaIdSymbol[] =
    "kiln_collective_replica_id";
inline constexpr char kCollectivePartitionIdSymbol[] =
    "kiln_collective_partition_id";
inline constexpr char kCollectiveAllReduceSymbol[] =
    "kiln_collective_all_reduce";
inline constexpr char kCollectiveAllGatherSymbol[] =
    "kiln_collective_all_gather";
inline constexpr char kCollectiveReduceScatterSymbol[] =
    "kiln_collective_reduce_scatter";
inline constexpr char kCollectiveAllToAllSymbol[] =
    "kiln_collective_all_to_all";
inline constexpr char kCollectivePermuteSymbol[] = "kiln_collective_permute";
inline constexpr char kCollectiveBroadcastSymbol[] =
    "kiln_collective_broadcast";
inline constexpr char kCollectiveSendSymbol[] = "kiln_collective_send";
inline constexpr char kCollectiveRecvSymbol[] = "kiln_collective_recv";

/// How a collective's groups name processes (the spec's process groups).
enum class CollectiveGroups : int32_t {
  CrossReplica = 0,
  CrossPartition = 1,
  CrossReplicaAndPartition = 2,
  FlattenedIds = 3,
};

/// The reduction of an all_reduce or reduce_scatter.
enum class CollectiveReduction : int32_t {
  Add = 0,
  Multiply,
  Minimum,
  Maximum,
  And,
  Or,
  Xor,
};

/// `kiln_custom_call_status(name, name_size, code)`: called after each
/// custom call with the code its function returned.
inline constexpr char kCustomCallStatusSymbol[] = "kiln_custom_call_status";

/// The prefix of the check ops' runtime functions (kiln_check_<kind>_...),
/// which only kiln run provides.
inline constexpr char kCheckRuntimePrefix[] = "kiln_check_";

/// The C symbol of custom call target `name`: the name with every character
/// other than [A-Za-z0-9_] replaced by '_', and a leading '_' when it starts
/// with a digit ("my.softmax" -> "my_softmax").
inline std::string customCallSymbol(const std::string &name) {
  std::string symbol;
  if (!name.empty() && name[0] >= '0' && name[0] <= '9')
    symbol += '_';
  for (char c : name) {
    bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
              (c >= '0' && c <= '9') || c == '_';
    symbol += ok ? c : '_';
  }
  return symbol;
}

} // namespace kiln

#endif // KILN_CONVERSION_RUNTIMESYMBOLS_H
