#pragma once
// Where a room is in its life: shown in its document, its summary and its
// stored record alike.
#include <string_view>

namespace tavern::server {

enum class room_status { waiting, playing, finished };

constexpr std::string_view to_string(room_status status) {
  switch (status) {
  case room_status::waiting:
    return "waiting";
  case room_status::playing:
    return "playing";
  case room_status::finished:
    return "finished";
  }
  return "waiting";
}

} // namespace tavern::server
