#include "phrases.hpp"

#include "board.hpp"
#include "flow.hpp"
#include "places.hpp"

#include <array>

namespace tavern::games::midevil {

namespace {

// Every message of the game and its English, one place each. The client's
// catalogues (clients/web/js/i18n/) hold the same keys in every language.
constexpr std::array phrases = {
    // ---- the log
    kit::phrase{"midevil.log.setup", "The {altar} is placed; every pawn starts on its centre"},
    kit::phrase{"midevil.log.reshuffle", "The event discard pile is shuffled into a new deck"},
    kit::phrase{"midevil.log.turn", "{player}'s turn"},
    kit::phrase{"midevil.log.revive",
                "{player} starts again with {count, plural, =0 {no life token} one {# life token} "
                "other {# life tokens}}"},
    kit::phrase{"midevil.log.draw", "{player} draws {count, plural, one {# card} other {# cards}}"},
    kit::phrase{"midevil.log.begin", "{player} goes on with the turn"},
    kit::phrase{"midevil.log.tileDrawn", "{player} draws the {tile}"},
    kit::phrase{"midevil.log.tileDiscarded",
                "{player} draws the {tile}, which fits nowhere: discarded"},
    kit::phrase{"midevil.log.graveyardReturned",
                "{player} draws the {tile}, which fits nowhere: it is shuffled into the lower half "
                "of the tiles"},
    kit::phrase{"midevil.log.place", "{player} places the {tile} {where}, rotated {rotation}°"},
    kit::phrase{"midevil.log.rollPopulate",
                "{player} rolls {value} for the skeletons on the {tile}"},
    kit::phrase{"midevil.log.skeletonPlaced", "{player} puts a {colour} skeleton on {square}"},
    kit::phrase{"midevil.log.lifePlaced", "{player} puts a life token on {square}"},
    kit::phrase{"midevil.log.play", "{player} plays {card}"},
    kit::phrase{"midevil.log.playOn", "{player} plays {card} on {other}"},
    kit::phrase{"midevil.log.cancelled", "{player}'s {card} is cancelled"},
    kit::phrase{"midevil.log.inPlay", "{player} puts the {card} in play"},
    kit::phrase{"midevil.log.rollCombat",
                "{player} rolls {value} for combat against a {colour} skeleton"},
    kit::phrase{"midevil.log.rollCombatBonus",
                "{player} rolls {value} for combat against a {colour} skeleton (+{bonus})"},
    kit::phrase{"midevil.log.reroll", "{player} makes {other} roll again: {value}"},
    kit::phrase{"midevil.log.rerollOwn", "{player} rolls again: {value}"},
    kit::phrase{"midevil.log.kill", "{player} kills a {colour} skeleton"},
    kit::phrase{"midevil.log.spend", "{player} spends trophies: {trophies}"},
    kit::phrase{"midevil.log.lifeSpent", "{player} spends a life token to roll again"},
    kit::phrase{"midevil.log.polearmLost", "{player}'s {polearm} is discarded"},
    kit::phrase{"midevil.log.miss", "{player} misses and has no life token left"},
    kit::phrase{"midevil.log.death", "{player} dies and returns to the {altar}"},
    kit::phrase{"midevil.log.bookDropped", "The {book} drops on {square}"},
    kit::phrase{"midevil.log.attack",
                "{player} attacks a {colour} skeleton on {square} with the {weapon}"},
    kit::phrase{"midevil.log.rollArea", "{player} rolls {value} for the {weapon} against {tile}"},
    kit::phrase{"midevil.log.areaKill", "{player} kills {trophies} on {tile}"},
    kit::phrase{"midevil.log.areaKillNone", "{player} kills nothing on {tile}"},
    kit::phrase{"midevil.log.areaMiss", "{player} misses {tile}"},
    kit::phrase{"midevil.log.lifeLost", "{player} loses a life token to the explosion"},
    kit::phrase{"midevil.log.rollStayThere", "{player} rolls {value} to leave the building"},
    kit::phrase{"midevil.log.stayThereEnds", "{player} may leave the building"},
    kit::phrase{"midevil.log.stayThereHolds", "{player} must stay inside this turn"},
    kit::phrase{"midevil.log.rollMove", "{player} rolls {value} for movement"},
    kit::phrase{"midevil.log.rollMoveHorse",
                "{player} rolls {value} for movement ({horse}: two dice)"},
    kit::phrase{"midevil.log.move", "{player} moves {direction} to {square}"},
    kit::phrase{"midevil.log.north", "north"},
    kit::phrase{"midevil.log.east", "east"},
    kit::phrase{"midevil.log.south", "south"},
    kit::phrase{"midevil.log.west", "west"},
    kit::phrase{"midevil.log.stop", "{player} stops"},
    kit::phrase{"midevil.log.lifeTaken", "{player} takes the life token on {square}"},
    kit::phrase{"midevil.log.horseTaken", "{player} takes {other}'s {horse}"},
    kit::phrase{"midevil.log.leave", "{player} leaves it there"},
    kit::phrase{"midevil.log.horseLeft", "{player}'s {horse} waits on {square}"},
    kit::phrase{"midevil.log.horseDiscarded", "{player}'s other {horse} is discarded"},
    kit::phrase{"midevil.log.horseBack", "{player} rides the {horse} again"},
    kit::phrase{"midevil.log.bookTaken", "{player} takes the {book}"},
    kit::phrase{"midevil.log.bookFightStarts", "{player} fights {other} for the {book}"},
    kit::phrase{"midevil.log.axe", "{player} fights for the book with the {axe}"},
    kit::phrase{"midevil.log.rollBookFight",
                "{player} rolls {value}, {other} rolls {otherValue} for the {book}"},
    kit::phrase{"midevil.log.rollBook", "{player} rolls {value} for the {book}"},
    kit::phrase{"midevil.log.yield", "{player} gives up the fight for the {book}"},
    kit::phrase{"midevil.log.bookFight", "{player} wins the fight for the {book} against {other}"},
    kit::phrase{"midevil.log.rollSkeletons", "{player} rolls {value} to move skeletons"},
    kit::phrase{"midevil.log.skeletonMoved",
                "{player} moves a {colour} skeleton from {from} to {to}"},
    kit::phrase{"midevil.log.discard", "{player} discards {card}"},
    kit::phrase{"midevil.log.endTurn", "{player} ends the turn"},
    kit::phrase{"midevil.log.allAboutMe", "{player} will place the skeletons on the new tile"},
    kit::phrase{"midevil.log.handRevealed", "{other}'s hand: {cards}"},
    kit::phrase{"midevil.log.handEmpty", "{other}'s hand: empty"},
    kit::phrase{"midevil.log.cardTaken",
                "{player} takes a card from {other}, paying a {colour} skeleton"},
    kit::phrase{"midevil.log.cardTakenPrivate", "{player} takes {card}"},
    kit::phrase{"midevil.log.freePlays", "{player} may play every card in hand"},
    kit::phrase{"midevil.log.lost", "{player} moves {other} to {square}"},
    kit::phrase{"midevil.log.stolen", "{player} takes {other}'s {card}"},
    kit::phrase{"midevil.log.skip", "{player} skips the turn"},
    kit::phrase{"midevil.log.taken", "{player} takes a {colour} skeleton from {other}"},
    kit::phrase{"midevil.log.rollCard", "{player} rolls {value} for {card}"},
    kit::phrase{"midevil.log.nobodyWorth", "Nobody else has a trophy worth {value} or less"},
    kit::phrase{"midevil.log.nobody", "Nobody else has a trophy"},
    kit::phrase{"midevil.log.yoink", "{player} takes {trophies} from {other}"},
    kit::phrase{"midevil.log.target",
                "{player} makes {other} discard {count, plural, one {# point} other {# points}} "
                "of skeletons"},
    kit::phrase{"midevil.log.loseAll", "{player} discards every trophy"},
    kit::phrase{"midevil.log.lose", "{player} discards trophies: {trophies}"},
    kit::phrase{"midevil.log.stayThere", "{other} must roll 3 or more to leave the building"},
    kit::phrase{"midevil.log.win", "{player} wins: {reason}"},
    kit::phrase{"midevil.log.end", "The last round is over: most trophy points win"},
    // ---- the actions
    kit::phrase{"midevil.action.begin", "Draw a map tile"},
    kit::phrase{"midevil.action.goOn", "Go on with your turn"},
    kit::phrase{"midevil.action.place", "Place the {tile} {where}, rotated {rotation}°"},
    kit::phrase{"midevil.action.skeleton", "Put a {colour} skeleton on {square}"},
    kit::phrase{"midevil.action.life", "Put a life token on {square}"},
    kit::phrase{"midevil.action.fightAxe", "Fight a {colour} skeleton with the {axe} (+2)"},
    kit::phrase{"midevil.action.fightNoAxe", "Fight a {colour} skeleton without the {axe}"},
    kit::phrase{"midevil.action.bookAxe", "Fight for the book with the {axe} (+2)"},
    kit::phrase{"midevil.action.bookNoAxe", "Fight for the book without the {axe}"},
    kit::phrase{"midevil.action.spend",
                "Spend trophies: {trophies} ({points, plural, one {# point} other {# points}})"},
    kit::phrase{"midevil.action.reroll", "Spend a life token to roll again"},
    kit::phrase{"midevil.action.yield", "Give up the fight for the book"},
    kit::phrase{"midevil.action.move", "Move {direction} to {square}"},
    kit::phrase{"midevil.action.moveFight",
                "Move {direction} to {square} and fight a {colour} skeleton"},
    kit::phrase{"midevil.action.stop", "Stop moving"},
    kit::phrase{"midevil.action.pickUpLife", "Take the life token on {square}"},
    kit::phrase{"midevil.action.pickUpHorse", "Take {other}'s {horse}"},
    kit::phrase{"midevil.action.leave", "Leave it there"},
    kit::phrase{"midevil.action.attack",
                "Attack a {colour} skeleton on {square} with the {weapon}"},
    kit::phrase{"midevil.action.shoot",
                "Shoot a {colour} skeleton on {square} with the {weapon} (pay a {pay})"},
    kit::phrase{"midevil.action.catapult", "Catapult {tile} (pay a red)"},
    kit::phrase{"midevil.action.catapultEmpty",
                "Catapult {tile}, which has no skeleton (pay a red)"},
    kit::phrase{"midevil.action.blowUp", "Blow up {tile} (pay a blue)"},
    kit::phrase{"midevil.action.blowUpEmpty", "Blow up {tile}, which has no skeleton (pay a blue)"},
    kit::phrase{"midevil.action.skeletonMove",
                "Move the {colour} skeleton from {from} {direction} to {to}"},
    kit::phrase{"midevil.action.skeletonFrom", "Move the {colour} skeleton from {from}"},
    kit::phrase{"midevil.action.discard", "Discard {card}"},
    kit::phrase{"midevil.action.endTurn", "Keep your cards and end the turn"},
    kit::phrase{"midevil.action.take", "Take {card}, paying a {colour} skeleton"},
    kit::phrase{"midevil.action.done", "Take no more cards"},
    kit::phrase{"midevil.action.yoink", "Take {trophies} from {other}"},
    kit::phrase{"midevil.action.target",
                "Make {other} discard {count, plural, one {# point} other {# points}} of "
                "skeletons"},
    kit::phrase{"midevil.action.lose", "Discard trophies: {trophies}"},
    kit::phrase{"midevil.action.pass", "Pass"},
    kit::phrase{"midevil.action.playCard", "Play {card}"},
    kit::phrase{"midevil.action.playOn", "Play {card} on {other}"},
    kit::phrase{"midevil.action.playYoink", "Play {card}: roll, then take skeletons from a player"},
    kit::phrase{"midevil.action.playGotNothin",
                "Play {card}: roll, then make a player discard skeletons"},
    kit::phrase{"midevil.action.playHowMany", "Play {card}: place 5 points of skeletons"},
    kit::phrase{"midevil.action.playFleshWound", "Play {card}: bring back 5 removed skeletons"},
    kit::phrase{"midevil.action.playLookNothing", "Play {card}: play every card in your hand"},
    kit::phrase{"midevil.action.playLost", "Play {card} on {other}: move to {square}"},
    kit::phrase{"midevil.action.playMyPrecious", "Play {card}: take {other}'s {steal}"},
    kit::phrase{"midevil.action.playTheyreAllMine",
                "Play {card}: skip your turn, take a {colour} skeleton from {other}"},
    kit::phrase{"midevil.action.playTheyreAllMineTwo",
                "Play {card}: skip your turn, take a {colour} skeleton from {other} and a "
                "{colour2} skeleton from {other2}"},
    kit::phrase{"midevil.action.playWhatAmIGonnaDo",
                "Play {card}: pay a white skeleton, discard your hand, draw 3"},
    kit::phrase{"midevil.action.playInFront", "Play the {card} in front of you"},
    kit::phrase{"midevil.action.playRollAgain", "Play {card}: roll that again"},
    kit::phrase{"midevil.action.playRollsAgain", "Play {card}: {other} rolls again"},
    kit::phrase{"midevil.action.playRollsDieAgain", "Play {card}: {other} rolls the {value} again"},
    kit::phrase{"midevil.action.playCancel", "Play {card}: cancel {target}"},
    kit::phrase{"midevil.action.playAllAboutMe",
                "Play {card}: you place the skeletons on the new tile"},
    // ---- the result
    kit::phrase{"midevil.result.book", "brought the {book} to the {altar}"},
    kit::phrase{"midevil.result.points", "{points} trophy points"},
    kit::phrase{"midevil.result.mostPoints",
                "most trophy points after {rounds, plural, one {# round} other {# rounds}}"},
};

int colour_of_key(const std::string &key) {
  for (int c = 0; c < colour_count; ++c)
    if (colour_key(c) == key)
      return c;
  return -1;
}

// A card, a tile, a colour or so many skeletons of a colour, in English.
std::string english_card(const json &v) {
  if (!v.is_object())
    return "?";
  if (auto it = v.find("card"); it != v.end() && it->is_string())
    for (const auto &c : card_table())
      if (c.key == it->get<std::string>())
        return std::string(c.name);
  if (auto it = v.find("tile"); it != v.end() && it->is_string())
    for (const auto &d : tile_table())
      if (d.key == it->get<std::string>())
        return std::string(d.name);
  if (auto it = v.find("colour"); it != v.end() && it->is_string())
    if (colour_of_key(it->get<std::string>()) >= 0)
      return it->get<std::string>();
  if (auto it = v.find("skeleton"); it != v.end() && it->is_string())
    if (colour_of_key(it->get<std::string>()) >= 0) {
      const int n = v.contains("count") ? v["count"].get<int>() : 1;
      return std::to_string(n) + " " + it->get<std::string>() +
             (n == 1 ? " skeleton" : " skeletons");
    }
  return "?";
}

json object_with(const char *name, json value) {
  json v = json::object();
  v[name] = std::move(value);
  return v;
}

} // namespace

const kit::phrasebook &english_phrases() {
  static const kit::phrasebook book{phrases, english_card, english_place};
  return book;
}

json card_param(int id) {
  return kit::card_param(object_with("card", std::string(card_key(id))));
}

json card_type_param(card_type type) {
  return kit::card_param(object_with("card", std::string(card_info(type).key)));
}

json tile_param(int def) {
  return kit::card_param(object_with("tile", std::string(tile_table()[def].key)));
}

json colour_param(int colour) {
  return kit::card_param(object_with("colour", std::string(colour_key(colour))));
}

json trophies_param(const colours &c) {
  json items = json::array();
  for (int k = 0; k < colour_count; ++k)
    if (c[k] > 0) {
      json v = object_with("skeleton", std::string(colour_key(k)));
      v["count"] = c[k];
      items.push_back(kit::card_param(std::move(v)));
    }
  return kit::list_param(std::move(items));
}

json direction_param(pos from, pos to) {
  static constexpr std::string_view keys[4] = {"midevil.log.north", "midevil.log.east",
                                               "midevil.log.south", "midevil.log.west"};
  for (int s = 0; s < 4; ++s)
    if (from.x + side_offset[s].x == to.x && from.y + side_offset[s].y == to.y)
      return kit::msg_param({std::string(keys[s])});
  return kit::msg_param({"midevil.log.north"}); // never: a step is always to a side
}

json book_param() {
  return card_type_param(card_type::necronomicon);
}

json altar_param() {
  return tile_param(altar_tile());
}

} // namespace tavern::games::midevil
