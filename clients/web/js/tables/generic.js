// The table for games that have no table of their own yet: the engine's view
// shown as a readable tree of values, each marked with its place so that
// choices are made on it, and the offered actions as buttons.

import { el, markEngineText } from '../dom.js';
import { humanize } from '../forms.js';
import { t } from '../i18n/index.js';
import { groupedActionList, pointerTo, targetAttr } from './targets.js';

const MAX_DEPTH = 6;

/** Object keys that are seat numbers ("0", "1") are shown as the seats' names. */
function keyLabel(key, ctx) {
  const seats = ctx.room?.seats?.length ?? 0;
  return /^(0|[1-9][0-9]*)$/.test(key) && Number(key) < seats ? ctx.nameOf(Number(key)) : humanize(key);
}

// Every value is drawn with the pointer to its place, so that the actions
// that name a place (their `target`) are made on it (targets.js).
function renderValue(value, depth, ctx, path = []) {
  const here = targetAttr(pointerTo(...path));
  if (value === null || value === undefined) return el('span', { class: 'tree-null', ...here }, '–');
  if (typeof value !== 'object') return el('span', { class: `tree-${typeof value}`, ...here }, String(value));
  if (depth >= MAX_DEPTH) return el('span', { class: 'tree-null', ...here }, '…');
  if (Array.isArray(value)) {
    if (value.length === 0) return el('span', { class: 'tree-null', ...here }, t('generic.none'));
    if (value.every((item) => item === null || typeof item !== 'object')) {
      return el('span', here, value.map((item, index) => [index ? ', ' : '', el('span', targetAttr(pointerTo(...path, index)), String(item))]));
    }
    return el('ol', { class: 'tree-list', ...here }, value.map((item, index) => el('li', {}, renderValue(item, depth + 1, ctx, [...path, index]))));
  }
  const entries = Object.entries(value);
  if (entries.length === 0) return el('span', { class: 'tree-null', ...here }, t('generic.none'));
  return el('dl', { class: 'tree', ...here }, entries.map(([key, item]) => [el('dt', {}, keyLabel(key, ctx)), el('dd', {}, renderValue(item, depth + 1, ctx, [...path, key]))]));
}

export function renderTable(ctx) {
  const { actions } = ctx;
  return el(
    'div', { class: 'generic-table', id: 'table' },
    el('section', { class: 'panel decision', 'aria-labelledby': 'decision-heading' },
      el('h2', { id: 'decision-heading' }, actions.length ? t('table.yourMove') : ctx.waitingText),
      actions.length ? groupedActionList(actions, ctx) : null),
    // The view's keys and values are the engine's own words: shown as they come.
    markEngineText(el('section', { class: 'panel view-tree', 'aria-label': t('generic.table') }, renderValue(ctx.game, 0, ctx))),
  );
}
