#include "token_hash.hpp"

// Boost's SHA-1 is header-only and already a dependency; it lives in a detail
// namespace but has kept its interface across Boost releases.
#include <boost/uuid/detail/sha1.hpp>

#include <cstdio>

namespace tavern::server {

std::string hash_seat_token(const std::string &token) {
  boost::uuids::detail::sha1 sha;
  sha.process_bytes(token.data(), token.size());
  boost::uuids::detail::sha1::digest_type digest;
  sha.get_digest(digest);
  std::string out;
  out.reserve(40);
  char word[9];
  for (unsigned part : digest) {
    std::snprintf(word, sizeof word, "%08x", part);
    out += word;
  }
  return out;
}

} // namespace tavern::server
