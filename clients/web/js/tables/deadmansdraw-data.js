// Texts about Dead Man's Draw for the table: trait names and effects, suit
// abilities, and the prompts for each kind of decision.

export const TRAITS = {
  safeHarbor: { name: 'Safe Harbor', suit: 'Anchor', effect: 'The Anchor and the two cards after it are kept on a bust.' },
  masterGunner: { name: 'Master Gunner', suit: 'Cannon', effect: 'Your Cannon discards a whole suit stack.' },
  misfire: { name: 'Misfire', suit: 'Cannon', effect: 'An opponent who places a Cannon loses the top card of one of their stacks.' },
  scavenger: { name: 'Scavenger', suit: 'Cannon', effect: 'The card your Cannon removes goes to your bank.' },
  captainsHook: { name: "Captain's Hook", suit: 'Hook', effect: 'Your Hook brings two cards from your bank.' },
  miser: { name: 'Miser', suit: 'Hook', effect: 'The Hook and the next card are kept on a bust.' },
  plunderer: { name: 'Plunderer', suit: 'Key', effect: "Your Key & Chest bonus comes from one opponent's bank." },
  treasureHunter: { name: 'Treasure Hunter', suit: 'Chest', effect: 'Your Key & Chest bonus is tripled (revised: doubled).' },
  beastmaster: { name: 'Beastmaster', suit: 'Kraken', effect: 'Opponents must place four cards instead of two for a Kraken.' },
  fisherman: { name: 'Fisherman', suit: 'Kraken', effect: 'Your Krakens are banked at once and force no draws.' },
  navigator: { name: 'Navigator', suit: 'Map', effect: 'Your Map takes any card of the discard pile.' },
  casanova: { name: 'Casanova', suit: 'Mermaid', effect: 'Your Mermaids are banked at once.' },
  goldenScales: { name: 'Golden Scales', suit: 'Mermaid', effect: 'Your Mermaid stack scores 5 more.' },
  mystic: { name: 'Mystic', suit: 'Oracle', effect: 'Your Oracle reveals three cards.' },
  parry: { name: 'Parry', suit: 'Sword', effect: "An opponent's Sword may only steal a Kraken." },
  swordsman: { name: 'Swordsman', suit: 'Sword', effect: 'Your Sword may steal from any stack.' },
  davyJonesLocker: { name: "Davy Jones' Locker", suit: null, effect: 'The cards an opponent busts go to your bank.' },
  siren: { name: 'Siren', suit: 'Mermaid', effect: "You bank the card an opponent's Mermaid chooses." },
};

export const ABILITIES = {
  Anchor: 'On a bust you keep the cards placed before the Anchor.',
  Cannon: "Discard the top card of one of an opponent's suit stacks.",
  Chest: 'Banked together with a Key: bonus cards from the discard pile.',
  Hook: 'Place the top card of one of your own suit stacks in the play area.',
  Key: 'Banked together with a Chest: bonus cards from the discard pile.',
  Kraken: 'Two more cards must be placed before you may bank.',
  Map: 'Reveal three cards of the discard pile and place one of them.',
  Mermaid: 'No ability, but the highest values.',
  Oracle: 'Reveal the top card of the draw pile, then draw it or bank.',
  Sword: "Place the top card of an opponent's stack of a suit you do not have.",
};

/** What the player is asked, by the type of the actions offered. */
export const PROMPTS = {
  trait: 'Choose your pirate trait',
  locker: "Davy Jones' Locker: choose whose busts you collect",
  draw: 'Draw a card, or bank the play area',
  hook: 'Your Hook: choose one of your stacks',
  cannon: "Your Cannon: choose an opponent's stack to fire at",
  misfire: 'Misfire: give up the top card of one of your stacks',
  sword: "Your Sword: steal the top card of an opponent's stack",
  map: 'Your Map: take one of the revealed cards',
  mermaid: 'Your Mermaid: choose a card to call again',
  plunderFrom: 'Plunderer: choose the bank to plunder',
  plunder: 'Plunderer: take the top card of a stack',
};

/** Known trait key or name -> {key, name, effect}. */
export function traitInfo(trait) {
  if (trait && typeof trait === 'object') return traitInfo(trait.key ?? trait.id ?? trait.trait ?? trait.name);
  const text = String(trait ?? '');
  if (TRAITS[text]) return { key: text, ...TRAITS[text] };
  const byName = Object.entries(TRAITS).find(([, info]) => info.name.toLowerCase() === text.toLowerCase());
  if (byName) return { key: byName[0], ...byName[1] };
  return { key: text, name: text, effect: '' };
}

/** What the others see while a player decides, by the pending decision's kind. */
export const PENDING_OTHERS = {
  play: 'is playing',
  hook: 'is choosing a card for the Hook',
  cannon: 'is aiming the Cannon',
  misfire: 'must give up a card (Misfire)',
  sword: 'is choosing a card to steal',
  map: 'is choosing a card from the Map',
  mermaid: 'is choosing a card for the Mermaid',
  plunderFrom: 'is choosing a bank to plunder',
  plunder: 'is plundering',
  locker: "is choosing whom Davy Jones' Locker haunts",
};
