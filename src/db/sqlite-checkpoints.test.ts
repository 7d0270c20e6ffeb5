import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, removeDatabase, type DatabaseLocation } from './connection.js';
import { CheckpointThread, checkpointThread, COMMITS_PER_CHECKPOINT } from './sqlite-checkpoints.js';

interface Notes {
  notes: { id: number; body: string };
}

const NO_KINDS = { booleans: new Set<string>(), json: new Set<string>() };
const A_PAGE = 'x'.repeat(4_000);

describe('checkpoints on their own thread', () => {
  let dir: string;
  let location: DatabaseLocation & { kind: 'sqlite' };
  let db: Kysely<Notes>;

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stempel-checkpoints-'));
    location = { kind: 'sqlite', file: path.join(dir, 'tenant.db') };
    db = openDatabase<Notes>(location, NO_KINDS, { max: 1, idleTimeoutMs: 1_000 });
    await sql`create table notes (id integer primary key, body text not null)`.execute(db);
  });

  afterEach(async () => {
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const fileSize = () => fs.statSync(location.file).size;
  const logFrames = async () => (await sql<{ log: number; checkpointed: number }>`pragma wal_checkpoint(passive)`.execute(db)).rows[0]!;

  it('leaves a growing log to the thread, not to the commit that grows it', async () => {
    const before = fileSize();
    // The table's creation was the first commit; up to the hundredth none asks: the pages stay in the log.
    for (let i = 1; i < COMMITS_PER_CHECKPOINT - 1; i++) await db.insertInto('notes').values({ id: i, body: A_PAGE }).execute();
    await checkpointThread.settled(location.file);
    expect(fileSize()).toBe(before);
    await db.insertInto('notes').values({ id: COMMITS_PER_CHECKPOINT - 1, body: A_PAGE }).execute();
    await db.insertInto('notes').values({ id: COMMITS_PER_CHECKPOINT, body: A_PAGE }).execute();
    await checkpointThread.settled(location.file);
    // The thread copied the log's pages into the file: about a page per note.
    expect(fileSize()).toBeGreaterThan(before + COMMITS_PER_CHECKPOINT * 4_000);
    const frames = await logFrames();
    expect(frames.checkpointed).toBe(frames.log);
  });

  it('counts a transaction as one commit, however many statements it holds', async () => {
    const before = fileSize();
    await db.transaction().execute(async (trx) => {
      for (let i = 1; i <= COMMITS_PER_CHECKPOINT * 2; i++) await trx.insertInto('notes').values({ id: i, body: A_PAGE }).execute();
    });
    // With the table's creation, the transaction is the second commit: 97 more leave the log alone.
    for (let i = 1; i <= COMMITS_PER_CHECKPOINT - 3; i++) await db.insertInto('notes').values({ id: 1_000 + i, body: 'note' }).execute();
    await checkpointThread.settled(location.file);
    expect(fileSize()).toBe(before);
    await db.insertInto('notes').values({ id: 2_000, body: 'note' }).execute();
    await checkpointThread.settled(location.file);
    expect(fileSize()).toBeGreaterThan(before + COMMITS_PER_CHECKPOINT * 2 * 4_000);
  });

  it('bounds the log of a tenant that commits without a pause, which never leaves the thread a moment to start it again', async () => {
    const logPages = () => (fs.existsSync(`${location.file}-wal`) ? fs.statSync(`${location.file}-wal`).size / (4_096 + 24) : 0);
    let largest = 0;
    for (let i = 1; i <= 3_000; i++) {
      await db.insertInto('notes').values({ id: i, body: A_PAGE }).execute();
      largest = Math.max(largest, logPages());
    }
    // A page and its index's page per note: 6,000 pages would have gone into one log.
    expect(largest).toBeGreaterThan(500);
    expect(largest).toBeLessThan(2_100);
  });

  it('lets a removal wait for a checkpoint underway, and takes a file gone meanwhile as nothing to do', async () => {
    for (let i = 1; i <= COMMITS_PER_CHECKPOINT; i++) await db.insertInto('notes').values({ id: i, body: 'note' }).execute();
    const failuresBefore = checkpointThread.failures;
    const gone = path.join(dir, 'gone.db');
    expect(checkpointThread.ask(gone)).toBe(true);
    let settled = false;
    const waiting = checkpointThread.settled(gone).then(() => (settled = true));
    expect(settled).toBe(false);
    await waiting;
    expect(checkpointThread.failures).toBe(failuresBefore + 1);
    expect(fs.existsSync(gone)).toBe(false);

    await db.destroy();
    await removeDatabase(location);
    for (const suffix of ['', '-wal', '-shm']) expect(fs.existsSync(location.file + suffix)).toBe(false);
    db = openDatabase<Notes>({ kind: 'sqlite', file: path.join(dir, 'other.db') }, NO_KINDS, { max: 1, idleTimeoutMs: 1_000 });
  });
});

describe('a checkpoint thread that fails', () => {
  // Answers every file as done, and ends its thread as a crash would when asked for "crash".
  const FAILING_ONCE_ASKED = `
    const { parentPort } = require('node:worker_threads');
    parentPort.on('message', (file) => {
      if (file === 'crash') process.exit(1);
      parentPort.postMessage({ file, error: null });
    });
  `;

  it('lets checkpoints run in place for a while, then starts a new thread', async () => {
    const thread = new CheckpointThread(FAILING_ONCE_ASKED, 200);
    expect(thread.ask('a.db')).toBe(true);
    await thread.settled('a.db');

    expect(thread.ask('crash')).toBe(true);
    // Whoever waited for it is let go when the thread ends.
    await thread.settled('crash');
    expect(thread.ask('b.db')).toBe(false);

    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(thread.ask('b.db')).toBe(true);
    await thread.settled('b.db');
  });
});
