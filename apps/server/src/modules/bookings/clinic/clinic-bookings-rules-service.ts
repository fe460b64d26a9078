import type { ClinicPriceItem, PriceItemWrite, ServiceBookingSettingsWrite } from '@portal/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { executorOf, type InTransaction } from '../../../db/client';
import { bookingServiceRules, priceListItems } from '../../../db/schema/index';
import type { Deps } from '../../../deps';
import { NotFound } from '../../../errors';
import { serviceBookingRules } from '../core/booking-rules-service';
import { serviceFacts } from './schedules-repository';

/*
 * What booking a service asks, as the console edits it (one booking_service_rules row a service; no
 * row: the defaults of booking-rules-service), and a commercial service's price list.
 */

const fullRules = (r: Record<string, unknown>) => ({
  gender: null,
  minAge: null,
  maxAge: null,
  insurerRequired: false,
  phoneConfirmedRequired: false,
  minHoursBefore: null,
  maxDaysBefore: null,
  firstVisit: null,
  maxActivePerService: null,
  maxActiveAuthorized: null,
  maxActiveUnauthorized: null,
  ...r,
});

async function existingService(deps: Pick<Deps, 'db'>, serviceId: number, opts?: InTransaction) {
  const service = await serviceFacts(executorOf(deps.db, opts), serviceId);
  if (!service) throw NotFound();
  return service;
}

export async function getServiceBookingSettings(deps: Pick<Deps, 'db'>, serviceId: number, opts?: InTransaction) {
  await existingService(deps, serviceId, opts);
  const { serviceId: _id, ...rest } = await serviceBookingRules(deps, serviceId, opts);
  return { ...rest, rules: fullRules(rest.rules as Record<string, unknown>) };
}

export async function saveServiceBookingSettings(deps: Pick<Deps, 'db' | 'clock'>, serviceId: number, input: ServiceBookingSettingsWrite, opts?: InTransaction) {
  await existingService(deps, serviceId, opts);
  const values = { ...input, updatedAt: deps.clock.now() };
  await executorOf(deps.db, opts)
    .insert(bookingServiceRules)
    .values({ serviceId, ...values })
    .onConflictDoUpdate({ target: bookingServiceRules.serviceId, set: values });
  return getServiceBookingSettings(deps, serviceId, opts);
}

const toItem = (r: typeof priceListItems.$inferSelect): ClinicPriceItem => ({ id: r.id, serviceId: r.serviceId, name: r.name, price: r.price, validFrom: r.validFrom, validTo: r.validTo, position: r.position });

export async function listPriceItems(deps: Pick<Deps, 'db'>, serviceId: number): Promise<ClinicPriceItem[]> {
  await existingService(deps, serviceId);
  const rows = await deps.db.select().from(priceListItems).where(eq(priceListItems.serviceId, serviceId)).orderBy(asc(priceListItems.position), asc(priceListItems.validFrom), asc(priceListItems.id));
  return rows.map(toItem);
}

export async function addPriceItems(deps: Pick<Deps, 'db'>, serviceId: number, items: readonly PriceItemWrite[], opts?: InTransaction): Promise<ClinicPriceItem[]> {
  await existingService(deps, serviceId, opts);
  if (items.length === 0) return [];
  const rows = await executorOf(deps.db, opts)
    .insert(priceListItems)
    .values(items.map((i) => ({ serviceId, ...i })))
    .returning();
  return rows.map(toItem);
}

export async function updatePriceItem(deps: Pick<Deps, 'db'>, serviceId: number, itemId: number, input: PriceItemWrite): Promise<ClinicPriceItem> {
  const [row] = await deps.db
    .update(priceListItems)
    .set(input)
    .where(and(eq(priceListItems.id, itemId), eq(priceListItems.serviceId, serviceId)))
    .returning();
  if (!row) throw NotFound();
  return toItem(row);
}

export async function removePriceItem(deps: Pick<Deps, 'db'>, serviceId: number, itemId: number): Promise<void> {
  const rows = await deps.db
    .delete(priceListItems)
    .where(and(eq(priceListItems.id, itemId), eq(priceListItems.serviceId, serviceId)))
    .returning({ id: priceListItems.id });
  if (rows.length === 0) throw NotFound();
}
