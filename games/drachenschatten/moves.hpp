#pragma once
// Moves: the typed form of every action a seat may send, their JSON form (the
// action vocabulary, with labels), and the rules that list and carry them
// out.
#include "table.hpp"

#include <string>
#include <vector>

namespace tavern::games::drachenschatten {

enum class move_kind : std::uint8_t {
  start,       // {"type":"start","pile":"v3"}
  reveal,      // {"type":"reveal","pile":"c2"}            the mandatory reveal
  reveal_with, // {"type":"reveal","card":7,"pile":"c2"} boots or wand
  look,        // {"type":"look","card":3}                 a torch
  peek,        // {"type":"peek","pile":"c5"}              one card of the look
  stop_look,   // {"type":"stopLook"}                      the look ends early
  swap,        // {"type":"swap","card":40,"give":12,"take":30}
  steal,       // {"type":"steal","card":41,"take":30}
  destroy,     // {"type":"destroy","card":50,"item":30}
  decay,       // {"type":"decay","card":44}
  lose,        // {"type":"lose","card":30}                an opponent's decay choice
  restore,     // {"type":"restore","card":29,"item":12}
  use,         // {"type":"use","card":10}                 an item that can do nothing now
  fight,       // {"type":"fight","card":10}
  end_turn,    // {"type":"endTurn"}
};

struct move {
  move_kind kind = move_kind::end_turn;
  int pile = -1;
  int card = -1;  // the card used (or chosen, for fight and lose)
  int other = -1; // give / target
  int take = -1;
};

bool is_action_type(std::string_view type);
std::string_view type_of(move_kind k); // the action's "type"

// What games/kit/move_state.hpp asks of the rules (see there).
std::vector<int> awaited_seats(const table &t);
std::vector<move> legal_moves(const table &t, int seat);
json action_json(const table &t, const move &m);   // with its label
json action_fields(const table &t, const move &m); // the same without label and msg
void do_apply(table &t, int seat, const move &m);
std::string not_awaited_text(const table &t, int seat);
std::string pending_text(const table &t);
// Ending the turn when allowed is what a timeout plays; otherwise a reveal,
// which comes before item uses in the legal moves.
int default_rank(const table &, const move &m);

} // namespace tavern::games::drachenschatten
