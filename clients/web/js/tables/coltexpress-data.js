// Colt Express names, colours and symbols for the table (games/coltexpress/card_data.hpp).
// The words are keys of the catalogues; the bandits' names are the same in
// every printing and are not translated.

import { msgKey, tKey } from '../i18n/index.js';

// Each bandit's colour is his own (as his pieces are in the box), far enough
// from the others' to tell them apart at a glance.
export const CHARACTERS = {
  belle: { name: 'Belle', color: '#c2417a', ability: msgKey('coltexpress.ability.belle') },
  cheyenne: { name: 'Cheyenne', color: '#2f8f5b', ability: msgKey('coltexpress.ability.cheyenne') },
  django: { name: 'Django', color: '#1c1c1c', ability: msgKey('coltexpress.ability.django') },
  doc: { name: 'Doc', color: '#2f5fa8', ability: msgKey('coltexpress.ability.doc') },
  ghost: { name: 'Ghost', color: '#8e9aa6', ability: msgKey('coltexpress.ability.ghost') },
  tuco: { name: 'Tuco', color: '#d2691e', ability: msgKey('coltexpress.ability.tuco') },
};

export const ACTIONS = {
  move: { name: msgKey('coltexpress.card.move'), symbol: '⇆' },
  floor: { name: msgKey('coltexpress.card.floor'), symbol: '⇅' },
  marshal: { name: msgKey('coltexpress.card.marshal'), symbol: '★' },
  fire: { name: msgKey('coltexpress.card.fire'), symbol: '✹' },
  punch: { name: msgKey('coltexpress.card.punch'), symbol: '!' },
  rob: { name: msgKey('coltexpress.card.rob'), symbol: '$' },
  bullet: { name: msgKey('coltexpress.card.bullet'), symbol: '•' },
};

export const TURNS = {
  standard: { name: msgKey('coltexpress.turn.standard'), short: 'S' },
  tunnel: { name: msgKey('coltexpress.turn.tunnel'), short: 'T' },
  speeding: { name: msgKey('coltexpress.turn.speeding'), short: '»' },
  switching: { name: msgKey('coltexpress.turn.switching'), short: '↺' },
};

// `count` is a plural message: "{count, plural, one {# purse} other {# purses}}".
export const LOOT = {
  purse: { count: msgKey('coltexpress.loot.purse'), symbol: '$' },
  jewel: { count: msgKey('coltexpress.loot.jewel'), symbol: '◆' },
  strongbox: { count: msgKey('coltexpress.loot.strongbox'), symbol: '▣' },
};

// The round cards by key: their names and the events at their end.
export const ROUNDS = {
  angryMarshal: { name: msgKey('coltexpress.round.angryMarshal'), event: msgKey('coltexpress.event.angryMarshal') },
  swivelArm: { name: msgKey('coltexpress.round.swivelArm'), event: msgKey('coltexpress.event.swivelArm') },
  braking: { name: msgKey('coltexpress.round.braking'), event: msgKey('coltexpress.event.braking') },
  takeItAll: { name: msgKey('coltexpress.round.takeItAll'), event: msgKey('coltexpress.event.takeItAll') },
  rebellion: { name: msgKey('coltexpress.round.rebellion'), event: msgKey('coltexpress.event.rebellion') },
  tunnel: { name: msgKey('coltexpress.round.tunnel'), event: null },
  bridge: { name: msgKey('coltexpress.round.bridge'), event: null },
  pickpocketing: { name: msgKey('coltexpress.round.pickpocketing'), event: msgKey('coltexpress.event.pickpocketing') },
  marshalsRevenge: { name: msgKey('coltexpress.round.marshalsRevenge'), event: msgKey('coltexpress.event.marshalsRevenge') },
  hostage: { name: msgKey('coltexpress.round.hostage'), event: msgKey('coltexpress.event.hostage') },
};

export const PHASES = {
  choose: msgKey('coltexpress.phase.choose'),
  schemin: msgKey('coltexpress.phase.schemin'),
  keep: msgKey('coltexpress.phase.keep'),
  stealin: msgKey('coltexpress.phase.stealin'),
  station: msgKey('coltexpress.phase.station'),
  finished: msgKey('coltexpress.phase.finished'),
};

// What the others see while a player decides ({name} is the player).
export const PENDING = {
  move: msgKey('coltexpress.pending.move'),
  marshal: msgKey('coltexpress.pending.marshal'),
  fire: msgKey('coltexpress.pending.fire'),
  punch: msgKey('coltexpress.pending.punch'),
  punchLoot: msgKey('coltexpress.pending.punchLoot'),
  cheyenne: msgKey('coltexpress.pending.cheyenne'),
  push: msgKey('coltexpress.pending.push'),
  rob: msgKey('coltexpress.pending.rob'),
  pickpocket: msgKey('coltexpress.pending.pickpocket'),
};

/** The text of `key` in `table`, or `fallback` when the table does not have it. */
export function say(table, key, field, fallback = '') {
  if (!Object.hasOwn(table, key)) return fallback;
  const entry = table[key];
  const text = field ? entry[field] : entry;
  return text ? tKey(text) : fallback;
}
