import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../shared/query-client';
import { applicationSettingsQuery } from '../../shared/settings/application-settings';
import { currentAccountQuery } from '../../shared/session/current-account';
import { hubLoader } from './hub-loader';

afterEach(() => queryClient.clear());

describe('hubLoader', () => {
  it("takes the visit's context (service, orgUnit, …) on to the module it picks, and nothing else", async () => {
    queryClient.setQueryData(currentAccountQuery.queryKey, { id: 1 } as never);
    queryClient.setQueryData(applicationSettingsQuery.queryKey, { allergyModule: true } as never);
    const loader = hubLoader((p) => p === '/allergies');
    const res = (await loader({ request: new Request('http://localhost/main?service=5&orgUnit=2&x=1'), params: {}, context: undefined } as never)) as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/allergies?service=5&orgUnit=2');
  });
});
