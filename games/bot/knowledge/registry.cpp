#include "shipped.hpp"

namespace tavern::bot {

const game_knowledge *knowledge_for(std::string_view game_id) {
  if (game_id == "deadmansdraw")
    return &deadmansdraw_knowledge();
  if (game_id == "coltexpress")
    return &coltexpress_knowledge();
  if (game_id == "drachenschatten")
    return &drachenschatten_knowledge();
  if (game_id == "midevil")
    return &midevil_knowledge();
  return nullptr;
}

} // namespace tavern::bot
