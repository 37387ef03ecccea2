// The room document as this viewer knows it: the last `state`, with every
// `patch` applied in version order. A gap in the versions, or a patch that
// does not fit, makes it ask for the whole state again with `sync`.
//
// Events: 'change' (detail {doc, previous}) after every accepted state/patch.

import { applyPatch } from './patch.js';

export class RoomState extends EventTarget {
  constructor(connection) {
    super();
    this.connection = connection;
    this.clear();
  }

  /** Forgets the room (after leaving it, or before entering another). */
  clear() {
    this.code = null;
    this.role = null;
    this.seat = null;
    this.version = 0;
    this.doc = null;
    this.syncing = false;
  }

  /** A `joined` reply: which room, and as whom. The `state` follows. */
  onJoined(message) {
    const sameViewer = this.code === message.room && this.role === message.role && this.seat === (message.seat ?? null);
    this.code = message.room;
    this.role = message.role;
    this.seat = message.seat ?? null;
    // After a reconnection the old table stays on screen until the new state
    // (which follows at once) replaces it; patches wait for that state.
    this.version = 0;
    if (!sameViewer) this.doc = null;
  }

  onState(message) {
    const previous = this.doc;
    this.version = message.version;
    this.doc = message.state;
    this.syncing = false;
    this.emitChange(previous);
  }

  onPatch(message) {
    if (this.version === 0) return; // Joined: the state is on its way and contains this.
    if (!this.doc) {
      this.requestSync();
      return;
    }
    if (message.version <= this.version) return; // Already contained in the state we have.
    if (message.version !== this.version + 1) {
      this.requestSync();
      return;
    }
    const previous = this.doc;
    try {
      this.doc = applyPatch(this.doc, message.patch);
    } catch (error) {
      console.warn('patch did not apply; asking for the whole state', error);
      this.requestSync();
      return;
    }
    this.version = message.version;
    this.emitChange(previous);
  }

  requestSync() {
    if (this.syncing) return;
    this.syncing = true;
    // The `state` reply arrives as a message too and goes through onState.
    this.connection.request({ type: 'sync' }).catch(() => {
      this.syncing = false;
    });
  }

  emitChange(previous) {
    this.dispatchEvent(new CustomEvent('change', { detail: { doc: this.doc, previous } }));
  }
}
