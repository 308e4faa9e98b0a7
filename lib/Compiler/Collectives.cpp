//===- Collectives.cpp - collectives between in-process devices ---------===//
//
// See Collectives.h. The team of a multi-device run is one object shared by
// its device threads: a slot per device for the address it publishes and a
// barrier. Every device executes the same collectives in the same order
// (the program is SPMD), so one set of slots serves them all.
//
//===----------------------------------------------------------------------===//

#include "Collectives.h"
#include "CollectiveReductions.h"

#include "kiln/Conversion/RuntimeSymbols.h"
#include "kiln/runtime/DType.h"

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <functional>
#include <map>
#include <mutex>
#include <string>
#include <thread>
#include <tuple>
#include <vector>

#include <dlfcn.h>

#ifdef KILN_MPI_LIBRARY_PATH
#include "KilnMpi.h"
#endif

namespace kiln::collectives {
namespace {

using GroupMode = CollectiveGroups;
using Reduction = CollectiveReduction;
using runtime::DType;

struct Team {
  Team(int64_t replicas, int64_t partitions, bool remote = false)
      : replicas(replicas), partitions(partitions), remote(remote),
        slots(size_t(replicas * partitions), nullptr) {}
  int64_t replicas, partitions;
  /// Devices in other processes (MPI): the calling process is one device,
  /// the others' operands arrive in the transport's buffers.
  bool remote;
  std::vector<const void *> slots;
  std::mutex mutex;
  std::condition_variable wake;
  int64_t arrived = 0, generation = 0;
  /// Messages of send ops not yet received, by (channel, source device,
  /// target device) in the order sent; host transfers use source and
  /// target -1 (the host is the process').
  std::map<std::tuple<int64_t, int64_t, int64_t>, std::deque<std::vector<char>>>
      mailboxes;
  /// The devices waiting (in a barrier or a recv), with what they wait
  /// for, and the number whose run returned: when every device still
  /// running waits, none can make progress (a recv nothing was sent to, or
  /// collectives some devices do not reach), and the team is `broken`:
  /// every wait ends, and the run fails with `failure`.
  struct Wait {
    std::string what;
    std::function<bool()> ready;
  };
  std::map<int64_t, Wait> waits;
  int64_t finished = 0;
  bool broken = false;
  std::string failure;

  int64_t size() const { return replicas * partitions; }

  /// Waits on `lock` until `ready()` or the team breaks; false if it broke.
  /// `what` describes the wait, for the failure.
  bool wait(std::unique_lock<std::mutex> &lock, int64_t device,
            std::function<bool()> ready, std::string what) {
    waits[device] = Wait{std::move(what), ready};
    checkStuck();
    wake.wait(lock, [&] { return broken || ready(); });
    waits.erase(device);
    return ready();
  }

  /// Breaks the team when every running device waits for something not
  /// ready (the lock is held; a woken device may not have left its wait).
  void checkStuck() {
    if (broken)
      return;
    int64_t blocked = 0;
    for (auto &entry : waits)
      blocked += !entry.second.ready();
    if (blocked == 0 || blocked < size() - finished)
      return;
    broken = true;
    failure = "the devices cannot make progress:";
    bool first = true;
    for (auto &entry : waits) {
      if (entry.second.ready())
        continue;
      failure += (first ? " " : "; ") + entry.second.what;
      first = false;
    }
    if (finished > 0)
      failure += " (" + std::to_string(finished) + " of " +
                 std::to_string(size()) + " devices returned)";
    wake.notify_all();
  }

  /// Records that a device's run returned.
  void finish() {
    std::lock_guard<std::mutex> lock(mutex);
    ++finished;
    checkStuck();
  }

  /// Waits for every device; false if the team broke instead.
  bool barrier(int64_t device) {
    std::unique_lock<std::mutex> lock(mutex);
    if (broken)
      return false;
    int64_t mine = generation;
    if (++arrived == size()) {
      arrived = 0;
      ++generation;
      wake.notify_all();
      return true;
    }
    return wait(
        lock, device, [&] { return generation != mine; },
        "device " + std::to_string(device) +
            " waits in a collective that not every device reaches");
  }
};

thread_local Team *currentTeam = nullptr;
thread_local int64_t currentDevice = 0;

/// The devices of the calling device's process group, in the group's
/// order (the spec's cross_replica, cross_partition,
/// cross_replica_and_partition and flattened_ids), or empty when it is in
/// none. No groups means one group of all replicas (or partitions, or
/// devices).
std::vector<int64_t> groupOf(const Team &team, int64_t device, GroupMode mode,
                             const int64_t *groups, int64_t numGroups,
                             int64_t groupSize) {
  int64_t p = team.partitions, replica = device / p, partition = device % p;
  auto idOf = [&](int64_t r, int64_t q) { return r * p + q; };
  std::vector<int64_t> all;
  int64_t range = mode == GroupMode::CrossReplica     ? team.replicas
                  : mode == GroupMode::CrossPartition ? team.partitions
                  : mode == GroupMode::FlattenedIds   ? team.size()
                                                      : team.replicas;
  for (int64_t i = 0; i < range; ++i)
    all.push_back(i);
  int64_t mine = mode == GroupMode::CrossPartition ? partition
                 : mode == GroupMode::FlattenedIds ? device
                                                   : replica;
  std::vector<int64_t> members;
  if (numGroups == 0 || groupSize == 0) {
    members = all;
  } else {
    // Rows of ragged groups end in -1s (padding).
    for (int64_t g = 0; g < numGroups && members.empty(); ++g) {
      const int64_t *row = groups + g * groupSize;
      if (std::find(row, row + groupSize, mine) != row + groupSize)
        for (const int64_t *id = row; id != row + groupSize; ++id)
          if (*id >= 0)
            members.push_back(*id);
    }
  }
  std::vector<int64_t> devices;
  switch (mode) {
  case GroupMode::CrossReplica:
    for (int64_t r : members)
      devices.push_back(idOf(r, partition));
    break;
  case GroupMode::CrossPartition:
    for (int64_t q : members)
      devices.push_back(idOf(replica, q));
    break;
  case GroupMode::CrossReplicaAndPartition:
    // Replica by replica, each with all its partitions: XLA's order (and
    // the StableHLO interpreter's since its issue 1933), which all_gather
    // and all_to_all make visible.
    for (int64_t r : members)
      for (int64_t q = 0; q < p; ++q)
        devices.push_back(idOf(r, q));
    break;
  case GroupMode::FlattenedIds:
    devices = members;
    break;
  }
  return devices;
}

/// The MPI transport (runtime/mpi/KilnMpi.h), loaded when this process is
/// one of several that mpirun started.
/// MPI tags at or above this carry send/recv messages (MPI guarantees tags
/// up to 32767).
constexpr int32_t kPointToPointTags = 16384;

struct Mpi {
  int32_t rank = 0, size = 1;
  std::string error;
  int (*exchange)(const void *const *, const int64_t *, const int32_t *,
                  int32_t, void *const *, const int64_t *, const int32_t *,
                  int32_t, int32_t) = nullptr;
  int (*post)(const void *, int64_t, int32_t, int32_t) = nullptr;
  int (*take)(void *, int64_t, int32_t, int32_t, double) = nullptr;
  int (*finishPosts)(double) = nullptr;
  /// Collectives tag their messages with a running count below
  /// kPointToPointTags; send/recv use kPointToPointTags + their channel.
  int32_t tag = 0;
  /// How long a recv waits for its message, and a run for its sends to be
  /// received ($KILN_MPI_TIMEOUT seconds, default 300), before it fails.
  double timeout = 300;
  std::atomic<int64_t> bytesSent{0}, calls{0};
  /// Per device, the buffer its operands arrive in, kept from run to run
  /// (a fresh one per collective would be zeroed and page-faulted each
  /// time). One run at a time uses them (`running`).
  std::vector<std::vector<char>> received;
  /// Per device, the buffer the parts of an operand sent to it are packed
  /// in (reduce_scatter, all_to_all), kept likewise.
  std::vector<std::vector<char>> packed;
  std::mutex running;
  /// Why a collective of the current run failed, or empty.
  std::string failure;
};

/// The number of processes mpirun (OpenMPI, or a PMI launcher) says it
/// started, from the environment; 1 when not launched so.
int64_t launchedProcesses() {
  for (const char *name : {"OMPI_COMM_WORLD_SIZE", "PMI_SIZE", "PMIX_SIZE"})
    if (const char *value = std::getenv(name))
      return std::max<int64_t>(1, std::atoll(value));
  return 1;
}

Mpi &mpi() {
  static Mpi *state = [] {
    auto *m = new Mpi();
    if (launchedProcesses() <= 1)
      return m;
#ifdef KILN_MPI_LIBRARY_PATH
    void *library = dlopen(KILN_MPI_LIBRARY_PATH, RTLD_NOW | RTLD_GLOBAL);
    if (!library) {
      m->error = std::string("cannot load kiln's MPI transport: ") + dlerror();
      return m;
    }
    auto init = reinterpret_cast<decltype(&kiln_mpi_init)>(
        dlsym(library, "kiln_mpi_init"));
    m->exchange = reinterpret_cast<decltype(m->exchange)>(
        dlsym(library, "kiln_mpi_exchange"));
    m->post =
        reinterpret_cast<decltype(m->post)>(dlsym(library, "kiln_mpi_post"));
    m->take =
        reinterpret_cast<decltype(m->take)>(dlsym(library, "kiln_mpi_take"));
    m->finishPosts = reinterpret_cast<decltype(m->finishPosts)>(
        dlsym(library, "kiln_mpi_finish_posts"));
    if (const char *timeout = std::getenv("KILN_MPI_TIMEOUT"))
      if (double seconds = std::atof(timeout); seconds > 0)
        m->timeout = seconds;
    char message[256] = {0};
    if (!init || !m->exchange || !m->post || !m->take || !m->finishPosts ||
        init(&m->rank, &m->size, message, sizeof(message)) != 0) {
      m->error = std::string("MPI initialization failed: ") + message;
      m->exchange = nullptr;
    }
#else
    m->error = "kiln was built without MPI (install libopenmpi-dev and "
               "rebuild) but runs under mpirun";
#endif
    return m;
  }();
  return *state;
}

/// The calling device's team; a device outside any multi-device run is a
/// team of one.
Team &team() {
  static thread_local Team single(1, 1);
  return currentTeam ? *currentTeam : single;
}

void *asPointer(int64_t address) {
  return reinterpret_cast<void *>(static_cast<intptr_t>(address));
}

/// groupOf with the arguments as the generated code passes them.
std::vector<int64_t> membersOf(const Team &t, int64_t device, int32_t mode,
                               int64_t groups, int64_t numGroups,
                               int64_t groupSize) {
  return groupOf(t, device, GroupMode(mode),
                 static_cast<const int64_t *>(asPointer(groups)), numGroups,
                 groupSize);
}

int64_t callerDevice() { return currentTeam ? currentDevice : 0; }

/// Runs `body` as a collective of team `t` whose every operand is `bytes`
/// of zeros.
template <typename Body>
void computeOnZeros(Team &t, int64_t bytes, Body body) {
  Team zeros(t.replicas, t.partitions);
  std::vector<char> zero(size_t(std::max<int64_t>(bytes, 1)), 0);
  for (const void *&slot : zeros.slots)
    slot = zero.data();
  body(zeros, callerDevice());
}

/// A buffer of `bytes` for `device` among `buffers`, kept from run to run.
char *scratch(std::vector<std::vector<char>> &buffers, int64_t device,
              int64_t bytes) {
  if (buffers.size() <= size_t(device))
    buffers.resize(size_t(device) + 1);
  if (buffers[device].size() < size_t(bytes))
    buffers[device].resize(size_t(bytes));
  return buffers[device].data();
}

/// One message of a collective across processes: `bytes` at `data`, to or
/// from `device`.
struct Message {
  int64_t device;
  const void *data;
  int64_t bytes;
};

/// Across processes: sends every message of `sends` and receives every one
/// of `recvs` (into their `data`), as one step of a collective. A failed
/// exchange fails the run (runtime errors have no way back into the
/// generated code): what was to be received is zeros, the collectives left
/// compute on zeros, and the run reports the failure when it returns.
void mpiExchange(const std::vector<Message> &sends,
                 const std::vector<Message> &recvs, int32_t tag) {
  Mpi &m = mpi();
  std::vector<const void *> sendData;
  std::vector<void *> recvData;
  std::vector<int64_t> sendBytes, recvBytes;
  std::vector<int32_t> to, from;
  for (const Message &message : sends) {
    sendData.push_back(message.data);
    sendBytes.push_back(message.bytes);
    to.push_back(int32_t(message.device));
    m.bytesSent += message.bytes;
  }
  for (const Message &message : recvs) {
    recvData.push_back(const_cast<void *>(message.data));
    recvBytes.push_back(message.bytes);
    from.push_back(int32_t(message.device));
  }
  if (!m.failure.empty() ||
      m.exchange(sendData.data(), sendBytes.data(), to.data(),
                 int32_t(to.size()), recvData.data(), recvBytes.data(),
                 from.data(), int32_t(from.size()), tag) != 0) {
    if (m.failure.empty())
      m.failure = "an MPI exchange of device " +
                  std::to_string(callerDevice()) + " failed (collective " +
                  std::to_string(m.calls + 1) + ")";
    for (const Message &message : recvs)
      std::memset(const_cast<void *>(message.data), 0, size_t(message.bytes));
  }
}

/// The tags of the next collective across processes: SPMD programs make
/// the same collectives in the same order on every process, so a running
/// count matches one collective's messages. Each collective has two (its
/// steps: all_reduce in two, so that groups of different sizes, one- and
/// two-step, keep the counts in step).
int32_t nextTags() {
  Mpi &m = mpi();
  int32_t tag = m.tag;
  m.tag = (m.tag + 2) % kPointToPointTags;
  return tag;
}

/// Makes every device's operand readable through `t.slots` and runs
/// `body(team, device)`. In one process: publishes the calling device's
/// operand, waits for every device, runs the body and waits again. Across
/// processes: sends the operand (`bytes` long) to the devices in `sendTo`
/// and receives the operands of those in `recvFrom` first.
template <typename Body>
void exchange(int64_t operand, int64_t bytes,
              const std::vector<int64_t> &sendTo,
              const std::vector<int64_t> &recvFrom, Body body) {
  Team &t = team();
  int64_t me = callerDevice();
  t.slots[me] = asPointer(operand);
  if (t.remote) {
    Mpi &m = mpi();
    std::vector<Message> sends, recvs;
    for (int64_t d : sendTo)
      if (d != me)
        sends.push_back({d, asPointer(operand), bytes});
    for (int64_t d : recvFrom)
      if (d != me &&
          std::none_of(recvs.begin(), recvs.end(),
                       [&](const Message &r) { return r.device == d; })) {
        t.slots[d] = scratch(m.received, d, bytes);
        recvs.push_back({d, t.slots[d], bytes});
      }
    mpiExchange(sends, recvs, nextTags());
    ++m.calls;
    body(t, me);
    return;
  }
  // If the team broke (the run fails), the body computes on zeros rather
  // than on operands other devices may have freed.
  if (!t.barrier(me))
    return computeOnZeros(t, bytes, body);
  body(t, me);
  t.barrier(me);
}

/// Across processes, a collective whose every member needs only its own
/// part of the others' operands (reduce_scatter, all_to_all): member j's
/// part of this device's operand is `rows` runs of `partBytes` bytes, run r
/// at `operand + (r * n + j) * partBytes` (n members). Sends each member its
/// part (packed when `rows` > 1) and receives this device's part of every
/// other member's operand; returns, per member, where that part's runs
/// start and the stride between them (this device's own part is read in
/// place).
std::vector<std::pair<const char *, int64_t>>
exchangeParts(const std::vector<int64_t> &members, int64_t mine,
              int64_t operand, int64_t rows, int64_t partBytes) {
  Mpi &m = mpi();
  int64_t n = int64_t(members.size());
  const auto *in = static_cast<const char *>(asPointer(operand));
  std::vector<Message> sends, recvs;
  std::vector<std::pair<const char *, int64_t>> parts(static_cast<size_t>(n));
  for (int64_t j = 0; j < n; ++j) {
    if (j == mine) {
      parts[j] = {in + mine * partBytes, n * partBytes};
      continue;
    }
    const char *part = in + j * partBytes;
    if (rows > 1) {
      char *pack = scratch(m.packed, members[j], rows * partBytes);
      for (int64_t r = 0; r < rows; ++r)
        std::memcpy(pack + r * partBytes, in + (r * n + j) * partBytes,
                    size_t(partBytes));
      part = pack;
    }
    sends.push_back({members[j], part, rows * partBytes});
    char *into = scratch(m.received, members[j], rows * partBytes);
    recvs.push_back({members[j], into, rows * partBytes});
    parts[j] = {into, partBytes};
  }
  mpiExchange(sends, recvs, nextTags());
  ++m.calls;
  return parts;
}

/// all_reduce across processes in a group of n > 2: a reduce_scatter of
/// the operand's n chunks, then an all_gather of the reduced chunks, so
/// that each process sends 2(n-1)/n times its operand rather than n-1
/// times. Every element is still combined over the members in group
/// order: the bits of the in-process result.
void allReduceAcrossProcesses(char *out, const char *in, int64_t count,
                              DType element, Reduction reduction,
                              const std::vector<int64_t> &members,
                              int64_t mine) {
  Mpi &m = mpi();
  int64_t n = int64_t(members.size());
  int64_t size = int64_t(runtime::byteSizeOf(element));
  auto start = [&](int64_t c) { return c * count / n; };
  auto bytesOf = [&](int64_t c) { return (start(c + 1) - start(c)) * size; };
  int32_t tag = nextTags();
  std::vector<Message> sends, recvs;
  std::vector<const void *> sources(static_cast<size_t>(n));
  for (int64_t j = 0; j < n; ++j) {
    if (j == mine) {
      sources[j] = in + start(mine) * size;
      continue;
    }
    sends.push_back({members[j], in + start(j) * size, bytesOf(j)});
    char *into = scratch(m.received, members[j], bytesOf(mine));
    recvs.push_back({members[j], into, bytesOf(mine)});
    sources[j] = into;
  }
  mpiExchange(sends, recvs, tag);
  reduceInto(out + start(mine) * size, sources, 0,
             start(mine + 1) - start(mine), element, reduction);
  sends.clear();
  recvs.clear();
  for (int64_t j = 0; j < n; ++j)
    if (j != mine) {
      sends.push_back({members[j], out + start(mine) * size, bytesOf(mine)});
      recvs.push_back({members[j], out + start(j) * size, bytesOf(j)});
    }
  mpiExchange(sends, recvs, tag + 1);
  ++m.calls;
}

/// The index of `device` in `members`, or -1.
int64_t indexOf(const std::vector<int64_t> &members, int64_t device) {
  auto it = std::find(members.begin(), members.end(), device);
  return it == members.end() ? -1 : int64_t(it - members.begin());
}

/// The devices a send of the calling device sends to (or, with `sources`,
/// the one a recv receives from) under `pairs`, which name replicas of its
/// partition (cross_replica) or partitions of its replica (cross_partition)
/// as for collective_permute.
std::vector<int64_t> pointToPoint(const Team &t, int64_t me, int32_t mode,
                                  int64_t pairs, int64_t numPairs,
                                  bool sources) {
  int64_t p = t.partitions;
  bool partitions = mode == int32_t(GroupMode::CrossPartition);
  int64_t mine = partitions ? me % p : me / p;
  auto deviceOf = [&](int64_t id) {
    return partitions ? (me / p) * p + id : id * p + me % p;
  };
  const auto *list = static_cast<const int64_t *>(asPointer(pairs));
  std::vector<int64_t> devices;
  for (int64_t i = 0; i < numPairs; ++i) {
    int64_t from = list[2 * i], to = list[2 * i + 1];
    if (sources ? to == mine : from == mine)
      devices.push_back(deviceOf(sources ? from : to));
  }
  return devices;
}

int32_t pointToPointTag(int64_t channel) {
  return kPointToPointTags +
         int32_t(((channel % kPointToPointTags) + kPointToPointTags) %
                 kPointToPointTags);
}

} // namespace

std::string processError(int64_t devices) {
  Mpi &m = mpi();
  if (!m.error.empty())
    return m.error;
  if (m.size > 1 && m.size != devices)
    return "the program runs on " + std::to_string(devices) +
           " devices but mpirun started " + std::to_string(m.size) +
           " processes (one per device)";
  return "";
}

int64_t processDevice() {
  Mpi &m = mpi();
  return m.size > 1 && m.error.empty() ? m.rank : -1;
}

int64_t processCount() { return mpi().size; }

Traffic traffic() {
  return Traffic{mpi().bytesSent.load(), mpi().calls.load()};
}

void runOnDevices(int64_t replicas, int64_t partitions,
                  llvm::function_ref<void(int64_t device)> body,
                  std::string &failure) {
  if (int64_t own = processDevice(); own >= 0) {
    // The processes match their collectives by order: runs of this process
    // go one at a time.
    Mpi &m = mpi();
    std::lock_guard<std::mutex> lock(m.running);
    Team remote(replicas, partitions, /*remote=*/true);
    currentTeam = &remote;
    currentDevice = own;
    body(own);
    currentTeam = nullptr;
    // A send's message must be received before the run ends (its copy is
    // freed); messages of a program's own sends on one channel keep order.
    if (m.finishPosts(m.timeout) != 0 && m.failure.empty())
      m.failure = "device " + std::to_string(own) +
                  " sent messages (send) that no device received";
    if (m.failure.empty())
      m.failure = std::move(remote.failure);
    failure = std::move(m.failure);
    m.failure.clear();
    return;
  }
  Team shared(replicas, partitions);
  auto device = [&shared, &body](int64_t d) {
    currentTeam = &shared;
    currentDevice = d;
    body(d);
    currentTeam = nullptr;
    shared.finish();
  };
  // One device (a program with send/recv to its host) runs on the caller.
  if (shared.size() == 1) {
    device(0);
  } else {
    std::vector<std::thread> threads;
    for (int64_t d = 0; d < shared.size(); ++d)
      threads.emplace_back(device, d);
    for (std::thread &t : threads)
      t.join();
  }
  failure = std::move(shared.failure);
}

} // namespace kiln::collectives

using namespace kiln::collectives;

extern "C" {

int64_t kiln_collective_replica_id() {
  return currentTeam ? currentDevice / currentTeam->partitions : 0;
}

int64_t kiln_collective_partition_id() {
  return currentTeam ? currentDevice % currentTeam->partitions : 0;
}

void kiln_collective_all_reduce(int64_t result, int64_t operand, int64_t count,
                                int32_t element, int32_t reduction,
                                int32_t mode, int64_t groups, int64_t numGroups,
                                int64_t groupSize) {
  std::vector<int64_t> members =
      membersOf(team(), callerDevice(), mode, groups, numGroups, groupSize);
  int64_t mine = indexOf(members, callerDevice());
  if (team().remote && members.size() > 2 && count >= int64_t(members.size()) &&
      mine >= 0)
    return allReduceAcrossProcesses(
        static_cast<char *>(asPointer(result)),
        static_cast<const char *>(asPointer(operand)), count, DType(element),
        Reduction(reduction), members, mine);
  int64_t bytes = count * int64_t(kiln::runtime::byteSizeOf(DType(element)));
  exchange(operand, bytes, members, members, [&](Team &t, int64_t) {
    std::vector<const void *> sources;
    for (int64_t d : members)
      sources.push_back(t.slots[d]);
    if (sources.empty())
      sources.push_back(asPointer(operand));
    reduceInto(asPointer(result), sources, 0, count, DType(element),
               Reduction(reduction));
  });
}

void kiln_collective_all_gather(int64_t result, int64_t operand, int64_t outer,
                                int64_t chunkBytes, int32_t mode,
                                int64_t groups, int64_t numGroups,
                                int64_t groupSize) {
  std::vector<int64_t> members =
      membersOf(team(), callerDevice(), mode, groups, numGroups, groupSize);
  exchange(operand, outer * chunkBytes, members, members,
           [&](Team &t, int64_t) {
             auto *out = static_cast<char *>(asPointer(result));
             int64_t n = int64_t(members.size());
             // Result [outer][n][chunk]: member m's row o at [o][m].
             for (int64_t o = 0; o < outer; ++o)
               for (int64_t m = 0; m < n; ++m)
                 std::memcpy(out + (o * n + m) * chunkBytes,
                             static_cast<const char *>(t.slots[members[m]]) +
                                 o * chunkBytes,
                             size_t(chunkBytes));
           });
}

void kiln_collective_permute(int64_t result, int64_t operand, int64_t bytes,
                             int32_t mode, int64_t pairs, int64_t numPairs,
                             int64_t /*pairSize: 2*/) {
  // Pairs name replicas of the caller's partition (cross_replica) or
  // partitions of its replica (cross_partition); a target has one source.
  Team &caller = team();
  int64_t me = callerDevice();
  std::vector<int64_t> targets =
      pointToPoint(caller, me, mode, pairs, numPairs, /*sources=*/false);
  std::vector<int64_t> sources =
      pointToPoint(caller, me, mode, pairs, numPairs, /*sources=*/true);
  sources.resize(std::min<size_t>(sources.size(), 1));
  exchange(operand, bytes, targets, sources, [&](Team &t, int64_t) {
    if (!sources.empty())
      std::memcpy(asPointer(result), t.slots[sources[0]], size_t(bytes));
    else
      std::memset(asPointer(result), 0, size_t(bytes));
  });
}

void kiln_collective_reduce_scatter(int64_t result, int64_t operand,
                                    int64_t outer, int64_t block,
                                    int32_t element, int32_t reduction,
                                    int32_t mode, int64_t groups,
                                    int64_t numGroups, int64_t groupSize) {
  std::vector<int64_t> members =
      membersOf(team(), callerDevice(), mode, groups, numGroups, groupSize);
  int64_t n = int64_t(members.size());
  int64_t bytes = int64_t(kiln::runtime::byteSizeOf(DType(element)));
  int64_t own = indexOf(members, callerDevice());
  if (team().remote && own >= 0) {
    // Each member receives only its blocks of the others' operands.
    auto parts = exchangeParts(members, own, operand, outer, block * bytes);
    auto *out = static_cast<char *>(asPointer(result));
    std::vector<const void *> sources(static_cast<size_t>(n));
    for (int64_t o = 0; o < outer; ++o) {
      for (int64_t j = 0; j < n; ++j)
        sources[j] = parts[j].first + o * parts[j].second;
      reduceInto(out + o * block * bytes, sources, 0, block, DType(element),
                 Reduction(reduction));
    }
    return;
  }
  exchange(operand, outer * n * block * bytes, members, members,
           [&](Team &t, int64_t me) {
             int64_t mine = std::find(members.begin(), members.end(), me) -
                            members.begin();
             std::vector<const void *> sources;
             for (int64_t d : members)
               sources.push_back(t.slots[d]);
             auto *out = static_cast<char *>(asPointer(result));
             // Operand [outer][n][block]: this device's block of every row,
             // reduced.
             for (int64_t o = 0; o < outer; ++o)
               reduceInto(out + o * block * bytes, sources,
                          (o * n + mine) * block, block, DType(element),
                          Reduction(reduction));
           });
}

void kiln_collective_all_to_all(int64_t result, int64_t operand, int64_t rows,
                                int64_t partBytes, int64_t resultRowBytes,
                                int32_t mode, int64_t groups, int64_t numGroups,
                                int64_t groupSize) {
  std::vector<int64_t> members =
      membersOf(team(), callerDevice(), mode, groups, numGroups, groupSize);
  int64_t n = int64_t(members.size());
  // Each operand is [rows][n][partBytes] along the split dimension: part j,
  // its [rows][partBytes] slices, goes to member j. The result is
  // [rows'][n][resultRowBytes] along the concat dimension, member m's part
  // (its flat bytes) at [.][m][.]. `parts[m]`: where the slices of member
  // m's part for this device start, and the stride between them.
  auto assemble =
      [&](const std::vector<std::pair<const char *, int64_t>> &parts) {
        int64_t total = rows * partBytes;
        int64_t resultRows = resultRowBytes ? total / resultRowBytes : 0;
        auto *out = static_cast<char *>(asPointer(result));
        for (int64_t m = 0; m < n; ++m) {
          auto [in, stride] = parts[m];
          for (int64_t r = 0; r < resultRows; ++r) {
            int64_t q = r * resultRowBytes, end = q + resultRowBytes;
            char *to = out + (r * n + m) * resultRowBytes;
            while (q < end) {
              int64_t row = q / partBytes, at = q % partBytes;
              int64_t run = std::min(end - q, partBytes - at);
              std::memcpy(to, in + row * stride + at, size_t(run));
              to += run;
              q += run;
            }
          }
        }
      };
  int64_t own = indexOf(members, callerDevice());
  if (team().remote && own >= 0)
    // Each member receives only its parts of the others' operands.
    return assemble(exchangeParts(members, own, operand, rows, partBytes));
  exchange(operand, rows * n * partBytes, members, members,
           [&](Team &t, int64_t me) {
             int64_t mine = indexOf(members, me);
             std::vector<std::pair<const char *, int64_t>> parts;
             for (int64_t m = 0; m < n; ++m)
               parts.push_back({static_cast<const char *>(t.slots[members[m]]) +
                                    mine * partBytes,
                                n * partBytes});
             assemble(parts);
           });
}

void kiln_collective_broadcast(int64_t result, int64_t operand, int64_t bytes,
                               int32_t mode, int64_t groups, int64_t numGroups,
                               int64_t groupSize) {
  std::vector<int64_t> members =
      membersOf(team(), callerDevice(), mode, groups, numGroups, groupSize);
  // The group's first device sends to the others.
  bool first = !members.empty() && members[0] == callerDevice();
  std::vector<int64_t> from;
  if (!members.empty() && !first)
    from.push_back(members[0]);
  exchange(operand, bytes, first ? members : std::vector<int64_t>(), from,
           [&](Team &t, int64_t) {
             if (members.empty())
               std::memset(asPointer(result), 0, size_t(bytes));
             else
               std::memcpy(asPointer(result), t.slots[members[0]],
                           size_t(bytes));
           });
}

void kiln_collective_send(int64_t operand, int64_t bytes, int32_t mode,
                          int64_t pairs, int64_t numPairs, int64_t channel,
                          int32_t host) {
  Team &t = team();
  int64_t me = callerDevice();
  std::vector<int64_t> targets;
  if (host)
    targets.push_back(-1);
  else
    targets = pointToPoint(t, me, mode, pairs, numPairs, /*sources=*/false);
  const auto *data = static_cast<const char *>(asPointer(operand));
  for (int64_t target : targets) {
    if (t.remote && target >= 0) {
      Mpi &m = mpi();
      if (m.failure.empty() &&
          m.post(data, bytes, int32_t(target), pointToPointTag(channel)) != 0)
        m.failure = "device " + std::to_string(me) + " could not send to " +
                    std::to_string(target) + " over MPI (channel " +
                    std::to_string(channel) + ")";
      m.bytesSent += bytes;
      continue;
    }
    std::lock_guard<std::mutex> lock(t.mutex);
    int64_t source = target >= 0 ? me : -1;
    t.mailboxes[{channel, source, target}].emplace_back(data, data + bytes);
    t.wake.notify_all();
  }
}

void kiln_collective_recv(int64_t result, int64_t bytes, int32_t mode,
                          int64_t pairs, int64_t numPairs, int64_t channel,
                          int32_t host) {
  Team &t = team();
  int64_t me = callerDevice();
  void *out = asPointer(result);
  std::memset(out, 0, size_t(bytes));
  int64_t source = -1;
  if (!host) {
    std::vector<int64_t> sources =
        pointToPoint(t, me, mode, pairs, numPairs, /*sources=*/true);
    // A device no pair sends to receives zeros (as collective_permute).
    if (sources.empty())
      return;
    source = sources[0];
  }
  std::string from = source >= 0 ? "device " + std::to_string(source)
                                 : std::string("the host");
  std::string what = "device " + std::to_string(me) + " waits in recv for " +
                     from + " on channel " + std::to_string(channel) +
                     " but nothing was sent";
  if (t.remote && source >= 0) {
    Mpi &m = mpi();
    if (!m.failure.empty())
      return;
    int status = m.take(out, bytes, int32_t(source), pointToPointTag(channel),
                        m.timeout);
    if (status == 2)
      m.failure = what + " within " + std::to_string(int64_t(m.timeout)) +
                  " s ($KILN_MPI_TIMEOUT)";
    else if (status == 3)
      m.failure = "device " + std::to_string(me) + " received from " + from +
                  " on channel " + std::to_string(channel) +
                  " a message of another size than recv's " +
                  std::to_string(bytes) + " bytes";
    else if (status != 0)
      m.failure = "device " + std::to_string(me) + " could not receive from " +
                  from + " over MPI (channel " + std::to_string(channel) + ")";
    if (status != 0)
      std::memset(out, 0, size_t(bytes));
    return;
  }
  std::unique_lock<std::mutex> lock(t.mutex);
  auto &box = t.mailboxes[{channel, source, source >= 0 ? me : -1}];
  if (t.remote && box.empty()) {
    // Under MPI a process' host serves its own device only.
    if (mpi().failure.empty())
      mpi().failure = what;
    return;
  }
  if (!t.wait(lock, me, [&] { return !box.empty(); }, what))
    return;
  std::vector<char> message = std::move(box.front());
  box.pop_front();
  if (int64_t(message.size()) != bytes) {
    if (t.failure.empty())
      t.failure = "device " + std::to_string(me) + " received from " + from +
                  " on channel " + std::to_string(channel) + " " +
                  std::to_string(message.size()) +
                  " bytes, but recv's result "
                  "takes " +
                  std::to_string(bytes);
    return;
  }
  std::memcpy(out, message.data(), size_t(bytes));
}

} // extern "C"

namespace kiln::collectives {

llvm::orc::SymbolMap bindings(llvm::orc::MangleAndInterner &interner) {
  llvm::orc::SymbolMap map;
  auto bind = [&](const char *name, auto *fn) {
    map[interner(name)] = {llvm::orc::ExecutorAddr::fromPtr(fn),
                           llvm::JITSymbolFlags::Exported};
  };
  bind(kCollectiveReplicaIdSymbol, &kiln_collective_replica_id);
  bind(kCollectivePartitionIdSymbol, &kiln_collective_partition_id);
  bind(kCollectiveAllReduceSymbol, &kiln_collective_all_reduce);
  bind(kCollectiveAllGatherSymbol, &kiln_collective_all_gather);
  bind(kCollectivePermuteSymbol, &kiln_collective_permute);
  bind(kCollectiveReduceScatterSymbol, &kiln_collective_reduce_scatter);
  bind(kCollectiveAllToAllSymbol, &kiln_collective_all_to_all);
  bind(kCollectiveBroadcastSymbol, &kiln_collective_broadcast);
  bind(kCollectiveSendSymbol, &kiln_collective_send);
  bind(kCollectiveRecvSymbol, &kiln_collective_recv);
  return map;
}

} // namespace kiln::collectives
