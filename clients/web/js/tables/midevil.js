// The MidEvil table: the map of tiles as it grows (pan and zoom), the
// skeletons, life tokens, Horses, the Necronomicon and the pawns on it, the
// decision with its gestures on the map (tile placement with a choice of
// rotation, skeletons and life tokens onto squares, moving step by step,
// moving skeletons, attacks), the dice with what they were for, the reaction
// window with its countdown (and the choice to let the clock pass for you), your hand, and every player's life, trophies and
// cards in play. Every action sent is one of the document's `actions`,
// unchanged; an action without a gesture is always offered as a button.
//
// The engine's view is described in games/midevil/VIEW.md. Read defensively:
// a missing field shows as empty.

import { el, markEngineText } from '../dom.js';
import { list, msgKey, t, tKey } from '../i18n/index.js';
import { reasonText } from '../i18n/messages.js';
import { mapBoard } from './midevil-board.js';
import { cardInfo, colourName, COLOURS, skeletonCount, TILE_NAMES } from './midevil-data.js';
import { decisionPanel } from './midevil-decision.js';
import { setRedraw, validatePicks } from './midevil-picks.js';
import { cardKey, handPanel, playerPanel } from './midevil-players.js';
import { asArray, asObject, classify, isSeat } from './midevil-view.js';
import { guardClicks, noteActions, reactionMode } from './midevil-reaction.js';
import { placeName, placeWords } from './midevil-places.js';
import { wireTargets } from './targets.js';

/**
 * How MidEvil's messages name things (games/midevil/phrases.hpp): a card
 * {card: key} by its printed name, a tile {tile: key}, a skeleton's colour
 * {colour}, skeletons {skeleton: colour, count?}; a place: a square "x,y" or a
 * tile "tile:x,y" (by where it is on the map).
 */
export const messageHooks = {
  card(value) {
    const thing = asObject(value);
    if (typeof thing.card === 'string') {
      const info = cardInfo(thing.card);
      return info.known ? info.name : null;
    }
    if (typeof thing.tile === 'string') return Object.hasOwn(TILE_NAMES, thing.tile) ? tKey(TILE_NAMES[thing.tile]) : null;
    if (typeof thing.colour === 'string' && COLOURS.includes(thing.colour)) return colourName(thing.colour);
    if (typeof thing.skeleton === 'string' && COLOURS.includes(thing.skeleton)) return skeletonCount(thing.skeleton, Number.isInteger(thing.count) ? thing.count : 1);
    return null;
  },
  place(value) {
    return placeWords(value);
  },
};

const BOOK_PLACE = {
  nowhere: msgKey('midevil.book.notFound'),
  held: msgKey('midevil.book.heldBy'),
  heldByYou: msgKey('midevil.book.heldByYou'),
  on: msgKey('midevil.book.on'),
};

function statusStrip(view, ctx) {
  const decks = asObject(view.decks);
  const supply = asObject(view.supply);
  const necro = asObject(view.necronomicon);
  const bookName = cardInfo('necronomicon').name;
  let book = tKey(BOOK_PLACE.nowhere, { book: bookName });
  if (isSeat(necro.holder)) book = necro.holder === ctx.you.seat ? tKey(BOOK_PLACE.heldByYou, { book: bookName }) : tKey(BOOK_PLACE.held, { book: bookName, name: ctx.nameOf(necro.holder) });
  else if (necro.square && !necro.setAside) book = tKey(BOOK_PLACE.on, { book: bookName, square: placeName(view, necro.square) });
  const discard = asArray(view.discard);
  return el('section', { class: 'panel mev-status', 'aria-label': t('midevil.status') },
    el('h2', {}, view.phase === 'finished' ? t('midevil.finalMap') : view.maxRounds ? t('midevil.roundOf', { round: view.round ?? 1, total: view.maxRounds }) : t('midevil.round', { round: view.round ?? 1 })),
    el('span', { class: 'mev-chip', title: t('midevil.tilesLeftTitle') }, '▦ ', t('midevil.tilesLeft', { count: decks.tiles ?? 0 })),
    el('span', { class: 'mev-chip', title: t('midevil.cardsLeftTitle'), dataset: { cardPlace: 'draw-pile' } }, '🂠 ', t('midevil.cardsLeft', { count: decks.events ?? 0 })),
    // The pile holds its cards, so that a card discarded is seen going there (motion.js).
    discard.length ? el('span', { class: 'mev-chip', title: t('midevil.discardTopTitle'), dataset: { cardPlace: 'discard-pile', cardKeys: discard.map(cardKey).filter(Boolean).join(' ') } }, t('midevil.discardTop', { card: cardInfo(discard.at(-1)?.card).name })) : null,
    el('span', { class: 'mev-chip', title: t('midevil.supplyTitle') },
      COLOURS.map((c) => el('span', { class: ['mev-skull', `mev-skull-${c}`], title: t('midevil.supplyLeft', { colour: colourName(c), count: supply[c] ?? 0 }) }, String(supply[c] ?? 0))),
      el('span', { title: t('midevil.lifeSupplyTitle') }, ` ♥${supply.life ?? 0}`)),
    el('span', { class: 'mev-chip mev-chip-book' }, book));
}

function resultPanel(view, ctx) {
  const result = asObject(view.result ?? ctx.doc?.result);
  if (!view.result) return null;
  const winners = asArray(result.winners).map((seat) => ctx.nameOf(seat));
  const reason = reasonText(result, { nameOf: ctx.nameOf, hooks: messageHooks });
  const reasonLine = reason.text ? el('p', {}, reason.text) : null;
  if (reasonLine && !reason.translated) markEngineText(reasonLine);
  return el('section', { class: 'panel mev-result', 'aria-label': t('midevil.result') },
    el('h2', {}, winners.length ? t('midevil.winners', { count: winners.length, names: list(winners) }) : t('gameover.title')),
    reasonLine);
}

// The document with the viewer's own hand (sent apart, beside `you`) put back
// in his entry of `players`, where the table reads it.
export function withOwnHand(game, you) {
  const view = asObject(game);
  if (!Array.isArray(view.hand) || !Array.isArray(view.players)) return view;
  const players = view.players.map((player, seat) => (seat === you?.seat ? { ...asObject(player), hand: view.hand } : player));
  return { ...view, players };
}

/**
 * The actions the table offers (tables/index.js): none in a window the clock
 * passes for him, which is no move of his; the table then asks nothing, and
 * what the page does after drawing (scroll to the decision, "your turn" in
 * the title) reads the same offer.
 */
export function offeredActions(game, ctx) {
  const actions = asArray(ctx.actions);
  return reactionMode(withOwnHand(game, ctx.you), { ...ctx, actions }) === 'quiet' ? [] : actions;
}

// The document's actions, before the table's offer took some away.
function documentActions(ctx) {
  return Array.isArray(ctx.documentActions) ? ctx.documentActions : asArray(ctx.actions);
}

export function renderTable(ctx) {
  // A pick redraws the table by itself (the offer may change with it: a
  // window declined goes quiet): its places are wired again as
  // renderTableFor wires them (tables/index.js).
  setRedraw(() => {
    const again = { ...ctx, actions: offeredActions(ctx.game, { ...ctx, actions: documentActions(ctx) }) };
    const table = renderTable(again);
    wireTargets(table, again);
    return table;
  });
  const view = withOwnHand(ctx.game, ctx.you);
  const reaction = reactionMode(view, { ...ctx, actions: documentActions(ctx) });
  const actionsTag = noteActions(ctx.actions);
  const inter = classify(ctx.actions, view, ctx);
  const slots = validatePicks(inter);
  const players = asArray(view.players);
  return guardClicks(el('div', { class: ['mev', `mev-phase-${view.phase ?? 'play'}`, ctx.you.role === 'spectator' && 'mev-spectating'], id: 'table' },
    statusStrip(view, ctx),
    resultPanel(view, ctx),
    view.result ? null : decisionPanel(view, ctx, inter, slots, { reaction, actionsTag }),
    mapBoard(view, ctx, inter, slots),
    handPanel(view, ctx, inter),
    el('div', { class: 'mev-players' }, players.map((player, index) => playerPanel(player, index, view, ctx)))));
}
