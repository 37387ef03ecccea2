// Messages from the engines (protocol.md, "Messages"): a log entry, an action
// or a result may carry `msg: {key, params}` beside its English `text`,
// `label` or `reason`. The key names a text of the catalogues (namespaced by
// game: "deadmansdraw.log.drew"), and each parameter says what it is:
//
//   {"seat": 1}                        a player: shown as the player's name
//   {"number": 3}                      a number: formatted, and what plural forms count
//   {"card": {"suit": "anchor", ...}}  a card (or any printed component the game
//                                      names: a character, a trait, a tile...):
//                                      named by the game's table in the reader's language
//   {"place": "r2"}                    a place of the game (a pile, a car, a square):
//                                      named by the game's table
//   {"list": [param, ...]}             several of the above, joined as the language joins lists
//   {"msg": {"key": ..., "params": ...}}  a message inside a message (a reason, a phrase)
//
// The client shows `msg` when its catalogue has the key and every parameter
// can be named, and the English text otherwise: a message is never shown
// half translated. Pure: the rich parts it returns ({seat, text}) become
// elements in dom.js.

import { hasKey, listPieces, number, tParts } from './index.js';

const KEY = /^[a-z][a-zA-Z0-9]*(\.[a-zA-Z0-9_]+)+$/;

/** A parameter's value for the formatter: a number, a string or rich parts; undefined when it cannot be named. */
function paramValue(param, env, depth) {
  if (!param || typeof param !== 'object' || Array.isArray(param) || depth > 4) return undefined;
  const kinds = Object.keys(param);
  if (kinds.length !== 1) return undefined;
  const [kind] = kinds;
  const value = param[kind];
  switch (kind) {
    case 'seat': {
      if (!Number.isInteger(value) || value < 0) return undefined;
      const name = env.nameOf?.(value);
      return typeof name === 'string' ? { seat: value, text: name } : undefined;
    }
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
    case 'card':
    case 'place': {
      const named = env.hooks?.[kind]?.(value);
      return typeof named === 'string' && named ? named : undefined;
    }
    case 'list': {
      if (!Array.isArray(value)) return undefined;
      const items = value.map((item) => paramValue(item, env, depth + 1));
      if (items.some((item) => item === undefined)) return undefined;
      const parts = [];
      for (const piece of listPieces(items.length)) {
        if (piece.type === 'literal') parts.push(piece.value);
        else {
          const item = items[piece.index];
          if (typeof item === 'number') parts.push(number(item));
          else if (Array.isArray(item)) parts.push(...item);
          else parts.push(item);
        }
      }
      return parts;
    }
    case 'msg':
      return renderParts(value, env, depth + 1) ?? undefined;
    default:
      return undefined;
  }
}

function renderParts(msg, env, depth) {
  if (!msg || typeof msg !== 'object' || typeof msg.key !== 'string' || !KEY.test(msg.key) || !hasKey(msg.key)) return null;
  const params = msg.params ?? {};
  if (typeof params !== 'object' || Array.isArray(params)) return null;
  const values = {};
  for (const [name, param] of Object.entries(params)) {
    const value = paramValue(param, env, depth);
    if (value === undefined) return null;
    values[name] = value;
  }
  return tParts(msg.key, values);
}

/**
 * The parts of a message in the reader's language: strings and {seat, text}
 * for the players named; null when it cannot be shown in full (an unknown
 * key, a parameter the table cannot name), and the English text must be used.
 * env: {nameOf(seat) -> string, hooks: {card(value) -> string, place(value) -> string}}
 */
export function renderMessage(msg, env = {}) {
  return renderParts(msg, env, 0);
}

/** The English sentence of an entry, {0}, {1}... filled with the names of `seats`, as parts. */
export function fillSeats(text, seats, nameOf) {
  const parts = [];
  const pattern = /\{(\d+)\}/g;
  let last = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    parts.push(text.slice(last, match.index));
    const seat = Array.isArray(seats) ? seats[Number(match[1])] : undefined;
    parts.push({ seat, text: nameOf(seat) });
    last = pattern.lastIndex;
  }
  parts.push(text.slice(last));
  return parts.filter((part) => part !== '');
}

/**
 * What a log entry says: {parts, translated}. The message when it can be
 * shown, else the English text with the seats' names (translated false).
 */
export function logEntryParts(entry, env) {
  const parts = entry?.msg ? renderMessage(entry.msg, env) : null;
  if (parts) return { parts, translated: true };
  return { parts: fillSeats(String(entry?.text ?? ''), entry?.seats, env.nameOf), translated: false };
}

/**
 * What an action says: {text, translated}. In a `label`, {n} is seat n
 * itself (actions carry no seats list).
 */
export function actionText(action, env) {
  const parts = action?.msg ? renderMessage(action.msg, env) : null;
  if (parts) return { text: plainText(parts), translated: true };
  const label = typeof action?.label === 'string' && action.label ? action.label : String(action?.type ?? '');
  const text = env?.nameOf ? label.replace(/\{(\d+)\}/g, (_, seat) => env.nameOf(Number(seat))) : label;
  return { text, translated: false };
}

/** A result's reason: {text, translated}. */
export function reasonText(result, env) {
  const parts = result?.msg ? renderMessage(result.msg, env) : null;
  if (parts) return { text: plainText(parts), translated: true };
  return { text: typeof result?.reason === 'string' ? result.reason : '', translated: false };
}

export function plainText(parts) {
  return parts.map((part) => (typeof part === 'string' ? part : part.text)).join('');
}
