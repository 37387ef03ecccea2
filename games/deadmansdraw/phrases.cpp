#include "phrases.hpp"

#include "game_log.hpp"

#include <array>

namespace tavern::games::deadmansdraw {

namespace {

constexpr std::string_view cards_n = "{count, plural, one {# card} other {# cards}}";

// Every message of the game and its English, one place each. The client's
// catalogues (clients/web/js/i18n/) hold the same keys in every language.
constexpr std::array phrases = {
    // ---- the log
    kit::phrase{"deadmansdraw.log.setup",
                "The draw pile holds {drawPile} cards, the discard pile {discardPile}"},
    kit::phrase{"deadmansdraw.log.playsFirst", "{player} plays first"},
    kit::phrase{"deadmansdraw.log.dealt", "You are dealt {first} and {second}"},
    kit::phrase{"deadmansdraw.log.chose", "You chose {trait}"},
    kit::phrase{"deadmansdraw.log.hasChosen", "{player} has chosen a trait"},
    kit::phrase{"deadmansdraw.log.traitRevealed", "{player} is {trait}: {effect}"},
    kit::phrase{"deadmansdraw.log.lockerHaunts", "{player}'s Davy Jones' Locker haunts {target}"},
    kit::phrase{"deadmansdraw.log.turn", "{player}'s turn"},
    kit::phrase{"deadmansdraw.log.drew", "{player} drew {card}"},
    kit::phrase{"deadmansdraw.log.bustDiscarded",
                "{player} busted on {card}: {lost, plural, one {# card} other {# cards}} "
                "discarded{kept, plural, =0 {} one {, # card kept} other {, # cards kept}}"},
    kit::phrase{"deadmansdraw.log.bustLocker",
                "{player} busted on {card}: {lost, plural, one {# card goes} other {# cards go}} "
                "to {owner}'s Davy Jones' Locker{kept, plural, =0 {} one {, # card kept} other {, "
                "# cards kept}}"},
    kit::phrase{"deadmansdraw.log.banksAtOnce", "{player} banks {card} at once ({trait})"},
    kit::phrase{"deadmansdraw.log.miser", "{player}'s Miser keeps the Hook and the next card safe"},
    kit::phrase{"deadmansdraw.log.banked",
                "{player} banked {count, plural, one {# card} other {# cards}}"},
    kit::phrase{"deadmansdraw.log.treasureHunter",
                "{player}'s Treasure Hunter raises the bonus to {count, plural, one {# card} "
                "other {# cards}}"},
    kit::phrase{"deadmansdraw.log.keyChest",
                "{player}'s Key & Chest bring {count, plural, one {# card} other {# cards}} from "
                "the discard pile"},
    kit::phrase{"deadmansdraw.log.anchorKeepsNone",
                "{player}'s Anchor has no card before it to keep"},
    kit::phrase{
        "deadmansdraw.log.anchorKeeps",
        "{player}'s Anchor keeps the {count, plural, one {# card} other {# cards}} before it"},
    kit::phrase{"deadmansdraw.log.safeHarbor",
                "{player}'s Safe Harbor keeps the Anchor and the next two cards"},
    kit::phrase{"deadmansdraw.log.krakenDemands",
                "{player} must place {count, plural, one {# more card} other {# more cards}} "
                "(Kraken)"},
    kit::phrase{"deadmansdraw.log.beastmaster",
                "{owner}'s Beastmaster doubles the Kraken's demand"},
    kit::phrase{"deadmansdraw.log.mapEmpty", "{player}'s Map finds an empty discard pile"},
    kit::phrase{"deadmansdraw.log.navigatorSearches",
                "{player} searches the discard pile (Navigator)"},
    kit::phrase{"deadmansdraw.log.navigatorSees", "You see the discard pile"},
    kit::phrase{"deadmansdraw.log.mapReveals",
                "{player}'s Map reveals {count, plural, one {# card} other {# cards}}"},
    kit::phrase{"deadmansdraw.log.oracleEmpty", "{player}'s Oracle sees an empty draw pile"},
    kit::phrase{"deadmansdraw.log.oracleReveals", "{player}'s Oracle reveals {cards}"},
    kit::phrase{"deadmansdraw.log.mysticReveals", "{player}'s Mystic reveals three cards"},
    kit::phrase{"deadmansdraw.log.hookBrings", "{player}'s Hook brings {card} from their bank"},
    kit::phrase{"deadmansdraw.log.cannonSinksStack",
                "{player}'s Cannon sinks {victim}'s whole {suit} stack ({count, plural, one {# "
                "card} other {# cards}}, Master Gunner)"},
    kit::phrase{"deadmansdraw.log.cannonTakes",
                "{player}'s Cannon takes {card} from {victim}'s bank (Scavenger)"},
    kit::phrase{"deadmansdraw.log.cannonSinks",
                "{player}'s Cannon sinks {card} from {victim}'s bank"},
    kit::phrase{"deadmansdraw.log.misfireGives",
                "{owner}'s Misfire: {player} gives {card} to {owner}"},
    kit::phrase{"deadmansdraw.log.misfireDiscards", "{owner}'s Misfire: {player} discards {card}"},
    kit::phrase{"deadmansdraw.log.swordSteals", "{player}'s Sword steals {card} from {victim}"},
    kit::phrase{"deadmansdraw.log.mapBrings", "{player}'s Map brings {card} from the discard pile"},
    kit::phrase{"deadmansdraw.log.mermaidSiren",
                "{player}'s Mermaid chooses {card}: {owner}'s Siren banks it"},
    kit::phrase{"deadmansdraw.log.mermaidCasanova",
                "{player}'s Mermaid chooses {card} and banks it (Casanova)"},
    kit::phrase{"deadmansdraw.log.mermaidCalls", "{player}'s Mermaid calls {card} again"},
    kit::phrase{"deadmansdraw.log.plundersBank",
                "{player} plunders {victim}'s bank for {count, plural, one {# card} other {# "
                "cards}}"},
    kit::phrase{"deadmansdraw.log.plunders", "{player} plunders {card} from {victim}"},
    kit::phrase{"deadmansdraw.log.hookEmpty", "{player}'s Hook finds an empty bank"},
    kit::phrase{"deadmansdraw.log.cannonNoTarget", "{player}'s Cannon has no target"},
    kit::phrase{"deadmansdraw.log.misfireNothing",
                "{owner}'s Misfire: {player} has no card to lose"},
    kit::phrase{"deadmansdraw.log.parryDiscards",
                "{owner}'s Parry: {player}'s Sword finds no Kraken and is discarded"},
    kit::phrase{"deadmansdraw.log.parryNoEffect",
                "{owner}'s Parry: {player}'s Sword finds no Kraken and has no effect"},
    kit::phrase{"deadmansdraw.log.swordNothing", "{player}'s Sword finds nothing to steal"},
    kit::phrase{"deadmansdraw.log.mermaidNothing", "{player}'s Mermaid finds no other card"},
    kit::phrase{"deadmansdraw.log.plunderNobody", "{player} finds no opponent to plunder"},
    kit::phrase{"deadmansdraw.log.bankEmpty", "{victim}'s bank is empty"},
    kit::phrase{"deadmansdraw.log.goldenScales",
                "{player}'s Golden Scales add 5 to the Mermaid stack"},
    kit::phrase{"deadmansdraw.log.wins", "{winners} wins"},
    kit::phrase{"deadmansdraw.log.shareWin", "{winners} share the win"},
    // ---- the actions
    kit::phrase{"deadmansdraw.action.chooseTrait", "Choose {trait}: {effect}"},
    kit::phrase{"deadmansdraw.action.haunt", "Haunt {target} with Davy Jones' Locker"},
    kit::phrase{"deadmansdraw.action.draw", "Draw a card"},
    kit::phrase{"deadmansdraw.action.drawOwed", "Draw a card (the Kraken demands {count} more)"},
    kit::phrase{"deadmansdraw.action.drawRevealed", "Draw the revealed {card}"},
    kit::phrase{"deadmansdraw.action.drawRevealedOwed",
                "Draw the revealed {card} (the Kraken demands {count} more)"},
    kit::phrase{"deadmansdraw.action.endTurn", "End your turn"},
    kit::phrase{"deadmansdraw.action.bank", "Bank {count, plural, one {# card} other {# cards}}"},
    kit::phrase{"deadmansdraw.action.bankBonus",
                "Bank {count, plural, one {# card} other {# cards}} with the Key & Chest bonus"},
    kit::phrase{"deadmansdraw.action.hook", "Hook your {card}"},
    kit::phrase{"deadmansdraw.action.fireStack",
                "Fire at {victim}'s {suit} stack ({count, plural, one {# card} other {# cards}})"},
    kit::phrase{"deadmansdraw.action.fire", "Fire at {card} in {victim}'s bank"},
    kit::phrase{"deadmansdraw.action.misfireGive", "Give your {card} to {owner} (Misfire)"},
    kit::phrase{"deadmansdraw.action.misfireDiscard", "Discard your {card} (Misfire)"},
    kit::phrase{"deadmansdraw.action.steal", "Steal {card} from {victim}"},
    kit::phrase{"deadmansdraw.action.mapTake", "Take {card} from the discard pile"},
    kit::phrase{"deadmansdraw.action.mermaidCall", "Call {card} again with the Mermaid"},
    kit::phrase{"deadmansdraw.action.plunderBank", "Plunder {victim}'s bank"},
    kit::phrase{"deadmansdraw.action.plunderTake", "Take {card} from {victim}"},
    // ---- the result
    kit::phrase{"deadmansdraw.result.drawPileExhausted", "the draw pile is exhausted"},
};

// A card {suit, value}, a suit {suit}, a trait {trait} or a trait's printed
// effect {traitEffect}, in English.
std::string english_card(const json &v) {
  if (auto it = v.find("trait"); it != v.end())
    if (const auto tr = parse_trait(it->get<std::string>()))
      return std::string(trait_name(*tr));
  if (auto it = v.find("traitEffect"); it != v.end())
    if (const auto tr = parse_trait(it->get<std::string>()))
      return std::string(trait_effect(*tr));
  if (auto it = v.find("suit"); it != v.end())
    if (const auto s = parse_suit(it->get<std::string>()))
      return v.contains("value") ? card_name({*s, v["value"].get<int>()})
                                 : std::string(suit_name(*s));
  return "?";
}

} // namespace

const kit::phrasebook &english_phrases() {
  static const kit::phrasebook book{phrases, english_card, nullptr};
  return book;
}

json card_param(card c) {
  return kit::card_param(card_json(c));
}

json cards_param(const std::vector<card> &cards) {
  json items = json::array();
  for (const card &c : cards)
    items.push_back(card_param(c));
  return kit::list_param(std::move(items));
}

json suit_param(suit s) {
  json v = json::object();
  v["suit"] = suit_key(s);
  return kit::card_param(std::move(v));
}

json trait_param(trait t) {
  json v = json::object();
  v["trait"] = trait_key(t);
  return kit::card_param(std::move(v));
}

json trait_effect_param(trait t) {
  json v = json::object();
  v["traitEffect"] = trait_key(t);
  return kit::card_param(std::move(v));
}

} // namespace tavern::games::deadmansdraw
