// How the games' options and the room settings are named for people. The
// server describes them ({name, type, values, default, help}) with English
// help texts; the client names the ones it knows in the reader's language,
// and falls back to the name (made readable) and the server's help for one it
// does not know (a game added to the server after this client).

import { humanize } from './forms.js';
import { hasKey, msgKey, tKey } from './i18n/index.js';

const GAME_OPTIONS = {
  deadmansdraw: {
    edition: {
      label: msgKey('option.deadmansdraw.edition'),
      help: msgKey('option.deadmansdraw.edition.help'),
      values: { classic: msgKey('option.deadmansdraw.edition.classic'), revised: msgKey('option.deadmansdraw.edition.revised') },
    },
    traits: { label: msgKey('option.deadmansdraw.traits'), help: msgKey('option.deadmansdraw.traits.help') },
    mermaidVariant: { label: msgKey('option.deadmansdraw.mermaidVariant'), help: msgKey('option.deadmansdraw.mermaidVariant.help') },
  },
  coltexpress: {
    expert: { label: msgKey('option.coltexpress.expert'), help: msgKey('option.coltexpress.expert.help') },
  },
  midevil: {
    maxRounds: { label: msgKey('option.midevil.maxRounds'), help: msgKey('option.midevil.maxRounds.help') },
    reactionSeconds: { label: msgKey('option.midevil.reactionSeconds'), help: msgKey('option.midevil.reactionSeconds.help') },
  },
};

const ROOM_SETTINGS = {
  spectators: { label: msgKey('setting.spectators'), help: msgKey('setting.spectators.help') },
  turnSeconds: { label: msgKey('setting.turnSeconds'), help: msgKey('setting.turnSeconds.help') },
  absentSeconds: { label: msgKey('setting.absentSeconds'), help: msgKey('setting.absentSeconds.help') },
  public: { label: msgKey('setting.public'), help: msgKey('setting.public.help') },
  chat: { label: msgKey('setting.chat'), help: msgKey('setting.chat.help') },
  spectatorDelay: { label: msgKey('setting.spectatorDelay'), help: msgKey('setting.spectatorDelay.help') },
  spectatorDelayUnit: {
    label: msgKey('setting.spectatorDelayUnit'),
    help: msgKey('setting.spectatorDelayUnit.help'),
    values: { actions: msgKey('setting.spectatorDelayUnit.actions'), seconds: msgKey('setting.spectatorDelayUnit.seconds') },
  },
};

// The number of players, asked with the options but not one of them.
const PLAYERS = { label: msgKey('lobby.players'), help: msgKey('lobby.players.help') };

function known(table, name) {
  return table && Object.hasOwn(table, name) ? table[name] : null;
}

function say(key, fallback) {
  return key && hasKey(key) ? tKey(key) : fallback;
}

/**
 * The texts of one descriptor: {label, help, value(v)}. `owner` is a game id,
 * 'room' for the room settings, or 'create' for the number of players.
 */
export function optionTexts(owner, descriptor) {
  const name = descriptor?.name;
  let entry = null;
  if (owner === 'room') entry = known(ROOM_SETTINGS, name);
  else if (owner === 'create') entry = PLAYERS;
  else entry = known(Object.hasOwn(GAME_OPTIONS, owner) ? GAME_OPTIONS[owner] : null, name);
  return {
    label: say(entry?.label, humanize(name)),
    help: say(entry?.help, descriptor?.help ?? ''),
    value: (value) => say(known(entry?.values, String(value)), humanize(String(value))),
  };
}
