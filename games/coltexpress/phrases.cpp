#include "phrases.hpp"

#include <array>

namespace tavern::games::coltexpress {

namespace {

// Every message of the game and its English, one place each. The client's
// catalogues (clients/web/js/i18n/) hold the same keys in every language.
constexpr std::array phrases = {
    // ---- the log
    kit::phrase{"coltexpress.log.start", "The bandits choose their characters"},
    kit::phrase{"coltexpress.log.character", "{player} plays {character}"},
    kit::phrase{"coltexpress.log.bandit", "{character} ({player})"},
    kit::phrase{"coltexpress.log.round", "Round {round}: {card}, {player} is the first player"},
    kit::phrase{"coltexpress.log.faceDown", "{player} plays a card face down"},
    kit::phrase{"coltexpress.log.programs", "{bandit} programs {card}"},
    kit::phrase{"coltexpress.log.draws",
                "{player} draws {count, plural, one {# card} other {# cards}}"},
    kit::phrase{"coltexpress.log.pass", "{player} can neither play nor draw"},
    kit::phrase{"coltexpress.log.keeps",
                "{player} keeps {count, plural, =0 {no card} one {# card} other {# cards}} for "
                "the next round"},
    kit::phrase{"coltexpress.log.stealin",
                "Stealin': the programmed cards are carried out in order"},
    kit::phrase{"coltexpress.log.reveals", "{bandit} plays {card}"},
    kit::phrase{"coltexpress.log.nobodyToShoot", "{bandit}: nobody to shoot"},
    kit::phrase{"coltexpress.log.nobodyToPunch", "{bandit}: nobody to punch"},
    kit::phrase{"coltexpress.log.nothingToRob", "{bandit}: nothing to rob"},
    kit::phrase{"coltexpress.log.movesInside", "{bandit} moves inside {car}"},
    kit::phrase{"coltexpress.log.movesOnRoof", "{bandit} moves on the roof of {car}"},
    kit::phrase{"coltexpress.log.climbsDown", "{bandit} climbs down into {car}"},
    kit::phrase{"coltexpress.log.climbsUp", "{bandit} climbs onto the roof of {car}"},
    kit::phrase{"coltexpress.log.sendsMarshal", "{bandit} sends the Marshal to {car}"},
    kit::phrase{"coltexpress.log.shotAway", "{bandit} is pushed to {car}"},
    kit::phrase{"coltexpress.log.shoots", "{bandit} shoots {target}"},
    kit::phrase{"coltexpress.log.punches", "{bandit} punches {target}"},
    kit::phrase{"coltexpress.log.drops", "{bandit} drops {loot}"},
    kit::phrase{"coltexpress.log.cheyenneTakes", "{bandit} takes the purse"},
    kit::phrase{"coltexpress.log.pushedInside", "{bandit} is pushed inside {car}"},
    kit::phrase{"coltexpress.log.pushedOnRoof", "{bandit} is pushed on the roof of {car}"},
    kit::phrase{"coltexpress.log.robs", "{bandit} robs {loot}"},
    kit::phrase{"coltexpress.log.marshalShoots",
                "The Marshal shoots {bandit}, who flees to the roof of {car}"},
    kit::phrase{"coltexpress.log.angryMarshalShoots", "The angry Marshal shoots {bandit}"},
    kit::phrase{"coltexpress.log.marshalMoves", "The Marshal moves to {car}"},
    kit::phrase{"coltexpress.log.marshalTakesPurse",
                "The Marshal takes a ${value} purse from {bandit}"},
    kit::phrase{"coltexpress.log.ransom", "{bandit} takes a ${value} ransom"},
    kit::phrase{"coltexpress.log.event", "{card}: {event}"},
    kit::phrase{"coltexpress.log.picksPocket", "{bandit} picks a pocket"},
    kit::phrase{"coltexpress.log.gunslinger", "{player} is the Gunslinger (+${bonus})"},
    kit::phrase{"coltexpress.log.wins",
                "The train reaches the station: {winners} wins with ${money}"},
    kit::phrase{"coltexpress.log.shareWin",
                "The train reaches the station: {winners} share the win with ${money}"},
    // ---- the actions
    kit::phrase{"coltexpress.action.character", "Play {character}: {ability}"},
    kit::phrase{"coltexpress.action.play", "Play {card}"},
    kit::phrase{"coltexpress.action.playTunnel", "Play {card} face down (tunnel)"},
    kit::phrase{"coltexpress.action.playGhost", "Play {card} face down (Ghost)"},
    kit::phrase{"coltexpress.action.cardOf", "{card} ({character})"},
    kit::phrase{"coltexpress.action.draw", "Draw 3 cards"},
    kit::phrase{"coltexpress.action.pass", "Pass (no card to play or draw)"},
    kit::phrase{"coltexpress.action.discard", "Discard {card}"},
    kit::phrase{"coltexpress.action.characterOne", "Choose a bandit"},
    kit::phrase{"coltexpress.action.playOne", "Play a card"},
    kit::phrase{"coltexpress.action.discardOne", "Discard a card"},
    kit::phrase{"coltexpress.action.keep",
                "Keep {count, plural, =0 {no card} one {# card} other {# cards}} for the next "
                "round"},
    kit::phrase{"coltexpress.action.banditOf", "{character} ({player})"},
    kit::phrase{"coltexpress.action.moveInside", "Move {bandit} inside {car}"},
    kit::phrase{"coltexpress.action.moveOnRoof", "Move {bandit} on the roof of {car}"},
    kit::phrase{"coltexpress.action.marshal", "Send the Marshal to {car}"},
    kit::phrase{"coltexpress.action.shootInside", "Shoot {bandit} inside {car}"},
    kit::phrase{"coltexpress.action.shootOnRoof", "Shoot {bandit} on the roof of {car}"},
    kit::phrase{"coltexpress.action.punch", "Punch {bandit}"},
    kit::phrase{"coltexpress.action.knockLoose", "Knock loose: {bandit} drops {loot}"},
    kit::phrase{"coltexpress.action.cheyenneTake", "Take the purse"},
    kit::phrase{"coltexpress.action.cheyenneLeave", "Let the purse fall"},
    kit::phrase{"coltexpress.action.push", "Push {bandit} to {car}"},
    kit::phrase{"coltexpress.action.rob", "Take {loot}"},
    kit::phrase{"coltexpress.action.pickpocket", "Pickpocket: {bandit} takes {loot}"},
    kit::phrase{"coltexpress.action.pickpocketLeave", "Pickpocket: leave the purse"},
    kit::phrase{"coltexpress.action.strongbox", "the strongbox (${value})"},
    kit::phrase{"coltexpress.action.jewel", "a jewel (${value})"},
    kit::phrase{"coltexpress.action.knownPurse", "the ${value} purse"},
    kit::phrase{"coltexpress.action.unknownPurse", "a purse of unknown value"},
    // ---- the result
    kit::phrase{"coltexpress.result.station", "the train reached the station"},
};

template <typename Rows, typename Field>
std::string named(const Rows &rows, const json &key, Field field) {
  for (const auto &row : rows)
    if (row.key == key.get<std::string>())
      return std::string(field(row));
  return "?";
}

std::string english_card(const json &v) {
  if (!v.is_object() || v.size() != 1 || !v.begin()->is_string())
    return "?";
  const std::string &kind = v.begin().key();
  const json &key = v.begin().value();
  if (kind == "character")
    return named(character_table, key, [](const character_row &r) { return r.name; });
  if (kind == "ability")
    return named(character_table, key, [](const character_row &r) { return r.ability; });
  if (kind == "kind")
    return named(action_table, key, [](const action_row &r) { return r.name; });
  if (kind == "round")
    return named(round_table, key, [](const round_row &r) { return r.name; });
  if (kind == "event")
    return named(round_table, key, [](const round_row &r) { return r.event_text; });
  if (kind == "loot")
    for (std::size_t i = 0; i < loot_keys.size(); ++i)
      if (loot_keys[i] == key.get<std::string>())
        return "a " + std::string(loot_names[i]);
  return "?";
}

// A car {car, cars}: the locomotive, the caboose or "car n".
std::string english_place(const json &v) {
  if (!v.is_object() || !v.contains("car") || !v.contains("cars"))
    return "?";
  const int car = v["car"].get<int>();
  if (car == 0)
    return "the locomotive";
  if (car == v["cars"].get<int>() - 1)
    return "the caboose";
  return "car " + std::to_string(car);
}

json one(std::string_view kind, std::string_view key) {
  json v = json::object();
  v[std::string(kind)] = key;
  return kit::card_param(std::move(v));
}

} // namespace

const kit::phrasebook &english_phrases() {
  static const kit::phrasebook book{phrases, english_card, english_place};
  return book;
}

json character_param(character c) {
  return one("character", character_key(c));
}
json ability_param(character c) {
  return one("ability", character_key(c));
}
json action_card_param(action_kind a) {
  return one("kind", action_key(a));
}
json loot_param(loot_kind k) {
  return one("loot", loot_keys[static_cast<std::size_t>(k)]);
}
json round_param(const round_row &r) {
  return one("round", r.key);
}
json event_param(const round_row &r) {
  return one("event", r.key);
}

json car_param(const table &t, int car) {
  return kit::place_param({{"car", car}, {"cars", t.car_count()}});
}

json bandit_param(const table &t, int b, std::vector<int> &seats) {
  const bandit &x = t.bandits[static_cast<std::size_t>(b)];
  seats.push_back(x.seat);
  return kit::msg_param({"coltexpress.log.bandit",
                         {{"character", character_param(x.ch)}, {"player", seat_param(x.seat)}}});
}

json bandit_label_param(const table &t, int b, int seat) {
  const bandit &x = t.bandits[static_cast<std::size_t>(b)];
  if (x.seat == seat)
    return character_param(x.ch);
  return kit::msg_param({"coltexpress.action.banditOf",
                         {{"character", character_param(x.ch)}, {"player", seat_param(x.seat)}}});
}

} // namespace tavern::games::coltexpress
