/** The /main hub's order of modules (spec part 1 §1, part 2 §1). */
export const hubOrder = [
  { flag: 'bookingsModule', path: '/bookings' },
  { flag: 'medicalServicesModule', path: '/benefits/encounters' },
  { flag: 'allergyModule', path: '/allergies' },
  { flag: 'declarationsModule', path: '/declarations' },
  { flag: 'consentsModule', path: '/consents' },
  { flag: 'depositsModule', path: '/deposits' },
  { flag: 'paymentsModule', path: '/paymentsnav/invoicestopay' },
  { flag: 'measurementsModule', path: '/measurements' },
  { flag: 'messagesModule', path: '/messages' },
  { flag: 'adverseEventsModule', path: '/adverseevents' },
] as const;

export const HUB_FALLBACK = '/account';

/**
 * First module that is switched on and whose page exists in this build, else the account page.
 * `routeExists` lets the client skip a module whose screens are not part of it.
 */
export function hubTarget(
  flags: Partial<Record<(typeof hubOrder)[number]['flag'], boolean>>,
  routeExists: (path: string) => boolean = () => true,
): string {
  const hit = hubOrder.find((m) => flags[m.flag] === true && routeExists(m.path));
  return hit ? hit.path : HUB_FALLBACK;
}
