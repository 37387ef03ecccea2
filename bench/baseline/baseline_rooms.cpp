#include "baseline_rooms.hpp"

#include <algorithm>

namespace tavern::cli {

void baseline_rooms::join(const std::string &room, const std::shared_ptr<baseline_session> &who) {
  std::lock_guard lock(mutex_);
  auto &members = rooms_[room];
  std::erase_if(members, [](const auto &weak) { return weak.expired(); });
  members.push_back(who);
}

std::shared_ptr<const std::string> baseline_rooms::frame_of(char kind, std::size_t bytes) {
  auto &frame = frames_[{kind, bytes}];
  if (!frame) {
    std::string text(std::max<std::size_t>(bytes, 1), 'x');
    text.front() = kind;
    frame = std::make_shared<const std::string>(std::move(text));
  }
  return frame;
}

void baseline_rooms::act(const std::string &room, std::size_t bytes, baseline_session &actor,
                         std::size_t ok_bytes) {
  std::lock_guard lock(mutex_);
  const auto frame = frame_of('p', bytes);
  if (const auto it = rooms_.find(room); it != rooms_.end())
    for (const auto &weak : it->second)
      if (const auto member = weak.lock())
        member->deliver(frame);
  actor.deliver(frame_of('k', ok_bytes));
}

} // namespace tavern::cli
