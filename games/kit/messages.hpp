#pragma once
// Messages (protocol.md, "Messages"): what an engine says to people as a key
// and typed parameters, which a client renders in its reader's language. A
// game writes each message once: its `phrasebook` holds the English template
// of every key, and the English text that travels beside the message is
// rendered from the same template and parameters, so the two cannot drift.
//
// Templates use the catalogues' syntax (clients/web/js/i18n/format.js), of
// which the English needs only two forms: {name}, and
// {name, plural, one {...} other {...}} with # standing for the number. A
// seat renders as {i}, its index in the log entry's `seats`, or as {n}, the
// seat itself, in an action's label.
#include "games/engine.hpp"

#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace tavern::games::kit {

struct message {
  std::string key;              // "<game>.<log|action|result>.<name>"
  json params = json::object(); // parameter name -> typed parameter
  json to_json() const &;       // {"key", "params"}
  json to_json() &&;            // the same, taking the parameters rather than copying them
};

// The typed parameters.
json seat_param(int seat);
json seats_param(const std::vector<int> &seats); // a list of seats
json number_param(long long n);
json card_param(json card);   // the game's own value for a card or a printed component
json place_param(json place); // the game's own value for a place
json list_param(json items);  // an array of parameters
json msg_param(const message &m);

struct phrase {
  std::string_view key;
  std::string_view english;
};

// A game's English: its templates, and how a card and a place are named.
// Built once per game; the templates are indexed by key because every log
// entry and every offered action's label looks one up.
class phrasebook {
public:
  using namer = std::string (*)(const json &);
  phrasebook(std::span<const phrase> phrases, namer card_name, namer place_name);

  std::string_view template_of(std::string_view key) const; // empty: no such key
  std::span<const phrase> phrases() const { return phrases_; }
  namer card_name() const { return card_name_; }
  namer place_name() const { return place_name_; }

private:
  std::span<const phrase> phrases_;
  std::vector<phrase> by_key_; // phrases_, sorted by key
  namer card_name_;
  namer place_name_;
};

// How a seat is written in the English: its index in `seats` (log entries) or
// the seat itself (action labels, whose {n} is seat n).
struct seat_style {
  const std::vector<int> *seats = nullptr; // null: the seat itself
};

// The English text of `m`. A key without a template is a programming error
// of the game: the text then says so, and the message tests fail on it.
std::string english(const phrasebook &book, const message &m, seat_style style = {});

// A legal action's `label` and `msg`, from one message.
void label_action(json &action, const phrasebook &book, message m);

// A result's `reason` and `msg`, from one message.
void give_reason(game_result &result, const phrasebook &book, message m);

} // namespace tavern::games::kit
