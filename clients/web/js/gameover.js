// The end of a game: the winner(s), every seat's score, why it ended, and for
// the host a Rematch button (a new `start` in the same room), and the link to
// the game's replay when the server keeps replays.

import { el } from './dom.js';
import { replayLinkSlot } from './replay-link.js';

export function winnerHeadline(result, ctx) {
  const winners = result.winners ?? [];
  if (winners.length === 0) return 'Game over';
  if (ctx.you.seat !== null && winners.includes(ctx.you.seat)) {
    return winners.length > 1 ? 'You share the win!' : 'You win!';
  }
  const names = winners.map((seat) => ctx.nameOf(seat));
  if (names.length === 1) return `${names[0]} wins!`;
  return `Shared win: ${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

export function scoreboard(result, ctx) {
  const scores = result.scores ?? {};
  const winners = new Set(result.winners ?? []);
  const rows = ctx.room.seats
    .map((_, seat) => ({ seat, score: scores[String(seat)] }))
    .sort((a, b) => (b.score ?? -Infinity) - (a.score ?? -Infinity) || a.seat - b.seat);
  return el(
    'table', { class: 'scoreboard', id: 'scoreboard' },
    el('caption', { class: 'visually-hidden' }, 'Final scores'),
    el('thead', {}, el('tr', {}, el('th', { scope: 'col' }, 'Player'), el('th', { scope: 'col', class: 'num' }, 'Score'))),
    el('tbody', {}, rows.map(({ seat, score }) => el(
      'tr', { class: [winners.has(seat) && 'winner', seat === ctx.you.seat && 'me'] },
      el('th', { scope: 'row' }, winners.has(seat) ? el('span', { class: 'crown', 'aria-label': 'winner' }, '♛ ') : null, ctx.nameOf(seat)),
      el('td', { class: 'num' }, score === undefined ? '–' : String(score)),
    ))),
  );
}

function capitalize(text) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function rematchControls(ctx) {
  if (!ctx.isHost) {
    return el('p', { class: 'muted' }, ctx.you.role === 'spectator' ? 'The host may start a rematch.' : 'Waiting for the host to start a rematch.');
  }
  const rematch = el('button', { type: 'button', class: 'button primary big', id: 'rematch', dataset: { focusKey: 'rematch' } }, 'Rematch');
  // Bots stay for the rematch only if asked to; the choice matters only when a seat has no person.
  const needsBots = ctx.room.seats.some((seat) => seat.bot || !seat.name);
  if (!needsBots) {
    rematch.addEventListener('click', () => ctx.start(false));
    return el('div', { class: 'host-controls' }, rematch);
  }
  const bots = el('input', { type: 'checkbox', id: 'rematch-bots', checked: true, dataset: { focusKey: 'rematch-bots' } });
  rematch.addEventListener('click', () => ctx.start(bots.checked));
  return el('div', { class: 'host-controls' }, el('label', { class: 'check', for: 'rematch-bots' }, bots, el('span', {}, 'Keep the bots / fill empty seats')), rematch);
}

export function renderGameOver(ctx) {
  const result = ctx.doc.result ?? {};
  const hide = el('button', { type: 'button', class: 'button ghost', id: 'show-table', dataset: { focusKey: 'show-table' } }, 'Look at the table');
  hide.addEventListener('click', () => ctx.toggleGameOver(false));
  return el(
    'section', { class: 'gameover panel', id: 'game-over', role: 'region', 'aria-labelledby': 'gameover-heading' },
    el('p', { class: 'eyebrow' }, 'Game over'),
    el('h2', { id: 'gameover-heading' }, winnerHeadline(result, ctx)),
    result.reason ? el('p', { class: 'gameover-reason' }, capitalize(String(result.reason))) : null,
    scoreboard(result, ctx),
    el('div', { class: 'gameover-actions' }, rematchControls(ctx), replayLinkSlot(ctx), hide),
  );
}
