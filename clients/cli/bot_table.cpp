#include "bot_table.hpp"

#include <boost/asio/post.hpp>

namespace tavern::cli {

using json = tavern::json;

bot_table::bot_table(boost::asio::io_context &ioc, const boost::asio::ip::tcp::endpoint &endpoint,
                     const ws_url &url, const bot_table_options &options, bot_table_counts &counts,
                     int index)
    : ioc_(ioc), endpoint_(endpoint), url_(url), options_(options), counts_(counts),
      policy_(*action_policy::named("random",
                                    options.seed * 6151 + static_cast<std::uint64_t>(index))) {}

void bot_table::start() {
  boost::asio::post(ioc_, [this] {
    client_connection::callbacks handlers;
    handlers.opened = [this] {
      send({{"type", "create"},
            {"id", "create"},
            {"game", options_.game},
            {"seats", options_.seats},
            {"name", "Player"}});
    };
    handlers.message = [this](std::string_view text) { on_message(text); };
    handlers.closed = [this](std::string_view) {
      if (!stopping_ && !started_once_)
        ++counts_.failed;
    };
    connection_ = client_connection::open(ioc_, endpoint_, url_, std::move(handlers));
  });
}

void bot_table::stop() {
  boost::asio::post(ioc_, [this] {
    stopping_ = true;
    if (connection_) {
      connection_->detach();
      connection_->close();
    }
  });
}

void bot_table::send(const json &message) {
  connection_->send(std::make_shared<const std::string>(message.dump()));
}

void bot_table::on_message(std::string_view text) {
  if (stopping_)
    return;
  json message = json::parse(text, nullptr, false);
  if (!message.is_object())
    return;
  const std::string type = message.value("type", "");
  if (type == "state") {
    document_ = std::move(message["state"]);
    version_ = message["version"].get<std::int64_t>();
    return on_document_changed();
  }
  if (type == "patch") {
    const auto version = message["version"].get<std::int64_t>();
    if (version_ < 0 || version <= version_)
      return;
    bool applied = version == version_ + 1;
    if (applied) {
      try {
        document_.patch_inplace(message["patch"]);
      } catch (const json::exception &) {
        applied = false;
      }
    }
    if (!applied) {
      version_ = -1; // a gap or a bad patch: a fresh document replaces it
      return send({{"type", "sync"}});
    }
    version_ = version;
    return on_document_changed();
  }
  if (type == "ok") {
    // A start is settled once the document says the game is playing.
    if (message.value("id", json()) != "start") {
      action_pending_ = false;
      ++counts_.moves;
    }
    return on_document_changed();
  }
  if (type == "error") {
    const json id = message.value("id", json());
    if (id == "create" || (id == "start" && !started_once_)) {
      ++counts_.failed;
      stopping_ = true;
      return;
    }
    ++counts_.refused;
    if (id == "start")
      start_pending_ = false;
    else
      action_pending_ = false; // stale: the next document says what is offered
    return on_document_changed();
  }
}

void bot_table::on_document_changed() {
  if (version_ < 0 || !document_.is_object())
    return;
  const json &status = document_["room"]["status"];
  if ((status == "waiting" || status == "finished") && !start_pending_) {
    if (status == "finished")
      ++counts_.games;
    start_pending_ = true;
    send({{"type", "start"}, {"id", "start"}, {"bots", true}, {"botLevel", options_.level}});
    return;
  }
  if (status != "playing")
    return;
  start_pending_ = false;
  if (!started_once_) {
    started_once_ = true;
    ++counts_.playing;
  }
  const json &actions = document_["actions"];
  if (action_pending_ || !actions.is_array() || actions.empty())
    return;
  action_pending_ = true;
  send({{"type", "action"},
        {"id", next_id_++},
        {"action", policy_.choose(actions)},
        {"version", version_}});
}

} // namespace tavern::cli
