//===- Errors.cpp - PJRT errors and events --------------------------------===//
//
// Errors carry kiln's diagnostics as their messages. Events complete once;
// callbacks registered before that run when they complete (on the thread
// that completes them), later ones at once. Frameworks may also create and
// set events. The client's worker thread lives here too.
//
//===----------------------------------------------------------------------===//

#include "PjrtPlugin.h"

namespace kiln::pjrt {

PJRT_Error *makeError(PJRT_Error_Code code, std::string message) {
  return new PJRT_Error{code, std::move(message)};
}

PJRT_Error *missing(const char *what) {
  return makeError(PJRT_Error_Code_INVALID_ARGUMENT,
                   std::string("kiln: null ") + what);
}

void completeEvent(KilnEventState &state, std::optional<PJRT_Error> error) {
  std::vector<std::pair<PJRT_Event_OnReadyCallback, void *>> callbacks;
  {
    std::lock_guard<std::mutex> lock(state.mutex);
    if (state.ready)
      return;
    state.ready = true;
    state.error = std::move(error);
    callbacks.swap(state.callbacks);
  }
  state.done.notify_all();
  // After completion the state no longer changes: read without the lock.
  for (auto &[callback, userArg] : callbacks)
    callback(state.error ? new PJRT_Error(*state.error) : nullptr, userArg);
}

std::optional<PJRT_Error> awaitEvent(KilnEventState &state) {
  std::unique_lock<std::mutex> lock(state.mutex);
  state.done.wait(lock, [&] { return state.ready; });
  return state.error;
}

namespace {

/// A copy of the event's error for the caller (null when it succeeded).
PJRT_Error *errorOf(KilnEventState &state) {
  std::lock_guard<std::mutex> lock(state.mutex);
  return state.error ? new PJRT_Error(*state.error) : nullptr;
}

} // namespace

PJRT_Event *makeReadyEvent(std::optional<PJRT_Error> error) {
  auto *event = new PJRT_Event{std::make_shared<KilnEventState>()};
  completeEvent(*event->state, std::move(error));
  return event;
}

void PJRT_Error_Destroy(PJRT_Error_Destroy_Args *args) { delete args->error; }

void PJRT_Error_Message(PJRT_Error_Message_Args *args) {
  args->message = args->error ? args->error->message.data() : "";
  args->message_size = args->error ? args->error->message.size() : 0;
}

PJRT_Error *PJRT_Error_GetCode(PJRT_Error_GetCode_Args *args) {
  if (!args->error)
    return missing("error");
  args->code = args->error->code;
  return nullptr;
}

PJRT_Error *PJRT_Event_Destroy(PJRT_Event_Destroy_Args *args) {
  delete args->event;
  return nullptr;
}

PJRT_Error *PJRT_Event_IsReady(PJRT_Event_IsReady_Args *args) {
  if (!args->event)
    return missing("event");
  std::lock_guard<std::mutex> lock(args->event->state->mutex);
  args->is_ready = args->event->state->ready;
  return nullptr;
}

PJRT_Error *PJRT_Event_Error(PJRT_Event_Error_Args *args) {
  if (!args->event)
    return missing("event");
  return errorOf(*args->event->state);
}

PJRT_Error *PJRT_Event_Await(PJRT_Event_Await_Args *args) {
  if (!args->event)
    return missing("event");
  std::optional<PJRT_Error> error = awaitEvent(*args->event->state);
  return error ? new PJRT_Error(*error) : nullptr;
}

PJRT_Error *PJRT_Event_OnReady(PJRT_Event_OnReady_Args *args) {
  if (!args->event || !args->callback)
    return missing("event or callback");
  KilnEventState &state = *args->event->state;
  {
    std::lock_guard<std::mutex> lock(state.mutex);
    if (!state.ready) {
      state.callbacks.emplace_back(args->callback, args->user_arg);
      return nullptr;
    }
  }
  args->callback(errorOf(state), args->user_arg);
  return nullptr;
}

PJRT_Error *PJRT_Event_Create(PJRT_Event_Create_Args *args) {
  args->event = new PJRT_Event{std::make_shared<KilnEventState>()};
  return nullptr;
}

PJRT_Error *PJRT_Event_Set(PJRT_Event_Set_Args *args) {
  if (!args->event)
    return missing("event");
  std::optional<PJRT_Error> error;
  if (args->error_code != PJRT_Error_Code_OK)
    error = PJRT_Error{
        args->error_code,
        std::string(args->error_message ? args->error_message : "",
                    args->error_message ? args->error_message_size : 0)};
  completeEvent(*args->event->state, std::move(error));
  return nullptr;
}

} // namespace kiln::pjrt

// The worker is one of the handles' structs (PjrtPlugin.h), outside the
// namespace.
KilnWorker::KilnWorker() {
  thread = std::thread([this] {
    std::unique_lock<std::mutex> lock(mutex);
    while (true) {
      wake.wait(lock, [&] { return stopping || !jobs.empty(); });
      if (jobs.empty())
        return; // Stopping, and nothing left to run.
      std::function<void()> job = std::move(jobs.front());
      jobs.pop_front();
      lock.unlock();
      job();
      lock.lock();
    }
  });
}

KilnWorker::~KilnWorker() {
  {
    std::lock_guard<std::mutex> lock(mutex);
    stopping = true;
  }
  wake.notify_all();
  thread.join();
}

void KilnWorker::post(std::function<void()> job) {
  {
    std::lock_guard<std::mutex> lock(mutex);
    jobs.push_back(std::move(job));
  }
  wake.notify_all();
}
