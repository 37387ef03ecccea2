// The end of a game: the winner(s), every seat's score, why it ended, and for
// the host a Rematch button (a new `start` in the same room), and the link to
// the game's replay when the server keeps replays.

import { el, markEngineText } from './dom.js';
import { list, number, t } from './i18n/index.js';
import { reasonText } from './i18n/messages.js';
import { replayLinkSlot } from './replay-link.js';

export function winnerHeadline(result, ctx) {
  const winners = result.winners ?? [];
  if (winners.length === 0) return t('gameover.title');
  if (ctx.you.seat !== null && winners.includes(ctx.you.seat)) {
    return winners.length > 1 ? t('gameover.youShareWin') : t('gameover.youWin');
  }
  const names = winners.map((seat) => ctx.nameOf(seat));
  if (names.length === 1) return t('gameover.wins', { name: names[0] });
  return t('gameover.sharedWin', { names: list(names) });
}

/** Why the game ended: its message in the reader's language, else the engine's English reason. */
export function reasonLine(result, ctx) {
  const { text, translated } = reasonText(result, { nameOf: ctx.nameOf, hooks: ctx.hooks });
  if (!text) return null;
  const line = el('p', { class: 'gameover-reason' }, capitalize(text));
  return translated ? line : markEngineText(line);
}

export function scoreboard(result, ctx) {
  const scores = result.scores ?? {};
  const winners = new Set(result.winners ?? []);
  const rows = ctx.room.seats
    .map((_, seat) => ({ seat, score: scores[String(seat)] }))
    .sort((a, b) => (b.score ?? -Infinity) - (a.score ?? -Infinity) || a.seat - b.seat);
  return el(
    'table', { class: 'scoreboard', id: 'scoreboard' },
    el('caption', { class: 'visually-hidden' }, t('gameover.finalScores')),
    el('thead', {}, el('tr', {}, el('th', { scope: 'col' }, t('gameover.player')), el('th', { scope: 'col', class: 'num' }, t('gameover.score')))),
    el('tbody', {}, rows.map(({ seat, score }) => el(
      'tr', { class: [winners.has(seat) && 'winner', seat === ctx.you.seat && 'me'] },
      el('th', { scope: 'row' }, winners.has(seat) ? el('span', { class: 'crown', 'aria-label': t('gameover.winner') }, '♛ ') : null, ctx.nameOf(seat)),
      el('td', { class: 'num' }, typeof score === 'number' ? number(score) : '–'),
    ))),
  );
}

/**
 * The outcome of the fair-shuffles check (fairness.js): null while it runs.
 * Shown on the end screen and in the replay.
 */
export function fairnessLine(check) {
  if (!check) return null;
  let text;
  if (check.ok === null) text = t('fairness.checking');
  else if (check.ok) text = t('fairness.verified');
  else if (check.problem === 'value') text = t('fairness.failedValue');
  else if (check.problem === 'seed') text = t('fairness.failedSeed');
  else if (check.problem === 'missing') text = t('fairness.missing');
  else text = t('fairness.failedCommitment');
  const state = check.ok === null ? 'checking' : check.ok ? 'verified' : 'failed';
  return el('p', { class: ['fairness-check', `fairness-${state}`], id: 'fairness-check', dataset: { state }, title: t('fairness.explained') }, text);
}

function capitalize(text) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function rematchControls(ctx) {
  if (!ctx.isHost) {
    return el('p', { class: 'muted' }, ctx.you.role === 'spectator' ? t('gameover.hostMayRematch') : t('gameover.waitingForRematch'));
  }
  const rematch = el('button', { type: 'button', class: 'button primary big', id: 'rematch', dataset: { focusKey: 'rematch' } }, t('gameover.rematch'));
  // Bots stay for the rematch only if asked to; the choice matters only when a seat has no person.
  const needsBots = ctx.room.seats.some((seat) => seat.bot || !seat.name);
  if (!needsBots) {
    rematch.addEventListener('click', () => ctx.start(false));
    return el('div', { class: 'host-controls' }, rematch);
  }
  const bots = el('input', { type: 'checkbox', id: 'rematch-bots', checked: true, dataset: { focusKey: 'rematch-bots' } });
  // The rematch's bots play at the level of the game just played.
  rematch.addEventListener('click', () => ctx.start(bots.checked, ctx.room.botLevel));
  return el('div', { class: 'host-controls' }, el('label', { class: 'check', for: 'rematch-bots' }, bots, el('span', {}, t('gameover.keepBots'))), rematch);
}

export function renderGameOver(ctx) {
  const result = ctx.doc.result ?? {};
  const hide = el('button', { type: 'button', class: 'button ghost', id: 'show-table', dataset: { focusKey: 'show-table' } }, t('gameover.lookAtTable'));
  hide.addEventListener('click', () => ctx.toggleGameOver(false));
  return el(
    'section', { class: 'gameover panel', id: 'game-over', role: 'region', 'aria-labelledby': 'gameover-heading' },
    el('p', { class: 'eyebrow' }, t('gameover.title')),
    el('h2', { id: 'gameover-heading' }, winnerHeadline(result, ctx)),
    reasonLine(result, ctx),
    scoreboard(result, ctx),
    fairnessLine(ctx.fairness),
    el('div', { class: 'gameover-actions' }, rematchControls(ctx), replayLinkSlot(ctx), hide),
  );
}
