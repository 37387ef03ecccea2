// Messages for people: errors from the server (with a plain-language title
// per error code) and short notices. Nothing the server reports is dropped
// silently: every error reaches this module. The server's `message` is
// English for programs and logs: it goes to the console, and the toast says
// what the client knows about the code, in the reader's language.

import { el } from './dom.js';
import { hasKey, msgKey, t, tKey } from './i18n/index.js';

// Every code the server may send (protocol/protocol.md, "Error codes"), the
// replay API's, and the client's own (no connection, no answer).
const ERROR_TITLES = {
  bad_json: msgKey('error.bad_json'),
  bad_message: msgKey('error.bad_message'),
  unknown_type: msgKey('error.unknown_type'),
  unknown_game: msgKey('error.unknown_game'),
  bad_options: msgKey('error.bad_options'),
  unknown_room: msgKey('error.unknown_room'),
  room_full: msgKey('error.room_full'),
  bad_token: msgKey('error.bad_token'),
  replaced: msgKey('error.replaced'),
  not_in_room: msgKey('error.not_in_room'),
  not_host: msgKey('error.not_host'),
  not_started: msgKey('error.not_started'),
  already_started: msgKey('error.already_started'),
  seats_not_filled: msgKey('error.seats_not_filled'),
  spectators_disabled: msgKey('error.spectators_disabled'),
  not_your_turn: msgKey('error.not_your_turn'),
  illegal_action: msgKey('error.illegal_action'),
  stale_version: msgKey('error.stale_version'),
  rate_limited: msgKey('error.rate_limited'),
  too_many_rooms: msgKey('error.too_many_rooms'),
  too_many_connections: msgKey('error.too_many_connections'),
  chat_disabled: msgKey('error.chat_disabled'),
  already_in_room: msgKey('error.already_in_room'),
  name_taken: msgKey('error.name_taken'),
  unavailable: msgKey('error.unavailable'),
  // The replay API (server/storage/replay_api.cpp).
  no_storage: msgKey('error.no_storage'),
  unknown_replay: msgKey('error.unknown_replay'),
  not_found: msgKey('error.not_found'),
  bad_viewer: msgKey('error.bad_viewer'),
  replay_failed: msgKey('error.replay_failed'),
  storage_error: msgKey('error.storage_error'),
  // The client's own.
  disconnected: msgKey('error.disconnected'),
  timeout: msgKey('error.timeout'),
  network: msgKey('error.network'),
  bad_reply: msgKey('error.bad_reply'),
  redirect_failed: msgKey('error.redirect_failed'),
};

// What to do about it, where there is more to say than the title.
const ERROR_ADVICE = {
  bad_options: msgKey('error.bad_options.advice'),
  room_full: msgKey('error.room_full.advice'),
  bad_token: msgKey('error.bad_token.advice'),
  illegal_action: msgKey('error.illegal_action.advice'),
  stale_version: msgKey('error.stale_version.advice'),
  rate_limited: msgKey('error.rate_limited.advice'),
  too_many_rooms: msgKey('error.too_many_rooms.advice'),
  too_many_connections: msgKey('error.too_many_connections.advice'),
  already_in_room: msgKey('error.already_in_room.advice'),
  disconnected: msgKey('error.disconnected.advice'),
  timeout: msgKey('error.timeout.advice'),
  redirect_failed: msgKey('error.redirect_failed.advice'),
};

const DISMISS_AFTER_MS = 9000;

function container() {
  return document.getElementById('toasts');
}

function show(kind, title, detail, { sticky = false } = {}) {
  const close = el('button', { class: 'toast-close', type: 'button', 'aria-label': t('toast.dismiss') }, '×');
  const toast = el(
    'div',
    { class: `toast toast-${kind}`, role: kind === 'error' ? 'alert' : 'status' },
    el('div', { class: 'toast-body' }, el('strong', { class: 'toast-title' }, title), detail ? el('p', { class: 'toast-detail' }, detail) : null),
    close,
  );
  const remove = () => toast.remove();
  close.addEventListener('click', remove);
  if (!sticky) setTimeout(remove, DISMISS_AFTER_MS);
  container().append(toast);
  // Keep at most a few on screen.
  while (container().children.length > 4) container().firstElementChild.remove();
  return toast;
}

/**
 * Shows an error {code, message} from the server (or any Error carrying a
 * `code`) by its code; `detail` is the caller's own advice, already
 * translated. The server's English message goes to the console.
 */
export function showError(error, detail) {
  const code = error?.code ?? 'error';
  if (error?.message) console.info(`error ${code}: ${error.message}`);
  return show('error', errorTitle(code), detail ?? errorAdvice(code));
}

export function showNotice(title, detail) {
  return show('info', title, detail);
}

/** The title of an error code in the reader's language. */
export function errorTitle(code) {
  const key = ERROR_TITLES[code];
  return key && hasKey(key) ? tKey(key) : t('error.unknown');
}

/** What the reader may do about an error, or '' when the title says it all. */
export function errorAdvice(code) {
  const key = ERROR_ADVICE[code];
  return key ? tKey(key) : '';
}
