import type { EmployeesTable } from '../db/tenant/schema.js';
import { addDays, daysBetween, datesFromTo, epochDayOf, mondayOf, monthAround, parseDate, weekdayOf } from '../domain/working-time/local-time.js';
import { localDate } from '../platform/formats.js';
import { isWholeDayOff } from '../domain/calendar/holiday-kind.js';
import type { Principal } from '../platform/access/principal.js';
import type { Tenant } from '../platform/tenancy/tenant.js';
import type { TenantDb } from '../platform/tenancy/tenant-databases.js';
import * as costCenters from '../features/cost-centers/cost-centers.service.js';
import * as departments from '../features/departments/departments.service.js';
import type { EmployeeRecord } from '../features/employees/employee.resource.js';
import * as employees from '../features/employees/employees.service.js';
import * as holidays from '../features/holidays/holidays.service.js';
import { createWorkspaceAdmin } from '../features/identity/workspace-admin.js';
import * as locations from '../features/locations/locations.service.js';
import { bookOvertime } from '../features/overtime-accounts/overtime-accounts.service.js';
import { closeMonth } from '../features/payroll-periods/payroll-periods.service.js';
import * as projects from '../features/projects/projects.service.js';
import * as shifts from '../features/rosters/shifts.service.js';
import * as scheduleModels from '../features/schedule-models/schedule-models.service.js';
import { createTerminal } from '../features/terminals/terminals.service.js';
import { requestCorrection } from '../features/working-time/correction-requests.service.js';
import { scheduleFacts } from '../features/working-time/working-time.service.js';
import { visibilityOf } from '../platform/access/visibility.js';
import {
  absence,
  actorOf,
  bufferedTerminalPolicy,
  clockDay,
  companyOf,
  correctClock,
  fixedScheduleModel,
  flexibleScheduleModel,
  instantOn,
  principalOf,
  publishedRoster,
  addPerson,
  type PlannedClock,
  type PlannedEntry,
  type SystemRoleKey,
} from './company.js';
import { seededRandom, type Random } from './random.js';

/** The password of every demo login; printed on purpose, the demo exists only for trying Stempel out. */
export const DEMO_PASSWORD = 'stempel-demo';

/** The three logins the start banner prints. */
export const DEMO_LOGINS = [
  { code: 'admin', who: 'Workspace Admin (Katrin Vogel)' },
  { code: 'planner', who: 'shift planner, Zeiterfassung Admin (Frank Schulze)' },
  { code: 'employee', who: 'employee on the shift roster (Lena Richter)' },
] as const;

const SEED = 20_261_125;

// The system absence types every tenant is seeded with.
const VACATION = '00000000-0000-7000-8000-0000000000a1';
const SICK = '00000000-0000-7000-8000-0000000000a2';
const TRAINING = '00000000-0000-7000-8000-0000000000a4';

type DayKind = 'office' | 'flex' | 'part' | 'shift' | 'warehouse';
type Place = 'admin' | 'personal' | 'accounting' | 'sales' | 'plant' | 'production' | 'logistics';

interface Staff {
  code: string;
  name: string;
  role: SystemRoleKey;
  place: Place;
  model: 'full' | 'shift' | 'part30' | 'part20' | 'flex';
  kind: DayKind;
  password?: boolean;
}

// Who works at Demo GmbH: head office in Munich (Bayern), plant in Leipzig (Sachsen).
const STAFF: readonly Staff[] = [
  { code: 'M1002', name: 'Thomas Brandl', role: 'employee', place: 'admin', model: 'flex', kind: 'flex' },
  { code: 'M1003', name: 'Ines Maurer', role: 'employee', place: 'admin', model: 'part30', kind: 'part' },
  { code: 'M1004', name: 'Serkan Yilmaz', role: 'employee', place: 'admin', model: 'part20', kind: 'part' },
  { code: 'M1005', name: 'Claudia Wagner', role: 'time_tracking_admin', place: 'admin', model: 'flex', kind: 'flex' },
  { code: 'M1010', name: 'Sabine Hofmann', role: 'hr_admin', place: 'admin', model: 'full', kind: 'office' },
  { code: 'M1011', name: 'Jonas Keller', role: 'hr_admin', place: 'personal', model: 'part30', kind: 'part' },
  { code: 'M1020', name: 'Petra Lindner', role: 'payroll_accounting', place: 'accounting', model: 'full', kind: 'office' },
  { code: 'M1021', name: 'Markus Huber', role: 'payroll_accounting', place: 'accounting', model: 'part20', kind: 'part' },
  { code: 'M1030', name: 'Julia Schmid', role: 'employee', place: 'sales', model: 'full', kind: 'office' },
  { code: 'M1031', name: 'Daniel Fischer', role: 'employee', place: 'sales', model: 'full', kind: 'office' },
  { code: 'M1032', name: 'Miriam Ott', role: 'employee', place: 'sales', model: 'flex', kind: 'flex' },
  { code: 'M1033', name: 'Florian Bauer', role: 'employee', place: 'sales', model: 'full', kind: 'office' },
  { code: 'M1034', name: 'Aylin Demir', role: 'employee', place: 'sales', model: 'flex', kind: 'flex' },
  { code: 'M1035', name: 'Stefan Koch', role: 'employee', place: 'sales', model: 'full', kind: 'office' },
  { code: 'planner', name: 'Frank Schulze', role: 'time_tracking_admin', place: 'plant', model: 'full', kind: 'office', password: true },
  { code: 'employee', name: 'Lena Richter', role: 'employee', place: 'production', model: 'shift', kind: 'shift', password: true },
  { code: 'L2001', name: 'Uwe Neumann', role: 'employee', place: 'production', model: 'shift', kind: 'shift' },
  { code: 'L2002', name: 'Sandra Krause', role: 'employee', place: 'production', model: 'shift', kind: 'shift' },
  { code: 'L2003', name: 'Patrick Lange', role: 'employee', place: 'production', model: 'shift', kind: 'shift' },
  { code: 'L2004', name: 'Nadine Wolf', role: 'employee', place: 'production', model: 'shift', kind: 'shift' },
  { code: 'L2005', name: 'Marcel Zimmermann', role: 'employee', place: 'production', model: 'shift', kind: 'shift' },
  { code: 'L2006', name: 'Katja Schubert', role: 'employee', place: 'production', model: 'shift', kind: 'shift' },
  { code: 'L2007', name: 'Ronny Hahn', role: 'employee', place: 'production', model: 'shift', kind: 'shift' },
  { code: 'L2008', name: 'Tina Vogt', role: 'employee', place: 'production', model: 'shift', kind: 'shift' },
  { code: 'L2009', name: 'Andrzej Nowak', role: 'employee', place: 'production', model: 'shift', kind: 'shift' },
  { code: 'L2010', name: 'Mandy Berger', role: 'employee', place: 'production', model: 'shift', kind: 'shift' },
  { code: 'L2011', name: 'Dirk Haase', role: 'employee', place: 'production', model: 'shift', kind: 'shift' },
  { code: 'L2012', name: 'Yvonne Kaiser', role: 'employee', place: 'production', model: 'shift', kind: 'shift' },
  { code: 'L2013', name: 'Sven Friedrich', role: 'employee', place: 'production', model: 'shift', kind: 'shift' },
  { code: 'L2014', name: 'Olga Petrov', role: 'employee', place: 'production', model: 'shift', kind: 'shift' },
  { code: 'L2015', name: 'Kevin Lorenz', role: 'employee', place: 'production', model: 'shift', kind: 'shift' },
  { code: 'L2020', name: 'Heike Sommer', role: 'hr_admin', place: 'plant', model: 'part30', kind: 'part' },
  { code: 'L2030', name: 'Rene Albrecht', role: 'employee', place: 'logistics', model: 'full', kind: 'warehouse' },
  { code: 'L2031', name: 'Anja Pohl', role: 'employee', place: 'logistics', model: 'full', kind: 'warehouse' },
  { code: 'L2032', name: 'Mehmet Arslan', role: 'employee', place: 'logistics', model: 'full', kind: 'warehouse' },
  { code: 'L2033', name: 'Silke Winkler', role: 'employee', place: 'logistics', model: 'full', kind: 'warehouse' },
  { code: 'L2034', name: 'Jens Brandt', role: 'employee', place: 'logistics', model: 'full', kind: 'warehouse' },
  { code: 'L2035', name: 'Doreen Seidel', role: 'employee', place: 'logistics', model: 'part20', kind: 'part' },
  { code: 'L2036', name: 'Tobias Ludwig', role: 'employee', place: 'logistics', model: 'part30', kind: 'part' },
];

export interface DemoSummary {
  adminId: string;
  employees: number;
  /** The month closed in payroll, YYYY-MM. */
  closedPeriod: string;
  /** First and last day of the published roster. */
  roster: { from: string; to: string };
  /** The first day with clock events. */
  historyFrom: string;
}

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const clock = (total: number) => `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
const ascii = (text: string) => text.toLowerCase().replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ß/g, 'ss');

/** The week in a two-week rotation: crews swap early and late shifts every Monday. */
const rotation = (date: string) => Math.floor(epochDayOf(mondayOf(parseDate(date)!)) / 7) % 2;

/** A plausible day of clock events for a kind of work and a day's target. */
function plannedDay(kind: DayKind, targetMinutes: number, random: Random, early: boolean, projectIds: readonly string[]): PlannedClock[] {
  if (kind === 'shift') {
    const base = early ? 6 * 60 : 14 * 60;
    const breakAt = base + 4 * 60 + random.int(0, 20);
    return [
      { type: 'come', time: clock(base - random.int(2, 12)) },
      { type: 'break_start', time: clock(breakAt) },
      { type: 'break_end', time: clock(breakAt + 30 + random.int(0, 3)) },
      { type: 'go', time: clock(base + 8 * 60 + random.int(0, 15)) },
    ];
  }
  if (kind === 'part') {
    const come = 8 * 60 + random.int(0, 60);
    // Up to six hours need no break (ArbZG § 4); part-timers stay just within.
    return [
      { type: 'come', time: clock(come) },
      { type: 'go', time: clock(come + Math.min(targetMinutes + random.int(-20, 10), 6 * 60 - 2)) },
    ];
  }
  const come = kind === 'warehouse' ? 6 * 60 + 45 + random.int(0, 20) : kind === 'flex' ? 7 * 60 + random.int(0, 120) : 7 * 60 + 30 + random.int(0, 75);
  const breakAt = come + 4 * 60 + random.int(0, 60);
  const pause = 30 + random.int(0, 20);
  // Mostly close to the target; a day over eight hours now and then, which the law engine notes.
  const go = Math.min(come + targetMinutes + pause + random.int(-25, kind === 'flex' ? 35 : 15), 20 * 60);
  const [first, second] = projectIds.length ? [random.pick(projectIds), random.pick(projectIds)] : [undefined, undefined];
  return [
    { type: 'come', time: clock(come), ...(first ? { projectId: first } : {}) },
    { type: 'break_start', time: clock(breakAt) },
    { type: 'break_end', time: clock(breakAt + pause), ...(second ? { projectId: second } : {}) },
    { type: 'go', time: clock(go) },
  ];
}

/** The n-th date of a list that satisfies a test, or undefined. */
function nth(dates: readonly string[], n: number, test: (date: string) => boolean): string | undefined {
  return dates.filter(test)[n];
}

/**
 * Fills a fresh tenant with Demo GmbH: two locations in Bayern and Sachsen with their holiday
 * calendars, seven departments, 40 people in all five system roles on five schedule models,
 * eight weeks of clock events (a few corrected, two clock-outs still missing, one correction
 * asked for), absences past and planned, projects with cost centres, an overtime payout, the
 * last full month closed in payroll, and a published shift roster for the next four weeks.
 * Everything goes through the areas' services; the same day gives the same company.
 */
export async function buildDemoCompany(
  db: TenantDb,
  tenant: Tenant,
  options: { eauProvider?: string; notifyJobs?: () => void; now?: number } = {},
): Promise<DemoSummary> {
  const now = options.now ?? Date.now();
  const random = seededRandom(SEED);
  const today = localDate(now, tenant.timezone);
  const thisMonday = mondayOf(parseDate(today)!).toString();
  const lastMonth = monthAround(addDays(monthAround(today).first, -1));
  const closedPeriod = lastMonth.first.slice(0, 7);
  const eightWeeksAgo = addDays(thisMonday, -56);
  const historyFrom = lastMonth.first < eightWeeksAgo ? lastMonth.first : eightWeeksAgo;
  const year = Number(today.slice(0, 4));

  const adminId = await createWorkspaceAdmin(db, { code: 'admin', password: DEMO_PASSWORD, firstName: 'Katrin', lastName: 'Vogel' });
  const company = await companyOf(db, tenant, adminId, options);
  const all = { scope: 'all' as const, selfId: adminId };

  // Organisation: calendars, locations, cost centres, departments, schedule models.
  // Generating a year of system calendars takes a while: only the years the demo touches.
  await holidays.ensureSystemCalendarsBetween(db, Number(historyFrom.slice(0, 4)), Number(addDays(today, 70).slice(0, 4)));
  const companyDays = await holidays.create(db, {
    name: 'Betriebliche Feiertage',
    entries: [year, year + 1].flatMap((y) => [
      { date: `${y}-12-24`, name: 'Heiligabend', half_day: true, statutory: false },
      { date: `${y}-12-31`, name: 'Silvester', half_day: true, statutory: false },
    ]),
  });
  const munich = await locations.create(db, tenant.timezone, {
    name: 'Zentrale München',
    address: 'Leopoldstraße 120',
    postal_code: '80802',
    city: 'München',
    state_region: 'Bayern',
    country: 'DE',
    phone: '+49 89 1234560',
    latitude: 48.1626,
    longitude: 11.5862,
    radius_m: 150,
    holiday_ids: [holidays.systemCalendarId('DE-BY'), companyDays.id],
  });
  const leipzig = await locations.create(db, tenant.timezone, {
    name: 'Werk Leipzig',
    address: 'Torgauer Straße 231',
    postal_code: '04347',
    city: 'Leipzig',
    state_region: 'Sachsen',
    country: 'DE',
    phone: '+49 341 9876540',
    latitude: 51.3645,
    longitude: 12.4286,
    radius_m: 300,
    holiday_ids: [holidays.systemCalendarId('DE-SN'), companyDays.id],
  });
  const centre = (number: string, name: string) => costCenters.create(db, { number, name });
  const [ccAdmin, ccSales, ccProduction, ccLogistics] = [
    await centre('1000', 'Verwaltung'),
    await centre('2000', 'Vertrieb'),
    await centre('3000', 'Fertigung'),
    await centre('4000', 'Logistik'),
  ];
  const unit = (name: string, costCenterId: string, parentId?: string) =>
    departments.create(db, all, { name, cost_center_id: costCenterId, ...(parentId ? { parent_id: parentId } : {}) }, tenant);
  const admin = await unit('Verwaltung München', ccAdmin.id);
  const plant = await unit('Werk Leipzig', ccProduction.id);
  const units: Record<Place, { id: string; locationId: string; costCenterId: string }> = {
    admin: { id: admin.id, locationId: munich.id, costCenterId: ccAdmin.id },
    personal: { id: (await unit('Personal', ccAdmin.id, admin.id)).id, locationId: munich.id, costCenterId: ccAdmin.id },
    accounting: { id: (await unit('Buchhaltung', ccAdmin.id, admin.id)).id, locationId: munich.id, costCenterId: ccAdmin.id },
    sales: { id: (await unit('Vertrieb', ccSales.id, admin.id)).id, locationId: munich.id, costCenterId: ccSales.id },
    plant: { id: plant.id, locationId: leipzig.id, costCenterId: ccProduction.id },
    production: { id: (await unit('Produktion', ccProduction.id, plant.id)).id, locationId: leipzig.id, costCenterId: ccProduction.id },
    logistics: { id: (await unit('Logistik', ccLogistics.id, plant.id)).id, locationId: leipzig.id, costCenterId: ccLogistics.id },
  };
  const models = {
    full: await fixedScheduleModel(company, 'Vollzeit 40 h', [8, 8, 8, 8, 8, 0, 0]),
    shift: await fixedScheduleModel(company, 'Schicht 37,5 h', [7.5, 7.5, 7.5, 7.5, 7.5, 0, 0]),
    part30: await fixedScheduleModel(company, 'Teilzeit 30 h', [6, 6, 6, 6, 6, 0, 0]),
    part20: await fixedScheduleModel(company, 'Teilzeit 20 h (Mo–Do)', [5, 5, 5, 5, 0, 0, 0]),
    flex: await flexibleScheduleModel(company, 'Gleitzeit 38,5 h', 38.5),
  };

  // People: the admin first, then everyone else. Overtime accounts run from the entry date and
  // every balance is computed from there, so entry dates lie in the history's year (and the
  // schedule models apply from the history's start, when clocking with Stempel began); one new
  // colleague in production joined three weeks ago.
  const firstYearDay = `${historyFrom.slice(0, 4)}-01-01`;
  const entryDateFor = () => {
    const latest = Math.max(0, daysBetween(firstYearDay, historyFrom));
    return addDays(firstYearDay, latest === 0 ? 0 : random.int(0, latest));
  };
  const adminEntry = firstYearDay;
  await employees.update(db, await actorOf(company), adminId, {
    department_id: units.admin.id,
    location_id: munich.id,
    cost_center_id: ccAdmin.id,
    entry_date: adminEntry,
    email: 'katrin.vogel@demo-gmbh.example',
  });
  await scheduleModels.assign(db, all, adminId, { schedule_model_id: models.full.id, valid_from: historyFrom });
  const adminRow = (await employees.findVisibleEmployee(db, all, adminId)) as EmployeesTable;
  const people: Array<{ staff: Staff; row: EmployeeRecord | EmployeesTable }> = [{ staff: { code: 'admin', name: 'Katrin Vogel', role: 'workspace_admin', place: 'admin', model: 'full', kind: 'office' }, row: adminRow }];
  const newcomer = addDays(thisMonday, -21);
  for (const staff of STAFF) {
    const [firstName, ...rest] = staff.name.split(' ');
    const lastName = rest.join(' ');
    const place = units[staff.place];
    const entryDate = staff.code === 'L2015' ? newcomer : entryDateFor();
    const row = await addPerson(company, {
      code: staff.code,
      firstName: firstName!,
      lastName,
      role: staff.role,
      email: `${ascii(firstName!)}.${ascii(lastName)}@demo-gmbh.example`,
      departmentId: place.id,
      locationId: place.locationId,
      costCenterId: place.costCenterId,
      entryDate,
      birthDate: `${random.int(1964, 2003)}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
      scheduleModelId: models[staff.model].id,
      scheduleFrom: entryDate > historyFrom ? entryDate : historyFrom,
      ...(staff.password ? { password: DEMO_PASSWORD } : {}),
    });
    people.push({ staff, row });
  }
  const byCode = new Map(people.map((p) => [p.staff.code, p]));
  const person = (code: string) => byCode.get(code)!;
  const principal = (code: string): Principal => principalOf(person(code).row);
  const hr = principal('M1010');
  const hrPlant = principal('L2020');
  const timeAdmin = principal('M1005');
  const planner = principal('planner');
  const atPlant = (code: string) => ['production', 'logistics', 'plant'].includes(person(code).staff.place);
  // HR sees its own unit and those below it: the plant's HR admin decides for the plant, the
  // head office's for Munich, and the Workspace Admin for the two of them.
  const approverFor = (code: string) => (code === 'M1010' || code === 'L2020' ? company.admin : atPlant(code) ? hrPlant : hr);
  const correctorFor = (code: string) => (atPlant(code) ? planner : timeAdmin);
  const shiftCrews = new Map(STAFF.filter((s) => s.kind === 'shift').map((s, index) => [s.code, index % 2]));

  // Where and on what people book: a terminal per location, projects for sales, shift templates for the plant.
  const terminals = {
    [munich.id]: (await createTerminal(db, { name: 'Terminal Empfang München', location_id: munich.id })).terminal.id,
    [leipzig.id]: (await createTerminal(db, { name: 'Terminal Werkstor Leipzig', location_id: leipzig.id })).terminal.id,
  };
  const projectIds: string[] = [];
  for (const [number, name, client] of [
    ['P-2401', 'Rollout Filialnetz Süd', 'Brauhaus Kette AG'],
    ['P-2402', 'Rahmenvertrag Messebau', 'Expo Systems GmbH'],
    ['P-2403', 'Ausschreibung Stadtwerke', 'Stadtwerke Augsburg'],
  ] as const) {
    const project = await projects.create(db, tenant, { number, name, client, cost_center_id: ccSales.id, starts_on: `${year - 1}-01-01`, location_ids: [munich.id] });
    projectIds.push(project.id);
  }
  const early = await shifts.create(db, { name: 'Frühschicht', abbreviation: 'F', color: '#f4b400', start_time: '06:00', end_time: '14:00', break_minutes: 30 });
  const late = await shifts.create(db, { name: 'Spätschicht', abbreviation: 'S', color: '#3f51b5', start_time: '14:00', end_time: '22:00', break_minutes: 30 });
  const saturday = await shifts.create(db, { name: 'Samstag Inventur', abbreviation: 'I', color: '#0f9d58', start_time: '07:00', end_time: '12:00', break_minutes: 0 });

  // Absences: the dates each person is away, so their clock history leaves those days out.
  const away = new Map<string, Set<string>>();
  const markAway = (code: string, from: string, to: string) => {
    const set = away.get(code) ?? new Set<string>();
    for (const date of datesFromTo(from, to)) set.add(date.toString());
    away.set(code, set);
  };
  const plan: Array<{ code: string; typeId: string; from: string; to: string; note?: string; requestedBy: Principal; approvedBy?: Principal }> = [];
  const planAbsence = (entry: (typeof plan)[number]) => {
    plan.push(entry);
    markAway(entry.code, entry.from, entry.to);
  };
  const lastWeekMonday = addDays(thisMonday, -7);
  // Two clock-outs stay missing: one person forgot on the last day before their holiday,
  // another yesterday (or on the last working day) and is off sick today, asking for a correction.
  const forgotBeforeHoliday = { code: 'L2033', date: addDays(lastWeekMonday, 3) };
  planAbsence({ code: 'L2033', typeId: VACATION, from: addDays(lastWeekMonday, 4), to: addDays(thisMonday, 4), note: 'Herbsturlaub', requestedBy: principal('L2033'), approvedBy: approverFor('L2033') });
  const lastWorkday = [1, 2, 3, 4, 5, 6].map((back) => addDays(today, -back)).find((date) => weekdayOf(date) <= 5)!;
  const forgotYesterday = lastWorkday >= monthAround(today).first ? { code: 'M1031', date: lastWorkday } : undefined;
  if (forgotYesterday) planAbsence({ code: 'M1031', typeId: SICK, from: today, to: today, requestedBy: hr });
  // A week of vacation for a few, in the history and ahead.
  for (const [code, week] of [['M1030', 2], ['L2001', 3], ['L2030', 4], ['M1020', 5], ['L2006', 6], ['M1002', 7]] as const) {
    const from = addDays(thisMonday, -7 * week);
    planAbsence({ code, typeId: VACATION, from, to: addDays(from, 4), requestedBy: principal(code), approvedBy: approverFor(code) });
  }
  for (const [code, weeks, length] of [['M1032', 2, 9], ['M1010', 3, 4], ['M1033', 5, 11], ['M1021', 6, 3]] as const) {
    const from = addDays(thisMonday, 7 * weeks);
    planAbsence({ code, typeId: VACATION, from, to: addDays(from, length), requestedBy: principal(code), approvedBy: approverFor(code) });
  }
  for (const [code, weeks] of [['M1034', 4], ['L2031', 6]] as const) {
    const from = addDays(thisMonday, 7 * weeks);
    planAbsence({ code, typeId: VACATION, from, to: addDays(from, 4), note: 'Bitte um Freigabe', requestedBy: principal(code) });
  }
  // Short sick leaves and a training in the past; the sick notes come from HR.
  for (const [code, back, length] of [['L2004', 38, 2], ['M1035', 30, 1], ['L2032', 23, 3], ['L2010', 16, 2], ['M1003', 9, 1]] as const) {
    const from = addDays(thisMonday, -back);
    planAbsence({ code, typeId: SICK, from, to: addDays(from, length - 1), requestedBy: approverFor(code) });
  }
  planAbsence({ code: 'M1004', typeId: TRAINING, from: addDays(thisMonday, -12), to: addDays(thisMonday, -11), note: 'Excel für Fortgeschrittene', requestedBy: principal('M1004'), approvedBy: hr });
  for (const entry of plan) {
    await absence(company, { person: person(entry.code).row, typeId: entry.typeId, from: entry.from, to: entry.to, note: entry.note, requestedBy: entry.requestedBy, approvedBy: entry.approvedBy });
  }

  // Corrections in the month that gets closed: two forgotten clock-outs and a late terminal booking.
  const monthDays = [...datesFromTo(lastMonth.first, lastMonth.last)].map(String).filter((d) => d >= historyFrom && weekdayOf(d) <= 5);
  const corrected = new Map<string, { date: string; fix: 'go' | 'come' }>([
    ['M1033', { date: nth(monthDays, 4, () => true)!, fix: 'go' }],
    ['L2034', { date: nth(monthDays, 9, () => true)!, fix: 'go' }],
    ['L2005', { date: nth(monthDays, 13, () => true)!, fix: 'come' }],
  ]);

  // Eight weeks of clock events, day by day, as each person's terminal delivered them. Each
  // person's weeks are booked in one transaction: the same checks per event, one commit per person.
  const policy = bufferedTerminalPolicy(daysBetween(historyFrom, today) + 2);
  for (const { staff, row } of people) {
    await db.transaction().execute(async (trx) => {
      const booking = { ...company, db: trx };
      const facts = await scheduleFacts(trx, row, historyFrom, today);
      const off = away.get(staff.code) ?? new Set<string>();
      const crew = shiftCrews.get(staff.code) ?? 0;
      for (const date of datesFromTo(historyFrom, today)) {
        const day = date.toString();
        const target = facts.targets.get(day) ?? 0;
        if (target === 0 || isWholeDayOff(facts.holidays.get(day)) || off.has(day)) continue;
        const earlyWeek = rotation(day) === crew;
        let events = plannedDay(staff.kind, Math.round(target / 60_000), random, earlyWeek, staff.place === 'sales' ? projectIds : []);
        const forgot = (forgotBeforeHoliday.code === staff.code && forgotBeforeHoliday.date === day) || (forgotYesterday?.code === staff.code && forgotYesterday.date === day);
        const fix = corrected.get(staff.code);
        const fixToday = fix?.date === day ? fix : undefined;
        const go = events[events.length - 1]!;
        if (forgot || fixToday?.fix === 'go') events = events.slice(0, -1);
        const come = events[0]!;
        if (fixToday?.fix === 'come') events = [{ ...come, time: clock(minutes(come.time) + 35) }, ...events.slice(1)];
        const booked = await clockDay(booking, row, day, events, { policy, terminalId: terminals[row.location_id!], now });
        if (fixToday?.fix === 'go') {
          await correctClock(booking, correctorFor(staff.code), row, [{ action: 'create', type: 'go', occurredAt: await instantOn(booking, row, day, go.time) }], 'Ausstempeln vergessen, laut Schichtleitung gegangen');
        }
        if (fixToday?.fix === 'come') {
          await correctClock(booking, correctorFor(staff.code), row, [{ action: 'update', eventId: booked[0]!.id, occurredAt: await instantOn(booking, row, day, come.time) }], 'Terminal am Empfang gestört, Ankunft laut Besucherliste');
        }
      }
    });
  }
  if (forgotYesterday) {
    const row = person(forgotYesterday.code).row;
    const call = { db, tenant, principal: principalOf(row), visibility: await visibilityOf(db, principalOf(row)), policy: { maxSkewMs: 120_000 } };
    await requestCorrection(call, { action: 'create', type: 'go', occurred_at: await instantOn(company, row, forgotYesterday.date, '17:10'), reason: 'Gestern vergessen auszustempeln, bin um 17:10 gegangen.' });
  }

  // Payroll: overtime paid out with the closed month, then the month closed.
  const overtimeCall = { db, tenant, principal: company.admin, visibility: all };
  await bookOvertime(overtimeCall, person('L2002').row.id, { amount_ms: 6 * 3_600_000, kind: 'payout', date: lastMonth.last, note: 'Auszahlung Mehrarbeit Inventur' });
  await closeMonth(db, tenant, closedPeriod, adminId, now);

  // The shift roster of the plant for the next four weeks, in two crews that swap every week.
  const rosterFrom = addDays(thisMonday, 7);
  const rosterTo = addDays(rosterFrom, 27);
  const entries: PlannedEntry[] = people
    .filter(({ staff }) => staff.kind === 'shift')
    .flatMap(({ staff, row }) =>
      [rosterFrom, addDays(rosterFrom, 7)].map((monday) => ({
        date: monday,
        employeeId: row.id,
        shiftId: rotation(monday) === shiftCrews.get(staff.code) ? early.id : late.id,
        series: { frequency: 'weekly', interval: 2, weekdays: [1, 2, 3, 4, 5], ends_mode: 'until', ends_on: rosterTo },
      })),
    );
  // Two open shifts on a Saturday, for anyone to apply for.
  for (let open = 0; open < 2; open++) entries.push({ date: addDays(rosterFrom, 12), employeeId: null, shiftId: saturday.id, note: 'Inventur: Freiwillige gesucht' });
  await publishedRoster(company, { name: `Schichtplan Werk Leipzig ab ${rosterFrom}`, from: rosterFrom, to: rosterTo, unitId: units.production.id }, entries, planner);

  return { adminId, employees: people.length, closedPeriod, roster: { from: rosterFrom, to: rosterTo }, historyFrom };
}
