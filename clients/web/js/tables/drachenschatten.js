// The DrachenSchatten table: the village and cave rows of face-down piles with
// their sizes (and, for you, the cards you have looked at), every player's
// line grouped by item with ready/tapped shown, creatures and treasures, the
// battle or decay under way, and the choices offered (only those in the
// document's `actions`).
//
// The engine's view (games/drachenschatten/view.cpp):
//   phase, players, current, firstPlayer, pileOrder [pileId],
//   piles {pileId: {row, size, peeked {seat: n}, seen? [card]}},
//   lines {seat: {cards {id: card+{tapped, at}}, itemTypes, creatures, treasures}},
//   removed {id: card}, pending {kind, seat, ...} | null, you (seat|null), result.
//   card = {id, kind, name, item?, symbol?}
// Every field is read defensively: a missing one shows as empty.

import { el } from '../dom.js';
import { seatBadges } from '../waiting.js';
import { actionButton, actionLabel } from './actions.js';
import { CREATURES, ITEM_ORDER, ITEMS, PENDING_OTHERS, PROMPTS, SYMBOLS } from './drachenschatten-data.js';

function asObject(value) {
  return value && typeof value === 'object' && !Array.isArray(value) ? value : {};
}

function asArray(value) {
  return Array.isArray(value) ? value : [];
}

// ------------------------------------------------------------ cards

function cardTitle(card) {
  if (!card) return 'Card';
  if (card.kind === 'item') return `${ITEMS[card.item]?.name ?? card.item}: ${SYMBOLS[card.symbol]?.text ?? card.symbol}`;
  return CREATURES[card.kind]?.name ?? card.kind;
}

/** A face-up card; `tapped` turns it sideways. */
function cardFace(card, { size = 'md', tapped = false } = {}) {
  const looks = card.kind === 'item' ? ITEMS[card.item] : CREATURES[card.kind];
  const symbol = card.kind === 'item' ? SYMBOLS[card.symbol] : null;
  const label = `${cardTitle(card)}${tapped ? ' (used)' : ''}`;
  const face = el('div', {
    class: ['ds-card', `ds-card-${size}`, `ds-kind-${card.kind}`, card.item && `ds-item-${card.item}`, tapped && 'ds-tapped'],
    role: 'img',
    'aria-label': label,
    title: label,
    dataset: { cardId: String(card.id ?? '') },
  },
  el('span', { class: 'ds-card-icon', 'aria-hidden': 'true' }, looks?.icon ?? '?'),
  el('span', { class: 'ds-card-name', 'aria-hidden': 'true' }, looks?.name ?? card.kind),
  symbol ? el('span', { class: 'ds-card-symbol', 'aria-hidden': 'true' }, symbol.short) : null);
  // A used card lies sideways, in a square slot so that it takes its own room.
  return tapped ? el('span', { class: ['ds-tap-slot', `ds-tap-slot-${size}`] }, face) : face;
}

function cardBack(row, label) {
  return el('div', { class: ['ds-back', `ds-back-${row}`], role: 'img', 'aria-label': label },
    el('span', { 'aria-hidden': 'true' }, row === 'cave' ? '▲' : '⌂'));
}

// ------------------------------------------------------------ the piles

function pileActions(ctx, pileId) {
  return ctx.actions.filter((a) => a.pile === pileId && (a.type === 'start' || a.type === 'peek' || (a.type === 'reveal' && a.card === undefined)));
}

function pileView(pileId, pile, ctx) {
  const size = Number.isFinite(pile.size) ? pile.size : 0;
  const row = pile.row === 'cave' ? 'cave' : 'village';
  const label = `${row === 'cave' ? 'Cave' : 'Village'} pile ${pileId.slice(1)}: ${size} card${size === 1 ? '' : 's'}`;
  const peeked = Object.entries(asObject(pile.peeked)).map(([seat, n]) =>
    el('span', { class: 'ds-peek-chip', title: `${ctx.nameOf(Number(seat))} knows the top ${n}` }, `◉ ${[...ctx.nameOf(Number(seat))][0] ?? '?'}${n > 1 ? `×${n}` : ''}`));
  const seen = asArray(pile.seen);
  const actions = pileActions(ctx, pileId);
  const stack = size > 0 ? cardBack(row, label) : el('div', { class: 'ds-empty', role: 'img', 'aria-label': `${label} (empty)` }, 'empty');
  const body = actions.length
    ? actions.map((action) => actionButton(action, ctx, { className: 'ds-pile-button', content: stack }))
    : stack;
  return el('li', { class: ['ds-pile', size === 0 && 'ds-pile-empty', actions.length && 'ds-pile-live'], dataset: { pile: pileId } },
    body,
    el('span', { class: 'ds-pile-size', 'aria-hidden': 'true' }, `${pileId.toUpperCase()} · ${size}`),
    peeked.length ? el('span', { class: 'ds-peeks' }, peeked) : null,
    seen.length ? el('div', { class: 'ds-seen', 'aria-label': `You saw in ${pileId}` },
      el('span', { class: 'ds-seen-title' }, 'You saw'), seen.map((card) => cardFace(card, { size: 'xs' }))) : null);
}

function pileRows(view, ctx) {
  const piles = asObject(view.piles);
  const order = asArray(view.pileOrder).length ? asArray(view.pileOrder) : Object.keys(piles);
  const rows = { village: [], cave: [] };
  for (const id of order) {
    const pile = asObject(piles[id]);
    rows[pile.row === 'cave' ? 'cave' : 'village'].push(pileView(id, pile, ctx));
  }
  return el('section', { class: 'ds-board', 'aria-label': 'The village and the caves' },
    el('h3', { class: 'ds-row-title' }, 'Village'),
    el('ol', { class: 'ds-row ds-row-village' }, rows.village),
    el('h3', { class: 'ds-row-title' }, 'Caves'),
    el('ol', { class: 'ds-row ds-row-cave' }, rows.cave));
}

// ------------------------------------------------------------ the lines

function lineCards(line) {
  return Object.values(asObject(asObject(line).cards)).sort((a, b) => (a.at ?? 0) - (b.at ?? 0));
}

function goal(value, of, label) {
  return el('span', { class: ['ds-goal', value >= of && 'ds-goal-met'], title: `${label}: ${value} of ${of}` }, `${label} ${value}/${of}`);
}

function playerLine(seat, view, ctx) {
  const line = asObject(asObject(view.lines)[seat]);
  const cards = lineCards(line);
  const name = ctx.nameOf(seat);
  const isYou = seat === ctx.you.seat;
  const pending = asObject(view.pending);
  const isTurn = view.phase !== 'finished' && pending.seat === seat;
  const groups = [];
  for (const item of ITEM_ORDER) {
    const ofItem = cards.filter((card) => card.kind === 'item' && card.item === item);
    if (ofItem.length) groups.push(el('li', { class: 'ds-group', 'aria-label': `${ITEMS[item].name}: ${ofItem.length}` }, ofItem.map((card) => cardFace(card, { size: 'sm', tapped: card.tapped }))));
  }
  const creatures = cards.filter((card) => card.kind === 'dragon' || card.kind === 'hydra');
  const treasures = cards.filter((card) => card.kind === 'treasure');
  const info = ctx.room.seats[seat] ?? {};
  const decay = pending.kind === 'decay' ? (asArray(pending.waiting).includes(seat) ? 'choosing what decays…' : asArray(pending.answered).includes(seat) ? 'has chosen' : null) : null;
  return el('section', {
    class: ['player', 'ds-player', isYou && 'player-you', isTurn && 'player-turn'],
    'aria-label': `${name}${isYou ? ' (you)' : ''}: ${cards.length} cards`,
    dataset: { seat: String(seat) },
  },
  el('header', { class: 'player-head' },
    el('span', { class: ['avatar', `avatar-${seat % 8}`], 'aria-hidden': 'true' }, [...name][0]?.toUpperCase() ?? '?'),
    el('div', { class: 'player-title' },
      el('span', { class: 'player-name' }, name, isTurn ? el('span', { class: 'turn-marker', 'aria-hidden': 'true' }, ' ▶') : null),
      el('span', { class: 'player-meta' }, seatBadges(info, seat, ctx), decay ? el('span', { class: 'muted small' }, decay) : null)),
    el('span', { class: 'ds-goals' },
      goal(line.itemTypes ?? 0, 7, 'Items'), goal(line.creatures ?? 0, 3, 'Beasts'), goal(line.treasures ?? 0, 3, 'Gold'))),
  cards.length === 0 ? el('p', { class: 'muted ds-line-empty' }, 'No cards') : el('div', { class: 'ds-line' },
    groups.length ? el('ul', { class: 'ds-groups', 'aria-label': `${name}'s items` }, groups) : null,
    creatures.length || treasures.length ? el('div', { class: 'ds-trophies', 'aria-label': `${name}'s creatures and treasures` }, [...creatures, ...treasures].map((card) => cardFace(card, { size: 'sm' }))) : null));
}

// ------------------------------------------------------------ the decision

function promptFor(view, ctx) {
  const types = new Set(ctx.actions.map((a) => a.type));
  const pending = asObject(view.pending);
  if (ctx.actions.length) {
    if (types.has('peek')) return `${PROMPTS.peek} (${pending.left ?? '?'} left)`;
    for (const type of ['start', 'fight', 'lose', 'reveal', 'endTurn']) if (types.has(type) && !(type === 'reveal' && !ctx.actions.some((a) => a.type === 'reveal' && a.card === undefined))) return PROMPTS[type];
    return 'Your move';
  }
  if (view.phase === 'finished') return 'The game is over';
  if (pending.kind === 'decay') {
    const waiting = asArray(pending.waiting).map((seat) => ctx.nameOf(seat));
    const mine = pending.yourChoice ? ` You chose ${pending.yourChoice.name}.` : '';
    return `Decay: waiting for ${waiting.join(', ')} to choose.${mine}`;
  }
  const doing = PENDING_OTHERS[pending.kind];
  if (doing && Number.isInteger(pending.seat) && pending.seat !== ctx.you.seat) return `${ctx.nameOf(pending.seat)} ${doing}`;
  return ctx.waitingText;
}

function actionCard(action, view) {
  if (!Number.isInteger(action.card)) return null;
  for (const line of Object.values(asObject(view.lines))) {
    const card = asObject(asObject(line).cards)[action.card];
    if (card) return card;
  }
  return null;
}

function decisionPanel(view, ctx) {
  const mine = ctx.actions.length > 0;
  const onPiles = new Set(ctx.actions.filter((a) => a.type === 'start' || a.type === 'peek' || (a.type === 'reveal' && a.card === undefined)));
  const choices = ctx.actions.filter((a) => !onPiles.has(a) && a.type !== 'endTurn');
  const end = ctx.actions.filter((a) => a.type === 'endTurn');
  const pending = asObject(view.pending);
  return el('section', { class: ['decision', 'panel', mine && 'decision-mine'], id: 'decision', 'aria-labelledby': 'decision-heading', 'aria-live': 'polite' },
    el('h2', { id: 'decision-heading' }, mine ? el('span', { class: 'your-turn-flag' }, 'Your move') : null, promptFor(view, ctx)),
    pending.kind === 'battle' && pending.creature ? el('div', { class: 'ds-battle' }, cardFace(pending.creature, { size: 'lg' }), el('span', {}, `${ctx.nameOf(pending.seat)} faces a ${pending.creature.name ?? 'creature'}`)) : null,
    // The piles themselves are the buttons for these choices (keyboard-usable, labelled).
    onPiles.size ? el('p', { class: 'muted small ds-hint' }, `Choose one of the ${onPiles.size} glowing pile${onPiles.size === 1 ? '' : 's'} above.`) : null,
    choices.length ? el('div', { class: 'action-list choices', role: 'group', 'aria-label': 'Choices' }, choices.map((action) => {
      const card = actionCard(action, view);
      const label = actionLabel(action, ctx.nameOf);
      return actionButton(action, ctx, { className: 'button action action-choice', label, content: [card ? cardFace(card, { size: 'xs' }) : null, el('span', { class: 'action-text' }, label)] });
    })) : null,
    end.length ? el('div', { class: 'action-list turn-moves' }, end.map((action) => actionButton(action, ctx, { className: 'button big action primary' }))) : null);
}

// ------------------------------------------------------------ the table

function seatOrder(count, you) {
  const seats = Array.from({ length: count }, (_, seat) => seat);
  if (you === null || you === undefined) return seats;
  return [...seats.slice(you + 1), ...seats.slice(0, you)];
}

export function renderTable(ctx) {
  const view = asObject(ctx.game);
  const count = Number.isInteger(view.players) ? view.players : ctx.room.seats.length;
  const removed = Object.keys(asObject(view.removed)).length;
  const others = seatOrder(count, ctx.you.seat);
  return el('div', { class: ['ds', `ds-phase-${view.phase ?? 'play'}`, ctx.you.role === 'spectator' && 'ds-spectating'], id: 'table' },
    el('div', { class: 'ds-opponents' }, others.map((seat) => playerLine(seat, view, ctx))),
    pileRows(view, ctx),
    el('p', { class: 'muted small ds-removed' }, `Out of the game: ${removed} card${removed === 1 ? '' : 's'}`),
    decisionPanel(view, ctx),
    ctx.you.seat !== null && ctx.you.seat !== undefined ? el('div', { class: 'ds-me' }, playerLine(ctx.you.seat, view, ctx)) : null);
}
