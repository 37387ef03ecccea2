// Colt Express drawn in SVG: a portrait for each bandit (his hat or headdress
// tells him apart without his initial: Django and Doc share a D), the loot
// (purse, jewel, strongbox), the action cards' pictures and the marks of a
// shot or a punch. Shapes are on a 24×24 grid; the pictures are decorative,
// the elements around them carry the words.

import { svg } from '../dom.js';

const SKIN = '#f3dcb8';
const HAT = '#2b1d0e';
const RIM = '#f6ead0';

// Each portrait: the head and shoulders the same for all, then what tells him apart.
const PORTRAITS = {
  // Long hair down to the shoulders and a flower.
  belle: [
    ['path', { d: 'M6.5 14c-.8-5 1.3-9 5.5-9s6.3 4 5.5 9l1 5H5.5z', fill: '#5a2a14' }],
    ['circle', { cx: 12, cy: 12, r: 4.2, fill: SKIN }],
    ['circle', { cx: 16.6, cy: 7.4, r: 1.7, fill: '#fff', stroke: '#e05a9a', 'stroke-width': 0.8 }],
  ],
  // A headband with a feather standing up.
  cheyenne: [
    ['path', { d: 'M7 10.5c0-3 2.2-4.8 5-4.8s5 1.8 5 4.8v6H7z', fill: '#1d1410' }],
    ['circle', { cx: 12, cy: 12, r: 4.2, fill: SKIN }],
    ['path', { d: 'M7.6 9.6h8.8', stroke: '#d04a2a', 'stroke-width': 1.6 }],
    ['path', { d: 'M14.5 9c.6-3 1.8-5.6 3.6-7.4.5 2.6-.6 5.3-2.4 7.4z', fill: RIM, stroke: HAT, 'stroke-width': 0.6 }],
  ],
  // A flat wide-brimmed hat.
  django: [
    ['circle', { cx: 12, cy: 12.5, r: 4.2, fill: SKIN }],
    ['path', { d: 'M8.2 9.2 8.8 4.8h6.4l.6 4.4z', fill: HAT, stroke: RIM, 'stroke-width': 0.7 }],
    ['path', { d: 'M3.5 9.6h17', stroke: RIM, 'stroke-width': 2.6, 'stroke-linecap': 'round' }],
    ['path', { d: 'M3.5 9.6h17', stroke: HAT, 'stroke-width': 1.4, 'stroke-linecap': 'round' }],
  ],
  // A tall top hat and round spectacles.
  doc: [
    ['circle', { cx: 12, cy: 12.8, r: 4.2, fill: SKIN }],
    ['path', { d: 'M8.8 9V2.2h6.4V9z', fill: HAT, stroke: RIM, 'stroke-width': 0.7 }],
    ['path', { d: 'M6.5 9.2h11', stroke: HAT, 'stroke-width': 1.6, 'stroke-linecap': 'round' }],
    ['circle', { cx: 10.3, cy: 12.6, r: 1.3, fill: 'none', stroke: HAT, 'stroke-width': 0.7 }],
    ['circle', { cx: 13.7, cy: 12.6, r: 1.3, fill: 'none', stroke: HAT, 'stroke-width': 0.7 }],
  ],
  // A hood and a mask over the eyes.
  ghost: [
    ['path', { d: 'M5.5 18c0-8 2.5-13.5 6.5-13.5S18.5 10 18.5 18z', fill: '#eef1f4', stroke: '#4b5560', 'stroke-width': 0.6 }],
    ['circle', { cx: 12, cy: 12, r: 3.8, fill: SKIN }],
    ['path', { d: 'M8.2 11.2h7.6v1.8H8.2z', fill: HAT }],
  ],
  // A sombrero with a pointed crown, and a moustache.
  tuco: [
    ['circle', { cx: 12, cy: 13, r: 4.2, fill: SKIN }],
    ['path', { d: 'M9 9c.4-3.2 1.4-5.4 3-5.4s2.6 2.2 3 5.4z', fill: '#c8a04a', stroke: HAT, 'stroke-width': 0.6 }],
    ['ellipse', { cx: 12, cy: 9.3, rx: 10.5, ry: 1.6, fill: '#c8a04a', stroke: HAT, 'stroke-width': 0.6 }],
    ['path', { d: 'M9.6 14.8c1.2-.8 3.6-.8 4.8 0', stroke: HAT, 'stroke-width': 1, fill: 'none', 'stroke-linecap': 'round' }],
  ],
};

const SHOULDERS = ['path', { d: 'M4.5 24c0-4.5 3.4-7 7.5-7s7.5 2.5 7.5 7z', fill: SKIN, 'fill-opacity': 0.9 }];

function draw(parts, attrs) {
  return svg('svg', { viewBox: '0 0 24 24', 'aria-hidden': 'true', focusable: 'false', ...attrs }, parts.map(([tag, a]) => svg(tag, a)));
}

/** A bandit's portrait on a disc of his colour (the colour is the CSS variable --bandit of an ancestor). */
export function portrait(character, className = 'ce-portrait') {
  const parts = PORTRAITS[character] ?? [['circle', { cx: 12, cy: 12, r: 4.2, fill: SKIN }]];
  return draw([['circle', { cx: 12, cy: 12, r: 12, class: 'ce-portrait-disc' }], SHOULDERS, ...parts], { class: className, 'data-character': character });
}

export const PORTRAIT_CHARACTERS = Object.keys(PORTRAITS);

const LOOT_ART = {
  purse: [
    ['path', { d: 'M8 7.5 6.5 4h11L16 7.5z', fill: '#6d4521' }],
    ['path', { d: 'M8 7.5h8c3.5 3 5 6.5 5 9.5 0 3-2.5 4.5-9 4.5S3 20 3 17c0-3 1.5-6.5 5-9.5z', fill: '#a8743c', stroke: '#4a2c10', 'stroke-width': 1 }],
    ['path', { d: 'M7.5 7.6h9', stroke: '#4a2c10', 'stroke-width': 1.4 }],
  ],
  jewel: [
    ['path', { d: 'M6 4h12l4 5.5L12 21 2 9.5z', fill: '#3aa0e0', stroke: '#0f4c75', 'stroke-width': 1 }],
    ['path', { d: 'M2 9.5h20 M8.5 4 7 9.5l5 11.5 5-11.5L15.5 4', fill: 'none', stroke: '#0f4c75', 'stroke-width': 0.8 }],
  ],
  strongbox: [
    ['rect', { x: 2.5, y: 6, width: 19, height: 14, rx: 1.5, fill: '#6b6f75', stroke: '#24272b', 'stroke-width': 1 }],
    ['path', { d: 'M2.5 10h19', stroke: '#24272b', 'stroke-width': 1 }],
    ['rect', { x: 10, y: 11.5, width: 4, height: 4.5, rx: 0.8, fill: '#e8b04a', stroke: '#24272b', 'stroke-width': 0.7 }],
  ],
};

/** The picture of a kind of loot. */
export function lootArt(kind) {
  return draw(LOOT_ART[kind] ?? [['circle', { cx: 12, cy: 12, r: 8, fill: '#888' }]], { class: 'ce-loot-art' });
}

// The action cards' pictures, drawn in the card's ink (currentColor).
const CARD_ART = {
  move: [
    ['path', { d: 'M3 8.5h16 M15 4.5l4 4-4 4 M21 15.5H5 M9 11.5l-4 4 4 4' }],
  ],
  floor: [
    ['path', { d: 'M7 2.5v19 M14 2.5v19 M7 6.5h7 M7 11.5h7 M7 16.5h7' }],
    ['path', { d: 'M19.5 9V3 M17.5 5l2-2 2 2 M19.5 15v6 M17.5 19l2 2 2-2' }],
  ],
  marshal: [
    ['path', { d: 'M12 2l2.6 5.4 5.9.7-4.4 4.1 1.2 5.8L12 15.1 6.7 18l1.2-5.8-4.4-4.1 5.9-.7z', fill: 'currentColor', 'fill-opacity': 0.25 }],
    ['circle', { cx: 12, cy: 10.5, r: 2 }],
    ['path', { d: 'M12 18v4' }],
  ],
  fire: [
    ['path', { d: 'M2.5 7h15.5v3.5H9.5l-1 2H6l-.5 7H2l1.5-7z', fill: 'currentColor', 'fill-opacity': 0.25 }],
    ['path', { d: 'M18 8.7h1.5 M8.5 12.5c0 2 1 2.5 2.5 2.5' }],
    ['path', { d: 'M20.5 5.5l2-1.5 M21 8.7h2 M20.5 12l2 1.5', 'stroke-width': 1.2 }],
  ],
  punch: [
    ['path', { d: 'M5 9.5a2 2 0 0 1 4 0V8a2 2 0 0 1 4 0v.5a2 2 0 0 1 4 0V10a2 2 0 0 1 4 0v5c0 4-2.5 6.5-7 6.5h-2c-4 0-7-2.5-7-6.5z', fill: 'currentColor', 'fill-opacity': 0.2 }],
    ['path', { d: 'M9 9.5V13 M13 8.5V13 M17 10v3 M5 14c2-1 4-1 6 .5' }],
  ],
  rob: [
    ['path', { d: 'M9 7.5 7.5 4h9L15 7.5z', fill: 'currentColor', 'fill-opacity': 0.4 }],
    ['path', { d: 'M9 7.5h6c3 2.8 4.5 6 4.5 8.8 0 3-2.5 4.7-7.5 4.7s-7.5-1.7-7.5-4.7c0-2.8 1.5-6 4.5-8.8z', fill: 'currentColor', 'fill-opacity': 0.15 }],
    ['path', { d: 'M13.8 11.6c-.4-.7-1-1-1.8-1-1.1 0-1.9.6-1.9 1.5 0 2 3.8 1.2 3.8 3.2 0 .9-.8 1.5-1.9 1.5-.9 0-1.6-.4-2-1.1 M12 9.5v1.1 M12 16.8v1.1', 'stroke-width': 1.2 }],
  ],
  bullet: [
    ['path', { d: 'M9 21V10c0-4 1.5-7 3-8 1.5 1 3 4 3 8v11z', fill: 'currentColor', 'fill-opacity': 0.25 }],
    ['path', { d: 'M9 14.5h6 M8 21h8' }],
  ],
};

/** The picture of an action card or a bullet card. */
export function cardArt(kind) {
  const parts = CARD_ART[kind] ?? [['circle', { cx: 12, cy: 12, r: 7 }]];
  return draw(parts, { class: 'ce-card-art', fill: 'none', stroke: 'currentColor', 'stroke-width': 1.6, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' });
}

const MARKS = {
  // A burst: this bandit was just shot.
  shot: [['path', { d: 'M12 1.5l2 6 5.5-3-3 5.5 6 2-6 2 3 5.5-5.5-3-2 6-2-6-5.5 3 3-5.5-6-2 6-2-3-5.5 5.5 3z', fill: '#e0604f', stroke: '#5a1208', 'stroke-width': 0.8 }]],
  // A fist's impact: this bandit was just punched.
  punched: [['path', { d: 'M3 12h4 M17 12h4 M12 3v4 M12 17v4 M5.5 5.5l3 3 M15.5 15.5l3 3 M18.5 5.5l-3 3 M8.5 15.5l-3 3', stroke: '#f5c563', 'stroke-width': 2.4, 'stroke-linecap': 'round' }], ['circle', { cx: 12, cy: 12, r: 3, fill: '#f5c563' }]],
};

/** The mark on a bandit who was just shot or punched. */
export function hitMark(kind) {
  return draw(MARKS[kind] ?? MARKS.shot, { class: ['ce-hit-mark', `ce-hit-${kind}`].join(' ') });
}
