// The WebSocket to the server: one JSON message per frame, requests matched to
// their direct replies by `id`, automatic reconnection with exponential
// backoff, and a heartbeat that notices a silently dead network (a laptop
// waking up, a phone changing networks) sooner than the browser would.
//
// Events (EventTarget):
//   'status'  detail {state: 'connecting'|'open'|'closed', attempt, retryInMs, code, reason}
//   'message' detail: every server message that is not the reply to a request
//             made with request() (a request's `joined`/`state` pair: only the
//             `joined` is taken as the reply; the `state` is a message).

const REQUEST_TIMEOUT_MS = 15000;
const HEARTBEAT_EVERY_MS = 25000;
const HEARTBEAT_GRACE_MS = 10000;

export class RequestError extends Error {
  constructor(code, message) {
    super(message);
    this.code = code;
  }
}

export class Connection extends EventTarget {
  constructor(url, { minDelayMs = 500, maxDelayMs = 10000 } = {}) {
    super();
    this.url = url;
    this.minDelayMs = minDelayMs;
    this.maxDelayMs = maxDelayMs;
    this.socket = null;
    this.attempt = 0;
    this.nextId = 1;
    this.pending = new Map();
    this.retryTimer = null;
    this.heartbeatTimer = null;
    this.heartbeatDeadline = null;
    this.reconnecting = true;
    this.wakeUp = () => this.retryNow();
    window.addEventListener('online', this.wakeUp);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') this.retryNow();
    });
  }

  get isOpen() {
    return this.socket?.readyState === WebSocket.OPEN;
  }

  /** Opens the socket (and keeps it open until stop()). */
  start() {
    this.reconnecting = true;
    if (!this.socket) this.open();
  }

  /** Closes the socket and does not reconnect (e.g. the seat was taken over by another tab). */
  stop() {
    this.reconnecting = false;
    clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.dropSocket(1000, 'stopped');
  }

  /** Reconnects at once if a reconnection is waiting on its backoff timer. */
  retryNow() {
    if (this.retryTimer && this.reconnecting) {
      clearTimeout(this.retryTimer);
      this.retryTimer = null;
      this.open();
    }
  }

  /** Sends a message without waiting for a reply. Returns false when not connected. */
  send(message) {
    if (!this.isOpen) return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }

  /**
   * Sends a message with a fresh id and resolves with the direct reply
   * (`joined`, `state`, `games`, `rooms`, `ok`, `pong`), or rejects with a
   * RequestError carrying the server's error code and message.
   */
  request(message) {
    return new Promise((resolve, reject) => {
      if (!this.isOpen) {
        reject(new RequestError('disconnected', 'Not connected to the server; reconnecting.'));
        return;
      }
      const id = this.nextId++;
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new RequestError('timeout', 'The server did not answer in time.'));
      }, REQUEST_TIMEOUT_MS);
      this.pending.set(id, { resolve, reject, timer });
      this.socket.send(JSON.stringify({ ...message, id }));
    });
  }

  open() {
    this.emitStatus('connecting');
    let socket;
    try {
      socket = new WebSocket(this.url);
    } catch (error) {
      this.scheduleRetry(0, String(error));
      return;
    }
    this.socket = socket;
    socket.addEventListener('open', () => this.onOpen(socket));
    socket.addEventListener('message', (event) => this.onMessage(socket, event));
    socket.addEventListener('close', (event) => this.onClose(socket, event.code, event.reason));
  }

  onOpen(socket) {
    if (socket !== this.socket) return;
    this.startHeartbeat();
    this.emitStatus('open');
  }

  onMessage(socket, event) {
    if (socket !== this.socket) return;
    // Any message proves the connection is alive: the backoff starts over.
    this.attempt = 0;
    this.heartbeatDeadline = null;
    let message;
    try {
      message = JSON.parse(event.data);
    } catch {
      this.emitMessage({ type: 'error', code: 'bad_json', message: 'The server sent a message that is not JSON.' });
      return;
    }
    const waiting = message.id !== undefined ? this.pending.get(message.id) : undefined;
    if (waiting) {
      this.pending.delete(message.id);
      clearTimeout(waiting.timer);
      if (message.type === 'error') waiting.reject(new RequestError(message.code, message.message));
      else waiting.resolve(message);
      // A join's `state` follows its `joined` with the same id: the app needs it.
      if (message.type !== 'state') return;
    }
    this.emitMessage(message);
  }

  onClose(socket, code, reason) {
    if (socket !== this.socket) return;
    this.socket = null;
    this.stopHeartbeat();
    this.failPending();
    this.scheduleRetry(code, reason);
  }

  scheduleRetry(code, reason) {
    if (!this.reconnecting) {
      this.emitStatus('closed', { code, reason });
      return;
    }
    const base = Math.min(this.maxDelayMs, this.minDelayMs * 2 ** this.attempt);
    const retryInMs = Math.round(base * (0.75 + Math.random() * 0.5));
    this.attempt += 1;
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.open();
    }, retryInMs);
    this.emitStatus('closed', { code, reason, retryInMs });
  }

  /** Forgets the current socket at once (its close event may come much later). */
  dropSocket(code, reason) {
    const socket = this.socket;
    if (!socket) return;
    this.socket = null;
    this.stopHeartbeat();
    this.failPending();
    try {
      socket.close(1000);
    } catch {
      // Already closing.
    }
    if (this.reconnecting) this.scheduleRetry(code, reason);
    else this.emitStatus('closed', { code, reason });
  }

  failPending() {
    for (const [id, waiting] of this.pending) {
      clearTimeout(waiting.timer);
      waiting.reject(new RequestError('disconnected', 'The connection to the server was lost.'));
      this.pending.delete(id);
    }
  }

  startHeartbeat() {
    this.stopHeartbeat();
    this.heartbeatTimer = setInterval(() => this.heartbeat(), HEARTBEAT_EVERY_MS);
  }

  stopHeartbeat() {
    clearInterval(this.heartbeatTimer);
    this.heartbeatTimer = null;
    this.heartbeatDeadline = null;
  }

  heartbeat() {
    if (this.heartbeatDeadline !== null && Date.now() > this.heartbeatDeadline) {
      this.dropSocket(4000, 'no answer from the server');
      return;
    }
    if (this.heartbeatDeadline === null) {
      this.heartbeatDeadline = Date.now() + HEARTBEAT_GRACE_MS;
      this.send({ type: 'ping' });
    }
  }

  emitStatus(state, extra = {}) {
    this.dispatchEvent(new CustomEvent('status', { detail: { state, attempt: this.attempt, ...extra } }));
  }

  emitMessage(message) {
    this.dispatchEvent(new CustomEvent('message', { detail: message }));
  }
}
