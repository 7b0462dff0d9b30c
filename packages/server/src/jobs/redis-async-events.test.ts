import { describe, expect, it } from 'vitest';
import { entryToEvent } from './redis-async-events';

const body = {
  job_id: 'j',
  channel_id: 'c',
  user_id: 1,
  status: 'done',
  errors: [],
  result_url: '/api/v1/chart/data/k',
};

describe('entryToEvent', () => {
  it('gives a stream entry its id', () => {
    expect(entryToEvent(['1-0', ['event', JSON.stringify(body)]])).toEqual({ ...body, id: '1-0' });
  });
  it('skips entries that are not Meridian events', () => {
    expect(entryToEvent(['1-0', ['other', '{}']])).toBeUndefined();
    expect(entryToEvent(['1-0', ['event', 'not json']])).toBeUndefined();
    expect(entryToEvent(['1-0', ['event', JSON.stringify({ ...body, status: 'odd' })]])).toBeUndefined();
    expect(entryToEvent(['1-0', ['x', 'event']])).toBeUndefined();
  });
});
