#pragma once
// One connection to the baseline server: what a tavern WebSocket session does
// on the network (read a frame, queue frames to send, one write at a time),
// without a game, a document or any JSON.
#include <memory>
#include <string>

namespace tavern::cli {

class baseline_rooms;

class baseline_session {
public:
  virtual ~baseline_session() = default;
  // Called from any thread: the frame is sent on the session's own strand.
  virtual void deliver(std::shared_ptr<const std::string> frame) = 0;
};

} // namespace tavern::cli
