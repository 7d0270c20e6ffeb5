import { describe, expect, it } from 'vitest';
import { PERMISSIONS, type Permission } from '../../platform/access/permissions.js';
import { SYSTEM_ROLES } from '../../platform/access/system-roles.js';
import { mayReadSection, PERSONAL_DATA_SECTIONS, revealsMoodAnswer, SECTION_NAMES, withheldSections } from './personal-data.sections.js';

const rolePermissions = (key: string) => new Set(SYSTEM_ROLES.find((role) => role.key === key)!.permissions);

describe('who else may have a section in their export of a person', () => {
  it('is the permission each area’s own endpoints ask for to read it of someone else', () => {
    // Changing a line here means an area's endpoints changed what they ask for (docs/permissions.md).
    expect(Object.fromEntries(PERSONAL_DATA_SECTIONS.map((section) => [section.name, section.othersNeed]))).toEqual({
      clock_events: ['time-tracking:view'],
      corrections: ['time-tracking:view', 'time-tracking:correct'],
      correction_requests: ['time-tracking:correct'],
      working_time: ['time-tracking:view', 'reports:view'],
      schedule_models: ['schedule-models:view'],
      short_work_periods: ['time-tracking:view', 'reports:view'],
      absences: ['absences:view'],
      vacation_entitlements: ['absences:view'],
      eau_requests: ['absences:view'],
      overtime_bookings: ['payroll:view', 'time-tracking:view'],
      compensations: ['payroll:view'],
      payroll_months: ['payroll:view'],
      roster_entries: ['schedule-models:view', 'schedule-models:manage'],
      shift_applications: ['schedule-models:manage'],
      documents: ['employees:manage'],
      mood_answers: 'nobody',
      push_tokens: ['settings:manage'],
      nfc_tags: ['employees:view'],
      calendar_tokens: ['employees:manage'],
      sessions: ['settings:manage'],
      requests: ['settings:manage'],
    });
    expect(SECTION_NAMES).toEqual(PERSONAL_DATA_SECTIONS.map((section) => section.name));
  });

  it('names only permissions that exist, and at least one for every section but the mood answers', () => {
    for (const section of PERSONAL_DATA_SECTIONS) {
      if (section.othersNeed === 'nobody') continue;
      expect(section.othersNeed.length, section.name).toBeGreaterThan(0);
      for (const permission of section.othersNeed) expect(PERMISSIONS, section.name).toContain(permission);
    }
  });

  it('withholds nothing from the person themselves, whatever their role', () => {
    expect(withheldSections(new Set<Permission>(), true)).toEqual([]);
    expect(withheldSections(rolePermissions('employee'), true)).toEqual([]);
  });

  it('withholds from anyone else what their role may not read, in document order; the mood answers always', () => {
    expect(withheldSections(new Set(PERMISSIONS), false)).toEqual(['mood_answers']);
    expect(withheldSections(rolePermissions('hr_admin'), false)).toEqual([
      'correction_requests',
      'compensations',
      'payroll_months',
      'shift_applications',
      'mood_answers',
      'push_tokens',
      'sessions',
      'requests',
    ]);
    expect(withheldSections(new Set<Permission>(['employees:manage']), false)).toEqual(SECTION_NAMES.filter((name) => name !== 'documents' && name !== 'calendar_tokens'));
  });

  it('gives a section for any one of its permissions', () => {
    const overtime = PERSONAL_DATA_SECTIONS.find((section) => section.name === 'overtime_bookings')!;
    expect(mayReadSection(overtime, new Set<Permission>(['time-tracking:view']), false)).toBe(true);
    expect(mayReadSection(overtime, new Set<Permission>(['payroll:view']), false)).toBe(true);
    expect(mayReadSection(overtime, new Set<Permission>(['reports:view']), false)).toBe(false);
    const mood = PERSONAL_DATA_SECTIONS.find((section) => section.name === 'mood_answers')!;
    expect(mayReadSection(mood, new Set(PERMISSIONS), false)).toBe(false);
    expect(mayReadSection(mood, new Set<Permission>(), true)).toBe(true);
  });
});

describe('revealsMoodAnswer', () => {
  it('is every request to the mood barometer, however its path is written', () => {
    for (const uri of ['/rest/mood', '/rest/mood/', '/rest/mood?via=app', '/rest/mood/?x=1', '/rest/mood/summary?from=2026-11-09', '/REST/Mood', '/rest//mood', '/rest/m%6Fod', '/rest/mood#x']) {
      expect(revealsMoodAnswer(uri), uri).toBe(true);
    }
  });

  it('is no other request', () => {
    for (const uri of ['/rest/', '/rest/moods', '/rest/employees/019a/documents', '/rest/audit/requests?path=/rest/mood', '/rest/clock', '/rest/%E0%A4%A', '/mood']) {
      expect(revealsMoodAnswer(uri), uri).toBe(false);
    }
  });
});
