#pragma once
// What one io thread's rooms measured; merged once the run is over, so the
// hot path takes no lock.
#include "latency_histogram.hpp"

#include <cstdint>
#include <map>
#include <string>

namespace tavern::cli {

struct load_stats {
  latency_histogram latency;           // scheduled send to the last member's receipt
  std::uint64_t actions_in_window = 0; // actions completed inside the measured window
  std::uint64_t actions_total = 0;
  std::uint64_t actions_failed = 0; // answered by an error
  std::uint64_t sent_late = 0;      // sent after their scheduled time
  std::uint64_t games_finished = 0;
  std::uint64_t barriers = 0;     // actions some member got no patch for
  std::uint64_t stray_frames = 0; // patches that arrived while no action was pending
  std::uint64_t action_bytes = 0, action_frames = 0;
  std::uint64_t recipient_bytes = 0, recipient_frames = 0, recipient_slots = 0;
  std::uint64_t ok_bytes = 0, ok_frames = 0;
  std::uint64_t members_verified = 0;
  std::map<std::string, std::uint64_t> errors; // by code
  // Rooms set up, by the cluster node that holds them: the id in the node
  // path a redirect sent the host to, or the path it was answered on.
  std::map<std::string, std::uint64_t> rooms_by_node;
  std::uint64_t redirects = 0; // redirects followed by the rooms' connections

  void merge(const load_stats &other) {
    latency.merge(other.latency);
    actions_in_window += other.actions_in_window;
    actions_total += other.actions_total;
    actions_failed += other.actions_failed;
    sent_late += other.sent_late;
    games_finished += other.games_finished;
    barriers += other.barriers;
    stray_frames += other.stray_frames;
    action_bytes += other.action_bytes;
    action_frames += other.action_frames;
    recipient_bytes += other.recipient_bytes;
    recipient_frames += other.recipient_frames;
    recipient_slots += other.recipient_slots;
    ok_bytes += other.ok_bytes;
    ok_frames += other.ok_frames;
    members_verified += other.members_verified;
    for (const auto &[code, n] : other.errors)
      errors[code] += n;
    for (const auto &[node, n] : other.rooms_by_node)
      rooms_by_node[node] += n;
    redirects += other.redirects;
  }
  std::uint64_t error_count() const {
    std::uint64_t n = 0;
    for (const auto &[code, count] : errors)
      n += count;
    return n;
  }
};

} // namespace tavern::cli
