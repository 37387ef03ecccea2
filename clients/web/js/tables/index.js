// Which table draws which game. A game without a table of its own is shown by
// the generic table, which works from the view and the actions' labels alone.

import * as coltexpress from './coltexpress.js';
import * as deadmansdraw from './deadmansdraw.js';
import * as drachenschatten from './drachenschatten.js';
import * as generic from './generic.js';
import * as midevil from './midevil.js';

const TABLES = {
  coltexpress,
  deadmansdraw,
  drachenschatten,
  midevil,
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
