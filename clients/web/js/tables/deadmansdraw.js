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
import { cardBack, cardFace, cardName, cardSlot, readCard, suitEmblem, suitLabel, suitName, SUITS } from '../cards.js';
import { list, msgKey, number, t, tKey } from '../i18n/index.js';
import { seatBadges } from '../waiting.js';
import { actionButton, actionLabelNode } from './actions.js';
import { pointerTo, targetAttr } from './targets.js';
import { abilityOf, PENDING_OTHERS, PROMPTS, traitInfo } from './deadmansdraw-data.js';

// ------------------------------------------------------------ names in messages

const PLACES = {
  drawPile: msgKey('deadmansdraw.place.drawPile'),
  discardPile: msgKey('deadmansdraw.place.discardPile'),
  playArea: msgKey('deadmansdraw.place.playArea'),
  bank: msgKey('deadmansdraw.place.bank'),
};

/**
 * How Dead Man's Draw's messages name things: a card {suit, value} ("Anchor
 * 3"), a suit alone {suit}, a trait {trait}, a trait's printed effect
 * {traitEffect}; the places by key.
 */
export const messageHooks = {
  card(value) {
    if (value && typeof value === 'object' && typeof value.trait === 'string') {
      const info = traitInfo(value.trait);
      return info.effect ? info.name : null;
    }
    if (value && typeof value === 'object' && typeof value.traitEffect === 'string') {
      const info = traitInfo(value.traitEffect);
      return info.effect ? info.effect : null;
    }
    const card = readCard(value);
    if (!card || !SUITS.includes(card.suit)) return null;
    return cardName(card);
  },
  place(value) {
    return typeof value === 'string' && Object.hasOwn(PLACES, value) ? tKey(PLACES[value]) : null;
  },
};

// ------------------------------------------------------------ reading the view

function asObject(value) {
  return value && typeof value === 'object' && !Array.isArray(value) ? value : {};
}

function asArray(value) {
  return Array.isArray(value) ? value : [];
}

/**
 * A card's identity for the motion of cards (motion.js): suit and value,
 * which name one card of the deck. Only cards shown face up get one.
 */
export function cardKey(card) {
  return `${String(card.suit).toLowerCase()}-${card.value}`;
}

/** Marks a face-up card element with its identity, where it comes from when new and where it goes when it leaves. */
function keyed(node, card, { from = 'draw-pile', to = 'discard-pile' } = {}) {
  node.dataset.cardKey = cardKey(card);
  if (from) node.dataset.cardFrom = from;
  if (to) node.dataset.cardTo = to;
  return node;
}

/** A seat's bank as [{suit, values}] in suit order, highest card last. */
function bankStacks(bank) {
  return Object.entries(asObject(bank))
    .map(([suit, values]) => ({ key: suit, suit: suitName(suit), values: asArray(values).map(Number).sort((a, b) => a - b) }))
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
    info.effect ? el('span', { class: 'visually-hidden' }, t('deadmansdraw.traitEffect', { effect: info.effect })) : null);
}

function countBadge(count, label) {
  return el('span', { class: 'count-badge', 'aria-hidden': 'true', title: label }, t('deadmansdraw.times', { count }));
}

/** One suit stack: its top card, and how many cards lie under it. */
function suitStack(stack, seat) {
  const top = stack.values[stack.values.length - 1];
  const all = list(stack.values.map((value) => number(value)), 'unit');
  const suit = suitLabel(stack.suit);
  return el('li', {
    class: ['stack', `stack-depth-${Math.min(stack.values.length, 4)}`],
    dataset: { cardKeys: stack.values.map((value) => cardKey({ suit: stack.suit, value })).join(' ') },
    'aria-label': t('deadmansdraw.stackLabel', { suit, count: stack.values.length, values: all, top }),
    title: t('deadmansdraw.stackTitle', { suit, values: all }),
    ...targetAttr(pointerTo('banks', seat, stack.key)),
  },
  keyed(cardFace({ suit: stack.suit, value: top }, { size: 'sm' }), { suit: stack.suit, value: top }),
  stack.values.length > 1 ? countBadge(stack.values.length, t('deadmansdraw.cardCount', { count: stack.values.length })) : null);
}

function playerPanel(player, model, ctx) {
  const info = ctx.room.seats[player.seat] ?? {};
  const isYou = player.seat === ctx.you.seat;
  const isTurn = model.phase === 'play' && player.seat === model.current;
  const name = ctx.nameOf(player.seat);
  const traitLine = [];
  if (player.trait) traitLine.push(traitChip(player.trait, { mine: isYou }));
  else if (isYou && model.you?.trait) traitLine.push(traitChip(model.you.trait, { mine: true }), el('span', { class: 'muted small' }, t('deadmansdraw.traitSecret')));
  else if (isYou && model.phase === 'traits' && asArray(model.you?.dealt).length) {
    traitLine.push(el('span', { class: 'muted small' }, t('deadmansdraw.dealt')), asArray(model.you.dealt).map((key, index) => {
      const chip = traitChip(key, { mine: true });
      chip.setAttribute('data-target', pointerTo('you', 'dealt', index));
      return chip;
    }));
  } else if (model.phase === 'traits') traitLine.push(el('span', { class: 'muted small' }, player.ready ? t('deadmansdraw.traitChosen') : t('deadmansdraw.choosingTrait')));
  if (player.lockerTarget !== null) traitLine.push(el('span', { class: 'muted small' }, t('deadmansdraw.haunts', { name: ctx.nameOf(player.lockerTarget) })));

  return el(
    'section',
    { class: ['player', isYou && 'player-you', isTurn && 'player-turn'], 'aria-label': isYou ? t('deadmansdraw.playerLabelYou', { name, score: player.score }) : t('deadmansdraw.playerLabel', { name, score: player.score }), dataset: { seat: String(player.seat) } },
    el('header', { class: 'player-head' },
      el('span', { class: ['avatar', `avatar-${player.seat % 8}`], 'aria-hidden': 'true' }, [...name][0]?.toUpperCase() ?? '?'),
      el('div', { class: 'player-title' },
        el('span', { class: 'player-name' }, name, isTurn ? [el('span', { class: 'turn-marker', 'aria-hidden': 'true' }, ' ▶'), el('span', { class: 'visually-hidden' }, t('deadmansdraw.playingNow'))] : null),
        el('span', { class: 'player-meta' }, seatBadges(info, player.seat, ctx), traitLine)),
      el('span', { class: 'player-score', title: t('deadmansdraw.scoreTitle') }, el('span', { class: 'score-value' }, number(player.score)), el('span', { class: 'score-unit' }, t('table.points')))),
    player.stacks.length
      ? el('ul', { class: 'bank', 'aria-label': t('deadmansdraw.bankOf', { name }), ...targetAttr(pointerTo('banks', player.seat)) }, player.stacks.map((stack) => suitStack(stack, player.seat)))
      : el('p', { class: 'bank-empty muted', ...targetAttr(pointerTo('banks', player.seat)) }, t('deadmansdraw.noLoot')),
  );
}

// ------------------------------------------------------------ the middle of the table

function drawPile(model) {
  const count = model.drawCount ?? 0;
  const label = t('deadmansdraw.drawPileLabel', { count });
  return el('div', { class: 'pile pile-draw' },
    count > 0 ? el('div', { class: 'pile-cards', dataset: { cardPlace: 'draw-pile' }, ...targetAttr(pointerTo('drawPile')) }, cardBack({ label, extraClass: 'pile-under', decorative: true }), cardBack({ label })) : cardSlot(t('deadmansdraw.empty')),
    el('span', { class: 'pile-label' }, t('deadmansdraw.drawPile')),
    el('span', { class: 'pile-count', id: 'draw-count' }, String(count)));
}

function discardPile(model, shownElsewhere) {
  const count = model.discardCount ?? 0;
  const label = t('deadmansdraw.discardPileLabel', { count });
  let top;
  if (count === 0) top = cardSlot(t('deadmansdraw.empty'));
  else if (model.discardFaceUp && model.discardTop) {
    top = cardFace(model.discardTop, { extraClass: 'pile-top' });
    if (!shownElsewhere.has(cardKey(model.discardTop))) keyed(top, model.discardTop, { to: null });
  }
  else top = cardBack({ label: t('deadmansdraw.faceDownPile', { pile: label }) });
  return el('div', { class: 'pile pile-discard', 'aria-label': label },
    el('div', { class: 'pile-cards', dataset: { cardPlace: 'discard-pile' } }, top),
    el('span', { class: 'pile-label' }, model.discardFaceUp ? t('deadmansdraw.discardFaceUp') : t('deadmansdraw.discard')),
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
    const ability = abilityOf(entry.card.suit);
    const name = cardName(entry.card);
    const card = keyed(cardFace(entry.card, { size: 'lg', extraClass: [entry.kept && 'kept', index >= model.play.length - fresh && 'fresh'].filter(Boolean).join(' ') }), entry.card);
    card.setAttribute('title', entry.kept ? t('deadmansdraw.playCardTitleKept', { card: name, ability }) : t('deadmansdraw.playCardTitle', { card: name, ability }));
    if (entry.kept) card.setAttribute('aria-label', t('deadmansdraw.keptOnBust', { card: name }));
    return el('li', { class: 'play-slot', ...targetAttr(pointerTo('playArea', index)) }, card);
  });
  const notes = [];
  if (model.krakenOwed > 0) notes.push(el('span', { class: 'note note-kraken' }, t('deadmansdraw.krakenOwed', { count: model.krakenOwed })));
  if (model.play.length) notes.push(el('span', { class: 'note' }, t('deadmansdraw.suitsInPlay', { count: suits.size })));
  const mine = ctx.you.seat !== null && ctx.you.seat !== undefined && model.current === ctx.you.seat;
  let title = t('deadmansdraw.playArea');
  if (model.phase === 'play' && owner) title = mine ? t('deadmansdraw.yourPlayArea') : t('deadmansdraw.playAreaOf', { name: owner });
  return el('section', { class: 'play-area', 'aria-label': owner ? t('deadmansdraw.playAreaOf', { name: owner }) : t('deadmansdraw.playArea') },
    el('h3', { class: 'area-title' }, title),
    model.play.length
      ? el('ol', { class: 'play-cards', id: 'play-area', dataset: { withDecision: '' } }, cards)
      : el('div', { class: 'play-cards play-empty', id: 'play-area', dataset: { withDecision: '' } }, el('span', { class: 'muted' }, model.phase === 'play' ? t('deadmansdraw.noCardsYet') : t('deadmansdraw.playAreaEmpty'))),
    notes.length ? el('div', { class: 'area-notes' }, notes) : null);
}

function mapCardsOf(model) {
  const pending = model.pending ?? {};
  // The Navigator's view of the discard pile is his own (`you`); a Map's cards are everyone's.
  const mapCards = pending.navigator ? model.you?.discardPile : pending.cards;
  return pending.kind === 'map' ? asArray(mapCards).map(readCard).filter(Boolean) : [];
}

/** The cards shown among the revealed ones, which the discard pile's top then does not claim as its own. */
function shownKeys(model) {
  return new Set([...model.revealed, ...mapCardsOf(model)].map(cardKey));
}

function revealedCards(model) {
  const pending = model.pending ?? {};
  const fromMap = mapCardsOf(model);
  // Where each card lies in the document, so that a Map's card is taken where it is shown.
  const mapPlace = pending.navigator ? ['you', 'discardPile'] : ['pending', 'cards'];
  const groups = [];
  if (model.revealed.length) groups.push([t('deadmansdraw.revealedByOracle'), model.revealed, null]);
  if (fromMap.length) groups.push([pending.navigator ? t('deadmansdraw.navigatorPile', { trait: traitInfo('navigator').name }) : t('deadmansdraw.revealedByMap'), fromMap, mapPlace]);
  if (groups.length === 0) return null;
  return el('div', { class: 'revealed' }, groups.map(([title, cards, place]) => el('div', { class: 'revealed-group' },
    el('span', { class: 'revealed-title' }, title),
    el('div', { class: 'revealed-cards' }, cards.map((card, index) => {
      const face = keyed(cardFace(card, { size: 'sm' }), card, { from: null, to: null });
      if (place) face.setAttribute('data-target', pointerTo(...place, index));
      return face;
    })))));
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
  // A trait this client knows is named by the client; an unknown one by the engine's label.
  return actionButton(action, ctx, {
    className: 'trait-card action',
    label: info.effect ? t('deadmansdraw.chooseTrait', { trait: info.name, effect: info.effect }) : undefined,
    content: [
      el('span', { class: 'trait-card-head' }, info.suit ? suitEmblem(info.suit, 'trait-emblem') : el('span', { class: 'trait-skull', 'aria-hidden': 'true' }, '☠'), el('span', { class: 'trait-card-name' }, info.name)),
      el('span', { class: 'trait-card-effect' }, info.effect),
    ],
  });
}

function drawIcon() {
  return svg('svg', { viewBox: '0 0 24 24', class: 'action-icon', 'aria-hidden': 'true', fill: 'none', stroke: 'currentColor', 'stroke-width': 1.8, 'stroke-linejoin': 'round' },
    svg('rect', { x: 7, y: 3, width: 12, height: 16, rx: 2 }),
    svg('path', { d: 'M5 6.5v12.5a2 2 0 0 0 2 2h9' }));
}

function decisionButton(action, model, ctx) {
  if (action.type === 'trait') return traitChoice(action, ctx);
  if (action.type === 'draw' || action.type === 'bank') {
    return actionButton(action, ctx, {
      className: `button big action action-${action.type}${action.type === 'draw' ? ' primary' : ''}`,
      content: [action.type === 'draw' ? drawIcon() : suitEmblem('Chest', 'action-icon'), actionLabelNode(action, ctx)],
    });
  }
  const card = cardForAction(action, model);
  return actionButton(action, ctx, {
    className: 'button action action-choice',
    content: [card ? cardFace(card, { size: 'sm' }) : null, actionLabelNode(action, ctx, 'action-text')],
  });
}

function promptFor(model, ctx) {
  const types = new Set(ctx.actions.map((action) => action.type));
  if (ctx.actions.length) {
    for (const type of ['trait', 'locker', 'hook', 'cannon', 'misfire', 'sword', 'map', 'mermaid', 'plunderFrom', 'plunder']) {
      if (types.has(type)) return tKey(PROMPTS[type]);
    }
    if (model.krakenOwed > 0) return t('deadmansdraw.krakenDemands', { count: model.krakenOwed });
    if (types.has('draw') && types.has('bank')) return model.play.length ? t('deadmansdraw.pushYourLuck') : t('deadmansdraw.yourTurnDraw');
    if (types.has('draw')) return t('deadmansdraw.drawACard');
    if (types.has('bank')) return t('deadmansdraw.bankYourHaul');
    return t('table.yourMove');
  }
  if (model.phase === 'finished') return t('table.gameIsOver');
  if (model.phase === 'traits') {
    return ctx.you.role === 'spectator' ? t('deadmansdraw.piratesChoosing') : t('deadmansdraw.waitingForTraits');
  }
  const pending = model.pending ?? {};
  const seat = Number.isInteger(pending.seat) ? pending.seat : model.current;
  const doing = Object.hasOwn(PENDING_OTHERS, pending.kind) ? PENDING_OTHERS[pending.kind] : null;
  if (doing && seat !== null && seat !== ctx.you.seat) return tKey(doing, { name: ctx.nameOf(seat) });
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
    el('h2', { id: 'decision-heading' }, mine ? el('span', { class: 'your-turn-flag' }, t('table.yourMove')) : null, promptFor(model, ctx)),
    traits.length ? el('div', { class: 'trait-choices', role: 'group', 'aria-label': t('deadmansdraw.yourDealtTraits') }, traits.map((action) => decisionButton(action, model, ctx))) : null,
    choices.length ? el('div', { class: 'action-list choices', role: 'group', 'aria-label': t('table.choices') }, choices.map((action) => decisionButton(action, model, ctx))) : null,
    turnMoves.length ? el('div', { class: 'action-list turn-moves', role: 'group', 'aria-label': t('deadmansdraw.drawOrBank') }, turnMoves.map((action) => decisionButton(action, model, ctx))) : null,
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
      discardPile(model, shownKeys(model)),
      revealedCards(model)),
    decisionPanel(model, ctx),
    me ? el('div', { class: 'dmd-me' }, playerPanel(me, model, ctx)) : null,
  );
}
