import { polishPlural } from '@portal/domain';

/** "1 znak", "2 znaki", "5 znaków", "22 znaki": a length limit in a Polish message, the noun agreeing with the number. */
export const characters = (n: number) => `${n} ${polishPlural(n, { one: 'znak', few: 'znaki', many: 'znaków' })}`;
