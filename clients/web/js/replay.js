// The replay viewer (?replay=ID): a finished game step by step, drawn by the
// game's own table from a read-only document put together from the replays
// API. Step 0 is the start of the game, step k what was seen after action k.
// By default it shows what a spectator saw; as the game is over, it can also
// show what any player saw (their hand, their secrets), fetched on demand.
//
//   GET api/replays/ID                      players, options, actions, result
//   GET api/replays/ID/views?viewer=V       [{game, log, result?}] per step

import { el, fillPlaceholders, replaceContent, svg } from './dom.js';
import { humanize } from './forms.js';
import { scoreboard, winnerHeadline } from './gameover.js';
import { replayHref } from './replay-link.js';
import { renderTableFor } from './tables/index.js';

const PLAY_INTERVAL_MS = 1000;
// How many of a step's new log entries the line under the step counter shows.
const WHAT_ENTRIES = 3;
const SPECTATOR = 'spectator';

// Icons drawn as SVG: the media-control characters are missing from many fonts.
const ICON_PATHS = {
  first: 'M5 4h2.5v16H5z M20 4v16L9 12z',
  back: 'M17 4v16L6 12z',
  play: 'M7 4v16l12-8z',
  pause: 'M6 4h4.5v16H6z M13.5 4H18v16h-4.5z',
  forward: 'M7 4v16l11-8z',
  last: 'M16.5 4H19v16h-2.5z M4 4v16l11-8z',
};

function icon(name) {
  return svg('svg', { viewBox: '0 0 24 24', class: 'replay-icon', 'aria-hidden': 'true', focusable: 'false' }, svg('path', { d: ICON_PATHS[name], fill: 'currentColor' }));
}

class ReplayError extends Error {
  constructor(code, message) {
    super(message);
    this.code = code;
  }
}

async function getJson(path) {
  let response;
  try {
    response = await fetch(path, { headers: { Accept: 'application/json' } });
  } catch {
    throw new ReplayError('network', 'The server could not be reached.');
  }
  const body = await response.json().catch(() => null);
  if (!response.ok) throw new ReplayError(body?.code ?? `http_${response.status}`, typeof body?.message === 'string' ? body.message : `The server answered ${response.status}.`);
  if (!body || typeof body !== 'object') throw new ReplayError('bad_reply', 'The server sent something that is not a replay.');
  return body;
}

function capitalize(text) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function formatTime(ms) {
  if (!Number.isFinite(ms)) return '';
  try {
    return new Date(ms).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
  } catch {
    return new Date(ms).toISOString();
  }
}

function formatDuration(ms) {
  if (!Number.isFinite(ms) || ms < 0) return '';
  const minutes = Math.round(ms / 60000);
  if (minutes < 1) return 'under a minute';
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

/** True when the keyboard event belongs to a field that uses those keys itself. */
function typingIn(target) {
  if (!(target instanceof Element)) return false;
  if (target.isContentEditable) return true;
  if (target.closest('select, textarea')) return true;
  const input = target.closest('input');
  return Boolean(input) && input.type !== 'checkbox' && input.type !== 'radio' && input.type !== 'button';
}

export class ReplayViewer {
  /** handlers: onLobby() goes back to the lobby; gameName(id) names a game. */
  constructor({ onLobby, gameName }) {
    this.onLobby = onLobby;
    this.gameName = gameName ?? ((id) => humanize(id ?? 'game'));
    this.element = el('div', { class: 'replay', id: 'replay' });
    this.active = false;
    this.timer = null;
    this.onKey = (event) => this.handleKey(event);
  }

  // ------------------------------------------------------------ lifecycle

  /** Opens replay `id`; returns the element to show. */
  open(id) {
    this.close();
    this.active = true;
    this.id = id;
    this.replay = null;
    this.views = new Map(); // viewer -> steps
    this.token = {}; // Answers to an earlier open() are dropped.
    this.viewer = SPECTATOR;
    this.step = 0;
    this.showResult = true;
    this.loadingViewer = null;
    document.addEventListener('keydown', this.onKey);
    document.title = 'Replay — Tavern';
    this.renderMessage('Loading the replay…', { spinner: true });
    this.load(id, this.token);
    return this.element;
  }

  /** Stops playing and listening to the keyboard (when another screen is shown). */
  close() {
    this.active = false;
    this.pause();
    document.removeEventListener('keydown', this.onKey);
  }

  async load(id, token) {
    try {
      const [replay, steps] = await Promise.all([
        getJson(`api/replays/${encodeURIComponent(id)}`),
        getJson(`api/replays/${encodeURIComponent(id)}/views?viewer=spectator`).then((body) => body.steps),
      ]);
      if (!this.active || this.token !== token) return;
      if (!Array.isArray(steps) || steps.length === 0) throw new ReplayError('bad_reply', 'The replay has no steps.');
      this.replay = replay;
      this.views.set(SPECTATOR, steps);
      this.step = 0;
      document.title = `Replay · ${this.gameName(replay.game)} — Tavern`;
      this.build();
      this.render();
    } catch (error) {
      if (!this.active || this.token !== token) return;
      this.renderError(error);
    }
  }

  /** Draws the replay again (e.g. once the games' names are known). */
  refresh() {
    if (!this.active || !this.replay) return;
    document.title = `Replay · ${this.gameName(this.replay.game)} — Tavern`;
    if (this.heading) this.heading.textContent = this.gameName(this.replay.game);
    this.render();
  }

  // ------------------------------------------------------------ what is shown

  get steps() {
    const steps = this.views.get(this.viewer);
    return Array.isArray(steps) ? steps : this.views.get(SPECTATOR);
  }

  get lastStep() {
    return this.steps.length - 1;
  }

  nameOf(seat) {
    const name = this.replay?.players?.[seat];
    if (typeof name === 'string' && name) return name;
    return Number.isInteger(seat) ? `Seat ${seat + 1}` : 'someone';
  }

  /** The state document of one step, as the live client would hold it for this viewer. */
  documentAt(index) {
    const replay = this.replay;
    const step = this.steps[index] ?? {};
    const players = Array.isArray(replay.players) ? replay.players : [];
    const finished = index === this.lastStep && Boolean(step.result ?? replay.result);
    // Who moved next: the seat the table was waiting for at this step.
    const next = replay.actions?.[index];
    const seat = this.viewer === SPECTATOR ? null : this.viewer;
    return {
      room: {
        code: String(replay.room ?? ''),
        game: replay.game,
        options: replay.options ?? {},
        status: finished ? 'finished' : 'playing',
        seats: players.map((name, i) => ({ name, bot: name === `Bot ${i + 1}`, connected: true, absent: false })),
        spectators: 0,
        awaiting: !finished && Number.isInteger(next?.seat) ? [next.seat] : [],
        clock: null,
        host: null,
        settings: { chat: false, spectators: true, public: false },
      },
      you: seat === null ? { role: 'spectator', seat: null } : { role: 'player', seat },
      game: step.game ?? null,
      actions: [],
      log: Array.isArray(step.log) ? step.log : [],
      result: finished ? step.result ?? replay.result ?? null : null,
    };
  }

  contextFor(doc) {
    const nameOf = (seat) => this.nameOf(seat);
    const awaiting = doc.room.awaiting.map(nameOf);
    return {
      doc,
      room: doc.room,
      you: doc.you,
      game: doc.game,
      actions: [],
      gameName: this.gameName(doc.room.game),
      isHost: false,
      busy: true,
      ui: { fillWithBots: false, showGameOver: this.showResult, replay: true },
      nameOf,
      waitingText: awaiting.length ? `Waiting for ${awaiting.join(' and ')}…` : 'Waiting…',
      sendAction: () => {},
      start: () => {},
      toggleGameOver: (show) => {
        this.showResult = show;
        this.render();
      },
    };
  }

  /** The log entries this step added (what its action did), newest last. */
  newEntries(index) {
    const log = this.steps[index]?.log ?? [];
    if (index === 0) return log.slice(-1);
    const before = (this.steps[index - 1]?.log ?? []).length;
    return log.slice(before);
  }

  // ------------------------------------------------------------ building the screen

  build() {
    const replay = this.replay;
    const players = Array.isArray(replay.players) ? replay.players : [];
    const back = el('button', { type: 'button', class: 'button small ghost', id: 'replay-lobby' }, 'Back to the lobby');
    back.addEventListener('click', () => this.onLobby());
    const copy = el('button', { type: 'button', class: 'button small ghost', id: 'replay-copy', title: 'Copy the link to this replay' }, 'Copy link');
    copy.addEventListener('click', async () => {
      const link = replayHref(this.id);
      let copied = false;
      try {
        await navigator.clipboard.writeText(link);
        copied = true;
      } catch {
        copied = false;
      }
      copy.textContent = copied ? 'Link copied' : 'Copy failed';
      setTimeout(() => { copy.textContent = 'Copy link'; }, 2000);
    });

    const when = [formatTime(replay.finishedAt), formatDuration(replay.finishedAt - replay.startedAt)].filter(Boolean);
    const header = el('section', { class: 'replay-head panel', 'aria-labelledby': 'replay-heading' },
      el('div', { class: 'replay-title' },
        el('p', { class: 'eyebrow' }, 'Replay', replay.room ? ` · Room ${replay.room}` : ''),
        this.heading = el('h1', { id: 'replay-heading' }, this.gameName(replay.game)),
        el('p', { class: 'replay-meta muted' },
          players.map((name, seat) => [seat > 0 ? ', ' : '', el('b', { class: 'who' }, name || `Seat ${seat + 1}`)]),
          when.length ? ` · ${when.join(' · ')}` : '')),
      el('div', { class: 'replay-head-actions' }, copy, back));

    // The step controls.
    this.counter = el('span', { class: 'replay-counter', id: 'replay-step', 'aria-live': 'polite' });
    this.what = el('p', { class: 'replay-what', id: 'replay-action' });
    const button = (id, label, text, onClick) => {
      const b = el('button', { type: 'button', class: 'button small replay-button', id, 'aria-label': label, title: label, dataset: { focusKey: id } }, text);
      b.addEventListener('click', () => {
        if (id !== 'replay-play') this.pause();
        onClick();
      });
      return b;
    };
    this.firstButton = button('replay-first', 'First step (Home)', [icon('first'), el('span', { class: 'replay-button-text' }, 'First')], () => this.goTo(0));
    this.backButton = button('replay-back', 'Back one step (←)', [icon('back'), el('span', { class: 'replay-button-text' }, 'Back')], () => this.goTo(this.step - 1));
    this.playButton = button('replay-play', 'Play', '', () => this.togglePlay());
    this.forwardButton = button('replay-forward', 'Forward one step (→)', [el('span', { class: 'replay-button-text' }, 'Forward'), icon('forward')], () => this.goTo(this.step + 1));
    this.lastButton = button('replay-last', 'Last step (End)', [el('span', { class: 'replay-button-text' }, 'Last'), icon('last')], () => this.goTo(this.lastStep));
    this.slider = el('input', { type: 'range', id: 'replay-slider', min: 0, max: this.lastStep, step: 1, value: '0', 'aria-label': 'Step' });
    this.slider.addEventListener('input', () => {
      this.pause();
      this.goTo(Number(this.slider.value));
    });

    this.viewerSelect = el('select', { id: 'replay-viewer', 'aria-describedby': 'replay-viewer-help' },
      el('option', { value: SPECTATOR }, 'Spectator'),
      players.map((name, seat) => el('option', { value: String(seat) }, `${name || `Seat ${seat + 1}`} (seat ${seat + 1})`)));
    this.viewerSelect.addEventListener('change', () => this.chooseViewer(this.viewerSelect.value));
    this.viewerNote = el('small', { class: 'field-help', id: 'replay-viewer-help' });

    const controls = el('section', { class: 'replay-controls panel', 'aria-label': 'Replay controls' },
      el('div', { class: 'replay-status' }, this.counter, this.what),
      el('div', { class: 'replay-buttons', role: 'group', 'aria-label': 'Steps' },
        this.firstButton, this.backButton, this.playButton, this.forwardButton, this.lastButton),
      this.slider,
      el('div', { class: 'replay-viewer-row' },
        el('label', { for: 'replay-viewer' }, 'Viewer'),
        this.viewerSelect,
        this.viewerNote));

    this.stage = el('div', { class: 'stage replay-stage', id: 'stage' });
    this.logList = el('ol', { class: 'log-list', id: 'replay-log', 'aria-label': 'Game log up to this step', tabindex: '0' });
    const aside = el('aside', { class: 'sidebar replay-sidebar', 'aria-label': 'Log' },
      el('section', { class: 'log panel', 'aria-labelledby': 'replay-log-heading' }, el('h2', { id: 'replay-log-heading' }, 'Log'), this.logList));

    replaceContent(this.element,
      header,
      el('div', { class: 'room-layout replay-layout' }, el('div', { class: 'replay-main' }, controls, this.stage), aside));
  }

  render() {
    if (!this.replay || !this.stage) return;
    const total = this.lastStep;
    this.step = Math.max(0, Math.min(this.step, total));
    const doc = this.documentAt(this.step);
    const ctx = this.contextFor(doc);

    // The counter and what the step's action did.
    this.counter.replaceChildren(el('span', {}, `Step ${this.step} of ${total}`));
    const entries = this.newEntries(this.step);
    const action = this.step > 0 ? this.replay.actions?.[this.step - 1] : null;
    // What the step did: the log entries it added (at most the last few), its newest last.
    let what;
    if (this.step === 0) what = [el('span', { class: 'replay-what-lead' }, 'The start of the game'), entries.length ? ': ' : '', this.entryText(entries.at(-1))];
    else if (entries.length) {
      const shown = entries.slice(-WHAT_ENTRIES);
      what = [entries.length > shown.length ? '… ' : '', shown.map((entry, i) => [i > 0 ? ' · ' : '', this.entryText(entry)])];
    } else what = [el('b', { class: 'who' }, this.nameOf(action?.seat)), ' made a move'];
    this.what.replaceChildren(...[what].flat(Infinity).filter(Boolean));
    if (this.step > 0 && entries.length > WHAT_ENTRIES) this.what.title = entries.map((entry) => this.plainText(entry)).join(' · ');
    else this.what.removeAttribute('title');

    this.firstButton.disabled = this.step === 0;
    this.backButton.disabled = this.step === 0;
    this.forwardButton.disabled = this.step === total;
    this.lastButton.disabled = this.step === total;
    this.slider.max = String(total);
    this.slider.value = String(this.step);
    this.slider.setAttribute('aria-valuetext', `Step ${this.step} of ${total}`);
    const playing = this.timer !== null;
    this.playButton.replaceChildren(icon(playing ? 'pause' : 'play'), el('span', { class: 'replay-button-text' }, playing ? 'Pause' : 'Play'));
    this.playButton.setAttribute('aria-label', playing ? 'Pause' : 'Play (a step a second)');
    this.playButton.setAttribute('aria-pressed', playing ? 'true' : 'false');
    this.playButton.classList.toggle('primary', playing);

    this.viewerSelect.value = this.loadingViewer ?? String(this.viewer);
    this.viewerSelect.disabled = this.loadingViewer !== null;
    this.viewerNote.textContent = this.loadingViewer !== null
      ? 'Loading what that player saw…'
      : this.viewer === SPECTATOR
        ? 'What someone watching saw. The game is over: you may also look through a player\'s eyes.'
        : `What ${this.nameOf(this.viewer)} saw, their secrets included.`;

    // The table, and at the end the result.
    const focusWasInStage = this.stage.contains(document.activeElement);
    const table = doc.game ? renderTableFor(doc.room.game, ctx) : el('p', { class: 'muted panel' }, 'Nothing to show at this step.');
    const parts = [];
    if (doc.result) parts.push(this.showResult ? this.resultPanel(ctx) : this.resultButton());
    parts.push(table);
    replaceContent(this.stage, parts);
    this.stage.className = `stage replay-stage stage-${doc.room.status}`;
    if (focusWasInStage && !this.stage.contains(document.activeElement)) this.stage.querySelector('button')?.focus({ preventScroll: true });

    this.renderLog(doc, entries.length);
  }

  entryText(entry) {
    if (!entry) return null;
    return el('span', { class: 'replay-entry' }, fillPlaceholders(String(entry.text ?? ''), entry.seats, (seat) => this.nameOf(seat)));
  }

  plainText(entry) {
    return String(entry?.text ?? '').replace(/\{(\d+)\}/g, (_, i) => this.nameOf(entry.seats?.[Number(i)]));
  }

  renderLog(doc, fresh) {
    const log = doc.log;
    const items = log.map((entry, index) => el('li', { class: ['log-entry', index >= log.length - fresh && this.step > 0 && 'replay-fresh'] },
      fillPlaceholders(String(entry?.text ?? ''), entry?.seats, (seat) => this.nameOf(seat))));
    this.logList.replaceChildren(...(items.length ? items : [el('li', { class: 'log-empty muted' }, 'Nothing has happened yet.')]));
    this.logList.scrollTop = this.logList.scrollHeight;
  }

  /** The result, as the end screen shows it, with the players' views offered. */
  resultPanel(ctx) {
    const result = ctx.doc.result ?? {};
    // Nobody is "you" in a replay: name every winner.
    const neutral = { ...ctx, you: { role: 'spectator', seat: null } };
    const hide = el('button', { type: 'button', class: 'button ghost small', id: 'replay-hide-result', dataset: { focusKey: 'replay-hide-result' } }, 'Look at the table');
    hide.addEventListener('click', () => ctx.toggleGameOver(false));
    const players = Array.isArray(this.replay.players) ? this.replay.players : [];
    const eyes = players.map((_, seat) => {
      const b = el('button', {
        type: 'button', class: ['button', 'small', this.viewer === seat && 'primary'], 'aria-pressed': this.viewer === seat ? 'true' : 'false',
        dataset: { focusKey: `replay-eyes-${seat}`, seat: String(seat) },
      }, this.nameOf(seat));
      b.addEventListener('click', () => this.chooseViewer(String(seat)));
      return b;
    });
    const spectate = el('button', { type: 'button', class: ['button', 'small', this.viewer === SPECTATOR && 'primary'], 'aria-pressed': this.viewer === SPECTATOR ? 'true' : 'false', dataset: { focusKey: 'replay-eyes-spectator' } }, 'Spectator');
    spectate.addEventListener('click', () => this.chooseViewer(SPECTATOR));
    return el('section', { class: 'gameover panel replay-result', id: 'game-over', role: 'region', 'aria-labelledby': 'gameover-heading' },
      el('p', { class: 'eyebrow' }, 'Game over'),
      el('h2', { id: 'gameover-heading' }, winnerHeadline(result, neutral)),
      result.reason ? el('p', { class: 'gameover-reason' }, capitalize(String(result.reason))) : null,
      scoreboard(result, neutral),
      el('div', { class: 'replay-eyes', id: 'replay-eyes', role: 'group', 'aria-labelledby': 'replay-eyes-label' },
        el('span', { id: 'replay-eyes-label', class: 'muted' }, 'Show every hand: look through the eyes of'),
        el('span', { class: 'replay-eyes-buttons' }, eyes, spectate)),
      el('div', { class: 'gameover-actions' }, hide));
  }

  resultButton() {
    const button = el('button', { type: 'button', class: 'button primary results-button', id: 'show-results', dataset: { focusKey: 'show-results' } }, 'Show the results');
    button.addEventListener('click', () => {
      this.showResult = true;
      this.render();
    });
    return button;
  }

  renderMessage(text, { spinner = false } = {}) {
    this.stage = null;
    replaceContent(this.element, el('section', { class: 'panel entry replay-message' },
      el('p', { class: 'eyebrow' }, 'Replay'),
      el('p', { class: 'muted' }, text),
      spinner ? el('div', { class: 'spinner', 'aria-hidden': 'true' }) : null));
  }

  renderError(error) {
    this.stage = null;
    const code = error?.code;
    let title = 'The replay could not be loaded';
    let detail = error?.message ?? '';
    if (code === 'unknown_replay' || code === 'not_found') {
      title = 'No finished game has that id';
      detail = `There is no finished game "${this.id}" on this server. Games still being played have no replay yet, and old replays are deleted after a while.`;
    } else if (code === 'no_storage') {
      title = 'This server keeps no replays';
      detail = 'It keeps nothing on disk, so finished games cannot be watched again.';
    }
    const back = el('button', { type: 'button', class: 'button primary', id: 'replay-lobby' }, 'Back to the lobby');
    back.addEventListener('click', () => this.onLobby());
    const retry = el('button', { type: 'button', class: 'button', id: 'replay-retry' }, 'Try again');
    retry.addEventListener('click', () => this.open(this.id));
    const canRetry = !['unknown_replay', 'not_found', 'no_storage'].includes(code);
    replaceContent(this.element, el('section', { class: 'panel entry replay-error', id: 'replay-error', role: 'alert' },
      el('p', { class: 'eyebrow' }, 'Replay'),
      el('h2', {}, title),
      detail ? el('p', { class: 'muted' }, detail) : null,
      el('div', { class: 'entry-actions' }, back, canRetry ? retry : null)));
    back.focus();
  }

  // ------------------------------------------------------------ moving

  goTo(step) {
    if (!this.replay) return;
    const next = Math.max(0, Math.min(step, this.lastStep));
    if (next === this.step) {
      this.render();
      return;
    }
    this.step = next;
    if (this.step === this.lastStep) this.showResult = true;
    this.render();
  }

  togglePlay() {
    if (this.timer !== null) this.pause();
    else this.play();
    this.render();
  }

  play() {
    if (!this.replay || this.timer !== null) return;
    if (this.step >= this.lastStep) this.step = 0;
    this.timer = setInterval(() => {
      if (!this.active) {
        this.pause();
        return;
      }
      if (this.step >= this.lastStep) {
        this.pause();
        this.render();
        return;
      }
      this.goTo(this.step + 1);
      if (this.step >= this.lastStep) {
        this.pause();
        this.render();
      }
    }, PLAY_INTERVAL_MS);
  }

  pause() {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
  }

  handleKey(event) {
    if (!this.active || !this.replay || !this.stage || event.defaultPrevented) return;
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (typingIn(event.target)) return;
    const moves = { ArrowLeft: () => this.step - 1, ArrowRight: () => this.step + 1, Home: () => 0, End: () => this.lastStep };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    this.pause();
    this.goTo(move());
  }

  async chooseViewer(value) {
    const viewer = value === SPECTATOR ? SPECTATOR : Number(value);
    if (viewer !== SPECTATOR && !(Number.isInteger(viewer) && viewer >= 0 && viewer < (this.replay.players?.length ?? 0))) return;
    if (Array.isArray(this.views.get(viewer))) {
      this.viewer = viewer;
      this.render();
      return;
    }
    this.loadingViewer = String(viewer);
    this.render();
    const { token } = this;
    try {
      const body = await getJson(`api/replays/${encodeURIComponent(this.id)}/views?viewer=${encodeURIComponent(String(viewer))}`);
      if (!Array.isArray(body.steps) || body.steps.length === 0) throw new ReplayError('bad_reply', 'The server sent no steps.');
      if (!this.active || this.token !== token) return;
      this.views.set(viewer, body.steps);
      this.viewer = viewer;
    } catch (error) {
      if (!this.active || this.token !== token) return;
      this.viewerNote.textContent = '';
      this.loadingViewer = null;
      this.render();
      this.viewerNote.textContent = `Could not load that view: ${error.message}`;
      return;
    }
    this.loadingViewer = null;
    this.render();
  }
}
