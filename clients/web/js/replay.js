// The replay viewer (?replay=ID): a finished game step by step, drawn by the
// game's own table from a read-only document put together from the replays
// API. Step 0 is the start of the game, step k what was seen after action k.
// By default it shows what a spectator saw; as the game is over, it can also
// show what any player saw (their hand, their secrets), fetched on demand.
//
//   GET api/replays/ID                      players, options, actions, result
//   GET api/replays/ID/views?viewer=V       [{game, log, result?}] per step
//   GET api/rooms/CODE/replays              the room's finished games, newest first
//
// Beside the log, the list of the room's finished games, each with the
// moment it ended in the reader's format, leads to the others.
//
// A step forward is seen as the live table shows a move: cards slide
// (motion.js), the mover's seat is marked (move-marks.js) and a game's moment
// (a bust) is shown on the table still on screen first. A jump, a step back
// or another viewer's eyes show the step at once, as nothing moved there.

import { el, markEngineText, messageNodes, replaceContent, svg } from './dom.js';
import { humanize } from './forms.js';
import { checkRecord } from './fairness.js';
import { fairnessLine, reasonLine, scoreboard, winnerHeadline } from './gameover.js';
import { dateTime, list, t, tParts } from './i18n/index.js';
import { logEntryParts, plainText } from './i18n/messages.js';
import { errorTitle } from './toast.js';
import { Motion } from './motion.js';
import { MoveMarks } from './move-marks.js';
import { fetchRoomGames, replayHref } from './replay-link.js';
import { messageHooksFor, momentFor, renderTableFor } from './tables/index.js';

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
    throw new ReplayError('network', 'the server could not be reached');
  }
  const body = await response.json().catch(() => null);
  // The server's message is English, for programs: the page says what the code means.
  if (!response.ok) throw new ReplayError(body?.code ?? `http_${response.status}`, typeof body?.message === 'string' ? body.message : `HTTP ${response.status}`);
  if (!body || typeof body !== 'object') throw new ReplayError('bad_reply', 'not a replay');
  return body;
}

function formatTime(ms) {
  return Number.isFinite(ms) ? dateTime(ms) : '';
}

function formatDuration(ms) {
  if (!Number.isFinite(ms) || ms < 0) return '';
  const minutes = Math.round(ms / 60000);
  if (minutes < 1) return t('replay.underAMinute');
  if (minutes < 60) return t('replay.minutes', { minutes });
  return t('replay.hoursMinutes', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
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
  /** handlers: onLobby() goes back to the lobby; onReplay(id) opens another replay; gameName(id) names a game. */
  constructor({ onLobby, onReplay, gameName }) {
    this.onLobby = onLobby;
    this.onReplay = onReplay ?? ((id) => this.open(id));
    this.gameName = gameName ?? ((id) => humanize(id ?? 'game'));
    this.element = el('div', { class: 'replay', id: 'replay' });
    this.active = false;
    this.timer = null;
    this.onKey = (event) => this.handleKey(event);
    this.motion = new Motion();
    this.moveMarks = new MoveMarks();
    this.holdTimer = null; // while a moment is shown, the step it leads to waits
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
    this.error = null;
    this.roomGames = null; // the room's finished games, once asked
    this.viewerError = null;
    document.addEventListener('keydown', this.onKey);
    document.title = t('replay.documentTitleLoading', { app: 'Tavern' });
    this.renderMessage(t('replay.loading'), { spinner: true });
    this.load(id, this.token);
    return this.element;
  }

  /** Draws the viewer again in the current language, at the same step and through the same eyes. */
  relabel() {
    if (!this.active) return;
    if (this.error) this.renderError(this.error, { focus: false });
    else if (!this.replay) {
      document.title = t('replay.documentTitleLoading', { app: 'Tavern' });
      this.renderMessage(t('replay.loading'), { spinner: true });
    } else {
      const focusedId = this.element.contains(document.activeElement) ? document.activeElement.id : null;
      this.build();
      this.refresh();
      if (focusedId) document.getElementById(focusedId)?.focus({ preventScroll: true });
    }
  }

  /** Stops playing and listening to the keyboard (when another screen is shown). */
  close() {
    this.active = false;
    this.pause();
    this.still();
    document.removeEventListener('keydown', this.onKey);
  }

  /** Checks the replay's commitment and seed (fairness.js); the result panel shows the outcome. */
  checkFairness(replay, token) {
    this.fairnessCheck = { ok: null, problem: null };
    checkRecord(replay.fairness, { seed: replay.seed }).then((check) => {
      if (!this.active || this.token !== token) return;
      this.fairnessCheck = check;
      this.element.querySelector('#fairness-check')?.replaceWith(fairnessLine(check));
    });
  }

  async load(id, token) {
    try {
      const [replay, steps] = await Promise.all([
        getJson(`api/replays/${encodeURIComponent(id)}`),
        getJson(`api/replays/${encodeURIComponent(id)}/views?viewer=spectator`).then((body) => body.steps),
      ]);
      if (!this.active || this.token !== token) return;
      if (!Array.isArray(steps) || steps.length === 0) throw new ReplayError('bad_reply', 'no steps');
      this.replay = replay;
      this.checkFairness(replay, token);
      this.views.set(SPECTATOR, steps);
      this.step = 0;
      document.title = t('replay.documentTitle', { game: this.gameName(replay.game), app: 'Tavern' });
      this.build();
      this.render();
      this.loadRoomGames(replay.room, token);
    } catch (error) {
      if (!this.active || this.token !== token) return;
      this.error = error;
      this.renderError(error);
    }
  }

  /** The room's other finished games, for the list beside the log. */
  async loadRoomGames(code, token) {
    if (typeof code !== 'string' || !code) return;
    let games = [];
    try {
      ({ games } = await fetchRoomGames(code));
    } catch {
      games = [];
    }
    if (!this.active || this.token !== token) return;
    this.roomGames = games;
    this.renderRoomGames();
  }

  /** Draws the replay again (e.g. once the games' names are known). */
  refresh() {
    if (!this.active || !this.replay) return;
    document.title = t('replay.documentTitle', { game: this.gameName(this.replay.game), app: 'Tavern' });
    if (this.heading) this.heading.textContent = this.gameName(this.replay.game);
    this.render();
    this.renderRoomGames();
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
    // A bot's seat is stored under the server's name for it ("Bot 2"): shown as the room shows bots.
    if (Number.isInteger(seat) && name === `Bot ${seat + 1}`) return t('seat.bot', { number: seat + 1 });
    if (typeof name === 'string' && name) return name;
    return Number.isInteger(seat) ? t('seat.numbered', { number: seat + 1 }) : t('seat.someone');
  }

  /** How this replay's messages name things: the players, and the game's cards and places. */
  get env() {
    return { nameOf: (seat) => this.nameOf(seat), hooks: messageHooksFor(this.replay?.game) };
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
      hooks: messageHooksFor(doc.room.game),
      waitingText: awaiting.length ? t('room.waitingFor', { names: list(awaiting) }) : t('room.waiting'),
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
    const back = el('button', { type: 'button', class: 'button small ghost', id: 'replay-lobby' }, t('replay.backToLobby'));
    back.addEventListener('click', () => this.onLobby());
    const copy = el('button', { type: 'button', class: 'button small ghost', id: 'replay-copy', title: t('replay.copyLinkTitle') }, t('replay.copyLink'));
    copy.addEventListener('click', async () => {
      const link = replayHref(this.id);
      let copied = false;
      try {
        await navigator.clipboard.writeText(link);
        copied = true;
      } catch {
        copied = false;
      }
      copy.textContent = copied ? t('replay.linkCopied') : t('replay.copyFailed');
      setTimeout(() => { copy.textContent = t('replay.copyLink'); }, 2000);
    });

    const when = [formatTime(replay.finishedAt), formatDuration(replay.finishedAt - replay.startedAt)].filter(Boolean);
    const header = el('section', { class: 'replay-head panel', 'aria-labelledby': 'replay-heading' },
      el('div', { class: 'replay-title' },
        el('p', { class: 'eyebrow' }, replay.room ? t('replay.eyebrowRoom', { code: replay.room }) : t('replay.eyebrow')),
        this.heading = el('h1', { id: 'replay-heading' }, this.gameName(replay.game)),
        el('p', { class: 'replay-meta muted' },
          players.map((name, seat) => [seat > 0 ? ', ' : '', el('b', { class: 'who' }, this.nameOf(seat))]),
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
    this.firstButton = button('replay-first', t('replay.firstLabel'), [icon('first'), el('span', { class: 'replay-button-text' }, t('replay.first'))], () => this.goTo(0));
    this.backButton = button('replay-back', t('replay.backLabel'), [icon('back'), el('span', { class: 'replay-button-text' }, t('replay.back'))], () => this.goTo(this.step - 1));
    this.playButton = button('replay-play', t('replay.play'), '', () => this.togglePlay());
    this.forwardButton = button('replay-forward', t('replay.forwardLabel'), [el('span', { class: 'replay-button-text' }, t('replay.forward')), icon('forward')], () => this.goTo(this.step + 1));
    this.lastButton = button('replay-last', t('replay.lastLabel'), [el('span', { class: 'replay-button-text' }, t('replay.last')), icon('last')], () => this.goTo(this.lastStep));
    this.slider = el('input', { type: 'range', id: 'replay-slider', min: 0, max: this.lastStep, step: 1, value: '0', 'aria-label': t('replay.step') });
    this.slider.addEventListener('input', () => {
      this.pause();
      this.goTo(Number(this.slider.value));
    });

    this.viewerSelect = el('select', { id: 'replay-viewer', 'aria-describedby': 'replay-viewer-help' },
      el('option', { value: SPECTATOR }, t('replay.spectator')),
      players.map((name, seat) => el('option', { value: String(seat) }, t('replay.viewerSeat', { name: this.nameOf(seat), number: seat + 1 }))));
    this.viewerSelect.addEventListener('change', () => this.chooseViewer(this.viewerSelect.value));
    this.viewerNote = el('small', { class: 'field-help', id: 'replay-viewer-help' });

    const controls = el('section', { class: 'replay-controls panel', 'aria-label': t('replay.controls') },
      el('div', { class: 'replay-status' }, this.counter, this.what),
      el('div', { class: 'replay-buttons', role: 'group', 'aria-label': t('replay.steps') },
        this.firstButton, this.backButton, this.playButton, this.forwardButton, this.lastButton),
      this.slider,
      el('div', { class: 'replay-viewer-row' },
        el('label', { for: 'replay-viewer' }, t('replay.viewer')),
        this.viewerSelect,
        this.viewerNote));

    this.stage = el('div', { class: 'stage replay-stage', id: 'stage' });
    this.logList = el('ol', { class: 'log-list', id: 'replay-log', 'aria-label': t('replay.logLabel'), tabindex: '0' });
    this.gamesList = el('div', { class: 'replay-games-list', id: 'replay-games-list' });
    const aside = el('aside', { class: 'sidebar replay-sidebar', 'aria-label': t('sidebar.log') },
      el('section', { class: 'log panel', 'aria-labelledby': 'replay-log-heading' }, el('h2', { id: 'replay-log-heading' }, t('sidebar.log')), this.logList),
      replay.room ? el('section', { class: 'panel replay-games', id: 'replay-games', 'aria-labelledby': 'replay-games-heading' },
        el('h2', { id: 'replay-games-heading' }, t('replay.roomGames', { code: replay.room })), this.gamesList) : null);

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
    this.counter.replaceChildren(el('span', {}, t('replay.stepOf', { step: this.step, total })));
    const entries = this.newEntries(this.step);
    const action = this.step > 0 ? this.replay.actions?.[this.step - 1] : null;
    // What the step did: the log entries it added (at most the last few), its newest last.
    let what;
    if (this.step === 0) what = [el('span', { class: 'replay-what-lead' }, t('replay.start')), entries.length ? t('replay.startSeparator') : '', this.entryText(entries.at(-1))];
    else if (entries.length) {
      const shown = entries.slice(-WHAT_ENTRIES);
      what = [entries.length > shown.length ? '… ' : '', shown.map((entry, i) => [i > 0 ? ' · ' : '', this.entryText(entry)])];
    } else what = messageNodes(tParts('replay.madeAMove', { name: { seat: action?.seat, text: this.nameOf(action?.seat) } }));
    this.what.replaceChildren(...[what].flat(Infinity).filter(Boolean));
    if (this.step > 0 && entries.length > WHAT_ENTRIES) this.what.title = entries.map((entry) => this.plainText(entry)).join(' · ');
    else this.what.removeAttribute('title');

    this.firstButton.disabled = this.step === 0;
    this.backButton.disabled = this.step === 0;
    this.forwardButton.disabled = this.step === total;
    this.lastButton.disabled = this.step === total;
    this.slider.max = String(total);
    this.slider.value = String(this.step);
    this.slider.setAttribute('aria-valuetext', t('replay.stepOf', { step: this.step, total }));
    const playing = this.timer !== null;
    this.playButton.replaceChildren(icon(playing ? 'pause' : 'play'), el('span', { class: 'replay-button-text' }, playing ? t('replay.pause') : t('replay.play')));
    this.playButton.setAttribute('aria-label', playing ? t('replay.pause') : t('replay.playLabel'));
    this.playButton.title = this.playButton.getAttribute('aria-label');
    this.playButton.setAttribute('aria-pressed', playing ? 'true' : 'false');
    this.playButton.classList.toggle('primary', playing);

    this.viewerSelect.value = this.loadingViewer ?? String(this.viewer);
    this.viewerSelect.disabled = this.loadingViewer !== null;
    if (this.viewerError) this.viewerNote.textContent = t('replay.viewFailed', { why: errorTitle(this.viewerError) });
    else if (this.loadingViewer !== null) this.viewerNote.textContent = t('replay.loadingView');
    else this.viewerNote.textContent = this.viewer === SPECTATOR ? t('replay.spectatorNote') : t('replay.playerNote', { name: this.nameOf(this.viewer) });

    // The table, and at the end the result.
    const focusWasInStage = this.stage.contains(document.activeElement);
    const table = doc.game ? renderTableFor(doc.room.game, ctx) : el('p', { class: 'muted panel' }, t('replay.nothingToShow'));
    const parts = [];
    if (doc.result) parts.push(this.showResult ? this.resultPanel(ctx) : this.resultButton());
    parts.push(table);
    replaceContent(this.stage, parts);
    this.stage.className = `stage replay-stage stage-${doc.room.status}`;
    this.moveMarks.apply(this.stage);
    this.motion.run(() => this.stage?.querySelector('#table'));
    if (focusWasInStage && !this.stage.contains(document.activeElement)) this.stage.querySelector('button')?.focus({ preventScroll: true });

    this.renderLog(doc, entries.length);
  }

  entryText(entry) {
    if (!entry) return null;
    const { parts, translated } = logEntryParts(entry, this.env);
    const span = el('span', { class: 'replay-entry' }, messageNodes(parts));
    return translated ? span : markEngineText(span);
  }

  plainText(entry) {
    return plainText(logEntryParts(entry, this.env).parts);
  }

  renderLog(doc, fresh) {
    const log = doc.log;
    const items = log.map((entry, index) => {
      const { parts, translated } = logEntryParts(entry, this.env);
      const item = el('li', { class: ['log-entry', index >= log.length - fresh && this.step > 0 && 'replay-fresh'] }, messageNodes(parts));
      return translated ? item : markEngineText(item);
    });
    this.logList.replaceChildren(...(items.length ? items : [el('li', { class: 'log-empty muted' }, t('sidebar.nothingYet'))]));
    this.logList.scrollTop = this.logList.scrollHeight;
  }

  /** The room's finished games, newest first, this one marked; each opens its replay. */
  renderRoomGames() {
    if (!this.gamesList) return;
    const games = this.roomGames;
    if (games === null) {
      replaceContent(this.gamesList, el('p', { class: 'muted small' }, t('replay.roomGamesLoading')));
      return;
    }
    if (games.length === 0) {
      replaceContent(this.gamesList, el('p', { class: 'muted small' }, t('replay.roomGamesNone')));
      return;
    }
    replaceContent(this.gamesList, el('ol', { class: 'replay-games-items' }, games.map((game, index) => {
      const current = game.id === this.id;
      const when = Number.isFinite(game.finishedAt) ? el('time', { datetime: new Date(game.finishedAt).toISOString() }, formatTime(game.finishedAt)) : null;
      const duration = formatDuration(game.finishedAt - game.startedAt);
      const text = [el('span', { class: 'replay-games-name' }, t('replay.gameNumber', { number: games.length - index, game: this.gameName(game.game) })), when ? [' · ', when] : null, duration ? ` · ${duration}` : null];
      if (current) return el('li', { class: 'replay-games-item current', 'aria-current': 'true' }, text, el('span', { class: 'badge' }, t('replay.thisGame')));
      const link = el('a', { href: replayHref(game.id), class: 'replay-games-link', dataset: { replay: game.id, focusKey: `replay-game-${game.id}` } }, text);
      link.addEventListener('click', (event) => {
        if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        this.onReplay(game.id);
      });
      return el('li', { class: 'replay-games-item' }, link);
    })));
  }

  /** The result, as the end screen shows it, with the players' views offered. */
  resultPanel(ctx) {
    const result = ctx.doc.result ?? {};
    // Nobody is "you" in a replay: name every winner.
    const neutral = { ...ctx, you: { role: 'spectator', seat: null } };
    const hide = el('button', { type: 'button', class: 'button ghost small', id: 'replay-hide-result', dataset: { focusKey: 'replay-hide-result' } }, t('gameover.lookAtTable'));
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
    const spectate = el('button', { type: 'button', class: ['button', 'small', this.viewer === SPECTATOR && 'primary'], 'aria-pressed': this.viewer === SPECTATOR ? 'true' : 'false', dataset: { focusKey: 'replay-eyes-spectator' } }, t('replay.spectator'));
    spectate.addEventListener('click', () => this.chooseViewer(SPECTATOR));
    return el('section', { class: 'gameover panel replay-result', id: 'game-over', role: 'region', 'aria-labelledby': 'gameover-heading' },
      el('p', { class: 'eyebrow' }, t('gameover.title')),
      el('h2', { id: 'gameover-heading' }, winnerHeadline(result, neutral)),
      reasonLine(result, neutral),
      scoreboard(result, neutral),
      fairnessLine(this.fairnessCheck),
      el('div', { class: 'replay-eyes', id: 'replay-eyes', role: 'group', 'aria-labelledby': 'replay-eyes-label' },
        el('span', { id: 'replay-eyes-label', class: 'muted' }, t('replay.eyes')),
        el('span', { class: 'replay-eyes-buttons' }, eyes, spectate)),
      el('div', { class: 'gameover-actions' }, hide));
  }

  resultButton() {
    const button = el('button', { type: 'button', class: 'button primary results-button', id: 'show-results', dataset: { focusKey: 'show-results' } }, t('gameover.showResults'));
    button.addEventListener('click', () => {
      this.showResult = true;
      this.render();
    });
    return button;
  }

  renderMessage(text, { spinner = false } = {}) {
    this.stage = null;
    replaceContent(this.element, el('section', { class: 'panel entry replay-message' },
      el('p', { class: 'eyebrow' }, t('replay.eyebrow')),
      el('p', { class: 'muted' }, text),
      spinner ? el('div', { class: 'spinner', 'aria-hidden': 'true' }) : null));
  }

  renderError(error, { focus = true } = {}) {
    this.stage = null;
    this.gamesList = null;
    const code = error?.code;
    if (error?.message) console.info(`replay ${this.id}: ${code}: ${error.message}`);
    let title = t('replay.loadFailed');
    let detail = errorTitle(code);
    if (code === 'unknown_replay' || code === 'not_found') {
      title = t('replay.unknownTitle');
      detail = t('replay.unknownDetail', { id: this.id });
    } else if (code === 'no_storage') {
      title = t('replay.noStorageTitle');
      detail = t('replay.noStorageDetail');
    }
    const back = el('button', { type: 'button', class: 'button primary', id: 'replay-lobby' }, t('replay.backToLobby'));
    back.addEventListener('click', () => this.onLobby());
    const retry = el('button', { type: 'button', class: 'button', id: 'replay-retry' }, t('replay.tryAgain'));
    retry.addEventListener('click', () => this.open(this.id));
    const canRetry = !['unknown_replay', 'not_found', 'no_storage'].includes(code);
    document.title = t('replay.documentTitleLoading', { app: 'Tavern' });
    replaceContent(this.element, el('section', { class: 'panel entry replay-error', id: 'replay-error', role: 'alert' },
      el('p', { class: 'eyebrow' }, t('replay.eyebrow')),
      el('h2', {}, title),
      detail ? el('p', { class: 'muted' }, detail) : null,
      el('div', { class: 'entry-actions' }, back, canRetry ? retry : null)));
    if (focus) back.focus();
  }

  // ------------------------------------------------------------ moving

  goTo(step) {
    if (!this.replay) return;
    const next = Math.max(0, Math.min(step, this.lastStep));
    const holding = this.holdTimer !== null;
    if (next === this.step && !holding) {
      this.render();
      return;
    }
    // A step asked for while a moment holds the last one back: no more motion.
    if (holding || next !== this.step + 1) this.still();
    else this.animateStep(next);
    this.step = next;
    if (this.step === this.lastStep) this.showResult = true;
    if (this.holdTimer === null) this.render();
  }

  /** Gets the move from the step on screen to `next` (one after it) seen: marks, motion, and its moment first. */
  animateStep(next) {
    const previous = this.documentAt(this.step);
    const doc = this.documentAt(next);
    this.moveMarks.observe(previous, doc, () => {
      if (this.active && this.holdTimer === null) this.render();
    });
    const table = this.stage?.querySelector('#table');
    this.motion.prepare(table, Boolean(table));
    const moment = table && doc.game ? momentFor(doc.room.game, this.newEntries(next)) : null;
    if (!moment) return;
    moment.show(this.stage);
    this.holdTimer = setTimeout(() => {
      this.holdTimer = null;
      if (this.active) this.render();
    }, moment.ms);
  }

  /** Forgets the motion under way: what follows is shown as it is. */
  still() {
    clearTimeout(this.holdTimer);
    this.holdTimer = null;
    this.moveMarks.clear();
    this.motion.reset();
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
      if (this.holdTimer !== null) return;
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
    this.viewerError = null;
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
      if (!Array.isArray(body.steps) || body.steps.length === 0) throw new ReplayError('bad_reply', 'no steps');
      if (!this.active || this.token !== token) return;
      this.views.set(viewer, body.steps);
      this.viewer = viewer;
      this.viewerError = null;
    } catch (error) {
      if (!this.active || this.token !== token) return;
      if (error?.message) console.info(`replay view ${viewer}: ${error.code}: ${error.message}`);
      this.loadingViewer = null;
      this.viewerError = error?.code ?? 'bad_reply';
      this.render();
      return;
    }
    this.loadingViewer = null;
    this.render();
  }
}
