// A place of the map in words, from the engine's place value
// (games/midevil/places.hpp): a square's part of a tile, and that tile's place
// beside a named tile, which the map shows. The coordinates in the value are
// for the map's highlight, never for the words.
import { msgKey, t, tKey } from '../i18n/index.js';
import { TILE_NAMES } from './midevil-data.js';
import { parseSquare, squareKey } from './midevil-map.js';
import { isNamed } from './midevil-view.js';

const DIRECTIONS = {
  n: msgKey('midevil.where.dir.n'),
  ne: msgKey('midevil.where.dir.ne'),
  e: msgKey('midevil.where.dir.e'),
  se: msgKey('midevil.where.dir.se'),
  s: msgKey('midevil.where.dir.s'),
  sw: msgKey('midevil.where.dir.sw'),
  w: msgKey('midevil.where.dir.w'),
  nw: msgKey('midevil.where.dir.nw'),
};

const PARTS = {
  c: msgKey('midevil.where.part.c'),
  door: msgKey('midevil.where.part.door'),
  n: msgKey('midevil.where.part.n'),
  ne: msgKey('midevil.where.part.ne'),
  e: msgKey('midevil.where.part.e'),
  se: msgKey('midevil.where.part.se'),
  s: msgKey('midevil.where.part.s'),
  sw: msgKey('midevil.where.part.sw'),
  w: msgKey('midevil.where.part.w'),
  nw: msgKey('midevil.where.part.nw'),
};

function tileName(key) {
  return Object.hasOwn(TILE_NAMES, key) ? tKey(TILE_NAMES[key]) : null;
}

function direction(dx, dy) {
  return tKey(DIRECTIONS[(dy < 0 ? 'n' : dy > 0 ? 's' : '') + (dx > 0 ? 'e' : dx < 0 ? 'w' : '')]);
}

// "north-east of the Tavern", "2 tiles north and 1 tile east of the Mill".
function relation(dx, dy, near) {
  const ax = Math.abs(dx);
  const ay = Math.abs(dy);
  if (ax === 0 || ay === 0 || ax === ay) return t('midevil.where.along', { count: Math.max(ax, ay), direction: direction(dx, dy), near });
  return t('midevil.where.offset', { rows: ay, ns: direction(0, dy), cols: ax, ew: direction(dx, 0), near });
}

/** The words for a place value, or null when it is not one. */
export function placeWords(value) {
  if (!value || typeof value !== 'object') return null;
  const near = tileName(value.near);
  const dx = Number.isInteger(value.dx) ? value.dx : 0;
  const dy = Number.isInteger(value.dy) ? value.dy : 0;
  if (!near) return null;
  const kind = value.kind === undefined ? null : tileName(value.kind);
  if (value.kind !== undefined && !kind) return null;
  const far = dx !== 0 || dy !== 0;
  if (!kind) return far ? relation(dx, dy, near) : null; // an empty space beside a named tile
  const bare = far ? t('midevil.where.nameNear', { name: kind, relation: relation(dx, dy, near) }) : kind;
  if (typeof value.square === 'string') return Object.hasOwn(PARTS, value.part) ? tKey(PARTS[value.part], { tile: bare }) : null;
  return t('midevil.where.tile', { tile: bare });
}

/** The square ("x,y") or tile ("tile:x,y") a place value points at on the map, or null. */
export function placeTarget(value) {
  if (!value || typeof value !== 'object') return null;
  if (typeof value.square === 'string') return value.square;
  return typeof value.at === 'string' ? `tile:${value.at}` : null;
}

/**
 * The map places ("x,y" squares, "tile:x,y" tiles) a log entry's message
 * names in its place parameters, also inside lists and inner messages, so
 * that the log can light them on the map.
 */
export function messagePlaces(entry) {
  const found = [];
  const walk = (param, depth) => {
    if (!param || typeof param !== 'object' || depth > 4) return;
    if (Object.hasOwn(param, 'place')) {
      const target = placeTarget(param.place);
      if (target && !found.includes(target)) found.push(target);
    } else if (Array.isArray(param.list)) {
      for (const item of param.list) walk(item, depth + 1);
    } else if (param.msg && typeof param.msg === 'object') {
      walkParams(param.msg.params, depth + 1);
    }
  };
  const walkParams = (params, depth) => {
    if (params && typeof params === 'object' && !Array.isArray(params)) for (const param of Object.values(params)) walk(param, depth);
  };
  walkParams(entry?.msg?.params, 0);
  return found;
}

const GRID_PARTS = [['nw', 'n', 'ne'], ['w', 'c', 'e'], ['sw', 's', 'se']];
const TABLE_ORDER = Object.keys(TILE_NAMES);

// The engine's own choice (games/midevil/places.cpp): the named tile fewest
// tiles away, then along a line, then first in the tile table.
function nearestNamed(tiles, tx, ty, skipSelf) {
  let best = null;
  for (const [key, tile] of Object.entries(tiles)) {
    const at = parseSquare(key);
    if (!at || !isNamed(tile?.tile) || (skipSelf && at[0] === tx && at[1] === ty)) continue;
    const dx = Math.abs(tx - at[0]);
    const dy = Math.abs(ty - at[1]);
    const rank = [Math.max(dx, dy), dx + dy, TABLE_ORDER.indexOf(tile.tile)];
    const first = rank.findIndex((value, i) => value !== best?.rank[i]);
    if (!best || (first >= 0 && rank[first] < best.rank[first])) best = { rank, near: tile.tile, at };
  }
  return best;
}

function describeTile(view, tx, ty, skipSelf, out) {
  const tiles = view && typeof view.tiles === 'object' && view.tiles ? view.tiles : {};
  const here = tiles[squareKey(tx, ty)];
  if (here && !skipSelf) out.kind = here.tile;
  const best = nearestNamed(tiles, tx, ty, skipSelf);
  if (!best) return null;
  return { ...out, near: best.near, dx: tx - best.at[0], dy: ty - best.at[1] };
}

/** A square "x,y" of the view's map as a place value, or null off the map. */
export function squarePlace(view, key) {
  const xy = parseSquare(key);
  if (!xy) return null;
  const tx = Math.floor(xy[0] / 3);
  const ty = Math.floor(xy[1] / 3);
  const tile = view?.tiles?.[squareKey(tx, ty)];
  if (!tile) return null;
  const col = xy[0] - tx * 3;
  const row = xy[1] - ty * 3;
  const part = Array.isArray(tile.squares) && tile.squares[row * 3 + col] === 'door' ? 'door' : GRID_PARTS[row][col];
  return describeTile(view, tx, ty, false, { square: key, part });
}

/** A tile "x,y" (tile coordinates) as a place value; `spot`: the space itself, whatever lies there. */
export function tilePlace(view, key, { spot = false } = {}) {
  const xy = parseSquare(key);
  return xy ? describeTile(view, xy[0], xy[1], spot, { at: key }) : null;
}

/** A square "x,y" or a tile "tile:x,y" in words, by the view's map (the coordinates only when it is off the map). */
export function placeName(view, key) {
  const text = String(key ?? '');
  if (text.startsWith('tile:')) return placeWords(tilePlace(view, text.slice(5))) ?? t('midevil.tileAt', { square: text.slice(5) });
  return placeWords(squarePlace(view, text)) ?? t('midevil.squareAt', { square: text });
}

/** Where a tile would go ("north of the Tavern"), by the view's map. */
export function spotName(view, key) {
  return placeWords(tilePlace(view, key, { spot: true })) ?? t('midevil.tileAt', { square: key });
}
