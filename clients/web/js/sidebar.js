// The side panel: the game log (entries name seats with {0}, {1}... which are
// filled with the seats' names) and the room chat.

import { el, fillPlaceholders } from './dom.js';

const CHAT_MAX = 200;

function atBottom(list) {
  return list.scrollHeight - list.scrollTop - list.clientHeight < 24;
}

export class Sidebar {
  /** onChat(text) sends a chat message; it returns a promise. */
  constructor({ onChat }) {
    this.onChat = onChat;
    this.renderedEntries = [];
    this.logList = el('ol', { class: 'log-list', id: 'log', 'aria-live': 'polite', 'aria-label': 'Game log', tabindex: '0' });
    this.chatList = el('ol', { class: 'chat-list', id: 'chat', 'aria-live': 'polite', 'aria-label': 'Chat messages', tabindex: '0' });
    this.chatInput = el('input', { type: 'text', maxlength: CHAT_MAX, placeholder: 'Say something…', 'aria-label': 'Chat message', id: 'chat-input', autocomplete: 'off' });
    this.chatForm = el('form', { class: 'chat-form' }, this.chatInput, el('button', { type: 'submit', class: 'button small' }, 'Send'));
    this.chatForm.addEventListener('submit', (event) => {
      event.preventDefault();
      this.sendChat();
    });
    this.chatSection = el('section', { class: 'chat panel', 'aria-labelledby': 'chat-heading' }, el('h2', { id: 'chat-heading' }, 'Chat'), this.chatList, this.chatForm);
    this.element = el(
      'aside', { class: 'sidebar', 'aria-label': 'Log and chat' },
      el('section', { class: 'log panel', 'aria-labelledby': 'log-heading' }, el('h2', { id: 'log-heading' }, 'Log'), this.logList),
      this.chatSection,
    );
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

  /** Brings the log up to date with the document; appends only what is new. */
  update(doc, nameOf) {
    this.chatSection.hidden = doc.room.settings?.chat === false;
    const log = doc.log ?? [];
    const stillPrefix = this.renderedEntries.length <= log.length && this.renderedEntries.every((entry, i) => entry === JSON.stringify(log[i]));
    const follow = atBottom(this.logList);
    if (!stillPrefix) {
      this.logList.replaceChildren();
      this.renderedEntries = [];
    }
    for (const entry of log.slice(this.renderedEntries.length)) {
      this.logList.append(el('li', { class: 'log-entry' }, fillPlaceholders(String(entry.text ?? ''), entry.seats, nameOf)));
      this.renderedEntries.push(JSON.stringify(entry));
    }
    if (this.logList.children.length === 0) {
      this.logList.append(el('li', { class: 'log-empty muted' }, doc.room.status === 'waiting' ? 'The log starts with the game.' : 'Nothing has happened yet.'));
      this.renderedEntries = [];
    } else {
      this.logList.querySelector('.log-empty')?.remove();
    }
    if (follow || !stillPrefix) this.logList.scrollTop = this.logList.scrollHeight;
  }

  addChat(message) {
    const follow = atBottom(this.chatList);
    const from = message.from === 'spectator' ? `${message.name} (watching)` : message.name;
    this.chatList.append(el('li', { class: 'chat-line' }, el('b', { class: 'who' }, from), ': ', message.text));
    if (follow) this.chatList.scrollTop = this.chatList.scrollHeight;
  }

  clearChat() {
    this.chatList.replaceChildren();
  }
}
