#include "bot_player.hpp"

#include <ostream>
#include <random>

namespace tavern::cli {

using json = tavern::json;

bot_player::bot_player(bot_options options, std::ostream &out)
    : options_(std::move(options)), out_(out), signals_(ioc_, SIGINT, SIGTERM), think_timer_(ioc_),
      policy_(*action_policy::named(options_.policy,
                                    options_.seed ? options_.seed : std::random_device{}())) {}

int bot_player::run() {
  std::string error;
  const auto endpoint = resolve_endpoint(options_.url, error);
  if (!endpoint) {
    out_ << error << "\n";
    return 2;
  }
  signals_.async_wait([this](boost::system::error_code ec, int) {
    if (!ec) {
      out_ << "interrupted: leaving the room\n";
      finish(130);
    }
  });
  client_connection::callbacks handlers;
  handlers.opened = [this] { on_open(); };
  handlers.message = [this](std::string_view text) { on_message(text); };
  handlers.reenter = [this] {
    action_pending_ = false; // its answer went with the old node
    return json{{"type", "resume"}, {"id", "join"}, {"room", room_code_}, {"token", token_}}.dump();
  };
  handlers.closed = [this](std::string_view why) {
    if (!finished_) {
      out_ << "connection lost: " << why << "\n";
      finish(1);
    }
    ioc_.stop();
  };
  connection_ = client_connection::open(ioc_, *endpoint, options_.url, std::move(handlers));
  ioc_.run();
  return exit_code_;
}

void bot_player::on_open() {
  send_join();
}

void bot_player::send_join() {
  // Several bots started with the default name share a table as "Bot",
  // "Bot 2", "Bot 3"...
  const std::string name =
      name_tries_ == 0 ? options_.name : options_.name + " " + std::to_string(name_tries_ + 1);
  json join = {{"type", "join"}, {"id", "join"}, {"room", options_.room}, {"name", name}};
  if (options_.seat)
    join["seat"] = *options_.seat;
  connection_->send(std::make_shared<const std::string>(join.dump()));
}

void bot_player::on_message(std::string_view text) {
  json message = json::parse(text, nullptr, false);
  if (message.is_discarded() || !message.is_object())
    return;
  const std::string type = message.value("type", "");
  if (type == "joined") {
    seat_ = message["seat"].get<int>();
    room_code_ = message["room"].get<std::string>();
    token_ = message.value("token", "");
    out_ << "joined room " << message["room"].get<std::string>() << " in seat " << *seat_ << "\n";
  } else if (type == "state") {
    document_ = std::move(message["state"]);
    version_ = message["version"].get<std::int64_t>();
    on_document_changed();
  } else if (type == "patch") {
    const auto version = message["version"].get<std::int64_t>();
    if (version_ < 0 || version <= version_)
      return;
    if (version != version_ + 1) {
      version_ = -1; // a gap: ignore patches until the fresh document comes
      connection_->send(std::make_shared<const std::string>(R"({"type":"sync"})"));
      return;
    }
    try {
      document_.patch_inplace(message["patch"]);
    } catch (const json::exception &) {
      version_ = -1;
      connection_->send(std::make_shared<const std::string>(R"({"type":"sync"})"));
      return;
    }
    version_ = version;
    on_document_changed();
  } else if (type == "ok") {
    action_pending_ = false;
    maybe_act();
  } else if (type == "error") {
    const auto code = message.value("code", "");
    out_ << "error " << code << ": " << message.value("message", "") << "\n";
    if (message.value("id", json()) == "join" && code == "name_taken" && ++name_tries_ < 9)
      return send_join();
    if (message.value("id", json()) == "join" || code == "replaced")
      return finish(1);
    action_pending_ = false;
    maybe_act();
  } else if (type == "chat") {
    out_ << "[chat] " << message.value("name", "?") << ": " << message.value("text", "") << "\n";
  }
}

std::string bot_player::with_names(const std::string &text, const json *seats) const {
  // `{i}` names seat seats[i] in a log entry, seat i in an action label.
  const auto &room_seats = document_["room"]["seats"];
  std::string out;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const auto close = text.find('}', i);
    if (text[i] == '{' && close != std::string::npos) {
      const auto inner = text.substr(i + 1, close - i - 1);
      if (!inner.empty() && inner.find_first_not_of("0123456789") == std::string::npos) {
        auto n = std::stoul(inner);
        if (seats && n < seats->size())
          n = (*seats)[n].get<std::size_t>();
        if (n < room_seats.size() && room_seats[n]["name"].is_string()) {
          out += room_seats[n]["name"].get<std::string>();
          i = close;
          continue;
        }
      }
    }
    out += text[i];
  }
  return out;
}

void bot_player::print_new_log_entries() {
  const auto &log = document_["log"];
  if (log.size() < log_printed_)
    log_printed_ = 0; // a new game: the log starts again
  for (; log_printed_ < log.size(); ++log_printed_) {
    const auto &entry = log[log_printed_];
    const json *seats = entry.contains("seats") ? &entry["seats"] : nullptr;
    out_ << "  " << with_names(entry.value("text", ""), seats) << "\n";
  }
  out_.flush();
}

void bot_player::on_document_changed() {
  print_new_log_entries();
  if (document_["room"]["status"] == "finished" && document_.contains("result")) {
    const auto &result = document_["result"];
    out_ << "game over (" << result.value("reason", "") << "): scores";
    for (const auto &[seat, score] : result["scores"].items()) {
      out_ << " " << with_names("{" + seat + "}", nullptr) << " ";
      if (score.is_number() && score.get<double>() == static_cast<double>(score.get<long long>()))
        out_ << score.get<long long>(); // 44, not 44.0
      else
        out_ << score;
    }
    out_ << "; winners";
    for (const auto &w : result["winners"])
      out_ << " " << with_names("{" + std::to_string(w.get<int>()) + "}", nullptr);
    out_ << "\n";
    return finish(0);
  }
  maybe_act();
}

void bot_player::maybe_act() {
  if (finished_ || action_pending_ || version_ < 0 || document_["actions"].empty())
    return;
  action_pending_ = true;
  think_timer_.expires_after(options_.think);
  think_timer_.async_wait([this](boost::system::error_code ec) {
    if (ec || finished_)
      return;
    const auto &actions = document_["actions"];
    if (actions.empty()) {
      action_pending_ = false;
      return;
    }
    const json choice = policy_.choose(actions);
    out_ << "> " << with_names(choice.value("label", choice.value("type", "")), nullptr) << "\n";
    const json message = {
        {"type", "action"}, {"id", next_id_++}, {"action", choice}, {"version", version_}};
    connection_->send(std::make_shared<const std::string>(message.dump()));
  });
}

void bot_player::finish(int exit_code) {
  if (finished_)
    return;
  finished_ = true;
  exit_code_ = exit_code;
  think_timer_.cancel();
  signals_.cancel();
  if (connection_)
    connection_->close(); // the closed handler stops the loop
  else
    ioc_.stop();
}

} // namespace tavern::cli
