import { describe, expect, it } from 'vitest';
import { readDeskParams } from './use-desk-params';

describe('readDeskParams', () => {
  it('reads tab, filters, a one-based page and an open lead from the URL', () => {
    const id = '2f1c6f0e-8a1b-4c3d-9e7f-0a1b2c3d4e5f';
    const state = readDeskParams(
      new URLSearchParams(
        `tab=oem&q=Acme&status=contacted&from=2026-11-01&to=2026-11-22&clock=overdue&stage=introduced&page=3&lead=${id}`,
      ),
    );
    expect(state).toEqual({
      tab: 'oem',
      filters: {
        q: 'Acme',
        status: 'contacted',
        from: '2026-11-01',
        to: '2026-11-22',
        clock: 'overdue',
        stage: 'introduced',
      },
      page: 2,
      lead: id,
    });
  });

  it('falls back to the defaults for anything malformed', () => {
    const state = readDeskParams(
      new URLSearchParams('tab=users&status=archived&from=yesterday&clock=late&stage=chosen&page=-4&lead=1 or 1=1'),
    );
    expect(state).toEqual({
      tab: 'icp',
      filters: { q: '', status: '', from: '', to: '', clock: '', stage: '' },
      page: 0,
      lead: null,
    });
  });

  it('reads the old kind ids of links already sent (cnc, consultation) as the new ones', () => {
    expect(readDeskParams(new URLSearchParams('tab=cnc')).tab).toBe('partner');
    expect(readDeskParams(new URLSearchParams('tab=consultation&page=2')).tab).toBe('quote');
    expect(readDeskParams(new URLSearchParams('tab=partner')).tab).toBe('partner');
    expect(readDeskParams(new URLSearchParams('tab=quote')).tab).toBe('quote');
    expect(readDeskParams(new URLSearchParams('tab=toString')).tab).toBe('icp');
  });
});
