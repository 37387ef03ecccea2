#pragma once
// The object type of tavern's JSON values: members kept in one vector sorted
// by key instead of a std::map's tree of separately allocated nodes. Views are
// small objects built, compared member by member and freed for every change;
// contiguous members cost one allocation instead of one per member and are
// walked without chasing pointers (BENCHMARKS.md, finding 9). Keys keep the
// std::map order, so serialized documents are byte for byte the same.
//
// Unlike std::map, adding or removing a member moves the others: a reference
// or iterator to a member does not survive a change to its object.
#include <algorithm>
#include <functional>
#include <initializer_list>
#include <memory>
#include <stdexcept>
#include <tuple>
#include <type_traits>
#include <utility>
#include <vector>

namespace tavern {

template <class Key, class T, class Compare = std::less<>,
          class Allocator = std::allocator<std::pair<const Key, T>>>
class sorted_map
    : public std::vector<
          std::pair<Key, T>,
          typename std::allocator_traits<Allocator>::template rebind_alloc<std::pair<Key, T>>> {
public:
  using key_type = Key;
  using mapped_type = T;
  using key_compare = Compare;
  using container_type = std::vector<
      std::pair<Key, T>,
      typename std::allocator_traits<Allocator>::template rebind_alloc<std::pair<Key, T>>>;
  using typename container_type::const_iterator;
  using typename container_type::iterator;
  using typename container_type::size_type;
  using typename container_type::value_type;

  sorted_map() noexcept = default;
  template <class It> sorted_map(It first, It last) { insert(first, last); }
  sorted_map(std::initializer_list<value_type> init) { insert(init.begin(), init.end()); }

  template <class K, class... Args> std::pair<iterator, bool> emplace(K &&key, Args &&...args) {
    // Views are built member by member into new objects: room for a few
    // members at once spares the vector's first reallocations (1, 2, 4).
    if (this->capacity() == 0)
      this->reserve(4);
    auto it = lower_bound(key);
    if (holds(it, key))
      return {it, false};
    it = container_type::emplace(it, std::piecewise_construct,
                                 std::forward_as_tuple(std::forward<K>(key)),
                                 std::forward_as_tuple(std::forward<Args>(args)...));
    return {it, true};
  }
  template <class K, class... Args> std::pair<iterator, bool> try_emplace(K &&key, Args &&...args) {
    return emplace(std::forward<K>(key), std::forward<Args>(args)...);
  }
  template <class K> T &operator[](K &&key) { return emplace(std::forward<K>(key)).first->second; }

  template <class K> T &at(const K &key) {
    const auto it = find(key);
    if (it == this->end())
      throw std::out_of_range("sorted_map::at: no such key");
    return it->second;
  }
  template <class K> const T &at(const K &key) const {
    const auto it = find(key);
    if (it == this->end())
      throw std::out_of_range("sorted_map::at: no such key");
    return it->second;
  }
  template <class K> iterator find(const K &key) {
    const auto it = lower_bound(key);
    return holds(it, key) ? it : this->end();
  }
  template <class K> const_iterator find(const K &key) const {
    const auto it = lower_bound(key);
    return holds(it, key) ? it : this->end();
  }
  template <class K> size_type count(const K &key) const {
    return find(key) == this->end() ? 0 : 1;
  }

  template <class K, std::enable_if_t<!std::is_convertible_v<K, const_iterator>, int> = 0>
  size_type erase(const K &key) {
    const auto it = find(key);
    if (it == this->end())
      return 0;
    container_type::erase(it);
    return 1;
  }
  iterator erase(const_iterator pos) { return container_type::erase(pos); }
  iterator erase(iterator pos) { return container_type::erase(pos); }
  iterator erase(const_iterator first, const_iterator last) {
    return container_type::erase(first, last);
  }

  std::pair<iterator, bool> insert(value_type &&value) {
    return emplace(std::move(value.first), std::move(value.second));
  }
  std::pair<iterator, bool> insert(const value_type &value) {
    return emplace(value.first, value.second);
  }
  template <class It> void insert(It first, It last) {
    for (; first != last; ++first)
      emplace(first->first, first->second);
  }

private:
  template <class K> iterator lower_bound(const K &key) {
    return std::lower_bound(this->begin(), this->end(), key,
                            [](const value_type &e, const K &k) { return Compare{}(e.first, k); });
  }
  template <class K> const_iterator lower_bound(const K &key) const {
    return std::lower_bound(this->begin(), this->end(), key,
                            [](const value_type &e, const K &k) { return Compare{}(e.first, k); });
  }
  template <class K> bool holds(const_iterator it, const K &key) const {
    return it != this->end() && !Compare{}(key, it->first);
  }
};

} // namespace tavern
