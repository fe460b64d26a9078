import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper';
import { DEMO_GP_PRACTICE_NUMBER, DEMO_UNITS } from '../../demo';
import { portalHis } from './portal';

let t: TestApp;
beforeAll(async () => (t = await createTestApp()));
afterAll(() => t.close());

describe('the default HIS: our own database', () => {
  it('is what deps.his is by default', () => {
    expect(t.deps.his.system).toBe('PORTAL');
    expect(t.deps.config.HIS_SYSTEM).toBe('PORTAL');
  });

  it('lists the units with their system and id, and finds each by id', async () => {
    const units = await t.deps.his.listUnits();
    expect(units.map((u) => u.code)).toEqual([DEMO_UNITS.specialist, DEMO_UNITS.primaryCare]);
    const poz = units[1];
    expect(poz).toEqual({
      system: 'PORTAL',
      id: expect.stringMatching(/^\d+$/),
      name: 'Przychodnia Podstawowej Opieki Zdrowotnej Portal Zdrowia',
      code: 'POZ-KRK-1',
      address: { city: 'Kraków', street: 'ul. Zakopiańska', houseNumber: '62', apartmentNumber: null, postalCode: '30-418' },
      phone: '+48122654010',
      email: 'poz.krakow@example.com',
      active: true,
    });
    expect(await t.deps.his.getUnit(poz.id)).toEqual(poz);
    expect(await t.deps.his.listUnits({ active: false })).toEqual([]);
    for (const id of ['999999', 'abc', '0', '-1', '1e3', '99999999999']) expect(await t.deps.his.getUnit(id)).toBeNull();
  });

  it('lists practitioners by unit, speciality, primary-care role and activity', async () => {
    const [, poz] = await t.deps.his.listUnits();
    const gps = await t.deps.his.listPractitioners({ unitId: poz.id, primaryCareRole: 'GP', active: true });
    expect(gps.length).toBeGreaterThanOrEqual(4);
    expect(gps.every((p) => p.occupation === 'DOCTOR' && p.primaryCareRoles.includes('GP') && p.unitIds.includes(poz.id))).toBe(true);
    const tomasz = gps.find((p) => p.practiceNumber === DEMO_GP_PRACTICE_NUMBER);
    expect(tomasz).toMatchObject({ system: 'PORTAL', displayName: 'lek. Tomasz Lewandowski', specialities: ['MEDYCYNA_RODZINNA'] });
    expect(tomasz && 'externalId' in tomasz).toBe(false);
    expect(await t.deps.his.getPractitioner(tomasz!.id)).toEqual(tomasz);
    expect((await t.deps.his.listPractitioners({ speciality: 'KARDIOLOGIA' })).map((p) => p.displayName)).toEqual(['dr n. med. Piotr Kaczmarek']);
    expect(await t.deps.his.listPractitioners({ unitId: 'abc' })).toEqual([]);
    expect(await t.deps.his.listPractitioners({ unitId: '999999' })).toEqual([]);
    expect(await t.deps.his.getPractitioner('999999')).toBeNull();
    expect((await t.deps.his.listPractitioners()).length).toBeGreaterThanOrEqual(20);
  });

  it('lists services by unit, type and commercial flag, with prices as "250.00"', async () => {
    const [specialist] = await t.deps.his.listUnits();
    const tele = await t.deps.his.listServices({ unitId: specialist.id, type: 'TELECONSULTATION', commercial: true });
    expect(tele.map((s) => [s.code, s.price])).toEqual([
      ['KOM-DERMATOLOGIA-TELE', '180.00'],
      ['KOM-ENDOKRYNOLOGIA-TELE', '190.00'],
      ['KOM-KARDIOLOGIA-TELE', '200.00'],
    ]);
    const nfz = await t.deps.his.listServices({ commercial: false });
    expect(nfz.every((s) => s.price === null)).toBe(true);
    expect(await t.deps.his.getService(tele[0].id)).toEqual(tele[0]);
    expect(await t.deps.his.getService('x')).toBeNull();
    expect(await t.deps.his.listServices({ unitId: '0' })).toEqual([]);
  });

  it('answers externalId for a row copied from another system', async () => {
    const his = portalHis(t.deps);
    const { sql } = await import('drizzle-orm');
    await t.deps.db.execute(
      sql`insert into units (system, external_id, name, code, city, street, house_number, postal_code) values ('MEDSYS', 'U-77', 'Filia zewnętrzna', 'EXT-77', 'Kraków', 'ul. Długa', '1', '31-147')`,
    );
    const copied = (await his.listUnits()).find((u) => u.code === 'EXT-77');
    expect(copied).toMatchObject({ system: 'MEDSYS', externalId: 'U-77', phone: null });
  });
});
