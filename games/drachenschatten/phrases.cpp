#include "phrases.hpp"

#include "cards.hpp"
#include "table.hpp"

#include <array>

namespace tavern::games::drachenschatten {

namespace {

// Every message of the game and its English, one place each. The client's
// catalogues (clients/web/js/i18n/) hold the same keys in every language.
constexpr std::array phrases = {
    // ---- the log
    kit::phrase{"drachenschatten.log.start",
                "The game begins: each player in seat order takes a starting card, then "
                "{player} plays the first turn"},
    kit::phrase{"drachenschatten.log.startCard", "{player} takes {card} from {pile}"},
    kit::phrase{"drachenschatten.log.reveal", "{player} reveals {card} from {pile}"},
    kit::phrase{"drachenschatten.log.revealWith",
                "{player} reveals {card} from {pile} with {item}"},
    kit::phrase{"drachenschatten.log.defeat",
                "{player} has nothing to fight the {creature} and {count, plural, =0 {has no "
                "card to lose} one {loses # card} other {loses # cards}}"},
    kit::phrase{"drachenschatten.log.slay", "{player} slays the {creature} with {item}"},
    kit::phrase{"drachenschatten.log.look", "{player} uses {item}"},
    kit::phrase{"drachenschatten.log.peekTop", "{player} looks at the top card of {pile}"},
    kit::phrase{"drachenschatten.log.peekDeep", "{player} looks at card {depth} of {pile}"},
    kit::phrase{"drachenschatten.log.peekSeenTop", "You see {card} (the top card of {pile})"},
    kit::phrase{"drachenschatten.log.peekSeenDeep", "You see {card} (card {depth} of {pile})"},
    kit::phrase{"drachenschatten.log.stopLook",
                "{player} stops looking ({count, plural, one {# card} other {# cards}} not looked "
                "at)"},
    kit::phrase{"drachenschatten.log.swap",
                "{player} uses {item} to swap {give} for {other}'s {take}"},
    kit::phrase{"drachenschatten.log.steal", "{player} uses {item} to steal {other}'s {take}"},
    kit::phrase{"drachenschatten.log.destroy",
                "{player} uses {item} to destroy {other}'s {target}"},
    kit::phrase{"drachenschatten.log.restore", "{player} uses {item} to ready {target}"},
    kit::phrase{"drachenschatten.log.decay",
                "{player} uses {item}: every opponent loses a used item"},
    kit::phrase{"drachenschatten.log.decayChosen", "{player} has chosen"},
    kit::phrase{"drachenschatten.log.decayed", "{player}'s {card} decays"},
    kit::phrase{"drachenschatten.log.useless", "{player} uses {item}, which does nothing now"},
    kit::phrase{"drachenschatten.log.pilesEmptyWin", "Every pile is empty: {winners} wins"},
    kit::phrase{"drachenschatten.log.pilesEmptyDraw", "Every pile is empty: {winners} draw"},
    kit::phrase{"drachenschatten.log.goalWin", "{winners} wins with {goal}"},
    kit::phrase{"drachenschatten.log.goalWinMany", "{winners} win with {goal}"},
    // ---- the actions
    kit::phrase{"drachenschatten.action.start", "Take your starting card from {pile}"},
    kit::phrase{"drachenschatten.action.reveal", "Reveal the top card of {pile}"},
    kit::phrase{"drachenschatten.action.revealWith", "Use {item}: reveal the top card of {pile}"},
    kit::phrase{"drachenschatten.action.look", "Use {item}"},
    kit::phrase{"drachenschatten.action.peekTop", "Look at the top card of {pile}"},
    kit::phrase{"drachenschatten.action.peekDeep", "Look at card {depth} of {pile}"},
    kit::phrase{"drachenschatten.action.stopLook",
                "Stop looking ({count, plural, one {# card} other {# cards}} left unseen)"},
    kit::phrase{"drachenschatten.action.swap", "Use {item}: give your {give} for {other}'s {take}"},
    kit::phrase{"drachenschatten.action.steal", "Use {item}: steal {other}'s {take}"},
    kit::phrase{"drachenschatten.action.destroy", "Use {item}: destroy {other}'s {target}"},
    kit::phrase{"drachenschatten.action.decay", "Use {item}: every opponent loses a used item"},
    kit::phrase{"drachenschatten.action.lose", "Let your {card} decay"},
    kit::phrase{"drachenschatten.action.restore", "Use {item}: ready your {target}"},
    kit::phrase{"drachenschatten.action.use", "Use {item} to no effect (it becomes used)"},
    kit::phrase{"drachenschatten.action.fight", "Fight the {creature} with {item}"},
    kit::phrase{"drachenschatten.action.endTurn", "End your turn"},
    // the first steps that several actions share (their `group`)
    kit::phrase{"drachenschatten.action.chooseStart", "Take your starting card"},
    kit::phrase{"drachenschatten.action.chooseReveal", "Reveal a card"},
    kit::phrase{"drachenschatten.action.choosePeek", "Look at a card"},
    kit::phrase{"drachenschatten.action.useItem", "Use {item}"},
    // ---- the result
    kit::phrase{"drachenschatten.result.mostCards", "most cards when the piles ran out"},
    kit::phrase{"drachenschatten.result.tiedMostCards",
                "a draw: tied for most cards when the piles ran out"},
    kit::phrase{"drachenschatten.result.sevenItems", "seven different items"},
    kit::phrase{"drachenschatten.result.threeCreatures", "three creatures"},
    kit::phrase{"drachenschatten.result.threeTreasures", "three treasures"},
};

std::string english_card(const json &c) {
  const auto id = c.find("id");
  return id != c.end() && id->is_number_integer() && *id >= 0 && *id < deck_size
             ? card_name(id->get<int>())
             : "?";
}

std::string english_pile(const json &p) {
  const int pile = p.is_string() ? pile_from_id(p.get_ref<const std::string &>()) : -1;
  return pile < 0 ? "?" : pile_name(pile);
}

} // namespace

const kit::phrasebook &english_phrases() {
  static const kit::phrasebook book{phrases, english_card, english_pile};
  return book;
}

json card_param(int id) {
  json c = card_json(id);
  c.erase("name"); // words for people travel in the catalogues, not in parameters
  return kit::card_param(std::move(c));
}

json pile_param(int pile) {
  return kit::place_param(pile_id(pile));
}

} // namespace tavern::games::drachenschatten
