// The end of a game: the winner(s), every seat's score and what it is made of,
// why it ended, the rematch (any player proposes it with a `start`, the other
// players present accept it with theirs: protocol.md, `start`), and the link
// to the game's replay when the server keeps replays.

import { el, markEngineText } from './dom.js';
import { list, number, t } from './i18n/index.js';
import { reasonText } from './i18n/messages.js';
import { replayLinkSlot } from './replay-link.js';
import { scoreBreakdownFor } from './tables/index.js';

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
  const parts = new Map(rows.map(({ seat, score }) => [seat, scoreBreakdownFor(ctx.room.game, ctx.doc?.game, seat, score)]));
  const explained = [...parts.values()].some(Boolean);
  return el(
    'table', { class: ['scoreboard', explained && 'explained'], id: 'scoreboard' },
    el('caption', { class: 'visually-hidden' }, t('gameover.finalScores')),
    el('thead', {}, el('tr', {},
      el('th', { scope: 'col' }, t('gameover.player')),
      explained ? el('th', { scope: 'col', class: 'breakdown-head' }, t('gameover.madeOf')) : null,
      el('th', { scope: 'col', class: 'num' }, t('gameover.score')))),
    el('tbody', {}, rows.map(({ seat, score }) => el(
      'tr', { class: [winners.has(seat) && 'winner', seat === ctx.you.seat && 'me'], dataset: { seat: String(seat) } },
      el('th', { scope: 'row' }, winners.has(seat) ? el('span', { class: 'crown', 'aria-label': t('gameover.winner') }, '♛ ') : null, ctx.nameOf(seat)),
      explained ? el('td', { class: 'breakdown' }, breakdownList(parts.get(seat))) : null,
      el('td', { class: 'num', dataset: typeof score === 'number' ? { score: String(score) } : {} }, typeof score === 'number' ? number(score) : '–'),
    ))),
  );
}

/** A score's parts: "Kraken 5 · Sword 7", each part's points in data-points for whoever checks the sum. */
function breakdownList(parts) {
  if (!parts) return null;
  if (parts.length === 0) return el('span', { class: 'muted' }, t('gameover.nothingScored'));
  return el('ul', { class: 'score-parts' }, parts.map(({ label, points }) => el(
    'li', { dataset: { points: String(points) } },
    el('span', { class: 'score-part-label' }, label), ' ', el('b', {}, number(points)),
  )));
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

/** The connected human seats that have not accepted the proposed rematch. */
function notYetAccepted(ctx, rematch) {
  return ctx.room.seats
    .map((seat, index) => ({ seat, index }))
    .filter(({ seat, index }) => seat.name && !seat.bot && seat.connected && !rematch.accepted.includes(index))
    .map(({ index }) => index);
}

function rematchControls(ctx) {
  const rematch = ctx.room.rematch ?? null;
  if (ctx.you.role !== 'player' || ctx.you.seat === null) {
    const text = rematch ? t('gameover.rematchProposed', { name: ctx.nameOf(rematch.by) }) : t('gameover.playersMayRematch');
    return el('p', { class: 'muted', id: 'rematch-status' }, text);
  }
  if (rematch && rematch.accepted.includes(ctx.you.seat)) {
    const waiting = notYetAccepted(ctx, rematch).map((seat) => ctx.nameOf(seat));
    return el('p', { class: 'rematch-waiting', id: 'rematch-status', role: 'status' }, t('gameover.waitingForAccept', { names: list(waiting) }));
  }
  if (rematch) {
    const accept = el('button', { type: 'button', class: 'button primary big', id: 'rematch-accept', dataset: { focusKey: 'rematch-accept' } }, t('gameover.acceptRematch'));
    accept.addEventListener('click', () => ctx.start(false));
    return el('div', { class: 'rematch-offer' },
      el('p', { id: 'rematch-status', role: 'status' }, t('gameover.rematchProposed', { name: ctx.nameOf(rematch.by) })),
      el('div', { class: 'host-controls' }, accept),
      el('p', { class: 'muted small' }, t('gameover.declineByLeaving')));
  }
  const propose = el('button', { type: 'button', class: 'button primary big', id: 'rematch', dataset: { focusKey: 'rematch' } }, t('gameover.rematch'));
  // Bots stay for the rematch only if asked to; the choice matters only when a seat has no person.
  const needsBots = ctx.room.seats.some((seat) => seat.bot || !seat.name);
  if (!needsBots) {
    propose.addEventListener('click', () => ctx.start(false));
    return el('div', { class: 'host-controls' }, propose);
  }
  const bots = el('input', { type: 'checkbox', id: 'rematch-bots', checked: true, dataset: { focusKey: 'rematch-bots' } });
  // The rematch's bots play at the level of the game just played.
  propose.addEventListener('click', () => ctx.start(bots.checked, ctx.room.botLevel));
  return el('div', { class: 'host-controls' }, el('label', { class: 'check', for: 'rematch-bots' }, bots, el('span', {}, t('gameover.keepBots'))), propose);
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
