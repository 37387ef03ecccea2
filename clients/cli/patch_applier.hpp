#pragma once
// Applies a `patch` frame's JSON Patch (RFC 6902) to a member's document
// straight from the parsed frame (simdjson's on-demand values, see
// server_frame). `add`, `remove` and `replace`, all the
// server's diff emits, walk the document with the pointer's tokens in place
// and move the value read from the frame into it; json::patch_inplace instead
// re-splits every pointer into strings and copies every value twice. Other
// operations (`move`, `copy`, `test`, or a whole-document path) are rare and
// go to patch_inplace one at a time, so that every patch the protocol allows
// is still applied with its RFC meaning.
//
// As with patch_inplace, a patch that fails half-way leaves the document
// half-changed: the caller replaces it with a fresh `state`.
//
// A scope narrows what is applied: a member that reads only some parts of its
// document (the load generator's players read `/actions` and the room's
// status) skips the rest of every patch, its values stepped over unbuilt.
// The skipped parts go stale, and nothing that reads them may be used.
#include "json/json_value.hpp"

#include <simdjson.h>

#include <string>
#include <string_view>
#include <vector>

namespace tavern::cli {

// The parts of a document a patch is applied to: all of it, or the values at
// some pointers. An operation is in scope if its path is one of them, inside
// one, or above one (replacing `/room` replaces `/room/status`).
class patch_scope {
public:
  static patch_scope everything() { return patch_scope(true, {}); }
  static patch_scope only(std::vector<std::string> pointers) {
    return patch_scope(false, std::move(pointers));
  }
  bool covers(std::string_view path) const;

private:
  patch_scope(bool all, std::vector<std::string> pointers)
      : all_(all), pointers_(std::move(pointers)) {}
  bool all_;
  std::vector<std::string> pointers_;
};

class patch_applier {
public:
  // False if `patch` is not a readable patch array or an operation in
  // `scope` cannot be applied; operations out of it are read over and
  // dropped, their values only checked for balanced brackets.
  bool apply(simdjson::ondemand::value patch, tavern::json &document,
             const patch_scope &scope = patch_scope::everything());

private:
  bool apply_operation(tavern::json &document);
  bool apply_generic(tavern::json &document);
  // The container the pointer's last token is in, with that token in
  // `token_`; null if some earlier token names nothing.
  tavern::json *parent_of(tavern::json &document, std::string_view pointer);
  bool next_token(std::string_view pointer, std::size_t &at);

  // A node on the way down a pointer: the one named by `pointer[0, end)`.
  struct step {
    std::size_t end;
    tavern::json *node;
  };

  // The previous operation's walk down to its parent, and its pointer. The
  // server's diff emits operations in document order, so the next pointer
  // mostly shares a prefix with it: walking from there skips map lookups
  // that are cache misses in documents this large. An operation changes only
  // its parent's children, so every node of the walk stays where it was.
  std::vector<step> walked_;
  std::string walked_path_;

  // Buffers kept from one operation to the next, so that a steady stream of
  // patches allocates only for the values it adds.
  std::string op_;
  std::string path_;
  std::string from_;
  std::string token_;
  tavern::json value_;
  bool has_value_ = false;
  bool has_from_ = false;
};

} // namespace tavern::cli
