// Reading the MidEvil view and actions defensively (games/midevil/VIEW.md):
// small readers, the drawn tile, tile names, and the actions sorted by the
// gesture that sends them (a tile slot, a square, a skeleton to move, a card
// in the hand, or a plain button).

import { t } from '../i18n/index.js';
import { layoutOf, say, TILE_NAMES, TILE_POPULATION } from './midevil-data.js';
import { parseSquare, squareKey } from './midevil-map.js';

export function asObject(value) {
  return value && typeof value === 'object' && !Array.isArray(value) ? value : {};
}

export function asArray(value) {
  return Array.isArray(value) ? value : [];
}

export function isSeat(value) {
  return Number.isInteger(value) && value >= 0;
}

/** The actions sorted by the gesture that sends them. */
export function classify(actions, view, ctx) {
  const me = asObject(asArray(view.players)[ctx.you.seat]);
  const handIds = new Set(asArray(me.hand).map((card) => card.id));
  const out = { place: [], squares: new Map(), tiles: new Map(), skeletonMoves: [], cards: new Map(), buttons: [] };
  const onSquare = (square, action) => {
    if (!out.squares.has(square)) out.squares.set(square, []);
    out.squares.get(square).push(action);
  };
  for (const action of actions) {
    const type = action?.type;
    if (type === 'place' && Number.isInteger(action.x) && Number.isInteger(action.y)) out.place.push(action);
    else if ((type === 'skeleton' || type === 'life' || type === 'move' || (type === 'attack' && typeof action.square === 'string')) && parseSquare(action.square)) onSquare(action.square, action);
    else if (type === 'attack' && typeof action.tile === 'string' && parseSquare(action.tile)) {
      if (!out.tiles.has(action.tile)) out.tiles.set(action.tile, []);
      out.tiles.get(action.tile).push(action);
    } else if (type === 'skeletonMove' && parseSquare(action.from) && parseSquare(action.to)) out.skeletonMoves.push(action);
    else if ((type === 'play' || type === 'discard') && handIds.has(action.card)) {
      if (!out.cards.has(action.card)) out.cards.set(action.card, { play: [], discard: [] });
      out.cards.get(action.card)[type].push(action);
    } else out.buttons.push(action);
  }
  return out;
}

export function placeSlots(placeActions) {
  const slots = new Map();
  for (const action of placeActions) {
    const key = squareKey(action.x, action.y);
    if (!slots.has(key)) slots.set(key, []);
    slots.get(key).push(action);
  }
  for (const list of slots.values()) list.sort((a, b) => (a.rotation ?? 0) - (b.rotation ?? 0));
  return slots;
}

/** A tile's name by its key in the reader's language; the engine's English name only for a tile this client does not know. */
export function tileName(tile) {
  return say(TILE_NAMES, tile?.tile, tile?.name ?? t('midevil.tile'));
}

/** The name of the tile a square lies on, or null off the map. */
export function tileAt(view, square) {
  const xy = parseSquare(square);
  if (!xy) return null;
  const tile = asObject(view.tiles)[squareKey(Math.floor(xy[0] / 3), Math.floor(xy[1] / 3))];
  return tile ? tileName(tile) : null;
}

export function isNamed(key) {
  return key === 'altar' || key in TILE_POPULATION;
}

/** The drawn tile's 9 squares at rotation 0: from the view if it says, else from the client's table. */
export function drawnLayout(view) {
  const info = asObject(view.drawnTileInfo);
  if (Array.isArray(info.squares) && info.squares.length === 9) return info.squares.map(String);
  const drawn = view.drawnTile;
  if (drawn && typeof drawn === 'object' && Array.isArray(drawn.squares)) return drawn.squares.map(String);
  return layoutOf(typeof drawn === 'string' ? drawn : drawn?.tile);
}

export function drawnKey(view) {
  const drawn = view.drawnTile;
  return typeof drawn === 'string' ? drawn : drawn?.tile ?? asObject(view.drawnTileInfo).tile ?? null;
}
