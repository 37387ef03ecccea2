// The DrachenSchatten table: the village and cave rows of face-down piles with
// their sizes (and, for you, the cards you have looked at), every player's
// line grouped by item with ready/tapped shown, creatures and treasures, the
// battle or decay under way, and the choices offered (only those in the
// document's `actions`). Each pile and each card of a line is marked as the
// place an action may name (protocol.md, "Choices on the table"): the piles
// and cards are then the buttons, and the list groups a wand's reveals as one.
//
// The engine's view (games/drachenschatten/view.cpp):
//   phase, players, current, firstPlayer, pileOrder [pileId],
//   piles {pileId: {row, size, peeked {seat: n}}},
//   lines {seat: {cards {id: card+{tapped, at}}, itemTypes, creatures, treasures}},
//   removed {id: card}, pending {kind, seat, ...} | null, result;
//   for a seat only (its secrets, sent to it alone): you, seen {pileId: [card]}
//   (the top cards it has seen, top first), yourChoice (its decay card) | null.
//   card = {id, kind, name, item?, symbol?}
// Every field is read defensively: a missing one shows as empty.

import { el } from '../dom.js';
import { list, t, tKey } from '../i18n/index.js';
import { seatBadges } from '../waiting.js';
import { actionButton, actionLabelNode } from './actions.js';
import { groupedActionList, pointerTo, targetAttr } from './targets.js';
import { cardPicture, pileMark, symbolSign } from './drachenschatten-art.js';
import { CREATURES, ITEM_ORDER, ITEMS, ITEMS_OF_SEVERAL_KINDS, PENDING_OTHERS, PROMPTS, say, SYMBOLS } from './drachenschatten-data.js';

function asObject(value) {
  return value && typeof value === 'object' && !Array.isArray(value) ? value : {};
}

function asArray(value) {
  return Array.isArray(value) ? value : [];
}

// ------------------------------------------------------------ cards

/** A card's printed name: the item's, or the creature's; null for a card this client does not know. */
function printedName(card) {
  if (!card) return null;
  if (card.kind === 'item') return say(ITEMS, card.item, 'name', null);
  return say(CREATURES, card.kind, 'name', null);
}

/**
 * A card's name for the log and the choices: its printed name, with what its
 * symbol does for an item that comes in several kinds ("Sword (protects
 * against dragons)", "Sword (swap a used item)"), so that two different cards
 * never read the same.
 */
export function cardName(card) {
  const name = printedName(card);
  if (name === null || card.kind !== 'item' || !ITEMS_OF_SEVERAL_KINDS.has(card.item) || !Object.hasOwn(SYMBOLS, card.symbol)) return name;
  return t('drachenschatten.cardNamed', { item: name, symbol: tKey(SYMBOLS[card.symbol].text) });
}

function cardTitle(card) {
  if (!card) return t('drachenschatten.card');
  const name = printedName(card) ?? String(card.item ?? card.kind ?? '?');
  if (card.kind === 'item') return t('drachenschatten.itemTitle', { item: name, symbol: say(SYMBOLS, card.symbol, 'text', String(card.symbol ?? '')) });
  return name;
}

/**
 * How DrachenSchatten's messages name things: a card {kind, item?, symbol?}
 * (the engine's card objects) by its printed name; a pile "v3"/"c5" by its
 * row and number.
 */
export const messageHooks = {
  card(value) {
    return value && typeof value === 'object' ? cardName(value) : null;
  },
  place(value) {
    const match = /^([vc])(\d+)$/.exec(String(value ?? ''));
    if (!match) return null;
    return match[1] === 'c' ? t('drachenschatten.cavePile', { number: Number(match[2]) }) : t('drachenschatten.villagePile', { number: Number(match[2]) });
  },
};

/** A face-up card; `tapped` turns it sideways; `place` is its pointer when actions may name it. */
export function cardFace(card, { size = 'md', tapped = false, place = null } = {}) {
  const symbol = card.kind === 'item' && Object.hasOwn(SYMBOLS, card.symbol) ? SYMBOLS[card.symbol] : null;
  const label = tapped ? t('drachenschatten.used', { card: cardTitle(card) }) : cardTitle(card);
  const face = el('div', {
    class: ['ds-card', `ds-card-${size}`, `ds-kind-${card.kind}`, card.item && `ds-item-${card.item}`, tapped && 'ds-tapped'],
    role: 'img',
    'aria-label': label,
    title: label,
    dataset: { cardId: String(card.id ?? ''), card: card.kind === 'item' ? `${card.item}.${card.symbol}` : String(card.kind ?? '') },
  },
  el('span', { class: 'ds-card-name', 'aria-hidden': 'true' }, printedName(card) ?? card.kind),
  el('span', { class: 'ds-card-icon', 'aria-hidden': 'true' }, cardPicture(card)),
  symbol ? el('span', { class: 'ds-card-symbol', 'aria-hidden': 'true' }, symbolSign(card.symbol), el('span', { class: 'ds-card-symbol-text' }, tKey(symbol.short))) : null);
  // A used card lies sideways, in a square slot so that it takes its own room.
  const drawn = tapped ? el('span', { class: ['ds-tap-slot', `ds-tap-slot-${size}`] }, face) : face;
  if (place) drawn.setAttribute('data-target', place);
  return drawn;
}

/** Gives a face-up card drawn on the table its identity, so that it is seen moving between places (motion.js). */
function keyed(node, card) {
  if (card?.id !== undefined && card?.id !== null) node.dataset.cardKey = `ds-${card.id}`;
  return node;
}

function cardBack(row, label) {
  return el('div', { class: ['ds-back', `ds-back-${row}`], role: 'img', 'aria-label': label },
    pileMark(row));
}

// ------------------------------------------------------------ the piles

function pileView(pileId, pile, seenCards, ctx) {
  const size = Number.isFinite(pile.size) ? pile.size : 0;
  const row = pile.row === 'cave' ? 'cave' : 'village';
  const number = Number(pileId.slice(1));
  const pileName = row === 'cave' ? t('drachenschatten.cavePile', { number }) : t('drachenschatten.villagePile', { number });
  const label = t('drachenschatten.pileLabel', { pile: pileName, count: size });
  const peeked = Object.entries(asObject(pile.peeked)).map(([seat, n]) =>
    el('span', { class: 'ds-peek-chip', title: t('drachenschatten.knowsTop', { name: ctx.nameOf(Number(seat)), count: n }) }, `◉ ${[...ctx.nameOf(Number(seat))][0] ?? '?'}${n > 1 ? `×${n}` : ''}`));
  const seen = asArray(seenCards);
  // The pile is where its reveals, peeks and starting picks are made (targets.js wires them).
  const place = pointerTo('piles', pileId);
  const stack = size > 0
    ? el('div', { class: 'ds-pile-place', ...targetAttr(place) }, cardBack(row, label))
    : el('div', { class: 'ds-empty', role: 'img', 'aria-label': t('drachenschatten.pileEmptyLabel', { pile: pileName }) }, t('drachenschatten.empty'));
  return el('li', { class: ['ds-pile', size === 0 && 'ds-pile-empty'], dataset: { pile: pileId } },
    stack,
    el('span', { class: 'ds-pile-size', 'aria-hidden': 'true' }, `${pileId.toUpperCase()} · ${size}`),
    peeked.length ? el('span', { class: 'ds-peeks' }, peeked) : null,
    seen.length ? el('div', { class: 'ds-seen', 'aria-label': t('drachenschatten.youSawIn', { pile: pileName }) },
      el('span', { class: 'ds-seen-title' }, t('drachenschatten.youSaw')), seen.map((card) => cardFace(card, { size: 'xs' }))) : null);
}

function pileRows(view, ctx) {
  const piles = asObject(view.piles);
  const order = asArray(view.pileOrder).length ? asArray(view.pileOrder) : Object.keys(piles);
  const rows = { village: [], cave: [] };
  for (const id of order) {
    const pile = asObject(piles[id]);
    rows[pile.row === 'cave' ? 'cave' : 'village'].push(pileView(id, pile, asObject(view.seen)[id], ctx));
  }
  return el('section', { class: 'ds-board', 'aria-label': t('drachenschatten.board') },
    el('h3', { class: 'ds-row-title' }, t('drachenschatten.village')),
    el('ol', { class: 'ds-row ds-row-village' }, rows.village),
    el('h3', { class: 'ds-row-title' }, t('drachenschatten.caves')),
    el('ol', { class: 'ds-row ds-row-cave' }, rows.cave));
}

// ------------------------------------------------------------ the lines

function lineCards(line) {
  return Object.values(asObject(asObject(line).cards)).sort((a, b) => (a.at ?? 0) - (b.at ?? 0));
}

function goal(value, of, label) {
  return el('span', { class: ['ds-goal', value >= of && 'ds-goal-met'], title: t('drachenschatten.goalTitle', { goal: label, value, of }) }, t('drachenschatten.goal', { goal: label, value, of }));
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
    if (ofItem.length) groups.push(el('li', { class: 'ds-group', 'aria-label': t('drachenschatten.groupLabel', { item: say(ITEMS, item, 'name'), count: ofItem.length }) }, ofItem.map((card) => keyed(cardFace(card, { size: 'sm', tapped: card.tapped, place: pointerTo('lines', seat, 'cards', card.id) }), card))));
  }
  const creatures = cards.filter((card) => card.kind === 'dragon' || card.kind === 'hydra');
  const treasures = cards.filter((card) => card.kind === 'treasure');
  const info = ctx.room.seats[seat] ?? {};
  const decay = pending.kind === 'decay' ? (asArray(pending.waiting).includes(seat) ? t('drachenschatten.choosingDecay') : asArray(pending.answered).includes(seat) ? t('drachenschatten.hasChosen') : null) : null;
  return el('section', {
    class: ['player', 'ds-player', isYou && 'player-you', isTurn && 'player-turn'],
    'aria-label': isYou ? t('drachenschatten.playerLabelYou', { name, count: cards.length }) : t('drachenschatten.playerLabel', { name, count: cards.length }),
    dataset: { seat: String(seat) },
  },
  el('header', { class: 'player-head' },
    el('span', { class: ['avatar', `avatar-${seat % 8}`], 'aria-hidden': 'true' }, [...name][0]?.toUpperCase() ?? '?'),
    el('div', { class: 'player-title' },
      el('span', { class: 'player-name' }, name, isTurn ? el('span', { class: 'turn-marker', 'aria-hidden': 'true' }, ' ▶') : null),
      el('span', { class: 'player-meta' }, seatBadges(info, seat, ctx), decay ? el('span', { class: 'muted small' }, decay) : null)),
    el('span', { class: 'ds-goals' },
      goal(line.itemTypes ?? 0, 7, t('drachenschatten.goalItems')), goal(line.creatures ?? 0, 3, t('drachenschatten.goalBeasts')), goal(line.treasures ?? 0, 3, t('drachenschatten.goalGold')))),
  cards.length === 0 ? el('p', { class: 'muted ds-line-empty' }, t('drachenschatten.noCards')) : el('div', { class: 'ds-line' },
    groups.length ? el('ul', { class: 'ds-groups', 'aria-label': t('drachenschatten.itemsOf', { name }) }, groups) : null,
    creatures.length || treasures.length ? el('div', { class: 'ds-trophies', 'aria-label': t('drachenschatten.trophiesOf', { name }) }, [...creatures, ...treasures].map((card) => keyed(cardFace(card, { size: 'sm', place: pointerTo('lines', seat, 'cards', card.id) }), card))) : null));
}

// ------------------------------------------------------------ the decision

function promptFor(view, ctx) {
  const types = new Set(ctx.actions.map((a) => a.type));
  const pending = asObject(view.pending);
  if (ctx.actions.length) {
    if (types.has('peek')) return Number.isInteger(pending.left) ? t('drachenschatten.prompt.peek', { left: pending.left }) : t('drachenschatten.prompt.peekSome');
    for (const type of ['start', 'fight', 'lose', 'reveal', 'endTurn']) if (types.has(type) && !(type === 'reveal' && !ctx.actions.some((a) => a.type === 'reveal' && a.card === undefined))) return say(PROMPTS, type);
    return t('table.yourMove');
  }
  if (view.phase === 'finished') return t('table.gameIsOver');
  if (pending.kind === 'decay') {
    const waiting = list(asArray(pending.waiting).map((seat) => ctx.nameOf(seat)));
    const chosen = view.yourChoice ? cardName(view.yourChoice) ?? view.yourChoice.name : null;
    return chosen ? t('drachenschatten.decayWaitingChosen', { names: waiting, card: chosen }) : t('drachenschatten.decayWaiting', { names: waiting });
  }
  const doing = Object.hasOwn(PENDING_OTHERS, pending.kind) ? PENDING_OTHERS[pending.kind] : null;
  if (doing && Number.isInteger(pending.seat) && pending.seat !== ctx.you.seat) return tKey(doing, { name: ctx.nameOf(pending.seat) });
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
  const onPiles = new Set(ctx.actions.filter((a) => typeof a.target === 'string' && a.target.startsWith('/game/piles/')).map((a) => a.target));
  const choices = ctx.actions.filter((a) => a.type !== 'endTurn');
  const end = ctx.actions.filter((a) => a.type === 'endTurn');
  const pending = asObject(view.pending);
  return el('section', { class: ['decision', 'panel', mine && 'decision-mine'], id: 'decision', 'aria-labelledby': 'decision-heading', 'aria-live': 'polite' },
    el('h2', { id: 'decision-heading' }, mine ? el('span', { class: 'your-turn-flag' }, t('table.yourMove')) : null, promptFor(view, ctx)),
    pending.kind === 'battle' && pending.creature ? el('div', { class: 'ds-battle' }, keyed(cardFace(pending.creature, { size: 'lg' }), pending.creature),
      el('span', {}, t('drachenschatten.faces', { name: ctx.nameOf(pending.seat), creature: cardName(pending.creature) ?? t('drachenschatten.creature') }))) : null,
    // The piles and cards on the table are the buttons for these choices; the
    // list below is the keyboard's path, a pile pick or an item's uses as one entry.
    onPiles.size ? el('p', { class: 'muted small ds-hint' }, t('drachenschatten.choosePile', { count: onPiles.size })) : null,
    choices.length ? el('div', { class: 'choices', role: 'group', 'aria-label': t('table.choices') }, groupedActionList(choices, ctx, {
      button: (action) => {
        const card = actionCard(action, view);
        return actionButton(action, ctx, { className: 'button action action-choice', content: [card ? cardFace(card, { size: 'xs' }) : null, actionLabelNode(action, ctx, 'action-text')] });
      },
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
    el('p', { class: 'muted small ds-removed' }, t('drachenschatten.outOfGame', { count: removed })),
    decisionPanel(view, ctx),
    ctx.you.seat !== null && ctx.you.seat !== undefined ? el('div', { class: 'ds-me', dataset: { withDecision: '' } }, playerLine(ctx.you.seat, view, ctx)) : null);
}
