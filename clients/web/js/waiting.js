// The waiting room: the room code and share link, the seats, the spectators,
// the options chosen, and for the host the Start button with the "fill empty
// seats with bots" choice.

import { el } from './dom.js';
import { humanize } from './forms.js';

export function shareLink(code) {
  const url = new URL(window.location.href);
  url.search = `?room=${encodeURIComponent(code)}`;
  url.hash = '';
  return url.toString();
}

export async function copyText(text) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

function initials(name) {
  return [...(name ?? '?').trim()][0]?.toUpperCase() ?? '?';
}

/** Badges for a seat: you, host, bot, offline, absent. */
export function seatBadges(seatInfo, index, ctx) {
  const badges = [];
  if (index === ctx.you.seat) badges.push(el('span', { class: 'badge badge-you' }, 'You'));
  if (index === ctx.room.host) badges.push(el('span', { class: 'badge badge-host' }, 'Host'));
  if (seatInfo.bot) badges.push(el('span', { class: 'badge badge-bot' }, 'Bot'));
  else if (seatInfo.name && seatInfo.absent) badges.push(el('span', { class: 'badge badge-away' }, 'Away'));
  else if (seatInfo.name && !seatInfo.connected) badges.push(el('span', { class: 'badge badge-away' }, 'Offline'));
  return badges;
}

function seatRow(seatInfo, index, ctx) {
  const taken = Boolean(seatInfo.name) || seatInfo.bot;
  const name = seatInfo.name ?? (seatInfo.bot ? `Bot ${index + 1}` : 'Empty seat');
  const online = seatInfo.bot || seatInfo.connected;
  return el(
    'li',
    { class: ['seat', taken ? 'seat-taken' : 'seat-empty', index === ctx.you.seat && 'seat-you'], dataset: { seat: String(index) } },
    el('span', { class: ['avatar', `avatar-${index % 8}`], 'aria-hidden': 'true' }, taken ? initials(name) : '+'),
    el('span', { class: 'seat-text' },
      el('span', { class: 'seat-name' }, name),
      el('span', { class: 'seat-badges' }, seatBadges(seatInfo, index, ctx))),
    taken ? el('span', { class: ['presence', online ? 'online' : 'offline'], role: 'img', 'aria-label': online ? 'connected' : 'not connected', title: online ? 'Connected' : 'Not connected' }) : null,
  );
}

function optionsSummary(ctx) {
  const options = ctx.room.options ?? {};
  const settings = ctx.room.settings ?? {};
  const items = Object.entries(options).map(([key, value]) => [humanize(key), formatValue(value)]);
  if (settings.turnSeconds) items.push(['Turn clock', `${settings.turnSeconds} s`]);
  items.push(['Spectators', settings.spectators === false ? 'Not allowed' : 'Allowed']);
  if (settings.public) items.push(['Listed', 'Public table']);
  return el('dl', { class: 'options-summary' }, items.map(([key, value]) => [el('dt', {}, key), el('dd', {}, value)]));
}

function formatValue(value) {
  if (value === true) return 'On';
  if (value === false) return 'Off';
  return humanize(String(value));
}

function hostControls(ctx) {
  const emptySeats = ctx.room.seats.filter((seat) => !seat.name && !seat.bot).length;
  const bots = el('input', { type: 'checkbox', id: 'fill-bots', checked: ctx.ui.fillWithBots, dataset: { focusKey: 'fill-bots' } });
  bots.addEventListener('change', () => {
    ctx.ui.fillWithBots = bots.checked;
  });
  const start = el('button', { type: 'button', class: 'button primary big', id: 'start-game', dataset: { focusKey: 'start-game' } }, 'Start game');
  start.addEventListener('click', () => ctx.start(bots.checked));
  return el(
    'div', { class: 'host-controls' },
    el('label', { class: 'check', for: 'fill-bots' }, bots, el('span', {}, emptySeats ? `Fill the ${emptySeats} empty seat${emptySeats > 1 ? 's' : ''} with bots` : 'Fill empty seats with bots')),
    start,
  );
}

export function renderWaitingRoom(ctx) {
  const { room } = ctx;
  const link = shareLink(room.code);
  const linkInput = el('input', { type: 'text', readonly: true, value: link, class: 'share-input', 'aria-label': 'Link to this room', id: 'share-link' });
  linkInput.addEventListener('focus', () => linkInput.select());
  const copy = el('button', { type: 'button', class: 'button', dataset: { focusKey: 'copy-link' } }, 'Copy link');
  copy.addEventListener('click', async () => {
    const copied = await copyText(link);
    copy.textContent = copied ? 'Copied ✓' : 'Select and copy';
    if (!copied) linkInput.select();
  });
  const taken = room.seats.filter((seat) => seat.name || seat.bot).length;
  const spectators = room.spectators ?? 0;

  return el(
    'section', { class: 'waiting panel', 'aria-labelledby': 'waiting-heading' },
    el('p', { class: 'eyebrow' }, ctx.gameName),
    el('h2', { id: 'waiting-heading' }, 'Waiting for players'),
    el('div', { class: 'share' },
      el('div', { class: 'share-code' }, el('span', { class: 'share-label' }, 'Room code'), el('span', { class: 'code-big', id: 'room-code-display' }, room.code)),
      el('div', { class: 'share-link' }, linkInput, copy)),
    el('h3', { class: 'seats-heading' }, `Seats ${taken}/${room.seats.length}`),
    el('ul', { class: 'seats', id: 'seats' }, room.seats.map((seat, index) => seatRow(seat, index, ctx))),
    el('p', { class: 'spectators', id: 'spectator-count' }, spectators === 1 ? '1 spectator watching' : `${spectators} spectators watching`),
    optionsSummary(ctx),
    ctx.isHost
      ? hostControls(ctx)
      : el('p', { class: 'waiting-note' }, ctx.you.role === 'spectator' ? 'You are watching. The game appears here when the host starts it.' : 'The host starts the game when everyone is seated.'),
  );
}
