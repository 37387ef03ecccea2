// DrachenSchatten drawn in SVG: a picture for every item, the three cave
// creatures and treasure, and a small sign for each symbol an item carries.
// Shapes are on a 24×24 grid in the card's ink (currentColor); the card
// around a picture carries its name.

import { svg } from '../dom.js';

const SOFT = { fill: 'currentColor', 'fill-opacity': 0.22 };

const PICTURES = {
  torch: [
    ['path', { d: 'M10.5 11h3l-1 11h-1z', ...SOFT }],
    ['path', { d: 'M9.5 11h5' }],
    ['path', { d: 'M12 1.5c1.5 2.5 4 3.8 4 6.3A4 4 0 0 1 12 11a4 4 0 0 1-4-3.2c0-2 1.6-2.6 2.2-4.6.9 1.2 1.1 2 1.1 3 .7-1 1-2.4.7-4.7z', fill: 'currentColor', 'fill-opacity': 0.5 }],
  ],
  boots: [
    ['path', { d: 'M7 2.5h6.5l-.5 11 6.5 3.2c1.5.8 2 1.8 2 3.3v1.5H3.5v-5z', ...SOFT }],
    ['path', { d: 'M3.5 19h18 M7 6.5h6.3 M13 13.5l-2 2.5' }],
  ],
  sword: [
    ['path', { d: 'M12 1.5l2 3V16h-4V4.5z', ...SOFT }],
    ['path', { d: 'M7 16h10 M12 16v4.5 M10.5 22h3 M12 5v9' }],
  ],
  shield: [
    ['path', { d: 'M12 2 20 5v6c0 5.5-3.5 9-8 11-4.5-2-8-5.5-8-11V5z', ...SOFT }],
    ['path', { d: 'M12 2v20 M4 10h16' }],
  ],
  helmet: [
    ['path', { d: 'M5 20V11a7 7 0 0 1 14 0v9z', ...SOFT }],
    ['path', { d: 'M12 4v16 M5 12.5h5.5 M13.5 12.5H19 M8 16h2 M14 16h2' }],
  ],
  potion: [
    ['path', { d: 'M10 2.5h4 M10.5 2.5v5.3A7 7 0 1 0 13.5 7.8V2.5' }],
    ['path', { d: 'M5.4 14a6.6 6.6 0 0 0 13.2 0z', fill: 'currentColor', 'fill-opacity': 0.45 }],
    ['circle', { cx: 10, cy: 16.5, r: 0.9, fill: 'currentColor' }],
    ['circle', { cx: 14, cy: 18, r: 0.7, fill: 'currentColor' }],
  ],
  key: [
    ['circle', { cx: 7, cy: 8, r: 4.5, ...SOFT }],
    ['circle', { cx: 7, cy: 8, r: 1.6 }],
    ['path', { d: 'M10.3 11.3 20.5 21.5 M16.5 17.5l2.5-2.5 M18.8 19.8l2-2' }],
  ],
  wand: [
    ['path', { d: 'M4 21 15 10' }],
    ['path', { d: 'M17 2.5l1.3 3 3.2.3-2.4 2.2.7 3.2-2.8-1.7-2.8 1.7.7-3.2-2.4-2.2 3.2-.3z', fill: 'currentColor', 'fill-opacity': 0.5 }],
    ['path', { d: 'M8 5.5l1 1 M20.5 14l1 1 M5 11l1 .5', 'stroke-width': 1.2 }],
  ],
  gem: [
    ['path', { d: 'M6.5 4h11L22 9.5 12 21 2 9.5z', ...SOFT }],
    ['path', { d: 'M2 9.5h20 M9 4 7.5 9.5 12 21l4.5-11.5L15 4' }],
  ],
  book: [
    ['path', { d: 'M12 6c-2.5-2-6-2.5-9.5-2v15c3.5-.5 7 0 9.5 2 2.5-2 6-2.5 9.5-2V4c-3.5-.5-7 0-9.5 2z', ...SOFT }],
    ['path', { d: 'M12 6v15 M5 8.5c1.7-.2 3.3 0 4.8.7 M5 12c1.7-.2 3.3 0 4.8.7 M14.2 9.2c1.5-.7 3.1-.9 4.8-.7' }],
  ],
  // A dragon seen from the side: horned head, long neck, a bat's wing, legs and a curled tail.
  dragon: [
    ['path', { d: 'M10 11 12.5 2.5l1.6 3.2 2.6-2.7.9 3.6 3.4-.8-2.2 4.2 1.7 1.6-5.5.6z', fill: 'currentColor', 'fill-opacity': 0.35 }],
    ['path', { d: 'M1.8 8.6 4.6 6.4l2.7.4c1.6.6 2.6 2.2 3 4 .6 2.6 2.2 3.8 4.8 4 3.3.2 5.7 1.5 6.4 4.2-1.8-1.2-4-1.7-6.8-1.4-4.4.5-7.2-1.2-7.8-5.2-.2-1.2-.7-1.8-1.6-1.9l-2.4.5z', fill: 'currentColor', 'fill-opacity': 0.55 }],
    ['path', { d: 'M5.6 6.5 6.6 3.8 M10.8 16.4 9.8 20.5h1.6 M15 17.6l-.4 3.4h1.6 M21.5 19.1c.9 1.3.3 2.6-1.2 2.5' }],
    ['circle', { cx: 4.9, cy: 7.6, r: 0.6, fill: 'currentColor' }],
  ],
  // Three necks on one body.
  hydra: [
    ['path', { d: 'M6 22c0-4 2.5-7 6-7s6 3 6 7z', fill: 'currentColor', 'fill-opacity': 0.4 }],
    ['path', { d: 'M10 15.5C8 12 4 11 4.5 6.5 M12 15V5 M14 15.5c2-3.5 6-4.5 5.5-9' }],
    ['path', { d: 'M2.5 6.5 4.5 4l2 2.5z M10 5l2-2.8L14 5z M17.5 6.5l2-2.5 2 2.5z', fill: 'currentColor' }],
  ],
  treasure: [
    ['path', { d: 'M3 12h18v9H3z M3 12c0-4 3-6 9-6s9 2 9 6', ...SOFT }],
    ['path', { d: 'M3 12h18 M12 10v4' }],
    ['circle', { cx: 7, cy: 5, r: 2, fill: 'currentColor', 'fill-opacity': 0.6 }],
    ['circle', { cx: 16.5, cy: 4, r: 2, fill: 'currentColor', 'fill-opacity': 0.6 }],
  ],
};

const SIGNS = {
  look: [
    ['path', { d: 'M2 12s3.6-6 10-6 10 6 10 6-3.6 6-10 6S2 12 2 12z' }],
    ['circle', { cx: 12, cy: 12, r: 2.8, fill: 'currentColor' }],
  ],
  reveal: [
    ['rect', { x: 5, y: 8, width: 10, height: 13, rx: 1.5 }],
    ['path', { d: 'M12 7c1-3 4-4.5 7-3.5 M16 1.8l3 1.7-1.5 3' }],
  ],
  protect: [['path', { d: 'M12 2 20 5v6c0 5.5-3.5 9-8 11-4.5-2-8-5.5-8-11V5z' }], ['path', { d: 'M8.5 12l2.5 2.5 4.5-5' }]],
  restore: [['path', { d: 'M19.5 12A7.5 7.5 0 1 1 17 6.4 M17.5 2v4.5H13' }]],
  swap: [['path', { d: 'M3 8h16 M15 4l4 4-4 4 M21 16H5 M9 12l-4 4 4 4' }]],
  steal: [['path', { d: 'M21 12H6 M10 7l-5 5 5 5 M2.5 5v14' }]],
  destroy: [['path', { d: 'M5 5l14 14 M19 5 5 19' }]],
  decay: [
    ['path', { d: 'M12 3a7.5 7.5 0 0 0-4.5 13.5V20h9v-3.5A7.5 7.5 0 0 0 12 3z' }],
    ['circle', { cx: 9.3, cy: 11, r: 1.6, fill: 'currentColor' }],
    ['circle', { cx: 14.7, cy: 11, r: 1.6, fill: 'currentColor' }],
    ['path', { d: 'M10.5 20v-2.5 M13.5 20v-2.5' }],
  ],
};

// The sign drawn for each symbol of card_data.hpp.
const SIGN_OF = {
  look1: 'look', look2: 'look', look3: 'look', reveal: 'reveal', protectDragon: 'protect', protectHydra: 'protect',
  restore: 'restore', swap: 'swap', steal: 'steal', destroy: 'destroy', decay: 'decay',
};

function draw(parts, className) {
  return svg('svg', { viewBox: '0 0 24 24', class: className, 'aria-hidden': 'true', focusable: 'false', fill: 'none', stroke: 'currentColor', 'stroke-width': 1.5, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' },
    parts.map(([tag, attrs]) => svg(tag, attrs)));
}

/** The picture of a card: its item's, or the creature's or treasure's. */
export function cardPicture(card) {
  const key = card?.kind === 'item' ? card.item : card?.kind;
  return draw(Object.hasOwn(PICTURES, key) ? PICTURES[key] : [['circle', { cx: 12, cy: 12, r: 7 }]], 'ds-card-art');
}

/** The small sign of an item's symbol. */
export function symbolSign(symbol) {
  const sign = Object.hasOwn(SIGN_OF, symbol) ? SIGNS[SIGN_OF[symbol]] : [['circle', { cx: 12, cy: 12, r: 5 }]];
  return draw(sign, 'ds-symbol-sign');
}

/** The mark on the back of a pile: a house for the village, a cave's mouth for the caves. */
export function pileMark(row) {
  const parts = row === 'cave'
    ? [['path', { d: 'M2 21c1-8 4.5-15 10-15s9 7 10 15z', fill: 'currentColor', 'fill-opacity': 0.25 }], ['path', { d: 'M8 21c0-4 1.8-7 4-7s4 3 4 7' }]]
    : [['path', { d: 'M3 11 12 3l9 8 M5 9.5V21h14V9.5', fill: 'currentColor', 'fill-opacity': 0.2 }], ['path', { d: 'M10 21v-6h4v6' }]];
  return draw(parts, 'ds-pile-mark');
}
