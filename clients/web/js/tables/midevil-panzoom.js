// Pan and zoom for the MidEvil map: a pointer drag pans, the wheel, a pinch
// or the + / − buttons zoom, and "fit" shows the whole map. The table is
// rebuilt from the document on every change, so the camera lives here, in
// module state keyed by room, and survives the redraws; the pointer
// listeners read the current <svg> through `live` for the same reason.

import { el, svg } from '../dom.js';
import { t } from '../i18n/index.js';

const MIN_SCALE = 6; // pixels per square
const MAX_SCALE = 140;
const CLICK_SLOP_PX = 6;
// The automatic camera keeps squares between these sizes (pixels).
const AUTO_MIN_SCALE = 30;
const AUTO_MIN_SCALE_NARROW = 24;
const AUTO_MAX_SCALE = 76;

// room code -> {cx, cy, scale, userMoved, focusKey}: the map point at the centre of the view, pixels per map unit,
// whether the viewer moved the camera himself, and the decision last brought into sight.
const cameras = new Map();

const live = { svg: null, layer: null, camera: null, bounds: null };

function clamp(value, low, high) {
  return Math.min(high, Math.max(low, value));
}

export function cameraFor(roomCode) {
  if (!cameras.has(roomCode)) cameras.set(roomCode, { cx: 0, cy: 0, scale: 40, userMoved: false, focusKey: null });
  return cameras.get(roomCode);
}

function size(node) {
  const rect = node.getBoundingClientRect();
  return { width: rect.width || 600, height: rect.height || 400 };
}

function apply() {
  const { svg: root, layer, camera } = live;
  if (!root || !layer || !camera) return;
  const { width, height } = size(root);
  const tx = width / 2 - camera.cx * camera.scale;
  const ty = height / 2 - camera.cy * camera.scale;
  layer.setAttribute('transform', `translate(${tx.toFixed(2)} ${ty.toFixed(2)}) scale(${camera.scale.toFixed(4)})`);
}

/** Shows all of `bounds` ({minX, minY, maxX, maxY} in map units). */
function fit(camera, bounds, root) {
  const { width, height } = size(root);
  const w = Math.max(1, bounds.maxX - bounds.minX);
  const h = Math.max(1, bounds.maxY - bounds.minY);
  camera.scale = clamp(Math.min(width / w, height / h) * 0.94, MIN_SCALE, MAX_SCALE);
  camera.cx = (bounds.minX + bounds.maxX) / 2;
  camera.cy = (bounds.minY + bounds.maxY) / 2;
}

function zoomAt(factor, clientX, clientY) {
  const { svg: root, camera } = live;
  if (!root || !camera) return;
  const rect = root.getBoundingClientRect();
  const px = clientX === undefined ? rect.width / 2 : clientX - rect.left;
  const py = clientY === undefined ? rect.height / 2 : clientY - rect.top;
  // Keep the map point under the pointer where it is.
  const mx = camera.cx + (px - rect.width / 2) / camera.scale;
  const my = camera.cy + (py - rect.height / 2) / camera.scale;
  const scale = clamp(camera.scale * factor, MIN_SCALE, MAX_SCALE);
  camera.cx = mx - (px - rect.width / 2) / scale;
  camera.cy = my - (py - rect.height / 2) / scale;
  camera.scale = scale;
  camera.userMoved = true;
  apply();
}

function panBy(dx, dy) {
  const { camera } = live;
  if (!camera) return;
  camera.cx -= dx / camera.scale;
  camera.cy -= dy / camera.scale;
  camera.userMoved = true;
  apply();
}

// Active pointers on the map: id -> {x, y}; a drag becomes a pan once it moved past the slop.
const pointers = new Map();
const gesture = { dragging: false, startX: 0, startY: 0, pinchDistance: 0, suppressClick: false };

function pinchDistance() {
  const [a, b] = [...pointers.values()];
  return Math.hypot(a.x - b.x, a.y - b.y);
}

function onPointerDown(event) {
  if (event.button !== undefined && event.button > 0) return;
  pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
  if (pointers.size === 1) {
    gesture.dragging = false;
    gesture.suppressClick = false;
    gesture.startX = event.clientX;
    gesture.startY = event.clientY;
  } else if (pointers.size === 2) {
    gesture.pinchDistance = pinchDistance();
    gesture.dragging = true;
  }
}

function onPointerMove(event) {
  const previous = pointers.get(event.pointerId);
  if (!previous) return;
  const current = { x: event.clientX, y: event.clientY };
  if (pointers.size >= 2) {
    pointers.set(event.pointerId, current);
    const distance = pinchDistance();
    const [a, b] = [...pointers.values()];
    if (gesture.pinchDistance > 0) zoomAt(distance / gesture.pinchDistance, (a.x + b.x) / 2, (a.y + b.y) / 2);
    gesture.pinchDistance = distance;
    gesture.suppressClick = true;
    return;
  }
  if (!gesture.dragging && Math.hypot(current.x - gesture.startX, current.y - gesture.startY) > CLICK_SLOP_PX) {
    gesture.dragging = true;
    gesture.suppressClick = true;
    live.svg?.classList.add('mev-panning');
  }
  if (gesture.dragging) panBy(current.x - previous.x, current.y - previous.y);
  pointers.set(event.pointerId, current);
}

function onPointerUp(event) {
  if (!pointers.has(event.pointerId)) return;
  pointers.delete(event.pointerId);
  if (pointers.size < 2) gesture.pinchDistance = 0;
  if (pointers.size === 0) {
    gesture.dragging = false;
    live.svg?.classList.remove('mev-panning');
  }
}

// Pointer moves are followed on the window: a redraw may replace the <svg> in the middle of a drag.
let windowListeners = false;
function listenOnWindow() {
  if (windowListeners) return;
  windowListeners = true;
  window.addEventListener('pointermove', onPointerMove);
  window.addEventListener('pointerup', onPointerUp);
  window.addEventListener('pointercancel', onPointerUp);
  window.addEventListener('resize', () => apply());
}

/** True when the click that is being dispatched ended a drag or a pinch (and must not act). */
export function clickWasDrag() {
  const was = gesture.suppressClick;
  gesture.suppressClick = false;
  return was;
}

function zoomButton(text, label, onClick, id) {
  const button = el('button', { type: 'button', class: 'button small mev-zoom-button', 'aria-label': label, title: label, id, dataset: { focusKey: id } }, text);
  button.addEventListener('click', onClick);
  return button;
}

/**
 * The map viewport: an <svg> that fills its box, with `content` (a <g> in map
 * units) inside the camera layer. bounds: the map's extent; focus: bounds of
 * what the viewer must act on now (the camera moves to show them if they are
 * out of sight, unless the viewer has moved the camera for this decision).
 */
export function mapViewport({ roomCode, content, bounds, focus, focusKey, label }) {
  listenOnWindow();
  const camera = cameraFor(roomCode);
  const layer = svg('g', { class: 'mev-camera' }, content);
  const root = svg('svg', { class: 'mev-map', role: 'group', 'aria-label': label, id: 'map' }, layer);
  root.addEventListener('pointerdown', onPointerDown);
  root.addEventListener('wheel', (event) => {
    event.preventDefault();
    zoomAt(Math.exp(-event.deltaY * 0.0015), event.clientX, event.clientY);
  }, { passive: false });
  // A drag that ends on a square must not act on it.
  root.addEventListener('click', (event) => {
    if (clickWasDrag()) {
      event.stopPropagation();
      event.preventDefault();
    }
  }, true);

  live.svg = root;
  live.layer = layer;
  live.camera = camera;
  live.bounds = bounds;

  const controls = el('div', { class: 'mev-zoom', role: 'group', 'aria-label': t('midevil.mapView') },
    zoomButton('+', t('midevil.zoomIn'), () => zoomAt(1.25), 'mev-zoom-in'),
    zoomButton('−', t('midevil.zoomOut'), () => zoomAt(0.8), 'mev-zoom-out'),
    zoomButton('⤢', t('midevil.zoomFit'), () => {
      fit(camera, live.bounds, live.svg);
      camera.userMoved = false;
      apply();
    }, 'mev-zoom-fit'));
  const box = el('div', { class: 'mev-viewport' }, root, controls);

  // Sizes are known only once the box is in the page.
  requestAnimationFrame(() => {
    if (live.svg !== root) return;
    const focusChanged = focusKey !== camera.focusKey;
    camera.focusKey = focusKey;
    if (!camera.userMoved) {
      // Until the viewer takes the camera, it shows the whole map, or what he must act on when the map is too big.
      fit(camera, bounds, root);
      camera.scale = Math.min(camera.scale, AUTO_MAX_SCALE);
      // A phone shows more of the map with smaller squares.
      const floor = size(root).width < 500 ? AUTO_MIN_SCALE_NARROW : AUTO_MIN_SCALE;
      if (camera.scale < floor) {
        camera.scale = floor;
        if (focus) {
          camera.cx = (focus.minX + focus.maxX) / 2;
          camera.cy = (focus.minY + focus.maxY) / 2;
        }
      }
    } else if (focus && focusChanged && !inSight(camera, focus, root)) {
      const keep = camera.scale;
      fit(camera, focus, root);
      camera.scale = Math.min(keep, camera.scale);
    }
    apply();
  });
  // Apply at once too, with the last known size, so that a redraw does not flicker.
  queueMicrotask(apply);
  return box;
}

function inSight(camera, area, root) {
  const { width, height } = size(root);
  const halfW = width / 2 / camera.scale;
  const halfH = height / 2 / camera.scale;
  return area.minX >= camera.cx - halfW && area.maxX <= camera.cx + halfW && area.minY >= camera.cy - halfH && area.maxY <= camera.cy + halfH;
}
