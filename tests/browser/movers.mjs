// How the browser tests play the games when they play as a person would:
// seeded choices among what the page offers (buttons, and MidEvil's map), so
// that a failing run can be told apart from the next. Used by each game's own
// test and by the test that plays every game in Italian and Portuguese.
import { chooseAction, clickAction, offeredActions } from './helpers.mjs';

/** A seeded generator of numbers in [0, 1). */
export function seededRandom(seed) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

/** Mostly play cards (draw now and then), and pick any offered Stealin' choice. */
export function chooseColtExpress(actions, random) {
  const plays = actions.filter((a) => a.type === 'play');
  const draw = actions.find((a) => a.type === 'draw');
  if (plays.length && (!draw || random() < 0.8)) return plays[Math.floor(random() * plays.length)];
  if (draw) return draw;
  const keep = actions.find((a) => a.type === 'keep');
  if (keep) return keep;
  return actions[Math.floor(random() * actions.length)];
}

/** Forced choices first; otherwise use an item now and then, reveal, and end the turn. */
export function chooseDrachenSchatten(actions, random) {
  const forced = actions.find((a) => ['start', 'peek', 'fight', 'lose'].includes(a.type));
  if (forced) return forced;
  const parsed = actions.map((a) => ({ ...a, action: JSON.parse(a.json) }));
  const uses = parsed.filter((a) => a.type !== 'endTurn' && !(a.type === 'reveal' && a.action.card === undefined));
  const reveals = parsed.filter((a) => a.type === 'reveal' && a.action.card === undefined);
  if (uses.length && random() < 0.35) return uses[Math.floor(random() * uses.length)];
  if (reveals.length) return reveals[Math.floor(random() * reveals.length)];
  return parsed.find((a) => a.type === 'endTurn') ?? parsed[0];
}

function anyOf(list, random) {
  return list[Math.floor(random() * list.length)];
}

/** Clicks (on a phone: taps) a locator; a redraw may have replaced it, so a failure only means "look again". */
export async function tryClick(locator) {
  try {
    const touch = (locator.page().viewportSize()?.width ?? 1000) < 600;
    if (touch) await locator.tap({ timeout: 1500 });
    else await locator.click({ timeout: 1500 });
    return true;
  } catch {
    return false;
  }
}

/** The offered action buttons outside the map, as [{type, json}]. */
async function buttons(page) {
  return page.$$eval('#table [data-action]:not([disabled])', (nodes) => nodes.filter((n) => n.offsetParent !== null).map((n) => ({ type: n.dataset.actionType, json: n.dataset.action })));
}

/**
 * A button to press. `cards`: 'cycle' plays a card from the hand whenever one
 * may be and discards one at the end of the turn (the hand is drawn afresh
 * sooner), 'keep' plays none unless nothing else is offered; otherwise now
 * and then.
 */
function pickButton(actions, random, cards = '') {
  const of = (type) => actions.filter((a) => a.type === type);
  if (of('pass').length && random() < 0.85) return of('pass')[0];
  for (const type of ['fight', 'reroll', 'spend', 'yoink', 'lose', 'take', 'done', 'yield']) if (of(type).length) return anyOf(of(type), random);
  if (of('stop').length && random() < 0.15) return of('stop')[0];
  const plays = of('play');
  if (plays.length && cards !== 'keep' && (cards === 'cycle' || random() < 0.3)) return anyOf(plays, random);
  if (cards === 'cycle' && of('discard').length) return anyOf(of('discard'), random);
  if (of('endTurn').length) return of('endTurn')[0];
  if (of('discard').length) return anyOf(of('discard'), random);
  const rest = actions.filter((a) => a.type !== 'play' || (cards !== 'keep' && random() < 0.5));
  return rest.length ? anyOf(rest, random) : actions[0] ?? null;
}

/** Unfolds the list's entry of the group an action belongs to (a card to play, a bandit to choose), as a person would before choosing in it. */
export async function unfoldGroupOf(page, action) {
  const { group } = JSON.parse(action.json);
  if (!group?.key) return;
  const head = page.locator(`.action-group[data-group=${JSON.stringify(group.key)}]:not(.action-group-open) .action-group-head`).first();
  if (await head.isVisible().catch(() => false)) await tryClick(head);
}

/**
 * One move on a page, the way a person would make it: the map first when it
 * glows, the buttons otherwise. Returns the kind of gesture made, or null.
 */
export async function playMidEvilMove(page, stats, random) {
  const map = page.locator('#map');
  // A place with several choices asks which, in a small menu (targets.js): take one.
  const menu = page.locator('.target-menu [role="menuitem"]');
  const asked = await menu.count();
  if (asked) return (await tryClick(menu.nth(Math.floor(random() * asked)))) ? 'square-choice' : null;

  const slots = map.locator('.mev-slot');
  if (await slots.count()) {
    const chosen = map.locator('.mev-slot-chosen');
    const slot = slots.nth(Math.floor(random() * (await slots.count())));
    if (!(await chosen.count()) && stats.keyboard === 0 && (page.viewportSize()?.width ?? 0) >= 600) {
      // Once by keyboard: the map's places are focusable buttons.
      try {
        await slot.focus({ timeout: 1500 });
        await page.keyboard.press('Enter');
        await map.locator('.mev-slot-chosen').waitFor({ timeout: 1500 });
        stats.keyboard += 1;
        return 'slot-keyboard';
      } catch {
        return null;
      }
    }
    if (!(await chosen.count())) return (await tryClick(slot)) ? 'slot' : null;
    const rotate = page.locator('#mev-rotate:not([disabled])');
    if ((await rotate.count()) && random() < 0.4) {
      if (await tryClick(rotate)) stats.rotations += 1;
    }
    const place = page.locator('#decision [data-action-type="place"]:not([disabled])');
    return (await tryClick(place.first())) ? 'place' : null;
  }

  const offered = await buttons(page);
  const pass = offered.find((a) => a.type === 'pass');
  const targets = map.locator('.mev-target:not(.mev-slot):visible');
  const count = await targets.count();
  if (count && !(pass && random() < 0.85)) {
    const kinds = await targets.evaluateAll((nodes) => nodes.map((n) => n.dataset.targetKind));
    const from = kinds.indexOf('from');
    const to = kinds.indexOf('to');
    // Moving skeletons: pick one, then where it goes.
    if (to >= 0) return (await tryClick(targets.nth(to))) ? 'skeleton-to' : null;
    if (from >= 0) return (await tryClick(targets.nth(from))) ? 'skeleton-from' : null;
    // Moving: now and then stop instead of stepping.
    const stop = offered.find((a) => a.type === 'stop');
    if (!(stop && random() < 0.15)) {
      // Go for the skeletons most of the time: fights are what the game is about.
      const squares = await targets.evaluateAll((nodes) => nodes.map((n) => n.dataset.square));
      const guarded = new Set(await map.locator('.mev-skeleton').evaluateAll((nodes) => nodes.map((n) => n.dataset.square)));
      const toFight = squares.map((square, i) => (guarded.has(square) && kinds[i] === 'move' ? i : -1)).filter((i) => i >= 0);
      const index = toFight.length && random() < 0.7 ? anyOf(toFight, random) : Math.floor(random() * count);
      const kind = kinds[index];
      if (await tryClick(targets.nth(index))) return `square-${kind}`;
      return null;
    }
  }
  const action = pickButton(offered, random, stats.cards);
  if (!action) return null;
  await unfoldGroupOf(page, action);
  const button = page.locator(`#table [data-action=${JSON.stringify(action.json)}]:not([disabled])`).first();
  return (await tryClick(button)) ? `button-${action.type}` : null;
}

/**
 * One move of `game` on a page, if the page offers one: MidEvil through its
 * map and buttons, the other games through their buttons. Returns the kind
 * of move made, or null when nothing was offered or the table changed first.
 */
export async function playMove(page, game, stats, random) {
  if (game === 'midevil') return playMidEvilMove(page, stats, random);
  const actions = await offeredActions(page);
  if (actions.length === 0) return null;
  let action;
  if (game === 'coltexpress') action = chooseColtExpress(actions, random);
  else if (game === 'drachenschatten') action = chooseDrachenSchatten(actions, random);
  else action = chooseAction(actions, await page.locator('#play-area .card').count());
  await unfoldGroupOf(page, action);
  return (await clickAction(page, action)) ? action.type : null;
}
