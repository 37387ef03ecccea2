#pragma once
// The baseline server's rooms: who is in which, and the frame of each size,
// built once and shared by every recipient like tavern shares a patch frame.
#include "baseline_session.hpp"

#include <map>
#include <mutex>
#include <string>
#include <vector>

namespace tavern::cli {

class baseline_rooms {
public:
  void join(const std::string &room, const std::shared_ptr<baseline_session> &who);
  // Sends a frame of `bytes` bytes to every member of the room, then one of
  // `ok_bytes` to the actor: the order tavern keeps (patches, then `ok`).
  void act(const std::string &room, std::size_t bytes, baseline_session &actor,
           std::size_t ok_bytes);

private:
  std::shared_ptr<const std::string> frame_of(char kind, std::size_t bytes);

  std::mutex mutex_;
  std::map<std::string, std::vector<std::weak_ptr<baseline_session>>> rooms_;
  std::map<std::pair<char, std::size_t>, std::shared_ptr<const std::string>> frames_;
};

} // namespace tavern::cli
