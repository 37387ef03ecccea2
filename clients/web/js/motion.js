// Cards that move are seen moving. The table is drawn again from the document
// on every change, so a card that went from the play area to a bank is a new
// element in a new place: where it was is remembered before the redraw
// (capture) and it is slid from there after it (play), the FLIP technique.
//
// The tables say which elements are which cards with data attributes, from
// public facts only (a face-down card never carries its identity):
//   data-card-key="anchor-3"   this element shows that card (unique on the page);
//   data-card-keys="anchor-2 anchor-3"   this element holds those cards, some
//                              of them under others (a bank's suit stack);
//   data-card-place="draw-pile"   a place cards come from or go to face down;
//   data-card-from="draw-pile" a card seen for the first time came from there;
//   data-card-to="discard-pile" a card that disappears went there (if it shows
//                              up nowhere else).
// Nothing moves for a reader who asked for reduced motion.

export const MOVE_MS = 450;
const EASING = 'cubic-bezier(0.2, 0.7, 0.3, 1)';
const MOVED_PX = 2;

export function reducedMotion() {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function boxOf(node) {
  const rect = node.getBoundingClientRect();
  return { left: rect.left, top: rect.top, width: rect.width, height: rect.height };
}

/**
 * A card's area (the nearest element with an id around it: #hand, #pile,
 * #play-area...) and where it lies in it: a card that keeps its place in an
 * area that merely shifted with the page (a panel above grew) does not move.
 */
function placeIn(node, box) {
  const area = node.parentElement?.closest('[id]');
  if (!area) return { area: null, within: box };
  const areaBox = boxOf(area);
  return { area: area.id, within: { left: box.left - areaBox.left, top: box.top - areaBox.top } };
}

/** Where every card and place of `root` is now; null when nothing is drawn. */
export function capture(root) {
  if (!root) return null;
  const cards = new Map();
  for (const node of root.querySelectorAll('[data-card-key]')) {
    const key = node.dataset.cardKey;
    if (!key || cards.has(key)) continue;
    const box = boxOf(node);
    cards.set(key, { box, node, to: node.dataset.cardTo ?? null, ...placeIn(node, box) });
  }
  const holders = new Map();
  for (const node of root.querySelectorAll('[data-card-keys]')) {
    const box = boxOf(node);
    for (const key of node.dataset.cardKeys.split(/\s+/).filter(Boolean)) if (!holders.has(key)) holders.set(key, box);
  }
  const places = new Map();
  for (const node of root.querySelectorAll('[data-card-place]')) places.set(node.dataset.cardPlace, boxOf(node));
  return { cards, holders, places };
}

function moved(from, to) {
  return Math.abs(from.left - to.left) > MOVED_PX || Math.abs(from.top - to.top) > MOVED_PX;
}

/** The transform that puts a box of size `to` at `from`. */
function offset(from, to) {
  const sx = to.width ? from.width / to.width : 1;
  const sy = to.height ? from.height / to.height : 1;
  return `translate(${from.left - to.left}px, ${from.top - to.top}px) scale(${sx}, ${sy})`;
}

function slide(node, from, to) {
  node.classList.add('card-moving');
  const animation = node.animate(
    [{ transform: offset(from, to), transformOrigin: 'top left' }, { transform: 'none', transformOrigin: 'top left' }],
    { duration: MOVE_MS, easing: EASING },
  );
  const done = () => node.classList.remove('card-moving');
  animation.addEventListener('finish', done);
  animation.addEventListener('cancel', done);
}

/** A card that left the page flies, as a copy, to where it went, and vanishes there. */
function flyAway(node, from, to) {
  const ghost = node.cloneNode(true);
  ghost.removeAttribute('id');
  for (const inner of ghost.querySelectorAll('[id]')) inner.removeAttribute('id');
  ghost.removeAttribute('data-card-key');
  ghost.setAttribute('aria-hidden', 'true');
  ghost.classList.add('card-ghost');
  Object.assign(ghost.style, { left: `${from.left}px`, top: `${from.top}px`, width: `${from.width}px`, height: `${from.height}px` });
  document.body.append(ghost);
  const end = { left: to.left + (to.width - from.width) / 2, top: to.top + (to.height - from.height) / 2, width: from.width, height: from.height };
  const animation = ghost.animate(
    [{ transform: 'none', opacity: 1 }, { transform: `translate(${end.left - from.left}px, ${end.top - from.top}px) scale(0.8)`, opacity: 0.2 }],
    { duration: MOVE_MS, easing: EASING },
  );
  const remove = () => ghost.remove();
  animation.addEventListener('finish', remove);
  animation.addEventListener('cancel', remove);
}

/** Slides every card of `root` from where `before` saw it (or where it came from) to where it is now. */
export function play(root, before) {
  if (!root || !before || reducedMotion()) return;
  const after = capture(root);
  for (const [key, now] of after.cards) {
    const seen = before.cards.get(key);
    if (seen && seen.area === now.area && !moved(seen.within, now.within)) continue;
    const was = seen?.box ?? before.holders.get(key);
    const from = was ?? (now.node.dataset.cardFrom ? before.places.get(now.node.dataset.cardFrom) : undefined);
    if (from && moved(from, now.box)) slide(now.node, from, now.box);
  }
  for (const [key, was] of before.cards) {
    if (after.cards.has(key)) continue;
    const to = after.holders.get(key) ?? (was.to ? after.places.get(was.to) : undefined);
    if (to) flyAway(was.node, was.box, to);
  }
}

/**
 * The motion of one place that is drawn again and again (the room's table).
 * The new positions are measured in the next frame, after the table's own
 * first-frame adjustments (a row scrolled to its newest card), and before
 * that frame is painted. Redraws in between keep the first snapshot: it is
 * what the reader last saw.
 */
export class Motion {
  constructor() {
    this.before = null;
    this.frame = 0;
  }

  /** Before a redraw of the table in `root`; `sameTable` false when what is drawn is another game (nothing moves then). */
  prepare(root, sameTable) {
    if (!sameTable) this.reset();
    else if (!this.before) this.before = capture(root);
  }

  /** After the redraw: slides what moved, once the frame's layout is settled. */
  run(findRoot) {
    if (!this.before) return;
    cancelAnimationFrame(this.frame);
    this.frame = requestAnimationFrame(() => {
      const before = this.before;
      this.before = null;
      play(findRoot(), before);
    });
  }

  reset() {
    cancelAnimationFrame(this.frame);
    this.before = null;
  }
}
