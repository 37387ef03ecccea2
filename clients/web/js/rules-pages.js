// The players' rules of each game as data: sections of paragraphs (keys of
// the catalogues, so that a page follows the language switch) and galleries of
// pictures by card, character, symbol or tile id, each drawn by the table's
// own art. games/<id>/RULES.md stays the implementers' reference; where the
// printed rulebook and RULES.md differ, these pages say what RULES.md rules.

import { cardFace as dmdCard, suitEmblem, suitLabel, SUITS } from './cards.js';
import { el, svg } from './dom.js';
import { msgKey, tKey } from './i18n/index.js';
import { cardFace as ceCard } from './tables/coltexpress.js';
import { lootArt, portrait } from './tables/coltexpress-art.js';
import { ACTIONS, CHARACTERS, say, TURNS } from './tables/coltexpress-data.js';
import { abilityOf, traitInfo, TRAITS } from './tables/deadmansdraw-data.js';
import { cardFace as dsCard } from './tables/drachenschatten.js';
import { symbolSign } from './tables/drachenschatten-art.js';
import { CREATURES, ITEMS, SYMBOLS } from './tables/drachenschatten-data.js';
import { tilePicture } from './tables/midevil-board.js';
import { CARDS as MIDEVIL_CARDS, cardInfo, skeletonCount, TILE_NAMES } from './tables/midevil-data.js';
import { drawPieces } from './tables/midevil-map.js';
import { cardFace as midevilCard } from './tables/midevil-players.js';

// ------------------------------------------------------------ the pictures

/** One picture of a gallery: the drawing, its name and what it does. */
function figure(picture, name, text, id) {
  return el('figure', { class: 'rules-figure', dataset: { picture: id } },
    el('div', { class: 'rules-figure-art' }, picture),
    el('figcaption', {}, el('strong', {}, name), text ? el('span', {}, text) : null));
}

// The items and symbols printed together (games/drachenschatten/card_data.hpp).
const DS_CARDS = [
  ['torch', 'look1'], ['torch', 'look2'], ['torch', 'look3'], ['boots', 'reveal'],
  ['sword', 'protectDragon'], ['sword', 'protectHydra'], ['sword', 'swap'], ['sword', 'destroy'], ['sword', 'decay'],
  ['shield', 'protectDragon'], ['helmet', 'protectDragon'], ['potion', 'protectHydra'], ['key', 'restore'],
  ['wand', 'reveal'], ['wand', 'swap'], ['wand', 'steal'], ['wand', 'decay'], ['gem', 'swap'], ['book', 'destroy'],
];

const MIDEVIL_PIECES = [
  { id: 'white', pieces: { skeletons: { '0,0': 'white' } }, name: () => skeletonCount('white', 1), text: msgKey('rulesPage.midevil.piece.white') },
  { id: 'red', pieces: { skeletons: { '0,0': 'red' } }, name: () => skeletonCount('red', 1), text: msgKey('rulesPage.midevil.piece.red') },
  { id: 'blue', pieces: { skeletons: { '0,0': 'blue' } }, name: () => skeletonCount('blue', 1), text: msgKey('rulesPage.midevil.piece.blue') },
  { id: 'life', pieces: { lifeTokens: { '0,0': true } }, view: '0.53 0.53 0.47 0.47', name: () => tKey(msgKey('midevil.lifeToken')), text: msgKey('rulesPage.midevil.piece.life') },
  { id: 'book', pieces: { book: '0,0' }, view: '0.51 0.01 0.49 0.49', name: () => tKey(MIDEVIL_CARDS.necronomicon.name), text: msgKey('rulesPage.midevil.piece.book') },
];

// A piece drawn as on the map, on a square of grass; `view` frames the small ones (drawn in a corner of their square).
function midevilPiece(pieces, view = '0 0 1 1') {
  const layer = svg('g', {});
  drawPieces(layer, pieces);
  return svg('svg', { class: 'rules-piece', viewBox: view, 'aria-hidden': 'true' }, svg('rect', { x: 0, y: 0, width: 1, height: 1, fill: '#6f8f4e' }), layer);
}

const CE_CARD_TEXT = {
  move: msgKey('rulesPage.coltexpress.card.move'),
  floor: msgKey('rulesPage.coltexpress.card.floor'),
  marshal: msgKey('rulesPage.coltexpress.card.marshal'),
  fire: msgKey('rulesPage.coltexpress.card.fire'),
  punch: msgKey('rulesPage.coltexpress.card.punch'),
  rob: msgKey('rulesPage.coltexpress.card.rob'),
  bullet: msgKey('rulesPage.coltexpress.card.bullet'),
};

const CE_LOOT = {
  purse: { name: msgKey('rulesPage.coltexpress.loot.purse'), text: msgKey('rulesPage.coltexpress.loot.purse.text') },
  jewel: { name: msgKey('rulesPage.coltexpress.loot.jewel'), text: msgKey('rulesPage.coltexpress.loot.jewel.text') },
  strongbox: { name: msgKey('rulesPage.coltexpress.loot.strongbox'), text: msgKey('rulesPage.coltexpress.loot.strongbox.text') },
};

/** Each gallery kind: its ids and how one is drawn. */
const GALLERIES = {
  dmdSuits: {
    ids: () => SUITS,
    draw: (suit) => figure(dmdCard({ suit, value: suit === 'Mermaid' ? 9 : 7 }, { size: 'md' }), suitLabel(suit), abilityOf(suit), suit),
  },
  dmdTraits: {
    ids: () => Object.keys(TRAITS),
    draw: (key) => {
      const info = traitInfo(key);
      const art = info.suit ? el('span', { class: `rules-emblem suit-${info.suit.toLowerCase()}` }, suitEmblem(info.suit)) : el('span', { class: 'rules-emblem', 'aria-hidden': 'true' }, '☠');
      return figure(art, info.name, info.effect, key);
    },
  },
  ceCards: {
    ids: () => Object.keys(CE_CARD_TEXT),
    draw: (kind) => figure(ceCard({ kind, from: -1 }, {}, {}), say(ACTIONS, kind, 'name'), tKey(CE_CARD_TEXT[kind]), kind),
  },
  ceBandits: {
    ids: () => Object.keys(CHARACTERS),
    draw: (id) => figure(el('span', { class: 'rules-portrait', style: { '--bandit': CHARACTERS[id].color } }, portrait(id)), CHARACTERS[id].name, tKey(CHARACTERS[id].ability), id),
  },
  ceLoot: {
    ids: () => Object.keys(CE_LOOT),
    draw: (kind) => figure(el('span', { class: 'rules-loot' }, lootArt(kind)), tKey(CE_LOOT[kind].name), tKey(CE_LOOT[kind].text), kind),
  },
  ceTurns: {
    ids: () => Object.keys(TURNS),
    draw: (kind) => figure(el('span', { class: 'rules-turn', 'aria-hidden': 'true' }, TURNS[kind].short), tKey(TURNS[kind].name), '', kind),
  },
  dsCards: {
    ids: () => [...DS_CARDS.map(([item, symbol]) => `${item}.${symbol}`), ...Object.keys(CREATURES)],
    draw: (id) => {
      const [item, symbol] = id.split('.');
      const card = symbol ? { kind: 'item', item, symbol } : { kind: item };
      const name = symbol ? tKey(ITEMS[item].name) : tKey(CREATURES[item].name);
      return figure(dsCard(card, { size: 'md' }), name, symbol ? tKey(SYMBOLS[symbol].text) : tKey(CREATURE_TEXT[item]), id);
    },
  },
  dsSymbols: {
    ids: () => Object.keys(SYMBOLS),
    draw: (symbol) => figure(el('span', { class: 'rules-sign' }, symbolSign(symbol), el('span', {}, tKey(SYMBOLS[symbol].short))), tKey(SYMBOLS[symbol].text), '', symbol),
  },
  midevilPieces: {
    ids: () => MIDEVIL_PIECES.map((piece) => piece.id),
    draw: (id) => {
      const piece = MIDEVIL_PIECES.find((one) => one.id === id);
      return figure(midevilPiece(piece.pieces, piece.view), piece.name(), tKey(piece.text), id);
    },
  },
  midevilCards: {
    ids: () => Object.keys(MIDEVIL_CARDS),
    draw: (key) => figure(midevilCard({ card: key }), cardInfo(key).name, cardInfo(key).text, key),
  },
  midevilTiles: {
    ids: () => Object.keys(TILE_NAMES),
    draw: (key) => figure(tilePicture({ drawnTile: key }, 0), tKey(TILE_NAMES[key]), '', key),
  },
};

const CREATURE_TEXT = {
  dragon: msgKey('rulesPage.drachenschatten.dragon'),
  hydra: msgKey('rulesPage.drachenschatten.hydra'),
  treasure: msgKey('rulesPage.drachenschatten.treasure'),
};

// ------------------------------------------------------------ the pages

// A section: its id, title, paragraphs, an optional numbered list, an optional gallery.
export const RULES_PAGES = {
  deadmansdraw: {
    name: "Dead Man's Draw",
    intro: msgKey('rulesPage.deadmansdraw.intro'),
    sections: [
      { id: 'goal', title: msgKey('rulesPage.goal'), text: [msgKey('rulesPage.deadmansdraw.goal.1')] },
      { id: 'setup', title: msgKey('rulesPage.setup'), text: [msgKey('rulesPage.deadmansdraw.setup.1'), msgKey('rulesPage.deadmansdraw.setup.2')] },
      { id: 'turn', title: msgKey('rulesPage.turn'), steps: [msgKey('rulesPage.deadmansdraw.turn.1'), msgKey('rulesPage.deadmansdraw.turn.2'), msgKey('rulesPage.deadmansdraw.turn.3')], text: [msgKey('rulesPage.deadmansdraw.turn.4')] },
      { id: 'suits', title: msgKey('rulesPage.deadmansdraw.suits'), text: [msgKey('rulesPage.deadmansdraw.suits.1')], gallery: 'dmdSuits' },
      { id: 'traits', title: msgKey('rulesPage.deadmansdraw.traits'), text: [msgKey('rulesPage.deadmansdraw.traits.1')], gallery: 'dmdTraits' },
      { id: 'end', title: msgKey('rulesPage.end'), text: [msgKey('rulesPage.deadmansdraw.end.1')] },
      { id: 'example', title: msgKey('rulesPage.examples'), text: [msgKey('rulesPage.deadmansdraw.example.1'), msgKey('rulesPage.deadmansdraw.example.2')] },
    ],
  },
  coltexpress: {
    name: 'Colt Express',
    intro: msgKey('rulesPage.coltexpress.intro'),
    sections: [
      { id: 'goal', title: msgKey('rulesPage.goal'), text: [msgKey('rulesPage.coltexpress.goal.1')] },
      { id: 'setup', title: msgKey('rulesPage.setup'), text: [msgKey('rulesPage.coltexpress.setup.1'), msgKey('rulesPage.coltexpress.setup.2')] },
      { id: 'turn', title: msgKey('rulesPage.round'), steps: [msgKey('rulesPage.coltexpress.round.1'), msgKey('rulesPage.coltexpress.round.2'), msgKey('rulesPage.coltexpress.round.3')] },
      { id: 'turns', title: msgKey('rulesPage.coltexpress.turns'), text: [msgKey('rulesPage.coltexpress.turns.1')], gallery: 'ceTurns' },
      { id: 'cards', title: msgKey('rulesPage.coltexpress.cards'), text: [msgKey('rulesPage.coltexpress.cards.1')], gallery: 'ceCards' },
      { id: 'bandits', title: msgKey('rulesPage.coltexpress.bandits'), gallery: 'ceBandits' },
      { id: 'loot', title: msgKey('rulesPage.coltexpress.loot'), gallery: 'ceLoot' },
      { id: 'end', title: msgKey('rulesPage.end'), text: [msgKey('rulesPage.coltexpress.end.1')] },
      { id: 'example', title: msgKey('rulesPage.examples'), text: [msgKey('rulesPage.coltexpress.example.1')] },
    ],
  },
  drachenschatten: {
    name: 'DrachenSchatten',
    intro: msgKey('rulesPage.drachenschatten.intro'),
    sections: [
      { id: 'goal', title: msgKey('rulesPage.goal'), text: [msgKey('rulesPage.drachenschatten.goal.1')] },
      { id: 'setup', title: msgKey('rulesPage.setup'), text: [msgKey('rulesPage.drachenschatten.setup.1')] },
      { id: 'turn', title: msgKey('rulesPage.turn'), steps: [msgKey('rulesPage.drachenschatten.turn.1'), msgKey('rulesPage.drachenschatten.turn.2')], text: [msgKey('rulesPage.drachenschatten.turn.3')] },
      { id: 'battle', title: msgKey('rulesPage.drachenschatten.battle'), text: [msgKey('rulesPage.drachenschatten.battle.1')] },
      { id: 'cards', title: msgKey('rulesPage.drachenschatten.cards'), text: [msgKey('rulesPage.drachenschatten.cards.1')], gallery: 'dsCards' },
      { id: 'symbols', title: msgKey('rulesPage.drachenschatten.symbols'), gallery: 'dsSymbols' },
      { id: 'example', title: msgKey('rulesPage.examples'), text: [msgKey('rulesPage.drachenschatten.example.1')] },
    ],
  },
  midevil: {
    name: 'MidEvil',
    intro: msgKey('rulesPage.midevil.intro'),
    sections: [
      { id: 'goal', title: msgKey('rulesPage.goal'), text: [msgKey('rulesPage.midevil.goal.1')] },
      { id: 'setup', title: msgKey('rulesPage.setup'), text: [msgKey('rulesPage.midevil.setup.1')] },
      { id: 'turn', title: msgKey('rulesPage.turn'), steps: [msgKey('rulesPage.midevil.turn.1'), msgKey('rulesPage.midevil.turn.2'), msgKey('rulesPage.midevil.turn.3'), msgKey('rulesPage.midevil.turn.4'), msgKey('rulesPage.midevil.turn.5'), msgKey('rulesPage.midevil.turn.6')] },
      { id: 'combat', title: msgKey('rulesPage.midevil.combat'), text: [msgKey('rulesPage.midevil.combat.1')] },
      { id: 'pieces', title: msgKey('rulesPage.midevil.pieces'), gallery: 'midevilPieces' },
      { id: 'cards', title: msgKey('rulesPage.midevil.cards'), text: [msgKey('rulesPage.midevil.cards.1')], gallery: 'midevilCards' },
      { id: 'tiles', title: msgKey('rulesPage.midevil.tiles'), text: [msgKey('rulesPage.midevil.tiles.1')], gallery: 'midevilTiles' },
      { id: 'example', title: msgKey('rulesPage.examples'), text: [msgKey('rulesPage.midevil.example.1')] },
    ],
  },
};

export function hasRulesPage(gameId) {
  return Object.hasOwn(RULES_PAGES, gameId);
}

/** The ids of a section's pictures, for the tests and the page. */
export function galleryIds(section) {
  return section.gallery ? GALLERIES[section.gallery].ids() : [];
}

/** A game's players' page, in the current language, as a list of elements. */
export function renderRulesPage(gameId) {
  const page = RULES_PAGES[gameId];
  const contents = el('nav', { class: 'rules-contents', 'aria-label': tKey(msgKey('rulesPage.contents')) },
    el('ul', {}, page.sections.map((section) => el('li', {}, el('a', { href: `#rules-${gameId}-${section.id}` }, tKey(section.title))))));
  contents.addEventListener('click', (event) => {
    const link = event.target.closest('a');
    if (!link) return;
    event.preventDefault();
    document.getElementById(link.getAttribute('href').slice(1))?.scrollIntoView({ block: 'start' });
  });
  return [
    el('p', { class: 'rules-intro' }, tKey(page.intro)),
    contents,
    ...page.sections.map((section) => el('section', { class: 'rules-section', id: `rules-${gameId}-${section.id}`, dataset: { section: section.id } },
      el('h3', {}, tKey(section.title)),
      section.steps ? el('ol', { class: 'rules-steps' }, section.steps.map((key) => el('li', {}, tKey(key)))) : null,
      (section.text ?? []).map((key) => el('p', {}, tKey(key))),
      section.gallery ? el('div', { class: 'rules-gallery', dataset: { gallery: section.gallery } }, galleryIds(section).map((id) => GALLERIES[section.gallery].draw(id))) : null)),
  ];
}
