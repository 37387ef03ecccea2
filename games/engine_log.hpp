#pragma once
// A game's append-only log, cheap to copy whatever its length. A search
// copies a state (clone, resample_hidden) for every iteration, and a log that
// grows with the game made that copy grow with it. So entries are immutable
// once written and shared between copies: the log keeps them in blocks of
// `block_size`, full blocks are shared as they are, and the block being
// filled is copied (its pointers, not its entries) only when a copy appends
// to it. A copy costs two reference counts; an append, one allocation.
#include "json/json_value.hpp"

#include <compare>
#include <cstddef>
#include <iterator>
#include <memory>
#include <vector>

namespace tavern::games {

// One entry of the game's append-only log. `entry` holds a `text` for people
// with {0}, {1}... standing for the seats listed in `seats`, plus structured
// fields for programs. Visibility: everyone, unless `only` is non-empty
// (just those seats) or `except` names seats that must not see it.
struct log_entry {
  json entry;
  std::vector<int> only;
  std::vector<int> except;

  bool visible_to(int viewer) const;
};

class game_log {
public:
  static constexpr std::size_t block_size = 32;

  class const_iterator {
  public:
    using iterator_category = std::random_access_iterator_tag;
    using value_type = log_entry;
    using difference_type = std::ptrdiff_t;
    using pointer = const log_entry *;
    using reference = const log_entry &;

    const_iterator() = default;
    const_iterator(const game_log *log, std::size_t index) : log_(log), index_(index) {}

    reference operator*() const { return (*log_)[index_]; }
    pointer operator->() const { return &(*log_)[index_]; }
    reference operator[](difference_type n) const { return *(*this + n); }
    const_iterator &operator++() { return ++index_, *this; }
    const_iterator operator++(int) { return {log_, index_++}; }
    const_iterator &operator--() { return --index_, *this; }
    const_iterator operator--(int) { return {log_, index_--}; }
    const_iterator &operator+=(difference_type n) {
      index_ = static_cast<std::size_t>(static_cast<difference_type>(index_) + n);
      return *this;
    }
    const_iterator &operator-=(difference_type n) { return *this += -n; }
    friend const_iterator operator+(const_iterator it, difference_type n) { return it += n; }
    friend const_iterator operator+(difference_type n, const_iterator it) { return it += n; }
    friend const_iterator operator-(const_iterator it, difference_type n) { return it -= n; }
    friend difference_type operator-(const const_iterator &a, const const_iterator &b) {
      return static_cast<difference_type>(a.index_) - static_cast<difference_type>(b.index_);
    }
    friend bool operator==(const const_iterator &a, const const_iterator &b) {
      return a.index_ == b.index_;
    }
    friend auto operator<=>(const const_iterator &a, const const_iterator &b) {
      return a.index_ <=> b.index_;
    }

  private:
    const game_log *log_ = nullptr;
    std::size_t index_ = 0;
  };
  using const_reverse_iterator = std::reverse_iterator<const_iterator>;

  std::size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  const log_entry &operator[](std::size_t i) const;
  const log_entry &back() const { return (*this)[size_ - 1]; }

  const_iterator begin() const { return {this, 0}; }
  const_iterator end() const { return {this, size_}; }
  const_reverse_iterator rbegin() const { return const_reverse_iterator(end()); }
  const_reverse_iterator rend() const { return const_reverse_iterator(begin()); }

  void push_back(log_entry e);
  // Rewrites entry i in this log only (copies that share it keep theirs).
  void replace(std::size_t i, log_entry e);

private:
  using block = std::vector<std::shared_ptr<const log_entry>>;

  void seal_open_block();

  std::shared_ptr<std::vector<std::shared_ptr<const block>>> full_; // full blocks, in order
  std::shared_ptr<block> open_; // the block being filled, shared until a copy appends
  std::size_t size_ = 0;
};

} // namespace tavern::games
