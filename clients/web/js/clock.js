// The turn clock. The server sends an absolute deadline (ms since the epoch)
// when the awaited seats change, never a ticking value; the count-down runs
// here.

import { el } from './dom.js';

export function formatSeconds(totalSeconds) {
  const seconds = Math.max(0, Math.ceil(totalSeconds));
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

export class ClockView {
  constructor() {
    this.time = el('span', { class: 'clock-time' });
    this.label = el('span', { class: 'clock-label' });
    this.element = el('div', { class: 'clock', id: 'clock', role: 'timer', 'aria-live': 'off', hidden: true }, el('span', { class: 'clock-icon', 'aria-hidden': 'true' }, '⏳'), this.label, this.time);
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
