// Errors reach people: a wrong room code, a link to a room that does not
// exist, and a start refused by the server each show a clear message.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertFramesValid, createRoom, openPlayer, useBrowserSuite } from './helpers.mjs';

const suite = useBrowserSuite();

/** The text of the error toasts on the page, once one has appeared. */
async function errorToast(page) {
  const toast = page.locator('.toast-error').first();
  await toast.waitFor({ timeout: 10000 });
  return toast.innerText();
}

test('joining an unknown room code shows a clear error', async () => {
  const visitor = await openPlayer(suite.browser, suite.server.url, { label: 'visitor' });
  await visitor.page.locator('#player-name').fill('Mary Read');
  await visitor.page.locator('#room-code').fill('zzzz');
  await visitor.page.locator('#join-room').click();
  assert.match(await errorToast(visitor.page), /No room with that code/);
  assert.match(await visitor.page.locator('#room-code-error').innerText(), /no room ZZZZ/i);
  assert.equal(await visitor.page.locator('#room-code').getAttribute('aria-invalid'), 'true');
  // Still in the lobby, able to try again.
  assert.equal(await visitor.page.locator('#create-room').count(), 1);
  const errors = visitor.received.filter((frame) => frame.message?.type === 'error');
  assert.equal(errors.length, 1);
  assert.equal(errors[0].message.code, 'unknown_room');
  assertFramesValid(suite.validator, visitor);
  await visitor.context.close();
});

test('a share link to a room that does not exist leads back to the lobby with the reason', async () => {
  const visitor = await openPlayer(suite.browser, `${suite.server.url}/?room=QQQQ`, { label: 'link visitor' });
  // No name is remembered: the page asks for one, or lets the visitor watch.
  await visitor.page.locator('#entry-name').fill('Mary Read');
  await visitor.page.locator('#entry-join').click();
  assert.match(await errorToast(visitor.page), /No room with that code/);
  await visitor.page.locator('#create-room').waitFor();
  assert.equal(await visitor.page.locator('#room-code').inputValue(), 'QQQQ');
  assert.equal(new URL(visitor.page.url()).searchParams.get('room'), null, 'the address still names the room');
  assertFramesValid(suite.validator, visitor);
  await visitor.context.close();
});

test('a start the server refuses explains why', async () => {
  const host = await openPlayer(suite.browser, suite.server.url, { label: 'host' });
  await host.page.locator('#game-deadmansdraw').waitFor();
  await createRoom(host.page, { name: 'Anne Bonny', seats: 3 });
  await host.page.locator('#fill-bots').uncheck();
  await host.page.locator('#start-game').click();
  assert.match(await errorToast(host.page), /Some seats are still empty/);
  assert.ok(host.received.some((frame) => frame.message?.code === 'seats_not_filled'));
  assertFramesValid(suite.validator, host);
  await host.context.close();
});
