// The MidEvil cards and players: card faces, your hand with the cards' play
// and discard choices (a card with several plays opens them from its face),
// and every player's life, hand size, trophies and cards in play. Faces carry
// the cards' ids, public wherever a face is shown, so that a card drawn,
// played or discarded is seen moving (motion.js).

import { el } from '../dom.js';
import { list, t } from '../i18n/index.js';
import { seatBadges } from '../waiting.js';
import { actionButton } from './actions.js';
import { cardInfo, COLOURS, KIND_NAMES, PAWNS, say, SKELETONS, skeletonCount } from './midevil-data.js';
import { placeName } from './midevil-places.js';
import { asArray, asObject, isSeat, tileAt } from './midevil-view.js';
import { groupedActionList, opensGroupAttr, pointerTo, targetAttr } from './targets.js';

// A name breaks only between words; a long word is set smaller so that it fits
// the card whole ("Nevermind", never "Neverm" over "ind").
function nameSize(name) {
  const longest = Math.max(0, ...String(name ?? '').split(/\s+/).map((word) => word.length));
  return longest >= 11 ? 'mev-card-name-longer' : longest >= 8 ? 'mev-card-name-long' : null;
}

/**
 * A card's identity for the motion of cards (motion.js): its id in the view,
 * which every face-up card has; null for anything else.
 */
export function cardKey(card) {
  return Number.isInteger(card?.id) ? `mev-${card.id}` : null;
}

/** Where a card seen for the first time in seat's cards came from: his hand (a place on his panel). */
export function handPlace(seat) {
  return `hand-${seat}`;
}

/**
 * A card's face; `pointer` is its place in the document, for the actions
 * drawn on it (targets.js); `opens` the group of plays the face unfolds.
 * `keyed` faces carry the card's identity (motion.js): one face per card on
 * the page, the others (a copy in the window's prompt) are not keyed; `from`
 * and `to` say where a card seen or gone for the first time came from or went.
 */
export function cardFace(card, { small = false, pointer = null, opens = null, keyed = true, from = null, to = 'discard-pile' } = {}) {
  const info = cardInfo(card?.card);
  const label = info.text ? t('midevil.cardTitle', { card: info.name, text: info.text }) : info.name;
  const key = keyed ? cardKey(card) : null;
  const motion = key ? { cardKey: key, ...(from ? { cardFrom: from } : {}), ...(to ? { cardTo: to } : {}) } : {};
  return el('span', { class: ['mev-card', `mev-card-${info.kind}`, small && 'mev-card-small'], role: 'img', 'aria-label': label, title: label, dataset: { card: String(card?.card ?? ''), ...motion }, ...(pointer ? targetAttr(pointer) : {}), ...(opens ? opensGroupAttr(opens) : {}) },
    el('span', { class: 'mev-card-icon', 'aria-hidden': 'true' }, info.icon),
    el('span', { class: ['mev-card-name', nameSize(info.name)], 'aria-hidden': 'true' }, info.name),
    small ? null : el('span', { class: 'mev-card-kind', 'aria-hidden': 'true' }, say(KIND_NAMES, info.kind)));
}

export function handPanel(view, ctx, inter) {
  if (!isSeat(ctx.you.seat)) return null;
  const me = asObject(asArray(view.players)[ctx.you.seat]);
  const hand = asArray(me.hand);
  // A card played on a place (Lost on a square, a card on a player) is its
  // group's first step, listed under the hand: unfolded, its places glow on
  // the table, where they are chosen, and its actions are listed for the keyboard.
  const grouped = [];
  const items = hand.map((card, index) => {
    const actions = inter.cards.get(card.id) ?? { play: [], discard: [] };
    const info = cardInfo(card.card);
    const buttons = [];
    if (actions.play.length === 1) buttons.push(actionButton(actions.play[0], ctx, { className: 'button small action primary', content: t('midevil.play') }));
    else grouped.push(...actions.play);
    for (const action of actions.discard) buttons.push(actionButton(action, ctx, { className: 'button small action', content: t('midevil.discard') }));
    // The face unfolds the card's plays, as its entry in the list does (targets.js).
    const opens = actions.play.length > 1 ? actions.play.find((action) => typeof action.group?.key === 'string')?.group.key ?? null : null;
    const face = cardFace(card, { pointer: pointerTo('hand', index), opens, from: 'draw-pile' });
    return el('li', { class: 'mev-hand-card', 'aria-label': info.name }, face, buttons.length ? el('div', { class: 'mev-row' }, buttons) : null);
  });
  return el('section', { class: 'panel mev-hand', 'aria-labelledby': 'mev-hand-heading', dataset: { withDecision: '' } },
    el('h3', { id: 'mev-hand-heading' }, t('midevil.yourHand', { count: hand.length })),
    items.length ? el('ul', { class: 'mev-cards', id: 'hand' }, items) : el('p', { class: 'muted small' }, t('table.noCardsInHand')),
    grouped.length ? groupedActionList(grouped, ctx, { className: 'mev-card-plays', button: (action) => actionButton(action, ctx, { className: 'button small action' }) }) : null);
}

function trophyText(trophies) {
  const held = asObject(trophies);
  const parts = COLOURS.filter((c) => (held[c] ?? 0) > 0).map((c) => skeletonCount(c, held[c]));
  return parts.length ? list(parts) : t('midevil.none');
}

function lifeIcons(n) {
  return el('span', { class: 'mev-chip', title: t('midevil.lifeTokens', { count: n }), 'aria-label': t('midevil.lifeTokens', { count: n }) }, '♥ ', el('b', {}, String(n)));
}

function trophyChips(trophies) {
  const held = asObject(trophies);
  const chips = COLOURS.filter((c) => (held[c] ?? 0) > 0).map((c) =>
    el('span', { class: 'mev-trophy', title: t('midevil.trophyTitle', { skeletons: skeletonCount(c, held[c]), points: SKELETONS[c].points }) }, el('span', { class: ['mev-skull', `mev-skull-${c}`] }, String(held[c]))));
  return el('span', { class: 'mev-trophies', 'aria-label': t('midevil.trophies', { trophies: trophyText(trophies) }) }, chips.length ? chips : el('span', { class: 'muted small' }, t('midevil.noTrophies')));
}

export function playerPanel(player, index, view, ctx) {
  const seat = isSeat(player?.seat) ? player.seat : index;
  const name = ctx.nameOf(seat);
  const isYou = seat === ctx.you.seat;
  const isTurn = view.phase !== 'finished' && view.current === seat;
  const necro = asObject(view.necronomicon);
  const holds = isSeat(necro.holder) && necro.holder === seat;
  const info = asArray(ctx.room.seats)[seat] ?? {};
  const inPlay = asArray(player?.inPlay);
  const flags = [];
  if (holds) flags.push(el('span', { class: 'mev-chip mev-chip-book' }, `✠ ${cardInfo('necronomicon').name}`));
  if (player?.stayThere) flags.push(el('span', { class: 'mev-chip' }, `⚓ ${t('midevil.heldInBuilding')}`));
  if (player?.playedThisCycle) flags.push(el('span', { class: 'mev-chip' }, t('midevil.cardPlayed')));
  if (player?.freePlays) flags.push(el('span', { class: 'mev-chip' }, t('midevil.playsEveryCard')));
  const points = player?.points ?? 0;
  const where = player?.square ? tileAt(view, player.square) : null;
  return el('section', { class: ['player', 'mev-player', isYou && 'player-you', isTurn && 'player-turn'], dataset: { seat: String(seat) }, 'aria-label': isYou ? t('table.playerPointsYou', { name, points }) : t('table.playerPoints', { name, points }) },
    el('header', { class: 'player-head', ...targetAttr(pointerTo('players', seat)) },
      el('span', { class: 'avatar', style: { background: PAWNS[seat % PAWNS.length] }, 'aria-hidden': 'true' }, [...name][0]?.toUpperCase() ?? '?'),
      el('div', { class: 'player-title' },
        el('span', { class: 'player-name' }, name, isTurn ? el('span', { class: 'turn-marker', 'aria-hidden': 'true' }, ' ▶') : null),
        el('span', { class: 'player-meta' }, seatBadges(info, seat, ctx))),
      el('span', { class: 'player-score', title: t('midevil.trophyPoints') }, el('span', { class: 'score-value' }, String(points)), el('span', { class: 'score-unit' }, t('table.points')))),
    el('div', { class: 'mev-stats' },
      lifeIcons(player?.life ?? 0),
      el('span', { class: 'mev-chip', title: t('midevil.cardsInHandTitle'), dataset: { cardPlace: handPlace(seat) } }, '🂠 ', t('midevil.inHand', { count: player?.handCount ?? asArray(player?.hand).length })),
      player?.square ? el('span', { class: 'mev-chip', title: placeName(view, player.square) }, where ? t('midevil.onTile', { tile: where }) : t('midevil.onSquare', { square: player.square })) : null,
      flags),
    trophyChips(player?.trophies),
    inPlay.length ? el('div', {}, el('p', { class: 'mev-section-title' }, t('midevil.inPlay')), el('ul', { class: 'mev-cards' }, inPlay.map((card, at) => el('li', {}, cardFace(card, { small: true, pointer: pointerTo('players', seat, 'inPlay', at), from: handPlace(seat) }))))) : null);
}
