// Ways into the replay viewer: the address of a replay (?replay=ID), reading
// an id out of whatever a person pastes (an id, a replay link, an API
// address), and the "Watch the replay" link of the end screen, which asks the
// server for the room's newest finished game.

import { el } from './dom.js';
import { t } from './i18n/index.js';

const ID_PATTERN = /^[A-Za-z0-9]{1,32}$/;

/** The address of the replay viewer for a game id, relative to this page. */
export function replayHref(id) {
  const url = new URL(window.location.href);
  url.search = `?replay=${encodeURIComponent(id)}`;
  url.hash = '';
  return url.toString();
}

/**
 * The replay id in `text`: a bare id, a link with ?replay=ID, or an
 * /api/replays/ID address. Null when there is none.
 */
export function parseReplayId(text) {
  const value = String(text ?? '').trim();
  if (ID_PATTERN.test(value)) return value;
  try {
    const url = new URL(value, window.location.href);
    const fromQuery = url.searchParams.get('replay');
    if (fromQuery && ID_PATTERN.test(fromQuery)) return fromQuery;
    const fromPath = /\/api\/replays\/([A-Za-z0-9]{1,32})(?:\/|$)/.exec(url.pathname);
    if (fromPath) return fromPath[1];
  } catch {
    // Not an address either.
  }
  return null;
}

// The newest finished game of a room, asked once per finished game shown:
// key "CODE|result" -> {state: 'loading'|'ready'|'none', id, waiters}.
const newestGames = new Map();

/**
 * The finished games of a room, newest first: {games: [{id, game, startedAt,
 * finishedAt}]}, or {games: [], reason} when the server has none to give.
 */
export async function fetchRoomGames(code) {
  const response = await fetch(`api/rooms/${encodeURIComponent(code)}/replays`, { headers: { Accept: 'application/json' } });
  const body = await response.json().catch(() => null);
  if (!response.ok) return { games: [], reason: body?.code ?? `http_${response.status}` };
  const games = (Array.isArray(body?.games) ? body.games : []).filter((game) => typeof game?.id === 'string' && ID_PATTERN.test(game.id));
  return { games };
}

async function fetchNewest(code) {
  const { games, reason } = await fetchRoomGames(code);
  return { id: games[0]?.id ?? null, reason };
}

function fillSlot(slot, entry) {
  if (entry.state !== 'ready' || !entry.id) {
    slot.hidden = true;
    slot.replaceChildren();
    return;
  }
  slot.hidden = false;
  slot.replaceChildren(el('a', { class: 'button ghost', id: 'watch-replay', href: replayHref(entry.id), dataset: { focusKey: 'watch-replay' } }, t('gameover.watchReplay')));
}

/**
 * A slot for the end screen's "Watch the replay" link. It stays hidden until
 * the server names the game, and for good when the server keeps no replays
 * (it runs --in-memory) or has none for this room.
 */
export function replayLinkSlot(ctx) {
  const slot = el('div', { class: 'replay-link-slot', hidden: true });
  const code = ctx?.room?.code;
  if (!code || ctx.room.status !== 'finished') return slot;
  const key = `${code}|${JSON.stringify(ctx.doc?.result ?? null)}|${(ctx.doc?.log ?? []).length}`;
  let entry = newestGames.get(key);
  if (!entry) {
    entry = { state: 'loading', id: null, slots: new Set() };
    newestGames.set(key, entry);
    fetchNewest(code)
      .then(({ id }) => Object.assign(entry, { state: id ? 'ready' : 'none', id }))
      .catch(() => Object.assign(entry, { state: 'none', id: null }))
      .finally(() => {
        for (const waiting of entry.slots) if (waiting.isConnected) fillSlot(waiting, entry);
        entry.slots.clear();
      });
  }
  if (entry.state === 'loading') entry.slots.add(slot);
  else fillSlot(slot, entry);
  return slot;
}
