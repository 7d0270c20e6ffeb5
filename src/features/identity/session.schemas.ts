import { Type, type Static } from '@sinclair/typebox';
import { Employee } from '../employees/employee.resource.js';
import { MAX_PASSWORD_LENGTH } from '../../platform/access/passwords.js';
import { UtcTimestamp } from '../../platform/http/schemas.js';

export const LoginBody = Type.Object(
  {
    code: Type.String({ minLength: 1, maxLength: 100, description: 'Personnel number' }),
    password: Type.String({ minLength: 1, maxLength: MAX_PASSWORD_LENGTH }),
  },
  { additionalProperties: false },
);

export const ChangePasswordBody = Type.Object(
  {
    current_password: Type.String({ minLength: 1, maxLength: MAX_PASSWORD_LENGTH }),
    password: Type.String({ minLength: 8, maxLength: MAX_PASSWORD_LENGTH, description: 'At least 8 characters' }),
  },
  { additionalProperties: false },
);

export const SessionUser = Type.Composite(
  [
    Employee,
    Type.Object({
      role: Type.Object({ id: Type.String(), name: Type.String(), system_key: Type.Union([Type.String(), Type.Null()]) }),
      permissions: Type.Array(Type.String(), { description: 'Effective permissions of the role' }),
    }),
  ],
  { $id: 'SessionUser' },
);
export type SessionUser = Static<typeof SessionUser>;

export const LoginResult = Type.Object({
  access_token: Type.String(),
  token_type: Type.Literal('Bearer'),
  expires_at: UtcTimestamp(),
  user: SessionUser,
});
