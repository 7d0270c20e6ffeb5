// The TypeScript example of docs/guides/mobile-app.md, type-checked with the project and run by test/http/guides.test.ts.
import { createStempelClient } from '../index.js';

/** Logs in, books the next step of the day at the phone's position, and logs out again. */
export async function clockFromPhone(
  baseUrl: string,
  login: { code: string; password: string },
  position: { latitude: number; longitude: number; accuracy: number },
) {
  const stempel = createStempelClient({ baseUrl });
  const session = await stempel.POST('/rest/login', { body: login });
  if (!session.data) throw new Error(session.error?.message ?? `login: ${session.response.status}`);
  stempel.useToken(session.data.data.access_token);
  try {
    const booking = await stempel.POST('/rest/mobile', {
      body: { type: 'auto', event_id: crypto.randomUUID(), ...position },
    });
    // 409 clock_order, 422 outside_geofence …: the message is meant for the person
    if (!booking.data) throw new Error(booking.error?.message ?? `booking: ${booking.response.status}`);
    return booking.data; // { status: 'booked', type: 'go', local_time: '16:45', message: 'Schönen Feierabend, Anna! …' }
  } finally {
    await stempel.DELETE('/rest/login');
  }
}
