// The room around the game: room settings from the lobby form, chat, leaving
// the waiting room, the turn clock, and playing with the keyboard alone.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertFramesValid, chooseAction, clickAction, createRoom, joinRoom, offeredActions, openPlayer, PHONE, rebuildDocuments, screenshot, sleep, useBrowserSuite } from './helpers.mjs';

const suite = useBrowserSuite();

test('room settings, chat, leaving, the turn clock and the keyboard', { timeout: 120000 }, async () => {
  const anne = await openPlayer(suite.browser, suite.server.url, { label: 'Anne' });
  await anne.page.locator('#game-deadmansdraw').waitFor();
  // Room settings come from the server's descriptors: open them and set a turn clock.
  await anne.page.locator('.room-settings summary').click();
  await anne.page.locator('#room-turnSeconds').fill('45');
  await anne.page.locator('#room-turnSeconds').dispatchEvent('change');
  await anne.page.locator('#room-public').check();
  const code = await createRoom(anne.page, { name: 'Anne Bonny', seats: 2 });
  const create = anne.sent.find((frame) => frame.message?.type === 'create');
  assert.equal(create.message.room.turnSeconds, 45);
  assert.equal(create.message.room.public, true);
  assert.match(await anne.page.locator('.options-summary').innerText(), /45 s/);

  // The room is listed among the open tables; Jack joins it from the list.
  const jack = await openPlayer(suite.browser, suite.server.url, { label: 'Jack', viewport: PHONE });
  await jack.page.locator('#player-name').fill('Calico Jack');
  await jack.page.locator('#refresh-rooms').click();
  await jack.page.locator(`.room-row button[data-focus-key="room-${code}"]`).click();
  await jack.page.locator('#seats').waitFor();

  // Chat both ways.
  await anne.page.locator('#chat-input').fill('Ahoy <b>mates</b>!');
  await anne.page.locator('#chat-input').press('Enter');
  await jack.page.locator('#chat .chat-line', { hasText: 'Ahoy <b>mates</b>!' }).waitFor();
  assert.equal(await jack.page.locator('#chat b.who', { hasText: 'mates' }).count(), 0, 'chat text was read as markup');

  // Jack leaves the waiting room: his seat is free again, and he is back in the lobby.
  await jack.page.locator('#leave-button').click();
  await jack.page.locator('#create-room').waitFor();
  assert.equal(new URL(jack.page.url()).searchParams.get('room'), null);
  await anne.page.locator('#seats .seat-empty').waitFor();

  // Anne starts against an easy bot: the level is chosen only when bots are
  // wanted, and sent with start. The turn clock counts down.
  await anne.page.locator('#fill-bots').uncheck();
  assert.equal(await anne.page.locator('#bot-level').isDisabled(), true, 'a bot level is offered without bots');
  await anne.page.locator('#fill-bots').check();
  assert.equal(await anne.page.locator('#bot-level').inputValue(), 'normal');
  await anne.page.locator('#bot-level').selectOption('easy');
  await anne.page.locator('#start-game').click();
  await anne.page.locator('#table').waitFor();
  const start = anne.sent.find((frame) => frame.message?.type === 'start');
  assert.equal(start.message.bots, true);
  assert.equal(start.message.botLevel, 'easy');
  await anne.page.locator('#clock').waitFor({ state: 'visible' });
  const shown = await anne.page.locator('#clock .clock-time').textContent();
  assert.match(shown, /^0:[0-4]\d$/);
  await anne.page.waitForFunction((first) => document.querySelector('#clock .clock-time').textContent !== first, shown, { timeout: 5000 });

  // Keyboard only: choose a trait with Enter; the focus moves on to the next choice.
  const trait = anne.page.locator('[data-action-type="trait"]').first();
  await trait.focus();
  await anne.page.keyboard.press('Enter');
  await anne.page.locator('[data-action-type="draw"]').waitFor({ timeout: 10000 });
  await anne.page.waitForFunction(() => document.activeElement?.matches('button.action:not([disabled])'), null, { timeout: 10000 });
  const actionsSent = () => anne.sent.filter((frame) => frame.message?.type === 'action').length;
  assert.equal(actionsSent(), 1);
  await anne.page.keyboard.press('Enter');
  // Waits for the server's answer, not for a card in the play area: with the
  // Fisherman or Casanova trait the first card drawn may go straight to the
  // bank and leave the play area empty with the turn still Anne's.
  const answered = () => {
    const action = anne.sent.filter((frame) => frame.message?.type === 'action')[1]?.message;
    return action && anne.received.some((frame) => ['ok', 'error'].includes(frame.message?.type) && frame.message.id === action.id);
  };
  for (const until = Date.now() + 10000; !answered() && Date.now() < until;) await sleep(50);
  assert.equal(actionsSent(), 2, 'Enter on the focused choice sent no action');
  const second = anne.sent.filter((frame) => frame.message?.type === 'action')[1].message;
  assert.equal(second.action.type, 'draw', 'the focus did not move on to the draw');
  const reply = anne.received.find((frame) => ['ok', 'error'].includes(frame.message?.type) && frame.message.id === second.id);
  assert.equal(reply?.message.type, 'ok', `the draw was not accepted: ${reply?.text}`);

  // Every card picture has a text alternative.
  const unlabeled = await anne.page.$$eval('.card:not([aria-hidden="true"])', (cards) => cards.filter((card) => !card.getAttribute('aria-label')).length);
  assert.equal(unlabeled, 0);

  for (const viewer of [anne, jack]) {
    assertFramesValid(suite.validator, viewer);
    assert.deepEqual(viewer.pageErrors, []);
  }
});

test('the generic table shows any view and sends back exactly the actions offered', async () => {
  const context = await suite.browser.newContext({ viewport: { width: 1000, height: 700 } });
  const page = await context.newPage();
  await page.goto(suite.server.url);
  const result = await page.evaluate(async () => {
    const { renderTable } = await import('./js/tables/generic.js');
    const sent = [];
    const offered = [{ type: 'move', to: 3, label: 'Move to {1}' }, { type: 'pass', label: 'Pass' }];
    const ctx = {
      actions: offered, busy: false, waitingText: 'Waiting…', room: { seats: [{}, {}] },
      nameOf: (seat) => ['Anne <i>Bonny</i>', 'Calico Jack'][seat], sendAction: (action) => sent.push(action),
      game: { round: 2, banks: { 0: { gold: 3 }, 1: { gold: 1 } }, market: ['ruby', 'emerald'] },
    };
    const table = renderTable(ctx);
    document.body.append(table);
    table.querySelector('[data-action-type="move"]').click();
    return { text: table.innerText, italics: table.querySelectorAll('i').length, sent, offered };
  });
  assert.match(result.text, /Move to Calico Jack/);
  assert.match(result.text, /Anne <i>Bonny<\/i>/, 'a seat-keyed entry is not shown by name');
  assert.equal(result.italics, 0, 'a name was read as markup');
  assert.match(result.text, /ruby, emerald/);
  assert.deepEqual(result.sent, [result.offered[0]], 'the action sent differs from the one offered');
  await context.close();
});

test("the Dead Man's Draw table shows the Navigator the discard pile, and the others only the search", async () => {
  const context = await suite.browser.newContext({ viewport: { width: 1000, height: 700 } });
  const page = await context.newPage();
  await page.goto(suite.server.url);
  const result = await page.evaluate(async () => {
    const { renderTable } = await import('./js/tables/deadmansdraw.js');
    // The public view while seat 0's Navigator looks through the pile; only his `you` holds it.
    const game = {
      phase: 'play', current: 0, drawPile: { count: 30, revealed: [] }, discardPile: { count: 2 },
      playArea: [{ suit: 'map', value: 4, kept: false }], kraken: 0, banks: { 0: {}, 1: {} },
      scores: { 0: 0, 1: 0 }, traits: { 0: 'navigator' }, lockers: {},
      pending: { kind: 'map', seat: 0, navigator: true },
    };
    const render = (you, seat, role) => {
      const table = renderTable({
        game: { ...game, ...(you ? { you } : {}) }, actions: [], busy: false, waitingText: 'Waiting…',
        room: { seats: [{}, {}] }, you: { seat, role }, nameOf: (s) => ['Anne', 'Jack'][s], sendAction: () => {},
      });
      document.body.append(table);
      const group = [...table.querySelectorAll('.revealed-group')].find((g) => /Navigator/.test(g.textContent));
      const shown = group ? group.querySelectorAll('.card').length : 0;
      table.remove();
      return shown;
    };
    return {
      navigator: render({ seat: 0, discardPile: [{ suit: 'anchor', value: 2 }, { suit: 'key', value: 5 }] }, 0, 'player'),
      other: render({ seat: 1 }, 1, 'player'),
      spectator: render(null, null, 'spectator'),
    };
  });
  assert.deepEqual(result, { navigator: 2, other: 0, spectator: 0 });
  await context.close();
});

test('a share link takes a free seat at once when the name is known', async () => {
  const anne = await openPlayer(suite.browser, suite.server.url, { label: 'Anne' });
  await anne.page.locator('#game-deadmansdraw').waitFor();
  const code = await createRoom(anne.page, { name: 'Anne Bonny', seats: 3 });
  const link = await anne.page.locator('#share-link').inputValue();
  assert.equal(new URL(link).searchParams.get('room'), code);

  const context = await suite.browser.newContext();
  await context.addInitScript(() => window.localStorage.setItem('tavern.name', 'Mary Read'));
  const page = await context.newPage();
  await page.goto(link);
  await page.locator('.seat-you', { hasText: 'Mary Read' }).waitFor();
  await anne.page.locator('#seats', { hasText: 'Mary Read' }).waitFor();
  assert.ok(await page.evaluate((room) => window.localStorage.getItem(`tavern.seat.${room}`), code), 'no seat token was kept');
  await context.close();
  await anne.context.close();
});

test('a spectator delay chosen in the lobby: shown in the waiting room, and the spectator watches behind', { timeout: 120000 }, async () => {
  const anne = await openPlayer(suite.browser, suite.server.url, { label: 'Anne' });
  await anne.page.locator('#game-deadmansdraw').waitFor();
  await anne.page.locator('.room-settings summary').click();
  await anne.page.locator('#room-spectatorDelay').fill('2');
  await anne.page.locator('#room-spectatorDelay').dispatchEvent('change');
  assert.equal(await anne.page.locator('#room-spectatorDelayUnit').inputValue(), 'actions');
  const code = await createRoom(anne.page, { name: 'Anne Bonny', seats: 2 });
  const create = anne.sent.find((frame) => frame.message?.type === 'create');
  assert.equal(create.message.room.spectatorDelay, 2);
  assert.match(await anne.page.locator('.options-summary').innerText(), /2 actions behind/);

  const jack = await openPlayer(suite.browser, suite.server.url, { label: 'Jack' });
  await joinRoom(jack.page, { name: 'Calico Jack', code });
  const eve = await openPlayer(suite.browser, suite.server.url, { label: 'Eve', viewport: PHONE });
  await eve.page.locator('#room-code').fill(code);
  await eve.page.locator('#watch-room').click();
  await eve.page.locator('#seats').waitFor();
  assert.match(await eve.page.locator('.options-summary').innerText(), /2 actions behind/);
  assert.equal(await eve.page.locator('#delay-chip').isVisible(), false, 'the chip shows before a game');

  await anne.page.locator('#start-game').click();
  await eve.page.locator('#delay-chip').waitFor({ state: 'visible' });
  assert.match(await eve.page.locator('#delay-chip').innerText(), /Watching 2 actions behind/);
  assert.equal(await anne.page.locator('#delay-chip').isVisible(), false, 'a player is told of a delay');

  // Five actions between the two players, each answered before the next.
  let played = 0;
  const oks = (player) => player.received.filter((frame) => frame.message?.type === 'ok').length;
  const oksBefore = oks(anne) + oks(jack);
  for (let guard = 0; played < 5 && guard < 200; guard += 1) {
    for (const player of [anne, jack]) {
      const actions = await offeredActions(player.page);
      if (!actions.length || played >= 5) continue;
      const before = oks(player);
      if (await clickAction(player.page, chooseAction(actions, 0, 3))) {
        for (const until = Date.now() + 5000; oks(player) === before && Date.now() < until;) await sleep(25);
        played += 1;
      }
    }
    await sleep(50);
  }
  assert.equal(played, 5);
  await sleep(300);
  // What the server accepted, counted by its answers: on a loaded machine a
  // click that timed out here may still have reached it.
  const applied = oks(anne) + oks(jack) - oksBefore;
  assert.ok(applied >= 5, `${applied} actions accepted`);
  const docs = await rebuildDocuments(eve);
  const last = docs.at(-1);
  if (last.room.status === 'playing') assert.equal(last.room.delayedAt, applied - 2, 'the spectator is not two actions behind');
  const anneDocs = await rebuildDocuments(anne);
  assert.equal(anneDocs.at(-1).room.delayedAt, undefined);
  assert.ok(last.log.length < anneDocs.at(-1).log.length, 'the spectator reads as much of the log as the players');
  for (const doc of docs) assert.equal(doc.room.clock ?? null, null);
  await screenshot(eve.page, 'spectator-delayed-phone');
  for (const viewer of [anne, jack, eve]) {
    assertFramesValid(suite.validator, viewer);
    assert.deepEqual(viewer.pageErrors, []);
  }
});
