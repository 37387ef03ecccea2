// Which table draws which game. A game without a table of its own is shown by
// the generic table, which works from the view and the actions' labels alone.

import * as deadmansdraw from './deadmansdraw.js';
import * as generic from './generic.js';

const TABLES = {
  deadmansdraw,
};

export function renderTableFor(gameId, ctx) {
  const table = TABLES[gameId] ?? generic;
  try {
    return table.renderTable(ctx);
  } catch (error) {
    // A view this table does not understand must not leave an empty screen.
    console.error(`the ${gameId} table could not draw this view; showing the generic table`, error);
    return generic.renderTable(ctx);
  }
}
