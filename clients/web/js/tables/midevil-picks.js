// What the viewer has picked on the MidEvil table but not yet sent: a tile
// slot and a rotation, a skeleton to move, or a card with several ways to
// answer a window. The squares, tiles and cards the offered actions name are
// targets.js's (their `target`), not picks. The table is rebuilt from the
// document on every change, so the picks live here and are checked against
// the offered actions on every redraw; a pick redraws the table at once.

import { placeSlots } from './midevil-view.js';

export const picked = { slot: null, rotation: null, from: null, card: null };

/** Drops picks that no longer match an offered action. */
export function validatePicks(inter) {
  const slots = placeSlots(inter.place);
  if (picked.slot && !slots.has(picked.slot)) picked.slot = null;
  if (picked.slot && !slots.get(picked.slot).some((a) => a.rotation === picked.rotation)) picked.rotation = slots.get(picked.slot)[0].rotation;
  if (picked.from && !inter.skeletonMoves.some((a) => a.from === picked.from)) picked.from = null;
  if (picked.card !== null && !(inter.cards.get(picked.card)?.play.length > 1)) picked.card = null;
  return slots;
}

// The table's own drawing function and its last context, set by the table on every render.
let redrawWith = null;

export function setRedraw(draw) {
  redrawWith = draw;
}

/** Records a pick and redraws the table, keeping the keyboard focus where it was. */
export function pick(changes) {
  Object.assign(picked, changes);
  const table = document.getElementById('table');
  if (!table || !redrawWith) return;
  const active = document.activeElement;
  const focusKey = active && table.contains(active) ? active.getAttribute('data-focus-key') : null;
  const next = redrawWith();
  table.replaceWith(next);
  if (focusKey) next.querySelector(`[data-focus-key="${CSS.escape(focusKey)}"]`)?.focus({ preventScroll: true });
}
