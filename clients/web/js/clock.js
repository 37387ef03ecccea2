// The turn clock. The server sends an absolute deadline (ms since the epoch)
// when the awaited seats change, never a ticking value; the count-down runs
// here.

import { el, svg } from './dom.js';

// An hourglass drawn in SVG: the emoji needs a font that not every machine has.
function hourglass() {
  return svg('svg', { class: 'clock-icon', viewBox: '0 0 16 16', width: 14, height: 14, 'aria-hidden': 'true', focusable: 'false', fill: 'none', stroke: 'currentColor', 'stroke-width': 1.5, 'stroke-linejoin': 'round' },
    svg('path', { d: 'M3.5 1.5h9 M3.5 14.5h9 M4.5 1.5c0 4 3.5 4.5 3.5 6.5S4.5 10.5 4.5 14.5 M11.5 1.5c0 4-3.5 4.5-3.5 6.5s3.5 2.5 3.5 6.5' }),
    svg('path', { d: 'M5.6 13.6 8 11l2.4 2.6z', fill: 'currentColor', stroke: 'none' }));
}

export function formatSeconds(totalSeconds) {
  const seconds = Math.max(0, Math.ceil(totalSeconds));
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

export class ClockView {
  constructor() {
    this.time = el('span', { class: 'clock-time' });
    this.label = el('span', { class: 'clock-label' });
    this.element = el('div', { class: 'clock', id: 'clock', role: 'timer', 'aria-live': 'off', hidden: true }, hourglass(), this.label, this.time);
    this.deadline = null;
    this.timer = null;
  }

  /** clock: {seats, deadline} | null; mine: true when the clock runs for this viewer. */
  update(clock, describe, mine) {
    if (!clock || typeof clock.deadline !== 'number') {
      this.stop();
      return;
    }
    this.deadline = clock.deadline;
    this.label.textContent = describe;
    this.label.title = describe;
    this.element.classList.toggle('clock-mine', Boolean(mine));
    this.element.hidden = false;
    this.tick();
    if (!this.timer) this.timer = setInterval(() => this.tick(), 250);
  }

  tick() {
    const left = (this.deadline - Date.now()) / 1000;
    this.time.textContent = formatSeconds(left);
    this.element.classList.toggle('clock-urgent', left <= 10);
  }

  stop() {
    clearInterval(this.timer);
    this.timer = null;
    this.deadline = null;
    this.element.hidden = true;
  }
}
