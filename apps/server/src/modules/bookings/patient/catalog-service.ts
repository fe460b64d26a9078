import {
  FIRST_FREE_DAY_HORIZON_DAYS,
  SYSTEM_PORTAL,
  TIME_SLOTS_MAX,
  TIME_SLOTS_MAX_DAYS,
  bookingTexts,
  rangeIssueMessages,
  serviceTypeNames,
  type AvailabilitySettings,
  type CatalogEntry,
  type FreeDays,
  type InterfaceLanguage,
  type PriceList,
  type TimeSlot,
  type timeSlotsQuerySchema,
  type z,
} from '@portal/contracts';
import { BOOKINGS_RANGE_YEARS, addDays, configuredName, rangeIssue, type ServiceBookingRules } from '@portal/domain';
import type { Deps } from '../../../deps';
import { AppError, NotFound, Validation } from '../../../errors';
import { dictionaryName, SERVICE_TYPES } from '../../../i18n/dictionary-labels';
import { clinicInstant, clinicToday } from '../../../lib/clinic-time';
import { CLINIC_TIME_ZONE } from '../../../lib/jobs';
import { serviceBookingRules } from '../core/booking-rules-service';
import * as repo from './catalog-repository';
import * as slotsRepo from '../core/slots-repository';
import type { CheckedPatientId } from '../../../lib/checked-patient';

/*
 * What the wizard browses (spec part 2 §5 "Booking wizard", §7 catalog and time-slots): the catalogue
 * of schedules open to the portal, the units, the free slots of a service, a commercial slot's price
 * list and what booking a slot's service asks.
 */

type CatalogDeps = Pick<Deps, 'db' | 'clock'>;
type TimeSlotsQuery = z.output<typeof timeSlotsQuerySchema>;

/** The earliest day a service may be booked: the clinic's today, later by the service's minimum interval. */
export const minBookDate = (now: Date, rules: ServiceBookingRules | null | undefined): string =>
  clinicToday(new Date(now.getTime() + (rules?.minHoursBefore ?? 0) * 3_600_000));

/** The catalogue: B schedules for visitors, B and P for a signed-in patient; one entry per schedule; services and their types named in `language`. */
export async function catalog(deps: CatalogDeps, audience: 'VISITOR' | 'PATIENT', language: InterfaceLanguage = 'pl'): Promise<CatalogEntry[]> {
  const now = deps.clock.now();
  const rows = await repo.catalogRows(deps.db, audience === 'VISITOR' ? ['B'] : ['B', 'P'], clinicToday(now));
  return rows.map((r) => {
    const commercial = r.funding === 'COMMERCIAL';
    return {
      medicalService: {
        code: r.service.code,
        name: configuredName({ pl: r.service.name, en: r.service.nameEn, uk: r.service.nameUk }, language),
        typeId: r.service.type,
        typeName: dictionaryName(SERVICE_TYPES, r.service.type, language, serviceTypeNames[r.service.type]),
        minBookDate: minBookDate(now, r.rules),
        commercialService: commercial,
        priceFrom: commercial ? r.priceFrom : null,
        prescriptionVisit: r.service.type === 'PRESCRIPTION',
        speciality: r.service.speciality,
      },
      hospitalOrganizationUnit: { id: r.unit.id, name: r.unit.name, city: r.unit.city },
      practitioner: {
        employeeId: r.practitioner.id,
        name: r.practitioner.name,
        lastName: r.practitioner.lastName,
        degree: r.practitioner.degree,
        occupationCode: r.practitioner.occupation,
        specialities: r.practitioner.specialities,
      },
      availabilityInModuleStatus: r.availability,
      availabilityId: r.availabilityId,
      systemIds: { unitId: r.unit.externalId ?? String(r.unit.id), system: r.unit.system },
      anyPractitioner: r.anyPractitioner ?? true,
      employeeStatusVisible: r.employeeStatusVisible ?? true,
    };
  });
}

export const catalogUnits = (deps: CatalogDeps) => repo.catalogUnits(deps.db, clinicToday(deps.clock.now()));

async function serviceByCode(deps: CatalogDeps, code: string) {
  const service = await repo.findServiceByCode(deps.db, code);
  if (!service || !service.active) throw NotFound();
  return service;
}

const displayName = (p: { degree: string | null; name: string; lastName: string }) => [p.degree, p.name, p.lastName].filter(Boolean).join(' ');

/**
 * Free slots of a service from max(dateFrom, its minBookDate, now + its minimum hours) to the end of dateTo: a range of at
 * most TIME_SLOTS_MAX_DAYS days, within 20 years; slots the patient holds are hers (heldForPatient).
 */
/** The free-slot filter of a time-slots query: its range checked, from the later of dateFrom, minBookDate and now. */
async function freeSlotFilter(deps: CatalogDeps, query: Omit<TimeSlotsQuery, 'patientId'>, patientId: CheckedPatientId | null) {
  const now = deps.clock.now();
  const today = clinicToday(now);
  const issue = rangeIssue({ after: query.dateFrom, before: query.dateTo }, today, { maxYearsBack: BOOKINGS_RANGE_YEARS, allowFuture: true, maxYearsAhead: BOOKINGS_RANGE_YEARS });
  if (issue) throw Validation(rangeIssueMessages[issue], [{ path: 'query.dateTo', message: rangeIssueMessages[issue] }]);
  if (query.dateTo > addDays(query.dateFrom, TIME_SLOTS_MAX_DAYS - 1)) {
    const message = `Zakres dat wolnych terminów może obejmować najwyżej ${TIME_SLOTS_MAX_DAYS} dni`;
    throw Validation(message, [{ path: 'query.dateTo', message }]);
  }
  const service = await serviceByCode(deps, query.medicalServiceCode);
  const { rules } = await serviceBookingRules(deps, service.id);
  // Not a slot the booking would refuse for being too soon (rule 201: minHoursBefore counts hours, not days).
  const earliest = Math.max(clinicInstant(query.dateFrom).getTime(), clinicInstant(minBookDate(now, rules)).getTime(), now.getTime() + (rules?.minHoursBefore ?? 0) * 3_600_000);
  const filter = {
    serviceId: service.id,
    from: new Date(earliest),
    to: clinicInstant(addDays(query.dateTo, 1)),
    now,
    patientId,
    unitId: query.organizationUnitId,
    practitionerId: query.employeeId,
    occupation: query.occupationCode,
    scheduleId: query.availabilityId,
  };
  return { service, filter };
}

export async function freeTimeSlots(deps: CatalogDeps, query: Omit<TimeSlotsQuery, 'patientId'>, patientId: CheckedPatientId | null): Promise<{ slots: TimeSlot[]; hasMore: boolean }> {
  const now = deps.clock.now();
  const { service, filter } = await freeSlotFilter(deps, query, patientId);
  const rows = await repo.freeSlots(deps.db, { ...filter, limit: TIME_SLOTS_MAX + 1 });
  const slots = rows.slice(0, TIME_SLOTS_MAX).map((r) => ({
    id: r.id,
    system: SYSTEM_PORTAL,
    dateFrom: r.startsAt.toISOString(),
    dateTo: r.endsAt.toISOString(),
    payment: r.funding,
    availabilityId: r.scheduleId,
    medicalServiceCode: service.code,
    organizationUnit: { id: r.unitId, name: r.unitName },
    practitioner: { employeeId: r.practitionerId, displayName: displayName({ degree: r.practitionerDegree, name: r.practitionerName, lastName: r.practitionerLastName }) },
    heldForPatient: patientId !== null && r.heldByPatientId === patientId && r.heldUntil !== null && r.heldUntil > now,
  }));
  return { slots, hasMore: rows.length > TIME_SLOTS_MAX };
}

/**
 * The dates step's calendar: the clinic days of [dateFrom, dateTo] with a free slot of the query, and the
 * earliest day with one on or after dateFrom (within FIRST_FREE_DAY_HORIZON_DAYS, also past dateTo).
 */
export async function freeDays(deps: CatalogDeps, query: Omit<TimeSlotsQuery, 'patientId'>, patientId: CheckedPatientId | null): Promise<FreeDays> {
  const { filter } = await freeSlotFilter(deps, query, patientId);
  const [days, first] = await Promise.all([
    repo.freeDays(deps.db, filter, CLINIC_TIME_ZONE),
    repo.firstFreeStart(deps.db, { ...filter, to: clinicInstant(addDays(query.dateFrom, FIRST_FREE_DAY_HORIZON_DAYS)) }),
  ]);
  return { days, firstFreeDay: first ? clinicToday(first) : null };
}

/** A portal slot (B or P) by id, or 404. */
async function portalSlot(deps: CatalogDeps, id: number) {
  const slot = await slotsRepo.findSlot(deps.db, id);
  if (!slot || slot.availability === 'N') throw NotFound();
  return slot;
}

/** The price list of a commercial slot: the items of its service valid on its clinic day (404 PRICE_LIST_MISSING when none, or an NFZ slot). */
export async function slotPriceList(deps: CatalogDeps, timeSlotId: number): Promise<PriceList> {
  const slot = await portalSlot(deps, timeSlotId);
  if (slot.funding !== 'COMMERCIAL') throw new AppError('PRICE_LIST_MISSING', bookingTexts.priceListMissing);
  const items = await repo.priceItemsOn(deps.db, slot.serviceId, clinicToday(slot.startsAt));
  if (items.length === 0) throw new AppError('PRICE_LIST_MISSING', bookingTexts.priceListMissing);
  return { timeSlotId: slot.id, currency: 'PLN', items };
}

/** What booking the slot's (or schedule's) service asks: the referral and the booking restrictions. */
export async function availabilitySettings(deps: CatalogDeps, q: { timeSlotId?: number; availabilityId?: number }): Promise<AvailabilitySettings> {
  let serviceId: number;
  if (q.timeSlotId !== undefined) serviceId = (await portalSlot(deps, q.timeSlotId)).serviceId;
  else if (q.availabilityId !== undefined) {
    const schedule = await slotsRepo.findSchedule(deps.db, q.availabilityId);
    if (!schedule || schedule.availability === 'N') throw NotFound();
    serviceId = schedule.serviceId;
  } else {
    const message = 'Podaj termin (timeSlotId) albo grafik (availabilityId)';
    throw Validation(message, [{ path: 'query.timeSlotId', message }]);
  }
  const r = await serviceBookingRules(deps, serviceId);
  return { referralStatus: r.referralStatus, bookingRestrictions: { bookingConfReq: r.bookingConfReq, addMeasurements: r.addMeasurements } };
}
