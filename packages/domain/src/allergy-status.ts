/** The allergy form holds status as one letter (spec part 1 §4). */
export type AllergyStatus = 'A' | 'N' | 'W';

export const allergyStatuses: readonly AllergyStatus[] = ['A', 'N', 'W'];

/** On load: cured gives W, else active gives A, else N. */
export function allergyStatusOf(flags: { isActive: boolean; cured: boolean }): AllergyStatus {
  if (flags.cured) return 'W';
  return flags.isActive ? 'A' : 'N';
}

/** A: active, not cured; N: neither; W: cured, not active. */
export function allergyFlagsOf(status: AllergyStatus): { isActive: boolean; cured: boolean } {
  switch (status) {
    case 'A':
      return { isActive: true, cured: false };
    case 'W':
      return { isActive: false, cured: true };
    case 'N':
      return { isActive: false, cured: false };
  }
}
