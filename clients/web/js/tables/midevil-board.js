// The MidEvil map panel: the tiles, the pieces and what the viewer may click
// on them (tile slots with the ghost of the drawn tile, squares, skeletons to
// move), in the pan-and-zoom viewport, with a hint and the pawns' colours.

import { el, svg } from '../dom.js';
import { t } from '../i18n/index.js';
import { actionText } from '../i18n/messages.js';
import { colourName, PAWNS, rotateSquares } from './midevil-data.js';
import { drawPieces, drawTile, parseSquare, squareIndex, squareKey, squareTarget, tileLabel, tileSlot } from './midevil-map.js';
import { mapViewport } from './midevil-panzoom.js';
import { pick, picked } from './midevil-picks.js';
import { placeName, spotName } from './midevil-places.js';
import { asArray, asObject, drawnKey, drawnLayout, isNamed, isSeat, tileName } from './midevil-view.js';

/** An action's name for a place on the map: {label, fromEngine} (an untranslated English label is marked on the target). */
function targetLabel(action, ctx) {
  const { text, translated } = actionText(action, { nameOf: ctx.nameOf, hooks: ctx.hooks });
  return { label: text, fromEngine: !translated };
}

// How a place's mark looks, by what its actions do there: a card's play
// (Lost) shows only once the card is picked, as the first step of its group.
function markKind(list) {
  if (list.every((a) => a.type === 'attack')) return 'attack';
  if (list.some((a) => a.type === 'skeleton' || a.type === 'life')) return 'place';
  if (list.some((a) => a.type === 'move')) return 'move';
  if (list.every((a) => a.type === 'play')) return 'card';
  return 'move';
}

const SQUARE_POINTER = /^\/game\/tiles\/(-?\d+),(-?\d+)\/squares\/([0-8])$/;
const TILE_POINTER = /^\/game\/tiles\/(-?\d+),(-?\d+)$/;

/**
 * The map's places the offered actions name (protocol.md, "Choices on the
 * table"): {squares: Map "x,y" -> {pointer, actions}, tiles: Map "tx,ty" -> ...}.
 * Skeleton moves are left to their own two steps (a skeleton, then where).
 */
export function mapTargets(actions) {
  const squares = new Map();
  const tiles = new Map();
  for (const action of actions) {
    if (typeof action?.target !== 'string' || action.type === 'skeletonMove') continue;
    const square = SQUARE_POINTER.exec(action.target);
    const tile = square ? null : TILE_POINTER.exec(action.target);
    let into = null;
    let key = null;
    if (square) {
      const i = Number(square[3]);
      key = squareKey(Number(square[1]) * 3 + (i % 3), Number(square[2]) * 3 + Math.floor(i / 3));
      into = squares;
    } else if (tile) {
      key = squareKey(Number(tile[1]), Number(tile[2]));
      into = tiles;
    }
    if (!into) continue;
    if (!into.has(key)) into.set(key, { pointer: action.target, actions: [] });
    into.get(key).actions.push(action);
  }
  return { squares, tiles };
}

export function mapBoard(view, ctx, inter, slots) {
  const tiles = asObject(view.tiles);
  const index = squareIndex(tiles);
  const lookup = (x, y) => index.get(squareKey(x, y));
  const groundLayer = svg('g', { class: 'mev-ground' });
  const wallLayer = svg('g', { class: 'mev-walls' });
  const labelLayer = svg('g', { class: 'mev-labels' });
  const bounds = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  const grow = (x, y, w = 1, h = 1) => {
    bounds.minX = Math.min(bounds.minX, x);
    bounds.minY = Math.min(bounds.minY, y);
    bounds.maxX = Math.max(bounds.maxX, x + w);
    bounds.maxY = Math.max(bounds.maxY, y + h);
  };
  for (const [position, tile] of Object.entries(tiles)) {
    const at = parseSquare(position);
    const squares = asArray(tile?.squares);
    if (!at || squares.length !== 9) continue;
    drawTile(groundLayer, wallLayer, at[0], at[1], squares, { lookup, tileId: position, roads: tile.roads });
    if (isNamed(tile.tile)) labelLayer.append(tileLabel(at[0], at[1], tileName(tile)));
    grow(at[0] * 3, at[1] * 3, 3, 3);
  }

  // The drawn tile, ghosted where the viewer means to put it.
  const ghostLayer = svg('g', { class: 'mev-ghost' });
  const layout = drawnLayout(view);
  if (picked.slot && layout) {
    const [tx, ty] = parseSquare(picked.slot);
    const squares = rotateSquares(layout, picked.rotation ?? 0);
    const ghostLookup = (x, y) => {
      const col = x - tx * 3;
      const row = y - ty * 3;
      if (col >= 0 && col < 3 && row >= 0 && row < 3) return { kind: squares[row * 3 + col], tile: 'ghost' };
      return lookup(x, y);
    };
    const ghostWalls = svg('g', {});
    drawTile(ghostLayer, ghostWalls, tx, ty, squares, { lookup: ghostLookup, tileId: 'ghost' });
    ghostLayer.append(ghostWalls);
  }

  // The pieces.
  const pieceLayer = svg('g', { class: 'mev-tokens' });
  const players = asArray(view.players);
  const necro = asObject(view.necronomicon);
  drawPieces(pieceLayer, {
    skeletons: asObject(view.skeletons),
    lifeTokens: asObject(view.lifeTokens),
    horses: asObject(view.horses),
    book: !isSeat(necro.holder) && typeof necro.square === 'string' ? necro.square : null,
    pawns: players.map((p, seat) => ({ seat: isSeat(p?.seat) ? p.seat : seat, square: p?.square, holder: isSeat(necro.holder) && necro.holder === (p?.seat ?? seat) })),
    current: view.current,
  });
  const combat = asObject(view.combat);
  if (typeof combat.square === 'string' && parseSquare(combat.square)) {
    const [cx, cy] = parseSquare(combat.square);
    pieceLayer.append(svg('rect', { x: cx + 0.03, y: cy + 0.03, width: 0.94, height: 0.94, rx: 0.1, fill: 'none', stroke: '#ff5a3c', 'stroke-width': 0.07 }));
  }

  // What can be clicked.
  const targetLayer = svg('g', { class: 'mev-targets' });
  const focus = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  const focusOn = (x, y, w = 1, h = 1) => {
    focus.minX = Math.min(focus.minX, x);
    focus.minY = Math.min(focus.minY, y);
    focus.maxX = Math.max(focus.maxX, x + w);
    focus.maxY = Math.max(focus.maxY, y + h);
    grow(x, y, w, h);
  };
  const name = tileName({ tile: drawnKey(view) });
  for (const [slot, list] of slots) {
    const [tx, ty] = parseSquare(slot);
    const chosen = picked.slot === slot;
    targetLayer.append(tileSlot(tx, ty, {
      chosen,
      focusKey: `slot:${slot}`,
      label: chosen ? t('midevil.slotChosen', { tile: name, count: list.length }) : t('midevil.slot', { tile: name, square: spotName(view, slot), count: list.length }),
      onPick: () => {
        if (picked.slot === slot) {
          const i = list.findIndex((a) => a.rotation === picked.rotation);
          pick({ rotation: list[(i + 1) % list.length].rotation });
        } else pick({ slot, rotation: list[0].rotation });
      },
    }));
    focusOn(tx * 3, ty * 3, 3, 3);
  }
  // Tiles first, so that the squares on a tile stay clickable above it. Their
  // clicks are targets.js's (wireTargets): one action goes at once, several ask.
  const marked = mapTargets(ctx.actions);
  for (const [tile, { pointer, actions }] of marked.tiles) {
    const [tx, ty] = parseSquare(tile);
    targetLayer.append(tileSlot(tx, ty, { attack: true, pointer }));
    focusOn(tx * 3, ty * 3, 3, 3);
  }
  for (const [square, { pointer, actions }] of marked.squares) {
    const [x, y] = parseSquare(square);
    const kind = markKind(actions);
    targetLayer.append(squareTarget(x, y, { kind, pointer }));
    if (kind !== 'card') focusOn(x, y);
  }
  if (inter.skeletonMoves.length) {
    if (picked.from) {
      const [fx, fy] = parseSquare(picked.from);
      targetLayer.append(squareTarget(fx, fy, { label: t('midevil.keepSkeleton', { square: placeName(view, picked.from) }), kind: 'from', chosen: true, focusKey: `from:${picked.from}`, onPick: () => pick({ from: null }) }));
      for (const action of inter.skeletonMoves.filter((a) => a.from === picked.from)) {
        const [x, y] = parseSquare(action.to);
        targetLayer.append(squareTarget(x, y, { ...targetLabel(action, ctx), kind: 'to', focusKey: `to:${action.to}`, onPick: () => ctx.sendAction(action) }));
        focusOn(x, y);
      }
    } else {
      const froms = [...new Set(inter.skeletonMoves.map((a) => a.from))];
      for (const from of froms) {
        const [x, y] = parseSquare(from);
        const colour = asObject(view.skeletons)[from] ?? '';
        targetLayer.append(squareTarget(x, y, { label: t('midevil.moveSkeleton', { colour: colourName(colour), square: placeName(view, from) }), kind: 'from', focusKey: `from:${from}`, onPick: () => pick({ from }) }));
        focusOn(x, y);
      }
    }
  }

  if (!Number.isFinite(bounds.minX)) Object.assign(bounds, { minX: 0, minY: 0, maxX: 3, maxY: 3 });
  const margin = 1;
  const padded = { minX: bounds.minX - margin, minY: bounds.minY - margin, maxX: bounds.maxX + margin, maxY: bounds.maxY + margin };
  const hasFocus = Number.isFinite(focus.minX);
  const content = svg('g', {}, groundLayer, wallLayer, ghostLayer, labelLayer, pieceLayer, targetLayer);
  const targets = targetLayer.childNodes.length;
  const viewport = mapViewport({
    roomCode: String(ctx.room.code ?? ''),
    content,
    bounds: padded,
    focus: hasFocus ? { minX: focus.minX - 0.5, minY: focus.minY - 0.5, maxX: focus.maxX + 0.5, maxY: focus.maxY + 0.5 } : null,
    focusKey: hasFocus ? `${view.round}:${view.current}:${view.phase}:${[...slots.keys(), ...marked.squares.keys(), ...marked.tiles.keys()].join(';')}` : null,
    label: targets ? t('midevil.mapLabelTargets', { tiles: Object.keys(tiles).length, targets }) : t('midevil.mapLabel', { tiles: Object.keys(tiles).length }),
  });
  return el('section', { class: 'mev-board', 'aria-label': t('midevil.map') },
    viewport,
    mapHint(view, ctx, inter, slots),
    mapLegend(view, ctx));
}

function mapHint(view, ctx, inter, slots) {
  let text = null;
  if (slots.size) text = picked.slot ? t('midevil.hint.turnTile') : t('midevil.hint.putTile');
  else if (inter.skeletonMoves.length) text = picked.from ? t('midevil.hint.skeletonTo') : t('midevil.hint.skeletonFrom');
  else if (inter.squares.size) {
    const types = new Set([...inter.squares.values()].flat().map((a) => a.type));
    if (types.has('skeleton') || types.has('life')) text = t('midevil.hint.putPiece');
    else if (types.has('move')) text = Number.isInteger(view.movement?.left) ? t('midevil.hint.stepLeft', { left: view.movement.left }) : t('midevil.hint.step');
    else text = t('midevil.hint.square');
  } else if (inter.tiles.size) text = t('midevil.hint.attackTile');
  return text ? el('p', { class: 'mev-map-hint', 'aria-hidden': 'true' }, text) : null;
}

function mapLegend(view, ctx) {
  const players = asArray(view.players);
  return el('div', { class: 'mev-map-legend', 'aria-hidden': 'true' },
    players.map((p, i) => {
      const seat = isSeat(p?.seat) ? p.seat : i;
      return el('span', { class: 'mev-legend-item' }, el('span', { class: 'mev-pawn-dot', style: { background: PAWNS[seat % PAWNS.length], display: 'inline-block', verticalAlign: 'middle', marginRight: '4px' } }), seat === ctx.you.seat ? t('clock.you') : ctx.nameOf(seat));
    }));
}

/** The drawn tile by itself, at the picked rotation. */
export function tilePicture(view, rotation) {
  const layout = drawnLayout(view);
  if (!layout) return null;
  const squares = rotateSquares(layout, rotation ?? 0);
  const own = (x, y) => (x >= 0 && x < 3 && y >= 0 && y < 3 ? { kind: squares[y * 3 + x], tile: 'drawn' } : undefined);
  const ground = svg('g', {});
  const walls = svg('g', {});
  drawTile(ground, walls, 0, 0, squares, { lookup: own, tileId: 'drawn' });
  const name = tileName({ tile: drawnKey(view) });
  return svg('svg', { class: 'mev-drawn-tile', viewBox: '0 0 3 3', role: 'img', 'aria-label': rotation ? t('midevil.tileTurned', { tile: name, degrees: rotation }) : name }, ground, walls);
}
