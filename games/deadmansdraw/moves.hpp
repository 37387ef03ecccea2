#pragma once
// Moves: the typed form of every action a seat may send, their JSON form
// (the action vocabulary, with labels for people), and the rules that list
// and carry them out.
#include "table.hpp"

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
  int seat = -1; // the other seat the move names, if any; a trait's chooser
  suit s = suit::anchor;
  int value = 0;
  trait tr = trait::safe_harbor;
};

std::string_view move_type(move_kind k);
bool is_action_type(std::string_view type); // one of the types above

// The rules' side of the kit's state (games/kit/move_state.hpp), over the
// table: who is awaited, the legal moves, their actions, and carrying out a
// legal move and everything that follows from it up to the next decision.
std::vector<int> awaited_seats(const table &t);
std::vector<move> legal_moves(const table &t, int seat);
// The action object for `m`, with its label. Labels write {n} for seat n.
json action_json(const table &t, const move &m);
json action_fields(const table &t, const move &m); // the same without label and msg
void do_apply(table &t, int seat, const move &m);

// For refusals: why `seat` may not act now, and what the game waits for.
std::string not_awaited_text(const table &t, int seat);
std::string pending_text(const table &t);

// Banking when allowed, for turn timers.
int default_rank(const table &, const move &m);

} // namespace tavern::games::deadmansdraw
