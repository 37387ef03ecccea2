#pragma once
// Moves: the typed form of every action a seat may send, their JSON form
// (the action vocabulary, with labels for people), and checking incoming JSON
// against the moves that are legal now.
#include "table.hpp"

#include <variant>
#include <vector>

namespace tavern::games::deadmansdraw {

enum class move_kind : std::uint8_t {
  trait,        // {"type":"trait","trait":"miser"}
  locker,       // {"type":"locker","seat":2}
  draw,         // {"type":"draw"}
  bank,         // {"type":"bank"}
  hook,         // {"type":"hook","suit":"kraken"}
  cannon,       // {"type":"cannon","seat":1,"suit":"kraken"}
  misfire,      // {"type":"misfire","suit":"kraken"}
  sword,        // {"type":"sword","seat":1,"suit":"kraken"}
  map,          // {"type":"map","suit":"kraken","value":5}
  mermaid,      // {"type":"mermaid","suit":"kraken"}
  plunder_from, // {"type":"plunderFrom","seat":1}
  plunder,      // {"type":"plunder","seat":1,"suit":"kraken"}
};

struct move {
  move_kind kind = move_kind::draw;
  int seat = -1; // the other seat the move names, if any
  suit s = suit::anchor;
  int value = 0;
  trait tr = trait::safe_harbor;
};

std::string_view move_type(move_kind k);

// The action object for `m`, with its label. Labels write {n} for seat n.
json move_json(const table &t, const move &m);

std::vector<int> awaited_seats(const table &t);
std::vector<move> legal_moves(const table &t, int seat);

// The legal move `action` names, or the error explaining why it is refused.
std::variant<move, game_error> validate_action(const table &t, int seat, const json &action);

// Carries out a validated move and everything that follows from it up to the
// next decision.
void execute_move(table &t, int seat, const move &m);

} // namespace tavern::games::deadmansdraw
