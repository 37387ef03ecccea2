// The waiting room: the room code and share link, the seats, the spectators,
// the options chosen, and for the host the Start button with the "fill empty
// seats with bots" choice and the bots' level.

import { el } from './dom.js';
import { t } from './i18n/index.js';
import { optionTexts } from './option-texts.js';

/**
 * The link to a room. It may carry the game's id and the name of whoever
 * shares it, so that the page it opens can say what the invitation is for
 * before the room is joined (the room itself tells only those who join).
 */
export function shareLink(code, { game, from } = {}) {
  const url = new URL(window.location.href);
  const params = new URLSearchParams({ room: code });
  if (game) params.set('game', game);
  if (from) params.set('from', from);
  url.search = `?${params}`;
  url.hash = '';
  return url.toString();
}

/** The game and the inviter a share link names, as the entry page may show them (the name is only text the link carries). */
export function invitationOf(search, knownGames) {
  const params = new URLSearchParams(search);
  const game = params.get('game');
  const from = (params.get('from') ?? '').trim().slice(0, 24);
  return { game: knownGames.some((known) => known.id === game) ? game : null, from: from || null };
}

/** What a viewer's share link carries: the room's game, and the viewer's name when a player. */
export function invitationFrom(ctx) {
  const seated = ctx.you.role === 'player' && Number.isInteger(ctx.you.seat);
  return { game: ctx.room.game, from: seated ? ctx.room.seats[ctx.you.seat]?.name ?? null : null };
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
  if (index === ctx.you.seat) badges.push(el('span', { class: 'badge badge-you' }, t('badge.you')));
  if (index === ctx.room.host) badges.push(el('span', { class: 'badge badge-host' }, t('badge.host')));
  if (seatInfo.bot) badges.push(el('span', { class: 'badge badge-bot' }, t('badge.bot')));
  else if (seatInfo.name && seatInfo.absent) badges.push(el('span', { class: 'badge badge-away' }, t('badge.away')));
  else if (seatInfo.name && !seatInfo.connected) badges.push(el('span', { class: 'badge badge-away' }, t('badge.offline')));
  return badges;
}

function seatRow(seatInfo, index, ctx) {
  const taken = Boolean(seatInfo.name) || seatInfo.bot;
  const name = seatInfo.name ?? (seatInfo.bot ? t('seat.bot', { number: index + 1 }) : t('waiting.emptySeat'));
  const online = seatInfo.bot || seatInfo.connected;
  return el(
    'li',
    { class: ['seat', taken ? 'seat-taken' : 'seat-empty', index === ctx.you.seat && 'seat-you'], dataset: { seat: String(index) } },
    el('span', { class: ['avatar', `avatar-${index % 8}`], 'aria-hidden': 'true' }, taken ? initials(name) : '+'),
    el('span', { class: 'seat-text' },
      el('span', { class: 'seat-name' }, name),
      el('span', { class: 'seat-badges' }, seatBadges(seatInfo, index, ctx))),
    taken ? el('span', { class: ['presence', online ? 'online' : 'offline'], role: 'img', 'aria-label': online ? t('waiting.connected') : t('waiting.notConnected'), title: online ? t('waiting.connected') : t('waiting.notConnected') }) : null,
  );
}

function optionsSummary(ctx) {
  const options = ctx.room.options ?? {};
  const settings = ctx.room.settings ?? {};
  const items = Object.entries(options).map(([key, value]) => {
    const texts = optionTexts(ctx.room.game, { name: key });
    return [texts.label, formatValue(value, texts)];
  });
  if (settings.turnSeconds) items.push([t('waiting.turnClock'), t('waiting.seconds', { seconds: settings.turnSeconds })]);
  items.push([t('waiting.spectators'), settings.spectators === false ? t('waiting.notAllowed') : t('waiting.allowed')]);
  if (settings.spectators !== false && settings.spectatorDelay > 0) items.push([t('waiting.spectatorDelay'), spectatorDelayText(settings)]);
  if (settings.public) items.push([t('waiting.listed'), t('waiting.publicTable')]);
  return el('dl', { class: 'options-summary' }, items.map(([key, value]) => [el('dt', {}, key), el('dd', {}, value)]));
}

/** "3 actions behind" or "10 s behind": how late spectators see the game. */
export function spectatorDelayText(settings) {
  return settings.spectatorDelayUnit === 'seconds'
    ? t('waiting.spectatorDelay.seconds', { count: settings.spectatorDelay })
    : t('waiting.spectatorDelay.actions', { count: settings.spectatorDelay });
}

function formatValue(value, texts) {
  if (value === true) return t('waiting.on');
  if (value === false) return t('waiting.off');
  if (typeof value === 'number') return t('waiting.number', { value });
  return texts.value(value);
}

function hostControls(ctx) {
  const emptySeats = ctx.room.seats.filter((seat) => !seat.name && !seat.bot).length;
  const bots = el('input', { type: 'checkbox', id: 'fill-bots', checked: ctx.ui.fillWithBots, dataset: { focusKey: 'fill-bots' } });
  const levelNames = { easy: t('waiting.botLevel.easy'), normal: t('waiting.botLevel.normal'), hard: t('waiting.botLevel.hard') };
  const level = el(
    'select', { id: 'bot-level', disabled: !ctx.ui.fillWithBots, dataset: { focusKey: 'bot-level' } },
    Object.entries(levelNames).map(([value, text]) => el('option', { value, selected: value === ctx.ui.botLevel }, text)),
  );
  level.addEventListener('change', () => {
    ctx.ui.botLevel = level.value;
  });
  bots.addEventListener('change', () => {
    ctx.ui.fillWithBots = bots.checked;
    level.disabled = !bots.checked;
  });
  const start = el('button', { type: 'button', class: 'button primary big', id: 'start-game', dataset: { focusKey: 'start-game' } }, t('waiting.start'));
  start.addEventListener('click', () => ctx.start(bots.checked, level.value));
  return el(
    'div', { class: 'host-controls' },
    el('label', { class: 'check', for: 'fill-bots' }, bots, el('span', {}, emptySeats ? t('waiting.fillSeats', { count: emptySeats }) : t('waiting.fillEmptySeats'))),
    el('label', { class: 'bot-level', for: 'bot-level' }, el('span', {}, t('waiting.botLevel')), level),
    start,
  );
}

export function renderWaitingRoom(ctx) {
  const { room } = ctx;
  const link = shareLink(room.code, invitationFrom(ctx));
  const linkInput = el('input', { type: 'text', readonly: true, value: link, class: 'share-input', 'aria-label': t('waiting.linkLabel'), id: 'share-link' });
  linkInput.addEventListener('focus', () => linkInput.select());
  const copy = el('button', { type: 'button', class: 'button', dataset: { focusKey: 'copy-link' } }, t('waiting.copyLink'));
  copy.addEventListener('click', async () => {
    const copied = await copyText(link);
    copy.textContent = copied ? t('waiting.copied') : t('waiting.selectAndCopy');
    if (!copied) linkInput.select();
  });
  const taken = room.seats.filter((seat) => seat.name || seat.bot).length;
  const spectators = room.spectators ?? 0;

  return el(
    'section', { class: 'waiting panel', 'aria-labelledby': 'waiting-heading' },
    el('p', { class: 'eyebrow' }, ctx.gameName),
    el('h2', { id: 'waiting-heading' }, t('waiting.heading')),
    el('div', { class: 'share' },
      el('div', { class: 'share-code' }, el('span', { class: 'share-label' }, t('waiting.roomCode')), el('span', { class: 'code-big', id: 'room-code-display' }, room.code)),
      el('div', { class: 'share-link' }, linkInput, copy)),
    el('h3', { class: 'seats-heading' }, t('waiting.seats', { taken, total: room.seats.length })),
    el('ul', { class: 'seats', id: 'seats' }, room.seats.map((seat, index) => seatRow(seat, index, ctx))),
    el('p', { class: 'spectators', id: 'spectator-count' }, t('waiting.spectatorCount', { count: spectators })),
    optionsSummary(ctx),
    ctx.isHost
      ? hostControls(ctx)
      : el('p', { class: 'waiting-note' }, ctx.you.role === 'spectator' ? t('waiting.spectatorNote') : t('waiting.playerNote')),
  );
}
