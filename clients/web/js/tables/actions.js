// Buttons built from the document's `actions`, and only from them: the client
// never invents a move; a click sends the action object back exactly as the
// server offered it (its `label` included, which the server ignores).

import { el } from '../dom.js';

export function actionKey(action) {
  return `action:${JSON.stringify(action)}`;
}

/**
 * The text of an action for people. Engines name seats in labels as {n}
 * (seat n), like the log does, so that labels carry no names: fill them in.
 */
export function actionLabel(action, nameOf) {
  const text = typeof action?.label === 'string' && action.label ? action.label : String(action?.type ?? 'Choose');
  return nameOf ? text.replace(/\{(\d+)\}/g, (_, seat) => nameOf(Number(seat))) : text;
}

/**
 * A button that sends `action`. `content` replaces the label as the visible
 * content (e.g. a card picture); the label stays the accessible name.
 */
export function actionButton(action, ctx, { className = 'button action', content = null, label = actionLabel(action, ctx.nameOf) } = {}) {
  const button = el(
    'button',
    {
      type: 'button',
      class: className,
      disabled: ctx.busy,
      'aria-label': content ? label : undefined,
      dataset: { focusKey: actionKey(action), actionType: String(action?.type ?? ''), action: JSON.stringify(action) },
    },
    content ?? label,
  );
  button.addEventListener('click', () => ctx.sendAction(action));
  return button;
}

/** A list of every given action as a labelled button. */
export function actionList(actions, ctx, { className } = {}) {
  return el('div', { class: ['action-list', className] }, actions.map((action) => actionButton(action, ctx)));
}
