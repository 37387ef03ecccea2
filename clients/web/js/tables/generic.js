// The table for games that have no table of their own yet: the engine's view
// shown as a readable tree of values, and the offered actions as buttons.

import { el, markEngineText } from '../dom.js';
import { humanize } from '../forms.js';
import { t } from '../i18n/index.js';
import { actionList } from './actions.js';

const MAX_DEPTH = 6;

/** Object keys that are seat numbers ("0", "1") are shown as the seats' names. */
function keyLabel(key, ctx) {
  const seats = ctx.room?.seats?.length ?? 0;
  return /^(0|[1-9][0-9]*)$/.test(key) && Number(key) < seats ? ctx.nameOf(Number(key)) : humanize(key);
}

function renderValue(value, depth, ctx) {
  if (value === null || value === undefined) return el('span', { class: 'tree-null' }, '–');
  if (typeof value !== 'object') return el('span', { class: `tree-${typeof value}` }, String(value));
  if (depth >= MAX_DEPTH) return el('span', { class: 'tree-null' }, '…');
  if (Array.isArray(value)) {
    if (value.length === 0) return el('span', { class: 'tree-null' }, t('generic.none'));
    if (value.every((item) => item === null || typeof item !== 'object')) return el('span', {}, value.map(String).join(', '));
    return el('ol', { class: 'tree-list' }, value.map((item) => el('li', {}, renderValue(item, depth + 1, ctx))));
  }
  const entries = Object.entries(value);
  if (entries.length === 0) return el('span', { class: 'tree-null' }, t('generic.none'));
  return el('dl', { class: 'tree' }, entries.map(([key, item]) => [el('dt', {}, keyLabel(key, ctx)), el('dd', {}, renderValue(item, depth + 1, ctx))]));
}

export function renderTable(ctx) {
  const { actions } = ctx;
  return el(
    'div', { class: 'generic-table' },
    el('section', { class: 'panel decision', 'aria-labelledby': 'decision-heading' },
      el('h2', { id: 'decision-heading' }, actions.length ? t('table.yourMove') : ctx.waitingText),
      actions.length ? actionList(actions, ctx) : null),
    // The view's keys and values are the engine's own words: shown as they come.
    markEngineText(el('section', { class: 'panel view-tree', 'aria-label': t('generic.table') }, renderValue(ctx.game, 0, ctx))),
  );
}
