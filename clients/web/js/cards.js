// Cards drawn in the page: a face with the value in the corners and the suit's
// emblem (inline SVG) in its colour. Each card has a text alternative, in the
// reader's language (the suits' names are the printed editions').

import { el, svg } from './dom.js';
import { msgKey, t, tKey } from './i18n/index.js';

// Each emblem is drawn on a 24×24 grid with strokes in currentColor.
const EMBLEMS = {
  Anchor: [
    ['circle', { cx: 12, cy: 4.6, r: 2.1 }],
    ['path', { d: 'M12 6.7V21 M7.5 10h9 M4 13.5c.6 4.6 4 7.5 8 7.5s7.4-2.9 8-7.5 M2.6 15.4 4 13.2l2.2 1.5 M21.4 15.4 20 13.2l-2.2 1.5' }],
  ],
  Cannon: [
    ['path', { d: 'M3.5 11.5 17.5 5l2.2 4.6-13.6 6.9z', fill: 'currentColor', 'fill-opacity': 0.25 }],
    ['circle', { cx: 9.5, cy: 16, r: 4 }],
    ['circle', { cx: 9.5, cy: 16, r: 1, fill: 'currentColor' }],
    ['circle', { cx: 20.5, cy: 17.5, r: 1.8, fill: 'currentColor' }],
  ],
  Chest: [
    ['path', { d: 'M3 11h18v9H3z M3 11c0-4 2.5-6 9-6s9 2 9 6', fill: 'currentColor', 'fill-opacity': 0.15 }],
    ['path', { d: 'M3 11h18 M8 5.6V20 M16 5.6V20' }],
    ['rect', { x: 10.5, y: 10, width: 3, height: 4, rx: 0.6, fill: 'currentColor' }],
  ],
  Hook: [
    ['path', { d: 'M9 2.5h6v3.5H9z', fill: 'currentColor', 'fill-opacity': 0.3 }],
    ['path', { d: 'M12 6v9a4.5 4.5 0 0 1-9 0v-1.5 M3 13.5l2.6 1.8' }],
  ],
  Key: [
    ['circle', { cx: 7, cy: 12, r: 4 }],
    ['circle', { cx: 7, cy: 12, r: 1.4 }],
    ['path', { d: 'M11 12h10.5 M17.5 12v3.5 M20.5 12v2.5' }],
  ],
  Kraken: [
    ['path', { d: 'M6 11.5a6 6 0 0 1 12 0v1.5H6z', fill: 'currentColor', 'fill-opacity': 0.25 }],
    ['path', { d: 'M7 13c0 3.5-2.5 4.5-4 6.5 M10 13c.2 3.5-.8 5.5-2 8 M14 13c-.2 3.5.8 5.5 2 8 M17 13c0 3.5 2.5 4.5 4 6.5' }],
    ['circle', { cx: 9.7, cy: 10, r: 1, fill: 'currentColor' }],
    ['circle', { cx: 14.3, cy: 10, r: 1, fill: 'currentColor' }],
  ],
  Map: [
    ['path', { d: 'M3 6.5 8.5 4.5l7 2 5.5-2v13l-5.5 2-7-2-5.5 2z', fill: 'currentColor', 'fill-opacity': 0.12 }],
    ['path', { d: 'M8.5 4.5v13 M15.5 6.5v13', 'stroke-width': 1 }],
    ['path', { d: 'M10.5 9.5l3 3 M13.5 9.5l-3 3', 'stroke-width': 2 }],
  ],
  Mermaid: [
    ['path', { d: 'M12 2.5c3.4 3.4 3.6 9 .8 12.6 M12 2.5c-3.4 3.4-3.6 9-.8 12.6', fill: 'currentColor', 'fill-opacity': 0.2 }],
    ['path', { d: 'M12 15 7 20.5c2.4.4 4.2-.4 5-2 .8 1.6 2.6 2.4 5 2z', fill: 'currentColor', 'fill-opacity': 0.35 }],
    ['path', { d: 'M10 7.5c1.3.8 2.7.8 4 0 M9.8 10.5c1.5.8 2.9.8 4.4 0', 'stroke-width': 1 }],
  ],
  Oracle: [
    ['path', { d: 'M2 12s3.6-6.5 10-6.5S22 12 22 12s-3.6 6.5-10 6.5S2 12 2 12z', fill: 'currentColor', 'fill-opacity': 0.12 }],
    ['circle', { cx: 12, cy: 12, r: 3.2 }],
    ['circle', { cx: 12, cy: 12, r: 1.3, fill: 'currentColor' }],
  ],
  Sword: [
    ['path', { d: 'M20.5 3.5 19.8 7 9.5 17.3 6.7 14.5 17 4.2z', fill: 'currentColor', 'fill-opacity': 0.2 }],
    ['path', { d: 'M4.8 12.6l6.6 6.6 M8.1 15.9 3.5 20.5' }],
  ],
};

export const SUITS = Object.keys(EMBLEMS);

const SUIT_NAMES = {
  Anchor: msgKey('deadmansdraw.suit.anchor'),
  Cannon: msgKey('deadmansdraw.suit.cannon'),
  Chest: msgKey('deadmansdraw.suit.chest'),
  Hook: msgKey('deadmansdraw.suit.hook'),
  Key: msgKey('deadmansdraw.suit.key'),
  Kraken: msgKey('deadmansdraw.suit.kraken'),
  Map: msgKey('deadmansdraw.suit.map'),
  Mermaid: msgKey('deadmansdraw.suit.mermaid'),
  Oracle: msgKey('deadmansdraw.suit.oracle'),
  Sword: msgKey('deadmansdraw.suit.sword'),
};

/** A suit's printed name in the reader's language ("Anchor" -> "Ancora"); unknown suits as they are. */
export function suitLabel(suit) {
  return Object.hasOwn(SUIT_NAMES, suit) ? tKey(SUIT_NAMES[suit]) : String(suit ?? '');
}

/** A card's name for people: "Anchor 3", "Âncora 3". */
export function cardName(card) {
  const read = readCard(card);
  if (!read) return t('cards.card');
  return read.value === null || read.value === undefined ? suitLabel(read.suit) : t('cards.named', { suit: suitLabel(read.suit), value: read.value });
}

/** The emblem of a suit as an <svg>, decorative (the card carries the label). */
export function suitEmblem(suit, className = 'suit-emblem') {
  const parts = EMBLEMS[suit] ?? [['circle', { cx: 12, cy: 12, r: 7 }]];
  return svg(
    'svg',
    { viewBox: '0 0 24 24', class: className, 'aria-hidden': 'true', focusable: 'false', fill: 'none', stroke: 'currentColor', 'stroke-width': 1.7, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' },
    parts.map(([tag, attrs]) => svg(tag, attrs)),
  );
}

/** "kraken" -> "Kraken"; unknown suits keep their spelling. */
export function suitName(suit) {
  const text = String(suit ?? '');
  const known = SUITS.find((name) => name.toLowerCase() === text.toLowerCase());
  return known ?? text;
}

/**
 * Reads a card from the forms a view may use: {suit, value}, {suit, rank},
 * "Kraken 5", "kraken-5". Returns {suit, value} or null.
 */
export function readCard(card) {
  if (card === null || card === undefined) return null;
  if (typeof card === 'string') {
    const match = card.match(/^([A-Za-z]+)[\s:_-]*(\d+)$/);
    return match ? { suit: suitName(match[1]), value: Number(match[2]) } : null;
  }
  if (typeof card === 'object') {
    const suit = card.suit ?? card.s;
    const value = card.value ?? card.rank ?? card.v;
    if (suit !== undefined) return { suit: suitName(suit), value: value ?? null };
    if (card.card) return readCard(card.card);
  }
  return null;
}

export function cardLabel(card) {
  return cardName(card);
}

/** A face-up card. options: {size: 'sm'|'md'|'lg', label} */
export function cardFace(card, { size = 'md', extraClass } = {}) {
  const read = readCard(card) ?? { suit: '?', value: '?' };
  const value = read.value === null ? '' : String(read.value);
  const name = read.suit === '?' ? t('cards.card') : cardName(read);
  return el(
    'div',
    { class: ['card', `card-${size}`, `suit-${read.suit.toLowerCase()}`, extraClass], role: 'img', 'aria-label': name, title: name },
    // A 6 and a 9 look alike upside down: underline them, as printed cards do.
    el('span', { class: ['card-corner card-corner-top', (value === '6' || value === '9') && 'card-value-turnable'], 'aria-hidden': 'true' }, value),
    suitEmblem(read.suit),
    el('span', { class: 'card-suit', 'aria-hidden': 'true' }, suitLabel(read.suit)),
    el('span', { class: ['card-corner card-corner-bottom', (value === '6' || value === '9') && 'card-value-turnable'], 'aria-hidden': 'true' }, value),
  );
}

/** The back of a card, for the draw pile and the face-down discard pile. */
export function cardBack({ size = 'md', label = t('cards.faceDown'), extraClass, decorative = false } = {}) {
  const described = decorative ? { 'aria-hidden': 'true' } : { role: 'img', 'aria-label': label, title: label };
  return el('div', { class: ['card', 'card-back', `card-${size}`, extraClass], ...described },
    el('span', { class: 'card-back-mark', 'aria-hidden': 'true' }, '☠'));
}

/** An empty place on the table where cards go. */
export function cardSlot(label, { size = 'md' } = {}) {
  return el('div', { class: ['card', 'card-slot', `card-${size}`], role: 'img', 'aria-label': label }, el('span', { class: 'card-slot-text', 'aria-hidden': 'true' }, label));
}
