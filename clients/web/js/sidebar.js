// The side panel: the game log and the room chat. A log entry is shown from
// its message (msg) in the reader's language when the catalogue has it, else
// from its English text, where {0}, {1}... are filled with the seats' names.
// A line about places on the table's map (a square, a tile) lights them there
// while it is hovered or has the keyboard focus.

import { el, markEngineText, messageNodes, replaceContent } from './dom.js';
import { t } from './i18n/index.js';
import { logEntryParts } from './i18n/messages.js';
import { logPlacesFor, messageHooksFor } from './tables/index.js';

const CHAT_MAX = 200;

function atBottom(list) {
  return list.scrollHeight - list.scrollTop - list.clientHeight < 24;
}

const LIT = 'place-lit';

/** One log entry as a list item; `env` is {nameOf, hooks, places(entry) -> the map's `data-place` keys it concerns}. */
export function logItem(entry, env, className = 'log-entry') {
  const { parts, translated } = logEntryParts(entry, env);
  const item = el('li', { class: className }, messageNodes(parts));
  const places = env.places?.(entry) ?? [];
  if (places.length) {
    // Focusable, so that the keyboard lights its places too.
    item.classList.add('log-place');
    item.tabIndex = 0;
    item.dataset.places = places.join(' ');
  }
  return translated ? item : markEngineText(item);
}

/** Lights on the page the places of `item` (a log line), and only those; none for null. */
function lightPlaces(item) {
  for (const node of document.querySelectorAll(`.${LIT}`)) node.classList.remove(LIT);
  const keys = item?.isConnected ? (item.dataset.places ?? '').split(' ').filter(Boolean) : [];
  for (const key of keys) for (const node of document.querySelectorAll(`[data-place="${CSS.escape(key)}"]`)) node.classList.add(LIT);
}

export class Sidebar {
  /** onChat(text) sends a chat message; it returns a promise. */
  constructor({ onChat }) {
    this.onChat = onChat;
    this.renderedEntries = [];
    this.chatMessages = [];
    this.logList = el('ol', { class: 'log-list', id: 'log', 'aria-live': 'polite', tabindex: '0' });
    this.hovered = null; // the log line with places under the pointer
    this.logList.addEventListener('mouseover', (event) => this.hover(event.target.closest?.('.log-place') ?? null));
    this.logList.addEventListener('mouseleave', () => this.hover(null));
    this.logList.addEventListener('focusin', () => this.showPlaces());
    this.logList.addEventListener('focusout', () => queueMicrotask(() => this.showPlaces()));
    this.chatList = el('ol', { class: 'chat-list', id: 'chat', 'aria-live': 'polite', tabindex: '0' });
    this.chatInput = el('input', { type: 'text', maxlength: CHAT_MAX, id: 'chat-input', autocomplete: 'off' });
    this.sendButton = el('button', { type: 'submit', class: 'button small', id: 'chat-send' });
    this.chatForm = el('form', { class: 'chat-form' }, this.chatInput, this.sendButton);
    this.chatForm.addEventListener('submit', (event) => {
      event.preventDefault();
      this.sendChat();
    });
    this.chatHeading = el('h2', { id: 'chat-heading' });
    this.logHeading = el('h2', { id: 'log-heading' });
    this.chatSection = el('section', { class: 'chat panel', 'aria-labelledby': 'chat-heading' }, this.chatHeading, this.chatList, this.chatForm);
    this.element = el(
      'aside', { class: 'sidebar' },
      el('section', { class: 'log panel', 'aria-labelledby': 'log-heading' }, this.logHeading, this.logList),
      this.chatSection,
    );
    this.relabel();
  }

  /** Writes the panel's own texts in the current language; the log and chat are redrawn on the next update. */
  relabel() {
    this.logList.setAttribute('aria-label', t('sidebar.logLabel'));
    this.chatList.setAttribute('aria-label', t('sidebar.chatLabel'));
    this.chatInput.placeholder = t('sidebar.chatPlaceholder');
    this.chatInput.setAttribute('aria-label', t('sidebar.chatInput'));
    this.sendButton.textContent = t('sidebar.send');
    this.chatHeading.textContent = t('sidebar.chat');
    this.logHeading.textContent = t('sidebar.log');
    this.element.setAttribute('aria-label', t('sidebar.label'));
    this.renderedEntries = [];
    replaceContent(this.chatList, this.chatMessages.map((message) => this.chatLine(message)));
  }

  hover(item) {
    if (item === this.hovered) return;
    this.hovered = item;
    this.showPlaces();
  }

  /** Lights the places of the log line hovered, else of the one focused; the map is redrawn often, so this runs after each update too. */
  showPlaces() {
    const active = document.activeElement;
    const focused = active && this.logList.contains(active) && active.classList.contains('log-place') ? active : null;
    lightPlaces(this.hovered?.isConnected ? this.hovered : focused);
  }

  async sendChat() {
    const text = this.chatInput.value.trim();
    if (!text) return;
    try {
      await this.onChat(text.slice(0, CHAT_MAX));
      this.chatInput.value = '';
    } catch {
      // The error has been shown by the caller; keep the text so it can be sent again.
    }
  }

  /** Brings the log up to date with the document; appends only what is new. ctx: {nameOf}. */
  update(doc, ctx) {
    this.chatSection.hidden = doc.room.settings?.chat === false;
    const env = { nameOf: ctx.nameOf, hooks: messageHooksFor(doc.room.game), places: (entry) => logPlacesFor(doc.room.game, entry) };
    const log = doc.log ?? [];
    const stillPrefix = this.renderedEntries.length <= log.length && this.renderedEntries.every((entry, i) => entry === JSON.stringify(log[i]));
    const follow = atBottom(this.logList);
    if (!stillPrefix || this.renderedEntries.length === 0) {
      this.logList.replaceChildren();
      this.renderedEntries = [];
    }
    for (const entry of log.slice(this.renderedEntries.length)) {
      this.logList.append(logItem(entry, env));
      this.renderedEntries.push(JSON.stringify(entry));
    }
    if (this.logList.children.length === 0) {
      this.logList.append(el('li', { class: 'log-empty muted' }, doc.room.status === 'waiting' ? t('sidebar.logStartsWithGame') : t('sidebar.nothingYet')));
      this.renderedEntries = [];
    } else {
      this.logList.querySelector('.log-empty')?.remove();
    }
    if (follow || !stillPrefix || this.scrollOnNextUpdate) {
      this.logList.scrollTop = this.logList.scrollHeight;
      this.chatList.scrollTop = this.chatList.scrollHeight;
    }
    this.scrollOnNextUpdate = false;
    this.showPlaces();
  }

  /**
   * The panel was out of the page (another screen was shown, as after "Play
   * here instead"): a list put back in the page starts scrolled to its top,
   * where it would no longer follow new lines, so the next update scrolls to
   * the latest.
   */
  reattached() {
    this.scrollOnNextUpdate = true;
  }

  chatLine(message) {
    const from = message.from === 'spectator' ? t('sidebar.watching', { name: message.name }) : message.name;
    return el('li', { class: 'chat-line' }, el('b', { class: 'who' }, from), t('sidebar.chatSeparator'), message.text);
  }

  addChat(message) {
    const follow = atBottom(this.chatList);
    this.chatMessages.push(message);
    if (this.chatMessages.length > 500) this.chatMessages.shift();
    this.chatList.append(this.chatLine(message));
    if (follow) this.chatList.scrollTop = this.chatList.scrollHeight;
  }

  clearChat() {
    this.chatMessages = [];
    this.chatList.replaceChildren();
  }
}
