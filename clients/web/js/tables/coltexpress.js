// The Colt Express table: the round card with its turns, the train (the
// locomotive and cars, inside and on the roof) with the bandits, the Marshal
// and the loot, every player's bandits and cards, the programmed pile (backs
// for what this viewer may not see), your hand, and the choices offered (only
// those in the document's `actions`).
//
// The engine's view (games/coltexpress/view.cpp, RULES.md "View"): phase,
// round, roundCards [{key, name, turns, station, event}], turn, current,
// cars [{car, kind, inside, roof}], marshal, bandits {"b": {...}},
// players {"seat": {...}}, pile [{seat, faceDown, resolved, card?}],
// resolving, pending, neutralBullets, knownPurses [{value, bandit | car, roof}],
// final, and the viewer's secrets apart in `own` {bandits {"b": {purseValues,
// money}}, hand, discard?, pile {"index": card}} (sent to him alone, so that
// the rest is built once for the whole room). Read defensively.

import { el } from '../dom.js';
import { list, msgKey, number, t, tKey } from '../i18n/index.js';
import { actionButton } from './actions.js';
import { groupedActionList, pointerTo, targetAttr } from './targets.js';
import { cardArt, hitMark, lootArt, portrait } from './coltexpress-art.js';
import { ACTIONS, CHARACTERS, LOOT, PENDING, PHASES, ROUNDS, say, TURNS } from './coltexpress-data.js';

function asObject(value) {
  return value && typeof value === 'object' && !Array.isArray(value) ? value : {};
}
function asArray(value) {
  return Array.isArray(value) ? value : [];
}
function dollars(amount) {
  return number(Number(amount) || 0, 'dollars');
}

function characterOf(key) {
  return Object.hasOwn(CHARACTERS, key) ? CHARACTERS[key] : null;
}

function banditName(bandit, ctx) {
  const name = characterOf(bandit?.character)?.name ?? '?';
  return t('coltexpress.banditOf', { bandit: name, name: ctx.nameOf(bandit.seat) });
}

function lootCount(kind, count) {
  return tKey(LOOT[kind].count, { count });
}

function lootText(loot) {
  const parts = Object.keys(LOOT).map((kind) => [kind, asObject(loot)[kind] ?? 0]).filter(([, n]) => n > 0);
  return parts.length ? list(parts.map(([kind, n]) => lootCount(kind, n))) : t('coltexpress.noLoot');
}

// Loot by kind, each a picture with its count ("×3"): a count never reads as an amount of dollars.
// `place` is where the loot lies in the view (a floor, a bandit's loot): each kind is a choice there.
function lootIcons(loot, className = 'ce-loot', place = null) {
  const items = Object.keys(LOOT).flatMap((kind) => {
    const n = asObject(loot)[kind] ?? 0;
    const at = place ? targetAttr(pointerTo(...place, kind)) : {};
    return n > 0 ? [el('span', { class: ['ce-loot-item', `ce-loot-${kind}`], title: lootCount(kind, n), dataset: { loot: kind, count: String(n) }, ...at }, lootArt(kind), n > 1 ? el('span', { class: 'ce-loot-count' }, `×${n}`) : null)] : [];
  });
  return items.length ? el('span', { class: className, 'aria-label': lootText(loot) }, items) : null;
}

// Values of purses the viewer knows but does not hold (view.knownPurses): the
// starting $250 purses, and those he held and lost. `where` picks a bandit
// ({bandit}) or a spot ({car, roof}).
function knownValues(view, where) {
  return asArray(view.knownPurses)
    .filter((k) => ('bandit' in where ? k.bandit === where.bandit : k.car === where.car && Boolean(k.roof) === where.roof))
    .map((k) => k.value);
}

function knownText(values) {
  return values.length
    ? el('span', { class: 'ce-purse-known small', title: t('coltexpress.knownPursesTitle'), 'aria-label': t('coltexpress.knownPurses', { values: list(values.map(dollars), 'unit') }) }, values.map(dollars).join(' '))
    : null;
}

// ------------------------------------------------------------ names in messages

const PLACES = {
  locomotive: msgKey('coltexpress.place.locomotive'),
  caboose: msgKey('coltexpress.place.caboose'),
};

// The same inside a sentence of the log or a choice ("moves inside the
// caboose"), and a single loot token there ("drops a jewel").
const IN_TEXT = {
  locomotive: msgKey('coltexpress.inText.locomotive'),
  caboose: msgKey('coltexpress.inText.caboose'),
  car: msgKey('coltexpress.inText.car'),
  purse: msgKey('coltexpress.inText.purse'),
  jewel: msgKey('coltexpress.inText.jewel'),
  strongbox: msgKey('coltexpress.inText.strongbox'),
};

function carInText(car, cars) {
  if (car === 0) return tKey(IN_TEXT.locomotive);
  if (Number.isInteger(cars) && car === cars - 1) return tKey(IN_TEXT.caboose);
  return tKey(IN_TEXT.car, { number: car });
}

/** A car's name: {car: n, cars: total} reads as the locomotive, the caboose or "car n". */
function carName(car, cars) {
  if (car === 0) return tKey(PLACES.locomotive);
  if (Number.isInteger(cars) && car === cars - 1) return tKey(PLACES.caboose);
  return t('coltexpress.car', { number: car });
}

/**
 * How Colt Express's messages name things: a card {kind} (an action or a
 * bullet card), a bandit {character}, his ability {ability}, loot {loot,
 * count?}, a round card {round} and the event printed on it {event}; a place
 * {car, cars?, roof?} (a car, inside or on its roof).
 */
export const messageHooks = {
  card(value) {
    const card = asObject(value);
    if (typeof card.character === 'string') return characterOf(card.character)?.name ?? null;
    if (typeof card.ability === 'string') return characterOf(card.ability) ? tKey(characterOf(card.ability).ability) : null;
    if (typeof card.round === 'string') return Object.hasOwn(ROUNDS, card.round) ? tKey(ROUNDS[card.round].name) : null;
    // The ransom of the hostage-taking is $250 (games/coltexpress/card_data.hpp, ransom_value).
    if (typeof card.event === 'string') return Object.hasOwn(ROUNDS, card.event) && ROUNDS[card.event].event ? tKey(ROUNDS[card.event].event, { amount: 250 }) : null;
    if (typeof card.kind === 'string' && Object.hasOwn(ACTIONS, card.kind)) return tKey(ACTIONS[card.kind].name);
    if (typeof card.loot === 'string' && Object.hasOwn(LOOT, card.loot)) return Number.isInteger(card.count) ? lootCount(card.loot, card.count) : tKey(IN_TEXT[card.loot]);
    return null;
  },
  place(value) {
    const place = asObject(value);
    if (!Number.isInteger(place.car) || place.car < 0) return null;
    // The engine's places are cars in a sentence, whose preposition is the sentence's.
    if (place.roof === undefined) return carInText(place.car, place.cars);
    const car = carName(place.car, place.cars);
    if (place.roof === true) return t('coltexpress.roofOf', { car });
    if (place.roof === false) return t('coltexpress.insideOf', { car });
    return car;
  },
};

// ------------------------------------------------------------ the round card

function roundCard(view, ctx) {
  const cards = asArray(view.roundCards);
  const card = cards[cards.length - 1];
  if (!card) return el('section', { class: 'ce-round panel' }, el('h2', {}, say(PHASES, view.phase, null, 'Colt Express')));
  const turns = asArray(card.turns).map((turn, index) => {
    const name = say(TURNS, turn, 'name', String(turn));
    const short = Object.hasOwn(TURNS, turn) ? TURNS[turn].short : '?';
    const current = view.phase === 'schemin' && view.turn === index;
    const label = current ? t('coltexpress.turnNow', { number: index + 1, turn: name }) : t('coltexpress.turnLabel', { number: index + 1, turn: name });
    return el('li', { class: ['ce-turn', `ce-turn-${turn}`, current && 'ce-turn-current'], title: name, 'aria-label': label }, short);
  });
  // The round card is named by its key; the engine's English name only for a card this client does not know.
  const known = Object.hasOwn(ROUNDS, card.key);
  const name = known ? tKey(ROUNDS[card.key].name) : card.name ?? '';
  // The ransom of the hostage-taking is $250 (games/coltexpress/card_data.hpp, ransom_value).
  const event = known ? (ROUNDS[card.key].event ? tKey(ROUNDS[card.key].event, { amount: 250 }) : '') : card.event ?? '';
  const nameNode = el('strong', { class: 'ce-round-name' }, name);
  const eventNode = event ? el('p', { class: 'ce-event muted small' }, event) : null;
  if (!known) {
    nameNode.setAttribute('data-engine-text', '');
    eventNode?.setAttribute('data-engine-text', '');
  }
  // Each kind of turn on the card, its symbol explained beside it (not only in a tooltip).
  const kinds = [...new Set(asArray(card.turns))].filter((turn) => Object.hasOwn(TURNS, turn));
  const legend = el('ul', { class: 'ce-turn-legend small' }, kinds.map((turn) =>
    el('li', {}, el('span', { class: ['ce-turn', 'ce-turn-key', `ce-turn-${turn}`], 'aria-hidden': 'true' }, TURNS[turn].short), ' ', tKey(TURNS[turn].name))));
  return el('section', { class: 'ce-round panel', 'aria-label': t('coltexpress.roundCard') },
    el('div', { class: 'ce-round-head' },
      el('span', { class: 'ce-round-number' }, t('coltexpress.roundOf', { round: Number(view.round ?? 0) + 1, total: view.roundCount ?? 5 })),
      nameNode,
      el('span', { class: 'ce-phase' }, say(PHASES, view.phase, null, view.phase ?? ''))),
    el('ol', { class: 'ce-turns' }, turns),
    legend,
    eventNode,
    Number.isInteger(view.firstPlayer) ? el('p', { class: 'small muted' }, t('coltexpress.firstPlayer', { name: ctx.nameOf(view.firstPlayer) })) : null);
}

// ------------------------------------------------------------ the train

/**
 * Who was just shot or punched: the log's entries about the card being
 * carried out, or, while nobody has been hit by it yet, about the card before
 * it (so that the mark stays while the next card's owner decides), as
 * {bandit index: ['shot' and/or 'punched']}.
 */
export function recentHits(log) {
  const hits = {};
  const hit = (bandit, kind) => {
    hits[bandit] ??= [];
    if (!hits[bandit].includes(kind)) hits[bandit].push(kind);
  };
  const entries = asArray(log);
  let cardsBack = 0;
  for (let i = entries.length - 1; i >= 0; i -= 1) {
    const entry = asObject(entries[i]);
    if (entry.event === 'fire' && Number.isInteger(entry.target)) hit(entry.target, 'shot');
    else if (entry.event === 'punch' && Number.isInteger(entry.target)) hit(entry.target, 'punched');
    else if (entry.event === 'marshalShot' && Number.isInteger(entry.bandit)) hit(entry.bandit, 'shot');
    else if (entry.event === 'reveal') {
      cardsBack += 1;
      if (Object.keys(hits).length || cardsBack > 1) break;
    } else if (['round', 'event', 'stealin', 'program', 'end'].includes(entry.event)) break;
  }
  return hits;
}

function banditToken(id, bandit, view, ctx) {
  const info = characterOf(bandit.character) ?? { name: '?', color: '#777' };
  const pending = asObject(view.pending);
  const active = pending.bandit === Number(id);
  const mine = bandit.seat === ctx.you.seat;
  const hits = asArray(ctx.hits?.[id]);
  const name = banditName(bandit, ctx);
  const label = t('coltexpress.banditLabel', { bandit: name, loot: lootText(bandit.loot) });
  const hitText = hits.map((kind) => (kind === 'shot' ? t('coltexpress.wasShot', { bandit: info.name }) : t('coltexpress.wasPunched', { bandit: info.name }))).join('. ');
  return el('span', {
    class: ['ce-bandit', mine && 'ce-bandit-mine', active && 'ce-bandit-active', ...hits.map((kind) => `ce-bandit-${kind}`)],
    style: { '--bandit': info.color },
    title: hitText ? `${label}. ${hitText}` : t('coltexpress.banditTitle', { bandit: name, loot: lootText(bandit.loot) }),
    'aria-label': hitText ? `${label}. ${hitText}` : label,
    // Its identity for the motion of the table (motion.js): a bandit is seen walking from car to car.
    dataset: { bandit: String(id), character: String(bandit.character ?? ''), cardKey: `ce-bandit-${id}` },
    ...targetAttr(pointerTo('bandits', id)),
  }, el('span', { class: 'ce-bandit-face', 'aria-hidden': 'true' }, portrait(bandit.character), hits.map((kind) => hitMark(kind))),
  el('span', { class: 'ce-bandit-name', 'aria-hidden': 'true' }, info.name),
  lootIcons(bandit.loot, 'ce-loot ce-loot-carried', ['bandits', id, 'loot']));
}

function trainCar(car, view, ctx) {
  const index = car.car;
  const here = (roof) => Object.entries(asObject(view.bandits)).filter(([, b]) => b.car === index && Boolean(b.roof) === roof);
  const isLoco = index === 0;
  const last = index === asArray(view.cars).length - 1;
  const title = carName(index, last ? index + 1 : undefined);
  const marshal = view.marshal === index ? el('span', { class: 'ce-marshal', title: t('coltexpress.theMarshal'), 'aria-label': t('coltexpress.theMarshal'), dataset: { cardKey: 'ce-marshal' } }, '★') : null;
  return el('li', { class: ['ce-car', isLoco && 'ce-loco'], 'aria-label': title, dataset: { car: String(index) } },
    el('div', { class: 'ce-roof', 'aria-label': t('coltexpress.roofOf', { car: title }), ...targetAttr(pointerTo('cars', index, 'roof')) },
      here(true).map(([id, b]) => banditToken(id, b, view, ctx)), lootIcons(car.roof, 'ce-loot', ['cars', index, 'roof']), knownText(knownValues(view, { car: index, roof: true }))),
    el('div', { class: 'ce-inside', 'aria-label': t('coltexpress.insideOf', { car: title }), ...targetAttr(pointerTo('cars', index, 'inside')) },
      marshal, here(false).map(([id, b]) => banditToken(id, b, view, ctx)), lootIcons(car.inside, 'ce-loot', ['cars', index, 'inside']), knownText(knownValues(view, { car: index, roof: false }))),
    el('span', { class: 'ce-car-label' }, title));
}

function train(view, ctx) {
  return el('section', { class: 'ce-train-wrap', 'aria-label': t('coltexpress.train') },
    el('ol', { class: 'ce-train', id: 'train' }, asArray(view.cars).map((car) => trainCar(car, view, ctx))));
}

// ------------------------------------------------------------ cards

export function cardFace(card, view, ctx, { extraClass = '' } = {}) {
  const name = say(ACTIONS, card.kind, 'name', String(card.kind ?? '?'));
  const symbol = Object.hasOwn(ACTIONS, card.kind) ? ACTIONS[card.kind].symbol : '?';
  const bandit = asObject(view.bandits)[card.kind === 'bullet' ? card.from : card.bandit] ?? null;
  const shooter = card.from >= 0 ? asObject(view.bandits)[card.from] : null;
  const who = card.kind === 'bullet'
    ? (shooter ? t('coltexpress.bulletFrom', { bandit: characterOf(shooter.character)?.name ?? '?' }) : t('coltexpress.neutral'))
    : bandit ? characterOf(bandit.character)?.name ?? '' : '';
  const color = card.kind !== 'bullet' && bandit ? characterOf(bandit.character)?.color : '#6b5a3e';
  const label = who ? t('coltexpress.cardOf', { card: name, who }) : t('coltexpress.cardLabel', { card: name });
  // A card this viewer sees carries its identity, so that it is seen going from the hand to the pile (motion.js).
  const key = card.id !== undefined && card.id !== null ? { cardKey: `ce-card-${card.id}` } : {};
  return el('span', { class: ['ce-card', `ce-card-${card.kind}`, extraClass], style: { '--bandit': color ?? '#555' }, role: 'img', 'aria-label': label, title: label, dataset: { kind: String(card.kind ?? ''), ...key } },
    Object.hasOwn(ACTIONS, card.kind) ? el('span', { class: 'ce-card-symbol', 'aria-hidden': 'true' }, cardArt(card.kind)) : el('span', { class: 'ce-card-symbol', 'aria-hidden': 'true' }, symbol),
    el('span', { class: 'ce-card-name', 'aria-hidden': 'true' }, name),
    who ? el('span', { class: 'ce-card-who', 'aria-hidden': 'true' }, who) : null);
}

function cardBack(label, extraClass = '') {
  return el('span', { class: ['ce-card', 'ce-card-back', extraClass], role: 'img', 'aria-label': label }, el('span', { class: 'ce-card-symbol', 'aria-hidden': 'true' }, '✦'));
}

/**
 * The turn of the round card in which each programmed card was played, from
 * the log: since the round began, every player acts once a turn (twice on a
 * speeding-up turn) by playing, drawing or passing, in the engine's order
 * (games/coltexpress/schemin.cpp). Null when the log does not tell.
 */
export function turnsOfPile(log, turns, players, pileLength) {
  const entries = asArray(log);
  let start = -1;
  for (let i = entries.length - 1; i >= 0; i -= 1) {
    if (asObject(entries[i]).event === 'round') {
      start = i;
      break;
    }
  }
  if (start < 0 || !(players > 0)) return null;
  const result = [];
  let turn = 0;
  let acts = 0;
  for (const entry of entries.slice(start + 1)) {
    const event = asObject(entry).event;
    if (event !== 'program' && event !== 'draw' && event !== 'pass') continue;
    if (event === 'program') result.push(turn);
    acts += 1;
    if (acts >= players * (turns[turn] === 'speeding' ? 2 : 1)) {
      acts = 0;
      turn += 1;
    }
  }
  return result.length === pileLength ? result : null;
}

function pile(view, ctx) {
  const entries = asArray(view.pile);
  const turnKinds = asArray(asArray(view.roundCards).at(-1)?.turns);
  const turnOf = turnsOfPile(ctx.doc?.log, turnKinds, asArray(ctx.room.seats).length, entries.length);
  const items = entries.map((entry, index) => {
    const resolving = view.phase === 'stealin' && view.resolving === index;
    const cls = [entry.resolved && 'ce-resolved', resolving && 'ce-resolving', entry.faceDown && 'ce-facedown'].filter(Boolean).join(' ');
    const face = entry.card && !entry.faceDown
      ? cardFace(entry.card, view, ctx, { extraClass: cls })
      : entry.card
        ? cardFace(entry.card, view, ctx, { extraClass: `${cls} ce-secret` })
        : cardBack(t('coltexpress.faceDownOf', { name: ctx.nameOf(entry.seat) }), cls);
    return el('li', { class: 'ce-pile-slot' }, face, el('span', { class: 'ce-pile-owner small' }, ctx.nameOf(entry.seat)));
  });
  // One group per turn of the round card, in a row of fixed height that scrolls sideways rather than wrapping.
  let groups;
  if (turnOf) {
    const byTurn = new Map();
    items.forEach((item, index) => {
      if (!byTurn.has(turnOf[index])) byTurn.set(turnOf[index], []);
      byTurn.get(turnOf[index]).push(item);
    });
    groups = [...byTurn.entries()].map(([turn, cards]) => el('li', { class: ['ce-pile-turn', `ce-turn-${turnKinds[turn] ?? 'standard'}`], dataset: { turn: String(turn) } },
      el('span', { class: 'ce-pile-turn-label small' }, t('coltexpress.turnShort', { number: turn + 1 }), ' ', el('span', { 'aria-hidden': 'true' }, Object.hasOwn(TURNS, turnKinds[turn]) ? TURNS[turnKinds[turn]].short : '')),
      el('ol', { class: 'ce-pile-cards' }, cards)));
  } else {
    groups = [el('li', { class: 'ce-pile-turn' }, el('ol', { class: 'ce-pile-cards' }, items))];
  }
  const row = el('div', { class: 'ce-pile-row' }, items.length ? el('ol', { class: 'ce-pile-turns', id: 'pile' }, groups) : el('p', { class: 'muted small' }, t('coltexpress.noCardYet')));
  // Once in the page, the row shows the card being carried out, or the latest played.
  requestAnimationFrame(() => {
    const focus = row.querySelector('.ce-resolving');
    if (focus) row.scrollLeft = Math.max(0, focus.offsetLeft - row.offsetLeft - row.clientWidth / 2);
    else row.scrollLeft = row.scrollWidth;
  });
  return el('section', { class: 'ce-pile panel', 'aria-label': t('coltexpress.programmed') },
    el('h3', {}, t('coltexpress.programmed')), row);
}

// ------------------------------------------------------------ players

function playerPanel(seat, view, ctx) {
  const player = asObject(asObject(view.players)[seat]);
  const name = ctx.nameOf(seat);
  const isYou = seat === ctx.you.seat;
  const awaited = asArray(ctx.room.awaiting).includes(seat);
  const bandits = asArray(player.bandits).map((id) => [id, asObject(asObject(view.bandits)[id])]);
  const counts = { hand: player.handCount ?? 0, deck: player.deckCount ?? 0, discard: player.discardCount ?? 0 };
  return el('section', { class: ['ce-player', isYou && 'ce-player-you', awaited && 'ce-player-turn'], dataset: { seat: String(seat) }, 'aria-label': isYou ? t('table.nameYou', { name }) : name },
    el('header', { class: 'ce-player-head' },
      el('span', { class: 'ce-player-name' }, name, awaited ? el('span', { class: 'turn-marker', 'aria-hidden': 'true' }, ' ▶') : null),
      el('span', { class: 'small muted' }, view.expert ? t('coltexpress.countsExpert', counts) : t('coltexpress.counts', counts))),
    bandits.map(([id, b]) => {
      const info = characterOf(b.character) ?? { name: '?', color: '#777', ability: null };
      const values = asArray(b.purseValues);
      return el('div', { class: 'ce-player-bandit', title: info.ability ? tKey(info.ability) : '' },
        el('span', { class: 'ce-bandit ce-bandit-small', style: { '--bandit': info.color }, 'aria-hidden': 'true' }, el('span', { class: 'ce-bandit-face' }, portrait(b.character))),
        el('span', { class: 'ce-bandit-label' }, info.name),
        lootIcons(b.loot, 'ce-loot ce-loot-held', ['bandits', id, 'loot']) ?? el('span', { class: 'muted small' }, t('coltexpress.noLoot')),
        values.length ? el('span', { class: 'ce-purse-values small', 'aria-label': t('coltexpress.purseValues', { values: list(values.map(dollars), 'unit') }) }, values.map(dollars).join(' ')) : knownText(knownValues(view, { bandit: Number(id) })),
        b.ransom ? el('span', { class: 'small' }, t('coltexpress.ransom', { amount: b.ransom })) : null,
        Number.isFinite(b.money) ? el('strong', { class: 'ce-money' }, dollars(b.money)) : null,
        el('span', { class: 'ce-bullets small', title: t('coltexpress.bulletsTitle') }, t('coltexpress.bullets', { bullets: b.bullets ?? 0, hits: b.hits ?? 0 })));
    }));
}

// ------------------------------------------------------------ your hand and the decision

function hand(view, ctx) {
  if (ctx.you.seat === null || ctx.you.seat === undefined) return null;
  const player = asObject(asObject(view.players)[ctx.you.seat]);
  const cards = asArray(player.hand);
  const discards = ctx.actions.filter((a) => a.type === 'discard');
  // Each card is the place of its own choices (play, play face down, discard): targets.js makes it clickable.
  const items = cards.map((card, index) => {
    const face = cardFace(card, view, ctx, { extraClass: discards.length ? 'ce-discard' : '' });
    Object.entries(targetAttr(pointerTo('own', 'hand', index))).forEach(([name, value]) => face.setAttribute(name, value));
    return el('li', { class: 'ce-hand-slot' }, face);
  });
  // Your deck, where drawing is chosen.
  const deckCount = Number(player.deckCount ?? 0);
  const deckLabel = t('coltexpress.deckLabel', { count: deckCount });
  const deck = view.phase === 'finished' || view.phase === 'choose' ? null : el('div', { class: 'ce-deck', title: deckLabel, ...targetAttr(pointerTo('players', ctx.you.seat, 'deckCount')) },
    deckCount > 0 ? cardBack(deckLabel, 'ce-deck-card') : el('span', { class: 'ce-card ce-card-empty', role: 'img', 'aria-label': deckLabel }),
    el('span', { class: 'ce-deck-count small' }, deckLabel));
  const discard = asArray(player.discard);
  return el('section', { class: 'ce-hand panel', 'aria-label': t('table.yourHand'), dataset: { withDecision: '' } },
    el('h3', {}, discards.length ? t('coltexpress.handDiscard') : t('table.yourHand')),
    el('div', { class: 'ce-hand-row' },
      items.length ? el('ol', { class: 'ce-hand-cards', id: 'hand' }, items) : el('p', { class: 'muted small' }, t('table.noCardsInHand')),
      deck),
    discard.length ? el('p', { class: 'small muted' }, t('coltexpress.discardPile', { cards: list(discard.map((c) => say(ACTIONS, c.kind, 'name', String(c.kind))), 'unit') })) : null);
}

function prompt(view, ctx) {
  if (ctx.actions.length) {
    const types = new Set(ctx.actions.map((a) => a.type));
    if (types.has('character')) return t('coltexpress.chooseBandit');
    if (types.has('play')) return view.roundCards?.length && asArray(asArray(view.roundCards).at(-1)?.turns)[view.turn] === 'tunnel' ? t('coltexpress.playTunnel') : t('coltexpress.playOrDraw');
    if (types.has('keep')) return t('coltexpress.keepCards');
    return t('table.yourMove');
  }
  if (view.phase === 'finished') return t('coltexpress.reachedStation');
  const pending = asObject(view.pending);
  if (Number.isInteger(pending.seat) && Object.hasOwn(PENDING, pending.kind)) return tKey(PENDING[pending.kind], { name: ctx.nameOf(pending.seat) });
  return ctx.waitingText;
}

/** A bandit to choose, drawn by the client (its name and power in the reader's language); an unknown one by the engine's label. */
function characterChoice(action, ctx) {
  const info = characterOf(action.character);
  const className = 'button action ce-action-character';
  if (!info) return actionButton(action, ctx, { className });
  const ability = tKey(info.ability);
  return actionButton(action, ctx, {
    className,
    label: t('coltexpress.chooseCharacter', { bandit: info.name, ability }),
    content: [
      el('span', { class: 'ce-bandit ce-bandit-small', style: { '--bandit': info.color }, 'aria-hidden': 'true' }, el('span', { class: 'ce-bandit-face' }, portrait(action.character))),
      el('strong', { class: 'ce-character-name' }, info.name),
      el('span', { class: 'ce-character-ability' }, ability),
    ],
  });
}

/** The box of bandits while they are chosen (view.characters): each one is the place of its choice, a taken one dimmed. */
function characterBox(view) {
  const keys = asArray(view.characters);
  if (view.phase !== 'choose' || keys.length === 0) return null;
  const taken = new Set(asArray(view.taken));
  return el('section', { class: 'ce-box panel', 'aria-label': t('coltexpress.chooseBandit') },
    el('ul', { class: 'ce-box-list' }, keys.map((key, index) => {
      const info = characterOf(key);
      const name = info?.name ?? String(key);
      return el('li', { class: ['ce-box-slot', taken.has(key) && 'ce-box-taken'] },
        el('div', { class: 'ce-character', 'aria-label': taken.has(key) ? t('coltexpress.characterTaken', { bandit: name }) : name, ...targetAttr(pointerTo('characters', index)) },
          el('span', { class: 'ce-bandit ce-bandit-small', style: { '--bandit': info?.color ?? '#777' }, 'aria-hidden': 'true' }, el('span', { class: 'ce-bandit-face' }, portrait(key))),
          el('strong', { class: 'ce-character-name' }, name),
          info ? el('span', { class: 'ce-character-ability' }, tKey(info.ability)) : null));
    })));
}

function decision(view, ctx) {
  const mine = ctx.actions.length > 0;
  // Characters, plays and discards are one entry each (their group), chosen on the table or unfolded here.
  const listed = ctx.actions;
  const button = (a) => (a.type === 'character' ? characterChoice(a, ctx) : actionButton(a, ctx, { className: `button action ce-action-${a.type}${a.type === 'draw' ? ' primary' : ''}` }));
  return el('section', { class: ['decision', 'panel', mine && 'decision-mine'], id: 'decision', 'aria-labelledby': 'decision-heading', 'aria-live': 'polite' },
    el('h2', { id: 'decision-heading' }, mine ? el('span', { class: 'your-turn-flag' }, t('table.yourMove')) : null, prompt(view, ctx)),
    listed.length ? groupedActionList(listed, ctx, { className: 'choices', button }) : null);
}

function finalScores(view, ctx) {
  const fin = asObject(view.final);
  if (!view.final) return null;
  const guns = new Set(asArray(fin.gunslingers));
  const winners = new Set(asArray(fin.winners));
  const seats = Object.keys(asObject(fin.scores)).map(Number).sort((a, b) => fin.scores[b] - fin.scores[a]);
  return el('section', { class: 'ce-final panel', 'aria-label': t('gameover.finalScores') },
    el('h2', {}, t('gameover.finalScores')),
    el('table', { class: 'ce-final-table' },
      el('thead', {}, el('tr', {}, el('th', {}, t('gameover.player')), el('th', {}, t('coltexpress.money')), el('th', {}, t('coltexpress.hitsTaken')), el('th', {}, ''))),
      el('tbody', {}, seats.map((seat) => el('tr', { class: winners.has(seat) && 'ce-winner' },
        el('td', {}, ctx.nameOf(seat)), el('td', {}, dollars(fin.scores[seat])), el('td', {}, number(asObject(fin.hits)[seat] ?? 0)),
        el('td', {}, [winners.has(seat) ? t('coltexpress.winner') : '', winners.has(seat) && guns.has(seat) ? ' ' : '', guns.has(seat) ? t('coltexpress.gunslinger', { bonus: 1000 }) : '']))))));
}

// The document with the viewer's secrets (`own`) put back where they belong:
// his bandits' purses, his hand and discard, his face-down cards in the pile.
export function withOwnSecrets(game, you) {
  const view = asObject(game);
  const own = asObject(view.own);
  if (!view.own) return view;
  const bandits = { ...asObject(view.bandits) };
  for (const [id, secret] of Object.entries(asObject(own.bandits))) bandits[id] = { ...asObject(bandits[id]), ...asObject(secret) };
  const players = { ...asObject(view.players) };
  const seat = String(you?.seat);
  if (Object.hasOwn(players, seat)) players[seat] = { ...players[seat], hand: own.hand, ...(own.discard ? { discard: own.discard } : {}) };
  const pile = asArray(view.pile).map((entry, i) => (Object.hasOwn(asObject(own.pile), String(i)) ? { ...entry, card: own.pile[i] } : entry));
  return { ...view, bandits, players, pile };
}

export function renderTable(context) {
  const view = withOwnSecrets(context.game, context.you);
  const ctx = { ...context, hits: recentHits(context.doc?.log) };
  const seatCount = ctx.room.seats.length;
  const seats = Array.from({ length: seatCount }, (_, s) => s);
  return el('div', { class: ['ce', `ce-phase-${view.phase}`, ctx.you.role === 'spectator' && 'ce-spectating'], id: 'table' },
    el('div', { class: 'ce-top' }, roundCard(view, ctx), pile(view, ctx)),
    train(view, ctx),
    characterBox(view),
    finalScores(view, ctx),
    decision(view, ctx),
    hand(view, ctx),
    el('div', { class: 'ce-players' }, seats.map((seat) => playerPanel(seat, view, ctx))),
    el('p', { class: 'small muted ce-neutral' }, t('coltexpress.neutralBullets', { count: view.neutralBullets ?? 0 })));
}

