/** Routes of the public legal pages — the one place that names them (footer, sign-in, router). */
export const legalPaths = {
  accessibility: '/deklaracja-dostepnosci',
  terms: '/warunki-korzystania',
  privacy: '/polityka-prywatnosci',
  regulations: '/regulamin',
} as const;

export type LegalDocument = keyof typeof legalPaths;
export const legalDocuments = Object.keys(legalPaths) as LegalDocument[];
