#pragma once
// The shell of a game_state written once: a game keeps its whole position in
// a plain `Table` and its choices as typed `Move`s, and gives only its rules.
// apply() is the one entry point (final here): it checks the sender, matches
// the action against the legal moves with the one matcher (action_match.hpp)
// and hands the matched move to the game's do_apply(), which may assume it is
// legal. OpenSpiel's State::ApplyAction calling DoApplyAction is the model.
//
// A `Move` may be the legal action's JSON itself (the kit's action_json below
// then returns it): games whose choices are as varied as their JSON keep them so.
//
// The rules are free functions over the game's `Table`, found by
// argument-dependent lookup in the game's namespace:
//   std::vector<int> awaited_seats(const Table &)
//   std::vector<Move> legal_moves(const Table &, int seat) // empty if not awaited
//   json legal_moves(const Table &, int seat, wording) // instead, for JSON moves
//                   // that can be listed with their words or without them
//   json action_json(const Table &, const Move &) // sendable, with its label
//                                   // (given by the kit for JSON moves)
//   json action_fields(const Table &, const Move &) // optional: the same without
//                                   // `label` and `msg`, for matching and search
//   void label_action(const Table &, int seat, json &action) // optional, for
//                   // JSON moves written without their words: adds `label` and
//                   // `msg` where an action is shown to people (offered, named
//                   // in a refusal, played on a timeout), not for the matcher
//                   // nor a search
//   void present_actions(const Table &, int seat, json &actions) // optional:
//                   // adds `target` and `group` to the seat's offered actions,
//                   // for games whose moves are JSON (kept out of legal_moves,
//                   // which the matcher and a search call far more often)
//   void do_apply(Table &, int seat, const Move &)    // the move is legal: no checks
//   std::string not_awaited_text(const Table &, int seat) // why `seat` may not act
//   std::string pending_text(const Table &)           // what the game waits for
//   int default_rank(const Table &, const Move &) // on a timeout the lowest
//                         // rank is taken, the first offered among equals
//   json build_public_view(const Table &), build_private_view(const Table &, int)
//   Table resample_for(const Table &, int viewer, rng &)
// `Table` has players(), `log` and `result`. `Derived` (the game's state)
// gives finished(), `static constexpr std::string_view example_action` (an
// action shown to whoever sends a non-object) and `static bool
// knows_action_type(std::string_view)`; it may hide after_apply() (to update
// what it keeps beside the table), after_resample() (to hand a resampled copy
// what it keeps of the viewer's unchanged view) and explain_unmatched() (its
// own message).
#include "action_match.hpp"
#include "refusals.hpp"

#include <algorithm>
#include <concepts>
#include <memory>
#include <optional>
#include <type_traits>
#include <vector>

namespace tavern::games::kit {

// The action of a move that is its legal action's JSON: found by the shell's
// ordinary lookup, so games with JSON moves need not write it.
template <class Table> const json &action_json(const Table &, const json &move) {
  return move;
}

// How a game with JSON moves lists them: with their words for people
// (`label`, `msg`), or bare, as the matcher and a search read them.
enum class wording { bare, worded };

// A game whose JSON moves are listed with their words or without (the kit
// asks for them bare for the matcher and a search, which list a seat's moves
// thousands of times a move and never read a label, and with their words only
// where they are shown to people): writing the words, and the messages they
// come from, is most of a listing's cost.
template <class Table>
concept has_wording = requires(const Table &t) {
  { legal_moves(t, 0, wording::bare) } -> std::convertible_to<json>;
};

// A game whose actions can be written without their words for people: the
// matcher and a search need no label, and rendering one is most of an
// action's cost.
template <class Table, class Move>
concept has_action_fields = requires(const Table &t, const Move &m) {
  { action_fields(t, m) } -> std::convertible_to<json>;
};

// A game whose JSON moves carry no words: rendering a label is most of an
// action's cost, and the matcher and a search never read one.
template <class Table>
concept has_labels = requires(const Table &t, json &action) {
  label_action(t, 0, action);
};

// A game that draws its choices on the table and adds where only to the
// actions it offers for display (protocol.md, "Choices on the table").
template <class Table>
concept has_presentation = requires(const Table &t, json &actions) {
  present_actions(t, 0, actions);
};

template <class Derived, class Table, class Move> class move_state : public game_state {
public:
  explicit move_state(Table t) : table_(std::move(t)) {}

  std::unique_ptr<game_state> clone() const final { return std::make_unique<Derived>(derived()); }
  std::unique_ptr<game_state> resample_hidden(int viewer, rng &r) const final {
    auto copy = std::make_unique<Derived>(resample_for(table_, viewer, r));
    derived().after_resample(*copy, viewer);
    return copy;
  }
  int players() const final { return table_.players(); }

  std::optional<game_error> apply(int seat, const json &action) final {
    if (seat < 0 || seat >= players())
      return seat_outside_game(seat);
    const auto awaited = awaited_seats(table_);
    if (std::find(awaited.begin(), awaited.end(), seat) == awaited.end())
      return not_your_turn(not_awaited_text(table_, seat));
    auto checked_type = action_type(action, Derived::example_action);
    if (auto *err = std::get_if<game_error>(&checked_type))
      return *err;
    const std::string &type = std::get<std::string>(checked_type);

    const auto &moves = moves_of(seat);
    for (const Move &m : moves) {
      decltype(auto) candidate = fields_of(m); // a reference for JSON moves
      if (matches_action(action, candidate)) {
        do_apply(table_, seat, m);
        memo_.forget();
        mutable_derived().after_apply();
        return std::nullopt;
      }
    }
    // Refused: the explanation names the offered actions by their labels.
    json offered = shown_actions(seat);
    if (!derived().knows_action_type(type))
      return illegal_action("unknown action type '" + type + "'");
    const bool of_type = std::any_of(offered.begin(), offered.end(),
                                     [&](const json &l) { return l["type"] == type; });
    if (!of_type)
      return illegal_action("a '" + type + "' action is not possible now: " + pending_text(table_));
    return derived().explain_unmatched(action, offered, type);
  }

  json public_view() const override { return build_public_view(table_); }
  json private_view(int viewer) const override { return build_private_view(table_, viewer); }
  json view(int viewer) const final { return join_views(public_view(), private_view(viewer)); }

  json legal_actions(int seat) const final {
    if (seat < 0 || seat >= players())
      return json::array();
    json out = shown_actions(seat);
    if constexpr (has_presentation<Table>)
      present_actions(table_, seat, out);
    return out;
  }

  json legal_choices(int seat) const final {
    if constexpr (!has_action_fields<Table, Move>) {
      if constexpr (has_presentation<Table>)
        return seat < 0 || seat >= players() ? json::array() : bare_actions(seat);
      else
        return legal_actions(seat);
    }
    if (seat < 0 || seat >= players())
      return json::array();
    json out = json::array();
    for (const Move &m : moves_of(seat))
      out.push_back(fields_of(m));
    return out;
  }

  // The offered move of the lowest default_rank, the first of equals.
  json default_action(int seat) const final {
    if (seat < 0 || seat >= players())
      return nullptr;
    const auto &moves = moves_of(seat);
    const Move *best = nullptr;
    int best_rank = 0;
    for (const Move &m : moves) {
      const int rank = default_rank(table_, m);
      if (!best || rank < best_rank) {
        best = &m;
        best_rank = rank;
      }
    }
    return best ? shown_action(seat, *best) : json(nullptr);
  }

  game_result result() const final { return table_.result; }
  const game_log &log() const final { return table_.log; }

  std::vector<int> awaiting() const final { return awaited_seats(table_); }

  const Table &data() const { return table_; }

protected:
  // For tests that set up a position by hand: the moves found before are
  // forgotten, since the table may change under them.
  Table &edit_table() {
    memo_.forget();
    return table_;
  }

  void after_apply() {}
  void after_resample(Derived &, int) const {}
  game_error explain_unmatched(const json &action, const json &offered,
                               const std::string &type) const {
    return explain_mismatch(action, offered, type);
  }

  Table table_;

private:
  // The legal moves of each seat in this position, found at most once: the
  // room offers them after a move and matches the next action against the
  // same list, and finding them (with their labels) is a large part of a
  // move's cost. A copy starts with none, so clone() stays cheap for search.
  // Not safe for const calls from two threads at once; a room's state is
  // only touched under its room's order.
  class moves_memo {
  public:
    moves_memo() = default;
    moves_memo(const moves_memo &) {}
    moves_memo &operator=(const moves_memo &) {
      forget();
      return *this;
    }
    void forget() { by_seat_.clear(); }
    std::vector<std::optional<std::vector<Move>>> &by_seat() const { return by_seat_; }

  private:
    mutable std::vector<std::optional<std::vector<Move>>> by_seat_;
  };

  // The memo's place for `seat`'s moves, empty until they are listed.
  std::optional<std::vector<Move>> &memo_slot(int seat) const {
    auto &by_seat = memo_.by_seat();
    if (by_seat.empty())
      by_seat.resize(static_cast<std::size_t>(players()));
    return by_seat[static_cast<std::size_t>(seat)];
  }
  const std::vector<Move> &moves_of(int seat) const {
    auto &found = memo_slot(seat);
    if (!found)
      found.emplace(legal_moves_as_vector(seat));
    return *found;
  }
  std::vector<Move> legal_moves_as_vector(int seat) const {
    if constexpr (has_wording<Table>) {
      static_assert(std::is_same_v<Move, json>, "only JSON moves are listed with or without words");
      json all = legal_moves(table_, seat, wording::bare);
      return all.is_array() ? std::move(all.get_ref<json::array_t &>()) : std::vector<Move>{};
    } else if constexpr (std::is_same_v<Move, json>) {
      json all = legal_moves(table_, seat);
      return all.is_array() ? std::move(all.get_ref<json::array_t &>()) : std::vector<Move>{};
    } else {
      return legal_moves(table_, seat);
    }
  }

  moves_memo memo_;

  // A move as shown to `seat`: with its words.
  json shown_action(int seat, const Move &m) const {
    if constexpr (has_wording<Table>) {
      json worded = legal_moves(table_, seat, wording::worded);
      for (json &a : worded)
        if (without_words(a) == m)
          return std::move(a);
      return m;
    } else {
      json a = action_json(table_, m);
      if constexpr (has_labels<Table>)
        label_action(table_, seat, a);
      return a;
    }
  }

  // Every move of `seat` as shown to it, in the matcher's order.
  json shown_actions(int seat) const {
    if constexpr (has_wording<Table>) {
      json worded = legal_moves(table_, seat, wording::worded);
      // The room offers these and then matches the next action against the
      // same moves: they are kept bare rather than listed a second time.
      auto &found = memo_slot(seat);
      if (!found) {
        std::vector<Move> bare;
        bare.reserve(worded.size());
        for (const json &a : worded)
          bare.push_back(without_words(a));
        found.emplace(std::move(bare));
      }
      return worded;
    } else {
      json out = bare_actions(seat);
      if constexpr (has_labels<Table>)
        for (json &a : out)
          label_action(table_, seat, a);
      return out;
    }
  }

  // Copies only the members kept, in their (sorted) order: copying the whole
  // action and erasing its words built and freed the largest members of all.
  static json without_words(const json &action) {
    if (!action.is_object())
      return action;
    json bare(json::value_t::object);
    auto &members = bare.get_ref<json::object_t &>();
    const auto &all = action.get_ref<const json::object_t &>();
    members.reserve(all.size());
    for (const auto &member : all)
      if (member.first != "label" && member.first != "msg")
        members.emplace_back(member);
    return bare;
  }

  // The seat's actions as the matcher sees them: nowhere on the table, and
  // labelled unless the game labels them apart (has_labels).
  json bare_actions(int seat) const {
    if constexpr (std::is_same_v<Move, json>)
      return json(moves_of(seat));
    json out = json::array();
    for (const Move &m : moves_of(seat))
      out.push_back(action_json(table_, m));
    return out;
  }

  decltype(auto) fields_of(const Move &m) const {
    if constexpr (has_action_fields<Table, Move>)
      return json(action_fields(table_, m));
    else
      return action_json(table_, m);
  }
  const Derived &derived() const { return static_cast<const Derived &>(*this); }
  Derived &mutable_derived() { return static_cast<Derived &>(*this); }
};

// The table inside a state of type `State`, or null for another game's state.
template <class State> auto *table_inside(const game_state &state) {
  const auto *s = dynamic_cast<const State *>(&state);
  return s ? &s->data() : nullptr;
}

} // namespace tavern::games::kit
