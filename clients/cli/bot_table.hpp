#pragma once
// One person at a table with the server's bots, for `tavern-cli load
// --bot-rooms`: it creates a room, starts it with bots at a level, plays its
// own seat at once whenever it may, and starts again when a game ends. Many of
// them keep the server's bot pool busy while the measured rooms run beside
// them, so the run shows whether searching bots slow the people down.
#include "action_policy.hpp"
#include "client_connection.hpp"
#include "json/json_value.hpp"

#include <atomic>
#include <cstdint>
#include <memory>
#include <string>

namespace tavern::cli {

struct bot_table_options {
  std::string game = "deadmansdraw";
  int seats = 4;
  std::string level = "normal";
  std::uint64_t seed = 1;
};

// Counts shared by every table of a run (they live on several threads).
struct bot_table_counts {
  std::atomic<int> playing{0};           // tables whose first game has started
  std::atomic<int> failed{0};            // tables that could not be set up
  std::atomic<std::uint64_t> moves{0};   // the person's actions accepted
  std::atomic<std::uint64_t> games{0};   // games finished
  std::atomic<std::uint64_t> refused{0}; // error frames after setting up (mostly stale)
};

class bot_table {
public:
  bot_table(boost::asio::io_context &ioc, const boost::asio::ip::tcp::endpoint &endpoint,
            const ws_url &url, const bot_table_options &options, bot_table_counts &counts,
            int index);
  // Both post to the table's io_context.
  void start();
  void stop();

private:
  void on_message(std::string_view text);
  void on_document_changed();
  void send(const tavern::json &message);

  boost::asio::io_context &ioc_;
  const boost::asio::ip::tcp::endpoint &endpoint_;
  const ws_url &url_;
  const bot_table_options &options_;
  bot_table_counts &counts_;
  action_policy policy_;
  std::shared_ptr<client_connection> connection_;
  tavern::json document_;
  std::int64_t version_ = -1; // -1: waiting for a whole document
  std::uint64_t next_id_ = 1;
  bool action_pending_ = false;
  bool start_pending_ = false;
  bool started_once_ = false;
  bool stopping_ = false;
};

} // namespace tavern::cli
