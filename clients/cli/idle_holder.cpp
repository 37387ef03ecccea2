#include "idle_holder.hpp"
#include "json/json_value.hpp"

#include <boost/asio/steady_timer.hpp>

#include <ostream>

namespace tavern::cli {

using json = tavern::json;

idle_holder::idle_holder(idle_options options, std::ostream &out)
    : options_(std::move(options)), out_(out), signals_(ioc_, SIGINT, SIGTERM) {
  // Rooms first, in order: a room's host, then its players and spectators.
  for (int r = 0; r < options_.rooms; ++r) {
    slots_.push_back({nullptr, r, connection_slot::role::host});
    for (int p = 1; p < options_.players; ++p)
      slots_.push_back({nullptr, r, connection_slot::role::player});
    for (int s = 0; s < options_.spectators; ++s)
      slots_.push_back({nullptr, r, connection_slot::role::spectator});
  }
  for (int b = 0; b < options_.bare; ++b)
    slots_.push_back({nullptr, -1, connection_slot::role::bare});
  room_codes_.resize(static_cast<std::size_t>(options_.rooms));
  room_waiting_.assign(static_cast<std::size_t>(options_.rooms),
                       options_.players + options_.spectators);
}

int idle_holder::run() {
  std::string error;
  const auto endpoint = resolve_endpoint(options_.url, error);
  if (!endpoint) {
    out_ << error << "\n";
    return 2;
  }
  endpoint_ = *endpoint;
  signals_.async_wait([this](boost::system::error_code, int) { ioc_.stop(); });
  boost::asio::steady_timer hold(ioc_);
  open_next();
  if (options_.hold_seconds > 0) {
    hold.expires_after(std::chrono::duration_cast<std::chrono::steady_clock::duration>(
        std::chrono::duration<double>(options_.hold_seconds)));
    hold.async_wait([this](boost::system::error_code ec) {
      if (!ec)
        ioc_.stop();
    });
  }
  ioc_.run();
  out_ << "held " << ready_ << " connections, " << errors_ << " errors\n";
  return errors_ == 0 && ready_ == slots_.size() ? 0 : 1;
}

void idle_holder::open_next() {
  while (in_flight_ < options_.connect_concurrency && next_slot_ < slots_.size()) {
    const auto &slot = slots_[next_slot_];
    // A room's members wait for its host, who creates it.
    if (slot.kind != connection_slot::role::host && slot.room >= 0 &&
        room_codes_[static_cast<std::size_t>(slot.room)].empty())
      return;
    open_slot(next_slot_++);
  }
  if (ready_ == slots_.size() && !announced_) {
    announced_ = true;
    out_ << "ready connections=" << ready_ << " rooms=" << options_.rooms << " errors=" << errors_
         << std::endl;
  }
}

void idle_holder::open_slot(std::size_t index) {
  ++in_flight_;
  client_connection::callbacks handlers;
  handlers.opened = [this, index] {
    const auto &slot = slots_[index];
    const auto room = static_cast<std::size_t>(std::max(slot.room, 0));
    switch (slot.kind) {
    case connection_slot::role::host:
      return send(index, json{{"type", "create"},
                              {"id", "create"},
                              {"game", options_.game},
                              {"seats", options_.seats},
                              {"name", "Host"}}
                             .dump());
    case connection_slot::role::player:
      return send(index, json{{"type", "join"},
                              {"id", "join"},
                              {"room", room_codes_[room]},
                              {"name", "Player " + std::to_string(index)}}
                             .dump());
    case connection_slot::role::spectator:
      return send(
          index,
          json{{"type", "spectate"}, {"id", "spectate"}, {"room", room_codes_[room]}}.dump());
    case connection_slot::role::bare:
      return slot_ready(index);
    }
  };
  handlers.message = [this, index](std::string_view text) { on_message(index, text); };
  handlers.closed = [this, index](std::string_view why) {
    ++errors_;
    out_ << "connection " << index << " closed: " << why << "\n";
    if (!slots_[index].ready)
      slot_ready(index); // counted as an error; do not hold up the others
  };
  slots_[index].connection =
      client_connection::open(ioc_, endpoint_, options_.url, std::move(handlers));
}

void idle_holder::send(std::size_t index, const std::string &text) {
  slots_[index].connection->send(std::make_shared<const std::string>(text));
}

void idle_holder::on_message(std::size_t index, std::string_view text) {
  const json message = json::parse(text, nullptr, false);
  if (message.is_discarded())
    return;
  const auto type = message.value("type", "");
  auto &slot = slots_[index];
  if (type == "error") {
    ++errors_;
    out_ << "error " << message.value("code", "") << ": " << message.value("message", "") << "\n";
    if (!slot.ready)
      slot_ready(index);
    return;
  }
  if (type == "joined" && slot.kind == connection_slot::role::host)
    room_codes_[static_cast<std::size_t>(slot.room)] = message["room"].get<std::string>();
  if (type == "state" && !slot.ready)
    slot_ready(index);
  if (type == "ok" && message.value("id", "") == "start")
    out_.flush();
}

void idle_holder::slot_ready(std::size_t index) {
  auto &slot = slots_[index];
  slot.ready = true;
  ++ready_;
  --in_flight_;
  if (slot.room >= 0) {
    const auto room = static_cast<std::size_t>(slot.room);
    if (--room_waiting_[room] == 0 && options_.start)
      // The host (the room's first slot) starts the game once everyone is in.
      for (std::size_t i = 0; i < slots_.size(); ++i)
        if (slots_[i].room == slot.room && slots_[i].kind == connection_slot::role::host) {
          send(i, R"({"type":"start","id":"start"})");
          break;
        }
  }
  open_next();
}

} // namespace tavern::cli
