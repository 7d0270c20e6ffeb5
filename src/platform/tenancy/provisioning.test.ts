import { describe, expect, it } from 'vitest';
import { MODULE_IDS } from '../access/modules.js';
import { ValidationError } from '../errors/errors.js';
import { parseModuleList } from './provisioning.js';

function validationErrorOf(value: string): ValidationError {
  try {
    parseModuleList(value);
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError);
    return error as ValidationError;
  }
  throw new Error(`parseModuleList(${JSON.stringify(value)}) did not throw`);
}

describe('parseModuleList', () => {
  it('reads "all" as every module in catalogue order', () => {
    expect(parseModuleList('all')).toEqual(MODULE_IDS);
  });

  it('reads " all " with surrounding spaces as every module', () => {
    expect(parseModuleList('  all  ')).toEqual(MODULE_IDS);
  });

  it('returns a copy, not the catalogue array itself', () => {
    const modules = parseModuleList('all');
    expect(modules).not.toBe(MODULE_IDS);
    modules.pop();
    expect(parseModuleList('all')).toHaveLength(MODULE_IDS.length);
  });

  it.each(['', '   ', 'none', ' none '])('reads %j as no modules', (value) => {
    expect(parseModuleList(value)).toEqual([]);
  });

  it('reads a single module', () => {
    expect(parseModuleList('payroll')).toEqual(['payroll']);
  });

  it('reads a comma-separated list', () => {
    expect(parseModuleList('payroll,terminals')).toEqual(['payroll', 'terminals']);
  });

  it('returns the modules in catalogue order, not input order', () => {
    expect(parseModuleList('terminals,payroll')).toEqual(['payroll', 'terminals']);
    expect(parseModuleList('custom_domain,leave_requests,webhooks,projects')).toEqual([
      'leave_requests',
      'projects',
      'webhooks',
      'custom_domain',
    ]);
  });

  it('ignores spaces around names and empty items', () => {
    expect(parseModuleList(' terminals , payroll ,, ')).toEqual(['payroll', 'terminals']);
  });

  it('drops duplicates', () => {
    expect(parseModuleList('payroll,payroll,terminals,payroll')).toEqual(['payroll', 'terminals']);
  });

  it('reads a list of every module name as all modules', () => {
    expect(parseModuleList([...MODULE_IDS].reverse().join(','))).toEqual(MODULE_IDS);
  });

  it('rejects an unknown name and names it', () => {
    const error = validationErrorOf('payroll,timetravel');
    expect(error.fieldErrors).toEqual({
      modules: [`Unknown module: timetravel. Known: ${MODULE_IDS.join(', ')}.`],
    });
    expect(error.message).toBe(`Unknown module: timetravel. Known: ${MODULE_IDS.join(', ')}.`);
    expect(error.status).toBe(422);
  });

  it('names every unknown name, in input order, with the plural', () => {
    const error = validationErrorOf('zeta,payroll,alpha');
    expect(error.fieldErrors.modules).toEqual([`Unknown modules: zeta, alpha. Known: ${MODULE_IDS.join(', ')}.`]);
  });

  it.each([
    ['Payroll', 'Payroll'],
    ['PAYROLL', 'PAYROLL'],
    ['ALL', 'ALL'],
    ['all,payroll', 'all'],
    ['none,payroll', 'none'],
    ['pay roll', 'pay roll'],
    ['payroll;terminals', 'payroll;terminals'],
    ['__proto__', '__proto__'],
    ['constructor', 'constructor'],
    ['hasOwnProperty', 'hasOwnProperty'],
  ])('rejects %j and names %j', (value, unknown) => {
    const error = validationErrorOf(value);
    expect(error.fieldErrors.modules?.[0]).toMatch(new RegExp(`^Unknown module: ${unknown.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\. Known: `));
  });
});
