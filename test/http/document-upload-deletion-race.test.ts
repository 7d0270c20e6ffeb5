import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../support/harness.js';
import { gate } from '../support/gate.js';
import { createEmployee, tenantWithAdmin } from '../support/factories.js';
import { formData, pdfBytes } from '../support/documents.js';

/**
 * A deleted person's file stays readable, but uploads there are 404 (docs/employee-documents.md).
 * An upload stores the bytes first and the row after; a gate holds it once its bytes are stored
 * while the person is deleted: the upload then fails cleanly, adding nothing to the file.
 */
let ctx: TestContext;
let slug: string;
let token: string;

beforeAll(async () => {
  ctx = await createTestContext();
  ({ slug, token } = await tenantWithAdmin(ctx));
  const storage = ctx.services.storage as unknown as { put: (...args: unknown[]) => Promise<unknown> };
  const put = storage.put.bind(storage);
  storage.put = async (...args: unknown[]) => {
    const result = await put(...args);
    await gate.pass();
    return result;
  };
});
afterAll(() => ctx?.close());

describe('an upload into a personnel file while the person is deleted', () => {
  it('adds nothing to the file of someone deleted before the upload was written', async () => {
    const person = await createEmployee(ctx, slug, token);
    const { body, headers } = formData([
      { name: 'category', value: 'contract' },
      { name: 'title', value: 'Arbeitsvertrag' },
      { name: 'file', filename: 'vertrag.pdf', contentType: 'application/pdf', content: pdfBytes('Arbeitsvertrag') },
    ]);

    const held = gate.closeOnce();
    const uploading = ctx.request({ method: 'POST', url: `/rest/employees/${person.id}/documents`, tenant: slug, token, body, headers });
    await held.reached; // the person was found active, the bytes are stored
    const deleted = await ctx.request({ method: 'DELETE', url: `/rest/employees/${person.id}`, tenant: slug, token });
    expect(deleted.statusCode, deleted.body).toBe(200);
    held.open();
    const uploaded = await uploading;

    const file = await ctx.request({ method: 'GET', url: `/rest/employees/${person.id}/documents`, tenant: slug, token });
    expect(file.statusCode, file.body).toBe(200);
    const documents = file.json().data as Array<{ id: string }>;
    expect({ upload: uploaded.statusCode, documents: documents.length }).toEqual({ upload: 404, documents: 0 });
  });
});
