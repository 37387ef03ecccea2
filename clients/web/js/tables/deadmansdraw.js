// The Dead Man's Draw table: the draw pile, the play area, the discard pile,
// every player's bank as suit stacks with its score and trait, the pending
// decision, and the choices offered (only those in the document's `actions`).
//
// The engine's view (games/deadmansdraw/view.cpp):
//   phase ("traits"|"locker"|"play"|"finished"), current (seat),
//   drawPile {count, revealed: [card]}, discardPile {count, top? (revised)},
//   playArea [{suit, value, kept}], kraken (cards still owed),
//   banks {"seat": {suit: [values, ascending]}}, scores {"seat": n},
//   traits {"seat": traitKey} (once revealed), ready [seat] (while choosing),
//   lockers {"seat": seat}, pending {kind, seat|seats, ...} | null,
//   you {seat, dealt: [traitKey], trait, discardPile? (the Navigator's, sorted, while he
//   searches it)} (players only), result (when over).
// Every field is read defensively: a missing one shows as empty, never breaks the table.

import { el, svg } from '../dom.js';
import { cardBack, cardFace, cardSlot, readCard, suitEmblem, suitName, SUITS } from '../cards.js';
import { seatBadges } from '../waiting.js';
import { actionButton, actionLabel } from './actions.js';
import { ABILITIES, PENDING_OTHERS, PROMPTS, traitInfo } from './deadmansdraw-data.js';

// ------------------------------------------------------------ reading the view

function asObject(value) {
  return value && typeof value === 'object' && !Array.isArray(value) ? value : {};
}

function asArray(value) {
  return Array.isArray(value) ? value : [];
}

/** A seat's bank as [{suit, values}] in suit order, highest card last. */
function bankStacks(bank) {
  return Object.entries(asObject(bank))
    .map(([suit, values]) => ({ suit: suitName(suit), values: asArray(values).map(Number).sort((a, b) => a - b) }))
    .filter((stack) => stack.values.length > 0)
    .sort((a, b) => SUITS.indexOf(a.suit) - SUITS.indexOf(b.suit));
}

function scoreOf(stacks) {
  return stacks.reduce((sum, stack) => sum + stack.values[stack.values.length - 1], 0);
}

/** The view in the shape the table draws. */
export function readView(game, seatCount) {
  const view = asObject(game);
  const banks = asObject(view.banks);
  const scores = asObject(view.scores);
  const traits = asObject(view.traits);
  const lockers = asObject(view.lockers);
  const ready = new Set(asArray(view.ready));
  const drawPile = asObject(view.drawPile);
  const discardPile = asObject(view.discardPile);
  const players = Array.from({ length: seatCount }, (_, seat) => {
    const stacks = bankStacks(banks[seat]);
    const score = Number.isFinite(scores[seat]) ? scores[seat] : scoreOf(stacks);
    return {
      seat,
      stacks,
      cardCount: stacks.reduce((sum, stack) => sum + stack.values.length, 0),
      score,
      trait: traits[seat] ?? null,
      ready: ready.has(seat),
      lockerTarget: Number.isInteger(lockers[seat]) ? lockers[seat] : null,
    };
  });
  return {
    phase: view.phase ?? 'play',
    current: Number.isInteger(view.current) ? view.current : null,
    drawCount: Number.isFinite(drawPile.count) ? drawPile.count : Number.isFinite(view.drawPile) ? view.drawPile : null,
    revealed: asArray(drawPile.revealed).map(readCard).filter(Boolean),
    discardCount: Number.isFinite(discardPile.count) ? discardPile.count : null,
    discardFaceUp: 'top' in discardPile,
    discardTop: readCard(discardPile.top),
    play: asArray(view.playArea).map((entry) => ({ card: readCard(entry), kept: Boolean(entry?.kept) })).filter((entry) => entry.card),
    krakenOwed: Number.isFinite(view.kraken) ? view.kraken : 0,
    players,
    pending: view.pending && typeof view.pending === 'object' ? view.pending : null,
    you: view.you && typeof view.you === 'object' ? view.you : null,
  };
}

// ------------------------------------------------------------ small pieces

function traitChip(key, { mine = false } = {}) {
  const info = traitInfo(key);
  return el('span', { class: ['trait-chip', mine && 'trait-chip-mine'], title: info.effect || info.name },
    info.suit ? suitEmblem(info.suit, 'trait-emblem') : el('span', { class: 'trait-skull', 'aria-hidden': 'true' }, '☠'),
    info.name,
    info.effect ? el('span', { class: 'visually-hidden' }, ` (trait: ${info.effect})`) : null);
}

function countBadge(count, label) {
  return el('span', { class: 'count-badge', 'aria-hidden': 'true', title: label }, `×${count}`);
}

/** One suit stack: its top card, and how many cards lie under it. */
function suitStack(stack) {
  const top = stack.values[stack.values.length - 1];
  const all = stack.values.join(', ');
  return el('li', {
    class: ['stack', `stack-depth-${Math.min(stack.values.length, 4)}`],
    'aria-label': `${stack.suit}: ${stack.values.length} card${stack.values.length > 1 ? 's' : ''} (${all}), top ${top}`,
    title: `${stack.suit}: ${all}`,
  },
  cardFace({ suit: stack.suit, value: top }, { size: 'sm' }),
  stack.values.length > 1 ? countBadge(stack.values.length, `${stack.values.length} cards`) : null);
}

function playerPanel(player, model, ctx) {
  const info = ctx.room.seats[player.seat] ?? {};
  const isYou = player.seat === ctx.you.seat;
  const isTurn = model.phase === 'play' && player.seat === model.current;
  const name = ctx.nameOf(player.seat);
  const traitLine = [];
  if (player.trait) traitLine.push(traitChip(player.trait, { mine: isYou }));
  else if (isYou && model.you?.trait) traitLine.push(traitChip(model.you.trait, { mine: true }), el('span', { class: 'muted small' }, '(secret until all have chosen)'));
  else if (isYou && model.phase === 'traits' && asArray(model.you?.dealt).length) {
    traitLine.push(el('span', { class: 'muted small' }, 'Dealt:'), asArray(model.you.dealt).map((key) => traitChip(key, { mine: true })));
  } else if (model.phase === 'traits') traitLine.push(el('span', { class: 'muted small' }, player.ready ? 'Trait chosen' : 'Choosing a trait…'));
  if (player.lockerTarget !== null) traitLine.push(el('span', { class: 'muted small' }, `haunts ${ctx.nameOf(player.lockerTarget)}`));

  return el(
    'section',
    { class: ['player', isYou && 'player-you', isTurn && 'player-turn'], 'aria-label': `${name}${isYou ? ' (you)' : ''}: ${player.score} points`, dataset: { seat: String(player.seat) } },
    el('header', { class: 'player-head' },
      el('span', { class: ['avatar', `avatar-${player.seat % 8}`], 'aria-hidden': 'true' }, [...name][0]?.toUpperCase() ?? '?'),
      el('div', { class: 'player-title' },
        el('span', { class: 'player-name' }, name, isTurn ? [el('span', { class: 'turn-marker', 'aria-hidden': 'true' }, ' ▶'), el('span', { class: 'visually-hidden' }, ' (playing now)')] : null),
        el('span', { class: 'player-meta' }, seatBadges(info, player.seat, ctx), traitLine)),
      el('span', { class: 'player-score', title: 'Score: the top card of each suit' }, el('span', { class: 'score-value' }, String(player.score)), el('span', { class: 'score-unit' }, 'pts'))),
    player.stacks.length
      ? el('ul', { class: 'bank', 'aria-label': `${name}'s bank` }, player.stacks.map(suitStack))
      : el('p', { class: 'bank-empty muted' }, 'No loot banked yet'),
  );
}

// ------------------------------------------------------------ the middle of the table

function drawPile(model) {
  const count = model.drawCount ?? 0;
  const label = `Draw pile: ${count} card${count === 1 ? '' : 's'}`;
  return el('div', { class: 'pile pile-draw' },
    count > 0 ? el('div', { class: 'pile-cards' }, cardBack({ label, extraClass: 'pile-under', decorative: true }), cardBack({ label })) : cardSlot('Empty'),
    el('span', { class: 'pile-label' }, 'Draw pile'),
    el('span', { class: 'pile-count', id: 'draw-count' }, String(count)));
}

function discardPile(model) {
  const count = model.discardCount ?? 0;
  const label = `Discard pile: ${count} card${count === 1 ? '' : 's'}`;
  let top;
  if (count === 0) top = cardSlot('Empty');
  else if (model.discardFaceUp && model.discardTop) top = cardFace(model.discardTop, { extraClass: 'pile-top' });
  else top = cardBack({ label: `${label}, face down` });
  return el('div', { class: 'pile pile-discard', 'aria-label': label },
    el('div', { class: 'pile-cards' }, top),
    el('span', { class: 'pile-label' }, model.discardFaceUp ? 'Discard (face up)' : 'Discard'),
    el('span', { class: 'pile-count', id: 'discard-count' }, String(count)));
}

// The play area drawn last time, so that only cards that just arrived are animated.
let lastPlayArea = { current: null, count: 0 };

function freshCount(model) {
  const sameTurn = lastPlayArea.current === model.current && model.play.length >= lastPlayArea.count;
  const fresh = sameTurn ? model.play.length - lastPlayArea.count : 0;
  lastPlayArea = { current: model.current, count: model.play.length };
  return fresh;
}

function playArea(model, ctx) {
  const fresh = freshCount(model);
  const owner = model.current !== null ? ctx.nameOf(model.current) : '';
  const suits = new Set(model.play.map((entry) => entry.card.suit));
  const cards = model.play.map((entry, index) => {
    const ability = ABILITIES[entry.card.suit] ?? '';
    const card = cardFace(entry.card, { size: 'lg', extraClass: [entry.kept && 'kept', index >= model.play.length - fresh && 'fresh'].filter(Boolean).join(' ') });
    card.setAttribute('title', `${entry.card.suit} ${entry.card.value}: ${ability}${entry.kept ? ' (kept on a bust)' : ''}`);
    if (entry.kept) card.setAttribute('aria-label', `${entry.card.suit} ${entry.card.value}, kept on a bust`);
    return el('li', { class: 'play-slot' }, card);
  });
  const notes = [];
  if (model.krakenOwed > 0) notes.push(el('span', { class: 'note note-kraken' }, `Kraken: ${model.krakenOwed} more to place`));
  if (model.play.length) notes.push(el('span', { class: 'note' }, `${suits.size} suit${suits.size === 1 ? '' : 's'} in play: a repeat busts`));
  return el('section', { class: 'play-area', 'aria-label': `Play area${owner ? ` of ${owner}` : ''}` },
    el('h3', { class: 'area-title' }, model.phase === 'play' && owner ? `${owner === ctx.nameOf(ctx.you.seat) && ctx.you.seat !== null ? 'Your' : `${owner}'s`} play area` : 'Play area'),
    model.play.length
      ? el('ol', { class: 'play-cards', id: 'play-area' }, cards)
      : el('div', { class: 'play-cards play-empty', id: 'play-area' }, el('span', { class: 'muted' }, model.phase === 'play' ? 'No cards yet: draw to start the haul' : 'The play area is empty')),
    notes.length ? el('div', { class: 'area-notes' }, notes) : null);
}

function revealedCards(model) {
  const pending = model.pending ?? {};
  // The Navigator's view of the discard pile is his own (`you`); a Map's cards are everyone's.
  const mapCards = pending.navigator ? model.you?.discardPile : pending.cards;
  const fromMap = pending.kind === 'map' ? asArray(mapCards).map(readCard).filter(Boolean) : [];
  const groups = [];
  if (model.revealed.length) groups.push(['Revealed by the Oracle', model.revealed]);
  if (fromMap.length) groups.push([pending.navigator ? 'The discard pile (Navigator)' : 'Revealed by the Map', fromMap]);
  if (groups.length === 0) return null;
  return el('div', { class: 'revealed' }, groups.map(([title, cards]) => el('div', { class: 'revealed-group' },
    el('span', { class: 'revealed-title' }, title),
    el('div', { class: 'revealed-cards' }, cards.map((card) => cardFace(card, { size: 'sm' }))))));
}

// ------------------------------------------------------------ the decision

function cardForAction(action, model) {
  if (action.type === 'map' && action.suit) return { suit: suitName(action.suit), value: action.value };
  if (!action.suit) return null;
  const seat = Number.isInteger(action.seat) ? action.seat : action.type === 'mermaid' ? null : model.current;
  if (action.type === 'mermaid') return model.play.find((entry) => entry.card.suit === suitName(action.suit))?.card ?? null;
  const stack = model.players[seat]?.stacks.find((s) => s.suit === suitName(action.suit));
  return stack ? { suit: stack.suit, value: stack.values[stack.values.length - 1] } : { suit: suitName(action.suit), value: null };
}

function traitChoice(action, ctx) {
  const info = traitInfo(action.trait);
  const button = actionButton(action, ctx, {
    className: 'trait-card action',
    content: [
      el('span', { class: 'trait-card-head' }, info.suit ? suitEmblem(info.suit, 'trait-emblem') : el('span', { class: 'trait-skull', 'aria-hidden': 'true' }, '☠'), el('span', { class: 'trait-card-name' }, info.name)),
      el('span', { class: 'trait-card-effect' }, info.effect),
    ],
  });
  button.setAttribute('aria-label', `Choose ${info.name}: ${info.effect}`);
  return button;
}

function drawIcon() {
  return svg('svg', { viewBox: '0 0 24 24', class: 'action-icon', 'aria-hidden': 'true', fill: 'none', stroke: 'currentColor', 'stroke-width': 1.8, 'stroke-linejoin': 'round' },
    svg('rect', { x: 7, y: 3, width: 12, height: 16, rx: 2 }),
    svg('path', { d: 'M5 6.5v12.5a2 2 0 0 0 2 2h9' }));
}

function decisionButton(action, model, ctx) {
  const label = actionLabel(action, ctx.nameOf);
  if (action.type === 'trait') return traitChoice(action, ctx);
  if (action.type === 'draw' || action.type === 'bank') {
    return actionButton(action, ctx, {
      label,
      className: `button big action action-${action.type}${action.type === 'draw' ? ' primary' : ''}`,
      content: [action.type === 'draw' ? drawIcon() : suitEmblem('Chest', 'action-icon'), el('span', {}, label)],
    });
  }
  const card = cardForAction(action, model);
  return actionButton(action, ctx, {
    label,
    className: 'button action action-choice',
    content: [card ? cardFace(card, { size: 'sm' }) : null, el('span', { class: 'action-text' }, label)],
  });
}

function promptFor(model, ctx) {
  const types = new Set(ctx.actions.map((action) => action.type));
  if (ctx.actions.length) {
    for (const type of ['trait', 'locker', 'hook', 'cannon', 'misfire', 'sword', 'map', 'mermaid', 'plunderFrom', 'plunder']) {
      if (types.has(type)) return PROMPTS[type];
    }
    if (model.krakenOwed > 0) return `The Kraken demands ${model.krakenOwed} more card${model.krakenOwed === 1 ? '' : 's'}`;
    if (types.has('draw') && types.has('bank')) return model.play.length ? 'Push your luck, or bank your haul?' : 'Your turn: draw a card';
    if (types.has('draw')) return 'Draw a card';
    if (types.has('bank')) return 'Bank your haul';
    return 'Your move';
  }
  if (model.phase === 'finished') return 'The game is over';
  if (model.phase === 'traits') {
    return ctx.you.role === 'spectator' ? 'The pirates are choosing their traits…' : 'Waiting for the others to choose their traits…';
  }
  const pending = model.pending ?? {};
  const seat = Number.isInteger(pending.seat) ? pending.seat : model.current;
  const doing = PENDING_OTHERS[pending.kind];
  if (doing && seat !== null && seat !== ctx.you.seat) return `${ctx.nameOf(seat)} ${doing}`;
  return ctx.waitingText;
}

function decisionPanel(model, ctx) {
  const mine = ctx.actions.length > 0;
  const traits = ctx.actions.filter((action) => action.type === 'trait');
  const turnMoves = ctx.actions.filter((action) => action.type === 'draw' || action.type === 'bank');
  const choices = ctx.actions.filter((action) => !traits.includes(action) && !turnMoves.includes(action));
  return el(
    'section',
    { class: ['decision', 'panel', mine && 'decision-mine'], id: 'decision', 'aria-labelledby': 'decision-heading', 'aria-live': 'polite' },
    el('h2', { id: 'decision-heading' }, mine ? el('span', { class: 'your-turn-flag' }, 'Your move') : null, promptFor(model, ctx)),
    traits.length ? el('div', { class: 'trait-choices', role: 'group', 'aria-label': 'Your dealt traits' }, traits.map((action) => decisionButton(action, model, ctx))) : null,
    choices.length ? el('div', { class: 'action-list choices', role: 'group', 'aria-label': 'Choices' }, choices.map((action) => decisionButton(action, model, ctx))) : null,
    turnMoves.length ? el('div', { class: 'action-list turn-moves', role: 'group', 'aria-label': 'Draw or bank' }, turnMoves.map((action) => decisionButton(action, model, ctx))) : null,
  );
}

// ------------------------------------------------------------ the table

/** Seats in table order, starting after the viewer so that "you" sit at the bottom. */
function seatOrder(count, you) {
  const seats = Array.from({ length: count }, (_, seat) => seat);
  if (you === null || you === undefined) return seats;
  return [...seats.slice(you + 1), ...seats.slice(0, you)];
}

export function renderTable(ctx) {
  const model = readView(ctx.game, ctx.room.seats.length);
  const others = seatOrder(model.players.length, ctx.you.seat).map((seat) => model.players[seat]);
  const me = ctx.you.seat !== null ? model.players[ctx.you.seat] : null;
  return el(
    'div',
    { class: ['dmd', `dmd-phase-${model.phase}`, `dmd-players-${model.players.length}`, ctx.you.role === 'spectator' && 'dmd-spectating'], id: 'table' },
    el('div', { class: 'dmd-opponents' }, others.map((player) => playerPanel(player, model, ctx))),
    el('div', { class: 'felt' },
      drawPile(model),
      playArea(model, ctx),
      discardPile(model),
      revealedCards(model)),
    decisionPanel(model, ctx),
    me ? el('div', { class: 'dmd-me' }, playerPanel(me, model, ctx)) : null,
  );
}
