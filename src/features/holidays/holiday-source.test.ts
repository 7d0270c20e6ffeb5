import { describe, expect, it } from 'vitest';
import { holidaySourceOf, systemCalendarId } from './holidays.service.js';

describe('holidaySourceOf', () => {
  it('gives a person without a location the nationwide system calendar', () => {
    expect(holidaySourceOf({ location_id: null })).toEqual({ calendar_id: systemCalendarId('DE') });
  });

  it('gives a person with a location exactly that location’s calendars', () => {
    expect(holidaySourceOf({ location_id: '01900000-0000-7000-8000-000000000001' })).toEqual({ location_id: '01900000-0000-7000-8000-000000000001' });
  });
});
