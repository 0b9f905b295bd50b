import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { deskKeys } from './desk-keys';
import { forgetDeskData } from './forget-desk-data';

describe('forgetDeskData', () => {
  it('drops every query the desk cached, under any key', () => {
    const client = new QueryClient();
    const keys = [
      [...deskKeys.all, 'oem'],
      ['suppliers', 'list'],
      ['suggestions', 'rfq-1'],
      ['admin', 'model-copy-check', 'lead-1', ['oem_leads/lead-1/01-part.step']],
    ];
    for (const key of keys) client.setQueryData(key, { company: 'ACME Aero Structures' });
    expect(client.getQueryCache().getAll()).toHaveLength(keys.length);

    forgetDeskData(client);

    expect(client.getQueryCache().getAll()).toEqual([]);
  });
});
