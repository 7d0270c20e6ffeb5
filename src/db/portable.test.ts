import { Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, type DatabaseConnection, type Driver } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { portableDialect } from './portable.js';

type Step = 'connect' | 'statement' | 'begin' | 'commit';

/** A driver whose one step fails with the given code; every other step succeeds. */
function failingDriver(failing: Step, code: string): Driver {
  const fail = (step: Step) => {
    if (step === failing) throw Object.assign(new Error(`${step} failed with ${code}`), { code });
  };
  const connection: DatabaseConnection = {
    executeQuery: async () => {
      fail('statement');
      return { rows: [] };
    },
    streamQuery: () => {
      throw new Error('not used');
    },
  };
  return {
    init: async () => undefined,
    acquireConnection: async () => {
      fail('connect');
      return connection;
    },
    beginTransaction: async () => fail('begin'),
    commitTransaction: async () => fail('commit'),
    rollbackTransaction: async () => undefined,
    releaseConnection: async () => undefined,
    destroy: async () => undefined,
  };
}

function databaseFailing(failing: Step, code: string, movedAway?: () => void) {
  const dialect = {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => failingDriver(failing, code),
    createQueryCompiler: () => new PostgresQueryCompiler(),
    createIntrospector: (db: Kysely<unknown>) => new PostgresIntrospector(db),
  };
  return new Kysely<{ jobs: { id: string } }>({ dialect: portableDialect(dialect, 'postgres', movedAway ? { movedAway } : {}) });
}

const work = (db: ReturnType<typeof databaseFailing>) => db.transaction().execute((trx) => trx.selectFrom('jobs').selectAll().execute());

describe('the portable driver', () => {
  const steps: Step[] = ['connect', 'statement', 'begin', 'commit'];

  it.each(steps.flatMap((step) => ['57P01', '25006', '3D000'].map((code) => [step, code] as const)))(
    'tells movedAway when the %s fails with %s, and passes the failure on',
    async (step, code) => {
      const movedAway = vi.fn();
      await expect(work(databaseFailing(step, code, movedAway))).rejects.toMatchObject({ code });
      expect(movedAway).toHaveBeenCalledOnce();
    },
  );

  it.each(steps.flatMap((step) => ['ECONNREFUSED', '23505', '40001'].map((code) => [step, code] as const)))(
    'does not tell it when the %s fails with %s, which a move does not cause',
    async (step, code) => {
      const movedAway = vi.fn();
      await expect(work(databaseFailing(step, code, movedAway))).rejects.toMatchObject({ code });
      expect(movedAway).not.toHaveBeenCalled();
    },
  );

  it('passes the failure on as it is without a listener', async () => {
    await expect(work(databaseFailing('statement', '25006'))).rejects.toMatchObject({ code: '25006' });
  });
});
