// Who just moved, and against whom: the seat panel of the player whose move
// the table shows last is ringed and captioned "just played", and the seats
// the move was aimed at (the opponent robbed, the Locker that took the
// loot) are marked for a moment. Both are read from the log entries the
// move added: an entry's `seats` name the player it is about first, then
// the others it involves (protocol.md, "log").
//
// The table is drawn again on every change, so the marks are kept here and
// put back on the new panels after each redraw (apply).

import { el } from './dom.js';
import { t } from './i18n/index.js';

export const TARGET_MS = 2500;

const PANELS = '#table section[data-seat]';

function seatsOf(entry) {
  return Array.isArray(entry?.seats) ? entry.seats.filter(Number.isInteger) : [];
}

/**
 * The move between two documents of the same game: {actor, targets} or null.
 * The actor is a seat the game was waiting for that the new entries are
 * about first (a "turn" entry naming the next player is not a move of his);
 * with one seat awaited and no entry naming it, that seat.
 */
export function moveBetween(previous, doc) {
  if (!previous?.game || !doc?.game || previous.room?.code !== doc.room?.code) return null;
  const before = Array.isArray(previous.log) ? previous.log.length : 0;
  const log = Array.isArray(doc.log) ? doc.log : [];
  if (log.length <= before) return null;
  const added = log.slice(before);
  const awaited = new Set(previous.room?.awaiting ?? []);
  const first = added.find((entry) => awaited.has(seatsOf(entry)[0]));
  const actor = first ? seatsOf(first)[0] : awaited.size === 1 ? [...awaited][0] : null;
  if (actor === null) return null;
  const targets = new Set();
  for (const entry of added) {
    const [about, ...others] = seatsOf(entry);
    if (about !== actor) continue;
    for (const seat of others) if (seat !== actor) targets.add(seat);
  }
  return { actor, targets: [...targets] };
}

export class MoveMarks {
  constructor() {
    this.move = null; // {actor, targets, at}
    this.timer = null;
  }

  clear() {
    this.move = null;
    clearTimeout(this.timer);
  }

  /** Remembers the move a change made, if it made one; `redraw` is called when the target marks are due to go. */
  observe(previous, doc, redraw) {
    // A new game (its log starts again) has had no move yet.
    const restarted = Array.isArray(previous?.log) && Array.isArray(doc?.log) && doc.log.length < previous.log.length;
    if (!doc?.game || doc.room?.status === 'waiting' || restarted) {
      this.clear();
      return;
    }
    const move = moveBetween(previous, doc);
    if (!move) return;
    this.move = { ...move, at: Date.now() };
    clearTimeout(this.timer);
    if (move.targets.length) this.timer = setTimeout(redraw, TARGET_MS);
  }

  /** Marks the panels of the table just drawn in `root`. */
  apply(root) {
    if (!this.move) return;
    const fresh = Date.now() - this.move.at < TARGET_MS;
    for (const panel of root.querySelectorAll(PANELS)) {
      const seat = Number(panel.dataset.seat);
      if (seat === this.move.actor) {
        panel.classList.add('move-actor');
        panel.append(el('span', { class: 'move-caption move-caption-actor' }, t('move.justPlayed')));
      } else if (fresh && this.move.targets.includes(seat)) {
        panel.classList.add('move-target');
        panel.append(el('span', { class: 'move-caption move-caption-target' }, t('move.target')));
      }
    }
  }
}
