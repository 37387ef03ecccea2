#include "server_state.hpp"

#include "websocket_session.hpp"

#include <algorithm>

namespace tavern::server {

server_state::server_state(config cfg, std::filesystem::path web_root, lobby &rooms, metrics &stats)
    : config_(std::move(cfg)), web_root_(std::move(web_root)), lobby_(rooms), stats_(stats),
      quotas_(config_.room_creations_per_minute, config_.unknown_room_joins_per_minute) {}

admission server_state::admit_connection(const std::string &address) {
  std::lock_guard lock(mutex_);
  if (open_connections_ >= config_.max_connections)
    return admission::too_many;
  auto &from_address = per_address_[address];
  if (from_address >= config_.max_connections_per_address) {
    if (from_address == 0)
      per_address_.erase(address);
    return admission::too_many_from_address;
  }
  ++from_address;
  ++open_connections_;
  return admission::ok;
}

void server_state::release_connection(const std::string &address) {
  std::lock_guard lock(mutex_);
  --open_connections_;
  const auto it = per_address_.find(address);
  if (it != per_address_.end() && --it->second <= 0)
    per_address_.erase(it);
}

void server_state::register_session(websocket_session *session,
                                    std::weak_ptr<websocket_session> handle) {
  std::lock_guard lock(mutex_);
  sessions_.emplace(session, std::move(handle));
}

void server_state::unregister_session(websocket_session *session) {
  std::lock_guard lock(mutex_);
  sessions_.erase(session);
}

std::size_t server_state::session_count() const {
  std::lock_guard lock(mutex_);
  return sessions_.size();
}

void server_state::close_all_sessions() {
  std::vector<std::shared_ptr<websocket_session>> open;
  {
    std::lock_guard lock(mutex_);
    for (const auto &[ptr, weak] : sessions_)
      if (auto session = weak.lock())
        open.push_back(std::move(session));
  }
  for (const auto &session : open)
    session->shut_down();
}

bool server_state::origin_allowed(std::string_view origin, std::string_view host) const {
  if (origin.empty())
    return true; // not a browser: Origin only protects browsers' users
  const auto &allowed = config_.allowed_origins;
  if (std::find(allowed.begin(), allowed.end(), "*") != allowed.end())
    return true;
  if (std::find(allowed.begin(), allowed.end(), origin) != allowed.end())
    return true;
  // Same origin: the page was served by this very host.
  const auto scheme_end = origin.find("://");
  return scheme_end != std::string_view::npos && origin.substr(scheme_end + 3) == host;
}

} // namespace tavern::server
