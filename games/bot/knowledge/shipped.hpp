#pragma once
// The knowledge of each shipped game (knowledge.hpp), found by game id.
#include "games/bot/knowledge.hpp"

#include <string_view>

namespace tavern::bot {

const game_knowledge &deadmansdraw_knowledge();
const game_knowledge &coltexpress_knowledge();
const game_knowledge &drachenschatten_knowledge();
const game_knowledge &midevil_knowledge();

// Null for a game without any.
const game_knowledge *knowledge_for(std::string_view game_id);

} // namespace tavern::bot
