// The WebSocket to the server: one JSON message per frame, requests matched to
// their direct replies by `id`, automatic reconnection with exponential
// backoff, and a heartbeat that notices a silently dead network (a laptop
// waking up, a phone changing networks) sooner than the browser would.
//
// Cluster mode: a `redirect` that answers a request moves the connection to
// the node at its path (same scheme and host) and sends the request again
// there, so request() resolves with the real reply; one without id (the room
// moved) moves the connection and reports 'open' again, so that the page
// enters its room anew. Ordinary reconnections go to the default URL.
//
// Events (EventTarget):
//   'status'  detail {state: 'connecting'|'open'|'closed', attempt, retryInMs, code, reason}
//   'message' detail: every server message that is not the reply to a request
//             made with request() (a request's `joined`/`state` pair: only the
//             `joined` is taken as the reply; the `state` is a message).
//             An 'open' with `resent: true` follows a redirect whose requests
//             were sent again: the page need not enter its room itself.

const REQUEST_TIMEOUT_MS = 15000;
const HEARTBEAT_EVERY_MS = 25000;
const HEARTBEAT_GRACE_MS = 10000;
// Redirects followed in a row without any other reply: more is a loop between nodes.
const MAX_REDIRECTS = 5;
// Requests sent again over the new socket after a redirect. The one redirected
// always is; these are also safe to send twice. Others fail as on a dropped socket.
const RESENDABLE = new Set(['games', 'rooms', 'create', 'join', 'spectate', 'resume']);

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
    this.socketUrl = url; // the URL of the current (or last) socket
    this.redirects = 0; // redirects followed since the last other reply
    this.openedSockets = new WeakSet(); // the sockets that did open
    this.resend = false; // the pending requests go out again when the next socket opens
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
    this.resend = false;
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
      this.pending.set(id, { resolve, reject, timer, message: { ...message, id } });
      this.socket.send(JSON.stringify({ ...message, id }));
    });
  }

  /**
   * Opens a socket at `url` (the default URL unless following a redirect).
   * `hop` is a redirect being followed: no 'connecting' status (the person
   * is not told), and when it cannot be opened the default URL is tried with
   * the usual backoff.
   */
  open(url = this.url, hop = false) {
    if (!hop) this.emitStatus('connecting');
    let socket;
    try {
      socket = new WebSocket(url);
    } catch (error) {
      this.scheduleRetry(0, String(error));
      return;
    }
    this.socket = socket;
    this.socketUrl = url;
    socket.addEventListener('open', () => this.onOpen(socket));
    socket.addEventListener('message', (event) => this.onMessage(socket, event));
    socket.addEventListener('close', (event) => this.onClose(socket, event.code, event.reason));
  }

  onOpen(socket) {
    if (socket !== this.socket) return;
    this.openedSockets.add(socket);
    this.startHeartbeat();
    const resent = this.resend;
    if (resent) {
      this.resend = false;
      for (const [id, waiting] of this.pending) {
        clearTimeout(waiting.timer);
        waiting.timer = setTimeout(() => {
          this.pending.delete(id);
          waiting.reject(new RequestError('timeout', 'The server did not answer in time.'));
        }, REQUEST_TIMEOUT_MS);
        socket.send(JSON.stringify(waiting.message));
      }
    }
    this.emitStatus('open', { resent });
  }

  /**
   * Follows a `redirect`: moves to a socket at its path. With `request` (the
   * redirect answered it) the pending requests are sent again there; without,
   * the room moved and the page re-enters it when the socket opens.
   */
  followRedirect(message, request) {
    this.redirects += 1;
    let target = null;
    try {
      // Only a path on this host is followed: the same scheme and host as now.
      if (typeof message.path === 'string' && message.path.startsWith('/') && !message.path.startsWith('//')) {
        target = new URL(message.path, this.socketUrl);
      }
    } catch {
      target = null;
    }
    if (!target || this.redirects > MAX_REDIRECTS) {
      const error = new RequestError(
        'redirect_failed',
        target ? `More than ${MAX_REDIRECTS} redirects in a row.` : `A redirect to a path that is not on this host: ${message.path}`,
      );
      this.redirects = 0;
      if (request) {
        this.pending.delete(message.id);
        clearTimeout(request.timer);
        request.reject(error);
      } else {
        this.emitMessage({ type: 'error', code: error.code, message: error.message });
      }
      return;
    }
    const old = this.socket;
    this.socket = null;
    this.stopHeartbeat();
    if (request) {
      this.resend = true;
      for (const [id, waiting] of this.pending) {
        if (waiting === request || RESENDABLE.has(waiting.message.type)) continue;
        clearTimeout(waiting.timer);
        waiting.reject(new RequestError('disconnected', 'The connection to the server was lost.'));
        this.pending.delete(id);
      }
    } else {
      this.failPending();
    }
    try {
      old.close(1000);
    } catch {
      // Already closing.
    }
    clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.open(target.toString(), true);
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
    if (message.type === 'redirect') {
      this.followRedirect(message, waiting);
      return;
    }
    if (waiting) {
      this.redirects = 0;
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
    // A redirect's socket that never opened (its node is gone): the requests
    // it carries wait for the default URL, tried with the usual backoff. The
    // nodes keep pointing at a dead node until its registration expires (a
    // few seconds): that is no loop, so those redirects are not counted.
    if (!this.openedSockets.has(socket)) this.redirects = 0;
    if (!this.resend) this.failPending();
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
    this.resend = false;
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
