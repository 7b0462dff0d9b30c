/** Small typed helpers for tests that prepare data through the REST API. */
import { apiLoginResponseSchema, listResponseSchema, roleSchema, userSchema } from '@meridian/core';
import type { Role, User, UserCreate } from '@meridian/core';
import { encodeRison } from '@meridian/core';
import { call } from './data-client';

/** Signs in through `POST /api/v1/security/login`; answers the access token. */
export async function apiLogin(baseUrl: string, username: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v1/security/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password, provider: 'db', refresh: true }),
  });
  if (!response.ok) throw new Error(`API login failed: ${response.status} ${await response.text()}`);
  return apiLoginResponseSchema.parse(await response.json()).access_token;
}

/** Lists the roles (up to 100). */
export async function listRoles(baseUrl: string, token: string): Promise<Role[]> {
  const q = encodeURIComponent(encodeRison({ page_size: 100 }));
  return listResponseSchema(roleSchema).parse(await call(baseUrl, token, `/api/v1/security/roles/?q=${q}`))
    .result;
}

/** Creates a user holding the named roles. */
export async function createUser(
  baseUrl: string,
  token: string,
  user: Omit<UserCreate, 'roles'> & { roleNames: string[] },
): Promise<User> {
  const roles = await listRoles(baseUrl, token);
  const roleIds = user.roleNames.map((name) => {
    const role = roles.find((candidate) => candidate.name === name);
    if (!role) throw new Error(`No role named ${name}`);
    return role.id;
  });
  const { roleNames: _roleNames, ...fields } = user;
  const body = JSON.stringify({ ...fields, roles: roleIds });
  const answer = await call(baseUrl, token, '/api/v1/security/users/', { method: 'POST', body });
  const result =
    typeof answer === 'object' && answer !== null && 'result' in answer ? answer.result : undefined;
  return userSchema.parse(result);
}
