// Buttons built from the document's `actions`, and only from them: the client
// never invents a move; a click sends the action object back as the server
// offered it (its `label` included, which the server ignores; its `msg`, for
// people like the label, is left out).
//
// An action is named by its message (msg) in the reader's language when the
// catalogue has it, else by its English `label`.

import { el, markEngineText } from '../dom.js';
import { actionText } from '../i18n/messages.js';

export function actionKey(action) {
  return `action:${JSON.stringify(action)}`;
}

function envOf(ctx) {
  return { nameOf: ctx?.nameOf ?? ((seat) => String(seat)), hooks: ctx?.hooks };
}

/** The action as it is sent: what the server offered, without what is only for people and for drawing. */
export function actionToSend(action) {
  if (!action || typeof action !== 'object' || !('msg' in action || 'target' in action || 'group' in action)) return action;
  const { msg, target, group, ...rest } = action;
  return rest;
}

/**
 * The text of an action for people: its message, or its English label with
 * the seats named ({n} is seat n). `ctx` gives nameOf and the game's hooks.
 */
export function actionLabel(action, ctx) {
  return actionText(action, envOf(ctx)).text;
}

/** The action's text in a span, marked when it is an untranslated English label. */
export function actionLabelNode(action, ctx, className) {
  const { text, translated } = actionText(action, envOf(ctx));
  const node = el('span', { class: className }, text);
  return translated ? node : markEngineText(node);
}

/**
 * A button that sends `action`. `content` replaces the label as the visible
 * content (e.g. a card picture); the label stays the accessible name.
 */
export function actionButton(action, ctx, { className = 'button action', content = null, label } = {}) {
  const named = actionText(action, envOf(ctx));
  const text = label ?? named.text;
  const fromEngine = label === undefined && !named.translated;
  const button = el(
    'button',
    {
      type: 'button',
      class: className,
      disabled: ctx.busy,
      'aria-label': content ? text : undefined,
      dataset: { focusKey: actionKey(action), actionType: String(action?.type ?? ''), action: JSON.stringify(action) },
    },
    content ?? text,
  );
  if (fromEngine) markEngineText(button, content ? 'label' : 'text');
  button.addEventListener('click', () => ctx.sendAction(actionToSend(action)));
  return button;
}

/** A list of every given action as a labelled button. */
export function actionList(actions, ctx, { className } = {}) {
  return el('div', { class: ['action-list', className] }, actions.map((action) => actionButton(action, ctx)));
}
