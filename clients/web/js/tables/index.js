// Which table draws which game. A game without a table of its own is shown by
// the generic table, which works from the view and the actions' labels alone.
// After drawing, the places a table marked with `data-target` become the
// choices the offered actions name (targets.js).
// A table may also say how the game's cards and places are named in messages
// (its `messageHooks`: see i18n/messages.js).

import * as coltexpress from './coltexpress.js';
import * as deadmansdraw from './deadmansdraw.js';
import { momentOf as deadmansdrawMoment } from './deadmansdraw-moment.js';
import * as drachenschatten from './drachenschatten.js';
import * as generic from './generic.js';
import * as midevil from './midevil.js';
import { wireTargets } from './targets.js';

const TABLES = {
  coltexpress,
  deadmansdraw,
  drachenschatten,
  midevil,
};

const NO_HOOKS = Object.freeze({});

// The moments a table makes of what just happened before drawing what follows (a bust).
const MOMENTS = {
  deadmansdraw: deadmansdrawMoment,
};

/** The moment the log entries a change added call for: {ms, show(root)} or null. */
export function momentFor(gameId, entries) {
  return Object.hasOwn(MOMENTS, gameId) ? MOMENTS[gameId](entries) : null;
}

/** How the game's cards and places are named in the reader's language: {card(value), place(value)}. */
export function messageHooksFor(gameId) {
  return Object.hasOwn(TABLES, gameId) ? TABLES[gameId].messageHooks ?? NO_HOOKS : NO_HOOKS;
}

export function renderTableFor(gameId, ctx) {
  const table = Object.hasOwn(TABLES, gameId) ? TABLES[gameId] : generic;
  let drawn;
  try {
    drawn = table.renderTable(ctx);
  } catch (error) {
    // A view this table does not understand must not leave an empty screen.
    console.error(`the ${gameId} table could not draw this view; showing the generic table`, error);
    drawn = generic.renderTable(ctx);
  }
  // Every table's marked places become its choices (protocol.md, "Choices on the table").
  wireTargets(drawn, ctx);
  return drawn;
}
