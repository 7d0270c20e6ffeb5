import { describe, expect, it } from 'vitest';
import { attributeDay, fallbackCostCenter, sumByCostCenter } from './cost-attribution.js';

const H = 3_600_000;
const projectCenters: Record<string, string | null> = { p1: 'cc-project', p2: null };
const centerOf = (projectId: string) => projectCenters[projectId] ?? null;

describe('attributeDay', () => {
  it('gives project time to the project’s cost centre and the rest to the fallback', () => {
    expect(attributeDay({ worked: 8 * H, projects: [{ projectId: 'p1', worked: 5 * H }] }, centerOf, 'cc-employee')).toEqual([
      { costCenterId: 'cc-project', projectId: 'p1', worked: 5 * H },
      { costCenterId: 'cc-employee', projectId: null, worked: 3 * H },
    ]);
  });

  it('gives time on a project without cost centre to the fallback, keeping the project', () => {
    expect(attributeDay({ worked: 4 * H, projects: [{ projectId: 'p2', worked: 4 * H }] }, centerOf, 'cc-employee')).toEqual([
      { costCenterId: 'cc-employee', projectId: 'p2', worked: 4 * H },
    ]);
  });

  it('leaves the cost centre null when nothing names one', () => {
    expect(attributeDay({ worked: 2 * H, projects: [] }, centerOf, null)).toEqual([{ costCenterId: null, projectId: null, worked: 2 * H }]);
  });

  it('answers nothing for a day without work', () => {
    expect(attributeDay({ worked: 0, projects: [] }, centerOf, 'cc')).toEqual([]);
  });

  it('never attributes more than the day’s net time', () => {
    const shares = attributeDay(
      { worked: 6 * H, projects: [{ projectId: 'p1', worked: 4 * H }, { projectId: 'p2', worked: 4 * H }] },
      centerOf,
      'cc-employee',
    );
    expect(shares).toEqual([
      { costCenterId: 'cc-project', projectId: 'p1', worked: 4 * H },
      { costCenterId: 'cc-employee', projectId: 'p2', worked: 2 * H },
    ]);
    expect(shares.reduce((sum, share) => sum + share.worked, 0)).toBe(6 * H);
  });

  it('sums shares per cost centre', () => {
    const shares = [
      ...attributeDay({ worked: 8 * H, projects: [{ projectId: 'p1', worked: 2 * H }, { projectId: 'p2', worked: 3 * H }] }, centerOf, 'cc-e'),
      ...attributeDay({ worked: 1 * H, projects: [] }, centerOf, null),
    ];
    expect(sumByCostCenter(shares)).toEqual(
      new Map<string | null, number>([
        ['cc-project', 2 * H],
        ['cc-e', 6 * H],
        [null, 1 * H],
      ]),
    );
  });
});

describe('fallbackCostCenter', () => {
  const departments = new Map([
    ['root', { parentId: null, costCenterId: 'cc-root' }],
    ['mid', { parentId: 'root', costCenterId: null }],
    ['leaf', { parentId: 'mid', costCenterId: 'cc-leaf' }],
    ['orphan', { parentId: null, costCenterId: null }],
    ['loop-a', { parentId: 'loop-b', costCenterId: null }],
    ['loop-b', { parentId: 'loop-a', costCenterId: null }],
  ]);

  it('prefers the employee’s own cost centre', () => {
    expect(fallbackCostCenter({ costCenterId: 'cc-own', departmentId: 'leaf' }, departments)).toBe('cc-own');
  });
  it('takes the department’s, else the nearest unit above that has one', () => {
    expect(fallbackCostCenter({ costCenterId: null, departmentId: 'leaf' }, departments)).toBe('cc-leaf');
    expect(fallbackCostCenter({ costCenterId: null, departmentId: 'mid' }, departments)).toBe('cc-root');
  });
  it('is null without department, without any cost centre up the tree, or for an unknown unit', () => {
    expect(fallbackCostCenter({ costCenterId: null, departmentId: null }, departments)).toBeNull();
    expect(fallbackCostCenter({ costCenterId: null, departmentId: 'orphan' }, departments)).toBeNull();
    expect(fallbackCostCenter({ costCenterId: null, departmentId: 'gone' }, departments)).toBeNull();
  });
  it('stops on a damaged tree with a cycle', () => {
    expect(fallbackCostCenter({ costCenterId: null, departmentId: 'loop-a' }, departments)).toBeNull();
  });
});
