// DrachenSchatten: the words for cards, symbols and prompts (their pictures
// are drawn in drachenschatten-art.js).
// The engine sends keys (games/drachenschatten/card_data.hpp); these are the
// client's way of drawing them, and the words are keys of the catalogues.

import { msgKey, tKey } from '../i18n/index.js';

export const ITEMS = {
  torch: { name: msgKey('drachenschatten.item.torch') },
  boots: { name: msgKey('drachenschatten.item.boots') },
  sword: { name: msgKey('drachenschatten.item.sword') },
  shield: { name: msgKey('drachenschatten.item.shield') },
  helmet: { name: msgKey('drachenschatten.item.helmet') },
  potion: { name: msgKey('drachenschatten.item.potion') },
  key: { name: msgKey('drachenschatten.item.key') },
  wand: { name: msgKey('drachenschatten.item.wand') },
  gem: { name: msgKey('drachenschatten.item.gem') },
  book: { name: msgKey('drachenschatten.item.book') },
};

export const ITEM_ORDER = Object.keys(ITEMS);

// The items printed with more than one symbol (games/drachenschatten/card_data.hpp:
// torches of three kinds, swords of five, wands of four): such a card is named with its
// symbol, so that two different cards never read the same.
export const ITEMS_OF_SEVERAL_KINDS = new Set(['torch', 'sword', 'wand']);

export const CREATURES = {
  dragon: { name: msgKey('drachenschatten.creature.dragon') },
  hydra: { name: msgKey('drachenschatten.creature.hydra') },
  treasure: { name: msgKey('drachenschatten.creature.treasure') },
};

// `short` is printed on the card beside its sign; `text` says what the symbol does.
export const SYMBOLS = {
  look1: { short: msgKey('drachenschatten.symbol.look1.short'), text: msgKey('drachenschatten.symbol.look1') },
  look2: { short: msgKey('drachenschatten.symbol.look2.short'), text: msgKey('drachenschatten.symbol.look2') },
  look3: { short: msgKey('drachenschatten.symbol.look3.short'), text: msgKey('drachenschatten.symbol.look3') },
  reveal: { short: msgKey('drachenschatten.symbol.reveal.short'), text: msgKey('drachenschatten.symbol.reveal') },
  protectDragon: { short: msgKey('drachenschatten.symbol.protectDragon.short'), text: msgKey('drachenschatten.symbol.protectDragon') },
  protectHydra: { short: msgKey('drachenschatten.symbol.protectHydra.short'), text: msgKey('drachenschatten.symbol.protectHydra') },
  restore: { short: msgKey('drachenschatten.symbol.restore.short'), text: msgKey('drachenschatten.symbol.restore') },
  swap: { short: msgKey('drachenschatten.symbol.swap.short'), text: msgKey('drachenschatten.symbol.swap') },
  steal: { short: msgKey('drachenschatten.symbol.steal.short'), text: msgKey('drachenschatten.symbol.steal') },
  destroy: { short: msgKey('drachenschatten.symbol.destroy.short'), text: msgKey('drachenschatten.symbol.destroy') },
  decay: { short: msgKey('drachenschatten.symbol.decay.short'), text: msgKey('drachenschatten.symbol.decay') },
};

export const PROMPTS = {
  start: msgKey('drachenschatten.prompt.start'),
  reveal: msgKey('drachenschatten.prompt.reveal'),
  fight: msgKey('drachenschatten.prompt.fight'),
  lose: msgKey('drachenschatten.prompt.lose'),
  endTurn: msgKey('drachenschatten.prompt.endTurn'),
};

// What the others see while a player acts ({name} is the player).
export const PENDING_OTHERS = {
  setup: msgKey('drachenschatten.pending.setup'),
  turn: msgKey('drachenschatten.pending.turn'),
  look: msgKey('drachenschatten.pending.look'),
  battle: msgKey('drachenschatten.pending.battle'),
};

/** The text of `field` of `table[key]`, or `fallback` when the table does not have it. */
export function say(table, key, field, fallback = '') {
  if (!Object.hasOwn(table, key)) return fallback;
  const text = field ? table[key][field] : table[key];
  return text ? tKey(text) : fallback;
}
