#pragma once
// A room's seats as both stores keep them: a JSON array in the seat_list
// column (names, bots and token hashes; never a token).
#include "server/rooms/room_journal.hpp"

#include <vector>

namespace tavern::server {

tavern::json seat_list_to_json(const std::vector<seat_record> &seats);
// Throws when `j` is not such an array.
std::vector<seat_record> seat_list_from_json(const tavern::json &j);

} // namespace tavern::server
