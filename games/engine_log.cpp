#include "engine_log.hpp"

#include <algorithm>
#include <atomic>

namespace tavern::games {

namespace {

// Whether `p` is the only owner, so that what it points to may be changed in
// place. A count of one is final (no other copy can appear but through `p`),
// and the fence orders our writes after the reads of the owners that let go.
template <class T> bool owned_alone(const std::shared_ptr<T> &p) {
  if (p.use_count() != 1)
    return false;
  std::atomic_thread_fence(std::memory_order_acquire);
  return true;
}

} // namespace

bool log_entry::visible_to(int viewer) const {
  if (!only.empty())
    return std::find(only.begin(), only.end(), viewer) != only.end();
  return std::find(except.begin(), except.end(), viewer) == except.end();
}

const log_entry &game_log::operator[](std::size_t i) const {
  const std::size_t b = i / block_size;
  const std::size_t full = full_ ? full_->size() : 0;
  const block &in = b < full ? *(*full_)[b] : *open_;
  return *in[i % block_size];
}

void game_log::push_back(log_entry e) {
  if (!open_) {
    open_ = std::make_shared<block>();
    open_->reserve(block_size);
  } else if (!owned_alone(open_)) {
    auto copy = std::make_shared<block>();
    copy->reserve(block_size);
    copy->assign(open_->begin(), open_->end());
    open_ = std::move(copy);
  }
  open_->push_back(std::make_shared<const log_entry>(std::move(e)));
  ++size_;
  if (open_->size() == block_size)
    seal_open_block();
}

void game_log::seal_open_block() {
  if (!full_)
    full_ = std::make_shared<std::vector<std::shared_ptr<const block>>>();
  else if (!owned_alone(full_))
    full_ = std::make_shared<std::vector<std::shared_ptr<const block>>>(*full_);
  full_->push_back(std::move(open_));
  open_.reset();
}

void game_log::replace(std::size_t i, log_entry e) {
  auto entry = std::make_shared<const log_entry>(std::move(e));
  const std::size_t b = i / block_size;
  const std::size_t full = full_ ? full_->size() : 0;
  if (b >= full) {
    if (!owned_alone(open_))
      open_ = std::make_shared<block>(*open_);
    (*open_)[i % block_size] = std::move(entry);
    return;
  }
  if (!owned_alone(full_))
    full_ = std::make_shared<std::vector<std::shared_ptr<const block>>>(*full_);
  auto copy = std::make_shared<block>(*(*full_)[b]);
  (*copy)[i % block_size] = std::move(entry);
  (*full_)[b] = std::move(copy);
}

} // namespace tavern::games
