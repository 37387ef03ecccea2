// DrachenSchatten: the pictures and words for cards, symbols and prompts.
// Icons are characters common system fonts have (no emoji font needed).
// The engine sends keys (games/drachenschatten/card_data.hpp); these are the
// client's way of drawing them, and the words are keys of the catalogues.

import { msgKey, tKey } from '../i18n/index.js';

export const ITEMS = {
  torch: { name: msgKey('drachenschatten.item.torch'), icon: '☀' },
  boots: { name: msgKey('drachenschatten.item.boots'), icon: '⇧' },
  sword: { name: msgKey('drachenschatten.item.sword'), icon: '⚔' },
  shield: { name: msgKey('drachenschatten.item.shield'), icon: '⬟' },
  helmet: { name: msgKey('drachenschatten.item.helmet'), icon: '♜' },
  potion: { name: msgKey('drachenschatten.item.potion'), icon: '⚗' },
  key: { name: msgKey('drachenschatten.item.key'), icon: '⚷' },
  wand: { name: msgKey('drachenschatten.item.wand'), icon: '⚚' },
  gem: { name: msgKey('drachenschatten.item.gem'), icon: '◆' },
  book: { name: msgKey('drachenschatten.item.book'), icon: '☰' },
};

export const ITEM_ORDER = Object.keys(ITEMS);

export const CREATURES = {
  dragon: { name: msgKey('drachenschatten.creature.dragon'), icon: '☄' },
  hydra: { name: msgKey('drachenschatten.creature.hydra'), icon: '⚕' },
  treasure: { name: msgKey('drachenschatten.creature.treasure'), icon: '⛃' },
};

// `short` is printed on the card beside its icon; `text` says what the symbol does.
export const SYMBOLS = {
  look1: { icon: '◉', short: msgKey('drachenschatten.symbol.look1.short'), text: msgKey('drachenschatten.symbol.look1') },
  look2: { icon: '◉', short: msgKey('drachenschatten.symbol.look2.short'), text: msgKey('drachenschatten.symbol.look2') },
  look3: { icon: '◉', short: msgKey('drachenschatten.symbol.look3.short'), text: msgKey('drachenschatten.symbol.look3') },
  reveal: { icon: '⇧', short: msgKey('drachenschatten.symbol.reveal.short'), text: msgKey('drachenschatten.symbol.reveal') },
  protectDragon: { icon: '⬟', short: msgKey('drachenschatten.symbol.protectDragon.short'), text: msgKey('drachenschatten.symbol.protectDragon') },
  protectHydra: { icon: '⬟', short: msgKey('drachenschatten.symbol.protectHydra.short'), text: msgKey('drachenschatten.symbol.protectHydra') },
  restore: { icon: '↺', short: msgKey('drachenschatten.symbol.restore.short'), text: msgKey('drachenschatten.symbol.restore') },
  swap: { icon: '⇄', short: msgKey('drachenschatten.symbol.swap.short'), text: msgKey('drachenschatten.symbol.swap') },
  steal: { icon: '⇐', short: msgKey('drachenschatten.symbol.steal.short'), text: msgKey('drachenschatten.symbol.steal') },
  destroy: { icon: '✖', short: msgKey('drachenschatten.symbol.destroy.short'), text: msgKey('drachenschatten.symbol.destroy') },
  decay: { icon: '☠', short: msgKey('drachenschatten.symbol.decay.short'), text: msgKey('drachenschatten.symbol.decay') },
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
