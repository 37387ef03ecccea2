// The reaction window as this player meets it: a prompt with the cards that
// may answer it (and only those) and a Pass, or, with the player's choice
// "Pass for me when I hold nothing I can play", no prompt at all when his only
// action is a pass: the client then sends nothing and the room's clock passes
// for him at the deadline. A player who chose that and declines a window while
// holding a card sends nothing either, so that how long his windows last never
// depends on what he holds (protocol.md, "Reaction windows and the turn
// clock").
//
// Also the guard against a double click: for a moment after the offered
// actions change, clicks on the table's buttons are ignored, so that the
// second click of a Pass does not land on the next decision's "Stop moving".

import { el } from '../dom.js';
import { t } from '../i18n/index.js';
import { loadFlag, saveFlag } from '../storage.js';
import { actionButton, actionLabelNode } from './actions.js';
import { cardInfo } from './midevil-data.js';
import { pick } from './midevil-picks.js';
import { cardFace } from './midevil-players.js';
import { asArray, asObject } from './midevil-view.js';

const AUTO_PASS_KEY = 'tavern.midevil.autoPass';
export const SETTLE_MS = 400;

// The window the player declined with the automatic pass on: its key.
let declined = null;

export function autoPassOn() {
  return loadFlag(AUTO_PASS_KEY);
}

/**
 * A window by what it is about, whose act, and its deadline: the deadline is
 * set afresh for every window the engine opens (a pass keeps it).
 */
export function windowKey(view, ctx) {
  const w = asObject(view.window);
  if (!w.about) return null;
  return `${asObject(ctx.room.clock).deadline ?? ''}|${w.about}|${w.seat ?? ''}`;
}

/**
 * How this viewer's part in the window shows: 'none' (no window awaits him),
 * 'prompt' (he is asked), 'quiet' (the clock will pass for him).
 */
export function reactionMode(view, ctx) {
  if (!view.window || !ctx.actions.some((a) => a?.type === 'pass')) return 'none';
  if (!autoPassOn()) return 'prompt';
  if (ctx.actions.every((a) => a?.type === 'pass')) return 'quiet';
  return declined === windowKey(view, ctx) ? 'quiet' : 'prompt';
}

/** The choice itself, a checkbox at the table (players only). */
export function autoPassToggle(ctx) {
  if (ctx.you.role !== 'player') return null;
  const input = el('input', { type: 'checkbox', id: 'mev-auto-pass', checked: autoPassOn(), dataset: { focusKey: 'mev-auto-pass' } });
  input.addEventListener('change', () => {
    saveFlag(AUTO_PASS_KEY, input.checked);
    pick({});
  });
  return el('label', { class: 'check mev-auto-pass', for: 'mev-auto-pass', title: t('midevil.autoPassHelp') }, input, el('span', {}, t('midevil.autoPass')));
}

/**
 * The prompt of a window: each card that may answer it as its picture (a card
 * with several ways to play is picked, its ways then shown as buttons), and a
 * Pass apart from them, at the far end of the row.
 */
export function reactionPrompt(view, ctx, inter) {
  const me = asObject(asArray(view.players)[ctx.you.seat]);
  const cards = asArray(me.hand).filter((card) => inter.cards.get(card.id)?.play.length);
  const pass = ctx.actions.find((a) => a?.type === 'pass');
  const pictures = cards.map((card) => {
    const plays = inter.cards.get(card.id).play;
    // A copy of the hand's card: the hand's face is the card (motion.js).
    const face = cardFace(card, { small: true, keyed: false });
    if (plays.length === 1) {
      return actionButton(plays[0], ctx, {
        className: 'mev-card-button action mev-action-react',
        content: el('span', { class: 'mev-react-card' }, face, actionLabelNode(plays[0], ctx, 'mev-card-action')),
      });
    }
    const choose = el('button', { type: 'button', class: 'mev-card-button mev-action-react', disabled: ctx.busy, 'aria-label': t('midevil.waysToPlay', { card: cardInfo(card.card).name }), dataset: { focusKey: `react:${card.id}`, playCard: String(card.id) } },
      el('span', { class: 'mev-react-card' }, face, el('span', { class: 'mev-card-action' }, t('midevil.playMore'))));
    choose.addEventListener('click', () => pick({ card: card.id }));
    return choose;
  });
  let passButton = null;
  if (pass && autoPassOn()) {
    // Declining sends nothing: the clock passes at the deadline, as it does when he holds nothing.
    passButton = el('button', { type: 'button', class: 'button mev-pass', id: 'mev-decline', disabled: ctx.busy, dataset: { focusKey: 'mev-decline', decline: '' } }, t('midevil.action.pass'));
    passButton.addEventListener('click', () => {
      declined = windowKey(view, ctx);
      pick({ card: null });
    });
  } else if (pass) {
    passButton = actionButton(pass, ctx, { className: 'button action mev-pass mev-action-pass' });
  }
  return el('div', { class: ['mev-react', pictures.length === 0 && 'mev-react-empty'], id: 'mev-react', role: 'group', 'aria-label': cards.length ? t('midevil.answerWith') : t('midevil.prompt.nothingToPlay') },
    pictures.length ? el('div', { class: 'mev-react-cards' }, pictures) : null,
    passButton);
}

// When the offered actions last changed, and what they were.
let lastActions = null;
let changedAt = 0;

/** When clicks count again (performance.now() time), after the last change. */
export function settledAt() {
  return changedAt + SETTLE_MS;
}

/** Notes the actions of this drawing; returns a short tag of them (shown on the decision, for tests). */
export function noteActions(actions) {
  const key = JSON.stringify(actions);
  if (key !== lastActions) {
    lastActions = key;
    changedAt = performance.now();
  }
  let hash = 5381;
  for (let i = 0; i < key.length; i += 1) hash = ((hash * 33) ^ key.charCodeAt(i)) >>> 0;
  return hash.toString(36);
}

/**
 * Ignores clicks on the table's buttons for SETTLE_MS after the actions
 * changed: a double click on Pass would otherwise end one's turn with the
 * button drawn where Pass was. The map's gestures are left alone.
 */
export function guardClicks(table) {
  table.addEventListener('click', (event) => {
    if (performance.now() - changedAt >= SETTLE_MS) return;
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || !button.closest('#decision, .mev-hand') || button.id === 'mev-auto-pass') return;
    event.preventDefault();
    event.stopPropagation();
  }, true);
  return table;
}
