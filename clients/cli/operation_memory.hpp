#pragma once
// Memory for one connection's asynchronous operations. Beast's websocket
// reads and writes are composed operations a few kilobytes large, beyond
// what asio's per-thread recycling cache keeps (about 1 KB), so each frame
// read or written would malloc and free such a block; among thousands of
// small document nodes, each of those large requests also makes glibc
// consolidate its fast bins. A connection has at most one read and one
// write in flight, so a few fixed slots, reused, serve almost every request;
// any other goes to operator new.
//
// The slots are shared by the allocators handed to asio: an operation that
// outlives its connection (destroyed with the io_context) still frees into
// live memory.
#include <array>
#include <cstddef>
#include <memory>
#include <new>

namespace tavern::cli {

class operation_memory {
public:
  void *allocate(std::size_t size) {
    if (size <= slot_size)
      for (auto &slot : slots_)
        if (!slot.used) {
          slot.used = true;
          return slot.storage;
        }
    return ::operator new(size);
  }

  void deallocate(void *pointer) {
    for (auto &slot : slots_)
      if (pointer == slot.storage) {
        slot.used = false;
        return;
      }
    ::operator delete(pointer);
  }

private:
  static constexpr std::size_t slot_size = 4096;
  struct slot {
    alignas(std::max_align_t) unsigned char storage[slot_size];
    bool used = false;
  };
  std::array<slot, 4> slots_;
};

template <class T> class operation_allocator {
public:
  using value_type = T;

  explicit operation_allocator(std::shared_ptr<operation_memory> memory) noexcept
      : memory_(std::move(memory)) {}
  template <class U>
  operation_allocator(const operation_allocator<U> &other) noexcept : memory_(other.memory_) {}

  T *allocate(std::size_t n) {
    if constexpr (alignof(T) > alignof(std::max_align_t))
      return static_cast<T *>(::operator new(sizeof(T) * n, std::align_val_t(alignof(T))));
    else
      return static_cast<T *>(memory_->allocate(sizeof(T) * n));
  }
  void deallocate(T *pointer, std::size_t n) {
    if constexpr (alignof(T) > alignof(std::max_align_t))
      ::operator delete(pointer, sizeof(T) * n, std::align_val_t(alignof(T)));
    else
      memory_->deallocate(pointer);
  }

  template <class U> friend class operation_allocator;
  friend bool operator==(const operation_allocator &a, const operation_allocator &b) noexcept {
    return a.memory_ == b.memory_;
  }

private:
  std::shared_ptr<operation_memory> memory_;
};

} // namespace tavern::cli
