import type { CatalogEntry } from '@portal/contracts';

/** A service of the catalogue with the units that offer it. */
export interface CatalogService {
  code: string;
  name: string;
  typeName: string;
  /** The dictionary code of its speciality, or null. */
  speciality: string | null;
  commercial: boolean;
  /** The lowest "from" price of its entries (commercial). */
  priceFrom: string | null;
  units: CatalogUnit[];
}
export interface CatalogUnit {
  id: number;
  name: string;
  city: string;
  entries: CatalogEntry[];
  /** Some entry of the unit lets the patient pick "any practitioner". */
  anyPractitioner: boolean;
}

const lower = (s: string) => s.toLocaleLowerCase('pl');
export const practitionerName = (p: NonNullable<CatalogEntry['practitioner']>) => [p.degree, p.name, p.lastName].filter(Boolean).join(' ');

/**
 * The catalogue as the wizard browses it (spec part 2 §2: service → units → practitioners), narrowed by the
 * search text (service, its speciality's words, unit, city, practitioner or a practitioner's speciality), the
 * occupation of a link and a unit. Services by name.
 */
export function catalogTree(
  entries: readonly CatalogEntry[],
  filter: { text?: string; occupation?: string | null; unitId?: number | null; specialityName?: (code: string) => string } = {},
): CatalogService[] {
  const words = filter.specialityName ?? ((code: string) => code);
  const text = lower(filter.text?.trim() ?? '');
  const services = new Map<string, CatalogService>();
  for (const e of entries) {
    if (filter.occupation && e.practitioner && e.practitioner.occupationCode !== filter.occupation) continue;
    if (filter.unitId != null && e.hospitalOrganizationUnit.id !== filter.unitId) continue;
    if (text) {
      const hay = [
        e.medicalService.name, e.medicalService.code, e.medicalService.typeName, e.hospitalOrganizationUnit.name, e.hospitalOrganizationUnit.city,
        e.medicalService.speciality ? words(e.medicalService.speciality) : '',
        e.practitioner ? practitionerName(e.practitioner) : '',
        ...(e.practitioner?.specialities ?? []).map((code) => words(code)),
      ]
        .map(lower)
        .join(' ');
      if (!hay.includes(text)) continue;
    }
    const m = e.medicalService;
    let service = services.get(m.code);
    if (!service) {
      service = { code: m.code, name: m.name, typeName: m.typeName, speciality: m.speciality, commercial: m.commercialService, priceFrom: null, units: [] };
      services.set(m.code, service);
    }
    if (m.priceFrom !== null && (service.priceFrom === null || Number(m.priceFrom) < Number(service.priceFrom))) service.priceFrom = m.priceFrom;
    let unit = service.units.find((u) => u.id === e.hospitalOrganizationUnit.id);
    if (!unit) {
      unit = { id: e.hospitalOrganizationUnit.id, name: e.hospitalOrganizationUnit.name, city: e.hospitalOrganizationUnit.city, entries: [], anyPractitioner: false };
      service.units.push(unit);
    }
    unit.entries.push(e);
    unit.anyPractitioner ||= e.anyPractitioner;
  }
  return [...services.values()].sort((a, b) => a.name.localeCompare(b.name, 'pl'));
}

/** The services by speciality: groups by the speciality's words, the services without one last (label null). */
export function catalogGroups(services: readonly CatalogService[], specialityName: (code: string) => string): Array<{ speciality: string | null; label: string | null; services: CatalogService[] }> {
  const groups = new Map<string | null, CatalogService[]>();
  for (const s of services) groups.set(s.speciality, [...(groups.get(s.speciality) ?? []), s]);
  return [...groups.entries()]
    .map(([speciality, list]) => ({ speciality, label: speciality === null ? null : specialityName(speciality), services: list }))
    .sort((a, b) => (a.label === null ? 1 : b.label === null ? -1 : a.label.localeCompare(b.label, 'pl')));
}

/** The units of the catalogue (for its unit filter when there are several), by name. */
export function catalogUnitsOf(entries: readonly CatalogEntry[]): Array<{ id: number; name: string; city: string }> {
  const units = new Map(entries.map((e) => [e.hospitalOrganizationUnit.id, e.hospitalOrganizationUnit]));
  return [...units.values()].sort((a, b) => a.name.localeCompare(b.name, 'pl'));
}

/** The unit's entries with a practitioner, one per practitioner, by last name. */
export function unitPractitioners(unit: CatalogUnit): CatalogEntry[] {
  const seen = new Set<number>();
  return unit.entries
    .filter((e) => e.practitioner !== null && !seen.has(e.practitioner.employeeId) && seen.add(e.practitioner.employeeId))
    .sort((a, b) => a.practitioner!.lastName.localeCompare(b.practitioner!.lastName, 'pl'));
}
