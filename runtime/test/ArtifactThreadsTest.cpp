//===- ArtifactThreadsTest.cpp - kiln's artifact thread runtime -----------===//
//
// Drives runtime/artifact/Threads.c (built natively) through the libomp ABI
// it implements, as LLVM's OpenMP lowering of kiln's parallel loops calls
// it: teams of each size, the static schedules over every trip count,
// barriers, reductions, nested and concurrent regions, and fork().
//
//===----------------------------------------------------------------------===//

#include <gtest/gtest.h>

#include <atomic>
#include <cstdint>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>
#include <vector>

extern "C" {
typedef void (*Microtask)(int *gtid, int *btid, ...);
void __kmpc_fork_call(void *location, int argc, Microtask task, ...);
int __kmpc_global_thread_num(void *location);
void __kmpc_push_num_threads(void *location, int gtid, int threads);
void __kmpc_barrier(void *location, int gtid);
void __kmpc_for_static_init_8u(void *location, int gtid, int schedule,
                               int *last, uint64_t *lower, uint64_t *upper,
                               int64_t *stride, int64_t increment,
                               int64_t chunk);
void __kmpc_for_static_init_4(void *location, int gtid, int schedule, int *last,
                              int32_t *lower, int32_t *upper, int32_t *stride,
                              int32_t increment, int32_t chunk);
void __kmpc_for_static_fini(void *location, int gtid);
int __kmpc_reduce(void *location, int gtid, int count, size_t size, void *data,
                  void (*combine)(void *, void *), void *lock);
void __kmpc_end_reduce(void *location, int gtid, void *lock);
}

namespace {

constexpr int kStatic = 34, kStaticChunked = 33;

/// Runs `body(threadIndex)` as one parallel region of `threads` threads,
/// as the generated code does: push the count, fork with one argument.
template <typename Body> void parallel(int threads, Body &body) {
  __kmpc_push_num_threads(nullptr, __kmpc_global_thread_num(nullptr), threads);
  auto task = [](int *gtid, int *btid, void *argument) {
    (void)gtid;
    (*static_cast<Body *>(argument))(*btid);
  };
  __kmpc_fork_call(nullptr, 1,
                   reinterpret_cast<Microtask>(
                       +static_cast<void (*)(int *, int *, void *)>(task)),
                   &body);
}

/// This thread's block of the iterations 0..trip-1 under the unchunked
/// static schedule (8-byte unsigned, as kiln's loops are): lower..upper
/// inclusive (none when upper - lower + 1 is 0), and whether it holds the
/// last iteration.
struct Block {
  uint64_t lower, upper;
  int last;
};
Block staticBlock(int gtid, uint64_t trip) {
  Block block{0, trip - 1, 0};
  int64_t stride = 1;
  __kmpc_for_static_init_8u(nullptr, gtid, kStatic, &block.last, &block.lower,
                            &block.upper, &stride, 1, 0);
  return block;
}

/// Counts which iterations of 0..trip-1 each member of a team of `threads`
/// gets from the unchunked static schedule, and how many members were told
/// they have the last one.
void checkStaticSchedule(int threads, uint64_t trip) {
  std::vector<std::atomic<int>> hits(trip);
  std::atomic<int> lastCount{0}, members{0};
  auto body = [&](int) {
    members.fetch_add(1);
    int gtid = __kmpc_global_thread_num(nullptr);
    Block block = staticBlock(gtid, trip);
    // As the generated code: the trip count of this thread is
    // upper - lower + 1 (zero when it has none).
    for (uint64_t i = 0, n = block.upper - block.lower + 1; i < n; ++i)
      hits[block.lower + i].fetch_add(1);
    lastCount.fetch_add(block.last);
    __kmpc_for_static_fini(nullptr, gtid);
    __kmpc_barrier(nullptr, gtid);
  };
  parallel(threads, body);
  EXPECT_EQ(members.load(), threads);
  for (uint64_t i = 0; i < trip; ++i)
    ASSERT_EQ(hits[i].load(), 1) << "iteration " << i << " of " << trip
                                 << " on " << threads << " threads";
  EXPECT_EQ(lastCount.load(), trip ? 1 : 0);
}

TEST(ArtifactThreads, EveryMemberRunsOnce) {
  for (int threads = 1; threads <= 6; ++threads) {
    std::vector<std::atomic<int>> runs(8);
    std::atomic<int> wrongIndex{0};
    auto body = [&](int index) {
      runs[index].fetch_add(1);
      if (__kmpc_global_thread_num(nullptr) != index)
        wrongIndex.fetch_add(1);
    };
    parallel(threads, body);
    for (int i = 0; i < 8; ++i)
      EXPECT_EQ(runs[i].load(), i < threads ? 1 : 0)
          << "member " << i << " of " << threads;
    EXPECT_EQ(wrongIndex.load(), 0);
  }
}

TEST(ArtifactThreads, StaticScheduleCoversEveryIterationOnce) {
  for (int threads = 1; threads <= 5; ++threads)
    for (uint64_t trip = 1; trip <= 40; ++trip)
      checkStaticSchedule(threads, trip);
  checkStaticSchedule(3, 1000003);
}

TEST(ArtifactThreads, StaticScheduleBalancesBlocks) {
  // 10 iterations on 4 threads: blocks of 3, 3, 2, 2 in order.
  std::vector<std::pair<uint64_t, uint64_t>> blocks(4);
  auto body = [&](int index) {
    Block block = staticBlock(index, 10);
    blocks[index] = {block.lower, block.upper};
  };
  parallel(4, body);
  EXPECT_EQ(blocks[0], std::make_pair(uint64_t(0), uint64_t(2)));
  EXPECT_EQ(blocks[1], std::make_pair(uint64_t(3), uint64_t(5)));
  EXPECT_EQ(blocks[2], std::make_pair(uint64_t(6), uint64_t(7)));
  EXPECT_EQ(blocks[3], std::make_pair(uint64_t(8), uint64_t(9)));
}

TEST(ArtifactThreads, ChunkedAndSignedSchedules) {
  // Chunks of 3 dealt round robin over 0..49 step 2, and a descending
  // signed loop 20..-20 step -3: each iteration exactly once.
  for (int threads = 1; threads <= 4; ++threads) {
    std::vector<std::atomic<int>> hits(100);
    std::atomic<int> lastCount{0};
    auto body = [&](int index) {
      int last = 0;
      int32_t lower = 0, upper = 49, stride = 0;
      __kmpc_for_static_init_4(nullptr, index, kStaticChunked, &last, &lower,
                               &upper, &stride, 2, 3);
      for (; lower <= 49; lower += stride, upper += stride)
        for (int32_t i = lower; i <= std::min<int32_t>(upper, 49); i += 2)
          hits[i].fetch_add(1);
      lastCount.fetch_add(last);
    };
    parallel(threads, body);
    for (int i = 0; i < 50; ++i)
      ASSERT_EQ(hits[i].load(), i % 2 == 0 ? 1 : 0) << i;
    EXPECT_EQ(lastCount.load(), 1);

    std::vector<std::atomic<int>> down(41);
    auto descending = [&](int index) {
      int last = 0;
      int32_t lower = 20, upper = -20, stride = 0;
      __kmpc_for_static_init_4(nullptr, index, kStatic, &last, &lower, &upper,
                               &stride, -3, 0);
      for (int32_t i = lower; i >= upper; i -= 3)
        down[i + 20].fetch_add(1);
    };
    parallel(threads, descending);
    for (int i = 20; i >= -20; --i)
      ASSERT_EQ(down[i + 20].load(), (20 - i) % 3 == 0 ? 1 : 0) << i;
  }
}

TEST(ArtifactThreads, BarrierSeparatesPhases) {
  constexpr int kThreads = 3, kRounds = 500;
  std::atomic<int> arrived{0}, early{0};
  auto body = [&](int) {
    for (int round = 1; round <= kRounds; ++round) {
      arrived.fetch_add(1);
      __kmpc_barrier(nullptr, 0);
      if (arrived.load() < round * kThreads)
        early.fetch_add(1);
      __kmpc_barrier(nullptr, 0);
    }
  };
  parallel(kThreads, body);
  EXPECT_EQ(arrived.load(), kThreads * kRounds);
  EXPECT_EQ(early.load(), 0);
}

TEST(ArtifactThreads, ReductionCombinesEveryPartial) {
  for (int threads = 1; threads <= 4; ++threads) {
    int64_t total = 0; // Written only inside the reduction's lock.
    static int lockWord[8];
    auto body = [&](int index) {
      Block block = staticBlock(index, 10000);
      int64_t partial = 0;
      for (uint64_t i = block.lower; i <= block.upper && block.lower <= 9999;
           ++i)
        partial += int64_t(i);
      if (__kmpc_reduce(nullptr, index, 1, sizeof(partial), &partial, nullptr,
                        lockWord) == 1) {
        total += partial;
        __kmpc_end_reduce(nullptr, index, lockWord);
      }
    };
    parallel(threads, body);
    EXPECT_EQ(total, int64_t(9999) * 10000 / 2) << threads << " threads";
  }
}

TEST(ArtifactThreads, NestedRegionRunsOnItsThread) {
  std::atomic<int> innerRuns{0}, innerWrong{0};
  auto body = [&](int outer) {
    auto inner = [&](int index) {
      innerRuns.fetch_add(1);
      // A team of one: the whole range, and this thread's index 0.
      Block block = staticBlock(index, 100);
      if (index != 0 || block.lower != 0 || block.upper != 99 || !block.last)
        innerWrong.fetch_add(1);
      __kmpc_barrier(nullptr, index);
    };
    parallel(4, inner);
    // The outer team is still intact: its index came back.
    if (__kmpc_global_thread_num(nullptr) != outer)
      innerWrong.fetch_add(1);
  };
  parallel(3, body);
  EXPECT_EQ(innerRuns.load(), 3);
  EXPECT_EQ(innerWrong.load(), 0);
}

TEST(ArtifactThreads, ConcurrentCallersEachGetTheirResult) {
  // Four threads of the program fork regions at once, as four calls of a
  // threaded artifact would: one gets the pool, the others run theirs
  // alone; every sum must be right.
  std::atomic<int> wrong{0};
  std::vector<std::thread> callers;
  for (int caller = 0; caller < 4; ++caller)
    callers.emplace_back([&, caller] {
      for (int round = 0; round < 300; ++round) {
        uint64_t n = 1000 + uint64_t(caller) * 37 + uint64_t(round);
        std::vector<uint64_t> values(n);
        auto body = [&](int index) {
          Block block = staticBlock(index, n);
          for (uint64_t i = block.lower; i <= block.upper && block.lower < n;
               ++i)
            values[i] = i * 3 + uint64_t(caller);
          __kmpc_barrier(nullptr, index);
        };
        parallel(3, body);
        for (uint64_t i = 0; i < n; ++i)
          if (values[i] != i * 3 + uint64_t(caller)) {
            wrong.fetch_add(1);
            break;
          }
      }
    });
  for (std::thread &caller : callers)
    caller.join();
  EXPECT_EQ(wrong.load(), 0);
}

TEST(ArtifactThreads, ManyShortRegions) {
  // The regions of a loop body: the workers must take each one.
  std::atomic<int64_t> count{0};
  for (int region = 0; region < 20000; ++region) {
    auto body = [&](int index) { count.fetch_add(index + 1); };
    parallel(2, body);
  }
  EXPECT_EQ(count.load(), 20000 * 3);
}

TEST(ArtifactThreads, ForkedChildStartsItsOwnWorkers) {
#if defined(__has_feature)
#if __has_feature(thread_sanitizer)
  GTEST_SKIP() << "ThreadSanitizer cannot start threads in the child of a "
                  "multi-threaded fork (the plain build runs this test)";
#endif
#endif
  // The parent's workers exist (earlier tests started them); the child of
  // fork() has none and must neither hang nor lose members.
  std::atomic<int> before{0};
  auto warm = [&](int) { before.fetch_add(1); };
  parallel(3, warm);
  ASSERT_EQ(before.load(), 3);
  pid_t child = fork();
  ASSERT_NE(child, -1);
  if (child == 0) {
    std::atomic<int> runs{0};
    auto body = [&](int) { runs.fetch_add(1); };
    for (int i = 0; i < 100; ++i)
      parallel(3, body);
    _exit(runs.load() == 300 ? 0 : 1);
  }
  int status = 0;
  ASSERT_EQ(waitpid(child, &status, 0), child);
  ASSERT_TRUE(WIFEXITED(status));
  EXPECT_EQ(WEXITSTATUS(status), 0);
}

} // namespace
