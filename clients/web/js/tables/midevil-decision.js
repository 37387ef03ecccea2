// The MidEvil decision panel: what is asked now and of whom, the reaction
// window with its countdown (room.clock), the combat or the fight for the
// book, the dice with what they were for, the drawn tile with its rotation
// and the Place button, the skeleton colour to put, the choices on a square
// or a card, every other offered action as a button, and the map's choices
// again as a folded list.

import { el } from '../dom.js';
import { actionButton, actionKey, actionLabel } from './actions.js';
import { cardInfo, PAWNS, PHASES, ROLL_FOR, SKELETONS, TILE_POPULATION, WINDOW_ABOUT } from './midevil-data.js';
import { tilePicture } from './midevil-board.js';
import { pick, picked } from './midevil-picks.js';
import { cardFace } from './midevil-players.js';
import { actionsAt, asArray, asObject, brushKinds, drawnKey, isSeat, plural, tileName } from './midevil-view.js';

// The reaction window's deadline comes from room.clock; the ticking is local.
let countdownTimer = null;

function tickCountdowns() {
  const nodes = document.querySelectorAll('.mev-countdown[data-deadline]');
  if (nodes.length === 0) {
    clearInterval(countdownTimer);
    countdownTimer = null;
    return;
  }
  for (const node of nodes) {
    const deadline = Number(node.dataset.deadline);
    const total = Number(node.dataset.total) || 6;
    const left = Math.max(0, (deadline - Date.now()) / 1000);
    const text = node.querySelector('.mev-countdown-text');
    if (text) text.textContent = `${Math.ceil(left)} s`;
    const fill = node.querySelector('.mev-countdown-fill');
    if (fill) fill.style.width = `${Math.max(0, Math.min(100, (left / total) * 100))}%`;
  }
}

function countdown(ctx) {
  const clock = asObject(ctx.room.clock);
  if (typeof clock.deadline !== 'number') return null;
  const total = Number(asObject(ctx.room.options).reactionSeconds) || 6;
  const node = el('span', { class: 'mev-countdown', role: 'timer', 'aria-label': 'Time left to answer', dataset: { deadline: String(clock.deadline), total: String(total) } },
    el('span', { class: 'mev-countdown-bar', 'aria-hidden': 'true' }, el('span', { class: 'mev-countdown-fill' })),
    el('span', { class: 'mev-countdown-text' }, ''));
  if (!countdownTimer) countdownTimer = setInterval(tickCountdowns, 200);
  queueMicrotask(tickCountdowns);
  return node;
}

// The dice shown last time, so that only new rolls tumble.
let lastDice = '';

function dicePanel(view, ctx) {
  const dice = asArray(view.dice);
  if (dice.length === 0) return null;
  const key = JSON.stringify(dice);
  const fresh = key !== lastDice;
  lastDice = key;
  return el('div', { class: 'mev-dice', id: 'dice', 'aria-label': 'Last dice' },
    dice.map((die) => {
      const who = isSeat(die.seat) ? (die.seat === ctx.you.seat ? 'You' : ctx.nameOf(die.seat)) : '';
      const what = ROLL_FOR[die.for] ?? die.for ?? '';
      const against = die.against ? ` vs ${die.against} skeleton` : '';
      const text = `${who} rolled ${die.value} for ${what}${against}`;
      return el('span', { class: 'mev-roll', title: text, 'aria-label': text },
        el('span', { class: ['mev-die', fresh && 'mev-die-fresh'], 'aria-hidden': 'true', style: die.seat !== undefined ? { borderBottom: `3px solid ${PAWNS[die.seat % PAWNS.length]}` } : undefined }, String(die.value ?? '?')),
        el('span', { 'aria-hidden': 'true' }, `${who}: ${what}${against}`));
    }));
}

function combatLine(view, ctx) {
  const combat = asObject(view.combat);
  if (!isSeat(combat.seat)) return null;
  const who = combat.seat === ctx.you.seat ? 'You' : ctx.nameOf(combat.seat);
  const weapon = combat.weapon ? ` with the ${cardInfo(combat.weapon).name}` : '';
  const parts = [`${who} fight${combat.seat === ctx.you.seat ? '' : 's'} the ${combat.against ?? ''} skeleton on ${combat.square ?? '?'}${weapon}`];
  if (Number.isFinite(combat.roll)) parts.push(`rolled ${combat.roll}${combat.bonus ? ` + ${combat.bonus}` : ''} = ${combat.total ?? combat.roll}, needs ${combat.need ?? 4}`);
  return el('p', { class: 'mev-hint', id: 'combat' }, parts.join(': '));
}

function bookFightLine(view, ctx) {
  const fight = asObject(view.bookFight);
  if (!isSeat(fight.challenger) || !isSeat(fight.holder)) return null;
  const totals = asObject(fight.totals);
  const name = (seat) => (seat === ctx.you.seat ? 'You' : ctx.nameOf(seat));
  return el('p', { class: 'mev-hint', id: 'book-fight' },
    `Fight for the Necronomicon: ${name(fight.challenger)} ${totals[fight.challenger] ?? '–'} against ${name(fight.holder)} ${totals[fight.holder] ?? '–'}`);
}

function windowLine(view, ctx) {
  const w = asObject(view.window);
  if (!w.about) return null;
  const who = isSeat(w.seat) ? (w.seat === ctx.you.seat ? 'You' : ctx.nameOf(w.seat)) : 'Someone';
  let what = WINDOW_ABOUT[w.about] ?? w.about;
  if (w.about === 'roll') {
    const die = asArray(view.dice).at(-1);
    if (die) what = `rolled ${die.value} for ${ROLL_FOR[die.for] ?? die.for}`;
  } else if (w.about === 'card') {
    const top = asArray(view.pending).at(-1);
    if (top) what = `played ${cardInfo(top.card).name}`;
  }
  const waiting = asArray(w.awaiting).filter((seat) => seat !== ctx.you.seat).map((seat) => ctx.nameOf(seat));
  const stop = /[.!?…]$/.test(what) ? '' : '.';
  return el('p', { class: 'mev-hint', id: 'reaction' }, `${who} ${what}${stop} ${waiting.length ? `Waiting for ${waiting.join(', ')} to react.` : ''}`);
}

function promptFor(view, ctx, inter, slots) {
  const mine = ctx.actions.length > 0;
  const types = new Set(ctx.actions.map((a) => a.type));
  const w = asObject(view.window);
  if (view.phase === 'finished' || ctx.room.status === 'finished') return 'The game is over';
  if (mine) {
    if (w.about && types.has('pass')) return 'React now, or pass';
    if (types.has('spend') || types.has('reroll')) return 'You missed: spend trophies, or a life token to roll again';
    if (types.has('fight')) return 'Fight!';
    if (types.has('begin')) return 'Your turn: play a card now, or go on';
    if (types.has('pickUp')) return 'Take it, or leave it there';
    if (types.has('target')) return 'Choose the player who discards';
    if (slots.size) return `Place the ${tileName({ tile: drawnKey(view) })}`;
    if (inter.squares.size && [...inter.squares.values()].flat().some((a) => a.type === 'skeleton' || a.type === 'life')) {
      const pop = asObject(view.populate);
      const left = [];
      if (Number.isFinite(pop.skeletonsLeft)) left.push(plural(pop.skeletonsLeft, 'skeleton'));
      if (Number.isFinite(pop.target)) left.push(`${Math.max(0, pop.target - (pop.placedPoints ?? 0))} points of skeletons`);
      if (Number.isFinite(pop.lifeLeft) && pop.lifeLeft > 0) left.push(plural(pop.lifeLeft, 'life token'));
      return `Place ${left.join(' and ') || 'skeletons'}`;
    }
    if (types.has('move') || types.has('stop')) return `Move: ${plural(asObject(view.movement).left ?? 0, 'step')} left`;
    if (inter.skeletonMoves.length) return `Move the skeletons: ${plural(asObject(view.skeletonMoves).left ?? 0, 'more')} to move`;
    if (types.has('take') || types.has('done')) return 'Take cards from the hand you are looking at';
    if (types.has('yoink')) return 'Choose the skeletons you take';
    if (types.has('lose')) return 'Choose the trophies you discard';
    if (view.phase === 'handLimit') return 'Discard down to 3 cards';
    if (types.has('endTurn')) return 'You may discard a card, then end your turn';
    if (types.has('yield')) return 'Fight for the book';
    return 'Your move';
  }
  if (w.about) return 'Reactions…';
  const current = isSeat(view.current) ? ctx.nameOf(view.current) : null;
  const doing = PHASES[view.phase];
  if (current && doing) return `${current}: ${doing}`;
  return ctx.waitingText;
}

function placeControls(view, ctx, slots) {
  if (slots.size === 0) return null;
  const list = picked.slot ? slots.get(picked.slot) : null;
  const action = list?.find((a) => a.rotation === picked.rotation) ?? null;
  const rotate = el('button', { type: 'button', class: 'button', id: 'mev-rotate', disabled: !list || list.length < 2, dataset: { focusKey: 'mev-rotate' } }, '⟳ Rotate');
  rotate.addEventListener('click', () => {
    if (!list) return;
    const i = list.findIndex((a) => a.rotation === picked.rotation);
    pick({ rotation: list[(i + 1) % list.length].rotation });
  });
  const key = drawnKey(view);
  const population = TILE_POPULATION[key];
  return el('div', { class: 'mev-drawn' },
    tilePicture(view, picked.slot ? picked.rotation : 0),
    el('div', { class: 'mev-drawn-text' },
      el('span', { class: 'mev-drawn-name' }, tileName({ tile: key })),
      el('span', { class: 'small muted' }, population ? `${plural(population[0], 'skeleton')}, ${plural(population[1], 'life token')}` : key === 'altar' ? '' : 'Roll a die for skeletons'),
      el('span', { class: 'small' }, picked.slot ? `At ${picked.slot}, turned ${picked.rotation ?? 0}° (${list.length} way${list.length === 1 ? '' : 's'} fit${list.length === 1 ? 's' : ''})` : `${plural(slots.size, 'place')} where it fits: pick one on the map`)),
    el('div', { class: 'mev-row' },
      rotate,
      action ? actionButton(action, ctx, { className: 'button primary action', label: actionLabel(action, ctx.nameOf), content: 'Place the tile' }) : el('button', { type: 'button', class: 'button primary', disabled: true }, 'Place the tile')));
}

function brushControls(inter, ctx) {
  const kinds = brushKinds(inter);
  if (kinds.length < 2) return null;
  return el('div', { class: 'mev-row', role: 'group', 'aria-label': 'What to put on the next square you tap' },
    el('span', { class: 'small muted' }, 'Put:'),
    kinds.map((kind) => {
      const text = kind === 'life' ? 'Life token' : `${SKELETONS[kind].name[0].toUpperCase()}${SKELETONS[kind].name.slice(1)} skeleton (${SKELETONS[kind].points})`;
      const button = el('button', { type: 'button', class: ['button', 'small', picked.brush === kind && 'primary'], 'aria-pressed': picked.brush === kind ? 'true' : 'false', dataset: { focusKey: `brush:${kind}`, brush: kind }, disabled: ctx.busy },
        kind === 'life' ? null : el('span', { class: ['mev-skull', `mev-skull-${kind}`], 'aria-hidden': 'true' }, String(SKELETONS[kind].points)), text);
      button.addEventListener('click', () => pick({ brush: kind }));
      return button;
    }));
}

function buttonClass(action) {
  const primary = ['fight', 'reroll', 'endTurn', 'done', 'begin'].includes(action.type);
  return `button action mev-action-${action.type}${primary ? ' primary' : ''}`;
}

export function decisionPanel(view, ctx, inter, slots) {
  const mine = ctx.actions.length > 0;
  const timed = view.window && ctx.room.clock ? countdown(ctx) : null;
  const chosenSquare = actionsAt(inter, picked.square);
  const chosenCard = picked.card !== null ? inter.cards.get(picked.card)?.play ?? [] : [];
  const cardName = picked.card !== null ? cardInfo(asArray(asObject(asArray(view.players)[ctx.you.seat]).hand).find((c) => c.id === picked.card)?.card).name : '';
  const revealed = asObject(view.revealed);
  return el('section', { class: ['decision', 'panel', 'mev-decision', mine && 'decision-mine'], id: 'decision', 'aria-labelledby': 'decision-heading', 'aria-live': 'polite' },
    el('h2', { id: 'decision-heading' }, mine ? el('span', { class: 'your-turn-flag' }, 'Your move') : null, promptFor(view, ctx, inter, slots), timed),
    windowLine(view, ctx),
    combatLine(view, ctx),
    bookFightLine(view, ctx),
    dicePanel(view, ctx),
    placeControls(view, ctx, slots),
    brushControls(inter, ctx),
    isSeat(revealed.seat) ? el('div', { class: 'mev-revealed' },
      el('p', { class: 'mev-section-title' }, `${ctx.nameOf(revealed.seat)}'s hand`),
      el('ul', { class: 'mev-cards' }, asArray(revealed.hand).map((card) => el('li', {}, cardFace(card, { small: true }))))) : null,
    chosenSquare.length ? el('div', { class: 'mev-row', role: 'group', 'aria-label': `Choices on ${picked.square}` },
      el('span', { class: 'small muted' }, `On ${picked.square.replace('tile:', 'the tile at ')}:`),
      chosenSquare.map((action) => actionButton(action, ctx, { className: buttonClass(action) }))) : null,
    chosenCard.length ? el('div', { class: 'mev-row', role: 'group', 'aria-label': `Ways to play ${cardName}` },
      el('span', { class: 'small muted' }, `${cardName}:`),
      chosenCard.map((action) => actionButton(action, ctx, { className: buttonClass(action) }))) : null,
    inter.buttons.length ? el('div', { class: 'action-list choices', role: 'group', 'aria-label': 'Choices' }, inter.buttons.map((action) => actionButton(action, ctx, { className: buttonClass(action) }))) : null,
    reactionPlays(view, ctx, inter),
    everyChoice(ctx, inter));
}

/**
 * A reaction window is short: the cards that may answer it are offered right
 * here too, not only in the hand further down. On your own turn, a hint says
 * that cards may be played.
 */
function reactionPlays(view, ctx, inter) {
  const plays = [...inter.cards.values()].flatMap((entry) => entry.play);
  if (plays.length === 0) return null;
  const me = asObject(asArray(view.players)[ctx.you.seat]);
  const cardOf = (id) => asArray(me.hand).find((card) => card.id === id);
  if (!view.window) return el('p', { class: 'mev-hint' }, `You may also play ${plural(new Set(plays.map((a) => a.card)).size, 'card')} from your hand.`);
  const single = plays.filter((action) => inter.cards.get(action.card).play.length === 1);
  return el('div', { class: 'mev-row', role: 'group', 'aria-label': 'Cards you may answer with' },
    single.map((action) => actionButton(action, ctx, {
      className: 'button action mev-action-react',
      label: actionLabel(action, ctx.nameOf),
      content: [el('span', { class: 'mev-react-icon', 'aria-hidden': 'true' }, cardInfo(cardOf(action.card)?.card).icon), el('span', {}, actionLabel(action, ctx.nameOf))],
    })),
    single.length < plays.length ? el('span', { class: 'small muted' }, 'More cards to play in your hand below.') : null);
}

/** Every map choice again as a plain list, for keyboards and screen readers, folded away. */
function everyChoice(ctx, inter) {
  const onMap = [...inter.place, ...[...inter.squares.values()].flat(), ...[...inter.tiles.values()].flat(), ...inter.skeletonMoves];
  if (onMap.length === 0) return null;
  return el('details', { class: 'mev-more', id: 'mev-more' },
    el('summary', {}, `The ${plural(onMap.length, 'map choice')} as a list`),
    el('div', { class: 'action-list' }, onMap.map((action) => {
      const button = actionButton(action, ctx, { className: 'button small action' });
      // These duplicate the map's gestures: keep them out of the "offered action" buttons.
      delete button.dataset.action;
      button.dataset.listAction = JSON.stringify(action);
      button.dataset.focusKey = `list:${actionKey(action)}`;
      return button;
    })));
}
