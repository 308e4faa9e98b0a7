/* kiln's thread runtime for threaded ahead-of-time artifacts.

   `kiln compile --threads N` keeps the OpenMP form of kiln's parallel loops
   (omp.parallel + omp.wsloop, translated by LLVM's OpenMPIRBuilder into
   calls of the libomp ABI, __kmpc_*). This file implements the part of that
   ABI such code calls, on a pool of worker threads of its own, so that the
   artifact needs no OpenMP runtime: kiln compiles this file to LLVM bitcode
   for each supported target at build time and links it into the artifact's
   module, where every function becomes internal (so an artifact never
   clashes with a libomp the program also loads). docs/aot.md, "Threads".

   It is freestanding C (no headers: it is compiled for cross targets whose
   headers kiln's build may not have) and depends on libc's pthread_create,
   pthread_join, getpid, sched_yield and syscall (futex), all in glibc's
   libc.so (libpthread before glibc 2.34). Linux on 64-bit targets only.

   The pool: the first parallel region starts N-1 workers, which then live
   until the process exits (or the library is unloaded), spinning briefly
   and then sleeping on a futex between regions, so that the regions of a
   loop body pay no thread start-up. One region runs on the pool at a time:
   a region forked while the pool is busy (another thread calling into the
   artifact, or a region nested in one) runs on its calling thread alone,
   which OpenMP allows for any team. */

typedef unsigned long size_t;
typedef __builtin_va_list va_list;
#define va_start(ap, last) __builtin_va_start(ap, last)
#define va_arg(ap, type) __builtin_va_arg(ap, type)
#define va_end(ap) __builtin_va_end(ap)

int pthread_create(unsigned long *thread, const void *attributes,
                   void *(*start)(void *), void *argument);
int pthread_join(unsigned long thread, void **result);
int getpid(void);
int sched_yield(void);
long syscall(long number, ...);

#if defined(__x86_64__)
#define KILN_SYS_FUTEX 202
#define KILN_RELAX() __asm__ volatile("pause")
#elif defined(__aarch64__)
#define KILN_SYS_FUTEX 98
#define KILN_RELAX() __asm__ volatile("yield")
#elif defined(__riscv) && __riscv_xlen == 64
#define KILN_SYS_FUTEX 98
/* Zihintpause's pause hint, encoded so that assemblers without the
   extension accept it (it executes as a no-op fence where unsupported). */
#define KILN_RELAX() __asm__ volatile(".word 0x0100000f")
#else
#error                                                                         \
    "kiln's artifact thread runtime supports Linux on x86-64, AArch64 and RISC-V 64"
#endif

#define KILN_FUTEX_WAIT_PRIVATE 128
#define KILN_FUTEX_WAKE_PRIVATE 129
/* The largest team (lib/Compiler/AotThreads.h: kMaxArtifactThreads). */
#define KILN_MAX_THREADS 256
#define KILN_MAX_ARGS 16
/* Relax hints a waiting thread spins through before it sleeps: a few
   hundred microseconds, longer than the gap between the parallel regions
   of a loop body, far shorter than a pause between calls. */
#define KILN_SPINS 20000

#define LOAD(p) __atomic_load_n(p, __ATOMIC_ACQUIRE)
#define STORE(p, v) __atomic_store_n(p, v, __ATOMIC_RELEASE)

typedef void (*Microtask)(int *gtid, int *btid, ...);

/* Each worker's mailbox, on a cache line of its own: the forking thread
   bumps `signal` to hand the worker a region (or to stop it), so that only
   the members of a team are woken. */
typedef struct {
  _Alignas(64) int signal;
  int sleeping;
  int stop;
  unsigned long handle;
} Worker;

static struct {
  /* 1 while a region runs on the pool (taken by the forking thread). */
  int busy;
  int workers;
  /* The process that started them (0: none started): a child of fork()
     has none of them. */
  int owner;
  /* The region: what every member of the team calls. */
  Microtask task;
  int argc;
  void *args[KILN_MAX_ARGS];
  int teamSize;
  /* Members (not counting the forking thread) still running the region;
     the region's fields are not written again until it is 0. */
  _Alignas(64) int remaining;
  int masterSleeping;
  /* The team barrier: arrivals in this round, and its round number. */
  _Alignas(64) unsigned barrierArrived;
  unsigned barrierRound;
  int barrierSleepers;
  /* The lock of __kmpc_reduce's critical reduction. */
  _Alignas(64) int reduceLock;
  Worker worker[KILN_MAX_THREADS];
} pool;

/* The calling thread's place: its index in the team it runs a region of,
   that team's size (1 outside regions and in serialized ones), whether it
   is inside a region, and the team size __kmpc_push_num_threads asked for
   the next region it forks. */
#define KILN_TLS __attribute__((tls_model("initial-exec"))) _Thread_local
static KILN_TLS int threadIndex;
static KILN_TLS int teamSize = 1;
static KILN_TLS int inRegion;
static KILN_TLS int pushedThreads;

static void futexWait(int *word, int expected) {
  syscall(KILN_SYS_FUTEX, word, KILN_FUTEX_WAIT_PRIVATE, expected, (void *)0,
          (void *)0, 0);
}

static void futexWake(int *word) {
  syscall(KILN_SYS_FUTEX, word, KILN_FUTEX_WAKE_PRIVATE, 0x7fffffff, (void *)0,
          (void *)0, 0);
}

/* Waits until *word != value: spins, then sleeps on the futex, counting
   itself in *sleepers so that the waker knows to make the system call. */
static void waitWhileEqual(int *word, int value, int *sleepers) {
  for (int spin = 1; spin <= KILN_SPINS; ++spin) {
    if (LOAD(word) != value)
      return;
    KILN_RELAX();
    /* With more threads than free cores, the one being waited for may
       need this core. */
    if (spin % 256 == 0)
      sched_yield();
  }
  while (LOAD(word) == value) {
    __atomic_add_fetch(sleepers, 1, __ATOMIC_SEQ_CST);
    /* The futex compares again, atomically with going to sleep, so a
       change made after the load above is never slept through. */
    if (__atomic_load_n(word, __ATOMIC_SEQ_CST) == value)
      futexWait(word, value);
    __atomic_sub_fetch(sleepers, 1, __ATOMIC_SEQ_CST);
  }
}

static void wakeIfSleeping(int *word, int *sleepers) {
  if (__atomic_load_n(sleepers, __ATOMIC_SEQ_CST) != 0)
    futexWake(word);
}

/* Calls the region's function through the variadic type of the ABI, as
   libomp does (the function itself is not variadic; its arguments are all
   pointers, passed alike either way on the supported targets), so
   -fsanitize=function (in kiln's sanitizer builds) is told to look away. */
__attribute__((no_sanitize("function"))) static void
invoke(Microtask task, int argc, void **a, int index) {
  int gtid = index, btid = index;
  switch (argc) {
  case 0:
    task(&gtid, &btid);
    break;
  case 1:
    task(&gtid, &btid, a[0]);
    break;
  case 2:
    task(&gtid, &btid, a[0], a[1]);
    break;
  case 3:
    task(&gtid, &btid, a[0], a[1], a[2]);
    break;
  case 4:
    task(&gtid, &btid, a[0], a[1], a[2], a[3]);
    break;
  case 5:
    task(&gtid, &btid, a[0], a[1], a[2], a[3], a[4]);
    break;
  case 6:
    task(&gtid, &btid, a[0], a[1], a[2], a[3], a[4], a[5]);
    break;
  case 7:
    task(&gtid, &btid, a[0], a[1], a[2], a[3], a[4], a[5], a[6]);
    break;
  case 8:
    task(&gtid, &btid, a[0], a[1], a[2], a[3], a[4], a[5], a[6], a[7]);
    break;
  default:
    task(&gtid, &btid, a[0], a[1], a[2], a[3], a[4], a[5], a[6], a[7], a[8],
         a[9], a[10], a[11], a[12], a[13], a[14], a[15]);
    break;
  }
}

/* Runs the region on the calling thread as member `index` of a team of
   `size` (a team of one for a serialized region), then restores the
   thread's place (a serialized region may be nested in another). */
static void runAsMember(Microtask task, int argc, void **args, int index,
                        int size) {
  int savedIndex = threadIndex, savedSize = teamSize, savedIn = inRegion;
  threadIndex = index;
  teamSize = size;
  inRegion = 1;
  invoke(task, argc, args, index);
  threadIndex = savedIndex;
  teamSize = savedSize;
  inRegion = savedIn;
}

static void *workerMain(void *argument) {
  int index = (int)(long)argument;
  Worker *self = &pool.worker[index - 1];
  int seen = 0;
  for (;;) {
    waitWhileEqual(&self->signal, seen, &self->sleeping);
    seen = LOAD(&self->signal);
    if (LOAD(&self->stop))
      return (void *)0;
    runAsMember(pool.task, pool.argc, pool.args, index, pool.teamSize);
    if (__atomic_sub_fetch(&pool.remaining, 1, __ATOMIC_ACQ_REL) == 0)
      wakeIfSleeping(&pool.remaining, &pool.masterSleeping);
  }
}

/* A child of fork() has only the thread that forked: it forgets the
   parent's workers (and a region another parent thread was running) and
   starts its own when it first needs them. (pthread_atfork would say so
   sooner, but glibc defines it in libc_nonshared.a, which a shared
   artifact linked by ld.lld alone does not get.) */
static void forgetParentWorkers(void) {
  int owner = __atomic_load_n(&pool.owner, __ATOMIC_RELAXED);
  if (owner == 0 || owner == getpid())
    return;
  __atomic_store_n(&pool.owner, 0, __ATOMIC_RELAXED);
  pool.workers = 0;
  pool.masterSleeping = 0;
  pool.barrierArrived = 0;
  pool.barrierSleepers = 0;
  pool.reduceLock = 0;
  STORE(&pool.busy, 0);
}

/* Starts workers until the pool has `wanted`; returns how many it has. */
static int startWorkers(int wanted) {
  if (pool.workers == 0)
    __atomic_store_n(&pool.owner, getpid(), __ATOMIC_RELAXED);
  while (pool.workers < wanted) {
    int index = pool.workers + 1;
    Worker *worker = &pool.worker[index - 1];
    STORE(&worker->signal, 0);
    worker->sleeping = 0;
    worker->stop = 0;
    if (pthread_create(&worker->handle, (const void *)0, workerMain,
                       (void *)(long)index) != 0)
      break;
    ++pool.workers;
  }
  return pool.workers;
}

void __kmpc_fork_call(void *location, int argc, Microtask task, ...) {
  (void)location;
  void *args[KILN_MAX_ARGS];
  va_list list;
  va_start(list, task);
  for (int i = 0; i < argc && i < KILN_MAX_ARGS; ++i)
    args[i] = va_arg(list, void *);
  va_end(list);
  int wanted = pushedThreads;
  pushedThreads = 0;
  if (wanted > KILN_MAX_THREADS)
    wanted = KILN_MAX_THREADS;
  if (wanted > 1)
    forgetParentWorkers();
  if (wanted <= 1 || inRegion ||
      __atomic_exchange_n(&pool.busy, 1, __ATOMIC_ACQUIRE)) {
    runAsMember(task, argc, args, 0, 1);
    return;
  }
  int workers = startWorkers(wanted - 1);
  int size = workers + 1 < wanted ? workers + 1 : wanted;
  pool.task = task;
  pool.argc = argc;
  for (int i = 0; i < argc && i < KILN_MAX_ARGS; ++i)
    pool.args[i] = args[i];
  pool.teamSize = size;
  STORE(&pool.remaining, size - 1);
  for (int i = 0; i < size - 1; ++i) {
    Worker *worker = &pool.worker[i];
    __atomic_add_fetch(&worker->signal, 1, __ATOMIC_SEQ_CST);
    wakeIfSleeping(&worker->signal, &worker->sleeping);
  }

  runAsMember(task, argc, args, 0, size);
  int left;
  while ((left = LOAD(&pool.remaining)) != 0)
    waitWhileEqual(&pool.remaining, left, &pool.masterSleeping);
  STORE(&pool.busy, 0);
}

int __kmpc_global_thread_num(void *location) {
  (void)location;
  return threadIndex;
}

void __kmpc_push_num_threads(void *location, int gtid, int threads) {
  (void)location;
  (void)gtid;
  pushedThreads = threads;
}

static void teamBarrier(void) {
  unsigned size = (unsigned)teamSize;
  if (size <= 1)
    return;
  unsigned round = LOAD(&pool.barrierRound);
  if (__atomic_add_fetch(&pool.barrierArrived, 1, __ATOMIC_ACQ_REL) == size) {
    STORE(&pool.barrierArrived, 0);
    __atomic_add_fetch(&pool.barrierRound, 1, __ATOMIC_SEQ_CST);
    wakeIfSleeping((int *)&pool.barrierRound, &pool.barrierSleepers);
    return;
  }
  waitWhileEqual((int *)&pool.barrierRound, (int)round, &pool.barrierSleepers);
}

void __kmpc_barrier(void *location, int gtid) {
  (void)location;
  (void)gtid;
  teamBarrier();
}

/* Static worksharing: the iterations lower..upper (inclusive, step
   `increment`) split among the team. Schedule 34 (static, no chunk): one
   contiguous block per thread, the first trip % size blocks one longer.
   Schedule 33 (static, chunked): chunks dealt round robin, the thread's
   first chunk returned with the stride to its next. A thread with no
   iterations gets lower = upper + increment, as with libomp. */
#define KILN_STATIC_INIT(NAME, T, U)                                           \
  void NAME(void *location, int gtid, int schedule, int *last, T *lower,       \
            T *upper, T *stride, T increment, T chunk) {                       \
    (void)location;                                                            \
    (void)gtid;                                                                \
    U size = (U)teamSize, index = (U)threadIndex;                              \
    U trip;                                                                    \
    if (increment == 1)                                                        \
      trip = (U)(*upper - *lower) + 1;                                         \
    else if (increment == (T) - 1)                                             \
      trip = (U)(*lower - *upper) + 1;                                         \
    else if (increment > 0)                                                    \
      trip = (U)(*upper - *lower) / (U)increment + 1;                          \
    else                                                                       \
      trip = (U)(*lower - *upper) / (U)(-increment) + 1;                       \
    if ((increment > 0 && *upper < *lower) ||                                  \
        (increment < 0 && *upper > *lower))                                    \
      trip = 0;                                                                \
    if (size <= 1 || trip == 0) {                                              \
      *last = trip != 0;                                                       \
      *stride = trip == 0 ? increment : (T)(trip * (U)increment);              \
      return;                                                                  \
    }                                                                          \
    if (schedule == 33) {                                                      \
      U span = chunk < 1 ? 1 : (U)chunk;                                       \
      *last = index == ((trip - 1) / span) % size;                             \
      *stride = (T)(span * size * (U)increment);                               \
      *lower += (T)(span * index * (U)increment);                              \
      *upper = *lower + (T)(span * (U)increment) - increment;                  \
      return;                                                                  \
    }                                                                          \
    if (trip <= size) {                                                        \
      *last = index == trip - 1;                                               \
      if (index < trip) {                                                      \
        *lower += (T)(index * (U)increment);                                   \
        *upper = *lower;                                                       \
      } else {                                                                 \
        *lower = *upper + increment;                                           \
      }                                                                        \
    } else {                                                                   \
      U small = trip / size, extra = trip % size;                              \
      U first = index * small + (index < extra ? index : extra);               \
      U count = small + (index < extra ? 1 : 0);                               \
      *lower += (T)(first * (U)increment);                                     \
      *upper = *lower + (T)((count - 1) * (U)increment);                       \
      *last = index == size - 1;                                               \
    }                                                                          \
    *stride = (T)(trip * (U)increment);                                        \
  }

KILN_STATIC_INIT(__kmpc_for_static_init_4, int, unsigned)
KILN_STATIC_INIT(__kmpc_for_static_init_4u, unsigned, unsigned)
KILN_STATIC_INIT(__kmpc_for_static_init_8, long, unsigned long)
KILN_STATIC_INIT(__kmpc_for_static_init_8u, unsigned long, unsigned long)

void __kmpc_for_static_fini(void *location, int gtid) {
  (void)location;
  (void)gtid;
}

/* Reductions: every member combines its partial result under one lock
   (the "critical" method, return value 1), and the blocking form ends
   with the team barrier. */
int __kmpc_reduce_nowait(void *location, int gtid, int count, size_t size,
                         void *data, void (*combine)(void *, void *),
                         void *lock) {
  (void)location, (void)gtid, (void)count, (void)size, (void)data;
  (void)combine, (void)lock;
  while (__atomic_exchange_n(&pool.reduceLock, 1, __ATOMIC_ACQUIRE))
    KILN_RELAX();
  return 1;
}

void __kmpc_end_reduce_nowait(void *location, int gtid, void *lock) {
  (void)location, (void)gtid, (void)lock;
  STORE(&pool.reduceLock, 0);
}

int __kmpc_reduce(void *location, int gtid, int count, size_t size, void *data,
                  void (*combine)(void *, void *), void *lock) {
  return __kmpc_reduce_nowait(location, gtid, count, size, data, combine, lock);
}

void __kmpc_end_reduce(void *location, int gtid, void *lock) {
  __kmpc_end_reduce_nowait(location, gtid, lock);
  teamBarrier();
}

/* At exit, or when a shared library holding the artifact is unloaded, the
   sleeping workers are woken to return and joined (unless a region is
   still running, as when exit is called from another thread mid-call). */
__attribute__((destructor)) static void stopWorkers(void) {
  forgetParentWorkers();
  if (pool.workers == 0 || __atomic_exchange_n(&pool.busy, 1, __ATOMIC_ACQUIRE))
    return;
  for (int i = 0; i < pool.workers; ++i) {
    Worker *worker = &pool.worker[i];
    STORE(&worker->stop, 1);
    __atomic_add_fetch(&worker->signal, 1, __ATOMIC_SEQ_CST);
    futexWake(&worker->signal);
  }
  for (int i = 0; i < pool.workers; ++i)
    pthread_join(pool.worker[i].handle, (void **)0);
  pool.workers = 0;
  STORE(&pool.busy, 0);
}
