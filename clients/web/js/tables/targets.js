// Choices made on the table (protocol.md, "Choices on the table"). An offered
// action may name, with a JSON Pointer in its `target`, the place of the
// document it acts on; a table marks the element it drew for a place with
// `data-target` set to that pointer (see `targetAttr`). After a table is drawn,
// `wireTargets` makes every such element that an offered action names
// clickable and highlighted: one action there is sent at once, several are
// asked for in a small menu. Nothing here knows a game: a new game's table
// gets this by marking its places.
//
// Actions that share a first step carry the same `group`; `groupedActionList`
// shows the group as one entry of the list, which unfolds into the group's
// actions and points at their places. The list stays the keyboard's and the
// screen reader's path. A table may also draw the thing a group is about (a
// card whose plays are chosen on the map) as the group's opener (see
// `opensGroupAttr`): clicking it unfolds the group as the list's entry does,
// or, when that place is also the target of other actions, asks in the small
// menu which, the group being one of its items.

import { el } from '../dom.js';
import { t } from '../i18n/index.js';
import { actionButton, actionLabel, actionToSend } from './actions.js';

/** The attribute a table puts on the element it drew for the document's place `pointer`. */
export function targetAttr(pointer) {
  return { 'data-target': pointer };
}

/** The attribute a table puts on the element that opens the group `key` of the offered actions. */
export function opensGroupAttr(key) {
  return { 'data-opens-group': key };
}

/** The pointer to the game view's place at `path` (keys or indexes), escaped as RFC 6901 says. */
export function pointerTo(...path) {
  return `/game${path.map((part) => `/${String(part).replaceAll('~', '~0').replaceAll('/', '~1')}`).join('')}`;
}

function groupKey(action) {
  const group = action?.group;
  return group && typeof group === 'object' && typeof group.key === 'string' ? group.key : null;
}

// The group the player unfolded in the list, kept across redraws while it is offered.
let unfolded = null;

function closeMenus() {
  for (const menu of document.querySelectorAll('.target-menu')) menu.remove();
}

function send(action, ctx) {
  closeMenus();
  unfolded = null;
  ctx.sendAction(actionToSend(action));
}

/** The words of a choice: an action's label, or a group's ("Play Lost: 9 choices on the table"). */
function choiceLabel(choice, ctx) {
  return choice.opens ? t('targets.openGroup', { group: actionLabel(choice.group, ctx), count: choice.count }) : actionLabel(choice, ctx);
}

/** A choice made: an action sent, or a group unfolded (then its places glow). */
function take(node, choice, ctx) {
  if (!choice.opens) {
    send(choice, ctx);
    return;
  }
  closeMenus();
  unfold(choice.opens, node);
  node.focus({ preventScroll: true });
}

/** The small menu of the several choices offered on one place, beside it. */
function openMenu(node, choices, ctx) {
  closeMenus();
  const close = el('button', { type: 'button', class: 'button ghost target-menu-close' }, t('targets.cancel'));
  const menu = el('div', { class: 'target-menu', role: 'menu', 'aria-label': t('targets.choose') },
    choices.map((choice) => {
      const button = el('button', { type: 'button', class: ['button', 'action', choice.opens && 'target-menu-group'], role: 'menuitem', dataset: choice.opens ? { opensGroup: choice.opens } : {} }, choiceLabel(choice, ctx));
      button.addEventListener('click', () => take(node, choice, ctx));
      return button;
    }),
    close);
  close.addEventListener('click', () => {
    closeMenus();
    node.focus({ preventScroll: true });
  });
  menu.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      closeMenus();
      node.focus({ preventScroll: true });
    }
  });
  document.body.append(menu);
  const box = node.getBoundingClientRect();
  const width = menu.offsetWidth;
  const left = Math.max(8, Math.min(window.scrollX + box.left, window.scrollX + document.documentElement.clientWidth - width - 8));
  menu.style.left = `${left}px`;
  menu.style.top = `${window.scrollY + box.bottom + 6}px`;
  menu.querySelector('button')?.focus({ preventScroll: true });
}

function choose(node, choices, ctx) {
  if (ctx.busy) return;
  if (choices.length === 1) take(node, choices[0], ctx);
  else openMenu(node, choices, ctx);
}

/**
 * Makes `node` a choice of `actions` (those that name its place) and, with
 * `opens` ({key, group, count}), of unfolding that group.
 */
function makeChoosable(node, actions, ctx, opens = null) {
  const choices = opens ? [{ opens: opens.key, group: opens.group, count: opens.count }, ...actions] : actions;
  const label = choices.length === 1 ? choiceLabel(choices[0], ctx) : t('targets.severalHere', { count: choices.length });
  node.classList.add('choosable');
  const groups = [...new Set(actions.map(groupKey).filter(Boolean))];
  if (groups.length) node.dataset.targetGroups = groups.join(' ');
  if (unfolded && groups.includes(unfolded)) node.classList.add('choosable-unfolded');
  if (opens) {
    node.classList.toggle('group-opener-open', unfolded === opens.key);
    node.setAttribute('aria-expanded', String(unfolded === opens.key));
  }
  // A place drawn as a button already (a card offered as a choice) keeps its own role.
  if (node.tagName !== 'BUTTON') {
    node.setAttribute('role', 'button');
    node.tabIndex = 0;
  }
  node.setAttribute('title', label);
  node.setAttribute('aria-label', label);
  node.dataset.targetActions = String(choices.length);
  node.addEventListener('click', (event) => {
    event.preventDefault();
    event.stopPropagation();
    choose(node, choices, ctx);
  });
  node.addEventListener('keydown', (event) => {
    if (event.target !== node || (event.key !== 'Enter' && event.key !== ' ')) return;
    event.preventDefault();
    choose(node, choices, ctx);
  });
}

/**
 * Makes the places the offered actions name clickable in `root`, a table
 * just drawn. Returns the actions whose place the table did not draw: they
 * are made from the list only.
 */
export function wireTargets(root, ctx) {
  closeMenus();
  const actions = Array.isArray(ctx.actions) ? ctx.actions : [];
  if (unfolded && !actions.some((action) => groupKey(action) === unfolded)) unfolded = null;
  const byPlace = new Map();
  for (const action of actions) {
    if (typeof action?.target !== 'string') continue;
    if (!byPlace.has(action.target)) byPlace.set(action.target, []);
    byPlace.get(action.target).push(action);
  }
  const unplaced = actions.filter((action) => typeof action?.target !== 'string');
  const groups = new Map();
  for (const action of actions) {
    const key = groupKey(action);
    if (!key) continue;
    if (!groups.has(key)) groups.set(key, { key, group: action.group, count: 0, targets: new Set() });
    groups.get(key).count += 1;
    groups.get(key).targets.add(action.target);
  }
  // A group's opener, unless the group is wholly chosen on the opener itself.
  const opensOf = (node) => {
    const opens = groups.get(node.dataset.opensGroup ?? '');
    if (!opens || (opens.targets.size === 1 && opens.targets.has(node.dataset.target))) return null;
    return opens;
  };
  const wired = new Set();
  for (const [pointer, placed] of byPlace) {
    const nodes = root.querySelectorAll(`[data-target="${CSS.escape(pointer)}"]`);
    if (nodes.length === 0) unplaced.push(...placed);
    for (const node of nodes) {
      const opens = opensOf(node);
      // The group's own actions on its opener are chosen in the group.
      makeChoosable(node, opens ? placed.filter((action) => groupKey(action) !== opens.key) : placed, ctx, opens);
      wired.add(node);
    }
  }
  for (const node of root.querySelectorAll('[data-opens-group]')) {
    const opens = wired.has(node) ? null : opensOf(node);
    if (opens) makeChoosable(node, [], ctx, opens);
  }
  root.classList.toggle('targets-unfolded', unfolded !== null);
  return unplaced;
}

function unfold(key, root) {
  unfolded = unfolded === key ? null : key;
  const table = root?.closest('#table') ?? document.getElementById('table');
  if (!table) return;
  table.classList.toggle('targets-unfolded', unfolded !== null);
  for (const node of table.querySelectorAll('.choosable')) {
    const groups = (node.dataset.targetGroups ?? '').split(' ');
    node.classList.toggle('choosable-unfolded', unfolded !== null && groups.includes(unfolded));
  }
  for (const node of table.querySelectorAll('.choosable[data-opens-group]')) {
    const open = unfolded !== null && node.dataset.opensGroup === unfolded;
    node.classList.toggle('group-opener-open', open);
    node.setAttribute('aria-expanded', String(open));
  }
  for (const entry of table.querySelectorAll('.action-group')) {
    const open = entry.dataset.group === unfolded;
    entry.classList.toggle('action-group-open', open);
    entry.querySelector('.action-group-head')?.setAttribute('aria-expanded', String(open));
  }
  // Its places, or, for a group chosen from the list only, its entry.
  if (unfolded) (table.querySelector('.choosable-unfolded') ?? table.querySelector('.action-group-open'))?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
}

/**
 * The actions as a list of buttons, a group as one entry that unfolds into
 * its actions. `button(action)` draws one action (a table's own drawing, or
 * the plain labelled button).
 */
export function groupedActionList(actions, ctx, { className, button = (action) => actionButton(action, ctx) } = {}) {
  const items = [];
  const seen = new Map();
  for (const action of actions) {
    const key = groupKey(action);
    if (!key) {
      items.push(button(action));
      continue;
    }
    if (!seen.has(key)) {
      const members = [];
      seen.set(key, members);
      items.push({ key, group: action.group, members });
    }
    seen.get(key).push(action);
  }
  return el('div', { class: ['action-list', className] }, items.map((item) => {
    if (item instanceof Node) return item;
    const open = unfolded === item.key;
    const head = el('button', {
      type: 'button',
      class: 'button action action-group-head',
      'aria-expanded': String(open),
      dataset: { focusKey: `group:${item.key}` },
    }, actionLabel(item.group, ctx), el('span', { class: 'action-group-count' }, ` (${item.members.length})`));
    const entry = el('div', { class: ['action-group', open && 'action-group-open'], dataset: { group: item.key } },
      head,
      el('div', { class: 'action-group-members', role: 'group', 'aria-label': actionLabel(item.group, ctx) },
        el('p', { class: 'muted small action-group-hint' }, t('targets.pickOnTable')),
        item.members.map((action) => button(action))));
    head.addEventListener('click', () => unfold(item.key, entry));
    return entry;
  }));
}
