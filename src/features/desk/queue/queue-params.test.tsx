import { describe, expect, it } from 'vitest';
import { readQueueParams, sortParams } from './queue-params';

const id = '2f1c6f0e-8a1b-4c3d-9e7f-0a1b2c3d4e5f';

describe('readQueueParams', () => {
  it('reads sort, direction, filters, a one-based page and an open RFQ from the URL', () => {
    expect(
      readQueueParams(
        new URLSearchParams(`sort=company&desc=1&stage=answers_in&due=overdue&mine=1&page=3&lead=${id}&kind=quote`),
      ),
    ).toEqual({
      sort: 'company',
      desc: true,
      stage: 'answers_in',
      due: 'overdue',
      mine: true,
      page: 2,
      lead: { id, kind: 'quote' },
    });
  });

  it('defaults to time left ascending, every open stage, any time, everyone’s, the first page', () => {
    expect(readQueueParams(new URLSearchParams())).toEqual({
      sort: 'due',
      desc: false,
      stage: '',
      due: '',
      mine: false,
      page: 0,
      lead: null,
    });
  });

  it('falls back to the defaults for anything malformed', () => {
    expect(
      readQueueParams(
        new URLSearchParams('sort=price&desc=yes&stage=won&due=due_soon&mine=true&page=-4&lead=1 or 1=1&kind=oem'),
      ),
    ).toEqual({ sort: 'due', desc: false, stage: '', due: '', mine: false, page: 0, lead: null });
    expect(readQueueParams(new URLSearchParams('page=2.5&sort=toString')).page).toBe(0);
    expect(readQueueParams(new URLSearchParams('sort=toString')).sort).toBe('due');
  });

  it('opens an RFQ only with its kind, and only an RFQ kind', () => {
    expect(readQueueParams(new URLSearchParams(`lead=${id}`)).lead).toBeNull();
    expect(readQueueParams(new URLSearchParams(`lead=${id}&kind=partner`)).lead).toBeNull();
    expect(readQueueParams(new URLSearchParams(`lead=${id}&kind=oem`)).lead).toEqual({ id, kind: 'oem' });
  });
});

describe('sortParams', () => {
  it('sorts another column ascending and flips the sorted one; time left ascending writes nothing', () => {
    expect(sortParams({ sort: 'due', desc: false }, 'company')).toEqual({ sort: 'company', desc: null });
    expect(sortParams({ sort: 'company', desc: false }, 'company')).toEqual({ sort: 'company', desc: '1' });
    expect(sortParams({ sort: 'company', desc: true }, 'company')).toEqual({ sort: 'company', desc: null });
    expect(sortParams({ sort: 'due', desc: false }, 'due')).toEqual({ sort: null, desc: '1' });
    expect(sortParams({ sort: 'company', desc: true }, 'due')).toEqual({ sort: null, desc: null });
  });
});
