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
// final. Read defensively.

import { el } from '../dom.js';
import { actionButton } from './actions.js';
import { ACTIONS, CHARACTERS, LOOT, PENDING, PHASES, TURNS } from './coltexpress-data.js';

function asObject(value) {
  return value && typeof value === 'object' && !Array.isArray(value) ? value : {};
}
function asArray(value) {
  return Array.isArray(value) ? value : [];
}
function plural(n, one, many) {
  return `${n} ${n === 1 ? one : many}`;
}

function banditName(bandit, ctx) {
  const info = CHARACTERS[bandit?.character] ?? { name: bandit?.name ?? '?' };
  return `${info.name} (${ctx.nameOf(bandit.seat)})`;
}

function lootText(loot) {
  const parts = Object.entries(LOOT).map(([kind, info]) => [asObject(loot)[kind] ?? 0, info]).filter(([n]) => n > 0);
  return parts.length ? parts.map(([n, info]) => plural(n, info.one, info.many)).join(', ') : 'no loot';
}

function lootIcons(loot, className = 'ce-loot') {
  const items = Object.entries(LOOT).flatMap(([kind, info]) => {
    const n = asObject(loot)[kind] ?? 0;
    return n > 0 ? [el('span', { class: ['ce-loot-item', `ce-loot-${kind}`], title: plural(n, info.one, info.many) }, info.symbol, n > 1 ? el('sub', {}, String(n)) : null)] : [];
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
  return values.length ? el('span', { class: 'ce-purse-known small', title: 'Purse values you know', 'aria-label': `Purse values you know: ${values.join(', ')}` }, values.map((v) => `$${v}`).join(' ')) : null;
}

// ------------------------------------------------------------ the round card

function roundCard(view, ctx) {
  const cards = asArray(view.roundCards);
  const card = cards[cards.length - 1];
  if (!card) return el('section', { class: 'ce-round panel' }, el('h2', {}, PHASES[view.phase] ?? 'Colt Express'));
  const turns = asArray(card.turns).map((turn, index) => {
    const info = TURNS[turn] ?? { name: turn, short: '?' };
    const current = view.phase === 'schemin' && view.turn === index;
    return el('li', { class: ['ce-turn', `ce-turn-${turn}`, current && 'ce-turn-current'], title: info.name, 'aria-label': `Turn ${index + 1}: ${info.name}${current ? ' (now)' : ''}` }, info.short);
  });
  return el('section', { class: 'ce-round panel', 'aria-label': 'Round card' },
    el('div', { class: 'ce-round-head' },
      el('span', { class: 'ce-round-number' }, `Round ${Number(view.round ?? 0) + 1} of ${view.roundCount ?? 5}`),
      el('strong', { class: 'ce-round-name' }, card.name ?? ''),
      el('span', { class: 'ce-phase' }, PHASES[view.phase] ?? view.phase ?? '')),
    el('ol', { class: 'ce-turns' }, turns),
    card.event ? el('p', { class: 'ce-event muted small' }, card.event) : null,
    Number.isInteger(view.firstPlayer) ? el('p', { class: 'small muted' }, `First player: ${ctx.nameOf(view.firstPlayer)}`) : null);
}

// ------------------------------------------------------------ the train

function banditToken(id, bandit, view, ctx) {
  const info = CHARACTERS[bandit.character] ?? { name: '?', color: '#777' };
  const pending = asObject(view.pending);
  const active = pending.bandit === Number(id);
  const mine = bandit.seat === ctx.you.seat;
  return el('span', {
    class: ['ce-bandit', mine && 'ce-bandit-mine', active && 'ce-bandit-active'],
    style: { '--bandit': info.color },
    title: `${banditName(bandit, ctx)}: ${lootText(bandit.loot)}`,
    'aria-label': `${banditName(bandit, ctx)}, ${lootText(bandit.loot)}`,
    dataset: { bandit: String(id) },
  }, el('span', { class: 'ce-bandit-face', 'aria-hidden': 'true' }, info.name[0]), el('span', { class: 'ce-bandit-name' }, info.name));
}

function trainCar(car, view, ctx) {
  const index = car.car;
  const here = (roof) => Object.entries(asObject(view.bandits)).filter(([, b]) => b.car === index && Boolean(b.roof) === roof);
  const isLoco = index === 0;
  const last = index === asArray(view.cars).length - 1;
  const title = isLoco ? 'Locomotive' : last ? 'Caboose' : `Car ${index}`;
  const marshal = view.marshal === index ? el('span', { class: 'ce-marshal', title: 'The Marshal', 'aria-label': 'The Marshal' }, '★') : null;
  return el('li', { class: ['ce-car', isLoco && 'ce-loco'], 'aria-label': title, dataset: { car: String(index) } },
    el('div', { class: 'ce-roof', 'aria-label': `Roof of ${title}` },
      here(true).map(([id, b]) => banditToken(id, b, view, ctx)), lootIcons(car.roof), knownText(knownValues(view, { car: index, roof: true }))),
    el('div', { class: 'ce-inside', 'aria-label': `Inside ${title}` },
      marshal, here(false).map(([id, b]) => banditToken(id, b, view, ctx)), lootIcons(car.inside), knownText(knownValues(view, { car: index, roof: false }))),
    el('span', { class: 'ce-car-label' }, title));
}

function train(view, ctx) {
  return el('section', { class: 'ce-train-wrap', 'aria-label': 'The train' },
    el('ol', { class: 'ce-train', id: 'train' }, asArray(view.cars).map((car) => trainCar(car, view, ctx))));
}

// ------------------------------------------------------------ cards

function cardFace(card, view, ctx, { extraClass = '' } = {}) {
  const info = ACTIONS[card.kind] ?? { name: card.kind, symbol: '?' };
  const bandit = asObject(view.bandits)[card.kind === 'bullet' ? card.from : card.bandit] ?? null;
  const who = card.kind === 'bullet'
    ? (card.from >= 0 && asObject(view.bandits)[card.from] ? `from ${CHARACTERS[asObject(view.bandits)[card.from].character]?.name ?? '?'}` : 'neutral')
    : bandit ? CHARACTERS[bandit.character]?.name ?? '' : '';
  const color = card.kind !== 'bullet' && bandit ? CHARACTERS[bandit.character]?.color : '#6b5a3e';
  return el('span', { class: ['ce-card', `ce-card-${card.kind}`, extraClass], style: { '--bandit': color ?? '#555' }, role: 'img', 'aria-label': `${info.name} card${who ? ` (${who})` : ''}` },
    el('span', { class: 'ce-card-symbol', 'aria-hidden': 'true' }, info.symbol),
    el('span', { class: 'ce-card-name', 'aria-hidden': 'true' }, info.name),
    who ? el('span', { class: 'ce-card-who', 'aria-hidden': 'true' }, who) : null);
}

function cardBack(label, extraClass = '') {
  return el('span', { class: ['ce-card', 'ce-card-back', extraClass], role: 'img', 'aria-label': label }, el('span', { class: 'ce-card-symbol', 'aria-hidden': 'true' }, '✦'));
}

function pile(view, ctx) {
  const entries = asArray(view.pile);
  const items = entries.map((entry, index) => {
    const resolving = view.phase === 'stealin' && view.resolving === index;
    const cls = [entry.resolved && 'ce-resolved', resolving && 'ce-resolving', entry.faceDown && 'ce-facedown'].filter(Boolean).join(' ');
    const face = entry.card && !entry.faceDown
      ? cardFace(entry.card, view, ctx, { extraClass: cls })
      : entry.card
        ? cardFace(entry.card, view, ctx, { extraClass: `${cls} ce-secret` })
        : cardBack(`A face-down card of ${ctx.nameOf(entry.seat)}`, cls);
    return el('li', { class: 'ce-pile-slot' }, face, el('span', { class: 'ce-pile-owner small' }, ctx.nameOf(entry.seat)));
  });
  return el('section', { class: 'ce-pile panel', 'aria-label': 'Programmed cards' },
    el('h3', {}, 'Programmed cards'),
    items.length ? el('ol', { class: 'ce-pile-cards', id: 'pile' }, items) : el('p', { class: 'muted small' }, 'No card played yet this round'));
}

// ------------------------------------------------------------ players

function playerPanel(seat, view, ctx) {
  const player = asObject(asObject(view.players)[seat]);
  const name = ctx.nameOf(seat);
  const isYou = seat === ctx.you.seat;
  const awaited = asArray(ctx.room.awaiting).includes(seat);
  const bandits = asArray(player.bandits).map((id) => [id, asObject(asObject(view.bandits)[id])]);
  return el('section', { class: ['ce-player', isYou && 'ce-player-you', awaited && 'ce-player-turn'], dataset: { seat: String(seat) }, 'aria-label': `${name}${isYou ? ' (you)' : ''}` },
    el('header', { class: 'ce-player-head' },
      el('span', { class: 'ce-player-name' }, name, awaited ? el('span', { class: 'turn-marker', 'aria-hidden': 'true' }, ' ▶') : null),
      el('span', { class: 'small muted' }, `hand ${player.handCount ?? 0} · deck ${player.deckCount ?? 0}${view.expert ? ` · discard ${player.discardCount ?? 0}` : ''}`)),
    bandits.map(([id, b]) => {
      const info = CHARACTERS[b.character] ?? { name: '?', color: '#777', ability: '' };
      const values = asArray(b.purseValues);
      return el('div', { class: 'ce-player-bandit', title: info.ability },
        el('span', { class: 'ce-bandit ce-bandit-small', style: { '--bandit': info.color }, 'aria-hidden': 'true' }, el('span', { class: 'ce-bandit-face' }, info.name[0])),
        el('span', { class: 'ce-bandit-label' }, info.name),
        lootIcons(b.loot, 'ce-loot ce-loot-held') ?? el('span', { class: 'muted small' }, 'no loot'),
        values.length ? el('span', { class: 'ce-purse-values small', 'aria-label': `Purse values: ${values.join(', ')}` }, values.map((v) => `$${v}`).join(' ')) : knownText(knownValues(view, { bandit: Number(id) })),
        b.ransom ? el('span', { class: 'small' }, `+$${b.ransom} ransom`) : null,
        Number.isFinite(b.money) ? el('strong', { class: 'ce-money' }, `$${b.money}`) : null,
        el('span', { class: 'ce-bullets small', title: 'Bullets left / bullet cards received' }, `bullets ${b.bullets ?? 0} · hit ${b.hits ?? 0}`));
    }));
}

// ------------------------------------------------------------ your hand and the decision

function hand(view, ctx) {
  if (ctx.you.seat === null || ctx.you.seat === undefined) return null;
  const player = asObject(asObject(view.players)[ctx.you.seat]);
  const cards = asArray(player.hand);
  const plays = ctx.actions.filter((a) => a.type === 'play' && !a.faceDown);
  const discards = ctx.actions.filter((a) => a.type === 'discard');
  const items = cards.map((card) => {
    const action = plays.find((a) => a.card === card.id) ?? discards.find((a) => a.card === card.id);
    const face = cardFace(card, view, ctx);
    return el('li', { class: 'ce-hand-slot' }, action ? actionButton(action, ctx, { className: `ce-card-button action${action.type === 'discard' ? ' ce-discard' : ''}`, content: face }) : face);
  });
  const discard = asArray(player.discard);
  return el('section', { class: 'ce-hand panel', 'aria-label': 'Your hand' },
    el('h3', {}, discards.length ? 'Your hand: click a card to discard it' : 'Your hand'),
    items.length ? el('ol', { class: 'ce-hand-cards', id: 'hand' }, items) : el('p', { class: 'muted small' }, 'No cards in hand'),
    discard.length ? el('p', { class: 'small muted' }, `Discard pile: ${discard.map((c) => ACTIONS[c.kind]?.name ?? c.kind).join(', ')}`) : null);
}

function prompt(view, ctx) {
  if (ctx.actions.length) {
    const types = new Set(ctx.actions.map((a) => a.type));
    if (types.has('character')) return 'Choose your bandit';
    if (types.has('play')) return view.roundCards?.length && asArray(asArray(view.roundCards).at(-1)?.turns)[view.turn] === 'tunnel' ? 'Tunnel! Play a card face down, or draw 3' : 'Play a card, or draw 3';
    if (types.has('keep')) return 'Discard the cards you do not want to keep';
    return 'Your move';
  }
  if (view.phase === 'finished') return 'The train reached the station';
  const pending = asObject(view.pending);
  if (Number.isInteger(pending.seat) && PENDING[pending.kind]) return `${ctx.nameOf(pending.seat)} ${PENDING[pending.kind]}`;
  return ctx.waitingText;
}

function decision(view, ctx) {
  const mine = ctx.actions.length > 0;
  const others = ctx.actions.filter((a) => !((a.type === 'play' && !a.faceDown) || a.type === 'discard'));
  return el('section', { class: ['decision', 'panel', mine && 'decision-mine'], id: 'decision', 'aria-labelledby': 'decision-heading', 'aria-live': 'polite' },
    el('h2', { id: 'decision-heading' }, mine ? el('span', { class: 'your-turn-flag' }, 'Your move') : null, prompt(view, ctx)),
    others.length ? el('div', { class: 'action-list choices', role: 'group', 'aria-label': 'Choices' },
      others.map((a) => actionButton(a, ctx, { className: `button action ce-action-${a.type}${a.type === 'draw' ? ' primary' : ''}` }))) : null);
}

function finalScores(view, ctx) {
  const fin = asObject(view.final);
  if (!view.final) return null;
  const guns = new Set(asArray(fin.gunslingers));
  const winners = new Set(asArray(fin.winners));
  const seats = Object.keys(asObject(fin.scores)).map(Number).sort((a, b) => fin.scores[b] - fin.scores[a]);
  return el('section', { class: 'ce-final panel', 'aria-label': 'Final scores' },
    el('h2', {}, 'Final scores'),
    el('table', { class: 'ce-final-table' },
      el('thead', {}, el('tr', {}, el('th', {}, 'Player'), el('th', {}, 'Money'), el('th', {}, 'Hits taken'), el('th', {}, ''))),
      el('tbody', {}, seats.map((seat) => el('tr', { class: winners.has(seat) && 'ce-winner' },
        el('td', {}, ctx.nameOf(seat)), el('td', {}, `$${fin.scores[seat]}`), el('td', {}, String(asObject(fin.hits)[seat] ?? 0)),
        el('td', {}, [winners.has(seat) ? 'Winner ' : '', guns.has(seat) ? 'Gunslinger (+$1000)' : '']))))));
}

export function renderTable(ctx) {
  const view = asObject(ctx.game);
  const seatCount = ctx.room.seats.length;
  const seats = Array.from({ length: seatCount }, (_, s) => s);
  return el('div', { class: ['ce', `ce-phase-${view.phase}`, ctx.you.role === 'spectator' && 'ce-spectating'], id: 'table' },
    el('div', { class: 'ce-top' }, roundCard(view, ctx), pile(view, ctx)),
    train(view, ctx),
    finalScores(view, ctx),
    decision(view, ctx),
    hand(view, ctx),
    el('div', { class: 'ce-players' }, seats.map((seat) => playerPanel(seat, view, ctx))),
    el('p', { class: 'small muted ce-neutral' }, `Neutral bullets left: ${view.neutralBullets ?? 0}`));
}

