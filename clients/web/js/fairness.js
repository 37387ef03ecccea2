// Fair shuffles (protocol.md, "Fair shuffles"): this page's own random value,
// sent with create, join, resume and start; the commitments it saw; and the
// check, once a game is over, that the revealed secret is the one committed
// to and that the game's seed comes from it and every seat's value.

const encoder = new TextEncoder();

/** 16 random bytes from the browser, as 32 hex digits: this page's value for the next game. */
export function newEntropy() {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

async function sha256(text) {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(text)));
}

function hex(bytes) {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export async function commitmentOf(serverSeed, nonce) {
  return hex(await sha256(`tavern-commit-v1\n${serverSeed}\n${nonce}\n`));
}

/** The game's seed, as a decimal string (it does not fit a JavaScript number). */
export async function gameSeedOf(serverSeed, nonce, values) {
  const text = `tavern-seed-v1\n${serverSeed}\n${nonce}\n${values.length}\n${values.map((v) => `${v}\n`).join('')}`;
  const digest = await sha256(text);
  let seed = 0n;
  for (let i = 0; i < 8; i += 1) seed = (seed << 8n) | BigInt(digest[i]);
  return seed.toString();
}

/**
 * Checks a revealed game record: `record` is room.fairness.game (or a
 * replay's `fairness`); `kept` the commitment this page saw before the secret
 * was revealed (null when it saw none); `own` this seat's value and seat,
 * when this page played; `seed` the game's seed when known (a replay's).
 * Returns {ok, problem}: problem names the first check that failed.
 */
export async function checkRecord(record, { kept = null, own = null, seed = null } = {}) {
  if (!record || typeof record.serverSeed !== 'string' || typeof record.nonce !== 'string') return { ok: false, problem: 'missing' };
  if (kept && kept !== record.commitment) return { ok: false, problem: 'commitment' };
  if ((await commitmentOf(record.serverSeed, record.nonce)) !== record.commitment) return { ok: false, problem: 'commitment' };
  if (own && own.value && record.values?.[own.seat] !== own.value) return { ok: false, problem: 'value' };
  if (seed !== null && (await gameSeedOf(record.serverSeed, record.nonce, record.values ?? [])) !== String(seed)) return { ok: false, problem: 'seed' };
  return { ok: true, problem: null };
}

/**
 * What this page remembers of a room's fair shuffles: the value it sent
 * last, the commitment offered before each start it saw, the commitment of
 * the game in play, and the outcome of the last check.
 */
export class FairnessWatch {
  constructor() {
    this.entropy = newEntropy();
    this.sentAtStart = new Map(); // game commitment -> the value this page had sent before that start
    this.swapped = new Set(); // game commitments that were not the one offered before the start
    this.playing = null; // the commitment of the unrevealed game, as seen while it was played
    this.result = null; // {commitment, ok, problem} of the last check
  }

  /** A fresh value to send with a message. */
  next() {
    this.entropy = newEntropy();
    return this.entropy;
  }

  /** Called with each new document and the one before it. */
  observe(doc, previous) {
    const fairness = doc?.room?.fairness;
    const game = fairness?.game;
    if (!game || game.serverSeed !== null) return;
    const before = previous?.room?.fairness;
    const sawStart = before && previous.room.status !== 'playing' && before.game?.commitment !== game.commitment;
    if (sawStart) {
      if (before.next !== game.commitment) this.swapped.add(game.commitment);
      this.sentAtStart.set(game.commitment, this.entropy);
    }
    this.playing = game.commitment;
  }

  /** Checks the revealed game of `doc` once; `onDone` gets {ok, problem, commitment}. */
  async check(doc, seat, onDone) {
    const game = doc?.room?.fairness?.game;
    if (!game || game.serverSeed === null || this.result?.commitment === game.commitment) return;
    this.result = { ok: null, problem: null, commitment: game.commitment };
    const own = seat !== null && seat !== undefined && this.sentAtStart.has(game.commitment)
      ? { seat, value: this.sentAtStart.get(game.commitment) } : null;
    let outcome;
    if (this.swapped.has(game.commitment)) outcome = { ok: false, problem: 'commitment' };
    else outcome = await checkRecord(game, { kept: this.playing, own });
    this.result = { ...outcome, commitment: game.commitment };
    onDone(this.result);
  }
}
