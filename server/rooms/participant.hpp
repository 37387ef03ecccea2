#pragma once
// How a room reaches a connection: a WebSocket session in the server, a
// recording stub in tests. Calls come with the room's lock held, so they must
// neither block nor call back into the room: a session queues the frame and
// may start its (non-blocking) write at once.
#include <memory>
#include <string>

namespace tavern::server {

using frame_ptr = std::shared_ptr<const std::string>;

class participant {
public:
  virtual ~participant() = default;

  // Queues one text frame, in order.
  virtual void deliver(frame_ptr frame) = 0;

  // Closes the connection with `close_code` once the frames queued so far
  // have been sent (used when a newer connection resumes the same seat).
  virtual void close_after_send(int close_code) = 0;

  // The room has dropped this participant on its own (replaced, expired).
  virtual void detached_from_room() {}
};

using participant_ptr = std::shared_ptr<participant>;

} // namespace tavern::server
