// A server's refusal, shown under the fields it is about.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api';
import { ActionError, withFailureTitle } from './action-error';
import { showServerIssues } from './server-issues';

type Values = { username: string; password: string };

/** The errors a form was given, as react-hook-form's setError receives them. */
function collect() {
  const given: [string, string | undefined][] = [];
  const setError = (name: string, error: { message?: string }) => given.push([name, error.message]);
  return { given, setError: setError as Parameters<typeof showServerIssues<Values>>[1] };
}

const failed = (status: number, body: object | string) =>
  withFailureTitle('Failed to add staff member', () =>
    Promise.reject(new ApiError(status, typeof body === 'string' ? body : JSON.stringify(body), 'Bad Request')),
  ).catch((error: unknown) => error);

describe('showServerIssues', () => {
  it("puts a 400's issues under the form's own fields only", async () => {
    const error = await failed(400, {
      message: 'Invalid input',
      issues: [
        { path: 'password', message: 'Password must be at least 8 characters' },
        { path: 'setupCode', message: 'Not a field here' },
      ],
    });
    expect(error).toBeInstanceOf(ActionError);
    const { given, setError } = collect();
    showServerIssues<Values>(error, setError, ['username', 'password']);
    expect(given).toEqual([['password', 'Password must be at least 8 characters']]);
  });

  it('puts a 409 under the field it names, and ignores what is not a refusal', async () => {
    const { given, setError } = collect();
    showServerIssues<Values>(
      await failed(409, { message: 'That username is taken' }),
      setError,
      ['username'],
      'username',
    );
    showServerIssues<Values>(await failed(409, { message: 'Taken' }), setError, ['username']);
    showServerIssues<Values>(await failed(502, 'Bad Gateway'), setError, ['username'], 'username');
    showServerIssues<Values>(new TypeError('Failed to fetch'), setError, ['username'], 'username');
    expect(given).toEqual([['username', 'That username is taken']]);
  });
});
