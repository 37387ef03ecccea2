// Messages for people: errors from the server (with a plain-language title
// per error code) and short notices. Nothing the server reports is dropped
// silently: every error reaches this module.

import { el } from './dom.js';

const ERROR_TITLES = {
  bad_json: 'The server could not read a message',
  bad_message: 'The server rejected a message',
  unknown_type: 'The server does not know that request',
  unknown_game: 'That game does not exist',
  bad_options: 'Those options are not valid',
  unknown_room: 'No room with that code',
  room_full: 'That room is full',
  bad_token: 'Your seat could not be taken back',
  replaced: 'This seat was opened somewhere else',
  not_in_room: 'You are not in a room',
  not_host: 'Only the host can do that',
  not_started: 'The game has not started yet',
  already_started: 'The game has already started',
  seats_not_filled: 'Some seats are still empty',
  spectators_disabled: 'This room does not allow spectators',
  not_your_turn: 'It is not your turn',
  illegal_action: 'That move is not allowed',
  stale_version: 'The table changed: choose again',
  rate_limited: 'Slow down a little',
  too_many_rooms: 'Too many rooms',
  too_many_connections: 'Too many connections',
  chat_disabled: 'Chat is off in this room',
  already_in_room: 'You are already in a room',
  disconnected: 'Not connected',
  timeout: 'No answer from the server',
};

const DISMISS_AFTER_MS = 9000;

function container() {
  return document.getElementById('toasts');
}

function show(kind, title, detail, { sticky = false } = {}) {
  const close = el('button', { class: 'toast-close', type: 'button', 'aria-label': 'Dismiss' }, '×');
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

/** Shows a server error {code, message}, or any Error carrying a `code`. */
export function showError(error) {
  const code = error?.code ?? 'error';
  const title = ERROR_TITLES[code] ?? 'Something went wrong';
  const detail = error?.message && error.message !== title ? error.message : '';
  return show('error', title, detail);
}

export function showNotice(title, detail) {
  return show('info', title, detail);
}

export function errorTitle(code) {
  return ERROR_TITLES[code] ?? 'Something went wrong';
}
