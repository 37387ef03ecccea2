// The MidEvil map as SVG, in map units (one square = 1, one tile = 3): the
// tiles' ground (grass, roads, water and bridges, vegetation, buildings with
// their walls and doors, the Altar and the Graveyard), then the pieces
// (skeletons by colour, life tokens, Horses left on doors, the Necronomicon,
// the pawns), then what the viewer may click (squares, tile slots, the ghost
// of the tile being placed). Built with createElementNS only.

import { svg } from '../dom.js';
import { PAWNS, SKELETONS, WALKABLE, WALLED } from './midevil-data.js';

const ROADLIKE = new Set(['road', 'bridge', 'altar', 'grave', 'door']);
const SIDES = [
  { name: 'n', dx: 0, dy: -1 },
  { name: 'e', dx: 1, dy: 0 },
  { name: 's', dx: 0, dy: 1 },
  { name: 'w', dx: -1, dy: 0 },
];

export function parseSquare(text) {
  const match = /^(-?\d+),(-?\d+)$/.exec(String(text ?? ''));
  return match ? [Number(match[1]), Number(match[2])] : null;
}

export function squareKey(x, y) {
  return `${x},${y}`;
}

/** A small deterministic noise in 0..1 for a square, so that grass tufts and trees do not move between redraws. */
function noise(x, y, salt = 0) {
  let h = (x * 374761393 + y * 668265263 + salt * 2147483647) | 0;
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967295;
}

// ------------------------------------------------------------ the ground

/**
 * Square kinds by global square, from the placed tiles:
 * Map "x,y" -> {kind, tile: "tx,ty"}.
 */
export function squareIndex(tiles) {
  const index = new Map();
  for (const [position, tile] of Object.entries(tiles)) {
    const at = parseSquare(position);
    const squares = Array.isArray(tile?.squares) ? tile.squares : [];
    if (!at || squares.length !== 9) continue;
    for (let i = 0; i < 9; i += 1) {
      index.set(squareKey(at[0] * 3 + (i % 3), at[1] * 3 + Math.floor(i / 3)), { kind: String(squares[i]), tile: position });
    }
  }
  return index;
}

function roadArms(x, y, kindAt, edgeRoad) {
  return SIDES.filter((side) => {
    const other = kindAt(x + side.dx, y + side.dy);
    if (other === undefined) return edgeRoad(side);
    return ROADLIKE.has(other);
  });
}

function grass(g, x, y, colour = '#6f9c46') {
  g.append(svg('rect', { x, y, width: 1, height: 1, fill: colour, class: 'mev-square' }));
  for (let i = 0; i < 3; i += 1) {
    const px = x + 0.15 + noise(x, y, i) * 0.7;
    const py = y + 0.15 + noise(x, y, i + 7) * 0.7;
    g.append(svg('path', { d: `M${px.toFixed(3)} ${py.toFixed(3)} l0.04 -0.09 M${(px + 0.06).toFixed(3)} ${py.toFixed(3)} l-0.02 -0.1`, stroke: '#4f7a2f', 'stroke-width': 0.025, 'stroke-linecap': 'round', fill: 'none' }));
  }
}

function band(g, x, y, arms, width, fill) {
  const half = width / 2;
  const c = 0.5;
  g.append(svg('rect', { x: x + c - half, y: y + c - half, width, height: width, fill, rx: half * 0.4 }));
  for (const arm of arms) {
    if (arm.dx === 0) g.append(svg('rect', { x: x + c - half, y: arm.dy < 0 ? y : y + c, width, height: c, fill }));
    else g.append(svg('rect', { x: arm.dx < 0 ? x : x + c, y: y + c - half, width: c, height: width, fill }));
  }
}

function road(g, x, y, arms) {
  grass(g, x, y);
  band(g, x, y, arms, 0.62, '#8a6a3d');
  band(g, x, y, arms, 0.52, '#c9a66b');
  // A few cobbles.
  for (let i = 0; i < 2; i += 1) {
    g.append(svg('circle', { cx: x + 0.32 + noise(x, y, i + 3) * 0.36, cy: y + 0.32 + noise(x, y, i + 11) * 0.36, r: 0.035, fill: '#a98650' }));
  }
}

function water(g, x, y) {
  g.append(svg('rect', { x, y, width: 1, height: 1, fill: '#3d7fb6', class: 'mev-square' }));
  for (let i = 0; i < 3; i += 1) {
    const py = y + 0.22 + i * 0.28;
    const px = x + 0.1 + noise(x, y, i) * 0.3;
    g.append(svg('path', { d: `M${px.toFixed(3)} ${py.toFixed(3)} q0.1 -0.07 0.2 0 t0.2 0`, stroke: '#9fd0f0', 'stroke-width': 0.03, fill: 'none', 'stroke-linecap': 'round' }));
  }
}

function bridge(g, x, y, arms) {
  water(g, x, y);
  const vertical = arms.length === 0 || arms.some((arm) => arm.dx === 0);
  const planks = svg('g', {});
  if (vertical) {
    planks.append(svg('rect', { x: x + 0.2, y, width: 0.6, height: 1, fill: '#8a5a2b' }));
    for (let i = 0; i < 5; i += 1) planks.append(svg('line', { x1: x + 0.2, x2: x + 0.8, y1: y + 0.1 + i * 0.2, y2: y + 0.1 + i * 0.2, stroke: '#5d3a18', 'stroke-width': 0.02 }));
    planks.append(svg('rect', { x: x + 0.17, y, width: 0.05, height: 1, fill: '#4a2c10' }), svg('rect', { x: x + 0.78, y, width: 0.05, height: 1, fill: '#4a2c10' }));
  } else {
    planks.append(svg('rect', { x, y: y + 0.2, width: 1, height: 0.6, fill: '#8a5a2b' }));
    for (let i = 0; i < 5; i += 1) planks.append(svg('line', { y1: y + 0.2, y2: y + 0.8, x1: x + 0.1 + i * 0.2, x2: x + 0.1 + i * 0.2, stroke: '#5d3a18', 'stroke-width': 0.02 }));
    planks.append(svg('rect', { y: y + 0.17, x, height: 0.05, width: 1, fill: '#4a2c10' }), svg('rect', { y: y + 0.78, x, height: 0.05, width: 1, fill: '#4a2c10' }));
  }
  g.append(planks);
}

function vegetation(g, x, y) {
  grass(g, x, y, '#5c8a3a');
  const trees = [[0.3, 0.32, 0.22], [0.7, 0.38, 0.2], [0.45, 0.72, 0.24]];
  for (const [i, [tx, ty, r]] of trees.entries()) {
    const jx = (noise(x, y, i + 20) - 0.5) * 0.1;
    const jy = (noise(x, y, i + 30) - 0.5) * 0.1;
    g.append(
      svg('circle', { cx: x + tx + jx + 0.03, cy: y + ty + jy + 0.04, r, fill: 'rgba(0,0,0,0.25)' }),
      svg('circle', { cx: x + tx + jx, cy: y + ty + jy, r, fill: '#2f5e22', stroke: '#1d3d14', 'stroke-width': 0.025 }),
      svg('circle', { cx: x + tx + jx - r * 0.3, cy: y + ty + jy - r * 0.3, r: r * 0.45, fill: '#4a8434' }),
    );
  }
}

function floor(g, x, y) {
  g.append(svg('rect', { x, y, width: 1, height: 1, fill: '#a48b69', class: 'mev-square' }));
  for (let i = 1; i < 4; i += 1) g.append(svg('line', { x1: x, x2: x + 1, y1: y + i * 0.25, y2: y + i * 0.25, stroke: '#8c7456', 'stroke-width': 0.018 }));
  for (let row = 0; row < 4; row += 1) {
    const off = row % 2 ? 0.25 : 0.5;
    g.append(svg('line', { x1: x + off, x2: x + off, y1: y + row * 0.25, y2: y + (row + 1) * 0.25, stroke: '#8c7456', 'stroke-width': 0.018 }));
  }
}

function furnace(g, x, y) {
  floor(g, x, y);
  g.append(
    svg('rect', { x: x + 0.14, y: y + 0.14, width: 0.72, height: 0.72, rx: 0.12, fill: '#3a2a22', stroke: '#1d1410', 'stroke-width': 0.04 }),
    svg('circle', { cx: x + 0.5, cy: y + 0.52, r: 0.22, fill: '#e2581c' }),
    svg('circle', { cx: x + 0.5, cy: y + 0.56, r: 0.12, fill: '#ffc14a' }),
  );
}

function altar(g, x, y, arms) {
  g.append(svg('rect', { x, y, width: 1, height: 1, fill: '#b3ab9b', class: 'mev-square' }));
  band(g, x, y, arms, 0.52, '#c9a66b');
  g.append(
    svg('circle', { cx: x + 0.5, cy: y + 0.5, r: 0.4, fill: '#cfc7b5', stroke: '#6e6657', 'stroke-width': 0.04 }),
    svg('rect', { x: x + 0.25, y: y + 0.36, width: 0.5, height: 0.28, rx: 0.04, fill: '#7d7466', stroke: '#463f35', 'stroke-width': 0.03 }),
    svg('circle', { cx: x + 0.3, cy: y + 0.3, r: 0.04, fill: '#ffd56a' }),
    svg('circle', { cx: x + 0.7, cy: y + 0.3, r: 0.04, fill: '#ffd56a' }),
    svg('path', { d: `M${x + 0.5} ${y + 0.4} v0.2 M${x + 0.42} ${y + 0.47} h0.16`, stroke: '#8e1b1b', 'stroke-width': 0.04 }),
  );
}

function grave(g, x, y, arms) {
  grass(g, x, y, '#5f7f45');
  band(g, x, y, arms, 0.5, '#9e8a63');
  g.append(svg('rect', { x: x + 0.3, y: y + 0.28, width: 0.4, height: 0.5, rx: 0.05, fill: '#3a2a1c', stroke: '#20160c', 'stroke-width': 0.03 }));
  for (const [dx, dy] of [[0.12, 0.12], [0.8, 0.12], [0.12, 0.75], [0.8, 0.75]]) {
    g.append(svg('path', { d: `M${x + dx - 0.06} ${y + dy + 0.12} v-0.1 a0.06 0.06 0 0 1 0.12 0 v0.1 z`, fill: '#8d8a84', stroke: '#4b4944', 'stroke-width': 0.015 }));
  }
}

function ground(g, x, y, kind, arms) {
  switch (kind) {
    case 'road': road(g, x, y, arms); break;
    case 'water': water(g, x, y); break;
    case 'bridge': bridge(g, x, y, arms); break;
    case 'vegetation': vegetation(g, x, y); break;
    case 'building': floor(g, x, y); break;
    case 'door': floor(g, x, y); break;
    case 'furnace': furnace(g, x, y); break;
    case 'altar': altar(g, x, y, arms); break;
    case 'grave': grave(g, x, y, arms); break;
    default: grass(g, x, y);
  }
}

/** Walls around a tile's building squares, with openings where a door meets a walkable square. */
function walls(g, x, y, kind, tile, lookup) {
  if (!WALLED.has(kind)) return;
  for (const side of SIDES) {
    const other = lookup(x + side.dx, y + side.dy);
    if (other && WALLED.has(other.kind) && other.tile === tile) continue;
    const [x1, y1, x2, y2] = side.name === 'n' ? [x, y, x + 1, y] : side.name === 'e' ? [x + 1, y, x + 1, y + 1] : side.name === 's' ? [x, y + 1, x + 1, y + 1] : [x, y, x, y + 1];
    // As the engine steps: a door opens onto any walkable square outside, or onto another building's door.
    const open = kind === 'door' && other && WALKABLE.has(other.kind) && (!WALLED.has(other.kind) || other.kind === 'door');
    const wall = { stroke: '#3a2c20', 'stroke-width': 0.13, 'stroke-linecap': 'square' };
    if (!open) {
      g.append(svg('line', { x1, y1, x2, y2, ...wall }));
      continue;
    }
    // Two wall stubs and a door leaf swung open.
    const ax = x1 + (x2 - x1) * 0.22;
    const ay = y1 + (y2 - y1) * 0.22;
    const bx = x1 + (x2 - x1) * 0.78;
    const by = y1 + (y2 - y1) * 0.78;
    g.append(svg('line', { x1, y1, x2: ax, y2: ay, ...wall }), svg('line', { x1: bx, y1: by, x2, y2, ...wall }));
    const inward = { x: -side.dx * 0.5, y: -side.dy * 0.5 };
    g.append(svg('line', { x1: ax, y1: ay, x2: ax + inward.x * 0.9, y2: ay + inward.y * 0.9, stroke: '#7a4a1c', 'stroke-width': 0.07, 'stroke-linecap': 'round' }));
    g.append(svg('rect', { x: Math.min(ax, bx) - (side.dx ? 0.04 : 0), y: Math.min(ay, by) - (side.dy ? 0.04 : 0), width: side.dx ? 0.08 : Math.abs(bx - ax), height: side.dy ? 0.08 : Math.abs(by - ay), fill: '#d9a85a', opacity: 0.7 }));
  }
}

/**
 * Draws one tile's ground and walls at tile position (tx, ty). `lookup(x, y)`
 * gives {kind, tile} of any square of the map (undefined where there is no
 * tile); `tileId` tells this tile's squares from its neighbours'.
 */
export function drawTile(groundLayer, wallLayer, tx, ty, squares, { lookup, tileId, roads = null }) {
  const ox = tx * 3;
  const oy = ty * 3;
  const kindAt = (x, y) => lookup(x, y)?.kind;
  for (let i = 0; i < 9; i += 1) {
    const col = i % 3;
    const row = Math.floor(i / 3);
    const x = ox + col;
    const y = oy + row;
    const kind = String(squares[i] ?? 'grass');
    // A road on a tile's side continues off the tile, even where no tile lies yet.
    const edgeRoad = (side) => {
      const onEdge = (side.name === 'n' && row === 0) || (side.name === 's' && row === 2) || (side.name === 'w' && col === 0) || (side.name === 'e' && col === 2);
      if (!onEdge) return false;
      if (roads && typeof roads === 'object') return Boolean(roads[side.name]) && (side.dx === 0 ? col === 1 : row === 1);
      return side.dx === 0 ? col === 1 : row === 1;
    };
    const arms = ROADLIKE.has(kind) ? roadArms(x, y, kindAt, edgeRoad) : [];
    ground(groundLayer, x, y, kind, arms);
  }
  for (let i = 0; i < 9; i += 1) {
    const x = ox + (i % 3);
    const y = oy + Math.floor(i / 3);
    walls(wallLayer, x, y, String(squares[i] ?? 'grass'), tileId, lookup);
  }
  wallLayer.append(svg('rect', { x: ox, y: oy, width: 3, height: 3, class: 'mev-tile-edge' }));
  // Unseen outlines of the tile and its squares, lit while the log line that names them is hovered or focused.
  wallLayer.append(svg('rect', { x: ox + 0.06, y: oy + 0.06, width: 2.88, height: 2.88, rx: 0.15, class: 'mev-place mev-place-tile', 'data-place': `tile:${squareKey(tx, ty)}` }));
  for (let i = 0; i < 9; i += 1) {
    const x = ox + (i % 3);
    const y = oy + Math.floor(i / 3);
    wallLayer.append(svg('rect', { x: x + 0.06, y: y + 0.06, width: 0.88, height: 0.88, rx: 0.1, class: 'mev-place', 'data-place': squareKey(x, y) }));
  }
}

// ------------------------------------------------------------ pieces

function skull(square, x, y, colour, scale = 1) {
  const info = SKELETONS[colour] ?? SKELETONS.white;
  const r = 0.27 * scale;
  return svg('g', { class: `mev-skeleton mev-skeleton-${colour}`, 'data-square': square },
    svg('circle', { cx: x + 0.02, cy: y + 0.03, r, fill: 'rgba(0,0,0,0.35)' }),
    svg('circle', { cx: x, cy: y, r, fill: info.fill, stroke: info.stroke, 'stroke-width': 0.04 }),
    svg('ellipse', { cx: x, cy: y - 0.035 * scale, rx: 0.14 * scale, ry: 0.12 * scale, fill: info.ink }),
    svg('rect', { x: x - 0.075 * scale, y: y + 0.04 * scale, width: 0.15 * scale, height: 0.09 * scale, rx: 0.02 * scale, fill: info.ink }),
    svg('circle', { cx: x - 0.055 * scale, cy: y - 0.035 * scale, r: 0.04 * scale, fill: info.fill }),
    svg('circle', { cx: x + 0.055 * scale, cy: y - 0.035 * scale, r: 0.04 * scale, fill: info.fill }),
    svg('path', { d: `M${x - 0.035 * scale} ${y + 0.06 * scale} v0.06 M${x} ${y + 0.06 * scale} v0.06 M${x + 0.035 * scale} ${y + 0.06 * scale} v0.06`, stroke: info.fill, 'stroke-width': 0.018 * scale }));
}

function lifeToken(x, y) {
  return svg('g', { class: 'mev-life' },
    svg('circle', { cx: x, cy: y, r: 0.16, fill: '#d8d8d2', stroke: '#50504a', 'stroke-width': 0.03 }),
    svg('circle', { cx: x, cy: y - 0.06, r: 0.045, fill: '#50504a' }),
    svg('path', { d: `M${x - 0.08} ${y + 0.09} q0 -0.11 0.08 -0.11 q0.08 0 0.08 0.11 z`, fill: '#50504a' }));
}

function pawn(x, y, seat, { current = false, holder = false, scale = 1 } = {}) {
  const colour = PAWNS[seat % PAWNS.length];
  const k = scale;
  const g = svg('g', { class: 'mev-pawn' });
  if (current) g.append(svg('circle', { cx: x, cy: y, r: 0.3 * k, fill: 'rgba(255,243,196,0.25)', stroke: '#fff3c4', 'stroke-width': 0.035, 'stroke-dasharray': '0.07 0.04' }));
  g.append(
    svg('ellipse', { cx: x + 0.02, cy: y + 0.2 * k, rx: 0.18 * k, ry: 0.06 * k, fill: 'rgba(0,0,0,0.4)' }),
    svg('path', { d: `M${x - 0.17 * k} ${y + 0.2 * k} L${x - 0.07 * k} ${y - 0.03 * k} L${x + 0.07 * k} ${y - 0.03 * k} L${x + 0.17 * k} ${y + 0.2 * k} Z`, fill: colour, stroke: '#15100a', 'stroke-width': 0.03, 'stroke-linejoin': 'round' }),
    svg('circle', { cx: x, cy: y - 0.12 * k, r: 0.11 * k, fill: colour, stroke: '#15100a', 'stroke-width': 0.03 }),
    svg('circle', { cx: x - 0.035 * k, cy: y - 0.155 * k, r: 0.03 * k, fill: 'rgba(255,255,255,0.55)' }),
  );
  if (holder) g.append(book(x + 0.16 * k, y - 0.2 * k, 0.6));
  return g;
}

function book(x, y, scale = 1) {
  const w = 0.3 * scale;
  const h = 0.36 * scale;
  return svg('g', { class: 'mev-book' },
    svg('rect', { x: x - w / 2 + 0.02, y: y - h / 2 + 0.03, width: w, height: h, rx: 0.03, fill: 'rgba(0,0,0,0.4)' }),
    svg('rect', { x: x - w / 2, y: y - h / 2, width: w, height: h, rx: 0.03, fill: '#5a1414', stroke: '#e3b25a', 'stroke-width': 0.03 }),
    svg('circle', { cx: x, cy: y, r: w * 0.22, fill: 'none', stroke: '#e3b25a', 'stroke-width': 0.025 }));
}

function horseShoe(x, y) {
  return svg('g', { class: 'mev-horse' },
    svg('circle', { cx: x, cy: y, r: 0.14, fill: '#f1e0b5', stroke: '#6b4a1c', 'stroke-width': 0.03 }),
    svg('path', { d: `M${x - 0.07} ${y + 0.07} v-0.05 a0.07 0.07 0 0 1 0.14 0 v0.05`, fill: 'none', stroke: '#6b4a1c', 'stroke-width': 0.035, 'stroke-linecap': 'round' }));
}

/**
 * The pieces on the map. pieces: {skeletons {sq: colour}, lifeTokens {sq: true},
 * horses {sq: id}, book {square} | null, pawns [{seat, square, holder}], current}
 */
export function drawPieces(layer, pieces) {
  const bySquare = new Map();
  const at = (square) => {
    if (!bySquare.has(square)) bySquare.set(square, { pawns: [] });
    return bySquare.get(square);
  };
  for (const [square, colour] of Object.entries(pieces.skeletons ?? {})) at(square).skeleton = colour;
  for (const [square, present] of Object.entries(pieces.lifeTokens ?? {})) if (present) at(square).life = true;
  for (const square of Object.keys(pieces.horses ?? {})) at(square).horse = true;
  if (pieces.book) at(pieces.book).book = true;
  for (const p of pieces.pawns ?? []) if (p.square) at(p.square).pawns.push(p);
  for (const [square, here] of bySquare) {
    const xy = parseSquare(square);
    if (!xy) continue;
    const [x, y] = xy;
    const crowded = here.pawns.length > 0;
    if (here.life) layer.append(lifeToken(x + 0.78, y + 0.78));
    if (here.horse) layer.append(horseShoe(x + 0.2, y + 0.2));
    if (here.book) layer.append(book(x + 0.76, y + 0.26));
    if (here.skeleton) layer.append(skull(square, x + (crowded ? 0.5 : 0.5), y + (crowded ? 0.36 : 0.46), here.skeleton, crowded ? 0.8 : 1));
    const n = here.pawns.length;
    const scale = n <= 1 ? 1.25 : n === 2 ? 1 : 0.8;
    here.pawns.forEach((p, i) => {
      const spread = n > 1 ? Math.min(0.5, 0.62 / (n - 1)) : 0;
      const px = x + (n > 1 ? 0.5 - (spread * (n - 1)) / 2 + i * spread : 0.5);
      const py = y + (here.skeleton ? 0.72 : 0.56) - (n > 3 && i % 2 ? 0.14 : 0);
      layer.append(pawn(px, py, p.seat, { current: p.seat === pieces.current, holder: p.holder, scale: here.skeleton ? scale * 0.8 : scale }));
    });
  }
}

// ------------------------------------------------------------ what can be clicked

function activate(node, handler) {
  node.addEventListener('click', (event) => {
    event.stopPropagation();
    handler();
  });
  node.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      handler();
    }
  });
}

/** Makes a map element a keyboard-reachable button named `label` that calls `onPick`. */
function pickable(g, label, onPick) {
  g.setAttribute('tabindex', '0');
  g.setAttribute('role', 'button');
  g.setAttribute('aria-label', label);
  const title = svg('title', {});
  title.textContent = label;
  g.append(title);
  activate(g, onPick);
}

/**
 * A square to click: `kind` styles it (move, place, attack, card, from, to).
 * With `pointer` (an offered action's `target`) targets.js makes it a choice
 * and names it; without, `onPick` does. `fromEngine` marks a label that is an
 * engine's untranslated English.
 */
export function squareTarget(x, y, { label = null, kind = 'move', onPick = null, pointer = null, focusKey, chosen = false, fromEngine = false }) {
  const g = svg('g', { class: `mev-target mev-target-${kind}${chosen ? ' mev-target-chosen' : ''}`, 'data-square': squareKey(x, y), 'data-target-kind': kind, 'data-focus-key': focusKey ?? (pointer ? `target:${pointer}` : null), 'data-engine-label': fromEngine ? '' : null, 'data-target': pointer },
    svg('rect', { x: x + 0.05, y: y + 0.05, width: 0.9, height: 0.9, rx: 0.12, class: 'mev-target-mark' }));
  if (kind === 'attack') {
    g.append(svg('path', { d: `M${x + 0.5} ${y + 0.12} v0.2 M${x + 0.5} ${y + 0.68} v0.2 M${x + 0.12} ${y + 0.5} h0.2 M${x + 0.68} ${y + 0.5} h0.2`, stroke: '#ffefc4', 'stroke-width': 0.05, 'pointer-events': 'none' }));
  }
  if (onPick) pickable(g, label, onPick);
  return g;
}

/** A tile position to click: an empty one for the drawn tile (`onPick`), or a tile to attack (`pointer`, for targets.js). */
export function tileSlot(tx, ty, { label, onPick = null, pointer = null, chosen = false, focusKey, attack = false, fromEngine = false }) {
  const kind = attack ? 'mev-tile-attack' : `mev-slot${chosen ? ' mev-slot-chosen' : ''}`;
  const g = svg('g', { class: `mev-target ${kind}`, 'data-tile': squareKey(tx, ty), 'data-focus-key': focusKey ?? (pointer ? `target:${pointer}` : null), 'data-engine-label': fromEngine ? '' : null, 'data-target': pointer },
    svg('rect', { x: tx * 3 + 0.08, y: ty * 3 + 0.08, width: 2.84, height: 2.84, rx: 0.2, class: 'mev-target-mark' }));
  if (attack) {
    const cx = tx * 3 + 1.5;
    const cy = ty * 3 + 1.5;
    g.append(svg('circle', { cx, cy, r: 0.6, fill: 'none', stroke: '#ff7a5c', 'stroke-width': 0.1, 'pointer-events': 'none' }),
      svg('path', { d: `M${cx} ${cy - 0.9} v0.6 M${cx} ${cy + 0.3} v0.6 M${cx - 0.9} ${cy} h0.6 M${cx + 0.3} ${cy} h0.6`, stroke: '#ff7a5c', 'stroke-width': 0.1, 'pointer-events': 'none' }));
  } else if (!chosen) {
    const plus = svg('text', { x: tx * 3 + 1.5, y: ty * 3 + 1.5, 'font-size': 1.2, class: 'mev-token-label', fill: '#f5c563', opacity: 0.75 });
    plus.textContent = '+';
    g.append(plus);
  }
  if (onPick) pickable(g, label, onPick);
  return g;
}

export function tileLabel(tx, ty, name) {
  const text = svg('text', { x: tx * 3 + 1.5, y: ty * 3 + 0.3, 'font-size': 0.3, class: 'mev-tile-name' });
  text.textContent = name;
  return text;
}
