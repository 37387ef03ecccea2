#pragma once
// `tavern-cli bot`: takes a seat in a room and plays it, printing what
// happens, until the game ends (or Ctrl-C).
#include "action_policy.hpp"
#include "client_connection.hpp"
#include "json/json_value.hpp"

#include <boost/asio/io_context.hpp>
#include <boost/asio/signal_set.hpp>
#include <boost/asio/steady_timer.hpp>

#include <chrono>
#include <iosfwd>
#include <optional>
#include <string>

namespace tavern::cli {

struct bot_options {
  ws_url url;
  std::string room;
  std::string name = "Bot";
  std::optional<int> seat;
  std::string policy = "random";
  std::chrono::milliseconds think{500}; // pause before acting, so people can follow
  std::uint64_t seed = 0;
};

class bot_player {
public:
  bot_player(bot_options options, std::ostream &out);
  // Returns the process exit code: 0 once the game has ended.
  int run();

private:
  void on_open();
  void send_join();
  void on_message(std::string_view text);
  void on_document_changed();
  void print_new_log_entries();
  void maybe_act();
  std::string with_names(const std::string &text, const tavern::json *seats) const;
  void finish(int exit_code);

  bot_options options_;
  std::ostream &out_;
  boost::asio::io_context ioc_;
  boost::asio::signal_set signals_;
  boost::asio::steady_timer think_timer_;
  action_policy policy_;
  std::shared_ptr<client_connection> connection_;
  tavern::json document_;
  std::int64_t version_ = -1;
  std::optional<int> seat_;
  std::string room_code_, token_; // to take the seat back after the room moved
  std::size_t log_printed_ = 0;
  bool action_pending_ = false;
  std::int64_t next_id_ = 1;
  int exit_code_ = 1;
  bool finished_ = false;
  int name_tries_ = 0; // names refused as taken at the table
};

} // namespace tavern::cli
