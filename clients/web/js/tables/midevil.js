// The MidEvil table: the map of tiles as it grows (pan and zoom), the
// skeletons, life tokens, Horses, the Necronomicon and the pawns on it, the
// decision with its gestures on the map (tile placement with a choice of
// rotation, skeletons and life tokens onto squares, moving step by step,
// moving skeletons, attacks), the dice with what they were for, the reaction
// window with its countdown, your hand, and every player's life, trophies and
// cards in play. Every action sent is one of the document's `actions`,
// unchanged; an action without a gesture is always offered as a button.
//
// The engine's view is described in games/midevil/VIEW.md. Read defensively:
// a missing field shows as empty.

import { el } from '../dom.js';
import { mapBoard } from './midevil-board.js';
import { cardInfo, COLOURS } from './midevil-data.js';
import { decisionPanel } from './midevil-decision.js';
import { setRedraw, validatePicks } from './midevil-picks.js';
import { handPanel, playerPanel } from './midevil-players.js';
import { asArray, asObject, classify, isSeat } from './midevil-view.js';

function statusStrip(view, ctx) {
  const decks = asObject(view.decks);
  const supply = asObject(view.supply);
  const necro = asObject(view.necronomicon);
  let book = 'Necronomicon: not found yet';
  if (isSeat(necro.holder)) book = `Necronomicon: held by ${necro.holder === ctx.you.seat ? 'you' : ctx.nameOf(necro.holder)}`;
  else if (necro.square && !necro.setAside) book = `Necronomicon on ${necro.square}`;
  const discard = asArray(view.discard);
  return el('section', { class: 'panel mev-status', 'aria-label': 'Game status' },
    el('h2', {}, view.phase === 'finished' ? 'Final map' : `Round ${view.round ?? 1}${view.maxRounds ? ` of ${view.maxRounds}` : ''}`),
    el('span', { class: 'mev-chip', title: 'Map tiles left' }, '▦ ', el('b', {}, String(decks.tiles ?? 0)), ' tiles'),
    el('span', { class: 'mev-chip', title: 'Event cards left' }, '🂠 ', el('b', {}, String(decks.events ?? 0)), ' cards'),
    discard.length ? el('span', { class: 'mev-chip', title: 'Top of the discard pile' }, 'discard: ', cardInfo(discard.at(-1)?.card).name) : null,
    el('span', { class: 'mev-chip', title: 'Skeletons and life tokens in the supply' },
      COLOURS.map((c) => el('span', { class: ['mev-skull', `mev-skull-${c}`], title: `${c}: ${supply[c] ?? 0} left` }, String(supply[c] ?? 0))),
      el('span', { title: 'Life tokens in the supply' }, ` ♥${supply.life ?? 0}`)),
    el('span', { class: 'mev-chip mev-chip-book' }, book));
}

function resultPanel(view, ctx) {
  const result = asObject(view.result ?? ctx.doc?.result);
  if (!view.result) return null;
  const winners = asArray(result.winners).map((seat) => ctx.nameOf(seat));
  const names = winners.length > 1 ? `${winners.slice(0, -1).join(', ')} and ${winners.at(-1)}` : winners[0];
  return el('section', { class: 'panel mev-result', 'aria-label': 'Result' },
    el('h2', {}, winners.length ? `${names} win${winners.length === 1 ? 's' : ''}` : 'Game over'),
    result.reason ? el('p', {}, String(result.reason)) : null);
}

export function renderTable(ctx) {
  setRedraw(() => renderTable(ctx));
  const view = asObject(ctx.game);
  const inter = classify(ctx.actions, view, ctx);
  const slots = validatePicks(inter);
  const players = asArray(view.players);
  return el('div', { class: ['mev', `mev-phase-${view.phase ?? 'play'}`, ctx.you.role === 'spectator' && 'mev-spectating'], id: 'table' },
    statusStrip(view, ctx),
    resultPanel(view, ctx),
    view.result ? null : decisionPanel(view, ctx, inter, slots),
    mapBoard(view, ctx, inter, slots),
    handPanel(view, ctx, inter),
    el('div', { class: 'mev-players' }, players.map((player, index) => playerPanel(player, index, view, ctx))));
}
