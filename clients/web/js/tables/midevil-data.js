// MidEvil's names and looks as data: cards, tiles, skeleton colours, pawn
// colours, and what a die was rolled for. The engine names things by key
// (games/midevil/VIEW.md); this is how the table shows them. The words are
// keys of the catalogues (the cards' names are the printed editions').

import { msgKey, tKey } from '../i18n/index.js';

// `name` is the colour; `skeleton` is a plural message ("{count, plural, one {# white skeleton} ...}").
export const SKELETONS = {
  white: { name: msgKey('midevil.colour.white'), skeleton: msgKey('midevil.skeleton.white'), points: 1, fill: '#f3f0e6', ink: '#222', stroke: '#5b5648' },
  red: { name: msgKey('midevil.colour.red'), skeleton: msgKey('midevil.skeleton.red'), points: 2, fill: '#c0392b', ink: '#fff', stroke: '#5a120b' },
  blue: { name: msgKey('midevil.colour.blue'), skeleton: msgKey('midevil.skeleton.blue'), points: 3, fill: '#2e63b8', ink: '#fff', stroke: '#0f2a57' },
};

/** "2 red skeletons" in the reader's language; `colour` unknown: "2 skeletons". */
export function skeletonCount(colour, count) {
  return Object.hasOwn(SKELETONS, colour) ? tKey(SKELETONS[colour].skeleton, { count }) : tKey(msgKey('midevil.skeletons'), { count });
}

/** A colour's name ("red", "rosso"). */
export function colourName(colour) {
  return Object.hasOwn(SKELETONS, colour) ? tKey(SKELETONS[colour].name) : String(colour ?? '');
}
export const COLOURS = ['white', 'red', 'blue'];

// Pawn colours by seat (the avatar colours of room.css, brighter for the map).
export const PAWNS = ['#e0533f', '#3d8be0', '#4fb84f', '#e0a42e', '#9b6ee0', '#2ec4c4'];

// kind: weapon / item stay in play; reaction: played outside your turn; event: played on your turn.
export const CARDS = {
  axe: { name: msgKey('midevil.card.axe'), kind: 'weapon', icon: '⚒', text: msgKey('midevil.card.axe.text') },
  catapult: { name: msgKey('midevil.card.catapult'), kind: 'weapon', icon: '☄', text: msgKey('midevil.card.catapult.text') },
  crossbow: { name: msgKey('midevil.card.crossbow'), kind: 'weapon', icon: '➹', text: msgKey('midevil.card.crossbow.text') },
  explosives: { name: msgKey('midevil.card.explosives'), kind: 'weapon', icon: '✹', text: msgKey('midevil.card.explosives.text') },
  giveMeThat: { name: msgKey('midevil.card.giveMeThat'), kind: 'event', icon: '☛', text: msgKey('midevil.card.giveMeThat.text') },
  horse: { name: msgKey('midevil.card.horse'), kind: 'item', icon: '♞', text: msgKey('midevil.card.horse.text') },
  howMany: { name: msgKey('midevil.card.howMany'), kind: 'event', icon: '☠', text: msgKey('midevil.card.howMany.text') },
  allAboutMe: { name: msgKey('midevil.card.allAboutMe'), kind: 'reaction', icon: '♛', text: msgKey('midevil.card.allAboutMe.text') },
  fleshWound: { name: msgKey('midevil.card.fleshWound'), kind: 'event', icon: '✚', text: msgKey('midevil.card.fleshWound.text') },
  lookNothing: { name: msgKey('midevil.card.lookNothing'), kind: 'event', icon: '☜', text: msgKey('midevil.card.lookNothing.text') },
  lost: { name: msgKey('midevil.card.lost'), kind: 'event', icon: '⚐', text: msgKey('midevil.card.lost.text') },
  mace: { name: msgKey('midevil.card.mace'), kind: 'weapon', icon: '⚙', text: msgKey('midevil.card.mace.text') },
  myPrecious: { name: msgKey('midevil.card.myPrecious'), kind: 'event', icon: '◈', text: msgKey('midevil.card.myPrecious.text') },
  polearm: { name: msgKey('midevil.card.polearm'), kind: 'weapon', icon: '⚔', text: msgKey('midevil.card.polearm.text') },
  shortBow: { name: msgKey('midevil.card.shortBow'), kind: 'weapon', icon: '➶', text: msgKey('midevil.card.shortBow.text') },
  swingAndMiss: { name: msgKey('midevil.card.swingAndMiss'), kind: 'reaction', icon: '↺', text: msgKey('midevil.card.swingAndMiss.text') },
  theyreAllMine: { name: msgKey('midevil.card.theyreAllMine'), kind: 'event', icon: '⚖', text: msgKey('midevil.card.theyreAllMine.text') },
  nevermind: { name: msgKey('midevil.card.nevermind'), kind: 'reaction', icon: '⊘', text: msgKey('midevil.card.nevermind.text') },
  what: { name: msgKey('midevil.card.what'), kind: 'reaction', icon: '⁉', text: msgKey('midevil.card.what.text') },
  whatAmIGonnaDo: { name: msgKey('midevil.card.whatAmIGonnaDo'), kind: 'event', icon: '⟳', text: msgKey('midevil.card.whatAmIGonnaDo.text') },
  yoink: { name: msgKey('midevil.card.yoink'), kind: 'event', icon: '☝', text: msgKey('midevil.card.yoink.text') },
  gotNothin: { name: msgKey('midevil.card.gotNothin'), kind: 'event', icon: '✗', text: msgKey('midevil.card.gotNothin.text') },
  stayThere: { name: msgKey('midevil.card.stayThere'), kind: 'event', icon: '⚓', text: msgKey('midevil.card.stayThere.text') },
  necronomicon: { name: msgKey('midevil.card.necronomicon'), kind: 'book', icon: '✠', text: msgKey('midevil.card.necronomicon.text') },
};

/** A card by key, in the reader's language: {name, kind, icon, text, known}. */
export function cardInfo(key) {
  if (!Object.hasOwn(CARDS, key)) return { name: String(key ?? tKey(msgKey('midevil.card'))), kind: 'event', icon: '✦', text: '', known: false };
  const card = CARDS[key];
  return { name: tKey(card.name), kind: card.kind, icon: card.icon, text: tKey(card.text), known: true };
}

export const KIND_NAMES = {
  weapon: msgKey('midevil.kind.weapon'),
  item: msgKey('midevil.kind.item'),
  reaction: msgKey('midevil.kind.reaction'),
  event: msgKey('midevil.kind.event'),
  book: msgKey('midevil.kind.book'),
};

// Layouts by tile key, the first of each key in games/midevil/tile_data.cpp
// (R road, G grass, B building, D door, F furnace, W water, = bridge,
// V vegetation, A altar, C graveyard centre). Used only to preview the drawn
// tile when the view gives its key alone.
const GRID_KINDS = { R: 'road', G: 'grass', B: 'building', D: 'door', F: 'furnace', W: 'water', '=': 'bridge', V: 'vegetation', A: 'altar', C: 'grave' };
const LAYOUTS = {
  altar: ['GRG', 'RAR', 'GRG'],
  graveyard: ['GRG', 'GCG', 'GRG'],
  blacksmith: ['BFB', 'BDB', 'GRG'],
  bridge: ['W=W', 'W=W', 'W=W'],
  tavern: ['BBB', 'BDB', 'GRG'],
  chapel: ['GRG', 'BDB', 'BBB'],
  inn: ['BDB', 'RRR', 'GGG'],
  stables: ['GRG', 'RRR', 'BDB'],
  mill: ['BBG', 'DRR', 'GRG'],
  watchtower: ['GRG', 'GRD', 'GRB'],
  guardhouse: ['BBB', 'DRR', 'BBB'],
  apothecary: ['GRG', 'GRR', 'BDG'],
  castleGate: ['BBB', 'BDB', 'BRB'],
  straight: ['GRG', 'GRG', 'GRG'],
  corner: ['GRG', 'GRR', 'GGG'],
  junction: ['GRG', 'RRR', 'GGG'],
  crossroads: ['GRG', 'RRR', 'GRG'],
};

export const TILE_NAMES = {
  altar: msgKey('midevil.tile.altar'),
  graveyard: msgKey('midevil.tile.graveyard'),
  blacksmith: msgKey('midevil.tile.blacksmith'),
  bridge: msgKey('midevil.tile.bridge'),
  tavern: msgKey('midevil.tile.tavern'),
  chapel: msgKey('midevil.tile.chapel'),
  inn: msgKey('midevil.tile.inn'),
  stables: msgKey('midevil.tile.stables'),
  mill: msgKey('midevil.tile.mill'),
  watchtower: msgKey('midevil.tile.watchtower'),
  guardhouse: msgKey('midevil.tile.guardhouse'),
  apothecary: msgKey('midevil.tile.apothecary'),
  castleGate: msgKey('midevil.tile.castleGate'),
  straight: msgKey('midevil.tile.straight'),
  corner: msgKey('midevil.tile.corner'),
  junction: msgKey('midevil.tile.junction'),
  crossroads: msgKey('midevil.tile.crossroads'),
};

// Skeletons / life tokens printed on named tiles (the others roll a die).
export const TILE_POPULATION = {
  graveyard: [4, 0], blacksmith: [2, 1], tavern: [3, 2], chapel: [2, 2], inn: [3, 1], stables: [2, 1], mill: [2, 1],
  watchtower: [2, 1], guardhouse: [3, 1], apothecary: [1, 2], castleGate: [4, 1],
};

/** The 9 square kinds of a tile key at rotation 0 (north row first), or null. */
export function layoutOf(key) {
  const grid = LAYOUTS[key];
  return grid ? grid.join('').split('').map((c) => GRID_KINDS[c] ?? 'grass') : null;
}

/** The squares of a 3×3 tile (row-major) turned `rotation` degrees clockwise. */
export function rotateSquares(squares, rotation) {
  let out = squares.slice();
  for (let turn = 0; turn < ((Math.round(rotation / 90) % 4) + 4) % 4; turn += 1) {
    const next = new Array(9);
    for (let row = 0; row < 3; row += 1) for (let col = 0; col < 3; col += 1) next[row * 3 + col] = out[(2 - col) * 3 + row];
    out = next;
  }
  return out;
}

// What a die was rolled for; the three cards are named as their cards are.
export const ROLL_FOR = {
  move: msgKey('midevil.rollFor.move'),
  combat: msgKey('midevil.rollFor.combat'),
  book: msgKey('midevil.rollFor.book'),
  skeletons: msgKey('midevil.rollFor.skeletons'),
  skeletonMove: msgKey('midevil.rollFor.skeletonMove'),
  area: msgKey('midevil.rollFor.area'),
  yoink: msgKey('midevil.card.yoink'),
  gotNothin: msgKey('midevil.card.gotNothin'),
  stayThere: msgKey('midevil.card.stayThere'),
};

// What the player whose turn it is does ({name} is the player).
export const PHASES = {
  start: msgKey('midevil.phase.start'),
  place: msgKey('midevil.phase.place'),
  populate: msgKey('midevil.phase.populate'),
  fight: msgKey('midevil.phase.fight'),
  move: msgKey('midevil.phase.move'),
  skeletons: msgKey('midevil.phase.skeletons'),
  discard: msgKey('midevil.phase.discard'),
  handLimit: msgKey('midevil.phase.handLimit'),
  take: msgKey('midevil.phase.take'),
  choice: msgKey('midevil.phase.choice'),
  finished: msgKey('midevil.phase.finished'),
};

// What opened a reaction window ({name} is who did it).
export const WINDOW_ABOUT = {
  roll: msgKey('midevil.window.roll'),
  card: msgKey('midevil.window.card'),
  tile: msgKey('midevil.window.tile'),
  kill: msgKey('midevil.window.kill'),
};

/** The text of `table[key]` in the reader's language, or `fallback`. */
export function say(table, key, fallback = '', params) {
  return Object.hasOwn(table, key) && table[key] ? tKey(table[key], params) : fallback;
}

export const WALKABLE = new Set(['road', 'grass', 'building', 'door', 'bridge', 'altar', 'grave']);
export const WALLED = new Set(['building', 'door', 'furnace']);
