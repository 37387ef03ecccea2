// What the browser remembers between visits: the player's name and, per room,
// the seat token that lets a reload or a new connection take the seat back.
// Storage may be unavailable (private modes, disabled cookies); the client then
// still works, it just forgets on reload.

const NAME_KEY = 'tavern.name';
const SEAT_PREFIX = 'tavern.seat.';
const SEAT_TOKEN_MAX_AGE_MS = 7 * 24 * 3600 * 1000;

function read(key) {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key, value) {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Nothing to do: the value is simply not remembered.
  }
}

export function loadName() {
  return read(NAME_KEY) ?? '';
}

export function saveName(name) {
  write(NAME_KEY, name);
}

/** Room codes are case-insensitive; they are stored upper-case. */
export function normalizeCode(code) {
  return String(code ?? '').trim().toUpperCase();
}

/** The remembered seat in a room: {token, seat} or null. */
export function loadSeat(code) {
  const raw = read(SEAT_PREFIX + normalizeCode(code));
  if (!raw) return null;
  try {
    const seat = JSON.parse(raw);
    if (typeof seat?.token !== 'string') return null;
    if (Date.now() - (seat.savedAt ?? 0) > SEAT_TOKEN_MAX_AGE_MS) return null;
    return seat;
  } catch {
    return null;
  }
}

export function saveSeat(code, token, seat) {
  write(SEAT_PREFIX + normalizeCode(code), JSON.stringify({ token, seat, savedAt: Date.now() }));
}

export function forgetSeat(code) {
  write(SEAT_PREFIX + normalizeCode(code), null);
}

/** A remembered on/off choice of the player's (e.g. a table's preference). */
export function loadFlag(key) {
  return read(key) === '1';
}

export function saveFlag(key, on) {
  write(key, on ? '1' : null);
}
