// Which table draws which game. A game without a table of its own is shown by
// the generic table, which works from the view and the actions' labels alone.
// After drawing, the places a table marked with `data-target` become the
// choices the offered actions name (targets.js).
// A table may also say how the game's cards and places are named in messages
// (its `messageHooks`: see i18n/messages.js).

import * as coltexpress from './coltexpress.js';
import { scoreBreakdown as coltexpressScore } from './coltexpress-score.js';
import * as deadmansdraw from './deadmansdraw.js';
import { momentOf as deadmansdrawMoment } from './deadmansdraw-moment.js';
import { scoreBreakdown as deadmansdrawScore } from './deadmansdraw-score.js';
import * as drachenschatten from './drachenschatten.js';
import { scoreBreakdown as drachenschattenScore } from './drachenschatten-score.js';
import * as generic from './generic.js';
import * as midevil from './midevil.js';
import { wireTargets } from './targets.js';
import { messagePlaces as midevilPlaces } from './midevil-places.js';
import { scoreBreakdown as midevilScore } from './midevil-score.js';

const TABLES = {
  coltexpress,
  deadmansdraw,
  drachenschatten,
  midevil,
};

// How each game's final view explains a score: (game view, seat) -> [{label, points}] or null.
const SCORE_BREAKDOWNS = {
  coltexpress: coltexpressScore,
  deadmansdraw: deadmansdrawScore,
  drachenschatten: drachenschattenScore,
  midevil: midevilScore,
};

const NO_HOOKS = Object.freeze({});

// The places on a game's map a log entry concerns: entry -> ["x,y" | "tile:x,y"],
// the keys of the table's elements marked `data-place` (the log lights them).
const LOG_PLACES = {
  midevil: midevilPlaces,
};

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

/**
 * The actions a table offers of the document's `ctx.actions`: all of them,
 * unless the table says otherwise with its `offeredActions(view, ctx)` (a
 * MidEvil reaction window the clock passes for the player offers nothing).
 * The page calls this once, before the table, its list of choices and its
 * places (targets.js) read `ctx.actions`.
 */
export function offeredActionsFor(gameId, ctx) {
  const actions = Array.isArray(ctx.actions) ? ctx.actions : [];
  const table = Object.hasOwn(TABLES, gameId) ? TABLES[gameId] : null;
  if (typeof table?.offeredActions !== 'function') return actions;
  try {
    const offered = table.offeredActions(ctx.game, ctx);
    return Array.isArray(offered) ? offered : actions;
  } catch (error) {
    console.error(`the ${gameId} table could not tell which actions to offer; offering them all`, error);
    return actions;
  }
}

/** The map places a log entry concerns, as the table's `data-place` keys; [] for a game without a map. */
export function logPlacesFor(gameId, entry) {
  return Object.hasOwn(LOG_PLACES, gameId) ? LOG_PLACES[gameId](entry) : [];
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

/**
 * The parts of a seat's final score as its game counts them, [{label, points}];
 * null for a game (or a view) that cannot tell, and when the parts would not
 * add up to the score shown.
 */
export function scoreBreakdownFor(gameId, game, seat, score) {
  if (!Object.hasOwn(SCORE_BREAKDOWNS, gameId) || typeof score !== 'number') return null;
  try {
    const parts = SCORE_BREAKDOWNS[gameId](game, seat);
    if (!parts) return null;
    return parts.reduce((sum, part) => sum + part.points, 0) === score ? parts : null;
  } catch (error) {
    console.error(`the ${gameId} score of seat ${seat} could not be explained`, error);
    return null;
  }
}
