// The side panel: the game log and the room chat. A log entry is shown from
// its message (msg) in the reader's language when the catalogue has it, else
// from its English text, where {0}, {1}... are filled with the seats' names.

import { el, markEngineText, messageNodes, replaceContent } from './dom.js';
import { t } from './i18n/index.js';
import { logEntryParts } from './i18n/messages.js';
import { messageHooksFor } from './tables/index.js';

const CHAT_MAX = 200;

function atBottom(list) {
  return list.scrollHeight - list.scrollTop - list.clientHeight < 24;
}

/** One log entry as a list item; `env` is {nameOf, hooks}. */
export function logItem(entry, env, className = 'log-entry') {
  const { parts, translated } = logEntryParts(entry, env);
  const item = el('li', { class: className }, messageNodes(parts));
  return translated ? item : markEngineText(item);
}

export class Sidebar {
  /** onChat(text) sends a chat message; it returns a promise. */
  constructor({ onChat }) {
    this.onChat = onChat;
    this.renderedEntries = [];
    this.chatMessages = [];
    this.logList = el('ol', { class: 'log-list', id: 'log', 'aria-live': 'polite', tabindex: '0' });
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
    const env = { nameOf: ctx.nameOf, hooks: messageHooksFor(doc.room.game) };
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
