import { Type, type Static } from '@sinclair/typebox';
import { Employee, EMPLOYEE_EXAMPLE } from '../employees/employee.resource.js';
import { MAX_PASSWORD_LENGTH } from '../../platform/access/passwords.js';
import { UtcTimestamp } from '../../platform/http/schemas.js';

export const LoginBody = Type.Object(
  {
    code: Type.String({ minLength: 1, maxLength: 100, description: 'Personnel number' }),
    password: Type.String({ minLength: 1, maxLength: MAX_PASSWORD_LENGTH }),
  },
  { additionalProperties: false, examples: [{ code: '1042', password: 'Sommer-Brötchen-2026' }] },
);

export const ChangePasswordBody = Type.Object(
  {
    current_password: Type.String({ minLength: 1, maxLength: MAX_PASSWORD_LENGTH }),
    password: Type.String({ minLength: 8, maxLength: MAX_PASSWORD_LENGTH, description: 'At least 8 characters; not the own personnel code, a well-known password, or one character or a keyboard row typed in order (422)' }),
  },
  {
    additionalProperties: false,
    examples: [{ current_password: 'Sommer-Brötchen-2026', password: 'Herbst-Laugenbrezel-2026' }],
  },
);

const SESSION_USER_EXAMPLE = {
  ...EMPLOYEE_EXAMPLE,
  role: { id: EMPLOYEE_EXAMPLE.role_id, name: 'Mitarbeitende', system_key: 'employee' },
  permissions: ['time-tracking:clock-web', 'time-tracking:clock-mobile', 'notifications:own'],
};

export const SessionUser = Type.Composite(
  [
    Employee,
    Type.Object({
      role: Type.Object({ id: Type.String(), name: Type.String(), system_key: Type.Union([Type.String(), Type.Null()]) }),
      permissions: Type.Array(Type.String(), { description: 'Effective permissions of the role' }),
    }),
  ],
  {
    $id: 'SessionUser',
    examples: [SESSION_USER_EXAMPLE],
  },
);
export type SessionUser = Static<typeof SessionUser>;

export const LoginResult = Type.Object({
  access_token: Type.String(),
  token_type: Type.Literal('Bearer'),
  expires_at: UtcTimestamp(),
  user: SessionUser,
}, {
  examples: [
    {
      access_token: 'stp_7Hq2vX9kLmR4tW8yZ1cB3nD6fG0jK5pS',
      token_type: 'Bearer',
      expires_at: '2026-03-02T19:58:12.000Z',
      user: SESSION_USER_EXAMPLE,
    },
  ],
});
