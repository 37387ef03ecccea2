// Small DOM helpers. Every piece of text goes in through textContent (or a
// text node), never through innerHTML: names, log lines and messages come
// from other people and the server, and must never be parsed as markup.

const SVG_NS = 'http://www.w3.org/2000/svg';

// Properties set on the element object rather than as attributes, so that
// form state (value, checked...) behaves as expected.
const PROPERTIES = new Set(['value', 'checked', 'disabled', 'selected', 'htmlFor', 'tabIndex', 'hidden', 'open']);

// Custom properties ("--bandit") are not fields of the style object: they are set with setProperty.
function setStyle(node, style) {
  for (const [name, value] of Object.entries(style)) {
    if (value === undefined || value === null) continue;
    if (name.startsWith('--')) node.style.setProperty(name, String(value));
    else node.style[name] = value;
  }
}

function setProps(node, props) {
  for (const [key, value] of Object.entries(props ?? {})) {
    if (value === undefined || value === null || value === false) continue;
    if (key === 'class') node.setAttribute('class', Array.isArray(value) ? value.filter(Boolean).join(' ') : value);
    else if (key === 'text') node.textContent = String(value);
    else if (key === 'dataset') Object.assign(node.dataset, value);
    else if (key === 'style' && typeof value === 'object') setStyle(node, value);
    else if (key.startsWith('on') && typeof value === 'function') node.addEventListener(key.slice(2), value);
    else if (PROPERTIES.has(key)) node[key] = value;
    else node.setAttribute(key, value === true ? '' : String(value));
  }
}

/** Appends children: nodes, strings/numbers (as text), arrays, and skips null/false. */
export function append(node, children) {
  for (const child of children.flat(Infinity)) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

/** Creates an HTML element: el('button', {class: 'primary', onclick}, 'Start'). */
export function el(tag, props, ...children) {
  const node = document.createElement(tag);
  setProps(node, props);
  return append(node, children);
}

/** Creates an SVG element with attributes. */
export function svg(tag, attrs, ...children) {
  const node = document.createElementNS(SVG_NS, tag);
  for (const [key, value] of Object.entries(attrs ?? {})) {
    if (value !== undefined && value !== null) node.setAttribute(key, String(value));
  }
  return append(node, children);
}

/**
 * Replaces the content of `container` with `nodes`, keeping keyboard focus on
 * the element that has the same data-focus-key as the focused one had: the
 * screens are re-rendered from the document on every change, and a keyboard
 * user must not be thrown back to the top of the page each time.
 */
export function replaceContent(container, ...nodes) {
  const active = document.activeElement;
  const focusKey = active && container.contains(active) ? active.dataset?.focusKey : undefined;
  container.replaceChildren(...nodes.flat().filter(Boolean));
  if (focusKey) {
    const again = container.querySelector(`[data-focus-key="${CSS.escape(focusKey)}"]`);
    if (again && !again.disabled) again.focus({ preventScroll: true });
  }
}

/**
 * A message's parts (i18n/messages.js) as nodes: strings as text, the
 * players it names ({seat, text}) as <b> elements.
 */
export function messageNodes(parts) {
  return parts.map((part) => (typeof part === 'string' ? part : el('b', { class: 'who', dataset: { seat: String(part.seat) } }, part.text)));
}

/**
 * Marks an element whose text (or, with 'label', whose aria-label and title)
 * is an English sentence from an engine that the client could not translate:
 * the log entries and action labels of games that send no message keys yet.
 */
export function markEngineText(node, what = 'text') {
  node.setAttribute(what === 'label' ? 'data-engine-label' : 'data-engine-text', '');
  return node;
}

// Where a name may be cut short with an ellipsis (narrow cells, the phone).
const CLIPPED_NAMES = '.player-name, .seat-name, .ce-pile-owner, .ce-player-name, .ce-bandit-name';

/** Gives every name that may be cut short its whole text as a title, so that no name is cut silently. */
export function titleClippedNames(root) {
  for (const node of root.querySelectorAll(CLIPPED_NAMES)) {
    if (!node.hasAttribute('title')) node.title = node.textContent.trim();
  }
}
