// The lobby: your name, the games with their options and room settings, a
// form to create a room, join or watch by code, and the public rooms that are
// waiting for players. The view keeps its own form state, so new data from the
// server (the game list, the public rooms) never wipes what someone typed, and
// a change of language redraws it all with everything typed kept.

import { el, replaceContent } from './dom.js';
import { defaultsOf, optionField } from './forms.js';
import { t } from './i18n/index.js';
import { optionTexts } from './option-texts.js';
import { parseReplayId } from './replay-link.js';
import { loadName, normalizeCode, saveName } from './storage.js';

const NAME_MAX = 24;

/** Printable, 1..24 characters, as the server requires. */
export function validName(name) {
  const trimmed = name.trim();
  return trimmed.length >= 1 && [...trimmed].length <= NAME_MAX && !/[\u0000-\u001f\u007f]/.test(trimmed);
}

export class LobbyView {
  /**
   * handlers: onCreate({game, seats, options, room}), onJoin(code),
   * onWatch(code), onRefreshRooms(), onReplay(id), onRules(gameId)
   */
  constructor(handlers) {
    this.handlers = handlers;
    this.games = [];
    this.roomSettings = [];
    this.rooms = null;
    this.selectedGame = null;
    this.gameValues = {}; // gameId -> {seats, options}
    this.roomValues = {};
    this.roomSettingsOpen = false;
    // The errors shown under the fields, as functions giving their text, so that they can be said again in another language.
    this.errors = { name: null, code: null, replay: null };
    this.element = this.build();
  }

  /** Builds the lobby again in the current language, keeping what was typed and chosen. */
  relabel() {
    const typed = { name: this.nameInput.value, code: this.codeInput.value, replay: this.replayInput.value };
    const focusedId = this.element.contains(document.activeElement) ? document.activeElement.id : null;
    const old = this.element;
    this.element = this.build();
    this.nameInput.value = typed.name;
    this.codeInput.value = typed.code;
    this.replayInput.value = typed.replay;
    this.renderErrors();
    this.renderGames();
    this.renderRooms();
    if (old.isConnected) old.replaceWith(this.element);
    if (focusedId) document.getElementById(focusedId)?.focus({ preventScroll: true });
  }

  showError(field, text) {
    this.errors[field] = text;
    this.renderErrors();
  }

  renderErrors() {
    const fields = { name: [this.nameError, this.nameInput], code: [this.codeError, this.codeInput], replay: [this.replayError, this.replayInput] };
    for (const [field, [error, input]] of Object.entries(fields)) {
      const text = this.errors[field];
      error.textContent = text ? text() : '';
      if (text) input.setAttribute('aria-invalid', 'true');
      else input.removeAttribute('aria-invalid');
    }
  }

  get name() {
    return this.nameInput.value.trim();
  }

  setGames(games, roomSettings) {
    this.games = games ?? [];
    this.roomSettings = roomSettings ?? [];
    this.roomValues = { ...defaultsOf(this.roomSettings), ...this.roomValues };
    if (!this.games.some((game) => game.id === this.selectedGame)) this.selectedGame = this.games[0]?.id ?? null;
    this.renderGames();
    this.renderRooms();
  }

  setRooms(rooms) {
    this.rooms = rooms;
    this.renderRooms();
  }

  /** Prefills the code field (e.g. after a failed join from a link). */
  setCode(code) {
    this.codeInput.value = normalizeCode(code);
  }

  focusName() {
    this.nameInput.focus();
  }

  /** Returns the name if valid; otherwise points at the name field and returns null. */
  requireName() {
    const name = this.name;
    if (validName(name)) {
      this.showError('name', null);
      saveName(name);
      return name;
    }
    this.showError('name', () => t('lobby.nameInvalid', { max: NAME_MAX }));
    this.nameInput.focus();
    return null;
  }

  build() {
    this.nameInput = el('input', {
      id: 'player-name', type: 'text', maxlength: NAME_MAX, autocomplete: 'nickname', value: loadName(),
      placeholder: t('lobby.namePlaceholder'), 'aria-describedby': 'player-name-error', spellcheck: 'false',
    });
    this.nameInput.addEventListener('change', () => {
      if (validName(this.nameInput.value)) saveName(this.nameInput.value.trim());
    });
    this.nameError = el('p', { id: 'player-name-error', class: 'field-error', 'aria-live': 'polite' });

    this.gamesList = el('div', { class: 'game-picker', role: 'radiogroup', 'aria-label': t('lobby.game') });
    this.optionsForm = el('div', { class: 'options-form' });
    this.createButton = el('button', { type: 'submit', class: 'button primary big', id: 'create-room' }, t('lobby.createRoom'));
    const createForm = el('form', { class: 'create-form', 'aria-labelledby': 'create-heading' }, this.gamesList, this.optionsForm, el('div', { class: 'form-actions' }, this.createButton));
    createForm.addEventListener('submit', (event) => {
      event.preventDefault();
      this.submitCreate();
    });

    this.codeInput = el('input', {
      id: 'room-code', type: 'text', maxlength: 12, autocomplete: 'off', spellcheck: 'false',
      autocapitalize: 'characters', placeholder: t('lobby.codePlaceholder'), class: 'code-input', 'aria-describedby': 'room-code-error',
    });
    this.codeInput.addEventListener('input', () => {
      this.codeInput.value = this.codeInput.value.toUpperCase();
    });
    this.codeError = el('p', { id: 'room-code-error', class: 'field-error', 'aria-live': 'polite' });
    const joinButton = el('button', { type: 'submit', class: 'button primary', id: 'join-room' }, t('lobby.join'));
    const watchButton = el('button', { type: 'button', class: 'button', id: 'watch-room' }, t('lobby.watch'));
    const joinForm = el(
      'form', { class: 'join-form', 'aria-labelledby': 'join-heading' },
      el('label', { for: 'room-code' }, t('lobby.roomCode')),
      el('div', { class: 'join-row' }, this.codeInput, joinButton, watchButton),
      this.codeError,
    );
    joinForm.addEventListener('submit', (event) => {
      event.preventDefault();
      this.submitJoin('join');
    });
    watchButton.addEventListener('click', () => this.submitJoin('watch'));

    this.replayInput = el('input', {
      id: 'replay-id', type: 'text', maxlength: 300, autocomplete: 'off', spellcheck: 'false',
      placeholder: t('lobby.replayPlaceholder'), 'aria-describedby': 'replay-id-error',
    });
    this.replayError = el('p', { id: 'replay-id-error', class: 'field-error', 'aria-live': 'polite' });
    const replayForm = el(
      'form', { class: 'join-form replay-form', 'aria-labelledby': 'replay-entry-heading' },
      el('label', { for: 'replay-id' }, t('lobby.replayLabel')),
      el('div', { class: 'join-row' }, this.replayInput, el('button', { type: 'submit', class: 'button', id: 'open-replay' }, t('lobby.watch'))),
      this.replayError,
    );
    replayForm.addEventListener('submit', (event) => {
      event.preventDefault();
      const id = parseReplayId(this.replayInput.value);
      if (!id) {
        this.showError('replay', () => t('lobby.replayInvalid'));
        this.replayInput.focus();
        return;
      }
      this.showError('replay', null);
      this.handlers.onReplay?.(id);
    });

    this.roomsList = el('div', { class: 'rooms-list', 'aria-live': 'polite' });
    const refresh = el('button', { type: 'button', class: 'button small ghost', id: 'refresh-rooms', 'aria-label': t('lobby.refreshLabel') }, t('lobby.refresh'));
    refresh.addEventListener('click', () => this.handlers.onRefreshRooms());

    return el(
      'div', { class: 'lobby' },
      el('section', { class: 'hero' },
        el('h1', { class: 'hero-title' }, t('lobby.heroTitle')),
        el('p', { class: 'hero-text' }, t('lobby.heroText'))),
      el('div', { class: 'lobby-columns' },
        el('section', { class: 'panel', 'aria-labelledby': 'create-heading' }, el('h2', { id: 'create-heading' }, t('lobby.createHeading')), createForm),
        el('div', { class: 'lobby-side' },
          el('section', { class: 'panel name-panel', 'aria-labelledby': 'name-heading' },
            el('h2', { id: 'name-heading' }, t('lobby.yourName')),
            el('div', { class: 'field' }, el('label', { for: 'player-name', class: 'visually-hidden' }, t('lobby.yourName')), this.nameInput, this.nameError)),
          el('section', { class: 'panel join-panel', 'aria-labelledby': 'join-heading' }, el('h2', { id: 'join-heading' }, t('lobby.joinHeading')), joinForm),
          el('section', { class: 'panel', 'aria-labelledby': 'rooms-heading' },
            el('div', { class: 'panel-head' }, el('h2', { id: 'rooms-heading' }, t('lobby.openTables')), refresh),
            this.roomsList),
          el('section', { class: 'panel replay-panel', 'aria-labelledby': 'replay-entry-heading' }, el('h2', { id: 'replay-entry-heading' }, t('lobby.replayHeading')), replayForm))),
    );
  }

  renderGames() {
    replaceContent(
      this.gamesList,
      this.games.length === 0
        ? el('p', { class: 'muted' }, t('lobby.loadingGames'))
        : this.games.map((game) => this.gameChoice(game)),
    );
    this.renderOptions();
  }

  gameChoice(game) {
    const id = `game-${game.id}`;
    const input = el('input', { type: 'radio', name: 'game', id, value: game.id, checked: game.id === this.selectedGame, dataset: { focusKey: id } });
    input.addEventListener('change', () => {
      this.selectedGame = game.id;
      this.renderOptions();
    });
    const players = game.minPlayers === game.maxPlayers ? t('lobby.playerCount', { count: game.minPlayers }) : t('lobby.playerRange', { min: game.minPlayers, max: game.maxPlayers });
    const choice = el('label', { class: 'game-choice', for: id }, input, el('span', { class: 'game-choice-name' }, game.name), el('span', { class: 'game-choice-players' }, players));
    const rules = el('a', { class: 'game-rules-link', href: `?rules=${encodeURIComponent(game.id)}`, 'aria-label': t('lobby.gameRulesLabel', { game: game.name }), dataset: { game: game.id, focusKey: `rules-${game.id}` } }, t('lobby.gameRules'));
    rules.addEventListener('click', (event) => {
      event.preventDefault();
      this.handlers.onRules?.(game.id);
    });
    return el('div', { class: 'game-choice-cell' }, choice, rules);
  }

  valuesFor(game) {
    if (!this.gameValues[game.id]) {
      this.gameValues[game.id] = { seats: game.minPlayers, options: defaultsOf(game.options) };
    }
    return this.gameValues[game.id];
  }

  renderOptions() {
    const game = this.games.find((g) => g.id === this.selectedGame);
    this.createButton.disabled = !game;
    if (!game) {
      replaceContent(this.optionsForm);
      return;
    }
    const values = this.valuesFor(game);
    const players = { name: 'players', type: 'int', min: game.minPlayers, max: game.maxPlayers, default: game.minPlayers };
    const seatsField = optionField(players, values.seats, (seats) => { values.seats = seats; }, 'create', optionTexts('create', players));
    const gameFields = (game.options ?? []).map((descriptor) =>
      optionField(descriptor, values.options[descriptor.name], (value) => { values.options[descriptor.name] = value; }, `option-${game.id}`, optionTexts(game.id, descriptor)));
    const roomFields = this.roomSettings.map((descriptor) =>
      optionField(descriptor, this.roomValues[descriptor.name], (value) => { this.roomValues[descriptor.name] = value; }, 'room', optionTexts('room', descriptor)));
    const settings = roomFields.length
      ? el('details', { class: 'room-settings', open: this.roomSettingsOpen }, el('summary', {}, t('lobby.roomSettings')), el('fieldset', { class: 'fields' }, el('legend', { class: 'visually-hidden' }, t('lobby.roomSettings')), roomFields))
      : null;
    settings?.addEventListener('toggle', () => { this.roomSettingsOpen = settings.open; });
    replaceContent(
      this.optionsForm,
      el('fieldset', { class: 'fields' }, el('legend', {}, t('lobby.gameOptions', { game: game.name })), seatsField, gameFields),
      settings,
    );
  }

  renderRooms() {
    if (this.rooms === null) {
      replaceContent(this.roomsList, el('p', { class: 'muted' }, t('lobby.lookingForTables')));
      return;
    }
    if (this.rooms.length === 0) {
      replaceContent(this.roomsList, el('p', { class: 'muted' }, t('lobby.noTables')));
      return;
    }
    const nameOf = (id) => this.games.find((game) => game.id === id)?.name ?? id;
    replaceContent(this.roomsList, el('ul', { class: 'rooms' }, this.rooms.map((room) => {
      const join = el('button', { type: 'button', class: 'button small', dataset: { focusKey: `room-${room.code}` }, 'aria-label': t('lobby.joinRoom', { code: room.code }) }, t('lobby.join'));
      join.addEventListener('click', () => {
        this.codeInput.value = room.code;
        this.submitJoin('join');
      });
      return el('li', { class: 'room-row' },
        el('span', { class: 'room-code' }, room.code),
        el('span', { class: 'room-game' }, nameOf(room.game)),
        el('span', { class: 'room-seats', 'aria-label': t('lobby.seatsTaken', { taken: room.taken, total: room.seats }) }, t('lobby.seatsFraction', { taken: room.taken, total: room.seats })),
        join);
    })));
  }

  submitCreate() {
    const name = this.requireName();
    const game = this.games.find((g) => g.id === this.selectedGame);
    if (!name || !game) return;
    const values = this.valuesFor(game);
    this.handlers.onCreate({ name, game: game.id, seats: values.seats, options: { ...values.options }, room: { ...this.roomValues } });
  }

  submitJoin(mode) {
    const code = normalizeCode(this.codeInput.value);
    if (!/^[A-Z0-9]{2,12}$/.test(code)) {
      this.showError('code', () => t('lobby.codeInvalid'));
      this.codeInput.focus();
      return;
    }
    this.showError('code', null);
    if (mode === 'watch') {
      this.handlers.onWatch(code);
      return;
    }
    const name = this.requireName();
    if (name) this.handlers.onJoin(code, name);
  }

  /** Shows an error under the code field (e.g. no such room). */
  showCodeError(text) {
    this.showError('code', typeof text === 'function' ? text : () => text);
  }
}
