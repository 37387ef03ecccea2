#include "room_fairness.hpp"

namespace tavern::server {

namespace {
std::string hex_of(const std::function<std::uint64_t()> &random, int words) {
  static constexpr char digits[] = "0123456789abcdef";
  std::string out;
  for (int w = 0; w < words; ++w) {
    const std::uint64_t x = random();
    for (int shift = 60; shift >= 0; shift -= 4)
      out.push_back(digits[(x >> shift) & 15]);
  }
  return out;
}
} // namespace

protocol::fair_secret draw_fair_secret(const std::function<std::uint64_t()> &random) {
  protocol::fair_secret s;
  s.server_seed = hex_of(random, 4);
  s.nonce = hex_of(random, 2);
  return s;
}

json game_fairness::record() const {
  json r = json::object();
  r["commitment"] = protocol::fair_commitment(secret);
  r["serverSeed"] = secret.server_seed;
  r["nonce"] = secret.nonce;
  r["values"] = values;
  return r;
}

std::optional<game_fairness> game_fairness::from_record(const json &record) {
  if (!record.is_object() || !record.contains("serverSeed") || !record.contains("nonce") ||
      !record.contains("values") || !record["serverSeed"].is_string() ||
      !record["nonce"].is_string() || !record["values"].is_array())
    return std::nullopt;
  game_fairness g;
  g.secret.server_seed = record["serverSeed"].get<std::string>();
  g.secret.nonce = record["nonce"].get<std::string>();
  for (const auto &v : record["values"]) {
    if (!v.is_string())
      return std::nullopt;
    g.values.push_back(v.get<std::string>());
  }
  return g;
}

json fairness_document(const protocol::fair_secret &next, const game_fairness *game,
                       bool revealed) {
  json doc = json::object();
  doc["next"] = protocol::fair_commitment(next);
  if (!game) {
    doc["game"] = nullptr;
    return doc;
  }
  json g = json::object();
  g["commitment"] = protocol::fair_commitment(game->secret);
  g["values"] = game->values;
  g["serverSeed"] = revealed ? json(game->secret.server_seed) : json(nullptr);
  g["nonce"] = revealed ? json(game->secret.nonce) : json(nullptr);
  doc["game"] = std::move(g);
  return doc;
}

} // namespace tavern::server
