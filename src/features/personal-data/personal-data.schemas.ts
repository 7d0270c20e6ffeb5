import { Type } from '@sinclair/typebox';
import { Absence, VacationEntitlement } from '../absences/absence.resource.js';
import { ClockEvent } from '../clocking/clock-event.resource.js';
import { Compensation } from '../compensations/compensation.resource.js';
import { Eau } from '../eau/eau-request.resource.js';
import { Employee } from '../employees/employee.resource.js';
import { EmployeeDocument } from '../employee-documents/employee-document.resource.js';
import { NfcTag } from '../nfc-tags/nfc-tag.resource.js';
import { OvertimeBooking } from '../overtime-accounts/overtime-booking.resource.js';
import { PayrollSnapshot } from '../payroll-periods/payroll-month.resource.js';
import { Application, RosterEntry } from '../rosters/roster-entry.resource.js';
import { ScheduleAssignment } from '../schedule-models/schedule-model.resource.js';
import { ShortWorkOfPerson } from '../short-work/short-work-period.resource.js';
import { ClockEventHistoryEntry } from '../working-time/clock-event-history.resource.js';
import { CorrectionRequest } from '../working-time/correction-request.resource.js';
import { WorkingTimeTotals } from '../working-time/working-day.resource.js';
import { DateOnly, Nullable, Period, UtcTimestamp, Uuid } from '../../platform/http/schemas.js';
import { RETENTION_CATEGORIES } from '../../domain/data-protection/retention-categories.js';
import { StringEnum } from '../../platform/http/schemas.js';
import { SECTION_NAMES } from './personal-data.sections.js';

/** What erasure removes at once, always; `documents`: those of categories without legal retention. */
export const ERASED_CATEGORIES = [
  'name',
  'contact_data',
  'birth_date',
  'credentials',
  'badge',
  'sessions',
  'push_tokens',
  'nfc_tags',
  'calendar_tokens',
  'documents',
  'mood_answers',
  'roster_entries',
  'shift_applications',
  'request_audit_personal_data',
] as const;

const MonthTotals = Type.Object({ month: Period(), ...WorkingTimeTotals.properties }, { description: 'Totals of one calendar month' });

const PushDevice = Type.Object({
  id: Uuid(),
  platform: Type.String(),
  device: Nullable(Type.String({ description: 'The client (user agent) of the session that registered it' })),
  created_at: UtcTimestamp(),
  updated_at: UtcTimestamp(),
});

const CalendarTokenInfo = Type.Object({ created_by: Nullable(Uuid()), created_at: UtcTimestamp() }, { description: 'That a feed secret exists; never the secret' });

const Session = Type.Object({
  id: Uuid(),
  client_ip: Nullable(Type.String()),
  user_agent: Nullable(Type.String()),
  created_at: UtcTimestamp(),
  expires_at: UtcTimestamp(),
  revoked_at: Nullable(UtcTimestamp()),
});

const RequestMade = Type.Object({ timestamp: UtcTimestamp(), method: Type.String(), uri: Type.String(), status_code: Type.Integer() });

const MoodAnswer = Type.Object(
  { date: DateOnly(), score: Type.Integer({ minimum: 1, maximum: 5 }), comment: Nullable(Type.String()) },
  { description: 'One of the person’s own mood answers; summaries never show who answered what' },
);

/** Every section of the document; one member per entry of PERSONAL_DATA_SECTIONS. */
const Sections = Type.Object({
  clock_events: Type.Array(ClockEvent),
  corrections: Type.Array(ClockEventHistoryEntry),
  correction_requests: Type.Array(CorrectionRequest),
  working_time: Type.Array(MonthTotals),
  schedule_models: Type.Array(ScheduleAssignment),
  short_work_periods: Type.Array(ShortWorkOfPerson, { description: 'Short-time work periods that name the person; those of a whole department are not listed' }),
  absences: Type.Array(Absence),
  vacation_entitlements: Type.Array(VacationEntitlement),
  eau_requests: Type.Array(Eau),
  overtime_bookings: Type.Array(OvertimeBooking),
  compensations: Type.Array(Compensation),
  payroll_months: Type.Array(PayrollSnapshot),
  roster_entries: Type.Array(RosterEntry),
  shift_applications: Type.Array(Type.Object({ ...Application.properties })),
  documents: Type.Array(EmployeeDocument, { description: 'Metadata of the personnel file’s documents with their download paths' }),
  mood_answers: Type.Array(MoodAnswer),
  push_tokens: Type.Array(PushDevice, { description: 'Registered devices; never the device token' }),
  nfc_tags: Type.Array(NfcTag, { description: 'UIDs masked but for their last four characters' }),
  calendar_tokens: Type.Array(CalendarTokenInfo),
  sessions: Type.Array(Session, { description: 'Sessions; the token is only stored as a hash and never shown' }),
  requests: Type.Array(RequestMade, { description: 'Requests the person made, from the request audit; no headers or bodies' }),
});

export const PersonalData = Type.Object(
  {
    generated_at: UtcTimestamp(),
    employee: Employee,
    role: Type.Object({ id: Uuid(), name: Type.String(), system_key: Nullable(Type.String()), permissions: Type.Array(Type.String()) }),
    sections: Sections,
    withheld: Type.Array(StringEnum(SECTION_NAMES), {
      description:
        'Sections left empty because the caller may not read them for this person (an export of someone else); the person’s own export, which needs no permission, holds them all',
    }),
  },
  {
    $id: 'PersonalData',
    // The sections show the examples of the resources they list, so the export's example stays in step with them.
    examples: [
      {
        generated_at: '2026-03-02T15:20:00.000Z',
        employee: Employee.examples[0],
        role: {
          id: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0002',
          name: 'Mitarbeitende',
          system_key: 'employee',
          permissions: ['time-tracking:clock-web', 'time-tracking:clock-mobile', 'notifications:own'],
        },
        sections: {
          clock_events: ClockEvent.examples,
          corrections: ClockEventHistoryEntry.examples,
          correction_requests: CorrectionRequest.examples,
          working_time: [{ month: '2026-02', ...WorkingTimeTotals.examples[0] }],
          schedule_models: ScheduleAssignment.examples,
          short_work_periods: [
            { id: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0041', from: '2026-07-01', to: '2026-08-31', reduction_percent: 50, note: 'Kurzarbeit wegen Umbau der Backstube', created_at: '2026-06-15T10:00:00.000Z' },
          ],
          absences: Absence.examples,
          vacation_entitlements: VacationEntitlement.examples,
          eau_requests: Eau.examples,
          overtime_bookings: OvertimeBooking.examples,
          compensations: Compensation.examples,
          payroll_months: PayrollSnapshot.examples,
          roster_entries: RosterEntry.examples,
          shift_applications: Application.examples,
          documents: EmployeeDocument.examples,
          mood_answers: [{ date: '2026-03-02', score: 4, comment: 'Ruhige Frühschicht, der neue Ofen läuft endlich.' }],
          push_tokens: [
            {
              id: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0036',
              platform: 'android',
              device: 'Stempel/2.4.0 (Android 15; Pixel 8a)',
              created_at: '2026-01-12T07:02:00.000Z',
              updated_at: '2026-02-27T06:41:00.000Z',
            },
          ],
          nfc_tags: NfcTag.examples,
          calendar_tokens: [{ created_by: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0001', created_at: '2026-01-15T18:30:00.000Z' }],
          sessions: [
            {
              id: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0037',
              client_ip: '91.64.213.17',
              user_agent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Firefox/135.0',
              created_at: '2026-03-02T07:58:00.000Z',
              expires_at: '2026-03-02T19:58:00.000Z',
              revoked_at: null,
            },
          ],
          requests: [{ timestamp: '2026-03-02T07:58:12.000Z', method: 'POST', uri: '/rest/clock', status_code: 201 }],
        },
        withheld: [],
      },
    ],
  },
);

export const ErasureBody = Type.Object(
  { reason: Type.String({ minLength: 1, maxLength: 2000, description: 'Why the data is erased (e.g. the person’s request of a date); their own name in it is replaced' }) },
  { additionalProperties: false, examples: [{ reason: 'Antrag auf Löschung nach Art. 17 DSGVO vom 2. März 2026' }] },
);

export const Erasure = Type.Object(
  {
    employee_id: Uuid(),
    erased_at: UtcTimestamp(),
    erased: Type.Array(StringEnum(ERASED_CATEGORIES), { description: 'What was removed now' }),
    retained: Type.Array(
      Type.Object({
        category: StringEnum(RETENTION_CATEGORIES.map((c) => c.category) as [string, ...string[]]),
        until: DateOnly('The last day it is kept; the retention job deletes it afterwards'),
        legal_basis: Type.String(),
      }),
      { description: 'What the law requires to keep, attached to the pseudonymised record' },
    ),
  },
  {
    $id: 'Erasure',
    examples: [
      {
        employee_id: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0038',
        erased_at: '2026-03-04T09:30:00.000Z',
        erased: [...ERASED_CATEGORIES],
        retained: [
          { category: 'working_time', until: '2027-12-30', legal_basis: 'ArbZG §16 (2), MiLoG §17 (1)' },
          { category: 'payroll', until: '2031-12-31', legal_basis: '§41 (1) EStG (Lohnkonto)' },
          { category: 'absences', until: '2031-12-31', legal_basis: 'payroll relevance; ArbZG §16 (2)' },
          { category: 'documents', until: '2028-12-31', legal_basis: 'per document; the tenant may lengthen' },
        ],
      },
    ],
  },
);
