// The MidEvil decision panel: what is asked now and of whom, the reaction
// window with its countdown (room.clock) and its prompt (midevil-reaction.js), the combat or the fight for the
// book, the dice with what they were for, the drawn tile with its rotation
// and the Place button, the skeleton colour to put, the choices on a square
// or a card, every other offered action as a button, and the map's choices
// again as a folded list.

import { el } from '../dom.js';
import { list, number, t } from '../i18n/index.js';
import { actionButton, actionKey } from './actions.js';
import { pointerTo } from './targets.js';
import { cardInfo, colourName, PAWNS, PHASES, ROLL_FOR, say, skeletonCount, TILE_POPULATION, WINDOW_ABOUT } from './midevil-data.js';
import { tilePicture } from './midevil-board.js';
import { pick, picked } from './midevil-picks.js';
import { placeName, spotName } from './midevil-places.js';
import { cardFace, handPlace } from './midevil-players.js';
import { autoPassToggle, reactionPrompt, settledAt, windowKey } from './midevil-reaction.js';
import { asArray, asObject, drawnKey, isSeat, tileName } from './midevil-view.js';

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
    if (text) text.textContent = t('waiting.seconds', { seconds: Math.ceil(left) });
    const fill = node.querySelector('.mev-countdown-fill');
    if (fill) fill.style.width = `${Math.max(0, Math.min(100, (left / total) * 100))}%`;
  }
}

function countdown(ctx) {
  const clock = asObject(ctx.room.clock);
  if (typeof clock.deadline !== 'number') return null;
  const total = Number(asObject(ctx.room.options).reactionSeconds) || 6;
  const node = el('span', { class: 'mev-countdown', role: 'timer', 'aria-label': t('midevil.timeToAnswer'), dataset: { deadline: String(clock.deadline), total: String(total) } },
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
  return el('div', { class: 'mev-dice', id: 'dice', 'aria-label': t('midevil.lastDice') },
    dice.map((die) => {
      const who = isSeat(die.seat) ? (die.seat === ctx.you.seat ? t('clock.you') : ctx.nameOf(die.seat)) : '';
      const what = say(ROLL_FOR, die.for, String(die.for ?? ''));
      const params = { name: who, value: die.value ?? 0, purpose: what, colour: colourName(die.against) };
      const text = die.against ? t('midevil.rolledAgainst', params) : t('midevil.rolled', params);
      const short = die.against ? t('midevil.rollShortAgainst', params) : t('midevil.rollShort', params);
      return el('span', { class: 'mev-roll', title: text, 'aria-label': text },
        el('span', { class: ['mev-die', fresh && 'mev-die-fresh'], 'aria-hidden': 'true', style: die.seat !== undefined ? { borderBottom: `3px solid ${PAWNS[die.seat % PAWNS.length]}` } : undefined }, String(die.value ?? '?')),
        el('span', { 'aria-hidden': 'true' }, short));
    }));
}

function combatLine(view, ctx) {
  const combat = asObject(view.combat);
  if (!isSeat(combat.seat)) return null;
  const params = { name: ctx.nameOf(combat.seat), colour: colourName(combat.against), square: combat.square ? placeName(view, combat.square) : '?', weapon: combat.weapon ? cardInfo(combat.weapon).name : '' };
  const mine = combat.seat === ctx.you.seat;
  let line;
  if (combat.weapon) line = mine ? t('midevil.youFightWith', params) : t('midevil.fightsWith', params);
  else line = mine ? t('midevil.youFight', params) : t('midevil.fights', params);
  if (Number.isFinite(combat.roll)) {
    const roll = { roll: combat.roll, bonus: combat.bonus ?? 0, total: combat.total ?? combat.roll, need: combat.need ?? 4 };
    line = t('midevil.fightRoll', { fight: line, roll: combat.bonus ? t('midevil.rollWithBonus', roll) : t('midevil.rollPlain', roll) });
  }
  return el('p', { class: 'mev-hint', id: 'combat' }, line);
}

function bookFightLine(view, ctx) {
  const fight = asObject(view.bookFight);
  if (!isSeat(fight.challenger) || !isSeat(fight.holder)) return null;
  const totals = asObject(fight.totals);
  const name = (seat) => (seat === ctx.you.seat ? t('clock.you') : ctx.nameOf(seat));
  const total = (seat) => (Number.isFinite(totals[seat]) ? number(totals[seat]) : '–');
  return el('p', { class: 'mev-hint', id: 'book-fight' },
    t('midevil.bookFight', { book: cardInfo('necronomicon').name, challenger: name(fight.challenger), challengerTotal: total(fight.challenger), holder: name(fight.holder), holderTotal: total(fight.holder) }));
}

// What the window is about; who else it waits for, except while it is your
// decision (the prompt is yours then, not a wait).
function windowLine(view, ctx, asked) {
  const w = asObject(view.window);
  if (!w.about) return null;
  const who = isSeat(w.seat) ? (w.seat === ctx.you.seat ? t('clock.you') : ctx.nameOf(w.seat)) : t('seat.someone');
  let what = say(WINDOW_ABOUT, w.about, String(w.about), { name: who });
  const die = w.about === 'roll' ? asArray(view.dice).at(-1) : null;
  const top = w.about === 'card' ? asArray(view.pending).at(-1) : null;
  if (die) what = t('midevil.window.rolled', { name: who, value: die.value ?? 0, purpose: say(ROLL_FOR, die.for, String(die.for ?? '')) });
  else if (top) what = t('midevil.window.played', { name: who, card: cardInfo(top.card).name });
  const waiting = asked ? [] : asArray(w.awaiting).filter((seat) => seat !== ctx.you.seat).map((seat) => ctx.nameOf(seat));
  return el('p', { class: 'mev-hint', id: 'reaction' }, waiting.length ? t('midevil.window.waiting', { what, names: list(waiting) }) : t('midevil.window.done', { what }));
}

function promptFor(view, ctx, inter, slots) {
  const mine = ctx.actions.length > 0;
  const types = new Set(ctx.actions.map((a) => a.type));
  const w = asObject(view.window);
  if (view.phase === 'finished' || ctx.room.status === 'finished') return t('table.gameIsOver');
  if (mine) {
    if (w.about && types.has('pass')) return ctx.actions.some((a) => a.type !== 'pass') ? t('midevil.prompt.react') : t('midevil.prompt.nothingToPlay');
    if (types.has('spend') || types.has('reroll')) return t('midevil.prompt.missed');
    if (types.has('fight')) return t('midevil.prompt.fight');
    if (types.has('begin')) return t('midevil.prompt.begin');
    if (types.has('pickUp')) return t('midevil.prompt.pickUp');
    if (types.has('target')) return t('midevil.prompt.target');
    if (slots.size) return t('midevil.prompt.placeTile', { tile: tileName({ tile: drawnKey(view) }) });
    if (inter.squares.size && [...inter.squares.values()].flat().some((a) => a.type === 'skeleton' || a.type === 'life')) {
      const pop = asObject(view.populate);
      const left = [];
      if (Number.isFinite(pop.skeletonsLeft)) left.push(skeletonCount(null, pop.skeletonsLeft));
      if (Number.isFinite(pop.target)) left.push(t('midevil.skeletonPoints', { count: Math.max(0, pop.target - (pop.placedPoints ?? 0)) }));
      if (Number.isFinite(pop.lifeLeft) && pop.lifeLeft > 0) left.push(t('midevil.lifeTokens', { count: pop.lifeLeft }));
      return left.length ? t('midevil.prompt.place', { what: list(left) }) : t('midevil.prompt.placeSkeletons');
    }
    if (types.has('move') || types.has('stop')) return t('midevil.prompt.move', { count: asObject(view.movement).left ?? 0 });
    if (inter.skeletonMoves.length) return t('midevil.prompt.moveSkeletons', { count: asObject(view.skeletonMoves).left ?? 0 });
    if (types.has('take') || types.has('done')) return t('midevil.prompt.take');
    if (types.has('yoink')) return t('midevil.prompt.yoink');
    if (types.has('lose')) return t('midevil.prompt.lose');
    if (view.phase === 'handLimit') return t('midevil.prompt.handLimit', { count: 3 });
    if (types.has('endTurn')) return t('midevil.prompt.endTurn');
    if (types.has('yield')) return t('midevil.prompt.bookFight');
    return t('table.yourMove');
  }
  if (w.about) return t('midevil.prompt.reactions');
  const current = isSeat(view.current) ? ctx.nameOf(view.current) : null;
  if (current && Object.hasOwn(PHASES, view.phase)) return say(PHASES, view.phase, '', { name: current });
  return ctx.waitingText;
}

function placeControls(view, ctx, slots) {
  if (slots.size === 0) return null;
  const rotations = picked.slot ? slots.get(picked.slot) : null;
  const action = rotations?.find((a) => a.rotation === picked.rotation) ?? null;
  const rotate = el('button', { type: 'button', class: 'button', id: 'mev-rotate', disabled: !rotations || rotations.length < 2, dataset: { focusKey: 'mev-rotate' } }, `⟳ ${t('midevil.rotate')}`);
  rotate.addEventListener('click', () => {
    if (!rotations) return;
    const i = rotations.findIndex((a) => a.rotation === picked.rotation);
    pick({ rotation: rotations[(i + 1) % rotations.length].rotation });
  });
  const key = drawnKey(view);
  const population = Object.hasOwn(TILE_POPULATION, key) ? TILE_POPULATION[key] : null;
  return el('div', { class: 'mev-drawn' },
    tilePicture(view, picked.slot ? picked.rotation : 0),
    el('div', { class: 'mev-drawn-text' },
      el('span', { class: 'mev-drawn-name' }, tileName({ tile: key })),
      el('span', { class: 'small muted' }, population ? list([skeletonCount(null, population[0]), t('midevil.lifeTokens', { count: population[1] })], 'unit') : key === 'altar' ? '' : t('midevil.rollForSkeletons')),
      el('span', { class: 'small' }, picked.slot ? t('midevil.placedAt', { square: spotName(view, picked.slot), degrees: picked.rotation ?? 0, count: rotations.length }) : t('midevil.placesItFits', { count: slots.size }))),
    el('div', { class: 'mev-row' },
      rotate,
      action ? actionButton(action, ctx, { className: 'button primary action', content: t('midevil.placeTile') }) : el('button', { type: 'button', class: 'button primary', disabled: true }, t('midevil.placeTile'))));
}

function buttonClass(action) {
  const primary = ['fight', 'reroll', 'endTurn', 'done', 'begin'].includes(action.type);
  return `button action mev-action-${action.type}${primary ? ' primary' : ''}`;
}

export function decisionPanel(view, ctx, inter, slots, { reaction = 'none', actionsTag = '' } = {}) {
  const mine = ctx.actions.length > 0;
  const asked = reaction === 'prompt';
  // The window's Pass is in the prompt, apart from the other buttons.
  const buttons = asked ? inter.buttons.filter((action) => action.type !== 'pass') : inter.buttons;
  const timed = view.window && ctx.room.clock ? countdown(ctx) : null;
  const chosenCard = picked.card !== null ? inter.cards.get(picked.card)?.play ?? [] : [];
  const cardName = picked.card !== null ? cardInfo(asArray(asObject(asArray(view.players)[ctx.you.seat]).hand).find((c) => c.id === picked.card)?.card).name : '';
  const revealed = asObject(view.revealed);
  const dataset = { actions: actionsTag, settledAt: String(Math.ceil(settledAt())), reaction, window: windowKey(view, ctx) ?? '' };
  return el('section', { class: ['decision', 'panel', 'mev-decision', mine && 'decision-mine', reaction === 'quiet' && 'mev-quiet'], id: 'decision', 'aria-labelledby': 'decision-heading', 'aria-live': 'polite', dataset },
    el('h2', { id: 'decision-heading' }, mine ? el('span', { class: 'your-turn-flag' }, t('table.yourMove')) : null, promptFor(view, ctx, inter, slots), timed),
    windowLine(view, ctx, asked),
    pendingCards(view, ctx),
    combatLine(view, ctx),
    bookFightLine(view, ctx),
    dicePanel(view, ctx),
    placeControls(view, ctx, slots),
    isSeat(revealed.seat) ? el('div', { class: 'mev-revealed' },
      el('p', { class: 'mev-section-title' }, t('midevil.handOf', { name: ctx.nameOf(revealed.seat) })),
      el('ul', { class: 'mev-cards' }, asArray(revealed.hand).map((card, at) => el('li', {}, cardFace(card, { small: true, pointer: pointerTo('revealed', 'hand', at), from: handPlace(revealed.seat), to: handPlace(revealed.seat) }))))) : null,
    chosenCard.length ? el('div', { class: 'mev-row', role: 'group', 'aria-label': t('midevil.waysToPlay', { card: cardName }), dataset: { choices: 'card' } },
      el('span', { class: 'small muted' }, t('midevil.cardColon', { card: cardName })),
      chosenCard.map((action) => actionButton(action, ctx, { className: buttonClass(action) }))) : null,
    asked ? reactionPrompt(view, ctx, inter) : null,
    buttons.length ? el('div', { class: 'action-list choices', role: 'group', 'aria-label': t('table.choices') }, buttons.map((action) => actionButton(action, ctx, { className: buttonClass(action) }))) : null,
    view.window ? null : ownTurnHint(view, inter),
    everyChoice(ctx, inter),
    autoPassToggle(ctx));
}

/** The cards played and not yet resolved, each under who played it: a card played is seen going there from the hand (motion.js). */
function pendingCards(view, ctx) {
  const pending = asArray(view.pending).filter((card) => card && typeof card === 'object');
  if (pending.length === 0) return null;
  return el('div', { class: 'mev-pending', id: 'mev-pending' },
    el('p', { class: 'mev-section-title' }, t('midevil.pendingCards')),
    el('ul', { class: 'mev-cards' }, pending.map((card) => el('li', { class: 'mev-pending-card' },
      cardFace(card, { small: true, from: isSeat(card.seat) ? handPlace(card.seat) : null }),
      isSeat(card.seat) ? el('span', { class: 'small muted' }, card.seat === ctx.you.seat ? t('clock.you') : ctx.nameOf(card.seat)) : null))));
}

/** On your own turn, a hint that cards of your hand may be played too. */
function ownTurnHint(view, inter) {
  const plays = [...inter.cards.values()].flatMap((entry) => entry.play);
  if (plays.length === 0) return null;
  return el('p', { class: 'mev-hint' }, t('midevil.mayAlsoPlay', { count: new Set(plays.map((a) => a.card)).size }));
}

/** Every map choice again as a plain list, for keyboards and screen readers, folded away. */
function everyChoice(ctx, inter) {
  const onMap = [...inter.place, ...[...inter.squares.values()].flat(), ...[...inter.tiles.values()].flat(), ...inter.skeletonMoves];
  if (onMap.length === 0) return null;
  return el('details', { class: 'mev-more', id: 'mev-more' },
    el('summary', {}, t('midevil.mapChoicesList', { count: onMap.length })),
    el('div', { class: 'action-list' }, onMap.map((action) => {
      const button = actionButton(action, ctx, { className: 'button small action' });
      // These duplicate the map's gestures: keep them out of the "offered action" buttons.
      delete button.dataset.action;
      button.dataset.listAction = JSON.stringify(action);
      button.dataset.focusKey = `list:${actionKey(action)}`;
      return button;
    })));
}
